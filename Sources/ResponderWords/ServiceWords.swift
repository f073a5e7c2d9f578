import ResponderCore
import ResponderImport

/// What the service refuses of a request as a whole, as facts: one case per sentence, with the values it names. One
/// switch words every case with its four languages side by side (``text(in:)``), so that neither a sentence nor a
/// language can be missed without failing to compile. Paths, headers, query parameters and values, field names,
/// debugger commands and the text of a dump are the same in every language.
public enum ServiceWords: Sendable, Equatable {
    // MARK: Debugger output (POST /v1/import)

    /// The dumps have more lines than the steps one request may take (detail).
    case dumpLinesOverBudget(limit: Int)
    /// The dumps have more lines than the steps one request may take (field).
    case tooManyLinesHere
    /// A line of a dump the reader cannot read (detail): where, what it expected there and what it found.
    case unreadableDump(DumpKind, line: Int, column: Int, expected: DumpError.Expected, found: String)
    /// A line of a dump the reader cannot read (field).
    case unreadableDumpHere(line: Int, column: Int, expected: DumpError.Expected, found: String)
    /// A line of a recognizers or targets paste the reader cannot read (detail).
    case unreadablePaste(PasteKind, line: Int, column: Int, expected: PasteError.Expected, found: String)
    /// A line of a recognizers or targets paste the reader cannot read (field).
    case unreadablePasteHere(line: Int, column: Int, expected: PasteError.Expected, found: String)
    /// A dump with more lines and entries than one answer accounts for (detail).
    case dumpTooLong(DumpKind, limit: Int)
    /// A dump with more lines and entries than one answer accounts for (field): the line it stopped at.
    case dumpTooLongHere(line: Int, limit: Int)
    /// A text sent as a dump that is something else the debugger or a test tool prints (detail): what it is, and the
    /// line that shows it.
    case notADump(DumpKind, ForeignText, line: Int)
    /// A text sent as a dump that is something else (field).
    case notADumpHere(ForeignText, line: Int)
    /// A dump with no entry at all (detail).
    case noEntry(DumpKind)
    /// A dump with no entry at all (field).
    case noEntryHere
    /// The dumps have more entries than an app description may have responders (detail).
    case tooManyEntries(limit: Int, responders: Int)
    /// The dumps have more entries than an app description may have responders (field).
    case tooManyEntriesHere(line: Int, limit: Int)
    /// A view or controller nested deeper than an app description may nest (detail): `jsonLevels` is the JSON
    /// nesting limit, two levels for each of the dump's.
    case nestedTooDeep(DumpKind, line: Int, limit: Int, jsonLevels: Int)
    /// A view or controller nested deeper than an app description may nest (field).
    case nestedTooDeepHere(line: Int, limit: Int)

    // MARK: Budgets and limits

    /// Evaluating the events ran out of the work budget's steps at an event (detail).
    case eventsOverSteps(limit: Int, at: String)
    /// Evaluating the events ran out of the work budget's steps here (field).
    case stepsRanOutHere(limit: Int)
    /// The answer would hold more entries than its budget (detail), by an event.
    case eventsOverEntries(limit: Int, at: String)
    /// The answer's budget of entries ran out here (field).
    case entriesRanOutHere(limit: Int)
    /// A dispatch answer grew past the answer-size limit while it was written (detail), at an event.
    case answerGrewTooLarge(limit: Int, at: String)
    /// A dispatch answer grew past the answer-size limit with this event (field).
    case answerGrewTooLargeHere(limit: Int)
    /// An answer that would be larger than the answer-size limit (detail), and how to ask for a smaller one.
    case answerTooLarge(Answer, limit: Int, advice: Advice)
    /// An answer that would be larger than the answer-size limit (field).
    case answerTooLargeHere(Answer)
    /// A chain with more links than the service answers (detail): the responder it starts from.
    case chainTooLong(from: String, links: Int, limit: Int)
    /// A chain with more links than the service answers (field).
    case chainTooLongHere(limit: Int)
    /// The layout of every window and view ran out of the work budget (detail): the budget that ran out.
    case layoutOverBudget(limit: Int, resource: WorkBudget.Resource)
    /// The layout of every window and view ran out of the work budget (field).
    case layoutOverBudgetHere
    /// Auditing the app would take more steps or entries than the work budget (detail).
    case auditOverBudget(limit: Int, resource: WorkBudget.Resource)
    /// The audit ran out of the work budget (field).
    case auditOverBudgetHere

    // MARK: The query's options

    /// `event=` names an event the request does not have (detail): `count` events, 0 to `count - 1`.
    case eventOutOfRange(index: Int, count: Int)
    /// `event=` names an event the request does not have (field).
    case eventOutOfRangeHere(count: Int)
    /// A format or `include` part `POST /v1/import` does not answer (detail).
    case importAnswersJSON
    /// A format or `include` part `POST /v1/audit` does not answer (detail): the parameter and its value.
    case auditAnswersJSONOrText(parameter: String, given: String)
    /// A query parameter the endpoint does not take (field): the endpoint's path.
    case notAvailableHere(parameter: String, endpoint: String)
    /// `include=svg` with `format=text` or `format=svg` (detail): the format's value.
    case svgNeedsJSON(format: String)
    /// `include=svg` with a format that is not JSON (field).
    case svgNeedsJSONHere

    // MARK: The request's headers

    /// A header that a request may have once, given more than once (detail): its name.
    case duplicateHeader(String)
    /// A header that a request may have once, given more than once (field).
    case duplicateHeaderHere(String)

    /// The answer an answer-size refusal names.
    public enum Answer: Sendable, Equatable, CaseIterable {
        /// A JSON or text answer.
        case answer
        /// A diagram (`format=svg`, or `include=svg`'s).
        case diagram
        /// A JSON answer with its diagram (`include=svg`).
        case answerWithDiagram

        /// The answer in `language`: "answer", "diagram", "answer with its diagram" in English.
        public func text(in language: Language) -> String {
            switch self {
            case .answer: return Words.say(in: language, en: "answer", ja: "応答", zh: "应答", ko: "응답")
            case .diagram: return Words.say(in: language, en: "diagram", ja: "図", zh: "示意图", ko: "다이어그램")
            case .answerWithDiagram:
                return Words.say(
                    in: language,
                    en: "answer with its diagram",
                    ja: "図を含む応答",
                    zh: "带示意图的应答",
                    ko: "다이어그램을 포함한 응답")
            }
        }

        /// The answer in English.
        public var english: String { text(in: .english) }
    }

    /// How to ask for an answer that is smaller, after an answer-size refusal.
    public enum Advice: Sendable, Equatable, CaseIterable {
        /// For `POST /v1/import`.
        case importSmallerDump
        /// For `POST /v1/chain`.
        case chainNearerApplication
        /// For a diagram.
        case drawSmallerHierarchy
        /// For an answer with its diagram (`include=svg`).
        case diagramOnItsOwn
        /// For an audit's answer whose witnesses repeat the app (`witness=full`, JSON).
        case auditWithWitnessEvent
        /// For an audit's answer otherwise.
        case auditSmallerHierarchy

        /// The advice in `language`, as the end of a sentence in English and as a sentence without its final period
        /// (or 。) in the other languages.
        public func text(in language: Language) -> String {
            switch self {
            case .importSmallerDump:
                return Words.say(
                    in: language,
                    en: "import a smaller dump",
                    ja: "より小さなダンプをインポートしてください",
                    zh: "请导入更小的转储",
                    ko: "더 작은 덤프를 가져오십시오")
            case .chainNearerApplication:
                return Words.say(
                    in: language,
                    en: "ask for the chain from a responder nearer the application",
                    ja: "アプリケーションにより近いレスポンダーからのチェーンを求めてください",
                    zh: "请改为请求从更靠近应用程序的响应者开始的链",
                    ko: "애플리케이션에 더 가까운 리스폰더에서 시작하는 체인을 요청하십시오")
            case .drawSmallerHierarchy:
                return Words.say(
                    in: language,
                    en: "draw a smaller hierarchy",
                    ja: "より小さな階層を描いてください",
                    zh: "请绘制更小的层级",
                    ko: "더 작은 계층을 그리십시오")
            case .diagramOnItsOwn:
                return Words.say(
                    in: language,
                    en: "ask for the diagram on its own (format=svg) and the answer without include=svg",
                    ja: "図は単独で（format=svg）、応答は include=svg なしで求めてください",
                    zh: "请单独请求示意图（format=svg），并请求不带 include=svg 的应答",
                    ko: "다이어그램은 따로(format=svg), 응답은 include=svg 옵션 없이 요청하십시오")
            case .auditWithWitnessEvent:
                return Words.say(
                    in: language,
                    en:
                        "ask with witness=event, so that the answer does not repeat the app, or audit a smaller hierarchy",
                    ja: "応答がアプリを繰り返さないよう witness=event を付けて求めるか、より小さな階層を監査してください",
                    zh: "请加上 witness=event 来请求，让应答不再重复整个应用，或者审计更小的层级",
                    ko: "응답이 앱을 반복하지 않도록 witness=event 옵션을 붙여 요청하거나, 더 작은 계층을 감사하십시오")
            case .auditSmallerHierarchy:
                return Words.say(
                    in: language,
                    en: "audit a smaller hierarchy",
                    ja: "より小さな階層を監査してください",
                    zh: "请审计更小的层级",
                    ko: "더 작은 계층을 감사하십시오")
            }
        }

        /// The advice in English, as the end of a sentence.
        public var english: String { text(in: .english) }
    }

    /// The words in `language`: each case's four languages side by side, only the one asked for built. Full
    /// sentences end with a period (。 in Japanese and Chinese), field messages without one. The Korean is in the
    /// polite 합니다 style and, as in ``ProblemWords``, never puts after a value a particle whose form depends on its
    /// last sound (이/가, 을/를): a noun comes after it (`옵션`, `헤더`, `엔드포인트`), or `의`, `입니다`, `에서`, `부터`
    /// and `까지`, whose form never changes.
    public func text(in language: Language) -> String {
        switch self {
        case .dumpLinesOverBudget(let limit):
            return Words.say(
                in: language,
                en:
                    "The dumps have more lines and text than the \(limit) steps one request may take (a step a line, and "
                    + "one per 64 bytes).",
                ja: "ダンプの行数とテキスト量が、1 つのリクエストに許される \(limit) ステップを超えています（1 行ごとに 1 ステップ、64 バイトごとに 1 ステップ）。",
                zh: "这些转储的行数和文本量超过了一个请求最多可用的 \(limit) 步（每行一步，每 64 字节一步）。",
                ko: "덤프의 줄 수와 텍스트 양이 한 요청에 허용되는 작업 단계 \(limit)개보다 많습니다(줄마다 한 단계, 64바이트마다 한 단계).")
        case .tooManyLinesHere:
            return Words.say(in: language, en: "too many lines", ja: "行が多すぎます", zh: "行数过多", ko: "줄이 너무 많습니다")
        case .unreadableDump(let dump, let line, let column, let expected, let found):
            return Words.text(
                in: language,
                en: {
                    return "The \(dump.rawValue) text cannot be read at "
                        + Self.unreadableDumpHere(line: line, column: column, expected: expected, found: found).english
                        + ". Paste what \(Self.command(dump)) prints, as it printed it."
                },
                ja: {
                    let here = Self.unreadableDumpHere(line: line, column: column, expected: expected, found: found)
                    return "\(dump.rawValue) のテキストを読み取れません（\(here.text(in: .japanese))）。"
                        + Self.japanese(Self.japaneseCommand(dump), "が") + "出力したテキストを、出力されたとおりに貼り付けてください。"
                },
                zh: {
                    let here = Self.unreadableDumpHere(line: line, column: column, expected: expected, found: found)
                    return "无法读取 \(dump.rawValue) 文本（\(here.text(in: .simplifiedChinese))）。请按原样粘贴 "
                        + Self.chinese(Self.chineseCommand(dump), "打印出的文本。")
                },
                ko: {
                    let here = Self.unreadableDumpHere(line: line, column: column, expected: expected, found: found)
                    return "\(dump.rawValue) 텍스트를 읽을 수 없습니다. \(here.text(in: .korean)). 다음 명령이 출력한 텍스트를 출력된 "
                        + "그대로 붙여 넣으십시오: \(Self.koreanCommand(dump))."
                })
        case .unreadableDumpHere(let line, let column, let expected, let found):
            return Self.whereUnreadable(
                line: line, column: column, expected: expected.text(in:), found: found, in: language)
        case .unreadablePaste(let paste, let line, let column, let expected, let found):
            let here = Self.unreadablePasteHere(line: line, column: column, expected: expected, found: found)
            let command =
                paste == .gestureRecognizers
                ? "po view.gestureRecognizers"
                : "po control, po control.allTargets, po control.actions(forTarget:forControlEvent:)"
            return Words.say(
                in: language,
                en: "The \(paste.rawValue) text cannot be read at \(here.text(in: .english)). Paste what \(command) "
                    + "prints, as it printed it.",
                ja: "\(paste.rawValue) のテキストを読み取れません（\(here.text(in: .japanese))）。\(command) が出力した"
                    + "テキストを、出力されたとおりに貼り付けてください。",
                zh: "无法读取 \(paste.rawValue) 文本（\(here.text(in: .simplifiedChinese))）。请按原样粘贴 \(command) "
                    + "打印出的文本。",
                ko: "\(paste.rawValue) 텍스트를 읽을 수 없습니다. \(here.text(in: .korean)). 다음 명령이 출력한 텍스트를 "
                    + "출력된 그대로 붙여 넣으십시오: \(command).")
        case .unreadablePasteHere(let line, let column, let expected, let found):
            return Self.whereUnreadable(
                line: line, column: column, expected: expected.text(in:), found: found, in: language)
        case .dumpTooLong(let dump, let limit):
            return Words.say(
                in: language,
                en: "The \(dump.rawValue) text has more than \(limit) lines and entries, more than one answer "
                    + "accounts for; import the dump of a smaller part of the window.",
                ja: "\(dump.rawValue) のテキストには \(limit) を超える行とエントリがあり、1 つの応答で扱える量を超えて"
                    + "います。ウインドウのより小さな部分のダンプをインポートしてください。",
                zh: "\(dump.rawValue) 文本的行和条目超过了 \(limit) 个，超出了一个应答所能记录的数量；请导入窗口中较小"
                    + "部分的转储。",
                ko: "\(dump.rawValue) 텍스트의 줄과 항목이 \(limit)개를 넘어, 한 응답이 다룰 수 있는 양보다 많습니다. "
                    + "윈도우의 더 작은 부분을 덤프해서 가져오십시오.")
        case .dumpTooLongHere(let line, let limit):
            return Words.say(
                in: language,
                en: "line \(line): more than \(limit) lines and entries",
                ja: "\(line) 行目：行とエントリが \(limit) を超えています",
                zh: "第 \(line) 行：行和条目超过了 \(limit) 个",
                ko: "\(line)번째 줄: 줄과 항목이 \(limit)개를 넘습니다")
        case .notADump(let dump, let foreign, let line):
            let what = dump == .recursiveDescription ? "a view hierarchy" : "a view controller hierarchy"
            return Words.say(
                in: language,
                en: "The \(dump.rawValue) text is \(foreign.name(in: .english)) (line \(line)), not \(what). "
                    + foreign.reason(in: .english) + " Pause the app and paste what \(Self.dumpCommand(dump)) prints.",
                ja: "\(dump.rawValue) のテキストは\(foreign.name(in: .japanese))で（\(line) 行目）、"
                    + "\(Self.japaneseEntry(dump))の階層ではありません。" + foreign.reason(in: .japanese)
                    + "アプリを一時停止し、" + Self.japanese(Self.dumpCommand(dump, in: .japanese), "が")
                    + "出力したテキストを貼り付けてください。",
                zh: "\(dump.rawValue) 文本是\(foreign.name(in: .simplifiedChinese))（第 \(line) 行），而不是"
                    + "\(Self.chineseEntry(dump))层级。" + foreign.reason(in: .simplifiedChinese) + "请暂停应用，并粘贴 "
                    + Self.chinese(Self.dumpCommand(dump, in: .simplifiedChinese), "打印出的文本。"),
                ko: "\(dump.rawValue) 텍스트는 \(foreign.name(in: .korean))입니다(\(line)번째 줄). "
                    + "\(Self.koreanEntry(dump)) 계층이 아닙니다. " + foreign.reason(in: .korean)
                    + " 앱을 일시 정지하고 다음 명령이 출력한 텍스트를 붙여 넣으십시오: "
                    + "\(Self.dumpCommand(dump, in: .korean)).")
        case .notADumpHere(let foreign, let line):
            return Words.say(
                in: language,
                en: "line \(line): \(foreign.name(in: .english)), not a dump",
                ja: "\(line) 行目：ダンプではなく\(foreign.name(in: .japanese))です",
                zh: "第 \(line) 行：这是\(foreign.name(in: .simplifiedChinese))，不是转储",
                ko: "\(line)번째 줄: 덤프가 아니라 \(foreign.name(in: .korean))입니다")
        case .noEntry(let dump):
            return Words.say(
                in: language,
                en: "The \(dump.rawValue) text holds no \(dump == .recursiveDescription ? "view" : "controller"): "
                    + "paste what \(Self.command(dump)) prints.",
                ja: "\(dump.rawValue) のテキストには\(Self.japaneseEntry(dump))がありません。"
                    + Self.japanese(Self.japaneseCommand(dump), "が") + "出力したテキストを貼り付けてください。",
                zh: "\(dump.rawValue) 文本中没有任何\(Self.chineseEntry(dump))：请粘贴 "
                    + Self.chinese(Self.chineseCommand(dump), "打印出的文本。"),
                ko: "\(dump.rawValue) 텍스트에 \(Self.koreanEntry(dump)) 항목이 없습니다. 다음 명령이 출력한 텍스트를 "
                    + "붙여 넣으십시오: \(Self.koreanCommand(dump)).")
        case .noEntryHere:
            return Words.say(
                in: language,
                en: "no entry in the text",
                ja: "テキストにエントリがありません",
                zh: "文本中没有条目",
                ko: "텍스트에 항목이 없습니다")
        case .tooManyEntries(let limit, let responders):
            return Words.say(
                in: language,
                en: "The dumps have more than \(limit) entries, more than one app description may have "
                    + "(\(responders) responders).",
                ja: "ダンプのエントリが \(limit) 個を超えていて、1 つのアプリの記述に入る数（レスポンダー \(responders) "
                    + "個）を超えています。",
                zh: "这些转储的条目超过了 \(limit) 个，超出了一个应用描述所能拥有的数量（\(responders) 个响应者）。",
                ko: "덤프의 항목이 \(limit)개를 넘어, 한 앱 설명이 가질 수 있는 수(리스폰더 \(responders)개)보다 많습니다.")
        case .tooManyEntriesHere(let line, let limit):
            return Words.say(
                in: language,
                en: "line \(line): more than \(limit) entries",
                ja: "\(line) 行目：エントリが \(limit) 個を超えています",
                zh: "第 \(line) 行：条目超过了 \(limit) 个",
                ko: "\(line)번째 줄: 항목이 \(limit)개를 넘습니다")
        case .nestedTooDeep(let dump, let line, let limit, let levels):
            return Words.say(
                in: language,
                en: "A \(dump == .recursiveDescription ? "view" : "controller") at line \(line) is nested more than "
                    + "\(limit) levels deep; an app description nests at most \(levels) levels of JSON, two a level.",
                ja: "\(line) 行目の\(Self.japaneseEntry(dump))のネストが \(limit) 階層を超えています。アプリの記述の "
                    + "JSON のネストは \(levels) 階層まで（1 階層につき 2 つ）です。",
                zh: "第 \(line) 行的\(Self.chineseEntry(dump))嵌套超过了 \(limit) 层；应用描述的 JSON 最多嵌套 "
                    + "\(levels) 层，每一层占两层。",
                ko: "\(line)번째 줄의 \(Self.koreanEntry(dump)) 중첩이 \(limit)단계를 넘습니다. 앱 설명의 JSON 중첩은 "
                    + "최대 \(levels)단계이며, 한 단계에 JSON 두 단계를 씁니다.")
        case .nestedTooDeepHere(let line, let limit):
            return Words.say(
                in: language,
                en: "line \(line): nested more than \(limit) levels",
                ja: "\(line) 行目：ネストが \(limit) 階層を超えています",
                zh: "第 \(line) 行：嵌套超过了 \(limit) 层",
                ko: "\(line)번째 줄: 중첩이 \(limit)단계를 넘습니다")
        case .eventsOverSteps(let limit, let pointer):
            return Words.say(
                in: language,
                en: "Evaluating the events took more than \(limit) steps (views asked by hit-testing and "
                    + "the unreachable-view scan, responders walked along chains) and stopped at \(pointer). Send fewer "
                    + "events or touches, a smaller hierarchy, or set settings.diagnoseUnreachable to false.",
                ja: "イベントの評価に \(limit) ステップ（ヒットテストと到達できないビューの検出で調べたビュー、チェーンを"
                    + "たどったレスポンダー）を超える処理が必要になり、\(pointer) で止まりました。イベントやタッチを減らすか、"
                    + "階層を小さくするか、settings.diagnoseUnreachable を false にしてください。",
                zh: "评估这些事件用了超过 \(limit) 步（命中测试和不可达视图扫描所询问的视图、沿响应者链走过的响应者），"
                    + "并在 \(pointer) 处停止。请发送更少的事件或触摸、更小的层级，或者把 settings.diagnoseUnreachable 设为 "
                    + "false。",
                ko: "이벤트를 평가하는 데 작업 단계가 \(limit)개를 넘어(히트 테스트와 도달할 수 없는 뷰 검사가 확인한 뷰, "
                    + "체인을 따라간 리스폰더) \(pointer)에서 멈췄습니다. 이벤트나 터치를 줄이거나, 더 작은 계층을 "
                    + "보내거나, settings.diagnoseUnreachable 값을 false로 설정하십시오.")
        case .stepsRanOutHere(let limit):
            return Words.say(
                in: language,
                en: "the work budget of \(limit) steps ran out here",
                ja: "ここで \(limit) ステップの処理の予算を使い切りました",
                zh: "工作预算的 \(limit) 步在此处用完",
                ko: "여기서 작업 단계 \(limit)개의 예산이 바닥났습니다")
        case .eventsOverEntries(let limit, let pointer):
            return Words.say(
                in: language,
                en: "The answer would hold more than \(limit) entries (hit-test trace steps, path steps, "
                    + "walk steps, chain links, diagnostics) by \(pointer). Send fewer events or touches, a smaller "
                    + "hierarchy, or keep the summarised hit-test trace (leave out trace=full).",
                ja: "\(pointer) までで、応答のエントリ（ヒットテストのトレースのステップ、経路のステップ、たどった"
                    + "ステップ、チェーンのリンク、診断）が \(limit) 個を超えます。イベントやタッチを減らすか、階層を小さく"
                    + "するか、要約されたヒットテストのトレースのままにしてください（trace=full を外してください）。",
                zh: "到 \(pointer) 为止，应答将包含超过 \(limit) 个条目（命中测试追踪步骤、路径步骤、遍历步骤、链的链接、"
                    + "诊断）。请发送更少的事件或触摸、更小的层级，或者保留摘要形式的命中测试追踪（去掉 trace=full）。",
                ko: "\(pointer)까지 응답에 담길 항목(히트 테스트 추적 단계, 경로 단계, 따라간 단계, 체인 링크, 진단)이 "
                    + "\(limit)개를 넘습니다. 이벤트나 터치를 줄이거나, 더 작은 계층을 보내거나, 요약된 히트 테스트 추적을 "
                    + "유지하십시오(trace=full 옵션을 빼십시오).")
        case .entriesRanOutHere(let limit):
            return Words.say(
                in: language,
                en: "the answer's budget of \(limit) entries ran out here",
                ja: "ここで応答の \(limit) エントリの予算を使い切りました",
                zh: "应答的 \(limit) 个条目预算在此处用完",
                ko: "여기서 응답의 항목 \(limit)개 예산이 바닥났습니다")
        case .answerGrewTooLarge(let limit, let pointer):
            return Words.say(
                in: language,
                en: "The answer grew past \(limit) bytes while it was written (at \(pointer)). Ask for "
                    + "fields=essentials or format=text, or send fewer events.",
                ja: "応答が書き出される途中で \(limit) バイトを超えました（位置：\(pointer)）。fields=essentials か "
                    + "format=text を指定するか、イベントを減らしてください。",
                zh: "应答在写出过程中超过了 \(limit) 个字节（在 \(pointer) 处）。请使用 fields=essentials 或 "
                    + "format=text，或者发送更少的事件。",
                ko: "응답을 쓰는 도중 \(limit)바이트를 넘었습니다(위치: \(pointer)). fields=essentials 또는 "
                    + "format=text 옵션으로 요청하거나, 이벤트를 줄이십시오.")
        case .answerGrewTooLargeHere(let limit):
            return Words.say(
                in: language,
                en: "the answer passed \(limit) bytes with this event",
                ja: "このイベントで応答が \(limit) バイトを超えました",
                zh: "应答在此事件处超过了 \(limit) 个字节",
                ko: "이 이벤트에서 응답이 \(limit)바이트를 넘었습니다")
        case .answerTooLarge(let answer, let limit, let advice):
            return Words.say(
                in: language,
                en: "The \(answer.english) would be larger than the \(limit) bytes this service answers; "
                    + advice.english + ".",
                ja: "\(answer.text(in: .japanese))が、このサービスが返せる \(limit) バイトを超えてしまいます。\(advice.text(in: .japanese))。",
                zh:
                    "\(answer.text(in: .simplifiedChinese))将超过本服务所能应答的 \(limit) 个字节；\(advice.text(in: .simplifiedChinese))。",
                ko: "\(answer.text(in: .korean))의 크기가 이 서비스가 응답하는 한도인 \(limit)바이트를 넘습니다. \(advice.text(in: .korean)).")
        case .answerTooLargeHere(let answer):
            return Words.say(
                in: language,
                en: "the \(answer.english) is too large",
                ja: "\(answer.text(in: .japanese))が大きすぎます",
                zh: "\(answer.text(in: .simplifiedChinese))太大",
                ko: "\(answer.text(in: .korean))의 크기가 너무 큽니다")
        case .chainTooLong(let from, let links, let limit):
            return Words.say(
                in: language,
                en: "The chain from '\(from)' has \(links) links, more than the \(limit) "
                    + "this service answers; ask for the chain from a responder nearer the application.",
                ja: "'\(from)' からのチェーンにはリンクが \(links) 個あり、このサービスが返せる \(limit) 個を超えて"
                    + "います。\(Advice.chainNearerApplication.text(in: .japanese))。",
                zh: "从 '\(from)' 开始的链有 \(links) 个链接，超过了本服务所能应答的 \(limit) 个；"
                    + "\(Advice.chainNearerApplication.text(in: .simplifiedChinese))。",
                ko: "'\(from)'에서 시작하는 체인의 링크가 \(links)개로, 이 서비스가 응답하는 한도인 \(limit)개보다 "
                    + "많습니다. \(Advice.chainNearerApplication.text(in: .korean)).")
        case .chainTooLongHere(let limit):
            return Words.say(
                in: language,
                en: "the chain has more than \(limit) links",
                ja: "チェーンのリンクが \(limit) 個を超えています",
                zh: "链的链接超过了 \(limit) 个",
                ko: "체인의 링크가 \(limit)개를 넘습니다")
        case .layoutOverBudget(let limit, let resource):
            return Words.say(
                in: language,
                en: "The layout of every window and view would take more than the \(limit) "
                    + "\(resource == .steps ? "steps" : "entries") one request may; leave out include=layout and "
                    + "format=svg, or send a smaller hierarchy.",
                ja: "すべてのウインドウとビューのレイアウトには、1 つのリクエストに許される \(limit) "
                    + "\(resource == .steps ? "ステップ" : "エントリ")を超える処理が必要です。include=layout と "
                    + "format=svg を外すか、階層を小さくしてください。",
                zh: "计算每个窗口和视图的布局将超过一个请求最多可用的 \(limit) \(resource == .steps ? "步" : "个条目")；"
                    + "请去掉 include=layout 和 format=svg，或者发送更小的层级。",
                ko: "모든 윈도우와 뷰의 레이아웃을 계산하려면 한 요청에 허용되는 \(resource == .steps ? "작업 단계" : "항목") "
                    + "\(limit)개보다 많이 필요합니다. include=layout 옵션과 format=svg 옵션을 빼거나, 더 작은 계층을 "
                    + "보내십시오.")
        case .layoutOverBudgetHere:
            return Words.say(
                in: language,
                en: "the layout ran out of the work budget",
                ja: "レイアウトが処理の予算を使い切りました",
                zh: "布局用完了工作预算",
                ko: "레이아웃이 작업 예산을 모두 썼습니다")
        case .auditOverBudget(let limit, let resource):
            return Words.say(
                in: language,
                en: "Auditing the app (each interactive view's hit area is hit-tested point by point) took more than "
                    + "the \(limit) \(resource == .steps ? "steps" : "entries") one request may; send a smaller hierarchy.",
                ja: "アプリの監査（操作できる各ビューのヒット領域を 1 点ずつヒットテストします）には、1 つのリクエストに"
                    + "許される \(limit) \(resource == .steps ? "ステップ" : "エントリ")を超える処理が必要です。"
                    + "階層を小さくしてください。",
                zh: "审计这个应用（对每个可交互视图的命中区域逐点进行命中测试）将超过一个请求最多可用的 \(limit) "
                    + "\(resource == .steps ? "步" : "个条目")；请发送更小的层级。",
                ko: "앱을 감사하려면(상호작용하는 각 뷰의 히트 영역을 점마다 히트 테스트합니다) 한 요청에 허용되는 "
                    + "\(resource == .steps ? "작업 단계" : "항목") \(limit)개보다 많이 필요합니다. 더 작은 계층을 보내십시오.")
        case .auditOverBudgetHere:
            return Words.say(
                in: language,
                en: "the audit ran out of the work budget",
                ja: "監査が処理の予算を使い切りました",
                zh: "审计用完了工作预算",
                ko: "감사가 작업 예산을 모두 썼습니다")
        case .eventOutOfRange(let index, let count):
            return Words.say(
                in: language,
                en: "The query parameter event is \(index), but the request has \(count) "
                    + "event\(count == 1 ? "" : "s"); event takes 0 to \(count - 1).",
                ja: "クエリパラメータ event の値は \(index) ですが、リクエストのイベントは \(count) 個です。event には "
                    + "0 から \(count - 1) までを指定してください。",
                zh: "查询参数 event 为 \(index)，但请求中只有 \(count) 个事件；event 的取值为 0 到 \(count - 1)。",
                ko: "쿼리 파라미터 event의 값은 \(index)입니다. 하지만 요청의 이벤트는 \(count)개이므로, event에는 "
                    + "0부터 \(count - 1)까지 쓸 수 있습니다.")
        case .eventOutOfRangeHere(let count):
            return Words.say(
                in: language,
                en: "event must be between 0 and \(count - 1)",
                ja: "event は 0 から \(count - 1) まででなければなりません",
                zh: "event 必须在 0 到 \(count - 1) 之间",
                ko: "event 값은 0부터 \(count - 1)까지여야 합니다")
        case .importAnswersJSON:
            return Words.say(
                in: language,
                en: "POST /v1/import answers JSON: the app description, ready to POST to /v1/dispatch, /v1/chain or "
                    + "/v1/audit (which draw and report it).",
                ja: "POST /v1/import が返すのは JSON で、そのまま /v1/dispatch、/v1/chain、/v1/audit に POST できる"
                    + "アプリの記述です（図と報告はそれらが返します）。",
                zh: "POST /v1/import 应答的是 JSON：即应用描述，可以直接 POST 到 /v1/dispatch、/v1/chain 或 /v1/audit"
                    + "（由它们绘制和报告）。",
                ko: "POST /v1/import 엔드포인트는 JSON으로 응답합니다. 응답은 /v1/dispatch, /v1/chain, /v1/audit에 "
                    + "바로 POST할 수 있는 앱 설명입니다(그리기와 보고는 이 엔드포인트들이 합니다).")
        case .auditAnswersJSONOrText(let parameter, let given):
            return Words.say(
                in: language,
                en: "POST /v1/audit answers JSON or text; \(parameter)=\(given) is for /v1/dispatch and /v1/chain "
                    + "(POST a finding's witness to /v1/dispatch to draw it).",
                ja: "POST /v1/audit が返すのは JSON かテキストです。\(parameter)=\(given) は /v1/dispatch と /v1/chain "
                    + "のためのものです（指摘を図にするには、その witness を /v1/dispatch に POST してください）。",
                zh: "POST /v1/audit 应答的是 JSON 或文本；\(parameter)=\(given) 用于 /v1/dispatch 和 /v1/chain（要绘制"
                    + "审查结果，请把它的 witness POST 到 /v1/dispatch）。",
                ko: "POST /v1/audit 엔드포인트는 JSON 또는 텍스트로 응답합니다. \(parameter)=\(given) 옵션은 "
                    + "/v1/dispatch, /v1/chain에서 쓰는 옵션입니다(발견 항목을 그리려면 그 witness 이벤트를 "
                    + "/v1/dispatch에 POST하십시오).")
        case .notAvailableHere(let parameter, let endpoint):
            return Words.say(
                in: language,
                en: "\(parameter) is not available on \(endpoint)",
                ja: "\(parameter) は \(endpoint) では使えません",
                zh: "\(endpoint) 不支持 \(parameter)",
                ko: "\(parameter) 옵션은 \(endpoint)에서 쓸 수 없습니다")
        case .svgNeedsJSON(let format):
            return Words.say(
                in: language,
                en: "include=svg puts the diagram in a JSON answer, and format=\(format) answers "
                    + (format == "svg" ? "the diagram alone" : "a plain-text report") + "; leave out one of them.",
                ja: "include=svg は図を JSON の応答に入れますが、format=\(format) が返すのは"
                    + (format == "svg" ? "図だけ" : "プレーンテキストのレポート") + "です。どちらか一方を外してください。",
                zh: "include=svg 会把示意图放进 JSON 应答中，而 format=\(format) 应答的是"
                    + (format == "svg" ? "单独的示意图" : "纯文本报告") + "；请去掉其中一个。",
                ko: "include=svg 옵션은 다이어그램을 JSON 응답에 넣지만, format=\(format) 응답은 "
                    + (format == "svg" ? "다이어그램뿐" : "일반 텍스트 보고서") + "입니다. 둘 중 하나를 빼십시오.")
        case .svgNeedsJSONHere:
            return Words.say(
                in: language,
                en: "include=svg needs format=json",
                ja: "include=svg には format=json が必要です",
                zh: "include=svg 需要 format=json",
                ko: "include=svg 옵션에는 format=json 옵션이 필요합니다")
        case .duplicateHeader(let name):
            return Words.say(
                in: language,
                en: "The request has more than one \(name) header; a proxy could read it otherwise than the "
                    + "service, so it is refused and the connection closed.",
                ja: "リクエストに \(name) ヘッダーが複数あります。プロキシがこのサービスとは違うように読むおそれがある"
                    + "ため、リクエストを拒否して接続を閉じます。",
                zh: "请求中有多个 \(name) 标头；代理对它的解读可能与本服务不同，因此请求被拒绝，连接被关闭。",
                ko: "요청에 \(name) 헤더가 둘 이상 있습니다. 프록시가 이 서비스와 다르게 읽을 수 있으므로, 요청을 "
                    + "거부하고 연결을 닫습니다.")
        case .duplicateHeaderHere(let name):
            return Words.say(
                in: language,
                en: "more than one \(name) header",
                ja: "\(name) ヘッダーが複数あります",
                zh: "有多个 \(name) 标头",
                ko: "\(name) 헤더가 둘 이상 있습니다")
        }
    }

    /// Where a dump or a paste cannot be read, and what was expected there instead of what was found: one
    /// sentence for both, `expected` worded in the language asked for.
    static func whereUnreadable(
        line: Int, column: Int, expected: (Language) -> String, found: String, in language: Language
    ) -> String {
        Words.text(
            in: language,
            en: { "line \(line), column \(column): expected \(expected(.english)), found '\(found)'" },
            ja: {
                "\(line) 行 \(column) 列：" + Self.japanese(expected(.japanese), "が") + "必要ですが、'\(found)' があります"
            },
            zh: {
                let words = expected(.simplifiedChinese)
                return "第 \(line) 行第 \(column) 列：应为\(words.first?.isASCII == true ? " " : "")\(words)，"
                    + "但遇到了 '\(found)'"
            },
            ko: {
                "\(line)번째 줄 \(column)번째 열: 여기에 와야 하는 것은 \(expected(.korean))입니다(실제 텍스트: '\(found)')"
            })
    }

    /// The words in English, byte for byte what the service answered before they were facts.
    public var english: String { text(in: .english) }

    /// The debugger command that prints a dump, as a developer types it, with the words around it in English.
    static func command(_ dump: DumpKind) -> String {
        switch dump {
        case .recursiveDescription:
            return "\(swiftRecursiveDescription) in Swift, or \(objectiveCRecursiveDescription) in Objective-C (on the "
                + "window for the whole screen)"
        case .printHierarchy: return printHierarchyCommand
        }
    }

    /// The commands that print a whole window's dump, with the words around them in `language`: the key window's
    /// `recursiveDescription` in Swift and in Objective-C, or `_printHierarchy`.
    static func dumpCommand(_ dump: DumpKind, in language: Language = .english) -> String {
        guard dump == .recursiveDescription else { return printHierarchyCommand }
        return Words.say(
            in: language,
            en: "\(keyWindowSwift) in Swift, or \(keyWindowObjectiveC) in any frame",
            ja: "Swift の \(keyWindowSwift) か、どのフレームでも使える \(keyWindowObjectiveC)",
            zh: "Swift 中的 \(keyWindowSwift)，或在任何栈帧中都可用的 \(keyWindowObjectiveC)",
            ko: "Swift에서는 \(keyWindowSwift), 어느 프레임에서나 \(keyWindowObjectiveC)")
    }

    /// The key window's `recursiveDescription` in Swift, the same in every language.
    static let keyWindowSwift = "po UIWindow.value(forKey: \"keyWindow\")?.value(forKey: \"recursiveDescription\")"

    /// The key window's `recursiveDescription` in Objective-C, from any frame, the same in every language.
    static let keyWindowObjectiveC =
        "expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] recursiveDescription]"

    /// The command that prints the view controllers' hierarchy, the same in every language.
    static let printHierarchyCommand =
        "expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] rootViewController] _printHierarchy]"

    /// The command that prints a view's hierarchy in Swift, the same in every language.
    static let swiftRecursiveDescription = "po view.value(forKey: \"recursiveDescription\")!"

    /// The command that prints a view's hierarchy in Objective-C, the same in every language.
    static let objectiveCRecursiveDescription = "po [view recursiveDescription]"
}

extension DumpError.Expected {
    /// What the dump reader expected, in `language`: a noun phrase, with the names and the text as they are written;
    /// each case's four languages side by side. (The facts are the dump reader's; the words are the service's.)
    public func text(in language: Language) -> String {
        switch self {
        case .viewNotController:
            return Words.say(
                in: language,
                en: "a view as recursiveDescription prints it; this line is a controller as _printHierarchy "
                    + "prints it: send that text as printHierarchy",
                ja: "recursiveDescription が出力する形のビュー（この行は _printHierarchy が出力する形のビュー"
                    + "コントローラーです。そのテキストは printHierarchy として送ってください）",
                zh: "recursiveDescription 所打印的视图（这一行是 _printHierarchy 所打印的视图控制器：请把这段文本作为 "
                    + "printHierarchy 发送）",
                ko: "recursiveDescription 출력 형태의 뷰(이 줄은 _printHierarchy 출력 형태의 뷰 컨트롤러이므로, 이 "
                    + "텍스트는 printHierarchy 필드로 보내십시오)")
        case .notADump(let foreign):
            return Words.text(
                in: language,
                en: { "a dump, not \(foreign.name(in: .english))" },
                ja: { "ダンプ（\(foreign.name(in: .japanese))ではなく）" },
                zh: { "转储，而不是\(foreign.name(in: .simplifiedChinese))" },
                ko: { "덤프(\(foreign.name(in: .korean)) 아님)" })
        case .viewEntry:
            return Words.say(
                in: language,
                en: "an entry such as <UIView: 0x…; frame = (0 0; 390 844); …>",
                ja: "<UIView: 0x…; frame = (0 0; 390 844); …> のようなエントリ",
                zh: "形如 <UIView: 0x…; frame = (0 0; 390 844); …> 的条目",
                ko: "<UIView: 0x…; frame = (0 0; 390 844); …> 같은 항목")
        case .controllerEntry:
            return Words.say(
                in: language,
                en: "an entry such as <MyApp.ViewController 0x…>, state: appeared, view: <UIView 0x…>",
                ja: "<MyApp.ViewController 0x…>, state: appeared, view: <UIView 0x…> のようなエントリ",
                zh: "形如 <MyApp.ViewController 0x…>, state: appeared, view: <UIView 0x…> 的条目",
                ko: "<MyApp.ViewController 0x…>, state: appeared, view: <UIView 0x…> 같은 항목")
        case .atMostLines(let limit):
            return Words.say(
                in: language,
                en: "at most \(limit) lines and entries in one dump",
                ja: "1 つのダンプにつき \(limit) までの行とエントリ",
                zh: "一个转储中最多 \(limit) 个行和条目",
                ko: "한 덤프에 최대 \(limit)개까지의 줄과 항목")
        case .viewEntryClose(let className, let column):
            return Words.say(
                in: language,
                en: "the '>' that closes the entry of \(className) (at column \(column))",
                ja: "\(className) のエントリ（\(column) 列から）を閉じる '>'",
                zh: "结束 \(className) 条目（从第 \(column) 列开始）的 '>'",
                ko: "\(className) 항목(\(column)번째 열부터)을 닫는 '>'")
        case .className:
            return Words.say(
                in: language,
                en: "a class name after '<'",
                ja: "'<' のあとのクラス名",
                zh: "'<' 之后的类名",
                ko: "'<' 뒤의 클래스 이름")
        case .classNameWithin(let limit):
            return Words.say(
                in: language,
                en: "a class name of at most \(limit) bytes, the longest name a request may hold",
                ja: "\(limit) バイト以内のクラス名（リクエストに書ける名前の最大長）",
                zh: "不超过 \(limit) 字节的类名（请求中名称的最大长度）",
                ko: "최대 \(limit)바이트의 클래스 이름(요청이 담을 수 있는 가장 긴 이름)")
        case .property:
            return Words.say(
                in: language,
                en: "a property such as 'frame = (0 0; 390 844)' or '>'",
                ja: "'frame = (0 0; 390 844)' のようなプロパティか '>'",
                zh: "形如 'frame = (0 0; 390 844)' 的属性或 '>'",
                ko: "'frame = (0 0; 390 844)' 같은 속성 또는 '>'")
        case .separator(let property):
            return Words.say(
                in: language,
                en: "'=' or ':' after the property name '\(property)'",
                ja: "プロパティ名 '\(property)' のあとの '=' か ':'",
                zh: "属性名 '\(property)' 之后的 '=' 或 ':'",
                ko: "속성 이름 '\(property)' 뒤의 '=' 또는 ':'")
        case .textQuote(let written):
            return Words.say(
                in: language,
                en: "the quote that ends the text of '\(written)'",
                ja: "'\(written)' のテキストを終える引用符",
                zh: "结束 '\(written)' 文本的引号",
                ko: "'\(written)'의 텍스트를 끝내는 따옴표")
        case .entryCloseAfterValue(let written):
            return Words.say(
                in: language,
                en: "the '>' that closes the entry, after the value of '\(written)'",
                ja: "'\(written)' の値のあとでエントリを閉じる '>'",
                zh: "在 '\(written)' 的值之后结束条目的 '>'",
                ko: "'\(written)'의 값 뒤에서 항목을 닫는 '>'")
        case .controllerEntryClose:
            return Words.say(
                in: language,
                en: "the '>' that closes the controller entry",
                ja: "ビューコントローラーのエントリを閉じる '>'",
                zh: "结束视图控制器条目的 '>'",
                ko: "뷰 컨트롤러 항목을 닫는 '>'")
        case .numberInRange(let property, let limit):
            return Words.say(
                in: language,
                en:
                    "numbers from -\(limit) to \(limit) in '\(property)', the range of every number in an app description",
                ja: "'\(property)' に -\(limit) から \(limit) までの数値（アプリの記述のすべての数値の範囲）",
                zh: "'\(property)' 中 -\(limit) 到 \(limit) 之间的数值（应用描述中每个数值的范围）",
                ko: "'\(property)'에 -\(limit)부터 \(limit)까지의 숫자(앱 설명의 모든 숫자가 따르는 범위)")
        }
    }

    /// The words in English, byte for byte what the reader said before they were facts.
    public var english: String { text(in: .english) }
}

// MARK: - the Japanese words' own helpers

extension ServiceWords {
    /// `text` followed by `particle`, with a space between them when the text ends as code does (`'>' が`).
    private static func japanese(_ text: String, _ particle: String) -> String {
        text.last.map { $0.isASCII } == true ? text + " " + particle : text + particle
    }

    /// The debugger command that prints a dump, with the words around it in Japanese.
    private static func japaneseCommand(_ dump: DumpKind) -> String {
        switch dump {
        case .recursiveDescription:
            return "Swift の \(swiftRecursiveDescription) か Objective-C の \(objectiveCRecursiveDescription)"
                + "（画面全体ならウインドウに対して）"
        case .printHierarchy: return printHierarchyCommand
        }
    }

    /// What a dump holds an entry of: ビュー or ビューコントローラー.
    private static func japaneseEntry(_ dump: DumpKind) -> String {
        dump == .recursiveDescription ? "ビュー" : "ビューコントローラー"
    }
}

// MARK: - the Chinese words' own helpers

extension ServiceWords {
    /// `text` followed by `words`, with a space between them when the text ends as code does (`_printHierarchy] 打印`).
    private static func chinese(_ text: String, _ words: String) -> String {
        text.last.map { $0.isASCII } == true ? text + " " + words : text + words
    }

    /// The debugger command that prints a dump, with the words around it in Chinese.
    private static func chineseCommand(_ dump: DumpKind) -> String {
        switch dump {
        case .recursiveDescription:
            return "Swift 中的 \(swiftRecursiveDescription) 或 Objective-C 中的 \(objectiveCRecursiveDescription)"
                + "（要看整个屏幕，就对窗口执行）"
        case .printHierarchy: return printHierarchyCommand
        }
    }

    /// What a dump holds an entry of: 视图 or 视图控制器.
    private static func chineseEntry(_ dump: DumpKind) -> String {
        dump == .recursiveDescription ? "视图" : "视图控制器"
    }
}

// MARK: - the Korean words' own helpers

extension ServiceWords {
    /// The debugger command that prints a dump, with the words around it in Korean.
    private static func koreanCommand(_ dump: DumpKind) -> String {
        switch dump {
        case .recursiveDescription:
            return "Swift에서는 \(swiftRecursiveDescription), Objective-C에서는 \(objectiveCRecursiveDescription)"
                + "(화면 전체는 윈도우에서 실행)"
        case .printHierarchy: return printHierarchyCommand
        }
    }

    /// What a dump holds an entry of: 뷰 or 뷰 컨트롤러.
    private static func koreanEntry(_ dump: DumpKind) -> String {
        dump == .recursiveDescription ? "뷰" : "뷰 컨트롤러"
    }
}
