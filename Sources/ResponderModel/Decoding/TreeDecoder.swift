/// A Codable `Decoder` over a parsed ``JSONValue``: the request types decode through it exactly as through
/// Foundation's `JSONDecoder` (same `DecodingError` cases and coding paths), several times faster.
///
/// Each decoder is also a link of its coding path (its parent and its key), so a nested value costs one small
/// object and the `[CodingKey]` array is only built when someone asks for it, which is when an error is thrown.
final class TreeDecoder: Decoder {
    let value: JSONValue
    private let parent: TreeDecoder?
    private let keyName: String?
    private let keyIndex: Int

    init(value: JSONValue) {
        self.value = value
        self.parent = nil
        self.keyName = nil
        self.keyIndex = 0
    }

    /// The decoder of a field (`name`) or an array element (`index`) of `parent`'s value.
    init(value: JSONValue, parent: TreeDecoder, name: String?, index: Int = 0) {
        self.value = value
        self.parent = parent
        self.keyName = name
        self.keyIndex = index
    }

    var codingPath: [CodingKey] {
        var keys: [CodingKey] = []
        var link: TreeDecoder? = self
        while let current = link, current.parent != nil {
            keys.append(current.keyName.map { AnyCodingKey($0) } ?? AnyCodingKey(intValue: current.keyIndex)!)
            link = current.parent
        }
        return keys.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes a value from JSON bytes that ``JSONParser`` accepts; nil when it does not parse.
    static func decode<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8], depthLimit: Int, nameLimit: Int = .max
    ) throws -> T? {
        guard let (value, longest) = JSONParser.parse(bytes, depthLimit: depthLimit) else { return nil }
        // The parser measured every string as written; only when one may be too long is the tree searched for it
        // (the top-level title and description may be).
        if longest > nameLimit, let long = value.firstLongName(limit: nameLimit, exempt: ["title", "description"]) {
            throw NameTooLongError(pointer: long.pointer, bytes: long.bytes, limit: nameLimit)
        }
        return try T(from: TreeDecoder(value: value))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let object):
            return KeyedDecodingContainer(KeyedTreeContainer<Key>(object: object, decoder: self))
        case .null:
            throw DecodingError.valueNotFound(
                [String: Any].self,
                .init(
                    codingPath: codingPath,
                    debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw DecodingError.typeMismatch(
                [String: Any].self,
                .init(
                    codingPath: codingPath,
                    debugDescription:
                        "Expected to decode Dictionary<String, Any> but found \(value.kindDescription) instead."))
        }
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        switch value {
        case .array(let items):
            return UnkeyedTreeContainer(items: items, decoder: self)
        case .null:
            throw DecodingError.valueNotFound(
                [Any].self,
                .init(
                    codingPath: codingPath,
                    debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw DecodingError.typeMismatch(
                [Any].self,
                .init(
                    codingPath: codingPath,
                    debugDescription: "Expected to decode Array<Any> but found \(value.kindDescription) instead."))
        }
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        SingleTreeContainer(value: value, decoder: self)
    }
}

/// Primitive conversions shared by the three containers.
enum TreeValue {
    static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [CodingKey]) -> DecodingError {
        if case .null = value {
            return .valueNotFound(
                type,
                .init(
                    codingPath: path,
                    debugDescription: "Expected \(type) value but found null instead."))
        }
        return .typeMismatch(
            type,
            .init(
                codingPath: path,
                debugDescription: "Expected to decode \(type) but found \(value.kindDescription) instead."))
    }

    static func bool(_ value: JSONValue, _ path: @autoclosure () -> [CodingKey]) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(Bool.self, value, path()) }
        return flag
    }

    static func string(_ value: JSONValue, _ path: @autoclosure () -> [CodingKey]) throws -> String {
        guard case .string(let text) = value else { throw mismatch(String.self, value, path()) }
        return text
    }

    static func double(_ value: JSONValue, _ path: @autoclosure () -> [CodingKey]) throws -> Double {
        guard case .number(let number, _) = value else { throw mismatch(Double.self, value, path()) }
        return number
    }

    static func integer<T: FixedWidthInteger>(
        _ type: T.Type, _ value: JSONValue, _ path: @autoclosure () -> [CodingKey]
    ) throws -> T {
        guard case .number(let number, _) = value else { throw mismatch(T.self, value, path()) }
        guard number == number.rounded(), let integer = T(exactly: number) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: path(), debugDescription: "Parsed JSON number <\(number)> does not fit in \(T.self)."))
        }
        return integer
    }

    /// Decodes a nested value; `decoder` makes its decoder (and so its coding path) only when needed.
    static func decode<T: Decodable>(_ type: T.Type, _ value: JSONValue, _ decoder: () -> TreeDecoder) throws -> T {
        if T.self == String.self { return try string(value, decoder().codingPath) as! T }
        if T.self == Double.self { return try double(value, decoder().codingPath) as! T }
        if T.self == Bool.self { return try bool(value, decoder().codingPath) as! T }
        return try T(from: decoder())
    }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let decoder: TreeDecoder
    var codingPath: [CodingKey] { decoder.codingPath }

    /// The decoder of the field `key` holding `value`.
    private func child(_ value: JSONValue, _ key: Key) -> TreeDecoder {
        TreeDecoder(value: value, parent: decoder, name: key.stringValue)
    }

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object.value(for: key.stringValue) != nil }

    private func value(_ key: Key) throws -> JSONValue {
        guard let value = object.value(for: key.stringValue) else {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(key) { return true }
        return false
    }

    // One lookup per optional field instead of the default contains + decodeNil + decode.
    private func present(_ key: Key) -> JSONValue? {
        guard let value = object.value(for: key.stringValue) else { return nil }
        if case .null = value { return nil }
        return value
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = present(key) else { return nil }
        return try TreeValue.bool(value, codingPath + [key])
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let value = present(key) else { return nil }
        return try TreeValue.string(value, codingPath + [key])
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let value = present(key) else { return nil }
        return try TreeValue.double(value, codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = present(key) else { return nil }
        return try TreeValue.decode(T.self, value) { child(value, key) }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try TreeValue.bool(value(key), codingPath + [key])
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try TreeValue.string(value(key), codingPath + [key])
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try TreeValue.double(value(key), codingPath + [key])
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(try TreeValue.double(value(key), codingPath + [key]))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try TreeValue.integer(Int.self, value(key), codingPath + [key])
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try TreeValue.integer(Int8.self, value(key), codingPath + [key])
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try TreeValue.integer(Int16.self, value(key), codingPath + [key])
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try TreeValue.integer(Int32.self, value(key), codingPath + [key])
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try TreeValue.integer(Int64.self, value(key), codingPath + [key])
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try TreeValue.integer(UInt.self, value(key), codingPath + [key])
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try TreeValue.integer(UInt8.self, value(key), codingPath + [key])
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try TreeValue.integer(UInt16.self, value(key), codingPath + [key])
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try TreeValue.integer(UInt32.self, value(key), codingPath + [key])
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try TreeValue.integer(UInt64.self, value(key), codingPath + [key])
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let value = try value(key)
        return try TreeValue.decode(T.self, value) { child(value, key) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(value(key), key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try child(value(key), key).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        TreeDecoder(value: object.value(for: "super") ?? .null, parent: decoder, name: "super")
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        child(object.value(for: key.stringValue) ?? .null, key)
    }
}

private struct UnkeyedTreeContainer: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let decoder: TreeDecoder
    var currentIndex = 0
    var codingPath: [CodingKey] { decoder.codingPath }

    init(items: [JSONValue], decoder: TreeDecoder) {
        self.items = items
        self.decoder = decoder
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private var indexKey: CodingKey { AnyCodingKey(intValue: currentIndex)! }

    /// The next element and its index.
    private mutating func next(_ type: Any.Type) throws -> (JSONValue, Int) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: codingPath + [indexKey], debugDescription: "Unkeyed container is at end."))
        }
        let value = items[currentIndex]
        currentIndex += 1
        return (value, currentIndex - 1)
    }

    /// The decoder of element `index` (made only for nested values and errors).
    private func element(_ value: JSONValue, _ index: Int) -> TreeDecoder {
        TreeDecoder(value: value, parent: decoder, name: nil, index: index)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return false }
        if case .null = items[currentIndex] {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let (v, i) = try next(type); return try TreeValue.bool(v, element(v, i).codingPath)
    }
    mutating func decode(_ type: String.Type) throws -> String {
        let (v, i) = try next(type); return try TreeValue.string(v, element(v, i).codingPath)
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        let (v, i) = try next(type); return try TreeValue.double(v, element(v, i).codingPath)
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        let (v, i) = try next(type); return Float(try TreeValue.double(v, element(v, i).codingPath))
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
        let (v, i) = try next(type); return try TreeValue.integer(Int.self, v, element(v, i).codingPath)
    }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        let (v, i) = try next(type); return try TreeValue.integer(Int8.self, v, element(v, i).codingPath)
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        let (v, i) = try next(type); return try TreeValue.integer(Int16.self, v, element(v, i).codingPath)
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        let (v, i) = try next(type); return try TreeValue.integer(Int32.self, v, element(v, i).codingPath)
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        let (v, i) = try next(type); return try TreeValue.integer(Int64.self, v, element(v, i).codingPath)
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
        let (v, i) = try next(type); return try TreeValue.integer(UInt.self, v, element(v, i).codingPath)
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        let (v, i) = try next(type); return try TreeValue.integer(UInt8.self, v, element(v, i).codingPath)
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        let (v, i) = try next(type); return try TreeValue.integer(UInt16.self, v, element(v, i).codingPath)
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        let (v, i) = try next(type); return try TreeValue.integer(UInt32.self, v, element(v, i).codingPath)
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        let (v, i) = try next(type); return try TreeValue.integer(UInt64.self, v, element(v, i).codingPath)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, index) = try next(type)
        return try TreeValue.decode(T.self, value) { element(value, index) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, index) = try next([String: Any].self)
        return try element(value, index).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let (value, index) = try next([Any].self)
        return try element(value, index).unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        let (value, index) = try next(Any.self)
        return element(value, index)
    }
}

private struct SingleTreeContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let decoder: TreeDecoder
    var codingPath: [CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try TreeValue.bool(value, codingPath) }
    func decode(_ type: String.Type) throws -> String { try TreeValue.string(value, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try TreeValue.double(value, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(try TreeValue.double(value, codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try TreeValue.integer(Int.self, value, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try TreeValue.integer(Int8.self, value, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try TreeValue.integer(Int16.self, value, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try TreeValue.integer(Int32.self, value, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try TreeValue.integer(Int64.self, value, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try TreeValue.integer(UInt.self, value, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try TreeValue.integer(UInt8.self, value, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try TreeValue.integer(UInt16.self, value, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try TreeValue.integer(UInt32.self, value, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try TreeValue.integer(UInt64.self, value, codingPath) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try TreeValue.decode(T.self, value) { decoder }
    }
}
