extension Dispatcher {
    /// What MapKit does with a tap that lands in a map view, from MKMapView's, MKAnnotationView's and
    /// MKMapViewDelegate's documentation: the map's own recognizers are not modelled (its pan, pinch, rotation and
    /// double-tap zoom), but what a tap on an annotation view does is told.
    ///
    /// ```
    ///  hit view ──► inside an annotation view A of a map M?
    ///     │ yes: an enabled control between the hit view and A?
    ///     │        yes, the finger within A's bounds ──► annotationControlTakesTap (warning)
    ///     │        yes, outside them (a custom callout's control) ──► nothing: the control is tapped for itself
    ///     │        no ──► mapSelectsAnnotation (info)
    ///     │ no: the hit view is an enabled control of M, in front of an annotation view A under the finger
    ///     └──► annotationControlTakesTap (warning)
    /// ```
    ///
    /// A control's tap wins over a tap recognizer on a view above it (UIKit's documentation on gesture recognizers
    /// and controls), so a control laid over an annotation view keeps the map from selecting it. One budget step per
    /// view looked at.
    mutating func noteMapTaps(into result: inout EventResult) {
        var noted: [Int] = []
        for touch in result.touches where touch.accepted {
            guard let hit = touch.trace.hitView, !noted.contains(hit),
                let map = firstAncestor(of: hit, where: { app.isMapView($0) })
            else { continue }
            noted.append(hit)
            budget.spend()
            let annotation = firstAncestor(of: hit, where: { app.isAnnotationView($0) })
            let control = firstAncestor(
                of: hit,
                where: { view in
                    view == annotation || view == map || (app[view].isControl && app[view].isEnabled)
                }
            ).flatMap { view in view == annotation || view == map ? nil : view }
            if let annotation, app.isView(annotation, inSubtreeOf: map) {
                // A control of the annotation view's own callout, drawn outside its bounds, is tapped for itself.
                let onAnnotation =
                    app.convertFromScreen(touch.trace.point, into: annotation).map {
                        app.bounds(of: annotation).contains($0)
                    } ?? false
                if control != nil, !onAnnotation { continue }
                if let control {
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [control, annotation, map],
                            words: .touch(
                                .annotationControlTakesTap(control: control, annotation: annotation, map: map))))
                } else {
                    result.diagnostics.append(
                        Diagnostic(
                            responders: [annotation, map],
                            words: .touch(.mapSelectsAnnotation(annotation: annotation, map: map))))
                }
            } else if let control, let covered = annotationView(under: touch.trace.point, in: map, besides: control) {
                result.diagnostics.append(
                    Diagnostic(
                        responders: [control, covered, map],
                        words: .touch(.annotationControlTakesTap(control: control, annotation: covered, map: map))))
            }
        }
    }

    /// The frontmost annotation view of `map` whose `point(inside:with:)` holds a screen point, that is neither
    /// `control` nor one of its ancestors: the one a control in front of it covers.
    private mutating func annotationView(under point: Point, in map: Int, besides control: Int) -> Int? {
        var stack: [Int] = [map]
        var found: Int?
        var visited = 0
        // Back to front, so the last one found is the frontmost.
        while let view = stack.popLast(), visited <= app.count {
            visited += 1
            budget.spend()
            if budget.isExhausted { return nil }
            if view != map, app.isAnnotationView(view), !app.isView(control, inSubtreeOf: view), app.isDrawn(view),
                let local = app.convertFromScreen(point, into: view), app.pointInside(local, of: view)
            {
                found = view
            }
            stack.append(contentsOf: app[view].subviews.reversed())
        }
        return found
    }
}
