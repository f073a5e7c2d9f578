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
