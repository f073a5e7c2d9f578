import ResponderCore

/// The English of audit findings: the one place their messages and hints are written, from the facts a finding
/// carries (``AuditWords``) and the app's names and classes. One switch words every case, so a new case cannot be
/// left unworded: the reachability pass's findings first, then the responders'.
///
/// Where a finding's hint is the one a touch aimed at the view would get, it is that hint
/// (``App/hint(for:of:)``); a skip's condition and a blocked view's explanation come from the skip table
/// (HitTesting/App+HitTestSkip.swift).
extension App {
    /// A finding's message and hint.
    ///
    /// - Parameter finding: A finding of an audit of this app (as laid out for the audit: its responders are
    ///   indices into it).
    /// - Returns: What is wrong, for a learner, and what to change.
    public func wording(of finding: AuditFinding) -> Wording {
        wording(of: finding.words)
    }

    /// The message and hint an audit finding with these facts has.
    public func wording(of words: AuditWords) -> Wording {
        switch words {
        case .interactionDisabled(let view):
            return Wording(
                message: "\(displayName(of: view)) is built for touches, but it \(ownCondition(view)), so "
                    + "hit-testing skips it and every touch on it goes to the view behind.",
                hint: "Set isUserInteractionEnabled = true, or disable it visibly (isEnabled = false for a control) "
                    + "if that is the intent.")
        case .recognizerOnNonInteractiveView(let view):
            return Wording(
                message: "\(displayName(of: view)) has a gesture recognizer, but it \(ownCondition(view)), so no "
                    + "touch ever reaches the recognizer.",
                hint: "Set isUserInteractionEnabled = true on \(displayName(of: view)), or add the recognizer to an "
                    + "interactive view.")
        case .ancestorHidden(let view, let block):
            return Wording(
                message: "\(displayName(of: view)) cannot be touched while its ancestor is invisible: "
                    + explanation(of: block, for: view),
                hint: "Fine if the ancestor is hidden on purpose; if it only looks transparent, use a clear "
                    + "background instead of alpha below 0.01.")
        case .ancestorInteractionDisabled(let view, let block):
            let offByDefault = classLeavingInteractionOff(of: block.responder)
            return Wording(
                message: "\(displayName(of: view)) is drawn, but no touch can reach it: "
                    + explanation(of: block, for: view),
                hint: "Set isUserInteractionEnabled = true on \(displayName(of: block.responder))"
                    + (offByDefault.map { " (\($0.name) turns it off by default)" } ?? "")
                    + ", or move \(displayName(of: view)) out of it.")
        case .ancestorOverrideBlocksTouches(let view, let block):
            return Wording(
                message: "\(displayName(of: view)) is drawn, but no touch can reach it: "
                    + explanation(of: block, for: view),
                hint: "Let the override ask its subviews (call super.hitTest(_:with:)) where \(displayName(of: view)) "
                    + "should get touches.")
        case .zeroSize(let view, let size, let subviewsShow):
            return Wording(
                message: "\(displayName(of: view)) has no width or no height (its frame is \(size.width) × "
                    + "\(size.height)), so point(inside:with:) is never true for it"
                    + (subviewsShow
                        ? "; its subviews are still drawn, since it does not clip, but get no touches." : "."),
                hint: hint(for: .zeroSize, of: view))
        case .outsideWindow(let view, let window):
            return Wording(
                message: "\(displayName(of: view)) lies entirely outside \(displayName(of: window)), where no touch "
                    + "can land.",
                hint: hint(for: .offWindow(window: window), of: view))
        case .clippedByAncestor(let view, let ancestor):
            let (who, clipper) = (displayName(of: view), displayName(of: ancestor))
            return Wording(
                message: "\(who) lies wholly outside the bounds of \(clipper), which clips its subviews (clipsToBounds "
                    + "is true): it is never drawn, and no touch can reach it.",
                hint: "If \(who) should show, grow \(clipper) or move the view inside it; if it is collapsed on "
                    + "purpose, hide it (isHidden) so the intent is plain.")
        case .controlSubviewTakesTouch(let control, let subview):
            let (who, taker) = (displayName(of: control), displayName(of: subview))
            return Wording(
                message: "\(taker) fills \(who) and takes every touch on it, and a UIControl tracks only touches that "
                    + "hit the control itself (as developers report it; the documentation does not say): \(who) "
                    + "never sends its actions.",
                hint: "Set isUserInteractionEnabled = false on \(taker) (and on views inside it) so touches land on "
                    + "the control.")
        case .outsideSuperviewBounds(let view, let ancestor):
            let (who, host) = (displayName(of: view), displayName(of: ancestor))
            return Wording(
                message: "\(who) is drawn outside the bounds of \(host) (which does not clip, so it shows), and "
                    + "hit-testing rejects \(host) there before it asks its subviews: no touch reaches \(who).",
                hint: hint(for: .outside(ancestor: ancestor), of: view))
        case .controlOnCellNotContentView(let view, let cell, let contentView):
            return Wording(
                message: "\(displayName(of: view)) was added to \(displayName(of: cell)) itself, not to its "
                    + "contentView; \(displayName(of: contentView)) lies on top of the cell's own subviews and takes "
                    + "every touch on it.",
                hint: "Add it with cell.contentView.addSubview(_:), as UIKit's documentation for cells says.")
        case .coveredByOtherView(let view, let front, let frontIsClear):
            return Wording(
                message: "\(displayName(of: front)) lies in front of \(displayName(of: view)) and takes every touch "
                    + "on it" + (frontIsClear ? " (it is clear, so the covered view still shows)." : "."),
                hint: hint(for: .covered(by: front), of: view))
        case .hitTestFindsNoView(let view):
            return Wording(
                message: "No touch on \(displayName(of: view)) reaches it: hit-testing finds no view there.",
                hint: hint(for: .covered(by: nil), of: view))
        case .partlyReachable(
            let view, let reached, let sampled, let reachedMin, let reachedMax, let missedAt, let miss):
            let percent = Int((Double(reached) / Double(sampled) * 100).rounded())
            return Wording(
                message: "Only part of \(displayName(of: view)) receives touches: \(reached) of \(sampled) sample "
                    + "points reach it (about \(percent)%, within \(Self.text(reachedMin))–\(Self.text(reachedMax)) on "
                    + "screen); at \(Self.text(missedAt)) \(reason(of: miss)).",
                hint: "Move or resize what takes the rest of it, or the view itself, so all of it is tappable.")
        case .smallTapTarget(let view, let hitArea, let missedAt):
            return Wording(
                message: "\(displayName(of: view))'s hit area is \(Self.text(hitArea.width)) × "
                    + "\(Self.text(hitArea.height)) points, under the 44 × 44 Apple recommends: a tap at "
                    + "\(Self.text(missedAt)), inside a 44-point target around it, misses.",
                hint: "Grow its hit area by overriding point(inside:with:) (UIKit's documentation's 44 × 44 "
                    + "CloseButton), or make it larger.")

        // What responders do with touches, actions and first-responder events.
        case .touchesSwallowed(let responder, let method, let starved):
            return Wording(
                message: "\(displayName(of: responder)) overrides \(method.signature) without calling super, so the "
                    + "touch stops there and \(names(starved)) never get it, although they implement it.",
                hint: "Call super.\(method.rawValue)(touches, with: event) in \(responders[responder].className), "
                    + "unless swallowing is deliberate.")
        case .incompleteTouchFamily(let responder, let swallowed, let missing):
            return Wording(
                message:
                    "\(displayName(of: responder)) swallows \(swallowed.map(\.signature).joined(separator: " and ")) "
                    + "but does not override \(missing.map(\.signature).joined(separator: ", ")), so those still go up "
                    + "the chain and the responders above see half a touch sequence.",
                hint: "When swallowing touches deliberately, override the whole family: touchesBegan, touchesMoved, "
                    + "touchesEnded and touchesCancelled.")
        case .tapRecognizerCancelsTouches(let index, let view, let cancels):
            let recognizer = gestureRecognizers[index]
            let what =
                cancels == .cell
                ? "the cell's touches are cancelled, so the table or collection view never selects it"
                : "the control's touches are cancelled before touchUpInside"
            return Wording(
                message: "The tap recognizer '\(recognizer.id)' on \(displayName(of: recognizer.view)) cancels "
                    + "touches in its view (cancelsTouchesInView is true): a tap on \(displayName(of: view)) is "
                    + "recognized by it and \(what).",
                hint: "Set cancelsTouchesInView = false on the recognizer (the usual fix for a tap that dismisses the "
                    + "keyboard), return false from its delegate's gestureRecognizer(_:shouldReceive:) for touches in "
                    + "\(displayName(of: view)), or add it to a view that does not contain them.")
        case .targetLacksAction(let control, let action, let target, let event):
            return Wording(
                message: "\(displayName(of: control)) sends \(action) to \(displayName(of: target)) on "
                    + "\(event.rawValue), but \(displayName(of: target)) does not implement it: the app crashes with "
                    + "an unrecognized selector.",
                hint: "Implement @objc func \(action.swiftName) on \(responders[target].className), or fix the target "
                    + "or selector passed to addTarget(_:action:for:).")
        case .recognizerTargetLacksAction(let index, let action, let target):
            let recognizer = gestureRecognizers[index]
            return Wording(
                message: "The gesture recognizer '\(recognizer.id)' on \(displayName(of: recognizer.view)) sends "
                    + "\(action) to \(displayName(of: target)), which does not implement it: when it recognizes, the "
                    + "app crashes with an unrecognized selector.",
                hint: "Implement @objc func \(action.swiftName) on \(responders[target].className), or fix the target "
                    + "or selector of UIGestureRecognizer(target:action:).")
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: "\(displayName(of: control)) has the same target-action pair twice: \(action) on "
                    + "\(event.rawValue). UIKit keeps one, so the action runs once.",
                hint: "Remove the second addTarget(_:action:for:) call; it has no effect.")
        case .actionNeverHandled(let control, let action, let walk):
            return Wording(
                message: "\(displayName(of: control)) sends the nil-targeted action \(action), and no responder on "
                    + "any chain it can start from implements it (it walks \(start(of: walk, from: control))): UIKit "
                    + "always discards it.",
                hint: "Implement \(action.swiftName) on a responder on that chain (a view controller on screen, or the "
                    + "app delegate), or give the action an explicit target.")
        case .actionOnlyOutsideChain(let control, let action, let implementers, let walk):
            let one = implementers.count == 1
            return Wording(
                message: "\(displayName(of: control)) sends the nil-targeted action \(action); only "
                    + "\(names(implementers)) implement\(one ? "s" : "") it, and no responder chain it can start from "
                    + "passes through \(one ? "it" : "them") (it walks \(start(of: walk, from: control))): UIKit "
                    + "always discards it.",
                hint: "Move the method to a responder on the chain (the app delegate is the last link; a scene "
                    + "delegate is on no chain), splice the object in by overriding next, or give the action an "
                    + "explicit target.")
        case .nextSkipsResponders(let responder, let skipped):
            return Wording(
                message: "\(displayName(of: responder)) overrides next, so its chain skips \(names(skipped)), which "
                    + "UIKit's own rule would have walked and which implement\(skipped.count == 1 ? "s" : "") event "
                    + "methods or actions that now never run from here.",
                hint: "Return the skipped responder (or super.next) from the override where the chain should still "
                    + "pass through it.")
        case .inputViewNeverShown(let responder, let input):
            let what = input == .inputAccessoryView ? "an input accessory view" : "an input view"
            return Wording(
                message: "\(displayName(of: responder)) has \(what), but its canBecomeFirstResponder is false: it "
                    + "never becomes first responder, so \(what) never shows (UIKit shows it only while its responder "
                    + "is first responder).",
                hint: "Override canBecomeFirstResponder to return true in \(responders[responder].className), and call "
                    + "becomeFirstResponder() when the input should show.")
        case .firstResponderNeverReaches(let responder, let events):
            return Wording(
                message:
                    "\(displayName(of: responder)) handles \(events.map(Self.words(of:)).joined(separator: " and ")), "
                    + "which start at the first responder, but its canBecomeFirstResponder is false and it is on the "
                    + "chain of no responder that can become first responder: they never reach it.",
                hint: "Override canBecomeFirstResponder to return true in \(responders[responder].className) and call "
                    + "becomeFirstResponder() once it is on screen (viewDidAppear(_:) for a controller), or move the "
                    + "handling to a responder on the first responder's chain.")
        case .textInputCannotBecomeFirstResponder(let input):
            return Wording(
                message: "\(displayName(of: input)) is a text input whose canBecomeFirstResponder is false: tapping it "
                    + "never makes it first responder, so the keyboard never shows.",
                hint: "Remove the canBecomeFirstResponder override, or use a label if the text is not to be edited.")
        case .keyboardInNonKeyWindow(let input, let window):
            return Wording(
                message: "\(displayName(of: input)) is in \(displayName(of: window)), which is not the key window: "
                    + "when it becomes first responder, the keyboard does not show.",
                hint: "Call makeKey() on \(responders[window].className) before the field becomes first responder.")
        }
    }

    /// What a view with `isUserInteractionEnabled` false has, said of every point: "has isUserInteractionEnabled =
    /// false (the default for UIImageView)".
    private func ownCondition(_ view: Int) -> String {
        skipCondition(.userInteractionDisabled, of: view, everyPoint: true) ?? ""
    }

    /// Responders' names, in order: "UIView 'a', UIView 'b'".
    private func names(_ list: [Int]) -> String { list.map(displayName(of:)).joined(separator: ", ") }

    /// Where a control's nil-targeted action walks from, after "it walks".
    private func start(of walk: DispatchSettings.NilTargetStart, from control: Int) -> String {
        switch walk {
        case .sender: return "from \(displayName(of: control)) itself (settings.nilTargetStart is sender)"
        case .firstResponder:
            return "from the first responder (any responder that can become one) or, with nothing focused, from the "
                + "key window"
        }
    }

    /// Events that start at the first responder, in a list of what a responder handles.
    private static func words(of event: AuditWords.FirstResponderEvent) -> String {
        switch event {
        case .shakes: return "shakes"
        case .presses: return "presses"
        case .remoteControlEvents: return "remote-control events"
        case .keyCommands: return "key commands"
        case .editMenuActions: return "the edit menu's actions"
        }
    }

    /// Why a sample point's touch went elsewhere, after the point: "UIView 'banner' lies in front and takes it".
    private func reason(of miss: SampleMiss) -> String {
        switch miss {
        case .outside(let ancestor): return "it lies outside \(displayName(of: ancestor))'s bounds"
        case .covered(let front?): return "\(displayName(of: front)) lies in front and takes it"
        case .covered(nil): return "hit-testing finds no view there"
        }
    }
}
