import ResponderCore

/// The Japanese of audit findings: one switch over the facts of ``AuditWords``, as the English's (App+AuditWords).
/// Where the English's hint is the one a touch aimed at the view would get, this one is that hint's Japanese
/// (App+AimNotes+Japanese); a skip's condition and a blocked view's explanation come from the skip table's Japanese
/// (HitTesting/App+HitTestSkip+Japanese.swift).
extension App {
    /// 監査の指摘のメッセージとヒント（日本語）。
    func japaneseWording(of words: AuditWords) -> Wording {
        switch words {
        case .interactionDisabled(let view):
            return Wording(
                message: "\(displayName(of: view)) はタッチを受けるためのビューですが、\(japaneseOwnCondition(view))ため、"
                    + "ヒットテストはこのビューを飛ばし、その上のタッチはすべて背後のビューへ行きます。",
                hint: "isUserInteractionEnabled = true を設定してください。無効にするのが意図なら、それが見てわかるようにして"
                    + "ください（コントロールなら isEnabled = false）。")
        case .recognizerOnNonInteractiveView(let view):
            return Wording(
                message: "\(displayName(of: view)) にはジェスチャー認識子がありますが、\(japaneseOwnCondition(view))ため、"
                    + "タッチが認識子に届くことはありません。",
                hint: "\(displayName(of: view)) に isUserInteractionEnabled = true を設定するか、認識子を操作できるビューに"
                    + "追加してください。")
        case .ancestorHidden(let view, let block):
            return Wording(
                message: "祖先が見えないあいだ、\(displayName(of: view)) にはタッチできません。"
                    + japaneseExplanation(of: block, for: view),
                hint: "祖先がわざと隠されているなら問題ありません。透明に見せたいだけなら、alpha を 0.01 未満にする代わりに、"
                    + "透明な背景色を使ってください。")
        case .ancestorInteractionDisabled(let view, let block):
            let offByDefault = classLeavingInteractionOff(of: block.responder)
            return Wording(
                message: "\(displayName(of: view)) は描かれていますが、どのタッチも届きません。"
                    + japaneseExplanation(of: block, for: view),
                hint: "\(displayName(of: block.responder)) に isUserInteractionEnabled = true を設定する"
                    + (offByDefault.map { "（\($0.name) ではデフォルトでオフです）" } ?? "")
                    + "か、\(displayName(of: view)) をその外に移してください。")
        case .ancestorOverrideBlocksTouches(let view, let block):
            return Wording(
                message: "\(displayName(of: view)) は描かれていますが、どのタッチも届きません。"
                    + japaneseExplanation(of: block, for: view),
                hint: "\(displayName(of: view)) がタッチを受けるべき場所では、オーバーライドがサブビューに問い合わせる"
                    + "（super.hitTest(_:with:) を呼ぶ）ようにしてください。")
        case .zeroSize(let view, let size, let subviewsShow):
            return Wording(
                message: "\(displayName(of: view)) には幅か高さがない（frame は \(size.width) × \(size.height)）ので、"
                    + "point(inside:with:) が true になることはありません。"
                    + (subviewsShow ? "クリップしないのでサブビューは描かれますが、タッチは受け取りません。" : ""),
                hint: japaneseHint(for: .zeroSize, of: view))
        case .outsideWindow(let view, let window):
            return Wording(
                message: "\(displayName(of: view)) は完全に \(displayName(of: window)) の外にあり、そこにはタッチが届きません。",
                hint: japaneseHint(for: .offWindow(window: window), of: view))
        case .clippedByAncestor(let view, let ancestor):
            let (who, clipper) = (displayName(of: view), displayName(of: ancestor))
            return Wording(
                message: "\(who) は \(clipper) の bounds の完全に外にあり、\(clipper) はサブビューをクリップする"
                    + "（clipsToBounds が true）ので、描かれることもタッチが届くこともありません。",
                hint: "\(who) を表示すべきなら、\(clipper) を大きくするか、ビューをその中に移してください。わざと折りたたんで"
                    + "いるなら、意図がはっきりするように隠してください（isHidden）。")
        case .controlSubviewTakesTouch(let control, let subview):
            let (who, taker) = (displayName(of: control), displayName(of: subview))
            return Wording(
                message: "\(taker) は \(who) を覆っていて、その上のタッチをすべて受け取ります。UIControl が追跡するのは"
                    + "コントロール自身に当たったタッチだけなので（開発者が報告している動作で、ドキュメントには書かれて"
                    + "いません）、\(who) はアクションを一度も送りません。",
                hint: "\(taker)（とその中のビュー）に isUserInteractionEnabled = false を設定して、タッチがコントロールに"
                    + "当たるようにしてください。")
        case .outsideSuperviewBounds(let view, let ancestor):
            let (who, host) = (displayName(of: view), displayName(of: ancestor))
            return Wording(
                message: "\(who) は \(host) の bounds の外に描かれていて（\(host) はクリップしないので、表示はされます）、"
                    + "ヒットテストはそこでサブビューに問い合わせる前に \(host) を除外するので、\(who) にはタッチが"
                    + "届きません。",
                hint: japaneseHint(for: .outside(ancestor: ancestor), of: view))
        case .controlOnCellNotContentView(let view, let cell, let contentView):
            return Wording(
                message: "\(displayName(of: view)) は contentView ではなく、\(displayName(of: cell)) 自身に追加されて"
                    + "います。\(displayName(of: contentView)) はセル自身のサブビューの上に重なり、その上のタッチを"
                    + "すべて受け取ります。",
                hint: "UIKit のセルのドキュメントにあるとおり、cell.contentView.addSubview(_:) で追加してください。")
        case .coveredByOtherView(let view, let front, let frontIsClear):
            return Wording(
                message: "\(displayName(of: front)) は \(displayName(of: view)) の前面にあり、その上のタッチをすべて"
                    + "受け取ります" + (frontIsClear ? "（透明なので、覆われたビューは見えたままです）。" : "。"),
                hint: japaneseHint(for: .covered(by: front), of: view))
        case .hitTestFindsNoView(let view):
            return Wording(
                message: "\(displayName(of: view)) へのタッチはどれも届きません。ヒットテストはそこでどのビューも"
                    + "見つけません。",
                hint: japaneseHint(for: .covered(by: nil), of: view))
        case .partlyReachable(
            let view, let reached, let sampled, let reachedMin, let reachedMax, let missedAt, let miss):
            let percent = Int((Double(reached) / Double(sampled) * 100).rounded())
            return Wording(
                message: "\(displayName(of: view)) の一部しかタッチを受け取りません。サンプル点 \(sampled) 個のうち "
                    + "\(reached) 個が届きます（約 \(percent)%、画面上の \(Self.text(reachedMin))–\(Self.text(reachedMax)) "
                    + "の範囲）。\(Self.text(missedAt)) のタッチは、\(japaneseReason(of: miss))。",
                hint: "残りの部分でタッチを受け取っているもの、またはビュー自身を移動するかサイズを変えて、全体をタップできる"
                    + "ようにしてください。")
        case .smallTapTarget(let view, let hitArea, let missedAt):
            return Wording(
                message: "\(displayName(of: view)) のヒット領域は \(Self.text(hitArea.width)) × "
                    + "\(Self.text(hitArea.height)) ポイントで、Apple が推奨する 44 × 44 を下回っています。周囲 44 ポイントの"
                    + "ターゲット内にある \(Self.text(missedAt)) でのタップは外れます。",
                hint: "point(inside:with:) をオーバーライドしてヒット領域を広げるか（UIKit のドキュメントにある 44 × 44 の "
                    + "CloseButton）、ビューを大きくしてください。")

        // What responders do with touches, actions and first-responder events.
        case .touchesSwallowed(let responder, let method, let starved):
            return Wording(
                message: "\(displayName(of: responder)) は super を呼ばずに \(method.signature) をオーバーライドしている"
                    + "ため、タッチはそこで止まります。\(japaneseNames(starved)) はこのメソッドを実装しているのに、"
                    + "タッチを受け取れません。",
                hint: "わざとタッチを止めているのでなければ、\(responders[responder].className) で "
                    + "super.\(method.rawValue)(touches, with: event) を呼んでください。")
        case .incompleteTouchFamily(let responder, let swallowed, let missing):
            let swallowedNames = swallowed.map(\.signature).joined(separator: " と ")
            let missingNames = missing.map(\.signature).joined(separator: "、")
            return Wording(
                message: "\(displayName(of: responder)) は \(swallowedNames) でタッチを止めていますが、\(missingNames) は"
                    + "オーバーライドしていません。そのため、それらは引き続きチェーンを上っていき、上にあるレスポンダーには"
                    + "一連のタッチの半分しか届きません。",
                hint: "わざとタッチを止めるときは、touchesBegan、touchesMoved、touchesEnded、touchesCancelled の "
                    + "4 つすべてをオーバーライドしてください。")
        case .tapRecognizerCancelsTouches(let index, let view, let cancels):
            let recognizer = gestureRecognizers[index]
            let what =
                cancels == .cell
                ? "セルのタッチがキャンセルされるので、テーブルビューやコレクションビューがそのセルを選択することはありません"
                : "コントロールのタッチが touchUpInside の前にキャンセルされます"
            return Wording(
                message: "\(displayName(of: recognizer.view)) のタップ認識子 '\(recognizer.id)' は、自分のビューの中の"
                    + "タッチをキャンセルします（cancelsTouchesInView が true）。\(displayName(of: view)) へのタップは"
                    + "この認識子に認識され、\(what)。",
                hint: "認識子の cancelsTouchesInView = false を設定するか（キーボードを閉じるタップでよく使われる対処です）、"
                    + "デリゲートの gestureRecognizer(_:shouldReceive:) で \(displayName(of: view)) の中のタッチには false "
                    + "を返すか、それらを含まないビューに認識子を追加してください。")
        case .targetLacksAction(let control, let action, let target, let event):
            return Wording(
                message: "\(displayName(of: control)) は \(event.rawValue) で \(action) を \(displayName(of: target)) に"
                    + "送りますが、\(displayName(of: target)) はそれを実装していません。アプリは unrecognized selector で"
                    + "クラッシュします。",
                hint: "\(responders[target].className) に @objc func \(action.swiftName) を実装するか、"
                    + "addTarget(_:action:for:) に渡すターゲットかセレクターを直してください。")
        case .recognizerTargetLacksAction(let index, let action, let target):
            let recognizer = gestureRecognizers[index]
            return Wording(
                message: "\(displayName(of: recognizer.view)) のジェスチャー認識子 '\(recognizer.id)' は \(action) を "
                    + "\(displayName(of: target)) に送りますが、\(displayName(of: target)) はそれを実装していません。"
                    + "認識したとき、アプリは unrecognized selector でクラッシュします。",
                hint: "\(responders[target].className) に @objc func \(action.swiftName) を実装するか、"
                    + "UIGestureRecognizer(target:action:) のターゲットかセレクターを直してください。")
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: "\(displayName(of: control)) には、\(event.rawValue) の \(action) という同じターゲットアクションの"
                    + "組が 2 つあります。UIKit は 1 つだけ保持するので、アクションは 1 回だけ実行されます。",
                hint: "2 回目の addTarget(_:action:for:) の呼び出しを削除してください。効果はありません。")
        case .actionNeverHandled(let control, let action, let walk):
            return Wording(
                message: "\(displayName(of: control)) はターゲットが nil のアクション \(action) を送りますが、このコントロール"
                    + "から始まりうるどのチェーン上にも、これを実装するレスポンダーがありません（\(japaneseStart(of: walk, from: control))）。"
                    + "UIKit は必ずこれを破棄します。",
                hint: "そのチェーン上のレスポンダー（画面上のビューコントローラーやアプリのデリゲート）に \(action.swiftName) を"
                    + "実装するか、アクションに明示的なターゲットを指定してください。")
        case .actionOnlyOutsideChain(let control, let action, let implementers, let walk):
            let one = implementers.count == 1
            return Wording(
                message: "\(displayName(of: control)) はターゲットが nil のアクション \(action) を送ります。これを実装して"
                    + "いるのは \(japaneseNames(implementers)) だけで、このコントロールから始まりうるどのレスポンダーチェーンも"
                    + "\(one ? "それ" : "それら")を通りません（\(japaneseStart(of: walk, from: control))）。UIKit は必ずこれを"
                    + "破棄します。",
                hint: "メソッドをチェーン上のレスポンダーに移すか（最後のリンクはアプリのデリゲートです。シーンのデリゲートは"
                    + "どのチェーンにも入っていません）、next をオーバーライドしてそのオブジェクトをチェーンに差し込むか、"
                    + "アクションに明示的なターゲットを指定してください。")
        case .nextSkipsResponders(let responder, let skipped):
            return Wording(
                message: "\(displayName(of: responder)) は next をオーバーライドしているので、そのチェーンは "
                    + "\(japaneseNames(skipped)) を飛ばします。UIKit 本来の規則なら通っていたレスポンダーで、イベントの"
                    + "メソッドやアクションを実装していますが、ここからは実行されなくなります。",
                hint: "チェーンがまだ通るべき場所では、オーバーライドから飛ばされたレスポンダー（または super.next）を返して"
                    + "ください。")
        case .inputViewNeverShown(let responder, let input):
            let what = input == .inputAccessoryView ? "入力アクセサリービュー" : "入力ビュー"
            return Wording(
                message: "\(displayName(of: responder)) には\(what)がありますが、canBecomeFirstResponder が false です。"
                    + "ファーストレスポンダーになることがないので、\(what)は表示されません（UIKit がそれを表示するのは、"
                    + "そのレスポンダーがファーストレスポンダーのあいだだけです）。",
                hint: "\(responders[responder].className) で canBecomeFirstResponder をオーバーライドして true を返し、"
                    + "入力を表示したいときに becomeFirstResponder() を呼んでください。")
        case .firstResponderNeverReaches(let responder, let events):
            let handled = events.map(Self.japaneseWords(of:)).joined(separator: "と")
            return Wording(
                message: "\(displayName(of: responder)) は\(handled)を処理しますが、これらはファーストレスポンダーから"
                    + "始まります。このレスポンダーの canBecomeFirstResponder は false で、ファーストレスポンダーになれる"
                    + "どのレスポンダーのチェーンにも入っていないので、これらが届くことはありません。",
                hint: "\(responders[responder].className) で canBecomeFirstResponder をオーバーライドして true を返し、"
                    + "画面に表示されたら（コントローラーなら viewDidAppear(_:) で）becomeFirstResponder() を呼んでください。"
                    + "あるいは、処理をファーストレスポンダーのチェーン上のレスポンダーに移してください。")
        case .textInputCannotBecomeFirstResponder(let input):
            return Wording(
                message: "\(displayName(of: input)) は canBecomeFirstResponder が false のテキスト入力です。タップしても"
                    + "ファーストレスポンダーにならないので、キーボードは表示されません。",
                hint: "canBecomeFirstResponder のオーバーライドを削除するか、テキストを編集させないならラベルを使ってください。")
        case .keyboardInNonKeyWindow(let input, let window):
            return Wording(
                message: "\(displayName(of: input)) は、キーウインドウではない \(displayName(of: window)) の中にあります。"
                    + "ファーストレスポンダーになっても、キーボードは表示されません。",
                hint: "フィールドがファーストレスポンダーになる前に、\(responders[window].className) の makeKey() を"
                    + "呼んでください。")
        }
    }

    /// `isUserInteractionEnabled` が false のビューの状態を、どの点についても言ったもの（日本語）。
    private func japaneseOwnCondition(_ view: Int) -> String {
        japaneseSkipCondition(.userInteractionDisabled, of: view, everyPoint: true) ?? ""
    }

    /// レスポンダーの名前を順に：「UIView 'a'、UIView 'b'」。
    private func japaneseNames(_ list: [Int]) -> String { list.map(displayName(of:)).joined(separator: "、") }

    /// コントロールのターゲットが nil のアクションがどこから探索を始めるか（日本語、括弧の中に入る一文）。
    private func japaneseStart(of walk: DispatchSettings.NilTargetStart, from control: Int) -> String {
        switch walk {
        case .sender:
            return "探索は \(displayName(of: control)) 自身から始まります。settings.nilTargetStart が sender です"
        case .firstResponder:
            return "探索はファーストレスポンダー、つまりファーストレスポンダーになれるいずれかのレスポンダーから始まり、"
                + "何もフォーカスされていなければキーウインドウから始まります"
        }
    }

    /// ファーストレスポンダーから始まるイベントの名前（日本語）。
    private static func japaneseWords(of event: AuditWords.FirstResponderEvent) -> String {
        switch event {
        case .shakes: return "シェイク"
        case .presses: return "プレス"
        case .remoteControlEvents: return "リモートコントロールイベント"
        case .keyCommands: return "キーコマンド"
        case .editMenuActions: return "編集メニューのアクション"
        }
    }

    /// サンプル点のタッチがほかへ行った理由（日本語）、「（点）のタッチは、」の後：「前面にある UIView 'banner' が受け取ります」。
    private func japaneseReason(of miss: SampleMiss) -> String {
        switch miss {
        case .outside(let ancestor): return "\(displayName(of: ancestor)) の bounds の外なので届きません"
        case .covered(let front?): return "前面にある \(displayName(of: front)) が受け取ります"
        case .covered(nil): return "ヒットテストがどのビューも見つけないので届きません"
        }
    }
}
