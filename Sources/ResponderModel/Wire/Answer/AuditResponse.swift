import Foundation
import ResponderCore

/// `POST /v1/audit`'s answer: every latent event-delivery bug found, errors first, each with a witness.
///
/// The app is in the answer once, in ``witnessBase``: a finding's witness is its event, and the `/v1/dispatch`
/// body that shows the bug is the base with that event put in it.
public struct AuditResponse: AnswerFields, Sendable {
    public var title: String?
    public var profile: String
    public var settings: EffectiveSettingsJSON
    public var summary: AuditSummaryJSON
    public var findings: [AuditFindingJSON]
    /// What every witness's `/v1/dispatch` body has besides its event.
    public var witnessBase: WitnessBaseJSON

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("findings", findings)
        try visitor.visit("profile", profile)
        try visitor.visit("settings", settings)
        try visitor.visit("summary", summary)
        try visitor.visitIfPresent("title", title)
        try visitor.visit("witnessBase", witnessBase)
    }

    /// The `/v1/dispatch` body that shows a finding: the witness base with the finding's event put in it (without
    /// the app when the audit was asked with `witness=event`).
    public func witnessBody(of finding: AuditFindingJSON) -> [UInt8] {
        AnswerWriter.bytes(
            of: WitnessRequestJSON(
                profile: witnessBase.profile, settings: witnessBase.settings, app: witnessBase.app,
                event: finding.witness.event))
    }
}

/// A witness's `/v1/dispatch` body: ``WitnessBaseJSON`` and one event.
struct WitnessRequestJSON: AnswerFields, Sendable {
    var profile: String
    var settings: RawJSON?
    var app: RawJSON?
    var event: WitnessEventJSON

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("app", app)
        try visitor.visit("event", event)
        try visitor.visit("profile", profile)
        try visitor.visitIfPresent("settings", settings)
    }
}

/// How many findings of each severity, and how much the audit looked at.
public struct AuditSummaryJSON: AnswerFields, Sendable {
    public var errors: Int
    public var warnings: Int
    public var infos: Int
    /// The interactive views whose hit areas were sampled.
    public var viewsSampled: Int
    /// The sample points hit-tested.
    public var pointsHitTested: Int

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("errors", errors)
        try visitor.visit("infos", infos)
        try visitor.visit("pointsHitTested", pointsHitTested)
        try visitor.visit("viewsSampled", viewsSampled)
        try visitor.visit("warnings", warnings)
    }
}

/// One finding on the wire.
public struct AuditFindingJSON: AnswerFields, Sendable {
    public var code: String
    public var severity: String
    public var responders: [ResponderRefJSON]
    public var message: String
    public var hint: String
    public var witness: WitnessJSON
    /// A warning's or an error's verified fix, against `witnessBase` with the witness event (unless `fixes=none`).
    public var fix: FixJSON?
    /// Why a warning or an error has none (`fix` is then left out).
    public var noFix: NoFixJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("code", code)
        try visitor.visitIfPresent("fix", fix)
        try visitor.visit("hint", hint)
        try visitor.visit("message", message)
        try visitor.visitIfPresent("noFix", noFix)
        try visitor.visit("responders", responders)
        try visitor.visit("severity", severity)
        try visitor.visit("witness", witness)
    }
}

/// A finding's witness: the event that, put in the answer's ``AuditResponse/witnessBase`` and POSTed to
/// `endpoint`, shows the bug, and what that answer shows.
public struct WitnessJSON: AnswerFields, Sendable {
    public var endpoint = "/v1/dispatch"
    public var event: WitnessEventJSON
    public var shows: WitnessShowsJSON

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("endpoint", endpoint)
        try visitor.visit("event", event)
        try visitor.visit("shows", shows)
    }
}

/// What a witness's answer shows: a diagnostic, or that a responder is never reached.
public struct WitnessShowsJSON: AnswerFields, Sendable {
    /// The code of a diagnostic the answer carries.
    public var diagnostic: String? = nil
    /// A responder the answer's path never names (the touch goes elsewhere; the walk skips it).
    public var neverReaches: ResponderRefJSON? = nil

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("diagnostic", diagnostic)
        try visitor.visitIfPresent("neverReaches", neverReaches)
    }
}

/// What every witness's `/v1/dispatch` body has besides its event: the audited app as it was sent (once, however
/// many findings there are), its profile and settings.
public struct WitnessBaseJSON: AnswerFields, Sendable {
    public var profile: String
    public var settings: RawJSON?
    /// The app as it was sent; nil with `witness=event` (put the app you sent beside the event).
    public var app: RawJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("app", app)
        try visitor.visit("profile", profile)
        try visitor.visitIfPresent("settings", settings)
    }
}

/// A witness's event, as `/v1/dispatch` reads it.
public struct WitnessEventJSON: AnswerFields, Sendable {
    public var type: String
    public var point: PointJSON? = nil
    public var responder: String? = nil
    public var during: String? = nil
    public var action: String? = nil
    public var target: String? = nil
    public var sender: String? = nil
    public var walkFrom: String? = nil
    /// A motion or remote-control event's subtype.
    public var subtype: String? = nil
    /// A press event's key.
    public var key: String? = nil
    /// A press event's modifier keys.
    public var modifiers: [String]? = nil
    /// An edit-menu request's long-pressed view.
    public var pressedView: String? = nil
    /// A touch's gesture, when it is no tap.
    public var gesture: String? = nil
    /// Where a touch's finger moves after it lands, when it moves.
    public var path: [PointJSON]? = nil

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("action", action)
        try visitor.visitIfPresent("during", during)
        try visitor.visitIfPresent("gesture", gesture)
        try visitor.visitIfPresent("key", key)
        try visitor.visitIfPresent("modifiers", modifiers)
        try visitor.visitIfPresent("path", path)
        try visitor.visitIfPresent("point", point)
        try visitor.visitIfPresent("pressedView", pressedView)
        try visitor.visitIfPresent("responder", responder)
        try visitor.visitIfPresent("sender", sender)
        try visitor.visitIfPresent("subtype", subtype)
        try visitor.visitIfPresent("target", target)
        try visitor.visit("type", type)
        try visitor.visitIfPresent("walkFrom", walkFrom)
    }
}

/// JSON text taken from the request, written back as it is (compact): an audit's witness base repeats the app.
public struct RawJSON: AnswerValue, Sendable {
    public var bytes: [UInt8]

    public func writeAnswer(to writer: inout AnswerWriter) { writer.writeRaw(bytes) }

    /// For Foundation's encoders: the same JSON, parsed and encoded again.
    public func encode(to encoder: Encoder) throws {
        let value = try JSONDecoder().decode(AnyJSON.self, from: Data(bytes))
        try value.encode(to: encoder)
    }

    /// Any JSON value, for ``encode(to:)``.
    private enum AnyJSON: Codable {
        case null, bool(Bool), number(Double), string(String), array([AnyJSON]), object([String: AnyJSON])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([AnyJSON].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: AnyJSON].self))
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .number(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            }
        }
    }
}

extension WitnessEventJSON {
    /// `WitnessEvent` in openapi.yaml.
    static let docs = WireDoc.answer(
        "WitnessEvent",
        "A witness's one event, in the form `/v1/dispatch` reads.",
        fields: [
            .required(
                "type",
                .oneOf([
                    "touch", "becomeFirstResponder", "action", "motion", "press", "remoteControl", "editMenu", "hover",
                ]),
                .selfEvident),
            .optional(
                "point", .ref("AnswerPoint"),
                """
                touch: where the finger lands, when it does not move (else `path`); hover (a view only hover \
                recognizers make interactive): where the pointer is; in screen coordinates.
                """),
            .optional(
                "gesture", .enumeration(.touchGesture),
                "touch: the gesture, when it is no tap (`longPress`: the finger rests, then moves along `path`)."),
            .optional(
                "path", .array(.ref("AnswerPoint")),
                "touch: a finger that moves: where it lands, then where it moves, in screen coordinates."),
            .optional("responder", .string, "becomeFirstResponder: the id of the responder."),
            .optional("during", .enumeration(.lifecycle), .selfEvident),
            .optional("action", .string, "action: the selector."),
            .optional("target", .string, "action: the id of its explicit target."),
            .optional("sender", .string, "action: the id of the sending control or view."),
            .optional("walkFrom", .string, "action: the id of the responder its walk starts at."),
            .optional("subtype", .string, "motion, remoteControl: the subtype (`shake`, `play`)."),
            .optional("key", .string, "press: the key."),
            .optional("modifiers", .array(.enumeration(.modifierKeys)), "press: the modifier keys held."),
            .optional("pressedView", .string, "editMenu: the id of the long-pressed view."),
        ])
}

extension WitnessBaseJSON {
    /// `WitnessBase` in openapi.yaml.
    static let docs = WireDoc.answer(
        "WitnessBase",
        """
        What every witness's `/v1/dispatch` body has besides its event: put a finding's `witness.event` in it as \
        `event` and POST it to `witness.endpoint`.
        """,
        fields: [
            .required("profile", .enumeration(.profile), .selfEvident),
            .optional(
                "settings", .ref("Settings"), "The audited request's settings, as sent; absent when it gave none."),
            .optional(
                "app", .ref("AppDescription"),
                """
                The audited app exactly as it was sent (white space between tokens removed), once however many \
                findings there are; absent with `witness=event`.
                """),
        ])
}

extension WitnessShowsJSON {
    /// `WitnessShows` in openapi.yaml.
    static let docs = WireDoc.answer(
        "WitnessShows",
        "What the witness's answer shows; exactly one member.",
        fields: [
            .optional("diagnostic", .enumeration(.diagnosticCode), "The answer carries a diagnostic with this code."),
            .optional(
                "neverReaches", .ref("ResponderRef"),
                "The answer's path never names this responder: the touch goes elsewhere, or the walk skips it."),
        ])
}

extension WitnessJSON {
    /// `Witness` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Witness",
        """
        An event that shows the finding's bug: the answer's `witnessBase` with this `event` in it, POSTed to \
        `endpoint`.
        """,
        fields: [
            .required("endpoint", .oneOf(["/v1/dispatch"]), .selfEvident),
            .required("event", .ref("WitnessEvent"), .selfEvident),
            .required("shows", .ref("WitnessShows"), .selfEvident),
        ])
}

extension AuditFindingJSON {
    /// `AuditFinding` in openapi.yaml.
    static let docs = WireDoc.answer(
        "AuditFinding",
        "One latent event-delivery bug.",
        fields: [
            .required("code", .enumeration(.auditCode), "Stable, for programs."),
            .required("severity", .enumeration(.severity), .selfEvident),
            .required("responders", .array(.ref("ResponderRef")), "Most relevant first."),
            .required("message", .string, "What is wrong, for a learner."),
            .required("hint", .string, "What to change."),
            .required("witness", .ref("Witness"), .selfEvident),
            .optional(
                "fix", .ref("Fix"),
                """
                For a warning or an error (unless `fixes=none`): the change that cures it, as a JSON Patch against \
                `witnessBase` with the witness's event (`/app/…`), verified by evaluating the witness event on the \
                changed app. When there is none, it is left out and `noFix` says why.
                """),
            .optional("noFix", .ref("NoFix"), "For a warning or an error without `fix`: why there is none."),
        ])
}

extension AuditSummaryJSON {
    /// `AuditSummary` in openapi.yaml.
    static let docs = WireDoc.answer(
        "AuditSummary",
        "How many findings of each severity, and how much the audit looked at.",
        fields: [
            .required("errors", .integer.minimum(0), .selfEvident),
            .required("warnings", .integer.minimum(0), .selfEvident),
            .required("infos", .integer.minimum(0), .selfEvident),
            .required("viewsSampled", .integer.minimum(0), "Interactive views whose hit area was sampled."),
            .required("pointsHitTested", .integer.minimum(0), "Sample points hit-tested."),
        ])
}

extension AuditResponse {
    /// `AuditResponse` in openapi.yaml.
    static let docs = WireDoc.answer(
        "AuditResponse",
        "`POST /v1/audit`'s answer.",
        fields: [
            .optional("title", .string, .selfEvident),
            .required("profile", .enumeration(.profile), .selfEvident),
            .required("settings", .ref("EffectiveSettings"), .selfEvident),
            .required("summary", .ref("AuditSummary"), .selfEvident),
            .required(
                "findings", .array(.ref("AuditFinding")),
                """
                Errors first, then warnings, then infos; within each, in the order of the tree (the first responder \
                of each finding in drawing order); the same request always gives the same order.
                """),
            .required("witnessBase", .ref("WitnessBase"), .selfEvident),
        ])
}
