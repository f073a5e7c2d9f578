import ResponderWords

/// The field names of one object type, in documentation order, matched against field names as written without
/// making a string of them.
final class WireKeys: Sendable {
    enum Match {
        case known(Int)
        case unknown(String)
    }

    let names: [String]
    private let utf8: [[UInt8]]
    /// Indices of the names of each byte length.
    private let byLength: [[Int]]

    init(_ names: [String]) {
        self.names = names
        utf8 = names.map { Array($0.utf8) }
        var byLength = Array(repeating: [Int](), count: (utf8.map(\.count).max() ?? 0) + 1)
        for (index, name) in utf8.enumerated() { byLength[name.count].append(index) }
        self.byLength = byLength
    }

    func index(of written: UnsafeBufferPointer<UInt8>) -> Int? {
        guard written.count < byLength.count else { return nil }
        for index in byLength[written.count] where utf8[index].withUnsafeBufferPointer({ $0.elementsEqual(written) }) {
            return index
        }
        return nil
    }

    func index(of name: String) -> Int? { names.firstIndex(of: name) }
}

/// The fields given in one object: a set of table indices (tables have at most 128 fields: a view's has more than
/// 64).
struct FieldSet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// Adds `index`; false when it was there already.
    mutating func insert(_ index: Int) -> Bool {
        if index < 64 {
            let bit: UInt64 = 1 << UInt64(index)
            defer { low |= bit }
            return low & bit == 0
        }
        let bit: UInt64 = 1 << UInt64(index - 64)
        defer { high |= bit }
        return high & bit == 0
    }

    func contains(_ index: Int) -> Bool {
        index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
    }
}

/// One field of a request object: its wire name, whether it is required, and how it is read into the object.
///
/// Tables, their fields and keys are classes: reading a field touches them in place, with no copy of their
/// strings and closures.
///
/// It is `@unchecked Sendable` because its reading closures are not `@Sendable`. This is safe: every property is
/// a `let` set once when the static tables are built, and the closures capture only key paths, flags and other
/// immutable fields, so any number of threads may read requests through the same field at once.
final class WireField<Object>: @unchecked Sendable {
    let name: String
    let isRequired: Bool
    /// For a required field: what a missing one means, when more than "missing required field".
    let missing: ProblemWords?
    let readJSON: (inout JSONReader, inout Object) throws -> Void
    let readFoundation: (inout FoundationReader, inout Object) throws -> Void

    init(
        name: String, isRequired: Bool, missing: ProblemWords?,
        readJSON: @escaping (inout JSONReader, inout Object) throws -> Void,
        readFoundation: @escaping (inout FoundationReader, inout Object) throws -> Void
    ) {
        self.name = name
        self.isRequired = isRequired
        self.missing = missing
        self.readJSON = readJSON
        self.readFoundation = readFoundation
    }

    /// A field stored at `path`. Null is the same as absent (the default stays) unless the field is required;
    /// `check` returns what is wrong with a value, if anything.
    static func field<Value: WireValue>(
        _ name: String, _ path: WritableKeyPath<Object, Value>, required: Bool = false, missing: ProblemWords? = nil,
        check: ((Value) -> ShapeWords?)? = nil
    ) -> WireField {
        func read<Reader: WireReader>(_ reader: inout Reader, _ object: inout Object) throws {
            if try reader.readNull() {
                guard !required else {
                    throw DecodingError.valueNotFound(
                        Value.self,
                        .init(
                            codingPath: reader.codingPath,
                            debugDescription: "Expected \(Value.self) value but found null instead."))
                }
                return
            }
            let value = try Value(reading: &reader)
            if let check, let words = check(value) {
                throw InvalidValueError(codingPath: reader.codingPath, .shape(words))
            }
            store(value, at: path, offset: offset, in: &object)
        }
        let offset = MemoryLayout<Object>.offset(of: path)
        return WireField(
            name: name, isRequired: required, missing: missing, readJSON: read, readFoundation: read)
    }

    /// Stores a value at a key path: for a stored property (`offset` is its place in `Object`, from
    /// `MemoryLayout.offset(of:)`), through a pointer to it, as the compiler would, since a key path applied at run
    /// time is a good part of reading a request; otherwise through the key path.
    @inline(__always)
    static func store<Value>(
        _ value: Value, at path: WritableKeyPath<Object, Value>, offset: Int?, in object: inout Object
    ) {
        guard let offset else {
            object[keyPath: path] = value
            return
        }
        withUnsafeMutableBytes(of: &object) { bytes in
            (bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }

    /// A field read as a `Value` and stored, converted, at `path` (a wire form of a core value).
    static func field<Value: WireValue, Stored>(
        _ name: String, _ path: WritableKeyPath<Object, Stored>, reading: Value.Type,
        convert: @escaping (Value) -> Stored
    ) -> WireField {
        func read<Reader: WireReader>(_ reader: inout Reader, _ object: inout Object) throws {
            if try reader.readNull() { return }
            store(convert(try Value(reading: &reader)), at: path, offset: offset, in: &object)
        }
        let offset = MemoryLayout<Object>.offset(of: path)
        return WireField(name: name, isRequired: false, missing: nil, readJSON: read, readFoundation: read)
    }

    /// This field of a value stored at `path` in an enclosing object (shared fields such as a responder's).
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Object>) -> WireField<Outer> {
        let readJSON = self.readJSON
        let readFoundation = self.readFoundation
        // A stored property is reached through a pointer, as ``store(_:at:offset:in:)`` does.
        guard let offset = MemoryLayout<Outer>.offset(of: path) else {
            return WireField<Outer>(
                name: name, isRequired: isRequired, missing: missing,
                readJSON: { reader, outer in try readJSON(&reader, &outer[keyPath: path]) },
                readFoundation: { reader, outer in try readFoundation(&reader, &outer[keyPath: path]) })
        }
        func inner(_ outer: UnsafeMutableRawBufferPointer) -> UnsafeMutablePointer<Object> {
            (outer.baseAddress! + offset).assumingMemoryBound(to: Object.self)
        }
        return WireField<Outer>(
            name: name, isRequired: isRequired, missing: missing,
            readJSON: { reader, outer in
                try withUnsafeMutableBytes(of: &outer) { try readJSON(&reader, &inner($0).pointee) }
            },
            readFoundation: { reader, outer in
                try withUnsafeMutableBytes(of: &outer) { try readFoundation(&reader, &inner($0).pointee) }
            })
    }
}

/// An object type's fields, in documentation order.
///
/// It is `@unchecked Sendable` because it holds ``WireField``s. This is safe for the same reason they are: the
/// table is built once, as a static `let`, and never changes.
final class WireTable<Object>: @unchecked Sendable {
    let fields: ContiguousArray<WireField<Object>>
    let keys: WireKeys
    /// Indices of the required fields.
    let required: [Int]

    init(_ fields: [WireField<Object>]) {
        precondition(fields.count <= 128, "a FieldSet holds 128 fields")
        self.fields = ContiguousArray(fields)
        keys = WireKeys(fields.map(\.name))
        required = fields.indices.filter { fields[$0].isRequired }
    }

    /// The fields as fields of an enclosing object that stores this one at `path`.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Object>) -> [WireField<Outer>] {
        fields.map { $0.lifted(path) }
    }

    /// The index of the field named `name` (tables are built once; a missing name is a programming error).
    func index(_ name: String) -> Int {
        guard let index = keys.index(of: name) else { preconditionFailure("no field \(name)") }
        return index
    }
}
