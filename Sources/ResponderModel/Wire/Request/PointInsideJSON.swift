import ResponderCore

/// `point(inside:with:)` override: `"always"`, `"never"`, `{"minimumSize": {…}}` or `{"insets": {…}}`.
public enum PointInsideJSON: WireValue, Sendable {
    case always, never, bounds
    case minimumSize(width: Double, height: Double)
    case insets(top: Double, left: Double, bottom: Double, right: Double)

    /// The forms written as one word, in documentation order (`wire-fields` exports them).
    static let words: [(word: String, value: PointInsideJSON)] = [
        ("bounds", .bounds), ("always", .always), ("never", .never),
    ]

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        guard try reader.peek() != .string else {
            let word = try reader.readString()
            guard let named = Self.words.first(where: { $0.word == word }) else {
                throw InvalidValueError(
                    codingPath: reader.codingPath,
                    .shape(
                        .notOneOfForms(
                            word, words: Self.words.map(\.word),
                            objects: ["{\"minimumSize\": …}", "{\"insets\": …}"])))
            }
            self = named.value
            return
        }
        let form = try Form(reading: &reader)
        switch (form.minimumSize, form.insets) {
        case (let size?, nil): self = .minimumSize(width: size.width, height: size.height)
        case (nil, let insets?):
            self = .insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        case (nil, nil): throw InvalidValueError(codingPath: reader.codingPath, .shape(.noMinimumSizeOrInsets))
        case (_?, _?):
            throw InvalidValueError(codingPath: reader.codingPath, .shape(.minimumSizeAndInsets))
        }
    }

    /// The object form.
    struct Form: WireObject {
        var minimumSize: SizeJSON?
        var insets: InsetsJSON?

        static let wire = WireTable<Form>([.field("minimumSize", \.minimumSize), .field("insets", \.insets)])
    }

    var core: PointInsideOverride {
        switch self {
        case .always: return .always
        case .never: return .never
        case .bounds: return .bounds
        case .minimumSize(let width, let height): return .minimumSize(Size(width: width, height: height))
        case .insets(let top, let left, let bottom, let right):
            return .insets(top: top, left: left, bottom: bottom, right: right)
        }
    }
}

/// Edge insets; negative values enlarge.
struct InsetsJSON: WireObject {
    var top = 0.0
    var left = 0.0
    var bottom = 0.0
    var right = 0.0

    static let wire = WireTable<InsetsJSON>([
        .field("top", \.top), .field("left", \.left), .field("bottom", \.bottom), .field("right", \.right),
    ])
}

extension InsetsJSON {
    /// `Insets` in openapi.yaml.
    static let docs = WireDoc(
        "Insets",
        "Edge insets; negative values enlarge.",
        fields: [
            .nullable("top", .coordinate.default(0), .selfEvident),
            .nullable("left", .coordinate.default(0), .selfEvident),
            .nullable("bottom", .coordinate.default(0), .selfEvident),
            .nullable("right", .coordinate.default(0), .selfEvident),
        ])
}

extension PointInsideJSON {
    /// `PointInside` in openapi.yaml.
    static let docs = WireDoc(
        "PointInside",
        """
        A `point(inside:with:)` override: `bounds` (UIView's default), `always`, `never`, `{"minimumSize": \
        {...}}` (bounds grown symmetrically to at least that size, never shrunk) or `{"insets": {...}}`. Give \
        one of the two keys, not both: an object with both is refused (400, "give minimumSize or insets, not \
        both"); a key given as null counts as absent.
        """,
        example: ["minimumSize": ["width": 44, "height": 44]],
        shape: .oneOf([.enumeration(.pointInsideWord), .ref("PointInsideBounds")]))
}

extension PointInsideJSON.Form {
    /// `PointInsideBounds` in openapi.yaml.
    static let docs = WireDoc(
        "PointInsideBounds",
        """
        The object form of `pointInside`: `minimumSize` or `insets`, not both (400); a key given as null counts \
        as absent, so exactly one of them is an object.
        """,
        example: ["minimumSize": ["width": 44, "height": 44]],
        fields: [
            .nullable("minimumSize", .ref("Size"), .selfEvident),
            .nullable("insets", .ref("Insets"), .selfEvident),
        ])
}
