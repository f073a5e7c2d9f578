/// Which view a hint asks the app to change, and, when that view is UIKit's own, what the app can change instead:
/// decided once here, read by every hint's words (ResponderWords' App+UIKitsOwnHint) as the fixes read
/// ``NoFixReason/uikitsOwn``.
///
/// ```
///  diagnostic or finding ──hintSubjects──► the view its hint would change
///                                            │ the app's own ──► the hint as written
///                                            │ UIKit's own (a private class, a wrapper UIKit adds, a class UIKit
///                                            │ prints for its insides) ──► "it is UIKit's own view" and
///                                            ▼
///                              appOwnedStandIn: the nearest ancestor that is not, and not a window, or nothing
/// ```
///
/// UIKit's private classes change between iOS versions and are made by UIKit, not by the app: the app never sets a
/// property on them or overrides their methods (`UITableViewWrapperView`, `_UIBarBackground`,
/// `UIInputSetHostView`, `_UIRemoteKeyboardPlaceholderView`).
extension App {
    /// The views a diagnostic's hint asks the app to change (to set a property on, to override a method of, to
    /// move), the one it names first first; empty for a hint that names none.
    public func hintSubjects(of words: DiagnosticWords) -> [Int] {
        switch words {
        case .unreachable(.interactionDisabled(let drawn)): [drawn]
        case .unreachable(.ancestorInteractionDisabled(let drawn, let ancestor)): [ancestor, drawn]
        case .unreachable(.ancestorOverride(_, let ancestor)): [ancestor]
        case .unreachable(.outsideBounds(let drawn, let ancestor)): [ancestor, drawn]
        case .unreachable(.coveredByOverride(_, let hit, _)): [hit]
        // A cell's content view and a bar's touch area are worded as UIKit's already.
        case .unreachable(.covered(_, let hit, _, _, let inCell, let bar, _)): inCell || bar != nil ? [] : [hit]
        case .touch(.nearMiss(let view, _, _, _)): [view]
        case .aimedViewUnreachable(let aim): hintSubjects(of: aim.centreMiss ?? .notInWindow, aimedAt: aim.view)
        default: []
        }
    }

    /// The views the hint for a tap that misses `view` asks the app to change.
    public func hintSubjects(of miss: TouchAim.Miss, aimedAt view: Int) -> [Int] {
        switch miss {
        case .covered(let front?): [front, view]
        case .outside(let ancestor): [ancestor, view]
        case .blocked(let block): [block.responder, view]
        case .covered(nil), .notInWindow: []
        case .clipped, .offWindow, .zeroSize: [view]
        }
    }

    /// The views an audit finding's hint asks the app to change, the one it names first first; empty for a hint
    /// that names none.
    public func hintSubjects(of words: AuditWords) -> [Int] {
        switch words {
        case .interactionDisabled(let view), .recognizerOnNonInteractiveView(let view): [view]
        case .ancestorInteractionDisabled(let view, let block), .ancestorOverrideBlocksTouches(let view, let block):
            [block.responder, view]
        case .outsideSuperviewBounds(let view, let ancestor): [ancestor, view]
        case .coveredByOtherView(let view, let front, _): [front, view]
        case .controlSubviewTakesTouch(_, let subview): [subview]
        case .smallTapTarget(let view, _, _), .zeroSize(let view, _, _), .clippedByAncestor(let view, _): [view]
        default: []
        }
    }

    /// Whether a hint about this view would ask the app to change one of UIKit's own views.
    public func isUIKitsOwn(_ view: Int) -> Bool { self[view].isUIKitInternal || self[view].isSynthesized }

    /// What the app can change in place of one of UIKit's own views: the nearest ancestor that is the app's (not
    /// UIKit's own, not a window), or nil when there is none (the view is UIKit's from its window down).
    public func appOwnedStandIn(for view: Int) -> Int? {
        var current = self[view].superview
        var steps = 0
        while let index = current, steps <= responders.count {
            if self[index].kind == .window { return nil }
            if !isUIKitsOwn(index) { return index }
            current = self[index].superview
            steps += 1
        }
        return nil
    }
}
