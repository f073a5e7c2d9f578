import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// A lesson's note ("Look at: …") is read beside the playground's answer, by a student who sees the page, not the
/// JSON: it points at what the page shows (a panel, the steps, the diagram, the Event menu, a responder), never at an
/// API path or a JSON path. What it does name must be there: a field is one the lesson's answer has, a word written
/// in code (an outcome, a diagnostic code, a selector, a request property) is in the answer or the request, a
/// responder (`Class 'id'`) is one the answer names, and a dotted name is a responder's id, not a path.
@Suite struct LessonNotesTests {
    /// The parts of the playground page a note can point at, as the page names them (lower-cased).
    static let pageParts = [
        "diagram", "steps", "hit-test trace", "responder chain", "gesture recognizers", "touch deliveries", "actions",
        "edit menu", "diagnostics", "summary", "event menu", "editor", "profile", "disabled controls",
    ]

    /// What the API and JSON speak in: a path, an index, a query, a member of a result.
    static let pathSigns = [#"results\["#, #"/v1/"#, #"\[\d*\]"#, #"\.trace\b"#, #"\?[a-z]+="#, #"\binclude="#]

    /// One lesson's answer (with its layout) as the playground gets it, and what it holds.
    struct Answered {
        var text: String
        var request: String
        /// Every member name anywhere in the answer.
        var fields: Set<String> = []
        /// Every responder the answer names, as "Class 'id'".
        var responders: Set<String> = []

        /// The lesson was refused, or is for an endpoint the playground does not run.
        struct Refused: Error { var name: String }

        init(_ example: Example) throws {
            guard let endpoint = Endpoint(rawValue: example.endpoint) else { throw Refused(name: example.name) }
            let answer = ResponderService.answer(
                endpoint, body: example.body, query: AnswerQuery(["include": "layout"]), limits: Limits())
            guard answer.status == 200 else { throw Refused(name: example.name) }
            text = String(decoding: answer.bytes, as: UTF8.self)
            request = String(decoding: example.body, as: UTF8.self)
            collect(try JSONSerialization.jsonObject(with: Data(answer.bytes)))
        }

        private mutating func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                if let id = object["id"] as? String, let type = object["class"] as? String {
                    responders.insert("\(type) '\(id)'")
                }
                for (key, member) in object {
                    fields.insert(key)
                    collect(member)
                }
            } else if let array = value as? [Any] {
                for member in array { collect(member) }
            }
        }

        /// Whether `word` is a JSON string of the answer or of the request (an id, a code, an outcome).
        func hasString(_ word: String) -> Bool {
            text.contains("\"\(word)\"") || request.contains("\"\(word)\"")
        }

        /// Whether `word` appears anywhere in the answer or the request.
        func mentions(_ word: String) -> Bool { text.contains(word) || request.contains(word) }
    }

    /// Every member name of every lesson's answer: the words a note must not use unless its own answer has them.
    static let answerFields: Set<String> = Example.all.reduce(into: []) { fields, example in
        if let answered = try? Answered(example) { fields.formUnion(answered.fields) }
    }

    /// A word written in code: camelCase (`keyWindowNoFirstResponder`), a class name (`UIButton`), or private (`_UI…`).
    static func isCodeWord(_ word: Substring) -> Bool {
        if ["UIKit", "iOS"].contains(word) { return false }
        if word.hasPrefix("_") { return true }
        let characters = Array(word)
        if characters.count > 2 && characters[0].isUppercase && characters[1].isUppercase { return true }
        return zip(characters, characters.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    static func matches(_ pattern: String, in text: String) throws -> [[Substring]] {
        try text.matches(of: Regex(pattern)).map { match in
            (0..<match.output.count).compactMap { match.output[$0].substring }
        }
    }

    @Test(arguments: Example.all.map(\.name))
    func aNoteSpeaksOfThePageAndNamesOnlyWhatIsThere(_ name: String) throws {
        let example = try #require(Example.named(name))
        let note = example.lookAt
        let answered = try Answered(example)

        for sign in Self.pathSigns {
            #expect(try Self.matches(sign, in: note).isEmpty, "\(name)'s note speaks in a path (\(sign)): \(note)")
        }
        #expect(
            Self.pageParts.contains { note.lowercased().contains($0) },
            "\(name)'s note points at nothing on the page: \(note)")

        for match in try Self.matches(#"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+"#, in: note) {
            let word = String(match[0])
            #expect(answered.hasString(word), "\(name)'s note names \(word), a path and not an id of the lesson")
        }
        for match in try Self.matches(#"\b[A-Za-z_][A-Za-z0-9_]*\b"#, in: note) where Self.isCodeWord(match[0]) {
            let word = String(match[0])
            if Self.answerFields.contains(word), try !Self.selectorParts(in: note).contains(word) {
                #expect(answered.fields.contains(word), "\(name)'s note names the field \(word), not in its answer")
            }
            #expect(answered.mentions(word), "\(name)'s note names \(word), which is not in its answer or request")
        }
        for match in try Self.matches(#"\b([A-Za-z_][A-Za-z0-9_]*) '([^']+)'"#, in: note) {
            let responder = String(match[0])
            #expect(answered.responders.contains(responder), "\(name)'s note names \(responder), not in its answer")
        }
    }

    /// The parts of the playground page a note in another language can point at, as the page names them there.
    static let translatedPageParts: [Language: [String]] = [
        .japanese: [
            "図", "ステップ", "ヒットテストの経過", "レスポンダーチェーン", "ジェスチャー認識子", "タッチの配信", "アクション",
            "編集メニュー", "診断", "概要", "イベントメニュー", "エディタ", "プロファイル", "無効なコントロール", "経路",
        ],
        .simplifiedChinese: [
            "示意图", "步骤", "命中测试过程", "响应者链", "手势识别器", "触摸投递", "动作", "编辑菜单", "诊断", "摘要",
            "事件菜单", "编辑器", "配置", "已停用的控件", "路径",
        ],
        .korean: [
            "다이어그램", "단계", "히트 테스트 과정", "리스폰더 체인", "제스처 인식기", "터치 전달", "액션", "편집 메뉴",
            "진단", "요약", "이벤트 메뉴", "편집기", "프로필", "비활성 컨트롤", "경로",
        ],
    ]

    /// The words written in code in a note (see ``isCodeWord(_:)``), and the responders it names.
    /// The parts of the selectors a note names (`shouldReceive` in `gestureRecognizer(_:shouldReceive:)`): a
    /// method's words, not the answer's fields, even where another answer has a field of that name.
    static func selectorParts(in note: String) throws -> Set<String> {
        Set(try matches(#"\b([A-Za-z_][A-Za-z0-9_]*):"#, in: note).map { String($0[1]) })
    }

    static func codeNames(in note: String) throws -> (words: Set<String>, responders: Set<String>) {
        let words = try matches(#"\b[A-Za-z_][A-Za-z0-9_]*\b"#, in: note).map { $0[0] }.filter(isCodeWord)
        let responders = try matches(#"\b([A-Za-z_][A-Za-z0-9_]*) '([^']+)'"#, in: note).map { String($0[0]) }
        return (Set(words.map(String.init)), Set(responders))
    }

    /// A lesson's note in Japanese, Chinese or Korean is held to the English note's rules: no path, a part of the page
    /// (as the page names it in that language), and only ids, codes and responders its answer has. It also keeps
    /// every code and responder the English note names, written as they are.
    @Test(arguments: [Language.japanese, .simplifiedChinese, .korean], Example.all.map(\.name))
    func aTranslatedNoteSpeaksOfThePageAndKeepsTheEnglishNotesNames(_ language: Language, _ name: String) throws {
        let example = try #require(Example.named(name))
        let note = try #require(Lessons.words(in: language)[name]?.lookAt, "\(name) has no \(language) note")
        let answered = try Answered(example)
        // Code is written in ASCII in every language: the checks read the note with every other letter a space.
        let code = String(String.UnicodeScalarView(note.unicodeScalars.map { $0.isASCII ? $0 : " " }))

        for sign in Self.pathSigns {
            #expect(try Self.matches(sign, in: note).isEmpty, "\(name)'s \(language) note speaks in a path: \(note)")
        }
        #expect(
            Self.translatedPageParts[language, default: []].contains { note.contains($0) },
            "\(name)'s \(language) note points at nothing on the page: \(note)")
        for match in try Self.matches(#"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+"#, in: code) {
            let word = String(match[0])
            #expect(answered.hasString(word), "\(name)'s \(language) note names \(word), a path and not an id")
        }
        let (words, responders) = try Self.codeNames(in: code)
        for word in words {
            if Self.answerFields.contains(word), try !Self.selectorParts(in: code).contains(word) {
                #expect(answered.fields.contains(word), "\(name)'s \(language) note names the field \(word)")
            }
            #expect(answered.mentions(word), "\(name)'s \(language) note names \(word), not in its answer")
        }
        for responder in responders {
            #expect(answered.responders.contains(responder), "\(name)'s \(language) note names \(responder)")
        }
        let english = try Self.codeNames(in: example.lookAt)
        for word in english.words.subtracting(words) {
            Issue.record("\(name)'s \(language) note leaves out \(word), which the English note names")
        }
        for responder in english.responders.subtracting(responders) {
            Issue.record("\(name)'s \(language) note leaves out \(responder), which the English note names")
        }
    }

    /// The checks above find the slips the notes used to make.
    @Test func theChecksCatchAPathAFieldAndAResponderThatAreNotThere() throws {
        let example = try #require(Example.named("delete-button"))
        let answered = try Answered(example)
        #expect(!(try Self.matches(Self.pathSigns[0], in: "Start with results[0].touches[0].trace")).isEmpty)
        #expect(!(try Self.matches(Self.pathSigns[3], in: "results[0].touches[0].trace")).isEmpty)
        #expect(!(try Self.matches(Self.pathSigns[4], in: "diagram: ?format=svg")).isEmpty)
        #expect(!answered.hasString("menu.items") && answered.hasString("cell.contentView"))
        #expect(Self.answerFields.contains("aim") && !answered.fields.contains("aim"))
        let selector = "gestureRecognizer(_:shouldReceive:) in 'sheetPan'"
        #expect(try Self.selectorParts(in: selector).contains("shouldReceive"))
        #expect(Self.isCodeWord("keyWindowNoFirstResponder") && Self.isCodeWord("UIButton") && !Self.isCodeWord("Read"))
        #expect(!answered.responders.contains("UIButton 'saveButton'"))
        #expect(answered.responders.contains("UIButton 'deleteButton'"))
    }
}
