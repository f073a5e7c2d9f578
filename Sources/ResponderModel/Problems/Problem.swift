import ResponderCore
import ResponderWords

/// An RFC 9457 problem: what went wrong with a request, with a JSON Pointer to every offending field.
///
/// ```json
/// {"detail": "1 problem in the app description: no responder has id 'serchField' (did you mean 'searchField'?)
///             (at /app/scenes/0/windows/0/firstResponder).",
///  "problems": [{"message": "no responder has id 'serchField' (did you mean 'searchField'?)",
///                "pointer": "/app/scenes/0/windows/0/firstResponder"}],
///  "status": 422, "title": "Reference to an unknown id", "type": "urn:responderlab:problem:unknown-reference"}
/// ```
public struct Problem: Error, Sendable, Equatable, AnswerFields {
    /// One offending field.
    public struct Field: Sendable, Equatable, AnswerFields {
        /// An RFC 6901 JSON Pointer into the request body ("" is the whole body).
        public var pointer: String
        /// What is wrong here, as facts; ``message`` words them.
        public var words: ProblemWords
        /// The language ``message`` is in (``Problem/worded(in:)`` sets it).
        public fileprivate(set) var language = Language.english
        /// What is wrong here, in ``language`` (set, it is English words outside the catalogue).
        public var message: String {
            get { words.text(in: language) }
            set {
                words = .said(newValue)
                language = .english
            }
        }
        /// For a query parameter at fault: its name (`pointer` is then "", the body is not at fault).
        public var parameter: String?
        /// For a query parameter at fault: the values it takes.
        public var allowed: [String]?
        /// For malformed JSON: where the text goes wrong, 1-based line and column (in characters) …
        public var line: Int?
        public var column: Int?
        /// … and the 0-based byte offset.
        public var offset: Int?
        /// For an unknown id or field name: the known one it most likely meant (within two edits).
        public var suggestion: String?
        /// For a field the object does not have: its name as written (the pointer ends with it), so that a page can
        /// tell the key at fault from a value at fault in any language.
        public var unknownField: String?

        public init(pointer: String, message: String, parameter: String? = nil, allowed: [String]? = nil) {
            self.init(pointer: pointer, .said(message), parameter: parameter, allowed: allowed)
        }

        public init(pointer: String, _ words: ProblemWords, parameter: String? = nil, allowed: [String]? = nil) {
            self.pointer = pointer
            self.words = words
            self.parameter = parameter
            self.allowed = allowed
        }

        public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visitIfPresent("allowed", allowed)
            try visitor.visitIfPresent("column", column)
            try visitor.visitIfPresent("line", line)
            try visitor.visit("message", message)
            try visitor.visitIfPresent("offset", offset)
            try visitor.visitIfPresent("parameter", parameter)
            try visitor.visit("pointer", pointer)
            try visitor.visitIfPresent("suggestion", suggestion)
            try visitor.visitIfPresent("unknownField", unknownField)
        }
    }

    public var kind: ProblemKind
    public var type: String
    public var status: Int
    /// What went wrong, as facts; ``detail`` words them.
    public var words: ProblemWords
    /// The language of ``title``, ``detail`` and every field's message: English unless ``worded(in:)`` found all of
    /// them in the catalogue.
    public private(set) var language = Language.english
    /// The kind's title, in ``language``.
    public var title: String { kind.title(in: language) }
    /// What went wrong, in ``language`` (set, it is English words outside the catalogue).
    public var detail: String {
        get { words.text(in: language) }
        set {
            words = .said(newValue)
            language = .english
        }
    }
    /// The offending fields: at most ``Limits/maxProblems`` of them (``total`` says how many there were).
    public var problems: [Field]
    /// With `too-much-work`: the budget that ran out (`steps`, `entries` or `answerBytes`).
    public var budget: String?
    /// With `too-much-work`: that budget's limit.
    public var limit: Int?
    /// When ``problems`` was cut short: how many offending fields the request has in all.
    public var total: Int?
    /// When ``problems`` was cut short: how many of them are left out.
    public var omitted: Int? { total.map { $0 - problems.count } }

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("budget", budget)
        try visitor.visit("detail", detail)
        try visitor.visitIfPresent("limit", limit)
        try visitor.visitIfPresent("omitted", omitted)
        try visitor.visit("problems", problems)
        try visitor.visit("status", status)
        try visitor.visit("title", title)
        try visitor.visitIfPresent("total", total)
        try visitor.visit("type", type)
    }

    public init(_ kind: ProblemKind, detail: String, problems: [Field] = [], budget: String? = nil, limit: Int? = nil) {
        self.init(kind, .said(detail), problems: problems, budget: budget, limit: limit)
    }

    public init(
        _ kind: ProblemKind, _ words: ProblemWords, problems: [Field] = [], budget: String? = nil, limit: Int? = nil
    ) {
        self.kind = kind
        self.type = kind.type
        self.status = kind.status
        self.words = words
        self.problems = problems
        self.budget = budget
        self.limit = limit
    }

    /// The problem for every field a ``ProblemList`` collected: the detail names how many there are and the first
    /// one (`"3 problems in the events: … (at /events/0/point)."`), and says how many were left out when the list
    /// was cut short.
    ///
    /// - Parameter place: Where they are, for the detail ("the app description", "the events").
    package init(_ kind: ProblemKind, collected list: ProblemList, in place: ProblemPlace) {
        let first = list.fields[0]
        self.init(
            kind,
            .collected(
                total: list.total, place: place, first: first.words, at: first.pointer, listed: list.fields.count),
            problems: list.fields)
        if list.isCut { total = list.total }
    }

    /// The problem in `asked`, when its detail and every field's message are the catalogue's; in English otherwise
    /// (words outside the catalogue, such as Foundation's decoder's, are in English only, and a problem is never half
    /// translated). ``language`` says which it is.
    public func worded(in asked: Language) -> Problem {
        let language = words.isCatalogued && problems.allSatisfy(\.words.isCatalogued) ? asked : .english
        var worded = self
        worded.language = language
        for index in worded.problems.indices { worded.problems[index].language = language }
        return worded
    }

    /// The problem as JSON bytes: compact, or indented with `pretty`.
    public func encoded(pretty: Bool = false) -> [UInt8] {
        AnswerWriter.bytes(of: self, indented: pretty)
    }

    /// The problem cut to fit `limit` bytes of JSON (``Limits/maxAnswerBytes``: every answer, problems included, is
    /// bounded by it): whole when it fits; otherwise listing fewer of its fields, the first ones, with `total` and
    /// `omitted` saying how many there were (halved until it fits, each try written only up to the limit); at the
    /// last, none. Every quoted text is an ``Excerpt`` already, so this takes a limit far below the default, or a
    /// raised `--max-name-bytes`, to matter.
    public func fitting(_ limit: Int, pretty: Bool = false) -> Problem {
        guard AnswerWriter.bytes(of: self, indented: pretty, limit: limit) == nil else { return self }
        var cut = self
        cut.total = total ?? problems.count
        var keep = problems.count / 2
        while keep > 0 {
            cut.problems = Array(problems.prefix(keep))
            if AnswerWriter.bytes(of: cut, indented: pretty, limit: limit) != nil { return cut }
            keep /= 2
        }
        cut.problems = []
        return cut
    }
}

/// JSON Pointer helpers.
enum JSONPointer {
    /// Escapes one reference token (`~` → `~0`, `/` → `~1`).
    static func escape(_ token: String) -> String {
        // Most tokens need nothing; Foundation's replacing is slow enough to show when every view's pointer is
        // spelled (include=layout, diagrams).
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// A pointer from coding-path keys.
    static func from(_ path: [CodingKey]) -> String {
        path.map { key in "/" + (key.intValue.map(String.init) ?? escape(key.stringValue)) }.joined()
    }
}

extension Problem.Field {
    /// `ProblemField` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ProblemField",
        "One offending field or query parameter.",
        fields: [
            .required(
                "pointer", .string,
                """
                An RFC 6901 JSON Pointer into the request body (`""` is the whole body, or a query parameter).
                """),
            .required("message", .string, .selfEvident),
            .optional("line", .integer.minimum(1), "`malformed-json`: the line where the text goes wrong (1-based)."),
            .optional("column", .integer.minimum(1), "`malformed-json`: the column, in characters (1-based)."),
            .optional("offset", .integer.minimum(0), "`malformed-json`: the byte offset (0-based)."),
            .optional(
                "suggestion", .string,
                "An unknown id or field name: the known one within two edits that it most likely meant."),
            .optional(
                "unknownField", .string,
                """
                A field the object does not have: its name as written (the pointer ends with it), whatever the \
                language of the message.
                """),
            .optional("parameter", .string, "A query parameter at fault (`pointer` is then `\"\"`)."),
            .optional(
                "allowed", .array(.string),
                "With `parameter`: the values it takes (`0…N` for a range of event indexes)."),
        ])
}

extension Problem {
    /// What each kind means, in the order the `Problem` schema's table lists them (each kind's type, status and
    /// English title are its own).
    static let meanings: [(kind: ProblemKind, meaning: String)] = [
        (
            .malformedJSON,
            """
            The body is not valid JSON (or not UTF-8), or a field name appears twice in one object; the message \
            gives line, column and byte.
            """
        ),
        (
            .invalidRequest,
            """
            Valid JSON of the wrong shape: a wrong type, a missing, unknown or null field, an unknown enum \
            value, an empty body.
            """
        ),
        (
            .impossibleApp,
            """
            Well-formed, but the app cannot exist: duplicate ids, a class in the wrong role, an impossible first \
            responder, a `next` loop, an id of the wrong kind, `isResponder` anywhere but on the application's \
            delegate.
            """
        ),
        (
            .unknownReference,
            """
            Every problem is an id that no responder has (with a did-you-mean hint when one is close).
            """
        ),
        (
            .numberOutOfRange,
            """
            A number outside the one range every number of a request lies in: finite, from -1000000000 to \
            1000000000 (frames, points, transforms, content sizes, insets, window levels); the pointer names it. \
            A debugger dump that prints one is refused as `unreadable-dump`, naming its line.
            """
        ),
        (
            .unreadableDump,
            """
            `POST /v1/import`: a line of a dump that cannot be read (the field gives its `line` and `column` and \
            says what was expected there), a dump with no entry, or text that is no dump at all (an accessibility \
            tree, Appium's XML, a responder chain walk, `_autolayoutTrace`, a gesture recognizer's description, \
            `allTargets`), named as what it looks like, with the command that prints a dump.
            """
        ),
        (.bodyTooLarge, "The body is larger than maxBodyBytes."),
        (
            .serverBusy,
            """
            The service holds as many request bodies as it may at once (maxInFlightBodyBytes): try again after \
            `Retry-After` seconds.
            """
        ),
        (.tooManyNodes, "The app has more than maxNodes responders."),
        (.tooDeep, "The JSON nests deeper than maxDepth."),
        (.tooManyEvents, "The request has more than maxEvents events."),
        (.tooManyTouches, "A touch event has more than maxTouches fingers."),
        (
            .nameTooLong,
            """
            A string or field name is longer than maxNameBytes (the top-level `title` and `description` \
            excepted).
            """
        ),
        (
            .tooMuchWork,
            """
            Evaluating the events would take more than maxWorkSteps steps or record more than maxAnswerEntries \
            entries, or the answer grew past maxAnswerBytes; `budget` and `limit` say which, the pointer names \
            the event.
            """
        ),
        (.unsupportedMediaType, "The body is not declared as JSON."),
        (.notFound, "No such path, or no such example."),
        (.methodNotAllowed, "The path exists but not for this method."),
        (.internalError, "A bug on the service's side; details are logged, never returned."),
    ]

    /// `Problem` in openapi.yaml, with the table of its closed set of types.
    static let docs: WireDoc = {
        let table = meanings.map { kind, meaning in
            "| `\(kind.type)` | \(kind.status) | \(kind.title(in: .english)) | \(meaning) |"
        }
        return WireDoc.answer(
            "Problem",
            """
            An RFC 9457 problem (`application/problem+json`, keys sorted; indented with `?pretty` except the \
            server's own 413). The closed set of types:

            | type | status | title | meaning |
            | --- | --- | --- | --- |

            """ + table.joined(separator: "\n") + "\n",
            fields: [
                .required("type", .oneOf(meanings.map(\.kind.type)), .selfEvident),
                .required(
                    "title", .string.minLength(1),
                    """
                    Fixed per type and language: the English of the table above, or its translation in the answer's \
                    language (`Content-Language`).
                    """),
                .required(
                    "status",
                    .integer.with("enum", .array(Set(meanings.map(\.kind.status)).sorted().map(WireDoc.Value.int))),
                    .selfEvident),
                .required("detail", .string, "This occurrence, in words (names the first problem)."),
                .required(
                    "problems", .array(.ref("ProblemField")).maxItems(50),
                    """
                    The offending fields, at most 50 (maxProblems): the first ones found, in the order of the \
                    request; empty for 404 and 405. Only the first 10 unknown ids (maxSuggestions) get a \
                    `suggestion`.
                    """),
                .optional(
                    "total", .integer.minimum(51),
                    "Only when `problems` was cut short: how many offending fields the request has."),
                .optional(
                    "omitted", .integer.minimum(1),
                    """
                    Only when `problems` was cut short: how many are not listed (`total` minus the listed ones).
                    """),
                .optional(
                    "budget", .oneOf(["steps", "entries", "answerBytes"]),
                    """
                    With `too-much-work`: the budget that ran out (maxWorkSteps, maxAnswerEntries or maxAnswerBytes).
                    """),
                .optional("limit", .integer, "With `too-much-work`: that budget's limit."),
            ])
    }()
}
