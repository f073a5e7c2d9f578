import ResponderCore

/// A view (or a window's extra subview) and its subtree, nested the way a person draws it.
///
/// Everything but `id` and `frame` is optional; omitted flags take the class's UIKit defaults.
public struct ViewJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    public var frame: FrameJSON?
    public var boundsOrigin: PointJSON?
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
            .field("frame", \.frame), .field("boundsOrigin", \.boundsOrigin), .field("transform", \.transform),
            .field("isHidden", \.isHidden),
            .field("alpha", \.alpha, check: { (0...1).contains($0 ?? 0) ? nil : "alpha must be between 0 and 1" }),
            .field("isUserInteractionEnabled", \.isUserInteractionEnabled),
            .field("clipsToBounds", \.clipsToBounds), .field("isMultipleTouchEnabled", \.isMultipleTouchEnabled),
            .field("isExclusiveTouch", \.isExclusiveTouch), .field("pointInside", \.pointInside),
            .field("hitTest", \.hitTest), .field("gestureRecognizers", \.gestureRecognizers),
            .field("isEnabled", \.isEnabled), .field("targets", \.targets), .field("isEditable", \.isEditable),
            .field("hasText", \.hasText), .field("hasSelection", \.hasSelection), .field("subviews", \.subviews),
        ])
}
