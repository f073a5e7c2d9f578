import ResponderModel
import ResponderRender

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
    static let files = [
        // The script: ES modules (no build step), imported by playground.js.
        File(
            path: "/playground/playground.js", contentType: "text/javascript; charset=utf-8",
            body: EmbeddedFile.playgroundJS),
        File(
            path: "/playground/words.js", contentType: "text/javascript; charset=utf-8",
            body: EmbeddedFile.playgroundWordsJS),
        File(
            path: "/playground/json-text.js", contentType: "text/javascript; charset=utf-8",
            body: EmbeddedFile.playgroundJSONTextJS),
        File(
            path: "/playground/body-codec.js", contentType: "text/javascript; charset=utf-8",
            body: EmbeddedFile.playgroundBodyCodecJS),
        File(
            path: "/playground/playground.css", contentType: "text/css; charset=utf-8",
            body: EmbeddedFile.playgroundCSS),
        // The diagrams' look, for the page that removes each diagram's inline <style> (its policy refuses it).
        File(path: "/playground/diagram.css", contentType: "text/css; charset=utf-8", body: Array(Diagram.css.utf8)),
    ]

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
