import Testing

@testable import ResponderModel
@testable import ResponderService

/// A touch aimed at a view (`"on": "<id>"`) on the wire: the answer's `aim`, in JSON and in the text report.
@Suite struct AimAnswerTests {
    /// A Save button at (20, 100, 100, 44) in a window whose Follow button hangs below its 60-point header.
    static func body(events: String) -> [UInt8] {
        Array(
            #"""
            {"app": {"scenes": [{"windows": [{"id": "window", "actions": {"save:": true, "follow:": true}, "subviews": [
              {"id": "saveButton", "class": "UIButton", "frame": {"x": 20, "y": 100, "width": 100, "height": 44},
               "targets": [{"event": "touchUpInside", "target": "window", "action": "save:"}]},
              {"id": "header", "frame": {"x": 0, "y": 200, "width": 390, "height": 60}, "subviews": [
                {"id": "followButton", "class": "UIButton", "frame": {"x": 270, "y": 70, "width": 100, "height": 36},
                 "targets": [{"event": "touchUpInside", "target": "window", "action": "follow:"}]}]}
            ]}]}]},
            "events": \#(events)}
            """#.utf8)
    }

    @Test func theAnswerSaysWhereTheFingerWentAndWhy() throws {
        let answer = try ResponderService.dispatch(body: Self.body(events: #"[{"type": "touch", "on": "saveButton"}]"#))
        let result = try #require(answer.results.first)
        let aim = try #require(result.aim)
        #expect(
            String(decoding: AnswerWriter.bytes(of: aim), as: UTF8.self)
                == #"{"on":{"class":"UIButton","id":"saveButton"},"point":{"x":70,"y":122},"reached":true,"#
                + #""reason":"The centre of UIButton 'saveButton', (70, 122), is reachable, so the finger goes "#
                + #"there."}"#)
        #expect(result.hitTest?.first?.point == PointJSON(x: 70, y: 122))
        #expect(result.handler?.id == "saveButton")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anUnreachableViewIsTappedAtItsCentreWithAWarning() throws {
        let answer = try ResponderService.dispatch(
            body: Self.body(events: #"[{"type": "touch", "on": "followButton"}]"#), options: .init(essentials: true))
        let result = try #require(answer.results.first)
        let aim = try #require(result.aim, "essentials keep aim")
        #expect(aim.reached == false)
        #expect(aim.point == PointJSON(x: 320, y: 288))
        #expect(
            aim.reason
                == "No point of UIButton 'followButton' is reachable: its superview UIView 'header' does not clip, "
                + "and UIButton 'followButton' lies outside its bounds, so hit-testing rejects UIView 'header' before "
                + "it ever looks at UIButton 'followButton'. The tap is evaluated at its centre, (320, 288).")
        let diagnostic = try #require(result.diagnostics.first { $0.code == "aimedViewUnreachable" })
        #expect(diagnostic.severity == "warning")
        #expect(diagnostic.message == aim.reason)
        #expect(diagnostic.responders.map(\.id) == ["followButton", "header"])
        #expect(result.outcome == "dropped")
    }

    @Test func theTextReportShowsTheAimOnOneLine() throws {
        let answer = try ResponderService.dispatch(body: Self.body(events: #"[{"type": "touch", "on": "saveButton"}]"#))
        let lines = TextReport.render(answer).split(separator: "\n")
        #expect(
            lines.filter { $0.hasPrefix("  aim: ") } == [
                "  aim: The centre of UIButton 'saveButton', (70, 122), is reachable, so the finger goes there."
            ])
        #expect(lines.firstIndex { $0.hasPrefix("  aim: ") } == 2)
    }

    @Test func eachEventOfASequenceHasItsOwnAim() throws {
        let events = #"""
            [{"type": "touch", "on": "saveButton"}, {"type": "touch", "point": {"x": 5, "y": 5}},
             {"type": "touch", "on": "followButton", "tapCount": 2}]
            """#
        let answer = try ResponderService.dispatch(body: Self.body(events: events))
        #expect(answer.results.map { $0.aim?.on.id } == ["saveButton", nil, "followButton"])
        #expect(answer.results.map { $0.aim?.reached } == [true, nil, false])
    }
}
