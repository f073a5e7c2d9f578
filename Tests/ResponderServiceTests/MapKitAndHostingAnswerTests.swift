import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// MapKit's callouts, SwiftUI's hosting views and `pointInside` regions through the wire, as a client sends them:
/// the request fields, the layout's hit-area rule, the fix's JSON Patch applied and posted again, and every sentence
/// in the language asked for.
///
/// Sources: UIView.hitTest(_:with:) documentation; MKAnnotationView and MKMapViewDelegate documentation;
/// heath-tech.blogspot.com, "iOS 5.0 MKMapView (MapKit MapView) Edge Cases" (a control outside its annotation view's
/// frame is taken for a touch outside it); UIHostingController documentation; Apple Developer Forums thread 762292,
/// "iOS 18 hit testing functionality differs from iOS 17".
@Suite struct MapKitAndHostingAnswerTests {
    /// A map whose annotation view `cafe` (a class of the app, subclass of MKAnnotationView) draws its custom callout
    /// `bubble` above its bounds, with a `book` button in it; the tap lands on the button.
    static func calloutRequest(pointInside: String? = nil) -> String {
        let override = pointInside.map { #", "pointInside": \#($0)"# } ?? ""
        return #"""
            {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "screen", "class": "MapViewController",
              "actions": {"book(_:)": true},
              "view": {"id": "map", "class": "MKMapView", "subviews": [
                {"id": "cafe", "class": "CafeAnnotationView", "superclass": "MKAnnotationView",
                 "frame": {"x": 250, "y": 500, "width": 60, "height": 40}\#(override),
                 "subviews": [{"id": "bubble", "frame": {"x": -70, "y": -90, "width": 200, "height": 80},
                   "backgroundColor": "white",
                   "subviews": [{"id": "book", "class": "UIButton", "frame": {"x": 120, "y": 20, "width": 60, "height": 40},
                     "targets": [{"event": "touchUpInside", "target": "screen", "action": "book(_:)"}]}]}]}]}}}]}]},
             "event": {"type": "touch", "point": {"x": 330, "y": 440}}}
            """#
    }

    static func answer(_ body: String, query: [String: String] = [:]) throws -> [String: Any] {
        let answer = ResponderService.answer(
            .dispatch, body: Array(body.utf8), query: AnswerQuery(query), limits: Limits())
        try #require(answer.status == 200, "\(String(decoding: answer.bytes, as: UTF8.self))")
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
    }

    static func diagnostics(_ answer: [String: Any]) -> [[String: Any]] {
        (FixTests.results(answer).first?["diagnostics"] as? [[String: Any]]) ?? []
    }

    @Test func theCalloutsFixIsAPatchThatMakesTheButtonWork() throws {
        let body = Self.calloutRequest()
        let answer = try Self.answer(body)
        let callout = try #require(
            Self.diagnostics(answer).first { $0["code"] as? String == "calloutOutsideAnnotationView" })
        #expect(callout["severity"] as? String == "warning")
        let fix = try #require(callout["fix"] as? [String: Any])
        #expect(fix["change"] as? String == "pointInsideIncludesSubviews")
        let patch = try #require(fix["patch"] as? [[String: Any]])
        #expect(patch.count == 1)
        #expect(patch.first?["value"] as? [String: Bool] == ["includeSubviews": true])
        #expect((fix["swift"] as? String ?? "").contains("subviews.contains { $0.point(inside: convert(point, to: $0)"))
        // Applied to the request and posted, the tap reaches the button and performs its action.
        let request = try JSONSerialization.jsonObject(with: Data(body.utf8))
        let patched = try FixTests.apply(patch, to: request)
        let again = try Self.answer(
            String(decoding: try JSONSerialization.data(withJSONObject: patched), as: UTF8.self))
        let result = try #require(FixTests.results(again).first)
        #expect(FixTests.id((result["hitTest"] as? [[String: Any]])?.first?["hitView"]) == "book")
        let performed = (result["actions"] as? [[String: Any]] ?? []).compactMap { FixTests.id($0["performedBy"]) }
        #expect(performed == ["screen"])
        #expect(!Self.diagnostics(again).contains { $0["code"] as? String == "calloutOutsideAnnotationView" })
    }

    /// `pointInside` written as regions: the layout names the rule and draws the rectangle around them.
    @Test func theLayoutNamesTheRegionsRule() throws {
        let answer = try Self.answer(
            Self.calloutRequest(
                pointInside:
                    #"{"regions": [{"width": 60, "height": 40}, {"x": -70, "y": -90, "width": 200, "height": 80}]}"#
            ), query: ["include": "layout"])
        let views = try #require((answer["layout"] as? [String: Any])?["views"] as? [[String: Any]])
        let cafe = try #require(views.first { $0["id"] as? String == "cafe" })
        let area = try #require(cafe["hitArea"] as? [String: Any])
        #expect(area["rule"] as? String == "regions")
        #expect(area["differsFromBounds"] as? Bool == true)
        let corners = try #require(area["corners"] as? [[String: Double]])
        #expect(corners.first == ["x": 180, "y": 410])
        // The second region holds the callout: the tap on the button reaches it.
        let result = try #require(FixTests.results(answer).first)
        #expect(FixTests.id((result["hitTest"] as? [[String: Any]])?.first?["hitView"]) == "book")
    }

    /// A hosting controller's view in front of a list; `hitTest` its override.
    static func hostingRequest(hitTest: String = "standard") -> String {
        #"""
        {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "screen", "view": {"id": "root", "subviews": [
          {"id": "list", "class": "UITableView", "frame": {"width": 390, "height": 844}},
          {"id": "host", "class": "_UIHostingView", "frame": {"width": 390, "height": 844}, "hitTest": "\#(hitTest)"}
        ]}}}]}]},
         "event": {"type": "touch", "point": {"x": 200, "y": 400}}}
        """#
    }

    @Test(arguments: Language.offered)
    func aHostingViewsContentIsUndescribedInEveryLanguage(_ language: Language) throws {
        let answer = try Self.answer(Self.hostingRequest(), query: ["lang": language.rawValue])
        let note = try #require(Self.diagnostics(answer).first { $0["code"] as? String == "dependsOnUndescribed" })
        #expect(note["severity"] as? String == "warning")
        #expect((note["noFix"] as? [String: Any])?["reason"] as? String == "undescribed")
        for key in ["message", "hint"] {
            let text = try #require(note[key] as? String)
            #expect(Script.isWritten(text, in: language), "\(key): \(text)")
            #expect(text.contains(key == "message" ? "_UIHostingView 'host'" : "passThrough"))
        }
    }

    @Test func aPassThroughHostingViewLetsTheTouchReachTheList() throws {
        let answer = try Self.answer(Self.hostingRequest(hitTest: "passThrough"))
        let result = try #require(FixTests.results(answer).first)
        #expect(FixTests.id((result["hitTest"] as? [[String: Any]])?.first?["hitView"]) == "list")
        #expect(!Self.diagnostics(answer).contains { $0["code"] as? String == "dependsOnUndescribed" })
    }

    @Test(arguments: Language.offered)
    func theMapsWordsAreInTheLanguage(_ language: Language) throws {
        for point in [#"{"x": 330, "y": 440}"#, #"{"x": 280, "y": 520}"#] {
            let body = Self.calloutRequest().replacingOccurrences(
                of: #"{"x": 330, "y": 440}"#, with: point)
            let answer = try Self.answer(body, query: ["lang": language.rawValue])
            let mapCodes: Set<String> = ["calloutOutsideAnnotationView", "mapSelectsAnnotation"]
            let found = Self.diagnostics(answer).filter { mapCodes.contains($0["code"] as? String ?? "") }
            #expect(found.count == 1, "\(point)")
            for diagnostic in found {
                for key in ["message", "hint"] {
                    let text = try #require(diagnostic[key] as? String)
                    #expect(Script.isWritten(text, in: language), "\(key): \(text)")
                }
            }
        }
    }
}
