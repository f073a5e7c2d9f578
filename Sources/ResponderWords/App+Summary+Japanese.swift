import ResponderCore

extension App {
    /// One sentence a learner reads first, in Japanese: a short sentence for what happened, then one for each
    /// action, selection and first-responder change.
    func japaneseSummary(of result: EventResult) -> String {
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
                    scrolled.contentTouches == .withheld
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
        case .crashed:
            let message =
                crash.map { wording(of: $0, in: .japanese).message } ?? "unrecognized selector sent to instance。"
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
    }

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
        }
    }
}
