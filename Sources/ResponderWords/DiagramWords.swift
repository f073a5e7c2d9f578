import ResponderCore

/// Every word a diagram draws or says of its own, as facts: the ladder's heading, the legend, the tooltips' lines,
/// the sentences of its `<desc>` and the titles it is given when the request has none.
///
/// ```
///  renderer ──DiagramPhrase (facts: a role, a finger's number and point, a name)──► DiagramWords(language)
///                                                                                   │ one exhaustive switch
///                                                                                   ▼ per language
///                                        english(_:) · japanese(_:) · chinese(_:) · korean(_:) ──► String
/// ```
///
/// The drawing code never writes a word itself: it asks for a phrase, so a language cannot miss one without
/// failing to compile, and English stays in one place. Names (`UIButton 'delete'`), ids, codes (`hit`,
/// `view.superview`) and method names (`point(inside:)`, `hitTest`, `next`) are the same in every language; the
/// core words the rules' and the blocks' explanations (``NextRule/explanation(in:)``).
public enum DiagramPhrase: Sendable {
    /// The ladder's heading: `Responder chain`.
    case ladderHeading
    /// The ladder's heading when it is a nil-targeted action's walk: the action's name.
    case walkHeading(String)
    /// A rung's tooltip line in an action's walk: the action's name and what the responder answered.
    case walkAnswer(String, ActionDispatch.WalkStep.Answer)
    /// The last rung's tooltip line when nobody performed the action.
    case walkDiscarded
    /// A moving finger's path's tooltip: its number (from 1), where it lands and where it lifts, `(x, y)`.
    case touchPathTitle(Int, from: String, to: String)
    /// The heading of the gesture recognizers' list.
    case recognizersHeading
    /// A role's line in the legend.
    case legend(DiagramRole)
    /// An event role's line in a responder's tooltip.
    case roleSentence(DiagramRole)
    /// A window's tooltip line when it is the key window.
    case keyWindow
    /// A view UIKit inserted at run time, for what (a name) when known.
    case inserted(for: String?)
    /// A responder's hit-test outcome (its code) in its tooltip.
    case hitTestOutcome(String)
    /// What a view's dashed hit-area outline means (never asked for `.bounds`); sizes already written as numbers.
    case hitArea(PointInsideOverride, width: String, height: String)
    /// A rung's tooltip line for the end of the chain, with the core's explanation.
    case chainEnds(String)
    /// A finger's tooltip: its number (from 1), its point `(x, y)` and the name of the view it hits, if any.
    case fingerTitle(Int, at: String, hits: String?)
    /// The `<desc>`'s first sentence: how many windows and views.
    case counts(windows: Int, views: Int)
    /// The `<desc>`'s sentence for one finger.
    case finger(Int, at: String, hits: String?)
    /// The `<desc>`'s sentence for the handler and the outcome's code.
    case handled(by: String, outcome: String)
    /// The `<desc>`'s sentence for an event nobody handled: its outcome's code.
    case outcome(String)
    /// The `<desc>`'s sentence for the chain: its responders' names.
    case chain([String])
    /// A view UIKit inserted, named by what it belongs to: `UITabBarButton of 'feed'`.
    case owned(className: String, owner: String)
    /// A dispatch diagram's title when the request has none.
    case eventTitle(Int)
    /// A chain diagram's title when the request has none: the name of the responder it starts from.
    case chainTitle(from: String)
}

/// The words of a diagram in one language (see ``DiagramPhrase``).
public struct DiagramWords: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    /// A phrase in the language.
    public func callAsFunction(_ phrase: DiagramPhrase) -> String {
        switch language {
        case .english: Self.english(phrase)
        case .japanese: Self.japanese(phrase)
        case .simplifiedChinese: Self.chinese(phrase)
        case .korean: Self.korean(phrase)
        }
    }

    /// A dispatch diagram's title when the request has none: `Event 0`.
    public func eventTitle(_ index: Int) -> String { self(.eventTitle(index)) }

    /// A chain diagram's title when the request has none: `The responder chain from UIButton 'delete'`.
    public func chainTitle(from name: String) -> String { self(.chainTitle(from: name)) }

    /// A phrase in English: the words every other language says the same facts as.
    static func english(_ phrase: DiagramPhrase) -> String {
        switch phrase {
        case .ladderHeading: return "Responder chain"
        case .walkHeading(let action): return "\(action) walks the responder chain"
        case .walkAnswer(let action, let answer):
            switch answer {
            case .performs: return action + " performed here"
            case .declines: return action + " implemented, but canPerformAction(_:withSender:) says no"
            case .doesNotImplement: return action + " not implemented"
            }
        case .walkDiscarded: return "nobody performed it: the action is discarded"
        case .touchPathTitle(let number, let from, let to):
            return "Finger \(number) lands at \(from) and lifts at \(to)"
        case .recognizersHeading: return "Gesture recognizers"
        case .legend(let role):
            switch role {
            case .swallowed: return "swallowed the touches"
            case .handler: return "handled the event"
            case .performer: return "performed the action"
            case .starved: return "never got its touches"
            case .hitView: return "the hit-test view"
            case .diagnosed: return "named by a diagnostic"
            case .hitTestOverride: return "its hitTest override decided"
            case .containsHit: return "contains the hit"
            case .skipped: return "skipped by hit-testing"
            case .hidden: return "hidden"
            case .noTouches: return "receives no touches"
            case .synthesized: return "inserted by UIKit"
            case .finger: return "finger"
            case .touchPath: return "the finger's path, to where it lifts"
            case .chain: return "next responder, its view"
            case .hitArea: return "hit area beyond the frame"
            }
        case .roleSentence(let role):
            switch role {
            case .swallowed: return "swallowed the touches (overrides without calling super)"
            case .starved: return "never received the touches it overrides"
            case .diagnosed: return "named by a warning or error diagnostic"
            default: return english(.legend(role))
            }
        case .keyWindow: return "key window"
        case .inserted(let owner): return "inserted by UIKit at run time" + (owner.map { " for " + $0 } ?? "")
        case .hitTestOutcome(let outcome): return "hit-test: " + outcome
        case .hitArea(let rule, let width, let height):
            switch rule {
            case .bounds: return ""
            case .minimumSize:
                return "point(inside:) accepts at least \(width)×\(height) points around its centre (dashed outline)"
            case .insets: return "point(inside:) uses its bounds with edge insets (dashed outline)"
            case .always: return "point(inside:) accepts every point"
            case .never: return "point(inside:) accepts no point"
            }
        case .chainEnds(let explanation): return "the chain ends: " + explanation
        case .fingerTitle(let number, let at, let hit):
            return "Finger \(number) at \(at): " + (hit.map { "hits " + $0 } ?? "hits no view")
        case .counts(let windows, let views):
            return "\(windows) window\(windows == 1 ? "" : "s") and \(views) view\(views == 1 ? "" : "s")."
        case .finger(let number, let at, let hit):
            return "Finger \(number) at \(at) hits \(hit ?? "no view")."
        case .handled(let handler, let outcome): return "Handled by \(handler) (\(outcome))."
        case .outcome(let outcome): return "Outcome: \(outcome)."
        case .chain(let names): return "Responder chain: " + names.joined(separator: " → ") + "."
        case .owned(let className, let owner): return className + " of " + owner
        case .eventTitle(let index): return "Event \(index)"
        case .chainTitle(let name): return "The responder chain from \(name)"
        }
    }
}
