// A scaffold, deleted when its words are written: until then, these languages say this family in English.
extension App {
    func japaneseWording(of words: DiagnosticWords.Walk) -> Wording { wording(of: words) }
    func japaneseWording(of words: DiagnosticWords.Action) -> Wording { wording(of: words) }
    func japaneseWording(of words: DiagnosticWords.FirstResponder) -> Wording { wording(of: words) }
    func chineseWording(of words: DiagnosticWords.Walk) -> Wording { wording(of: words) }
    func chineseWording(of words: DiagnosticWords.Action) -> Wording { wording(of: words) }
    func chineseWording(of words: DiagnosticWords.FirstResponder) -> Wording { wording(of: words) }
    func koreanWording(of words: DiagnosticWords.Walk) -> Wording { wording(of: words) }
    func koreanWording(of words: DiagnosticWords.Action) -> Wording { wording(of: words) }
    func koreanWording(of words: DiagnosticWords.FirstResponder) -> Wording { wording(of: words) }
}
