import ResponderCore

/// A gesture recognizer on a view.
public struct GestureRecognizerJSON: WireObject, Sendable {
    public var id: String?
    public var type = GestureRecognizer.Kind.tap
    public var recognizes: Bool?
    public var isEnabled: Bool?
    public var numberOfTapsRequired: Int?
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var recognizesSimultaneously: Bool?
    public var target: String?
    public var action: String?

    init() {}

    static let wire = WireTable<GestureRecognizerJSON>([
        .field("id", \.id), .field("type", \.type, required: true, missing: "type is required"),
        .field("recognizes", \.recognizes), .field("isEnabled", \.isEnabled),
        // Read as a number and checked here: a whole number from 1 to 10, with a message that says so.
        .field("numberOfTapsRequired", \.numberOfTapsRequired, reading: TapCount.self, convert: \.count),
        .field("cancelsTouchesInView", \.cancelsTouchesInView), .field("delaysTouchesBegan", \.delaysTouchesBegan),
        .field("delaysTouchesEnded", \.delaysTouchesEnded),
        .field("recognizesSimultaneously", \.recognizesSimultaneously), .field("target", \.target),
        .field("action", \.action),
    ])

    /// `numberOfTapsRequired`: a whole number from 1 to 10.
    struct TapCount: WireValue {
        var count: Int?

        init<Reader: WireReader>(reading reader: inout Reader) throws {
            let taps = try reader.readDouble()
            guard taps == taps.rounded(), (1...10).contains(taps) else {
                throw InvalidValueError(
                    codingPath: reader.codingPath, message: "numberOfTapsRequired must be a whole number from 1 to 10")
            }
            count = Int(taps)
        }
    }
}

extension GestureRecognizer.Kind: WireEnum {}
