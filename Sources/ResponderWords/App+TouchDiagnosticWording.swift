import ResponderCore

extension App {
    /// The words of a touch's diagnostics: fingers, gesture recognizers, controls and scroll views.
    func wording(of words: DiagnosticWords.Touch) -> Wording {
        switch words {
        case .hitNothing(let point):
            return Wording(
                message: "The touch at (\(Self.number(point.x)), \(Self.number(point.y))) hit no view in any window, "
                    + "so no responder chain walk ever started.",
                hint: "A tap that does nothing at all is a hit-testing problem: check frames, isHidden, alpha and "
                    + "isUserInteractionEnabled on the views under the point.")
        case .systemGestureDelays(let hit, let edge, let zone, let deciding, let unheard):
            let place =
                edge == .bottom
                ? "bottom edge, where the home indicator's swipe"
                : "top edge, where Notification Center's and Control Center's swipes"
            return Wording(
                message: "\(displayName(of: hit)) is within \(Self.number(zone)) points of the screen's \(place) looks "
                    + "at a touch first: touchesBegan(_:with:) reaches the control late, so it highlights late "
                    + "(observed on iOS; UIKit's documentation says only that the system's edge gestures take "
                    + "precedence)."
                    + (unheard.map {
                        " \(displayName(of: $0)) defers that edge, but the window asks \(displayName(of: deciding)), "
                            + "which does not pass the question on (childForScreenEdgesDeferringSystemGestures)."
                    } ?? ""),
                hint:
                    "Return [.\(edge == .bottom ? "bottom" : "top")] from preferredScreenEdgesDeferringSystemGestures "
                    + "in \(self[deciding].className) (and call setNeedsUpdateOfScreenEdgesDeferringSystemGestures()), "
                    + "forwarding to a child with childForScreenEdgesDeferringSystemGestures, or move the control "
                    + "away from the edge.")
        case .multipleTouchIgnored(let view):
            return Wording(
                message: "\(displayName(of: view)) already has a finger and its isMultipleTouchEnabled is false, so "
                    + "UIKit does not deliver the second touch to it.",
                hint: "Set isMultipleTouchEnabled = true on views that track several fingers.")
        case .exclusiveTouchElsewhere(let view, let blocker):
            return Wording(
                message: "\(displayName(of: blocker)) has isExclusiveTouch set and is being touched, so no other view "
                    + "in the window receives touches meanwhile; this touch on \(displayName(of: view)) is not "
                    + "delivered.",
                hint: "Clear isExclusiveTouch if other views must be usable at the same time.")
        case .exclusiveTouchHere(let view, let other):
            return Wording(
                message: "\(displayName(of: view)) has isExclusiveTouch set, and \(displayName(of: other)) is already "
                    + "being touched, so this touch is not delivered.",
                hint: "Clear isExclusiveTouch if the view must work while others are touched.")
        case .cancelledByGesture(let view, let winners, let phase, let lost):
            return Wording(
                message: winners.map(recognizerName).joined(separator: ", ")
                    + " recognized, and because cancelsTouchesInView is true UIKit sent touchesCancelled(_:with:) "
                    + "to \(displayName(of: view)) instead of \(phase.signature): "
                    + (lost.map { "\(lostWords($0)) never runs." } ?? "the view's own touch handling is cut short."),
                hint: cancellationHint(winners, view: view))
        case .delayedByGesture(let view):
            return Wording(
                message: "delaysTouchesBegan on a recognizer withheld touchesBegan(_:with:) from "
                    + "\(displayName(of: view)); since it recognized, the view never saw the touch.",
                hint: "Leave delaysTouchesBegan false unless the view must not react to touches the recognizer may "
                    + "claim.")
        case .controlSubviewTakesTouch(let control, let view):
            return Wording(
                message: "\(displayName(of: view)) lies over \(displayName(of: control)) and took the touch. A "
                    + "UIControl tracks only touches that hit the control itself, so \(displayName(of: control)) "
                    + "passed it on and sent none of its actions: this is UIKit's behaviour as developers report it; "
                    + "the documentation does not say.",
                hint: "Set isUserInteractionEnabled = false on \(displayName(of: view)) (and on views inside it) so "
                    + "touches land on the control, as UIKit's own controls do for their labels and images.")
        case .barButtonActionIgnored(let item, let action):
            return Wording(
                message: "\(displayName(of: item)) is the custom view of a bar button item whose action is "
                    + "\(action.swiftName): UIKit's documentation says an item with a custom view does not call its "
                    + "target's action, so the tap reaches only the custom view"
                    + (self[item].isControl && !self[item].targetActions.isEmpty
                        ? " and its own target-actions." : ", and the item's action never runs."),
                hint: "Handle the tap on the custom view itself: addTarget(_:action:for:) on the button, or a "
                    + "UIBarButtonItem(title:image:primaryAction:menu:) instead of a custom view.")
        case .gestureStealsTouches(let recognizer, let hitView):
            return Wording(
                message: "\(recognizerName(recognizer)) recognizes the tap, so \(displayName(of: hitView)), a custom "
                    + "view, loses its touches: unlike UIKit controls, custom views do not make an ancestor's tap "
                    + "recognizer fail.",
                hint: "Use a UIControl, set cancelsTouchesInView = false, or implement "
                    + "gestureRecognizer(_:shouldReceive:) to ignore touches in that view.")
        case .controlWinsOverAncestorTap(let recognizer, let hitView):
            return Wording(
                message: "\(recognizerName(recognizer)) would recognize a tap, but \(displayName(of: hitView)) is a "
                    + "UIKit control, and controls win a single tap over tap recognizers on their ancestors.",
                hint: "This is usually what you want; a custom view under the same recognizer would lose the tap.")
        case .interactivePopBlocked(let winner, let navigation):
            let other =
                gestureRecognizers[winner].scrollView != nil ? "scrollView.panGestureRecognizer" : "otherRecognizer"
            return Wording(
                message: "The swipe from the left edge would go back, but \(recognizerName(winner)) is on a deeper "
                    + "view and recognized first, so \(displayName(of: navigation))'s interactivePopGestureRecognizer "
                    + "does not pop.",
                hint: "Make the other recognizer wait: \(other)"
                    + ".require(toFail: navigationController.interactivePopGestureRecognizer).")
        case .waitedForFailure(let index):
            let recognizer = gestureRecognizers[index]
            return Wording(
                message: "\(recognizerName(index)) waits for another recognizer to fail "
                    + (recognizer.requiresToFail.isEmpty ? "(a delegate's failure requirement)" : "(require(toFail:))")
                    + "; that one recognized, so '\(recognizer.id)' does not fire for this touch.",
                hint: "This is how a single tap and a double tap share a view: the single tap waits for the double "
                    + "tap to fail, and fires a moment later when it does.")
        case .cellContentViewSynthesized(let cell, let contentView, let decisive):
            return Wording(
                message: "\(displayName(of: cell)) is described without a contentView, so its subviews were placed in "
                    + "\(displayName(of: contentView)), the content view every UIKit cell has: they are the content "
                    + "view's subviews, and the chain passes through it."
                    + (decisive.map {
                        " Which one it is decides this touch: had the app added \(displayName(of: $0)) with "
                            + "cell.addSubview, the content view would lie on top of it (iOS 14 and later) and take the "
                            + "touch instead."
                    } ?? ""),
                hint: "Describe the cell's contentView with the views added to cell.contentView, and list a view added "
                    + "with cell.addSubview in the cell's own subviews (under the content view, as UIKit puts it).")
        case .endedOutsideControl(let control, let end, let margin):
            return Wording(
                message: "The finger lifted at (\(Self.number(end.x)), \(Self.number(end.y))), more than "
                    + "\(Self.number(margin)) points outside \(displayName(of: control)), so the control sent "
                    + "touchUpOutside, not touchUpInside: its touchUpInside action did not run.",
                hint: "This is how a user cancels a press: by dragging off the control before lifting. Handle "
                    + "touchUpOutside too if the control must react anyway.")
        case .contentTouchesDelayed(let control, let scroll):
            return Wording(
                message: "\(displayName(of: control)) is inside \(displayName(of: scroll)), whose delaysContentTouches "
                    + "is true: touchesBegan(_:with:) reaches it only once the scroll view knows the finger is not "
                    + "scrolling (UIKit's documentation: about 150 ms), so on a quick tap the control highlights late, "
                    + "or only as the finger lifts. Its action still runs.",
                hint: "Set delaysContentTouches = false on \(displayName(of: scroll)) if controls must highlight at "
                    + "once, and override touchesShouldCancel(in:) to return true for controls (UIKit's default "
                    + "returns false for a UIControl), so a drag that starts on one still scrolls.")
        case .scrollViewTookTouch(let hit, let scroll, let withheld):
            let lost =
                self[hit].isControl
                ? (withheld
                    ? "never received the touch, so none of its actions ran"
                    : "had its touch cancelled (touchCancel), so its touchUpInside action did not run")
                : (withheld ? "never received the touch" : "had its touch cancelled (touchesCancelled)")
            return Wording(
                message: "The drag began on \(displayName(of: hit)), but \(displayName(of: scroll)) began scrolling: "
                    + "its own pan recognizer recognized the drag, and \(displayName(of: hit)) \(lost).",
                hint: "This is UIKit working as designed: a drag that starts on content scrolls. To let a view keep "
                    + "its drags, add a recognizer of its own, or set delaysContentTouches = false and let "
                    + "touchesShouldCancel(in:) answer false for it.")
        case .scrollViewDidNotScroll(let scroll, _, let reason, let disabled, let keptByContent):
            return Wording(
                message: "The drag did not scroll \(displayName(of: scroll)). \(self.words(of: reason))",
                hint: disabled
                    ? "Set isScrollEnabled = true to let it scroll."
                    : keptByContent
                        ? "Override touchesShouldCancel(in:) to answer true for the control, so a drag that starts on "
                            + "it scrolls."
                        : "Make contentSize larger than the bounds (or let Auto Layout do it), or set "
                            + "alwaysBounceVertical / alwaysBounceHorizontal to let it bounce anyway.")
        }
    }

    /// What the view under the finger would have done: "the touchUpInside action save(_:) of UIButton 'save'".
    private func lostWords(_ lost: DiagnosticWords.Touch.Lost) -> String {
        switch lost {
        case .action(let event, let action, let control):
            return "the \(event.rawValue) action \(action.swiftName) of \(displayName(of: control))"
        case .touchesEnded(let responder):
            return "touchesEnded(_:with:) of \(displayName(of: responder))"
        case .selection(let cell, let list):
            guard let rule = self[list].rowSelection else { return "the selection of \(displayName(of: cell))" }
            return "the selection of the \(rule.itemWord) of \(displayName(of: cell)) (\(rule.didSelect.swiftName))"
        }
    }

    /// The fix for a recognizer that cancelled a view's touches. For a drag taken from a control (a sheet's pan
    /// stealing a slider's), the fix people ship is the delegate's `gestureRecognizer(_:shouldReceive:)`:
    /// `cancelsTouchesInView = false` would leave the touch with both, and both would move.
    private func cancellationHint(_ winners: [Int], view: Int) -> String {
        if tookDragFromControl(winners, view: view) {
            return "Implement the recognizer's delegate method gestureRecognizer(_:shouldReceive:) to return false "
                + "for touches in \(displayName(of: view)) (touch.view is a UIControl), so the recognizer never takes "
                + "them; cancelsTouchesInView = false is not the fix here: the control would keep the touch and the "
                + "recognizer would still act on the same drag, so both would move."
        }
        let refused = touchesToRefuse(for: view)
        return "Set cancelsTouchesInView = false on the recognizer if the view must still see the whole touch "
            + "sequence, or implement gestureRecognizer(_:shouldReceive:) to return false for touches in "
            + "\(displayName(of: refused))\(refused == view ? "" : " (touch.view is inside it)")."
    }

    /// Whether recognizers that cancelled a view's touches took a drag from a control (a continuous recognizer, the
    /// view a control): the hint of every language then names the delegate's `gestureRecognizer(_:shouldReceive:)`.
    func tookDragFromControl(_ winners: [Int], view: Int) -> Bool {
        let continuous = winners.contains {
            let kind = gestureRecognizers[$0].kind
            return kind == .pan || kind == .swipe || kind == .pinch || kind == .rotation || kind == .longPress
        }
        return continuous && self[view].isControl
    }

    /// The view whose touches a recognizer should be told to refuse, for one whose touches it cancelled: for a row,
    /// the touches to leave alone are the table's.
    func touchesToRefuse(for view: Int) -> Int { selectionSite(of: view).map(\.list) ?? view }
}
