import ResponderCore

/// A view (or a window's extra subview) and its subtree, nested the way a person draws it.
///
/// Everything is optional; omitted flags take the class's UIKit defaults. Where the view is: either `frame` (and
/// `boundsOrigin`), or UIKit's own pair for a transformed view, `center` and `bounds` (whose origin is the bounds
/// origin); `frame` means the rectangle the view occupies before its transform, centred on `center`.
public struct ViewJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    public var frame: FrameJSON?
    public var boundsOrigin: PointJSON?
    /// With `bounds`, instead of `frame`: the view's centre in its superview's coordinates.
    public var center: PointJSON?
    /// With `center`, instead of `frame`: the bounds (origin and size).
    public var bounds: FrameJSON?
    public var transform: TransformJSON?
    public var isHidden: Bool?
    public var alpha: Double?
    public var isUserInteractionEnabled: Bool?
    public var clipsToBounds: Bool?
    public var isMultipleTouchEnabled: Bool?
    public var isExclusiveTouch: Bool?
    public var pointInside: PointInsideJSON?
    public var hitTest: HitTestJSON?
    public var gestureRecognizers: [GestureRecognizerJSON] = []
    public var isEnabled: Bool?
    public var targets: [TargetActionJSON] = []
    public var isEditable: Bool?
    public var hasText: Bool?
    public var hasSelection: Bool?
    public var subviews: [ViewJSON] = []

    init() {}

    static let wire = WireTable<ViewJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [
            .field("frame", \.frame), .field("boundsOrigin", \.boundsOrigin), .field("center", \.center),
            .field("bounds", \.bounds), .field("transform", \.transform),
            .field("isHidden", \.isHidden),
            .field("alpha", \.alpha, check: { (0...1).contains($0 ?? 0) ? nil : "alpha must be between 0 and 1" }),
            .field("isUserInteractionEnabled", \.isUserInteractionEnabled),
            .field("clipsToBounds", \.clipsToBounds), .field("isMultipleTouchEnabled", \.isMultipleTouchEnabled),
            .field("isExclusiveTouch", \.isExclusiveTouch), .field("pointInside", \.pointInside),
            .field("hitTest", \.hitTest), .field("gestureRecognizers", \.gestureRecognizers),
            .field("isEnabled", \.isEnabled), .field("targets", \.targets), .field("isEditable", \.isEditable),
            .field("hasText", \.hasText), .field("hasSelection", \.hasSelection), .field("subviews", \.subviews),
        ])

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        func refuse(_ field: String, _ message: String) -> InvalidValueError {
            InvalidValueError(codingPath: reader.codingPath + [AnyCodingKey(field)], message: message)
        }
        switch (center, bounds) {
        case (nil, nil): return
        case (_?, nil): throw refuse("center", "center needs bounds (for its size); or give frame instead")
        case (nil, _?): throw refuse("bounds", "bounds needs center (where the view is); or give frame instead")
        case (_?, _?):
            if frame != nil { throw refuse("frame", "give frame, or center and bounds, not both") }
            if boundsOrigin != nil {
                throw refuse("boundsOrigin", "bounds already gives the bounds origin; leave out boundsOrigin")
            }
        }
    }

    /// The frame before the transform: `frame`, or the rectangle of `bounds`' size centred on `center`.
    var untransformedFrame: Rect? {
        if let center, let bounds {
            return Rect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
                height: bounds.height)
        }
        return frame?.core
    }

    /// `boundsOrigin`, or the origin of `bounds`.
    var boundsOriginPoint: Point? {
        if let bounds, center != nil { return Point(x: bounds.x, y: bounds.y) }
        return boundsOrigin?.core
    }
}
