import ResponderCore

extension App {
    /// 从第一响应者开始的按压、摇晃和远程控制事件的诊断，以及第一响应者变化的诊断的措辞（简体中文）。
    func chineseWording(of words: DiagnosticWords.FirstResponder) -> Wording {
        switch words {
        case .implementerNotOnChain(let implementer, let implemented, let start, let kind):
            let name = displayName(of: implementer)
            var message = "\(name) 实现了 \(chineseWords(of: implemented))，但\(chineseEventName(kind))从第一响应者 "
            message += "\(displayName(of: start)) 开始，而 \(name) 不在它的链上，所以永远收不到该事件。"
            return Wording(
                message: message,
                hint: "让 \(name)（或它下面的某个响应者）成为第一响应者，或者在第一响应者所在链上的某个响应者中处理该事件。")
        case .eventDropped(let start, let methods):
            let names = methods.map(\.signature).joined(separator: " 或 ")
            return Wording(
                message: "从 \(displayName(of: start)) 到链的末尾，没有任何响应者处理 \(names)，因此 UIKit 没有报错就丢弃了该事件。",
                hint: "在这条链上的某个响应者中重写 \(methods.last?.signature ?? "该事件的方法")。")
        case .keyCommandShadowed(let offeredBy, let keys, let action, let start):
            var message = "\(displayName(of: offeredBy)) 为 \(keys) 键提供了一个快捷键命令（\(action.swiftName)），但 "
            message += "\(displayName(of: start)) 是第一响应者，会把这个键当作文字输入："
            message += "从 iOS 15 起，UIKit 先把按键交给文本输入，只有文本输入不使用这个键时，快捷键命令才会执行。"
            return Wording(
                message: message,
                hint: "如果用户输入时它也必须优先，就在 UIKeyCommand 上设置 wantsPriorityOverSystemBehavior = true；"
                    + "或者给它加上修饰键（Command），让它永远不与输入冲突。")
        case .noFirstResponder(let start, let kind, nil, _):
            return Wording(
                message: "当前没有第一响应者，所以\(chineseEventName(kind))从主窗口 \(displayName(of: start)) 开始，"
                    + "跳过它下面的所有视图和视图控制器。",
                hint: "让应当响应的那个响应者成为第一响应者（先设置 canBecomeFirstResponder = true，再调用 "
                    + "becomeFirstResponder()），或者在应用代理中处理它。")
        case .noFirstResponder(let start, let kind, let implementer?, let implemented):
            let node = self[implementer]
            let name = displayName(of: implementer)
            let inWindow = "等它进入窗口后（视图控制器可在 viewDidAppear(_:) 中）对它调用 becomeFirstResponder()"
            let steps =
                node.canBecomeFirstResponder
                ? inWindow
                : "在 \(node.className) 中重写 canBecomeFirstResponder 使其返回 true，然后\(inWindow)"
            var message = "\(name) 实现了 \(chineseWords(of: implemented))，但当前没有第一响应者，"
            message += "所以\(chineseEventName(kind))从主窗口 \(displayName(of: start)) 开始，永远到达不了它"
            message += node.canBecomeFirstResponder ? "。" : "：它的 canBecomeFirstResponder 为 false，所以它无法成为第一响应者。"
            return Wording(
                message: message,
                hint: "让 \(name) 成为第一响应者：\(steps)。")
        case .notInWindow(let responder, let phase):
            let when = phase == .now || phase == .viewDidAppear ? "" : "在 \(phase.rawValue) 中，"
            return Wording(
                message: "\(when)\(displayName(of: responder)).becomeFirstResponder() 返回 false："
                    + "该视图还不在窗口中（window == nil）。",
                hint: "在 viewDidAppear(_:) 中、视图已进入窗口后再调用 becomeFirstResponder()；viewDidLoad 太早了。")
        case .cannotBecome(let responder):
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder() 返回 false："
                    + "它的 canBecomeFirstResponder 为 false（UIResponder 的默认值）。",
                hint: "在 \(self[responder].className) 中重写 canBecomeFirstResponder，使其返回 true。")
        case .currentRefusedToResign(let responder, let current):
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder() 返回 false：当前的第一响应者 "
                    + "\(displayName(of: current)) 拒绝放弃第一响应者身份（canResignFirstResponder 为 false）。",
                hint: "在转移焦点之前，让 \(self[current].className) 能够放弃第一响应者（canResignFirstResponder = true）。")
        case .keyboardNotShown(let responder, let window):
            return Wording(
                message: "\(displayName(of: responder)) 成为了 \(displayName(of: window)) 的第一响应者，但该窗口不是主窗口，"
                    + "所以软键盘不会出现。",
                hint: "在让输入框获得焦点之前先把窗口设为主窗口（makeKeyAndVisible()）；在第二个场景或浮层窗口中，"
                    + "viewDidAppear 也不能保证这一点。")
        case .nothingToEndEditing(let view, let force):
            return Wording(
                message: "\(displayName(of: view)).endEditing(\(force)) 在它的子树中没有找到第一响应者。",
                hint: "在包含获得焦点的输入框的视图（视图控制器的根视图）上调用 endEditing。")
        case .refusedToResign(let responder):
            return Wording(
                message: "\(displayName(of: responder)).resignFirstResponder() 返回 false，因为它的 "
                    + "canResignFirstResponder 为 false；它仍然是第一响应者。",
                hint: "用 endEditing(true) 强制放弃，或者让 canResignFirstResponder 返回 true。")
        }
    }

    /// What a responder implements, in Chinese: "motionEnded(_:with:)", or "space 键的快捷键命令（play(_:)）".
    private func chineseWords(of implemented: DiagnosticWords.FirstResponder.Implemented) -> String {
        switch implemented {
        case .methods(let methods): methods.map(\.signature).joined(separator: " 和 ")
        case .keyCommand(let keys, let action): "\(keys) 键的快捷键命令（\(action.swiftName)）"
        }
    }

    /// An event's kind (`Event.kind`), as a Chinese noun: "按压事件".
    private func chineseEventName(_ kind: String) -> String {
        switch kind {
        case "press": "按压事件"
        case "motion": "运动事件"
        case "remoteControl": "远程控制事件"
        default: "\(kind) 事件"
        }
    }
}
