import ResponderCore

/// A window scene with its windows and (scene) delegate.
public struct SceneJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    public var delegate: ObjectJSON?
    public var windows: [WindowJSON] = []

    init() {}

    static let wire = WireTable<SceneJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [.field("delegate", \.delegate), .field("windows", \.windows)])
}
