/// Where words are written as an answer is put together: a `String`, or an answer's bytes (the JSON writer escapes
/// as it appends, so a sentence never exists as a `String` of its own).
///
/// The catalogue (the files of `Words/`) writes every sentence as fixed parts and names, in order, into a sink.
public protocol WordSink {
    /// Appends fixed words.
    mutating func write(_ words: StaticString)
    /// Appends words made at run time: a responder's name, a selector, a number.
    mutating func write(_ words: String)
}

extension String: WordSink {
    public mutating func write(_ words: StaticString) {
        words.withUTF8Buffer { self += String(decoding: $0, as: UTF8.self) }
    }

    public mutating func write(_ words: String) { self += words }
}
