import ResponderCore

extension App {
    /// タッチの診断の言葉（日本語）：指、ジェスチャー認識子、コントロール、スクロールビュー。
    func japaneseWording(of words: DiagnosticWords.Touch) -> Wording {
        switch words {
        case .hitNothing(let point):
            return Wording(
                message: "(\(Self.number(point.x)), \(Self.number(point.y))) のタッチはどのウインドウのどのビューにも"
                    + "当たらなかったので、レスポンダーチェーンの探索は一度も始まりませんでした。",
                hint: "まったく何も起こらないタップは、ヒットテストの問題です。その点の下にあるビューの frame、isHidden、alpha、"
                    + "isUserInteractionEnabled を確認してください。")
        case .systemGestureDelays(let hit, let edge, let zone, let deciding, let unheard):
            let (place, swipe) =
                edge == .bottom
                ? ("画面の下端", "ホームインジケーターのスワイプ") : ("画面の上端", "通知センターとコントロールセンターのスワイプ")
            var message = "\(displayName(of: hit)) は\(place)から \(Self.number(zone)) ポイント以内にあります。"
            message += "そこでは\(swipe)が先にタッチを調べるので、touchesBegan(_:with:) がコントロールに届くのが遅れ、"
            message += "ハイライトも遅れます（iOS で観察された動作です。UIKit のドキュメントには、システムの画面端の"
            message += "ジェスチャーが優先されるとしか書かれていません）。"
            if let unheard {
                message += "\(displayName(of: unheard)) はその端のシステムジェスチャーを後回しにしていますが、ウインドウが"
                message += "問い合わせるのは \(displayName(of: deciding)) で、この問い合わせを先へ渡していません"
                message += "（childForScreenEdgesDeferringSystemGestures）。"
            }
            return Wording(
                message: message,
                hint: "\(self[deciding].className) の preferredScreenEdgesDeferringSystemGestures から "
                    + "[.\(edge == .bottom ? "bottom" : "top")] を返し（setNeedsUpdateOfScreenEdgesDeferringSystemGestures() "
                    + "も呼びます）、必要なら childForScreenEdgesDeferringSystemGestures で子に転送してください。"
                    + "あるいは、コントロールを画面端から離してください。")
        case .multipleTouchIgnored(let view):
            return Wording(
                message: "\(displayName(of: view)) にはすでに指が触れていて、isMultipleTouchEnabled が false なので、"
                    + "UIKit は 2 本目のタッチをこのビューに届けません。",
                hint: "複数の指を追跡するビューでは、isMultipleTouchEnabled = true を設定してください。")
        case .exclusiveTouchElsewhere(let view, let blocker):
            return Wording(
                message: "\(displayName(of: blocker)) は isExclusiveTouch が設定されていて、いまタッチされているので、"
                    + "そのあいだウインドウ内のほかのビューはタッチを受け取りません。\(displayName(of: view)) への"
                    + "このタッチは届けられません。",
                hint: "ほかのビューも同時に使える必要があるなら、isExclusiveTouch を解除してください。")
        case .exclusiveTouchHere(let view, let other):
            return Wording(
                message: "\(displayName(of: view)) は isExclusiveTouch が設定されていて、\(displayName(of: other)) が"
                    + "すでにタッチされているので、このタッチは届けられません。",
                hint: "ほかのビューがタッチされているあいだもこのビューが動作する必要があるなら、isExclusiveTouch を解除してください。")
        case .cancelledByGesture(let view, let winners, let phase, let lost):
            let names = winners.map { recognizerName($0, in: .japanese) }.joined(separator: "、")
            var message = "\(names) が認識しました。cancelsTouchesInView が true なので、UIKit は "
            message += "\(displayName(of: view)) に \(phase.signature) ではなく touchesCancelled(_:with:) を送りました。"
            if let lost {
                // A closing bracket takes no space before the particle.
                let what = japaneseLostWords(lost)
                message += what + (what.hasSuffix("）") ? "は" : " は") + "実行されません。"
            } else {
                message += "ビュー自身のタッチ処理は途中で打ち切られます。"
            }
            return Wording(message: message, hint: japaneseCancellationHint(winners, view: view))
        case .delayedByGesture(let view):
            return Wording(
                message: "認識子の delaysTouchesBegan が、\(displayName(of: view)) への touchesBegan(_:with:) を保留しました。"
                    + "認識子が認識したので、ビューはタッチを一度も受け取りませんでした。",
                hint: "認識子が引き受けるかもしれないタッチにビューが反応してはならない場合を除き、delaysTouchesBegan は false "
                    + "のままにしてください。")
        case .controlSubviewTakesTouch(let control, let view):
            let (controlName, viewName) = (displayName(of: control), displayName(of: view))
            return Wording(
                message: "\(viewName) は \(controlName) の上にあり、タッチを受け取りました。UIControl が追跡するのは"
                    + "コントロール自身に当たったタッチだけなので、\(controlName) はタッチを次に渡し、アクションを 1 つも"
                    + "送りませんでした。これは開発者が報告している UIKit の動作で、ドキュメントには書かれていません。",
                hint: "\(viewName)（とその中のビュー）に isUserInteractionEnabled = false を設定して、タッチがコントロールに"
                    + "当たるようにしてください。UIKit のコントロールも、自分のラベルや画像にそうしています。")
        case .barButtonActionIgnored(let item, let action):
            let ownActions = self[item].isControl && !self[item].targetActions.isEmpty
            return Wording(
                message: "\(displayName(of: item)) は、アクションが \(action.swiftName) のバーボタンアイテムのカスタムビュー"
                    + "です。UIKit のドキュメントによると、カスタムビューを持つアイテムはターゲットのアクションを呼ばないので、"
                    + "タップが届くのは"
                    + (ownActions
                        ? "カスタムビューと、そのビュー自身のターゲットアクションだけです。"
                        : "カスタムビューだけで、アイテムのアクションは実行されません。"),
                hint: "タップはカスタムビュー自身で処理してください。ボタンに addTarget(_:action:for:) を使うか、カスタムビュー"
                    + "の代わりに UIBarButtonItem(title:image:primaryAction:menu:) を使います。")
        case .gestureStealsTouches(let recognizer, let hitView):
            return Wording(
                message: "\(recognizerName(recognizer, in: .japanese)) がタップを認識するので、カスタムビューの "
                    + "\(displayName(of: hitView)) はタッチを失います。UIKit のコントロールと違って、カスタムビューは祖先の"
                    + "タップ認識子を失敗させません。",
                hint: "UIControl を使うか、cancelsTouchesInView = false を設定するか、gestureRecognizer(_:shouldReceive:) を"
                    + "実装してそのビューの中のタッチを無視してください。")
        case .controlWinsOverAncestorTap(let recognizer, let hitView):
            return Wording(
                message: "\(recognizerName(recognizer, in: .japanese)) はタップを認識できますが、\(displayName(of: hitView)) "
                    + "は UIKit のコントロールです。シングルタップでは、コントロールが祖先のタップ認識子に勝ちます。",
                hint: "ふつうはこれが望ましい動作です。同じ認識子の下にあるのがカスタムビューなら、タップを失います。")
        case .interactivePopBlocked(let winner, let navigation):
            let other =
                gestureRecognizers[winner].scrollView != nil ? "scrollView.panGestureRecognizer" : "otherRecognizer"
            return Wording(
                message: "左端からのスワイプで戻るはずでしたが、\(recognizerName(winner, in: .japanese)) がより深いビューに"
                    + "あって先に認識したので、\(displayName(of: navigation)) の interactivePopGestureRecognizer は pop "
                    + "しません。",
                hint: "\(other).require(toFail: navigationController.interactivePopGestureRecognizer) を呼んで、"
                    + "もう一方の認識子を待たせてください。")
        case .waitedForFailure(let index):
            let recognizer = gestureRecognizers[index]
            return Wording(
                message: "\(recognizerName(index, in: .japanese)) はほかの認識子が失敗するのを待ちます"
                    + (recognizer.requiresToFail.isEmpty ? "（デリゲートによる失敗の要求）" : "（require(toFail:)）")
                    + "。その認識子が認識したので、'\(recognizer.id)' はこのタッチでは発火しません。",
                hint: "シングルタップとダブルタップが 1 つのビューを共有する仕組みがこれです。シングルタップはダブルタップが"
                    + "失敗するのを待ち、失敗したら少し遅れて発火します。")
        case .cellContentViewSynthesized(let cell, let contentView, let decisive):
            var message = "\(displayName(of: cell)) は contentView なしで記述されているので、そのサブビューは "
            message += "\(displayName(of: contentView))（UIKit のどのセルにもあるコンテンツビュー）の中に置かれました。"
            message += "これらはコンテンツビューのサブビューで、チェーンはコンテンツビューを通ります。"
            if let decisive {
                message += "どちらに置かれるかが、このタッチを左右します。アプリが \(displayName(of: decisive)) を "
                message += "cell.addSubview で追加していたら、コンテンツビューがその上に重なり（iOS 14 以降）、"
                message += "代わりにタッチを受け取っていたはずです。"
            }
            return Wording(
                message: message,
                hint: "セルの contentView を、cell.contentView に追加したビューとともに記述してください。cell.addSubview で"
                    + "追加したビューは、セル自身の subviews に並べます（UIKit と同じく、コンテンツビューの下になります）。")
        case .endedOutsideControl(let control, let end, let margin):
            return Wording(
                message: "指は (\(Self.number(end.x)), \(Self.number(end.y))) で離れました。\(displayName(of: control)) "
                    + "から外側へ \(Self.number(margin)) ポイントより遠いので、コントロールは touchUpInside ではなく "
                    + "touchUpOutside を送り、touchUpInside のアクションは実行されませんでした。",
                hint: "これは、ユーザーが押す操作を取り消す方法です。指を離す前にコントロールの外へドラッグします。それでも"
                    + "コントロールが反応する必要があるなら、touchUpOutside も処理してください。")
        case .contentTouchesDelayed(let control, let scroll):
            let scrollName = displayName(of: scroll)
            var message = "\(displayName(of: control)) は \(scrollName) の中にあり、その delaysContentTouches は true です。"
            message += "touchesBegan(_:with:) がコントロールに届くのは、指がスクロールしていないとスクロールビューが判断して"
            message += "からです（UIKit のドキュメントでは約 150 ミリ秒）。そのため素早いタップでは、コントロールのハイライトが"
            message += "遅れるか、指が離れるときにしかハイライトしません。アクションはそれでも実行されます。"
            return Wording(
                message: message,
                hint: "コントロールがすぐにハイライトする必要があるなら、\(scrollName) の delaysContentTouches = false を"
                    + "設定し、touchesShouldCancel(in:) をオーバーライドしてコントロールには true を返すようにしてください"
                    + "（UIKit のデフォルトは UIControl に false を返します）。そうすれば、コントロールの上で始まったドラッグでも"
                    + "スクロールします。")
        case .scrollViewTookTouch(let hit, let scroll, let withheld):
            let lost =
                self[hit].isControl
                ? (withheld
                    ? "タッチを一度も受け取らなかったので、アクションは 1 つも実行されませんでした"
                    : "タッチをキャンセルされた（touchCancel）ので、touchUpInside のアクションは実行されませんでした")
                : (withheld ? "タッチを一度も受け取りませんでした" : "タッチをキャンセルされました（touchesCancelled）")
            let hitName = displayName(of: hit)
            return Wording(
                message: "ドラッグは \(hitName) の上で始まりましたが、\(displayName(of: scroll)) がスクロールを始めました。"
                    + "スクロールビュー自身のパン認識子がドラッグを認識し、\(hitName) は\(lost)。",
                hint: "これは設計どおりの UIKit の動作です。コンテンツの上で始まったドラッグはスクロールになります。ビューに"
                    + "ドラッグを残すには、そのビュー自身の認識子を追加するか、delaysContentTouches = false を設定して、"
                    + "touchesShouldCancel(in:) がそのビューには false を返すようにしてください。")
        case .scrollViewDidNotScroll(let scroll, _, let reason, let disabled, let keptByContent):
            return Wording(
                message: "ドラッグで \(displayName(of: scroll)) はスクロールしませんでした。\(self.words(of: reason, in: .japanese))",
                hint: disabled
                    ? "スクロールさせるには、isScrollEnabled = true を設定してください。"
                    : keptByContent
                        ? "touchesShouldCancel(in:) をオーバーライドしてコントロールには true を返すようにすれば、"
                            + "コントロールの上で始まったドラッグでもスクロールします。"
                        : "contentSize を bounds より大きくするか（Auto Layout に任せてもかまいません）、"
                            + "alwaysBounceVertical / alwaysBounceHorizontal を設定して、それでもバウンスするようにしてください。")
        }
    }

    /// 指の下のビューがするはずだったこと（日本語）：「UIButton 'save' の touchUpInside のアクション save(_:)」。
    private func japaneseLostWords(_ lost: DiagnosticWords.Touch.Lost) -> String {
        switch lost {
        case .action(let event, let action, let control):
            return "\(displayName(of: control)) の \(event.rawValue) のアクション \(action.swiftName)"
        case .touchesEnded(let responder):
            return "\(displayName(of: responder)) の touchesEnded(_:with:)"
        case .selection(let cell, let list):
            guard let rule = self[list].rowSelection else { return "\(displayName(of: cell)) の選択" }
            return "\(displayName(of: cell)) の\(rule.isTable ? "行" : "項目")の選択（\(rule.didSelect.swiftName)）"
        }
    }

    /// ビューのタッチをキャンセルした認識子への対処（日本語）。コントロールからドラッグを奪った場合は、デリゲートの
    /// `gestureRecognizer(_:shouldReceive:)` が対処になります（App+TouchDiagnosticWording の cancellationHint）。
    private func japaneseCancellationHint(_ winners: [Int], view: Int) -> String {
        if tookDragFromControl(winners, view: view) {
            return "認識子のデリゲートメソッド gestureRecognizer(_:shouldReceive:) を実装し、\(displayName(of: view)) の"
                + "中のタッチ（touch.view が UIControl）には false を返して、認識子がそれらを受け取らないようにしてください。"
                + "ここでの対処は cancelsTouchesInView = false ではありません。コントロールがタッチを持ったまま、認識子も"
                + "同じドラッグに反応するので、両方が動いてしまいます。"
        }
        let refused = touchesToRefuse(for: view)
        return "ビューがタッチの一連の流れをすべて受け取る必要があるなら、認識子の cancelsTouchesInView = false を"
            + "設定してください。あるいは gestureRecognizer(_:shouldReceive:) を実装して、\(displayName(of: refused)) の"
            + "中のタッチ\(refused == view ? "" : "（touch.view がその中にあるもの）")には false を返してください。"
    }
}
