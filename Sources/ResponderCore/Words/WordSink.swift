/// Where words are written as an answer is put together: a `String`, or an answer's bytes (the JSON writer escapes
/// as it appends, so a sentence never exists as a `String` of its own).
///
/// The catalogue is the files of `Words/`: the walk's path notes (App+PathNotes), the hit-test trace's reasons
/// (App+HitTestNotes), where an aimed touch lands and what to change (App+AimNotes), an event's one-sentence summary
/// (App+Summary), the chain's rules and ends (NextRule+Words) and audit findings' messages and hints, made from the
/// facts of ``AuditWords`` (App+AuditWords); a skip's condition is worded with its check, in
/// HitTesting/App+HitTestSkip.swift. The newest entries write a sentence as fixed parts and names, in order, into a
/// sink; the older ones still return a `String`, and a finding's words come as a ``Wording``. Diagnostics' messages
/// and hints, and the few path notes ``PathNote`` lists as sentences, are still made while evaluating.
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
