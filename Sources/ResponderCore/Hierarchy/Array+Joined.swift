extension Array where Element == String {
    /// The elements with `separator` between them: the same string as the standard library's
    /// `joined(separator:)`.
    ///
    /// The words join names and clauses this way everywhere, and the answer's JSON pointers join their tokens. The
    /// standard library's method is declared for any bidirectional collection of strings and is not specialised for a
    /// caller's array on Linux: every call looks its generic types up at run time, about 10,000 to 16,000
    /// instructions, even for one element (counted with callgrind: an answer's one-sentence summary and a fix's JSON
    /// pointer each paid that). Declared on `Array` itself, this overload is the one every `[String]` in the package
    /// calls.
    package func joined(separator: String = "") -> String {
        guard count > 1 else { return first ?? "" }
        var separator = separator
        var length = separator.utf8.count * (count - 1)
        for element in self { length += element.utf8.count }
        return String(utf8Count: length) { append in
            for (position, element) in enumerated() {
                if position > 0 { separator.withUTF8(append) }
                var element = element
                element.withUTF8(append)
            }
        }
    }
}
