/// A 2-D affine transform with `CGAffineTransform`'s layout and conventions.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. A view's transform is applied around its
/// centre (the default anchor point), which is how `convert(_:from:)` treats it.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that scales, then rotates (radians, counter-clockwise in UIKit's flipped space is
    /// clockwise on screen), then translates — the order `CGAffineTransform(scaleX:y:).rotated(by:)`
    /// followed by a translation produces for a view.
    public init(scaleX: Double, scaleY: Double, rotation: Double, translationX: Double, translationY: Double) {
        let cosine = Self.cosine(rotation)
        let sine = Self.sine(rotation)
        self.init(
            a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine,
            tx: translationX, ty: translationY)
    }

    public var isIdentity: Bool { self == .identity }

    /// The determinant of the linear part; zero means the transform flattens the view to a line or a point.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular (a zero scale, for instance).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// This transform followed by `other`, like `concatenating(_:)`: a point maps through `self`, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by (x, y).
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// The point with this transform applied.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    // Foundation-free sine and cosine: a range reduction plus a Taylor series is exact to ~1e-15,
    // more than enough for hit-testing.
    static func sine(_ angle: Double) -> Double {
        let twoPi = 2 * Double.pi
        var x = angle.truncatingRemainder(dividingBy: twoPi)
        if x > Double.pi { x -= twoPi }
        if x < -Double.pi { x += twoPi }
        // Snap the exact quarter turns so that 90° rotations give exact zeros.
        for (quarter, value) in [
            (0.0, 0.0), (Double.pi / 2, 1.0), (Double.pi, 0.0), (-Double.pi / 2, -1.0),
            (-Double.pi, 0.0),
        ] where abs(x - quarter) < 1e-12 {
            return value
        }
        var term = x
        var sum = x
        var n = 1.0
        while abs(term) > 1e-17 {
            term *= -x * x / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    static func cosine(_ angle: Double) -> Double {
        sine(angle + Double.pi / 2)
    }
}
