import ResponderCore

extension App {
    /// Why a gesture recognizer recognized a touch or not, in plain words.
    public func words(of reason: RecognizerReason) -> String {
        let text = Self.text(_:) as (Double) -> String
        let number = Self.number
        func fingers(_ count: Int) -> String { count == 1 ? "1 finger" : "\(count) fingers" }
        switch reason {
        case .scrollingDisabled(let scroll):
            return "isScrollEnabled is false on \(displayName(of: scroll)), so its pan recognizer is off."
        case .disabled:
            return "isEnabled is false, so it ignores touches."
        case .preventedByControl(let control):
            return "\(displayName(of: control)) is a UIKit control, and controls make single-tap recognizers on their "
                + "ancestors fail."
        case .toldByRequest(let recognizes):
            return recognizes
                ? "The request says it recognizes this touch." : "The request says it does not recognize this touch."
        case .wrongGesture(let gesture, let expected):
            return "A \(gesture.rawValue) is not a \(expected.rawValue)."
        case .movedTooFarForTap(let moved, let allowed):
            return "The finger moved \(text(moved)) points, more than the \(number(allowed)) a tap allows."
        case .cancelledBeforeLift:
            return "The touch was cancelled before the finger lifted."
        case .fingersRequired(let required, let touched):
            return "It needs \(fingers(required)) (numberOfTouchesRequired); \(touched) touched."
        case .tapsRequired(let required, let tapped):
            return "It needs \(required) taps (numberOfTapsRequired); this was "
                + (tapped == 1 ? "a single tap." : "\(tapped) taps.")
        case .tapped(let taps, let count, let tapCount):
            return (taps == 1 ? "A tap" : "\(taps) taps") + " with \(fingers(count)), within the movement a tap allows"
                + (taps < tapCount ? " (it recognizes at tap \(taps) of \(tapCount))." : ".")
        case .didNotRest:
            return "The finger did not rest for the minimumPressDuration (0.5 s) before lifting or moving."
        case .rested:
            return "The finger rested for the minimumPressDuration (0.5 s) without moving away."
        case .didNotMove:
            return "The finger did not move."
        case .panTooShort(let moved, let needs):
            return "The finger moved only \(text(moved)) points; a pan begins after \(number(needs))."
        case .panFingers(let required, let moved):
            return "It needs at least \(fingers(required)) (minimumNumberOfTouches); \(moved) moved."
        case .panned(let moved, let needs):
            return moved.map { "The finger moved \(text($0)) points, past the \(number(needs)) a pan needs." }
                ?? "The fingers dragged."
        case .twoFingersNeeded(let kind, let touched):
            return "A \(kind.rawValue) needs 2 fingers; \(touched) touched."
        case .pinched:
            return "Two fingers pinched."
        case .turned:
            return "Two fingers turned."
        case .noFinger:
            return "No finger touched."
        case .edgeTooFar(let start, let edge):
            return "The finger began \(text(start)) points from the left edge; a screen-edge pan begins within about "
                + "\(number(edge)) (observed on iPhone; UIKit does not document it)."
        case .edgeTooShort(let inward, let needs):
            return "The finger began at the left edge but moved \(text(inward)) points inward; the pan begins after "
                + "\(number(needs))."
        case .edgePanned(let start, let inward):
            return "The finger began \(text(start)) points from the left edge and moved "
                + (inward.map { "\(text($0)) points inward." } ?? "inward.")
        case .hover:
            return "A hover recognizer follows a pointer over the view, not a touch."
        case .custom:
            return "A custom recognizer recognizes only when the request says so (recognizes)."
        case .swipeFingers(let required, let touched):
            return "It needs \(required) finger(s) (numberOfTouchesRequired); \(touched) touched."
        case .swipeAssumed(let directions):
            return "A swipe; the request gives no path, so it is taken to go \(directions.names)."
        case .swipeWrongDirection(let went, let accepts):
            return "The finger went \(went.names); it accepts \(accepts.names) (direction)."
        case .swipeTooShort(let along, let went, let needs):
            return "The finger went \(text(along)) points \(went.names); a swipe needs \(number(needs))."
        case .swipeNotStraight(let along, let across, let went):
            return "The finger went \(text(along)) points \(went.names) but \(text(across)) across: not straight "
                + "enough for a swipe."
        case .swiped(let along, let went):
            return "The finger went \(text(along)) points \(went.names), far and straight enough."
        case .notAScrollView:
            return "It is not a scroll view."
        case .scrollDidNotMove(let scroll):
            return "The finger did not move, so \(displayName(of: scroll)) does not scroll."
        case .scrollTooShort(let moved, let needs):
            return "The finger moved only \(text(moved)) points; scrolling begins after \(number(needs))."
        case .contentFits(let content, let bounds, let axis):
            let bounce = axis == .horizontally ? "alwaysBounceHorizontal" : "alwaysBounceVertical"
            return "Its content (\(number(content.width))×\(number(content.height))) fits its bounds "
                + "(\(number(bounds.width))×\(number(bounds.height))) and \(bounce) is off, so a drag "
                + (axis.map { "\(Self.words(of: $0)) " } ?? "") + "does not scroll it."
        case .contentKeepsTouch(let hit, let restedFirst, let byOverride):
            let why =
                restedFirst
                ? "the finger rested before moving, so \(displayName(of: hit)) already has the touch"
                : "delaysContentTouches is false, so \(displayName(of: hit)) has the touch from the start"
            guard let byOverride else {
                return "It does not scroll: \(why), and canCancelContentTouches is false, so the touch stays with it."
            }
            let whose = byOverride ? "the scroll view's override" : "UIKit's default for a UIControl"
            return "\(why), and touchesShouldCancel(in:) answered false for it (\(whose)): the touch stays with it "
                + "and nothing scrolls."
        case .scrolls(let scroll, let moved, let axis):
            return (moved.map { "The finger moved \(text($0)) points" } ?? "The finger dragged")
                + (axis.map { " \(Self.words(of: $0))" } ?? "") + " and \(displayName(of: scroll)) can scroll that way."
        case .notReceived(let view):
            return "Its delegate's gestureRecognizer(_:shouldReceive:) returned false for the touch on "
                + "\(displayName(of: view)), so it never saw the touch and does not get in its way."
        case .popDeclined(let reason, let navigation):
            return "It would recognize (\(clause(of: reason))), but \(displayName(of: navigation)) declines the swipe "
                + "back while the top controller's back button is hidden or replaced by left bar button items "
                + "(observed on iOS; the documentation does not say)."
        case .shouldBeginFalse(let reason):
            return "It would recognize (\(clause(of: reason))), but its delegate's gestureRecognizerShouldBegin(_:) "
                + "returned false, so it fails and the touch goes on to the views."
        case .otherRecognized(let other, let wait):
            return "It waits for \(recognizerName(other)) to fail (\(Self.words(of: wait))), and that one recognized."
        case .waited(let reason, let other, let wait):
            return words(of: reason)
                + " It first waited for \(recognizerName(other)) to fail (\(Self.words(of: wait))), which it did."
        case .excludedBy(let blocker):
            return "\(recognizerName(blocker)) recognized first, and neither one's delegate allows recognizing "
                + "simultaneously (gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:))."
        }
    }

    /// What a scroll view did with the touch, and why.
    public func words(of scroll: ScrollViewResult) -> String {
        let scrollName = displayName(of: scroll.scrollView)
        let hit = displayName(of: scroll.hitView)
        switch scroll.contentTouches {
        case nil:
            return "The finger landed on \(scrollName) itself, not on its content."
        case .withheld:
            return "delaysContentTouches held the touch back, and the finger moved within the delay: \(scrollName) "
                + "scrolled and \(hit) never received the touch."
        case .cancelled:
            return "\(hit) had the touch; when the drag began, touchesShouldCancel(in:) answered true, so "
                + "\(scrollName) cancelled it (touchesCancelled) and scrolled."
        case .keptByContent:
            return words(of: scroll.judgement)
        case .delayedThenDelivered:
            return "delaysContentTouches held touchesBegan back until \(scrollName) knew the finger was not scrolling; "
                + "then \(hit) received the whole touch. " + words(of: scroll.judgement)
        case .delivered:
            return "delaysContentTouches is false, so \(hit) received the touch as it happened. "
                + words(of: scroll.judgement)
        }
    }

    /// A reason as a clause inside a sentence: without its final full stop.
    private func clause(of reason: RecognizerReason) -> Substring {
        let words = words(of: reason)
        return words.dropLast(words.hasSuffix(".") ? 1 : 0)
    }

    private static func words(of axis: RecognizerReason.Axis) -> String {
        switch axis {
        case .horizontally: "horizontally"
        case .vertically: "vertically"
        }
    }

    private static func words(of wait: RecognizerReason.Wait) -> String {
        switch wait {
        case .requireToFail: "require(toFail:)"
        case .delegateRequiresFailure: "its delegate's gestureRecognizer(_:shouldRequireFailureOf:) says so"
        case .otherDelegateRequiresFailure:
            "that one's delegate's gestureRecognizer(_:shouldBeRequiredToFailBy:) says so"
        }
    }
}
