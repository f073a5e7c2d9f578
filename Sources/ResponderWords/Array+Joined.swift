/// Strings joined in a loop, for the words: chosen over the standard library's `joined(separator:)` for an array of
/// strings, which from this module is reached through its unspecialised generic entry and looks up an associated
/// type's witness at run time on every call (callgrind: about 13,000 instructions a call, 28,000 of the
/// Delete-button answer's summary alone, to join two clauses).
extension Array where Element == String {
    /// The strings with `separator` between them.
    func joined(separator: String) -> String {
        guard let first else { return "" }
        var text = first
        var length = first.utf8.count
        for part in dropFirst() { length += separator.utf8.count + part.utf8.count }
        text.reserveCapacity(length)
        for part in dropFirst() {
            text += separator
            text += part
        }
        return text
    }
}
