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
