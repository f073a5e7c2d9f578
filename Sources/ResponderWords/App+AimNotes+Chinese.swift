import ResponderCore

extension App {
    /// Where a touch aimed at a view goes and why, in Simplified Chinese: the centre, the reachable point nearest it
    /// and what takes the centre, or why no point reaches the view.
    func chineseExplanation(of aim: TouchAim) -> String {
        let who = displayName(of: aim.view)
        let centre = "\(who) 的中心 \(Self.text(aim.centre))"
        guard let miss = aim.centreMiss else { return "\(centre) 可以到达，所以手指落在那里。" }
        if aim.reached {
            let why: String
            switch miss {
            case .covered(let front?): why = "被 \(displayName(of: front)) 遮住：它位于前面，接收了这次触摸"
            case .covered(nil): why = "不会到达任何视图：命中测试在那里什么也找不到"
            case .outside(let ancestor):
                why =
                    "位于 \(displayName(of: ancestor)) 的边界之外（它不裁剪，所以仍然显示），"
                    + "命中测试在询问子视图之前就在那里拒绝了 \(displayName(of: ancestor))"
            case .clipped(let ancestor):
                why = "被 \(displayName(of: ancestor)) 裁掉了：它会裁剪到自己的边界（例如已滚动出去）"
            case .offWindow(let window): why = "位于 \(displayName(of: window)) 之外，触摸无法落在那里"
            case .blocked, .zeroSize, .notInWindow: why = "无法到达"
            }
            return "\(centre) \(why)，所以手指落在 \(Self.text(aim.point))，这是离中心最近的可到达点。"
        }
        let evaluated = "这次点击按中心 \(Self.text(aim.centre)) 计算。"
        let none = "\(who) 没有任何可以到达的点"
        switch miss {
        case .blocked(let block):
            return "\(none)。\(explanation(of: block, for: aim.view, in: .simplifiedChinese))\(evaluated)"
        case .covered(let front?):
            return "\(none)：\(displayName(of: front)) 位于它前面，接收了落在它上面的所有触摸。\(evaluated)"
        case .covered(nil): return "\(none)：在它绘制的位置，命中测试找不到任何视图。\(evaluated)"
        case .outside(let ancestor):
            let relation = responders[aim.view].superview == ancestor ? "它的父视图" : "它的祖先视图"
            return "\(none)：\(relation) \(displayName(of: ancestor)) 不裁剪，而 \(who) 位于它的边界之外，"
                + "所以命中测试在查看 \(who) 之前就拒绝了 \(displayName(of: ancestor))。" + evaluated
        case .clipped(let ancestor):
            return "\(none)：它位于 \(displayName(of: ancestor)) 的边界之外，而该视图会裁剪到边界，"
                + "所以它没有绘制在手指能落下的位置（已滚动出去，或被裁掉）。\(evaluated)"
        case .offWindow(let window):
            return "\(none)：它位于 \(displayName(of: window)) 之外，触摸无法落在那里。\(evaluated)"
        case .zeroSize:
            return "\(none)：它的命中区域没有宽度或没有高度，所以 point(inside:with:) 对它永远不为 true。" + evaluated
        case .notInWindow:
            return "\(none)：它不在任何窗口中，所以命中测试永远找不到它。\(evaluated)"
        }
    }

    /// What to change so that a tap reaches a view, by why it misses, in Simplified Chinese.
    func chineseHint(for miss: TouchAim.Miss, of view: Int) -> String {
        let who = displayName(of: view)
        switch miss {
        case .covered(let front?):
            return "如果 \(displayName(of: front)) 只是装饰，请在它上面设置 isUserInteractionEnabled = false；"
                + "或者把 \(who) 移到它前面，或者用 point(inside:with:) 或 hitTest(_:with:) 让触摸穿过它。"
        case .covered(nil): return "检查它上方的视图对 hitTest(_:with:) 和 point(inside:with:) 的重写。"
        case .outside(let ancestor):
            return "把 \(displayName(of: ancestor)) 扩大到足以容纳它，把 \(who) 移到它里面，"
                + "或者在 \(responders[ancestor].className) 中重写 point(inside:with:)。"
        case .clipped(let ancestor):
            return "先把 \(who) 滚动到可见区域（\(displayName(of: ancestor)) 的 contentOffset），"
                + "或者给 \(displayName(of: ancestor)) 足够的空间来显示它。"
        case .offWindow: return "检查它的 frame 和祖先视图的 frame：它被放在了屏幕之外。"
        case .blocked(let block):
            let owner = displayName(of: block.responder)
            switch block.reason {
            case .hidden, .transparent:
                return "如果 \(owner) 只是暂时隐藏，请在点击之前显示它（isHidden = false，alpha 至少为 0.01）。"
            case .userInteractionDisabled:
                return block.responder == view
                    ? "在 \(who) 上设置 isUserInteractionEnabled = true。"
                    : "在 \(owner) 上设置 isUserInteractionEnabled = true，或者把 \(who) 移出它。"
            case .pointOutside: return "让 point(inside:with:) 在 \(who) 应当接收触摸的位置返回 true。"
            case .singularTransform: return "给 \(owner) 一个可以求逆的变换（不要缩放为零）。"
            default:
                return "在 \(who) 应当接收触摸的位置，让重写去询问子视图（调用 super.hitTest(_:with:)）。"
            }
        case .zeroSize:
            return "给它一个尺寸（通常是缺少 Auto Layout 约束才让它的尺寸为零），"
                + "或者重写 point(inside:with:) 来扩大它的命中区域。"
        case .notInWindow: return "在点击之前，把它加入某个窗口的视图层级。"
        }
    }
}
