import ResponderCore

extension App {
    /// 触摸诊断的措辞（简体中文）：手指、手势识别器、控件和滚动视图。
    func chineseWording(of words: DiagnosticWords.Touch) -> Wording {
        switch words {
        case .hitNothing(let point):
            return Wording(
                message: "位于 (\(Self.number(point.x)), \(Self.number(point.y))) 的触摸没有命中任何窗口中的任何视图，"
                    + "所以响应者链的遍历根本没有开始。",
                hint: "点击后什么也没有发生，这是命中测试的问题：检查该点下方各视图的 frame、isHidden、alpha 和 "
                    + "isUserInteractionEnabled。")
        case .systemGestureDelays(let hit, let edge, let zone, let deciding, let unheard):
            let place =
                edge == .bottom
                ? "底边不到 \(Self.number(zone)) 点，主屏幕指示条的轻扫手势"
                : "顶边不到 \(Self.number(zone)) 点，通知中心和控制中心的轻扫手势"
            return Wording(
                message: "\(displayName(of: hit)) 距离屏幕\(place)会先查看那里的触摸："
                    + "touchesBegan(_:with:) 很晚才到达控件，所以它很晚才高亮"
                    + "（在 iOS 上观察到的行为；UIKit 文档只说系统的边缘手势优先）。"
                    + (unheard.map {
                        "\(displayName(of: $0)) 推迟了这条边缘的系统手势，但窗口询问的是 \(displayName(of: deciding))，"
                            + "而它没有把这个问题转交下去（childForScreenEdgesDeferringSystemGestures）。"
                    } ?? ""),
                hint: "在 \(self[deciding].className) 的 preferredScreenEdgesDeferringSystemGestures 中返回 "
                    + "[.\(edge == .bottom ? "bottom" : "top")]"
                    + "（并调用 setNeedsUpdateOfScreenEdgesDeferringSystemGestures()），"
                    + "用 childForScreenEdgesDeferringSystemGestures 转交给子视图控制器，或者把控件从边缘移开。")
        case .multipleTouchIgnored(let view):
            return Wording(
                message: "\(displayName(of: view)) 上已经有一根手指，而它的 isMultipleTouchEnabled 为 false，"
                    + "所以 UIKit 不会把第二个触摸传递给它。",
                hint: "在需要跟踪多根手指的视图上设置 isMultipleTouchEnabled = true。")
        case .exclusiveTouchElsewhere(let view, let blocker):
            return Wording(
                message: "\(displayName(of: blocker)) 设置了 isExclusiveTouch，并且正被触摸，"
                    + "所以在此期间窗口中的其他视图都收不到触摸；落在 \(displayName(of: view)) 上的这次触摸不会被传递。",
                hint: "如果其他视图必须能同时使用，请清除 isExclusiveTouch。")
        case .exclusiveTouchHere(let view, let other):
            return Wording(
                message: "\(displayName(of: view)) 设置了 isExclusiveTouch，而 \(displayName(of: other)) 已经正被触摸，"
                    + "所以这次触摸不会被传递。",
                hint: "如果该视图必须在其他视图被触摸时也能工作，请清除 isExclusiveTouch。")
        case .cancelledByGesture(let view, let winners, let phase, let lost):
            return Wording(
                message: winners.map(chineseRecognizerName).joined(separator: "、")
                    + " 识别成功，并且因为 cancelsTouchesInView 为 true，UIKit 向 \(displayName(of: view)) "
                    + "发送了 touchesCancelled(_:with:)，而不是 \(phase.signature)："
                    + (lost.map { "\(chineseLostWords($0))永远不会运行。" } ?? "该视图自己的触摸处理被中途打断。"),
                hint: chineseCancellationHint(winners, view: view))
        case .delayedByGesture(let view):
            return Wording(
                message: "某个手势识别器的 delaysTouchesBegan 扣住了发给 \(displayName(of: view)) 的 "
                    + "touchesBegan(_:with:)；由于它识别成功，该视图始终没有看到这次触摸。",
                hint: "除非视图不能对识别器可能认领的触摸做出反应，否则请让 delaysTouchesBegan 保持为 false。")
        case .controlSubviewTakesTouch(let control, let view):
            return Wording(
                message: "\(displayName(of: view)) 位于 \(displayName(of: control)) 之上，接收了这次触摸。"
                    + "UIControl 只跟踪命中控件本身的触摸，所以 \(displayName(of: control)) 把触摸传了下去，"
                    + "也没有发送任何动作：这是开发者报告的 UIKit 行为，文档没有说明。",
                hint: "在 \(displayName(of: view))（以及它内部的视图）上设置 isUserInteractionEnabled = false，"
                    + "让触摸落在控件上，就像 UIKit 自己的控件对它们的标签和图像所做的那样。")
        case .barButtonActionIgnored(let item, let action):
            return Wording(
                message: "\(displayName(of: item)) 是一个栏按钮项的自定义视图，该项的动作是 \(action.swiftName)："
                    + "UIKit 文档指出，带有自定义视图的项不会调用其目标的动作，所以这次点击只到达自定义视图"
                    + (self[item].isControl && !self[item].targetActions.isEmpty
                        ? "及其自己的目标-动作。" : "，该项的动作永远不会运行。"),
                hint: "在自定义视图本身上处理点击：对按钮使用 addTarget(_:action:for:)，"
                    + "或者改用 UIBarButtonItem(title:image:primaryAction:menu:)，而不是自定义视图。")
        case .gestureStealsTouches(let recognizer, let hitView):
            return Wording(
                message: "\(chineseRecognizerName(recognizer)) 识别了这次点击，所以自定义视图 \(displayName(of: hitView)) "
                    + "失去了它的触摸：与 UIKit 控件不同，自定义视图不会让祖先视图上的单击手势识别器失败。",
                hint: "使用 UIControl，设置 cancelsTouchesInView = false，"
                    + "或者实现 gestureRecognizer(_:shouldReceive:) 来忽略该视图中的触摸。")
        case .controlWinsOverAncestorTap(let recognizer, let hitView):
            return Wording(
                message: "\(chineseRecognizerName(recognizer)) 本可以识别这次点击，但 \(displayName(of: hitView)) "
                    + "是 UIKit 控件，而对于单击，控件优先于其祖先视图上的单击手势识别器。",
                hint: "这通常正是你想要的；同一个识别器下的自定义视图则会失去这次点击。")
        case .interactivePopBlocked(let winner, let navigation):
            let other =
                gestureRecognizers[winner].scrollView != nil ? "scrollView.panGestureRecognizer" : "otherRecognizer"
            return Wording(
                message: "从左边缘开始的轻扫本应返回上一页，但 \(chineseRecognizerName(winner)) 位于更深层的视图上，"
                    + "并且先识别成功，所以 \(displayName(of: navigation)) 的 interactivePopGestureRecognizer 不会执行 pop。",
                hint: "让另一个识别器等待：\(other)"
                    + ".require(toFail: navigationController.interactivePopGestureRecognizer)。")
        case .waitedForFailure(let index):
            let recognizer = gestureRecognizers[index]
            return Wording(
                message: "\(chineseRecognizerName(index)) 要等待另一个识别器失败"
                    + (recognizer.requiresToFail.isEmpty ? "（代理设置的失败依赖）" : "（require(toFail:)）")
                    + "；那个识别器识别成功了，所以 '\(recognizer.id)' 不会为这次触摸触发。",
                hint: "单击和双击就是这样共用一个视图的：单击等待双击失败，在双击失败后稍晚一点触发。")
        case .cellContentViewSynthesized(let cell, let contentView, let decisive):
            return Wording(
                message: "描述 \(displayName(of: cell)) 时没有给出 contentView，所以它的子视图被放进了 "
                    + "\(displayName(of: contentView))，也就是每个 UIKit 单元格都有的内容视图："
                    + "它们是内容视图的子视图，响应者链会经过它。"
                    + (decisive.map {
                        "放在哪个视图中决定了这次触摸：如果应用用 cell.addSubview 添加了 \(displayName(of: $0))，"
                            + "内容视图就会位于它之上（iOS 14 及更高版本），转而接收这次触摸。"
                    } ?? ""),
                hint: "描述单元格的 contentView 时列出添加到 cell.contentView 的视图，"
                    + "并把用 cell.addSubview 添加的视图列在单元格自己的子视图中（位于内容视图之下，与 UIKit 的放置方式一致）。")
        case .endedOutsideControl(let control, let end, let margin):
            return Wording(
                message: "手指在 (\(Self.number(end.x)), \(Self.number(end.y))) 抬起，"
                    + "位于 \(displayName(of: control)) 之外超过 \(Self.number(margin)) 点，所以控件发送的是 "
                    + "touchUpOutside，而不是 touchUpInside：它的 touchUpInside 动作没有运行。",
                hint: "用户就是这样取消一次按压的：在抬起手指之前拖离控件。如果控件无论如何都必须做出反应，"
                    + "也请处理 touchUpOutside。")
        case .contentTouchesDelayed(let control, let scroll):
            return Wording(
                message: "\(displayName(of: control)) 位于 \(displayName(of: scroll)) 中，而后者的 delaysContentTouches "
                    + "为 true：只有当滚动视图确认手指不是在滚动时（UIKit 文档：大约 150 毫秒），touchesBegan(_:with:) "
                    + "才会到达控件，所以快速点击时控件高亮得很晚，或者直到手指抬起时才高亮。它的动作仍然会运行。",
                hint: "如果控件必须立即高亮，请在 \(displayName(of: scroll)) 上设置 delaysContentTouches = false，"
                    + "并重写 touchesShouldCancel(in:)，对控件返回 true（UIKit 的默认实现对 UIControl 返回 false），"
                    + "这样从控件上开始的拖动仍然会滚动。")
        case .scrollViewTookTouch(let hit, let scroll, let withheld):
            let lost =
                self[hit].isControl
                ? (withheld
                    ? "始终没有收到这次触摸，所以它的动作都没有运行"
                    : "的触摸被取消了（touchCancel），所以它的 touchUpInside 动作没有运行")
                : (withheld ? "始终没有收到这次触摸" : "的触摸被取消了（touchesCancelled）")
            return Wording(
                message: "拖动从 \(displayName(of: hit)) 上开始，但 \(displayName(of: scroll)) 开始了滚动："
                    + "它自己的拖动手势识别器识别了这次拖动，"
                    + Self.chineseClause(displayName(of: hit), lost) + "。",
                hint: "这是 UIKit 按设计工作：从内容上开始的拖动会滚动。要让某个视图保留它的拖动，"
                    + "请给它添加自己的识别器，或者设置 delaysContentTouches = false，"
                    + "并让 touchesShouldCancel(in:) 对它返回 false。")
        case .scrollViewDidNotScroll(let scroll, _, let reason, let disabled, let keptByContent):
            return Wording(
                message: "这次拖动没有让 \(displayName(of: scroll)) 滚动。\(chineseWords(of: reason))",
                hint: disabled
                    ? "设置 isScrollEnabled = true 让它可以滚动。"
                    : keptByContent
                        ? "重写 touchesShouldCancel(in:)，对该控件返回 true，这样从它上面开始的拖动会滚动。"
                        : "让 contentSize 大于 bounds（或者交给 Auto Layout），"
                            + "或者设置 alwaysBounceVertical / alwaysBounceHorizontal，让它无论如何都能回弹。")
        }
    }

    /// 手指下方的视图本来会做的事：“UIButton 'save' 的 touchUpInside 动作 save(_:)”。
    private func chineseLostWords(_ lost: DiagnosticWords.Touch.Lost) -> String {
        switch lost {
        case .action(let event, let action, let control):
            return "\(displayName(of: control)) 的 \(event.rawValue) 动作 \(action.swiftName) "
        case .touchesEnded(let responder):
            return "\(displayName(of: responder)) 的 touchesEnded(_:with:) "
        case .selection(let cell, let list):
            guard let rule = self[list].rowSelection else { return "对 \(displayName(of: cell)) 的选择" }
            return "对 \(displayName(of: cell)) 所在\(rule.isTable ? "行" : "项")的选择（\(rule.didSelect.swiftName)）"
        }
    }

    /// 取消了视图触摸的识别器的修复方法。拖动被从控件手中夺走时（面板的拖动手势抢走滑块的拖动），
    /// 实际采用的修复是代理的 `gestureRecognizer(_:shouldReceive:)`：`cancelsTouchesInView = false`
    /// 会让两者都拿着这次触摸，两者都会移动。
    private func chineseCancellationHint(_ winners: [Int], view: Int) -> String {
        let continuous = winners.contains {
            let kind = gestureRecognizers[$0].kind
            return kind == .pan || kind == .swipe || kind == .pinch || kind == .rotation || kind == .longPress
        }
        if continuous && self[view].isControl {
            return "实现识别器的代理方法 gestureRecognizer(_:shouldReceive:)，对 \(displayName(of: view)) 中的触摸"
                + "（touch.view 是 UIControl）返回 false，让识别器永远不接收它们；cancelsTouchesInView = false "
                + "在这里不是修复方法：控件会保留这次触摸，而识别器仍会对同一次拖动做出反应，两者都会移动。"
        }
        // 对于一行，要放过的是表格的触摸。
        let refused = selectionSite(of: view).map(\.list) ?? view
        return "如果该视图仍然必须看到完整的触摸序列，请在识别器上设置 cancelsTouchesInView = false，"
            + "或者实现 gestureRecognizer(_:shouldReceive:)，对 \(displayName(of: refused)) 中的触摸返回 false"
            + "\(refused == view ? "" : "（touch.view 在它里面）")。"
    }
}
