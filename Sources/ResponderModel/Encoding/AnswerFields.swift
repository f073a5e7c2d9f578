import ResponderCore

/// An answer type whose fields are listed once, in one method, for both its `Encodable` conformance and the one
/// JSON writer the service answers with (answers, problems, lists; compact or indented).
///
/// Codable pays for its generality on every value (a boxed container per object, dynamic dispatch and runtime
/// generic lookups per field: about 100 ns a value on Linux, even with a streaming encoder). The answers are the
/// service's biggest cost, so the answer types list their fields in ``visitFields(_:)``: the conformance's
/// `encode(to:)` (for Foundation's `JSONEncoder`, which the tests compare with, and anyone encoding the types)
/// replays the list into a keyed container, and ``AnswerWriter`` replays it straight into bytes, specialised at
/// compile time. Tests compare the two byte for byte, compact and indented, for every example.
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

/// Writes answers as JSON with sorted keys: compact, the bytes of Foundation's `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]`, or indented, the bytes it writes with `.prettyPrinted` added.
///
/// A writer may be given a limit: its buffer never grows past it, and once an answer needs more, ``overflowed`` is
/// set and the rest is dropped, so a caller writing an answer piece by piece stops at the next piece, and an answer
/// larger than the limit never takes more memory than the limit.
public struct AnswerWriter: AnswerFieldVisitor {
    private var buffer: ByteBuffer
    /// What has been written.
    public var bytes: [UInt8] { buffer.array }
    /// Whether the object or array being written has no field or element yet.
    private var atFirstItem = true
    /// Indented output (two spaces a level, `"key" : value`), as Foundation's `.prettyPrinted` writes it.
    private let indented: Bool
    /// The nesting level of the keys or elements being written.
    private var depth = 0
    /// The most bytes this writer writes.
    public var limit: Int { buffer.limit }
    /// Whether the answer needed more than ``limit`` bytes (what was written is then no answer).
    public var overflowed: Bool { buffer.overflowed }

    public init(capacity: Int = 8192, indented: Bool = false, limit: Int = .max) {
        buffer = ByteBuffer(capacity: capacity, limit: limit)
        self.indented = indented
    }

    /// The JSON of an answer.
    public static func bytes<Answer: AnswerValue>(of answer: Answer, indented: Bool = false) -> [UInt8] {
        var writer = AnswerWriter(capacity: 8192, indented: indented)
        answer.writeAnswer(to: &writer)
        return writer.bytes
    }

    /// The JSON of an answer, or nil when it needs more than `limit` bytes (it is never held in memory whole).
    public static func bytes<Answer: AnswerValue>(of answer: Answer, indented: Bool, limit: Int) -> [UInt8]? {
        var writer = AnswerWriter(capacity: 8192, indented: indented, limit: limit)
        answer.writeAnswer(to: &writer)
        return writer.overflowed ? nil : writer.bytes
    }

    public mutating func visit<Value: AnswerValue>(_ name: StaticString, _ value: Value) {
        writeKey(name)
        value.writeAnswer(to: &self)
    }

    public mutating func visitNull(_ name: StaticString) {
        writeKey(name)
        JSONText.appendNull(to: &buffer)
    }

    mutating func writeObject<Object: AnswerFields>(_ object: Object) {
        // Past the limit nothing more is kept: the answer is refused whole, so the rest is not worth writing.
        guard !overflowed else { return }
        let outer = open(UInt8(ascii: "{"))
        // The writer never throws; only the container visitor can.
        try? object.visitFields(&self)
        close(UInt8(ascii: "}"), outer: outer)
    }

    mutating func writeArray<Element: AnswerValue>(_ elements: [Element]) {
        guard !overflowed else { return }
        let outer = open(UInt8(ascii: "["))
        for element in elements {
            if overflowed { break }
            writeElement(element)
        }
        close(UInt8(ascii: "]"), outer: outer)
    }

    /// Writes the next element of the array being written.
    package mutating func writeElement<Element: AnswerValue>(_ element: Element) {
        if !atFirstItem { buffer.append(UInt8(ascii: ",")) }
        atFirstItem = false
        newline()
        element.writeAnswer(to: &self)
    }

    /// Opens an object or array; returns the enclosing container's first-item flag, for ``close(_:outer:)``.
    private mutating func open(_ bracket: UInt8) -> Bool {
        buffer.append(bracket)
        let outer = atFirstItem
        atFirstItem = true
        depth += 1
        return outer
    }

    /// Closes the container ``open(_:)`` opened.
    private mutating func close(_ bracket: UInt8, outer: Bool) {
        depth -= 1
        if indented {
            // Foundation leaves an empty line in an empty container.
            if atFirstItem { buffer.append(UInt8(ascii: "\n")) }
            newline()
        }
        atFirstItem = outer
        buffer.append(bracket)
    }

    /// Writes `object`, streaming the value of its array field `field`: `elements` writes them with
    /// ``writeElement(_:)`` (whatever `object` holds in that field is not written).
    public mutating func writeObject<Object: AnswerFields, Failure: Error>(
        _ object: Object, streaming field: StaticString,
        elements: (inout AnswerWriter) throws(Failure) -> Void
    ) throws(Failure) {
        var failure: Failure?
        withoutActuallyEscaping(elements) { elements in
            var splicer = Splicer(field: field) { (writer: inout AnswerWriter) in
                do throws(Failure) {
                    try elements(&writer)
                } catch {
                    failure = error
                }
            }
            // The splicer writes with this writer's state, then hands it back.
            swap(&splicer.writer, &self)
            let outer = splicer.writer.open(UInt8(ascii: "{"))
            try? object.visitFields(&splicer)
            splicer.writer.close(UInt8(ascii: "}"), outer: outer)
            swap(&splicer.writer, &self)
        }
        if let failure { throw failure }
    }

    /// Passes every field to the writer but one array field, whose elements a closure writes.
    private struct Splicer: AnswerFieldVisitor {
        var writer = AnswerWriter(capacity: 0)
        let field: StaticString
        let elements: (inout AnswerWriter) -> Void

        init(field: StaticString, elements: @escaping (inout AnswerWriter) -> Void) {
            self.field = field
            self.elements = elements
        }

        mutating func visit<Value: AnswerValue>(_ name: StaticString, _ value: Value) {
            guard name.utf8Start == field.utf8Start || name.description == field.description else {
                writer.visit(name, value)
                return
            }
            writer.writeKey(name)
            let outer = writer.open(UInt8(ascii: "["))
            elements(&writer)
            writer.close(UInt8(ascii: "]"), outer: outer)
        }

        mutating func visitNull(_ name: StaticString) { writer.visitNull(name) }
    }

    mutating func writeString(_ value: String) { JSONText.append(value, to: &buffer) }

    /// Writes `{"key": true, …}`: each of `keys` set to true, in the byte order of the keys (as every object's keys
    /// are written).
    mutating func writeTrueFlags(_ keys: [String]) {
        // Sorting thousands of keys for an answer already refused as too large is work for nothing: a class's
        // method listing can give each of thousands of views the same thousands of actions.
        guard !overflowed else { return }
        let outer = open(UInt8(ascii: "{"))
        for key in keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            if overflowed { break }
            if !atFirstItem { buffer.append(UInt8(ascii: ",")) }
            atFirstItem = false
            newline()
            JSONText.append(key, to: &buffer)
            if indented { buffer.append(UInt8(ascii: " ")) }
            buffer.append(UInt8(ascii: ":"))
            if indented { buffer.append(UInt8(ascii: " ")) }
            writeBool(true)
        }
        close(UInt8(ascii: "}"), outer: outer)
    }

    /// Writes a JSON string whose contents `body` writes piece by piece, each piece escaped as it is appended.
    mutating func writeWords(_ body: (inout JSONStringSink) -> Void) {
        buffer.append(UInt8(ascii: "\""))
        // The sink appends to this writer's buffer for the duration of `body` only.
        withUnsafeMutablePointer(to: &buffer) { buffer in
            var sink = JSONStringSink(buffer: buffer)
            body(&sink)
        }
        buffer.append(UInt8(ascii: "\""))
    }
    /// Writes JSON text as it is (``RawJSON``: already valid and compact).
    mutating func writeRaw(_ json: [UInt8]) {
        json.withUnsafeBufferPointer { buffer.append($0) }
    }
    mutating func writeInteger(_ value: Int) { JSONText.append(value, to: &buffer) }
    /// A number; `null` for an infinity or NaN, which JSON cannot spell (a hostile app can produce them: a
    /// coordinate of 1e308 moved by another).
    mutating func writeNumber(_ value: Double) {
        if value.isFinite { JSONText.append(value, to: &buffer) } else { JSONText.appendNull(to: &buffer) }
    }
    mutating func writeBool(_ value: Bool) { JSONText.append(value, to: &buffer) }

    /// `"name":` (`"name" : ` indented), after a comma unless it is the object's first field. Names are plain
    /// ASCII.
    private mutating func writeKey(_ name: StaticString) {
        guard indented else {
            buffer.appendKey(name, comma: !atFirstItem)
            atFirstItem = false
            return
        }
        if !atFirstItem { buffer.append(UInt8(ascii: ",")) }
        atFirstItem = false
        newline()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(name)
        buffer.append(UInt8(ascii: "\""))
        if indented { buffer.append(UInt8(ascii: " ")) }
        buffer.append(UInt8(ascii: ":"))
        if indented { buffer.append(UInt8(ascii: " ")) }
    }

    /// Indented output: a line break and the current level's indentation before a key or element.
    private mutating func newline() {
        guard indented else { return }
        buffer.append(UInt8(ascii: "\n"))
        buffer.append(UInt8(ascii: " "), times: 2 * depth)
    }
}

/// Appends words to a JSON string being written, escaped as ``JSONText`` escapes a whole string.
///
/// It lives only inside ``AnswerWriter/writeWords(_:)``, which lends it the writer's buffer.
struct JSONStringSink: WordSink {
    fileprivate let buffer: UnsafeMutablePointer<ByteBuffer>

    mutating func write(_ words: StaticString) { JSONText.appendContents(words, to: &buffer.pointee) }
    mutating func write(_ words: String) { JSONText.appendContents(words, to: &buffer.pointee) }
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
