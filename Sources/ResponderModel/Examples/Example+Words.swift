import ResponderCore
import ResponderWords

extension Example {
    /// The lesson's title, description and note in `language`; English, the file's own words, when its table lacks
    /// the lesson (a test keeps every table complete).
    public func words(in language: Language) -> LessonWords {
        Lessons.words(in: language)[name]
            ?? LessonWords(title: title, description: description, lookAt: lookAt)
    }
}
