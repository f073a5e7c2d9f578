import ResponderCore

extension App {
    /// 手指下方绘制着、命中测试却没有到达的视图的诊断措辞（简体中文）：跳过的条件来自跳过规则表
    /// （App+HitTestSkip+Chinese）。
    func chineseWording(of words: DiagnosticWords.Unreachable) -> Wording {
        switch words {
        case .interactionDisabled(let drawn):
            let condition = chineseSkipCondition(.userInteractionDisabled, of: drawn) ?? ""
            return Wording(
                message: "\(displayName(of: drawn)) 绘制在手指下方，但" + Self.chineseClause("它", condition)
                    + "，所以命中测试跳过它及其子视图。",
                hint: "在 \(self[drawn].className) 上设置 isUserInteractionEnabled = true。")
        case .ancestorInteractionDisabled(let drawn, let ancestor):
            let condition = chineseSkipCondition(.userInteractionDisabled, of: ancestor) ?? ""
            let out = isImageView(ancestor) ? "把控件移出该图像视图" : "把控件移出它"
            return Wording(
                message: "\(displayName(of: drawn)) 在手指下方可见，但"
                    + Self.chineseClause("它的祖先视图 \(displayName(of: ancestor))", condition)
                    + "，所以命中测试跳过它及其内部的一切，包括 \(displayName(of: drawn))。",
                hint: "在 \(displayName(of: ancestor)) 上设置 isUserInteractionEnabled = true，或者\(out)。")
        case .ancestorOverride(let drawn, let ancestor):
            return Wording(
                message: "\(displayName(of: drawn)) 在手指下方可见，但 \(displayName(of: ancestor)) "
                    + "重写了 hitTest(_:with:)，并且不返回子视图的命中结果。",
                hint: "检查 \(self[ancestor].className).hitTest(_:with:)。")
        case .outsideBounds(let drawn, let ancestor):
            let ancestorName = displayName(of: ancestor)
            return Wording(
                message: "\(displayName(of: drawn)) 绘制在手指下方，但它位于 \(ancestorName) 的边界之外"
                    + "（clipsToBounds 为 false，所以它仍然显示）。命中测试在查看 \(ancestorName) 的子视图之前"
                    + "就拒绝了 \(ancestorName)，所以这次点击永远不会被传递。",
                hint: "扩大 \(ancestorName) 的 frame 来容纳它，把 \(self[drawn].className) 移到它里面，"
                    + "或者在 \(self[ancestor].className) 中重写 point(inside:with:) 把它包含进来。")
        case .covered(let covered, let hit, let window, let behindWindow, let inCell, let bar):
            return Wording(
                message: chineseCoveredMessage(
                    covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                hint: chineseCoveredHint(
                    covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar))
        }
    }

    private func chineseCoveredMessage(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        let front = self[hit]
        var message = "\(displayName(of: covered)) 在手指下方，但 \(displayName(of: hit)) 位于它前面，接收了这次触摸："
        if let behindWindow {
            message +=
                "它在 \(displayName(of: window)) 中，而该窗口位于 \(displayName(of: behindWindow)) 前面"
                + "（windowLevel \(Self.number(self[window].windowLevel)) 对 "
                + "\(Self.number(self[behindWindow].windowLevel))），命中测试先询问最前面的窗口；"
                + "\(displayName(of: hit)) 可见，isUserInteractionEnabled = true，并且包含该点。"
        } else if inCell {
            message +=
                "\(displayName(of: covered)) 被添加到了单元格本身，而单元格的 contentView 位于单元格自己的子视图之上。"
        } else {
            message +=
                "命中测试先询问最前面的视图，而 \(displayName(of: hit)) 可见，isUserInteractionEnabled = true，"
                + "并且包含该点。"
        }
        if let bar {
            message +=
                "该点位于 \(displayName(of: bar)) 下方，但导航栏及其按钮会接收其底边以下 "
                + "\(Self.number(BarMetrics.navigationBarTouchSlop)) 点以内的触摸（在 iOS 上观察到的行为，文档没有说明；"
                + "Apple 的技术支持称之为 slop factor）。"
        }
        if let color = front.backgroundColor, color.isClear {
            message +=
                "它是透明的（backgroundColor \(color.text)），所以 \(self[covered].className) 透过它显示出来，"
                + "却无法被触摸：命中测试只看标志和 frame，从不看颜色。"
        }
        if let opaque = front.isOpaque {
            message += "它的 isOpaque（\(opaque)）只是一个绘制提示，在这里不改变任何东西。"
        }
        return message + "\(displayName(of: covered)) 永远收不到这次触摸。"
    }

    private func chineseCoveredHint(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        if bar != nil {
            return "在导航栏和它下方的第一个控件之间留出大约 \(Self.number(BarMetrics.navigationBarTouchSlop)) 点的距离，"
                + "或者把控件加高，让它的下半部分接收点击。"
        } else if behindWindow != nil {
            return "窗口会接收其 frame 内的所有触摸，即使在它什么也不绘制的地方："
                + "把 \(displayName(of: window)) 缩小到它显示的内容，在不需要时隐藏它，"
                + "或者重写它的 hitTest(_:with:)，在命中的是窗口本身或其空白背景时返回 nil，让触摸继续传给后面的窗口。"
        } else if inCell {
            return "把 \(self[covered].className) 添加到单元格的 contentView（contentView.addSubview），而不是单元格本身。"
        } else if isInteractive(hit) {
            return "如果 \(displayName(of: hit)) 本来就应该接收这次触摸，那就没有问题；"
                + "否则请移动它、缩小它，或者把 \(displayName(of: covered)) 移到最前面。"
        }
        return "在 \(displayName(of: hit)) 上设置 isUserInteractionEnabled = false，让触摸落到它后面的视图上；"
            + "在不需要时移除它；或者重写它的 hitTest(_:with:) 或 point(inside:with:)，在它空白的地方返回 nil。"
    }
}
