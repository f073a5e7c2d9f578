import ResponderWords

/// A coding key made from any string, used to list the keys an object actually has.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        self.stringValue = string
        self.intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Thrown when an object has a field the API does not define (usually a typo).
struct UnknownFieldError: Error {
    var codingPath: [CodingKey]
    var field: String
    var allowed: [String]
}

/// Thrown for a string or field name longer than ``Limits/maxNameBytes``.
struct NameTooLongError: Error {
    var pointer: String
    var bytes: Int
    var limit: Int
}

/// Thrown for a value that decodes but is not allowed (an unknown enum value, a missing alternative).
struct InvalidValueError: Error {
    var codingPath: [CodingKey]
    /// Why, as facts.
    var words: ProblemWords

    init(codingPath: [CodingKey], _ words: ProblemWords) {
        self.codingPath = codingPath
        self.words = words
    }
}

/// Thrown for a number outside ``NumberRange`` (finite, at most ``NumberRange/maxMagnitude`` in magnitude).
struct NumberOutOfRangeError: Error {
    var codingPath: [CodingKey]
}

/// Thrown for a required field that is missing; `hint` says what it is for when "missing" alone would not.
struct MissingFieldError: Error {
    var codingPath: [CodingKey]
    var field: String
    var hint: ProblemWords?
}
