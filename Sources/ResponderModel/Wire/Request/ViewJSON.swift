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
    /// Scroll views only: `isPagingEnabled`.
    public var isPagingEnabled: Bool?
    /// Scroll views only: `keyboardDismissMode`.
    public var keyboardDismissMode: KeyboardDismissMode?
    /// An override of UIView's `gestureRecognizerShouldBegin(_:)`.
    public var gestureRecognizerShouldBegin: ShouldBeginJSON?
    /// Table and collection views only: `allowsSelection` (true by default).
    public var allowsSelection: Bool?
    /// Table and collection views only: the id of the `delegate`, told when a row (item) is selected.
    public var delegate: String?
    public var subviews: [ViewJSON] = []
    /// A table or collection cell's content view, described (`contentView`): then `subviews` are the cell's own,
    /// under it. Held in an array because a struct cannot hold itself; it has at most one element.
    public var contentViews: [ViewJSON] = []
    /// Refresh controls only: `isRefreshing` (false by default).
    public var isRefreshing: Bool?
    /// Buttons only: the `menu`.
    public var menu: MenuJSON?
    /// Buttons only: `showsMenuAsPrimaryAction` (false by default).
    public var showsMenuAsPrimaryAction: Bool?
    /// Any view: a UIContextMenuInteraction and the menu its delegate gives.
    public var contextMenu: MenuJSON?
    /// A UIDragInteraction added to the view; on a table or collection view, its own drag (a `dragDelegate`, and
    /// `dragInteractionEnabled` as `isEnabled`).
    public var dragInteraction: DragInteractionJSON?
    /// A UIDropInteraction added to the view; on a table or collection view, a `dropDelegate`.
    public var dropInteraction: Bool?
    /// Any view: a UIPointerInteraction, the regions its delegate gives and the style it gives them.
    public var pointerInteraction: PointerInteractionJSON?
    /// Buttons only: `isPointerInteractionEnabled` (false by default).
    public var isPointerInteractionEnabled: Bool?
    /// Table cells only: `accessoryType` (`none` by default).
    public var accessoryType: AccessoryType?
    /// Table cells only: the `accessoryView`, described. Held in an array because a struct cannot hold itself; it has
    /// at most one element.
    public var accessoryViews: [ViewJSON] = []
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
            .field("panGestureRecognizer", \.panGestureRecognizer), .field("isPagingEnabled", \.isPagingEnabled),
            .field("keyboardDismissMode", \.keyboardDismissMode),
            .field("gestureRecognizerShouldBegin", \.gestureRecognizerShouldBegin),
            .field("allowsSelection", \.allowsSelection),
            .field("delegate", \.delegate, check: { $0?.isEmpty == true ? .notEmpty(field: "delegate") : nil }),
            .field("subviews", \.subviews),
            .field("contentView", \.contentViews, reading: ViewJSON.self, convert: { [$0] }),
            .field("menu", \.menu), .field("showsMenuAsPrimaryAction", \.showsMenuAsPrimaryAction),
            .field("contextMenu", \.contextMenu),
            .field("dragInteraction", \.dragInteraction), .field("dropInteraction", \.dropInteraction),
            .field("pointerInteraction", \.pointerInteraction),
            .field("isPointerInteractionEnabled", \.isPointerInteractionEnabled),
            .field("accessoryType", \.accessoryType),
            .field("isRefreshing", \.isRefreshing),
            .field("accessoryView", \.accessoryViews, reading: ViewJSON.self, convert: { [$0] }),
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
    /// `{"requiresToFail": ["nav.interactivePopGestureRecognizer"]}` (`require(toFail:)`), and what the scroll view
    /// answers as its delegate (`{"delegate": {"shouldBegin": false}}`: UIKit raises if the app sets another
    /// delegate, so these are a subclass's overrides of UIScrollView's `UIGestureRecognizerDelegate` methods).
    public struct ScrollPanJSON: WireObject, Sendable {
        public var requiresToFail: [String] = []
        public var delegate: RecognizerDelegateJSON?
        /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answers true.
        public var recognizesSimultaneously: Bool?

        init() {}

        static let wire = WireTable<ScrollPanJSON>([
            .field("requiresToFail", \.requiresToFail), .field("delegate", \.delegate),
            .field("recognizesSimultaneously", \.recognizesSimultaneously),
        ])
    }

    /// An override of UIView's `gestureRecognizerShouldBegin(_:)`: `{"returns": false}` for every recognizer, or
    /// `{"returns": false, "onlyFor": ["pan"]}` for recognizers of those kinds (true for the others).
    public struct ShouldBeginJSON: WireObject, Sendable {
        public var returns = true
        public var onlyFor: [GestureRecognizer.Kind]?

        init() {}

        static let wire = WireTable<ShouldBeginJSON>([
            .field("returns", \.returns, required: true),
            .field("onlyFor", \.onlyFor, check: { $0?.isEmpty == true ? .notEmpty(field: "onlyFor") : nil }),
        ])

        mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
            if returns && onlyFor != nil {
                throw InvalidValueError(
                    codingPath: reader.codingPath + [AnyCodingKey("onlyFor")], .shape(.onlyForNeedsFalse))
            }
        }

        /// The override as the core holds it; nil when it answers true (as UIView does).
        var core: ShouldBeginOverride? {
            returns ? nil : ShouldBeginOverride(falseFor: onlyFor.map(Set.init))
        }
    }

    /// A button's `menu` (UIButton.menu): `{"title": "Sort", "items": ["Name", "Date"]}`.
    public struct MenuJSON: WireObject, Sendable {
        public var title: String?
        public var items: [String] = []

        init() {}

        static let wire = WireTable<MenuJSON>([.field("title", \.title), .field("items", \.items)])
    }

    /// A UIDragInteraction added to a view.
    public struct DragInteractionJSON: WireObject, Sendable {
        /// `isEnabled` (a list's `dragInteractionEnabled`); nil keeps the default.
        public var isEnabled: Bool?

        init() {}

        static let wire = WireTable<DragInteractionJSON>([.field("isEnabled", \.isEnabled)])
    }

    /// A UIPointerInteraction: the regions its delegate's `pointerInteraction(_:regionFor:defaultRegion:)` returns
    /// (none: the view's bounds) and the style its `pointerInteraction(_:styleFor:)` gives them.
    public struct PointerInteractionJSON: WireObject, Sendable {
        public var regions: [FrameJSON] = []
        public var style: PointerInteraction.Style = .automatic

        init() {}

        static let wire = WireTable<PointerInteractionJSON>([.field("regions", \.regions), .field("style", \.style)])
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
            || isPagingEnabled != nil || keyboardDismissMode != nil
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
            ("panGestureRecognizer", panGestureRecognizer != nil), ("isPagingEnabled", isPagingEnabled != nil),
            ("keyboardDismissMode", keyboardDismissMode != nil),
        ]
        return given.filter(\.1).map(\.0)
    }
}

extension KeyboardDismissMode: WireEnum {}

extension ViewJSON.MenuJSON {
    /// `MenuDescription` in openapi.yaml.
    static let docs = WireDoc(
        "MenuDescription",
        "A UIMenu (a button's `menu`, or the one a view's `contextMenu` shows): its title and its items' titles.",
        example: ["title": "Sort", "items": ["Name", "Date"]],
        fields: [
            .nullable("title", .string, "The menu's title."),
            .nullable(
                "items", .array(.string).default([]),
                "The titles of its items, in order (for the words; what each item does is not modelled)."),
        ])
}

extension ViewJSON.DragInteractionJSON {
    /// `DragInteraction` in openapi.yaml.
    static let docs = WireDoc(
        "DragInteraction",
        """
        A UIDragInteraction added to a view (`view.addInteraction`), with a delegate that gives items \
        (`dragInteraction(_:itemsForBeginning:)`); on a UITableView or UICollectionView, the list's own drag: a \
        `dragDelegate` that gives items (`tableView(_:itemsForBeginning:at:)`).
        """,
        example: ["isEnabled": true],
        fields: [
            .nullable(
                "isEnabled", .boolean,
                """
                The interaction's `isEnabled`. Default, on a view: UIDragInteraction's `isEnabledByDefault`, "a \
                device-dependent Boolean value": true when the app's `idiom` is `pad`, false when it is `phone`. On \
                a list, its `dragInteractionEnabled`. Default true: Apple's documentation gives true on both idioms \
                since iOS 15 (in iOS 14 and earlier, true on iPad and false on iPhone).
                """)
        ])
}

extension PointerInteraction.Style: WireEnum {}

extension ViewJSON.PointerInteractionJSON {
    /// `PointerInteractionDescription` in openapi.yaml.
    static let docs = WireDoc(
        "PointerInteractionDescription",
        """
        A UIPointerInteraction on a view: the regions its delegate's `pointerInteraction(_:regionFor:defaultRegion:)` \
        returns, in the view's bounds coordinates, and the style its `pointerInteraction(_:styleFor:)` gives them.
        """,
        example: ["regions": [["x": 0, "y": 0, "width": 44, "height": 44]], "style": "lift"],
        fields: [
            .nullable(
                "regions", .array(.ref("Frame")).default([]),
                """
                The regions, in the view's bounds coordinates; empty (the default) for the default region, the \
                view's whole bounds. Where no region holds the pointer, the delegate returns nil and the \
                interaction leaves the pointer alone there (an interaction farther out may style it).
                """),
            .nullable(
                "style", .enumeration(.pointerStyle).default("automatic"),
                """
                The pointer's style over a region: `automatic`, `highlight`, `lift`, `hover` (UIPointerEffect) or \
                `hidden` (UIPointerStyle.hidden()).
                """),
        ])
}

extension ViewJSON.ScrollPanJSON {
    /// `ScrollPan` in openapi.yaml.
    static let docs = WireDoc(
        "ScrollPan",
        "A scroll view's own `panGestureRecognizer`, as the app configures it.",
        example: ["requiresToFail": ["nav.interactivePopGestureRecognizer"]],
        fields: [
            .nullable(
                "requiresToFail", .array(.string).default([]),
                """
                `require(toFail:)`: ids of recognizers it waits for, described ones or UIKit's (`<nav \
                id>.interactivePopGestureRecognizer`, another scroll view's `<id>.panGestureRecognizer`).
                """),
            .nullable(
                "delegate", .ref("GestureRecognizerDelegate"),
                """
                What the scroll view answers as its pan's delegate (UIScrollView is the delegate of its own pan, and \
                UIKit raises if the app sets another: these are a subclass's overrides). `shouldBegin: false` keeps \
                the pan from beginning, so a drag scrolls nothing and the touch goes on to the content (a slider's \
                drag); `shouldReceive` hides touches in the views it names; the failure requirements make the pan \
                wait, as with `requiresToFail`.
                """),
            .nullable(
                "recognizesSimultaneously", .boolean.default(false),
                "`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answers true for the pan.",
            ),
        ])
}

extension ViewJSON.ShouldBeginJSON {
    /// `ShouldBegin` in openapi.yaml.
    static let docs = WireDoc(
        "ShouldBegin",
        """
        An override of UIView's `gestureRecognizerShouldBegin(_:)`. UIKit asks it of the views the touch is in, up to \
        the recognizer's own view, before a recognizer begins (that is how UISlider refuses a scroll view's pan that \
        starts on its thumb): false makes the recognizer fail, and the touch goes on to the views.
        """,
        example: ["returns": false, "onlyFor": ["pan"]],
        fields: [
            .required(
                "returns", .boolean,
                "What it answers: false refuses (every recognizer, or those of `onlyFor`); true is UIView's own answer."
            ),
            .nullable(
                "onlyFor", .array(.enumeration(.recognizerKind)).minItems(1),
                """
                With `returns: false`: answer false only for recognizers of these kinds (`isKind(of:)`: `pan` also \
                covers a scroll view's own pan and a screen-edge pan), true for the others. Not given: false for \
                every recognizer. 422 with `returns: true`.
                """),
        ])
}

extension ViewJSON {
    /// `ViewDescription` in openapi.yaml.
    static let docs = WireDoc(
        "ViewDescription",
        """
        A view and its subtree, nested the way a person draws it. Everything is optional; omitted flags take the \
        class's UIKit defaults. Default class: UIView.
        """,
        fields: [
            .nullable(
                "frame", .ref("Frame"),
                """
                In the superview's coordinates. Default: the superview's size at (0, 0); a window defaults to 390 × \
                844 (an iPhone 15 screen), a controller's root view to its container's size. For a view with a \
                `transform`, UIKit leaves `frame` undefined; here it means the rectangle the view occupies before \
                its transform: its middle is the view's `center` and its size the `bounds` size, and the transform \
                is applied about that middle. Or give UIKit's own pair, `center` and `bounds`, instead.
                """),
            .nullable(
                "boundsOrigin", .ref("Point"),
                """
                bounds.origin (a scrolled scroll view's contentOffset): what the view's own coordinates start at, so \
                its subviews are drawn shifted by minus this. Default (0, 0).
                """),
            .nullable(
                "center", .ref("Point"),
                """
                With `bounds`, instead of `frame`: the view's centre in its superview's coordinates (UIView.center), \
                which a transform leaves in place.
                """),
            .nullable(
                "bounds", .ref("Frame"),
                """
                With `center`, instead of `frame` and `boundsOrigin`: UIView.bounds, its origin the bounds origin \
                and its size the view's own size (before the transform).
                """),
            .nullable("transform", .ref("Transform"), .selfEvident),
            .nullable("isHidden", .boolean.default(false), .selfEvident),
            .nullable(
                "alpha", .number.minimum(0).maximum(1).default(1), "Below 0.01 the view is invisible to touches."),
            .nullable(
                "backgroundColor",
                .string.pattern(#"^(#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?|[A-Za-z][A-Za-z0-9]*)$"#).examples([
                    "clear", "white", "systemBackground", "#00000080",
                ]),
                """
                UIView.backgroundColor: `clear`, a UIKit colour name (`white`, `black`, `gray`, `lightGray`, \
                `darkGray`, `red`, `green`, `blue`, `yellow`, `orange`, `purple`, `brown`, `cyan`, `magenta`, \
                `tintColor`, `label`, `secondaryLabel`, the `system…Background` colours, `systemRed` and the other \
                system colours, `systemGray` to `systemGray6`, `systemFill`) or `#RRGGBB` / `#RRGGBBAA`. Hit-testing \
                never looks at it; it lets a diagnostic say that a clear view covers a control. Not given: not \
                described (UIKit's default for a plain view is nil, which draws nothing).
                """),
            .nullable(
                "isOpaque", .boolean,
                """
                UIView.isOpaque, a drawing hint: it changes nothing about touches, and a diagnostic says so when a \
                view in front takes a touch.
                """),
            .nullable(
                "isUserInteractionEnabled", .boolean, "Default from the class (false for UILabel and UIImageView)."),
            .nullable("clipsToBounds", .boolean, "Default from the class."),
            .nullable("isMultipleTouchEnabled", .boolean, "Default from the class."),
            .nullable("isExclusiveTouch", .boolean.default(false), .selfEvident),
            .nullable("pointInside", .ref("PointInside"), .selfEvident),
            .nullable("hitTest", .ref("HitTest"), .selfEvident),
            .nullable("gestureRecognizers", .array(.ref("GestureRecognizer")), .selfEvident),
            .nullable(
                "isEnabled", .boolean,
                """
                Controls only (UIControl subclasses); on any other view it is refused with 422, even as `true`. \
                Default for a control: true.
                """),
            .nullable(
                "targets", .array(.ref("TargetAction")),
                "`addTarget(_:action:for:)` pairs. Controls only; on any other view 422."),
            .nullable(
                "isEditable", .boolean, "Text inputs: false also removes the keyboard unless `inputView` is given."),
            .nullable("hasText", .boolean, "Text inputs: whether there is text (edit menu)."),
            .nullable("hasSelection", .boolean, "Text inputs: whether text is selected (edit menu)."),
            .nullable(
                "isScrollEnabled", .boolean,
                """
                Default true. Scroll views only (UIScrollView, UITableView, UICollectionView, UITextView and their \
                subclasses; on any other view every scroll field is refused with 422). False disables the scroll \
                view's own pan recognizer.
                """),
            .nullable(
                "contentSize", .ref("Size"),
                """
                Scroll views only. Default: the smallest size holding every subview's frame (what Auto Layout's \
                content constraints usually make). The pan begins only along an axis where the content is larger \
                than the bounds (or the view bounces anyway).
                """),
            .nullable(
                "contentOffset", .ref("Point"),
                """
                Scroll views only: the scroll position, which is the bounds origin (give this or `boundsOrigin`, not \
                both).
                """),
            .nullable(
                "delaysContentTouches", .boolean,
                """
                Scroll views only; default true. True: the content's touchesBegan waits until the scroll view knows \
                the finger is not starting a scroll (about 150 ms); a drag then scrolls and the content never sees \
                the touch.
                """),
            .nullable(
                "canCancelContentTouches", .boolean,
                "Scroll views only; default true. False: once the content has the touch, a drag never scrolls."),
            .nullable(
                "touchesShouldCancel", .boolean,
                """
                Scroll views only: what an override of `touchesShouldCancel(in:)` answers for every content view. \
                Not given: UIKit's default, true unless the touched view is a UIControl (so a drag that starts on a \
                button that already has the touch does not scroll).
                """),
            .nullable("bounces", .boolean, "Scroll views only; default true."),
            .nullable(
                "alwaysBounceVertical", .boolean,
                """
                Scroll views only: scroll vertically even when the content fits. Default from the class: true for \
                UITableView, false otherwise.
                """),
            .nullable("alwaysBounceHorizontal", .boolean, "Scroll views only; default false."),
            .nullable(
                "panGestureRecognizer", .ref("ScrollPan"),
                """
                Scroll views only: what the app sets on the scroll view's own pan recognizer \
                (`<id>.panGestureRecognizer`), and what the scroll view answers as its delegate.
                """),
            .nullable(
                "isPagingEnabled", .boolean,
                """
                Default false. Scroll views only: the scroll view stops on multiples of its bounds. When the finger lifts it moves \
                to the next page if the drag went past half a page or was a flick (`gesture: swipe`), else it snaps \
                back to the page it started on; at most one page a drag. The answer's `scrollViews[].page` says \
                where it stopped, and later events of the request see that contentOffset.
                """),
            .nullable(
                "keyboardDismissMode", .enumeration(.keyboardDismissMode),
                """
                Default `none`. Scroll views only: what a drag that scrolls it does to the keyboard. `onDrag` (and iOS 16's \
                `onDragWithAccessory`): the key window's first responder resigns as the drag begins and the keyboard \
                goes away (`stateAfter`, `firstResponderChange`). `interactive` (and `interactiveWithAccessory`): \
                the keyboard follows the finger and goes only if the finger pulls it off screen, so the first \
                responder stays. `none`: the keyboard stays.
                """),
            .nullable(
                "gestureRecognizerShouldBegin", .ref("ShouldBegin"),
                """
                An override of UIView's `gestureRecognizerShouldBegin(_:)`, asked for the recognizers of this view \
                and of its ancestors when a touch in it would begin one. Not given: UIView's, which answers true.
                """),
            .nullable(
                "allowsSelection", .boolean,
                """
                UITableView and UICollectionView (and subclasses) only, 422 on any other view; default true. False: \
                a tap on a cell selects no row (item).
                """),
            .nullable(
                "delegate", .string.minLength(1),
                """
                UITableView and UICollectionView (and subclasses) only, 422 on any other view: the id of the table's \
                delegate (a controller or an object in `objects`). A tap whose touchesEnded reaches the table \
                selects the cell's row and calls the delegate's `tableView(_:didSelectRowAt:)` \
                (`collectionView(_:didSelectItemAt:)`) when its `actions` list it.
                """),
            .nullable(
                "subviews", .array(.ref("ViewDescription")),
                """
                Front-most last, as in UIKit. Each nesting level adds two JSON levels (see maxDepth). On a table or \
                collection cell without `contentView`, these are placed in a content view the runtime profile \
                synthesizes (`<cell id>.contentView`), and an info diagnostic `cellContentViewSynthesized` says so \
                (a warning when the touched view acts on touches, since had it been added with `cell.addSubview` the \
                content view would take the touch); with `contentView`, they are the cell's own subviews \
                (`cell.addSubview`), under the content view.
                """),
            .nullable(
                "viewController", .ref("ViewHeldController"),
                """
                The controller whose root view this view is, described where the view stands (as a view tree printed \
                by the debugger is known whole): the view stays in the tree, and the controller comes between it and \
                its superview in the chain. Not on a window (422), nor on a view that is already a controller's \
                `view`.
                """),
            .nullable(
                "contentView", .ref("ViewDescription"),
                """
                Table and collection cells and UIVisualEffectView only (422 on any other view): the content view and \
                its subviews (`cell.contentView.addSubview`). A cell's lies on top of the cell's own `subviews`, as \
                in UIKit, so a control added to the cell itself is covered by it. Class \
                `UITableViewCellContentView`, `UICollectionViewCellContentView` or `_UIVisualEffectContentView`, id \
                `<id>.contentView`, frame the view's bounds, unless given. A UIVisualEffectView's own `subviews` may \
                only be UIKit's private views (`_UIVisualEffectBackdropView`, as a dump prints them): since iOS 11 \
                UIKit raises an exception for a view added to the effect view itself, so one is refused (422) with a \
                pointer to it.
                """),
            .nullable(
                "menu", .ref("MenuDescription"),
                """
                UIButton (and subclasses) only, 422 on any other view: the button's `menu`. With \
                `showsMenuAsPrimaryAction` false (the default) a tap sends the button's actions as usual and a long \
                press opens the menu, cancelling the button's tracking (touchCancel); with it true a tap opens the \
                menu on touch down and sends `menuActionTriggered` instead of touchUpInside and \
                primaryActionTriggered. The result's `buttonMenu` says which.
                """),
            .nullable(
                "showsMenuAsPrimaryAction", .boolean,
                """
                Default false. UIButton (and subclasses) only, 422 on any other view: the menu is the button's primary action and \
                opens on touch down. A tap then sends no touchUpInside or primaryActionTriggered; targets added for \
                them get a warning, `menuTookPrimaryAction`, with a verified fix (`showsMenuAsPrimaryAction` false). \
                Without a `menu` it changes nothing, as in UIKit.
                """),
            .nullable(
                "contextMenu", .ref("MenuDescription"),
                """
                A UIContextMenuInteraction on the view (`view.addInteraction`), with the menu its delegate's \
                `contextMenuInteraction(_:configurationForMenuAtLocation:)` gives. A long press (`"gesture": \
                "longPress"`) on the view or a subview opens the menu (a path step \
                `contextMenuInteraction(_:configurationForMenuAtLocation:)`, `shown`), and a long-press recognizer \
                added to the same view does not recognize: `contextMenuBeatLongPress` warns (with no fix: which of \
                the two should have the press is the app's choice). A shorter touch reaches the view's controls and \
                recognizers as without it. A long press on a control inside the view is left to the control: whether \
                the menu cancels its tracking is not modelled.
                """),
            .nullable(
                "dragInteraction", .ref("DragInteraction"),
                """
                A UIDragInteraction on the view; on a UITableView or UICollectionView (and subclasses), the list's \
                own drag: its `dragDelegate` is set, and `isEnabled` is its `dragInteractionEnabled`. While it is \
                enabled, a long press (`"gesture": "longPress"`: the finger rests for the lift delay, 0.5 s, \
                UILongPressGestureRecognizer's default `minimumPressDuration`) on the view (on a list: in a cell) \
                on no control lifts the view or the cell: a path step `dragInteraction(_:itemsForBeginning:)` \
                (`tableView(_:itemsForBeginning:at:)`, `collectionView(_:itemsForBeginning:at:)`), `lifted`, then \
                where the finger ends, a step on the view that takes the drop (`performed`) or, over none, the \
                drag's end (`cancelled`). During the lift every other recognizer that would have recognized fails \
                (`allowsSimultaneousRecognitionDuringLift` is false by default), a scroll view's pan included: \
                `dragLiftTookScroll` warns, with a verified fix for a list (`isEnabled` false, that is \
                `dragInteractionEnabled = false`) and none for a view's own interaction (the lift is what it is \
                for). Long-press recognizers recognize alongside the lift, as UIKit's documentation says they always \
                do. A touch that moves at once (`pan`, `swipe`) or a tap lifts nothing.
                """),
            .nullable(
                "dropInteraction", .boolean,
                """
                A UIDropInteraction on the view (on a UITableView or UICollectionView: a `dropDelegate`). It takes \
                part in no touch, but a drag that ends over the view or a subview is dropped there (a path step \
                `dropInteraction(_:performDrop:)`, or `tableView(_:performDropWith:)`, \
                `collectionView(_:performDropWith:)`, `performed`). Default false.
                """),
            .nullable(
                "pointerInteraction", .ref("PointerInteractionDescription"),
                """
                A UIPointerInteraction on the view (`view.addInteraction`). A `hover` event whose pointer is \
                hit-tested to the view or a subview, inside one of its regions, takes its style: a path step \
                `pointerInteraction(_:styleFor:)`, `shown`, each time the pointer enters a region, and the result's \
                `pointer` says where it ends. The nearest view from the hit view up whose region holds the pointer \
                wins. A touch is unchanged.
                """),
            .nullable(
                "isPointerInteractionEnabled", .boolean,
                """
                UIButton (and subclasses) only, 422 on any other view: the button's own pointer interaction \
                (UIButton.isPointerInteractionEnabled), styled `automatic` over its bounds, as a \
                `pointerInteraction` is. Default false.
                """),
            .nullable(
                "isRefreshing", .boolean,
                """
                UIRefreshControl (and subclasses) only, 422 on any other view; default false. True when it began \
                refreshing and the app has not called `endRefreshing()` since: a pull down sends nothing more \
                (`scrollViews[].refresh.outcome` `alreadyRefreshing`, with the warning `refreshControlDidNotRefresh`). \
                A pull that begins refreshing sets it for the request's later events.
                """),
            .nullable(
                "accessoryType", .enumeration(.accessoryType),
                """
                Default `none`. UITableViewCell (and subclasses) only, 422 on any other view (a UICollectionViewCell has no \
                accessoryType): the standard accessory UIKit puts at the cell's trailing edge, 16 points from it, \
                vertically centred, with the content view ending where it begins. `disclosureIndicator` (a chevron, \
                about 10.5 × 14) and `checkmark` (about 14 × 14) are drawings that take no touches, so a tap on them \
                selects the row. `detailButton` (an info button, about 22 × 22, `<cell id>.accessory`) and \
                `detailDisclosureButton` (the info button `<cell id>.accessoryButton` and a chevron, about 44.5 × 22 \
                together) take a tap on the info button: the table calls its delegate's \
                `tableView(_:accessoryButtonTappedForRowWith:)` when its `actions` list it, and does not select the \
                row (a warning `accessoryButtonUnhandled` when nothing of the app runs). Ignored when \
                `accessoryView` is given, as in UIKit.
                """),
            .nullable(
                "accessoryView", .ref("ViewDescription"),
                """
                UITableViewCell (and subclasses) only, 422 on any other view: the cell's `accessoryView`, which \
                replaces `accessoryType`. It keeps the size of its `frame` (give one: without, it is 0 × 0 and takes \
                no touches, as a view UIKit is given without a size) and UIKit places it at the trailing edge, 16 \
                points from it and vertically centred, frontmost in the cell; the content view ends where it begins. \
                Id `<cell id>.accessoryView` unless given. A control (a UISwitch, a UIButton) takes a tap on it with \
                its own `targets`, and the row is not selected; a view that is no control passes the touch on to the \
                cell, which selects the row.
                """),
        ])
}
