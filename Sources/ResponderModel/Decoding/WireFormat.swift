import Foundation
import ResponderCore

/// The wire format's reader and writer as one call each: a request body read into its type with every failure a
/// ``Problem`` naming the place (a JSON Pointer), and an answer written straight from its field list. The service,
/// the command line and the tests read and write through here.
public enum WireFormat {
    /// Reads a `POST /v1/dispatch` body (see ``read(_:from:limits:)``).
    public static func decode(
        _ type: DispatchRequest.Type, from body: [UInt8], limits: Limits
    ) throws(Problem) -> DispatchRequest {
        try read(type, from: body, limits: limits)
    }

    /// Reads a `POST /v1/chain` body.
    public static func decode(
        _ type: ChainRequest.Type, from body: [UInt8], limits: Limits
    ) throws(Problem) -> ChainRequest {
        try read(type, from: body, limits: limits)
    }

    /// Reads a `POST /v1/audit` body.
    public static func decode(
        _ type: AuditRequest.Type, from body: [UInt8], limits: Limits
    ) throws(Problem) -> AuditRequest {
        try read(type, from: body, limits: limits)
    }

    /// Reads a `POST /v1/import` body.
    public static func decode(
        _ type: ImportRequest.Type, from body: [UInt8], limits: Limits
    ) throws(Problem) -> ImportRequest {
        try read(type, from: body, limits: limits)
    }

    /// Reads a request body (one pass, see ``JSONReader``), turning every failure into a ``Problem`` with a pointer.
    static func read<T: WireObject>(_ type: T.Type, from body: [UInt8], limits: Limits) throws(Problem) -> T {
        guard body.contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
            throw Problem(
                .invalidRequest, detail: "The request body is empty; send a JSON object.",
                problems: [Problem.Field(pointer: "", message: "empty body")])
        }
        do {
            return try JSONReader.decode(
                T.self, from: body, depthLimit: min(limits.maxDepth, 500), nameLimit: limits.maxNameBytes)
        } catch {
            throw problem(for: error, limits: limits)
        }
    }

    /// Encodes an answer, written straight from its field list (see ``AnswerFields``): compact by default,
    /// indented with `pretty`.
    public static func encode<T: AnswerValue>(_ value: T, pretty: Bool = false) -> [UInt8] {
        AnswerWriter.bytes(of: value, indented: pretty)
    }

    static func problem(for error: Error, limits: Limits) -> Problem {
        switch error {
        case let error as JSONSyntaxError:
            var field = Problem.Field(pointer: "", message: error.located)
            (field.line, field.column, field.offset) = (error.line, error.column, error.offset)
            return Problem(.malformedJSON, detail: "The body is not valid JSON: \(error.located).", problems: [field])
        case let error as JSONTooDeepError:
            return Problem(
                .tooDeep,
                detail: "The JSON nests deeper than \(limits.maxDepth) levels, the limit of this service.",
                problems: [
                    Problem.Field(pointer: error.pointer, message: "nesting exceeds \(limits.maxDepth) levels here")
                ])
        case is JSONEncodingError:
            return Problem(
                .malformedJSON, detail: "The body is not valid JSON: the body is not valid UTF-8.",
                problems: [Problem.Field(pointer: "", message: "the body is not valid UTF-8")])
        case let error as NameTooLongError:
            return Problem(
                .nameTooLong,
                detail: "A string at \(display(error.pointer)) has \(error.bytes) bytes; names, ids and selectors may "
                    + "have at most \(error.limit).",
                problems: [
                    Problem.Field(pointer: error.pointer, message: "longer than \(error.limit) bytes (\(error.bytes))")
                ])
        case let error as MissingFieldError:
            let pointer = JSONPointer.from(error.codingPath + [AnyCodingKey(error.field)])
            let message = "missing required field '\(error.field)'" + (error.hint.map { " (\($0))" } ?? "")
            return Problem(
                .invalidRequest, detail: "Missing required field '\(error.field)' at \(pointer).",
                problems: [Problem.Field(pointer: pointer, message: message)])
        case let error as UnknownFieldError:
            let pointer = JSONPointer.from(error.codingPath)
            let suggestion = UnknownReference.closest(to: error.field, among: error.allowed)
            let message =
                "unknown field '\(error.field)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; allowed here: " + error.allowed.joined(separator: ", ")
            var field = Problem.Field(pointer: pointer, message: message)
            field.suggestion = suggestion
            return Problem(.invalidRequest, detail: "Unknown field '\(error.field)' at \(pointer).", problems: [field])
        case let error as InvalidValueError:
            let pointer = JSONPointer.from(error.codingPath)
            return Problem(
                .invalidRequest, detail: "Invalid value at \(pointer): \(error.message).",
                problems: [Problem.Field(pointer: pointer, message: error.message)])
        case let error as DecodingError:
            return problem(for: error)
        default:
            return Problem(
                .malformedJSON, detail: "The body could not be read as JSON.",
                problems: [Problem.Field(pointer: "", message: "not JSON")])
        }
    }

    private static func problem(for error: DecodingError) -> Problem {
        switch error {
        case .keyNotFound(let key, let context):  // the request types say MissingFieldError; this is for others
            let pointer = JSONPointer.from(context.codingPath + [key])
            let message = "missing required field '\(key.stringValue)'"
            return Problem(
                .invalidRequest, detail: "Missing required field '\(key.stringValue)' at \(pointer).",
                problems: [Problem.Field(pointer: pointer, message: message)])
        case .typeMismatch(let type, let context):
            let pointer = JSONPointer.from(context.codingPath)
            let message = "expected \(describe(type)) here"
            return Problem(
                .invalidRequest, detail: "Wrong type at \(display(pointer)): \(message).",
                problems: [Problem.Field(pointer: pointer, message: message)])
        case .valueNotFound(let type, let context):
            let pointer = JSONPointer.from(context.codingPath)
            let message = "null is not allowed here; expected \(describe(type))"
            return Problem(
                .invalidRequest, detail: "Null at \(pointer): \(message).",
                problems: [Problem.Field(pointer: pointer, message: message)])
        case .dataCorrupted(let context):
            // Only Foundation's decoders say this (the service's reader reports the text's errors itself).
            let pointer = JSONPointer.from(context.codingPath)
            let message = cleanJSONError("\(context.underlyingError.map { "\($0)" } ?? context.debugDescription)")
            if context.codingPath.isEmpty {
                return Problem(
                    .malformedJSON, detail: "The body is not valid JSON: \(message)",
                    problems: [Problem.Field(pointer: "", message: message)])
            }
            return Problem(
                .invalidRequest, detail: "Invalid value at \(pointer): \(message)",
                problems: [Problem.Field(pointer: pointer, message: message)])
        @unknown default:
            return Problem(.invalidRequest, detail: "The request could not be decoded.")
        }
    }

    /// "/app/scenes" or "the top level".
    static func display(_ pointer: String) -> String { pointer.isEmpty ? "the top level" : pointer }

    private static func cleanJSONError(_ text: String) -> String {
        // Foundation's texts look like: Error Domain=… "Unexpected character 'x' around line 1, column 5." UserInfo=…
        if let start = text.range(of: "NSDebugDescription=") {
            let tail = text[start.upperBound...]
            let end = tail.firstIndex(where: { $0 == "}" || $0 == "\n" }) ?? tail.endIndex
            return String(tail[..<end]).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Float.Type, is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is [Any].Type: return "an array"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") || name.hasPrefix("[") { return "an array" }
            if name.contains("Dictionary") || name.contains("KeyedDecodingContainer") { return "an object" }
            return "an object"
        }
    }
}
