import Foundation

/// A coding key made from any string, used to list the keys an object actually has.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        self.stringValue = string
        self.intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Thrown when an object has a field the API does not define (usually a typo).
struct UnknownFieldError: Error {
    var codingPath: [CodingKey]
    var field: String
    var allowed: [String]
}

/// Thrown for a string or field name longer than ``Limits/maxNameBytes``.
struct NameTooLongError: Error {
    var pointer: String
    var bytes: Int
    var limit: Int
}

/// Thrown for a value that decodes but is not allowed (an unknown enum value, a missing alternative).
struct InvalidValueError: Error {
    var codingPath: [CodingKey]
    var message: String
}

/// The fields an object may have: the names in documentation order (for messages) and a set (for lookups).
struct KeySet: Sendable {
    let names: [String]
    let set: Set<String>

    init(_ names: [String]) {
        self.names = names
        self.set = Set(names)
    }
}

extension Decoder {
    /// Rejects fields not in `allowed`, so a typo such as `subview` is reported instead of silently ignored.
    /// Small objects (a frame, a point) list their few fields: a linear scan beats building a set per object.
    func rejectUnknownKeys(_ allowed: [String]) throws {
        _ = try fieldNames(names: allowed) { allowed.contains($0) }
    }

    /// Rejects fields not in `allowed`; objects with many fields use a static ``KeySet``.
    func rejectUnknownKeys(_ allowed: KeySet) throws {
        _ = try fieldNames(allowed: allowed)
    }

    /// The names of the object's fields in the order written, after rejecting any not in `allowed`. Types with
    /// many optional fields walk these instead of asking for every field they could have.
    func fieldNames(allowed: KeySet) throws -> [String] {
        try fieldNames(names: allowed.names) { allowed.set.contains($0) }
    }

    /// The names of the object's fields in the order written.
    func fieldNames() throws -> [String] {
        // TreeDecoder has them as they are; other decoders list them through a container (`allKeys` converts
        // every key, which costs more than decoding most fields).
        if let tree = self as? TreeDecoder, case .object(let object) = tree.value { return object.keys }
        return try container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
    }

    /// The field names, after rejecting the first that `isAllowed` refuses (`names` lists the allowed ones).
    private func fieldNames(names: [String], isAllowed: (String) -> Bool) throws -> [String] {
        let fields = try fieldNames()
        for name in fields where !isAllowed(name) {
            throw UnknownFieldError(codingPath: codingPath + [AnyCodingKey(name)], field: name, allowed: names)
        }
        return fields
    }
}

extension KeyedDecodingContainer {
    /// Decodes a string enum, reporting the allowed values when the string is not one of them.
    func decodeEnum<T: RawRepresentable & CaseIterable>(_ type: T.Type, forKey key: Key) throws -> T?
    where T.RawValue == String {
        guard let raw = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let value = T(rawValue: raw) else {
            let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw InvalidValueError(
                codingPath: codingPath + [key], message: "'\(raw)' is not one of \(allowed)")
        }
        return value
    }
}
