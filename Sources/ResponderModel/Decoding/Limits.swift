/// The limits a request must respect; every one is configurable (see the README's limits table).
public struct Limits: Sendable, Equatable {
    /// Largest request body, in bytes (enforced by the HTTP server before the body is read).
    public var maxBodyBytes = 1_048_576
    /// Most responders (views, windows, controllers, scenes, objects) in one app description.
    public var maxNodes = 20_000
    /// Deepest JSON nesting (objects and arrays); each nested view adds two levels. At most 500, because
    /// Foundation's JSONDecoder refuses more than 512.
    public var maxDepth = 200
    /// Most events in one request.
    public var maxEvents = 100
    /// Most fingers in one touch event.
    public var maxTouches = 20

    public init() {}
}
