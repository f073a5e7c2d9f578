import ResponderCore

/// The Simplified Chinese words of the skip table (App+HitTestSkip.swift): the rule and its checks live there, and
/// only their words live here.
extension App {
    /// What a rejected view is or has, said after its name or after "每个都": "已隐藏". Nil for an outcome that is
    /// not a skip.
    ///
    /// - Parameters:
    ///   - reason: The skip.
    ///   - view: The view (the first of a run): whether it is hidden or only not in a window yet, and its class's
    ///     default for `isUserInteractionEnabled`.
    ///   - everyPoint: Said of every point (``skipReasonAtEveryPoint(of:)``), not of one touch.
    ///   - ofRun: Said of a run of siblings: nothing that holds of the first view only.
    func chineseSkipCondition(
        _ reason: HitTestOutcome, of view: Int, everyPoint: Bool = false, ofRun: Bool = false
    )
        -> String?
    {
        let node = responders[view]
        switch reason {
        case .singularTransform: return "带有一个无法求逆的变换（缩放为零）"
        case .hitTestReturnsNil: return "重写了 hitTest(_:with:) 并返回 nil"
        case .hidden: return node.isHidden || ofRun ? "已隐藏" : "还不在任何窗口中"
        case .userInteractionDisabled:
            let byDefault = interactionOffByDefault(view, ofRun: ofRun)
            return "的 isUserInteractionEnabled = false"
                + (byDefault.map { "（这是 \($0) 的默认值）" } ?? "")
        case .transparent: return "的 alpha 低于 0.01，命中测试把它视为不可见"
        case .pointOutside:
            return everyPoint
                ? "重写了 point(inside:with:)，在任何位置都返回 false"
                : "不包含该点（point(inside:with:) 为 false）"
        case .hit, .containsHit, .passedThrough, .interceptedBySelf, .redirected: return nil
        }
    }

    /// Why a view receives no touches, in Simplified Chinese: what stops hit-testing at it or at an ancestor.
    func chineseExplanation(of block: TouchBlock, for view: Int) -> String {
        let own = block.responder == view
        let who = own ? displayName(of: view) : "它的祖先视图 " + displayName(of: block.responder)
        if let condition = chineseSkipCondition(block.reason, of: block.responder, everyPoint: true) {
            return own
                ? Self.chineseClause(who, condition) + "，所以命中测试跳过它及其子视图。"
                : Self.chineseClause(who, condition) + "，所以命中测试跳过它及其内部的一切，包括 \(displayName(of: view))。"
        }
        switch block.reason {
        case .interceptedBySelf:
            return "\(who) 重写了 hitTest(_:with:)，不询问子视图就返回自身。"
        case .redirected:
            return "\(who) 重写了 hitTest(_:with:)，不询问子视图就返回另一个视图。"
        default:
            return "\(who) 可以接收触摸。"
        }
    }

    /// A subject and what it is or has, spaced the way the Chinese files space code: a space between a name (or
    /// code) and Chinese, none between Chinese and Chinese. "UIView 'a' 已隐藏", "每个视图的 alpha 低于 0.01".
    static func chineseClause(_ subject: String, _ condition: String) -> String {
        let spaced = !isChinese(subject.unicodeScalars.last) || !isChinese(condition.unicodeScalars.first)
        return subject + (spaced ? " " : "") + condition
    }

    /// Whether a character is Chinese text or its punctuation (CJK symbols, Han, full-width forms).
    private static func isChinese(_ scalar: Unicode.Scalar?) -> Bool {
        guard let value = scalar?.value else { return true }
        return (0x3000...0x9FFF).contains(value) || (0xFF00...0xFFEF).contains(value)
    }
}
