/// The bytes ``AnswerWriter`` writes, appended at the end of one growing allocation.
///
/// An answer is thousands of small appends (a bracket, a key, a number). On `[UInt8]` each one checks whether the
/// array's storage is shared before writing; this buffer belongs to exactly one writer (it is never copied: the
/// writer hands out ``array``), so an append is a capacity check and a store.
struct ByteBuffer {
    private final class Storage {
        var pointer: UnsafeMutablePointer<UInt8>
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            pointer = .allocate(capacity: self.capacity)
        }

        deinit { pointer.deallocate() }
    }

    private var storage: Storage
    private(set) var count = 0

    init(capacity: Int) {
        storage = Storage(capacity: capacity)
    }

    /// A copy of the bytes written.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: storage.pointer, count: count)) }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == storage.capacity { grow(toHold: count + 1) }
        storage.pointer[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > storage.capacity { grow(toHold: count + bytes.count) }
        (storage.pointer + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        if count + times > storage.capacity { grow(toHold: count + times) }
        (storage.pointer + count).update(repeating: byte, count: times)
        count += times
    }

    private mutating func grow(toHold needed: Int) {
        var capacity = storage.capacity
        while capacity < needed { capacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.update(from: storage.pointer, count: count)
        storage.pointer.deallocate()
        storage.pointer = larger
        storage.capacity = capacity
    }
}
