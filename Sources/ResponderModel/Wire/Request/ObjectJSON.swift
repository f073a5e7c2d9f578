import ResponderCore

/// A responder that is not a view: a delegate or a custom `UIResponder` subclass. As an application's
/// delegate, a plain string refers to an existing responder by id (a delegate that is a view controller).
public struct ObjectJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    /// For delegates: whether the class inherits from UIResponder (default true).
    public var isResponder: Bool?
    /// A reference to an existing responder instead of a new object.
    public var reference: String?

    init() {}

    static let wire = WireTable<ObjectJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [.field("isResponder", \.isResponder)])

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        guard try reader.peek() != .string else {
            self.init()
            reference = try reader.readString()
            return
        }
        try self.init(fieldsFrom: &reader)
    }
}
