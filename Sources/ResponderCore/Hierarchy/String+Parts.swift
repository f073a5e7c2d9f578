extension String {
    /// A string of exactly `count` bytes of UTF-8 that `write` hands over in parts, in order, each copied once into
    /// the string's own storage.
    ///
    /// Appending to a string part by part (`+=`, interpolation) costs about 500 instructions a part on Linux, and
    /// the strings an answer makes most often are a few parts each: a responder's name, a joined list, a selector's
    /// Swift spelling (counted with callgrind).
    ///
    /// - Parameters:
    ///   - count: The number of bytes the parts add up to.
    ///   - write: Called once with the function that appends a part.
    package init(utf8Count count: Int, writing write: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        self.init(unsafeUninitializedCapacity: count) { storage in
            var end = 0
            write { part in
                precondition(end + part.count <= storage.count, "more bytes than the string was made for")
                end = storage[end..<end + part.count].initialize(fromContentsOf: part)
            }
            return end
        }
    }
}
