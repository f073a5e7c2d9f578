// A scaffold, deleted when its words are written: until then, Chinese says these families in English.
extension App {
    func chineseWording(of words: AuditWords) -> Wording { wording(of: words) }
    func writeChinese<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) { write(step, to: &sink) }
    func chineseExplanation(of block: TouchBlock, for view: Int) -> String { explanation(of: block, for: view) }
    func chineseWording(of words: DiagnosticWords.Touch) -> Wording { wording(of: words) }
    func chineseWording(of words: DiagnosticWords.Unreachable) -> Wording { wording(of: words) }
    func chineseExplanation(of aim: TouchAim) -> String { explanation(of: aim) }
    func chineseHint(for miss: TouchAim.Miss, of view: Int) -> String { hint(for: miss, of: view) }
}
