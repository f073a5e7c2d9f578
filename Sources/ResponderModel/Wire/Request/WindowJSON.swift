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

extension WindowJSON {
    /// `WindowDescription` in openapi.yaml.
    static let docs = WireDoc(
        "WindowDescription",
        """
        A UIWindow: a view (every ViewDescription field) plus its root view controller, key status, level and \
        first responder. Default class UIWindow, default frame 390 × 844.
        """,
        fields: [
            .nullable("rootViewController", .ref("ViewControllerDescription"), .selfEvident),
            .nullable(
                "isKey", .boolean,
                "At most one window may be key (422). Default: the app's `keyWindow`, else the first window."),
            .nullable("windowLevel", .coordinate.default(0), "Higher levels are hit-tested first."),
            .nullable(
                "firstResponder", .string,
                """
                This window's first responder: a responder in this window (or a non-view object) whose \
                canBecomeFirstResponder is true (422 otherwise).
                """),
        ])
}
