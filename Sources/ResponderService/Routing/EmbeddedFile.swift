import CResponderResources
import ResponderModel

/// The files compiled into the binary that the service serves as they are (`CResponderResources`).
enum EmbeddedFile {
    /// The repository's `openapi.yaml`.
    static let openapiYAML = bytes(rl_resource_openapi_yaml())
    /// The playground's page and its stylesheet.
    static let playgroundHTML = bytes(rl_resource_playground_html())
    static let playgroundCSS = bytes(rl_resource_playground_css())
    /// The playground's script: each ES module's file name (`playground.js`, `state.js`, …) and bytes, in the order
    /// `CResponderResources` lists them (its words module is not one of them: the service writes it).
    static let playgroundScripts: [(name: String, body: [UInt8])] = (0..<rl_playground_script_count()).map { index in
        (String(cString: rl_playground_script_name(index)), bytes(rl_playground_script(index)))
    }

    /// One copy of an embedded file's bytes, made once when the file is first served.
    private static func bytes(_ resource: rl_resource) -> [UInt8] {
        Array(UnsafeBufferPointer(start: resource.bytes, count: Int(resource.count)))
    }
}
