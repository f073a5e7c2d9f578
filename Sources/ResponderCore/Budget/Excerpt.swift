/// The most of an offending text a problem quotes: its first ``maxScalars`` Unicode scalars, and `…` when there was
/// more.
///
/// A problem names what it refuses (a class name in an entry that never closes, a property name, a number literal),
/// and the refused text can be as long as the body: a 1 MiB class name was quoted whole, twice, in a 2 MB 422. Every
/// quoted piece of a request is cut here, so a problem stays a few hundred bytes whatever it refuses; the line, the
/// column and the pointer say where the rest is.
public enum Excerpt {
    /// How many Unicode scalars a quoted text keeps.
    public static let maxScalars = 60

    /// `text`, cut after ``maxScalars`` Unicode scalars with `…` added when it was longer.
    public static func of<Text: StringProtocol>(_ text: Text) -> String {
        var scalars = text.unicodeScalars.makeIterator()
        var kept = String.UnicodeScalarView()
        for _ in 0..<maxScalars {
            guard let scalar = scalars.next() else { return String(kept) }
            kept.append(scalar)
        }
        return scalars.next() == nil ? String(kept) : String(kept) + "…"
    }
}
