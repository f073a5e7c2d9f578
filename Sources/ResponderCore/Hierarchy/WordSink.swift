/// Where words are written as an answer is put together: a `String`, or an answer's bytes (the JSON writer escapes
/// as it appends, so a sentence never exists as a `String` of its own).
///
/// The core writes only names into a sink (``App/writeName(of:to:)``); every sentence is the catalogue's, the
/// ResponderWords module, which the core does not see: the walk's path notes (App+PathNotes), the hit-test trace's reasons
/// (App+HitTestNotes), where an aimed touch lands and what to change (App+AimNotes), an event's one-sentence summary
/// (App+Summary), the chain's rules and ends (NextRule+Words), diagnostics' messages and hints (App+DiagnosticWording,
/// which picks the family file: the walk, touches, actions, the first responder, the menu and selection, unreachable
/// views) and audit findings' messages and hints, made from the facts of ``AuditWords`` (App+AuditWords); a skip's
/// condition is worded from the skip table's facts (App+HitTestSkip). The path notes, the hit-test reasons, the
/// summary, a scroll view's reason (App+RecognizerWords) and a row selection's reason (App+SelectionAndMenuWords)
/// write a sentence as fixed parts and names, in order, into a sink; the other entries still return a `String`
/// (built as a `String`, a sentence costs about four times what writing its parts does), and a finding's words come
/// as a ``Wording``.
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
