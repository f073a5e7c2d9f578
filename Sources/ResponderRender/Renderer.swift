import ResponderCore
import ResponderWords

/// Draws one ``DiagramScene`` into an ``SVGWriter``: the screen, the chain's ladder beside it, the legend and the
/// fingers, in that order (so the fingers are on top of everything).
///
/// Everything that decides where things go is worked out before the first byte is written (the document's size
/// depends on how long the ladder is): the screen's extent, each responder's roles, the outline of every
/// responder of the chain that is drawn on the screen, and the ``Ladder``.
struct Renderer {
    let scene: DiagramScene
    var app: App { scene.app }
    /// The picture's own words, in the scene's language.
    let words: DiagramWords
    var svg = SVGWriter()
    /// Each responder's roles in the event, in the order found.
    var roles: [Int: [DiagramRole]] = [:]
    /// The responders of the chain drawn.
    var inChain: Set<Int> = []
    /// The steps of the event's path (their indices in `path`) each responder takes part in.
    var steps: [Int: [Int]] = [:]
    /// The indices in the event's `path` of the steps that reached the end of the chain (no responder: UIKit discarded
    /// the event or the action there); the last rung, whose tooltip says the chain ends, stands for them.
    var chainEndSteps: [Int] = []
    /// Every role the picture draws (the legend lists exactly these).
    var drawn: Set<DiagramRole> = []
    /// Hit-test outcome per view, from the event's touches (the first touch that asked a view wins).
    var outcomes: [Int: HitTestOutcome] = [:]
    /// The screen's extent: every window's frame.
    var screen = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Where the label of each window and view goes (``LabelPlan``).
    var labels: [Int: LabelPlan.Placement] = [:]
    /// Each rung's label, in chain order.
    var rungLines: [[String]] = []
    /// The ladder's heading (an action's walk names the action, and may take two lines).
    var ladderHeadingLines: [String] = []
    /// The legend's entries, each with its words' lines.
    var legend: [(style: RoleStyle, lines: [String])] = []
    /// The gesture recognizers that saw the touches, each with its outcome and its row's words (listed under the
    /// legend, badged on their views).
    var recognizers: [(recognizer: Int, outcome: RecognizerResult.Outcome, lines: [String])] = []
    /// The top of the legend, in the ladder's column.
    var legendTop = 0.0
    /// How far inside its outline each view is drawn (``NestedOutlines``), in the layout's drawing order.
    var insets: [Double] = []
    /// How far inside its frame each window is drawn, back to front.
    var windowInsets: [Double] = []
    /// Display names already built (a chain names each responder several times), by app index.
    var names: [Int: String] = [:]
    /// The chain's rungs and where they go.
    var ladder = Ladder(responders: [], heights: [], outlines: [:], x: 0, top: 0, limit: 0)
    /// The bottom of the legend.
    var legendBottom = 0.0
    /// Each finger's number and the box its text takes beside the finger, in screen coordinates, when the event has
    /// more than one finger (``placeFingerNumbers()``).
    var fingerNumbers: [(number: Int, box: Rect)] = []
    /// The most bytes the document may take: the views and the chain's steps stop being drawn past it.
    let limit: Int
    /// What the document's element ids begin with (``Diagram/svgBytes(_:limit:ids:)``): `rl-title`, `rl-desc` and
    /// `rl-arrow` for `rl`.
    let ids: String
    /// The arrow head's marker, as the lines that end in one name it.
    var arrowReference: String { "url(#\(ids)-arrow)" }
    /// Whether the document has passed ``limit``.
    var isFull: Bool { svg.bytes.count > limit }

    static let margin = 16.0
    /// A finger's radius: 22 points across, 16 CSS px or more wherever the playground draws the diagram.
    static let fingerRadius = 11.0
    /// The room between the ladder's heading and its first rung.
    static let ladderHeadingGap = 7.0
    /// The space between the ladder and the legend.
    static let legendGap = 20.0

    init(scene: DiagramScene, limit: Int, ids: String) {
        self.scene = scene
        self.limit = limit
        self.ids = ids
        words = DiagramWords(scene.language)
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
        let nested = NestedOutlines(layout: scene.layout)
        (insets, windowInsets) = (nested.insets, nested.windowInsets)
        collectRoles()
        drawn = rolesDrawn()
        let numbered = numbersFingers
        legend = legendEntries.map {
            let phrase: DiagramPhrase = $0.role == .finger && numbered ? .numberedFinger : .legend($0.role)
            return ($0, LabelText.lines(words(phrase), width: Self.legendTextWidth))
        }
        recognizers = recognizerRows()
        placeLadder()
        fingerNumbers = placeFingerNumbers()
        planLabels()
    }

    private mutating func addRole(_ role: DiagramRole, to responder: Int) {
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
            for action in result.actions {
                if let performer = action.performedBy { addRole(.performer, to: performer) }
            }
            for delivery in result.deliveries {
                for step in delivery.steps where step.behavior == .swallowed { addRole(.swallowed, to: step.responder) }
                for responder in delivery.starved { addRole(.starved, to: responder) }
            }
            // Info notes explain; only warnings and errors mark their responders.
            for diagnostic in result.diagnostics where diagnostic.severity != .info {
                for responder in diagnostic.responders { addRole(.diagnosed, to: responder) }
            }
        }
        inChain = Set((scene.chain?.links ?? []).map(\.responder))
        let path = scene.result?.path ?? []
        for (index, step) in path.enumerated() {
            if let responder = step.responder {
                steps[responder, default: []].append(index)
            } else {
                chainEndSteps.append(index)
            }
        }
        // A step of a responder the picture does not draw lights where it is: a view controller off the screen lights
        // its root view, where its rung's leader would end; UIApplication, when it has no rung, lights where it
        // dispatches the event (UIWindow.sendEvent(_:): "The UIApplication object calls this method to dispatch
        // events to the window") or the action (UIApplication.sendAction(_:to:from:for:): a nil target means the
        // first responder, where the walk starts): the next step's responder.
        let drawn = drawnResponders
        func standIn(for responder: Int) -> Int? {
            if drawn.contains(responder) { return responder }
            if let view = app[responder].rootView, drawn.contains(view) { return view }
            return nil
        }
        for (index, step) in path.enumerated() {
            guard let responder = step.responder, !drawn.contains(responder) else { continue }
            if let view = standIn(for: responder) {
                steps[view, default: []].append(index)
            } else if step.outcome == .dispatched, index + 1 < path.count,
                let next = path[index + 1].responder.flatMap(standIn(for:))
            {
                steps[next, default: []].append(index)
            }
        }
    }

    /// Every responder the picture draws an element of: the windows and views on the screen, the chain's rungs and
    /// the controllers a walk skipped.
    private var drawnResponders: Set<Int> {
        var drawn = Set(scene.layout.windows.map(\.window)).union(scene.layout.views.map(\.view))
        let links = scene.chain?.links ?? []
        drawn.formUnion(links.map(\.responder))
        if !links.isEmpty { drawn.formUnion(skippedControllers) }
        return drawn
    }

    /// Whether the ladder's last rung is where the event or the action reached the end of the chain: the event's chain
    /// ends there, or, for an action's walk, nobody performed it (its tooltip says the action is discarded). That rung
    /// stands for the path's steps with no responder (``chainEndSteps``).
    var ladderEndsTheChain: Bool {
        guard let last = scene.chain?.links.last else { return false }
        if let walk = scene.walk { return walk.performedBy == nil }
        return last.end != nil
    }

    /// The controllers the drawn walk of a nil-targeted action never reached though they implement the action (on
    /// the sender's chain, or holding a bar button item in their `navigationItem`): the core's
    /// `skippedController` and `skippedBarItemOwner` findings of that action. Each gets a rung of its own below the
    /// walk's, joined to its root view, with no arrow to it.
    var skippedControllers: [Int] {
        guard let walk = scene.walk, let result = scene.result else { return [] }
        let walked = Set(walk.walk.map(\.responder))
        var skipped: [Int] = []
        for diagnostic in result.diagnostics {
            switch diagnostic.words {
            case .action(.skippedController(let controller, _, let action, _)),
                .action(.skippedBarItemOwner(let controller, _, let action, _)):
                if action == walk.action, !walked.contains(controller), !skipped.contains(controller) {
                    skipped.append(controller)
                }
            default: continue
            }
        }
        return skipped
    }

    /// The outline, in diagram coordinates, of every responder of the chain that is drawn on the screen, as drawn
    /// (nested outlines inset); for each controller of `skipped`, its root view's.
    private func chainOutlines(skipped: [Int] = []) -> [Int: [Point]] {
        let links = scene.chain?.links ?? []
        guard !links.isEmpty else { return [:] }
        // A skipped controller is drawn where its root view is.
        var standIns: [Int: Int] = [:]
        for controller in skipped { if let view = app[controller].rootView { standIns[view] = controller } }
        let wanted = Set(links.map(\.responder)).union(standIns.keys)
        var outlines: [Int: [Point]] = [:]
        var origins: [Int: Point] = [:]
        for (index, window) in scene.layout.windows.enumerated() {
            origins[window.window] = window.frame.origin
            if wanted.contains(window.window) {
                outlines[window.window] = NestedOutlines.corners(
                    of: Quad(window.frame, through: .identity), inset: windowInsets[index])
            }
        }
        for (index, placement) in scene.layout.views.enumerated() where wanted.contains(placement.view) {
            let origin = origins[placement.window] ?? .zero
            let outline = NestedOutlines.corners(of: placement.corners, inset: insets[index]).map {
                Point(x: origin.x + $0.x, y: origin.y + $0.y)
            }
            outlines[placement.view] = outline
            if let controller = standIns[placement.view] { outlines[controller] = outline }
        }
        return outlines
    }

    /// Places the ladder, and the legend below it: at the foot of the screen when both fit beside it (the rungs
    /// then move towards their views only as far as the legend leaves room), right after the last rung when not.
    private mutating func placeLadder() {
        // A rung names a view UIKit inserted by what it belongs to; its tooltip keeps the id.
        var names: [String] = []
        for link in scene.chain?.links ?? [] { names.append(ownedName(of: link.responder) ?? name(link.responder)) }
        rungLines = names.map { LabelText.lines($0, width: Ladder.labelWidth) }
        // A controller the walk skipped: its name, then why it is drawn.
        let skipped = (scene.chain?.links.isEmpty ?? true) ? [] : skippedControllers
        for controller in skipped {
            rungLines.append(
                LabelText.lines(name(controller), width: Ladder.labelWidth)
                    + LabelText.lines(words(.walkSkipped(scene.walk?.action.name ?? "")), width: Ladder.labelWidth))
        }
        let heights = rungLines.map { Ladder.height(lines: $0.count) }
        let heading = scene.walk.map { words(.walkHeading($0.action.name)) } ?? words(.ladderHeading)
        ladderHeadingLines = LabelText.lines(heading, width: Ladder.width)
        // The first rung starts below the heading, however many lines it takes.
        let top = screen.minY + Double(ladderHeadingLines.count) * LabelText.lineHeight + Self.ladderHeadingGap
        let legendHeight = legend.reduce(0) { $0 + Self.legendRowHeight(lines: $1.lines.count) }
        let natural = heights.reduce(0, +) + Double(max(heights.count - 1, 0)) * Ladder.gap
        let fits = heights.isEmpty || top + natural + Self.legendGap + legendHeight <= screen.maxY
        let limit = fits ? screen.maxY - legendHeight - Self.legendGap : top + natural
        ladder = Ladder(
            responders: (scene.chain?.links ?? []).map(\.responder) + skipped, heights: heights,
            outlines: chainOutlines(skipped: skipped),
            x: screen.maxX + Ladder.gutter, top: top, limit: limit)
        if heights.isEmpty {
            legendTop = screen.minY
        } else {
            legendTop =
                fits ? max(screen.maxY - legendHeight, ladder.bottom + Self.legendGap) : ladder.bottom + Self.legendGap
        }
        legendBottom = legendTop + legendHeight
    }

    /// The responders a lesson is about, whose labels are placed first and always drawn (``LabelPlan``): each hit
    /// view, the handler, whoever performed an action, the control whose action is at stake, and the key window.
    var subjects: Set<Int> {
        var subjects: Set<Int> = []
        if let result = scene.result {
            for touch in result.touches { if let hit = touch.trace.hitView { subjects.insert(hit) } }
            if let handler = result.handler { subjects.insert(handler) }
            for action in result.actions {
                if let performer = action.performedBy { subjects.insert(performer) }
                if case .control(let control, _) = action.source { subjects.insert(control) }
            }
        }
        for window in scene.layout.windows where window.isKey { subjects.insert(window.window) }
        return subjects
    }

    /// Every line the screen draws that a label must not cross, in screen coordinates: each window's and view's
    /// outline as drawn, their rings, the hit areas that differ from their frames, and the ladder's leaders.
    func drawnLines() -> [LabelPlan.Segment] {
        var lines: [LabelPlan.Segment] = []
        func sides(_ points: [Point], moved origin: Point) {
            for (index, point) in points.enumerated() {
                let next = points[(index + 1) % points.count]
                lines.append(
                    LabelPlan.Segment(
                        from: Point(x: point.x + origin.x, y: point.y + origin.y),
                        to: Point(x: next.x + origin.x, y: next.y + origin.y)))
            }
        }
        func outline(_ shape: Quad, of responder: Int, block: TouchBlock?, moved origin: Point) {
            sides(shape.corners, moved: origin)
            let rings = paint(of: responder, block: block, onScreen: true).rings
            for position in rings.indices {
                sides(
                    NestedOutlines.corners(of: shape, inset: -Paint.ringSpacing * Double(position + 1)), moved: origin)
            }
        }
        var origins: [Int: Point] = [:]
        for (index, window) in scene.layout.windows.enumerated() {
            origins[window.window] = window.frame.origin
            let shape = NestedOutlines.inset(
                Quad(Rect(origin: .zero, size: window.frame.size), through: .identity), by: windowInsets[index])
            outline(shape, of: window.window, block: window.touchBlock, moved: window.frame.origin)
        }
        for (index, placement) in scene.layout.views.enumerated() {
            let origin = origins[placement.window] ?? .zero
            outline(
                NestedOutlines.inset(placement.corners, by: insets[index]), of: placement.view,
                block: placement.touchBlock, moved: origin)
            if let area = placement.hitArea, area != placement.corners { sides(area.corners, moved: origin) }
        }
        for rung in ladder.rungs {
            if let anchor = rung.anchor { lines.append(LabelPlan.Segment(from: rung.leaderStart, to: anchor)) }
        }
        return lines
    }

    /// Where every window's and view's label goes: windows and views each in their outline as drawn, in screen
    /// coordinates; the subjects' first, outside their view when they do not fit in it.
    private mutating func planLabels() {
        let subjects = self.subjects
        var requests: [LabelPlan.Request] = []
        // Each request's true frame on the screen.
        var frames: [Rect] = []
        var origins: [Int: Point] = [:]
        for (index, window) in scene.layout.windows.enumerated() {
            origins[window.window] = window.frame.origin
            let box = window.frame.insetBy(dx: windowInsets[index], dy: windowInsets[index])
            requests.append(
                LabelPlan.Request(
                    responder: window.window, box: box, corner: window.frame.origin,
                    texts: labelTexts(of: window.window, subject: subjects.contains(window.window)), z: window.zOrder,
                    isSubject: subjects.contains(window.window)))
            frames.append(window.frame)
        }
        for (index, placement) in scene.layout.views.enumerated() {
            let origin = origins[placement.window] ?? .zero
            let drawn = NestedOutlines.inset(placement.corners, by: insets[index]).boundingBox
            // Too small for one line of the shortest name: no label (its <title> names it), unless it is a subject,
            // whose label then goes outside it.
            let isSubject = subjects.contains(placement.view)
            guard
                isSubject || drawn.size.width >= LabelText.fontSize * 2 && drawn.size.height >= LabelText.lineHeight + 2
            else { continue }
            let corner = placement.frameInWindow.origin
            requests.append(
                LabelPlan.Request(
                    responder: placement.view,
                    box: Rect(
                        x: drawn.minX + origin.x, y: drawn.minY + origin.y, width: drawn.size.width,
                        height: drawn.size.height),
                    corner: Point(x: corner.x + origin.x, y: corner.y + origin.y),
                    texts: labelTexts(of: placement.view, subject: isSubject),
                    z: placement.zOrder, isSubject: isSubject))
            let frame = placement.frameInWindow
            frames.append(
                Rect(
                    x: frame.minX + origin.x, y: frame.minY + origin.y, width: frame.size.width,
                    height: frame.size.height))
        }
        // A label stays inside the innermost outline drawn for its frame.
        var innermost: [Rect: Rect] = [:]
        for (index, request) in requests.enumerated() {
            let frame = frames[index]
            innermost[frame] = innermost[frame].map { Self.intersection($0, request.box) } ?? request.box
        }
        for index in requests.indices { requests[index].box = innermost[frames[index]] ?? requests[index].box }
        // What lies off the screen is not in the picture: a label goes in the part of its view on the screen, and a
        // view wholly off it (a paging scroll view's later pages) has none, unless the lesson is about it.
        if screen.size.width > 0, screen.size.height > 0 {
            requests = requests.compactMap { request in
                let box = Self.intersection(request.box, screen)
                guard box.size.width > 0, box.size.height > 0 else { return request.isSubject ? request : nil }
                var clipped = request
                clipped.box = box
                return clipped
            }
        }
        labels =
            LabelPlan(
                requests: requests, obstacles: fingerBoxes + fingerNumbers.map(\.box) + badgeBoxes,
                lines: drawnLines(), area: screen
            )
            .placements
    }

    /// The square each finger covers, its white edge and a point of room included, in screen coordinates: no label
    /// goes under a finger.
    var fingerBoxes: [Rect] {
        let half = Self.fingerRadius + 2
        return (scene.result?.touches ?? []).map {
            Rect(x: $0.trace.point.x - half, y: $0.trace.point.y - half, width: 2 * half, height: 2 * half)
        }
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let (minX, minY) = (max(a.minX, b.minX), max(a.minY, b.minY))
        return Rect(
            x: minX, y: minY, width: max(min(a.maxX, b.maxX) - minX, 0), height: max(min(a.maxY, b.maxY) - minY, 0))
    }

    /// `Class 'id'`, built once per responder.
    mutating func name(_ responder: Int) -> String {
        if let name = names[responder] { return name }
        let name = app.displayName(of: responder)
        names[responder] = name
        return name
    }

    func pointer(_ responder: Int) -> String {
        responder < scene.pointers.count ? scene.pointers[responder] : ""
    }

    // MARK: The document

    mutating func render() -> [UInt8] {
        let margin = Self.margin
        // The recognizers' list comes under the legend, below the screen if need be.
        let recognizersHeight = Self.recognizersHeight(rows: recognizers.map(\.lines))
        let contentBottom = max(screen.maxY, ladder.bottom, legendBottom + recognizersHeight)
        let width = screen.size.width + Ladder.gutter + Ladder.width + 2 * margin
        let height = contentBottom - screen.minY + 2 * margin
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
        svg.attribute("aria-labelledby", "\(ids)-title \(ids)-desc")
        if let event = scene.event { svg.attribute("data-event", event) }
        svg.raw(">\n")
        svg.raw(Array("<title id=\"\(ids)-title\">".utf8))
        svg.text(scene.title)
        svg.close("title")
        svg.raw(Array("<desc id=\"\(ids)-desc\">".utf8))
        svg.text(description())
        svg.close("desc")
        svg.raw(Self.stylesheet)
        svg.raw(
            Array(
                """
                <defs><marker id="\(ids)-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" \
                markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrow-head"/>\
                </marker></defs>

                """.utf8))
        svg.raw("<g class=\"screen\">\n")
        drawWindows()
        drawRecognizerBadges()
        svg.close("g")
        drawLadder()
        drawLegend(x: screen.maxX + Ladder.gutter, y: legendTop)
        drawRecognizerList(x: screen.maxX + Ladder.gutter, y: legendBottom + Self.legendGap)
        // Last, so that nothing is drawn over a finger.
        drawTouchPaths()
        drawFingers()
        svg.close("svg")
        return svg.bytes
    }

    /// A sentence saying what the picture shows, for screen readers.
    private mutating func description() -> String {
        var parts: [String] = []
        let windows = scene.layout.windows.count
        let views = scene.layout.views.count
        parts.append(words(.counts(windows: windows, views: views)))
        if let result = scene.result {
            for touch in result.touches {
                let at = "(\(SVGWriter.number(touch.trace.point.x)), \(SVGWriter.number(touch.trace.point.y)))"
                let hit = touch.trace.hitView.map { name($0) }
                if case .hover = result.event {
                    parts.append(words(.pointer(touch.index + 1, at: at, hits: hit)))
                } else {
                    parts.append(words(.finger(touch.index + 1, at: at, hits: hit)))
                }
            }
            if let handler = result.handler {
                parts.append(words(.handled(by: name(handler), outcome: result.outcome.rawValue)))
            } else {
                parts.append(words(.outcome(result.outcome.rawValue)))
            }
        }
        if let chain = scene.chain, !chain.links.isEmpty {
            var names: [String] = []
            for link in chain.links { names.append(name(link.responder)) }
            parts.append(words(.chain(names)))
        }
        return parts.joined(separator: " ")
    }

    /// The embedded stylesheet: ``Diagram/css`` in a `<style>` element, as bytes.
    static let stylesheet = Array(("<style>\n" + Diagram.css + "</style>\n").utf8)
}
