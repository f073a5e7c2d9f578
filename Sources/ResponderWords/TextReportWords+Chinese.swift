import ResponderCore

extension TextReportWords {
    /// A phrase in Simplified Chinese: labels with a full-width colon, the count line with 个 and 条.
    static func chinese(_ phrase: TextPhrase) -> String {
        switch phrase {
        case .event(let index, let type, let outcome): return "事件 \(index)（\(type)）：\(outcome)"
        case .aim(let reason): return "瞄准：\(reason)"
        case .pathHeading: return "路径："
        case .endOfChain: return "（链的末端）"
        case .noDiagnostics: return "诊断：无"
        case .diagnosticsHeading: return "诊断："
        case .hint(let hint): return "提示：\(hint)"
        case .chainFrom(let name, let profile): return "从 \(name) 开始的响应者链 [\(profile)]"
        case .chainEnd(let reason, let explanation): return "结束：\(reason)：\(explanation)"
        case .auditCounts(let errors, let warnings, let infos, let views, let points):
            return "审计：\(errors) 个错误、\(warnings) 个警告、\(infos) 条信息"
                + "（检查了 \(views) 个视图，命中测试了 \(points) 个点）"
        case .witness(let line): return "示例：\(line)"
        case .witnessPart(let part):
            switch part {
            case .point(let point): return "，位置 \(point)"
            case .responder(let name), .action(let name): return " \(name)"
            case .target(let name): return "，发往 \(name)"
            case .sender(let name): return "，发送者 \(name)"
            case .walkFrom(let name): return "，从 \(name) 开始查找"
            case .keys(let keys): return "，按键 \(keys)"
            case .pressedView(let name): return "，在 \(name) 上"
            case .shows(let code): return " → 出现诊断 \(code)"
            case .neverReaches(let name): return " → 永远到达不了 \(name)"
            }
        case .privateName(let name): return "\(name)（私有）"
        case .field(let pointer, let message): return "  位置 \(pointer.isEmpty ? "（顶层）" : pointer)：\(message)"
        case .leftOut(let omitted, let total): return "  （共 \(total) 个问题，省略了 \(omitted) 个）"
        }
    }
}
