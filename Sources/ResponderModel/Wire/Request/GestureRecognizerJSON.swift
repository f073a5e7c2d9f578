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
