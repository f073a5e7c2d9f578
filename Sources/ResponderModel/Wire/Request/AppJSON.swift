import ResponderCore

/// The whole app: application, scenes (windows, controllers, views), custom responders and state.
public struct AppJSON: WireObject, Sendable {
    public var application: ApplicationJSON?
    public var scenes: [SceneJSON] = []
    public var objects: [ObjectJSON] = []
    public var keyWindow: String?
    public var firstResponder: String?
    public var focusedView: String?
    public var pasteboardHasContent: Bool?

    init() {}

    static let wire = WireTable<AppJSON>([
        .field("application", \.application), .field("scenes", \.scenes, required: true),
        .field("objects", \.objects), .field("keyWindow", \.keyWindow), .field("firstResponder", \.firstResponder),
        .field("focusedView", \.focusedView), .field("pasteboardHasContent", \.pasteboardHasContent),
    ])
}
