import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import Testing

/// A button's menu (UIKit's documentation: UIButton.menu, UIControl.showsMenuAsPrimaryAction,
/// UIControl.Event.menuActionTriggered): with `showsMenuAsPrimaryAction` false (the default) a tap sends the button's
/// actions and a long press opens the menu; with it true the menu opens on touch down and the button sends no
/// touchUpInside or primaryActionTriggered, only menuActionTriggered.
@Suite struct ButtonMenuTests {
    static let menu = #""menu": {"title": "Sort", "items": ["Name", "Date"]}"#

    /// A 100 × 44 button at (20, 200) in a controller that implements `sort:` and `menuOpened:`; `button` adds
    /// its fields.
    static func body(button: String, gesture: String = "tap") -> String {
        """
        {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController",
          "actions": {"sort:": true, "menuOpened:": true},
          "view": {"id": "root", "subviews": [
            {"id": "sort", "class": "UIButton", "frame": {"x": 20, "y": 200, "width": 100, "height": 44},
             \(button)}]}}}]}]},
         "event": {"type": "touch", "gesture": "\(gesture)", "point": {"x": 60, "y": 220}}}
        """
    }

    static func answer(_ body: String, language: Language = .english) throws -> [String: Any] {
        let bytes = try ResponderService.dispatchAnswer(body: Array(body.utf8), options: .init(language: language))
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func result(_ answer: [String: Any]) throws -> [String: Any] {
        try #require((answer["results"] as? [[String: Any]])?.first)
    }

    static func codes(_ result: [String: Any]) -> [String] {
        (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    static func performed(_ result: [String: Any]) -> [String] {
        (result["actions"] as? [[String: Any]] ?? []).filter { $0["outcome"] as? String == "performed" }
            .compactMap { $0["action"] as? String }
    }

    static let touchUp = #""targets": [{"target": "home", "action": "sort:"}]"#

    /// One touch on a button with (or without) a menu, and what it does.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var button: String
        var gesture = "tap"
        /// `buttonMenu.openedBy`, `"no"` for a menu that did not open, nil for no `buttonMenu`.
        var openedBy: String?
        /// The actions that ran.
        var performed: [String]
        var warns = false
        /// Words `buttonMenu.reason` holds.
        var reason = ""
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "showsMenuAsPrimaryAction: a tap opens the menu on touch down and touchUpInside is not sent "
                + "(UIControl.showsMenuAsPrimaryAction documentation)",
            button: menu + #", "showsMenuAsPrimaryAction": true, "# + touchUp, openedBy: "touchDown", performed: [],
            warns: true, reason: "it opened on touch down"),
        Case(
            name: "showsMenuAsPrimaryAction: primaryActionTriggered is not sent either "
                + "(UIControl.showsMenuAsPrimaryAction documentation)",
            button: menu + #", "showsMenuAsPrimaryAction": true, "#
                + #""targets": [{"event": "primaryActionTriggered", "target": "home", "action": "sort:"}]"#,
            openedBy: "touchDown", performed: [], warns: true, reason: "menuActionTriggered"),
        Case(
            name: "showsMenuAsPrimaryAction: menuActionTriggered is sent as the menu opens "
                + "(UIControl.Event.menuActionTriggered documentation)",
            button: menu + #", "showsMenuAsPrimaryAction": true, "#
                + #""targets": [{"event": "menuActionTriggered", "target": "home", "action": "menuOpened:"}]"#,
            openedBy: "touchDown", performed: ["menuOpened:"], reason: "not touchUpInside"),
        Case(
            name:
                "a menu that is not the primary action: a tap sends the button's actions (UIButton.menu documentation)",
            button: menu + ", " + touchUp, openedBy: "no", performed: ["sort:"], reason: "only a long press opens"),
        Case(
            name: "a menu that is not the primary action: a long press opens it and cancels the tracking "
                + "(UIButton.menu documentation)",
            button: menu + ", " + touchUp, gesture: "longPress", openedBy: "longPress", performed: [],
            reason: "cancelled the button's tracking"),
        Case(
            name: "showsMenuAsPrimaryAction: a long press opens the menu on touch down too, with no warning (the fix "
                + "would not send the action)",
            button: menu + #", "showsMenuAsPrimaryAction": true, "# + touchUp, gesture: "longPress",
            openedBy: "touchDown", performed: [], reason: "it opened on touch down"),
        Case(
            name: "showsMenuAsPrimaryAction without a menu changes nothing (UIControl.showsMenuAsPrimaryAction "
                + "documentation: the control's context menu)",
            button: #""showsMenuAsPrimaryAction": true, "# + touchUp, performed: ["sort:"]),
    ]

    @Test(arguments: cases)
    func aTouchOnAButtonWithAMenu(_ example: Case) throws {
        let result = try Self.result(Self.answer(Self.body(button: example.button, gesture: example.gesture)))
        let menu = result["buttonMenu"] as? [String: Any]
        switch example.openedBy {
        case nil:
            #expect(menu == nil)
        case "no":
            #expect(menu?["opened"] as? Bool == false)
            #expect(menu?["openedBy"] == nil)
        case let trigger:
            #expect(menu?["opened"] as? Bool == true)
            #expect(menu?["openedBy"] as? String == trigger)
        }
        if example.openedBy != nil {
            let reason = menu?["reason"] as? String ?? ""
            #expect(reason.contains(example.reason), "\(reason)")
        }
        #expect(Self.performed(result) == example.performed)
        #expect(Self.codes(result).contains("menuTookPrimaryAction") == example.warns)
        let methods = (result["path"] as? [[String: Any]] ?? []).compactMap { $0["method"] as? String }
        let shown = methods.firstIndex(of: ButtonMenu.showingMethod)
        #expect((shown != nil) == (example.openedBy != nil && example.openedBy != "no"))
        // The menu shows while the finger is down: its step comes before touchesEnded.
        if let shown, let ended = methods.firstIndex(of: "touchesEnded(_:with:)") { #expect(shown < ended) }
    }

    /// The warning in each language, with its verified fix, applied as a JSON Patch and posted again: the tap then
    /// sends `sort:`.
    @Test(arguments: Language.offered)
    func aMenuThatTookTheTapIsAWarningWithAVerifiedFix(_ language: Language) throws {
        let body = Self.body(button: Self.menu + #", "showsMenuAsPrimaryAction": true, "# + Self.touchUp)
        let result = try Self.result(Self.answer(body, language: language))
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "menuTookPrimaryAction" })
        #expect(diagnostic["severity"] as? String == "warning")
        let message = diagnostic["message"] as? String ?? ""
        #expect(message.contains("UIButton 'sort'") && message.contains("sort:"))
        #expect(message.contains("showsMenuAsPrimaryAction = true"))
        if language == .english {
            #expect(
                message
                    == "UIButton 'sort''s menu is its primary action (showsMenuAsPrimaryAction = true), so the tap "
                    + "opened the menu on touch down and the button sent no touchUpInside or primaryActionTriggered: "
                    + "sort: did not run.")
        } else {
            #expect(!message.contains("the tap opened"))
        }
        let fix = try #require(diagnostic["fix"] as? [String: Any], "\(diagnostic)")
        #expect(fix["change"] as? String == "menuNotPrimary")
        #expect(fix["swift"] as? String == "sort.showsMenuAsPrimaryAction = false")
        #expect(fix["objc"] as? String == "sort.showsMenuAsPrimaryAction = NO;")
        #expect((fix["verified"] as? [String: Any])?["cured"] as? Bool == true)
        let request = try JSONSerialization.jsonObject(with: Data(body.utf8))
        let patched = try FixTests.apply(try #require(fix["patch"] as? [[String: Any]]), to: request)
        let again = try Self.result(
            Self.answer(String(decoding: try JSONSerialization.data(withJSONObject: patched), as: UTF8.self)))
        #expect(Self.performed(again) == ["sort:"])
        #expect(!Self.codes(again).contains("menuTookPrimaryAction"))
        #expect((again["buttonMenu"] as? [String: Any])?["opened"] as? Bool == false)
    }
}
