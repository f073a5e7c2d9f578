import Foundation
import ResponderCore

// Every answer type lists its fields once, in byte order of their JSON names, in `visitFields` (see
// ``AnswerFields``): its `Encodable` conformance and the direct writer both replay that list.

/// A reference to a responder in an answer: its id and runtime class.
public struct ResponderRefJSON: AnswerFields, Sendable, Equatable {
    public var id: String
    public var className: String
    /// Set when the class is a private UIKit wrapper not to depend on.
    public var isPrivate: Bool?
    /// Set when the core inserted it (runtime wrapper synthesis).
    public var synthesized: Bool?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("class", className)
        try visitor.visit("id", id)
        try visitor.visitIfPresent("private", isPrivate)
        try visitor.visitIfPresent("synthesized", synthesized)
    }
}

/// One `next` link: the responder, its kind, and the rule that leads to the following link.
public struct ChainLinkJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var kind: String
    /// The rule behind this responder's `next`; absent on the last link.
    public var rule: String?
    public var explanation: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("explanation", explanation)
        try visitor.visit("kind", kind)
        try visitor.visit("responder", responder)
        try visitor.visitIfPresent("rule", rule)
    }
}

/// Why a chain ends.
public struct ChainEndJSON: AnswerFields, Sendable {
    public var reason: String
    public var explanation: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("explanation", explanation)
        try visitor.visit("reason", reason)
    }
}

/// A responder chain.
public struct ChainJSON: AnswerFields, Sendable {
    public var chainDescription: [String]
    public var links: [ChainLinkJSON]
    public var end: ChainEndJSON

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("chainDescription", chainDescription)
        try visitor.visit("end", end)
        try visitor.visit("links", links)
    }
}

/// `POST /v1/chain`'s answer.
public struct ChainResponse: AnswerFields, Sendable {
    public var profile: String
    public var from: ResponderRefJSON
    public var chainDescription: [String]
    public var links: [ChainLinkJSON]
    public var end: ChainEndJSON
    public var diagnostics: [DiagnosticJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("chainDescription", chainDescription)
        try visitor.visit("diagnostics", diagnostics)
        try visitor.visit("end", end)
        try visitor.visit("from", from)
        try visitor.visit("links", links)
        try visitor.visit("profile", profile)
    }
}

/// A diagnostic on the wire.
public struct DiagnosticJSON: AnswerFields, Sendable {
    public var code: String
    public var severity: String
    public var message: String
    public var hint: String
    public var responders: [ResponderRefJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("code", code)
        try visitor.visit("hint", hint)
        try visitor.visit("message", message)
        try visitor.visit("responders", responders)
        try visitor.visit("severity", severity)
    }
}

/// One step of an event's route.
public struct PathStepJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON?
    public var method: String
    public var outcome: String
    public var note: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("method", method)
        try visitor.visit("note", note)
        try visitor.visit("outcome", outcome)
        try visitor.visitOrNull("responder", responder)
    }
}

/// One view hit-testing considered, or a run of sibling views it rejected for the same reason.
public struct HitTestStepJSON: AnswerFields, Sendable {
    public var view: ResponderRefJSON
    public var depth: Int
    public var point: PointJSON
    public var outcome: String
    public var reason: String
    public var redirectedTo: ResponderRefJSON?
    /// A summarised run: how many sibling views it stands for (absent for a single view).
    public var count: Int?
    /// A summarised run: its last view (``view`` is its first).
    public var lastView: ResponderRefJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("count", count)
        try visitor.visit("depth", depth)
        try visitor.visitIfPresent("lastView", lastView)
        try visitor.visit("outcome", outcome)
        try visitor.visit("point", point)
        try visitor.visit("reason", reason)
        try visitor.visitIfPresent("redirectedTo", redirectedTo)
        try visitor.visit("view", view)
    }
}

/// One finger's hit-test.
public struct TouchResultJSON: AnswerFields, Sendable {
    public var touch: Int
    public var point: PointJSON
    public var window: ResponderRefJSON?
    public var hitView: ResponderRefJSON?
    public var accepted: Bool
    public var rejection: String?
    public var trace: [HitTestStepJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("accepted", accepted)
        try visitor.visitIfPresent("hitView", hitView)
        try visitor.visit("point", point)
        try visitor.visitIfPresent("rejection", rejection)
        try visitor.visit("touch", touch)
        try visitor.visit("trace", trace)
        try visitor.visitIfPresent("window", window)
    }
}

/// A gesture recognizer's fate.
public struct RecognizerResultJSON: AnswerFields, Sendable {
    public var id: String
    public var className: String
    public var view: ResponderRefJSON
    public var outcome: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("class", className)
        try visitor.visit("id", id)
        try visitor.visit("outcome", outcome)
        try visitor.visit("view", view)
    }
}

/// One responder a delivery reached.
public struct DeliveryStepJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var arrivedBy: String?
    public var behavior: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("arrivedBy", arrivedBy)
        try visitor.visit("behavior", behavior)
        try visitor.visit("responder", responder)
    }
}

/// One method walked along the chain.
public struct DeliveryJSON: AnswerFields, Sendable {
    public var method: String
    public var touches: [Int]?
    public var outcome: String
    public var handledBy: [ResponderRefJSON]
    public var starved: [ResponderRefJSON]
    public var chainEnd: String?
    public var steps: [DeliveryStepJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("chainEnd", chainEnd)
        try visitor.visit("handledBy", handledBy)
        try visitor.visit("method", method)
        try visitor.visit("outcome", outcome)
        try visitor.visit("starved", starved)
        try visitor.visit("steps", steps)
        try visitor.visitIfPresent("touches", touches)
    }
}

/// One responder an action walk asked.
public struct ActionWalkStepJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var arrivedBy: String?
    public var answer: String
    public var reason: String?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("answer", answer)
        try visitor.visitIfPresent("arrivedBy", arrivedBy)
        try visitor.visitIfPresent("reason", reason)
        try visitor.visit("responder", responder)
    }
}

/// Where an action came from.
public struct ActionSourceJSON: AnswerFields, Sendable {
    public var type: String
    public var sender: ResponderRefJSON?
    public var controlEvent: String?
    public var gestureRecognizer: String?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("controlEvent", controlEvent)
        try visitor.visitIfPresent("gestureRecognizer", gestureRecognizer)
        try visitor.visitIfPresent("sender", sender)
        try visitor.visit("type", type)
    }
}

/// One action message.
public struct ActionJSON: AnswerFields, Sendable {
    public var action: String
    public var source: ActionSourceJSON
    public var target: ResponderRefJSON?
    public var walkStart: ResponderRefJSON?
    public var walkStartReason: String?
    public var walk: [ActionWalkStepJSON]
    public var performedBy: ResponderRefJSON?
    public var outcome: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("action", action)
        try visitor.visit("outcome", outcome)
        try visitor.visitIfPresent("performedBy", performedBy)
        try visitor.visit("source", source)
        try visitor.visitIfPresent("target", target)
        try visitor.visit("walk", walk)
        try visitor.visitIfPresent("walkStart", walkStart)
        try visitor.visitIfPresent("walkStartReason", walkStartReason)
    }
}

/// The edit menu.
public struct EditMenuJSON: AnswerFields, Sendable {
    public struct Item: AnswerFields, Sendable {
        public var action: String
        public var shown: Bool
        public var target: ResponderRefJSON?
        public var declinedBy: [ResponderRefJSON]
        public var reason: String?

        public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visit("action", action)
            try visitor.visit("declinedBy", declinedBy)
            try visitor.visitIfPresent("reason", reason)
            try visitor.visit("shown", shown)
            try visitor.visitIfPresent("target", target)
        }
    }

    public var shown: Bool
    public var searchedFrom: ResponderRefJSON?
    public var items: [Item]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("items", items)
        try visitor.visitIfPresent("searchedFrom", searchedFrom)
        try visitor.visit("shown", shown)
    }
}

/// A first-responder change.
public struct FirstResponderChangeJSON: AnswerFields, Sendable {
    public var call: String
    public var responder: ResponderRefJSON?
    public var succeeded: Bool
    public var failure: String?
    public var keyboardVisible: Bool

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("call", call)
        try visitor.visitIfPresent("failure", failure)
        try visitor.visit("keyboardVisible", keyboardVisible)
        try visitor.visitIfPresent("responder", responder)
        try visitor.visit("succeeded", succeeded)
    }
}

/// The first responder and keyboard at one moment.
public struct StateJSON: AnswerFields, Sendable {
    public var keyWindow: ResponderRefJSON?
    public var firstResponder: ResponderRefJSON?
    public var keyboardVisible: Bool

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitOrNull("firstResponder", firstResponder)
        try visitor.visitOrNull("keyWindow", keyWindow)
        try visitor.visit("keyboardVisible", keyboardVisible)
    }
}

/// Where the event started and why.
public struct StartJSON: AnswerFields, Sendable {
    public var responder: ResponderRefJSON
    public var reason: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("reason", reason)
        try visitor.visit("responder", responder)
    }
}

/// One event's result. `path`, `handler` and `diagnostics` are the essentials.
public struct EventResultJSON: AnswerFields, Sendable {
    public var index: Int
    public var type: String
    public var outcome: String
    public var summary: String
    public var handler: ResponderRefJSON?
    public var path: [PathStepJSON]
    public var diagnostics: [DiagnosticJSON]
    public var start: StartJSON?
    public var chain: ChainJSON?
    public var hitTest: [TouchResultJSON]?
    public var recognizers: [RecognizerResultJSON]?
    public var deliveries: [DeliveryJSON]?
    public var actions: [ActionJSON]?
    public var menu: EditMenuJSON?
    public var firstResponderChange: FirstResponderChangeJSON?
    /// Absent with `?fields=essentials`.
    public var stateBefore: StateJSON?
    public var stateAfter: StateJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("actions", actions)
        try visitor.visitIfPresent("chain", chain)
        try visitor.visitIfPresent("deliveries", deliveries)
        try visitor.visit("diagnostics", diagnostics)
        try visitor.visitIfPresent("firstResponderChange", firstResponderChange)
        try visitor.visitOrNull("handler", handler)
        try visitor.visitIfPresent("hitTest", hitTest)
        try visitor.visit("index", index)
        try visitor.visitIfPresent("menu", menu)
        try visitor.visit("outcome", outcome)
        try visitor.visit("path", path)
        try visitor.visitIfPresent("recognizers", recognizers)
        try visitor.visitIfPresent("start", start)
        try visitor.visitIfPresent("stateAfter", stateAfter)
        try visitor.visitIfPresent("stateBefore", stateBefore)
        try visitor.visit("summary", summary)
        try visitor.visit("type", type)
    }
}

/// The effective settings an answer was produced with.
public struct EffectiveSettingsJSON: AnswerFields, Sendable {
    public var nilTargetStart: String
    public var disabledControlTouches: String
    public var synthesizeWrappers: Bool
    public var diagnoseUnreachable: Bool

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("diagnoseUnreachable", diagnoseUnreachable)
        try visitor.visit("disabledControlTouches", disabledControlTouches)
        try visitor.visit("nilTargetStart", nilTargetStart)
        try visitor.visit("synthesizeWrappers", synthesizeWrappers)
    }
}

/// `POST /v1/dispatch`'s answer: one result per event, in order.
public struct DispatchResponse: AnswerFields, Sendable {
    public var title: String?
    public var profile: String
    public var settings: EffectiveSettingsJSON
    public var results: [EventResultJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("profile", profile)
        try visitor.visit("results", results)
        try visitor.visit("settings", settings)
        try visitor.visitIfPresent("title", title)
    }
}
