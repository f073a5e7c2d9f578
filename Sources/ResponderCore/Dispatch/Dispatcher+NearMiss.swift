extension Dispatcher {
    /// How far from a touch a view that handles touches counts as just missed: about a fingertip's width (Apple's
    /// Human Interface Guidelines ask for 44-point targets; a tap lands within a few points of where it was aimed).
    static let nearMissReach = 12.0
    /// The most views the search below the views hit-testing rejected may look at, so a touch that did nothing
    /// costs a bounded amount of work however large the app.
    static let nearMissLookLimit = 64

    /// A touch that nothing handled, close to a view that would have: the nearest enabled control or recognizer's
    /// view whose touch area lies within ``nearMissReach`` points of the finger, with how far it missed and why its
    /// area is what it is.
    ///
    /// Looked for only when the touch did nothing, among the views hit-testing asked and found the point outside
    /// (the trace already holds each one with the point in its own space) and, below those whose area grown by the
    /// reach holds the point, at most ``nearMissLookLimit`` more, one budget step each. A run of siblings the trace
    /// summarises is not looked into.
    mutating func noteNearMiss(_ event: TouchEvent, into result: inout EventResult) {
        guard result.outcome == .dropped || result.outcome == .notDelivered,
            result.recognizers.allSatisfy({ $0.outcome != .recognized }),
            let touch = result.touches.first
        else { return }
        var nearest: (view: Int, distance: Double)?
        func consider(_ view: Int, at point: Point) {
            guard app[view].isControl && app[view].isEnabled || !app[view].gestureRecognizers.isEmpty,
                case .rect(let area) = app.hitArea(of: view)
            else { return }
            let distance = Self.distance(from: point, to: area)
            if distance > 0 && distance <= Self.nearMissReach && distance < nearest?.distance ?? .infinity {
                nearest = (view, distance)
            }
        }
        var below: [(view: Int, point: Point)] = []
        for step in touch.trace.steps where step.outcome == .pointOutside && step.count == 1 {
            consider(step.view, at: step.point)
            if Self.reaches(step.point, app.hitArea(of: step.view)) { below.append((step.view, step.point)) }
        }
        var looked = 0
        while let (view, point) = below.popLast(), looked < Self.nearMissLookLimit {
            for child in app[view].subviews {
                looked += 1
                budget.spend()
                guard looked <= Self.nearMissLookLimit, !budget.isExhausted else { break }
                guard let childPoint = app.convertFromSuperview(point, into: child),
                    app.skipReason(of: child, at: childPoint).map({ $0 == .pointOutside }) ?? true
                else { continue }
                consider(child, at: childPoint)
                if Self.reaches(childPoint, app.hitArea(of: child)) { below.append((child, childPoint)) }
            }
        }
        guard let (view, distance) = nearest, case .rect(let area) = app.hitArea(of: view) else { return }
        let touchArea: DiagnosticWords.Touch.TouchArea =
            isBarCustomView(view)
            ? .barCustomView(area.size) : app[view].pointInside == .bounds ? .frame(area.size) : .pointInside(area.size)
        result.diagnostics.append(
            Diagnostic(
                responders: [view],
                words: .touch(
                    .nearMiss(
                        view: view, at: touch.trace.point, distance: (distance * 10).rounded() / 10, area: touchArea))))
    }

    /// The distance from a point to the nearest point of a rectangle (0 inside it).
    static func distance(from point: Point, to area: Rect) -> Double {
        let nearest = Point(x: min(max(point.x, area.minX), area.maxX), y: min(max(point.y, area.minY), area.maxY))
        return point.distance(to: nearest)
    }

    /// Whether a point lies within the reach of a hit area: its subviews may hold a view it just missed.
    private static func reaches(_ point: Point, _ area: HitArea) -> Bool {
        guard case .rect(let rect) = area else { return false }
        return distance(from: point, to: rect) <= nearMissReach
    }

    /// Whether `view` is a bar button item's custom view (`UIBarButtonItem(customView:)`): a view of the app's own
    /// that the navigation bar holds (the plain items are views the bar makes).
    private func isBarCustomView(_ view: Int) -> Bool {
        guard !app[view].isSynthesized, let bar = app[view].superview else { return false }
        return app[bar].isSynthesized && app[bar].className == "UINavigationBar"
    }
}
