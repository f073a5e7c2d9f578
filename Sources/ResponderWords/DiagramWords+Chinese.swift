import ResponderCore

extension DiagramWords {
    /// A phrase in Simplified Chinese, with full-width punctuation.
    static func chinese(_ phrase: DiagramPhrase) -> String {
        switch phrase {
        case .ladderHeading: return "响应者链"
        case .walkHeading(let action): return "\(action) 沿响应者链传递"
        case .walkAnswer(let action, let answer):
            switch answer {
            case .performs: return action + "：在此执行"
            case .declines: return action + "：已实现，但 canPerformAction(_:withSender:) 拒绝了"
            case .doesNotImplement: return action + "：未实现"
            }
        case .walkDiscarded: return "没有响应者执行它：该动作被丢弃"
        case .touchPathTitle(let number, let from, let to): return "手指 \(number) 在 \(from) 按下，在 \(to) 抬起"
        case .recognizersHeading: return "手势识别器"
        case .legend(let role):
            switch role {
            case .swallowed: return "吞掉了触摸"
            case .handler: return "处理了事件"
            case .performer: return "执行了动作"
            case .starved: return "从未收到触摸"
            case .hitView: return "命中测试找到的视图"
            case .diagnosed: return "被诊断点名"
            case .hitTestOverride: return "由重写的 hitTest 决定"
            case .containsHit: return "包含命中的视图"
            case .skipped: return "被命中测试跳过"
            case .hidden: return "已隐藏"
            case .noTouches: return "不接收触摸"
            case .synthesized: return "由 UIKit 插入"
            case .finger: return "手指"
            case .touchPath: return "手指的移动路径（到抬起处）"
            case .chain: return "下一个响应者及其视图"
            case .hitArea: return "超出边框的命中区域"
            }
        case .roleSentence(let role):
            switch role {
            case .swallowed: return "吞掉了触摸（重写了方法却没有调用 super）。"
            case .handler: return "处理了事件。"
            case .starved: return "从未收到它重写的触摸方法。"
            case .hitView: return "命中测试找到的视图。"
            case .diagnosed: return "被警告或错误诊断点名。"
            default: return chinese(.legend(role))
            }
        case .keyWindow: return "主窗口。"
        case .inserted(let owner):
            return owner.map { "由 UIKit 在运行时为 \($0) 插入。" } ?? "由 UIKit 在运行时插入。"
        case .hitTestOutcome(let outcome): return "命中测试结果：" + outcome
        case .hitArea(let rule, let width, let height):
            switch rule {
            case .bounds: return ""
            case .minimumSize: return "point(inside:) 接受以中心为准至少 \(width)×\(height) 点的范围（虚线轮廓）。"
            case .insets: return "point(inside:) 使用加上边缘内边距的 bounds（虚线轮廓）。"
            case .always: return "point(inside:) 接受所有点。"
            case .never: return "point(inside:) 不接受任何点。"
            }
        case .chainEnds(let explanation): return "响应者链在此结束：" + explanation
        case .fingerTitle(let number, let at, let hit):
            return "手指 \(number) 位于 \(at)：" + (hit.map { "命中 \($0)" } ?? "没有命中任何视图")
        case .counts(let windows, let views): return "\(windows) 个窗口，\(views) 个视图。"
        case .finger(let number, let at, let hit):
            return "手指 \(number) 位于 \(at)，" + (hit.map { "命中 \($0)。" } ?? "没有命中任何视图。")
        case .handled(let handler, let outcome): return "由 \(handler) 处理（\(outcome)）。"
        case .outcome(let outcome): return "结果：\(outcome)。"
        case .chain(let names): return "响应者链：" + names.joined(separator: " → ") + "。"
        case .owned(let className, let owner): return "\(owner) 的 \(className)"
        case .eventTitle(let index): return "事件 \(index)"
        case .chainTitle(let name): return "从 \(name) 开始的响应者链"
        }
    }
}
