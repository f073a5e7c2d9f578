import ResponderCore
import ResponderImport

extension ServiceWords {
    /// The words in Simplified Chinese: paths, headers, query parameters and values, field names, commands and the
    /// dump's text as they are in English, the words around them in Chinese; field messages without a final 。.
    var chinese: String {
        switch self {
        case .dumpLinesOverBudget(let limit):
            return "这些转储的行数和文本量超过了一个请求最多可用的 \(limit) 步（每行一步，每 64 字节一步）。"
        case .tooManyLinesHere: return "行数过多"
        case .unreadableDump(let dump, let line, let column, let expected, let found):
            let here = Self.unreadableDumpHere(line: line, column: column, expected: expected, found: found)
            return "无法读取 \(dump.rawValue) 文本（\(here.chinese)）。请按原样粘贴 "
                + Self.chinese(Self.chineseCommand(dump), "打印出的文本。")
        case .unreadableDumpHere(let line, let column, let expected, let found):
            let words = expected.chinese
            return "第 \(line) 行第 \(column) 列：应为\(words.first?.isASCII == true ? " " : "")\(words)，"
                + "但遇到了 '\(found)'"
        case .dumpTooLong(let dump, let limit):
            return "\(dump.rawValue) 文本的行和条目超过了 \(limit) 个，超出了一个应答所能记录的数量；请导入窗口中较小"
                + "部分的转储。"
        case .dumpTooLongHere(let line, let limit): return "第 \(line) 行：行和条目超过了 \(limit) 个"
        case .noEntry(let dump):
            return "\(dump.rawValue) 文本中没有任何\(Self.chineseEntry(dump))：请粘贴 "
                + Self.chinese(Self.chineseCommand(dump), "打印出的文本。")
        case .noEntryHere: return "文本中没有条目"
        case .tooManyEntries(let limit, let responders):
            return "这些转储的条目超过了 \(limit) 个，超出了一个应用描述所能拥有的数量（\(responders) 个响应者）。"
        case .tooManyEntriesHere(let line, let limit): return "第 \(line) 行：条目超过了 \(limit) 个"
        case .nestedTooDeep(let dump, let line, let limit, let levels):
            return "第 \(line) 行的\(Self.chineseEntry(dump))嵌套超过了 \(limit) 层；应用描述的 JSON 最多嵌套 "
                + "\(levels) 层，每一层占两层。"
        case .nestedTooDeepHere(let line, let limit): return "第 \(line) 行：嵌套超过了 \(limit) 层"
        case .eventsOverSteps(let limit, let pointer):
            return "评估这些事件用了超过 \(limit) 步（命中测试和不可达视图扫描所询问的视图、沿响应者链走过的响应者），"
                + "并在 \(pointer) 处停止。请发送更少的事件或触摸、更小的层级，或者把 settings.diagnoseUnreachable 设为 "
                + "false。"
        case .stepsRanOutHere(let limit): return "工作预算的 \(limit) 步在此处用完"
        case .eventsOverEntries(let limit, let pointer):
            return "到 \(pointer) 为止，应答将包含超过 \(limit) 个条目（命中测试追踪步骤、路径步骤、遍历步骤、链的链接、"
                + "诊断）。请发送更少的事件或触摸、更小的层级，或者保留摘要形式的命中测试追踪（去掉 trace=full）。"
        case .entriesRanOutHere(let limit): return "应答的 \(limit) 个条目预算在此处用完"
        case .answerGrewTooLarge(let limit, let pointer):
            return "应答在写出过程中超过了 \(limit) 个字节（在 \(pointer) 处）。请使用 fields=essentials 或 "
                + "format=text，或者发送更少的事件。"
        case .answerGrewTooLargeHere(let limit): return "应答在此事件处超过了 \(limit) 个字节"
        case .answerTooLarge(let answer, let limit, let advice):
            return "\(answer.chinese)将超过本服务所能应答的 \(limit) 个字节；\(advice.chinese)。"
        case .answerTooLargeHere(let answer): return "\(answer.chinese)太大"
        case .chainTooLong(let from, let links, let limit):
            return "从 '\(from)' 开始的链有 \(links) 个链接，超过了本服务所能应答的 \(limit) 个；"
                + "\(Advice.chainNearerApplication.chinese)。"
        case .chainTooLongHere(let limit): return "链的链接超过了 \(limit) 个"
        case .layoutOverBudget(let limit, let resource):
            return "计算每个窗口和视图的布局将超过一个请求最多可用的 \(limit) \(resource == .steps ? "步" : "个条目")；"
                + "请去掉 include=layout 和 format=svg，或者发送更小的层级。"
        case .layoutOverBudgetHere: return "布局用完了工作预算"
        case .auditOverBudget(let limit, let resource):
            return "审计这个应用（对每个可交互视图的命中区域逐点进行命中测试）将超过一个请求最多可用的 \(limit) "
                + "\(resource == .steps ? "步" : "个条目")；请发送更小的层级。"
        case .auditOverBudgetHere: return "审计用完了工作预算"
        case .eventOutOfRange(let index, let count):
            return "查询参数 event 为 \(index)，但请求中只有 \(count) 个事件；event 的取值为 0 到 \(count - 1)。"
        case .eventOutOfRangeHere(let count): return "event 必须在 0 到 \(count - 1) 之间"
        case .importAnswersJSON:
            return "POST /v1/import 应答的是 JSON：即应用描述，可以直接 POST 到 /v1/dispatch、/v1/chain 或 /v1/audit"
                + "（由它们绘制和报告）。"
        case .auditAnswersJSONOrText(let parameter, let given):
            return "POST /v1/audit 应答的是 JSON 或文本；\(parameter)=\(given) 用于 /v1/dispatch 和 /v1/chain（要绘制"
                + "审查结果，请把它的 witness POST 到 /v1/dispatch）。"
        case .notAvailableHere(let parameter, let endpoint): return "\(endpoint) 不支持 \(parameter)"
        case .svgNeedsJSON(let format):
            return "include=svg 会把示意图放进 JSON 应答中，而 format=\(format) 应答的是"
                + (format == "svg" ? "单独的示意图" : "纯文本报告") + "；请去掉其中一个。"
        case .svgNeedsJSONHere: return "include=svg 需要 format=json"
        case .duplicateHeader(let name):
            return "请求中有多个 \(name) 标头；代理对它的解读可能与本服务不同，因此请求被拒绝，连接被关闭。"
        case .duplicateHeaderHere(let name): return "有多个 \(name) 标头"
        }
    }

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

extension ServiceWords.Answer {
    /// "应答", "示意图", "带示意图的应答".
    var chinese: String {
        switch self {
        case .answer: return "应答"
        case .diagram: return "示意图"
        case .answerWithDiagram: return "带示意图的应答"
        }
    }
}

extension ServiceWords.Advice {
    /// The advice in Chinese, as a clause without its final 。.
    var chinese: String {
        switch self {
        case .importSmallerDump: return "请导入更小的转储"
        case .chainNearerApplication: return "请改为请求从更靠近应用程序的响应者开始的链"
        case .drawSmallerHierarchy: return "请绘制更小的层级"
        case .diagramOnItsOwn: return "请单独请求示意图（format=svg），并请求不带 include=svg 的应答"
        case .auditWithWitnessEvent: return "请加上 witness=event 来请求，让应答不再重复整个应用，或者审计更小的层级"
        case .auditSmallerHierarchy: return "请审计更小的层级"
        }
    }
}

extension DumpError.Expected {
    /// What the reader expected, in Chinese: a noun phrase, with the names and the text as they are written.
    var chinese: String {
        switch self {
        case .viewNotController:
            return "recursiveDescription 所打印的视图（这一行是 _printHierarchy 所打印的视图控制器：请把这段文本作为 "
                + "printHierarchy 发送）"
        case .entryOrEndAfterEntry: return "条目之后的另一个条目或行尾"
        case .viewEntry: return "形如 <UIView: 0x…; frame = (0 0; 390 844); …> 的条目"
        case .controllerEntry: return "形如 <MyApp.ViewController 0x…>, state: appeared, view: <UIView 0x…> 的条目"
        case .atMostLines(let limit): return "一个转储中最多 \(limit) 个行和条目"
        case .viewEntryClose(let className, let column): return "结束 \(className) 条目（从第 \(column) 列开始）的 '>'"
        case .className: return "'<' 之后的类名"
        case .classNameWithin(let limit): return "不超过 \(limit) 字节的类名（请求中名称的最大长度）"
        case .property: return "形如 'frame = (0 0; 390 844)' 的属性或 '>'"
        case .separator(let property): return "属性名 '\(property)' 之后的 '=' 或 ':'"
        case .textQuote(let written): return "结束 '\(written)' 文本的引号"
        case .entryCloseAfterValue(let written): return "在 '\(written)' 的值之后结束条目的 '>'"
        case .controllerEntryClose: return "结束视图控制器条目的 '>'"
        case .numberInRange(let property, let limit):
            return "'\(property)' 中 -\(limit) 到 \(limit) 之间的数值（应用描述中每个数值的范围）"
        }
    }
}
