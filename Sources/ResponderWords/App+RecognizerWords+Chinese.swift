import ResponderCore

extension App {
    /// 手势识别器为什么识别或没有识别一次触摸（简体中文）。
    func chineseWords(of reason: RecognizerReason) -> String {
        let text = Self.text(_:) as (Double) -> String
        let number = Self.number
        func fingers(_ count: Int) -> String { "\(count) 根手指" }
        switch reason {
        case .scrollingDisabled(let scroll):
            return "\(displayName(of: scroll)) 的 isScrollEnabled 为 false，因此它的拖动手势识别器处于关闭状态。"
        case .disabled:
            return "isEnabled 为 false，因此它忽略触摸。"
        case .preventedByControl(let control):
            return "\(displayName(of: control)) 是 UIKit 控件，控件会让其祖先视图上的单击手势识别器失败。"
        case .toldByRequest(let recognizes):
            return recognizes ? "请求中说明它识别这次触摸。" : "请求中说明它不识别这次触摸。"
        case .wrongGesture(let gesture, let expected):
            return "\(Self.chineseName(of: gesture))不是\(Self.chineseName(of: expected))。"
        case .movedTooFarForTap(let moved, let allowed):
            return "手指移动了 \(text(moved)) 点，超过了点击所允许的 \(number(allowed)) 点。"
        case .cancelledBeforeLift:
            return "手指抬起之前，触摸就被取消了。"
        case .fingersRequired(let required, let touched):
            return "它需要 \(fingers(required))（numberOfTouchesRequired）；实际触摸的是 \(touched) 根。"
        case .tapsRequired(let required, let tapped):
            let this = tapped == 1 ? "单击" : "\(tapped) 次点击"
            return "它需要点击 \(required) 次（numberOfTapsRequired）；这次是\(this)。"
        case .tapped(let taps, let count, let tapCount):
            var words = taps == 1 ? "用 \(fingers(count))点击了一次" : "用 \(fingers(count))点击了 \(taps) 次"
            words += "，移动在点击允许的范围之内"
            words += taps < tapCount ? "（它在 \(tapCount) 次点击中的第 \(taps) 次识别）。" : "。"
            return words
        case .didNotRest:
            return "手指在抬起或移动之前，没有停留满 minimumPressDuration（0.5 秒）。"
        case .rested:
            return "手指停留满了 minimumPressDuration（0.5 秒），期间没有移开。"
        case .didNotMove:
            return "手指没有移动。"
        case .panTooShort(let moved, let needs):
            return "手指只移动了 \(text(moved)) 点；拖动要在移动 \(number(needs)) 点之后才开始。"
        case .panFingers(let required, let moved):
            return "它至少需要 \(fingers(required))（minimumNumberOfTouches）；实际移动的是 \(moved) 根。"
        case .panned(let moved, let needs):
            return moved.map { "手指移动了 \(text($0)) 点，超过了拖动所需的 \(number(needs)) 点。" } ?? "手指拖动了。"
        case .twoFingersNeeded(let kind, let touched):
            return "\(Self.chineseName(of: kind))需要 2 根手指；实际触摸的是 \(touched) 根。"
        case .pinched:
            return "两根手指做了捏合。"
        case .turned:
            return "两根手指做了旋转。"
        case .noFinger:
            return "没有手指触摸。"
        case .edgeTooFar(let start, let edge):
            return "手指从距左边缘 \(text(start)) 点的位置开始；屏幕边缘拖动要在距边缘约 \(number(edge)) 点以内开始"
                + "（在 iPhone 上观察到的值；UIKit 文档没有说明）。"
        case .edgeTooShort(let inward, let needs):
            return "手指从左边缘开始，但只向内移动了 \(text(inward)) 点；拖动要在移动 \(number(needs)) 点之后才开始。"
        case .edgePanned(let start, let inward):
            let moved = inward.map { "向内移动了 \(text($0)) 点。" } ?? "向内移动。"
            return "手指从距左边缘 \(text(start)) 点的位置开始，\(moved)"
        case .hover:
            return "悬停识别器跟踪的是在视图上方移动的指针，而不是触摸。"
        case .custom:
            return "自定义识别器只在请求中说明识别时（recognizes）才会识别。"
        case .swipeFingers(let required, let touched):
            return "它需要 \(required) 根手指（numberOfTouchesRequired）；实际触摸的是 \(touched) 根。"
        case .swipeAssumed(let directions):
            return "这是一次轻扫；请求没有给出路径，因此认为它朝\(Self.chineseNames(of: directions))方向移动。"
        case .swipeWrongDirection(let went, let accepts):
            return "手指朝\(Self.chineseNames(of: went))方向移动；它接受的是\(Self.chineseNames(of: accepts))方向（direction）。"
        case .swipeTooShort(let along, let went, let needs):
            return "手指朝\(Self.chineseNames(of: went))方向移动了 \(text(along)) 点；轻扫需要 \(number(needs)) 点。"
        case .swipeNotStraight(let along, let across, let went):
            return "手指朝\(Self.chineseNames(of: went))方向移动了 \(text(along)) 点，但在垂直方向上偏移了 "
                + "\(text(across)) 点：不够直，算不上轻扫。"
        case .swiped(let along, let went):
            return "手指朝\(Self.chineseNames(of: went))方向移动了 \(text(along)) 点，距离够远，路线也够直。"
        case .notAScrollView:
            return "它不是滚动视图。"
        case .scrollDidNotMove(let scroll):
            return "手指没有移动，因此 \(displayName(of: scroll)) 不会滚动。"
        case .scrollTooShort(let moved, let needs):
            return "手指只移动了 \(text(moved)) 点；滚动要在移动 \(number(needs)) 点之后才开始。"
        case .contentFits(let content, let bounds, let axis):
            let bounce = axis == .horizontally ? "alwaysBounceHorizontal" : "alwaysBounceVertical"
            let drag = axis.map { "\(Self.chineseWords(of: $0))拖动" } ?? "拖动"
            return "它的内容（\(number(content.width))×\(number(content.height))）能放进它的 bounds"
                + "（\(number(bounds.width))×\(number(bounds.height))），而且 \(bounce) 是关闭的，所以\(drag)不会让它滚动。"
        case .contentKeepsTouch(let hit, let restedFirst, let byOverride):
            let hitName = displayName(of: hit)
            let why =
                restedFirst
                ? "手指在移动之前先停留了，所以 \(hitName) 已经拿到了触摸"
                : "delaysContentTouches 为 false，所以 \(hitName) 从一开始就拿到了触摸"
            guard let byOverride else {
                return "它不会滚动：\(why)，而且 canCancelContentTouches 为 false，所以触摸留在 \(hitName) 那里。"
            }
            let whose = byOverride ? "滚动视图重写的方法" : "UIKit 对 UIControl 的默认行为"
            return "\(why)，而且 touchesShouldCancel(in:) 对它返回了 false（\(whose)）：触摸留在 \(hitName) 那里，"
                + "什么也不会滚动。"
        case .scrolls(let scroll, let moved, let axis):
            var words = "手指"
            if let axis { words += Self.chineseWords(of: axis) }
            words += moved.map { "移动了 \(text($0)) 点" } ?? "拖动了"
            words += "，\(displayName(of: scroll)) 可以朝这个方向滚动。"
            return words
        case .notReceived(let view):
            return "它的代理的 gestureRecognizer(_:shouldReceive:) 对 \(displayName(of: view)) 上的触摸返回了 false，"
                + "因此它从未看到这次触摸，也不会妨碍它。"
        case .popDeclined(let reason, let navigation):
            return "它本来会识别（\(chineseClause(of: reason))），但当顶层视图控制器的返回按钮被隐藏，或被左侧的 bar button "
                + "item 替换时，\(displayName(of: navigation)) 会拒绝侧滑返回（在 iOS 上观察到的行为；文档没有说明）。"
        case .shouldBeginFalse(let reason):
            return "它本来会识别（\(chineseClause(of: reason))），但它的代理的 gestureRecognizerShouldBegin(_:) 返回了 "
                + "false，因此它失败了，触摸继续交给视图。"
        case .otherRecognized(let other, let wait):
            return "它要等 \(recognizerName(other, in: .simplifiedChinese)) 失败（\(Self.chineseWords(of: wait))），"
                + "而那个识别器识别成功了。"
        case .waited(let reason, let other, let wait):
            return chineseWords(of: reason) + "它先等待 \(recognizerName(other, in: .simplifiedChinese)) 失败"
                + "（\(Self.chineseWords(of: wait))），对方确实失败了。"
        case .excludedBy(let blocker):
            return "\(recognizerName(blocker, in: .simplifiedChinese)) 先识别了，而双方的代理都不允许同时识别"
                + "（gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)）。"
        }
    }

    /// 滚动视图如何处理这次触摸，以及原因（简体中文）。
    func chineseWords(of scroll: ScrollViewResult) -> String {
        let scrollName = displayName(of: scroll.scrollView)
        let hit = displayName(of: scroll.hitView)
        switch scroll.contentTouches {
        case nil:
            return "手指落在 \(scrollName) 本身上，而不是它的内容上。"
        case .withheld:
            return "delaysContentTouches 暂扣了这次触摸，而手指在延迟期间移动了：\(scrollName) 滚动了，"
                + "\(hit) 从未收到这次触摸。"
        case .cancelled:
            return "\(hit) 已经拿到了触摸；拖动开始时，touchesShouldCancel(in:) 返回了 true，所以 \(scrollName) "
                + "取消了它（touchesCancelled）并开始滚动。"
        case .keptByContent:
            return chineseWords(of: scroll.judgement)
        case .delayedThenDelivered:
            return "delaysContentTouches 暂扣了 touchesBegan，直到 \(scrollName) 确认手指不是在滚动；之后 \(hit) "
                + "收到了完整的触摸。" + chineseWords(of: scroll.judgement)
        case .delivered:
            return "delaysContentTouches 为 false，所以 \(hit) 在触摸发生时就收到了它。" + chineseWords(of: scroll.judgement)
        }
    }

    /// 作为句子一部分的原因：去掉末尾的句号。
    private func chineseClause(of reason: RecognizerReason) -> Substring {
        let words = chineseWords(of: reason)
        return words.dropLast(words.hasSuffix("。") ? 1 : 0)
    }

    private static func chineseWords(of axis: RecognizerReason.Axis) -> String {
        switch axis {
        case .horizontally: "水平"
        case .vertically: "垂直"
        }
    }

    private static func chineseWords(of wait: RecognizerReason.Wait) -> String {
        switch wait {
        case .requireToFail: "require(toFail:)"
        case .delegateRequiresFailure: "它的代理的 gestureRecognizer(_:shouldRequireFailureOf:) 这样要求"
        case .otherDelegateRequiresFailure: "那个识别器的代理的 gestureRecognizer(_:shouldBeRequiredToFailBy:) 这样要求"
        }
    }

    /// “长按（longPress）”：触摸动作的名称及其代码。
    private static func chineseName(of gesture: TouchGesture) -> String {
        switch gesture {
        case .tap: "点击（tap）"
        case .longPress: "长按（longPress）"
        case .pan: "拖动（pan）"
        case .swipe: "轻扫（swipe）"
        case .pinch: "捏合（pinch）"
        case .rotation: "旋转（rotation）"
        }
    }

    /// “捏合（pinch）”：识别器种类的名称及其代码。
    private static func chineseName(of kind: GestureRecognizer.Kind) -> String {
        switch kind {
        case .tap: "点击（tap）"
        case .longPress: "长按（longPress）"
        case .pan: "拖动（pan）"
        case .swipe: "轻扫（swipe）"
        case .pinch: "捏合（pinch）"
        case .rotation: "旋转（rotation）"
        case .hover: "悬停（hover）"
        case .custom: "自定义（custom）"
        case .screenEdgePan: "屏幕边缘拖动（screenEdgePan）"
        }
    }

    /// “右”，多个时为“左、上”（按 UIKit 的顺序）。
    private static func chineseNames(of directions: GestureRecognizer.SwipeDirections) -> String {
        let named: [(String, GestureRecognizer.SwipeDirections)] = [
            ("右", .right), ("左", .left), ("上", .up), ("下", .down),
        ]
        return named.filter { directions.contains($0.1) }.map(\.0).joined(separator: "、")
    }
}
