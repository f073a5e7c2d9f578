import Foundation
import ResponderCore
import ResponderWords

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

    /// Reads a body that is a `POST /v1/chain` request when it has `from` and a `POST /v1/dispatch` request
    /// otherwise, in one pass (`responder-lab eval`).
    public static func decode(
        _ type: EvaluationRequest.Type, from body: [UInt8], limits: Limits
    ) throws(Problem) -> EvaluationRequest {
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
            throw Problem(.invalidRequest, .emptyBody, problems: [Problem.Field(pointer: "", .emptyBodyHere)])
        }
        do {
            return try JSONReader.decode(
                T.self, from: body, depthLimit: min(limits.maxDepth, 500), nameLimit: limits.maxNameBytes)
        } catch {
            throw problem(for: error, limits: limits)
        }
    }

    /// A string as a JSON string literal, quotes included, spelled as answers spell it: for JSON the service writes
    /// outside an answer (its log lines, the playground's words module).
    public static func literal(_ value: String) -> String {
        var bytes = ByteBuffer(capacity: value.utf8.count + 2)
        JSONText.append(value, to: &bytes)
        return String(decoding: bytes.array, as: UTF8.self)
    }

    /// Encodes an answer, written straight from its field list (see ``AnswerFields``): compact by default,
    /// indented with `pretty`.
    public static func encode<T: AnswerValue>(_ value: T, pretty: Bool = false) -> [UInt8] {
        AnswerWriter.bytes(of: value, indented: pretty)
    }

    static func problem(for error: Error, limits: Limits) -> Problem {
        switch error {
        case let error as JSONSyntaxError:
            let (fault, line, column, offset) = (error.fault, error.line, error.column, error.offset)
            var field = Problem.Field(
                pointer: "", .notJSONHere(fault: fault, line: line, column: column, offset: offset))
            (field.line, field.column, field.offset) = (line, column, offset)
            return Problem(
                .malformedJSON, .notJSON(fault: fault, line: line, column: column, offset: offset), problems: [field])
        case let error as JSONTooDeepError:
            return Problem(
                .tooDeep, .tooDeep(limit: limits.maxDepth),
                problems: [Problem.Field(pointer: error.pointer, .tooDeepHere(limit: limits.maxDepth))])
        case is JSONEncodingError:
            return Problem(.malformedJSON, .notUTF8, problems: [Problem.Field(pointer: "", .notUTF8Here)])
        case let error as NameTooLongError:
            return Problem(
                .nameTooLong, .nameTooLong(at: error.pointer, bytes: error.bytes, limit: error.limit),
                problems: [
                    Problem.Field(pointer: error.pointer, .nameTooLongHere(bytes: error.bytes, limit: error.limit))
                ])
        case let error as MissingFieldError:
            let pointer = JSONPointer.from(error.codingPath + [AnyCodingKey(error.field)])
            return Problem(
                .invalidRequest, .missingField(error.field, at: pointer),
                problems: [Problem.Field(pointer: pointer, .missingFieldHere(error.field, hint: error.hint))])
        case let error as UnknownFieldError:
            let pointer = JSONPointer.from(error.codingPath)
            let suggestion = UnknownReference.closest(to: error.field, among: error.allowed)
            var field = Problem.Field(
                pointer: pointer, .unknownFieldHere(error.field, suggestion: suggestion, allowed: error.allowed))
            field.suggestion = suggestion
            field.unknownField = error.field
            return Problem(.invalidRequest, .unknownField(error.field, at: pointer), problems: [field])
        case let error as InvalidValueError:
            let pointer = JSONPointer.from(error.codingPath)
            return Problem(
                .invalidRequest, .invalidValue(at: pointer, error.words),
                problems: [Problem.Field(pointer: pointer, error.words)])
        case let error as NumberOutOfRangeError:
            let pointer = JSONPointer.from(error.codingPath)
            let words = ProblemWords.numberOutOfRange(limit: Int(NumberRange.maxMagnitude))
            return Problem(
                .numberOutOfRange, .invalidValue(at: pointer, words), problems: [Problem.Field(pointer: pointer, words)]
            )
        case let error as DecodingError:
            return problem(for: error)
        default:
            return Problem(.malformedJSON, .unreadable, problems: [Problem.Field(pointer: "", .unreadableHere)])
        }
    }

    private static func problem(for error: DecodingError) -> Problem {
        switch error {
        case .keyNotFound(let key, let context):  // the request types say MissingFieldError; this is for others
            let pointer = JSONPointer.from(context.codingPath + [key])
            return Problem(
                .invalidRequest, .missingField(key.stringValue, at: pointer),
                problems: [Problem.Field(pointer: pointer, .missingFieldHere(key.stringValue, hint: nil))])
        case .typeMismatch(let type, let context):
            let pointer = JSONPointer.from(context.codingPath)
            return Problem(
                .invalidRequest, .wrongType(at: pointer, expected: describe(type)),
                problems: [Problem.Field(pointer: pointer, .wrongTypeHere(expected: describe(type)))])
        case .valueNotFound(let type, let context):
            let pointer = JSONPointer.from(context.codingPath)
            return Problem(
                .invalidRequest, .null(at: pointer, expected: describe(type)),
                problems: [Problem.Field(pointer: pointer, .nullHere(expected: describe(type)))])
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
            return Problem(.invalidRequest, .shape(.undecodable))
        }
    }

    private static func cleanJSONError(_ text: String) -> String {
        // Foundation's texts look like: Error Domain=… "Unexpected character 'x' around line 1, column 5." UserInfo=…
        if let start = text.range(of: "NSDebugDescription=") {
            let tail = text[start.upperBound...]
            let end = tail.firstIndex(where: { $0 == "}" || $0 == "\n" }) ?? tail.endIndex
            return String(tail[..<end]).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> ExpectedValue {
        switch type {
        case is String.Type: return .string
        case is Double.Type, is Float.Type, is Int.Type: return .number
        case is Bool.Type: return .boolean
        case is [Any].Type: return .array
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") || name.hasPrefix("[") { return .array }
            return .object
        }
    }
}
