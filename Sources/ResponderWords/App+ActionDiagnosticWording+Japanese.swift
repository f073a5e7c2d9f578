import ResponderCore

extension App {
    /// アクションの診断の言葉（日本語）：無効なコントロールと重複したターゲットアクション、解放されたターゲット、認識されない
    /// セレクター、辞退・破棄されたアクション、nil ターゲットの探索が問い合わせないコントローラー。
    func japaneseWording(of words: DiagnosticWords.Action) -> Wording {
        switch words {
        case .controlDisabled(let control):
            return Wording(
                message: "\(displayName(of: control)) は無効（isEnabled = false）なので、アクションを一切送信しません。",
                hint: "コントロールを有効にするか、無効のあいだはアクションが送信されないものと考えてください。")
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: "\(action.name) が \(displayName(of: control)) の \(event.rawValue) に、同じターゲットで 2 回追加されました。"
                    + "UIKit は 1 つだけ保持するので、アクションは 1 回だけ送られます。",
                hint: "同じターゲットとアクションの組をもう一度追加しても効果はありません。重複した呼び出しを削除してください。")
        case .targetReleased(let object, let holder, let role):
            let isControl = self[holder].isControl
            let consequence =
                isControl
                ? "そのためアクションはターゲット nil で送信され、代わりにファーストレスポンダーからレスポンダーチェーンを"
                    + "たどります（actions を参照）。"
                : self[holder].rowSelection != nil
                    ? "そのため行が選択されたとき、テーブルにはデリゲートがなく、誰にも通知されません。"
                    : "そのためジェスチャー認識子のアクションは誰にも届きません（iOS で観察された動作です。"
                        + "認識子が何を保持するかはドキュメントに書かれていません）。"
            let holderName = displayName(of: holder)
            // A recognizer's name says its view, the holder.
            let what: String
            switch role {
            case .controlTarget(let action): what = "\(holderName) の \(action.swiftName) のターゲット"
            case .recognizerTarget(let index, let action):
                what = "\(recognizerName(index, in: .japanese)) の \(action.swiftName) のターゲット"
            case .delegate: what = "\(holderName) のデリゲート"
            }
            var message = "\(displayName(of: object)) は \(what)ですが、"
            message += "このオブジェクトを強参照しているものがなく（isRetained が false）、\(holderName) も保持していません"
            if isControl {
                message += "（UIKit のドキュメントによれば、コントロールはターゲットを保持しません）"
            }
            message += "。このオブジェクトはイベントより前に解放されます。"
            message += consequence
            return Wording(
                message: message,
                hint: "オブジェクトは、設定したメソッドのローカル変数ではなく、持ち主の格納プロパティに保持してください"
                    + "（ビューコントローラーに let handler = TapHandler() と書きます）。")
        case .unrecognizedSelector(let target, let action):
            let className = self[target].className
            return Wording(
                message: "-[\(className) \(action.name)]: unrecognized selector sent to instance というエラーになります。"
                    + "アクションの明示的なターゲットがこのメソッドを実装していないため、アプリはクラッシュします。",
                hint: "\(className) に @objc func \(action.swiftName) を実装するか、addTarget(_:action:for:) に渡した"
                    + "ターゲットまたはセレクターを修正してください。")
        case .declined(let responder, let action, let reason):
            let why = reason.map { self.words(of: $0, in: .japanese) } ?? "辞退"
            return Wording(
                message: "\(displayName(of: responder)) は \(action.name) を実装していますが、"
                    + "canPerformAction(_:withSender:) が false を返します（\(why)）。"
                    + "さらに上のレスポンダーが引き受ける可能性はあります。",
                hint: "テキストビューは、ペーストボードが空のとき、こうして「ペースト」を隠します。")
        case .dropped(let action, let walked):
            let path = walked.map(displayName(of:)).joined(separator: " → ")
            return Wording(
                message: "nil ターゲットのアクション \(action.name) は \(path) をたどりましたが、誰も実行しなかったため、"
                    + "UIKit はそれを破棄しました。",
                hint: "そのチェーン上のレスポンダーに \(action.swiftName) を実装する（アプリのデリゲートならすべてを受け止めます）か、"
                    + "アクションに明示的なターゲットを指定してください。")
        case .skippedController(let controller, let sender, let action, let start):
            let controllerName = displayName(of: controller)
            var message = "\(controllerName) は \(action.name) を実装していて、\(displayName(of: sender)) のチェーン上にあります。"
            message += "しかし nil ターゲットのアクションは送信元からではなく、ファーストレスポンダー"
            message += "（何もフォーカスされていなければキーウインドウ）からたどります。"
            message += "\(japaneseStart(start))、\(controllerName) はこのアクションを受け取りません。"
            return Wording(
                message: message,
                hint: "コントローラーを addTarget(_:action:for:) のターゲットとして渡すか、（MessageView のように）"
                    + "送信元から自分で next をたどってください。")
        case .skippedBarItemOwner(let owner, let sender, let action, let start):
            let ownerName = displayName(of: owner)
            var message = "\(ownerName) は \(action.name) を実装していて、その navigationItem は "
            message += "\(displayName(of: sender)) を持っています。"
            message += "しかしバーボタンアイテムはコントローラーのビューの中にはありません。"
            message += "アイテムはナビゲーションバーの中にあり、そのチェーンはナビゲーションコントローラーへ向かいます。"
            message += "nil ターゲットのアクションはファーストレスポンダー（何もフォーカスされていなければキーウインドウ）からたどります。"
            message += "\(japaneseStart(start))、\(ownerName) はこのアクションを受け取りません。"
            return Wording(
                message: message,
                hint: "コントローラーをアイテムのターゲットにする（UIBarButtonItem(title:style:target:action:) の target に "
                    + "self を渡す）か、コントローラーの中のビューをファーストレスポンダーにしてください。")
        }
    }

    /// Where a nil-targeted walk started, as a Japanese clause: "ここでは UIView 'x' からたどるため".
    private func japaneseStart(_ start: Int?) -> String {
        guard let start else { return "ここではたどり始める場所がないため" }
        return "ここでは \(displayName(of: start)) からたどるため"
    }
}
