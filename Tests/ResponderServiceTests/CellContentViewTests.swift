import Foundation
import ResponderModel
import ResponderService
import Testing

/// A cell's content view: described with `contentView` (the cell's own subviews lie under it, as in UIKit), or
/// synthesized (the cell's subviews are placed in it, and the answer says so).
@Suite struct CellContentViewTests {
    static func answer(cell: String, at point: (Double, Double) = (330, 130)) throws -> [String: Any] {
        let body = """
            {"app": {"scenes": [{"windows": [{"id": "window", "actions": {"tapped:": true}, "subviews": [
              {"id": "table", "class": "UITableView", "subviews": [
                {"id": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60},
                 \(cell)}]}]}]}]},
             "event": {"type": "touch", "point": {"x": \(point.0), "y": \(point.1)}}}
            """
        let answer = try ResponderService.dispatch(body: Array(body.utf8))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(WireFormat.encode(answer))) as? [String: Any])
        return try #require((object["results"] as? [[String: Any]])?.first)
    }

    static func codes(_ result: [String: Any]) -> [String] {
        (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    static func startID(_ result: [String: Any]) -> String? {
        ((result["start"] as? [String: Any])?["responder"] as? [String: Any])?["id"] as? String
    }

    static let button =
        #"{"id": "button", "class": "UIButton", "frame": {"x": 290, "y": 10, "width": 80, "height": 40}, "#
        + #""targets": [{"event": "touchUpInside", "target": "window", "action": "tapped:"}]}"#

    @Test func aSubviewOfTheCellItselfLiesUnderTheDescribedContentView() throws {
        let result = try Self.answer(cell: #""subviews": [\#(Self.button)], "contentView": {}"#)
        #expect(Self.startID(result) == "cell.contentView")
        #expect(Self.codes(result).contains("coveredByOtherView"))
        #expect(!Self.codes(result).contains("cellContentViewSynthesized"))
    }

    @Test func aSubviewOfTheDescribedContentViewIsHit() throws {
        let result = try Self.answer(cell: #""contentView": {"id": "content", "subviews": [\#(Self.button)]}"#)
        #expect(Self.startID(result) == "button")
        // Only the note that the table held the button's touchesBegan back (delaysContentTouches).
        #expect(Self.codes(result) == ["contentTouchesDelayed"])
    }

    @Test func subviewsOfACellWithoutAContentViewArePlacedInASynthesizedOneAndTheAnswerSaysSo() throws {
        let result = try Self.answer(cell: #""subviews": [\#(Self.button)]"#)
        #expect(Self.startID(result) == "button")
        let note = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "cellContentViewSynthesized" }
        )
        // The button acts on touches, so where it was added decides who gets this one: a warning.
        #expect(note["severity"] as? String == "warning")
        #expect((note["message"] as? String)?.contains("UITableViewCellContentView 'cell.contentView'") == true)
        let message = note["message"] as? String ?? ""
        #expect(message.contains("had the app added UIButton 'button' with cell.addSubview"))
    }

    @Test func aSynthesizedContentViewUnderAPlainViewStaysANote() throws {
        let plain = #"{"id": "stripe", "frame": {"x": 290, "y": 10, "width": 80, "height": 40}}"#
        let result = try Self.answer(cell: #""subviews": [\#(plain)]"#)
        #expect(Self.startID(result) == "stripe")
        let note = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "cellContentViewSynthesized" }
        )
        #expect(note["severity"] as? String == "info")
    }

    /// A UIVisualEffectView's subviews go in its contentView; one added to the effect view itself makes UIKit
    /// raise an exception (since iOS 11), and its own private views may be described as a dump shows them.
    static func effectView(_ fields: String) throws -> DispatchResponse {
        let body = """
            {"app": {"scenes": [{"windows": [{"subviews": [
              {"id": "blur", "class": "UIVisualEffectView", "frame": {"x": 0, "y": 700, "width": 390, "height": 144},
               \(fields)}]}]}]},
             "event": {"type": "touch", "point": {"x": 330, "y": 730}}}
            """
        return try ResponderService.dispatch(body: Array(body.utf8))
    }

    @Test func aButtonInAVisualEffectViewsContentViewIsHit() throws {
        let backdrop = #"{"class": "_UIVisualEffectBackdropView", "isUserInteractionEnabled": false}"#
        let result = try Self.effectView(
            #""subviews": [\#(backdrop)], "contentView": {"subviews": [\#(Self.button)]}"#)
        #expect(result.results.first?.handler?.id == "button")
        let chain = result.results.first?.chain?.links.map(\.responder.id) ?? []
        #expect(Array(chain.prefix(3)) == ["button", "blur.contentView", "blur"])
    }

    @Test func aSubviewAddedToTheEffectViewItselfIsRefused() {
        do {
            _ = try Self.effectView(#""subviews": [\#(Self.button)]"#)
            Issue.record("expected a problem")
        } catch let error as Problem {
            #expect(error.status == 422)
            #expect(error.problems.first?.pointer == "/app/scenes/0/windows/0/subviews/0/subviews/0")
            #expect(error.problems.first?.message.contains("since iOS 11 UIKit raises an exception") == true)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func contentViewOnAViewThatIsNotACellIsRefusedAtTheField() throws {
        let body = """
            {"app": {"scenes": [{"windows": [{"subviews": [{"id": "card", "contentView": {}}]}]}]},
             "event": {"type": "touch", "point": {"x": 1, "y": 1}}}
            """
        do {
            _ = try ResponderService.dispatch(body: Array(body.utf8))
            Issue.record("expected a problem")
        } catch {
            #expect(error.status == 422)
            #expect(error.problems.first?.pointer == "/app/scenes/0/windows/0/subviews/0/contentView")
            let message = error.problems.first?.message ?? ""
            #expect(message.contains("only cells and visual effect views have a contentView"))
        }
    }
}
