// A scaffold, deleted when its words are written: until then, these languages say this family in English.
extension App {
    func japaneseWording(of words: DiagnosticWords.Touch) -> Wording { wording(of: words) }
    func japaneseWording(of words: DiagnosticWords.Unreachable) -> Wording { wording(of: words) }
    func japaneseExplanation(of aim: TouchAim) -> String { explanation(of: aim) }
    func japaneseHint(for miss: TouchAim.Miss, of view: Int) -> String { hint(for: miss, of: view) }
    func chineseWording(of words: DiagnosticWords.Touch) -> Wording { wording(of: words) }
    func chineseWording(of words: DiagnosticWords.Unreachable) -> Wording { wording(of: words) }
    func chineseExplanation(of aim: TouchAim) -> String { explanation(of: aim) }
    func chineseHint(for miss: TouchAim.Miss, of view: Int) -> String { hint(for: miss, of: view) }
    func koreanWording(of words: DiagnosticWords.Touch) -> Wording { wording(of: words) }
    func koreanWording(of words: DiagnosticWords.Unreachable) -> Wording { wording(of: words) }
    func koreanExplanation(of aim: TouchAim) -> String { explanation(of: aim) }
    func koreanHint(for miss: TouchAim.Miss, of view: Int) -> String { hint(for: miss, of: view) }
}
