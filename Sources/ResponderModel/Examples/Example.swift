import Foundation

/// A ready-to-POST request taken from the seed documents, compiled into the binary from `examples/`.
public struct Example: Sendable {
    /// The file name without `.json`, e.g. `delete-button`.
    public let name: String
    /// The endpoint it is for: `/v1/dispatch` or `/v1/chain`.
    public let endpoint: String
    public let title: String
    public let description: String
    /// The request body, byte for byte as in `examples/<name>.json`.
    public let body: [UInt8]

    /// Every example, in catalogue order.
    public static let all: [Example] = ExampleCatalogue.files.map { name, body in
        let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
        return Example(
            name: name, endpoint: object["from"] != nil ? "/v1/chain" : "/v1/dispatch",
            title: object["title"] as? String ?? name, description: object["description"] as? String ?? "", body: body)
    }

    /// The example with that name.
    public static func named(_ name: String) -> Example? {
        all.first { $0.name == name }
    }
}
