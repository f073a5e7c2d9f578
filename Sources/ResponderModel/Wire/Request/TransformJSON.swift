import ResponderCore

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
            throw InvalidValueError(codingPath: reader.codingPath, .shape(.matrixAndScale))
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
