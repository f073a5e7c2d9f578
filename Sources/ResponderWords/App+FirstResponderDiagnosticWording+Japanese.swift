import ResponderCore

extension App {
    /// ファーストレスポンダーから始まるプレス、シェイク、リモートコントロールのイベントの診断と、ファーストレスポンダーの変化の
    /// 診断の言葉（日本語）。
    func japaneseWording(of words: DiagnosticWords.FirstResponder) -> Wording {
        switch words {
        case .implementerNotOnChain(let implementer, let implemented, let start, let kind):
            let name = displayName(of: implementer)
            var message = "\(name) は \(japaneseObject(implemented))実装していますが、"
            message += "\(japaneseEventName(kind))はファーストレスポンダー \(displayName(of: start)) から始まります。"
            message += "\(name) はそのチェーン上にないため、イベントを受け取りません。"
            return Wording(
                message: message,
                hint: "\(name)（またはその下にあるレスポンダー）をファーストレスポンダーにするか、"
                    + "ファーストレスポンダーのチェーン上にあるレスポンダーでイベントを処理してください。")
        case .eventDropped(let start, let methods):
            let names = methods.map(\.signature).joined(separator: " または ")
            return Wording(
                message: "\(displayName(of: start)) からチェーンの終わりまで、\(names) を処理するレスポンダーがないため、"
                    + "UIKit はエラーを出さずにイベントを破棄しました。",
                hint: "このチェーン上のレスポンダーで \(methods.last?.signature ?? "そのイベントのメソッド") をオーバーライドしてください。")
        case .keyCommandShadowed(let offeredBy, let keys, let action, let start):
            var message = "\(displayName(of: offeredBy)) には \(keys) のキーコマンド（\(action.swiftName)）がありますが、"
            message += "\(displayName(of: start)) がファーストレスポンダーで、そのキーを文字として入力します。"
            message += "iOS 15 以降、UIKit はキーをまずテキスト入力に渡し、テキスト入力がそのキーを使わなかったときだけ"
            message += "キーコマンドを実行します。"
            return Wording(
                message: message,
                hint: "ユーザーの入力中でもキーコマンドを優先させる必要があるなら、UIKeyCommand に "
                    + "wantsPriorityOverSystemBehavior = true を設定するか、修飾キー（Command）を付けて入力と競合しないように"
                    + "してください。")
        case .noFirstResponder(let start, let kind, nil, _):
            return Wording(
                message: "ファーストレスポンダーがないため、\(japaneseEventName(kind))はキーウインドウ "
                    + "\(displayName(of: start)) から始まり、その下にあるビューとビューコントローラーはすべて飛ばされます。",
                hint: "反応すべきレスポンダーをファーストレスポンダーにする（canBecomeFirstResponder = true にしてから "
                    + "becomeFirstResponder() を呼ぶ）か、アプリのデリゲートで処理してください。")
        case .noFirstResponder(let start, let kind, let implementer?, let implemented):
            let node = self[implementer]
            let name = displayName(of: implementer)
            let inWindow = "ウインドウに入ったあとで（コントローラーなら viewDidAppear(_:) で）becomeFirstResponder() を呼びます"
            let steps =
                node.canBecomeFirstResponder
                ? inWindow
                : "\(node.className) で canBecomeFirstResponder をオーバーライドして true を返し、\(inWindow)"
            var message = "\(name) は \(japaneseObject(implemented))実装していますが、ファーストレスポンダーがないため、"
            message += "\(japaneseEventName(kind))はキーウインドウ \(displayName(of: start)) から始まり、\(name) には届きません。"
            if !node.canBecomeFirstResponder {
                message += "canBecomeFirstResponder が false なので、ファーストレスポンダーになることもできません。"
            }
            return Wording(
                message: message,
                hint: "\(name) をファーストレスポンダーにしてください。そのためには、\(steps)。")
        case .notInWindow(let responder, let phase):
            let when = phase == .now || phase == .viewDidAppear ? "" : " \(phase.rawValue) の中では"
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder() は\(when) false を返します。"
                    + "ビューはまだウインドウに入っていません（window == nil）。",
                hint: "ビューがウインドウに入ったあと、viewDidAppear(_:) で becomeFirstResponder() を呼んでください。"
                    + "viewDidLoad では早すぎます。")
        case .cannotBecome(let responder):
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder() は false を返します。"
                    + "canBecomeFirstResponder が false（UIResponder のデフォルト）だからです。",
                hint: "\(self[responder].className) で canBecomeFirstResponder をオーバーライドして true を返してください。")
        case .currentRefusedToResign(let responder, let current):
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder() は false を返します。"
                    + "現在のファーストレスポンダー \(displayName(of: current)) が、ファーストレスポンダーを手放すことを拒んでいます"
                    + "（canResignFirstResponder が false）。",
                hint: "フォーカスを移す前に、\(self[current].className) がファーストレスポンダーを手放せるようにしてください"
                    + "（canResignFirstResponder = true）。")
        case .keyboardNotShown(let responder, let window):
            return Wording(
                message: "\(displayName(of: responder)) は \(displayName(of: window)) のファーストレスポンダーになりましたが、"
                    + "そのウインドウはキーウインドウではないため、ソフトウェアキーボードは表示されません。",
                hint: "フィールドにフォーカスする前に、ウインドウをキーウインドウにしてください（makeKeyAndVisible()）。"
                    + "2 つ目のシーンやオーバーレイのウインドウでは、viewDidAppear でも保証はありません。")
        case .nothingToEndEditing(let view, let force):
            return Wording(
                message: "\(displayName(of: view)).endEditing(\(force)) は、そのサブツリーの中にファーストレスポンダーを"
                    + "見つけられませんでした。",
                hint: "フォーカスされているフィールドを含むビュー（コントローラーのルートビュー）で endEditing を呼んでください。")
        case .refusedToResign(let responder):
            return Wording(
                message: "\(displayName(of: responder)).resignFirstResponder() は false を返します。"
                    + "canResignFirstResponder が false なので、ファーストレスポンダーのままです。",
                hint: "強制するには endEditing(true) を使うか、canResignFirstResponder が true を返すようにしてください。")
        }
    }

    /// What a responder implements, in Japanese, with its object particle: "motionEnded(_:with:) を", or
    /// "space のキーコマンド（play(_:)）を".
    private func japaneseObject(_ implemented: DiagnosticWords.FirstResponder.Implemented) -> String {
        switch implemented {
        case .methods(let methods): "\(methods.map(\.signature).joined(separator: " と ")) を"
        case .keyCommand(let keys, let action): "\(keys) のキーコマンド（\(action.swiftName)）を"
        }
    }

    /// An event's kind (`Event.kind`), as a Japanese noun: "プレスイベント".
    private func japaneseEventName(_ kind: String) -> String {
        switch kind {
        case "press": "プレスイベント"
        case "motion": "モーションイベント"
        case "remoteControl": "リモートコントロールイベント"
        default: "\(kind) イベント"
        }
    }
}
