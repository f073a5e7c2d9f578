import ResponderCore

/// What is wrong with a body's JSON text where the reader stops (``JSONReader``), as facts, and their words in four
/// languages side by side (``text(in:)``), for a problem's words to place (``ProblemWords``).
public enum JSONFault: Sendable, Equatable {
    /// A byte the reader did not expect, as it is named in the words: a printable ASCII character, or its value.
    public enum Found: Sendable, Equatable {
        case character(Character)
        case byte(UInt8)

        /// The byte in `language`: `'x'` as it is, or `byte 0x1f` (`バイト 0x1f`, `字节 0x1f`, `바이트 0x1f`).
        func text(in language: Language) -> String {
            switch self {
            case .character(let character): return "'\(character)'"
            case .byte(let byte):
                return Words.say(
                    in: language,
                    en: "byte 0x\(String(byte, radix: 16))",
                    ja: "バイト 0x\(String(byte, radix: 16))",
                    zh: "字节 0x\(String(byte, radix: 16))",
                    ko: "바이트 0x\(String(byte, radix: 16))")
            }
        }

        /// `'x'` or `byte 0x1f`.
        var english: String { text(in: .english) }
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

    /// The words in `language`: each case's four languages side by side, only the one asked for built; a clause
    /// without a final period, for a problem's detail or a field's message to place, with the characters and names
    /// as they are written.
    public func text(in language: Language) -> String {
        switch self {
        case .endsWhereValueExpected:
            return Words.say(
                in: language,
                en: "the text ends where a value was expected",
                ja: "値が来るべきところでテキストが終わっています",
                zh: "文本在需要值的位置结束了",
                ko: "값이 와야 할 곳에서 텍스트가 끝납니다")
        case .endsInsideArray:
            return Words.say(
                in: language,
                en: "the text ends inside an array (missing ']')",
                ja: "配列の途中でテキストが終わっています（']' がありません）",
                zh: "文本在数组内部结束了（缺少 ']'）",
                ko: "배열 안에서 텍스트가 끝납니다(']' 누락)")
        case .endsInsideObject:
            return Words.say(
                in: language,
                en: "the text ends inside an object (missing '}')",
                ja: "オブジェクトの途中でテキストが終わっています（'}' がありません）",
                zh: "文本在对象内部结束了（缺少 '}'）",
                ko: "객체 안에서 텍스트가 끝납니다('}' 누락)")
        case .endsWhereFieldNameExpected:
            return Words.say(
                in: language,
                en: "the text ends where a field name was expected",
                ja: "フィールド名が来るべきところでテキストが終わっています",
                zh: "文本在需要字段名的位置结束了",
                ko: "필드 이름이 와야 할 곳에서 텍스트가 끝납니다")
        case .endsAfterFieldName:
            return Words.say(
                in: language,
                en: "the text ends after a field name",
                ja: "フィールド名のあとでテキストが終わっています",
                zh: "文本在字段名之后结束了",
                ko: "필드 이름 뒤에서 텍스트가 끝납니다")
        case .duplicateField(let written):
            return Words.say(
                in: language,
                en: "the field \(written) appears twice in one object",
                ja: "フィールド \(written) が 1 つのオブジェクトに 2 回出てきます",
                zh: "字段 \(written) 在同一个对象中出现了两次",
                ko: "한 객체에 \(written) 필드가 두 번 나옵니다")
        case .trailingCommaBeforeBracket:
            return Words.say(
                in: language,
                en: "a trailing comma before ']'",
                ja: "']' の前に余分なカンマがあります",
                zh: "']' 之前有多余的逗号",
                ko: "']' 앞에 후행 쉼표가 있습니다")
        case .trailingCommaBeforeBrace:
            return Words.say(
                in: language,
                en: "a trailing comma before '}'",
                ja: "'}' の前に余分なカンマがあります",
                zh: "'}' 之前有多余的逗号",
                ko: "'}' 앞에 후행 쉼표가 있습니다")
        case .badUnicodeEscape:
            return Words.say(
                in: language,
                en: "a bad \\u escape in a string",
                ja: "文字列に不正な \\u エスケープがあります",
                zh: "字符串中有无效的 \\u 转义",
                ko: "문자열에 잘못된 \\u 이스케이프가 있습니다")
        case .badEscape(let character):
            return Words.say(
                in: language,
                en: "a bad escape '\\\(character)' in a string",
                ja: "文字列に不正なエスケープ '\\\(character)' があります",
                zh: "字符串中有无效的转义 '\\\(character)'",
                ko: "문자열에 잘못된 이스케이프('\\\(character)')가 있습니다")
        case .controlCharacter(let hex):
            return Words.say(
                in: language,
                en: "an unescaped control character (0x\(hex)) in a string",
                ja: "文字列にエスケープされていない制御文字（0x\(hex)）があります",
                zh: "字符串中有未转义的控制字符（0x\(hex)）",
                ko: "문자열에 이스케이프되지 않은 제어 문자(0x\(hex))가 있습니다")
        case .unclosedString:
            return Words.say(
                in: language,
                en: "a string that is never closed",
                ja: "閉じられていない文字列があります",
                zh: "字符串没有闭合",
                ko: "닫히지 않은 문자열이 있습니다")
        case .halfSurrogate:
            return Words.say(
                in: language,
                en: "a \\u escape that is half of a surrogate pair",
                ja: "サロゲートペアの片方だけの \\u エスケープがあります",
                zh: "\\u 转义只是代理对的一半",
                ko: "서로게이트 쌍의 절반뿐인 \\u 이스케이프가 있습니다")
        case .minusWithoutDigits:
            return Words.say(
                in: language,
                en: "a '-' not followed by digits",
                ja: "'-' のあとに数字がありません",
                zh: "'-' 后面没有数字",
                ko: "'-' 뒤에 숫자가 없습니다")
        case .leadingZero:
            return Words.say(
                in: language,
                en: "a number with a leading zero",
                ja: "数値の先頭に 0 があります",
                zh: "数字有前导零",
                ko: "숫자에 선행 0이 있습니다")
        case .dotWithoutDigits:
            return Words.say(
                in: language,
                en: "a '.' not followed by digits",
                ja: "'.' のあとに数字がありません",
                zh: "'.' 后面没有数字",
                ko: "'.' 뒤에 숫자가 없습니다")
        case .exponentWithoutDigits:
            return Words.say(
                in: language,
                en: "an exponent without digits",
                ja: "指数部に数字がありません",
                zh: "指数部分没有数字",
                ko: "지수에 숫자가 없습니다")
        case .outOfRange(let text):
            return Words.say(
                in: language,
                en: "the number \(text) is out of range",
                ja: "数値 \(text) は範囲外です",
                zh: "数字 \(text) 超出了范围",
                ko: "숫자 \(text)의 값이 범위를 벗어납니다")
        case .unexpected(let found, let expected):
            return Words.text(
                in: language,
                en: {
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
                },
                ja: {
                    // A quoted character takes a space after a word; a byte (バイト 0x1f) takes none.
                    let word = found.text(in: .japanese)
                    let unexpected = "予期しない" + (word.hasPrefix("'") ? " " : "") + word
                    switch expected {
                    case .value: return "値が来るべきところに\(unexpected) があります"
                    case .literal(let literal):
                        return "値が来るべきところに\(unexpected) があります（\(literal) のことですか？）"
                    case .nothingAfterValue: return "JSON の値のあとに\(unexpected) があります"
                    case .commaOrBracket: return "',' か ']' が必要ですが、\(word) があります"
                    case .commaOrBrace: return "',' か '}' が必要ですが、\(word) があります"
                    case .fieldName: return "引用符で囲んだフィールド名が必要ですが、\(word) があります"
                    case .colon: return "フィールド名のあとには ':' が必要ですが、\(word) があります"
                    }
                },
                zh: {
                    let what = found.chineseAfterWord
                    switch expected {
                    case .value: return "在需要值的位置出现了意外的\(what)"
                    case .literal(let word): return "在需要值的位置出现了意外的\(what)（你是不是指 \(word)？）"
                    case .nothingAfterValue: return "JSON 值之后出现了意外的\(what)"
                    case .commaOrBracket: return "此处应为 ',' 或 ']'，但遇到了\(what)"
                    case .commaOrBrace: return "此处应为 ',' 或 '}'，但遇到了\(what)"
                    case .fieldName: return "此处应为带引号的字段名，但遇到了\(what)"
                    case .colon: return "字段名之后应为 ':'，但遇到了\(what)"
                    }
                },
                ko: {
                    switch expected {
                    case .value: return "\(found.text(in: .korean)) 대신 값이 와야 합니다"
                    case .literal(let word): return "\(found.text(in: .korean)) 대신 값이 와야 합니다(혹시 \(word)입니까?)"
                    case .nothingAfterValue: return "JSON 값이 끝난 뒤에도 \(found.text(in: .korean))부터 텍스트가 이어집니다"
                    case .commaOrBracket: return "\(found.text(in: .korean)) 대신 쉼표(',') 또는 닫는 대괄호(']')가 와야 합니다"
                    case .commaOrBrace: return "\(found.text(in: .korean)) 대신 쉼표(',') 또는 닫는 중괄호('}')가 와야 합니다"
                    case .fieldName: return "\(found.text(in: .korean)) 대신 따옴표로 묶은 필드 이름이 와야 합니다"
                    case .colon: return "필드 이름 뒤에는 \(found.text(in: .korean)) 대신 콜론(':')이 와야 합니다"
                    }
                })
        }
    }

    /// The words in English (the reader's first words, byte for byte).
    public var english: String { text(in: .english) }
}

// MARK: - the Chinese words' own helpers

extension JSONFault.Found {
    /// The Chinese words after a Chinese word: a space before a character (`的 'x'`), none before `字节`.
    fileprivate var chineseAfterWord: String {
        switch self {
        case .character: return " \(text(in: .simplifiedChinese))"
        case .byte: return text(in: .simplifiedChinese)
        }
    }
}
