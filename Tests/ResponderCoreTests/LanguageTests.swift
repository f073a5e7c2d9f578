import Testing

@testable import ResponderCore

/// Which of the catalogue's languages a BCP 47 tag names, and which one an `Accept-Language` header prefers.
@Suite struct LanguageTests {
    @Test(arguments: [
        ("en", Language.english), ("en-GB", .english), ("EN-us", .english), ("ja", .japanese), ("ja-JP", .japanese),
        ("ko", .korean), ("ko-KR", .korean), ("zh", .simplifiedChinese), ("zh-CN", .simplifiedChinese),
        ("zh-SG", .simplifiedChinese), ("zh-Hans", .simplifiedChinese), ("zh-Hans-TW", .simplifiedChinese),
    ])
    func aTagNamesItsLanguage(_ tag: String, _ language: Language) {
        #expect(Language(tag: tag) == language)
    }

    @Test(arguments: [
        "", "fr", "de-DE", "zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-CN", "english", "ja;q=1", "*",
        // Only ASCII letters fold: the Kelvin sign (U+212A) would lowercase to a `k`.
        "\u{212A}o", "\u{212A}O-KR", "en\n",
    ])
    func aTagOfAnotherLanguageNamesNone(_ tag: String) {
        #expect(Language(tag: tag) == nil)
    }

    /// The header, and the offered language it prefers (nil: none, the caller keeps English).
    @Test(arguments: [
        ("en", Language?.some(.english)), ("fr, en;q=0.1", .english), ("*", .english), ("fr, *;q=0.2", .english),
        ("en;q=0", nil), ("fr, de", nil), ("", nil), (" , ;q=1, ", nil), ("en;q=2", nil), ("en;q=0.0001", nil),
        ("en;q=abc", nil), ("en ; q=0.5", .english), ("en-GB;q=0.8, fr;q=0.9", .english),
    ])
    func theHeaderPrefersAnOfferedLanguage(_ header: String, _ language: Language?) {
        #expect(Language.preferred(by: header) == language)
    }

    @Test func qValuesAndOrderDecideAmongOfferedLanguages() {
        // Every language that is offered is picked by its own tag, over English with a lower q-value, and the
        // earlier of two with the same q-value wins.
        for language in Language.offered {
            #expect(Language.preferred(by: "fr;q=1, en;q=0.4, \(language.rawValue);q=0.5") == language)
            #expect(Language.preferred(by: "\(language.rawValue);q=0.7, en;q=0.7") == language)
        }
    }

    @Test func onlyTheFirst32RangesAreRead() {
        let header = (0..<40).map { "x\($0)" }.joined(separator: ", ") + ", en"
        #expect(Language.preferred(by: header) == nil)
    }

    @Test func aLanguageNotOfferedIsAnsweredInEnglish() {
        #expect(Language.offered.first == .english)
        for language in Language.offered { #expect(language.answered == language) }
        for language in Language.allCases where !Language.offered.contains(language) {
            #expect(language.answered == .english)
        }
    }
}
