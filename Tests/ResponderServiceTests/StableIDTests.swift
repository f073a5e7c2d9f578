import Foundation
import ResponderModel
import ResponderService
import Testing

/// Responders and recognizers described without an id are named by the JSON Pointer of their object, so a
/// client can map an answer back to its own JSON, and adding a view elsewhere renames nothing.
@Suite struct StableIDTests {
    static func body(extraSiblingFirst: Bool = false, extraSiblingLast: Bool = false) -> String {
        let extra = #"{"frame": {"x": 0, "y": 600, "width": 10, "height": 10}}"#
        return """
            {"app": {"scenes": [{"windows": [{"rootViewController": {"view": {"subviews": [\(extraSiblingFirst ? extra + "," : "")
              {"class": "UIImageView", "isUserInteractionEnabled": true,
               "frame": {"x": 0, "y": 0, "width": 200, "height": 200},
               "gestureRecognizers": [{"type": "tap"}],
               "subviews": [{"class": "UIButton", "frame": {"x": 10, "y": 10, "width": 80, "height": 40}}]}
              \(extraSiblingLast ? "," + extra : "")
            ]}}}]}]},
             "event": {"type": "touch", "point": {"x": 20, "y": 20}}}
            """
    }

    static func hitView(_ body: String) throws -> (id: String, layoutIDs: [String], pointers: [String]) {
        let answer = try ResponderService.dispatch(body: Array(body.utf8), options: .init(layout: true))
        let data = Data(WireFormat.encode(answer))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let result = try #require((object["results"] as? [[String: Any]])?.first)
        let handler = try #require(result["handler"] as? [String: Any])
        let views = try #require((object["layout"] as? [String: Any])?["views"] as? [[String: Any]])
        return (
            try #require(handler["id"] as? String), views.compactMap { $0["id"] as? String },
            views.compactMap { $0["pointer"] as? String }
        )
    }

    @Test func unnamedViewsAreNamedByTheirPointer() throws {
        let (id, ids, pointers) = try Self.hitView(Self.body())
        #expect(id == "/app/scenes/0/windows/0/rootViewController/view/subviews/0/subviews/0")
        // A view without an id is its own pointer; the implicit ids of root views stay as documented.
        for (id, pointer) in zip(ids, pointers) where id.hasPrefix("/") { #expect(id == pointer) }
    }

    @Test func unnamedRecognizersAreNamedByTheirPointer() throws {
        let answer = try ResponderService.dispatch(body: Array(Self.body().utf8))
        let recognizer = try #require(answer.results.first?.recognizers?.first)
        #expect(
            recognizer.id
                == "/app/scenes/0/windows/0/rootViewController/view/subviews/0/gestureRecognizers/0")
    }

    @Test func addingASiblingAfterRenamesNothing() throws {
        let before = try Self.hitView(Self.body())
        let after = try Self.hitView(Self.body(extraSiblingLast: true))
        #expect(after.id == before.id)
        #expect(Array(after.layoutIDs.prefix(before.layoutIDs.count)) == before.layoutIDs)
        #expect(after.layoutIDs.count == before.layoutIDs.count + 1)
    }

    @Test func insertingASiblingBeforeRenamesByPlace() throws {
        // Names follow the objects' places, which moved: the pointer still leads to the object in the new JSON.
        let after = try Self.hitView(Self.body(extraSiblingFirst: true))
        #expect(after.id == "/app/scenes/0/windows/0/rootViewController/view/subviews/1/subviews/0")
    }
}
