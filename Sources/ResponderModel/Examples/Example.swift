import Foundation

/// A ready-to-POST request, a lesson of its own, compiled into the binary from `examples/`.
public struct Example: Sendable {
    /// The file name without `.json`, e.g. `delete-button`.
    public let name: String
    /// The endpoint it is for: `/v1/dispatch` or `/v1/chain`.
    public let endpoint: String
    /// The lesson's title, from its file: it may tell the outcome, so Predict, then reveal shows it after the answer.
    public let title: String
    /// The lesson as a question that keeps its outcome to itself, for Predict, then reveal (`ExampleCatalogue`).
    public let question: String
    /// What the lesson shows, from its file, its outcome included.
    public let description: String
    /// The request body, byte for byte as in `examples/<name>.json`.
    public let body: [UInt8]
    /// Its place in the lessons, from 1 (basics first).
    public let order: Int
    /// What to look at in the answer, in a learner's words: the parts of the playground page that show it.
    public let lookAt: String

    /// Every example, in lesson order.
    public static let all: [Example] = ExampleCatalogue.files.enumerated().map { position, file in
        let object = (try? JSONSerialization.jsonObject(with: Data(file.body))) as? [String: Any] ?? [:]
        return Example(
            name: file.name, endpoint: object["from"] != nil ? "/v1/chain" : "/v1/dispatch",
            title: object["title"] as? String ?? file.name, question: file.question,
            description: object["description"] as? String ?? "",
            body: file.body, order: position + 1, lookAt: file.lookAt)
    }

    /// The example with that name.
    public static func named(_ name: String) -> Example? {
        all.first { $0.name == name }
    }
}
