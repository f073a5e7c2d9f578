import ResponderCore

/// What one diagram shows: an app's windows and views where they are, and optionally one evaluated event (its
/// fingers, hit-test, responder chain, handler and diagnostics) or a responder chain on its own.
public struct DiagramScene: Sendable {
    public var app: App
    public var layout: ScreenLayout
    /// Each responder's JSON Pointer in the request, by app index (written as `data-pointer`).
    public var pointers: [String]
    /// The diagram's title (the request's title, or what it shows).
    public var title: String
    /// The event drawn, when the diagram is of a dispatch.
    public var result: EventResult?
    /// The chain drawn: the event's, or the one asked for.
    public var chain: ResponderChain?
    /// The event's index in the request (written as `data-event`).
    public var event: Int?

    public init(
        app: App, layout: ScreenLayout, pointers: [String], title: String, result: EventResult? = nil,
        chain: ResponderChain? = nil, event: Int? = nil
    ) {
        self.event = event
        self.app = app
        self.layout = layout
        self.pointers = pointers
        self.title = title
        self.result = result
        self.chain = chain ?? result?.chain
    }
}

/// Draws a ``DiagramScene`` as SVG: windows and views where they are (rotated views rotated), each hit-test
/// outcome, the fingers, effective hit areas that differ from the frame, the responder chain as numbered arrows
/// with each link's rule as its tooltip, the handler, swallowing and starved responders, diagnosed responders,
/// and a legend.
///
/// ```
///  ┌ screen (points) ────────────────┐  ┌ not views ──────┐
///  │ window ▸ views, back to front   │  │ controllers,    │   chain: ①→②→③ … arrows between the centres
///  │   ● finger    ▭ hit view        │  │ scene, app,     │          of the responders, rule in <title>
///  └─────────────────────────────────┘  │ delegates       │
///  legend                               └─────────────────┘
/// ```
///
/// Every element that stands for a responder carries `data-id`, `data-pointer` (its object in the request) and a
/// class per role (`view`, `window`, `hit-view`, `handler`, `swallowed`, `starved`, `diagnosed`, `in-chain`,
/// `no-touches`, `hidden`, `synthesized`, `outcome-<hit-test outcome>`), styled by an embedded stylesheet a page
/// can override. The output is deterministic: the same scene gives the same bytes.
public enum Diagram {
    /// The SVG document.
    public static func svg(_ scene: DiagramScene) -> String { String(decoding: svgBytes(scene), as: UTF8.self) }

    /// The SVG document as UTF-8 bytes, as the service answers it.
    public static func svgBytes(_ scene: DiagramScene) -> [UInt8] {
        var renderer = Renderer(scene: scene)
        return renderer.render()
    }

    /// The diagram's default look, as CSS: every rule targets a class, so a page's own CSS can restyle any role.
    /// Embedded in each diagram as a `<style>` element, and served on its own at `/playground/diagram.css` for pages
    /// whose Content-Security-Policy refuses inline styles (they remove the element and link this instead).
    public static let css = """
        .responderlab-diagram { font-family: sans-serif; font-size: 11px; }
        .responderlab-diagram .shape { fill: #ffffff; fill-opacity: 0.45; stroke: #718096; stroke-width: 1; }
        .responderlab-diagram .window > .shape { fill: #edf2f7; fill-opacity: 1; stroke: #2d3748; stroke-width: 2; }
        .responderlab-diagram .label { fill: #1a202c; pointer-events: none; }
        .responderlab-diagram .no-touches > .shape { fill: #e2e8f0; stroke-dasharray: 4 3; }
        .responderlab-diagram .hidden > .shape { fill-opacity: 0.2; stroke-dasharray: 1 3; }
        .responderlab-diagram .synthesized > .shape { stroke: #6b46c1; stroke-dasharray: 6 2; }
        .responderlab-diagram .outcome-hidden > .shape, .responderlab-diagram .outcome-transparent > .shape { stroke: #a0aec0; }
        .responderlab-diagram .outcome-userInteractionDisabled > .shape { stroke: #975a16; }
        .responderlab-diagram .outcome-pointOutside > .shape { stroke: #a0aec0; }
        .responderlab-diagram .outcome-singularTransform > .shape { stroke: #a0aec0; stroke-dasharray: 2 2; }
        .responderlab-diagram .outcome-hitTestReturnsNil > .shape { stroke: #c05621; stroke-dasharray: 5 2; }
        .responderlab-diagram .outcome-containsHit > .shape { stroke: #2b6cb0; stroke-width: 2; }
        .responderlab-diagram .outcome-passedThrough > .shape { stroke: #2c7a7b; stroke-dasharray: 5 2; }
        .responderlab-diagram .outcome-interceptedBySelf > .shape, .responderlab-diagram .outcome-redirected > .shape { stroke: #b83280; stroke-width: 2; }
        .responderlab-diagram .outcome-hit > .shape { stroke: #2b6cb0; stroke-width: 3; }
        .responderlab-diagram .hit-view > .shape { fill: #bee3f8; fill-opacity: 0.9; }
        .responderlab-diagram .handler > .shape { fill: #c6f6d5; fill-opacity: 0.9; stroke: #276749; stroke-width: 3; }
        .responderlab-diagram .swallowed > .shape { fill: #fed7d7; fill-opacity: 0.9; stroke: #c53030; stroke-width: 3; }
        .responderlab-diagram .starved > .shape { fill: #fefcbf; fill-opacity: 0.9; stroke: #b7791f; }
        .responderlab-diagram .diagnosed > .shape { stroke: #dd6b20; stroke-width: 3; }
        .responderlab-diagram .responder > .shape { fill: #faf5ff; fill-opacity: 1; }
        .responderlab-diagram .hit-area { fill: none; stroke: #d53f8c; stroke-width: 1.5; stroke-dasharray: 3 2; }
        .responderlab-diagram .finger { fill: #e53e3e; fill-opacity: 0.6; stroke: #742a2a; stroke-width: 1.5; }
        .responderlab-diagram .chain-link { stroke: #2c5282; stroke-width: 1.5; fill: none; }
        .responderlab-diagram .arrow-head { fill: #2c5282; }
        .responderlab-diagram .step-badge { fill: #2c5282; }
        .responderlab-diagram .step-number { fill: #ffffff; font-size: 10px; font-weight: bold; pointer-events: none; }

        """

    /// Views smaller than this (in points) are drawn without a label; their `<title>` keeps the name.
    static let minimumLabelledSize = (width: 36.0, height: 14.0)
}

private struct Renderer {
    let scene: DiagramScene
    var app: App { scene.app }
    var svg = SVGWriter()
    /// Each responder's roles, as CSS classes.
    var roles: [Int: [String]] = [:]
    /// Hit-test outcome per view, from the event's touches (the first touch that asked a view wins).
    var outcomes: [Int: HitTestOutcome] = [:]
    /// Where each view or window's centre is on the screen, for the chain's arrows.
    var centres: [Int: Point] = [:]
    /// The screen's extent: every window's frame.
    var screen = Rect(x: 0, y: 0, width: 0, height: 0)
    /// How many labels start at each point (views that share a frame), so each next one goes below.
    var labelsAt: [Point: Int] = [:]
    /// A window's view labels, written after all its views so no view paints over another's label.
    var pendingLabels: [(text: String, at: Point, width: Double)] = []

    init(scene: DiagramScene) {
        self.scene = scene
        if let first = scene.layout.windows.first?.frame {
            var minX = first.minX
            var minY = first.minY
            var maxX = first.maxX
            var maxY = first.maxY
            for window in scene.layout.windows {
                minX = min(minX, window.frame.minX)
                minY = min(minY, window.frame.minY)
                maxX = max(maxX, window.frame.maxX)
                maxY = max(maxY, window.frame.maxY)
            }
            screen = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        collectRoles()
    }

    private mutating func addRole(_ role: String, to responder: Int) {
        if roles[responder]?.contains(role) == true { return }
        roles[responder, default: []].append(role)
    }

    private mutating func collectRoles() {
        if let result = scene.result {
            for touch in result.touches {
                for step in touch.trace.steps where outcomes[step.view] == nil { outcomes[step.view] = step.outcome }
                if let hit = touch.trace.hitView { addRole("hit-view", to: hit) }
            }
            if let handler = result.handler { addRole("handler", to: handler) }
            for delivery in result.deliveries {
                for step in delivery.steps where step.behavior == .swallowed {
                    addRole("swallowed", to: step.responder)
                }
                for responder in delivery.starved { addRole("starved", to: responder) }
            }
            for diagnostic in result.diagnostics {
                for responder in diagnostic.responders { addRole("diagnosed", to: responder) }
            }
        }
        for link in scene.chain?.links ?? [] { addRole("in-chain", to: link.responder) }
    }

    // MARK: The document

    mutating func render() -> [UInt8] {
        let sideWidth = 230.0
        let chainSide = sideResponders()
        let legendHeight = 150.0
        let margin = 16.0
        let sideHeight = Double(chainSide.count) * 40 + 40
        let width = screen.size.width + sideWidth + 3 * margin
        let height = max(screen.size.height, sideHeight) + legendHeight + 3 * margin
        let originX = screen.minX - margin
        let originY = screen.minY - margin
        svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", "responderlab-diagram"),
                ("viewBox", [originX, originY, width, height].map(SVGWriter.number).joined(separator: " ")),
                ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height)), ("role", "img"),
                ("aria-labelledby", "rl-title rl-desc"),
                ("data-event", scene.event.map(String.init)),
            ])
        svg.raw("\n")
        svg.element("title", [("id", "rl-title")], text: scene.title)
        svg.element("desc", [("id", "rl-desc")], text: description())
        svg.raw(Self.stylesheet)
        svg.raw(
            #"<defs><marker id="rl-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" "#
                + #"orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrow-head"/></marker></defs>"#
                + "\n")
        svg.open("g", [("class", "screen")])
        svg.raw("\n")
        drawWindows()
        svg.close("g")
        drawSideResponders(chainSide, x: screen.maxX + 2 * margin, y: screen.minY, width: sideWidth - margin)
        drawFingers()
        drawChain()
        drawLegend(x: screen.minX, y: max(screen.maxY, screen.minY + sideHeight) + 2 * margin)
        svg.close("svg")
        return svg.bytes
    }

    /// A sentence saying what the picture shows, for screen readers.
    private func description() -> String {
        var parts: [String] = []
        let windows = scene.layout.windows.count
        let views = scene.layout.views.count
        parts.append("\(windows) window\(windows == 1 ? "" : "s") and \(views) view\(views == 1 ? "" : "s").")
        if let result = scene.result {
            for touch in result.touches {
                let at = "(\(SVGWriter.number(touch.trace.point.x)), \(SVGWriter.number(touch.trace.point.y)))"
                if let hit = touch.trace.hitView {
                    parts.append("Finger \(touch.index + 1) at \(at) hits \(app.displayName(of: hit)).")
                } else {
                    parts.append("Finger \(touch.index + 1) at \(at) hits no view.")
                }
            }
            if let handler = result.handler {
                parts.append("Handled by \(app.displayName(of: handler)) (\(result.outcome.rawValue)).")
            } else {
                parts.append("Outcome: \(result.outcome.rawValue).")
            }
        }
        if let chain = scene.chain, !chain.links.isEmpty {
            parts.append(
                "Responder chain: " + chain.links.map { app.displayName(of: $0.responder) }.joined(separator: " → ")
                    + ".")
        }
        return parts.joined(separator: " ")
    }

    // MARK: Windows and views

    private mutating func drawWindows() {
        var viewIndex = 0
        let views = scene.layout.views
        for window in scene.layout.windows {
            let origin = window.frame.origin
            centres[window.window] = Point(x: window.frame.midX, y: window.frame.midY)
            var classes = ["window"] + (roles[window.window] ?? [])
            if let block = window.touchBlock {
                classes.append("no-touches")
                if block.reason == .hidden { classes.append("hidden") }
            }
            if let outcome = outcomes[window.window] { classes.append("outcome-" + outcome.rawValue) }
            if window.isKey { classes.append("key-window") }
            svg.open(
                "g",
                [
                    ("class", classes.joined(separator: " ")), ("data-id", app[window.window].id),
                    ("data-pointer", pointer(window.window)), ("data-z", String(window.zOrder)),
                    ("transform", "translate(\(SVGWriter.number(origin.x)) \(SVGWriter.number(origin.y)))"),
                ])
            svg.raw("\n")
            svg.title(title(of: window.window, block: window.touchBlock, extra: window.isKey ? "key window" : nil))
            let bounds = Rect(origin: .zero, size: window.frame.size)
            svg.open(
                "rect",
                [
                    ("class", "shape"), ("x", "0"), ("y", "0"), ("width", SVGWriter.number(bounds.size.width)),
                    ("height", SVGWriter.number(bounds.size.height)),
                ], selfClosing: true)
            labelsAt[origin, default: 0] += 1
            pendingLabels.append((app.displayName(of: window.window), Point(x: 4, y: 12), bounds.size.width))
            while viewIndex < views.count, views[viewIndex].window == window.window {
                drawView(views[viewIndex], windowOrigin: origin)
                viewIndex += 1
            }
            if !pendingLabels.isEmpty {
                svg.open("g", [("class", "labels"), ("aria-hidden", "true")])
                svg.raw("\n")
                for pending in pendingLabels { label(pending.text, at: pending.at, width: pending.width) }
                svg.close("g")
                pendingLabels = []
            }
            svg.close("g")
        }
    }

    private mutating func drawView(_ placement: ViewPlacement, windowOrigin: Point) {
        let view = placement.view
        let box = placement.frameInWindow
        centres[view] = Point(x: windowOrigin.x + box.midX, y: windowOrigin.y + box.midY)
        var classes = ["view"] + (roles[view] ?? [])
        if app[view].isSynthesized { classes.append("synthesized") }
        if let block = placement.touchBlock {
            classes.append("no-touches")
            if block.reason == .hidden { classes.append("hidden") }
        }
        if let outcome = outcomes[view] { classes.append("outcome-" + outcome.rawValue) }
        svg.open(
            "g",
            [
                ("class", classes.joined(separator: " ")), ("data-id", app[view].id), ("data-pointer", pointer(view)),
                ("data-z", String(placement.zOrder)),
            ])
        svg.title(title(of: view, block: placement.touchBlock, extra: hitAreaNote(placement)))
        svg.open(
            "polygon", [("class", "shape"), ("points", SVGWriter.points(placement.corners.corners))], selfClosing: true)
        if let area = placement.hitArea, area != placement.corners {
            svg.open(
                "polygon", [("class", "hit-area"), ("points", SVGWriter.points(area.corners))], selfClosing: true)
        }
        if box.size.width >= Diagram.minimumLabelledSize.width, box.size.height >= Diagram.minimumLabelledSize.height {
            // Views sharing a frame (a wrapper and what it wraps) stack their labels instead of overprinting.
            let anchor = Point(x: windowOrigin.x + box.minX, y: windowOrigin.y + box.minY)
            let stacked = Double(labelsAt[anchor, default: 0])
            labelsAt[anchor, default: 0] += 1
            if (stacked + 1) * 12 + 2 <= box.size.height {
                pendingLabels.append(
                    (shortName(of: view), Point(x: box.minX + 3, y: box.minY + 11 + 12 * stacked), box.size.width - 6))
            }
        }
        svg.close("g")
    }

    private func hitAreaNote(_ placement: ViewPlacement) -> String? {
        switch placement.hitAreaRule {
        case .bounds: return nil
        case .minimumSize(let size):
            return "point(inside:) accepts at least \(SVGWriter.number(size.width))×\(SVGWriter.number(size.height)) "
                + "points around its centre (dashed outline)"
        case .insets: return "point(inside:) uses its bounds with edge insets (dashed outline)"
        case .always: return "point(inside:) accepts every point"
        case .never: return "point(inside:) accepts no point"
        }
    }

    /// The tooltip of a view or window: its name, its hit-test outcome, its roles, and what stops its touches.
    private func title(of responder: Int, block: TouchBlock?, extra: String?) -> String {
        var lines = [app.displayName(of: responder)]
        if app[responder].isSynthesized { lines.append("inserted by UIKit at run time") }
        if let outcome = outcomes[responder] { lines.append("hit-test: " + outcome.rawValue) }
        for role in roles[responder] ?? [] {
            switch role {
            case "hit-view": lines.append("the hit-test view")
            case "handler": lines.append("handled the event")
            case "swallowed": lines.append("swallowed the touches (overrides without calling super)")
            case "starved": lines.append("never received the touches it overrides")
            case "diagnosed": lines.append("named by a diagnostic")
            default: break
            }
        }
        if let block { lines.append(app.explanation(of: block, for: responder)) }
        if let extra { lines.append(extra) }
        return lines.joined(separator: "\n")
    }

    private func pointer(_ responder: Int) -> String {
        responder < scene.pointers.count ? scene.pointers[responder] : ""
    }

    /// A label: the class, and the id when it says more (ids made from JSON Pointers are left to the title).
    private func shortName(of responder: Int) -> String {
        let (id, className) = (app[responder].id, app[responder].className)
        return id.hasPrefix("/") || id.contains(".") && app[responder].isSynthesized
            ? className : app.displayName(of: responder)
    }

    private mutating func label(_ text: String, at point: Point, width: Double) {
        // About 6 points per character at 11 px: cut what would not fit.
        let fits = max(Int(width / 6), 3)
        let shown = text.count > fits ? String(text.prefix(fits - 1)) + "…" : text
        svg.element(
            "text", [("class", "label"), ("x", SVGWriter.number(point.x)), ("y", SVGWriter.number(point.y))],
            text: shown)
    }

    // MARK: Responders that are not views

    /// The chain's responders that have no place on the screen (controllers, scenes, the application, delegates).
    private func sideResponders() -> [Int] {
        var seen: Set<Int> = []
        var side: [Int] = []
        let placed = Set(scene.layout.views.map(\.view)).union(scene.layout.windows.map(\.window))
        for link in scene.chain?.links ?? [] where !placed.contains(link.responder) {
            if seen.insert(link.responder).inserted { side.append(link.responder) }
        }
        return side
    }

    private mutating func drawSideResponders(_ side: [Int], x: Double, y: Double, width: Double) {
        guard !side.isEmpty else { return }
        svg.open("g", [("class", "off-screen")])
        svg.raw("\n")
        label("Responders that are not views", at: Point(x: x, y: y + 12), width: width + 60)
        for (position, responder) in side.enumerated() {
            let top = y + 24 + Double(position) * 40
            centres[responder] = Point(x: x + 14, y: top + 14)
            let classes = ["responder", app[responder].kind.rawValue] + (roles[responder] ?? [])
            svg.open(
                "g",
                [
                    ("class", classes.joined(separator: " ")), ("data-id", app[responder].id),
                    ("data-pointer", pointer(responder)),
                ])
            svg.title(title(of: responder, block: nil, extra: nil))
            svg.open(
                "rect",
                [
                    ("class", "shape"), ("x", SVGWriter.number(x)), ("y", SVGWriter.number(top)),
                    ("width", SVGWriter.number(width)), ("height", "28"), ("rx", "6"),
                ], selfClosing: true)
            label(shortName(of: responder), at: Point(x: x + 28, y: top + 18), width: width - 34)
            svg.close("g")
        }
        svg.close("g")
    }

    // MARK: Fingers, chain, legend

    private mutating func drawFingers() {
        guard let result = scene.result, !result.touches.isEmpty else { return }
        svg.open("g", [("class", "fingers")])
        svg.raw("\n")
        for touch in result.touches {
            let point = touch.trace.point
            svg.open(
                "circle",
                [
                    ("class", "finger"), ("data-touch", String(touch.index)), ("cx", SVGWriter.number(point.x)),
                    ("cy", SVGWriter.number(point.y)), ("r", "9"),
                ])
            let hit = touch.trace.hitView.map { "hits " + app.displayName(of: $0) } ?? "hits no view"
            svg.title(
                "Finger \(touch.index + 1) at (\(SVGWriter.number(point.x)), \(SVGWriter.number(point.y))): \(hit)")
            svg.close("circle")
        }
        svg.close("g")
    }

    private mutating func drawChain() {
        guard let chain = scene.chain, chain.links.count > 1 else { return }
        // Each step's badge sits at its responder's centre; responders sharing a centre (a view and the wrapper
        // around it) put their badges side by side.
        var badges: [Point?] = []
        var used: [Point: Int] = [:]
        for link in chain.links {
            guard let centre = centres[link.responder] else {
                badges.append(nil)
                continue
            }
            let count = used[centre, default: 0]
            used[centre] = count + 1
            badges.append(Point(x: centre.x + Double(count) * 19, y: centre.y))
        }
        svg.open("g", [("class", "chain")])
        svg.raw("\n")
        for (position, link) in chain.links.enumerated() {
            guard let from = badges[position] else { continue }
            let number = String(position + 1)
            if position + 1 < chain.links.count, let to = badges[position + 1] {
                let explanation = link.rule.map { "next: \($0.rawValue). \($0.explanation)" } ?? "next"
                svg.open(
                    "line",
                    [
                        ("class", "chain-link"), ("data-step", number), ("data-id", app[link.responder].id),
                        ("data-pointer", pointer(link.responder)), ("data-rule", link.rule?.rawValue),
                        ("x1", SVGWriter.number(from.x)), ("y1", SVGWriter.number(from.y)),
                        ("x2", SVGWriter.number(to.x)), ("y2", SVGWriter.number(to.y)),
                        ("marker-end", "url(#rl-arrow)"),
                    ])
                svg.title(
                    "\(number). \(app.displayName(of: link.responder)) → "
                        + "\(app.displayName(of: chain.links[position + 1].responder)): \(explanation)")
                svg.close("line")
            }
            svg.open(
                "g",
                [
                    ("class", "chain-step"), ("data-step", number), ("data-id", app[link.responder].id),
                    ("data-pointer", pointer(link.responder)),
                ])
            svg.title(
                "\(number). \(app.displayName(of: link.responder))"
                    + (link.end.map { " (the chain ends: \($0.explanation))" } ?? ""))
            svg.open(
                "circle",
                [
                    ("class", "step-badge"), ("cx", SVGWriter.number(from.x)), ("cy", SVGWriter.number(from.y)),
                    ("r", "8"),
                ], selfClosing: true)
            svg.element(
                "text",
                [
                    ("class", "step-number"), ("x", SVGWriter.number(from.x)), ("y", SVGWriter.number(from.y + 3.5)),
                    ("text-anchor", "middle"),
                ], text: number)
            svg.close("g")
        }
        svg.close("g")
    }

    private mutating func drawLegend(x: Double, y: Double) {
        let entries: [(String, String)] = [
            ("hit-view", "hit-test view"), ("handler", "handled the event"), ("swallowed", "swallowed the touches"),
            ("starved", "never got its touches"), ("diagnosed", "named by a diagnostic"),
            ("outcome-containsHit", "contains the hit"), ("outcome-pointOutside", "point outside (skipped)"),
            ("no-touches", "receives no touches"), ("hidden", "hidden"), ("synthesized", "inserted by UIKit"),
        ]
        svg.open("g", [("class", "legend")])
        svg.raw("\n")
        for (position, entry) in entries.enumerated() {
            let column = Double(position % 2) * 190
            let row = Double(position / 2) * 22
            svg.open("g", [("class", "legend-item " + entry.0)])
            svg.open(
                "rect",
                [
                    ("class", "shape"), ("x", SVGWriter.number(x + column)), ("y", SVGWriter.number(y + row)),
                    ("width", "24"), ("height", "14"),
                ], selfClosing: true)
            label(entry.1, at: Point(x: x + column + 30, y: y + row + 11), width: 160)
            svg.close("g")
        }
        let row = y + Double((entries.count + 1) / 2) * 22
        svg.open(
            "circle",
            [("class", "finger"), ("cx", SVGWriter.number(x + 12)), ("cy", SVGWriter.number(row + 7)), ("r", "7")],
            selfClosing: true)
        label("finger", at: Point(x: x + 30, y: row + 11), width: 60)
        svg.open(
            "line",
            [
                ("class", "chain-link"), ("x1", SVGWriter.number(x + 190)), ("y1", SVGWriter.number(row + 7)),
                ("x2", SVGWriter.number(x + 214)), ("y2", SVGWriter.number(row + 7)), ("marker-end", "url(#rl-arrow)"),
            ], selfClosing: true)
        label("next responder (numbered)", at: Point(x: x + 220, y: row + 11), width: 160)
        svg.open(
            "polygon",
            [
                ("class", "hit-area"),
                (
                    "points",
                    SVGWriter.points([
                        Point(x: x, y: row + 22), Point(x: x + 24, y: row + 22), Point(x: x + 24, y: row + 36),
                        Point(x: x, y: row + 36),
                    ])
                ),
            ], selfClosing: true)
        label("hit area beyond the frame", at: Point(x: x + 30, y: row + 33), width: 160)
        svg.close("g")
    }

    /// The embedded stylesheet: ``Diagram/css`` in a `<style>` element.
    static let stylesheet = "<style>\n" + Diagram.css + "</style>\n"
}
