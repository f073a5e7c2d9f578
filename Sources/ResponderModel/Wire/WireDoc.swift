import ResponderCore

/// What `openapi.yaml` says about one object of the wire (a component schema): its fields with their types, words,
/// defaults and examples, written in Swift beside the table that reads the object or the type that writes it.
///
/// The documentation is a separate value from the field table (``WireTable``) and the answer's field list
/// (``AnswerFields/visitFields(_:)``): reading a request and writing an answer never touch it. `responder-lab
/// wire-fields` exports every document (``WireSchema/requestDocuments``, and `answerDocuments` with the service's
/// own), and `scripts/openapi/generate.py` builds the component schemas from that export alone, so a new field needs
/// its doc here and nothing in Python.
///
/// ```swift
/// static let docs = WireDoc(
///     "Size", "A size; neither dimension may be negative (400).", example: ["width": 44, "height": 44],
///     fields: [.required("width", .length, .selfEvident), .required("height", .length, .selfEvident)])
/// ```
public struct WireDoc: Sendable {
    /// How the document is shaped.
    public enum Shape: Sendable {
        /// An object with these fields. `closed`: no other field (`additionalProperties: false`).
        case object([FieldDoc], closed: Bool)
        /// An object whose fields are any names, each of this type (`additionalProperties`), or null when
        /// `nullable`.
        case map(WireType, nullable: Bool)
        /// One of these types (`oneOf`); with a `discriminator`, the field that tells them apart.
        case oneOf([WireType], discriminator: String? = nil)
        /// Any of these types, the first that fits (`anyOf`).
        case anyOf([WireType])
        /// A plain type (a string enumeration, say).
        case type(WireType)
    }

    /// The schema's name in `openapi.yaml`.
    public let name: String
    public let description: String?
    /// A title (the event types carry one).
    public let title: String?
    public let example: Value?
    public let shape: Shape

    /// An object's fields (none for the other shapes).
    public var fields: [FieldDoc] {
        guard case .object(let fields, _) = shape else { return [] }
        return fields
    }

    /// A request or answer object: its fields, closed to others unless `closed` is false.
    public init(
        _ name: String, _ description: String? = nil, title: String? = nil, example: Value? = nil,
        fields: [FieldDoc], closed: Bool = true
    ) {
        self.init(name, description, title: title, example: example, shape: .object(fields, closed: closed))
    }

    /// An answer object: its fields, open to others (a client reads on past a field it does not know).
    public static func answer(
        _ name: String, _ description: String? = nil, example: Value? = nil, fields: [FieldDoc], closed: Bool = false
    ) -> WireDoc {
        WireDoc(name, description, example: example, fields: fields, closed: closed)
    }

    public init(_ name: String, _ description: String? = nil, title: String? = nil, example: Value? = nil, shape: Shape)
    {
        self.name = name
        self.description = description
        self.title = title
        self.example = example
        self.shape = shape
    }

    /// This object's fields in the order of a table's names (a field documented once, on the object that shares it,
    /// appears in every table that lifts it); nil for a name no document has.
    func fields(orderedAs names: [String], including shared: [WireDoc] = []) -> [FieldDoc?] {
        let all = fields + shared.flatMap(\.fields)
        return names.map { name in all.first { $0.name == name } }
    }

    /// The same document with the fields of the objects it shares (a responder's traits) in the order of `names`.
    func ordered(as names: [String], including shared: [WireDoc] = []) -> WireDoc {
        guard case .object(_, let closed) = shape else { return self }
        return WireDoc(
            name, description, title: title, example: example,
            fields: fields(orderedAs: names, including: shared).compactMap { $0 }, closed: closed)
    }
}

/// One field of an object, as `openapi.yaml` documents it.
public struct FieldDoc: Sendable {
    /// What the field means, for a reader of the API.
    public enum Words: Sendable, ExpressibleByStringLiteral {
        case text(String)
        /// The name says all there is: UIKit's own property of that name, with UIKit's meaning (`isHidden`,
        /// `cancelsTouchesInView`), a coordinate (`x`, `width`), a field whose type is a schema with its own
        /// description (`overrides`, `settings`), or an answer's field whose type is an enumeration documented with
        /// its values (`severity`, `outcome`). A field whose meaning needs a sentence gets one.
        case selfEvident

        public init(stringLiteral value: String) { self = .text(value) }

        /// The description, nil for a self-evident field.
        public var text: String? {
            guard case .text(let text) = self else { return nil }
            return text
        }
    }

    public let name: String
    public let type: WireType
    public let words: Words
    /// Whether the field must be given (a request) or is always written (an answer).
    public let isRequired: Bool
    /// Whether it may be null: in a request, the same as leaving it out; in an answer, written as null.
    public let isNullable: Bool

    /// A field that must be given (a request), or is always written (an answer, `visit`).
    public static func required(_ name: String, _ type: WireType, _ words: Words) -> FieldDoc {
        FieldDoc(name: name, type: type, words: words, isRequired: true, isNullable: false)
    }

    /// A request's optional field: absent or null keeps the default.
    public static func nullable(_ name: String, _ type: WireType, _ words: Words) -> FieldDoc {
        FieldDoc(name: name, type: type, words: words, isRequired: false, isNullable: true)
    }

    /// A field that may be left out but is never null (an answer's `visitIfPresent`).
    public static func optional(_ name: String, _ type: WireType, _ words: Words) -> FieldDoc {
        FieldDoc(name: name, type: type, words: words, isRequired: false, isNullable: false)
    }

    /// An answer's field that is always written, as null when it has no value (`visitOrNull`).
    public static func orNull(_ name: String, _ type: WireType, _ words: Words) -> FieldDoc {
        FieldDoc(name: name, type: type, words: words, isRequired: true, isNullable: true)
    }
}

/// A field's type, as the JSON Schema keywords `openapi.yaml` writes for it, before it is made nullable or given its
/// description.
///
/// `.ref("Frame")` names another document; `.enumeration(.diagnosticCode)` names an enumeration the wire defines,
/// whose values `wire-fields` exports once (`enums`).
public struct WireType: Sendable {
    /// The keywords, in the order they are written.
    public let keywords: [(key: String, value: WireDoc.Value)]

    init(_ keywords: [(key: String, value: WireDoc.Value)]) { self.keywords = keywords }

    public static let string = WireType([("type", "string")])
    public static let boolean = WireType([("type", "boolean")])
    public static let number = WireType([("type", "number")])
    public static let integer = WireType([("type", "integer")])

    /// Another document, by its name.
    public static func ref(_ name: String) -> WireType { WireType([("$ref", .string(name))]) }

    /// A list of `items`.
    public static func array(_ items: WireType) -> WireType { WireType([("type", "array"), ("items", .type(items))]) }

    /// A string from an enumeration the wire defines.
    public static func enumeration(_ enumeration: WireEnumeration) -> WireType {
        WireType([("type", "string"), ("enum", .string(enumeration.name))])
    }

    /// A string that is one of these values, spelled here because the service writes them as literals.
    public static func oneOf(_ values: [String]) -> WireType {
        WireType([("type", "string"), ("enum", .array(values.map(WireDoc.Value.string)))])
    }

    /// A value of any one of these types.
    public static func oneOf(types: [WireType]) -> WireType {
        WireType([("oneOf", .array(types.map { WireDoc.Value.type($0) }))])
    }

    /// A value that fits at least one of these types (`anyOf`): for shapes that overlap, such as objects whose
    /// fields are all optional (`{}` fits each of them).
    public static func anyOf(types: [WireType]) -> WireType {
        WireType([("anyOf", .array(types.map { WireDoc.Value.type($0) }))])
    }

    /// Exactly this string.
    public static func constant(_ value: String) -> WireType {
        WireType([("type", "string"), ("const", .string(value))])
    }

    /// An answer's flag written only as true: `not: {const: false}` rather than `const: true`, which
    /// openapi-generator's python target turns into the string `'true'`.
    public static let trueWhenPresent = WireType([
        ("type", "boolean"), ("not", .type(WireType([("type", "boolean"), ("const", false)]))),
    ])

    /// Any number a request carries: one range for all (`NumberRange`, 422 `number-out-of-range` outside it).
    public static let coordinate = number.minimum(.int(-magnitude)).maximum(.int(magnitude))
    /// A width or height: from 0 (400 when negative) to the end of the one range (422 past it).
    public static let length = number.minimum(0).maximum(.int(magnitude))
    private static let magnitude = Int(NumberRange.maxMagnitude)

    /// This type with one more keyword.
    func with(_ key: String, _ value: WireDoc.Value) -> WireType { WireType(keywords + [(key, value)]) }

    public func minimum(_ value: WireDoc.Value) -> WireType { with("minimum", value) }
    public func maximum(_ value: WireDoc.Value) -> WireType { with("maximum", value) }
    public func minLength(_ value: Int) -> WireType { with("minLength", .int(value)) }
    public func minItems(_ value: Int) -> WireType { with("minItems", .int(value)) }
    public func maxItems(_ value: Int) -> WireType { with("maxItems", .int(value)) }
    public func uniqueItems() -> WireType { with("uniqueItems", true) }
    public func pattern(_ value: String) -> WireType { with("pattern", .string(value)) }
    public func `default`(_ value: WireDoc.Value) -> WireType { with("default", value) }
    public func examples(_ values: [WireDoc.Value]) -> WireType { with("examples", .array(values)) }
    /// A description on the type itself (one alternative of several).
    public func described(_ text: String) -> WireType { with("description", .string(text)) }
}

/// An enumeration the wire reads or writes, by the name `wire-fields` exports its values under.
public struct WireEnumeration: Sendable {
    public let name: String
    public let values: @Sendable () -> [String]

    init(_ name: String, _ values: @escaping @Sendable () -> [String]) {
        self.name = name
        self.values = values
    }
}

extension WireDoc {
    /// A JSON value in a document: a default, an example, a keyword's value.
    public indirect enum Value: Sendable, Encodable, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
        ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
        ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
    {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([Value])
        /// An object, its members in the order written.
        case object([(String, Value)])
        /// A nested type (`items`, `not`).
        case type(WireType)

        public init(nilLiteral: ()) { self = .null }
        public init(booleanLiteral value: Bool) { self = .bool(value) }
        public init(integerLiteral value: Int) { self = .int(value) }
        public init(floatLiteral value: Double) { self = .double(value) }
        public init(stringLiteral value: String) { self = .string(value) }
        public init(arrayLiteral elements: Value...) { self = .array(elements) }
        public init(dictionaryLiteral elements: (String, Value)...) { self = .object(elements) }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .bool(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .int(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .double(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .string(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .array(let values):
                var container = encoder.unkeyedContainer()
                for value in values { try container.encode(value) }
            case .object(let members):
                var container = encoder.container(keyedBy: MemberKey.self)
                for (key, value) in members { try container.encode(value, forKey: MemberKey(key)) }
            case .type(let type):
                try type.encode(to: encoder)
            }
        }
    }

    /// A member name of an encoded object.
    struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension WireType: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try WireDoc.Value.object(keywords.map { ($0.key, $0.value) }).encode(to: encoder)
    }
}

extension FieldDoc: Encodable {
    private enum CodingKeys: String, CodingKey { case name, type, description, required, nullable }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(words.text, forKey: .description)
        try container.encode(isRequired, forKey: .required)
        try container.encode(isNullable, forKey: .nullable)
    }
}

extension WireDoc: Encodable {
    private enum CodingKeys: String, CodingKey {
        case name, description, title, example, fields, closed, additionalProperties, nullable, oneOf, anyOf,
            discriminator
        case type
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(example, forKey: .example)
        switch shape {
        case .object(let fields, let closed):
            try container.encode(fields, forKey: .fields)
            try container.encode(closed, forKey: .closed)
        case .map(let values, let nullable):
            try container.encode(values, forKey: .additionalProperties)
            try container.encode(nullable, forKey: .nullable)
        case .oneOf(let types, let discriminator):
            try container.encode(types, forKey: .oneOf)
            try container.encodeIfPresent(discriminator, forKey: .discriminator)
        case .anyOf(let types): try container.encode(types, forKey: .anyOf)
        case .type(let type): try container.encode(type, forKey: .type)
        }
    }
}
