import ResponderCore

/// What a problem's `detail` or a field's `message` says, as facts: one case per kind of sentence, with the values
/// it names (the field, the id, the suggestion, the limit…). A problem carries these facts and is worded when it is
/// written (``text(in:)``): one switch words every case with its four languages side by side, so that neither a
/// sentence nor a language can be missed without failing to compile.
///
/// Codes, field names, ids, pointers and query values are the same in every language: only the words around them
/// change.
public indirect enum ProblemWords: Sendable, Equatable {
    /// Words not in the catalogue (Foundation's decoder's, a front end's own): the same text in every language, so
    /// a problem that holds any stays in English, whole (``Problem/worded(in:)``).
    case said(String)

    // MARK: Families of their own

    /// What the app description's mapping refuses: a field its responder cannot have, a reference that cannot
    /// hold, a first responder that cannot be (``MappingWords``).
    case mapping(MappingWords)
    /// What a value's own shape refuses: an event's alternatives, a modifier given twice, an empty list
    /// (``ShapeWords``).
    case shape(ShapeWords)
    /// What the service refuses of a request as a whole: an option an endpoint does not take, a budget that ran
    /// out, a debugger dump it cannot read (``ServiceWords``).
    case service(ServiceWords)

    // MARK: A list of offending fields

    /// The detail of a ``ProblemList``: how many problems there are in `place`, the first one and where it is, and
    /// how many of them are `listed` when the list was cut short (`listed` is `total` otherwise).
    case collected(total: Int, place: ProblemPlace, first: ProblemWords, at: String, listed: Int)
    /// `no responder has id 'serchField' (did you mean 'searchField'?)`: `kind` is the kind of thing the id should
    /// name (`responder`, …).
    case unknownID(String, kind: String, suggestion: String?)

    // MARK: The body's text

    /// The body is empty (detail).
    case emptyBody
    /// The body is empty (field).
    case emptyBodyHere
    /// The body is not valid JSON (detail): `fault` is the reader's words for the fault, at a line, column and byte.
    case notJSON(fault: JSONFault, line: Int, column: Int, offset: Int)
    /// Where the JSON goes wrong (field).
    case notJSONHere(fault: JSONFault, line: Int, column: Int, offset: Int)
    /// The JSON nests deeper than the limit (detail).
    case tooDeep(limit: Int)
    /// The JSON nests deeper than the limit here (field).
    case tooDeepHere(limit: Int)
    /// The body is not UTF-8 (detail).
    case notUTF8
    /// The body is not UTF-8 (field).
    case notUTF8Here
    /// A string longer than the limit (detail); at "" it is the top level.
    case nameTooLong(at: String, bytes: Int, limit: Int)
    /// A string longer than the limit (field).
    case nameTooLongHere(bytes: Int, limit: Int)
    /// The body could not be read as JSON at all (detail).
    case unreadable
    /// The body could not be read as JSON at all (field).
    case unreadableHere

    // MARK: The body's shape

    /// A required field is missing (detail).
    case missingField(String, at: String)
    /// A required field is missing (field); `hint` says what it is for.
    case missingFieldHere(String, hint: ProblemWords?)
    /// Why a missing `type` is missed (a missing field's hint).
    case typeIsRequired
    /// Why a missing `event` is missed (a missing field's hint).
    case eventOrEvents
    /// Why a missing `recursiveDescription` is missed.
    case dumpsNeeded
    /// Why a touch's missing `point` is missed.
    case touchNeedsPoint
    /// Why a touch event's missing `point` is missed.
    case touchEventNeedsPoint
    /// Why a hover event's missing `point` is missed.
    case hoverNeedsPoint
    /// Why a field an event type needs is missed.
    case requiredFor(String, eventType: String)
    /// Why a bar button item's missing `action` is missed.
    case barButtonNeedsAction
    /// A field the object does not have (detail).
    case unknownField(String, at: String)
    /// A field the object does not have (field), the one it most likely meant, and the ones it has.
    case unknownFieldHere(String, suggestion: String?, allowed: [String])
    /// A value of the wrong type (detail); at "" it is the top level.
    case wrongType(at: String, expected: ExpectedValue)
    /// A value of the wrong type (field).
    case wrongTypeHere(expected: ExpectedValue)
    /// A null where a value is required (detail).
    case null(at: String, expected: ExpectedValue)
    /// A null where a value is required (field).
    case nullHere(expected: ExpectedValue)
    /// A value that decodes but is not allowed (detail): `words` say why, as the field's message does.
    case invalidValue(at: String, ProblemWords)
    /// A string that is none of the values the field takes (field): `allowed` are the values, unquoted.
    case notOneOf(String, allowed: [String])
    /// A number that is not a whole number in its field's range (field).
    case wholeNumber(field: String, from: Int, to: Int)
    /// A frame or size with a negative width or height (field).
    case negativeSize
    /// A number outside ``NumberRange`` (field): `limit` is its largest magnitude.
    case numberOutOfRange(limit: Int)
    /// `events: []` (field).
    case noEvents
    /// Both `event` and `events` (field).
    case eventAndEvents
    /// A field's words as the problem's detail: the sentence they make (`No responder has id 'x'.`).
    case sentence(ProblemWords)

    // MARK: The app description

    /// Two responders with one id (field): where the id is used first.
    case duplicateID(String, usedAt: String)
    /// More responders than the limit (detail).
    case tooManyNodes(limit: Int)
    /// More responders than the limit (field).
    case tooManyNodesHere(limit: Int)

    // MARK: Limits

    /// More events than the limit (detail).
    case tooManyEvents(count: Int, limit: Int)
    /// More events than the limit (field).
    case tooManyEventsHere(limit: Int)
    /// More touches in one event than the limit (detail).
    case tooManyTouches(count: Int, limit: Int)
    /// More touches in one event than the limit (field).
    case tooManyTouchesHere(limit: Int)
    /// The body is larger than the limit (detail): it has `bytes`.
    case bodyTooLarge(bytes: Int, limit: Int)
    /// The body declares more bytes than the limit (detail, the server's refusal before reading it).
    case bodyDeclaredTooLarge(bytes: Int, limit: Int)
    /// The body grew past the limit while it was sent (detail, the server's refusal).
    case bodyGrewTooLarge(limit: Int)
    /// The body is larger than the limit (field).
    case bodyTooLargeHere(limit: Int)

    // MARK: The query

    /// A query parameter with a value it does not take (detail): the values it takes, and the default if any.
    case badParameter(String, given: String, allowed: [String], default: String?)
    /// A query parameter with a value it does not take (field).
    case badParameterHere(String, allowed: [String])
    /// `event=` that is not an event's index (detail).
    case badEventIndex(given: String)
    /// `event=` that is not an event's index (field).
    case badEventIndexHere

    // MARK: The request's path, method and type

    /// No example has this name (detail).
    case noExample(String)
    /// No route has this path (detail).
    case noResource(String)
    /// The path exists but not for this method (detail): the methods it accepts.
    case methodNotAllowed(path: String, accepts: [String], method: String)
    /// The body is declared as a type that is not JSON (detail).
    case notJSONType(String)
    /// The body is declared as a type that is not JSON (field).
    case notJSONTypeHere(String)

    // MARK: The server's own refusals

    /// A NUL byte in the request target (detail).
    case nulInTarget
    /// A NUL byte in the request target (field).
    case nulInTargetHere
    /// The server holds as many bodies as it may (detail).
    case serverBusy(retryAfter: Int)
    /// The server holds as many bodies as it may (field).
    case serverBusyHere

    /// Whether every word is the catalogue's (no ``said(_:)`` inside; the families hold none): only such words are
    /// given in every language; a problem with any other words stays in English (``Problem/worded(in:)``).
    public var isCatalogued: Bool {
        switch self {
        case .said: false
        case .collected(_, _, let first, _, _): first.isCatalogued
        case .missingFieldHere(_, let hint): hint?.isCatalogued ?? true
        case .invalidValue(_, let words), .sentence(let words): words.isCatalogued
        default: true
        }
    }

    /// The words in `language`: each case's four languages side by side, only the one asked for built (the families
    /// word theirs: ``MappingWords``, ``ShapeWords``, ``ServiceWords``). Full sentences end with a period (。 in
    /// Japanese and Chinese), field messages without one. The Korean is in the polite 합니다 style and never puts after
    /// a value a particle whose form depends on its last sound (이/가, 을/를): the sentence puts a noun after it, or
    /// `의`, `입니다`, `대신`, `부터` and `까지`, whose form never changes.
    public func text(in language: Language) -> String {
        switch self {
        case .said(let text): return text
        case .mapping(let words): return words.text(in: language)
        case .shape(let words): return words.text(in: language)
        case .service(let words): return words.text(in: language)
        case .collected(let total, let place, let first, let pointer, let listed):
            return Words.text(
                in: language,
                en: {
                    let count = total == 1 ? "1 problem" : "\(total) problems"
                    let cut =
                        listed < total ? " The first \(listed) are listed; \(total - listed) more are left out." : ""
                    return "\(count) in \(place.english): \(first.english) (at \(pointer)).\(cut)"
                },
                ja: {
                    let count = "\(place.text(in: .japanese))に問題が \(total) 件あります" + (total == 1 ? "：" : "。1 件目：")
                    let cut = listed < total ? "先頭の \(listed) 件を挙げ、残りの \(total - listed) 件は省略しています。" : ""
                    return "\(count)\(first.text(in: .japanese))（位置：\(pointer.isEmpty ? "トップレベル" : pointer)）。\(cut)"
                },
                zh: {
                    let cut = listed < total ? "这里列出了前 \(listed) 个，另有 \(total - listed) 个未列出。" : ""
                    return
                        "\(place.text(in: .simplifiedChinese))中有 \(total) 个问题：\(first.text(in: .simplifiedChinese))（\(Self.chineseWhere(pointer))）。\(cut)"
                },
                ko: {
                    let cut = listed < total ? " 처음 \(listed)개만 표시하며, 나머지 \(total - listed)개는 생략했습니다." : ""
                    return
                        "\(place.text(in: .korean))에 문제가 \(total)개 있습니다. 첫 번째 문제(위치: \(Self.koreanPlace(pointer))): \(first.text(in: .korean)).\(cut)"
                })
        case .unknownID(let id, let kind, let suggestion):
            return Words.say(
                in: language,
                en: "no \(kind) has id '\(id)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
                ja: "id が '\(id)' の\(Self.japaneseKind(kind))はありません"
                    + (suggestion.map { "（'\($0)' のことですか？）" } ?? ""),
                zh: "没有 id 为 '\(id)' 的\(Self.chineseKind(kind))"
                    + (suggestion.map { "（你是不是指 '\($0)'？）" } ?? ""),
                ko: "id가 '\(id)'인 \(Self.koreanSubject(kind)) 없습니다" + (suggestion.map { "(혹시 '\($0)'입니까?)" } ?? ""))
        case .emptyBody:
            return Words.say(
                in: language,
                en: "The request body is empty; send a JSON object.",
                ja: "リクエストボディが空です。JSON オブジェクトを送ってください。",
                zh: "请求体为空；请发送一个 JSON 对象。",
                ko: "요청 본문이 비어 있습니다. JSON 객체를 보내십시오.")
        case .emptyBodyHere:
            return Words.say(in: language, en: "empty body", ja: "ボディが空です", zh: "请求体为空", ko: "요청 본문이 비어 있습니다")
        case .notJSON(let fault, let line, let column, let offset):
            return Words.say(
                in: language,
                en: "The body is not valid JSON: \(fault.english) at line \(line), column \(column) (byte \(offset)).",
                ja: "リクエストボディが正しい JSON ではありません。\(line) 行 \(column) 列（バイト \(offset)）で、"
                    + "\(fault.text(in: .japanese))。",
                zh: "请求体不是有效的 JSON：\(fault.text(in: .simplifiedChinese))，位于第 \(line) 行第 \(column) 列（字节 \(offset)）。",
                ko: "요청 본문이 올바른 JSON이 아닙니다. \(line)번째 줄 \(column)번째 열(바이트 \(offset)): "
                    + "\(fault.text(in: .korean)).")
        case .notJSONHere(let fault, let line, let column, let offset):
            return Words.say(
                in: language,
                en: "\(fault.english) at line \(line), column \(column) (byte \(offset))",
                ja: "\(line) 行 \(column) 列（バイト \(offset)）で、\(fault.text(in: .japanese))",
                zh: "\(fault.text(in: .simplifiedChinese))，位于第 \(line) 行第 \(column) 列（字节 \(offset)）",
                ko: "\(line)번째 줄 \(column)번째 열(바이트 \(offset)): \(fault.text(in: .korean))")
        case .tooDeep(let limit):
            return Words.say(
                in: language,
                en: "The JSON nests deeper than \(limit) levels, the limit of this service.",
                ja: "JSON のネストが、このサービスの上限である \(limit) 階層を超えています。",
                zh: "JSON 的嵌套超过了 \(limit) 层，这是本服务的上限。",
                ko: "JSON의 중첩이 이 서비스의 한도인 \(limit)단계를 넘습니다.")
        case .tooDeepHere(let limit):
            return Words.say(
                in: language,
                en: "nesting exceeds \(limit) levels here",
                ja: "ここでネストが \(limit) 階層を超えています",
                zh: "此处的嵌套超过了 \(limit) 层",
                ko: "여기서 중첩이 \(limit)단계를 넘습니다")
        case .notUTF8:
            return Words.say(
                in: language,
                en: "The body is not valid JSON: the body is not valid UTF-8.",
                ja: "リクエストボディが正しい JSON ではありません。ボディが正しい UTF-8 になっていません。",
                zh: "请求体不是有效的 JSON：请求体不是有效的 UTF-8。",
                ko: "요청 본문이 올바른 JSON이 아닙니다: 요청 본문이 올바른 UTF-8이 아닙니다.")
        case .notUTF8Here:
            return Words.say(
                in: language,
                en: "the body is not valid UTF-8",
                ja: "ボディが正しい UTF-8 になっていません",
                zh: "请求体不是有效的 UTF-8",
                ko: "요청 본문이 올바른 UTF-8이 아닙니다")
        case .nameTooLong(let pointer, let bytes, let limit):
            return Words.say(
                in: language,
                en:
                    "A string at \(pointer.isEmpty ? "the top level" : pointer) has \(bytes) bytes; names, ids and selectors may have at most \(limit).",
                ja: "\(Self.japanese(pointer, "の"))文字列が \(bytes) バイトあります。名前、id、セレクターは "
                    + "\(limit) バイトまでです。",
                zh: "\(pointer.isEmpty ? "位于顶层" : "位于 \(pointer) ")的字符串有 \(bytes) 个字节；"
                    + "名称、id 和选择器最多只能有 \(limit) 个字节。",
                ko: "\(pointer.isEmpty ? "최상위" : pointer)의 문자열이 \(bytes)바이트입니다. 이름, id, 셀렉터는 "
                    + "최대 \(limit)바이트까지 쓸 수 있습니다.")
        case .nameTooLongHere(let bytes, let limit):
            return Words.say(
                in: language,
                en: "longer than \(limit) bytes (\(bytes))",
                ja: "\(limit) バイトを超えています（\(bytes) バイト）",
                zh: "超过了 \(limit) 个字节（\(bytes) 个字节）",
                ko: "\(limit)바이트보다 깁니다(\(bytes)바이트)")
        case .unreadable:
            return Words.say(
                in: language,
                en: "The body could not be read as JSON.",
                ja: "リクエストボディを JSON として読み取れませんでした。",
                zh: "无法把请求体读取为 JSON。",
                ko: "요청 본문을 JSON으로 읽을 수 없습니다.")
        case .unreadableHere:
            return Words.say(in: language, en: "not JSON", ja: "JSON ではありません", zh: "不是 JSON", ko: "JSON이 아닙니다")
        case .missingField(let field, let pointer):
            return Words.say(
                in: language,
                en: "Missing required field '\(field)' at \(pointer).",
                ja: "\(Self.japanese(pointer, "に"))必須フィールド '\(field)' がありません。",
                zh: "缺少必需的字段 '\(field)'（\(Self.chineseWhere(pointer))）。",
                ko: "\(Self.koreanPlace(pointer))에 필수 '\(field)' 필드가 없습니다.")
        case .missingFieldHere(let field, let hint):
            return Words.say(
                in: language,
                en: "missing required field '\(field)'" + (hint.map { " (\($0.english))" } ?? ""),
                ja: "必須フィールド '\(field)' がありません" + (hint.map { "（\($0.text(in: .japanese))）" } ?? ""),
                zh: "缺少必需的字段 '\(field)'" + (hint.map { "（\($0.text(in: .simplifiedChinese))）" } ?? ""),
                ko: "필수 '\(field)' 필드가 없습니다" + (hint.map { "(\($0.text(in: .korean)))" } ?? ""))
        case .typeIsRequired:
            return Words.say(
                in: language,
                en: "type is required",
                ja: "type は必須です",
                zh: "必须提供 type",
                ko: "type 필드는 필수입니다")
        case .eventOrEvents:
            return Words.say(
                in: language,
                en: "give event (one) or events (a sequence)",
                ja: "event（1 つのイベント）か events（一連のイベント）を指定してください",
                zh: "请提供单个事件 event 或事件序列 events",
                ko: "event(하나) 또는 events(시퀀스)를 지정하십시오")
        case .dumpsNeeded:
            return Words.say(
                in: language,
                en: "give recursiveDescription, printHierarchy or both: the text the debugger printed",
                ja: "デバッガが出力したテキストを recursiveDescription か printHierarchy、またはその両方に指定してください",
                zh: "请提供 recursiveDescription 或 printHierarchy，或者两者都提供：即调试器打印出的文本",
                ko: "recursiveDescription, printHierarchy 중 하나 또는 둘 다에 디버거가 출력한 텍스트를 지정하십시오")
        case .touchNeedsPoint:
            return Words.say(
                in: language,
                en: "a touch needs point or path",
                ja: "タッチには point か path が必要です",
                zh: "触摸需要 point 或 path",
                ko: "터치에는 point 또는 path가 필요합니다")
        case .touchEventNeedsPoint:
            return Words.say(
                in: language,
                en: "a touch event needs point, path, touches or on",
                ja: "タッチイベントには point、path、touches、on のいずれかが必要です",
                zh: "触摸事件需要 point、path、touches 或 on",
                ko: "터치 이벤트에는 point, path, touches, on 중 하나가 필요합니다")
        case .hoverNeedsPoint:
            return Words.say(
                in: language,
                en: "a hover event needs point or path",
                ja: "ホバーイベントには point か path が必要です",
                zh: "悬停事件需要 point 或 path",
                ko: "호버 이벤트에는 point 또는 path가 필요합니다")
        case .requiredFor(let name, let type):
            return Words.say(
                in: language,
                en: "\(name) is required for \(type) events",
                ja: "\(type) イベントでは \(name) が必須です",
                zh: "\(type) 事件必须提供 \(name)",
                ko: "\(type) 이벤트에는 \(name) 필드가 필요합니다")
        case .barButtonNeedsAction:
            return Words.say(
                in: language,
                en: "a bar button item needs an action, or a customView that handles its own touches",
                ja: "バーボタンアイテムには action か、自分でタッチを処理する customView が必要です",
                zh: "栏按钮项需要一个 action，或者一个自己处理触摸的 customView",
                ko: "바 버튼 아이템에는 액션이나, 자신의 터치를 직접 처리하는 customView가 필요합니다")
        case .unknownField(let field, let pointer):
            return Words.say(
                in: language,
                en: "Unknown field '\(field)' at \(pointer).",
                ja: "\(Self.japanese(pointer, "に"))不明なフィールド '\(field)' があります。",
                zh: "未知字段 '\(field)'（\(Self.chineseWhere(pointer))）。",
                ko: "\(Self.koreanPlace(pointer))에 알 수 없는 '\(field)' 필드가 있습니다.")
        case .unknownFieldHere(let field, let suggestion, let allowed):
            return Words.say(
                in: language,
                en: "unknown field '\(field)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                    + "; allowed here: " + allowed.joined(separator: ", "),
                ja: "不明なフィールド '\(field)'" + (suggestion.map { "（'\($0)' のことですか？）" } ?? "")
                    + "。ここで使えるフィールド：" + allowed.joined(separator: ", "),
                zh: "未知字段 '\(field)'" + (suggestion.map { "（你是不是指 '\($0)'？）" } ?? "")
                    + "；此处允许的字段：" + allowed.joined(separator: "、"),
                ko: "알 수 없는 '\(field)' 필드입니다" + (suggestion.map { "(혹시 '\($0)'입니까?)" } ?? "")
                    + ". 여기서 쓸 수 있는 필드: " + allowed.joined(separator: ", "))
        case .wrongType(let pointer, let expected):
            return Words.say(
                in: language,
                en: "Wrong type at \(pointer.isEmpty ? "the top level" : pointer): expected \(expected.english) here.",
                ja: "\(Self.japanese(pointer, "の"))値の型が違います：ここには\(expected.text(in: .japanese))が必要です。",
                zh:
                    "\(pointer.isEmpty ? "位于顶层" : "位于 \(pointer) ")的值类型错误：此处应为\(expected.text(in: .simplifiedChinese))。",
                ko: "\(pointer.isEmpty ? "최상위 값" : pointer)의 타입이 잘못되었습니다: 여기에 와야 하는 값은 "
                    + "\(expected.text(in: .korean))입니다.")
        case .wrongTypeHere(let expected):
            return Words.say(
                in: language,
                en: "expected \(expected.english) here",
                ja: "ここには\(expected.text(in: .japanese))が必要です",
                zh: "此处应为\(expected.text(in: .simplifiedChinese))",
                ko: "여기에 와야 하는 값은 \(expected.text(in: .korean))입니다")
        case .null(let pointer, let expected):
            return Words.say(
                in: language,
                en: "Null at \(pointer): null is not allowed here; expected \(expected.english).",
                ja: "\(Self.japanese(pointer, "の"))値が null です。ここでは null は使えず、\(expected.text(in: .japanese))が必要です。",
                zh: "\(pointer.isEmpty ? "位于顶层" : "位于 \(pointer) ")的值为 null：此处不允许 null；"
                    + "应为\(expected.text(in: .simplifiedChinese))。",
                ko:
                    "\(Self.koreanPlace(pointer))의 값이 null입니다: 여기에는 null을 쓸 수 없으며, 와야 하는 값은 \(expected.text(in: .korean))입니다."
            )
        case .nullHere(let expected):
            return Words.say(
                in: language,
                en: "null is not allowed here; expected \(expected.english)",
                ja: "ここでは null は使えず、\(expected.text(in: .japanese))が必要です",
                zh: "此处不允许 null；应为\(expected.text(in: .simplifiedChinese))",
                ko: "여기에는 null을 쓸 수 없으며, 와야 하는 값은 \(expected.text(in: .korean))입니다")
        case .invalidValue(let pointer, let words):
            return Words.say(
                in: language,
                en: "Invalid value at \(pointer): \(words.english).",
                ja: "\(Self.japanese(pointer, "の"))値が正しくありません：\(words.text(in: .japanese))。",
                zh: "\(pointer.isEmpty ? "位于顶层" : "位于 \(pointer) ")的值无效：\(words.text(in: .simplifiedChinese))。",
                ko: "\(Self.koreanPlace(pointer))의 값이 올바르지 않습니다: \(words.text(in: .korean)).")
        case .notOneOf(let raw, let allowed):
            return Words.say(
                in: language,
                en: "'\(raw)' is not one of " + allowed.map { "'\($0)'" }.joined(separator: ", "),
                ja: "'\(raw)' は " + allowed.map { "'\($0)'" }.joined(separator: "、") + " のいずれでもありません",
                zh: "'\(raw)' 不是 " + allowed.map { "'\($0)'" }.joined(separator: "、") + " 之一",
                ko: "'\(raw)' 값은 " + allowed.map { "'\($0)'" }.joined(separator: ", ") + " 중 하나가 아닙니다")
        case .wholeNumber(let field, let low, let high):
            return Words.say(
                in: language,
                en: "\(field) must be a whole number from \(low) to \(high)",
                ja: "\(field) は \(low) から \(high) までの整数でなければなりません",
                zh: "\(field) 必须是 \(low) 到 \(high) 之间的整数",
                ko: "\(field) 값은 \(low)부터 \(high)까지의 정수여야 합니다")
        case .negativeSize:
            return Words.say(
                in: language,
                en: "width and height must not be negative",
                ja: "width と height は負の値にできません",
                zh: "width 和 height 不能为负数",
                ko: "width와 height는 음수일 수 없습니다")
        case .numberOutOfRange(let limit):
            return Words.say(
                in: language,
                en: "every number in a request must lie between -\(limit) and \(limit), and this one does not",
                ja: "リクエストの数値はすべて -\(limit) から \(limit) の範囲になければなりませんが、この値は範囲外です",
                zh: "请求中的每个数值都必须在 -\(limit) 到 \(limit) 之间，这个值超出了范围",
                ko: "요청의 모든 숫자는 -\(limit)부터 \(limit)까지여야 하는데, 이 값은 범위를 벗어났습니다")
        case .noEvents:
            return Words.say(
                in: language,
                en: "events must not be empty",
                ja: "events は空にできません",
                zh: "events 不能为空",
                ko: "events 배열은 비어 있을 수 없습니다")
        case .eventAndEvents:
            return Words.say(
                in: language,
                en: "give event or events, not both",
                ja: "event と events のどちらか一方だけを指定してください",
                zh: "请提供 event 或 events，不能两者都提供",
                ko: "event와 events 중 하나만 지정하십시오")
        case .sentence(let words):
            return Words.text(
                in: language,
                en: {
                    let text = words.english
                    return text.prefix(1).uppercased() + text.dropFirst() + "."
                },
                ja: { words.text(in: .japanese) + "。" },
                zh: { words.text(in: .simplifiedChinese) + "。" },
                ko: { words.text(in: .korean) + "." })
        case .duplicateID(let id, let pointer):
            return Words.say(
                in: language,
                en: "duplicate id '\(id)': it is already used at \(pointer)",
                ja: "id '\(id)' が重複しています：すでに \(pointer) で使われています",
                zh: "重复的 id '\(id)'：它已经在 \(pointer) 处使用过",
                ko: "'\(id)' id가 중복됩니다: 이미 \(pointer)에서 사용되고 있습니다")
        case .tooManyNodes(let limit):
            return Words.say(
                in: language,
                en: "The app description has more than \(limit) responders, the limit of this service.",
                ja: "アプリの記述のレスポンダーが、このサービスの上限である \(limit) 個を超えています。",
                zh: "应用描述中的响应者超过了 \(limit) 个，这是本服务的上限。",
                ko: "앱 설명의 리스폰더가 이 서비스의 한도인 \(limit)개를 넘습니다.")
        case .tooManyNodesHere(let limit):
            return Words.say(
                in: language,
                en: "more than \(limit) responders",
                ja: "レスポンダーが \(limit) 個を超えています",
                zh: "响应者超过了 \(limit) 个",
                ko: "리스폰더가 \(limit)개를 넘습니다")
        case .tooManyEvents(let count, let limit):
            return Words.say(
                in: language,
                en: "The request has \(count) events; the limit is \(limit).",
                ja: "リクエストにイベントが \(count) 個あります。上限は \(limit) 個です。",
                zh: "请求中有 \(count) 个事件；上限为 \(limit) 个。",
                ko: "요청에 이벤트가 \(count)개 있습니다. 한도는 \(limit)개입니다.")
        case .tooManyEventsHere(let limit):
            return Words.say(
                in: language,
                en: "more than \(limit) events",
                ja: "イベントが \(limit) 個を超えています",
                zh: "事件超过了 \(limit) 个",
                ko: "이벤트가 \(limit)개를 넘습니다")
        case .tooManyTouches(let count, let limit):
            return Words.say(
                in: language,
                en: "The touch event has \(count) touches; the limit is \(limit).",
                ja: "このタッチイベントにはタッチが \(count) 個あります。上限は \(limit) 個です。",
                zh: "该触摸事件有 \(count) 个触摸；上限为 \(limit) 个。",
                ko: "터치 이벤트에 터치가 \(count)개 있습니다. 한도는 \(limit)개입니다.")
        case .tooManyTouchesHere(let limit):
            return Words.say(
                in: language,
                en: "more than \(limit) touches in one event",
                ja: "1 つのイベントでタッチが \(limit) 個を超えています",
                zh: "一个事件中的触摸超过了 \(limit) 个",
                ko: "한 이벤트의 터치가 \(limit)개를 넘습니다")
        case .bodyTooLarge(let bytes, let limit):
            return Words.say(
                in: language,
                en: "The body has \(bytes) bytes; the limit is \(limit).",
                ja: "リクエストボディが \(bytes) バイトあります。上限は \(limit) バイトです。",
                zh: "请求体有 \(bytes) 个字节；上限为 \(limit) 个字节。",
                ko: "요청 본문이 \(bytes)바이트입니다. 한도는 \(limit)바이트입니다.")
        case .bodyDeclaredTooLarge(let bytes, let limit):
            return Words.say(
                in: language,
                en: "The body declares \(bytes) bytes; the limit is \(limit) bytes.",
                ja: "リクエストボディのサイズが \(bytes) バイトと宣言されています。上限は \(limit) バイトです。",
                zh: "请求体声明的大小为 \(bytes) 个字节；上限为 \(limit) 个字节。",
                ko: "요청 본문이 \(bytes)바이트로 선언되어 있습니다. 한도는 \(limit)바이트입니다.")
        case .bodyGrewTooLarge(let limit):
            return Words.say(
                in: language,
                en: "The body grew past the limit of \(limit) bytes while it was being sent.",
                ja: "リクエストボディが送信中に上限の \(limit) バイトを超えました。",
                zh: "请求体在发送过程中超过了 \(limit) 个字节的上限。",
                ko: "요청 본문이 전송되는 동안 한도인 \(limit)바이트를 넘었습니다.")
        case .bodyTooLargeHere(let limit):
            return Words.say(
                in: language,
                en: "body larger than \(limit) bytes",
                ja: "ボディが \(limit) バイトを超えています",
                zh: "请求体超过了 \(limit) 个字节",
                ko: "요청 본문이 \(limit)바이트보다 큽니다")
        case .badParameter(let name, let given, let allowed, let value):
            return Words.say(
                in: language,
                en: "The query parameter \(name) is '\(given)'; it takes \(Self.either(allowed))"
                    + (value.map { " (\($0) is the default)" } ?? "") + ".",
                ja: "クエリパラメータ \(name) の値が '\(given)' です。指定できる値は \(Self.japaneseEither(allowed)) です"
                    + (value.map { "（\($0) がデフォルトです）" } ?? "") + "。",
                zh: "查询参数 \(name) 的值为 '\(given)'；可取的值为 \(Self.chineseEither(allowed))"
                    + (value.map { "（默认为 \($0)）" } ?? "") + "。",
                ko: "쿼리 파라미터 \(name)의 값이 '\(given)'입니다. 쓸 수 있는 값은 \(Self.koreanEither(allowed))입니다"
                    + (value.map { "(기본값은 \($0))" } ?? "") + ".")
        case .badParameterHere(let name, let allowed):
            return Words.say(
                in: language,
                en: "\(name) must be \(Self.either(allowed))",
                ja: "\(name) は \(Self.japaneseEither(allowed)) でなければなりません",
                zh: "\(name) 必须是 \(Self.chineseEither(allowed))",
                ko: "\(name)에 쓸 수 있는 값은 \(Self.koreanEither(allowed))입니다")
        case .badEventIndex(let given):
            return Words.say(
                in: language,
                en: "The query parameter event is '\(given)'; it takes the index of an event in the request (0 for the "
                    + "first, at most 99).",
                ja: "クエリパラメータ event の値が '\(given)' です。リクエスト内のイベントのインデックスを指定してください"
                    + "（最初のイベントが 0、最大 99）。",
                zh: "查询参数 event 的值为 '\(given)'；它应为请求中某个事件的索引（0 表示第一个，"
                    + "最大为 99）。",
                ko: "쿼리 파라미터 event의 값이 '\(given)'입니다. 이 파라미터에는 요청에 있는 이벤트의 인덱스를 "
                    + "지정합니다(첫 번째는 0, 최대 99).")
        case .badEventIndexHere:
            return Words.say(
                in: language,
                en: "event must be a whole number from 0 to 99",
                ja: "event は 0 から 99 までの整数でなければなりません",
                zh: "event 必须是 0 到 99 之间的整数",
                ko: "event 값은 0부터 99까지의 정수여야 합니다")
        case .noExample(let name):
            return Words.say(
                in: language,
                en: "There is no example named '\(name)'. GET /v1/examples lists them.",
                ja: "'\(name)' という名前の例はありません。GET /v1/examples で一覧を見られます。",
                zh: "没有名为 '\(name)' 的示例。GET /v1/examples 会列出所有示例。",
                ko: "이름이 '\(name)'인 예제가 없습니다. GET /v1/examples에서 예제 목록을 볼 수 있습니다.")
        case .noResource(let path):
            return Words.say(
                in: language,
                en: "There is no resource at \(path). GET / lists the endpoints.",
                ja: "\(path) にリソースはありません。GET / でエンドポイントの一覧を見られます。",
                zh: "路径 \(path) 上没有资源。GET / 会列出所有端点。",
                ko: "\(path)에 리소스가 없습니다. GET /에서 엔드포인트 목록을 볼 수 있습니다.")
        case .methodNotAllowed(let path, let methods, let method):
            return Words.say(
                in: language,
                en: "\(path) accepts \(methods.joined(separator: ", ")), not \(method).",
                ja: "\(path) が受け付けるのは \(methods.joined(separator: ", ")) で、\(method) は受け付けません。",
                zh: "\(path) 接受 \(methods.joined(separator: "、"))，不接受 \(method)。",
                ko: "\(path)에서 받는 메서드는 \(methods.joined(separator: ", "))입니다. \(method) 메서드는 받지 않습니다.")
        case .notJSONType(let type):
            return Words.say(
                in: language,
                en: "The body is declared as '\(type)'; send JSON (Content-Type: application/json).",
                ja: "リクエストボディが '\(type)' と宣言されています。JSON を送ってください"
                    + "（Content-Type: application/json）。",
                zh: "请求体被声明为 '\(type)'；请发送 JSON（Content-Type: application/json）。",
                ko: "요청 본문이 '\(type)' 타입으로 선언되어 있습니다. JSON을 보내십시오(Content-Type: application/json).")
        case .notJSONTypeHere(let type):
            return Words.say(
                in: language,
                en: "Content-Type '\(type)' is not JSON",
                ja: "Content-Type '\(type)' は JSON ではありません",
                zh: "Content-Type '\(type)' 不是 JSON",
                ko: "Content-Type '\(type)' 값은 JSON이 아닙니다")
        case .nulInTarget:
            return Words.say(
                in: language,
                en: "The request target has a NUL byte (%00); no path or query value of this service has one.",
                ja: "リクエストターゲットに NUL バイト（%00）があります。このサービスのパスやクエリの値に NUL バイトが"
                    + "含まれることはありません。",
                zh: "请求目标中有一个 NUL 字节（%00）；本服务的路径和查询值都不会包含它。",
                ko: "요청 대상에 NUL 바이트(%00)가 있습니다. 이 서비스의 경로나 쿼리 값에는 NUL 바이트가 들어가지 "
                    + "않습니다.")
        case .nulInTargetHere:
            return Words.say(
                in: language,
                en: "%00 in the path or query",
                ja: "パスかクエリに %00 があります",
                zh: "路径或查询中有 %00",
                ko: "경로나 쿼리에 %00이 있습니다")
        case .serverBusy(let seconds):
            return Words.say(
                in: language,
                en: "The service holds as many request bodies as it may at once; try again in \(seconds) s.",
                ja: "このサービスが同時に保持できるリクエストボディが上限に達しています。\(seconds) 秒後にもう一度"
                    + "お試しください。",
                zh: "本服务同时容纳的请求体已达上限；请在 \(seconds) 秒后重试。",
                ko: "서비스가 한 번에 받아 둘 수 있는 요청 본문이 가득 찼습니다. \(seconds)초 후에 다시 시도하십시오.")
        case .serverBusyHere:
            return Words.say(
                in: language,
                en: "no room for the body now",
                ja: "いまはボディを受け付ける余地がありません",
                zh: "现在没有空间容纳请求体",
                ko: "지금은 요청 본문을 받을 여유가 없습니다")
        }
    }

    /// The words in English: the service's first words, byte for byte what it answered before they were facts.
    public var english: String { text(in: .english) }

    /// `a`, `a or b`, `a, b or c`.
    static func either(_ values: [String], or word: String = " or ") -> String {
        values.count <= 1 ? values.first ?? "" : values.dropLast().joined(separator: ", ") + word + values.last!
    }
}

/// Where the fields of a ``ProblemList`` are, for its problem's detail.
public enum ProblemPlace: Sendable, Equatable {
    case appDescription
    case events

    /// Where the fields are, in `language`: "the app description", "the events" in English.
    public func text(in language: Language) -> String {
        switch self {
        case .appDescription:
            return Words.say(in: language, en: "the app description", ja: "アプリの記述", zh: "应用描述", ko: "앱 설명")
        case .events: return Words.say(in: language, en: "the events", ja: "イベント", zh: "事件", ko: "이벤트")
        }
    }

    /// "the app description", "the events".
    public var english: String { text(in: .english) }
}

/// The kind of JSON value a field takes, for a wrong type's words.
public enum ExpectedValue: Sendable, Equatable {
    case string, number, boolean, array, object

    /// The kind of value, in `language`: "a string", "a number", "true or false", "an array", "an object" in
    /// English.
    public func text(in language: Language) -> String {
        switch self {
        case .string: return Words.say(in: language, en: "a string", ja: "文字列", zh: "字符串", ko: "문자열")
        case .number: return Words.say(in: language, en: "a number", ja: "数値", zh: "数字", ko: "숫자")
        case .boolean:
            return Words.say(
                in: language,
                en: "true or false",
                ja: "真偽値（true または false）",
                zh: "布尔值（true 或 false）",
                ko: "true 또는 false")
        case .array: return Words.say(in: language, en: "an array", ja: "配列", zh: "数组", ko: "배열")
        case .object: return Words.say(in: language, en: "an object", ja: "オブジェクト", zh: "对象", ko: "객체")
        }
    }

    /// "a string", "a number", "true or false", "an array", "an object".
    public var english: String { text(in: .english) }
}

// MARK: - the Japanese words' own helpers

extension ProblemWords {
    /// `a`, `a または b`, `a、b または c`.
    private static func japaneseEither(_ values: [String]) -> String {
        values.count <= 1 ? values.first ?? "" : values.dropLast().joined(separator: "、") + " または " + values.last!
    }

    /// Where a pointer is, followed by `particle`: `/app/id の`, or `トップレベルの` for "".
    private static func japanese(_ pointer: String, _ particle: String) -> String {
        pointer.isEmpty ? "トップレベル" + particle : pointer + " " + particle
    }

    /// The kind of thing an unknown id should name, in Japanese (`レスポンダー`, `ジェスチャー認識子`), or as it is.
    private static func japaneseKind(_ kind: String) -> String {
        switch kind {
        case "responder": return "レスポンダー"
        case "gesture recognizer": return "ジェスチャー認識子"
        default: return " \(kind) "
        }
    }
}

// MARK: - the Chinese words' own helpers

extension ProblemWords {
    /// `a`, `a 或 b`, `a、b 或 c`.
    private static func chineseEither(_ values: [String]) -> String {
        values.count <= 1 ? values.first ?? "" : values.dropLast().joined(separator: "、") + " 或 " + values.last!
    }

    /// `位于 /events/0`, or `位于顶层` for the empty pointer.
    private static func chineseWhere(_ pointer: String) -> String {
        pointer.isEmpty ? "位于顶层" : "位于 \(pointer)"
    }

    /// The kind of thing an unknown id should name (`responder`, `gesture recognizer`), in Chinese.
    private static func chineseKind(_ kind: String) -> String {
        switch kind {
        case "responder": return "响应者"
        case "gesture recognizer": return "手势识别器"
        default: return " \(kind)"
        }
    }
}

// MARK: - the Korean words' own helpers

extension ProblemWords {
    /// A pointer as a place in a Korean sentence: "최상위" for the whole body ("").
    static func koreanPlace(_ pointer: String) -> String { pointer.isEmpty ? "최상위" : pointer }

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
