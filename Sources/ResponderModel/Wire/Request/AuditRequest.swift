import ResponderCore

/// `POST /v1/audit`: an app, with no event: the audit finds the events that show each bug.
public struct AuditRequest: WireObject, Decodable, Sendable {
    public var title: String?
    public var description: String?
    public var profile = Profile.runtime
    public var settings = SettingsJSON()
    public var app = AppJSON()

    init() {}

    /// Reads the request with a Foundation decoder (`JSONDecoder`), through the same field table.
    public init(from decoder: Decoder) throws {
        var reader = FoundationReader(decoder)
        try self.init(reading: &reader)
    }

    static let wire = WireTable<AuditRequest>([
        .field("title", \.title), .field("description", \.description), .field("profile", \.profile),
        .field("settings", \.settings), .field("app", \.app, required: true),
        .field("event", \.refused, reading: NoEvent.self, convert: { _ in true }),
        .field("events", \.refused, reading: NoEvent.self, convert: { _ in true }),
    ])

    /// Never set: `event` and `events` are refused as they are read.
    private var refused = false

    /// `event` or `events` in an audit: refused where it stands, saying why.
    struct NoEvent: WireValue {
        init<Reader: WireReader>(reading reader: inout Reader) throws {
            throw InvalidValueError(codingPath: reader.codingPath, .shape(.auditTakesNoEvent))
        }
    }
}

extension AuditRequest {
    /// `AuditRequest` in openapi.yaml.
    static let docs = WireDoc(
        "AuditRequest",
        """
        `POST /v1/audit`: an app, with no event: the audit finds the events that show each bug. An `event` or \
        `events` member is refused (400, pointer `/event` or `/events`).
        """,
        fields: [
            .nullable("title", .string, "Echoed in the answer."),
            .nullable("description", .string, "Free text; not echoed."),
            .nullable("profile", .ref("Profile"), .selfEvident),
            .nullable("settings", .ref("Settings"), .selfEvident),
            .required("app", .ref("AppDescription"), .selfEvident),
        ])
}
