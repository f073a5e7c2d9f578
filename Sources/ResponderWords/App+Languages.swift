import ResponderCore

/// The catalogue's door for a diagnostic's and an audit finding's words: each entry routes the facts to their family's
/// words, in the language asked for.
///
/// Every family of the App's words takes the language itself, each message's four languages side by side
/// (``Words/say(in:en:ja:zh:ko:)`` and its closure forms): the diagnostics' (App+WalkDiagnosticWording, …), the audit's
/// App+AuditWords, NextRule+Words, App+SelectionAndMenuWords, App+HitTestSkip, App+AimNotes, App+Summary,
/// App+HitTestNotes, App+RecognizerWords, DiagramWords and the path notes (App+PathNotes), so none needs routing by
/// language.
extension App {
    /// A diagnostic's message and hint, in plain words.
    public func wording(of diagnostic: Diagnostic, in language: Language) -> Wording {
        wording(of: diagnostic.words, in: language)
    }

    /// The message and hint worded from a diagnostic's facts.
    public func wording(of words: DiagnosticWords, in language: Language) -> Wording {
        keptToTheAppsOwn(familyWording(of: words, in: language), subjects: hintSubjects(of: words), in: language)
    }

    /// The words of a diagnostic's family, before a hint about one of UIKit's own views is said of the app's.
    private func familyWording(of words: DiagnosticWords, in language: Language) -> Wording {
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

    /// The message and hint an audit finding with these facts has, in `language`; a hint about one of UIKit's own
    /// views is said of the app's (App+UIKitsOwnHint).
    public func wording(of words: AuditWords, in language: Language) -> Wording {
        keptToTheAppsOwn(findingWording(of: words, in: language), subjects: hintSubjects(of: words), in: language)
    }
}
