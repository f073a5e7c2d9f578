import ResponderCore

/// A window: a view plus its root view controller, key status, level and first responder.
public struct WindowJSON: WireObject, Sendable {
    public var view = ViewJSON()
    public var rootViewController: ViewControllerJSON?
    public var isKey: Bool?
    public var windowLevel: Double?
    public var firstResponder: String?

    init() {}

    static let wire = WireTable<WindowJSON>(
        ViewJSON.wire.lifted(\.view) + [
            .field("rootViewController", \.rootViewController), .field("isKey", \.isKey),
            .field("windowLevel", \.windowLevel), .field("firstResponder", \.firstResponder),
        ])
}
