import ResponderCore

/// The application object and its delegate.
public struct ApplicationJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    public var delegate: ObjectJSON?

    init() {}

    static let wire = WireTable<ApplicationJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [.field("delegate", \.delegate)])
}
