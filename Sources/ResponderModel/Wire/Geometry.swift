import Foundation
import ResponderCore

/// A point on the wire: `{"x": 10, "y": 20}`.
public struct PointJSON: Codable, Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ point: Point) { self.init(x: point.x, y: point.y) }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(["x", "y"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        x = try container.decode(Double.self, forKey: AnyCodingKey("x"))
        y = try container.decode(Double.self, forKey: AnyCodingKey("y"))
    }

    var core: Point { Point(x: x, y: y) }
}

extension PointJSON: AnswerFields {
    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("x", x)
        try visitor.visit("y", y)
    }
}

/// A size on the wire: `{"width": 44, "height": 44}`.
public struct SizeJSON: Codable, Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(["width", "height"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        width = try container.decode(Double.self, forKey: AnyCodingKey("width"))
        height = try container.decode(Double.self, forKey: AnyCodingKey("height"))
        if width < 0 || height < 0 {
            throw InvalidValueError(codingPath: decoder.codingPath, message: "width and height must not be negative")
        }
    }
}

/// A frame on the wire: `{"x": 0, "y": 0, "width": 390, "height": 844}`.
public struct FrameJSON: Codable, Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(["x", "y", "width", "height"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        x = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("x")) ?? 0
        y = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("y")) ?? 0
        width = try container.decode(Double.self, forKey: AnyCodingKey("width"))
        height = try container.decode(Double.self, forKey: AnyCodingKey("height"))
        if width < 0 || height < 0 {
            throw InvalidValueError(codingPath: decoder.codingPath, message: "width and height must not be negative")
        }
    }

    var core: Rect { Rect(x: x, y: y, width: width, height: height) }
}

/// A transform: either the six `CGAffineTransform` numbers or `scale` / `rotation` (degrees) / `translation`.
public struct TransformJSON: Codable, Sendable, Equatable {
    public var a, b, c, d, tx, ty: Double?
    public var scale: Double?
    public var scaleX: Double?
    public var scaleY: Double?
    public var rotation: Double?
    public var translation: PointJSON?

    static let keys = ["a", "b", "c", "d", "tx", "ty", "scale", "scaleX", "scaleY", "rotation", "translation"]

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(Self.keys)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        func number(_ key: String) throws -> Double? {
            try container.decodeIfPresent(Double.self, forKey: AnyCodingKey(key))
        }
        a = try number("a")
        b = try number("b")
        c = try number("c")
        d = try number("d")
        tx = try number("tx")
        ty = try number("ty")
        scale = try number("scale")
        scaleX = try number("scaleX")
        scaleY = try number("scaleY")
        rotation = try number("rotation")
        translation = try container.decodeIfPresent(PointJSON.self, forKey: AnyCodingKey("translation"))
        let matrix = [a, b, c, d, tx, ty].contains { $0 != nil }
        let friendly = [scale, scaleX, scaleY, rotation].contains { $0 != nil } || translation != nil
        if matrix && friendly {
            throw InvalidValueError(
                codingPath: decoder.codingPath,
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
