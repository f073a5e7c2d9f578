import ResponderCore

/// A responder that is not a view: a delegate or a custom `UIResponder` subclass, or in `objects` a plain `NSObject`
/// (`isResponder: false`) that is a control's or recognizer's target or a table's delegate. As an application's
/// delegate, a plain string refers to an existing responder by id (a delegate that is a view controller).
public struct ObjectJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    /// For the application's delegate and `objects`: whether the class inherits from UIResponder (default true).
    public var isResponder: Bool?
    /// For `objects`: whether anything keeps a strong reference to it (default true).
    public var isRetained: Bool?
    /// A reference to an existing responder instead of a new object.
    public var reference: String?

    init() {}

    static let wire = WireTable<ObjectJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [
            .field("isResponder", \.isResponder), .field("isRetained", \.isRetained),
        ])

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        guard try reader.peek() != .string else {
            self.init()
            reference = try reader.readString()
            return
        }
        try self.init(fieldsFrom: &reader)
    }
}
