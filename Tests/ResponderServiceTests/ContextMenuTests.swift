import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import Testing

/// A view's UIContextMenuInteraction (UIKit's documentation, UIContextMenuInteraction): a long press on the view or
/// a subview opens the menu, and a long-press recognizer the app added to the same view does not recognize; a shorter
/// touch reaches the view's controls and recognizers as without it.
@Suite struct ContextMenuTests {
    static let menu = #""contextMenu": {"title": "Photo", "items": ["Share", "Delete"]}"#
    static let longPress =
        #""gestureRecognizers": [{"id": "hold", "type": "longPress", "target": "home", "action": "hold:"}]"#
    static let tap = #""gestureRecognizers": [{"id": "open", "type": "tap", "target": "home", "action": "open:"}]"#

    /// A 200 × 200 photo view at (20, 200), holding a 60 × 44 button at its top left, in a controller that
    /// implements `hold:`, `open:` and `share:`; `view` adds the photo's fields.
    static func body(view: String, gesture: String, at point: (Double, Double) = (150, 350)) -> String {
        """
        {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController",
          "actions": {"hold:": true, "open:": true, "share:": true},
          "view": {"id": "root", "subviews": [
            {"id": "photo", "class": "PhotoView", "frame": {"x": 20, "y": 200, "width": 200, "height": 200}, \(view),
             "subviews": [{"id": "share", "class": "UIButton", "frame": {"x": 0, "y": 0, "width": 60, "height": 44},
               "targets": [{"target": "home", "action": "share:"}]}]}]}}}]}]},
         "event": {"type": "touch", "gesture": "\(gesture)", "point": {"x": \(point.0), "y": \(point.1)}}}
        """
    }

    static func result(_ body: String, language: Language = .english) throws -> [String: Any] {
        let bytes = try ResponderService.dispatchAnswer(body: Array(body.utf8), options: .init(language: language))
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return try #require((answer["results"] as? [[String: Any]])?.first)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var view: String
        var gesture: String
        var point: (Double, Double) = (150, 350)
        /// Whether the path shows the menu.
        var shown: Bool
        var performed: [String]
        /// The recognizer's outcome, when it has one.
        var recognizer: String?
        var warns = false
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a long press opens the context menu and beats the view's long-press recognizer "
                + "(UIContextMenuInteraction documentation)",
            view: menu + ", " + longPress, gesture: "longPress", shown: true, performed: [], recognizer: "failed",
            warns: true),
        Case(
            name: "without the interaction the long-press recognizer recognizes (UILongPressGestureRecognizer "
                + "documentation)",
            view: longPress, gesture: "longPress", shown: false, performed: ["hold:"], recognizer: "recognized"),
        Case(
            name: "a long press opens the context menu of a view without recognizers (UIContextMenuInteraction "
                + "documentation)",
            view: menu, gesture: "longPress", shown: true, performed: []),
        Case(
            name: "a tap leaves the menu closed and reaches the view's tap recognizer as without it",
            view: menu + ", " + tap, gesture: "tap", shown: false, performed: ["open:"], recognizer: "recognized"),
        Case(
            name: "a tap on a button in the view sends its action as without the interaction",
            view: menu + ", " + longPress, gesture: "tap", point: (40, 220), shown: false, performed: ["share:"],
            recognizer: "failed"),
    ]

    @Test(arguments: cases)
    func aTouchOnAViewWithAContextMenu(_ example: Case) throws {
        let result = try Self.result(Self.body(view: example.view, gesture: example.gesture, at: example.point))
        let path = result["path"] as? [[String: Any]] ?? []
        let shown = path.first { $0["method"] as? String == ButtonMenu.showingMethod }
        #expect((shown != nil) == example.shown)
        if let shown {
            #expect(shown["outcome"] as? String == "shown")
            #expect((shown["responder"] as? [String: Any])?["id"] as? String == "photo")
        }
        let performed = (result["actions"] as? [[String: Any]] ?? []).filter { $0["outcome"] as? String == "performed" }
            .compactMap { $0["action"] as? String }
        #expect(performed == example.performed)
        let recognizers = result["recognizers"] as? [[String: Any]] ?? []
        #expect(recognizers.first?["outcome"] as? String == example.recognizer)
        let codes = (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes.contains("contextMenuBeatLongPress") == example.warns)
    }

    /// The warning in each language: it names the view and the recognizer, and has no fix (the app chooses which of
    /// the two has the press).
    @Test(arguments: Language.offered)
    func theBeatenRecognizerIsAWarningWithoutAFix(_ language: Language) throws {
        let result = try Self.result(
            Self.body(view: Self.menu + ", " + Self.longPress, gesture: "longPress"), language: language)
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "contextMenuBeatLongPress" })
        #expect(diagnostic["severity"] as? String == "warning")
        let message = diagnostic["message"] as? String ?? ""
        #expect(message.contains("PhotoView 'photo'") && message.contains("'hold'"), "\(message)")
        #expect(message.contains("UIContextMenuInteraction"))
        if language == .english {
            #expect(
                message
                    == "The long press opened PhotoView 'photo''s context menu (its UIContextMenuInteraction), so "
                    + "UILongPressGestureRecognizer 'hold' on PhotoView 'photo' did not recognize and its action did not "
                    + "run.")
        }
        #expect(diagnostic["fix"] == nil)
        #expect((diagnostic["noFix"] as? [String: Any])?["reason"] as? String == "noSingleChange")
    }
}
