import ResponderCore

extension App {
    /// Writes the words of a path note in Japanese.
    ///
    /// - Parameters:
    ///   - note: The facts.
    ///   - responder: The step's responder (the one a delivery note speaks of).
    ///   - sink: Where the words go.
    func writeJapanese<Sink: WordSink>(_ note: PathNote, of responder: Int?, to sink: inout Sink) {
        switch note {
        case .failed(let words):
            sink.write(wording(of: words, in: .japanese).message)
        case .delivery(let behavior, let method, let arrivedBy):
            if let arrivedBy {
                sink.write(arrivedBy.rawValue)
                sink.write(" をたどって届きました。")
            }
            writeName(of: responder, or: "あるレスポンダー", to: &sink)
            writeJapanese(behavior, method.signature, to: &sink)
        case .actionWalk(let answer, let action, let reason):
            writeName(of: responder, or: "あるレスポンダー", to: &sink)
            switch answer {
            case .performs:
                sink.write(" は ")
                sink.write(action.name)
                sink.write(" を実装していて、canPerformAction も同意するので、これを実行します。")
            case .declines:
                sink.write(" は ")
                sink.write(action.name)
                sink.write(" を実装していますが、実行を断ります（")
                if let reason {
                    sink.write(words(of: reason, in: .japanese))
                } else {
                    sink.write("canPerformAction が false を返します")
                }
                sink.write("）。探索は次へ進みます。")
            case .doesNotImplement:
                sink.write(" は ")
                sink.write(action.name)
                sink.write(" を実装していません。次へ進みます。")
            }
        case .applicationSendsAction(let action, let targeted):
            if targeted {
                sink.write("UIApplication.sendAction は ")
                sink.write(action.name)
                sink.write(" をターゲットへ直接送ります。レスポンダーチェーンは関わりません。")
            } else {
                sink.write("ターゲットが nil の UIApplication.sendAction は、レスポンダーチェーンをたどってターゲットを探します。")
            }
        case .targetCalledDirectly:
            sink.write("アクションがターゲットを指定しているので、")
            writeName(of: responder, or: "そのターゲット", to: &sink)
            sink.write(" が直接呼ばれます。レスポンダーチェーンは関わりません。")
        case .unrecognizedSelector(let action):
            writeName(of: responder, or: "ターゲット", to: &sink)
            sink.write(" は ")
            sink.write(action.name)
            sink.write(" を実装していません（unrecognized selector sent to instance）。")
        case .actionWalkStarts(let reason):
            let start = responder.map(displayName(of:)) ?? "ファーストレスポンダー"
            switch reason {
            case .firstResponder:
                sink.write("ターゲットが nil のアクションは、ファーストレスポンダーの ")
                sink.write(start)
                sink.write(" から始まります。")
            case .keyWindowNoFirstResponder:
                sink.write("ファーストレスポンダーがいないので、ターゲットが nil のアクションはキーウインドウ ")
                sink.write(start)
                sink.write(" から始まり、その下のビューとビューコントローラーはすべて飛ばされます。")
            case .sender:
                sink.write("設定により、ターゲットが nil のアクションは送信元の ")
                sink.write(start)
                sink.write(" から始まります。")
            default:
                sink.write("探索は ")
                sink.write(start)
                sink.write(" から始まります。")
            }
        case .actionDiscarded(let action):
            sink.write("チェーン上に ")
            sink.write(action.name)
            sink.write(" を実装して実行に同意するレスポンダーがないので、アクションは破棄されます。")
        case .recognizer(let index, let outcome, let reason):
            writeJapaneseRecognizerName(index, to: &sink)
            switch outcome {
            case .recognized: sink.write(" はビューより先にタッチを受け取り、認識します：")
            case .failed: sink.write(" は最初にタッチを受け取りますが認識しないので、タッチはビューへ進みます：")
            case .disabled: sink.write(" は無効なので、タッチを無視します：")
            case .touchNotReceived: sink.write(" にはタッチが渡されません：")
            case .excludedByOther, .requiredFailureDidNotHappen: sink.write(" は認識できましたが、認識しません：")
            case .preventedByControl: sink.write(" は指の下の UIKit コントロールに譲ります：")
            }
            sink.write(words(of: reason, in: .japanese))
        case .controlWinsTap(let hitView):
            writeName(of: hitView, to: &sink)
            sink.write(" は UIKit のコントロールです。祖先にあるシングルタップのジェスチャー認識子を失敗させるので、タップはこのコントロールのものになります。")
        case .applicationSendsToKeyWindow:
            sink.write(
                """
                UIApplication.sendEvent(_:) はイベントをキーウインドウに渡します。このイベントには位置がないので、\
                ヒットテストで決まるビューではなく、ファーストレスポンダーへ届きます。
                """)
        case .applicationLooksForKeyCommands(let start):
            sink.write("UIApplication.sendEvent(_:) はハードウェアキーの押下を受け取り、プレスを届ける前に、")
            writeName(of: start, to: &sink)
            sink.write(" からレスポンダーチェーンをたどってキーコマンドを探します。")
        case .keyCommandOffered(let keys, let action, let winsOverTextInput, let start):
            writeName(of: responder, or: "あるレスポンダー", to: &sink)
            sink.write(" は keyCommands から ")
            sink.write(keys)
            sink.write(" の UIKeyCommand を返します")
            if winsOverTextInput {
                sink.write("（wantsPriorityOverSystemBehavior 付きなので、テキスト入力より優先されます）")
            }
            sink.write("。UIKit はそのアクション ")
            sink.write(action.swiftName)
            sink.write(" を、")
            writeName(of: start, to: &sink)
            sink.write(" からチェーンの上へ送ります。")
        case .alreadyFirstResponder:
            writeName(of: responder, or: "あるレスポンダー", to: &sink)
            sink.write(" はすでにファーストレスポンダーです。何も変わりません。")
        case .currentFirstResponderResigns:
            sink.write("現在のファーストレスポンダー")
            if let responder {
                sink.write(" ")
                writeName(of: responder, to: &sink)
                sink.write(" ")
            }
            sink.write("は、ファーストレスポンダーの解除に応じます。")
        case .becameFirstResponder(let window, let keyboardShows):
            writeName(of: responder, or: "あるレスポンダー", to: &sink)
            sink.write(" はウインドウの中にあってファーストレスポンダーになることができ、拒むレスポンダーもいなかったので、")
            writeName(of: window, to: &sink)
            sink.write(" のファーストレスポンダーになりました")
            sink.write(keyboardShows ? "。キーボードが表示されます。" : "。")
        case .nothingToResign:
            sink.write("ファーストレスポンダーがいないので、解除するものはありません。")
        case .noFirstResponderInSubtree:
            writeName(of: responder, or: "そのビュー", to: &sink)
            sink.write(" のサブツリーにファーストレスポンダーがないので、endEditing は false を返します。")
        case .endEditingAsksToResign(let first, let forced):
            sink.write("endEditing は ")
            writeName(of: responder, or: "そのビュー", to: &sink)
            sink.write(" のサブツリーでファーストレスポンダー ")
            writeName(of: first, to: &sink)
            sink.write(" を見つけ、どのフィールドかは知らないまま、解除を求めます")
            sink.write(forced ? "（強制）。" : "。")
        case .notFirstResponder:
            writeName(of: responder, or: "あるレスポンダー", to: &sink)
            sink.write(" はファーストレスポンダーではないので、解除しても何も変わりません。")
        case .refusesToResign:
            writeName(of: responder, or: "あるレスポンダー", to: &sink)
            sink.write(" は解除を拒みます。canResignFirstResponder が false です。")
        case .resigns(let keyboardGoes):
            writeName(of: responder, or: "あるレスポンダー", to: &sink)
            sink.write(keyboardGoes ? " はファーストレスポンダーを解除します。キーボードが閉じます。" : " はファーストレスポンダーを解除します。")
        case .editMenuWithoutFirstResponder:
            sink.write("編集メニューはファーストレスポンダーから探しますが、ファーストレスポンダーがいないので、メニューは表示されません。")
        case .editMenuItemShown(let action):
            writeName(of: responder, or: "あるレスポンダー", to: &sink)
            sink.write(" は ")
            sink.write(action.name)
            sink.write(" を実装していて、canPerformAction も同意するので、この項目が表示されます。")
        case .editMenuItemHidden(let reason, let declinedBy):
            sink.write("非表示：")
            sink.write(words(of: reason, declinedBy: declinedBy, in: .japanese))
            sink.write("。")
        case .listSelectsRow(let cell, let list, let from):
            writeName(of: responder, or: "リスト", to: &sink)
            sink.write(" は ")
            writeName(of: from, to: &sink)
            sink.write(" からチェーンをたどって touchesEnded(_:with:) を受け取り、")
            writeJapaneseRow(of: cell, in: list, to: &sink)
            sink.write("を選択します。")
        case .listTellsDelegate(let list, let cell):
            writeName(of: list, to: &sink)
            sink.write(" はデリゲート")
            if let responder {
                sink.write(" ")
                writeName(of: responder, to: &sink)
                sink.write(" ")
            }
            sink.write("に、")
            writeJapaneseRow(of: cell, in: list, to: &sink)
            sink.write("が選択されたことを伝えます。")
        case .touchesBeganWithheld(let byScrolling):
            let who = responder.map(displayName(of:)) ?? "そのビュー"
            if byScrolling {
                sink.write("スクロールビューが touchesBegan(_:with:) を保留し（delaysContentTouches）、その間にスクロールを始めたので、")
                sink.write(who)
                sink.write(" はタッチを一度も受け取りません。")
            } else {
                sink.write("delaysTouchesBegan = true のジェスチャー認識子が認識したので、")
                sink.write(who)
                sink.write(" は touchesBegan(_:with:) を受け取りません。")
            }
        case .applicationSendsTouches:
            sink.write("UIApplication.sendEvent(_:) はタッチイベントを、そのタッチが属するウインドウに渡します。")
        case .windowHitTested(let hits):
            sink.write("UIWindow.sendEvent(_:) がタッチをヒットテストした結果は ")
            for (position, hit) in hits.enumerated() {
                if position > 0 { sink.write("、") }
                writeName(of: hit, to: &sink)
            }
            sink.write(" です。そのビューと祖先にあるジェスチャー認識子が、先にタッチを受け取ります。")
        case .backButtonPops(let top, let below):
            sink.write("戻るボタンはターゲットを指定しています。")
            writeName(of: responder, or: "ナビゲーションコントローラー", to: &sink)
            sink.write(" はスタックから ")
            writeName(of: top, to: &sink)
            sink.write(" を pop し、")
            writeName(of: below, to: &sink)
            sink.write(" を表示します。（このリクエストの後続のイベントでも、アプリはリクエストに記述された状態のままです。）")
        case .tabBarSelects(let position, let tab, let tabs, let alreadySelected):
            sink.write("タブバーのボタンは _tabBarItemClicked: をタブバーに送ります")
            if alreadySelected {
                sink.write("。タブ ")
                sink.write(String(position))
                sink.write("（")
                writeName(of: tab, to: &sink)
                sink.write("）はすでに選択されているので、")
                writeName(of: tabs, to: &sink)
                sink.write(" はその選択を保ちます。そこにナビゲーションコントローラーがあれば、ルートまで pop します。")
            } else {
                sink.write("。タブバーは ")
                writeName(of: tabs, to: &sink)
                sink.write(" にタブ ")
                sink.write(String(position))
                sink.write("（")
                writeName(of: tab, to: &sink)
                sink.write("）を選択させ、そのビューが現在のタブのビューと入れ替わります。")
                sink.write("（このリクエストの後続のイベントでも、アプリはリクエストに記述された状態のままです。）")
            }
        case .discarded(let method, let end):
            if let end { sink.write(end.explanation(in: .japanese)) } else { sink.write("チェーンが終わりました。") }
            sink.write("どのレスポンダーも ")
            sink.write(method.signature)
            sink.write(" を処理しなかったので、UIKit はこれを破棄しました。")
        }
    }

    /// What a responder did with a method on the walk, after its name, in Japanese.
    private func writeJapanese<Sink: WordSink>(_ behavior: DeliveryStep.Behavior, _ method: String, to sink: inout Sink)
    {
        switch behavior {
        case .forwarded:
            sink.write(" は ")
            sink.write(method)
            sink.write(" をオーバーライドしていないので、UIResponder のデフォルト実装が next に渡します。")
        case .handledAndForwarded:
            sink.write(" は ")
            sink.write(method)
            sink.write(" をオーバーライドして super を呼ぶので、処理したうえで次に渡します。")
        case .swallowed:
            sink.write(" は super を呼ばずに ")
            sink.write(method)
            sink.write(" をオーバーライドしています。イベントはここで止まります。")
        case .trackedByControl:
            sink.write(" は UIControl です。タッチを自分で追跡し、転送しません。")
        case .forwardedByDisabledControl:
            sink.write(" は無効なコントロールです。タッチを追跡しないので、タッチは next へ進みます。")
        case .forwardedByControl:
            sink.write(
                """
                 は UIControl ですが、タッチはその中のビューに当たりました。コントロールは自分自身へのタッチだけを\
                追跡する（iOS で報告されている動作で、ドキュメントにはありません）ので、タッチを次に渡し、アクションは送りません。
                """)
        case .stoppedByDisabledControl:
            sink.write(" は無効なコントロールで、（設定により）タッチを処理せずに吸収します。")
        case .handledByTextInput:
            sink.write(" はフォーカスのあるテキスト入力です。キーの押下をチェーンの上へ渡し、上のどのレスポンダーも受け取らなければ、UIKit がそのキーを入力します。")
        }
    }

    /// `UIView 'card' の UITapGestureRecognizer 'tap'`.
    func japaneseRecognizerName(_ index: Int) -> String {
        var text = ""
        writeJapaneseRecognizerName(index, to: &text)
        return text
    }

    private func writeJapaneseRecognizerName<Sink: WordSink>(_ index: Int, to sink: inout Sink) {
        let recognizer = gestureRecognizers[index]
        writeName(of: recognizer.view, to: &sink)
        sink.write(" の ")
        sink.write(recognizer.className)
        sink.write(" '")
        sink.write(recognizer.id)
        sink.write("'")
    }

    /// `UITableViewCell 'cell' の行` (a collection view's `の項目`).
    private func writeJapaneseRow<Sink: WordSink>(of cell: Int, in list: Int, to sink: inout Sink) {
        writeName(of: cell, to: &sink)
        sink.write(self[list].rowSelection?.isTable ?? true ? " の行" : " の項目")
    }
}
