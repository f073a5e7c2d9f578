import ResponderCore

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
            throw InvalidValueError(
                codingPath: reader.codingPath, .notOneOf(raw, allowed: Self.allCases.map(\.rawValue)))
        }
        self = value
    }
}

extension Bool: WireValue {
    init<Reader: WireReader>(reading reader: inout Reader) throws { self = try reader.readBool() }
}

/// Every number of a request (frames, bounds, points, transforms, content sizes, insets, durations) is read here,
/// and held to ``NumberRange``: a frame a hundred billion points wide is refused here rather than carried into
/// layout, hit-testing and the diagram.
extension Double: WireValue {
    init<Reader: WireReader>(reading reader: inout Reader) throws {
        let value = try reader.readDouble()
        guard NumberRange.contains(value) else { throw NumberOutOfRangeError(codingPath: reader.codingPath) }
        self = value
    }
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
