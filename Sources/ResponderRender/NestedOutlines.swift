import ResponderCore

/// How far inside its true outline each view is drawn, so that views with the same frame stay apart: a window, its
/// root view and the transition view around it, or a table and its wrappers, would otherwise be one outline.
///
/// ```
///  ┌ window ───────────────────┐   a view whose outline is one already drawn in its window (its superview's,
///  │┌ root view ──────────────┐│   a sibling's) is drawn `step` points inside it, one more step for each
///  ││┌ UITransitionView ─────┐││   earlier view with that outline
///  │││                       │││
/// ```
///
/// Windows count too: a window with the frame of one behind it is drawn inside it, and its root view inside that.
/// Only the drawing moves: hit areas, fingers and every coordinate a page reads are the true ones. An inset never
/// takes more than a quarter of a view's width or height, so a small view keeps its shape.
struct NestedOutlines {
    /// How much further inside each nested outline is drawn.
    static let step = 4.0

    /// Each window's inset, back to front.
    let windowInsets: [Double]
    /// Each view's inset, in the layout's drawing order.
    let insets: [Double]

    init(layout: ScreenLayout) {
        var windowInsets: [Double] = []
        var insets: [Double] = []
        insets.reserveCapacity(layout.views.count)
        // How many outlines already drawn are each outline, in screen coordinates (windows are moved to their
        // place, so the views of two windows are compared where they are drawn).
        var drawn: [Quad: Int] = [:]
        func inset(_ quad: Quad) -> Double {
            let earlier = drawn[quad, default: 0]
            drawn[quad] = earlier + 1
            let room = min(
                Self.side(quad.topLeft, quad.topRight), Self.side(quad.topLeft, quad.bottomLeft))
            return min(Double(earlier) * Self.step, room / 4)
        }
        var next = 0
        for window in layout.windows {
            let origin = window.frame.origin
            windowInsets.append(inset(Quad(window.frame, through: .identity)))
            while next < layout.views.count, layout.views[next].window == window.window {
                let corners = layout.views[next].corners
                insets.append(
                    inset(
                        Quad(
                            topLeft: Self.moved(corners.topLeft, by: origin),
                            topRight: Self.moved(corners.topRight, by: origin),
                            bottomRight: Self.moved(corners.bottomRight, by: origin),
                            bottomLeft: Self.moved(corners.bottomLeft, by: origin))))
                next += 1
            }
        }
        // Views of no window the layout lists (there are none) are drawn where they are.
        insets += Array(repeating: 0, count: layout.views.count - insets.count)
        self.windowInsets = windowInsets
        self.insets = insets
    }

    private static func moved(_ point: Point, by offset: Point) -> Point {
        Point(x: point.x + offset.x, y: point.y + offset.y)
    }

    private static func side(_ a: Point, _ b: Point) -> Double {
        let length = a.distance(to: b)
        return length.isFinite ? length : 0
    }

    /// `quad` moved `inset` points inside itself (outside, for a negative inset), along its own sides (a rotated
    /// view stays rotated).
    static func inset(_ quad: Quad, by inset: Double) -> Quad {
        guard inset != 0 else { return quad }
        let across = unit(from: quad.topLeft, to: quad.topRight)
        let down = unit(from: quad.topLeft, to: quad.bottomLeft)
        func moved(_ point: Point, _ alongAcross: Double, _ alongDown: Double) -> Point {
            Point(
                x: point.x + inset * (alongAcross * across.x + alongDown * down.x),
                y: point.y + inset * (alongAcross * across.y + alongDown * down.y))
        }
        return Quad(
            topLeft: moved(quad.topLeft, 1, 1), topRight: moved(quad.topRight, -1, 1),
            bottomRight: moved(quad.bottomRight, -1, -1), bottomLeft: moved(quad.bottomLeft, 1, -1))
    }

    /// The corners of ``inset(_:by:)``.
    static func corners(of quad: Quad, inset: Double) -> [Point] { Self.inset(quad, by: inset).corners }

    private static func unit(from a: Point, to b: Point) -> Point {
        let length = a.distance(to: b)
        guard length > 0, length.isFinite else { return .zero }
        return Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }
}
