import ResponderCore

extension App {
    /// Writes the words of a path note in Simplified Chinese.
    ///
    /// - Parameters:
    ///   - note: The facts.
    ///   - responder: The step's responder (the one a delivery note speaks of).
    ///   - sink: Where the words go.
    func writeChinese<Sink: WordSink>(_ note: PathNote, of responder: Int?, to sink: inout Sink) {
        switch note {
        case .failed(let words):
            sink.write(wording(of: words, in: .simplifiedChinese).message)
        case .delivery(let behavior, let method, let arrivedBy):
            if let arrivedBy {
                sink.write("经由 ")
                sink.write(arrivedBy.rawValue)
                sink.write(" 到达。")
            }
            writeName(of: responder, or: "某个响应者", to: &sink)
            writeChinese(behavior, method.signature, to: &sink)
        case .actionWalk(let answer, let action, let reason):
            writeName(of: responder, or: "某个响应者", to: &sink)
            switch answer {
            case .performs:
                sink.write(" 实现了 ")
                sink.write(action.name)
                sink.write("，canPerformAction 也同意：由它执行。")
            case .declines:
                sink.write(" 实现了 ")
                sink.write(action.name)
                sink.write("，但拒绝执行（")
                if let reason {
                    sink.write(words(of: reason, in: .simplifiedChinese))
                } else {
                    sink.write("canPerformAction 返回 false")
                }
                sink.write("），所以继续沿链查找。")
            case .doesNotImplement:
                sink.write(" 没有实现 ")
                sink.write(action.name)
                sink.write("；继续下一个。")
            }
        case .applicationSendsAction(let action, let targeted):
            if targeted {
                sink.write("UIApplication.sendAction 把 ")
                sink.write(action.name)
                sink.write(" 直接发送给它的目标；不经过响应者链。")
            } else {
                sink.write("目标为 nil 的 UIApplication.sendAction 会沿响应者链查找目标。")
            }
        case .targetCalledDirectly:
            sink.write("这个动作指定了目标，所以直接调用 ")
            writeName(of: responder, or: "它的目标", to: &sink)
            sink.write("；不经过响应者链。")
        case .unrecognizedSelector(let action):
            writeName(of: responder, or: "目标", to: &sink)
            sink.write(" 没有实现 ")
            sink.write(action.name)
            sink.write("（unrecognized selector sent to instance）。")
        case .actionWalkStarts(let reason):
            let start = responder.map(displayName(of:)) ?? "第一响应者"
            switch reason {
            case .firstResponder:
                sink.write("目标为 nil 的动作从第一响应者 ")
                sink.write(start)
                sink.write(" 开始。")
            case .keyWindowNoFirstResponder:
                sink.write("当前没有第一响应者，所以目标为 nil 的动作从主窗口 ")
                sink.write(start)
                sink.write(" 开始，跳过它下面的所有视图和视图控制器。")
            case .sender:
                sink.write("按照设置，目标为 nil 的动作从发送者 ")
                sink.write(start)
                sink.write(" 开始。")
            default:
                sink.write("遍历从 ")
                sink.write(start)
                sink.write(" 开始。")
            }
        case .actionDiscarded(let action):
            sink.write("链上没有响应者实现 ")
            sink.write(action.name)
            sink.write(" 并同意执行它，所以它被丢弃。")
        case .recognizer(let index, let outcome, let reason):
            writeChineseRecognizerName(index, to: &sink)
            switch outcome {
            case .recognized: sink.write(" 先于视图看到触摸，并识别了它：")
            case .failed: sink.write(" 先看到触摸，但没有识别，所以触摸继续交给视图：")
            case .disabled: sink.write(" 已禁用，忽略这次触摸：")
            case .touchNotReceived: sink.write(" 没有收到这次触摸：")
            case .excludedByOther, .requiredFailureDidNotHappen: sink.write(" 本可以识别，但是：")
            case .preventedByControl: sink.write(" 让位给手指下方的 UIKit 控件：")
            }
            sink.write(words(of: reason, in: .simplifiedChinese))
        case .controlWinsTap(let hitView):
            writeName(of: hitView, to: &sink)
            sink.write(" 是 UIKit 控件：它让祖先视图上的单击手势识别器失败，所以由它赢得这次点击。")
        case .applicationSendsToKeyWindow:
            sink.write(
                """
                UIApplication.sendEvent(_:) 把事件交给主窗口；这个事件没有位置，所以它被发送给第一响应者，\
                而不是命中测试找到的视图。
                """)
        case .applicationLooksForKeyCommands(let start):
            sink.write("UIApplication.sendEvent(_:) 接收硬件按键，在传递任何按压之前，先从 ")
            writeName(of: start, to: &sink)
            sink.write(" 开始沿响应者链查找按键命令。")
        case .keyCommandOffered(let keys, let action, let winsOverTextInput, let start):
            writeName(of: responder, or: "某个响应者", to: &sink)
            sink.write(" 从 keyCommands 返回了 ")
            sink.write(keys)
            sink.write(" 的 UIKeyCommand")
            if winsOverTextInput { sink.write("，并设置了 wantsPriorityOverSystemBehavior，所以它优先于文本输入") }
            sink.write("；UIKit 把它的动作 ")
            sink.write(action.swiftName)
            sink.write(" 从 ")
            writeName(of: start, to: &sink)
            sink.write(" 开始沿链向上发送。")
        case .alreadyFirstResponder:
            writeName(of: responder, or: "某个响应者", to: &sink)
            sink.write(" 已经是第一响应者；没有任何变化。")
        case .currentFirstResponderResigns:
            sink.write("当前的第一响应者")
            if let responder {
                sink.write(" ")
                writeName(of: responder, to: &sink)
                sink.write(" ")
            }
            sink.write("同意放弃第一响应者身份。")
        case .becameFirstResponder(let window, let keyboardShows):
            writeName(of: responder, or: "某个响应者", to: &sink)
            sink.write(" 在窗口中，可以成为第一响应者，也没有响应者拒绝：它现在是 ")
            writeName(of: window, to: &sink)
            sink.write(keyboardShows ? " 的第一响应者，键盘随之弹出。" : " 的第一响应者。")
        case .nothingToResign:
            sink.write("当前没有第一响应者；没有可以放弃的。")
        case .noFirstResponderInSubtree:
            writeName(of: responder, or: "该视图", to: &sink)
            sink.write(" 的子树中没有第一响应者，所以 endEditing 返回 false。")
        case .endEditingAsksToResign(let first, let forced):
            sink.write("endEditing 在 ")
            writeName(of: responder, or: "该视图", to: &sink)
            sink.write(" 的子树中找到第一响应者 ")
            writeName(of: first, to: &sink)
            sink.write("，并不知道它是哪个输入框，就请它放弃第一响应者")
            sink.write(forced ? "（强制）。" : "。")
        case .notFirstResponder:
            writeName(of: responder, or: "某个响应者", to: &sink)
            sink.write(" 不是第一响应者；放弃不会改变任何东西。")
        case .refusesToResign:
            writeName(of: responder, or: "某个响应者", to: &sink)
            sink.write(" 拒绝放弃：canResignFirstResponder 为 false。")
        case .resigns(let keyboardGoes):
            writeName(of: responder, or: "某个响应者", to: &sink)
            sink.write(keyboardGoes ? " 放弃了第一响应者；键盘收起。" : " 放弃了第一响应者。")
        case .editMenuWithoutFirstResponder:
            sink.write("编辑菜单从第一响应者开始查找，而当前没有第一响应者，所以不会出现菜单。")
        case .editMenuItemShown(let action):
            writeName(of: responder, or: "某个响应者", to: &sink)
            sink.write(" 实现了 ")
            sink.write(action.name)
            sink.write("，canPerformAction 也同意，所以显示该项。")
        case .editMenuItemHidden(let reason, let declinedBy):
            sink.write("隐藏：")
            sink.write(words(of: reason, declinedBy: declinedBy, in: .simplifiedChinese))
            sink.write("。")
        case .listSelectsRow(let cell, let list, let from):
            writeName(of: responder, or: "列表", to: &sink)
            sink.write(" 沿链从 ")
            writeName(of: from, to: &sink)
            sink.write(" 收到了 touchesEnded(_:with:)，并选中 ")
            writeChineseRow(of: cell, in: list, to: &sink)
            sink.write("。")
        case .listTellsDelegate(let list, let cell):
            writeName(of: list, to: &sink)
            sink.write(" 告诉它的代理")
            if let responder {
                sink.write(" ")
                writeName(of: responder, to: &sink)
            }
            sink.write("：")
            writeChineseRow(of: cell, in: list, to: &sink)
            sink.write("已被选中。")
        case .touchesBeganWithheld(let byScrolling):
            let who = responder.map(displayName(of:)) ?? "该视图"
            if byScrolling {
                sink.write("滚动视图推迟了 touchesBegan(_:with:)（delaysContentTouches），并在延迟期间开始滚动，所以 ")
                sink.write(who)
                sink.write(" 始终没有收到这次触摸。")
            } else {
                sink.write("一个 delaysTouchesBegan = true 的手势识别器识别成功，所以 ")
                sink.write(who)
                sink.write(" 始终没有收到 touchesBegan(_:with:)。")
            }
        case .applicationSendsTouches:
            sink.write("UIApplication.sendEvent(_:) 把触摸事件交给它所属的窗口。")
        case .windowHitTested(let hits):
            sink.write("UIWindow.sendEvent(_:) 对触摸做命中测试，结果是 ")
            for (position, hit) in hits.enumerated() {
                if position > 0 { sink.write("、") }
                writeName(of: hit, to: &sink)
            }
            sink.write("；它及其祖先视图上的手势识别器会先看到触摸。")
        case .backButtonPops(let top, let below):
            sink.write("返回按钮指定了目标：")
            writeName(of: responder, or: "导航控制器", to: &sink)
            sink.write(" 把 ")
            writeName(of: top, to: &sink)
            sink.write(" 从栈中弹出（pop），并显示 ")
            writeName(of: below, to: &sink)
            sink.write("。（本请求之后的事件看到的仍是请求中描述的应用状态。）")
        case .tabBarSelects(let position, let tab, let tabs, let alreadySelected):
            sink.write("标签栏按钮把 _tabBarItemClicked: 发送给它的标签栏")
            if alreadySelected {
                sink.write("。标签 ")
                sink.write(String(position))
                sink.write("（")
                writeName(of: tab, to: &sink)
                sink.write("）已被选中，所以 ")
                writeName(of: tabs, to: &sink)
                sink.write(" 保持这个选择；如果该标签是导航控制器，它会 pop 回根视图控制器。")
            } else {
                sink.write("，标签栏让 ")
                writeName(of: tabs, to: &sink)
                sink.write(" 选中标签 ")
                sink.write(String(position))
                sink.write("（")
                writeName(of: tab, to: &sink)
                sink.write("）：它的视图替换当前标签的视图。（本请求之后的事件看到的仍是请求中描述的应用状态。）")
            }
        case .discarded(let method, let end):
            if let end {
                sink.write(end.explanation(in: .simplifiedChinese))
            } else {
                sink.write("响应者链结束了。")
            }
            sink.write("没有响应者处理 ")
            sink.write(method.signature)
            sink.write("，所以 UIKit 丢弃了它。")
        }
    }

    /// What a responder did with a method on the walk, after its name, in Simplified Chinese.
    private func writeChinese<Sink: WordSink>(_ behavior: DeliveryStep.Behavior, _ method: String, to sink: inout Sink)
    {
        switch behavior {
        case .forwarded:
            sink.write(" 没有重写 ")
            sink.write(method)
            sink.write("；UIResponder 的默认实现把它传给 next。")
        case .handledAndForwarded:
            sink.write(" 重写了 ")
            sink.write(method)
            sink.write(" 并调用 super，所以它处理后继续传递。")
        case .swallowed:
            sink.write(" 重写了 ")
            sink.write(method)
            sink.write(" 但没有调用 super：事件在这里停止。")
        case .trackedByControl:
            sink.write(" 是 UIControl：它自己跟踪这次触摸，不会转发。")
        case .forwardedByDisabledControl:
            sink.write(" 是禁用的控件：它不跟踪这次触摸，触摸继续传给 next。")
        case .forwardedByControl:
            sink.write(
                """
                 是 UIControl，但触摸落在它内部的视图上：控件只跟踪落在自身上的触摸（iOS 上有人报告过，\
                文档没有说明），所以它把触摸传下去，也不发送动作。
                """)
        case .stoppedByDisabledControl:
            sink.write(" 是禁用的控件，并且（按照设置）吸收了这次触摸，却不处理它。")
        case .handledByTextInput:
            sink.write(" 是获得焦点的文本输入控件：它把这次按键沿链向上传递，只要上面没有响应者接收它，UIKit 就会输入这个键。")
        }
    }

    /// `UIView 'card' 上的 UITapGestureRecognizer 'tap'`.
    func chineseRecognizerName(_ index: Int) -> String {
        var text = ""
        writeChineseRecognizerName(index, to: &text)
        return text
    }

    private func writeChineseRecognizerName<Sink: WordSink>(_ index: Int, to sink: inout Sink) {
        let recognizer = gestureRecognizers[index]
        writeName(of: recognizer.view, to: &sink)
        sink.write(" 上的 ")
        sink.write(recognizer.className)
        sink.write(" '")
        sink.write(recognizer.id)
        sink.write("'")
    }

    /// `UITableViewCell 'cell' 所在的行` (a collection view's `所在的项`).
    private func writeChineseRow<Sink: WordSink>(of cell: Int, in list: Int, to sink: inout Sink) {
        writeName(of: cell, to: &sink)
        sink.write(self[list].rowSelection?.isTable ?? true ? " 所在的行" : " 所在的项")
    }
}
