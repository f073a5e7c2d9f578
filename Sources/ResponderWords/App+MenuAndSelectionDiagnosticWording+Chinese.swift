import ResponderCore

extension App {
    /// 编辑菜单诊断的措辞（简体中文）。
    func chineseWording(of words: DiagnosticWords.Menu) -> Wording {
        switch words {
        case .noFirstResponder(let pressed):
            var message = "没有任何对象是第一响应者，因此编辑菜单无处开始查找，也不会出现。"
            if let pressed {
                message += "长按 \(displayName(of: pressed)) 也不会出现“拷贝”：它不是第一响应者。"
            }
            return Wording(
                message: message,
                hint: "重写 canBecomeFirstResponder 使其返回 true，并在显示菜单之前，对被按下的视图调用 becomeFirstResponder()。")
        case .pasteHidden:
            return Wording(
                message: "“粘贴”被隐藏了：文本输入控件实现了 paste(_:)，但在剪贴板为空时，它的 canPerformAction 返回 false。",
                hint: "这是预期行为；拷贝了内容之后，“粘贴”就会出现。")
        case .pressedViewNotFirstResponder(let pressed, let first, let actions):
            let names = actions.map(\.name).joined(separator: "、")
            return Wording(
                message: "\(displayName(of: pressed)) 实现了 \(names)，但它不是第一响应者，因此菜单改为从 "
                    + "\(displayName(of: first)) 开始查找，不会提供它的菜单项。",
                hint: "让 \(self[pressed].className) 能够成为第一响应者，并在长按时、显示菜单之前调用 becomeFirstResponder()。")
        }
    }

    /// 行选择诊断的措辞（简体中文）。
    func chineseWording(of words: DiagnosticWords.Selection) -> Wording {
        switch words {
        case .disabled(let list, let cell, let expected):
            let rule = selectionRule(of: list)
            let item = chineseItemWord(rule)
            var message = "\(displayName(of: list)) 从 \(displayName(of: cell)) 收到了 touchesEnded(_:with:)，"
            message += "但它的 allowsSelection 为 false，所以 UIKit 不会选中任何内容"
            if let expected {
                message += "，\(displayName(of: expected)) 的 \(rule.didSelect.swiftName) 也永远不会执行。"
            } else {
                message += "。"
            }
            let others =
                rule.isTable
                ? "在 tableView(_:willSelectRowAt:) 中返回 nil。"
                : "在 collectionView(_:shouldSelectItemAt:) 中返回 false。"
            return Wording(
                message: message,
                hint: "如果\(item)应当响应点击，请设置 allowsSelection = true（在代码中，或在 storyboard 的 Selection 设置中）；"
                    + "若只想让部分\(item)可以选中，请对其余的\(item)" + others)
        case .noDelegate(let list, let cell, let implementer):
            let rule = selectionRule(of: list)
            let listName = displayName(of: list)
            return Wording(
                message: "\(displayName(of: implementer)) 实现了 \(rule.didSelect.swiftName)，但它不是 \(listName) 的代理："
                    + "\(listName) 没有代理，因此 UIKit 会选中 \(chineseRow(of: cell, in: list))，但不会调用任何对象。",
                hint: "设置 \(rule.isTable ? "tableView" : "collectionView").delegate = self（或在 storyboard 中连接 "
                    + "delegate outlet）；仅有 dataSource 是收不到点击通知的。")
        case .delegateMissesDidSelect(let list, let cell, let delegate, let deselects):
            let rule = selectionRule(of: list)
            let item = chineseItemWord(rule)
            let row = chineseRow(of: cell, in: list)
            let didSelect = rule.didSelect.swiftName
            if deselects {
                return Wording(
                    message: "\(displayName(of: delegate)) 实现的是 \(rule.didDeselect.swiftName)（UIKit 在某个\(item)"
                        + "被取消选中时调用它），而不是 \(didSelect)：点击会选中 \(row)，但为它编写的代码不会执行。",
                    hint: "把方法名改为 \(didSelect)；代码补全会先提示 deselect 的版本。")
            }
            return Wording(
                message: "\(displayName(of: list)) 选中了 \(row)，但它的代理 \(displayName(of: delegate)) 没有实现 "
                    + "\(didSelect)，因此点击之后不会再发生任何事。",
                hint: "在代理上实现 \(didSelect)，或者把实现了它的对象设为代理。")
        case .swallowed(let responder, let list, let cell):
            return Wording(
                message: "\(displayName(of: responder)) 重写了 touchesEnded(_:with:) 却没有调用 super，因此触摸沿响应者链"
                    + "永远到不了 \(displayName(of: list))，\(chineseRow(of: cell, in: list))也不会被选中。",
                hint: "在重写的方法中（以及其他触摸方法中）调用 super.touchesEnded(touches, with: event)，"
                    + "或者改用手势识别器来处理点击。")
        }
    }

    /// “行”（表格视图）或“项”（集合视图）。
    func chineseItemWord(_ rule: RowSelection) -> String { rule.isTable ? "行" : "项" }

    /// “UITableViewCell 'cell' 所在的行”。
    func chineseRow(of cell: Int, in list: Int) -> String {
        "\(displayName(of: cell)) 所在的\(chineseItemWord(selectionRule(of: list)))"
    }
}
