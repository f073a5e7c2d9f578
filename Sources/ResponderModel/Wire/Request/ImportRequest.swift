import ResponderCore

/// `POST /v1/import`: what UIKit printed in the debugger, as pasted.
///
/// ```json
/// {"recursiveDescription": "<UIWindow: 0x7f9…; frame = (0 0; 390 844); …>\n   | <UIView: 0x7fa…; …>",
///  "printHierarchy": "<MyApp.ListViewController 0x7fb…>, state: appeared, view: <UIView 0x7fa…>",
///  "gestureRecognizers": "<UITapGestureRecognizer: 0x600…; state = Possible; view = <UIView 0x7fa…>; …>",
///  "targets": "<UIButton: 0x7fc…; frame = …>\n(lldb) po button.allTargets\n{(\n <MyApp.ListViewController: …>\n)}…"}
/// ```
public struct ImportRequest: WireObject, Decodable, Sendable {
    /// The output of `po view.value(forKey: "recursiveDescription")!` (or `po [view recursiveDescription]`).
    public var recursiveDescription: String?
    /// The output of `_printHierarchy` on the window's root view controller.
    public var printHierarchy: String?
    /// What `po view.gestureRecognizers` prints, for each view whose recognizers are to fill: attached to the
    /// views of the dump with the addresses they name.
    public var gestureRecognizers: String?
    /// For each control: what `po control` prints, then `po control.allTargets` and, for each event,
    /// `po control.actions(forTarget:forControlEvent:)`, commands and all: attached to the controls of the dump with
    /// those addresses.
    public var targets: String?
    /// What `_shortMethodDescription` (or `_methodDescription`) prints for each view or controller of the app's own
    /// classes: read for the event methods its classes override and the actions they implement, by address.
    public var methods: String?
    /// What `po view.window?.value(forKey: "firstResponder")` prints: the window's first responder, by address.
    public var firstResponder: String?
    /// What Chisel's `presponder 0x…` or a `nextResponder` loop prints: checked against the computed chain.
    public var responderChain: String?
    /// The size of the window a dump of a view (not of a window) is put in; an iPhone's 390 × 844 by default.
    public var screen: SizeJSON?

    init() {}

    /// Reads the request with a Foundation decoder (`JSONDecoder`), through the same field table.
    public init(from decoder: Decoder) throws {
        var reader = FoundationReader(decoder)
        try self.init(reading: &reader)
    }

    static let wire = WireTable<ImportRequest>([
        .field("recursiveDescription", \.recursiveDescription), .field("printHierarchy", \.printHierarchy),
        .field("screen", \.screen), .field("gestureRecognizers", \.gestureRecognizers), .field("targets", \.targets),
        .field("methods", \.methods), .field("firstResponder", \.firstResponder),
        .field("responderChain", \.responderChain),
    ])

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        if recursiveDescription == nil && printHierarchy == nil {
            throw MissingFieldError(
                codingPath: reader.codingPath, field: "recursiveDescription",
                hint: .dumpsNeeded)
        }
    }
}

extension ImportRequest {
    /// `ImportRequest` in openapi.yaml.
    static let docs = WireDoc(
        "ImportRequest",
        """
        `POST /v1/import`: what UIKit printed in the debugger, as pasted (with or without lldb's prompt line, a \
        `$0 =` prefix and quotes, backticks, or the whole dump flattened onto one line). At least one of the two \
        dumps (400 otherwise). Their strings are exempt from maxNameBytes; the body limit applies.
        """,
        fields: [
            .nullable(
                "recursiveDescription", .string,
                """
                What `po view.value(forKey: "recursiveDescription")!` (Swift) or `po [view recursiveDescription]` \
                (Objective-C) prints; on the window for the whole screen.
                """),
            .nullable(
                "printHierarchy", .string,
                """
                What `expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] rootViewController] \
                _printHierarchy]` prints.
                """),
            .nullable(
                "screen", .ref("Size"),
                """
                The window a dump of a view (not of a window) is put in; by default as large as the first view's frame \
                reaches (the answer's `screen` says which size was used).
                """),
            .nullable(
                "gestureRecognizers", .string,
                """
                What `po view.gestureRecognizers` (or `po recognizer`, or an `NSLog` of one) prints, for each view \
                `toFill` names: each recognizer is attached to the view the dump prints with the address its \
                `view = <… 0x…>` names, with its kind, state, flags, target and action. Unreadable lines are 422 \
                `unreadable-dump` at `/gestureRecognizers`, with `line` and `column`. Exempt from maxNameBytes.
                """),
            .nullable(
                "targets", .string,
                """
                For each control: what `po control` prints, then `po control.allTargets` and, for each control \
                event, the `(lldb) po control.actions(forTarget:forControlEvent:)` line and what it prints; the \
                actions are attached to the control the dump prints with that address, for the event the command \
                names. Unreadable lines are 422 `unreadable-dump` at `/targets`, with `line` and `column`. Exempt \
                from maxNameBytes.
                """),
            .nullable(
                "methods", .string,
                """
                For each view or controller of the app's own classes that `toFill` names: what \
                `expr -l objc -O -- [0x… _shortMethodDescription]` (or `_methodDescription`, which prints every \
                class) prints. Read by the object's address: the UIResponder event methods, `hitTest:withEvent:` \
                and `pointInside:withEvent:` its classes implement (a class that implements none has no \
                `overrides` left to fill; whether an override calls `super` is in its code), and the methods that \
                can be actions (`void`, taking the sender), written as its `actions`. UIKit's own classes' sections \
                are passed over. Unreadable lines are 422 `unreadable-dump` at `/methods`, with `line` and \
                `column`. Exempt from maxNameBytes.
                """),
            .nullable(
                "firstResponder", .string,
                """
                What `po view.window?.value(forKey: "firstResponder")` (Objective-C `po [window firstResponder]`) \
                prints while the app is stopped: `Optional(<UITextField: 0x…; …>)`, lldb's `▿ Optional<Any>` form, \
                or `nil`. The view the dump prints with that address becomes its window's `firstResponder`; `nil` \
                says no responder is (`toFill`'s `firstResponder` is filled either way). Unreadable text is 422 \
                `unreadable-dump` at `/firstResponder`. Exempt from maxNameBytes.
                """),
            .nullable(
                "responderChain", .string,
                """
                What Chisel's `presponder 0x…` (or a `nextResponder` loop) prints for a view of the dump: the \
                responder and each next one, in order. It is checked against the responder chain the service computes \
                for the imported app from the same view (`POST /v1/chain`), and `notes` say where they agree or the \
                first responder where they part (the imported app differs from the running one there). Unreadable \
                lines are 422 `unreadable-dump` at `/responderChain`. Exempt from maxNameBytes.
                """),
        ])
}
