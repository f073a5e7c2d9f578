import ResponderCore

extension App {
    /// 响应者拒绝执行一个动作的原因（简体中文，作为句子的一部分）：“剪贴板为空”。
    func chineseWords(of reason: DeclineReason) -> String {
        switch reason {
        case .described(let text): text
        case .canPerformFalse: "它的 canPerformAction(_:withSender:) 返回 false"
        case .notEditable: "它不可编辑"
        case .pasteboardEmpty: "剪贴板为空"
        case .nothingSelected: "没有选中任何内容"
        case .noText: "没有文本"
        case .alreadySelected: "已经选中了文本"
        }
    }

    /// 编辑菜单项被隐藏的原因（简体中文，作为句子的一部分）；`declinedBy` 是依次拒绝执行的响应者。
    func chineseWords(of reason: MenuItemReason, declinedBy: [Int]) -> String {
        switch reason {
        case .noFirstResponder:
            return "没有任何对象是第一响应者"
        case .notImplemented:
            return "响应者链上没有任何响应者实现它"
        case .declined(let reasons):
            return zip(declinedBy, reasons).map { "\(displayName(of: $0.0)) 拒绝执行：\(chineseWords(of: $0.1))" }
                .joined(separator: "；")
        }
    }

    /// 点击单元格后，它所在的行是否被选中，以及原因（简体中文）。
    func chineseWords(of selection: SelectionResult) -> String {
        let list = displayName(of: selection.list)
        let row = chineseRow(of: selection.cell, in: selection.list)
        let rule = selectionRule(of: selection.list)
        switch selection.reason {
        case .scrolled:
            return "\(list) 滚动了：拖动不是点击，所以 \(row)不会被选中。"
        case .takenBy(let recognizers):
            let names = recognizers.map { recognizerName($0, in: .simplifiedChinese) }.joined(separator: "、")
            return "\(names) 识别成功并拿走了触摸，所以 \(list) 从未收到 touchesEnded(_:with:)，\(row)不会被选中。"
        case .touchCancelled:
            return "触摸被取消了，所以 \(row)不会被选中。"
        case .endNeverReached(let view):
            return "\(displayName(of: view)) 从未收到触摸的结束，所以 \(row)不会被选中。"
        case .walkStopped(nil, _):
            return "\(list) 从未收到 touchesEnded(_:with:)。"
        case .walkStopped(let responder?, let behavior):
            if responder == selection.list && behavior == .swallowed {
                let selects =
                    rule.isTable
                    ? "UIKit 的表格视图是在它自己的 touchesEnded 中选中行的"
                    : "UIKit 的集合视图是在它自己的 touchesEnded 中选中项的"
                return "\(list) 重写了 touchesEnded(_:with:) 却没有调用 super，而\(selects)，所以 \(row)不会被选中。"
            }
            switch behavior {
            case .trackedByControl:
                return "\(displayName(of: responder)) 是一个控件：它自己跟踪了这次触摸，没有把它传下去，所以 \(list) "
                    + "从未收到 touchesEnded(_:with:)，\(row)不会被选中。"
            case .stoppedByDisabledControl:
                return "\(displayName(of: responder)) 是一个会吸收触摸的禁用控件，所以 \(row)不会被选中。"
            case .swallowed:
                return "\(displayName(of: responder)) 重写了 touchesEnded(_:with:) 却没有调用 super，所以 \(list) "
                    + "从未收到它，\(row)不会被选中。"
            default:
                return "\(list) 不在从手指下方的视图出发的响应者链上，所以 \(row)不会被选中。"
            }
        case .liftedOutside(let point):
            return "手指在 (\(Self.number(point.x)), \(Self.number(point.y))) 抬起，位于 \(displayName(of: selection.cell)) "
                + "之外，所以 \(row)不会被选中。"
        case .selectionDisabled:
            return "\(list) 的 allowsSelection 为 false，所以 \(row)不会被选中。"
        case .delegateReleased(let delegate):
            return "\(list) 选中了 \(row)；它的代理 \(displayName(of: delegate)) 已被释放，所以没有任何对象收到通知。"
        case .noDelegate:
            return "\(list) 选中了 \(row)；它没有代理，所以没有任何对象收到通知。"
        case .delegateMissesDidSelect(let delegate):
            return "\(list) 选中了 \(row)；它的代理 \(displayName(of: delegate)) 没有实现 \(rule.didSelect.swiftName)，"
                + "所以不会再发生别的事。"
        case .delegateCalled(let delegate):
            return "\(list) 选中了 \(row)，并调用了它的代理 \(displayName(of: delegate)) 的 \(rule.didSelect.swiftName)。"
        }
    }
}
