import Foundation

/// A Codable `Encoder` that writes the same bytes as Foundation's `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]`, about five times faster. The service writes problems and lists with it;
/// answers, the bulk of the work, go through ``AnswerWriter``.
///
/// Foundation's encoder on Linux builds a tree of boxed values and then formats it. This one streams: every value
/// is written as UTF-8 straight into one byte array while `encode(to:)` runs, and an object whose keys arrived out
/// of order has its finished entries reordered in place when it closes (synthesized `Encodable` writes keys in
/// declaration order, and the output promises sorted keys). Tests compare the output with Foundation's byte for
/// byte.
///
/// Streaming needs values written in order. The patterns synthesized and hand-written `encode(to:)` use are all
/// streamed; the rare ones that are not (writing to a nested container after its parent moved on, `superEncoder`,
/// types Foundation's encoder treats specially such as `Data` and `URL`) make this encoder hand the whole value to
/// Foundation's `JSONEncoder` instead, so the bytes are always Foundation's.
public struct CompactJSONEncoder: Sendable {
    public init() {}

    /// The JSON bytes of a value.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        try encodeReporting(value).bytes
    }

    /// The bytes, how many objects had to be reordered to sort their keys, and whether Foundation's encoder
    /// wrote them (for tests).
    func encodeReporting<T: Encodable>(_ value: T) throws -> (bytes: [UInt8], reordered: Int, foundation: Bool) {
        let sink = JSONSink()
        try sink.encodeValue(value, level: 0)
        if sink.stream.pointee.unsupported {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (Array(try encoder.encode(value)), 0, true)
        }
        return (sink.stream.pointee.bytes, sink.stream.pointee.reordered, false)
    }
}

/// Owns the stream the containers share. The containers reach it through a pointer rather than a class's stored
/// `var`s: Swift checks exclusive access to a class's stored properties at run time on every touch, which cost
/// more than the writing itself; a pointer's pointee is not checked dynamically.
final class JSONSink {
    /// Allocated and initialised in `init`, deinitialised and freed in `deinit`. One encode call owns the sink and
    /// runs on one thread, and no access to `stream` outlives the sink (the containers hold the sink itself).
    let stream: UnsafeMutablePointer<JSONStream>

    init() {
        stream = .allocate(capacity: 1)
        stream.initialize(to: JSONStream())
    }

    deinit {
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Writes a whole value at `level`, closing whatever it opened.
    func encodeValue<T: Encodable>(_ value: T, level: Int) throws {
        if T.self == Data.self || T.self == URL.self || T.self == Date.self || T.self == Decimal.self {
            stream.pointee.unsupported = true
            return
        }
        let (depth, before) = stream.pointee.mark()
        try value.encode(to: SinkEncoder(sink: self, level: level))
        stream.pointee.finish(depth: depth, before: before)
    }

    /// An encoder for values that cannot be streamed: marks the sink and writes nowhere.
    func unsupportedEncoder() -> Encoder {
        stream.pointee.unsupported = true
        return SinkEncoder(sink: JSONSink(), level: 0)
    }
}

/// The output buffer and the stack of objects and arrays still open.
struct JSONStream {
    var bytes: [UInt8] = []
    /// Set when the value used a pattern streaming cannot follow; the caller then uses Foundation's encoder.
    var unsupported = false
    private var frames: [Frame] = []
    /// Where each entry of the open objects starts (the byte offset of its key), for the objects' frames.
    private var entryStarts: [Int] = []
    /// The entries' keys, parallel to `entryStarts`.
    private var entryKeys: [String] = []
    private var nextFrameID = 0
    /// How many objects were reordered to sort their keys.
    private(set) var reordered = 0
    /// Scratch space for sorting an object's entries.
    private var order: [Int] = []
    private var scratch: [UInt8] = []

    /// An open object or array.
    private struct Frame {
        let id: Int
        /// The encoder level whose value this is.
        let level: Int
        let isObject: Bool
        /// Where its entries begin in `entryStarts` (objects).
        let firstEntry: Int
        var count = 0
        var sorted = true
    }

    init() {
        bytes.reserveCapacity(8192)
        frames.reserveCapacity(16)
        entryStarts.reserveCapacity(64)
        entryKeys.reserveCapacity(64)
    }

    // MARK: Values

    /// The open frames and the bytes written, before a value.
    func mark() -> (depth: Int, before: Int) { (frames.count, bytes.count) }

    /// Ends a value begun at `mark()`: an empty object if it wrote nothing (as Foundation), and closes what it
    /// opened.
    mutating func finish(depth: Int, before: Int) {
        if frames.count == depth && bytes.count == before {
            bytes.append(UInt8(ascii: "{"))
            bytes.append(UInt8(ascii: "}"))
        }
        close(downTo: depth)
    }

    mutating func writeNull() { JSONText.appendNull(to: &bytes) }
    mutating func write(_ value: Bool) { JSONText.append(value, to: &bytes) }
    mutating func write<T: FixedWidthInteger>(_ value: T) { JSONText.append(value, to: &bytes) }
    mutating func write(_ value: String) { JSONText.append(value, to: &bytes) }

    /// Foundation refuses infinities and NaN: those go to it, to throw its own error.
    mutating func write(_ value: Double) {
        guard value.isFinite else {
            unsupported = true
            return
        }
        JSONText.append(value, to: &bytes)
    }

    // MARK: Objects and arrays

    /// Opens an object or array for the value at `level`, or returns the one already open for it (a second
    /// `container(keyedBy:)` call on the same encoder).
    mutating func open(isObject: Bool, level: Int) -> Int {
        if let top = frames.last, top.level == level, top.isObject == isObject { return top.id }
        if let top = frames.last, top.level >= level {
            // The level already holds a value of another kind.
            unsupported = true
        }
        bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        nextFrameID += 1
        frames.append(
            Frame(
                id: nextFrameID, level: level, isObject: isObject, firstEntry: entryStarts.count))
        return nextFrameID
    }

    /// Makes the frame `id` the innermost one again (closing nested containers that are finished) and starts a
    /// new entry in it; false when the frame is closed already (a write the stream cannot place).
    mutating func beginEntry(in id: Int, key: String?) -> Bool {
        while let top = frames.last, top.id != id {
            guard frames.count > 1, frames.contains(where: { $0.id == id }) else {
                unsupported = true
                return false
            }
            close(downTo: frames.count - 1)
        }
        guard !frames.isEmpty else {
            unsupported = true
            return false
        }
        let index = frames.count - 1
        if frames[index].count > 0 { bytes.append(UInt8(ascii: ",")) }
        if let key {
            let first = frames[index].firstEntry
            if frames[index].sorted, entryKeys.count > first,
                !entryKeys[entryKeys.count - 1].utf8.lexicographicallyPrecedes(key.utf8)
            {
                frames[index].sorted = false
            }
            entryStarts.append(bytes.count)
            entryKeys.append(key)
            write(key)
            bytes.append(UInt8(ascii: ":"))
        }
        frames[index].count += 1
        return true
    }

    /// The number of entries written to the frame `id`.
    func count(of id: Int) -> Int {
        frames.last(where: { $0.id == id })?.count ?? 0
    }

    /// Closes frames until `depth` remain, sorting each object's entries by key bytes (Foundation's
    /// `.sortedKeys`).
    mutating func close(downTo depth: Int) {
        while frames.count > depth {
            let frame = frames.removeLast()
            guard frame.isObject else {
                bytes.append(UInt8(ascii: "]"))
                continue
            }
            if !frame.sorted {
                sortEntries(of: frame)
                reordered += 1
            }
            entryStarts.removeSubrange(frame.firstEntry...)
            entryKeys.removeSubrange(frame.firstEntry...)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Rewrites an object's entries (from its first key to the end of the buffer) in key order. The scratch
    /// buffers keep their capacity between objects, so sorting allocates nothing once warm.
    private mutating func sortEntries(of frame: Frame) {
        let first = frame.firstEntry
        let count = entryStarts.count - first
        // Insertion sort of the entry indices by key bytes: objects have a handful of keys.
        order.removeAll(keepingCapacity: true)
        for index in first..<entryStarts.count {
            var position = order.count
            order.append(index)
            while position > 0, entryKeys[index].utf8.lexicographicallyPrecedes(entryKeys[order[position - 1]].utf8) {
                order[position] = order[position - 1]
                position -= 1
            }
            order[position] = index
        }
        let start = entryStarts[first]
        let end = bytes.count
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[start..<end])
        bytes.removeSubrange(start...)
        for position in 0..<count {
            let index = order[position]
            // An entry runs to the comma before the next one.
            let stop = index + 1 < entryStarts.count ? entryStarts[index + 1] - 1 : end
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: scratch[(entryStarts[index] - start)..<(stop - start)])
        }
    }
}

/// The `Encoder` handed to `encode(to:)`: a level in the stream.
private struct SinkEncoder: Encoder {
    let sink: JSONSink
    let level: Int
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(
            SinkKeyedContainer<Key>(
                sink: sink, frame: sink.stream.pointee.open(isObject: true, level: level), level: level))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        SinkUnkeyedContainer(sink: sink, frame: sink.stream.pointee.open(isObject: false, level: level), level: level)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SinkSingleContainer(sink: sink, level: level)
    }
}

private struct SinkKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: JSONSink
    let frame: Int
    let level: Int
    var codingPath: [CodingKey] { [] }

    private func begin(_ key: Key) -> Bool { sink.stream.pointee.beginEntry(in: frame, key: key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws { if begin(key) { sink.stream.pointee.writeNull() } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: String, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        if begin(key) { sink.stream.pointee.write(Double(value)) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { if begin(key) { sink.stream.pointee.write(value) } }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if begin(key) { try sink.encodeValue(value, level: level + 1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        _ = begin(key)
        return KeyedEncodingContainer(
            SinkKeyedContainer<NestedKey>(
                sink: sink, frame: sink.stream.pointee.open(isObject: true, level: level + 1), level: level + 1))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        _ = begin(key)
        return SinkUnkeyedContainer(
            sink: sink, frame: sink.stream.pointee.open(isObject: false, level: level + 1), level: level + 1)
    }

    mutating func superEncoder() -> Encoder { sink.unsupportedEncoder() }

    mutating func superEncoder(forKey key: Key) -> Encoder { sink.unsupportedEncoder() }
}

private struct SinkUnkeyedContainer: UnkeyedEncodingContainer {
    let sink: JSONSink
    let frame: Int
    let level: Int
    var codingPath: [CodingKey] { [] }
    var count: Int { sink.stream.pointee.count(of: frame) }

    private func begin() -> Bool { sink.stream.pointee.beginEntry(in: frame, key: nil) }

    mutating func encodeNil() throws { if begin() { sink.stream.pointee.writeNull() } }
    mutating func encode(_ value: Bool) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: String) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Double) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Float) throws { if begin() { sink.stream.pointee.write(Double(value)) } }
    mutating func encode(_ value: Int) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Int8) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Int16) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Int32) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: Int64) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt8) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt16) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt32) throws { if begin() { sink.stream.pointee.write(value) } }
    mutating func encode(_ value: UInt64) throws { if begin() { sink.stream.pointee.write(value) } }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if begin() { try sink.encodeValue(value, level: level + 1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        _ = begin()
        return KeyedEncodingContainer(
            SinkKeyedContainer<NestedKey>(
                sink: sink, frame: sink.stream.pointee.open(isObject: true, level: level + 1), level: level + 1))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        _ = begin()
        return SinkUnkeyedContainer(
            sink: sink, frame: sink.stream.pointee.open(isObject: false, level: level + 1), level: level + 1)
    }

    mutating func superEncoder() -> Encoder { sink.unsupportedEncoder() }
}

/// A single value: written where it stands (one per level).
private struct SinkSingleContainer: SingleValueEncodingContainer {
    let sink: JSONSink
    let level: Int
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil() throws { sink.stream.pointee.writeNull() }
    mutating func encode(_ value: Bool) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: String) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: Double) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: Float) throws { sink.stream.pointee.write(Double(value)) }
    mutating func encode(_ value: Int) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: Int8) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: Int16) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: Int32) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: Int64) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: UInt) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: UInt8) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: UInt16) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: UInt32) throws { sink.stream.pointee.write(value) }
    mutating func encode(_ value: UInt64) throws { sink.stream.pointee.write(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try sink.encodeValue(value, level: level + 1)
    }
}
