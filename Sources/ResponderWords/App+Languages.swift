import ResponderCore

/// The catalogue's door for every language: each entry routes its facts to the words of the language asked for.
///
/// The families written side by side (the diagnostics', App+WalkDiagnosticWording, …, the audit's App+AuditWords,
/// NextRule+Words, App+SelectionAndMenuWords, App+HitTestSkip, App+AimNotes, App+Summary, App+HitTestNotes,
/// App+RecognizerWords, DiagramWords) take the language themselves (``Words/say(in:en:ja:zh:ko:)`` and its closure
/// forms) and need no routing. The path notes, routed here, still have English in the family file and a file per
/// other language (App+PathNotes+Japanese and the others), each one exhaustive switch over the same facts, so a
/// language cannot miss an entry without failing to compile.
extension App {
    /// A gesture recognizer's name and its view: `UITapGestureRecognizer 'tap' on UIView 'card'`.
    public func recognizerName(_ index: Int, in language: Language) -> String {
        switch language {
        case .english: recognizerName(index)
        case .japanese: japaneseRecognizerName(index)
        case .simplifiedChinese: chineseRecognizerName(index)
        case .korean: koreanRecognizerName(index)
        }
    }

    /// Writes the words of a path note.
    public func write<Sink: WordSink>(_ note: PathNote, of responder: Int?, in language: Language, to sink: inout Sink)
    {
        switch language {
        case .english: write(note, of: responder, to: &sink)
        case .japanese: writeJapanese(note, of: responder, to: &sink)
        case .simplifiedChinese: writeChinese(note, of: responder, to: &sink)
        case .korean: writeKorean(note, of: responder, to: &sink)
        }
    }

    /// A diagnostic's message and hint, in plain words.
    public func wording(of diagnostic: Diagnostic, in language: Language) -> Wording {
        wording(of: diagnostic.words, in: language)
    }

    /// The message and hint worded from a diagnostic's facts.
    public func wording(of words: DiagnosticWords, in language: Language) -> Wording {
        switch words {
        case .walk(let words): return wording(of: words, in: language)
        case .touch(let words): return wording(of: words, in: language)
        case .action(let words): return wording(of: words, in: language)
        case .firstResponder(let words): return wording(of: words, in: language)
        case .menu(let words): return wording(of: words, in: language)
        case .selection(let words): return wording(of: words, in: language)
        case .unreachable(let words): return wording(of: words, in: language)
        case .aimedViewUnreachable(let aim):
            let miss = aim.centreMiss ?? .notInWindow
            return Wording(
                message: explanation(of: aim, in: language), hint: hint(for: miss, of: aim.view, in: language))
        }
    }

    /// An audit finding's message and hint.
    public func wording(of finding: AuditFinding, in language: Language) -> Wording {
        wording(of: finding.words, in: language)
    }

    /// The note of one path step.
    public func note(of step: PathStep, in language: Language) -> String {
        var text = ""
        write(step.words, of: step.responder, in: language, to: &text)
        return text
    }
}
