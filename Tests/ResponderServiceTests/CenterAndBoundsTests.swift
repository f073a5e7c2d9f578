import Foundation
import ResponderModel
import ResponderService
import Testing

/// `center` and `bounds`, UIKit's own way to place a transformed view, describe the same view as `frame` and
/// `boundsOrigin`.
@Suite struct CenterAndBoundsTests {
    static func layout(_ placement: String) throws -> [[String: Any]] {
        let body = """
            {"app": {"scenes": [{"windows": [{"id": "window", "subviews": [
              {"id": "card", \(placement), "transform": {"rotation": 30, "scale": 1.5},
               "subviews": [{"id": "label", "frame": {"x": 5, "y": 25, "width": 40, "height": 10}}]}]}]}]},
             "event": {"type": "touch", "point": {"x": 100, "y": 100}}}
            """
        let answer = try ResponderService.dispatch(body: Array(body.utf8), options: .init(layout: true))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(WireFormat.encode(answer))) as? [String: Any])
        return try #require((object["layout"] as? [String: Any])?["views"] as? [[String: Any]])
    }

    @Test func centerAndBoundsPlaceTheViewAsFrameAndBoundsOriginDo() throws {
        let byFrame = try Self.layout(
            #""frame": {"x": 50, "y": 80, "width": 100, "height": 60}, "boundsOrigin": {"x": 0, "y": 20}"#)
        let byCenter = try Self.layout(
            #""center": {"x": 100, "y": 110}, "bounds": {"x": 0, "y": 20, "width": 100, "height": 60}"#)
        #expect(byFrame.count == 2)
        for (left, right) in zip(byFrame, byCenter) {
            #expect(left["corners"] as? [[String: Double]] == right["corners"] as? [[String: Double]])
        }
    }

    @Test(arguments: [
        (#""center": {"x": 1, "y": 1}"#, "/center", "center needs bounds (for its size); or give frame instead"),
        (
            #""bounds": {"width": 1, "height": 1}"#, "/bounds",
            "bounds needs center (where the view is); or give frame instead"
        ),
        (
            #""center": {"x": 1, "y": 1}, "bounds": {"width": 1, "height": 1}, "frame": {"width": 1, "height": 1}"#,
            "/frame", "give frame, or center and bounds, not both"
        ),
        (
            #""center": {"x": 1, "y": 1}, "bounds": {"width": 1, "height": 1}, "boundsOrigin": {"x": 0, "y": 0}"#,
            "/boundsOrigin", "bounds already gives the bounds origin; leave out boundsOrigin"
        ),
    ])
    func mixedPlacementsAreRefusedAtTheField(_ fields: String, _ tail: String, _ message: String) throws {
        let body = """
            {"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "card", \(fields)}]}]}]},
             "event": {"type": "motion"}}
            """
        do {
            _ = try ResponderService.dispatch(body: Array(body.utf8))
            Issue.record("expected a problem")
        } catch {
            #expect(error.status == 400)
            #expect(error.problems.first?.pointer == "/app/scenes/0/windows/0/subviews/0" + tail)
            #expect(error.problems.first?.message == message)
        }
    }
}
