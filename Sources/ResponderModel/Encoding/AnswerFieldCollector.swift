/// Collects the fields each answer type writes, from the field lists (``AnswerFields/visitFields(_:)``) that
/// drive both encodings, by visiting real answers: what `responder-lab wire-fields` reports for the answers, and
/// what the OpenAPI generator checks each answer schema against.
public struct AnswerFieldCollector: AnswerFieldVisitor {
    /// Field names by type (`EditMenuJSON.Item`), each list sorted as the answers write them.
    public private(set) var fields: [String: Set<String>] = [:]
    private var current = ""

    public init() {}

    public mutating func collect(_ object: some AnswerFields) {
        let outer = current
        // `ResponderModel.EditMenuJSON.Item` → `EditMenuJSON.Item`
        current = String(reflecting: type(of: object)).split(separator: ".").dropFirst().joined(separator: ".")
        fields[current, default: []].formUnion([])
        try? object.visitFields(&self)
        current = outer
    }

    public mutating func visit<Value: AnswerValue>(_ name: StaticString, _ value: Value) throws {
        fields[current, default: []].insert(name.description)
        if let object = value as? any AnswerFields {
            collect(object)
        } else if let objects = value as? [any AnswerFields] {
            for object in objects { collect(object) }
        }
    }

    public mutating func visitNull(_ name: StaticString) throws {
        fields[current, default: []].insert(name.description)
    }
}
