import ResponderCore
import ResponderWords

/// Words of an answer kept as the core's facts until the answer is written: ``AnswerWriter`` writes them from the
/// catalogue straight into the answer's bytes, escaping as it goes, so no `String` is made for them. A sentence
/// the core already made is written as it is.
public struct WordsJSON: AnswerValue, Sendable {
    private enum Content: Sendable {
        case text(String)
        case pathNote(PathNote, responder: Int?, Speaker)
        case hitTestStep(HitTestStep, Speaker)
        /// Boxed, so the other words stay small: the result is one reference here (its arrays are retained once,
        /// not copied), and every other ``WordsJSON`` of the answer keeps the size of a note.
        indirect case summary(EventResult, Speaker)
        /// Boxed for the same reason: a scroll view's result holds its recognizer's reason, page, keyboard and pull.
        indirect case scrollView(ScrollViewResult, Speaker)
        /// Boxed, as the summary is: a selection (its reason may hold the recognizers that took the touch) is larger
        /// than a note.
        indirect case selectionReason(SelectionResult, Speaker)
    }

    private let content: Content

    /// A sentence already made.
    public init(_ text: String) { content = .text(text) }

    /// A path step's note, worded by `speaker`'s app.
    package init(_ note: PathNote, of responder: Int?, speaker: Speaker) {
        content = .pathNote(note, responder: responder, speaker)
    }

    /// Why hit-testing did what it did with one view, worded by `speaker`'s app.
    package init(_ step: HitTestStep, speaker: Speaker) { content = .hitTestStep(step, speaker) }

    /// An event's one-sentence summary, worded by `speaker`'s app.
    package init(summaryOf result: EventResult, speaker: Speaker) { content = .summary(result, speaker) }

    /// What a scroll view did with the touch, and why, worded by `speaker`'s app.
    package init(_ scroll: ScrollViewResult, speaker: Speaker) { content = .scrollView(scroll, speaker) }

    /// Why a tap on a cell selected its row or did not, worded by `speaker`'s app.
    package init(reasonOf selection: SelectionResult, speaker: Speaker) {
        content = .selectionReason(selection, speaker)
    }

    /// The words as a `String` (for readers of the value; the writer never needs it).
    public var text: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Writes the words into a sink.
    public func write<Sink: WordSink>(to sink: inout Sink) {
        switch content {
        case .text(let text): sink.write(text)
        case .pathNote(let note, let responder, let speaker): speaker.write(note, of: responder, to: &sink)
        case .hitTestStep(let step, let speaker): speaker.write(step, to: &sink)
        case .summary(let result, let speaker): speaker.writeSummary(of: result, to: &sink)
        case .scrollView(let scroll, let speaker): speaker.writeWords(of: scroll, to: &sink)
        case .selectionReason(let selection, let speaker): speaker.writeReason(of: selection, to: &sink)
        }
    }

    public func writeAnswer(to writer: inout AnswerWriter) {
        if case .text(let text) = content { return writer.writeString(text) }
        writer.writeWords { write(to: &$0) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// The app an answer's words speak of and the language they are in, shared by every ``WordsJSON`` of one answer
/// (one reference, not a copy of the app for each).
package final class Speaker: Sendable {
    package let app: App
    package let language: Language

    package init(app: App, language: Language = .english) {
        self.app = app
        self.language = language
    }

    // The words are written from here, where the app is read in place: `speaker.app.write(…)` from outside copied
    // the whole app (its arrays and tables retained, then released) for every note and hit-test reason written.

    /// Writes a path step's note.
    func write<Sink: WordSink>(_ note: PathNote, of responder: Int?, to sink: inout Sink) {
        app.write(note, of: responder, in: language, to: &sink)
    }

    /// Writes why hit-testing did what it did with one view.
    func write<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) {
        app.write(step, in: language, to: &sink)
    }

    /// Writes an event's one-sentence summary.
    func writeSummary<Sink: WordSink>(of result: EventResult, to sink: inout Sink) {
        app.writeSummary(of: result, in: language, to: &sink)
    }

    /// Writes what a scroll view did with the touch, and why.
    func writeWords<Sink: WordSink>(of scroll: ScrollViewResult, to sink: inout Sink) {
        app.writeWords(of: scroll, in: language, to: &sink)
    }

    /// Writes why a tap on a cell selected its row or did not.
    func writeReason<Sink: WordSink>(of selection: SelectionResult, to sink: inout Sink) {
        app.writeReason(of: selection, in: language, to: &sink)
    }
}
