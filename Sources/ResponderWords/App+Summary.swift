import ResponderCore

extension App {
    /// One sentence a learner reads first, in `language`: what happened, then each action, selection and
    /// first-responder change (in English as clauses after "; ", in Simplified Chinese after "；", in Japanese and
    /// Korean as short sentences of their own; Korean names are followed by 에서, 의 or 입니다, or by a noun,
    /// "delete: 액션을").
    ///
    /// Each language builds its sentence from the same facts with statements of its own before it chooses by the
    /// outcome, so the four are side by side as whole bodies rather than case by case.
    public func summary(of result: EventResult, in language: Language) -> String {
        if case .hover = result.event { return hoverSummary(of: result, in: language) }
        return Words.text(
            in: language,
            en: {
                let performed = result.actions.filter { $0.outcome == .performed }.compactMap { action in
                    action.performedBy.map { "\(displayName(of: $0)) performed \(action.action.name)" }
                }
                let dropped = result.actions.filter { $0.outcome == .dropped }.map {
                    "nobody performed \($0.action.name), so it was discarded"
                }
                var focus: [String] = []
                if case .touch = result.event, let change = result.firstResponderChange, change.succeeded,
                    let responder = change.responder
                {
                    focus = [
                        "\(displayName(of: responder)) became first responder"
                            + (change.keyboardVisible ? " and the keyboard shows" : "")
                    ]
                }
                var selected: [String] = []
                if let selection = result.selection, selection.selected, let rule = self[selection.list].rowSelection {
                    selected = [
                        "the \(rule.itemWord) of \(displayName(of: selection.cell)) is selected"
                            + (selection.delegateCalled
                                ? " and \(selection.delegate.map(displayName(of:)) ?? "its delegate") runs "
                                    + rule.didSelect.swiftName : "")
                    ]
                }
                if let (cell, delegate) = accessoryButtonRan(result) {
                    selected = [
                        "\(displayName(of: delegate)) runs \(RowSelection.accessoryButtonTapped.swiftName) for the detail "
                            + "button of the row of \(displayName(of: cell))"
                    ]
                }
                let tails = performed + dropped + selected + focus
                let actionTail = tails.isEmpty ? "" : "; " + tails.joined(separator: "; ")
                let crash = result.diagnostics.first { $0.code == .unrecognizedSelector }
                switch result.outcome {
                case .handled:
                    if case .action(let event) = result.event {
                        return
                            "\(result.handler.map(displayName(of:)) ?? "A responder") performed \(event.action.name)."
                    }
                    return
                        "\(result.handler.map(displayName(of:)) ?? "A responder") handled the \(result.event.kind) event\(actionTail)."
                case .swallowed:
                    let starved = result.deliveries.first?.starved.count ?? 0
                    return
                        "\(result.handler.map(displayName(of:)) ?? "A responder") swallowed the event (an override without super)"
                        + (starved > 0
                            ? "; \(starved) responder(s) above it that implement the method never got it." : ".")
                case .recognizedByGesture:
                    if let scrolled = result.scrollViews.first(where: \.scrolled) {
                        let hit = result.start.map(displayName(of:)) ?? "the view under the finger"
                        let lost =
                            lostBeforeBegan(scrolled, in: result)
                            ? "never received the touch" : "had its touch cancelled"
                        return
                            "\(displayName(of: scrolled.scrollView)) scrolled: its own pan recognizer took the drag, and "
                            + "\(hit) \(lost)\(actionTail)."
                    }
                    let recognizer = result.recognizers.first { $0.outcome == .recognized }
                        .map { gestureRecognizers[$0.recognizer] }
                    let withheld = result.path.contains { $0.outcome == .withheld }
                    return
                        "\(recognizer.map { "\($0.className) '\($0.id)'" } ?? "A gesture recognizer") recognized the "
                        + "gesture, so the view's touches were "
                        + (withheld ? "never delivered" : "cancelled") + "\(actionTail)."
                case .dropped:
                    if case .action(let event) = result.event {
                        return "No responder performed \(event.action.name); UIKit discarded it."
                    }
                    return "Nothing handled the \(result.event.kind) event; UIKit discarded it at the end of the chain"
                        + "\(actionTail)."
                case .notDelivered:
                    return
                        "The \(result.event.kind) event reached no responder: nothing was hit, so no chain walk started."
                case .takenByDimmingView:
                    if let searching = searchDimmingTap(of: result) {
                        return "The search dimming view of \(searching) took the tap: it ended the search."
                    }
                    let (presented, dismissed) = dimmingTap(of: result)
                    return "The dimming view around \(presented) took the tap: "
                        + (dismissed
                            ? "it dismissed \(presented)." : "\(presented) is modal and stays; the tap did nothing.")
                case .crashed:
                    return
                        "The app would crash: \(crash.map { wording(of: $0).message } ?? "unrecognized selector sent to instance.")"
                case .succeeded, .failed:
                    // The step that says what the call returned.
                    return
                        (result.path.last(where: { $0.outcome == .succeeded || $0.outcome == .failed })
                        ?? result.path.last).map(note(of:)) ?? ""
                case .menuShown:
                    let items = result.menu?.items.filter(\.shown).map { $0.action.name } ?? []
                    return "The edit menu shows " + items.joined(separator: ", ") + "."
                case .menuNotShown:
                    return "No edit menu appears: nothing on the first responder's chain can perform any item."
                }
            },
            ja: {
                let performed = result.actions.filter { $0.outcome == .performed }.compactMap { action in
                    action.performedBy.map { "\(displayName(of: $0)) が \(action.action.name) を実行しました。" }
                }
                let dropped = result.actions.filter { $0.outcome == .dropped }.map {
                    "\($0.action.name) はどのレスポンダーも実行せず、破棄されました。"
                }
                var focus: [String] = []
                if case .touch = result.event, let change = result.firstResponderChange, change.succeeded,
                    let responder = change.responder
                {
                    let keyboard = change.keyboardVisible ? "、キーボードが表示されます。" : "ました。"
                    focus = ["\(displayName(of: responder)) がファーストレスポンダーになり\(keyboard)"]
                }
                var selected: [String] = []
                if let selection = result.selection, selection.selected, let rule = self[selection.list].rowSelection {
                    let row = "\(displayName(of: selection.cell)) の\(rule.isTable ? "行" : "項目")"
                    if selection.delegateCalled {
                        let delegate = selection.delegate.map { "\(displayName(of: $0)) " } ?? "デリゲート"
                        selected = ["\(row)が選択され、\(delegate)が \(rule.didSelect.swiftName) を実行します。"]
                    } else {
                        selected = ["\(row)が選択されます。"]
                    }
                }
                if let (cell, delegate) = accessoryButtonRan(result) {
                    selected = [
                        "\(displayName(of: delegate)) が \(displayName(of: cell)) の行の詳細ボタンについて "
                            + "\(RowSelection.accessoryButtonTapped.swiftName) を実行します。"
                    ]
                }
                let actionTail = (performed + dropped + selected + focus).joined()
                let crash = result.diagnostics.first { $0.code == .unrecognizedSelector }
                let handler = result.handler.map { "\(displayName(of: $0)) " } ?? "あるレスポンダー"
                let event = japaneseName(of: result.event)
                switch result.outcome {
                case .handled:
                    if case .action(let action) = result.event {
                        return "\(handler)が \(action.action.name) を実行しました。"
                    }
                    return "\(handler)が\(event)を処理しました。\(actionTail)"
                case .swallowed:
                    let starved = result.deliveries.first?.starved.count ?? 0
                    let swallowed = "\(handler)がイベントを飲み込みました（super を呼ばないオーバーライド）。"
                    guard starved > 0 else { return swallowed }
                    return "\(swallowed)その先でこのメソッドを実装している \(starved) 個のレスポンダーには届きませんでした。"
                case .recognizedByGesture:
                    if let scrolled = result.scrollViews.first(where: \.scrolled) {
                        let hit = result.start.map { "\(displayName(of: $0)) " } ?? "指の下のビュー"
                        let lost =
                            lostBeforeBegan(scrolled, in: result)
                            ? "\(hit)はタッチを一度も受け取りませんでした。" : "\(hit)のタッチはキャンセルされました。"
                        return "\(displayName(of: scrolled.scrollView)) がスクロールしました。自身のパンのジェスチャー認識子が"
                            + "ドラッグを引き受けたので、\(lost)\(actionTail)"
                    }
                    let recognizer = result.recognizers.first { $0.outcome == .recognized }
                        .map { gestureRecognizers[$0.recognizer] }
                    let withheld = result.path.contains { $0.outcome == .withheld }
                    let name = recognizer.map { "\($0.className) '\($0.id)' " } ?? "ジェスチャー認識子"
                    let touches = withheld ? "一度も届けられませんでした" : "キャンセルされました"
                    return "\(name)がジェスチャーを認識したので、ビューのタッチは\(touches)。\(actionTail)"
                case .dropped:
                    if case .action(let action) = result.event {
                        return "\(action.action.name) を実行したレスポンダーはなく、UIKit はこれを破棄しました。"
                    }
                    return "どのレスポンダーも\(event)を処理せず、UIKit はチェーンの終わりでこれを破棄しました。\(actionTail)"
                case .notDelivered:
                    return "\(event)はどのレスポンダーにも届きませんでした。何にもヒットしなかったので、チェーンの探索は始まっていません。"
                case .takenByDimmingView:
                    if let searching = searchDimmingTap(of: result) {
                        return "\(searching) の検索の減光ビューがタップを受け取り、検索を終了しました。"
                    }
                    let (presented, dismissed) = dimmingTap(of: result)
                    return "\(presented) の周りの減光ビューがタップを受け取りました。"
                        + (dismissed ? "\(presented) は閉じられました。" : "\(presented) はモーダルなので閉じず、タップは何も起こしません。")
                case .crashed:
                    let message =
                        crash.map { wording(of: $0, in: .japanese).message }
                        ?? "unrecognized selector sent to instance。"
                    return "アプリはクラッシュします：\(message)"
                case .succeeded, .failed:
                    // The step that says what the call returned.
                    return
                        (result.path.last(where: { $0.outcome == .succeeded || $0.outcome == .failed })
                        ?? result.path.last).map { note(of: $0, in: .japanese) } ?? ""
                case .menuShown:
                    let items = result.menu?.items.filter(\.shown).map { $0.action.name } ?? []
                    return "編集メニューに \(items.joined(separator: "、")) が表示されます。"
                case .menuNotShown:
                    return "編集メニューは表示されません。ファーストレスポンダーのチェーン上に、どの項目も実行できるものがありません。"
                }
            },
            zh: {
                let performed = result.actions.filter { $0.outcome == .performed }.compactMap { action in
                    action.performedBy.map { "\(displayName(of: $0)) 执行了 \(action.action.name)" }
                }
                let dropped = result.actions.filter { $0.outcome == .dropped }.map {
                    "没有响应者执行 \($0.action.name)，所以它被丢弃"
                }
                var focus: [String] = []
                if case .touch = result.event, let change = result.firstResponderChange, change.succeeded,
                    let responder = change.responder
                {
                    focus = ["\(displayName(of: responder)) 成为第一响应者\(change.keyboardVisible ? "，键盘弹出" : "")"]
                }
                var selected: [String] = []
                if let selection = result.selection, selection.selected, let rule = self[selection.list].rowSelection {
                    let row = "\(displayName(of: selection.cell)) 所在的\(rule.isTable ? "行" : "项")"
                    if selection.delegateCalled {
                        let delegate = selection.delegate.map { "\(displayName(of: $0)) " } ?? "它的代理"
                        selected = ["\(row)被选中，\(delegate)运行了 \(rule.didSelect.swiftName)"]
                    } else {
                        selected = ["\(row)被选中"]
                    }
                }
                if let (cell, delegate) = accessoryButtonRan(result) {
                    selected = [
                        "\(displayName(of: delegate)) 为 \(displayName(of: cell)) 所在行的详细信息按钮运行了 "
                            + RowSelection.accessoryButtonTapped.swiftName
                    ]
                }
                let tails = performed + dropped + selected + focus
                let actionTail = tails.isEmpty ? "" : "；" + tails.joined(separator: "；")
                let crash = result.diagnostics.first { $0.code == .unrecognizedSelector }
                let handler = result.handler.map { "\(displayName(of: $0)) " } ?? "某个响应者"
                let event = chineseName(of: result.event)
                switch result.outcome {
                case .handled:
                    if case .action(let action) = result.event {
                        return "\(handler)执行了 \(action.action.name)。"
                    }
                    return "\(handler)处理了\(event)\(actionTail)。"
                case .swallowed:
                    let starved = result.deliveries.first?.starved.count ?? 0
                    let swallowed = "\(handler)吞掉了事件（重写时没有调用 super）"
                    guard starved > 0 else { return "\(swallowed)。" }
                    return "\(swallowed)；链上在它之后、实现了该方法的 \(starved) 个响应者始终没有收到它。"
                case .recognizedByGesture:
                    if let scrolled = result.scrollViews.first(where: \.scrolled) {
                        let hit = result.start.map { "\(displayName(of: $0)) " } ?? "手指下方的视图"
                        let lost = lostBeforeBegan(scrolled, in: result) ? "\(hit)始终没有收到触摸" : "\(hit)的触摸被取消"
                        return "\(displayName(of: scrolled.scrollView)) 滚动了：它自己的拖移手势识别器接管了拖动，"
                            + "\(lost)\(actionTail)。"
                    }
                    let recognizer = result.recognizers.first { $0.outcome == .recognized }
                        .map { gestureRecognizers[$0.recognizer] }
                    let withheld = result.path.contains { $0.outcome == .withheld }
                    let name = recognizer.map { "\($0.className) '\($0.id)' " } ?? "某个手势识别器"
                    let touches = withheld ? "始终没有被传递" : "被取消了"
                    return "\(name)识别了手势，所以视图的触摸\(touches)\(actionTail)。"
                case .dropped:
                    if case .action(let action) = result.event {
                        return "没有响应者执行 \(action.action.name)；UIKit 丢弃了它。"
                    }
                    return "没有响应者处理\(event)；UIKit 在响应者链的末端丢弃了它\(actionTail)。"
                case .notDelivered:
                    return "\(event)没有到达任何响应者：没有命中任何视图，所以没有开始沿响应者链传递。"
                case .takenByDimmingView:
                    if let searching = searchDimmingTap(of: result) {
                        return "\(searching) 的搜索变暗视图接收了轻点：它结束了搜索。"
                    }
                    let (presented, dismissed) = dimmingTap(of: result)
                    return "\(presented) 周围的变暗视图接收了轻点："
                        + (dismissed ? "它关闭了 \(presented)。" : "\(presented) 是模态的，保持显示；轻点没有任何效果。")
                case .crashed:
                    let message =
                        crash.map { wording(of: $0, in: .simplifiedChinese).message }
                        ?? "unrecognized selector sent to instance。"
                    return "应用会崩溃：\(message)"
                case .succeeded, .failed:
                    // The step that says what the call returned.
                    return
                        (result.path.last(where: { $0.outcome == .succeeded || $0.outcome == .failed })
                        ?? result.path.last).map { note(of: $0, in: .simplifiedChinese) } ?? ""
                case .menuShown:
                    let items = result.menu?.items.filter(\.shown).map { $0.action.name } ?? []
                    return "编辑菜单显示 \(items.joined(separator: "、"))。"
                case .menuNotShown:
                    return "不会出现编辑菜单：第一响应者的链上没有响应者能执行其中任何一项。"
                }
            },
            ko: {
                let performed = result.actions.filter { $0.outcome == .performed }.compactMap { action in
                    action.performedBy.map { "\(displayName(of: $0))이(가) \(action.action.name) 액션을 실행했습니다." }
                }
                let dropped = result.actions.filter { $0.outcome == .dropped }.map {
                    "\($0.action.name) 액션을 실행한 리스폰더가 없어 버려졌습니다."
                }
                var focus: [String] = []
                if case .touch = result.event, let change = result.firstResponderChange, change.succeeded,
                    let responder = change.responder
                {
                    let keyboard = change.keyboardVisible ? " 키보드가 나타납니다." : ""
                    focus = ["이제 퍼스트 리스폰더는 \(displayName(of: responder))입니다.\(keyboard)"]
                }
                var selected: [String] = []
                if let selection = result.selection, selection.selected, let rule = self[selection.list].rowSelection {
                    let row = "\(displayName(of: selection.cell))의 \(rule.isTable ? "행" : "항목")"
                    if selection.delegateCalled {
                        let delegate = selection.delegate.map(displayName(of:)) ?? "델리게이트"
                        selected = ["\(row)이 선택되고, \(delegate)의 \(rule.didSelect.swiftName) 메서드가 실행됩니다."]
                    } else {
                        selected = ["\(row)이 선택됩니다."]
                    }
                }
                if let (cell, delegate) = accessoryButtonRan(result) {
                    selected = [
                        "\(displayName(of: cell))의 행에 있는 상세 정보 버튼에 대해 \(displayName(of: delegate))의 "
                            + "\(RowSelection.accessoryButtonTapped.swiftName) 메서드가 실행됩니다."
                    ]
                }
                let tails = performed + dropped + selected + focus
                let actionTail = tails.isEmpty ? "" : " " + tails.joined(separator: " ")
                let crash = result.diagnostics.first { $0.code == .unrecognizedSelector }
                let handler = result.handler.map(displayName(of:)) ?? "어떤 리스폰더"
                let event = koreanName(of: result.event)
                switch result.outcome {
                case .handled:
                    if case .action(let action) = result.event {
                        return "\(handler)이(가) \(action.action.name) 액션을 실행했습니다."
                    }
                    return "\(handler)이(가) \(event)를 처리했습니다.\(actionTail)"
                case .swallowed:
                    let starved = result.deliveries.first?.starved.count ?? 0
                    let swallowed = "\(handler)이(가) 이벤트를 삼켰습니다(super를 호출하지 않는 오버라이드)."
                    guard starved > 0 else { return swallowed }
                    return "\(swallowed) 체인에서 그 뒤에 있으며 이 메서드를 구현한 리스폰더 \(starved)개는 이벤트를 받지 못했습니다."
                case .recognizedByGesture:
                    if let scrolled = result.scrollViews.first(where: \.scrolled) {
                        let hit = result.start.map(displayName(of:)) ?? "손가락 아래의 뷰"
                        let lost =
                            lostBeforeBegan(scrolled, in: result)
                            ? "\(hit)에는 터치가 전혀 전달되지 않았습니다." : "\(hit)의 터치는 취소되었습니다."
                        return "\(displayName(of: scrolled.scrollView))에서 스크롤이 일어났습니다. 자체 팬 제스처 인식기가 "
                            + "드래그를 가져갔으므로 \(lost)\(actionTail)"
                    }
                    let recognizer = result.recognizers.first { $0.outcome == .recognized }
                        .map { gestureRecognizers[$0.recognizer] }
                    let withheld = result.path.contains { $0.outcome == .withheld }
                    let name = recognizer.map { "\($0.className) '\($0.id)'" } ?? "어떤 제스처 인식기"
                    let touches = withheld ? "전혀 전달되지 않았습니다" : "취소되었습니다"
                    return "\(name)이(가) 제스처를 인식했으므로 뷰의 터치는 \(touches).\(actionTail)"
                case .dropped:
                    if case .action(let action) = result.event {
                        return "\(action.action.name) 액션을 실행한 리스폰더가 없어 UIKit이 이를 버렸습니다."
                    }
                    return "\(event)를 처리한 리스폰더가 없어 UIKit이 체인 끝에서 이를 버렸습니다.\(actionTail)"
                case .notDelivered:
                    return "\(event)가 어떤 리스폰더에도 도달하지 않았습니다. 아무것도 히트되지 않아 체인 탐색이 시작되지 않았습니다."
                case .takenByDimmingView:
                    if let searching = searchDimmingTap(of: result) {
                        return "\(searching)의 검색 디밍 뷰가 탭을 받아 검색을 끝냈습니다."
                    }
                    let (presented, dismissed) = dimmingTap(of: result)
                    return "\(presented) 주위의 디밍 뷰가 탭을 받았습니다. "
                        + (dismissed ? "\(presented)이(가) 닫혔습니다." : "\(presented)은(는) 모달이라 그대로 있고, 탭은 아무 효과가 없습니다.")
                case .crashed:
                    let message =
                        crash.map { wording(of: $0, in: .korean).message } ?? "unrecognized selector sent to instance."
                    return "앱에서 크래시가 발생합니다: \(message)"
                case .succeeded, .failed:
                    // The step that says what the call returned.
                    return
                        (result.path.last(where: { $0.outcome == .succeeded || $0.outcome == .failed })
                        ?? result.path.last).map { note(of: $0, in: .korean) } ?? ""
                case .menuShown:
                    let items = result.menu?.items.filter(\.shown).map { $0.action.name } ?? []
                    return "편집 메뉴에 \(items.joined(separator: ", ")) 항목이 표시됩니다."
                case .menuNotShown:
                    return "편집 메뉴가 나타나지 않습니다. 퍼스트 리스폰더의 체인에 어떤 항목도 실행할 수 있는 리스폰더가 없습니다."
                }
            })
    }

    /// One sentence a learner reads first, in plain English.
    public func summary(of result: EventResult) -> String { summary(of: result, in: .english) }

    /// A hover event's sentence: the hover recognizers that recognized, the pointer interaction whose style the
    /// pointer took, or that nothing reacted (a hover calls no touch method).
    private func hoverSummary(of result: EventResult, in language: Language) -> String {
        let recognized = result.recognizers.filter { $0.outcome == .recognized }.map(\.recognizer)
        let pointer = result.pointer.map { (displayName(of: $0.view), $0.style.rawValue) }
        if result.outcome == .notDelivered {
            return Words.say(
                in: language,
                en: "The pointer was over no view: nothing was hit.",
                ja: "ポインターの下にビューはありません。何もヒットしませんでした。",
                zh: "指针下方没有视图：什么也没有命中。",
                ko: "포인터 아래에 뷰가 없습니다. 아무것도 히트되지 않았습니다.")
        }
        let names = { (language: Language) in
            recognized.map { self.recognizerName($0, in: language) }.joined(separator: ", ")
        }
        return Words.text(
            in: language,
            en: {
                var parts: [String] = []
                if !recognized.isEmpty { parts.append("\(names(.english)) recognized the pointer hovering") }
                if let (view, style) = pointer { parts.append("the pointer takes the \(style) style of \(view)") }
                if parts.isEmpty {
                    return "Nothing reacted to the pointer: a hover calls no touch method, and no hover recognizer or "
                        + "pointer interaction is under it."
                }
                let sentence = parts.joined(separator: "; ")
                return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
            },
            ja: {
                var parts: [String] = []
                if !recognized.isEmpty { parts.append("\(names(.japanese)) がホバーするポインターを認識しました。") }
                if let (view, style) = pointer { parts.append("ポインターは \(view) の \(style) スタイルになります。") }
                if parts.isEmpty {
                    return "ポインターに反応したものはありません。ホバーではタッチのメソッドは呼ばれず、ポインターの下にホバーの認識子も"
                        + "ポインターインタラクションもありません。"
                }
                return parts.joined()
            },
            zh: {
                var parts: [String] = []
                if !recognized.isEmpty { parts.append("\(names(.simplifiedChinese)) 识别了悬停的指针") }
                if let (view, style) = pointer { parts.append("指针采用 \(view) 的 \(style) 样式") }
                if parts.isEmpty {
                    return "没有任何东西对指针做出反应：悬停不会调用触摸方法，指针下方也没有悬停识别器或指针交互。"
                }
                return parts.joined(separator: "；") + "。"
            },
            ko: {
                var parts: [String] = []
                if !recognized.isEmpty { parts.append("\(names(.korean))이(가) 호버하는 포인터를 인식했습니다.") }
                if let (view, style) = pointer { parts.append("포인터가 \(view)의 \(style) 스타일이 됩니다.") }
                if parts.isEmpty {
                    return "포인터에 반응한 것이 없습니다. 호버는 터치 메서드를 호출하지 않고, 포인터 아래에 호버 인식기도 포인터 "
                        + "인터랙션도 없습니다."
                }
                return parts.joined(separator: " ")
            })
    }
}

// MARK: - the Japanese words' own helpers

extension App {
    /// The kind of event as a learner says it in Japanese: `タッチイベント`.
    private func japaneseName(of event: Event) -> String {
        switch event {
        case .touch: "タッチイベント"
        case .press: "プレスイベント"
        case .motion: "モーションイベント"
        case .remoteControl: "リモートコントロールイベント"
        case .action: "アクションイベント"
        case .editMenu: "編集メニューのイベント"
        case .becomeFirstResponder: "becomeFirstResponder のイベント"
        case .resignFirstResponder: "resignFirstResponder のイベント"
        case .endEditing: "endEditing のイベント"
        case .hover: "ホバーイベント"
        }
    }
}

// MARK: - the Simplified Chinese words' own helpers

extension App {
    /// The kind of event as a learner says it in Simplified Chinese: `触摸事件`.
    private func chineseName(of event: Event) -> String {
        switch event {
        case .touch: "触摸事件"
        case .press: "按压事件"
        case .motion: "运动事件"
        case .remoteControl: "远程控制事件"
        case .action: "动作事件"
        case .editMenu: "编辑菜单事件"
        case .becomeFirstResponder: "becomeFirstResponder 事件"
        case .resignFirstResponder: "resignFirstResponder 事件"
        case .endEditing: "endEditing 事件"
        case .hover: "悬停事件"
        }
    }
}

// MARK: - the Korean words' own helpers

extension App {
    /// The kind of event as a learner says it in Korean, always ending in 이벤트 (so it takes 를 and 가).
    private func koreanName(of event: Event) -> String {
        switch event {
        case .touch: "터치 이벤트"
        case .press: "프레스 이벤트"
        case .motion: "모션 이벤트"
        case .remoteControl: "리모트 컨트롤 이벤트"
        case .action: "액션 이벤트"
        case .editMenu: "편집 메뉴 이벤트"
        case .becomeFirstResponder: "becomeFirstResponder 이벤트"
        case .resignFirstResponder: "resignFirstResponder 이벤트"
        case .endEditing: "endEditing 이벤트"
        case .hover: "호버 이벤트"
        }
    }
}

extension App {
    /// The presented controller whose dimming view took a touch event's tap, named, and whether it was dismissed.
    /// The controller whose search a tap on its search dimming view ended, named; nil when none did.
    fileprivate func searchDimmingTap(of result: EventResult) -> String? {
        for diagnostic in result.diagnostics {
            if case .touch(.searchDimmingTookTap(_, let controller, _)) = diagnostic.words {
                return displayName(of: controller)
            }
        }
        return nil
    }

    /// Whether the view under the finger never received touchesBegan before a scroll took the drag: its content's
    /// touches were withheld, or (the scroll view itself under the finger) the path shows its touchesBegan withheld.
    fileprivate func lostBeforeBegan(_ scrolled: ScrollViewResult, in result: EventResult) -> Bool {
        if scrolled.contentTouches == .withheld { return true }
        return scrolled.contentTouches == nil && result.path.contains { $0.outcome == .withheld }
    }

    fileprivate func dimmingTap(of result: EventResult) -> (presented: String, dismissed: Bool) {
        for diagnostic in result.diagnostics {
            if case .touch(.dimmingViewTookTap(_, let presented, let dismissed, _)) = diagnostic.words {
                return (displayName(of: presented), dismissed)
            }
        }
        return ("the presented controller", true)
    }

    /// The cell and the delegate whose `tableView(_:accessoryButtonTappedForRowWith:)` ran for a tap on the cell's
    /// detail button; nil when it did not run.
    func accessoryButtonRan(_ result: EventResult) -> (cell: Int, delegate: Int)? {
        guard let selection = result.selection,
            case .accessoryButtonTapped(_, let delegate?, true) = selection.reason
        else { return nil }
        return (selection.cell, delegate)
    }
}
