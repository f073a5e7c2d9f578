extension ExampleCatalogue {
    /// Every lesson's title, description and note in Simplified Chinese, keyed by lesson name.
    static let simplifiedChinese: [String: LessonWords] = [:]
}
