import ResponderCore

/// A diagnostic's fix: the change as a JSON Patch against the request, the Swift and Objective-C that make it in the
/// app, and what evaluating the same events again on the patched app showed.
public struct FixJSON: AnswerFields, Sendable {
    public var change: String
    public var patch: [PatchOperationJSON]
    public var swift: String
    public var objc: String
    public var verified: FixVerificationJSON
    /// Other changes that cure it too, each verified the same way (never nested further).
    public var alternatives: [FixJSON] = []

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        if !alternatives.isEmpty { try visitor.visit("alternatives", alternatives) }
        try visitor.visit("change", change)
        try visitor.visit("objc", objc)
        try visitor.visit("patch", patch)
        try visitor.visit("swift", swift)
        try visitor.visit("verified", verified)
    }
}

/// One operation of an RFC 6902 JSON Patch: `add`, `replace` or `remove`, at a JSON Pointer of the request.
public struct PatchOperationJSON: AnswerFields, Sendable {
    public var op: String
    public var path: String
    public var value: PatchValueJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("op", op)
        try visitor.visit("path", path)
        try visitor.visitIfPresent("value", value)
    }
}

/// The value a patch operation puts in: a boolean, a string, a list of names or ids, an empty object (a field's object the
/// request does not have yet), or a `pointInside` that reaches `margin` points past the bounds on every side, or
/// one that includes its subviews.
public enum PatchValueJSON: AnswerValue, Sendable {
    case bool(Bool)
    case string(String)
    case strings([String])
    case emptyObject
    case outset(Double)
    /// `{"falseIn": [ids]}`: a delegate's `shouldReceive`.
    case refuse([String])
    /// `{"shouldReceive": {"falseIn": [ids]}}`: a recognizer's delegate.
    case delegateRefusing([String])
    /// `{"includeSubviews": true}`, with the regions the view's `pointInside` gave, if any.
    case includeSubviews(regions: [Rect]?)

    public func writeAnswer(to writer: inout AnswerWriter) {
        switch self {
        case .bool(let value): writer.writeBool(value)
        case .string(let value): writer.writeString(value)
        case .strings(let values): writer.writeArray(values)
        case .emptyObject: writer.writeObject(EmptyObjectJSON())
        case .outset(let margin): writer.writeObject(OutsetJSON(margin: margin))
        case .refuse(let ids): writer.writeObject(RefuseJSON(falseIn: ids))
        case .delegateRefusing(let ids):
            writer.writeObject(DelegateRefusingJSON(shouldReceive: RefuseJSON(falseIn: ids)))
        case .includeSubviews(let regions): writer.writeObject(IncludeSubviewsJSON(regions: regions))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .strings(let values): try container.encode(values)
        case .emptyObject: try container.encode(EmptyObjectJSON())
        case .outset(let margin): try container.encode(OutsetJSON(margin: margin))
        case .refuse(let ids): try container.encode(RefuseJSON(falseIn: ids))
        case .delegateRefusing(let ids):
            try container.encode(DelegateRefusingJSON(shouldReceive: RefuseJSON(falseIn: ids)))
        case .includeSubviews(let regions): try container.encode(IncludeSubviewsJSON(regions: regions))
        }
    }
}

/// `{"falseIn": [ids]}`: what a recognizer's delegate answers to `gestureRecognizer(_:shouldReceive:)`.
struct RefuseJSON: AnswerFields, Sendable {
    var falseIn: [String]

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("falseIn", falseIn)
    }
}

/// `{"shouldReceive": {"falseIn": [ids]}}`: a recognizer's delegate.
struct DelegateRefusingJSON: AnswerFields, Sendable {
    var shouldReceive: RefuseJSON

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("shouldReceive", shouldReceive)
    }
}

/// `{"insets": {"top": -m, "left": -m, "bottom": -m, "right": -m}}`: a `pointInside` override `margin` points larger
/// than the bounds on every side.
struct OutsetJSON: AnswerFields, Sendable {
    var margin: Double

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("insets", EdgesJSON(value: -margin))
    }

    /// Four edges of one value.
    struct EdgesJSON: AnswerFields, Sendable {
        var value: Double

        func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visit("bottom", value)
            try visitor.visit("left", value)
            try visitor.visit("right", value)
            try visitor.visit("top", value)
        }
    }
}

/// `{}`.
struct EmptyObjectJSON: AnswerFields, Sendable {
    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {}
}

/// `{"includeSubviews": true}`, after the regions a `pointInside` gave.
struct IncludeSubviewsJSON: AnswerFields, Sendable {
    var regions: [Rect]?

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("includeSubviews", true)
        try visitor.visitIfPresent("regions", regions.map { $0.map(FrameJSON.init) })
    }
}

/// What evaluating the same events again on the patched app showed for the event.
public struct FixVerificationJSON: AnswerFields, Sendable {
    public var cured: Bool
    public var outcome: String
    public var hitView: ResponderRefJSON?
    public var handler: ResponderRefJSON?
    public var performed: [FixPerformedJSON]
    public var remaining: [String]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("cured", cured)
        try visitor.visitOrNull("handler", handler)
        try visitor.visitIfPresent("hitView", hitView)
        try visitor.visit("outcome", outcome)
        try visitor.visit("performed", performed)
        try visitor.visit("remaining", remaining)
    }
}

/// An action the patched app performed, and who performed it.
public struct FixPerformedJSON: AnswerFields, Sendable {
    public var action: String
    public var by: ResponderRefJSON

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("action", action)
        try visitor.visit("by", by)
    }
}

/// Why a warning or an error has no fix.
public struct NoFixJSON: AnswerFields, Sendable {
    public var reason: String
    public var message: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("message", message)
        try visitor.visit("reason", reason)
    }
}

extension FixJSON {
    /// `Fix` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Fix",
        """
        The change that cures a warning or an error, tried before it is given: the service made it in a copy of \
        the app, evaluated the same events again (from the first, up to this one) and saw the diagnostic gone. \
        Only the app's own objects are changed, never a private UIKit view, a synthesized wrapper or a scroll \
        view's own pan recognizer.
        """,
        fields: [
            .required("change", .enumeration(.fixChange), "What kind of change it is."),
            .required(
                "patch", .array(.ref("PatchOperation")).minItems(1),
                """
                An RFC 6902 JSON Patch against the request as it was sent: applied, the request is the app with the \
                fix, which answers as `verified` says.
                """),
            .required(
                "swift", .string,
                "The Swift that makes the change in the app, with the app's own names (its ids as variables)."),
            .required("objc", .string, "The same in Objective-C."),
            .required("verified", .ref("FixVerification"), .selfEvident),
            .optional(
                "alternatives", .array(.ref("Fix")).minItems(1),
                "Other changes that cure it too, each verified the same way; the fix itself is the smallest."),
        ])
}

extension PatchOperationJSON {
    /// `PatchOperation` in openapi.yaml.
    static let docs = WireDoc.answer(
        "PatchOperation",
        "One operation of an RFC 6902 JSON Patch.",
        fields: [
            .required("op", .oneOf(["add", "replace", "remove"]), .selfEvident),
            .required("path", .string, "A JSON Pointer into the request."),
            .optional(
                "value",
                // Which object a value is depends on the path; `{}` fits every object whose fields are optional.
                .anyOf(types: [
                    .boolean, .string, .array(.string), .ref("EmptyObject"), .ref("PointInside"),
                    .ref("GestureRecognizerDelegate"), .ref("ShouldReceive"),
                ]),
                """
                What `add` or `replace` puts there: a boolean, a string, a list of names (screen edges, ids), an empty \
                object, a `pointInside` override (`{"insets": …}`, negative insets reaching past the bounds, or \
                `{"includeSubviews": true}`), or a \
                recognizer's delegate or its `shouldReceive` (`{"falseIn": [ids]}`).
                """),
        ])
}

extension EmptyObjectJSON {
    /// `EmptyObject` in openapi.yaml.
    static let docs = WireDoc.answer(
        "EmptyObject",
        "`{}`: what a patch adds where the request has no such object yet (a controller's `actions`).",
        fields: [])
}

extension FixVerificationJSON {
    /// `FixVerification` in openapi.yaml.
    static let docs = WireDoc.answer(
        "FixVerification",
        "What evaluating the same events again on the patched app showed for this event.",
        fields: [
            .required("cured", .boolean, "Whether the diagnostic being fixed is gone (always true for a fix given)."),
            .required("outcome", .enumeration(.eventOutcome), .selfEvident),
            .optional("hitView", .ref("ResponderRef"), "A touch's first finger's hit view."),
            .orNull("handler", .ref("ResponderRef"), .selfEvident),
            .required("performed", .array(.ref("FixPerformed")), "The actions performed, and by whom."),
            .required(
                "remaining", .array(.enumeration(.diagnosticCode)),
                "The warnings and errors the event still has, by code."),
        ])
}

extension FixPerformedJSON {
    /// `FixPerformed` in openapi.yaml.
    static let docs = WireDoc.answer(
        "FixPerformed",
        "An action the patched app performed.",
        fields: [
            .required("action", .string, "The selector, Objective-C spelling."),
            .required("by", .ref("ResponderRef"), .selfEvident),
        ])
}

extension NoFixJSON {
    /// `NoFix` in openapi.yaml.
    static let docs = WireDoc.answer(
        "NoFix",
        "Why a warning or an error has no fix (`fix` is then left out).",
        fields: [
            .required("reason", .enumeration(.noFixReason), .selfEvident),
            .required("message", .string, "The reason, for the developer."),
        ])
}
