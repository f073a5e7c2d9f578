import ResponderCore
import ResponderWords

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
    /// `clear`, a UIKit colour name (`white`, `systemBackground`) or `#RRGGBB` / `#RRGGBBAA`.
    public var backgroundColor: String?
    public var isOpaque: Bool?
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
    /// Scroll views only (`UIScrollView` and its subclasses).
    public var isScrollEnabled: Bool?
    public var contentSize: SizeJSON?
    /// The scroll position: the bounds origin, under its scroll-view name (give one of the two).
    public var contentOffset: PointJSON?
    public var delaysContentTouches: Bool?
    public var canCancelContentTouches: Bool?
    /// What an override of `touchesShouldCancel(in:)` answers; absent keeps UIKit's default.
    public var touchesShouldCancel: Bool?
    public var bounces: Bool?
    public var alwaysBounceVertical: Bool?
    public var alwaysBounceHorizontal: Bool?
    /// Scroll views only: what the app sets on the scroll view's own `panGestureRecognizer`.
    public var panGestureRecognizer: ScrollPanJSON?
    /// Table and collection views only: `allowsSelection` (true by default).
    public var allowsSelection: Bool?
    /// Table and collection views only: the id of the `delegate`, told when a row (item) is selected.
    public var delegate: String?
    public var subviews: [ViewJSON] = []
    /// A table or collection cell's content view, described (`contentView`): then `subviews` are the cell's own,
    /// under it. Held in an array because a struct cannot hold itself; it has at most one element.
    public var contentViews: [ViewJSON] = []
    /// The controller whose root view this view is, described in place (see ``ViewHeldControllerJSON``).
    public var viewController: Box<ViewHeldControllerJSON>?

    init() {}

    static let wire = WireTable<ViewJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [
            .field("frame", \.frame), .field("boundsOrigin", \.boundsOrigin), .field("center", \.center),
            .field("bounds", \.bounds), .field("transform", \.transform),
            .field("isHidden", \.isHidden),
            .field(
                "alpha", \.alpha, check: { (0...1).contains($0 ?? 0) ? nil : .between(field: "alpha", from: 0, to: 1) }),
            .field(
                "backgroundColor", \.backgroundColor,
                check: { $0 == nil || Self.color($0) != nil ? nil : .badColor }),
            .field("isOpaque", \.isOpaque), .field("isUserInteractionEnabled", \.isUserInteractionEnabled),
            .field("clipsToBounds", \.clipsToBounds), .field("isMultipleTouchEnabled", \.isMultipleTouchEnabled),
            .field("isExclusiveTouch", \.isExclusiveTouch), .field("pointInside", \.pointInside),
            .field("hitTest", \.hitTest), .field("gestureRecognizers", \.gestureRecognizers),
            .field("isEnabled", \.isEnabled), .field("targets", \.targets), .field("isEditable", \.isEditable),
            .field("hasText", \.hasText), .field("hasSelection", \.hasSelection),
            .field("isScrollEnabled", \.isScrollEnabled), .field("contentSize", \.contentSize),
            .field("contentOffset", \.contentOffset), .field("delaysContentTouches", \.delaysContentTouches),
            .field("canCancelContentTouches", \.canCancelContentTouches),
            .field("touchesShouldCancel", \.touchesShouldCancel), .field("bounces", \.bounces),
            .field("alwaysBounceVertical", \.alwaysBounceVertical),
            .field("alwaysBounceHorizontal", \.alwaysBounceHorizontal),
            .field("panGestureRecognizer", \.panGestureRecognizer), .field("allowsSelection", \.allowsSelection),
            .field("delegate", \.delegate, check: { $0?.isEmpty == true ? .notEmpty(field: "delegate") : nil }),
            .field("subviews", \.subviews),
            .field("contentView", \.contentViews, reading: ViewJSON.self, convert: { [$0] }),
            .field("viewController", \.viewController),
        ])

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        func refuse(_ field: String, _ words: ShapeWords) -> InvalidValueError {
            InvalidValueError(codingPath: reader.codingPath + [AnyCodingKey(field)], .shape(words))
        }
        if contentOffset != nil && (boundsOrigin != nil || bounds != nil) {
            throw refuse("contentOffset", .contentOffsetAndBoundsOrigin)
        }
        switch (center, bounds) {
        case (nil, nil): return
        case (_?, nil): throw refuse("center", .centerNeedsBounds)
        case (nil, _?): throw refuse("bounds", .boundsNeedsCenter)
        case (_?, _?):
            if frame != nil { throw refuse("frame", .frameAndCenter) }
            if boundsOrigin != nil {
                throw refuse("boundsOrigin", .boundsAndBoundsOrigin)
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

    /// A scroll view's own `panGestureRecognizer`, as the app configures it:
    /// `{"requiresToFail": ["nav.interactivePopGestureRecognizer"]}` (`require(toFail:)`).
    public struct ScrollPanJSON: WireObject, Sendable {
        public var requiresToFail: [String] = []

        init() {}

        static let wire = WireTable<ScrollPanJSON>([.field("requiresToFail", \.requiresToFail)])
    }

    /// The colour names a request may give: `clear` and UIKit's named and system colours (all opaque).
    static let colorNames: Set<String> = [
        "clear", "white", "black", "gray", "lightGray", "darkGray", "red", "green", "blue", "yellow", "orange",
        "purple", "brown", "cyan", "magenta", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground", "label",
        "secondaryLabel", "tintColor", "systemRed", "systemGreen", "systemBlue", "systemYellow", "systemOrange",
        "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemGray", "systemGray2", "systemGray3",
        "systemGray4", "systemGray5", "systemGray6", "systemFill",
    ]

    /// A described colour with its alpha; nil when it is none of the accepted forms.
    static func color(_ text: String?) -> ViewColor? {
        guard let text else { return nil }
        if text == "clear" { return ViewColor(text: text, alpha: 0) }
        if colorNames.contains(text) { return ViewColor(text: text, alpha: 1) }
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
            digits.allSatisfy({
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20)
            })
        else { return nil }
        guard digits.count == 8, let alpha = UInt8(String(decoding: digits[6...], as: UTF8.self), radix: 16) else {
            return ViewColor(text: text, alpha: 1)
        }
        return ViewColor(text: text, alpha: Double(alpha) / 255)
    }

    /// `boundsOrigin`, `contentOffset`, or the origin of `bounds`.
    var boundsOriginPoint: Point? {
        if let bounds, center != nil { return Point(x: bounds.x, y: bounds.y) }
        return (boundsOrigin ?? contentOffset)?.core
    }

    /// Whether any scroll-view field is given (checked for every view, so without building a list).
    var hasScrollFields: Bool {
        isScrollEnabled != nil || contentSize != nil || contentOffset != nil || delaysContentTouches != nil
            || canCancelContentTouches != nil || touchesShouldCancel != nil || bounces != nil
            || alwaysBounceVertical != nil || alwaysBounceHorizontal != nil || panGestureRecognizer != nil
    }

    /// The scroll-view fields given, by name, in table order (refused on a view that does not scroll).
    var scrollFieldsGiven: [String] {
        let given: [(String, Bool)] = [
            ("isScrollEnabled", isScrollEnabled != nil), ("contentSize", contentSize != nil),
            ("contentOffset", contentOffset != nil), ("delaysContentTouches", delaysContentTouches != nil),
            ("canCancelContentTouches", canCancelContentTouches != nil),
            ("touchesShouldCancel", touchesShouldCancel != nil), ("bounces", bounces != nil),
            ("alwaysBounceVertical", alwaysBounceVertical != nil),
            ("alwaysBounceHorizontal", alwaysBounceHorizontal != nil),
            ("panGestureRecognizer", panGestureRecognizer != nil),
        ]
        return given.filter(\.1).map(\.0)
    }
}
