/// The bytes ``AnswerWriter`` writes, appended at the end of one growing allocation.
///
/// An answer is thousands of small appends (a bracket, a key, a number). On `[UInt8]` each one checks whether the
/// array's storage is shared before writing; this buffer belongs to exactly one writer (it is never copied: the
/// writer hands out ``array``), so an append is a capacity check and a store.
///
/// A buffer may be given a limit: it never grows its storage past it. An append that would need more is dropped and
/// sets ``overflowed``; what the buffer holds is then no answer (its writer's caller refuses it), but an answer that
/// would outgrow the limit never takes more memory than the limit, however much its writer goes on writing.
struct ByteBuffer {
    private final class Storage {
        var pointer: UnsafeMutablePointer<UInt8>
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 1)
            pointer = .allocate(capacity: self.capacity)
        }

        deinit { pointer.deallocate() }
    }

    private var storage: Storage
    private(set) var count = 0
    /// The most bytes the buffer holds.
    let limit: Int
    /// Whether an append needed more than ``limit`` bytes and was dropped.
    private(set) var overflowed = false

    init(capacity: Int, limit: Int = .max) {
        self.limit = max(limit, 0)
        // Never more storage than the limit: an append past it must reach grow(toHold:) to be refused.
        storage = Storage(capacity: min(max(capacity, 64), max(self.limit, 1)))
    }

    /// A copy of the bytes written.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: storage.pointer, count: count)) }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == storage.capacity {
            guard grow(toHold: count + 1) else { return }
        }
        storage.pointer[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > storage.capacity {
            guard grow(toHold: count + bytes.count) else { return }
        }
        Self.copy(base, bytes.count, to: storage.pointer + count)
        count += bytes.count
    }

    /// `"name":`, after a comma when `comma` is set: a compact answer's key, with one capacity check for its
    /// pieces (an answer has hundreds of keys).
    mutating func appendKey(_ name: StaticString, comma: Bool) {
        // A key is a string literal, held as a pointer to its bytes (a one-scalar literal is not).
        guard name.hasPointerRepresentation else {
            if comma { append(UInt8(ascii: ",")) }
            append(UInt8(ascii: "\""))
            append(name)
            append(UInt8(ascii: "\""))
            append(UInt8(ascii: ":"))
            return
        }
        let length = name.utf8CodeUnitCount
        let needed = length + (comma ? 4 : 3)
        if count + needed > storage.capacity {
            guard grow(toHold: count + needed) else { return }
        }
        var at = storage.pointer + count
        if comma {
            at.pointee = UInt8(ascii: ",")
            at += 1
        }
        at.pointee = UInt8(ascii: "\"")
        Self.copy(name.utf8Start, length, to: at + 1)
        at += length + 1
        at[0] = UInt8(ascii: "\"")
        at[1] = UInt8(ascii: ":")
        count += needed
    }

    /// Copies bytes; up to 16 (most of an answer's pieces: a key, a number, a name) as two overlapping words
    /// instead of a call to `memcpy` (a loop would be turned into that call).
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, _ count: Int, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch count {
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        case 1..<4:
            target[0] = source[0]
            target[count / 2] = source[count / 2]
            target[count - 1] = source[count - 1]
        case 0: break
        default: target.update(from: source, count: count)
        }
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        if count + times > storage.capacity {
            guard grow(toHold: count + times) else { return }
        }
        (storage.pointer + count).update(repeating: byte, count: times)
        count += times
    }

    /// Grows the storage to hold `needed` bytes; false (and ``overflowed`` set) when that is more than ``limit``
    /// or an earlier append already overflowed.
    private mutating func grow(toHold needed: Int) -> Bool {
        guard !overflowed, needed <= limit else {
            overflowed = true
            return false
        }
        var capacity = storage.capacity
        while capacity < needed { capacity = capacity > limit / 2 ? limit : capacity * 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.update(from: storage.pointer, count: count)
        storage.pointer.deallocate()
        storage.pointer = larger
        storage.capacity = capacity
        return true
    }
}
