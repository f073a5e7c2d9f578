// A scaffold, deleted when its words are written: until then, Japanese says these families in English.
extension App {
    func japaneseWording(of words: AuditWords) -> Wording { wording(of: words) }
    func writeJapanese<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) { write(step, to: &sink) }
    func japaneseExplanation(of block: TouchBlock, for view: Int) -> String { explanation(of: block, for: view) }
    func japaneseWording(of words: DiagnosticWords.Touch) -> Wording { wording(of: words) }
    func japaneseWording(of words: DiagnosticWords.Unreachable) -> Wording { wording(of: words) }
    func japaneseExplanation(of aim: TouchAim) -> String { explanation(of: aim) }
    func japaneseHint(for miss: TouchAim.Miss, of view: Int) -> String { hint(for: miss, of: view) }
}
