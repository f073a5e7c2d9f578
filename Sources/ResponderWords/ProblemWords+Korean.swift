import ResponderCore

/// The Korean of a problem's words, from the same facts as the English (``ProblemWords/english``): one switch words
/// every case, so that a sentence added in English and not here fails to compile.
///
/// Field names, ids, pointers, query values, paths, headers and class names stay as they are written; only the words
/// around them are Korean. A value is never followed by a particle whose form depends on its last sound (이/가, 을/를):
/// the sentence puts a noun after it, or `의`, `입니다`, `대신`, `부터` and `까지`, whose form never changes.
extension ProblemWords {
    /// A pointer as a place in a Korean sentence: "최상위" for the whole body ("").
    static func koreanPlace(_ pointer: String) -> String { pointer.isEmpty ? "최상위" : pointer }

    /// The words in Korean: full sentences in the polite 합니다 style with a period, field messages without one.
    var korean: String {
        switch self {
        case .said(let text): return text
        case .mapping(let words): return words.text(in: .korean)
        case .shape(let words): return words.text(in: .korean)
        case .service(let words): return words.text(in: .korean)
        case .collected(let total, let place, let first, let pointer, let listed):
            let cut = listed < total ? " 처음 \(listed)개만 표시하며, 나머지 \(total - listed)개는 생략했습니다." : ""
            return
                "\(place.korean)에 문제가 \(total)개 있습니다. 첫 번째 문제(위치: \(Self.koreanPlace(pointer))): \(first.korean).\(cut)"
        case .unknownID(let id, let kind, let suggestion):
            return "id가 '\(id)'인 \(Self.koreanSubject(kind)) 없습니다" + (suggestion.map { "(혹시 '\($0)'인가요?)" } ?? "")
        case .emptyBody: return "요청 본문이 비어 있습니다. JSON 객체를 보내십시오."
        case .emptyBodyHere: return "요청 본문이 비어 있습니다"
        case .notJSON(let fault, let line, let column, let offset):
            return "요청 본문이 올바른 JSON이 아닙니다. \(line)번째 줄 \(column)번째 열(바이트 \(offset)): "
                + "\(fault.korean)."
        case .notJSONHere(let fault, let line, let column, let offset):
            return "\(line)번째 줄 \(column)번째 열(바이트 \(offset)): \(fault.korean)"
        case .tooDeep(let limit): return "JSON의 중첩이 이 서비스의 한도인 \(limit)단계를 넘습니다."
        case .tooDeepHere(let limit): return "여기서 중첩이 \(limit)단계를 넘습니다"
        case .notUTF8: return "요청 본문이 올바른 JSON이 아닙니다: 요청 본문이 올바른 UTF-8이 아닙니다."
        case .notUTF8Here: return "요청 본문이 올바른 UTF-8이 아닙니다"
        case .nameTooLong(let pointer, let bytes, let limit):
            return "\(pointer.isEmpty ? "최상위" : pointer)의 문자열이 \(bytes)바이트입니다. 이름, id, 셀렉터는 "
                + "최대 \(limit)바이트까지 쓸 수 있습니다."
        case .nameTooLongHere(let bytes, let limit): return "\(limit)바이트보다 깁니다(\(bytes)바이트)"
        case .unreadable: return "요청 본문을 JSON으로 읽을 수 없습니다."
        case .unreadableHere: return "JSON이 아닙니다"
        case .missingField(let field, let pointer): return "\(Self.koreanPlace(pointer))에 필수 '\(field)' 필드가 없습니다."
        case .missingFieldHere(let field, let hint):
            return "필수 '\(field)' 필드가 없습니다" + (hint.map { "(\($0.korean))" } ?? "")
        case .typeIsRequired: return "type 필드는 필수입니다"
        case .eventOrEvents: return "event(하나) 또는 events(시퀀스)를 지정하십시오"
        case .dumpsNeeded:
            return "recursiveDescription, printHierarchy 중 하나 또는 둘 다에 디버거가 출력한 텍스트를 지정하십시오"
        case .touchNeedsPoint: return "터치에는 point 또는 path가 필요합니다"
        case .touchEventNeedsPoint: return "터치 이벤트에는 point, path, touches, on 중 하나가 필요합니다"
        case .requiredFor(let name, let type): return "\(type) 이벤트에는 \(name) 필드가 필요합니다"
        case .barButtonNeedsAction:
            return "바 버튼 아이템에는 액션이나, 자신의 터치를 직접 처리하는 customView가 필요합니다"
        case .unknownField(let field, let pointer): return "\(Self.koreanPlace(pointer))에 알 수 없는 '\(field)' 필드가 있습니다."
        case .unknownFieldHere(let field, let suggestion, let allowed):
            return "알 수 없는 '\(field)' 필드입니다" + (suggestion.map { "(혹시 '\($0)'인가요?)" } ?? "")
                + ". 여기서 쓸 수 있는 필드: " + allowed.joined(separator: ", ")
        case .wrongType(let pointer, let expected):
            return "\(pointer.isEmpty ? "최상위 값" : pointer)의 타입이 잘못되었습니다: 여기에 와야 하는 값은 "
                + "\(expected.korean)입니다."
        case .wrongTypeHere(let expected): return "여기에 와야 하는 값은 \(expected.korean)입니다"
        case .null(let pointer, let expected):
            return "\(Self.koreanPlace(pointer))의 값이 null입니다: 여기에는 null을 쓸 수 없으며, 와야 하는 값은 \(expected.korean)입니다."
        case .nullHere(let expected): return "여기에는 null을 쓸 수 없으며, 와야 하는 값은 \(expected.korean)입니다"
        case .invalidValue(let pointer, let words):
            return "\(Self.koreanPlace(pointer))의 값이 올바르지 않습니다: \(words.korean)."
        case .notOneOf(let raw, let allowed):
            return "'\(raw)' 값은 " + allowed.map { "'\($0)'" }.joined(separator: ", ") + " 중 하나가 아닙니다"
        case .wholeNumber(let field, let low, let high): return "\(field) 값은 \(low)부터 \(high)까지의 정수여야 합니다"
        case .negativeSize: return "width와 height는 음수일 수 없습니다"
        case .numberOutOfRange(let limit): return "요청의 모든 숫자는 -\(limit)부터 \(limit)까지여야 하는데, 이 값은 범위를 벗어났습니다"
        case .noEvents: return "events 배열은 비어 있을 수 없습니다"
        case .eventAndEvents: return "event와 events 중 하나만 지정하십시오"
        case .sentence(let words): return words.korean + "."
        case .duplicateID(let id, let pointer): return "'\(id)' id가 중복됩니다: 이미 \(pointer)에서 사용되고 있습니다"
        case .tooManyNodes(let limit): return "앱 설명의 리스폰더가 이 서비스의 한도인 \(limit)개를 넘습니다."
        case .tooManyNodesHere(let limit): return "리스폰더가 \(limit)개를 넘습니다"
        case .tooManyEvents(let count, let limit): return "요청에 이벤트가 \(count)개 있습니다. 한도는 \(limit)개입니다."
        case .tooManyEventsHere(let limit): return "이벤트가 \(limit)개를 넘습니다"
        case .tooManyTouches(let count, let limit):
            return "터치 이벤트에 터치가 \(count)개 있습니다. 한도는 \(limit)개입니다."
        case .tooManyTouchesHere(let limit): return "한 이벤트의 터치가 \(limit)개를 넘습니다"
        case .bodyTooLarge(let bytes, let limit):
            return "요청 본문이 \(bytes)바이트입니다. 한도는 \(limit)바이트입니다."
        case .bodyDeclaredTooLarge(let bytes, let limit):
            return "요청 본문이 \(bytes)바이트로 선언되어 있습니다. 한도는 \(limit)바이트입니다."
        case .bodyGrewTooLarge(let limit):
            return "요청 본문이 전송되는 동안 한도인 \(limit)바이트를 넘었습니다."
        case .bodyTooLargeHere(let limit): return "요청 본문이 \(limit)바이트보다 큽니다"
        case .badParameter(let name, let given, let allowed, let value):
            return "쿼리 파라미터 \(name)의 값이 '\(given)'입니다. 쓸 수 있는 값은 \(Self.koreanEither(allowed))입니다"
                + (value.map { "(기본값은 \($0))" } ?? "") + "."
        case .badParameterHere(let name, let allowed):
            return "\(name)에 쓸 수 있는 값은 \(Self.koreanEither(allowed))입니다"
        case .badEventIndex(let given):
            return "쿼리 파라미터 event의 값이 '\(given)'입니다. 이 파라미터에는 요청에 있는 이벤트의 인덱스를 "
                + "지정합니다(첫 번째는 0, 최대 99)."
        case .badEventIndexHere: return "event 값은 0부터 99까지의 정수여야 합니다"
        case .noExample(let name):
            return "이름이 '\(name)'인 예제가 없습니다. GET /v1/examples에서 예제 목록을 볼 수 있습니다."
        case .noResource(let path):
            return "\(path)에 리소스가 없습니다. GET /에서 엔드포인트 목록을 볼 수 있습니다."
        case .methodNotAllowed(let path, let methods, let method):
            return "\(path)에서 받는 메서드는 \(methods.joined(separator: ", "))입니다. \(method) 메서드는 받지 않습니다."
        case .notJSONType(let type):
            return "요청 본문이 '\(type)' 타입으로 선언되어 있습니다. JSON을 보내십시오(Content-Type: application/json)."
        case .notJSONTypeHere(let type): return "Content-Type '\(type)' 값은 JSON이 아닙니다"
        case .nulInTarget:
            return "요청 대상에 NUL 바이트(%00)가 있습니다. 이 서비스의 경로나 쿼리 값에는 NUL 바이트가 들어가지 "
                + "않습니다."
        case .nulInTargetHere: return "경로나 쿼리에 %00이 있습니다"
        case .serverBusy(let seconds):
            return "서비스가 한 번에 받아 둘 수 있는 요청 본문이 가득 찼습니다. \(seconds)초 후에 다시 시도하십시오."
        case .serverBusyHere: return "지금은 요청 본문을 받을 여유가 없습니다"
        }
    }

    /// `a`, `a 또는 b`, `a, b 또는 c`.
    private static func koreanEither(_ values: [String]) -> String {
        either(values, or: " 또는 ")
    }

    /// The kind of thing an unknown id should name, with its subject particle: `리스폰더가`, `제스처 인식기가`; a kind
    /// not in the catalogue keeps its English name, with both forms of the particle.
    private static func koreanSubject(_ kind: String) -> String {
        switch kind {
        case "responder": return "리스폰더가"
        case "gesture recognizer": return "제스처 인식기가"
        default: return "\(kind)이(가)"
        }
    }
}

/// Where the fields of a ``ProblemList`` are, in Korean.
extension ProblemPlace {
    /// "앱 설명", "이벤트".
    var korean: String {
        switch self {
        case .appDescription: return "앱 설명"
        case .events: return "이벤트"
        }
    }
}

/// The kind of JSON value a field takes, in Korean.
extension ExpectedValue {
    /// "문자열", "숫자", "true 또는 false", "배열", "객체".
    var korean: String {
        switch self {
        case .string: return "문자열"
        case .number: return "숫자"
        case .boolean: return "true 또는 false"
        case .array: return "배열"
        case .object: return "객체"
        }
    }
}

/// What is wrong with a body's JSON text, in Korean: a clause without a period, for a problem's detail or a field's
/// message to place.
extension JSONFault {
    /// The words in Korean.
    var korean: String {
        switch self {
        case .endsWhereValueExpected: return "값이 와야 할 곳에서 텍스트가 끝납니다"
        case .endsInsideArray: return "배열 안에서 텍스트가 끝납니다(']' 누락)"
        case .endsInsideObject: return "객체 안에서 텍스트가 끝납니다('}' 누락)"
        case .endsWhereFieldNameExpected: return "필드 이름이 와야 할 곳에서 텍스트가 끝납니다"
        case .endsAfterFieldName: return "필드 이름 뒤에서 텍스트가 끝납니다"
        case .duplicateField(let written): return "한 객체에 \(written) 필드가 두 번 나옵니다"
        case .trailingCommaBeforeBracket: return "']' 앞에 후행 쉼표가 있습니다"
        case .trailingCommaBeforeBrace: return "'}' 앞에 후행 쉼표가 있습니다"
        case .badUnicodeEscape: return "문자열에 잘못된 \\u 이스케이프가 있습니다"
        case .badEscape(let character): return "문자열에 잘못된 이스케이프('\\\(character)')가 있습니다"
        case .controlCharacter(let hex): return "문자열에 이스케이프되지 않은 제어 문자(0x\(hex))가 있습니다"
        case .unclosedString: return "닫히지 않은 문자열이 있습니다"
        case .halfSurrogate: return "서로게이트 쌍의 절반뿐인 \\u 이스케이프가 있습니다"
        case .minusWithoutDigits: return "'-' 뒤에 숫자가 없습니다"
        case .leadingZero: return "숫자에 선행 0이 있습니다"
        case .dotWithoutDigits: return "'.' 뒤에 숫자가 없습니다"
        case .exponentWithoutDigits: return "지수에 숫자가 없습니다"
        case .outOfRange(let text): return "숫자 \(text)의 값이 범위를 벗어납니다"
        case .unexpected(let found, let expected):
            switch expected {
            case .value: return "\(found.korean) 대신 값이 와야 합니다"
            case .literal(let word): return "\(found.korean) 대신 값이 와야 합니다(혹시 \(word)인가요?)"
            case .nothingAfterValue: return "JSON 값이 끝난 뒤에도 \(found.korean)부터 텍스트가 이어집니다"
            case .commaOrBracket: return "\(found.korean) 대신 쉼표(',') 또는 닫는 대괄호(']')가 와야 합니다"
            case .commaOrBrace: return "\(found.korean) 대신 쉼표(',') 또는 닫는 중괄호('}')가 와야 합니다"
            case .fieldName: return "\(found.korean) 대신 따옴표로 묶은 필드 이름이 와야 합니다"
            case .colon: return "필드 이름 뒤에는 \(found.korean) 대신 콜론(':')이 와야 합니다"
            }
        }
    }
}

/// A byte the JSON reader did not expect, in Korean.
extension JSONFault.Found {
    /// `'x'` or `바이트 0x1f`.
    var korean: String {
        switch self {
        case .character(let character): return "'\(character)'"
        case .byte(let byte): return "바이트 0x\(String(byte, radix: 16))"
        }
    }
}

/// The titles of the problem kinds, in Korean.
extension ProblemKind {
    /// The title in Korean: a noun phrase, as titles are.
    var koreanTitle: String {
        switch self {
        case .malformedJSON: return "잘못된 형식의 JSON"
        case .invalidRequest: return "잘못된 요청"
        case .impossibleApp: return "성립할 수 없는 앱 설명"
        case .unknownReference: return "알 수 없는 id 참조"
        case .unreadableDump: return "읽을 수 없는 디버거 출력"
        case .numberOutOfRange: return "범위를 벗어난 숫자"
        case .bodyTooLarge: return "요청 본문이 너무 큼"
        case .tooManyNodes: return "리스폰더가 너무 많음"
        case .tooDeep: return "JSON 중첩이 너무 깊음"
        case .tooManyEvents: return "이벤트가 너무 많음"
        case .tooManyTouches: return "터치가 너무 많음"
        case .nameTooLong: return "이름이 너무 김"
        case .tooMuchWork: return "요청 하나로 처리하기에 작업이 너무 많음"
        case .unsupportedMediaType: return "지원하지 않는 미디어 타입"
        case .notFound: return "찾을 수 없음"
        case .methodNotAllowed: return "허용되지 않는 메서드"
        case .internalError: return "내부 오류"
        case .serverBusy: return "서버 사용 중"
        }
    }
}
