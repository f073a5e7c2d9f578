// A scaffold, deleted when its words are written: until then, these languages say this family in English.
extension App {
    func writeJapanese<Sink: WordSink>(_ note: PathNote, of responder: Int?, to sink: inout Sink) {
        write(note, of: responder, to: &sink)
    }
    func japaneseSummary(of result: EventResult) -> String { summary(of: result) }
    func japaneseRecognizerName(_ index: Int) -> String { recognizerName(index) }
    func writeChinese<Sink: WordSink>(_ note: PathNote, of responder: Int?, to sink: inout Sink) {
        write(note, of: responder, to: &sink)
    }
    func chineseSummary(of result: EventResult) -> String { summary(of: result) }
    func chineseRecognizerName(_ index: Int) -> String { recognizerName(index) }
    func writeKorean<Sink: WordSink>(_ note: PathNote, of responder: Int?, to sink: inout Sink) {
        write(note, of: responder, to: &sink)
    }
    func koreanSummary(of result: EventResult) -> String { summary(of: result) }
    func koreanRecognizerName(_ index: Int) -> String { recognizerName(index) }
}

extension NextRule {
    var japanese: String { explanation }
    var chinese: String { explanation }
    var korean: String { explanation }
}

extension ChainEnd {
    var japanese: String { explanation }
    var chinese: String { explanation }
    var korean: String { explanation }
}
