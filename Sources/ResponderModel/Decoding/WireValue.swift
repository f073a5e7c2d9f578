/// A reader of request values, pulled by what a request type expects next. Two readers exist: ``JSONReader``
/// (the service's, over the bytes) and ``FoundationReader`` (over any Foundation `Decoder`, so the request types
/// are Foundation `Decodable` with the very same rules).
protocol WireReader {
    /// Where the reader is, for errors.
    var codingPath: [CodingKey] { get }
    /// What the next value is, without reading it.
    mutating func peek() throws -> JSONKind
    /// Reads a null if one comes next.
    mutating func readNull() throws -> Bool
    mutating func readBool() throws -> Bool
    mutating func readDouble() throws -> Double
    mutating func readString() throws -> String
    mutating func beginObject() throws
    /// The next field of the innermost object, matched against `keys`; nil after the last.
    mutating func nextField(in keys: WireKeys) throws -> WireKeys.Match?
    /// The next field name of the innermost object (an object used as a map); nil after the last.
    mutating func nextKey() throws -> String?
    /// The error for the current field name appearing twice in its object.
    func duplicateField() -> Error
    mutating func beginArray() throws
    /// Moves to the next element of the innermost array; false after the last.
    mutating func nextElement() throws -> Bool
    /// Reads one table field into `object` (each reader has its own, specialised reading function).
    static func read<Object>(_ field: WireField<Object>, from reader: inout Self, into object: inout Object) throws
}

/// A value a request can hold, read from either reader.
protocol WireValue {
    init<Reader: WireReader>(reading reader: inout Reader) throws
}

/// A request object: its fields are declared once, in ``wire``, and that table drives reading (from the bytes
/// and from Foundation), the refusal of unknown and duplicated fields, the "allowed here" lists, required
/// fields, and the field lists of the OpenAPI description (`responder-lab wire-fields`).
protocol WireObject: WireValue {
    /// The value before any field is read: every field's default.
    init()
    static var wire: WireTable<Self> { get }
    /// Checks that span fields (`give minimumSize or insets, not both`), once the object is read. `seen` holds
    /// the indices of the fields given.
    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws
}

extension WireObject {
    init<Reader: WireReader>(reading reader: inout Reader) throws {
        try self.init(fieldsFrom: &reader)
    }

    /// Reads the object's fields through the table (types that accept another form too call this for the object).
    init<Reader: WireReader>(fieldsFrom reader: inout Reader) throws {
        self.init()
        let table = Self.wire
        try reader.beginObject()
        var seen = FieldSet()
        while let match = try reader.nextField(in: table.keys) {
            guard case .known(let index) = match else {
                guard case .unknown(let name) = match else { continue }
                throw UnknownFieldError(codingPath: reader.codingPath, field: name, allowed: table.keys.names)
            }
            guard seen.insert(index) else { throw reader.duplicateField() }
            try Reader.read(table.fields[index], from: &reader, into: &self)
        }
        for index in table.required where !seen.contains(index) {
            let field = table.fields[index]
            throw MissingFieldError(codingPath: reader.codingPath, field: field.name, hint: field.missing)
        }
        try finish(&reader, seen: seen)
    }

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {}
}

/// A string enum on the wire; an unknown value is refused with the allowed ones listed.
protocol WireEnum: WireValue, RawRepresentable, CaseIterable where RawValue == String {}

extension WireEnum {
    init<Reader: WireReader>(reading reader: inout Reader) throws {
        let raw = try reader.readString()
        guard let value = Self(rawValue: raw) else {
            let allowed = Self.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw InvalidValueError(codingPath: reader.codingPath, message: "'\(raw)' is not one of \(allowed)")
        }
        self = value
    }
}

extension Bool: WireValue {
    init<Reader: WireReader>(reading reader: inout Reader) throws { self = try reader.readBool() }
}

extension Double: WireValue {
    init<Reader: WireReader>(reading reader: inout Reader) throws { self = try reader.readDouble() }
}

extension String: WireValue {
    init<Reader: WireReader>(reading reader: inout Reader) throws { self = try reader.readString() }
}

/// An optional field: absent and null both leave it nil (see ``WireField/field(_:_:required:missing:check:)``).
extension Optional: WireValue where Wrapped: WireValue {
    init<Reader: WireReader>(reading reader: inout Reader) throws { self = try Wrapped(reading: &reader) }
}

extension Array: WireValue where Element: WireValue {
    init<Reader: WireReader>(reading reader: inout Reader) throws {
        self = []
        try reader.beginArray()
        while try reader.nextElement() { append(try Element(reading: &reader)) }
    }
}

/// The field names of one object type, in documentation order, matched against field names as written without
/// making a string of them.
final class WireKeys: Sendable {
    enum Match {
        case known(Int)
        case unknown(String)
    }

    let names: [String]
    private let utf8: [[UInt8]]
    /// Indices of the names of each byte length.
    private let byLength: [[Int]]

    init(_ names: [String]) {
        self.names = names
        utf8 = names.map { Array($0.utf8) }
        var byLength = Array(repeating: [Int](), count: (utf8.map(\.count).max() ?? 0) + 1)
        for (index, name) in utf8.enumerated() { byLength[name.count].append(index) }
        self.byLength = byLength
    }

    func index(of written: UnsafeBufferPointer<UInt8>) -> Int? {
        guard written.count < byLength.count else { return nil }
        for index in byLength[written.count] where utf8[index].withUnsafeBufferPointer({ $0.elementsEqual(written) }) {
            return index
        }
        return nil
    }

    func index(of name: String) -> Int? { names.firstIndex(of: name) }
}

/// The fields given in one object: a set of table indices (tables have fewer than 64 fields).
struct FieldSet {
    private var bits: UInt64 = 0

    /// Adds `index`; false when it was there already.
    mutating func insert(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index)
        defer { bits |= bit }
        return bits & bit == 0
    }

    func contains(_ index: Int) -> Bool { bits & (1 << UInt64(index)) != 0 }
}

/// One field of a request object: its wire name, whether it is required, and how it is read into the object.
///
/// Tables, their fields and keys are classes: reading a field touches them in place, with no copy of their
/// strings and closures.
final class WireField<Object>: @unchecked Sendable {
    let name: String
    let isRequired: Bool
    /// For a required field: what a missing one means, when more than "missing required field".
    let missing: String?
    let readJSON: (inout JSONReader, inout Object) throws -> Void
    let readFoundation: (inout FoundationReader, inout Object) throws -> Void

    init(
        name: String, isRequired: Bool, missing: String?,
        readJSON: @escaping (inout JSONReader, inout Object) throws -> Void,
        readFoundation: @escaping (inout FoundationReader, inout Object) throws -> Void
    ) {
        self.name = name
        self.isRequired = isRequired
        self.missing = missing
        self.readJSON = readJSON
        self.readFoundation = readFoundation
    }

    /// A field stored at `path`. Null is the same as absent (the default stays) unless the field is required;
    /// `check` returns what is wrong with a value, if anything.
    static func field<Value: WireValue>(
        _ name: String, _ path: WritableKeyPath<Object, Value>, required: Bool = false, missing: String? = nil,
        check: ((Value) -> String?)? = nil
    ) -> WireField {
        func read<Reader: WireReader>(_ reader: inout Reader, _ object: inout Object) throws {
            if try reader.readNull() {
                guard !required else {
                    throw DecodingError.valueNotFound(
                        Value.self,
                        .init(
                            codingPath: reader.codingPath,
                            debugDescription: "Expected \(Value.self) value but found null instead."))
                }
                return
            }
            let value = try Value(reading: &reader)
            if let check, let message = check(value) {
                throw InvalidValueError(codingPath: reader.codingPath, message: message)
            }
            object[keyPath: path] = value
        }
        return WireField(
            name: name, isRequired: required, missing: missing, readJSON: read, readFoundation: read)
    }

    /// A field read as a `Value` and stored, converted, at `path` (a wire form of a core value).
    static func field<Value: WireValue, Stored>(
        _ name: String, _ path: WritableKeyPath<Object, Stored>, reading: Value.Type,
        convert: @escaping (Value) -> Stored
    ) -> WireField {
        func read<Reader: WireReader>(_ reader: inout Reader, _ object: inout Object) throws {
            if try reader.readNull() { return }
            object[keyPath: path] = convert(try Value(reading: &reader))
        }
        return WireField(name: name, isRequired: false, missing: nil, readJSON: read, readFoundation: read)
    }

    /// This field of a value stored at `path` in an enclosing object (shared fields such as a responder's).
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Object>) -> WireField<Outer> {
        let readJSON = self.readJSON
        let readFoundation = self.readFoundation
        return WireField<Outer>(
            name: name, isRequired: isRequired, missing: missing,
            readJSON: { reader, outer in try readJSON(&reader, &outer[keyPath: path]) },
            readFoundation: { reader, outer in try readFoundation(&reader, &outer[keyPath: path]) })
    }
}

/// An object type's fields, in documentation order.
final class WireTable<Object>: @unchecked Sendable {
    let fields: ContiguousArray<WireField<Object>>
    let keys: WireKeys
    /// Indices of the required fields.
    let required: [Int]

    init(_ fields: [WireField<Object>]) {
        precondition(fields.count <= 64, "a FieldSet holds 64 fields")
        self.fields = ContiguousArray(fields)
        keys = WireKeys(fields.map(\.name))
        required = fields.indices.filter { fields[$0].isRequired }
    }

    /// The fields as fields of an enclosing object that stores this one at `path`.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Object>) -> [WireField<Outer>] {
        fields.map { $0.lifted(path) }
    }

    /// The index of the field named `name` (tables are built once; a missing name is a programming error).
    func index(_ name: String) -> Int {
        guard let index = keys.index(of: name) else { preconditionFailure("no field \(name)") }
        return index
    }
}
