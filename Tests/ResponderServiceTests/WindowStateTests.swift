import Foundation
import ResponderModel
import ResponderService
import Testing

/// The state before and after an event lists every window with its own first responder and whether it is key.
@Suite struct WindowStateTests {
    static func windows(_ state: Any?) -> [(id: String, isKey: Bool, firstResponder: String?)] {
        ((state as? [String: Any])?["windows"] as? [[String: Any]] ?? []).map { window in
            (
                ((window["window"] as? [String: Any])?["id"] as? String) ?? "",
                window["isKey"] as? Bool ?? false,
                (window["firstResponder"] as? [String: Any])?["id"] as? String
            )
        }
    }

    @Test func aFirstResponderOfAWindowThatIsNotKeyIsListedWithItsWindow() throws {
        let example = try #require(Example.named("overlay-window-keyboard"))
        let answer = try ResponderService.dispatch(body: example.body)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(WireFormat.encode(answer))) as? [String: Any])
        let result = try #require((object["results"] as? [[String: Any]])?.first)
        let before = Self.windows(result["stateBefore"])
        let after = Self.windows(result["stateAfter"])
        #expect(before.map(\.id) == ["main", "overlay"])
        #expect(before.map(\.isKey) == [true, false])
        #expect(before.map(\.firstResponder) == [nil, nil])
        #expect(after.map(\.firstResponder) == [nil, "replyField"])
        // The key window's first responder (the answer's own firstResponder) is still none: no keyboard.
        let stateAfter = try #require(result["stateAfter"] as? [String: Any])
        #expect(stateAfter["firstResponder"] is NSNull)
        #expect(stateAfter["keyboardVisible"] as? Bool == false)
    }
}
