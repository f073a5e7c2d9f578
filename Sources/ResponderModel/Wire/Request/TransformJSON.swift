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

extension TransformJSON {
    /// `Transform` in openapi.yaml.
    static let docs = WireDoc(
        "Transform",
        """
        A view's transform: either the six CGAffineTransform numbers `a b c d tx ty` (missing ones from the \
        identity) or the friendly `scale`/`scaleX`/`scaleY`/`rotation` (degrees)/`translation`; mixing the two \
        forms is refused (400). The friendly fields compose as UIKit's \
        `CGAffineTransform(scaleX:y:).rotated(by:)` followed by the translation: scale first, then rotate \
        (positive degrees turn clockwise on screen, y pointing down), then translate, all about the view's \
        centre. A transform without an inverse (a zero scale) makes the view unhittable.
        """,
        example: ["scale": 0.5, "rotation": 45],
        fields: [
            .nullable("a", .coordinate, .selfEvident),
            .nullable("b", .coordinate, .selfEvident),
            .nullable("c", .coordinate, .selfEvident),
            .nullable("d", .coordinate, .selfEvident),
            .nullable("tx", .coordinate, .selfEvident),
            .nullable("ty", .coordinate, .selfEvident),
            .nullable("scale", .coordinate, "Uniform scale (scaleX and scaleY win over it)."),
            .nullable("scaleX", .coordinate, .selfEvident),
            .nullable("scaleY", .coordinate, .selfEvident),
            .nullable("rotation", .coordinate, "Degrees."),
            .nullable("translation", .ref("Point"), .selfEvident),
        ])
}
