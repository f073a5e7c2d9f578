import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// A described subclass of `UIImageView` is an image view: its interaction is off by default, and the words about a
/// control inside it say so in every language, as they do for `UIImageView` itself. The class catalogue decides
/// that once (``App/classLeavingInteractionOff(of:)``); until it did, the hint compared the class name and told a
/// subclass to "move the control out of it".
@Suite struct ImageViewSubclassTests {
    /// A button inside an image view whose class is `imageClass`, tapped (`events` is left out for an audit).
    static func request(imageClass: String, tapped: Bool) -> String {
        let superclass = imageClass == "UIImageView" ? "" : #", "superclass": "UIImageView""#
        return #"""
            {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "screen", "view": {"subviews": [
              {"id": "photo", "class": "\#(imageClass)"\#(superclass), "frame": {"x": 0, "y": 100, "width": 300, "height": 300},
               "subviews": [{"id": "like", "class": "UIButton", "frame": {"x": 20, "y": 20, "width": 80, "height": 44}}]}
            ]}}}]}]}\#(tapped ? #", "events": [{"type": "touch", "point": {"x": 40, "y": 130}}]"# : "")}
            """#
    }

    /// The message and hint of each diagnostic and audit finding about the button and its image view, in a language.
    static func words(imageClass: String, language: Language) throws -> [String] {
        var sentences: [String] = []
        for endpoint in [Endpoint.dispatch, .audit] {
            let answer = ResponderService.answer(
                endpoint, body: Array(request(imageClass: imageClass, tapped: endpoint == .dispatch).utf8),
                query: AnswerQuery(["lang": language.rawValue]), limits: Limits())
            try #require(answer.status == 200, "\(String(decoding: answer.bytes, as: UTF8.self))")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.bytes)) as? [String: Any])
            let items =
                endpoint == .dispatch
                ? ((json["results"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]] ?? [])
                : (json["findings"] as? [[String: Any]] ?? [])
            for item in items where item["code"] as? String == "ancestorInteractionDisabled" {
                sentences += [item["message"], item["hint"]].compactMap { $0 as? String }
            }
        }
        return sentences
    }

    @Test(arguments: Language.allCases)
    func aSubclassIsWordedAsAnImageView(_ language: Language) throws {
        let plain = try Self.words(imageClass: "UIImageView", language: language)
        let subclass = try Self.words(imageClass: "AvatarImageView", language: language)
        // A diagnostic from the tap and a finding from the audit, each with a message and a hint.
        #expect(plain.count == 4)
        // The same words, the view's own class name apart ("the default for UIImageView" stays).
        let renamed = subclass.map {
            $0.replacingOccurrences(of: "AvatarImageView 'photo'", with: "UIImageView 'photo'")
        }
        #expect(renamed == plain)
    }

    @Test func theEnglishHintMovesTheControlOutOfTheImageView() throws {
        let words = try Self.words(imageClass: "AvatarImageView", language: .english)
        #expect(
            words[1]
                == "Set isUserInteractionEnabled = true on AvatarImageView 'photo', or move the control out of the "
                + "image view.")
        #expect(words[0].contains("has isUserInteractionEnabled = false (the default for UIImageView)"))
    }
}
