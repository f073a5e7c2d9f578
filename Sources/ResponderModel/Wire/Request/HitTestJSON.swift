import ResponderCore

/// `hitTest(_:with:)` override: `"standard"`, `"returnsNil"`, `"passThrough"`, `"returnsSelf"` or
/// `{"redirectTo": "viewId"}`.
public enum HitTestJSON: WireValue, Sendable {
    case standard, returnsNil, passThrough, returnsSelf
    case redirect(to: String)

    /// The forms written as one word, in documentation order (`wire-fields` exports them).
    static let words: [(word: String, value: HitTestJSON)] = [
        ("standard", .standard), ("returnsNil", .returnsNil), ("passThrough", .passThrough),
        ("returnsSelf", .returnsSelf),
    ]

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        guard try reader.peek() != .string else {
            let word = try reader.readString()
            guard let named = Self.words.first(where: { $0.word == word }) else {
                throw InvalidValueError(
                    codingPath: reader.codingPath,
                    .shape(
                        .notOneOfForms(word, words: Self.words.map(\.word), objects: ["{\"redirectTo\": \"viewId\"}"])))
            }
            self = named.value
            return
        }
        self = .redirect(to: try Redirect(reading: &reader).redirectTo)
    }

    /// The object form.
    struct Redirect: WireObject {
        var redirectTo = ""

        static let wire = WireTable<Redirect>([.field("redirectTo", \.redirectTo, required: true)])
    }
}
