/// What is wrong with a body's JSON text where the reader stops (``JSONReader``), as facts: the words are in
/// `ProblemWords.swift` and its languages' files, beside the problem's.
public enum JSONFault: Sendable, Equatable {
    /// A byte the reader did not expect, as it is named in the words: a printable ASCII character, or its value.
    public enum Found: Sendable, Equatable {
        case character(Character)
        case byte(UInt8)

        /// `'x'` or `byte 0x1f`.
        var english: String {
            switch self {
            case .character(let character): return "'\(character)'"
            case .byte(let byte): return "byte 0x\(String(byte, radix: 16))"
            }
        }
    }

    /// Where a byte was not expected, or what was expected instead.
    public enum Expected: Sendable, Equatable {
        case value
        /// `true`, `false` or `null` misspelt: the word it most likely is.
        case literal(String)
        case nothingAfterValue
        case commaOrBracket
        case commaOrBrace
        case fieldName
        case colon
    }

    case endsWhereValueExpected
    case endsInsideArray
    case endsInsideObject
    case endsWhereFieldNameExpected
    case endsAfterFieldName
    /// A field appears twice in one object: its name as written.
    case duplicateField(String)
    case trailingCommaBeforeBracket
    case trailingCommaBeforeBrace
    case badUnicodeEscape
    /// A `\` escape that JSON has not.
    case badEscape(Character)
    /// A control character not escaped: its value in hexadecimal.
    case controlCharacter(String)
    case unclosedString
    case halfSurrogate
    case minusWithoutDigits
    case leadingZero
    case dotWithoutDigits
    case exponentWithoutDigits
    /// A number out of range: as written.
    case outOfRange(String)
    /// A byte the reader did not expect.
    case unexpected(Found, Expected)

    /// The words in English (the reader's first words, byte for byte).
    public var english: String {
        switch self {
        case .endsWhereValueExpected: return "the text ends where a value was expected"
        case .endsInsideArray: return "the text ends inside an array (missing ']')"
        case .endsInsideObject: return "the text ends inside an object (missing '}')"
        case .endsWhereFieldNameExpected: return "the text ends where a field name was expected"
        case .endsAfterFieldName: return "the text ends after a field name"
        case .duplicateField(let written): return "the field \(written) appears twice in one object"
        case .trailingCommaBeforeBracket: return "a trailing comma before ']'"
        case .trailingCommaBeforeBrace: return "a trailing comma before '}'"
        case .badUnicodeEscape: return "a bad \\u escape in a string"
        case .badEscape(let character): return "a bad escape '\\\(character)' in a string"
        case .controlCharacter(let hex): return "an unescaped control character (0x\(hex)) in a string"
        case .unclosedString: return "a string that is never closed"
        case .halfSurrogate: return "a \\u escape that is half of a surrogate pair"
        case .minusWithoutDigits: return "a '-' not followed by digits"
        case .leadingZero: return "a number with a leading zero"
        case .dotWithoutDigits: return "a '.' not followed by digits"
        case .exponentWithoutDigits: return "an exponent without digits"
        case .outOfRange(let text): return "the number \(text) is out of range"
        case .unexpected(let found, let expected):
            switch expected {
            case .value: return "unexpected \(found.english) where a value was expected"
            case .literal(let word):
                return "unexpected \(found.english) where a value was expected (did you mean \(word)?)"
            case .nothingAfterValue: return "unexpected \(found.english) after the JSON value"
            case .commaOrBracket: return "expected ',' or ']' but found \(found.english)"
            case .commaOrBrace: return "expected ',' or '}' but found \(found.english)"
            case .fieldName: return "expected a quoted field name but found \(found.english)"
            case .colon: return "expected ':' after the field name but found \(found.english)"
            }
        }
    }
}
