import ResponderCore
import ResponderModel
import ResponderRender
import ResponderWords

/// The playground: one page with its script and stylesheets, compiled into the binary from `Playground/` (and the
/// diagrams' own stylesheet, ``Diagram/css``), served with a Content-Security-Policy that allows nothing but this
/// service (no CDN, no inline script or style, no frames).
enum Playground {
    struct File {
        let path: String
        let contentType: String
        let body: [UInt8]
    }

    static let page = File(
        path: "/playground", contentType: "text/html; charset=utf-8", body: EmbeddedFile.playgroundHTML)
    static let files: [File] =
        // The script: ES modules (no build step), playground.js first, which imports the others; every one that
        // CResponderResources embeds, and the words module written from the catalogue.
        EmbeddedFile.playgroundScripts.map { File(path: "/playground/" + $0.name, contentType: script, body: $0.body) }
        + [
            File(path: "/playground/words.js", contentType: script, body: wordsModule),
            File(
                path: "/playground/playground.css", contentType: "text/css; charset=utf-8",
                body: EmbeddedFile.playgroundCSS),
            // The diagrams' look, for the page that removes each diagram's inline <style> (its policy refuses it).
            File(
                path: "/playground/diagram.css", contentType: "text/css; charset=utf-8", body: Array(Diagram.css.utf8)),
        ]

    /// The media type of a script module.
    static let script = "text/javascript; charset=utf-8"

    /// The page's words module, written once from the catalogue's tables (ResponderWords' ``PlaygroundWords``):
    /// `export const PLAYGROUND_WORDS = {"ja": {"nothing": "なし", …}, …};`, one table per offered language but
    /// English (whose words are the keys), every string a JSON string (``WireFormat/literal(_:)``); the object
    /// between `=` and `;` is JSON.
    static let wordsModule: [UInt8] = {
        let tables = Language.offered.filter { $0 != .english }.map { language in
            "  " + WireFormat.literal(language.rawValue) + ": {\n"
                + PlaygroundWords.table(in: language).map {
                    "    " + WireFormat.literal($0.english) + ": " + WireFormat.literal($0.words)
                }
                .joined(separator: ",\n") + "\n  }"
        }
        return Array(
            ("// ResponderLab playground: its words, served from the service's catalogue (an ES module).\n"
                + "export const PLAYGROUND_WORDS = {\n" + tables.joined(separator: ",\n") + "\n};\n").utf8)
    }()

    /// The script or stylesheet at a path.
    static func file(at path: String) -> File? { files.first { $0.path == path } }

    /// Only this service: scripts, styles and requests from the same origin, images from it or data URLs.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data: blob:; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static func response(for file: File) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [
                (name: "Content-Type", value: file.contentType),
                (name: "Content-Security-Policy", value: contentSecurityPolicy),
                (name: "Referrer-Policy", value: "no-referrer"),
                (name: "Cache-Control", value: "no-cache"),
            ], body: file.body)
    }
}
