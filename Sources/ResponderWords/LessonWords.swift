import ResponderCore

/// A lesson's words in one language: its title, its description and what to look at in its answer, written for a
/// student at the playground page like the English ones (``Example/title``, ``Example/description``,
/// ``Example/lookAt``). Class names, ids, codes, outcomes, selectors and method signatures stay as they are.
public struct LessonWords: Sendable, Equatable {
    public let title: String
    public let description: String
    /// What to look at in the answer: the playground's panels as the page names them in the language.
    public let lookAt: String

    public init(title: String, description: String, lookAt: String) {
        self.title = title
        self.description = description
        self.lookAt = lookAt
    }
}

/// The lessons' words in the languages other than English, keyed by lesson name: English is the example files' own
/// words (ResponderModel's `ExampleCatalogue`), so its table is empty.
public enum Lessons {
    /// Every lesson's words in `language`, keyed by lesson name. A test checks that each table words every lesson
    /// and names no other.
    public static func words(in language: Language) -> [String: LessonWords] {
        switch language {
        case .english: [:]
        case .japanese: japanese
        case .simplifiedChinese: simplifiedChinese
        case .korean: korean
        }
    }
}
