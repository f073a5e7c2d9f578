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

extension HitTestJSON {
    /// `HitTest` in openapi.yaml.
    static let docs = WireDoc(
        "HitTest",
        """
        A `hitTest(_:with:)` override: `standard` (UIView's default), `returnsNil` (the view and its subtree are \
        invisible to touches), `passThrough` (returns nil instead of itself: touches on its empty area fall \
        through, its subviews still get theirs), `returnsSelf` (intercepts its subviews' touches) or \
        `{"redirectTo": "viewId"}` (returns another view).
        """,
        example: ["redirectTo": "slider"],
        shape: .oneOf([.enumeration(.hitTestWord), .ref("HitTestRedirect")]))
}

extension HitTestJSON.Redirect {
    /// `HitTestRedirect` in openapi.yaml.
    static let docs = WireDoc(
        "HitTestRedirect",
        "The object form of `hitTest`: return another view.",
        example: ["redirectTo": "slider"],
        fields: [
            .required("redirectTo", .string, "The id of a view (422 otherwise).")
        ])
}
