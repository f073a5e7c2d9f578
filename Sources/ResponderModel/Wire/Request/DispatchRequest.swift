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
