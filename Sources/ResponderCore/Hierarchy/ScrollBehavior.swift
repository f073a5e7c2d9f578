/// What a scroll view (`UIScrollView` and its subclasses `UITableView`, `UICollectionView`, `UITextView`) does with
/// the touches of the views inside it.
///
/// UIKit gives every scroll view a pan gesture recognizer of its own (`panGestureRecognizer`, a private
/// `UIScrollViewPanGestureRecognizer`); the layout adds it to the scroll view's recognizers, ahead of any the app
/// added. When a finger lands on the content:
///
/// - `delaysContentTouches` (true by default): the content's `touchesBegan` waits until the scroll view knows
///   whether the finger is starting a scroll (about 150 ms). A finger that moves at once scrolls, and the content
///   never sees the touch; a tap reaches the content late but whole.
/// - Once the content has the touch (no delay, or the finger rested before moving), a drag asks
///   `touchesShouldCancel(in:)`, unless `canCancelContentTouches` is false: true cancels the content's touches
///   (`touchesCancelled`, a control's `touchCancel`) and scrolls; false leaves the touch with the content and the
///   scroll view does not scroll. UIKit's default answers true for every view that is not a `UIControl`.
/// - The pan only begins along an axis the scroll view can scroll: its content is larger than its bounds there,
///   or it bounces there anyway (`alwaysBounceVertical` / `alwaysBounceHorizontal`, with `bounces` on).
/// - Scroll views inside scroll views all take part: each one's pan sees the touches on its content, deepest first,
///   so a drag the inner one cannot scroll (a vertical drag in a horizontal pager) goes to an enclosing one. Each
///   one's delay holds touchesBegan back, so the content waits while any of them delays; the pan that recognizes asks
///   its own `canCancelContentTouches` and `touchesShouldCancel(in:)` when the content already has the touch.
/// - The scroll view is its pan's delegate (UIKit raises if the app sets another): a subclass that overrides
///   `gestureRecognizerShouldBegin(_:)` and answers false for it, or refuses touches in
///   `gestureRecognizer(_:shouldReceive:)`, keeps the pan from beginning, and the touch goes on to the content.
/// - `isPagingEnabled`: when the finger lifts, the scroll view stops on a multiple of its bounds: the next page when
///   the drag went past half a page or was a flick, else the page it started on (it snaps back).
/// - `keyboardDismissMode`: `onDrag` resigns the first responder (the keyboard goes away) when a drag begins
///   scrolling it; `interactive` lets the finger pull the keyboard down, and a drag that stays above it leaves it.
public struct ScrollBehavior: Sendable, Hashable {
    /// `isScrollEnabled`: false disables the scroll view's pan recognizer.
    public var isScrollEnabled = true
    /// `contentSize`; nil means the smallest size that holds every subview (what Auto Layout's content
    /// constraints usually make), so a described hierarchy scrolls when its content overflows.
    public var contentSize: Size?
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    /// What an override of `touchesShouldCancel(in:)` answers for every view; nil is UIKit's default (true unless
    /// the touched view is a `UIControl`).
    public var touchesShouldCancel: Bool?
    public var bounces = true
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal = false
    /// `isPagingEnabled`: a drag moves by whole pages (the bounds' size), at most one a drag.
    public var isPagingEnabled = false
    /// `keyboardDismissMode`.
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// What the scroll view answers as its pan's delegate (`gestureRecognizerShouldBegin(_:)`, false keeps the pan
    /// from beginning), copied to the pan when the layout adds it.
    public var panShouldBegin = true
    /// Views in which the scroll view, as its pan's delegate, refuses touches (`gestureRecognizer(_:shouldReceive:)`).
    public var panRefusesTouchesIn: Set<Int> = []
    /// What the scroll view answers to `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` for its pan.
    public var panRecognizesSimultaneously = false

    public init(alwaysBounceVertical: Bool = false) {
        self.alwaysBounceVertical = alwaysBounceVertical
    }
}

/// `UIScrollView.KeyboardDismissMode`: what a drag in the scroll view does to the keyboard.
public enum KeyboardDismissMode: String, Sendable, CaseIterable {
    /// The keyboard stays (the default).
    case none
    /// The keyboard goes away when a drag begins: the first responder resigns.
    case onDrag
    /// The keyboard follows the finger down and goes away only when the finger pulls it off screen; a drag that
    /// stays above it leaves it up.
    case interactive
    /// iOS 16: `onDrag`, and the input accessory view goes too.
    case onDragWithAccessory
    /// iOS 16: `interactive`, and the input accessory view follows the finger too.
    case interactiveWithAccessory

    /// Whether a drag that scrolls resigns the first responder at once.
    public var dismissesOnDrag: Bool { self == .onDrag || self == .onDragWithAccessory }
    /// Whether the keyboard follows the finger.
    public var isInteractive: Bool { self == .interactive || self == .interactiveWithAccessory }
}
