/// A hover recognizer's state as the pointer passes (`UIGestureRecognizer.State`): UIHoverGestureRecognizer's
/// documentation says its action is called when the pointer enters, moves across and exits the view.
public enum HoverPhase: String, Sendable, CaseIterable {
    /// The pointer came over the view.
    case began
    /// It moved over the view.
    case changed
    /// It left the view.
    case ended
}

/// Why a gesture recognizer recognized a touch or not, as facts: the catalogue words it when the answer is written
/// (``App/words(of:)-(RecognizerReason)``). Distances are in points, as measured.
public indirect enum RecognizerReason: Sendable, Equatable {
    /// Why a recognizer waited for another to fail.
    public enum Wait: Sendable, Equatable {
        /// `require(toFail:)`.
        case requireToFail
        /// Its delegate's `gestureRecognizer(_:shouldRequireFailureOf:)`.
        case delegateRequiresFailure
        /// The other one's delegate's `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
        case otherDelegateRequiresFailure
    }

    /// The way a drag went in a scroll view.
    public enum Axis: Sendable, Equatable {
        case horizontally, vertically
    }

    // MARK: Judged on its own

    /// The scroll view's isScrollEnabled is false, so its pan is off.
    case scrollingDisabled(scroll: Int)
    /// isEnabled is false.
    case disabled
    /// `control`, a UIKit control, makes single-tap recognizers on its ancestors fail.
    case preventedByControl(control: Int)
    /// The request says whether it recognizes.
    case toldByRequest(recognizes: Bool)
    /// The gesture is not the recognizer's kind (a tap, a pinch, a rotation, a swipe).
    case wrongGesture(TouchGesture, expected: GestureRecognizer.Kind)
    /// The finger moved more than a tap allows.
    case movedTooFarForTap(moved: Double, allowed: Double)
    /// The touch was cancelled before the finger lifted.
    case cancelledBeforeLift
    /// numberOfTouchesRequired does not match the fingers.
    case fingersRequired(required: Int, touched: Int)
    /// numberOfTapsRequired is more than the taps.
    case tapsRequired(required: Int, tapped: Int)
    /// A tap of `taps` taps with `fingers` fingers, at tap `tapCount`.
    case tapped(taps: Int, fingers: Int, tapCount: Int)
    /// The finger did not rest for the minimum press duration.
    case didNotRest
    /// The finger rested for the minimum press duration.
    case rested
    /// The finger did not move.
    case didNotMove
    /// The finger moved less than a pan needs.
    case panTooShort(moved: Double, needs: Double)
    /// Fewer fingers than minimumNumberOfTouches moved.
    case panFingers(required: Int, moved: Int)
    /// The finger moved `moved` points (nil: dragged, without a path), past what a pan needs.
    case panned(moved: Double?, needs: Double)
    /// A pinch or rotation needs two fingers.
    case twoFingersNeeded(GestureRecognizer.Kind, touched: Int)
    /// Two fingers pinched.
    case pinched
    /// Two fingers turned.
    case turned
    /// No finger touched.
    case noFinger
    /// A screen-edge pan began `start` points from the left edge, farther than `edge`.
    case edgeTooFar(start: Double, edge: Double)
    /// A screen-edge pan moved only `inward` points inward.
    case edgeTooShort(inward: Double, needs: Double)
    /// A screen-edge pan began `start` points from the edge and moved `inward` (nil: without a path).
    case edgePanned(start: Double, inward: Double?)
    /// A hover recognizer follows a pointer, not a touch.
    case hover
    /// A hover recognizer saw the pointer over its view or a subview, going through `phases` (its states as its
    /// action sees them: began when the pointer came over, changed as it moved there, ended when it left).
    case hovered(phases: [HoverPhase])
    /// A hover recognizer never saw the pointer: no point of it hit-tested to its view or a subview.
    case pointerNotOver
    /// A custom recognizer recognizes only when the request says so.
    case custom
    /// A swipe's numberOfTouchesRequired does not match the fingers.
    case swipeFingers(required: Int, touched: Int)
    /// A swipe without a path, taken to go the recognizer's directions.
    case swipeAssumed(GestureRecognizer.SwipeDirections)
    /// The finger went another way than the recognizer accepts.
    case swipeWrongDirection(went: GestureRecognizer.SwipeDirections, accepts: GestureRecognizer.SwipeDirections)
    /// The finger went less far than a swipe needs.
    case swipeTooShort(along: Double, went: GestureRecognizer.SwipeDirections, needs: Double)
    /// The finger went too far across for a swipe.
    case swipeNotStraight(along: Double, across: Double, went: GestureRecognizer.SwipeDirections)
    /// A swipe far and straight enough.
    case swiped(along: Double, went: GestureRecognizer.SwipeDirections)

    // MARK: A scroll view's own pan

    /// The recognizer's view is not a scroll view.
    case notAScrollView
    /// The finger did not move, so `scroll` does not scroll.
    case scrollDidNotMove(scroll: Int)
    /// The finger moved less than scrolling needs.
    case scrollTooShort(moved: Double, needs: Double)
    /// The content fits the bounds and does not bounce that way (`axis`, nil when the drag went either way).
    case contentFits(content: Size, bounds: Size, axis: Axis?)
    /// `hit` already has the touch (it `restedFirst`, or delaysContentTouches is false) and keeps it:
    /// canCancelContentTouches is false (`byOverride` nil), or touchesShouldCancel(in:) answered false (by the
    /// scroll view's override, or UIKit's default for a control).
    case contentKeepsTouch(hit: Int, restedFirst: Bool, byOverride: Bool?)
    /// The finger moved `moved` points (nil: dragged) `axis`, and `scroll` can scroll that way.
    case scrolls(scroll: Int, moved: Double?, axis: Axis?)

    // MARK: Among the other recognizers

    /// Its delegate's shouldReceive returned false for the touch on `view`.
    case notReceived(view: Int)
    /// It would recognize for `reason`, but `navigation` declines the swipe back.
    case popDeclined(RecognizerReason, navigation: Int)
    /// It would recognize for `reason`, but its delegate's gestureRecognizerShouldBegin returned false.
    case shouldBeginFalse(RecognizerReason)
    /// It would recognize for `reason`, but `view`'s override of UIView's gestureRecognizerShouldBegin(_:) returned
    /// false (`view` is under the touch, or the recognizer's own view).
    case viewShouldBeginFalse(RecognizerReason, view: Int)
    /// It waits for `other` to fail (for `wait`), and that one recognized.
    case otherRecognized(other: Int, wait: Wait)
    /// `reason`, after waiting for `other` to fail (for `wait`), which it did.
    case waited(RecognizerReason, other: Int, wait: Wait)
    /// `blocker` recognized first and neither allows recognizing simultaneously.
    case excludedBy(blocker: Int)
    /// A long press that `view`, the recognizer's own view, opened its context menu with: the UIContextMenuInteraction
    /// on the view took the press first.
    case contextMenuTookPress(view: Int)
    /// The finger rested long enough for the drag interaction of `source` to lift `item` (the view itself, or a
    /// table's or collection view's cell), and a competing recognizer fails during the lift; `instead` is why it
    /// would have recognized.
    case dragLifted(item: Int, source: Int, instead: RecognizerReason)
}

extension RecognizerReason {
    /// Whether the reason is a scroll view's content that fits its bounds.
    public var isContentFit: Bool {
        if case .contentFits = self { return true }
        return false
    }
}
