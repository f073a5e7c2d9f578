import ResponderCore

extension App {
    /// One sentence a learner reads first, in Simplified Chinese: what happened, then each action, selection and
    /// first-responder change as a clause after "；".
    func chineseSummary(of result: EventResult) -> String {
        let performed = result.actions.filter { $0.outcome == .performed }.compactMap { action in
            action.performedBy.map { "\(displayName(of: $0)) 执行了 \(action.action.name)" }
        }
        let dropped = result.actions.filter { $0.outcome == .dropped }.map {
            "没有响应者执行 \($0.action.name)，所以它被丢弃"
        }
        var focus: [String] = []
        if case .touch = result.event, let change = result.firstResponderChange, change.succeeded,
            let responder = change.responder
        {
            focus = ["\(displayName(of: responder)) 成为第一响应者\(change.keyboardVisible ? "，键盘弹出" : "")"]
        }
        var selected: [String] = []
        if let selection = result.selection, selection.selected, let rule = self[selection.list].rowSelection {
            let row = "\(displayName(of: selection.cell)) 所在的\(rule.isTable ? "行" : "项")"
            if selection.delegateCalled {
                let delegate = selection.delegate.map { "\(displayName(of: $0)) " } ?? "它的代理"
                selected = ["\(row)被选中，\(delegate)运行了 \(rule.didSelect.swiftName)"]
            } else {
                selected = ["\(row)被选中"]
            }
        }
        let tails = performed + dropped + selected + focus
        let actionTail = tails.isEmpty ? "" : "；" + tails.joined(separator: "；")
        let crash = result.diagnostics.first { $0.code == .unrecognizedSelector }
        let handler = result.handler.map { "\(displayName(of: $0)) " } ?? "某个响应者"
        let event = chineseName(of: result.event)
        switch result.outcome {
        case .handled:
            if case .action(let action) = result.event {
                return "\(handler)执行了 \(action.action.name)。"
            }
            return "\(handler)处理了\(event)\(actionTail)。"
        case .swallowed:
            let starved = result.deliveries.first?.starved.count ?? 0
            let swallowed = "\(handler)吞掉了事件（重写时没有调用 super）"
            guard starved > 0 else { return "\(swallowed)。" }
            return "\(swallowed)；链上在它之后、实现了该方法的 \(starved) 个响应者始终没有收到它。"
        case .recognizedByGesture:
            if let scrolled = result.scrollViews.first(where: \.scrolled) {
                let hit = result.start.map { "\(displayName(of: $0)) " } ?? "手指下方的视图"
                let lost = scrolled.contentTouches == .withheld ? "\(hit)始终没有收到触摸" : "\(hit)的触摸被取消"
                return "\(displayName(of: scrolled.scrollView)) 滚动了：它自己的平移手势识别器接管了拖动，"
                    + "\(lost)\(actionTail)。"
            }
            let recognizer = result.recognizers.first { $0.outcome == .recognized }
                .map { gestureRecognizers[$0.recognizer] }
            let withheld = result.path.contains { $0.outcome == .withheld }
            let name = recognizer.map { "\($0.className) '\($0.id)' " } ?? "某个手势识别器"
            let touches = withheld ? "始终没有被传递" : "被取消了"
            return "\(name)识别了手势，所以视图的触摸\(touches)\(actionTail)。"
        case .dropped:
            if case .action(let action) = result.event {
                return "没有响应者执行 \(action.action.name)；UIKit 丢弃了它。"
            }
            return "没有响应者处理\(event)；UIKit 在响应者链的末端丢弃了它\(actionTail)。"
        case .notDelivered:
            return "\(event)没有到达任何响应者：没有命中任何视图，所以没有开始沿响应者链传递。"
        case .crashed:
            let message =
                crash.map { wording(of: $0, in: .simplifiedChinese).message }
                ?? "unrecognized selector sent to instance。"
            return "应用会崩溃：\(message)"
        case .succeeded, .failed:
            // The step that says what the call returned.
            return
                (result.path.last(where: { $0.outcome == .succeeded || $0.outcome == .failed })
                ?? result.path.last).map { note(of: $0, in: .simplifiedChinese) } ?? ""
        case .menuShown:
            let items = result.menu?.items.filter(\.shown).map { $0.action.name } ?? []
            return "编辑菜单显示 \(items.joined(separator: "、"))。"
        case .menuNotShown:
            return "不会出现编辑菜单：第一响应者的链上没有响应者能执行其中任何一项。"
        }
    }

    /// The kind of event as a learner says it in Simplified Chinese: `触摸事件`.
    private func chineseName(of event: Event) -> String {
        switch event {
        case .touch: "触摸事件"
        case .press: "按压事件"
        case .motion: "运动事件"
        case .remoteControl: "远程控制事件"
        case .action: "动作事件"
        case .editMenu: "编辑菜单事件"
        case .becomeFirstResponder: "becomeFirstResponder 事件"
        case .resignFirstResponder: "resignFirstResponder 事件"
        case .endEditing: "endEditing 事件"
        }
    }
}
