import ResponderCore

/// The words of a problem in Simplified Chinese, sentence by sentence as ``ProblemWords/english`` says them: codes,
/// field names, ids, pointers, query values, paths and headers stay as they are; only the words around them change.
extension ProblemWords {
    /// The words in Simplified Chinese.
    var chinese: String {
        switch self {
        case .said(let text): return text
        case .mapping(let words): return words.text(in: .simplifiedChinese)
        case .shape(let words): return words.text(in: .simplifiedChinese)
        case .service(let words): return words.text(in: .simplifiedChinese)
        case .collected(let total, let place, let first, let pointer, let listed):
            let cut = listed < total ? "这里列出了前 \(listed) 个，另有 \(total - listed) 个未列出。" : ""
            return "\(place.chinese)中有 \(total) 个问题：\(first.chinese)（\(Self.chineseWhere(pointer))）。\(cut)"
        case .unknownID(let id, let kind, let suggestion):
            return "没有 id 为 '\(id)' 的\(Self.chineseKind(kind))"
                + (suggestion.map { "（你是不是指 '\($0)'？）" } ?? "")
        case .emptyBody: return "请求体为空；请发送一个 JSON 对象。"
        case .emptyBodyHere: return "请求体为空"
        case .notJSON(let fault, let line, let column, let offset):
            return "请求体不是有效的 JSON：\(fault.chinese)，位于第 \(line) 行第 \(column) 列（字节 \(offset)）。"
        case .notJSONHere(let fault, let line, let column, let offset):
            return "\(fault.chinese)，位于第 \(line) 行第 \(column) 列（字节 \(offset)）"
        case .tooDeep(let limit): return "JSON 的嵌套超过了 \(limit) 层，这是本服务的上限。"
        case .tooDeepHere(let limit): return "此处的嵌套超过了 \(limit) 层"
        case .notUTF8: return "请求体不是有效的 JSON：请求体不是有效的 UTF-8。"
        case .notUTF8Here: return "请求体不是有效的 UTF-8"
        case .nameTooLong(let pointer, let bytes, let limit):
            return "\(pointer.isEmpty ? "位于顶层" : "位于 \(pointer) ")的字符串有 \(bytes) 个字节；"
                + "名称、id 和选择器最多只能有 \(limit) 个字节。"
        case .nameTooLongHere(let bytes, let limit): return "超过了 \(limit) 个字节（\(bytes) 个字节）"
        case .unreadable: return "无法把请求体读取为 JSON。"
        case .unreadableHere: return "不是 JSON"
        case .missingField(let field, let pointer):
            return "缺少必需的字段 '\(field)'（\(Self.chineseWhere(pointer))）。"
        case .missingFieldHere(let field, let hint):
            return "缺少必需的字段 '\(field)'" + (hint.map { "（\($0.chinese)）" } ?? "")
        case .typeIsRequired: return "必须提供 type"
        case .eventOrEvents: return "请提供单个事件 event 或事件序列 events"
        case .dumpsNeeded:
            return "请提供 recursiveDescription 或 printHierarchy，或者两者都提供：即调试器打印出的文本"
        case .touchNeedsPoint: return "触摸需要 point 或 path"
        case .touchEventNeedsPoint: return "触摸事件需要 point、path、touches 或 on"
        case .requiredFor(let name, let type): return "\(type) 事件必须提供 \(name)"
        case .barButtonNeedsAction:
            return "栏按钮项需要一个 action，或者一个自己处理触摸的 customView"
        case .unknownField(let field, let pointer):
            return "未知字段 '\(field)'（\(Self.chineseWhere(pointer))）。"
        case .unknownFieldHere(let field, let suggestion, let allowed):
            return "未知字段 '\(field)'" + (suggestion.map { "（你是不是指 '\($0)'？）" } ?? "")
                + "；此处允许的字段：" + allowed.joined(separator: "、")
        case .wrongType(let pointer, let expected):
            return "\(pointer.isEmpty ? "位于顶层" : "位于 \(pointer) ")的值类型错误：此处应为\(expected.chinese)。"
        case .wrongTypeHere(let expected): return "此处应为\(expected.chinese)"
        case .null(let pointer, let expected):
            return "\(pointer.isEmpty ? "位于顶层" : "位于 \(pointer) ")的值为 null：此处不允许 null；"
                + "应为\(expected.chinese)。"
        case .nullHere(let expected): return "此处不允许 null；应为\(expected.chinese)"
        case .invalidValue(let pointer, let words):
            return "\(pointer.isEmpty ? "位于顶层" : "位于 \(pointer) ")的值无效：\(words.chinese)。"
        case .notOneOf(let raw, let allowed):
            return "'\(raw)' 不是 " + allowed.map { "'\($0)'" }.joined(separator: "、") + " 之一"
        case .wholeNumber(let field, let low, let high): return "\(field) 必须是 \(low) 到 \(high) 之间的整数"
        case .negativeSize: return "width 和 height 不能为负数"
        case .numberOutOfRange(let limit): return "请求中的每个数值都必须在 -\(limit) 到 \(limit) 之间，这个值超出了范围"
        case .noEvents: return "events 不能为空"
        case .eventAndEvents: return "请提供 event 或 events，不能两者都提供"
        case .sentence(let words): return words.chinese + "。"
        case .duplicateID(let id, let pointer): return "重复的 id '\(id)'：它已经在 \(pointer) 处使用过"
        case .tooManyNodes(let limit):
            return "应用描述中的响应者超过了 \(limit) 个，这是本服务的上限。"
        case .tooManyNodesHere(let limit): return "响应者超过了 \(limit) 个"
        case .tooManyEvents(let count, let limit): return "请求中有 \(count) 个事件；上限为 \(limit) 个。"
        case .tooManyEventsHere(let limit): return "事件超过了 \(limit) 个"
        case .tooManyTouches(let count, let limit):
            return "该触摸事件有 \(count) 个触摸；上限为 \(limit) 个。"
        case .tooManyTouchesHere(let limit): return "一个事件中的触摸超过了 \(limit) 个"
        case .bodyTooLarge(let bytes, let limit): return "请求体有 \(bytes) 个字节；上限为 \(limit) 个字节。"
        case .bodyDeclaredTooLarge(let bytes, let limit):
            return "请求体声明的大小为 \(bytes) 个字节；上限为 \(limit) 个字节。"
        case .bodyGrewTooLarge(let limit):
            return "请求体在发送过程中超过了 \(limit) 个字节的上限。"
        case .bodyTooLargeHere(let limit): return "请求体超过了 \(limit) 个字节"
        case .badParameter(let name, let given, let allowed, let value):
            return "查询参数 \(name) 的值为 '\(given)'；可取的值为 \(Self.chineseEither(allowed))"
                + (value.map { "（默认为 \($0)）" } ?? "") + "。"
        case .badParameterHere(let name, let allowed): return "\(name) 必须是 \(Self.chineseEither(allowed))"
        case .badEventIndex(let given):
            return "查询参数 event 的值为 '\(given)'；它应为请求中某个事件的索引（0 表示第一个，"
                + "最大为 99）。"
        case .badEventIndexHere: return "event 必须是 0 到 99 之间的整数"
        case .noExample(let name): return "没有名为 '\(name)' 的示例。GET /v1/examples 会列出所有示例。"
        case .noResource(let path): return "路径 \(path) 上没有资源。GET / 会列出所有端点。"
        case .methodNotAllowed(let path, let methods, let method):
            return "\(path) 接受 \(methods.joined(separator: "、"))，不接受 \(method)。"
        case .notJSONType(let type):
            return "请求体被声明为 '\(type)'；请发送 JSON（Content-Type: application/json）。"
        case .notJSONTypeHere(let type): return "Content-Type '\(type)' 不是 JSON"
        case .nulInTarget:
            return "请求目标中有一个 NUL 字节（%00）；本服务的路径和查询值都不会包含它。"
        case .nulInTargetHere: return "路径或查询中有 %00"
        case .serverBusy(let seconds):
            return "本服务同时容纳的请求体已达上限；请在 \(seconds) 秒后重试。"
        case .serverBusyHere: return "现在没有空间容纳请求体"
        }
    }

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

/// Where the fields of a ``ProblemList`` are, in Simplified Chinese.
extension ProblemPlace {
    /// "应用描述", "事件".
    var chinese: String {
        switch self {
        case .appDescription: return "应用描述"
        case .events: return "事件"
        }
    }
}

/// The kind of JSON value a field takes, in Simplified Chinese.
extension ExpectedValue {
    /// "字符串", "数字", "布尔值（true 或 false）", "数组", "对象".
    var chinese: String {
        switch self {
        case .string: return "字符串"
        case .number: return "数字"
        case .boolean: return "布尔值（true 或 false）"
        case .array: return "数组"
        case .object: return "对象"
        }
    }
}

/// What is wrong with a body's JSON text, in Simplified Chinese.
extension JSONFault {
    /// The reader's words in Simplified Chinese.
    var chinese: String {
        switch self {
        case .endsWhereValueExpected: return "文本在需要值的位置结束了"
        case .endsInsideArray: return "文本在数组内部结束了（缺少 ']'）"
        case .endsInsideObject: return "文本在对象内部结束了（缺少 '}'）"
        case .endsWhereFieldNameExpected: return "文本在需要字段名的位置结束了"
        case .endsAfterFieldName: return "文本在字段名之后结束了"
        case .duplicateField(let written): return "字段 \(written) 在同一个对象中出现了两次"
        case .trailingCommaBeforeBracket: return "']' 之前有多余的逗号"
        case .trailingCommaBeforeBrace: return "'}' 之前有多余的逗号"
        case .badUnicodeEscape: return "字符串中有无效的 \\u 转义"
        case .badEscape(let character): return "字符串中有无效的转义 '\\\(character)'"
        case .controlCharacter(let hex): return "字符串中有未转义的控制字符（0x\(hex)）"
        case .unclosedString: return "字符串没有闭合"
        case .halfSurrogate: return "\\u 转义只是代理对的一半"
        case .minusWithoutDigits: return "'-' 后面没有数字"
        case .leadingZero: return "数字有前导零"
        case .dotWithoutDigits: return "'.' 后面没有数字"
        case .exponentWithoutDigits: return "指数部分没有数字"
        case .outOfRange(let text): return "数字 \(text) 超出了范围"
        case .unexpected(let found, let expected):
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
        }
    }
}

/// A byte the reader did not expect, named in Simplified Chinese.
extension JSONFault.Found {
    /// `'x'` or `字节 0x1f`.
    var chinese: String {
        switch self {
        case .character(let character): return "'\(character)'"
        case .byte(let byte): return "字节 0x\(String(byte, radix: 16))"
        }
    }

    /// ``chinese`` after a Chinese word: a space before a character (`的 'x'`), none before `字节`.
    fileprivate var chineseAfterWord: String {
        switch self {
        case .character: return " \(chinese)"
        case .byte: return chinese
        }
    }
}

/// The titles of problem kinds in Simplified Chinese.
extension ProblemKind {
    /// The title in Simplified Chinese.
    var chineseTitle: String {
        switch self {
        case .malformedJSON: return "JSON 格式错误"
        case .invalidRequest: return "无效的请求"
        case .impossibleApp: return "不可能存在的应用描述"
        case .unknownReference: return "引用了未知的 id"
        case .unreadableDump: return "无法读取的调试器输出"
        case .numberOutOfRange: return "数值超出范围"
        case .bodyTooLarge: return "请求体过大"
        case .tooManyNodes: return "响应者过多"
        case .tooDeep: return "JSON 嵌套过深"
        case .tooManyEvents: return "事件过多"
        case .tooManyTouches: return "触摸过多"
        case .nameTooLong: return "名称过长"
        case .tooMuchWork: return "单个请求的工作量过大"
        case .unsupportedMediaType: return "不支持的媒体类型"
        case .notFound: return "未找到"
        case .methodNotAllowed: return "不允许使用该方法"
        case .internalError: return "内部错误"
        case .serverBusy: return "服务器繁忙"
        }
    }
}
