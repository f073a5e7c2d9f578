import ResponderCore

extension App {
    /// 动作诊断的措辞（简体中文）：被禁用和重复的目标-动作、被释放的目标、无法识别的选择器、被拒绝和被丢弃的动作，以及
    /// 目标为 nil 的遍历不会询问的视图控制器。
    func chineseWording(of words: DiagnosticWords.Action) -> Wording {
        switch words {
        case .controlDisabled(let control):
            return Wording(
                message: "\(displayName(of: control)) 已被禁用（isEnabled = false），所以它不会发送任何动作。",
                hint: "启用该控件，或者接受它在禁用期间不会发送动作。")
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: "同一个目标的 \(action.name) 被两次添加到 \(displayName(of: control)) 的 \(event.rawValue) 上；"
                    + "UIKit 只保留一份，所以它只触发一次。",
                hint: "再次添加相同的目标-动作组合没有任何效果；请删除重复的调用。")
        case .targetReleased(let object, let holder, let role):
            let isControl = self[holder].isControl
            let consequence =
                isControl
                ? "因此动作会以 nil 目标发送，改为从第一响应者开始沿响应者链查找（见 actions）。"
                : self[holder].rowSelection != nil
                    ? "因此选中该行时表格没有代理，没有任何对象得到通知。"
                    : "因此手势识别器的动作不会到达任何对象（这是在 iOS 上观察到的行为；文档没有说明识别器会保留什么）。"
            let holderName = displayName(of: holder)
            // A recognizer's name says its view, the holder.
            let what: String
            switch role {
            case .controlTarget(let action): what = "\(holderName) 的 \(action.swiftName) 的目标"
            case .recognizerTarget(let index, let action):
                what = "\(recognizerName(index, in: .simplifiedChinese)) 的 \(action.swiftName) 的目标"
            case .delegate: what = "\(holderName) 的代理"
            }
            var message = "\(displayName(of: object)) 是 \(what)，"
            message += "但没有任何对象强引用它（isRetained 为 false），\(holderName) 也不会保留它"
            if isControl {
                message += "（UIKit 文档指出：控件不会保留它的目标）"
            }
            message += "：它在事件发生之前就被释放了，"
            message += consequence
            return Wording(
                message: message,
                hint: "把该对象保存在其所有者的存储属性中（在视图控制器里写 let handler = TapHandler()），"
                    + "而不是放在设置它的方法的局部变量里。")
        case .unrecognizedSelector(let target, let action):
            let className = self[target].className
            return Wording(
                message: "-[\(className) \(action.name)]: unrecognized selector sent to instance。"
                    + "动作的显式目标没有实现这个方法，因此应用会崩溃。",
                hint: "在 \(className) 上实现 @objc func \(action.swiftName)，或者修正传给 addTarget(_:action:for:) "
                    + "的目标或选择器。")
        case .declined(let responder, let action, let reason):
            let why = reason.map { self.words(of: $0, in: .simplifiedChinese) } ?? "拒绝执行"
            return Wording(
                message: "\(displayName(of: responder)) 实现了 \(action.name)，但它的 canPerformAction(_:withSender:) "
                    + "返回 false（\(why)）；更上层的响应者仍可能接手。",
                hint: "文本视图就是这样在剪贴板为空时隐藏“粘贴”的。")
        case .dropped(let action, let walked):
            let path = walked.map(displayName(of:)).joined(separator: " → ")
            return Wording(
                message: "目标为 nil 的动作 \(action.name) 依次经过了 \(path)，但没有任何对象执行它；UIKit 把它丢弃了。",
                hint: "在这条链上的某个响应者中实现 \(action.swiftName)（应用代理可以接住一切），或者为该动作指定显式目标。")
        case .skippedController(let controller, let sender, let action, let start):
            let controllerName = displayName(of: controller)
            var message = "\(controllerName) 实现了 \(action.name)，并且位于 \(displayName(of: sender)) 的响应者链上，"
            message += "但目标为 nil 的动作并不是从发送者开始遍历的：它从第一响应者（没有任何对象获得焦点时则从主窗口）开始，"
            message += "\(chineseStart(start))，所以 \(controllerName) 永远收不到它。"
            return Wording(
                message: message,
                hint: "把该视图控制器作为 addTarget(_:action:for:) 的目标传入，或者（像 MessageView 那样）"
                    + "自己从发送者开始沿 next 遍历。")
        case .skippedBarItemOwner(let owner, let sender, let action, let start):
            let ownerName = displayName(of: owner)
            var message = "\(ownerName) 实现了 \(action.name)，它的 navigationItem 持有 \(displayName(of: sender))，"
            message += "但栏按钮项并不在该视图控制器的视图中：它位于导航栏里，而导航栏的链通向导航控制器。"
            message += "目标为 nil 的动作从第一响应者（没有任何对象获得焦点时则从主窗口）开始遍历，"
            message += "\(chineseStart(start))，所以 \(ownerName) 永远收不到它。"
            return Wording(
                message: message,
                hint: "让该视图控制器成为这个栏按钮项的目标（使用 UIBarButtonItem(title:style:target:action:)，"
                    + "target 传 self），或者让视图控制器内的某个视图成为第一响应者。")
        }
    }

    /// Where a nil-targeted walk started, as a Chinese clause: "这里是 UIView 'x'".
    private func chineseStart(_ start: Int?) -> String {
        guard let start else { return "这里没有起点" }
        return "这里是 \(displayName(of: start))"
    }
}
