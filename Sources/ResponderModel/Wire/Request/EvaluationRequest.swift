import ResponderCore

/// What `responder-lab eval` reads: a `POST /v1/chain` body when it has `from`, a `POST /v1/dispatch` body
/// otherwise, read in one pass into whichever it is.
///
/// The table holds the fields of both; once the object is read, ``finish(_:seen:)`` makes it the one request and
/// checks it as that request's own reading would: an event beside `from` is a field a chain request does not
/// take, and a dispatch request needs `event` or `events`.
public struct EvaluationRequest: WireObject, Sendable {
    /// The request the body holds.
    public enum Read: Sendable {
        case dispatch(DispatchRequest)
        case chain(ChainRequest)
    }

    /// The request the body holds, once read.
    public private(set) var read = Read.dispatch(DispatchRequest())
    private var title: String?
    private var description: String?
    private var profile = Profile.runtime
    private var settings = SettingsJSON()
    private var app = AppJSON()
    private var event: EventJSON?
    private var events: [EventJSON]?
    private var from: String?

    init() {}

    static let wire = WireTable<EvaluationRequest>([
        .field("title", \.title), .field("description", \.description), .field("profile", \.profile),
        .field("settings", \.settings), .field("app", \.app, required: true), .field("event", \.event),
        .field("events", \.events), .field("from", \.from),
    ])

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        if let from {
            // A chain request: an event is a field it does not take, as POST /v1/chain says of it.
            if event != nil || events != nil {
                throw UnknownFieldError(
                    codingPath: reader.codingPath, field: event != nil ? "event" : "events",
                    allowed: ChainRequest.wire.keys.names)
            }
            var chain = ChainRequest()
            (chain.title, chain.description, chain.profile) = (title, description, profile)
            (chain.settings, chain.app, chain.from) = (settings, app, from)
            read = .chain(chain)
        } else {
            var dispatch = DispatchRequest()
            (dispatch.title, dispatch.description, dispatch.profile) = (title, description, profile)
            (dispatch.settings, dispatch.app) = (settings, app)
            (dispatch.event, dispatch.eventList) = (event, events)
            try dispatch.finish(&reader, seen: seen)
            read = .dispatch(dispatch)
        }
    }
}

extension EvaluationRequest {
    /// `ExampleRequest` in openapi.yaml.
    static let docs = WireDoc(
        "ExampleRequest",
        """
        An example's request body: a ChainRequest (it has `from`) for `/v1/chain`, a DispatchRequest for \
        `/v1/dispatch`; exactly one of the two matches.
        """,
        shape: .anyOf([.ref("ChainRequest"), .ref("DispatchRequest")]))
}
