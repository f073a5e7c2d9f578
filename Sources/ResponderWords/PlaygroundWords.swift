import ResponderCore

/// The playground page's own words (its headings, buttons, labels and messages) in every language but English,
/// keyed by their English text, which is English's table. The service serves them to the page as its `words.js`
/// module, so the page's words live in the catalogue with every other sentence; the page looks each word up by its
/// English text, and a test checks that every table words every key the page uses.
///
/// One exhaustive switch over the languages: a new language cannot be offered without its table.
public enum PlaygroundWords {
    /// A language's table, `(English, the words in the language)` pairs in the order the page's own words are
    /// listed; empty for English, whose words are the keys.
    public static func table(in language: Language) -> [(english: String, words: String)] {
        switch language {
        case .english: []
        case .japanese: japanese
        case .simplifiedChinese: chinese
        case .korean: korean
        }
    }
}
