import ResponderCore
import ResponderWords

extension Example {
    /// The lesson's title, question, description and note in `language`; English, the file's own words and the
    /// catalogue's, when ResponderWords' ``Lessons`` has no entry for the lesson (a test keeps every lesson in it).
    public func words(in language: Language) -> LessonWords {
        Lessons.words(of: name, in: language)
            ?? LessonWords(title: title, question: question, description: description, lookAt: lookAt)
    }

    /// A request's title in `language`: a lesson's own title, which every lesson's body carries, is the
    /// catalogue's and comes in that language (a page that posts a lesson asking for Japanese gets a Japanese
    /// title); any other title is the request's own words, which no catalogue holds, and stays as written.
    public static func title(_ title: String, in language: Language) -> String {
        guard language != .english, let lesson = all.first(where: { $0.title == title }) else { return title }
        return lesson.words(in: language).title
    }
}
