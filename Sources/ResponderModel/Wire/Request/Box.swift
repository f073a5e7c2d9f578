import ResponderCore

/// A box that lets a value type contain itself.
public final class Box<Value: Sendable>: Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}

extension Box: WireValue where Value: WireValue {
    convenience init<Reader: WireReader>(reading reader: inout Reader) throws {
        self.init(try Value(reading: &reader))
    }
}
