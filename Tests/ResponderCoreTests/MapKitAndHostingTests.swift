import Testing

@testable import ResponderCore
@testable import ResponderWords

/// `point(inside:with:)` true in given regions (and in its subviews'), MapKit's annotation views and callouts, and
/// SwiftUI's hosting views.
///
/// Sources: UIView.hitTest(_:with:) documentation (points outside the receiver's bounds are never reported as hits,
/// even if they lie within a subview; `point(inside:with:)` decides); MKAnnotationView documentation and
/// MKMapViewDelegate documentation (`mapView(_:didSelect:)`, `canShowCallout`,
/// `mapView(_:annotationView:calloutAccessoryControlTapped:)`); UIKit's documentation on gesture recognizers and
/// controls (a control's own tap wins over a tap recognizer on a view above it); heath-tech.blogspot.com, "iOS 5.0
/// MKMapView (MapKit MapView) Edge Cases" (2012: "Any UIControls in your MKAnnotationView must exist within your
/// MKAnnotationView's frame. Otherwise … the map will think the user touched outside the MKAnnotationView"); Stack
/// Overflow, "How to customize the callout bubble for MKAnnotationView?" (question 1565828); UIHostingController
/// documentation; Apple Developer Forums thread 762292, "iOS 18 hit testing functionality differs from iOS 17" (the
/// hosting view itself is the hit view on iOS 18).
@Suite struct MapKitAndHostingTests {
    // MARK: Regions

    /// A hit-test case: where the finger lands, and which view hit-testing answers.
    struct RegionCase: Sendable, CustomTestStringConvertible {
        let name: String
        let pointInside: PointInsideOverride
        let point: Point
        let hits: String
        var testDescription: String { name }
    }

    /// `panel` (100, 100, 200 × 100) with a `knob` subview drawn at (150, -40) in its own coordinates, half above
    /// its top edge; `root` fills the screen behind it.
    static func regionsApp(_ pointInside: PointInsideOverride) -> App {
        var (app, _, window) = Fixtures.bareApp()
        let root = app.addView(id: "root", frame: Fixtures.screen, to: window)
        let panel = app.addView(id: "panel", frame: Rect(x: 100, y: 100, width: 200, height: 100), to: root)
        app[panel].pointInside = pointInside
        app.addView(id: "knob", className: "UIButton", frame: Rect(x: 150, y: -40, width: 40, height: 80), to: panel)
        return app
    }

    static let regionCases: [RegionCase] = [
        RegionCase(
            name: "a point in a given region",
            pointInside: .regions(
                [Rect(x: 0, y: 0, width: 50, height: 50)],
                includeSubviews: false), point: Point(x: 120, y: 120), hits: "panel"),
        RegionCase(
            name: "a point of the bounds outside every region falls through",
            pointInside: .regions([Rect(x: 0, y: 0, width: 50, height: 50)], includeSubviews: false),
            point: Point(x: 200, y: 180), hits: "root"),
        RegionCase(
            name: "a region outside the bounds takes touches",
            pointInside: .regions([Rect(x: -50, y: 0, width: 50, height: 50)], includeSubviews: false),
            point: Point(x: 60, y: 110), hits: "panel"),
        RegionCase(
            name: "the knob's half above the bounds is not reached by UIView's point(inside:with:)",
            pointInside: .bounds, point: Point(x: 270, y: 80), hits: "root"),
        RegionCase(
            name: "includeSubviews reaches the knob's half above the bounds",
            pointInside: .regions(nil, includeSubviews: true), point: Point(x: 270, y: 80), hits: "knob"),
        RegionCase(
            name: "includeSubviews keeps the bounds", pointInside: .regions(nil, includeSubviews: true),
            point: Point(x: 120, y: 180), hits: "panel"),
        RegionCase(
            name: "includeSubviews with no region of its own takes only its subviews' points",
            pointInside: .regions([], includeSubviews: true), point: Point(x: 120, y: 180), hits: "root"),
        RegionCase(
            name: "includeSubviews with no region still reaches the knob inside the bounds",
            pointInside: .regions([], includeSubviews: true), point: Point(x: 270, y: 130), hits: "knob"),
    ]

    @Test(arguments: regionCases)
    func hitTestingAsksPointInsideOfTheRegions(_ test: RegionCase) {
        let app = Self.regionsApp(test.pointInside)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(test.point))
        #expect(result.touches.first?.trace.hitView.map { app[$0].id } == test.hits)
    }

    @Test func theSamplesOfARegionsOverrideLieInItsRegions() throws {
        let regions = [Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 150, y: 50, width: 50, height: 50)]
        let app = Self.regionsApp(.regions(regions, includeSubviews: false))
        let panel = try #require(app.responders.firstIndex { $0.id == "panel" })
        let sampler = HitAreaSampler(view: panel, in: app)
        #expect(sampler.rect == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(!sampler.screenPoints.isEmpty)
        for point in sampler.screenPoints {
            let local = try #require(app.convertFromScreen(point, into: panel))
            #expect(regions.contains { $0.contains(local) }, "\(point) is outside the regions")
        }
        // The layout draws the smallest rectangle holding them, and names the rule.
        let layout = app.screenLayout()
        let placement = try #require(layout.views.first { $0.view == panel })
        #expect(placement.hitAreaRule == .regions(regions, includeSubviews: false))
        #expect(placement.hitArea?.boundingBox == Rect(x: 100, y: 100, width: 200, height: 100))
    }

    @Test func theUnreachableScanFixesAViewOutsideItsSuperviewWithIncludeSubviews() throws {
        let app = Self.regionsApp(.bounds)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 270, y: 80)))
        let outside = try #require(result.diagnostics.first { $0.code == .outsideSuperviewBounds })
        let panel = try #require(app.responders.firstIndex { $0.id == "panel" })
        #expect(try app.fixCandidates(for: outside.words).get() == [.pointInsideIncludesSubviews(view: panel)])
        var fixer = Fixer(
            app: app, settings: DispatchSettings(), events: [.tap(Point(x: 270, y: 80))],
            budget: WorkBudget(maxSteps: 100_000, maxEntries: 100_000))
        guard case .fix(let fix) = fixer.fix(outside, at: 0) else {
            Issue.record("no fix")
            return
        }
        #expect(fix.change == .pointInsideIncludesSubviews(view: panel))
        #expect(fix.verified.cured)
        #expect(fix.verified.hitView.map { app[$0].id } == "knob")
    }

    // MARK: MapKit

    /// A map filling the screen with two annotation views: `pin` (an `MKMarkerAnnotationView` at (100, 300),
    /// 40 × 40) holding `info`, a button inside it, and `cafe` (a `CafeAnnotationView`, a class of the app whose
    /// superclass is `MKAnnotationView`, at (250, 500), 60 × 40) whose custom callout `bubble` (200 × 80) is drawn
    /// above it, outside its bounds, with a `book` button in it; `locate`, a button of the map's own, lies over
    /// `pin`'s right half.
    static func mapApp(calloutFix: Bool = false) -> (app: App, map: Int, ids: [String: Int]) {
        var (app, _, window) = Fixtures.bareApp()
        let screen = Fixtures.addController(&app, id: "screen", className: "MapViewController")
        let map = app.addView(id: "map", className: "MKMapView", frame: Fixtures.screen, to: nil)
        app.setRootView(map, of: screen)
        app.setRootViewController(screen, of: window)
        let pin = app.addView(
            id: "pin", className: "MKMarkerAnnotationView", frame: Rect(x: 100, y: 300, width: 40, height: 40),
            to: map)
        let info = app.addView(
            id: "info", className: "UIButton", frame: Rect(x: 0, y: 0, width: 16, height: 16), to: pin)
        var cafeView = Fixtures.responder("cafe", "CafeAnnotationView", kind: .view, superclass: "MKAnnotationView")
        cafeView.superclassName = "MKAnnotationView"
        cafeView.frame = Rect(x: 250, y: 500, width: 60, height: 40)
        if calloutFix { cafeView.pointInside = .regions(nil, includeSubviews: true) }
        let cafe = app.add(cafeView)
        app.addSubview(cafe, to: map)
        let bubble = app.addView(id: "bubble", frame: Rect(x: -70, y: -90, width: 200, height: 80), to: cafe)
        app[bubble].backgroundColor = ViewColor(text: "white", alpha: 1)
        let book = app.addView(
            id: "book", className: "UIButton", frame: Rect(x: 120, y: 20, width: 60, height: 40), to: bubble)
        let locate = app.addView(
            id: "locate", className: "UIButton", frame: Rect(x: 125, y: 300, width: 44, height: 44), to: map)
        return (app, map, ["pin": pin, "info": info, "cafe": cafe, "bubble": bubble, "book": book, "locate": locate])
    }

    /// A tap on a map: the map's diagnostics it gives, by code and the responders they are about.
    struct MapCase: Sendable, CustomTestStringConvertible {
        let name: String
        let point: Point
        let code: DiagnosticCode?
        let about: [String]
        let severity: Diagnostic.Severity?
        var testDescription: String { name }
    }

    static let mapCases: [MapCase] = [
        MapCase(
            name: "a tap on an annotation view selects it (MKMapViewDelegate.mapView(_:didSelect:) documentation)",
            point: Point(x: 110, y: 330), code: .mapSelectsAnnotation, about: ["pin", "map"], severity: .info),
        MapCase(
            name: "a tap on a custom annotation view selects it too (MKAnnotationView documentation)",
            point: Point(x: 280, y: 520), code: .mapSelectsAnnotation, about: ["cafe", "map"], severity: .info),
        MapCase(
            name: "a button inside an annotation view takes its tap (UIKit's documentation on controls and "
                + "gesture recognizers)",
            point: Point(x: 105, y: 305), code: .annotationControlTakesTap, about: ["info", "pin", "map"],
            severity: .warning),
        MapCase(
            name: "a button of the map laid over an annotation view takes its tap",
            point: Point(x: 132, y: 320), code: .annotationControlTakesTap, about: ["locate", "pin", "map"],
            severity: .warning),
        MapCase(
            name: "a tap on the map's empty area is no annotation's", point: Point(x: 20, y: 700), code: nil,
            about: [], severity: nil),
    ]

    static let mapCodes: Set<DiagnosticCode> = [.mapSelectsAnnotation, .annotationControlTakesTap]

    @Test(arguments: mapCases)
    func aTapOnAMapSaysWhatMapKitDoesWithIt(_ test: MapCase) {
        let (app, _, _) = Self.mapApp()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(test.point))
        let found = result.diagnostics.filter { Self.mapCodes.contains($0.code) }
        #expect(found.map(\.code) == (test.code.map { [$0] } ?? []))
        #expect(found.first.map { $0.responders.map { app[$0].id } } ?? [] == test.about)
        #expect(found.first?.severity == test.severity)
    }

    @Test func aSelectedAnnotationIsWordedFromMapKitsDocumentation() throws {
        let (app, _, _) = Self.mapApp()
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 110, y: 330)))
        let selects = try #require(result.diagnostics.first { $0.code == .mapSelectsAnnotation })
        #expect(
            app.wording(of: selects).message
                == "The tap is on MKMarkerAnnotationView 'pin', an annotation view of MKMapView 'map': the map view's "
                + "own tap recognizer selects it and calls its delegate's mapView(_:didSelect:), and shows its callout "
                + "when canShowCallout is true (MKMapViewDelegate's and MKAnnotationView's documentation). The service "
                + "does not model that recognizer; this is what MapKit documents for a tap.")
    }

    @Test func aControlOverAnAnnotationIsFixedByLettingTheTapThrough() throws {
        let (app, _, ids) = Self.mapApp()
        let tap = Event.tap(Point(x: 132, y: 320))
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(tap)
        let taken = try #require(result.diagnostics.first { $0.code == .annotationControlTakesTap })
        #expect(
            app.wording(of: taken).message
                == "UIButton 'locate', a control laid over MKMarkerAnnotationView 'pin', took the tap: UIKit leaves a "
                + "control's tap to the control, not to a tap recognizer on a view above it, so MKMapView 'map' does "
                + "not select MKMarkerAnnotationView 'pin' and its delegate's mapView(_:didSelect:) is not called.")
        var fixer = Fixer(
            app: app, settings: DispatchSettings(), events: [tap],
            budget: WorkBudget(maxSteps: 100_000, maxEntries: 100_000))
        guard case .fix(let fix) = fixer.fix(taken, at: 0) else {
            Issue.record("no fix")
            return
        }
        #expect(fix.change == .setInteraction(view: try #require(ids["locate"]), enabled: false))
        #expect(fix.verified.hitView == ids["pin"])
    }

    @Test func aTapOnACustomCalloutOutsideItsAnnotationViewGoesToTheMap() throws {
        let (app, map, ids) = Self.mapApp()
        let tap = Event.tap(Point(x: 330, y: 440))
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(tap)
        #expect(result.touches.first?.trace.hitView == map)
        let callout = try #require(result.diagnostics.first { $0.code == .calloutOutsideAnnotationView })
        #expect(callout.severity == .warning)
        #expect(callout.responders == [try #require(ids["book"]), try #require(ids["cafe"])])
        #expect(!result.diagnostics.contains { $0.code == .outsideSuperviewBounds })
        let words = app.wording(of: callout)
        #expect(
            words.message
                == "UIButton 'book' is drawn under the finger, in a callout of CafeAnnotationView 'cafe', but it lies "
                + "outside the bounds of CafeAnnotationView 'cafe', so hit-testing rejected CafeAnnotationView 'cafe' "
                + "before it looked at its subviews: the tap went to MKMapView 'map', and MapKit takes it for a tap "
                + "outside the annotation view (it deselects CafeAnnotationView 'cafe'), not for a tap on UIButton "
                + "'book'.")
        #expect(words.hint.contains("pointInside {\"includeSubviews\": true}"))
        // The standard fix, an annotation view whose point(inside:with:) asks its subviews, reaches the button.
        var fixer = Fixer(
            app: app, settings: DispatchSettings(), events: [tap],
            budget: WorkBudget(maxSteps: 100_000, maxEntries: 100_000))
        guard case .fix(let fix) = fixer.fix(callout, at: 0) else {
            Issue.record("no fix")
            return
        }
        #expect(fix.change == .pointInsideIncludesSubviews(view: try #require(ids["cafe"])))
        #expect(fix.verified.hitView == ids["book"])
        // Described with the fix, the tap reaches the button and nothing is left to say about the callout.
        let (fixed, _, fixedIDs) = Self.mapApp(calloutFix: true)
        var fixedDispatcher = Dispatcher(app: fixed)
        let fixedResult = fixedDispatcher.dispatch(tap)
        #expect(fixedResult.touches.first?.trace.hitView == fixedIDs["book"])
        #expect(!fixedResult.diagnostics.contains { $0.code == .calloutOutsideAnnotationView })
        // The callout's button, outside the annotation view's bounds, is tapped for itself: no warning that the map
        // does not select the annotation.
        #expect(!fixedResult.diagnostics.contains { $0.code == .annotationControlTakesTap })
    }

    @Test func theAuditFindsTheCalloutButtonOutsideItsAnnotationViewAndFixesIt() throws {
        let (app, _, ids) = Self.mapApp()
        let report = Auditor(app: app).audit()
        let book = try #require(ids["book"])
        let outside = try #require(report.findings.first { $0.code == .outsideSuperviewBounds })
        #expect(outside.responders == [book, try #require(ids["cafe"])])
        #expect(outside.severity == .warning)
        // Its witness, a tap on the button, shows the callout's own diagnostic, whose fix cures it.
        #expect(outside.evidence == .diagnostic(.calloutOutsideAnnotationView))
        var fixer = Fixer(
            app: app, settings: DispatchSettings(), events: [],
            budget: WorkBudget(maxSteps: 100_000, maxEntries: 100_000))
        guard case .fix(let fix)? = fixer.fix(outside) else {
            Issue.record("no fix")
            return
        }
        #expect(fix.change == .pointInsideIncludesSubviews(view: try #require(ids["cafe"])))
        let (fixed, _, fixedIDs) = Self.mapApp(calloutFix: true)
        let fixedReport = Auditor(app: fixed).audit()
        let fixedBook = try #require(fixedIDs["book"])
        #expect(
            !fixedReport.findings.contains { $0.responders.first == fixedBook && $0.code == .outsideSuperviewBounds })
    }

    // MARK: SwiftUI hosting

    /// A hosting controller whose view (`className`) fills the screen, in front of `list`, a view behind it in the
    /// window; `hitTest` is the hosting view's override.
    static func hostingApp(
        className: String, controllerClass: String = "UIHostingController", hitTest: HitTestOverride
    )
        -> (app: App, host: Int, list: Int)
    {
        var (app, _, window) = Fixtures.bareApp()
        let list = app.addView(id: "list", className: "UITableView", frame: Fixtures.screen, to: window)
        let controller = Fixtures.addController(&app, id: "overlay", className: controllerClass, superclass: nil)
        let host = app.addView(id: "host", className: className, frame: Fixtures.screen, to: window)
        app.setRootView(host, of: controller)
        app[host].hitTest = hitTest
        return (app, host, list)
    }

    struct HostingCase: Sendable, CustomTestStringConvertible {
        let name: String
        let className: String
        let controllerClass: String
        let hitTest: HitTestOverride
        let hitsHost: Bool
        var testDescription: String { name }
    }

    static let hostingCases: [HostingCase] = [
        HostingCase(
            name: "_UIHostingView takes the touch and its SwiftUI content decides (UIHostingController documentation)",
            className: "_UIHostingView", controllerClass: "UIHostingController", hitTest: .standard, hitsHost: true),
        HostingCase(
            name: "UIHostingView, as the debugger prints it on iOS 18", className: "UIHostingView",
            controllerClass: "UIViewController", hitTest: .standard, hitsHost: true),
        HostingCase(
            name: "a mangled hosting view from a dump",
            className: "_TtGC7SwiftUI14_UIHostingViewV7Example11ContentView_", controllerClass: "UIViewController",
            hitTest: .standard, hitsHost: true),
        HostingCase(
            name: "the plain view of a UIHostingController", className: "UIView",
            controllerClass: "UIHostingController", hitTest: .standard, hitsHost: true),
        HostingCase(
            name: "a hosting view whose hitTest returns nil for itself lets the touch fall through (Apple Developer "
                + "Forums thread 762292)", className: "_UIHostingView", controllerClass: "UIHostingController",
            hitTest: .passThrough, hitsHost: false),
    ]

    @Test(arguments: hostingCases)
    func aTouchOnAHostingViewDependsOnItsSwiftUIContent(_ test: HostingCase) throws {
        let (app, host, list) = Self.hostingApp(
            className: test.className, controllerClass: test.controllerClass, hitTest: test.hitTest)
        #expect(app.hostsSwiftUI(host))
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 200, y: 400)))
        #expect(result.touches.first?.trace.hitView == (test.hitsHost ? host : list))
        let notes = result.diagnostics.filter { diagnostic in
            if case .walk(.undescribed(let responder, let facts, _, _, _)) = diagnostic.words {
                return responder == host && facts.contains(.swiftUIContent)
            }
            return false
        }
        #expect(notes.count == (test.hitsHost ? 1 : 0))
        if test.hitsHost {
            #expect(notes.first?.severity == .warning)
            #expect(app.fixCandidates(for: try #require(notes.first).words) == .failure(.undescribed))
        }
    }

    /// A list covered by a hosting view: the service offers no change that turns the hosting view off, since its
    /// SwiftUI content, which the description does not give, decides where it takes touches (UIHostingController
    /// documentation; Apple Developer Forums thread 762292: on iOS 18 the hosting view is the hit view for its empty
    /// area too). A plain view in front is still fixed by letting the touch through.
    @Test(arguments: [true, false])
    func aViewCoveredByAHostingViewHasNoFixThatTurnsItOff(hosting: Bool) throws {
        let (app, host, list) = Self.hostingApp(
            className: hosting ? "_UIHostingView" : "UIView",
            controllerClass: hosting ? "UIHostingController" : "UIViewController", hitTest: .standard)
        let fixed = !hosting
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 200, y: 400)))
        let covered = try #require(result.diagnostics.first { $0.code == .coveredByOtherView })
        #expect(covered.responders.first == list)
        let candidates = app.fixCandidates(for: covered.words)
        if fixed {
            #expect(try candidates.get().first == .setInteraction(view: host, enabled: false))
        } else {
            #expect(candidates == .failure(.undescribed))
        }
    }

    @Test func aPlainViewIsNoHostingView() {
        let (app, host, _) = Self.hostingApp(
            className: "UIView", controllerClass: "UIViewController", hitTest: .standard)
        #expect(!app.hostsSwiftUI(host))
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 200, y: 400)))
        #expect(!result.diagnostics.contains { $0.code == .dependsOnUndescribed })
    }

    @Test func theHostingWordsSayWhichIOSTheAnswerFollows() throws {
        let (app, host, _) = Self.hostingApp(
            className: "_UIHostingView", controllerClass: "UIHostingController", hitTest: .standard)
        let words = app.wording(of: .walk(.undescribed(responder: host, facts: [.swiftUIContent])))
        #expect(
            words.message
                == "_UIHostingView 'host' draws SwiftUI content, which the description cannot give: SwiftUI's own "
                + "gesture recognizers on _UIHostingView 'host' decide what this touch does (a Button, an "
                + "onTapGesture, or nothing where the content is allowsHitTesting(false) or a clear background "
                + "without contentShape). UIKit hit-tests _UIHostingView 'host' as a UIView and, as on iOS 18, "
                + "returns _UIHostingView 'host' itself for SwiftUI content and for its empty area alike, so the "
                + "touch stops at it unless its hitTest(_:with:) returns nil there.")
        #expect(words.hint.contains("hitTest \"passThrough\""))
    }
}
