extension ExampleCatalogue {
    /// Every lesson's title, description and note in Korean, keyed by lesson name.
    static let korean: [String: LessonWords] = [:]
}
