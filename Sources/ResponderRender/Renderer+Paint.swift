import ResponderCore
import ResponderWords

/// How a responder's shape is painted from its roles (see ``RoleStyle``): the first role colours it, every further
/// event role rings it, and its state dashes it.
struct Paint: Equatable {
    /// The role whose colour the shape takes.
    var role: DiagramRole?
    /// The event roles drawn as rings around it, innermost first.
    var rings: [DiagramRole] = []
    /// The state whose dash its outline takes.
    var dash: DiagramRole?

    /// Every role this paint draws.
    var drawn: [DiagramRole] { [role, dash].compactMap { $0 } + rings }

    /// How far outside the shape each ring is drawn.
    static let ringSpacing = 3.0
}

extension Renderer {
    /// The paint of a responder's shape: its event roles first (in ``RoleStyle/table`` order), then, on the screen
    /// only, its hit-test outcome; the dash of what stops its touches or of a view UIKit inserted.
    func paint(of responder: Int, block: TouchBlock? = nil, onScreen: Bool) -> Paint {
        var paint = Paint()
        // In the table's order: the first role colours the shape, each further one rings it.
        if let own = roles[responder], !own.isEmpty {
            for style in RoleStyle.table where own.contains(style.role) {
                if paint.role == nil { paint.role = style.role } else { paint.rings.append(style.role) }
            }
        }
        if paint.role == nil, onScreen, let outcome = outcomes[responder] { paint.role = DiagramRole(outcome) }
        if onScreen {
            if block?.reason == .hidden {
                paint.dash = .hidden
            } else if block != nil {
                paint.dash = .noTouches
            } else if app[responder].isSynthesized {
                paint.dash = .synthesized
            }
        }
        return paint
    }

    /// ` class="shape <kind> role-… dash-…"`.
    mutating func shapeClass(_ paint: Paint, kind: StaticString? = nil) {
        svg.beginAttribute("class")
        svg.raw("shape")
        if let kind {
            svg.raw(" ")
            svg.raw(kind)
        }
        if let role = paint.role {
            svg.raw(" role-")
            svg.text(role.rawValue)
        }
        if let dash = paint.dash {
            svg.raw(" dash-")
            svg.text(dash.rawValue)
        }
        svg.endAttribute()
    }

    /// The rings of a shape's further event roles, each a little outside the one before.
    mutating func rings(_ paint: Paint, around shape: Quad) {
        for (position, role) in paint.rings.enumerated() {
            svg.start("polygon")
            svg.beginAttribute("class")
            svg.raw("ring ring-")
            svg.text(role.rawValue)
            svg.endAttribute()
            svg.attribute(
                "points",
                points: NestedOutlines.corners(of: shape, inset: -Paint.ringSpacing * Double(position + 1)))
            svg.endEmpty()
        }
    }

    /// Every role the picture draws, worked out before drawing (the legend's size sets the document's): the paint of
    /// every window, view and rung, the fingers, the chain, and hit areas that differ from their frames.
    func rolesDrawn() -> Set<DiagramRole> {
        var drawn: Set<DiagramRole> = []
        for window in scene.layout.windows {
            drawn.formUnion(paint(of: window.window, block: window.touchBlock, onScreen: true).drawn)
        }
        for view in scene.layout.views {
            drawn.formUnion(paint(of: view.view, block: view.touchBlock, onScreen: true).drawn)
            if let area = view.hitArea, area != view.corners { drawn.insert(.hitArea) }
        }
        let links = scene.chain?.links ?? []
        for link in links { drawn.formUnion(paint(of: link.responder, onScreen: false).drawn) }
        if !links.isEmpty {
            for controller in skippedControllers { drawn.formUnion(paint(of: controller, onScreen: false).drawn) }
        }
        if !links.isEmpty { drawn.insert(.chain) }
        if scene.result?.touches.isEmpty == false { drawn.insert(.finger) }
        if !movingFingers.isEmpty { drawn.insert(.touchPath) }
        return drawn
    }
}
