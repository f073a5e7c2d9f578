import ResponderCore

/// 审查结果的简体中文措辞：与英文（App+AuditWords.swift）是同一组事实上的一个 switch。
///
/// 当某条结果的提示与瞄准该视图的触摸得到的提示相同时，就使用那条提示（``App/chineseHint(for:of:)``）；
/// 跳过的条件和被阻挡视图的说明来自跳过规则表的中文措辞（HitTesting/App+HitTestSkip+Chinese.swift）。
extension App {
    /// 具有这些事实的审查结果的消息和提示。
    func chineseWording(of words: AuditWords) -> Wording {
        switch words {
        case .interactionDisabled(let view):
            return Wording(
                message: "\(displayName(of: view)) 是为触摸而设计的，但" + Self.chineseClause("它", chineseOwnCondition(view))
                    + "，所以命中测试会跳过它，落在它上面的每个触摸都会交给它后面的视图。",
                hint: "设置 isUserInteractionEnabled = true；如果本意就是禁用，请让它以可见的方式禁用（对控件设置 isEnabled = false）。")
        case .recognizerOnNonInteractiveView(let view):
            return Wording(
                message: "\(displayName(of: view)) 带有手势识别器，但" + Self.chineseClause("它", chineseOwnCondition(view))
                    + "，所以任何触摸都到达不了这个识别器。",
                hint: "在 \(displayName(of: view)) 上设置 isUserInteractionEnabled = true，或者把识别器添加到一个可交互的视图上。")
        case .ancestorHidden(let view, let block):
            return Wording(
                message: "在其祖先视图不可见期间，\(displayName(of: view)) 无法被触摸："
                    + chineseExplanation(of: block, for: view),
                hint: "如果祖先视图是有意隐藏的，这没有问题；如果它只是看起来透明，请使用透明的背景色，而不是低于 0.01 的 alpha。")
        case .ancestorInteractionDisabled(let view, let block):
            let offByDefault = classLeavingInteractionOff(of: block.responder)
            return Wording(
                message: "\(displayName(of: view)) 已绘制，但没有触摸能到达它："
                    + chineseExplanation(of: block, for: view),
                hint: "在 \(displayName(of: block.responder)) 上设置 isUserInteractionEnabled = true"
                    + (offByDefault.map { "（\($0.name) 默认关闭它）" } ?? "")
                    + "，或者把 \(displayName(of: view)) 移出它。")
        case .ancestorOverrideBlocksTouches(let view, let block):
            return Wording(
                message: "\(displayName(of: view)) 已绘制，但没有触摸能到达它："
                    + chineseExplanation(of: block, for: view),
                hint: "在 \(displayName(of: view)) 应当接收触摸的位置，让重写去询问子视图（调用 super.hitTest(_:with:)）。")
        case .zeroSize(let view, let size, let subviewsShow):
            return Wording(
                message: "\(displayName(of: view)) 没有宽度或没有高度（它的 frame 是 \(size.width) × "
                    + "\(size.height)），所以 point(inside:with:) 对它永远不为 true"
                    + (subviewsShow ? "；由于它不裁剪，它的子视图仍然会绘制，但收不到触摸。" : "。"),
                hint: chineseHint(for: .zeroSize, of: view))
        case .outsideWindow(let view, let window):
            return Wording(
                message: "\(displayName(of: view)) 完全位于 \(displayName(of: window)) 之外，触摸无法落在那里。",
                hint: chineseHint(for: .offWindow(window: window), of: view))
        case .clippedByAncestor(let view, let ancestor):
            let (who, clipper) = (displayName(of: view), displayName(of: ancestor))
            return Wording(
                message: "\(who) 完全位于 \(clipper) 的边界之外，而后者会裁剪它的子视图（clipsToBounds 为 true）："
                    + "它永远不会被绘制，也没有触摸能到达它。",
                hint: "如果 \(who) 应当显示，请扩大 \(clipper) 或把该视图移到它里面；"
                    + "如果它是有意折叠的，请隐藏它（isHidden），让意图一目了然。")
        case .controlSubviewTakesTouch(let control, let subview):
            let (who, taker) = (displayName(of: control), displayName(of: subview))
            return Wording(
                message: "\(taker) 填满了 \(who)，接收了落在它上面的每个触摸，而 UIControl 只跟踪命中控件本身的触摸"
                    + "（这是开发者报告的行为，文档没有说明）：\(who) 永远不会发送它的动作。",
                hint: "在 \(taker)（以及它内部的视图）上设置 isUserInteractionEnabled = false，让触摸落在控件上。")
        case .outsideSuperviewBounds(let view, let ancestor):
            let (who, host) = (displayName(of: view), displayName(of: ancestor))
            return Wording(
                message: "\(who) 绘制在 \(host) 的边界之外（\(host) 不裁剪，所以它仍然显示），"
                    + "而命中测试在询问子视图之前就在那里拒绝了 \(host)：没有触摸能到达 \(who)。",
                hint: chineseHint(for: .outside(ancestor: ancestor), of: view))
        case .controlOnCellNotContentView(let view, let cell, let contentView):
            return Wording(
                message: "\(displayName(of: view)) 被添加到了 \(displayName(of: cell)) 本身，而不是它的 contentView；"
                    + "\(displayName(of: contentView)) 位于单元格自己的子视图之上，接收了落在它上面的每个触摸。",
                hint: "按照 UIKit 文档对单元格的说明，用 cell.contentView.addSubview(_:) 添加它。")
        case .coveredByOtherView(let view, let front, let frontIsClear):
            return Wording(
                message: "\(displayName(of: front)) 位于 \(displayName(of: view)) 前面，接收了落在它上面的每个触摸"
                    + (frontIsClear ? "（它是透明的，所以被遮住的视图仍然显示）。" : "。"),
                hint: chineseHint(for: .covered(by: front), of: view))
        case .hitTestFindsNoView(let view):
            return Wording(
                message: "落在 \(displayName(of: view)) 上的触摸都到达不了它：命中测试在那里找不到任何视图。",
                hint: chineseHint(for: .covered(by: nil), of: view))
        case .partlyReachable(
            let view, let reached, let sampled, let reachedMin, let reachedMax, let missedAt, let miss):
            let percent = Int((Double(reached) / Double(sampled) * 100).rounded())
            return Wording(
                message: "\(displayName(of: view)) 只有一部分能接收触摸：\(sampled) 个采样点中有 \(reached) 个到达它"
                    + "（约 \(percent)%，位于屏幕上的 \(Self.text(reachedMin))–\(Self.text(reachedMax)) 范围内）；"
                    + "在 \(Self.text(missedAt))，\(chineseReason(of: miss))。",
                hint: "移动或调整占据其余部分的视图或该视图本身的大小，让它的每个部分都可以点击。")
        case .smallTapTarget(let view, let hitArea, let missedAt):
            return Wording(
                message: "\(displayName(of: view)) 的命中区域是 \(Self.text(hitArea.width)) × "
                    + "\(Self.text(hitArea.height)) 点，小于 Apple 建议的 44 × 44：在它周围 44 点的目标范围内，"
                    + "落在 \(Self.text(missedAt)) 的点击会错过它。",
                hint: "重写 point(inside:with:) 来扩大它的命中区域（UIKit 文档中 44 × 44 的 CloseButton），或者把它做大。")

        // 响应者对触摸、动作和第一响应者事件的处理。
        case .touchesSwallowed(let responder, let method, let starved):
            return Wording(
                message: "\(displayName(of: responder)) 重写了 \(method.signature) 但没有调用 super，所以触摸在那里停止，"
                    + "\(chineseNames(starved)) 虽然实现了该方法，却永远收不到它。",
                hint: "除非是有意吞掉，否则请在 \(responders[responder].className) 中调用 "
                    + "super.\(method.rawValue)(touches, with: event)。")
        case .incompleteTouchFamily(let responder, let swallowed, let missing):
            return Wording(
                message:
                    "\(displayName(of: responder)) 吞掉了 \(swallowed.map(\.signature).joined(separator: " 和 "))，"
                    + "但没有重写 \(missing.map(\.signature).joined(separator: "、"))，所以这些方法仍会沿链向上传递，"
                    + "上面的响应者只看到半个触摸序列。",
                hint: "有意吞掉触摸时，请重写整组方法：touchesBegan、touchesMoved、touchesEnded 和 touchesCancelled。")
        case .tapRecognizerCancelsTouches(let index, let view, let cancels):
            let recognizer = gestureRecognizers[index]
            let what =
                cancels == .cell
                ? "单元格的触摸被取消，所以表格视图或集合视图永远不会选中它"
                : "控件的触摸在 touchUpInside 之前就被取消"
            return Wording(
                message: "\(displayName(of: recognizer.view)) 上的单击手势识别器 '\(recognizer.id)' 会取消其视图中的触摸"
                    + "（cancelsTouchesInView 为 true）：落在 \(displayName(of: view)) 上的点击被它识别，\(what)。",
                hint: "在识别器上设置 cancelsTouchesInView = false（点击收起键盘时的常见修复），"
                    + "在它的代理的 gestureRecognizer(_:shouldReceive:) 中对 \(displayName(of: view)) 中的触摸返回 false，"
                    + "或者把它添加到不包含这些触摸的视图上。")
        case .targetLacksAction(let control, let action, let target, let event):
            return Wording(
                message: "\(displayName(of: control)) 在 \(event.rawValue) 时把 \(action) 发送给 \(displayName(of: target))，"
                    + "但 \(displayName(of: target)) 没有实现它：应用会因 unrecognized selector 而崩溃。",
                hint: "在 \(responders[target].className) 中实现 @objc func \(action.swiftName)，"
                    + "或者修正传给 addTarget(_:action:for:) 的目标或选择器。")
        case .recognizerTargetLacksAction(let index, let action, let target):
            let recognizer = gestureRecognizers[index]
            return Wording(
                message: "\(displayName(of: recognizer.view)) 上的手势识别器 '\(recognizer.id)' 把 \(action) "
                    + "发送给 \(displayName(of: target))，而后者没有实现它：识别成功时，应用会因 unrecognized selector 而崩溃。",
                hint: "在 \(responders[target].className) 中实现 @objc func \(action.swiftName)，"
                    + "或者修正 UIGestureRecognizer(target:action:) 的目标或选择器。")
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: "\(displayName(of: control)) 有两个相同的目标-动作对：\(event.rawValue) 时的 \(action)。"
                    + "UIKit 只保留一个，所以该动作只运行一次。",
                hint: "删除第二次 addTarget(_:action:for:) 调用；它没有任何效果。")
        case .actionNeverHandled(let control, let action, let walk):
            return Wording(
                message: "\(displayName(of: control)) 发送目标为 nil 的动作 \(action)，而它可能开始的任何一条链上"
                    + "都没有响应者实现它（遍历\(chineseStart(of: walk, from: control))开始）：UIKit 总是丢弃它。",
                hint: "在那条链上的某个响应者（屏幕上的视图控制器，或应用代理）中实现 \(action.swiftName)，"
                    + "或者给这个动作指定明确的目标。")
        case .actionOnlyOutsideChain(let control, let action, let implementers, let walk):
            return Wording(
                message: "\(displayName(of: control)) 发送目标为 nil 的动作 \(action)；只有 "
                    + "\(chineseNames(implementers)) 实现了它，而它可能开始的任何一条响应者链都不经过"
                    + "\(implementers.count == 1 ? "它" : "它们")（遍历\(chineseStart(of: walk, from: control))开始）："
                    + "UIKit 总是丢弃它。",
                hint: "把该方法移到链上的某个响应者中（应用代理是最后一环；场景代理不在任何链上），"
                    + "通过重写 next 把该对象插入链中，或者给这个动作指定明确的目标。")
        case .nextSkipsResponders(let responder, let skipped):
            return Wording(
                message: "\(displayName(of: responder)) 重写了 next，所以它的链跳过了 \(chineseNames(skipped))；"
                    + "按 UIKit 自己的规则本会经过它们，而它们实现的事件方法或动作现在永远不会从这里运行。",
                hint: "在链仍应经过被跳过的响应者的地方，从重写中返回该响应者（或 super.next）。")
        case .inputViewNeverShown(let responder, let input):
            let what = input == .inputAccessoryView ? "输入附件视图" : "输入视图"
            return Wording(
                message: "\(displayName(of: responder)) 带有\(what)，但它的 canBecomeFirstResponder 为 false："
                    + "它永远不会成为第一响应者，所以\(what)永远不会显示（UIKit 只在它的响应者是第一响应者时显示它）。",
                hint: "在 \(responders[responder].className) 中重写 canBecomeFirstResponder 并返回 true，"
                    + "并在需要显示输入时调用 becomeFirstResponder()。")
        case .firstResponderNeverReaches(let responder, let events):
            return Wording(
                message:
                    "\(displayName(of: responder)) 处理\(events.map(Self.chineseWords(of:)).joined(separator: "和"))，"
                    + "这些事件从第一响应者开始，但它的 canBecomeFirstResponder 为 false，"
                    + "而且它不在任何可以成为第一响应者的响应者的链上：这些事件永远到达不了它。",
                hint: "在 \(responders[responder].className) 中重写 canBecomeFirstResponder 并返回 true，"
                    + "并在它显示到屏幕上之后（对视图控制器来说是 viewDidAppear(_:)）调用 becomeFirstResponder()，"
                    + "或者把处理移到第一响应者链上的某个响应者中。")
        case .textInputCannotBecomeFirstResponder(let input):
            return Wording(
                message: "\(displayName(of: input)) 是一个文本输入控件，但它的 canBecomeFirstResponder 为 false："
                    + "点击它永远不会让它成为第一响应者，所以键盘永远不会弹出。",
                hint: "移除对 canBecomeFirstResponder 的重写；如果文本不需要编辑，请使用标签。")
        case .keyboardInNonKeyWindow(let input, let window):
            return Wording(
                message: "\(displayName(of: input)) 位于 \(displayName(of: window)) 中，而该窗口不是主窗口："
                    + "当它成为第一响应者时，键盘不会弹出。",
                hint: "在输入框成为第一响应者之前，对 \(responders[window].className) 调用 makeKey()。")
        }
    }

    /// 一个 isUserInteractionEnabled 为 false 的视图，就每个点而言所具有的：
    /// “的 isUserInteractionEnabled = false（这是 UIImageView 的默认值）”。
    private func chineseOwnCondition(_ view: Int) -> String {
        chineseSkipCondition(.userInteractionDisabled, of: view, everyPoint: true) ?? ""
    }

    /// 按顺序列出的响应者名称：“UIView 'a'、UIView 'b'”。
    private func chineseNames(_ list: [Int]) -> String { list.map(displayName(of:)).joined(separator: "、") }

    /// 控件的目标为 nil 的动作从哪里开始遍历，放在“遍历”和“开始”之间。
    private func chineseStart(of walk: DispatchSettings.NilTargetStart, from control: Int) -> String {
        switch walk {
        case .sender: return "从 \(displayName(of: control)) 自身（settings.nilTargetStart 为 sender）"
        case .firstResponder: return "从第一响应者（任何能够成为第一响应者的响应者）或在没有焦点时从主窗口"
        }
    }

    /// 从第一响应者开始的事件，用于列出一个响应者处理的内容。
    private static func chineseWords(of event: AuditWords.FirstResponderEvent) -> String {
        switch event {
        case .shakes: return "摇动"
        case .presses: return "按压"
        case .remoteControlEvents: return "远程控制事件"
        case .keyCommands: return "按键命令"
        case .editMenuActions: return "编辑菜单的动作"
        }
    }

    /// 采样点的触摸为什么去了别处，放在该点之后：“UIView 'banner' 位于前面并接收了它”。
    private func chineseReason(of miss: SampleMiss) -> String {
        switch miss {
        case .outside(let ancestor): return "它位于 \(displayName(of: ancestor)) 的边界之外"
        case .covered(let front?): return "\(displayName(of: front)) 位于前面并接收了触摸"
        case .covered(nil): return "命中测试在那里找不到任何视图"
        }
    }
}
