import ResponderCore
import ResponderWords

/// The responder chain as a ladder beside the screen (see ``Ladder``): a numbered rung per link, the leader from
/// each rung to its view, and the arrows from each rung to the next, each with its rule as its tooltip.
extension Renderer {
    mutating func drawLadder() {
        guard let chain = scene.chain, !chain.links.isEmpty, let first = ladder.rungs.first else { return }
        svg.raw("<g class=\"ladder\">\n")
        label(lines: ladderHeadingLines, at: Point(x: first.frame.minX, y: screen.minY))
        for rung in ladder.rungs where !isFull {
            if rung.link < chain.links.count {
                drawRung(rung, link: chain.links[rung.link], lines: rungLines[rung.link])
            } else {
                drawSkippedRung(rung, lines: rungLines[rung.link])
            }
        }
        // No arrow leads to a controller the walk skipped (its rungs come after the chain's).
        for (position, arrow) in ladder.arrows.enumerated() where !isFull && position + 1 < chain.links.count {
            drawArrow(
                from: arrow.from, to: arrow.to, number: position + 1, link: chain.links[position],
                next: chain.links[position + 1])
        }
        svg.close("g")
    }

    private mutating func drawRung(_ rung: Ladder.Rung, link: ResponderChain.Link, lines: [String]) {
        let number = rung.link + 1
        let frame = rung.frame
        svg.start("g")
        svg.beginAttribute("class")
        svg.raw("rung")
        roleClasses(of: rung.responder)
        if rung.anchor == nil { svg.raw(" off-screen") }
        svg.endAttribute()
        svg.attribute("data-link", number)
        // The last rung, where the chain ends, stands for the steps that reached the end of the chain.
        let isEnd = rung.link == (scene.chain?.links.count ?? 0) - 1 && ladderEndsTheChain
        identity(rung.responder, also: isEnd ? chainEndSteps : [])
        svg.end()
        svg.raw("<title>")
        svg.integer(number)
        svg.raw(". ")
        svg.text(name(rung.responder))
        if let rule = link.rule {
            svg.raw("\nnext: ")
            svg.text(rule.rawValue)
            svg.raw(". ")
            svg.text(rule.explanation(in: scene.language))
        }
        if let end = link.end {
            svg.raw("\n")
            svg.text(words(.chainEnds(end.explanation(in: scene.language))))
        }
        if let walk = scene.walk, rung.link < walk.walk.count { walkAnswer(walk, step: walk.walk[rung.link]) }
        svg.raw("</title>\n")
        if let anchor = rung.anchor { leader(from: rung.leaderStart, to: anchor) }
        // A rung takes the colour of its responder's first role in the event, and the ring of each further one.
        let paint = paint(of: rung.responder, onScreen: false)
        rungShape(frame, paint: paint)
        for (position, role) in paint.rings.enumerated() {
            let out = Paint.ringSpacing * Double(position + 1)
            svg.start("rect")
            svg.beginAttribute("class")
            svg.raw("ring ring-")
            svg.text(role.rawValue)
            svg.endAttribute()
            svg.attribute("x", frame.minX - out)
            svg.attribute("y", frame.minY - out)
            svg.attribute("width", frame.size.width + 2 * out)
            svg.attribute("height", frame.size.height + 2 * out)
            svg.attribute("rx", 6 + out)
            svg.endEmpty()
        }
        svg.start("circle")
        svg.attribute("class", word: "step-badge")
        svg.attribute("cx", frame.minX + Ladder.spine)
        svg.attribute("cy", frame.midY)
        svg.attribute("r", Ladder.badgeRadius)
        svg.endEmpty()
        svg.start("text")
        svg.attribute("class", word: "step-number")
        svg.attribute("x", frame.minX + Ladder.spine)
        svg.attribute("y", frame.midY + 5)
        svg.attribute("text-anchor", word: "middle")
        svg.end()
        svg.integer(number)
        svg.close("text")
        rungLabel(lines, in: frame)
        svg.close("g")
    }

    /// The rung of a controller the walk skipped (``skippedControllers``): dashed, unnumbered, its name and why it
    /// is drawn in it, a leader to its root view; no arrow leads to it.
    private mutating func drawSkippedRung(_ rung: Ladder.Rung, lines: [String]) {
        let frame = rung.frame
        svg.start("g")
        svg.beginAttribute("class")
        // Not a rung of the chain: no link of it.
        svg.raw("walk-skipped")
        roleClasses(of: rung.responder)
        if rung.anchor == nil { svg.raw(" off-screen") }
        svg.endAttribute()
        identity(rung.responder)
        svg.end()
        svg.raw("<title>")
        svg.text(name(rung.responder))
        svg.raw("\n")
        svg.text(words(.walkSkipped(scene.walk?.action.name ?? "")))
        svg.raw("</title>\n")
        if let anchor = rung.anchor { leader(from: rung.leaderStart, to: anchor) }
        let paint = paint(of: rung.responder, onScreen: false)
        rungShape(frame, paint: paint)
        rungLabel(lines, in: frame)
        svg.close("g")
    }

    /// A rung's rounded box, in the colour of its responder's first role.
    private mutating func rungShape(_ frame: Rect, paint: Paint) {
        svg.start("rect")
        shapeClass(paint, kind: "rung-shape")
        svg.attribute("x", frame.minX)
        svg.attribute("y", frame.minY)
        svg.attribute("width", frame.size.width)
        svg.attribute("height", frame.size.height)
        svg.attribute("rx", word: "6")
        svg.endEmpty()
    }

    /// A rung's label, wrapped (never cut), in the middle of the rung.
    private mutating func rungLabel(_ lines: [String], in frame: Rect) {
        let top = frame.midY - Double(lines.count) * LabelText.lineHeight / 2
        label(lines: lines, at: Point(x: frame.minX + Ladder.labelInset, y: top))
    }

    /// A rung's leader to its view, ending in a dot on the view's outline.
    private mutating func leader(from start: Point, to anchor: Point) {
        svg.start("line")
        svg.attribute("class", word: "leader")
        svg.attribute("x1", start.x)
        svg.attribute("y1", start.y)
        svg.attribute("x2", anchor.x)
        svg.attribute("y2", anchor.y)
        svg.endEmpty()
        svg.start("circle")
        svg.attribute("class", word: "leader-end")
        svg.attribute("cx", anchor.x)
        svg.attribute("cy", anchor.y)
        svg.attribute("r", word: "2.5")
        svg.endEmpty()
    }

    /// What a responder of an action's walk answered, in its rung's tooltip.
    private mutating func walkAnswer(_ walk: ActionDispatch, step: ActionDispatch.WalkStep) {
        svg.raw("\n")
        svg.text(words(.walkAnswer(walk.action.name, step.answer)))
        if step.responder == walk.walk.last?.responder, walk.performedBy == nil {
            svg.raw("\n")
            svg.text(words(.walkDiscarded))
        }
    }

    /// The arrow from rung `number` to the next: `next`, with the rule that gives it.
    private mutating func drawArrow(
        from: Point, to: Point, number: Int, link: ResponderChain.Link, next: ResponderChain.Link
    ) {
        svg.start("line")
        svg.attribute("class", word: "chain-link")
        svg.attribute("data-link", number)
        identity(link.responder)
        if let rule = link.rule { svg.attribute("data-rule", rule.rawValue) }
        svg.attribute("x1", from.x)
        svg.attribute("y1", from.y)
        svg.attribute("x2", to.x)
        svg.attribute("y2", to.y)
        svg.attribute("marker-end", arrowReference)
        svg.end()
        svg.raw("<title>")
        svg.integer(number)
        svg.raw(". ")
        svg.text(name(link.responder))
        svg.raw(" → ")
        svg.text(name(next.responder))
        svg.raw(": next")
        if let rule = link.rule {
            svg.raw(": ")
            svg.text(rule.rawValue)
            svg.raw(". ")
            svg.text(rule.explanation(in: scene.language))
        }
        svg.raw("</title>\n")
        svg.close("line")
    }
}
