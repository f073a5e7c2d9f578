extension Language {
    /// The offered language (``offered``) an `Accept-Language` header prefers (RFC 9110, section 12.5.4): the range
    /// with the highest q-value that names one, the earlier one on a tie; `*` is English. Nil when none does, or the
    /// header is empty, so the caller keeps its default.
    ///
    /// ```swift
    /// Language.preferred(by: "fr;q=1, en-GB;q=0.8")  // .english
    /// Language.preferred(by: "fr, de")                // nil
    /// ```
    public static func preferred(by acceptLanguage: String) -> Language? {
        var best: (language: Language, quality: Int)?
        // At most 32 ranges are read: a header is a short list, and a long one cannot make the service work.
        // (A bounded split: the rest of a long header stays one piece, never read.)
        for range in acceptLanguage.split(separator: ",", maxSplits: 32).prefix(32) {
            let parts = range.split(separator: ";")
            guard let tag = parts.first?.trimmingSpaces, !tag.isEmpty else { continue }
            var quality = 1000
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingSpaces.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].lowercased() == "q" { quality = Self.quality(pair[1]) ?? 0 }
            }
            guard quality > 0, let language = tag == "*" ? .english : Language(tag: tag), offered.contains(language)
            else { continue }
            if quality > (best?.quality ?? 0) { best = (language, quality) }
        }
        return best?.language
    }

    /// A q-value in thousandths: `1`, `0.8`, `0.125`; nil when it is not one.
    private static func quality(_ text: Substring) -> Int? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, whole == "0" || whole == "1" else { return nil }
        var thousandths = whole == "1" ? 1000 : 0
        if parts.count == 2 {
            let digits = parts[1]
            guard digits.count <= 3, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
            var scale = 100
            for digit in digits {
                thousandths += Int(digit.asciiValue! - 48) * scale
                scale /= 10
            }
            if thousandths > 1000 { return nil }
        }
        return thousandths
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
