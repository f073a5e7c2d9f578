import ResponderCore

/// The screen: every window, translated to its place, and its views back to front, each with its tooltip and label.
extension Renderer {
    // MARK: Windows and views

    /// ` class="base roles… no-touches hidden outcome-… extra"`: every role of a responder as a class.
    mutating func classes(
        _ base: StaticString, of responder: Int, block: TouchBlock?, synthesized: Bool = false,
        extra: StaticString? = nil
    ) {
        svg.beginAttribute("class")
        svg.raw(base)
        roleClasses(of: responder)
        if synthesized { svg.raw(" synthesized") }
        if let block {
            svg.raw(" no-touches")
            if block.reason == .hidden { svg.raw(" hidden") }
        }
        if let outcome = outcomes[responder] {
            svg.raw(" outcome-")
            svg.text(outcome.rawValue)
        }
        if let extra {
            svg.raw(" ")
            svg.raw(extra)
        }
        svg.endAttribute()
    }

    /// ` role role… in-chain`: a responder's roles in the event, as classes.
    mutating func roleClasses(of responder: Int) {
        for role in roles[responder] ?? [] {
            svg.raw(" ")
            svg.text(role.rawValue)
        }
        if inChain.contains(responder) { svg.raw(" in-chain") }
    }

    /// ` data-id="…" data-pointer="…"`.
    mutating func identity(_ responder: Int) {
        svg.attribute("data-id", app[responder].id)
        svg.attribute("data-pointer", pointer(responder))
    }

    mutating func drawWindows() {
        // A window in front would hide the name of one behind it: windows' labels are drawn over every window, in
        // screen coordinates, each below the labels of the windows with the same corner.
        var windowLabels: [(responder: Int, text: String, at: Point, width: Double)] = []
        var viewIndex = 0
        let views = scene.layout.views
        for (windowIndex, window) in scene.layout.windows.enumerated() {
            let origin = window.frame.origin
            let inset = windowInsets[windowIndex]
            svg.start("g")
            classes("window", of: window.window, block: window.touchBlock, extra: window.isKey ? "key-window" : nil)
            identity(window.window)
            svg.attribute("data-z", window.zOrder)
            svg.beginAttribute("transform")
            svg.raw("translate(")
            svg.number(origin.x)
            svg.raw(" ")
            svg.number(origin.y)
            svg.raw(")")
            svg.endAttribute()
            svg.raw(">\n")
            title(of: window.window, block: window.touchBlock, extra: window.isKey ? "key window" : nil)
            let paint = paint(of: window.window, block: window.touchBlock, onScreen: true)
            svg.start("rect")
            shapeClass(paint, kind: "window-shape")
            // A window with the frame of one behind it is drawn inside it (see NestedOutlines).
            svg.attribute("x", inset)
            svg.attribute("y", inset)
            svg.attribute("width", max(window.frame.size.width - 2 * inset, 0))
            svg.attribute("height", max(window.frame.size.height - 2 * inset, 0))
            svg.endEmpty()
            rings(
                paint,
                around: NestedOutlines.inset(
                    Quad(Rect(origin: .zero, size: window.frame.size), through: .identity), by: inset))
            // Below the labels of the windows behind it with the same corner.
            let stacked = Double(labelsAt[origin, default: 0])
            labelsAt[origin, default: 0] += 1
            windowLabels.append(
                (
                    window.window, name(window.window),
                    Point(x: origin.x + inset + 4, y: origin.y + 12 + 12 * stacked),
                    window.frame.size.width - 2 * inset - 8
                ))
            while viewIndex < views.count, views[viewIndex].window == window.window, !isFull {
                drawView(views[viewIndex], inset: insets[viewIndex], windowOrigin: origin)
                viewIndex += 1
            }
            if !pendingLabels.isEmpty {
                // The labels of views that share a frame make a list down from its corner; each is clickable.
                svg.raw("<g class=\"labels\" aria-hidden=\"true\">\n")
                for pending in pendingLabels {
                    label(pending.text, at: pending.at, width: pending.width, of: pending.responder)
                }
                svg.close("g")
                pendingLabels = []
            }
            svg.close("g")
        }
        if !windowLabels.isEmpty {
            svg.raw("<g class=\"labels\" aria-hidden=\"true\">\n")
            for pending in windowLabels {
                label(pending.text, at: pending.at, width: pending.width, of: pending.responder)
            }
            svg.close("g")
        }
    }

    /// A view, drawn `inset` points inside its outline when it shares it with a view drawn before it.
    mutating func drawView(_ placement: ViewPlacement, inset: Double, windowOrigin: Point) {
        let view = placement.view
        let box = placement.frameInWindow
        svg.start("g")
        classes("view", of: view, block: placement.touchBlock, synthesized: app[view].isSynthesized)
        identity(view)
        svg.attribute("data-z", placement.zOrder)
        svg.end()
        title(of: view, block: placement.touchBlock, hitArea: placement.hitAreaRule)
        let paint = paint(of: view, block: placement.touchBlock, onScreen: true)
        let outline = NestedOutlines.inset(placement.corners, by: inset)
        svg.start("polygon")
        shapeClass(paint)
        svg.attribute("points", points: outline.corners)
        svg.endEmpty()
        rings(paint, around: outline)
        if let area = placement.hitArea, area != placement.corners {
            svg.start("polygon")
            svg.attribute("class", word: "hit-area")
            svg.attribute("points", points: area.corners)
            svg.endEmpty()
        }
        if box.size.width >= Diagram.minimumLabelledSize.width, box.size.height >= Diagram.minimumLabelledSize.height {
            // Views sharing a frame (a wrapper and what it wraps) stack their labels instead of overprinting.
            let anchor = Point(x: windowOrigin.x + box.minX, y: windowOrigin.y + box.minY)
            let stacked = Double(labelsAt[anchor, default: 0])
            labelsAt[anchor, default: 0] += 1
            if (stacked + 1) * 12 + 2 <= box.size.height {
                pendingLabels.append(
                    (
                        view, shortName(of: view), Point(x: box.minX + inset + 3, y: box.minY + 11 + 12 * stacked),
                        box.size.width - 2 * inset - 6
                    ))
            }
        }
        svg.close("g")
    }

    /// What a view's dashed hit-area outline means, for its tooltip.
    mutating func hitAreaNote(_ rule: PointInsideOverride) {
        switch rule {
        case .bounds: return
        case .minimumSize(let size):
            svg.raw("\npoint(inside:) accepts at least ")
            svg.number(size.width)
            svg.raw("×")
            svg.number(size.height)
            svg.raw(" points around its centre (dashed outline)")
        case .insets: svg.raw("\npoint(inside:) uses its bounds with edge insets (dashed outline)")
        case .always: svg.raw("\npoint(inside:) accepts every point")
        case .never: svg.raw("\npoint(inside:) accepts no point")
        }
    }

    /// The tooltip of a view, window or other responder: its name, its hit-test outcome, its roles, what stops
    /// its touches, and a last line (`extra`) or what its hit area is.
    mutating func title(
        of responder: Int, block: TouchBlock?, extra: StaticString? = nil, hitArea: PointInsideOverride = .bounds
    ) {
        svg.raw("<title>")
        svg.text(name(responder))
        if app[responder].isSynthesized { svg.raw("\ninserted by UIKit at run time") }
        if let outcome = outcomes[responder] {
            svg.raw("\nhit-test: ")
            svg.text(outcome.rawValue)
        }
        for role in roles[responder] ?? [] {
            guard let sentence = role.style.sentence else { continue }
            svg.raw("\n")
            svg.text(sentence)
        }
        if let block {
            svg.raw("\n")
            svg.text(app.explanation(of: block, for: responder))
        }
        if let extra {
            svg.raw("\n")
            svg.raw(extra)
        }
        hitAreaNote(hitArea)
        svg.raw("</title>\n")
    }

    /// A label: the class, and the id when it says more (ids made from JSON Pointers are left to the title).
    mutating func shortName(of responder: Int) -> String {
        let (id, className) = (app[responder].id, app[responder].className)
        return id.hasPrefix("/") || id.contains(".") && app[responder].isSynthesized ? className : name(responder)
    }

    /// A label; with `responder`, one a page can click to pick that responder (it carries its `data-id`).
    mutating func label(_ text: String, at point: Point, width: Double, of responder: Int? = nil) {
        svg.start("text")
        svg.attribute("class", word: "label")
        if let responder { svg.attribute("data-id", app[responder].id) }
        svg.attribute("x", point.x)
        svg.attribute("y", point.y)
        svg.end()
        // About 6 points per character at 11 px: cut what would not fit (a name no longer in bytes than that fits
        // without counting its characters).
        let fits = Int(min(max(width / 6, 3), 10_000))
        if text.utf8.count > fits, text.count > fits {
            svg.text(String(text.prefix(fits - 1)))
            svg.raw("…")
        } else {
            svg.text(text)
        }
        svg.close("text")
    }
}
