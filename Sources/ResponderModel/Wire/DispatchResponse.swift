import Foundation
import ResponderCore

// Every answer type lists its CodingKeys in byte order of the JSON names. Synthesized `encode(to:)` writes keys in
// the order of CodingKeys, and the answers promise sorted keys, so ``CompactJSONEncoder`` streams each object
// without reordering it (`CompactJSONEncoderTests` checks that no answer needs a reorder).

/// A reference to a responder in an answer: its id and runtime class.
public struct ResponderRefJSON: Encodable, Sendable, Equatable {
    public var id: String
    public var className: String
    /// Set when the class is a private UIKit wrapper not to depend on.
    public var isPrivate: Bool?
    /// Set when the core inserted it (runtime wrapper synthesis).
    public var synthesized: Bool?

    enum CodingKeys: String, CodingKey {
        case className = "class", id, isPrivate = "private", synthesized
    }
}

/// One `next` link: the responder, its kind, and the rule that leads to the following link.
public struct ChainLinkJSON: Encodable, Sendable {
    public var responder: ResponderRefJSON
    public var kind: String
    /// The rule behind this responder's `next`; absent on the last link.
    public var rule: String?
    public var explanation: String

    enum CodingKeys: String, CodingKey { case explanation, kind, responder, rule }
}

/// Why a chain ends.
public struct ChainEndJSON: Encodable, Sendable {
    public var reason: String
    public var explanation: String

    enum CodingKeys: String, CodingKey { case explanation, reason }
}

/// A responder chain.
public struct ChainJSON: Encodable, Sendable {
    public var chainDescription: [String]
    public var links: [ChainLinkJSON]
    public var end: ChainEndJSON

    enum CodingKeys: String, CodingKey { case chainDescription, end, links }
}

/// `POST /v1/chain`'s answer.
public struct ChainResponse: Encodable, Sendable {
    public var profile: String
    public var from: ResponderRefJSON
    public var chainDescription: [String]
    public var links: [ChainLinkJSON]
    public var end: ChainEndJSON
    public var diagnostics: [DiagnosticJSON]

    enum CodingKeys: String, CodingKey { case chainDescription, diagnostics, end, from, links, profile }
}

/// A diagnostic on the wire.
public struct DiagnosticJSON: Encodable, Sendable {
    public var code: String
    public var severity: String
    public var message: String
    public var hint: String
    public var responders: [ResponderRefJSON]

    enum CodingKeys: String, CodingKey { case code, hint, message, responders, severity }
}

/// One step of an event's route.
public struct PathStepJSON: Encodable, Sendable {
    public var responder: ResponderRefJSON?
    public var method: String
    public var outcome: String
    public var note: String

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(method, forKey: .method)
        try container.encode(note, forKey: .note)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(responder, forKey: .responder)
    }

    enum CodingKeys: String, CodingKey { case method, note, outcome, responder }
}

/// One view hit-testing considered.
public struct HitTestStepJSON: Encodable, Sendable {
    public var view: ResponderRefJSON
    public var depth: Int
    public var point: PointJSON
    public var outcome: String
    public var reason: String
    public var redirectedTo: ResponderRefJSON?

    enum CodingKeys: String, CodingKey { case depth, outcome, point, reason, redirectedTo, view }
}

/// One finger's hit-test.
public struct TouchResultJSON: Encodable, Sendable {
    public var touch: Int
    public var point: PointJSON
    public var window: ResponderRefJSON?
    public var hitView: ResponderRefJSON?
    public var accepted: Bool
    public var rejection: String?
    public var trace: [HitTestStepJSON]

    enum CodingKeys: String, CodingKey { case accepted, hitView, point, rejection, touch, trace, window }
}

/// A gesture recognizer's fate.
public struct RecognizerResultJSON: Encodable, Sendable {
    public var id: String
    public var className: String
    public var view: ResponderRefJSON
    public var outcome: String

    enum CodingKeys: String, CodingKey { case className = "class", id, outcome, view }
}

/// One responder a delivery reached.
public struct DeliveryStepJSON: Encodable, Sendable {
    public var responder: ResponderRefJSON
    public var arrivedBy: String?
    public var behavior: String

    enum CodingKeys: String, CodingKey { case arrivedBy, behavior, responder }
}

/// One method walked along the chain.
public struct DeliveryJSON: Encodable, Sendable {
    public var method: String
    public var touches: [Int]?
    public var outcome: String
    public var handledBy: [ResponderRefJSON]
    public var starved: [ResponderRefJSON]
    public var chainEnd: String?
    public var steps: [DeliveryStepJSON]

    enum CodingKeys: String, CodingKey { case chainEnd, handledBy, method, outcome, starved, steps, touches }
}

/// One responder an action walk asked.
public struct ActionWalkStepJSON: Encodable, Sendable {
    public var responder: ResponderRefJSON
    public var arrivedBy: String?
    public var answer: String
    public var reason: String?

    enum CodingKeys: String, CodingKey { case answer, arrivedBy, reason, responder }
}

/// Where an action came from.
public struct ActionSourceJSON: Encodable, Sendable {
    public var type: String
    public var sender: ResponderRefJSON?
    public var controlEvent: String?
    public var gestureRecognizer: String?

    enum CodingKeys: String, CodingKey { case controlEvent, gestureRecognizer, sender, type }
}

/// One action message.
public struct ActionJSON: Encodable, Sendable {
    public var action: String
    public var source: ActionSourceJSON
    public var target: ResponderRefJSON?
    public var walkStart: ResponderRefJSON?
    public var walkStartReason: String?
    public var walk: [ActionWalkStepJSON]
    public var performedBy: ResponderRefJSON?
    public var outcome: String

    enum CodingKeys: String, CodingKey {
        case action, outcome, performedBy, source
        case target, walk, walkStart, walkStartReason
    }
}

/// The edit menu.
public struct EditMenuJSON: Encodable, Sendable {
    public struct Item: Encodable, Sendable {
        public var action: String
        public var shown: Bool
        public var target: ResponderRefJSON?
        public var declinedBy: [ResponderRefJSON]
        public var reason: String?

        enum CodingKeys: String, CodingKey { case action, declinedBy, reason, shown, target }
    }

    public var shown: Bool
    public var searchedFrom: ResponderRefJSON?
    public var items: [Item]

    enum CodingKeys: String, CodingKey { case items, searchedFrom, shown }
}

/// A first-responder change.
public struct FirstResponderChangeJSON: Encodable, Sendable {
    public var call: String
    public var responder: ResponderRefJSON?
    public var succeeded: Bool
    public var failure: String?
    public var keyboardVisible: Bool

    enum CodingKeys: String, CodingKey { case call, failure, keyboardVisible, responder, succeeded }
}

/// The first responder and keyboard at one moment.
public struct StateJSON: Encodable, Sendable {
    public var keyWindow: ResponderRefJSON?
    public var firstResponder: ResponderRefJSON?
    public var keyboardVisible: Bool

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(firstResponder, forKey: .firstResponder)
        try container.encode(keyWindow, forKey: .keyWindow)
        try container.encode(keyboardVisible, forKey: .keyboardVisible)
    }

    enum CodingKeys: String, CodingKey { case firstResponder, keyWindow, keyboardVisible }
}

/// Where the event started and why.
public struct StartJSON: Encodable, Sendable {
    public var responder: ResponderRefJSON
    public var reason: String

    enum CodingKeys: String, CodingKey { case reason, responder }
}

/// One event's result. `path`, `handler` and `diagnostics` are the essentials.
public struct EventResultJSON: Encodable, Sendable {
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

    enum CodingKeys: String, CodingKey {
        case actions, chain, deliveries, diagnostics, firstResponderChange, handler, hitTest, index, menu
        case outcome, path, recognizers, start, stateAfter, stateBefore, summary, type
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(actions, forKey: .actions)
        try container.encodeIfPresent(chain, forKey: .chain)
        try container.encodeIfPresent(deliveries, forKey: .deliveries)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encodeIfPresent(firstResponderChange, forKey: .firstResponderChange)
        try container.encode(handler, forKey: .handler)
        try container.encodeIfPresent(hitTest, forKey: .hitTest)
        try container.encode(index, forKey: .index)
        try container.encodeIfPresent(menu, forKey: .menu)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(recognizers, forKey: .recognizers)
        try container.encodeIfPresent(start, forKey: .start)
        try container.encodeIfPresent(stateAfter, forKey: .stateAfter)
        try container.encodeIfPresent(stateBefore, forKey: .stateBefore)
        try container.encode(summary, forKey: .summary)
        try container.encode(type, forKey: .type)
    }
}

/// The effective settings an answer was produced with.
public struct EffectiveSettingsJSON: Encodable, Sendable {
    public var nilTargetStart: String
    public var disabledControlTouches: String
    public var synthesizeWrappers: Bool
    public var diagnoseUnreachable: Bool

    enum CodingKeys: String, CodingKey {
        case diagnoseUnreachable, disabledControlTouches
        case nilTargetStart, synthesizeWrappers
    }
}

/// `POST /v1/dispatch`'s answer: one result per event, in order.
public struct DispatchResponse: Encodable, Sendable {
    public var title: String?
    public var profile: String
    public var settings: EffectiveSettingsJSON
    public var results: [EventResultJSON]

    enum CodingKeys: String, CodingKey { case profile, results, settings, title }
}
