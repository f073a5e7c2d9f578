import ResponderCore
import ResponderWords

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

    /// ` data-id="…" data-pointer="…" data-step="…"`; `also`: further steps the element stands for (the end of the
    /// chain's, on the last rung).
    mutating func identity(_ responder: Int, also: [Int] = []) {
        svg.attribute("data-id", app[responder].id)
        svg.attribute("data-pointer", pointer(responder))
        pathSteps(of: responder, also: also)
    }

    /// ` data-step="0 3"`: the indices in the event's `path` of the steps a responder takes part in, and of the steps
    /// in `also` (none, no attribute), so a page can pick out every element of step 3 with `[data-step~="3"]`.
    mutating func pathSteps(of responder: Int, also: [Int] = []) {
        let indices = ((steps[responder] ?? []) + also).sorted()
        guard !indices.isEmpty else { return }
        svg.beginAttribute("data-step")
        for (position, index) in indices.enumerated() {
            if position > 0 { svg.raw(" ") }
            svg.integer(index)
        }
        svg.endAttribute()
    }

    mutating func drawWindows() {
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
            title(of: window.window, block: window.touchBlock, extra: window.isKey ? words(.keyWindow) : nil)
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
            let first = viewIndex
            while viewIndex < views.count, views[viewIndex].window == window.window, !isFull {
                drawView(views[viewIndex], inset: insets[viewIndex])
                viewIndex += 1
            }
            // The window's views' labels, over all its views so that no view paints over a label; each is
            // clickable.
            let labelled = views[first..<viewIndex].filter { labels[$0.view] != nil }
            if !labelled.isEmpty {
                svg.raw("<g class=\"labels\" aria-hidden=\"true\">\n")
                for placement in labelled { label(of: placement.view, offset: origin) }
                svg.close("g")
            }
            svg.close("g")
        }
        // A window in front would hide the name of one behind it: windows' labels are drawn over every window.
        let labelled = scene.layout.windows.filter { labels[$0.window] != nil }
        if !labelled.isEmpty {
            svg.raw("<g class=\"labels\" aria-hidden=\"true\">\n")
            for window in labelled { label(of: window.window, offset: .zero) }
            svg.close("g")
        }
    }

    /// A view, drawn `inset` points inside its outline when it shares it with a view drawn before it.
    mutating func drawView(_ placement: ViewPlacement, inset: Double) {
        let view = placement.view
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
        svg.close("g")
    }

    /// A responder's label as ``labels`` placed it, drawn `offset` less (its window's origin).
    private mutating func label(of responder: Int, offset: Point) {
        guard let placement = labels[responder] else { return }
        // A subject's label outside its view: a leader joins the two.
        if let leader = placement.leader {
            svg.start("line")
            svg.attribute("class", word: "label-leader")
            svg.attribute("x1", leader.from.x - offset.x)
            svg.attribute("y1", leader.from.y - offset.y)
            svg.attribute("x2", leader.to.x - offset.x)
            svg.attribute("y2", leader.to.y - offset.y)
            svg.endEmpty()
        }
        label(
            lines: placement.lines,
            at: Point(x: placement.origin.x - offset.x, y: placement.origin.y - offset.y), of: responder,
            kind: placement.leader == nil ? "label" : "label outside")
    }

    /// What a view's dashed hit-area outline means, for its tooltip.
    mutating func hitAreaNote(_ rule: PointInsideOverride) {
        var size = (width: "", height: "")
        switch rule {
        case .bounds: return
        case .minimumSize(let minimum): size = (SVGWriter.number(minimum.width), SVGWriter.number(minimum.height))
        case .insets, .always, .never, .regions: break
        }
        svg.raw("\n")
        svg.text(words(.hitArea(rule, width: size.width, height: size.height)))
    }

    /// The tooltip of a view, window or other responder: its name, its hit-test outcome, its roles, what stops
    /// its touches, and a last line (`extra`) or what its hit area is.
    mutating func title(
        of responder: Int, block: TouchBlock?, extra: String? = nil, hitArea: PointInsideOverride = .bounds
    ) {
        svg.raw("<title>")
        svg.text(name(responder))
        if app[responder].isSynthesized {
            var owner: String?
            if let index = app[responder].synthesizedFor, index < app.count, index != responder { owner = name(index) }
            svg.raw("\n")
            svg.text(words(.inserted(for: owner)))
        }
        if let outcome = outcomes[responder] {
            svg.raw("\n")
            svg.text(words(.hitTestOutcome(outcome.rawValue)))
        }
        for role in roles[responder] ?? [] where role.style.kind == .event {
            svg.raw("\n")
            svg.text(words(.roleSentence(role)))
        }
        if let block {
            svg.raw("\n")
            svg.text(app.explanation(of: block, for: responder, in: scene.language))
        }
        if let extra {
            svg.raw("\n")
            svg.text(extra)
        }
        hitAreaNote(hitArea)
        svg.raw("</title>\n")
    }

    /// A view's or window's label, best first: what UIKit made it for (``ownedName(of:)``), or the class and the
    /// id when it says more (ids made from JSON Pointers are left to the title); then the id alone, when it is one
    /// the request gave, or (for a view UIKit inserted) its owner alone, then its class.
    ///
    /// A bar button item or a tab whose title the request gave (`UIBarButtonItem.title`, `UITabBarItem.title`) is
    /// labelled with it first, in quotes: `"Save" _UIButtonBarButton 'saveItem'`, then `"Save" saveItem`, then
    /// (but for a `subject` the request named, whose label always names it) the title alone.
    mutating func labelTexts(of responder: Int, subject: Bool = false) -> [String] {
        let texts = plainLabelTexts(of: responder)
        guard let title = app[responder].barItemTitle else { return texts }
        let quoted = "\"" + title + "\""
        var titled = texts.map { quoted + " " + $0 }
        if !subject || app[responder].isSynthesized || app[responder].id.hasPrefix("/") { titled.append(quoted) }
        return titled
    }

    /// ``labelTexts(of:subject:)`` without a title.
    private mutating func plainLabelTexts(of responder: Int) -> [String] {
        let (id, className) = (app[responder].id, app[responder].className)
        if let owned = ownedName(of: responder), let owner = app[responder].synthesizedFor {
            // Short of room, what it belongs to tells it apart better than its class.
            return [owned, ownerName(owner), className]
        }
        let made = id.hasPrefix("/") || id.contains(".") && app[responder].isSynthesized
        if made || className == id { return [className] }
        return [name(responder), id]
    }

    /// A view UIKit inserted, named by what it belongs to: `UITabBarButton of 'feed'` (the tab of the feed
    /// controller), `UITransitionView of 'inbox'`, `_UIButtonBarButton of 'nav'` (its back button). Three tab bar
    /// buttons would otherwise all read `UITabBarButton`. Nil for any other responder.
    ///
    /// The scene knows what each such view was made for (its owner), not the titles of tabs or bar items, which
    /// the request does not describe.
    func ownedName(of responder: Int) -> String? {
        guard app[responder].isSynthesized, let owner = app[responder].synthesizedFor, owner < app.count,
            owner != responder
        else { return nil }
        return words(.owned(className: app[responder].className, owner: ownerName(owner)))
    }

    /// An owner in ``ownedName(of:)``: its id in quotes, or its class when its id is a JSON Pointer.
    private func ownerName(_ owner: Int) -> String {
        let id = app[owner].id
        return id.hasPrefix("/") || id == app[owner].className ? app[owner].className : "'" + id + "'"
    }

    /// A label of one or more lines, the first line's top at `point`; with `responder`, one a page can click to
    /// pick that responder (it carries its `data-id`).
    mutating func label(lines: [String], at point: Point, of responder: Int? = nil, kind: StaticString = "label") {
        svg.start("text")
        svg.attribute("class", word: kind)
        if let responder {
            svg.attribute("data-id", app[responder].id)
            pathSteps(of: responder)
        }
        svg.attribute("x", point.x)
        svg.attribute("y", point.y + LabelText.ascent)
        svg.end()
        if lines.count == 1 {
            svg.text(lines[0])
        } else {
            for (index, line) in lines.enumerated() {
                svg.start("tspan")
                svg.attribute("x", point.x)
                if index > 0 { svg.attribute("dy", LabelText.lineHeight) }
                svg.end()
                svg.text(line)
                svg.raw("</tspan>")
            }
        }
        svg.close("text")
    }
}
