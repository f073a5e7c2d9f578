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

extension SceneJSON {
    /// `SceneDescription` in openapi.yaml.
    static let docs = WireDoc(
        "SceneDescription",
        """
        A UIWindowScene with its windows and delegate. Default class UIWindowScene, default ids `scene`, \
        `scene2`, ….
        """,
        fields: [
            .nullable(
                "delegate", .ref("ResponderObject"),
                """
                The scene delegate (default class SceneDelegate, id `sceneDelegate`, `sceneDelegate2`, …). Never in \
                the chain unless spliced in with `next`. Must be an object: an id string is refused (422).
                """),
            .nullable("windows", .array(.ref("WindowDescription")), .selfEvident),
        ])
}
