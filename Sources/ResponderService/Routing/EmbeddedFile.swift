import CResponderResources
import ResponderModel

/// The files compiled into the binary that the service serves as they are (`CResponderResources`).
enum EmbeddedFile {
    /// The repository's `openapi.yaml`.
    static let openapiYAML = bytes(rl_resource_openapi_yaml())
    /// The playground's page, its script's ES modules and its stylesheet.
    static let playgroundHTML = bytes(rl_resource_playground_html())
    static let playgroundJS = bytes(rl_resource_playground_js())
    static let playgroundJSONTextJS = bytes(rl_resource_playground_json_text_js())
    static let playgroundBodyCodecJS = bytes(rl_resource_playground_body_codec_js())
    static let playgroundCSS = bytes(rl_resource_playground_css())

    /// One copy of an embedded file's bytes, made once when the file is first served.
    private static func bytes(_ resource: rl_resource) -> [UInt8] {
        Array(UnsafeBufferPointer(start: resource.bytes, count: Int(resource.count)))
    }
}
