import ResponderCore
import ResponderWords

extension ResultEncoder {
    /// The wire form of a screen layout, every responder named with its place in the request.
    package func layout(_ layout: ScreenLayout, places: RequestPlaces) -> LayoutJSON {
        let windows = layout.windows.map { placement in
            let node = app.identity(of: placement.window)
            return WindowLayoutJSON(
                id: node.id, className: node.className, pointer: places.pointer(of: placement.window),
                frame: FrameJSON(Self.rounded(placement.frame)), windowLevel: placement.windowLevel,
                isKey: placement.isKey, zOrder: placement.zOrder, receivesTouches: placement.touchBlock == nil,
                blockedBy: placement.touchBlock.map { touchBlock($0, for: placement.window) })
        }
        let views = layout.views.map { placement in
            let node = app.identity(of: placement.view)
            let corners = Self.points(placement.corners)
            let hitCorners = placement.hitArea.map(Self.points)
            // Regions other than the bounds, or subviews asked, make a tap outside the frame able to hit the view.
            let shaped: Bool
            if case .regions(let rects, let includeSubviews) = placement.hitAreaRule {
                shaped = includeSubviews || (rects.map { $0.count != 1 } ?? false)
            } else {
                shaped = false
            }
            return ViewLayoutJSON(
                id: node.id, className: node.className, pointer: places.pointer(of: placement.view),
                synthesized: node.isSynthesized ? true : nil, isPrivate: node.isPrivateClass ? true : nil,
                parent: app.identity(of: placement.superview).id, window: app.identity(of: placement.window).id,
                depth: placement.depth,
                zOrder: placement.zOrder, corners: corners, frame: FrameJSON(Self.rounded(placement.frameInWindow)),
                hitArea: HitAreaJSON(
                    rule: Self.rule(placement.hitAreaRule), corners: hitCorners,
                    differsFromBounds: shaped || hitCorners != corners),
                clipsToBounds: placement.clipsToBounds, receivesTouches: placement.touchBlock == nil,
                blockedBy: placement.touchBlock.map { touchBlock($0, for: placement.view) })
        }
        return LayoutJSON(windows: windows, views: views)
    }

    private func touchBlock(_ block: TouchBlock, for view: Int) -> TouchBlockJSON {
        TouchBlockJSON(
            responder: ref(block.responder), reason: block.reason.rawValue,
            explanation: app.explanation(of: block, for: view, in: language))
    }

    /// What decides a view's hit area, as an answer names it (`wire-fields` exports the names).
    enum HitAreaRule: String, CaseIterable {
        case bounds, minimumSize, insets, always, never, regions
    }

    private static func rule(_ rule: PointInsideOverride) -> String {
        switch rule {
        case .bounds: return HitAreaRule.bounds.rawValue
        case .minimumSize: return HitAreaRule.minimumSize.rawValue
        case .insets: return HitAreaRule.insets.rawValue
        case .always: return HitAreaRule.always.rawValue
        case .never: return HitAreaRule.never.rawValue
        case .regions: return HitAreaRule.regions.rawValue
        }
    }

    /// A coordinate rounded to a thousandth of a point, without a negative zero: layouts are read by people and
    /// compared by tests, and a rotation leaves noise in the last digits.
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }

    static func rounded(_ rect: Rect) -> Rect {
        Rect(
            x: rounded(rect.minX), y: rounded(rect.minY), width: rounded(rect.size.width),
            height: rounded(rect.size.height))
    }

    static func points(_ quad: Quad) -> [PointJSON] {
        quad.corners.map { PointJSON(x: rounded($0.x), y: rounded($0.y)) }
    }
}
