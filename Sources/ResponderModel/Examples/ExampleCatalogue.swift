/// The example files compiled in from `examples/` (SwiftPM's `embedInCode`); a test checks that this list and
/// the folder hold the same files.
enum ExampleCatalogue {
    static let files: [(name: String, body: [UInt8])] = [
        ("delete-button", PackageResources.delete_button_json),
    ]
}
