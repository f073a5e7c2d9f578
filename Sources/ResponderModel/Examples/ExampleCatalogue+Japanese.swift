extension ExampleCatalogue {
    /// Every lesson's title, description and note in Japanese, keyed by lesson name.
    static let japanese: [String: LessonWords] = [:]
}
