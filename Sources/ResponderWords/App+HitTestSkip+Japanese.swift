import ResponderCore

/// The Japanese words of the skip table (App+HitTestSkip.swift, the one home of the rule): what a rejected view is or
/// has, and why a view receives no touches. The checks, and the facts that choose between words, are read from that
/// file; only the words are here.
extension App {
    /// 飛ばされたビューの状態（日本語）。ビューの名前と「は」の後、または「どれも」の後に続き、「ため、」が後に付く、
    /// 日本語で始まる述語：「非表示になっている」。スキップでない結果には nil。
    ///
    /// - Parameters:
    ///   - reason: The skip.
    ///   - view: The view (the first of a run).
    ///   - everyPoint: Said of every point, not of one touch.
    ///   - ofRun: Said of a run of siblings.
    func japaneseSkipCondition(
        _ reason: HitTestOutcome, of view: Int, everyPoint: Bool = false, ofRun: Bool = false
    )
        -> String?
    {
        switch reason {
        case .singularTransform: return "逆変換できない transform（スケールが 0）を持っている"
        case .hitTestReturnsNil: return "オーバーライドした hitTest(_:with:) で nil を返している"
        case .hidden: return isSaidHidden(view, ofRun: ofRun) ? "非表示になっている" : "まだウインドウに入っていない"
        case .userInteractionDisabled:
            return "ユーザー操作が無効になっている（isUserInteractionEnabled = false"
                + (interactionOffByDefault(view, ofRun: ofRun).map { "、\($0) のデフォルト値" } ?? "") + "）"
        case .transparent: return "不透明度（alpha）が 0.01 未満で、ヒットテストでは見えないものとして扱われる"
        case .pointOutside:
            return everyPoint
                ? "オーバーライドした point(inside:with:) がどこでも false を返す"
                : "その点を含まない（point(inside:with:) が false）"
        case .hit, .containsHit, .passedThrough, .interceptedBySelf, .redirected: return nil
        }
    }

    /// ビューがタッチを受け取らない理由（日本語）：そのビューか祖先で、ヒットテストを止めているもの。
    func japaneseExplanation(of block: TouchBlock, for view: Int) -> String {
        let own = block.responder == view
        let who = own ? displayName(of: view) : "祖先の " + displayName(of: block.responder)
        if let condition = japaneseSkipCondition(block.reason, of: block.responder, everyPoint: true) {
            return own
                ? "\(who) は\(condition)ため、ヒットテストはこのビューとそのサブビューを飛ばします。"
                : "\(who) は\(condition)ため、ヒットテストはその祖先と中にあるものすべてを、\(displayName(of: view)) "
                    + "も含めて飛ばします。"
        }
        switch block.reason {
        case .interceptedBySelf:
            return "\(who) は hitTest(_:with:) をオーバーライドし、サブビューに問い合わせずに自分自身を返します。"
        case .redirected:
            return "\(who) は hitTest(_:with:) をオーバーライドし、サブビューに問い合わせずに別のビューを返します。"
        default:
            return "\(who) はタッチを受け取ります。"
        }
    }
}
