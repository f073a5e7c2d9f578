import ResponderCore

/// `point(inside:with:)` override: `"always"`, `"never"`, `{"minimumSize": {…}}`, `{"insets": {…}}` or
/// `{"regions": [{…}], "includeSubviews": true}`.
public enum PointInsideJSON: WireValue, Sendable {
    case always, never, bounds
    case minimumSize(width: Double, height: Double)
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// True in the given rectangles (the bounds when nil) or, with `includeSubviews`, where a subview's is.
    case regions([Rect]?, includeSubviews: Bool)

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
                            objects: [
                                "{\"minimumSize\": …}", "{\"insets\": …}", "{\"regions\": […]}",
                                "{\"includeSubviews\": true}",
                            ])))
            }
            self = named.value
            return
        }
        let form = try Form(reading: &reader)
        if form.regions != nil || form.includeSubviews != nil {
            guard form.minimumSize == nil, form.insets == nil else {
                throw InvalidValueError(codingPath: reader.codingPath, .shape(.regionsAndSize))
            }
            let includeSubviews = form.includeSubviews ?? false
            // `{"includeSubviews": false}` alone, or no region and no subviews, is true nowhere: `never` says it.
            guard includeSubviews || !(form.regions?.isEmpty ?? true) else {
                throw InvalidValueError(codingPath: reader.codingPath, .shape(.noRegions))
            }
            self = .regions(form.regions.map { $0.map(\.core) }, includeSubviews: includeSubviews)
            return
        }
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
        var regions: [FrameJSON]?
        var includeSubviews: Bool?

        static let wire = WireTable<Form>([
            .field("minimumSize", \.minimumSize), .field("insets", \.insets), .field("regions", \.regions),
            .field("includeSubviews", \.includeSubviews),
        ])
    }

    var core: PointInsideOverride {
        switch self {
        case .always: return .always
        case .never: return .never
        case .bounds: return .bounds
        case .minimumSize(let width, let height): return .minimumSize(Size(width: width, height: height))
        case .insets(let top, let left, let bottom, let right):
            return .insets(top: top, left: left, bottom: bottom, right: right)
        case .regions(let rects, let includeSubviews): return .regions(rects, includeSubviews: includeSubviews)
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
        {...}}` (bounds grown symmetrically to at least that size, never shrunk), `{"insets": {...}}`, or \
        `{"regions": [{...}], "includeSubviews": true}` (true inside the given rectangles, in the view's own \
        coordinates, and, with `includeSubviews`, wherever one of its subviews' `point(inside:with:)` is true: \
        the usual override for a subview drawn outside its superview, such as an annotation view's custom \
        callout; `{"includeSubviews": true}` alone keeps the bounds as the one region). Give minimumSize or \
        insets, not both (400, "give minimumSize or insets, not both"), and neither of them with regions or \
        includeSubviews (400); a key given as null counts as absent.
        """,
        example: ["minimumSize": ["width": 44, "height": 44]],
        shape: .oneOf([.enumeration(.pointInsideWord), .ref("PointInsideBounds")]))
}

extension PointInsideJSON.Form {
    /// `PointInsideBounds` in openapi.yaml.
    static let docs = WireDoc(
        "PointInsideBounds",
        """
        The object form of `pointInside`: `minimumSize`, `insets`, or `regions` with `includeSubviews` (400 for \
        more than one of the three kinds); a key given as null counts as absent, so exactly one kind is given.
        """,
        example: ["minimumSize": ["width": 44, "height": 44]],
        fields: [
            .nullable("minimumSize", .ref("Size"), .selfEvident),
            .nullable("insets", .ref("Insets"), .selfEvident),
            .nullable(
                "regions", .array(.ref("Frame")),
                """
                Rectangles in the view's own coordinates where `point(inside:with:)` is true (absent: the bounds). \
                An empty list needs `includeSubviews: true` (400 otherwise: an override true nowhere is `never`).
                """),
            .nullable(
                "includeSubviews", .boolean.default(false),
                """
                Also true wherever one of its subviews' `point(inside:with:)` is true, at the point converted to \
                the subview (the usual `subviews.contains { $0.point(inside: convert(point, to: $0), with: \
                event) }`), so a subview drawn outside the view's bounds is hit-tested.
                """),
        ])
}
