import ResponderCore

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
        var renderer = Renderer(scene: scene, limit: .max)
        return renderer.render()
    }

    /// The SVG document as UTF-8 bytes, or nil when it needs more than `limit` bytes: drawing stops at the first
    /// view or chain step past the limit, so a diagram too large to answer is never drawn whole.
    public static func svgBytes(_ scene: DiagramScene, limit: Int) -> [UInt8]? {
        var renderer = Renderer(scene: scene, limit: limit)
        let bytes = renderer.render()
        return bytes.count > limit ? nil : bytes
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

/// A responder's part in the picture, written as a CSS class.
private enum Role: String {
    case hitView = "hit-view"
    case handler
    case swallowed
    case starved
    case diagnosed
    case inChain = "in-chain"

    /// The role in a tooltip.
    var sentence: String? {
        switch self {
        case .hitView: "the hit-test view"
        case .handler: "handled the event"
        case .swallowed: "swallowed the touches (overrides without calling super)"
        case .starved: "never received the touches it overrides"
        case .diagnosed: "named by a warning or error diagnostic"
        case .inChain: nil
        }
    }
}

private struct Renderer {
    let scene: DiagramScene
    var app: App { scene.app }
    var svg = SVGWriter()
    /// Each responder's roles, in the order found.
    var roles: [Int: [Role]] = [:]
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
    /// Display names already built (a chain names each responder several times), by app index.
    var names: [Int: String] = [:]
    /// The most bytes the document may take: the views and the chain's steps stop being drawn past it.
    let limit: Int
    /// Whether the document has passed ``limit``.
    var isFull: Bool { svg.bytes.count > limit }

    init(scene: DiagramScene, limit: Int) {
        self.scene = scene
        self.limit = limit
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

    private mutating func addRole(_ role: Role, to responder: Int) {
        if roles[responder]?.contains(role) == true { return }
        roles[responder, default: []].append(role)
    }

    private mutating func collectRoles() {
        if let result = scene.result {
            for touch in result.touches {
                for step in touch.trace.steps where outcomes[step.view] == nil { outcomes[step.view] = step.outcome }
                if let hit = touch.trace.hitView { addRole(.hitView, to: hit) }
            }
            if let handler = result.handler { addRole(.handler, to: handler) }
            for delivery in result.deliveries {
                for step in delivery.steps where step.behavior == .swallowed { addRole(.swallowed, to: step.responder) }
                for responder in delivery.starved { addRole(.starved, to: responder) }
            }
            // Info notes explain; only warnings and errors mark their responders.
            for diagnostic in result.diagnostics where diagnostic.severity != .info {
                for responder in diagnostic.responders { addRole(.diagnosed, to: responder) }
            }
        }
        for link in scene.chain?.links ?? [] { addRole(.inChain, to: link.responder) }
    }

    /// `Class 'id'`, built once per responder.
    private mutating func name(_ responder: Int) -> String {
        if let name = names[responder] { return name }
        let name = app.displayName(of: responder)
        names[responder] = name
        return name
    }

    private func pointer(_ responder: Int) -> String {
        responder < scene.pointers.count ? scene.pointers[responder] : ""
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
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        svg.start("svg")
        svg.attribute("xmlns", word: "http://www.w3.org/2000/svg")
        svg.attribute("class", word: "responderlab-diagram")
        svg.beginAttribute("viewBox")
        for (position, value) in [screen.minX - margin, screen.minY - margin, width, height].enumerated() {
            if position > 0 { svg.raw(" ") }
            svg.number(value)
        }
        svg.endAttribute()
        svg.attribute("width", width)
        svg.attribute("height", height)
        svg.attribute("role", word: "img")
        svg.attribute("aria-labelledby", word: "rl-title rl-desc")
        if let event = scene.event { svg.attribute("data-event", event) }
        svg.raw(">\n")
        svg.raw("<title id=\"rl-title\">")
        svg.text(scene.title)
        svg.close("title")
        svg.raw("<desc id=\"rl-desc\">")
        svg.text(description())
        svg.close("desc")
        svg.raw(Self.stylesheet)
        svg.raw(
            """
            <defs><marker id="rl-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" \
            orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrow-head"/></marker></defs>

            """)
        svg.raw("<g class=\"screen\">\n")
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
    private mutating func description() -> String {
        var parts: [String] = []
        let windows = scene.layout.windows.count
        let views = scene.layout.views.count
        parts.append("\(windows) window\(windows == 1 ? "" : "s") and \(views) view\(views == 1 ? "" : "s").")
        if let result = scene.result {
            for touch in result.touches {
                let at = "(\(SVGWriter.number(touch.trace.point.x)), \(SVGWriter.number(touch.trace.point.y)))"
                if let hit = touch.trace.hitView {
                    parts.append("Finger \(touch.index + 1) at \(at) hits \(name(hit)).")
                } else {
                    parts.append("Finger \(touch.index + 1) at \(at) hits no view.")
                }
            }
            if let handler = result.handler {
                parts.append("Handled by \(name(handler)) (\(result.outcome.rawValue)).")
            } else {
                parts.append("Outcome: \(result.outcome.rawValue).")
            }
        }
        if let chain = scene.chain, !chain.links.isEmpty {
            var names: [String] = []
            for link in chain.links { names.append(name(link.responder)) }
            parts.append("Responder chain: " + names.joined(separator: " → ") + ".")
        }
        return parts.joined(separator: " ")
    }

    // MARK: Windows and views

    /// ` class="base roles… no-touches hidden outcome-… extra"`: every role of a responder as a class.
    private mutating func classes(
        _ base: StaticString, of responder: Int, block: TouchBlock?, synthesized: Bool = false,
        extra: StaticString? = nil
    ) {
        svg.beginAttribute("class")
        svg.raw(base)
        for role in roles[responder] ?? [] {
            svg.raw(" ")
            svg.text(role.rawValue)
        }
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

    /// ` data-id="…" data-pointer="…"`.
    private mutating func identity(_ responder: Int) {
        svg.attribute("data-id", app[responder].id)
        svg.attribute("data-pointer", pointer(responder))
    }

    private mutating func drawWindows() {
        var viewIndex = 0
        let views = scene.layout.views
        for window in scene.layout.windows {
            let origin = window.frame.origin
            centres[window.window] = Point(x: window.frame.midX, y: window.frame.midY)
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
            svg.start("rect")
            svg.attribute("class", word: "shape")
            svg.attribute("x", word: "0")
            svg.attribute("y", word: "0")
            svg.attribute("width", window.frame.size.width)
            svg.attribute("height", window.frame.size.height)
            svg.endEmpty()
            labelsAt[origin, default: 0] += 1
            pendingLabels.append((name(window.window), Point(x: 4, y: 12), window.frame.size.width))
            while viewIndex < views.count, views[viewIndex].window == window.window, !isFull {
                drawView(views[viewIndex], windowOrigin: origin)
                viewIndex += 1
            }
            if !pendingLabels.isEmpty {
                svg.raw("<g class=\"labels\" aria-hidden=\"true\">\n")
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
        svg.start("g")
        classes("view", of: view, block: placement.touchBlock, synthesized: app[view].isSynthesized)
        identity(view)
        svg.attribute("data-z", placement.zOrder)
        svg.end()
        title(of: view, block: placement.touchBlock, hitArea: placement.hitAreaRule)
        svg.start("polygon")
        svg.attribute("class", word: "shape")
        svg.attribute("points", points: placement.corners.corners)
        svg.endEmpty()
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
                    (shortName(of: view), Point(x: box.minX + 3, y: box.minY + 11 + 12 * stacked), box.size.width - 6))
            }
        }
        svg.close("g")
    }

    /// What a view's dashed hit-area outline means, for its tooltip.
    private mutating func hitAreaNote(_ rule: PointInsideOverride) {
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
    private mutating func title(
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
            guard let sentence = role.sentence else { continue }
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
    private mutating func shortName(of responder: Int) -> String {
        let (id, className) = (app[responder].id, app[responder].className)
        return id.hasPrefix("/") || id.contains(".") && app[responder].isSynthesized ? className : name(responder)
    }

    private mutating func label(_ text: String, at point: Point, width: Double) {
        svg.start("text")
        svg.attribute("class", word: "label")
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
        svg.raw("<g class=\"off-screen\">\n")
        label("Responders that are not views", at: Point(x: x, y: y + 12), width: width + 60)
        for (position, responder) in side.enumerated() {
            let top = y + 24 + Double(position) * 40
            centres[responder] = Point(x: x + 14, y: top + 14)
            svg.start("g")
            svg.beginAttribute("class")
            svg.raw("responder ")
            svg.text(app[responder].kind.rawValue)
            for role in roles[responder] ?? [] {
                svg.raw(" ")
                svg.text(role.rawValue)
            }
            svg.endAttribute()
            identity(responder)
            svg.end()
            title(of: responder, block: nil)
            svg.start("rect")
            svg.attribute("class", word: "shape")
            svg.attribute("x", x)
            svg.attribute("y", top)
            svg.attribute("width", width)
            svg.attribute("height", word: "28")
            svg.attribute("rx", word: "6")
            svg.endEmpty()
            label(shortName(of: responder), at: Point(x: x + 28, y: top + 18), width: width - 34)
            svg.close("g")
        }
        svg.close("g")
    }

    // MARK: Fingers, chain, legend

    private mutating func drawFingers() {
        guard let result = scene.result, !result.touches.isEmpty else { return }
        svg.raw("<g class=\"fingers\">\n")
        for touch in result.touches {
            let point = touch.trace.point
            svg.start("circle")
            svg.attribute("class", word: "finger")
            svg.attribute("data-touch", touch.index)
            svg.attribute("cx", point.x)
            svg.attribute("cy", point.y)
            svg.attribute("r", word: "9")
            svg.end()
            svg.raw("<title>Finger ")
            svg.integer(touch.index + 1)
            svg.raw(" at (")
            svg.number(point.x)
            svg.raw(", ")
            svg.number(point.y)
            svg.raw("): ")
            if let hit = touch.trace.hitView {
                svg.raw("hits ")
                svg.text(name(hit))
            } else {
                svg.raw("hits no view")
            }
            svg.raw("</title>\n")
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
        svg.raw("<g class=\"chain\">\n")
        for (position, link) in chain.links.enumerated() where !isFull {
            guard let from = badges[position] else { continue }
            let number = position + 1
            if position + 1 < chain.links.count, let to = badges[position + 1] {
                svg.start("line")
                svg.attribute("class", word: "chain-link")
                svg.attribute("data-step", number)
                identity(link.responder)
                if let rule = link.rule { svg.attribute("data-rule", rule.rawValue) }
                svg.attribute("x1", from.x)
                svg.attribute("y1", from.y)
                svg.attribute("x2", to.x)
                svg.attribute("y2", to.y)
                svg.attribute("marker-end", word: "url(#rl-arrow)")
                svg.end()
                svg.raw("<title>")
                svg.integer(number)
                svg.raw(". ")
                svg.text(name(link.responder))
                svg.raw(" → ")
                svg.text(name(chain.links[position + 1].responder))
                svg.raw(": next")
                if let rule = link.rule {
                    svg.raw(": ")
                    svg.text(rule.rawValue)
                    svg.raw(". ")
                    svg.text(rule.explanation)
                }
                svg.raw("</title>\n")
                svg.close("line")
            }
            svg.start("g")
            svg.attribute("class", word: "chain-step")
            svg.attribute("data-step", number)
            identity(link.responder)
            svg.end()
            svg.raw("<title>")
            svg.integer(number)
            svg.raw(". ")
            svg.text(name(link.responder))
            if let end = link.end {
                svg.raw(" (the chain ends: ")
                svg.text(end.explanation)
                svg.raw(")")
            }
            svg.raw("</title>\n")
            svg.start("circle")
            svg.attribute("class", word: "step-badge")
            svg.attribute("cx", from.x)
            svg.attribute("cy", from.y)
            svg.attribute("r", word: "8")
            svg.endEmpty()
            svg.start("text")
            svg.attribute("class", word: "step-number")
            svg.attribute("x", from.x)
            svg.attribute("y", from.y + 3.5)
            svg.attribute("text-anchor", word: "middle")
            svg.end()
            svg.integer(number)
            svg.close("text")
            svg.close("g")
        }
        svg.close("g")
    }

    private mutating func drawLegend(x: Double, y: Double) {
        let entries: [(StaticString, String)] = [
            ("hit-view", "hit-test view"), ("handler", "handled the event"), ("swallowed", "swallowed the touches"),
            ("starved", "never got its touches"), ("diagnosed", "named by a diagnostic"),
            ("outcome-containsHit", "contains the hit"), ("outcome-pointOutside", "point outside (skipped)"),
            ("no-touches", "receives no touches"), ("hidden", "hidden"), ("synthesized", "inserted by UIKit"),
        ]
        svg.raw("<g class=\"legend\">\n")
        for (position, entry) in entries.enumerated() {
            let column = Double(position % 2) * 190
            let row = Double(position / 2) * 22
            svg.start("g")
            svg.beginAttribute("class")
            svg.raw("legend-item ")
            svg.raw(entry.0)
            svg.endAttribute()
            svg.end()
            svg.start("rect")
            svg.attribute("class", word: "shape")
            svg.attribute("x", x + column)
            svg.attribute("y", y + row)
            svg.attribute("width", word: "24")
            svg.attribute("height", word: "14")
            svg.endEmpty()
            label(entry.1, at: Point(x: x + column + 30, y: y + row + 11), width: 160)
            svg.close("g")
        }
        let row = y + Double((entries.count + 1) / 2) * 22
        svg.start("circle")
        svg.attribute("class", word: "finger")
        svg.attribute("cx", x + 12)
        svg.attribute("cy", row + 7)
        svg.attribute("r", word: "7")
        svg.endEmpty()
        label("finger", at: Point(x: x + 30, y: row + 11), width: 60)
        svg.start("line")
        svg.attribute("class", word: "chain-link")
        svg.attribute("x1", x + 190)
        svg.attribute("y1", row + 7)
        svg.attribute("x2", x + 214)
        svg.attribute("y2", row + 7)
        svg.attribute("marker-end", word: "url(#rl-arrow)")
        svg.endEmpty()
        label("next responder (numbered)", at: Point(x: x + 220, y: row + 11), width: 160)
        svg.start("polygon")
        svg.attribute("class", word: "hit-area")
        svg.attribute(
            "points",
            points: [
                Point(x: x, y: row + 22), Point(x: x + 24, y: row + 22), Point(x: x + 24, y: row + 36),
                Point(x: x, y: row + 36),
            ])
        svg.endEmpty()
        label("hit area beyond the frame", at: Point(x: x + 30, y: row + 33), width: 160)
        svg.close("g")
    }

    /// The embedded stylesheet: ``Diagram/css`` in a `<style>` element, as bytes.
    static let stylesheet = Array(("<style>\n" + Diagram.css + "</style>\n").utf8)
}
