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

/// A size on the wire: `{"width": 44, "height": 44}`.
public struct SizeJSON: WireObject, Sendable, Equatable {
    public var width = 0.0
    public var height = 0.0

    static let wire = WireTable<SizeJSON>([
        .field("width", \.width, required: true), .field("height", \.height, required: true),
    ])

    init() {}

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        if width < 0 || height < 0 {
            throw InvalidValueError(codingPath: reader.codingPath, message: "width and height must not be negative")
        }
    }
}

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
            throw InvalidValueError(codingPath: reader.codingPath, message: "width and height must not be negative")
        }
    }

    var core: Rect { Rect(x: x, y: y, width: width, height: height) }
}

/// A transform: either the six `CGAffineTransform` numbers or `scale` / `rotation` (degrees) / `translation`.
public struct TransformJSON: WireObject, Sendable, Equatable {
    public var a, b, c, d, tx, ty: Double?
    public var scale: Double?
    public var scaleX: Double?
    public var scaleY: Double?
    public var rotation: Double?
    public var translation: PointJSON?

    static let wire = WireTable<TransformJSON>([
        .field("a", \.a), .field("b", \.b), .field("c", \.c), .field("d", \.d), .field("tx", \.tx),
        .field("ty", \.ty), .field("scale", \.scale), .field("scaleX", \.scaleX), .field("scaleY", \.scaleY),
        .field("rotation", \.rotation), .field("translation", \.translation),
    ])

    init() {}

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        let matrix = [a, b, c, d, tx, ty].contains { $0 != nil }
        let friendly = [scale, scaleX, scaleY, rotation].contains { $0 != nil } || translation != nil
        if matrix && friendly {
            throw InvalidValueError(
                codingPath: reader.codingPath,
                message: "use either the matrix fields a, b, c, d, tx, ty or scale/rotation/translation, not both")
        }
    }

    var core: ResponderCore.AffineTransform {
        if [a, b, c, d, tx, ty].contains(where: { $0 != nil }) {
            return ResponderCore.AffineTransform(a: a ?? 1, b: b ?? 0, c: c ?? 0, d: d ?? 1, tx: tx ?? 0, ty: ty ?? 0)
        }
        return ResponderCore.AffineTransform(
            scaleX: scaleX ?? scale ?? 1, scaleY: scaleY ?? scale ?? 1, rotation: (rotation ?? 0) * Double.pi / 180,
            translationX: translation?.x ?? 0, translationY: translation?.y ?? 0)
    }
}
