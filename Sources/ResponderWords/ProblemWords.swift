import ResponderCore

/// What a problem's `detail` or a field's `message` says, as facts: one case per kind of sentence, with the values
/// it names (the field, the id, the suggestion, the limit…). A problem carries these facts and is worded when it is
/// written (``text(in:)``): in English here (``english``), and in each other language by a switch of its own
/// (`ProblemWords+Japanese.swift`, `+Chinese`, `+Korean`), so that a language cannot miss a sentence without failing
/// to compile.
///
/// Codes, field names, ids, pointers and query values are the same in every language: only the words around them
/// change.
public indirect enum ProblemWords: Sendable, Equatable {
    /// Words not in the catalogue (Foundation's decoder's, a front end's own): the same text in every language, so
    /// a problem that holds any stays in English, whole (``Problem/worded(in:)``).
    case said(String)

    // MARK: Families of their own

    /// What the app description's mapping refuses: a field its responder cannot have, a reference that cannot
    /// hold, a first responder that cannot be (``MappingWords``).
    case mapping(MappingWords)
    /// What a value's own shape refuses: an event's alternatives, a modifier given twice, an empty list
    /// (``ShapeWords``).
    case shape(ShapeWords)
    /// What the service refuses of a request as a whole: an option an endpoint does not take, a budget that ran
    /// out, a debugger dump it cannot read (``ServiceWords``).
    case service(ServiceWords)

    // MARK: A list of offending fields

    /// The detail of a ``ProblemList``: how many problems there are in `place`, the first one and where it is, and
    /// how many of them are `listed` when the list was cut short (`listed` is `total` otherwise).
    case collected(total: Int, place: ProblemPlace, first: ProblemWords, at: String, listed: Int)
    /// `no responder has id 'serchField' (did you mean 'searchField'?)`: `kind` is the kind of thing the id should
    /// name (`responder`, …).
    case unknownID(String, kind: String, suggestion: String?)

    // MARK: The body's text

    /// The body is empty (detail).
    case emptyBody
    /// The body is empty (field).
    case emptyBodyHere
    /// The body is not valid JSON (detail): `fault` is the reader's words for the fault, at a line, column and byte.
    case notJSON(fault: JSONFault, line: Int, column: Int, offset: Int)
    /// Where the JSON goes wrong (field).
    case notJSONHere(fault: JSONFault, line: Int, column: Int, offset: Int)
    /// The JSON nests deeper than the limit (detail).
    case tooDeep(limit: Int)
    /// The JSON nests deeper than the limit here (field).
    case tooDeepHere(limit: Int)
    /// The body is not UTF-8 (detail).
    case notUTF8
    /// The body is not UTF-8 (field).
    case notUTF8Here
    /// A string longer than the limit (detail); at "" it is the top level.
    case nameTooLong(at: String, bytes: Int, limit: Int)
    /// A string longer than the limit (field).
    case nameTooLongHere(bytes: Int, limit: Int)
    /// The body could not be read as JSON at all (detail).
    case unreadable
    /// The body could not be read as JSON at all (field).
    case unreadableHere

    // MARK: The body's shape

    /// A required field is missing (detail).
    case missingField(String, at: String)
    /// A required field is missing (field); `hint` says what it is for.
    case missingFieldHere(String, hint: ProblemWords?)
    /// Why a missing `type` is missed (a missing field's hint).
    case typeIsRequired
    /// Why a missing `event` is missed (a missing field's hint).
    case eventOrEvents
    /// Why a missing `recursiveDescription` is missed.
    case dumpsNeeded
    /// Why a touch's missing `point` is missed.
    case touchNeedsPoint
    /// Why a touch event's missing `point` is missed.
    case touchEventNeedsPoint
    /// Why a field an event type needs is missed.
    case requiredFor(String, eventType: String)
    /// Why a bar button item's missing `action` is missed.
    case barButtonNeedsAction
    /// A field the object does not have (detail).
    case unknownField(String, at: String)
    /// A field the object does not have (field), the one it most likely meant, and the ones it has.
    case unknownFieldHere(String, suggestion: String?, allowed: [String])
    /// A value of the wrong type (detail); at "" it is the top level.
    case wrongType(at: String, expected: ExpectedValue)
    /// A value of the wrong type (field).
    case wrongTypeHere(expected: ExpectedValue)
    /// A null where a value is required (detail).
    case null(at: String, expected: ExpectedValue)
    /// A null where a value is required (field).
    case nullHere(expected: ExpectedValue)
    /// A value that decodes but is not allowed (detail): `words` say why, as the field's message does.
    case invalidValue(at: String, ProblemWords)
    /// A string that is none of the values the field takes (field): `allowed` are the values, unquoted.
    case notOneOf(String, allowed: [String])
    /// A number that is not a whole number in its field's range (field).
    case wholeNumber(field: String, from: Int, to: Int)
    /// A frame or size with a negative width or height (field).
    case negativeSize
    /// A number outside ``NumberRange`` (field): `limit` is its largest magnitude.
    case numberOutOfRange(limit: Int)
    /// `events: []` (field).
    case noEvents
    /// Both `event` and `events` (field).
    case eventAndEvents
    /// A field's words as the problem's detail: the sentence they make (`No responder has id 'x'.`).
    case sentence(ProblemWords)

    // MARK: The app description

    /// Two responders with one id (field): where the id is used first.
    case duplicateID(String, usedAt: String)
    /// More responders than the limit (detail).
    case tooManyNodes(limit: Int)
    /// More responders than the limit (field).
    case tooManyNodesHere(limit: Int)

    // MARK: Limits

    /// More events than the limit (detail).
    case tooManyEvents(count: Int, limit: Int)
    /// More events than the limit (field).
    case tooManyEventsHere(limit: Int)
    /// More touches in one event than the limit (detail).
    case tooManyTouches(count: Int, limit: Int)
    /// More touches in one event than the limit (field).
    case tooManyTouchesHere(limit: Int)
    /// The body is larger than the limit (detail): it has `bytes`.
    case bodyTooLarge(bytes: Int, limit: Int)
    /// The body declares more bytes than the limit (detail, the server's refusal before reading it).
    case bodyDeclaredTooLarge(bytes: Int, limit: Int)
    /// The body grew past the limit while it was sent (detail, the server's refusal).
    case bodyGrewTooLarge(limit: Int)
    /// The body is larger than the limit (field).
    case bodyTooLargeHere(limit: Int)

    // MARK: The query

    /// A query parameter with a value it does not take (detail): the values it takes, and the default if any.
    case badParameter(String, given: String, allowed: [String], default: String?)
    /// A query parameter with a value it does not take (field).
    case badParameterHere(String, allowed: [String])
    /// `event=` that is not an event's index (detail).
    case badEventIndex(given: String)
    /// `event=` that is not an event's index (field).
    case badEventIndexHere

    // MARK: The request's path, method and type

    /// No example has this name (detail).
    case noExample(String)
    /// No route has this path (detail).
    case noResource(String)
    /// The path exists but not for this method (detail): the methods it accepts.
    case methodNotAllowed(path: String, accepts: [String], method: String)
    /// The body is declared as a type that is not JSON (detail).
    case notJSONType(String)
    /// The body is declared as a type that is not JSON (field).
    case notJSONTypeHere(String)

    // MARK: The server's own refusals

    /// A NUL byte in the request target (detail).
    case nulInTarget
    /// A NUL byte in the request target (field).
    case nulInTargetHere
    /// The server holds as many bodies as it may (detail).
    case serverBusy(retryAfter: Int)
    /// The server holds as many bodies as it may (field).
    case serverBusyHere

    /// The words in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .japanese: japanese
        case .simplifiedChinese: chinese
        case .korean: korean
        }
    }

    /// Whether every word is the catalogue's (no ``said(_:)`` inside; the families hold none): only such words are
    /// given in every language; a problem with any other words stays in English (``Problem/worded(in:)``).
    public var isCatalogued: Bool {
        switch self {
        case .said: false
        case .collected(_, _, let first, _, _): first.isCatalogued
        case .missingFieldHere(_, let hint): hint?.isCatalogued ?? true
        case .invalidValue(_, let words), .sentence(let words): words.isCatalogued
        default: true
        }
    }

    /// The words in English: the service's first words, byte for byte what it answered before they were facts.
    public var english: String {
        switch self {
        case .said(let text): return text
        case .mapping(let words): return words.english
        case .shape(let words): return words.english
        case .service(let words): return words.english
        case .collected(let total, let place, let first, let pointer, let listed):
            let count = total == 1 ? "1 problem" : "\(total) problems"
            let cut = listed < total ? " The first \(listed) are listed; \(total - listed) more are left out." : ""
            return "\(count) in \(place.english): \(first.english) (at \(pointer)).\(cut)"
        case .unknownID(let id, let kind, let suggestion):
            return "no \(kind) has id '\(id)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .emptyBody: return "The request body is empty; send a JSON object."
        case .emptyBodyHere: return "empty body"
        case .notJSON(let fault, let line, let column, let offset):
            return "The body is not valid JSON: \(fault.english) at line \(line), column \(column) (byte \(offset))."
        case .notJSONHere(let fault, let line, let column, let offset):
            return "\(fault.english) at line \(line), column \(column) (byte \(offset))"
        case .tooDeep(let limit): return "The JSON nests deeper than \(limit) levels, the limit of this service."
        case .tooDeepHere(let limit): return "nesting exceeds \(limit) levels here"
        case .notUTF8: return "The body is not valid JSON: the body is not valid UTF-8."
        case .notUTF8Here: return "the body is not valid UTF-8"
        case .nameTooLong(let pointer, let bytes, let limit):
            return
                "A string at \(pointer.isEmpty ? "the top level" : pointer) has \(bytes) bytes; names, ids and selectors may have at most \(limit)."
        case .nameTooLongHere(let bytes, let limit): return "longer than \(limit) bytes (\(bytes))"
        case .unreadable: return "The body could not be read as JSON."
        case .unreadableHere: return "not JSON"
        case .missingField(let field, let pointer): return "Missing required field '\(field)' at \(pointer)."
        case .missingFieldHere(let field, let hint):
            return "missing required field '\(field)'" + (hint.map { " (\($0.english))" } ?? "")
        case .typeIsRequired: return "type is required"
        case .eventOrEvents: return "give event (one) or events (a sequence)"
        case .dumpsNeeded: return "give recursiveDescription, printHierarchy or both: the text the debugger printed"
        case .touchNeedsPoint: return "a touch needs point or path"
        case .touchEventNeedsPoint: return "a touch event needs point, path, touches or on"
        case .requiredFor(let name, let type): return "\(name) is required for \(type) events"
        case .barButtonNeedsAction:
            return "a bar button item needs an action, or a customView that handles its own touches"
        case .unknownField(let field, let pointer): return "Unknown field '\(field)' at \(pointer)."
        case .unknownFieldHere(let field, let suggestion, let allowed):
            return "unknown field '\(field)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; allowed here: " + allowed.joined(separator: ", ")
        case .wrongType(let pointer, let expected):
            return "Wrong type at \(pointer.isEmpty ? "the top level" : pointer): expected \(expected.english) here."
        case .wrongTypeHere(let expected): return "expected \(expected.english) here"
        case .null(let pointer, let expected):
            return "Null at \(pointer): null is not allowed here; expected \(expected.english)."
        case .nullHere(let expected): return "null is not allowed here; expected \(expected.english)"
        case .invalidValue(let pointer, let words): return "Invalid value at \(pointer): \(words.english)."
        case .notOneOf(let raw, let allowed):
            return "'\(raw)' is not one of " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        case .wholeNumber(let field, let low, let high): return "\(field) must be a whole number from \(low) to \(high)"
        case .negativeSize: return "width and height must not be negative"
        case .numberOutOfRange(let limit):
            return "every number in a request must lie between -\(limit) and \(limit), and this one does not"
        case .noEvents: return "events must not be empty"
        case .eventAndEvents: return "give event or events, not both"
        case .sentence(let words):
            let text = words.english
            return text.prefix(1).uppercased() + text.dropFirst() + "."
        case .duplicateID(let id, let pointer): return "duplicate id '\(id)': it is already used at \(pointer)"
        case .tooManyNodes(let limit):
            return "The app description has more than \(limit) responders, the limit of this service."
        case .tooManyNodesHere(let limit): return "more than \(limit) responders"
        case .tooManyEvents(let count, let limit): return "The request has \(count) events; the limit is \(limit)."
        case .tooManyEventsHere(let limit): return "more than \(limit) events"
        case .tooManyTouches(let count, let limit):
            return "The touch event has \(count) touches; the limit is \(limit)."
        case .tooManyTouchesHere(let limit): return "more than \(limit) touches in one event"
        case .bodyTooLarge(let bytes, let limit): return "The body has \(bytes) bytes; the limit is \(limit)."
        case .bodyDeclaredTooLarge(let bytes, let limit):
            return "The body declares \(bytes) bytes; the limit is \(limit) bytes."
        case .bodyGrewTooLarge(let limit):
            return "The body grew past the limit of \(limit) bytes while it was being sent."
        case .bodyTooLargeHere(let limit): return "body larger than \(limit) bytes"
        case .badParameter(let name, let given, let allowed, let value):
            return "The query parameter \(name) is '\(given)'; it takes \(Self.either(allowed))"
                + (value.map { " (\($0) is the default)" } ?? "") + "."
        case .badParameterHere(let name, let allowed): return "\(name) must be \(Self.either(allowed))"
        case .badEventIndex(let given):
            return "The query parameter event is '\(given)'; it takes the index of an event in the request (0 for the "
                + "first, at most 99)."
        case .badEventIndexHere: return "event must be a whole number from 0 to 99"
        case .noExample(let name): return "There is no example named '\(name)'. GET /v1/examples lists them."
        case .noResource(let path): return "There is no resource at \(path). GET / lists the endpoints."
        case .methodNotAllowed(let path, let methods, let method):
            return "\(path) accepts \(methods.joined(separator: ", ")), not \(method)."
        case .notJSONType(let type):
            return "The body is declared as '\(type)'; send JSON (Content-Type: application/json)."
        case .notJSONTypeHere(let type): return "Content-Type '\(type)' is not JSON"
        case .nulInTarget:
            return "The request target has a NUL byte (%00); no path or query value of this service has one."
        case .nulInTargetHere: return "%00 in the path or query"
        case .serverBusy(let seconds):
            return "The service holds as many request bodies as it may at once; try again in \(seconds) s."
        case .serverBusyHere: return "no room for the body now"
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func either(_ values: [String], or word: String = " or ") -> String {
        values.count <= 1 ? values.first ?? "" : values.dropLast().joined(separator: ", ") + word + values.last!
    }
}

/// Where the fields of a ``ProblemList`` are, for its problem's detail.
public enum ProblemPlace: Sendable, Equatable {
    case appDescription
    case events

    /// "the app description", "the events".
    public var english: String {
        switch self {
        case .appDescription: return "the app description"
        case .events: return "the events"
        }
    }
}

/// The kind of JSON value a field takes, for a wrong type's words.
public enum ExpectedValue: Sendable, Equatable {
    case string, number, boolean, array, object

    /// "a string", "a number", "true or false", "an array", "an object".
    public var english: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .boolean: return "true or false"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
