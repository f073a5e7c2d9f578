import Testing

@testable import ResponderCore
@testable import ResponderWords

/// A touch that did nothing, within a finger's reach of a view that handles touches: the answer names the view, how
/// far the touch missed it and why its touch area is what it is (public reports of "the button does not respond
/// unless I tap its middle": a 24-point close button, a 24-point bar item tapped a few points outside).
@Suite struct NearMissTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var pointInside: PointInsideOverride = .bounds
        var tap: Point
        /// The distance the answer gives, or nil when no near miss is named.
        var distance: Double?
        var area: DiagnosticWords.Touch.TouchArea?
        var testDescription: String { name }
    }

    /// A 24 × 24 close button at (100, 100) in an otherwise empty window.
    static let cases: [Case] = [
        Case(
            name: "3 points right of it", tap: Point(x: 127, y: 110), distance: 3,
            area: .frame(Size(width: 24, height: 24))),
        Case(
            name: "diagonally off a corner", tap: Point(x: 127, y: 128), distance: 5,
            area: .frame(Size(width: 24, height: 24))),
        Case(
            name: "12 points below it: still a finger's reach", tap: Point(x: 110, y: 136), distance: 12,
            area: .frame(Size(width: 24, height: 24))),
        Case(name: "13 points away: too far to be meant", tap: Point(x: 137, y: 110)),
        Case(name: "on it: the button takes it", tap: Point(x: 110, y: 110)),
        Case(
            name: "outside what its point(inside:) accepts", pointInside: .minimumSize(Size(width: 30, height: 30)),
            tap: Point(x: 130, y: 112), distance: 3, area: .pointInside(Size(width: 30, height: 30))),
        Case(
            name: "inside what its point(inside:) accepts", pointInside: .minimumSize(Size(width: 44, height: 44)),
            tap: Point(x: 130, y: 112)),
    ]

    @Test(arguments: cases)
    func aTouchThatJustMissesNamesTheViewItMissed(_ testCase: Case) throws {
        var (app, _, window) = Fixtures.bareApp()
        let close = app.addView(
            id: "close", className: "UIButton", frame: Rect(x: 100, y: 100, width: 24, height: 24), to: window)
        app[close].pointInside = testCase.pointInside
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(testCase.tap))
        let near = result.diagnostics.first { $0.code == .touchMissedNearby }
        guard let distance = testCase.distance else {
            #expect(near == nil)
            return
        }
        let miss = try #require(near)
        #expect(miss.severity == .warning)
        #expect(miss.responders == [close])
        guard case .touch(.nearMiss(let view, let at, let missed, let area)) = miss.words else {
            Issue.record("not a near miss: \(miss.words)")
            return
        }
        #expect(view == close)
        #expect(at == testCase.tap)
        #expect(missed == distance)
        #expect(area == testCase.area)
        let words = app.wording(of: miss)
        #expect(words.message.contains("points outside UIButton 'close', whose touch area is"))
        #expect(words.hint.contains("44 × 44"))
    }

    /// A tap that a view handles is not a miss of its neighbour, however close.
    @Test func aHandledTapNamesNoNeighbour() {
        var (app, _, window) = Fixtures.bareApp()
        app.addView(id: "close", className: "UIButton", frame: Rect(x: 100, y: 100, width: 24, height: 24), to: window)
        let card = app.addView(id: "card", frame: Rect(x: 126, y: 90, width: 100, height: 40), to: window)
        app[card].overrides[.touchesEnded] = .withoutSuper
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 127, y: 110)))
        #expect(result.handler == card)
        #expect(!result.diagnostics.contains { $0.code == .touchMissedNearby })
    }

    @Test func theWordsSayWhyTheAreaIsWhatItIs() {
        let (app, _, window) = Fixtures.bareApp()
        let size = Size(width: 24, height: 24)
        let expected: [(DiagnosticWords.Touch.TouchArea, String)] = [
            (.frame(size), "whose touch area is its frame, 24 × 24 points."),
            (.pointInside(size), "whose touch area is what its point(inside:with:) accepts, 24 × 24 points."),
            (.barCustomView(size), "since iOS 11 a bar button item's custom view takes touches only within its frame"),
        ]
        for (area, words) in expected {
            let facts = DiagnosticWords.touch(.nearMiss(view: window, at: Point(x: 1, y: 2), distance: 2.5, area: area))
            let message = app.wording(of: facts).message
            #expect(
                message.hasPrefix("The touch at (1, 2) did nothing: it landed 2.5 points outside UIWindow 'window'"))
            #expect(message.contains(words), "\(message)")
            for language in Language.allCases where language != .english {
                #expect(app.wording(of: facts, in: language).message != message)
            }
        }
    }
}
