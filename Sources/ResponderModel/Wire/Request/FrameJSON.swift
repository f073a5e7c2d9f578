import ResponderCore

/// A frame on the wire: `{"x": 0, "y": 0, "width": 390, "height": 844}`.
public struct FrameJSON: WireObject, Sendable, Equatable {
    public var x = 0.0
    public var y = 0.0
    public var width = 0.0
    public var height = 0.0

    static let wire = WireTable<FrameJSON>([
        .field("x", \.x), .field("y", \.y), .field("width", \.width, required: true),
        .field("height", \.height, required: true),
    ])

    init() {}

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        if width < 0 || height < 0 {
            throw InvalidValueError(codingPath: reader.codingPath, .negativeSize)
        }
    }

    var core: Rect { Rect(x: x, y: y, width: width, height: height) }
}

extension FrameJSON: AnswerFields {
    public init(_ rect: Rect) {
        self.init()
        x = rect.minX
        y = rect.minY
        width = rect.size.width
        height = rect.size.height
    }

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("height", height)
        try visitor.visit("width", width)
        try visitor.visit("x", x)
        try visitor.visit("y", y)
    }
}

extension FrameJSON {
    /// `Frame` in openapi.yaml.
    static let docs = WireDoc(
        "Frame",
        "A rectangle in the superview's coordinates.",
        example: ["x": 0, "y": 54, "width": 390, "height": 790],
        fields: [
            .nullable("x", .coordinate.default(0), .selfEvident),
            .nullable("y", .coordinate.default(0), .selfEvident),
            .required("width", .length, .selfEvident),
            .required("height", .length, .selfEvident),
        ])

    /// `AnswerFrame` in openapi.yaml.
    static let answerDocs = WireDoc.answer(
        "AnswerFrame",
        "A rectangle in an answer, in points (a coordinate is null only beyond the range of a double).",
        fields: [
            .orNull("x", .number, .selfEvident),
            .orNull("y", .number, .selfEvident),
            .orNull("width", .number, .selfEvident),
            .orNull("height", .number, .selfEvident),
        ])
}
