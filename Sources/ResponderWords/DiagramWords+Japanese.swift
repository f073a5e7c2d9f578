import ResponderCore

extension DiagramWords {
    /// A phrase in Japanese: labels as short noun phrases, tooltips and the description in polite sentences.
    static func japanese(_ phrase: DiagramPhrase) -> String {
        switch phrase {
        case .ladderHeading: return "レスポンダーチェーン"
        case .walkHeading(let action): return "\(action) がたどるレスポンダーチェーン"
        case .walkAnswer(let action, let answer):
            switch answer {
            case .performs: return action + "：ここで実行されます"
            case .declines: return action + "：実装していますが、canPerformAction(_:withSender:) が拒否します"
            case .doesNotImplement: return action + "：実装していません"
            }
        case .walkDiscarded: return "誰も実行しなかったため、アクションは破棄されます"
        case .touchPathTitle(let number, let from, let to): return "指 \(number) は \(from) に触れ、\(to) で離れます"
        case .recognizersHeading: return "ジェスチャー認識"
        case .legend(let role):
            switch role {
            case .swallowed: return "タッチを飲み込んだ"
            case .handler: return "イベントを処理した"
            case .performer: return "アクションを実行した"
            case .starved: return "タッチが届かなかった"
            case .hitView: return "ヒットテストで選ばれたビュー"
            case .diagnosed: return "診断で名前が挙がった"
            case .hitTestOverride: return "hitTest のオーバーライドが決めた"
            case .containsHit: return "ヒットしたビューを含む"
            case .skipped: return "ヒットテストで飛ばされた"
            case .hidden: return "非表示"
            case .noTouches: return "タッチを受け取らない"
            case .synthesized: return "UIKit が挿入したビュー"
            case .finger: return "指"
            case .touchPath: return "指の軌跡（離す位置まで）"
            case .chain: return "次のレスポンダーとそのビュー"
            case .hitArea: return "フレームより広いヒット領域"
            }
        case .roleSentence(let role):
            switch role {
            case .swallowed: return "タッチを飲み込みました（super を呼ばないオーバーライド）。"
            case .handler: return "イベントを処理しました。"
            case .starved: return "オーバーライドしたタッチのメソッドが一度も呼ばれませんでした。"
            case .hitView: return "ヒットテストで選ばれたビューです。"
            case .diagnosed: return "警告またはエラーの診断で名前が挙がっています。"
            default: return japanese(.legend(role))
            }
        case .keyWindow: return "キーウインドウです。"
        case .inserted(let owner):
            return owner.map { "実行時に UIKit が \($0) のために挿入しました。" } ?? "実行時に UIKit が挿入しました。"
        case .hitTestOutcome(let outcome): return "ヒットテストの結果：" + outcome
        case .hitArea(let rule, let width, let height):
            switch rule {
            case .bounds: return ""
            case .minimumSize:
                return "point(inside:) は中心のまわりの少なくとも \(width)×\(height) ポイントを受け付けます（破線の輪郭）。"
            case .insets: return "point(inside:) はエッジのインセットを加えた bounds を使います（破線の輪郭）。"
            case .always: return "point(inside:) はすべての点を受け付けます。"
            case .never: return "point(inside:) はどの点も受け付けません。"
            }
        case .chainEnds(let explanation): return "チェーンはここで終わります：" + explanation
        case .fingerTitle(let number, let at, let hit):
            return "指 \(number)、\(at)：" + (hit.map { "\($0) に当たります" } ?? "どのビューにも当たりません")
        case .counts(let windows, let views): return "ウインドウ \(windows) 個、ビュー \(views) 個です。"
        case .finger(let number, let at, let hit):
            return "指 \(number) は \(at) で" + (hit.map { " \($0) に当たります。" } ?? "どのビューにも当たりません。")
        case .handled(let handler, let outcome): return "\(handler) が処理しました（\(outcome)）。"
        case .outcome(let outcome): return "結果は \(outcome) です。"
        case .chain(let names): return "レスポンダーチェーン：" + names.joined(separator: " → ") + "。"
        case .owned(let className, let owner): return "\(owner) の \(className)"
        case .eventTitle(let index): return "イベント \(index)"
        case .chainTitle(let name): return "\(name) からのレスポンダーチェーン"
        }
    }
}
