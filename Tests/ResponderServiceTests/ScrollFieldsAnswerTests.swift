import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// The request fields of a scroll view's paging, keyboard dismissal and pan delegate, and of a view's
/// gestureRecognizerShouldBegin(_:) override, read from JSON and answered in JSON.
@Suite struct ScrollFieldsAnswerTests {
    static func answer(_ body: String, language: Language = .english) throws -> [String: Any] {
        let bytes = try ResponderService.dispatchAnswer(
            body: Array(body.utf8), limits: Limits(), options: ResponderService.AnswerOptions(language: language))
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func scrollView(_ answer: [String: Any]) throws -> [String: Any] {
        let result = try #require((answer["results"] as? [[String: Any]])?.first)
        return try #require((result["scrollViews"] as? [[String: Any]])?.first)
    }

    /// UIScrollView.isPagingEnabled and UIScrollView.keyboardDismissMode documentation: a search field is first
    /// responder above a paging list with `onDrag`; a vertical drag past half a page turns a page and resigns the
    /// field, and the answer says both.
    static let pagingBody = #"""
        {"app": {"scenes": [{"windows": [{"firstResponder": "search", "subviews": [
          {"id": "search", "class": "UITextField", "frame": {"x": 0, "y": 50, "width": 390, "height": 44}},
          {"id": "results", "class": "UIScrollView", "frame": {"x": 0, "y": 100, "width": 390, "height": 400},
           "contentSize": {"width": 390, "height": 1200}, "isPagingEnabled": true, "keyboardDismissMode": "onDrag"}
        ]}]}]}, "event": {"type": "touch", "path": [{"x": 200, "y": 450}, {"x": 200, "y": 150}]}}
        """#

    @Test func aPagingListWithOnDragTurnsAPageAndDismissesTheKeyboard() throws {
        let answer = try Self.answer(Self.pagingBody)
        let scroll = try Self.scrollView(answer)
        #expect(scroll["scrolled"] as? Bool == true)
        let page = try #require(scroll["page"] as? [String: Any])
        #expect(page["axis"] as? String == "vertical")
        #expect(page["from"] as? Int == 0)
        #expect(page["to"] as? Int == 1)
        #expect(page["pages"] as? Int == 3)
        #expect(scroll["keyboard"] as? String == "dismissed")
        let reason = try #require(scroll["reason"] as? String)
        #expect(reason.contains("from page 1 to page 2 of 3"))
        #expect(reason.contains("keyboard went away"))
        let result = try #require((answer["results"] as? [[String: Any]])?.first)
        let before = try #require(result["stateBefore"] as? [String: Any])
        let after = try #require(result["stateAfter"] as? [String: Any])
        #expect(((before["firstResponder"] as? [String: Any])?["id"] as? String) == "search")
        #expect(after["firstResponder"] is NSNull)
        #expect(after["keyboardVisible"] as? Bool == false)
        let change = try #require(result["firstResponderChange"] as? [String: Any])
        #expect(change["call"] as? String == "resignFirstResponder")
    }

    @Test(arguments: [Language.japanese, .simplifiedChinese, .korean])
    func thePageAndTheKeyboardAreWordedInTheLanguage(_ language: Language) throws {
        let english = try #require(try Self.scrollView(Self.answer(Self.pagingBody))["reason"] as? String)
        let reason = try #require(
            try Self.scrollView(Self.answer(Self.pagingBody, language: language))["reason"] as? String)
        #expect(reason != english)
        #expect(reason.contains("isPagingEnabled"))
        #expect(reason.contains("keyboardDismissMode"))
    }

    /// UIView.gestureRecognizerShouldBegin(_:) documentation (UISlider refuses a scroll view's pan on its thumb): a
    /// slider subclass overriding it for pans keeps a vertical drag in a scroll view; the answer is an info.
    @Test func aSliderOverridingShouldBeginKeepsItsDrag() throws {
        let body = #"""
            {"app": {"scenes": [{"windows": [{"subviews": [
              {"id": "feed", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 390, "height": 400},
               "contentSize": {"width": 390, "height": 1200}, "subviews": [
                {"id": "volume", "class": "ThumbSlider", "superclass": "UISlider",
                 "frame": {"x": 20, "y": 100, "width": 350, "height": 40},
                 "gestureRecognizerShouldBegin": {"returns": false, "onlyFor": ["pan"]}}]}
            ]}]}]}, "event": {"type": "touch", "path": [{"x": 100, "y": 120}, {"x": 100, "y": 20}]}}
            """#
        let answer = try Self.answer(body)
        let scroll = try Self.scrollView(answer)
        #expect(scroll["scrolled"] as? Bool == false)
        let result = try #require((answer["results"] as? [[String: Any]])?.first)
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "scrollPanRefusedToBegin" })
        #expect(diagnostic["severity"] as? String == "info")
        let recognizer = try #require((result["recognizers"] as? [[String: Any]])?.first)
        #expect((recognizer["reason"] as? String)?.contains("ThumbSlider 'volume' overrides") == true)
    }

    /// UIGestureRecognizerDelegate documentation: the scroll view's pan delegate refusing touches in a slider
    /// (shouldReceive) leaves the slider its drag; the pan never sees the touch.
    @Test func aScrollViewsPanDelegateRefusingTouchesInASliderLeavesItTheDrag() throws {
        let body = #"""
            {"app": {"scenes": [{"windows": [{"subviews": [
              {"id": "feed", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 390, "height": 400},
               "contentSize": {"width": 390, "height": 1200},
               "panGestureRecognizer": {"delegate": {"shouldReceive": {"falseIn": ["volume"]}}}, "subviews": [
                {"id": "volume", "class": "UISlider", "frame": {"x": 20, "y": 100, "width": 350, "height": 40}}]}
            ]}]}]}, "event": {"type": "touch", "path": [{"x": 100, "y": 120}, {"x": 100, "y": 20}]}}
            """#
        let answer = try Self.answer(body)
        let scroll = try Self.scrollView(answer)
        #expect(scroll["scrolled"] as? Bool == false)
        let result = try #require((answer["results"] as? [[String: Any]])?.first)
        let recognizer = try #require((result["recognizers"] as? [[String: Any]])?.first)
        #expect(recognizer["id"] as? String == "feed.panGestureRecognizer")
        #expect(recognizer["outcome"] as? String == "touchNotReceived")
    }

    /// Within the request's number range, a page a trillionth of a trillionth of a point high under a billion points
    /// of content makes an infinite page count: it is clamped before it becomes an Int (this request ended the
    /// service with "Double value cannot be converted to Int because it is either infinite or NaN").
    @Test(arguments: ["1e-300", "1e-12", "0.5"])
    func aPageTooSmallToCountIsClampedNotACrash(_ height: String) throws {
        let body = #"""
            {"app": {"scenes": [{"windows": [{"subviews": [{"id": "pager", "class": "UIScrollView",
              "isPagingEnabled": true, "frame": {"x": 0, "y": 10, "width": 390, "height": \#(height)},
              "contentSize": {"width": 390, "height": 1e9}}]}]}]},
             "event": {"type": "touch", "path": [{"x": 100, "y": 10}, {"x": 100, "y": 600}], "gesture": "pan"}}
            """#
        let page = try #require(try Self.scrollView(Self.answer(body))["page"] as? [String: Any])
        let pages = try #require(page["pages"] as? Int)
        #expect(pages >= 1 && pages <= Dispatcher.maxPages)
        #expect((page["from"] as? Int).map { (0..<pages).contains($0) } == true)
    }
}
