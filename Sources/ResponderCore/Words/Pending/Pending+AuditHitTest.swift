// A scaffold, deleted when its words are written: until then, these languages say this family in English.
extension App {
    func japaneseWording(of words: AuditWords) -> Wording { wording(of: words) }
    func writeJapanese<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) { write(step, to: &sink) }
    func japaneseExplanation(of block: TouchBlock, for view: Int) -> String { explanation(of: block, for: view) }
    func chineseWording(of words: AuditWords) -> Wording { wording(of: words) }
    func writeChinese<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) { write(step, to: &sink) }
    func chineseExplanation(of block: TouchBlock, for view: Int) -> String { explanation(of: block, for: view) }
    func koreanWording(of words: AuditWords) -> Wording { wording(of: words) }
    func writeKorean<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) { write(step, to: &sink) }
    func koreanExplanation(of block: TouchBlock, for view: Int) -> String { explanation(of: block, for: view) }
}
