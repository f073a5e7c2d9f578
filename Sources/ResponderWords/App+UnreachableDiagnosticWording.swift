import ResponderCore

extension App {
    /// The words of the diagnostics of a view drawn under the finger that hit-testing did not reach: the skip's
    /// condition comes from the skip table (App+HitTestSkip), worded once.
    func wording(of words: DiagnosticWords.Unreachable) -> Wording {
        switch words {
        case .interactionDisabled(let drawn):
            let condition = skipCondition(.userInteractionDisabled, of: drawn) ?? ""
            return Wording(
                message: "\(displayName(of: drawn)) is drawn under the finger, but it \(condition), so hit-testing "
                    + "skips it and its subviews.",
                hint: "Set isUserInteractionEnabled = true on \(self[drawn].className).")
        case .ancestorInteractionDisabled(let drawn, let ancestor):
            let condition = skipCondition(.userInteractionDisabled, of: ancestor) ?? ""
            let out =
                isImageView(ancestor)
                ? "the control out of the image view" : "the control out of it"
            return Wording(
                message: "\(displayName(of: drawn)) is visible under the finger, but its ancestor "
                    + "\(displayName(of: ancestor)) \(condition), so hit-testing skips it and everything inside it, "
                    + "\(displayName(of: drawn)) included.",
                hint: "Set isUserInteractionEnabled = true on \(displayName(of: ancestor)), or move \(out).")
        case .ancestorOverride(let drawn, let ancestor):
            return Wording(
                message: "\(displayName(of: drawn)) is visible under the finger, but \(displayName(of: ancestor)) "
                    + "overrides hitTest(_:with:) and does not return its subviews' hits.",
                hint: "Check \(self[ancestor].className).hitTest(_:with:).")
        case .outsideBounds(let drawn, let ancestor):
            let ancestorName = displayName(of: ancestor)
            return Wording(
                message: "\(displayName(of: drawn)) is drawn under the finger, but it lies outside the bounds of "
                    + "\(ancestorName) (clipsToBounds is false, so it still shows). Hit-testing rejected "
                    + "\(ancestorName) before it ever looked at its subviews, so the tap is never delivered.",
                hint: "Grow the frame of \(ancestorName) to contain it, move \(self[drawn].className) inside it, or "
                    + "override point(inside:with:) in \(self[ancestor].className) to include it.")
        case .covered(let covered, let hit, let window, let behindWindow, let inCell, let bar):
            return Wording(
                message: coveredMessage(
                    covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                hint: coveredHint(
                    covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar))
        }
    }

    /// Whether a view is an image view, `UIImageView` or a described subclass of it (the class catalogue resolved its
    /// class once), for the hint that moves a control out of it. Every language's hint reads it.
    func isImageView(_ view: Int) -> Bool { responders[view].uikitClass.name == "UIImageView" }

    private func coveredMessage(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        let front = self[hit]
        var message =
            "\(displayName(of: covered)) is under the finger, but \(displayName(of: hit)) lies in front of it and took "
            + "the touch: "
        if let behindWindow {
            message +=
                "it is in \(displayName(of: window)), which lies in front of \(displayName(of: behindWindow)) "
                + "(windowLevel \(Self.number(self[window].windowLevel)) against "
                + "\(Self.number(self[behindWindow].windowLevel))), and hit-testing asks the frontmost window first; "
                + "\(displayName(of: hit)) is visible, has isUserInteractionEnabled = true and contains the point. "
        } else if inCell {
            message +=
                "\(displayName(of: covered)) was added to the cell itself, and a cell's contentView lies on top of the "
                + "cell's own subviews. "
        } else {
            message +=
                "hit-testing asks the frontmost views first, and \(displayName(of: hit)) is visible, has "
                + "isUserInteractionEnabled = true and contains the point. "
        }
        if let bar {
            message +=
                "The point is below \(displayName(of: bar)), but the bar and its buttons take touches up to "
                + "\(Self.number(BarMetrics.navigationBarTouchSlop)) points below their bottom edge (observed on iOS, "
                + "not documented; Apple's technical support calls it a slop factor). "
        }
        if let color = front.backgroundColor, color.isClear {
            message +=
                "It is clear (backgroundColor \(color.text)), so \(self[covered].className) shows through it but "
                + "cannot be touched: hit-testing looks at flags and frames, never at colour. "
        }
        if let opaque = front.isOpaque {
            message += "Its isOpaque (\(opaque)) is only a drawing hint and changes nothing here. "
        }
        return message + "\(displayName(of: covered)) never sees the touch."
    }

    private func coveredHint(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        if bar != nil {
            return "Leave about \(Self.number(BarMetrics.navigationBarTouchSlop)) points between the navigation bar "
                + "and the first control under it, or make the control taller so that its lower part takes the tap."
        } else if behindWindow != nil {
            return "A window takes every touch inside its frame, even where it draws nothing: shrink "
                + "\(displayName(of: window)) to what it shows, hide it while it is not needed, or override its "
                + "hitTest(_:with:) to return nil when the hit is the window or its empty background, so touches go "
                + "on to the window behind."
        } else if inCell {
            return "Add \(self[covered].className) to the cell's contentView (contentView.addSubview), not to the cell."
        } else if isInteractive(hit) {
            return
                "If \(displayName(of: hit)) is meant to take this touch, nothing is wrong; otherwise move it, shrink "
                + "it, or bring \(displayName(of: covered)) to the front."
        }
        return "Set isUserInteractionEnabled = false on \(displayName(of: hit)) so touches fall through to what lies "
            + "behind it, remove it while it is not needed, or override its hitTest(_:with:) or point(inside:with:) "
            + "to return nil where it is empty."
    }
}
