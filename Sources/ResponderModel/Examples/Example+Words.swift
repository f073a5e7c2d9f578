import ResponderCore
import ResponderWords

extension Example {
    /// The lesson's title, description and note in `language`; English, the file's own words, when ResponderWords'
    /// ``Lessons`` has no entry for the lesson (a test keeps every lesson in it).
    public func words(in language: Language) -> LessonWords {
        Lessons.words(of: name, in: language)
            ?? LessonWords(title: title, description: description, lookAt: lookAt)
    }
}
