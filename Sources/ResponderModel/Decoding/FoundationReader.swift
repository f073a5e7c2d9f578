/// A ``WireReader`` over a Foundation `Decoder`: what makes the request types Foundation `Decodable` with the
/// same field tables and checks as the service's ``JSONReader``. Used when a program decodes a request with
/// `JSONDecoder`, and by the tests that hold the two readers to the same answers.
struct FoundationReader: WireReader {
    private enum Frame {
        case object(Decoder, KeyedDecodingContainer<AnyCodingKey>, keys: [AnyCodingKey], next: Int)
        case array(Decoder, UnkeyedDecodingContainer)
    }

    /// The decoder of the value to read next (or of the container just read to its end).
    private var current: Decoder
    private var frames: [Frame] = []

    init(_ decoder: Decoder) {
        current = decoder
    }

    var codingPath: [CodingKey] { current.codingPath }

    mutating func peek() throws -> JSONKind {
        let single = try current.singleValueContainer()
        if single.decodeNil() { return .null }
        if (try? single.decode(Bool.self)) != nil { return .bool }
        if (try? single.decode(Double.self)) != nil { return .number }
        if (try? single.decode(String.self)) != nil { return .string }
        if (try? current.container(keyedBy: AnyCodingKey.self)) != nil { return .object }
        return .array
    }

    mutating func readNull() throws -> Bool { try current.singleValueContainer().decodeNil() }
    mutating func readBool() throws -> Bool { try current.singleValueContainer().decode(Bool.self) }
    mutating func readDouble() throws -> Double { try current.singleValueContainer().decode(Double.self) }
    mutating func readString() throws -> String { try current.singleValueContainer().decode(String.self) }

    mutating func beginObject() throws {
        let container = try current.container(keyedBy: AnyCodingKey.self)
        frames.append(.object(current, container, keys: container.allKeys, next: 0))
    }

    mutating func nextField(in keys: WireKeys) throws -> WireKeys.Match? {
        guard let name = try nextKey() else { return nil }
        return keys.index(of: name).map { .known($0) } ?? .unknown(name)
    }

    mutating func nextKey() throws -> String? {
        guard case .object(let decoder, let container, let keys, let next) = frames.last else { return nil }
        guard next < keys.count else {
            frames.removeLast()
            current = decoder
            return nil
        }
        frames[frames.count - 1] = .object(decoder, container, keys: keys, next: next + 1)
        current = try container.superDecoder(forKey: keys[next])
        return keys[next].stringValue
    }

    /// Foundation's decoders keep one of two equal field names, so a duplicate never reaches this reader.
    func duplicateField() -> Error {
        InvalidValueError(codingPath: codingPath, .shape(.fieldTwice))
    }

    mutating func beginArray() throws {
        frames.append(.array(current, try current.unkeyedContainer()))
    }

    mutating func nextElement() throws -> Bool {
        guard case .array(let decoder, var container) = frames.last else { return false }
        guard !container.isAtEnd else {
            frames.removeLast()
            current = decoder
            return false
        }
        current = try container.superDecoder()
        frames[frames.count - 1] = .array(decoder, container)
        return true
    }

    static func read<Object>(
        _ field: WireField<Object>, from reader: inout FoundationReader, into object: inout Object
    ) throws {
        try field.readFoundation(&reader, &object)
    }
}
