import ResponderCore

/// `POST /v1/dispatch`: an app and one event or a sequence of events.
public struct DispatchRequest: WireObject, Decodable, Sendable {
    public var title: String?
    public var description: String?
    public var profile = Profile.runtime
    public var settings = SettingsJSON()
    public var app = AppJSON()
    public var events: [EventJSON] = []
    /// Whether the request used `event` (one) rather than `events`.
    public var isSingleEvent = false
    /// `event` and `events` as given (``EvaluationRequest`` sets them too).
    var event: EventJSON?
    var eventList: [EventJSON]?

    init() {}

    /// Reads the request with a Foundation decoder (`JSONDecoder`), through the same field table.
    public init(from decoder: Decoder) throws {
        var reader = FoundationReader(decoder)
        try self.init(reading: &reader)
    }

    static let wire = WireTable<DispatchRequest>([
        .field("title", \.title), .field("description", \.description), .field("profile", \.profile),
        .field("settings", \.settings), .field("app", \.app, required: true), .field("event", \.event),
        .field("events", \.eventList),
    ])

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        switch (event, eventList) {
        case (let event?, nil):
            events = [event]
            isSingleEvent = true
        case (nil, let list?):
            if list.isEmpty {
                throw InvalidValueError(codingPath: [AnyCodingKey("events")], .noEvents)
            }
            events = list
        case (nil, nil):
            throw MissingFieldError(codingPath: [], field: "event", hint: .eventOrEvents)
        case (_?, _?):
            throw InvalidValueError(codingPath: [AnyCodingKey("events")], .eventAndEvents)
        }
    }
}

extension Profile: WireEnum {}

extension Profile {
    /// `Profile` in openapi.yaml.
    static let docs = WireDoc(
        "Profile",
        """
        `runtime`: what current iOS prints (window → window scene → application; a controller's next is its root \
        view's superview, private wrappers included). `documented`: Apple's written rules (window → application; \
        a root controller's next is the window, a presented controller's the presenting controller).
        """,
        shape: .type(.enumeration(.profile).default("runtime")))
}

extension DispatchRequest {
    /// `DispatchRequest` in openapi.yaml.
    static let docs = WireDoc(
        "DispatchRequest",
        """
        `POST /v1/dispatch`: an app and one event (`event`) or a sequence (`events`, evaluated in order, each \
        seeing the state the previous one left). Exactly one of the two (400 otherwise).
        """,
        fields: [
            .nullable("title", .string, "Echoed in the answer (dispatch only)."),
            .nullable("description", .string, "Free text; not echoed."),
            .nullable("profile", .ref("Profile"), .selfEvident),
            .nullable("settings", .ref("Settings"), .selfEvident),
            .required("app", .ref("AppDescription"), .selfEvident),
            .nullable("event", .ref("Event"), "One event."),
            .nullable(
                "events", .array(.ref("Event")).minItems(1), "A sequence; at most maxEvents (default 100; 413 beyond)."),
        ])
}
