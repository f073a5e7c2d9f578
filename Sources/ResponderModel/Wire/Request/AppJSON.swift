import ResponderCore

extension Idiom: WireEnum {}

/// The whole app: application, scenes (windows, controllers, views), custom responders and state.
public struct AppJSON: WireObject, Sendable {
    public var application: ApplicationJSON?
    public var scenes: [SceneJSON] = []
    public var objects: [ObjectJSON] = []
    public var keyWindow: String?
    public var firstResponder: String?
    public var focusedView: String?
    public var pasteboardHasContent: Bool?
    public var idiom: Idiom?

    init() {}

    static let wire = WireTable<AppJSON>([
        .field("application", \.application), .field("scenes", \.scenes, required: true),
        .field("objects", \.objects), .field("keyWindow", \.keyWindow), .field("firstResponder", \.firstResponder),
        .field("focusedView", \.focusedView), .field("pasteboardHasContent", \.pasteboardHasContent),
        .field("idiom", \.idiom),
    ])
}

extension AppJSON {
    /// `AppDescription` in openapi.yaml.
    static let docs = WireDoc(
        "AppDescription",
        """
        The whole app: application, scenes (windows, controllers, views), custom responders and state. Ids are \
        unique across the app (422 otherwise); every id reference must resolve (422 `unknown-reference`, with a \
        did-you-mean hint).
        """,
        fields: [
            .nullable("application", .ref("ApplicationDescription"), .selfEvident),
            .required("scenes", .array(.ref("SceneDescription")), .selfEvident),
            .nullable(
                "objects", .array(.ref("ResponderObject")),
                """
                Custom responders that are not views or controllers (reached through `next`), and plain NSObjects \
                (`isResponder: false`) that are targets or delegates.
                """),
            .nullable(
                "keyWindow", .string, "The key window's id. Default: the window with isKey, else the first window."),
            .nullable(
                "firstResponder", .string,
                "The key window's first responder (or the first responder of the window that holds it)."),
            .nullable("focusedView", .string, "The view the focus engine focused (presses start there)."),
            .nullable("pasteboardHasContent", .boolean.default(true), "Paste appears in the edit menu only then."),
            .nullable(
                "idiom", .oneOf(["phone", "pad"]).default("phone"),
                """
                The device the app runs on (`UIDevice.userInterfaceIdiom`), read by UIKit's idiom-dependent \
                defaults: a view's `dragInteraction` is enabled by default on `pad` only \
                (UIDragInteraction.isEnabledByDefault), and an action sheet (`preferredStyle: actionSheet`) is a \
                popover on `pad` in a regular width (its dimming view dismisses it on a tap outside, like a \
                popover's) and a sheet at the bottom on `phone` whatever the width. Values the request gives \
                override the defaults.
                """),
        ])
}
