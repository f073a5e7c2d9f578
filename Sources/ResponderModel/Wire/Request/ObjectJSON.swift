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

extension ObjectJSON {
    /// `ResponderObject` in openapi.yaml.
    static let docs = WireDoc(
        "ResponderObject",
        """
        A responder that is not a view: a delegate or a custom UIResponder subclass, or in `objects` a plain \
        NSObject. Default class: `AppDelegate` (application delegate), `SceneDelegate` (scene delegate), \
        `UIResponder` (objects; `NSObject` with `isResponder: false`).
        """,
        fields: [
            .nullable(
                "isResponder", .boolean,
                """
                Application delegate and `objects` (default true): whether the class inherits from UIResponder. An \
                app delegate that does not is not UIApplication's next; an object that does not is a plain NSObject \
                (default class `NSObject`): a control's or recognizer's target or a table's delegate, never first \
                responder, `next` or a walk's start (422), and without `overrides`, `next`, \
                `canBecomeFirstResponder`, `canResignFirstResponder` or `inputView` (422). On a scene delegate it is \
                refused with 422 `impossible-app`, even as `true`, pointer `.../delegate/isResponder`; null there \
                means absent.
                """),
            .nullable(
                "isRetained", .boolean,
                """
                `objects` only (422 on a delegate; default true): whether anything keeps a strong reference to the \
                object. False: it was a local variable, and it is gone when the event comes, because controls \
                (documented), recognizers and tables hold targets and delegates weakly: a control's action is then \
                sent with a nil target and walks the responder chain, a recognizer's reaches nobody, a table has no \
                delegate; a `targetReleased` warning says so.
                """),
        ])

    /// `ObjectDescription` in openapi.yaml.
    static let referenceDocs = WireDoc(
        "ObjectDescription",
        """
        The application delegate: a described object, or the id of an existing responder (a delegate that is, \
        say, the root view controller). The id-string form is refused (422) for scene delegates and for entries \
        of `objects`.
        """,
        shape: .oneOf([
            .ref("ResponderObject"), .string.described("The id of a responder declared elsewhere in the app."),
        ]))
}
