import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import Testing

/// A hovering pointer (`UIEvent.EventType.hover`): hit-tested at every point like a touch, seen by
/// `UIHoverGestureRecognizer`s and pointer interactions only.
///
/// What the table relies on: UIHoverGestureRecognizer's documentation (a continuous recognizer that interprets pointer
/// movement over a view; the system calls its action when the pointer enters, moves across and exits the view),
/// UIEvent.EventType.hover's (a pointer from an indirect input device moving over an element, an event of its own
/// type, so no touch method is called), UIPointerInteractionDelegate's `pointerInteraction(_:regionFor:defaultRegion:)`
/// (the default region is the view's whole surface; nil where it does not customize the pointer) and
/// UIButton.isPointerInteractionEnabled's. Which view the pointer is over is decided by hit-testing, as for a touch:
/// the documentation says the pointer moves over a view, and UIKit finds that view as it finds a touch's, so a view in
/// front that takes the hit-test, or a view that does not take it, keeps the pointer from a hover recognizer.
@Suite struct HoverTests {
    static let hover =
        #""gestureRecognizers": [{"id": "rollover", "type": "hover", "target": "home", "action": "highlight:"}]"#
    static let touchy =
        #""overrides": {"touchesBegan": "callsSuper"}, "gestureRecognizers": [{"id": "open", "type": "tap", "target": "home", "action": "open:"}]"#

    /// A 200 × 200 card at (20, 200) in a controller that implements `highlight:` and `open:`; `card` adds the
    /// card's fields, `front` adds views after it (in front), `event` is the hover's point or path.
    static func body(card: String, front: String = "", event: String = #""point": {"x": 120, "y": 300}"#) -> String {
        """
        {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController",
          "actions": {"highlight:": true, "open:": true, "save:": true},
          "view": {"id": "root", "subviews": [
            {"id": "card", "class": "CardView", "frame": {"x": 20, "y": 200, "width": 200, "height": 200}\(card)}\(front)
          ]}}}]}]},
         "event": {"type": "hover", \(event)}}
        """
    }

    static let cover =
        #", {"id": "overlay", "class": "OverlayView", "frame": {"x": 0, "y": 150, "width": 390, "height": 300}}"#
    static let saveButton =
        #", {"id": "save", "class": "UIButton", "frame": {"x": 250, "y": 200, "width": 100, "height": 44}, "targets": [{"target": "home", "action": "save:"}], "isPointerInteractionEnabled": true}"#

    static func result(_ body: String, language: Language = .english) throws -> [String: Any] {
        let bytes = try ResponderService.dispatchAnswer(body: Array(body.utf8), options: .init(language: language))
        let answer = try #require(
            try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            "\(String(decoding: bytes, as: UTF8.self))")
        return try #require((answer["results"] as? [[String: Any]])?.first, "\(answer)")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var card: String
        var front = ""
        var event = #""point": {"x": 120, "y": 300}"#
        var outcome: String
        /// The hover recognizer's outcome and states, when it is listed.
        var recognizer: String? = nil
        var states: [String]? = nil
        var performed: [String] = []
        /// The diagnostic codes the answer must have, with their severities.
        var diagnostics: [String: String] = [:]
        /// The view whose pointer interaction styles the pointer, its interaction and its region.
        var pointer: (view: String, interaction: String, region: Int?, style: String)? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name:
                "a pointer at rest over the view begins its hover recognizer (UIHoverGestureRecognizer documentation: "
                + "the action is called when the pointer enters the view)",
            card: ", " + hover, outcome: "recognizedByGesture", recognizer: "recognized", states: ["began"],
            performed: ["highlight:"]),
        Case(
            name: "a pointer that enters, moves across and exits the view goes began, changed, ended "
                + "(UIHoverGestureRecognizer documentation)",
            card: ", " + hover,
            event:
                #""path": [{"x": 300, "y": 300}, {"x": 100, "y": 300}, {"x": 150, "y": 300}, {"x": 200, "y": 300}, {"x": 300, "y": 320}]"#,
            outcome: "recognizedByGesture", recognizer: "recognized", states: ["began", "changed", "ended"],
            performed: ["highlight:"]),
        Case(
            name: "a pointer over a subview is over the view too: its hover recognizer begins",
            card: ", " + hover
                + #", "subviews": [{"id": "label", "class": "UILabel", "isUserInteractionEnabled": true, "frame": {"x": 0, "y": 0, "width": 200, "height": 40}}]"#,
            event: #""point": {"x": 60, "y": 210}"#, outcome: "recognizedByGesture", recognizer: "recognized",
            states: ["began"], performed: ["highlight:"]),
        Case(
            name: "a view in front that takes the hit-test keeps the pointer from the hover recognizer behind it "
                + "(hit-testing decides which view the pointer is over, as for a touch)",
            card: ", " + hover, front: cover, outcome: "dropped",
            diagnostics: ["hoverRecognizerMissedPointer": "warning"]),
        Case(
            name: "a view whose isUserInteractionEnabled is false does not take the hit-test: its hover recognizer "
                + "never sees the pointer (UIView.isUserInteractionEnabled documentation)",
            card: #", "isUserInteractionEnabled": false, "# + hover, outcome: "dropped",
            diagnostics: ["hoverRecognizerMissedPointer": "warning"]),
        Case(
            name: "a hidden view is not under the pointer at all: no recognizer, no warning (UIView.isHidden "
                + "documentation)",
            card: #", "isHidden": true, "# + hover, outcome: "dropped"),
        Case(
            name: "a hover calls no touch method and no tap recognizer: an info says so (UIEvent.EventType.hover "
                + "documentation: a pointer, not a touch)",
            card: ", " + touchy, outcome: "dropped", diagnostics: ["hoverSendsNoTouches": "info"]),
        Case(
            name: "a hover over a scroll view names no touch it misses: no one expects a hover to scroll "
                + "(UIScrollView's own pan recognizer is UIKit's)",
            card: "",
            front:
                #", {"id": "list", "class": "UIScrollView", "frame": {"x": 0, "y": 500, "width": 390, "height": 200}, "contentSize": {"width": 390, "height": 900}}"#,
            event: #""point": {"x": 100, "y": 600}"#, outcome: "dropped"),
        Case(
            name: "the pointer takes the style of the view's pointer interaction in the region that holds it "
                + "(UIPointerInteractionDelegate.pointerInteraction(_:regionFor:defaultRegion:) documentation)",
            card:
                #", "pointerInteraction": {"style": "lift", "regions": [{"x": 0, "y": 0, "width": 50, "height": 50}, {"x": 100, "y": 100, "width": 100, "height": 100}]}"#,
            outcome: "handled", pointer: ("card", "UIPointerInteraction", 1, "lift")),
        Case(
            name: "outside every region the interaction leaves the pointer alone (the delegate returns nil)",
            card:
                #", "pointerInteraction": {"style": "lift", "regions": [{"x": 0, "y": 0, "width": 50, "height": 50}]}"#,
            outcome: "dropped"),
        Case(
            name: "a button with isPointerInteractionEnabled styles the pointer and sends no action on hover "
                + "(UIButton.isPointerInteractionEnabled documentation)",
            card: "", front: saveButton, event: #""point": {"x": 300, "y": 220}"#, outcome: "handled",
            diagnostics: ["hoverSendsNoTouches": "info"],
            pointer: ("save", "isPointerInteractionEnabled", nil, "automatic")),
    ]

    @Test(arguments: cases)
    func aHoveringPointer(_ example: Case) throws {
        let result = try Self.result(Self.body(card: example.card, front: example.front, event: example.event))
        #expect(result["type"] as? String == "hover")
        #expect(result["outcome"] as? String == example.outcome)
        // No touch method is walked, whatever the view overrides.
        #expect(result["deliveries"] == nil)
        #expect(!(result["hitTest"] as? [[String: Any]] ?? []).isEmpty)
        let recognizers = result["recognizers"] as? [[String: Any]] ?? []
        let rollover = recognizers.first { $0["id"] as? String == "rollover" }
        #expect(rollover?["outcome"] as? String == example.recognizer)
        #expect(rollover?["states"] as? [String] == example.states)
        #expect(!recognizers.contains { $0["id"] as? String == "open" }, "a tap recognizer never sees a hover")
        let performed = (result["actions"] as? [[String: Any]] ?? []).filter { $0["outcome"] as? String == "performed" }
            .compactMap { $0["action"] as? String }
        #expect(performed == example.performed)
        var severities: [String: String] = [:]
        for diagnostic in result["diagnostics"] as? [[String: Any]] ?? [] {
            if let code = diagnostic["code"] as? String, code.hasPrefix("hover") {
                severities[code] = diagnostic["severity"] as? String
            }
        }
        #expect(severities == example.diagnostics)
        let pointer = result["pointer"] as? [String: Any]
        #expect((pointer == nil) == (example.pointer == nil))
        if let expected = example.pointer, let pointer {
            #expect((pointer["view"] as? [String: Any])?["id"] as? String == expected.view)
            #expect(pointer["interaction"] as? String == expected.interaction)
            #expect(pointer["region"] as? Int == expected.region)
            #expect(pointer["style"] as? String == expected.style)
            let path = result["path"] as? [[String: Any]] ?? []
            #expect(path.contains { $0["method"] as? String == "pointerInteraction(_:styleFor:)" })
        }
    }

    /// The covered recognizer's warning in each language, with its verified fix: the view in front lets the pointer
    /// through, and the hover recognizer then begins.
    @Test(arguments: Language.offered)
    func aCoveredHoverRecognizerIsAWarningWithAVerifiedFix(_ language: Language) throws {
        let result = try Self.result(Self.body(card: ", " + Self.hover, front: Self.cover), language: language)
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first {
                $0["code"] as? String == "hoverRecognizerMissedPointer"
            })
        let message = diagnostic["message"] as? String ?? ""
        #expect(message.contains("CardView 'card'") && message.contains("OverlayView 'overlay'"), "\(message)")
        if language == .english {
            #expect(
                message
                    == "The pointer hovered over CardView 'card', but OverlayView 'overlay', in front of it, took the "
                    + "hit-test, so UIHoverGestureRecognizer 'rollover' on CardView 'card' never saw the pointer and "
                    + "its action did not run.")
        }
        let fix = try #require(diagnostic["fix"] as? [String: Any], "\(diagnostic)")
        #expect(fix["change"] as? String == "setInteraction")
        #expect((fix["verified"] as? [String: Any])?["cured"] as? Bool == true)
    }

    /// The info in English names what a hover does not call.
    @Test func theInfoNamesWhatAHoverDoesNotCall() throws {
        let result = try Self.result(Self.body(card: ", " + Self.touchy))
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "hoverSendsNoTouches" })
        #expect(
            diagnostic["message"] as? String
                == "The pointer only hovered over CardView 'card': a hover calls none of touchesBegan(_:with:), "
                + "UITapGestureRecognizer 'open' on CardView 'card'; they wait for a touch (a click or a tap).")
    }

    /// Every answer format says something of a hover: the text report, the diagram, the layout.
    @Test(arguments: [["format": "text"], ["format": "svg"], ["include": "layout"], ["include": "svg"]])
    func everyFormatAnswersAHover(_ query: [String: String]) throws {
        let body = Self.body(card: ", " + Self.hover, front: Self.saveButton)
        let answer = ResponderService.answer(
            .dispatch, body: Array(body.utf8), query: AnswerQuery(query), limits: Limits())
        let text = String(decoding: answer.bytes, as: UTF8.self)
        #expect(answer.status == 200, "\(text)")
        #expect(text.contains("card"), "\(text)")
        if query["format"] == "svg" {
            // The diagram speaks of a pointer, not a finger.
            #expect(text.contains("The hovering pointer, at its point 1") && text.contains("Pointer, point 1"))
        }
        if query["format"] == "text" { #expect(text.contains("event 0 (hover)") && text.contains("rollover")) }
    }

    /// The audit finds a hover recognizer's view that a view in front covers everywhere, and shows it with a pointer:
    /// its witness is a hover, whose answer has the warning, and the fix cures it.
    @Test func theAuditFindsACoveredHoverRecognizerWithAPointer() throws {
        let body = Self.body(card: ", " + Self.hover, front: Self.cover)
        var request = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        request["event"] = nil
        let audit = ResponderService.answer(
            .audit, body: Array(try JSONSerialization.data(withJSONObject: request)), query: AnswerQuery([:]),
            limits: Limits())
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(audit.bytes)) as? [String: Any])
        let finding = try #require(
            (answer["findings"] as? [[String: Any]])?.first { $0["code"] as? String == "coveredByOtherView" },
            "\(answer)")
        let witness = try #require(finding["witness"] as? [String: Any])
        let event = try #require(witness["event"] as? [String: Any])
        #expect(event["type"] as? String == "hover")
        #expect((witness["shows"] as? [String: Any])?["diagnostic"] as? String == "hoverRecognizerMissedPointer")
        #expect((finding["fix"] as? [String: Any])?["change"] as? String == "setInteraction", "\(finding)")
        // The witness, posted as given, shows the warning.
        request["event"] = event
        let result = try Self.result(
            String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self))
        let codes = (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes.contains("hoverRecognizerMissedPointer"))
    }
}
