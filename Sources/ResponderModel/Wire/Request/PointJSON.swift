import ResponderCore

/// A point on the wire: `{"x": 10, "y": 20}`.
public struct PointJSON: WireObject, Sendable, Equatable {
    public var x = 0.0
    public var y = 0.0

    static let wire = WireTable<PointJSON>([.field("x", \.x, required: true), .field("y", \.y, required: true)])

    init() {}

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ point: Point) { self.init(x: point.x, y: point.y) }

    var core: Point { Point(x: x, y: y) }
}

extension PointJSON: AnswerFields {
    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("x", x)
        try visitor.visit("y", y)
    }
}

extension PointJSON {
    /// `Point` in openapi.yaml.
    static let docs = WireDoc(
        "Point",
        "A point, in points.",
        example: ["x": 340, "y": 184],
        fields: [
            .required("x", .coordinate, .selfEvident),
            .required("y", .coordinate, .selfEvident),
        ])

    /// `AnswerPoint` in openapi.yaml.
    static let answerDocs = WireDoc(
        "AnswerPoint",
        """
        A point in an answer. A coordinate is null when it is beyond the range of a double (an app with \
        coordinates near 1e308 moved by more), which JSON cannot spell.
        """,
        example: ["x": 340, "y": 184],
        fields: [
            .orNull("x", .number, .selfEvident),
            .orNull("y", .number, .selfEvident),
        ])
}
