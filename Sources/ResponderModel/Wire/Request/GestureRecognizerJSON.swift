import ResponderCore

/// A gesture recognizer on a view.
public struct GestureRecognizerJSON: WireObject, Sendable {
    public var id: String?
    public var type = GestureRecognizer.Kind.tap
    public var recognizes: Bool?
    public var isEnabled: Bool?
    public var numberOfTapsRequired: Int?
    public var numberOfTouchesRequired: Int?
    /// A swipe recognizer's directions, a list (`["right"]` by default).
    public var direction: GestureRecognizer.SwipeDirections?
    /// Ids of recognizers this one waits for to fail (`require(toFail:)`).
    public var requiresToFail: [String] = []
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var recognizesSimultaneously: Bool?
    public var target: String?
    public var action: String?
    /// What its delegate answers: `gestureRecognizer(_:shouldReceive:)`, `gestureRecognizerShouldBegin(_:)` and the
    /// failure requirements.
    public var delegate: RecognizerDelegateJSON?

    init() {}

    static let wire = WireTable<GestureRecognizerJSON>([
        .field("id", \.id), .field("type", \.type, required: true, missing: .typeIsRequired),
        .field("recognizes", \.recognizes), .field("isEnabled", \.isEnabled),
        // Read as a number and checked here: a whole number from 1 to 10, with a message that says so.
        .field(
            "numberOfTapsRequired", \.numberOfTapsRequired, reading: WholeNumber<TapsRequired>.self,
            convert: \.value),
        .field(
            "numberOfTouchesRequired", \.numberOfTouchesRequired, reading: WholeNumber<TouchesRequired>.self,
            convert: \.value),
        .field("direction", \.direction, reading: Directions.self, convert: \.directions),
        .field("requiresToFail", \.requiresToFail),
        .field("cancelsTouchesInView", \.cancelsTouchesInView), .field("delaysTouchesBegan", \.delaysTouchesBegan),
        .field("delaysTouchesEnded", \.delaysTouchesEnded),
        .field("recognizesSimultaneously", \.recognizesSimultaneously), .field("target", \.target),
        .field("action", \.action), .field("delegate", \.delegate),
    ])

    /// `direction`: a non-empty list of `"right"`, `"left"`, `"up"`, `"down"`.
    struct Directions: WireValue {
        var directions: GestureRecognizer.SwipeDirections?

        init<Reader: WireReader>(reading reader: inout Reader) throws {
            if try reader.peek() == .string {
                let name = try reader.readString()
                throw InvalidValueError(
                    codingPath: reader.codingPath,
                    .shape(.directionNotList(name)))
            }
            let names = try [String](reading: &reader)
            var set = GestureRecognizer.SwipeDirections()
            for name in names {
                guard let direction = GestureRecognizer.SwipeDirections.named.first(where: { $0.name == name }) else {
                    throw InvalidValueError(
                        codingPath: reader.codingPath,
                        .shape(.notSwipeDirection(name)))
                }
                set.insert(direction.direction)
            }
            guard !set.isEmpty else {
                throw InvalidValueError(
                    codingPath: reader.codingPath, .shape(.noDirection))
            }
            directions = set
        }
    }
}

extension GestureRecognizer.Kind: WireEnum {}

extension GestureRecognizerJSON {
    /// `GestureRecognizer` in openapi.yaml.
    static let docs = WireDoc(
        "GestureRecognizer",
        "A gesture recognizer attached to the view.",
        example: ["id": "cardTap", "type": "tap", "target": "feed", "action": "openCard(_:)"],
        fields: [
            .nullable(
                "id", .string,
                """
                Default: the JSON Pointer of the recognizer's object in the request, e.g. \
                `/app/scenes/0/windows/0/subviews/0/gestureRecognizers/0`.
                """),
            .required(
                "type", .enumeration(.recognizerKind),
                """
                `screenEdgePan`: a UIScreenEdgePanGestureRecognizer for the left edge, which recognizes a drag that \
                begins within about 20 points of the window's left edge (observed; UIKit does not document it) and \
                moves inward. A navigation controller showing a pushed screen has one of its own, \
                `<id>.interactivePopGestureRecognizer`, which pops.
                """),
            .nullable(
                "recognizes", .boolean,
                """
                Whether it recognizes in this scenario. Default: the touch decides: its gesture, path, fingers and \
                taps, judged as UIKit does (a tap fails when the finger moves more than `tapAllowableMovement`; a \
                pan begins after 10 points; a swipe must go at least 50 points in an accepted direction, more than \
                twice as far along it as across; a long press is the `longPress` gesture).
                """),
            .nullable("isEnabled", .boolean.default(true), .selfEvident),
            .nullable(
                "numberOfTapsRequired", .integer.minimum(1).maximum(10).default(1),
                """
                A whole number from 1 to 10 (`2.0` counts as whole). A tap recognizer recognizes when the touch's \
                `tapCount` reaches it.
                """),
            .nullable(
                "numberOfTouchesRequired", .integer.minimum(1).maximum(5).default(1),
                """
                The fingers a tap, long press or swipe needs; for a pan, the least number of fingers \
                (`minimumNumberOfTouches`).
                """),
            .nullable(
                "direction", .array(.enumeration(.swipeDirection)).minItems(1).default(["right"]),
                "Swipe recognizers: the directions accepted (UIKit's option set, as a list)."),
            .nullable(
                "requiresToFail", .array(.string).default([]),
                """
                Ids of recognizers this one waits for to fail (`require(toFail:)`): a single tap that waits for a \
                double tap. Described ones, or UIKit's own: a scroll view's `<id>.panGestureRecognizer`, a \
                navigation controller's `<id>.interactivePopGestureRecognizer`.
                """),
            .nullable("cancelsTouchesInView", .boolean.default(true), .selfEvident),
            .nullable("delaysTouchesBegan", .boolean.default(false), .selfEvident),
            .nullable("delaysTouchesEnded", .boolean.default(true), .selfEvident),
            .nullable(
                "recognizesSimultaneously", .boolean.default(false),
                "`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`."),
            .nullable("target", .string, "The id of the responder its action goes to."),
            .nullable("action", .string, "The action selector, in either spelling."),
            .nullable("delegate", .ref("GestureRecognizerDelegate"), "What its delegate answers."),
        ])
}
