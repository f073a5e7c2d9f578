import ResponderCore

/// A size on the wire: `{"width": 44, "height": 44}`.
public struct SizeJSON: WireObject, Sendable, Equatable {
    public var width = 0.0
    public var height = 0.0

    static let wire = WireTable<SizeJSON>([
        .field("width", \.width, required: true), .field("height", \.height, required: true),
    ])

    init() {}

    mutating func finish<Reader: WireReader>(_ reader: inout Reader, seen: FieldSet) throws {
        if width < 0 || height < 0 {
            throw InvalidValueError(codingPath: reader.codingPath, .negativeSize)
        }
    }
}

extension SizeJSON {
    /// `Size` in openapi.yaml.
    static let docs = WireDoc(
        "Size",
        "A size; neither dimension may be negative (400).",
        example: ["width": 44, "height": 44],
        fields: [
            .required("width", .length, .selfEvident),
            .required("height", .length, .selfEvident),
        ])
}
