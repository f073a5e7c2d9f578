import ResponderCore

/// The closed set of problem kinds the service answers, each with a stable type URI, title and status.
public enum ProblemKind: String, Sendable, CaseIterable {
    /// The body is not valid JSON (line, column and byte offset given), or a field appears twice in one object.
    case malformedJSON = "malformed-json"
    /// Valid JSON of the wrong shape: a wrong type, a missing or unknown field, an unknown enum value.
    case invalidRequest = "invalid-request"
    /// Well-formed, but the app cannot exist: duplicate ids, unknown references, an impossible first responder,
    /// a `next` loop.
    case impossibleApp = "impossible-app"
    /// A referenced id that does not exist.
    case unknownReference = "unknown-reference"
    /// A number outside the one range every number of a request lies in (``NumberRange``: finite, at most 1e9 in
    /// magnitude), in the JSON or in a debugger dump.
    case numberOutOfRange = "number-out-of-range"
    /// Debugger output (`POST /v1/import`) with a line that cannot be read (line and column given), or no entry.
    case unreadableDump = "unreadable-dump"
    /// The body is larger than the limit.
    case bodyTooLarge = "body-too-large"
    /// More responders than the limit.
    case tooManyNodes = "too-many-nodes"
    /// JSON nested deeper than the limit.
    case tooDeep = "too-deep"
    /// More events than the limit.
    case tooManyEvents = "too-many-events"
    /// More fingers in one touch event than the limit.
    case tooManyTouches = "too-many-touches"
    /// A string or field name longer than the limit.
    case nameTooLong = "name-too-long"
    /// Evaluating the request would take more work, or give a longer answer, than one request may.
    case tooMuchWork = "too-much-work"
    /// The body is not declared as JSON.
    case unsupportedMediaType = "unsupported-media-type"
    /// No such path or example.
    case notFound = "not-found"
    /// The path exists but not for this method.
    case methodNotAllowed = "method-not-allowed"
    /// A bug on our side; details are logged, never returned.
    case internalError = "internal-error"
    /// 503: the server holds as many request bodies as it may at once (its in-flight body budget); retry later.
    case serverBusy = "server-busy"

    /// `urn:responderlab:problem:<slug>`.
    public var type: String { "urn:responderlab:problem:\(rawValue)" }

    /// The title in `language`: a noun phrase, as titles are.
    public func title(in language: Language) -> String {
        switch self {
        case .malformedJSON:
            return Words.say(in: language, en: "Malformed JSON", ja: "不正な JSON", zh: "JSON 格式错误", ko: "잘못된 형식의 JSON")
        case .invalidRequest:
            return Words.say(in: language, en: "Invalid request", ja: "無効なリクエスト", zh: "无效的请求", ko: "잘못된 요청")
        case .impossibleApp:
            return Words.say(
                in: language,
                en: "Impossible app description",
                ja: "あり得ないアプリの記述",
                zh: "不可能存在的应用描述",
                ko: "성립할 수 없는 앱 설명")
        case .unknownReference:
            return Words.say(
                in: language,
                en: "Reference to an unknown id",
                ja: "不明な id への参照",
                zh: "引用了未知的 id",
                ko: "알 수 없는 id 참조")
        case .unreadableDump:
            return Words.say(
                in: language,
                en: "Unreadable debugger output",
                ja: "読み取れないデバッガ出力",
                zh: "无法读取的调试器输出",
                ko: "읽을 수 없는 디버거 출력")
        case .numberOutOfRange:
            return Words.say(in: language, en: "Number out of range", ja: "範囲外の数値", zh: "数值超出范围", ko: "범위를 벗어난 숫자")
        case .bodyTooLarge:
            return Words.say(
                in: language,
                en: "Request body too large",
                ja: "リクエストボディが大きすぎます",
                zh: "请求体过大",
                ko: "요청 본문이 너무 큼")
        case .tooManyNodes:
            return Words.say(
                in: language,
                en: "Too many responders",
                ja: "レスポンダーが多すぎます",
                zh: "响应者过多",
                ko: "리스폰더가 너무 많음")
        case .tooDeep:
            return Words.say(
                in: language,
                en: "JSON nested too deeply",
                ja: "JSON のネストが深すぎます",
                zh: "JSON 嵌套过深",
                ko: "JSON 중첩이 너무 깊음")
        case .tooManyEvents:
            return Words.say(in: language, en: "Too many events", ja: "イベントが多すぎます", zh: "事件过多", ko: "이벤트가 너무 많음")
        case .tooManyTouches:
            return Words.say(in: language, en: "Too many touches", ja: "タッチが多すぎます", zh: "触摸过多", ko: "터치가 너무 많음")
        case .nameTooLong:
            return Words.say(in: language, en: "Name too long", ja: "名前が長すぎます", zh: "名称过长", ko: "이름이 너무 김")
        case .tooMuchWork:
            return Words.say(
                in: language,
                en: "Too much work for one request",
                ja: "1 つのリクエストとしては処理が多すぎます",
                zh: "单个请求的工作量过大",
                ko: "요청 하나로 처리하기에 작업이 너무 많음")
        case .unsupportedMediaType:
            return Words.say(
                in: language,
                en: "Unsupported media type",
                ja: "サポートされていないメディアタイプ",
                zh: "不支持的媒体类型",
                ko: "지원하지 않는 미디어 타입")
        case .notFound: return Words.say(in: language, en: "Not found", ja: "見つかりません", zh: "未找到", ko: "찾을 수 없음")
        case .methodNotAllowed:
            return Words.say(
                in: language,
                en: "Method not allowed",
                ja: "許可されていないメソッド",
                zh: "不允许使用该方法",
                ko: "허용되지 않는 메서드")
        case .internalError: return Words.say(in: language, en: "Internal error", ja: "内部エラー", zh: "内部错误", ko: "내부 오류")
        case .serverBusy:
            return Words.say(in: language, en: "Server busy", ja: "サーバーが混み合っています", zh: "服务器繁忙", ko: "서버 사용 중")
        }
    }

    /// The title in English.
    public var title: String { title(in: .english) }

    public var status: Int {
        switch self {
        case .malformedJSON, .invalidRequest: return 400
        case .impossibleApp, .unknownReference, .unreadableDump, .numberOutOfRange: return 422
        case .bodyTooLarge, .tooManyNodes, .tooDeep, .tooManyEvents, .tooManyTouches, .nameTooLong, .tooMuchWork:
            return 413
        case .unsupportedMediaType: return 415
        case .notFound: return 404
        case .methodNotAllowed: return 405
        case .internalError: return 500
        case .serverBusy: return 503
        }
    }
}
