import ResponderCore

/// What a gesture recognizer's delegate answers (`UIGestureRecognizerDelegate`):
///
/// ```json
/// {"shouldReceive": {"falseIn": ["volumeSlider"]}, "shouldBegin": false,
///  "shouldRequireFailureOf": ["doubleTap"], "shouldBeRequiredToFailBy": ["edgePan"]}
/// ```
public struct RecognizerDelegateJSON: WireObject, Sendable {
    /// `gestureRecognizer(_:shouldReceive:)`.
    public var shouldReceive: ShouldReceiveJSON?
    /// `gestureRecognizerShouldBegin(_:)`; absent is UIKit's default, true.
    public var shouldBegin: Bool?
    /// `gestureRecognizer(_:shouldRequireFailureOf:)` returns true for these recognizers (ids).
    public var shouldRequireFailureOf: [String] = []
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` returns true for these recognizers (ids).
    public var shouldBeRequiredToFailBy: [String] = []

    init() {}

    static let wire = WireTable<RecognizerDelegateJSON>([
        .field("shouldReceive", \.shouldReceive), .field("shouldBegin", \.shouldBegin),
        .field("shouldRequireFailureOf", \.shouldRequireFailureOf),
        .field("shouldBeRequiredToFailBy", \.shouldBeRequiredToFailBy),
    ])
}

/// `gestureRecognizer(_:shouldReceive:)`: `{"falseIn": ["slider"]}` returns false for a touch whose view is one of
/// these views or inside one, and true for every other touch.
public struct ShouldReceiveJSON: WireObject, Sendable {
    public var falseIn: [String] = []

    init() {}

    static let wire = WireTable<ShouldReceiveJSON>([
        .field(
            "falseIn", \.falseIn, required: true,
            check: { $0.isEmpty ? .noFalseIn : nil })
    ])
}

extension RecognizerDelegateJSON {
    /// `GestureRecognizerDelegate` in openapi.yaml.
    static let docs = WireDoc(
        "GestureRecognizerDelegate",
        """
        What the recognizer's delegate (`UIGestureRecognizerDelegate`) answers. Absent methods keep UIKit's \
        defaults: every touch is received, the recognizer may begin, no extra failure requirements.
        """,
        example: ["shouldReceive": ["falseIn": ["volumeSlider"]]],
        fields: [
            .nullable("shouldReceive", .ref("ShouldReceive"), "`gestureRecognizer(_:shouldReceive:)`."),
            .nullable(
                "shouldBegin", .boolean.default(true),
                """
                `gestureRecognizerShouldBegin(_:)`: false makes the recognizer fail when it would begin, and the \
                touch goes on to the views.
                """),
            .nullable(
                "shouldRequireFailureOf", .array(.string).default([]),
                """
                `gestureRecognizer(_:shouldRequireFailureOf:)` returns true for these recognizers (ids): this one \
                waits for each to fail, as with `requiresToFail`.
                """),
            .nullable(
                "shouldBeRequiredToFailBy", .array(.string).default([]),
                """
                `gestureRecognizer(_:shouldBeRequiredToFailBy:)` returns true for these recognizers (ids): each of \
                them waits for this one to fail.
                """),
        ])
}

extension ShouldReceiveJSON {
    /// `ShouldReceive` in openapi.yaml.
    static let docs = WireDoc(
        "ShouldReceive",
        """
        `gestureRecognizer(_:shouldReceive:)` returns false for a touch whose view is one of these views or \
        inside one, and true for every other touch. A recognizer that receives none of an event's touches is \
        `touchNotReceived`: it neither recognizes nor cancels them. This is the usual fix for a recognizer that \
        takes a control's drag (a sheet's pan over a slider), where `cancelsTouchesInView = false` would leave \
        the drag to both.
        """,
        example: ["falseIn": ["volumeSlider"]],
        fields: [
            .required("falseIn", .array(.string).minItems(1), "Ids of views (422 for a responder that is not a view).")
        ])
}
