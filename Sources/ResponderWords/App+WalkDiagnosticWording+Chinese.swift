import ResponderCore

extension App {
    /// 遍历和响应者链诊断的措辞（简体中文）：被吞掉的事件、只重写了一部分的触摸方法、不在链中的代理、链上的私有类，以及
    /// 被重写的 `next` 形成的循环。
    func chineseWording(of words: DiagnosticWords.Walk) -> Wording {
        switch words {
        case .swallowedNothingLost(let responder, let method):
            let signature = method.signature
            return Wording(
                message: "\(displayName(of: responder)) 重写了 \(signature) 但没有调用 super，因此事件在这里停止。"
                    + "它上面没有任何响应者实现 \(signature)，所以目前还没有丢失任何东西。",
                hint: "除非是有意吞掉事件，否则请调用 super.\(method.rawValue)(…) 以继续转发。")
        case .swallowed(let responder, let method, let starved):
            let starvedNames = starved.map(displayName(of:)).joined(separator: "、")
            return Wording(
                message: "\(displayName(of: responder)) 重写了 \(method.signature) 但没有调用 super，因此事件在这里停止，"
                    + "\(starvedNames) 虽然实现了该方法，却永远收不到它。",
                hint: "在 \(self[responder].className) 中调用 super.\(method.rawValue)(touches, with: event)，"
                    + "以继续沿响应者链向上转发。")
        case .incompleteTouchFamily(let responder, let method, let missing):
            let missingNames = missing.map(\.signature).joined(separator: "、")
            return Wording(
                message: "\(displayName(of: responder)) 吞掉了 \(method.signature)，但没有重写 \(missingNames)，"
                    + "因此这些方法仍会沿链向上传递，整个触摸序列前后不一致。",
                hint: "有意吞掉触摸时，请重写整组方法：touchesBegan、touchesMoved、touchesEnded 和 touchesCancelled。")
        case .sceneDelegateNotInChain(let delegate, let handling):
            var message = "\(displayName(of: delegate)) 实现了 \(handling.name)，但场景代理不在响应者链中："
            message += "UIWindowScene 转发给 UIApplication，而不是转发给它的代理。"
            message += "场景代理继承自 UIResponder，只是沿袭了旧的应用代理模板。"
            return Wording(
                message: message,
                hint: "把整个应用的兜底处理放在应用代理中，或者创建 UIWindowScene 的子类并重写 next，让它返回该代理。")
        case .appDelegateNotInChain(let delegate, let handling, let reason):
            return Wording(
                message: "\(displayName(of: delegate)) 实现了 \(handling.name)，但它不在链中："
                    + reason.explanation(in: .simplifiedChinese),
                hint: "让应用代理成为一个普通的 UIResponder 子类，而不是视图或视图控制器。")
        case .privateClassesInChain(let privates):
            let names = Array(Set(privates.map { self[$0].className })).sorted().joined(separator: "、")
            return Wording(
                message: "响应者链经过了 UIKit 的私有类（\(names)）；它们的名称会随 iOS 版本而变化。",
                hint: "调试时可以查看它们，但绝不要编写依赖它们的代码。")
        case .nextLoop(let walked):
            let path = walked.map(displayName(of:)).joined(separator: " → ")
            return Wording(
                message: "被重写的 next 属性构成了一个循环（\(path) → …）；遍历在这里停止，而不是永远运行下去。",
                hint: "让插入的对象的 next 继续通向应用，而不是回到链中。")
        }
    }
}
