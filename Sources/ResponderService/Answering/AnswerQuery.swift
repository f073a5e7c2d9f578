import ResponderCore
import ResponderModel

/// The query options of the POST endpoints (values compared without regard to case), read once from the query and
/// handed to ``ResponderService/answer(_:body:query:limits:)``. `responder-lab eval` spells its flags as the same
/// query, so the command line and the service take the same options and refuse the same values.
public struct AnswerQuery: Sendable {
    /// The answer formats of the POST endpoints.
    public enum Format: String, Sendable, CaseIterable {
        case json, text, svg
    }

    /// `pretty=true|1|yes`: indented JSON.
    public var pretty: Bool
    /// `fields=essentials`: dispatch answers keep only outcome, summary, handler, path and diagnostics (and aim).
    public var essentials: Bool
    /// `format=json` (the default), `text` (a plain-text report) or `svg` (a diagram).
    public var format = Format.json
    public var text: Bool { format == .text }
    /// `trace=full`: every view hit-testing asked (`trace=summary`, the default, summarises runs of siblings
    /// rejected for the same reason).
    public var fullTrace: Bool
    /// `include=layout`: add where every window and view is.
    public var layout = false
    /// `include=svg`: add the diagram (of the event `event=N`, on POST /v1/dispatch) as the answer's `svg`, the
    /// document `format=svg` answers, so that one request serves a page its answer and its picture.
    public var svg = false
    /// `event=N`: the event a diagram shows (`format=svg` or `include=svg` on POST /v1/dispatch).
    public var event: Int?
    /// `fixes=verified` (the default) or `none`: whether a dispatch answer's warnings and errors carry their
    /// verified fixes.
    public var fixes = true
    /// `witness=full` (the default) or `event`: whether an audit's witnesses repeat the app.
    public var witness = ResponderService.WitnessForm.full
    /// The language the answer's words are in: `lang=ja` (or `en`, `zh-Hans`, `ko`, any tag naming one of them)
    /// when that language is offered (``Language/offered``), else the first offered one `Accept-Language` prefers,
    /// else English.
    public var language = Language.english
    /// The first query parameter of a POST endpoint with a value it does not take.
    public var invalid: Problem?
    /// A `lang` that names none of the languages (``Language/allCases``): the 400 every endpoint that answers in a
    /// language gives (the POST endpoints as their ``invalid``, `GET /v1/examples` on its own).
    public var invalidLanguage: Problem?

    /// The options of a request's decoded query arguments and its `Accept-Language` header.
    public init(_ query: [String: String], acceptLanguage: String? = nil) {
        func value(_ name: String) -> String { query[name]?.lowercased() ?? "" }
        if let given = query["lang"] {
            if let language = Language(tag: given) {
                self.language = language.answered
            } else {
                invalidLanguage = Self.problem(
                    "lang", given, allowed: Language.allCases.map(\.rawValue), default: "en")
                invalid = invalidLanguage
            }
        } else if let acceptLanguage {
            language = Language.preferred(by: acceptLanguage) ?? .english
        }
        pretty = ["true", "1", "yes"].contains(value("pretty"))
        essentials = value("fields") == "essentials"
        fullTrace = value("trace") == "full"
        if let trace = query["trace"], !["summary", "full"].contains(trace.lowercased()), invalid == nil {
            invalid = Self.problem("trace", trace, allowed: ["summary", "full"], default: "summary")
        }
        if let given = query["format"] {
            if let format = Format(rawValue: given.lowercased()) {
                self.format = format
            } else if invalid == nil {
                invalid = Self.problem(
                    "format", given, allowed: Format.allCases.map(\.rawValue), default: "json")
            }
        }
        if let given = query["include"] {
            // A comma-separated list, so that more parts can be asked for later.
            for part in given.split(separator: ",", omittingEmptySubsequences: false) {
                switch part.lowercased() {
                case "layout": layout = true
                case "svg": svg = true
                default:
                    if invalid == nil {
                        invalid = Self.problem("include", given, allowed: ["layout", "svg"], default: nil)
                    }
                }
            }
        }
        if let given = query["fixes"] {
            switch given.lowercased() {
            case "verified": fixes = true
            case "none": fixes = false
            default:
                if invalid == nil {
                    invalid = Self.problem("fixes", given, allowed: ["verified", "none"], default: "verified")
                }
            }
        }
        if let given = query["witness"] {
            if let form = ResponderService.WitnessForm(rawValue: given.lowercased()) {
                witness = form
            } else if invalid == nil {
                invalid = Self.problem(
                    "witness", given, allowed: ResponderService.WitnessForm.allCases.map(\.rawValue),
                    default: "full")
            }
        }
        // Used only for a diagram (the other formats answer every event), but checked whatever the format.
        if let given = query["event"] {
            if let number = Int(given), (0...99).contains(number), given.allSatisfy(\.isASCII) {
                event = number
            } else if invalid == nil {
                invalid = Problem(
                    .invalidRequest, .badEventIndex(given: given),
                    problems: [Problem.Field(pointer: "", .badEventIndexHere, parameter: "event", allowed: ["0…99"])])
            }
        }
    }

    private static func problem(_ name: String, _ given: String, allowed: [String], default value: String?) -> Problem {
        Problem(
            .invalidRequest, .badParameter(name, given: given, allowed: allowed, default: value),
            problems: [
                Problem.Field(pointer: "", .badParameterHere(name, allowed: allowed), parameter: name, allowed: allowed)
            ])
    }

    /// The service's answer options.
    public var answer: ResponderService.AnswerOptions {
        ResponderService.AnswerOptions(
            pretty: pretty, text: text, essentials: essentials, fullTrace: fullTrace, layout: layout,
            language: language, fixes: fixes)
    }
}
