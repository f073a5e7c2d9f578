import ResponderCore

/// `POST /v1/chain`: an app and the responder to start from.
public struct ChainRequest: WireObject, Decodable, Sendable {
    public var title: String?
    public var description: String?
    public var profile = Profile.runtime
    public var settings = SettingsJSON()
    public var app = AppJSON()
    public var from = ""

    init() {}

    /// Reads the request with a Foundation decoder (`JSONDecoder`), through the same field table.
    public init(from decoder: Decoder) throws {
        var reader = FoundationReader(decoder)
        try self.init(reading: &reader)
    }

    static let wire = WireTable<ChainRequest>([
        .field("title", \.title), .field("description", \.description), .field("profile", \.profile),
        .field("settings", \.settings), .field("app", \.app, required: true), .field("from", \.from, required: true),
    ])
}

extension ChainRequest {
    /// `ChainRequest` in openapi.yaml.
    static let docs = WireDoc(
        "ChainRequest",
        "`POST /v1/chain`: an app and the responder to start from.",
        fields: [
            .nullable("title", .string, "Free text; not echoed."),
            .nullable("description", .string, "Free text; not echoed."),
            .nullable("profile", .ref("Profile"), .selfEvident),
            .nullable("settings", .ref("Settings"), .selfEvident),
            .required("app", .ref("AppDescription"), .selfEvident),
            .required("from", .string, "The id of a responder declared elsewhere in the app. (422 otherwise)."),
        ])
}
