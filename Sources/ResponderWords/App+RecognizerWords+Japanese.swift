import ResponderCore

extension App {
    /// ジェスチャー認識子がタッチを認識した理由、または認識しなかった理由（日本語）。
    func japaneseWords(of reason: RecognizerReason) -> String {
        let text = Self.text(_:) as (Double) -> String
        let number = Self.number
        func fingers(_ count: Int) -> String { "指 \(count) 本" }
        switch reason {
        case .scrollingDisabled(let scroll):
            return "\(displayName(of: scroll)) の isScrollEnabled が false のため、そのパンジェスチャー認識子は無効です。"
        case .disabled:
            return "isEnabled が false のため、タッチを無視します。"
        case .preventedByControl(let control):
            return "\(displayName(of: control)) は UIKit のコントロールです。コントロールは、祖先ビューに付いた"
                + "シングルタップの認識子を失敗させます。"
        case .toldByRequest(let recognizes):
            return recognizes
                ? "リクエストで、このタッチを認識すると指定されています。" : "リクエストで、このタッチを認識しないと指定されています。"
        case .wrongGesture(let gesture, let expected):
            return "\(Self.japaneseName(of: gesture))は\(Self.japaneseName(of: expected))ではありません。"
        case .movedTooFarForTap(let moved, let allowed):
            return "指が \(text(moved)) ポイント動きました。タップで許される \(number(allowed)) ポイントを超えています。"
        case .cancelledBeforeLift:
            return "指が離れる前に、タッチがキャンセルされました。"
        case .fingersRequired(let required, let touched):
            return "\(fingers(required))が必要です（numberOfTouchesRequired）。触れた指は \(touched) 本です。"
        case .tapsRequired(let required, let tapped):
            let this = tapped == 1 ? "シングルタップ" : "\(tapped) 回のタップ"
            return "\(required) 回のタップが必要です（numberOfTapsRequired）。今回は\(this)でした。"
        case .tapped(let taps, let count, let tapCount):
            var words = taps == 1 ? "\(fingers(count))でのタップで" : "\(fingers(count))での \(taps) 回のタップで"
            words += "、動きはタップで許される範囲内でした"
            words += taps < tapCount ? "（\(tapCount) 回のうち \(taps) 回目のタップで認識します）。" : "。"
            return words
        case .didNotRest:
            return "指が離れるか動く前に、minimumPressDuration（0.5 秒）のあいだ静止していませんでした。"
        case .rested:
            return "指は離れずに、minimumPressDuration（0.5 秒）のあいだ静止しました。"
        case .didNotMove:
            return "指は動きませんでした。"
        case .panTooShort(let moved, let needs):
            return "指は \(text(moved)) ポイントしか動きませんでした。パンは \(number(needs)) ポイント動いてから始まります。"
        case .panFingers(let required, let moved):
            return "少なくとも\(fingers(required))が必要です（minimumNumberOfTouches）。動いた指は \(moved) 本です。"
        case .panned(let moved, let needs):
            return moved.map { "指は \(text($0)) ポイント動き、パンに必要な \(number(needs)) ポイントを超えました。" }
                ?? "指がドラッグされました。"
        case .twoFingersNeeded(let kind, let touched):
            return "\(Self.japaneseName(of: kind))には指が 2 本必要です。触れた指は \(touched) 本です。"
        case .pinched:
            return "2 本の指がピンチしました。"
        case .turned:
            return "2 本の指が回転しました。"
        case .noFinger:
            return "どの指も触れていません。"
        case .edgeTooFar(let start, let edge):
            return "指は左端から \(text(start)) ポイントの位置で触れ始めました。画面端からのパンが始まるのは、左端から"
                + "およそ \(number(edge)) ポイント以内です（iPhone で観察された値で、UIKit は文書化していません）。"
        case .edgeTooShort(let inward, let needs):
            return "指は左端で触れ始めましたが、内側へ \(text(inward)) ポイントしか動きませんでした。パンは "
                + "\(number(needs)) ポイント動いてから始まります。"
        case .edgePanned(let start, let inward):
            let moved = inward.map { "内側へ \(text($0)) ポイント動きました。" } ?? "内側へ動きました。"
            return "指は左端から \(text(start)) ポイントの位置で触れ始め、\(moved)"
        case .hover:
            return "ホバーの認識子は、タッチではなく、ビューの上を動くポインターを追います。"
        case .custom:
            return "カスタムの認識子は、リクエストで指定されたとき（recognizes）だけ認識します。"
        case .swipeFingers(let required, let touched):
            return "指が \(required) 本必要です（numberOfTouchesRequired）。触れた指は \(touched) 本です。"
        case .swipeAssumed(let directions):
            return "スワイプです。リクエストに経路がないため、\(Self.japaneseNames(of: directions))の方向に進んだものとみなします。"
        case .swipeWrongDirection(let went, let accepts):
            return "指は\(Self.japaneseNames(of: went))の方向に進みました。この認識子が受け付けるのは"
                + "\(Self.japaneseNames(of: accepts))の方向です（direction）。"
        case .swipeTooShort(let along, let went, let needs):
            return "指は\(Self.japaneseNames(of: went))の方向に \(text(along)) ポイント進みました。スワイプには "
                + "\(number(needs)) ポイント必要です。"
        case .swipeNotStraight(let along, let across, let went):
            return "指は\(Self.japaneseNames(of: went))の方向に \(text(along)) ポイント進みましたが、それと直交する方向にも "
                + "\(text(across)) ポイントずれました。スワイプとしては、まっすぐではありません。"
        case .swiped(let along, let went):
            return "指は\(Self.japaneseNames(of: went))の方向に \(text(along)) ポイント進み、距離もまっすぐさも十分でした。"
        case .notAScrollView:
            return "スクロールビューではありません。"
        case .scrollDidNotMove(let scroll):
            return "指が動かなかったため、\(displayName(of: scroll)) はスクロールしません。"
        case .scrollTooShort(let moved, let needs):
            return "指は \(text(moved)) ポイントしか動きませんでした。スクロールは \(number(needs)) ポイント動いてから始まります。"
        case .contentFits(let content, let bounds, let axis):
            let bounce = axis == .horizontally ? "alwaysBounceHorizontal" : "alwaysBounceVertical"
            let drag = axis.map { "\(Self.japaneseWords(of: $0))のドラッグ" } ?? "ドラッグ"
            return "コンテンツ（\(number(content.width))×\(number(content.height))）が bounds"
                + "（\(number(bounds.width))×\(number(bounds.height))）に収まり、\(bounce) もオフのため、"
                + "\(drag)ではスクロールしません。"
        case .contentKeepsTouch(let hit, let restedFirst, let byOverride):
            let hitName = displayName(of: hit)
            let why =
                restedFirst
                ? "指が動く前に静止したため、\(hitName) がすでにタッチを持っています。"
                : "delaysContentTouches が false のため、\(hitName) は最初からタッチを持っています。"
            guard let byOverride else {
                return "スクロールしません。\(why)そして canCancelContentTouches が false のため、タッチは \(hitName) に残ります。"
            }
            let whose = byOverride ? "スクロールビューのオーバーライド" : "UIControl に対する UIKit のデフォルト"
            return "\(why)そして touchesShouldCancel(in:) はこのビューについて false を返しました（\(whose)）。"
                + "タッチは \(hitName) に残り、何もスクロールしません。"
        case .scrolls(let scroll, let moved, let axis):
            var words = "指が"
            if let axis { words += Self.japaneseWords(of: axis) + "に" }
            words += moved.map { " \(text($0)) ポイント動き" } ?? "ドラッグされ"
            words += "、\(displayName(of: scroll)) はその方向にスクロールできます。"
            return words
        case .notReceived(let view):
            return "デリゲートの gestureRecognizer(_:shouldReceive:) が \(displayName(of: view)) 上のタッチについて "
                + "false を返したため、この認識子はタッチを受け取らず、そのタッチの妨げにもなりません。"
        case .popDeclined(let reason, let navigation):
            return "認識の条件は満たしています（\(japaneseClause(of: reason))）。しかし、最前面のビューコントローラーの"
                + "戻るボタンが非表示か、左側のバーボタンアイテムに置き換えられているあいだは、\(displayName(of: navigation)) "
                + "がスワイプで戻る操作を拒否します（iOS で観察された動作で、ドキュメントには記載がありません）。"
        case .shouldBeginFalse(let reason):
            return "認識の条件は満たしています（\(japaneseClause(of: reason))）。しかし、デリゲートの "
                + "gestureRecognizerShouldBegin(_:) が false を返したため、この認識子は失敗し、タッチはビューへ進みます。"
        case .otherRecognized(let other, let wait):
            return "\(recognizerName(other, in: .japanese)) が失敗するのを待ちます（\(Self.japaneseWords(of: wait))）が、"
                + "その認識子が認識しました。"
        case .waited(let reason, let other, let wait):
            return japaneseWords(of: reason) + "その前に、\(recognizerName(other, in: .japanese)) が失敗するのを待ち"
                + "（\(Self.japaneseWords(of: wait))）、実際に失敗しました。"
        case .excludedBy(let blocker):
            return "\(recognizerName(blocker, in: .japanese)) が先に認識しました。どちらのデリゲートも同時に認識することを"
                + "許可していません（gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)）。"
        }
    }

    /// スクロールビューがタッチをどう扱ったか、そしてその理由（日本語）。
    func japaneseWords(of scroll: ScrollViewResult) -> String {
        let scrollName = displayName(of: scroll.scrollView)
        let hit = displayName(of: scroll.hitView)
        switch scroll.contentTouches {
        case nil:
            return "指はコンテンツではなく、\(scrollName) そのものに触れました。"
        case .withheld:
            return "delaysContentTouches がタッチを保留し、その遅延のあいだに指が動きました。\(scrollName) はスクロールし、"
                + "\(hit) はタッチを受け取りませんでした。"
        case .cancelled:
            return "\(hit) がタッチを持っていましたが、ドラッグが始まったとき touchesShouldCancel(in:) が true を返したため、"
                + "\(scrollName) はそのタッチをキャンセルし（touchesCancelled）、スクロールしました。"
        case .keptByContent:
            return japaneseWords(of: scroll.judgement)
        case .delayedThenDelivered:
            return "delaysContentTouches は、指がスクロールしていないと \(scrollName) が判断するまで touchesBegan を"
                + "保留しました。その後、\(hit) はタッチ全体を受け取りました。" + japaneseWords(of: scroll.judgement)
        case .delivered:
            return "delaysContentTouches が false のため、\(hit) はタッチを発生と同時に受け取りました。"
                + japaneseWords(of: scroll.judgement)
        }
    }

    /// 文の中に入れる理由：最後の「。」を除いたもの。
    private func japaneseClause(of reason: RecognizerReason) -> Substring {
        let words = japaneseWords(of: reason)
        return words.dropLast(words.hasSuffix("。") ? 1 : 0)
    }

    private static func japaneseWords(of axis: RecognizerReason.Axis) -> String {
        switch axis {
        case .horizontally: "横方向"
        case .vertically: "縦方向"
        }
    }

    private static func japaneseWords(of wait: RecognizerReason.Wait) -> String {
        switch wait {
        case .requireToFail: "require(toFail:)"
        case .delegateRequiresFailure: "デリゲートの gestureRecognizer(_:shouldRequireFailureOf:) がそう指定しています"
        case .otherDelegateRequiresFailure:
            "相手のデリゲートの gestureRecognizer(_:shouldBeRequiredToFailBy:) がそう指定しています"
        }
    }

    /// 「長押し（longPress）」：タッチの動きの名前と、そのコード。
    private static func japaneseName(of gesture: TouchGesture) -> String {
        switch gesture {
        case .tap: "タップ（tap）"
        case .longPress: "長押し（longPress）"
        case .pan: "パン（pan）"
        case .swipe: "スワイプ（swipe）"
        case .pinch: "ピンチ（pinch）"
        case .rotation: "回転（rotation）"
        }
    }

    /// 「ピンチ（pinch）」：認識子の種類の名前と、そのコード。
    private static func japaneseName(of kind: GestureRecognizer.Kind) -> String {
        switch kind {
        case .tap: "タップ（tap）"
        case .longPress: "長押し（longPress）"
        case .pan: "パン（pan）"
        case .swipe: "スワイプ（swipe）"
        case .pinch: "ピンチ（pinch）"
        case .rotation: "回転（rotation）"
        case .hover: "ホバー（hover）"
        case .custom: "カスタム（custom）"
        case .screenEdgePan: "画面端からのパン（screenEdgePan）"
        }
    }

    /// 「右」、複数なら「左、上」（UIKit の順）。
    private static func japaneseNames(of directions: GestureRecognizer.SwipeDirections) -> String {
        let named: [(String, GestureRecognizer.SwipeDirections)] = [
            ("右", .right), ("左", .left), ("上", .up), ("下", .down),
        ]
        return named.filter { directions.contains($0.1) }.map(\.0).joined(separator: "、")
    }
}
