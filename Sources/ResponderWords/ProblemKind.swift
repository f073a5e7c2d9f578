import ResponderCore

/// The closed set of problem kinds the service answers, each with a stable type URI, title and status.
public enum ProblemKind: String, Sendable, CaseIterable {
    /// The body is not valid JSON (line, column and byte offset given), or a field appears twice in one object.
    case malformedJSON = "malformed-json"
    /// Valid JSON of the wrong shape: a wrong type, a missing or unknown field, an unknown enum value.
    case invalidRequest = "invalid-request"
    /// Well-formed, but the app cannot exist: duplicate ids, unknown references, an impossible first responder,
    /// a `next` loop.
    case impossibleApp = "impossible-app"
    /// A referenced id that does not exist.
    case unknownReference = "unknown-reference"
    /// A number outside the one range every number of a request lies in (``NumberRange``: finite, at most 1e9 in
    /// magnitude), in the JSON or in a debugger dump.
    case numberOutOfRange = "number-out-of-range"
    /// Debugger output (`POST /v1/import`) with a line that cannot be read (line and column given), or no entry.
    case unreadableDump = "unreadable-dump"
    /// The body is larger than the limit.
    case bodyTooLarge = "body-too-large"
    /// More responders than the limit.
    case tooManyNodes = "too-many-nodes"
    /// JSON nested deeper than the limit.
    case tooDeep = "too-deep"
    /// More events than the limit.
    case tooManyEvents = "too-many-events"
    /// More fingers in one touch event than the limit.
    case tooManyTouches = "too-many-touches"
    /// A string or field name longer than the limit.
    case nameTooLong = "name-too-long"
    /// Evaluating the request would take more work, or give a longer answer, than one request may.
    case tooMuchWork = "too-much-work"
    /// The body is not declared as JSON.
    case unsupportedMediaType = "unsupported-media-type"
    /// No such path or example.
    case notFound = "not-found"
    /// The path exists but not for this method.
    case methodNotAllowed = "method-not-allowed"
    /// A bug on our side; details are logged, never returned.
    case internalError = "internal-error"
    /// 503: the server holds as many request bodies as it may at once (its in-flight body budget); retry later.
    case serverBusy = "server-busy"

    /// `urn:responderlab:problem:<slug>`.
    public var type: String { "urn:responderlab:problem:\(rawValue)" }

    /// The title in `language`.
    public func title(in language: Language) -> String {
        switch language {
        case .english: title
        case .japanese: japaneseTitle
        case .simplifiedChinese: chineseTitle
        case .korean: koreanTitle
        }
    }

    /// The title in English.
    public var title: String {
        switch self {
        case .malformedJSON: return "Malformed JSON"
        case .invalidRequest: return "Invalid request"
        case .impossibleApp: return "Impossible app description"
        case .unknownReference: return "Reference to an unknown id"
        case .unreadableDump: return "Unreadable debugger output"
        case .numberOutOfRange: return "Number out of range"
        case .bodyTooLarge: return "Request body too large"
        case .tooManyNodes: return "Too many responders"
        case .tooDeep: return "JSON nested too deeply"
        case .tooManyEvents: return "Too many events"
        case .tooManyTouches: return "Too many touches"
        case .nameTooLong: return "Name too long"
        case .tooMuchWork: return "Too much work for one request"
        case .unsupportedMediaType: return "Unsupported media type"
        case .notFound: return "Not found"
        case .methodNotAllowed: return "Method not allowed"
        case .internalError: return "Internal error"
        case .serverBusy: return "Server busy"
        }
    }

    public var status: Int {
        switch self {
        case .malformedJSON, .invalidRequest: return 400
        case .impossibleApp, .unknownReference, .unreadableDump, .numberOutOfRange: return 422
        case .bodyTooLarge, .tooManyNodes, .tooDeep, .tooManyEvents, .tooManyTouches, .nameTooLong, .tooMuchWork:
            return 413
        case .unsupportedMediaType: return 415
        case .notFound: return 404
        case .methodNotAllowed: return 405
        case .internalError: return 500
        case .serverBusy: return 503
        }
    }
}
