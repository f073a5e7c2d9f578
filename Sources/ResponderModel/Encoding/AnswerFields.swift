/// An answer type whose fields are listed once, in one method, for both its `Encodable` conformance and the direct
/// JSON writer the service answers with.
///
/// Codable pays for its generality on every value (a boxed container per object, dynamic dispatch and runtime
/// generic lookups per field: about 100 ns a value on Linux, even with ``CompactJSONEncoder``'s streaming). The
/// answers are the service's biggest cost, so the answer types list their fields in ``visitFields(_:)``: the
/// conformance's `encode(to:)` (used by Foundation's `JSONEncoder` for `?pretty`, and by anyone encoding the types)
/// replays the list into a keyed container, and ``AnswerWriter`` replays it straight into bytes, specialised at
/// compile time. Tests compare the two byte for byte for every example.
///
/// List the fields in byte order of their names (the answers' keys are sorted; the writer does not sort):
///
/// ```swift
/// func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
///     try visitor.visit("class", className)
///     try visitor.visit("id", id)
///     try visitor.visitIfPresent("private", isPrivate)
/// }
/// ```
public protocol AnswerFields: AnswerValue {
    /// Visits every field, in byte order of the names.
    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws
}

/// A value an answer holds: a string, number, bool, an array of answer values, or an ``AnswerFields`` object.
public protocol AnswerValue: Encodable {
    /// Writes the value's JSON.
    func writeAnswer(to writer: inout AnswerWriter)
}

/// Receives an answer type's fields.
public protocol AnswerFieldVisitor {
    /// A field that is always present.
    mutating func visit<Value: AnswerValue>(_ name: StaticString, _ value: Value) throws
    /// A field written as `null`.
    mutating func visitNull(_ name: StaticString) throws
}

extension AnswerFieldVisitor {
    /// A field that is `null` when there is no value.
    public mutating func visitOrNull<Value: AnswerValue>(_ name: StaticString, _ value: Value?) throws {
        if let value { try visit(name, value) } else { try visitNull(name) }
    }

    /// A field left out when there is no value.
    public mutating func visitIfPresent<Value: AnswerValue>(_ name: StaticString, _ value: Value?) throws {
        if let value { try visit(name, value) }
    }
}

extension AnswerFields {
    /// Replays ``visitFields(_:)`` into a keyed container.
    public func encode(to encoder: Encoder) throws {
        var visitor = ContainerVisitor(container: encoder.container(keyedBy: AnyCodingKey.self))
        try visitFields(&visitor)
    }

    public func writeAnswer(to writer: inout AnswerWriter) {
        writer.writeObject(self)
    }
}

/// The `Encodable` side: each field into a keyed container.
private struct ContainerVisitor: AnswerFieldVisitor {
    var container: KeyedEncodingContainer<AnyCodingKey>

    mutating func visit<Value: AnswerValue>(_ name: StaticString, _ value: Value) throws {
        if let number = value as? Double, !number.isFinite {
            // As AnswerWriter: JSON has no infinities or NaN (Foundation would throw).
            try container.encodeNil(forKey: AnyCodingKey(name.description))
            return
        }
        try container.encode(value, forKey: AnyCodingKey(name.description))
    }

    mutating func visitNull(_ name: StaticString) throws {
        try container.encodeNil(forKey: AnyCodingKey(name.description))
    }
}

/// Writes answers as compact JSON with sorted keys: the bytes of Foundation's `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]`.
public struct AnswerWriter: AnswerFieldVisitor {
    public private(set) var bytes: [UInt8] = []
    /// Whether the object being written has no field yet.
    private var atFirstField = true

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON of an answer.
    public static func bytes<Answer: AnswerValue>(of answer: Answer) -> [UInt8] {
        var writer = AnswerWriter(capacity: 8192)
        answer.writeAnswer(to: &writer)
        return writer.bytes
    }

    public mutating func visit<Value: AnswerValue>(_ name: StaticString, _ value: Value) {
        writeKey(name)
        value.writeAnswer(to: &self)
    }

    public mutating func visitNull(_ name: StaticString) {
        writeKey(name)
        JSONText.appendNull(to: &bytes)
    }

    mutating func writeObject<Object: AnswerFields>(_ object: Object) {
        bytes.append(UInt8(ascii: "{"))
        let outer = atFirstField
        atFirstField = true
        // The writer never throws; only the container visitor can.
        try? object.visitFields(&self)
        atFirstField = outer
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func writeArray<Element: AnswerValue>(_ elements: [Element]) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            element.writeAnswer(to: &self)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func writeString(_ value: String) { JSONText.append(value, to: &bytes) }
    mutating func writeInteger(_ value: Int) { JSONText.append(value, to: &bytes) }
    /// A number; `null` for an infinity or NaN, which JSON cannot spell (a hostile app can produce them: a
    /// coordinate of 1e308 moved by another).
    mutating func writeNumber(_ value: Double) {
        if value.isFinite { JSONText.append(value, to: &bytes) } else { JSONText.appendNull(to: &bytes) }
    }
    mutating func writeBool(_ value: Bool) { JSONText.append(value, to: &bytes) }

    /// `"name":`, after a comma unless it is the object's first field. Names are plain ASCII.
    private mutating func writeKey(_ name: StaticString) {
        if !atFirstField { bytes.append(UInt8(ascii: ",")) }
        atFirstField = false
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }
}

extension String: AnswerValue {
    public func writeAnswer(to writer: inout AnswerWriter) { writer.writeString(self) }
}

extension Int: AnswerValue {
    public func writeAnswer(to writer: inout AnswerWriter) { writer.writeInteger(self) }
}

extension Double: AnswerValue {
    public func writeAnswer(to writer: inout AnswerWriter) { writer.writeNumber(self) }
}

extension Bool: AnswerValue {
    public func writeAnswer(to writer: inout AnswerWriter) { writer.writeBool(self) }
}

extension Array: AnswerValue where Element: AnswerValue {
    public func writeAnswer(to writer: inout AnswerWriter) { writer.writeArray(self) }
}
