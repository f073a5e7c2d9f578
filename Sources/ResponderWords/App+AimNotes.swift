import ResponderCore

extension App {
    /// Where a touch aimed at a view goes and why, in plain words: the centre, the reachable point nearest it and
    /// what takes the centre, or why no point reaches the view.
    public func explanation(of aim: TouchAim) -> String {
        let who = displayName(of: aim.view)
        let centre = "The centre of \(who), \(Self.text(aim.centre)),"
        guard let miss = aim.centreMiss else { return "\(centre) is reachable, so the finger goes there." }
        if aim.reached {
            let why: String
            switch miss {
            case .covered(let front?): why = "is covered by \(displayName(of: front)), which lies in front and takes it"
            case .covered(nil): why = "reaches no view: hit-testing finds nothing there"
            case .outside(let ancestor):
                why =
                    "lies outside the bounds of \(displayName(of: ancestor)) (which does not clip, so it shows), and "
                    + "hit-testing rejects \(displayName(of: ancestor)) there before it asks its subviews"
            case .clipped(let ancestor):
                why = "is cut off by \(displayName(of: ancestor)), which clips to its bounds (scrolled away, say)"
            case .offWindow(let window): why = "lies outside \(displayName(of: window)), where no touch can land"
            case .blocked, .zeroSize, .notInWindow: why = "is not reachable"
            }
            return "\(centre) \(why), so the finger goes to \(Self.text(aim.point)), the reachable point nearest the "
                + "centre."
        }
        let evaluated = "The tap is evaluated at its centre, \(Self.text(aim.centre))."
        let none = "No point of \(who) is reachable"
        switch miss {
        case .blocked(let block): return "\(none). \(explanation(of: block, for: aim.view)) \(evaluated)"
        case .covered(let front?):
            return "\(none): \(displayName(of: front)) lies in front of it and takes every touch on it. \(evaluated)"
        case .covered(nil): return "\(none): hit-testing finds no view where it is drawn. \(evaluated)"
        case .outside(let ancestor):
            let relation = responders[aim.view].superview == ancestor ? "its superview" : "its ancestor"
            return "\(none): \(relation) \(displayName(of: ancestor)) does not clip, and \(who) lies outside its "
                + "bounds, so hit-testing rejects \(displayName(of: ancestor)) before it ever looks at \(who). "
                + evaluated
        case .clipped(let ancestor):
            return "\(none): it lies outside the bounds of \(displayName(of: ancestor)), which clips to them, so it "
                + "is not drawn where a finger could land (scrolled away, or cut off). \(evaluated)"
        case .offWindow(let window):
            return "\(none): it lies outside \(displayName(of: window)), where no touch can land. \(evaluated)"
        case .zeroSize:
            return "\(none): its hit area has no width or no height, so point(inside:with:) is never true for it. "
                + evaluated
        case .notInWindow:
            return "\(none): it is in no window, so hit-testing never finds it. \(evaluated)"
        }
    }

    /// What to change so that a tap reaches a view, by why it misses.
    public func hint(for miss: TouchAim.Miss, of view: Int) -> String {
        let who = displayName(of: view)
        switch miss {
        case .covered(let front?):
            return "Set isUserInteractionEnabled = false on \(displayName(of: front)) if it only decorates, move "
                + "\(who) in front of it, or let it pass touches through with point(inside:with:) or "
                + "hitTest(_:with:)."
        case .covered(nil): return "Check the overrides of hitTest(_:with:) and point(inside:with:) above it."
        case .outside(let ancestor):
            return "Make \(displayName(of: ancestor)) large enough to hold it, move \(who) inside it, or "
                + "override point(inside:with:) on \(responders[ancestor].className)."
        case .clipped(let ancestor):
            return "Scroll \(who) into view first (the contentOffset of \(displayName(of: ancestor))), or give "
                + "\(displayName(of: ancestor)) room to show it."
        case .offWindow: return "Check its frame and its ancestors' frames: it is placed off screen."
        case .blocked(let block):
            let owner = displayName(of: block.responder)
            switch block.reason {
            case .hidden, .transparent:
                return "Show \(owner) (isHidden = false, alpha of at least 0.01) before the tap, if it is hidden "
                    + "only for now."
            case .userInteractionDisabled:
                return block.responder == view
                    ? "Set isUserInteractionEnabled = true on \(who)."
                    : "Set isUserInteractionEnabled = true on \(owner), or move \(who) out of it."
            case .pointOutside: return "Let point(inside:with:) answer true where \(who) should get touches."
            case .singularTransform: return "Give \(owner) a transform that can be inverted (no zero scale)."
            default:
                return "Let the override ask its subviews (call super.hitTest(_:with:)) where \(who) should get "
                    + "touches."
            }
        case .zeroSize:
            return "Give it a size (a missing Auto Layout constraint usually leaves it at zero), or grow its hit "
                + "area by overriding point(inside:with:)."
        case .notInWindow: return "Add it to a window's view hierarchy before it is tapped."
        }
    }

    /// A screen point for a sentence, to a tenth of a point: "(70, 190.5)".
    static func text(_ point: Point) -> String { "(\(text(point.x)), \(text(point.y)))" }

    /// A coordinate or a length for a sentence, to a tenth of a point and without a trailing `.0`: "70", "190.5".
    static func text(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
