import ResponderCore

/// The words of the skip table (ResponderCore's HitTesting/App+HitTestSkip.swift), each case's four languages side by
/// side: the rule and its checks live there, and only their words live here.
extension App {
    /// What a rejected view is or has, in `language`, said where each language's sentences put it: in English after
    /// its name or after "each" ("is hidden"); in Japanese after 「は」 or 「どれも」 and before 「ため、」
    /// (「非表示になっている」); in Simplified Chinese after its subject, joined by ``chineseClause(_:_:)`` ("已隐藏");
    /// in Korean as a predicate that ends a sentence without its period, after "X은(는)" or "각 뷰는"
    /// ("숨겨져 있습니다"). Nil for an outcome that is not a skip.
    ///
    /// - Parameters:
    ///   - reason: The skip.
    ///   - view: The view (the first of a run): whether it is hidden or only not in a window yet, and its class's
    ///     default for `isUserInteractionEnabled`.
    ///   - everyPoint: Said of every point (``skipReasonAtEveryPoint(of:)``), not of one touch.
    ///   - ofRun: Said of a run of siblings: nothing that holds of the first view only.
    ///   - language: The language.
    public func skipCondition(
        _ reason: HitTestOutcome, of view: Int, everyPoint: Bool = false, ofRun: Bool = false, in language: Language
    )
        -> String?
    {
        switch reason {
        case .singularTransform:
            return Words.say(
                in: language,
                en: "has a transform that cannot be inverted (a zero scale)",
                ja: "逆変換できない transform（スケールが 0）を持っている",
                zh: "带有一个无法求逆的变换（缩放为零）",
                ko: "transform에 역행렬이 없습니다(배율 0)")
        case .hitTestReturnsNil:
            return Words.say(
                in: language,
                en: "overrides hitTest(_:with:) to return nil",
                ja: "オーバーライドした hitTest(_:with:) で nil を返している",
                zh: "重写了 hitTest(_:with:) 并返回 nil",
                ko: "hitTest(_:with:) 메서드를 오버라이드해 nil을 반환합니다")
        case .hidden:
            return Words.say(
                in: language,
                en: isSaidHidden(view, ofRun: ofRun) ? "is hidden" : "is not in a window yet",
                ja: isSaidHidden(view, ofRun: ofRun) ? "非表示になっている" : "まだウインドウに入っていない",
                zh: isSaidHidden(view, ofRun: ofRun) ? "已隐藏" : "还不在任何窗口中",
                ko: isSaidHidden(view, ofRun: ofRun) ? "숨겨져 있습니다" : "아직 윈도우 안에 없습니다")
        case .userInteractionDisabled:
            return Words.say(
                in: language,
                en: "has isUserInteractionEnabled = false"
                    + (interactionOffByDefault(view, ofRun: ofRun).map { " (the default for \($0))" } ?? ""),
                ja: "ユーザー操作が無効になっている（isUserInteractionEnabled = false"
                    + (interactionOffByDefault(view, ofRun: ofRun).map { "、\($0) のデフォルト値" } ?? "") + "）",
                zh: "的 isUserInteractionEnabled = false"
                    + (interactionOffByDefault(view, ofRun: ofRun).map { "（这是 \($0) 的默认值）" } ?? ""),
                ko: "isUserInteractionEnabled = false입니다"
                    + (interactionOffByDefault(view, ofRun: ofRun).map { "(\($0)의 기본값)" } ?? ""))
        case .transparent:
            return Words.say(
                in: language,
                en: "has alpha below 0.01, which hit-testing treats as invisible",
                ja: "不透明度（alpha）が 0.01 未満で、ヒットテストでは見えないものとして扱われる",
                zh: "的 alpha 低于 0.01，命中测试把它视为不可见",
                ko: "alpha가 0.01 미만이며, 히트 테스트는 이를 보이지 않는 것으로 취급합니다")
        case .pointOutside:
            return Words.say(
                in: language,
                en: everyPoint
                    ? "overrides point(inside:with:) to return false everywhere"
                    : "does not contain the point (point(inside:with:) is false)",
                ja: everyPoint
                    ? "オーバーライドした point(inside:with:) がどこでも false を返す"
                    : "その点を含まない（point(inside:with:) が false）",
                zh: everyPoint
                    ? "重写了 point(inside:with:)，在任何位置都返回 false"
                    : "不包含该点（point(inside:with:) 为 false）",
                ko: everyPoint
                    ? "point(inside:with:) 메서드를 오버라이드해 모든 곳에서 false를 반환합니다"
                    : "그 지점을 포함하지 않습니다(point(inside:with:)가 false)")
        case .hit, .containsHit, .passedThrough, .interceptedBySelf, .redirected:
            return nil
        }
    }

    /// What a rejected view is or has, in English: "is hidden" (``skipCondition(_:of:everyPoint:ofRun:in:)``).
    public func skipCondition(
        _ reason: HitTestOutcome, of view: Int, everyPoint: Bool = false, ofRun: Bool = false
    )
        -> String?
    {
        skipCondition(reason, of: view, everyPoint: everyPoint, ofRun: ofRun, in: .english)
    }

    /// Whether a view skipped as hidden is said to be hidden, rather than not in a window yet (a run of siblings is
    /// hidden: a detached view is asked alone). Every language's condition reads it.
    func isSaidHidden(_ view: Int, ofRun: Bool) -> Bool { responders[view].isHidden || ofRun }

    /// The name of the UIKit class whose default left a view's `isUserInteractionEnabled` false
    /// (``classLeavingInteractionOff(of:)``), to be said after the condition; nil when the class enables
    /// interaction, or when said of a run of siblings. Every language's condition reads it.
    func interactionOffByDefault(_ view: Int, ofRun: Bool) -> String? {
        ofRun ? nil : classLeavingInteractionOff(of: view)?.name
    }

    /// Why a view receives no touches, in plain words, in `language`: what stops hit-testing at it or at an ancestor.
    public func explanation(of block: TouchBlock, for view: Int, in language: Language) -> String {
        let own = block.responder == view
        let who = Words.say(
            in: language,
            en: own ? displayName(of: view) : "Its ancestor " + displayName(of: block.responder),
            ja: own ? displayName(of: view) : "祖先の " + displayName(of: block.responder),
            zh: own ? displayName(of: view) : "它的祖先视图 " + displayName(of: block.responder),
            ko: own ? displayName(of: view) : "조상 뷰인 " + displayName(of: block.responder))
        if let condition = skipCondition(block.reason, of: block.responder, everyPoint: true, in: language) {
            return Words.say(
                in: language,
                en: own
                    ? "\(who) \(condition), so hit-testing skips it and its subviews."
                    : "\(who) \(condition), so hit-testing skips it and everything inside it, \(displayName(of: view)) "
                        + "included.",
                ja: own
                    ? "\(who) は\(condition)ため、ヒットテストはこのビューとそのサブビューを飛ばします。"
                    : "\(who) は\(condition)ため、ヒットテストはその祖先と中にあるものすべてを、\(displayName(of: view)) "
                        + "も含めて飛ばします。",
                zh: own
                    ? Self.chineseClause(who, condition) + "，所以命中测试跳过它及其子视图。"
                    : Self.chineseClause(who, condition) + "，所以命中测试跳过它及其内部的一切，包括 \(displayName(of: view))。",
                ko: own
                    ? "\(who)은(는) \(condition). 그래서 히트 테스트는 이 뷰와 그 서브뷰를 건너뜁니다."
                    : "\(who)은(는) \(condition). 그래서 히트 테스트는 그 뷰와 그 안에 있는 모든 것"
                        + "(\(displayName(of: view)) 포함)을 건너뜁니다.")
        }
        switch block.reason {
        case .interceptedBySelf:
            return Words.say(
                in: language,
                en: "\(who) overrides hitTest(_:with:) to return itself without asking its subviews.",
                ja: "\(who) は hitTest(_:with:) をオーバーライドし、サブビューに問い合わせずに自分自身を返します。",
                zh: "\(who) 重写了 hitTest(_:with:)，不询问子视图就返回自身。",
                ko: "\(who)이(가) hitTest(_:with:) 메서드를 오버라이드해, 서브뷰에 묻지 않고 자기 자신을 반환합니다.")
        case .redirected:
            return Words.say(
                in: language,
                en: "\(who) overrides hitTest(_:with:) to return another view without asking its subviews.",
                ja: "\(who) は hitTest(_:with:) をオーバーライドし、サブビューに問い合わせずに別のビューを返します。",
                zh: "\(who) 重写了 hitTest(_:with:)，不询问子视图就返回另一个视图。",
                ko: "\(who)이(가) hitTest(_:with:) 메서드를 오버라이드해, 서브뷰에 묻지 않고 다른 뷰를 반환합니다.")
        default:
            return Words.say(
                in: language,
                en: "\(who) receives touches.",
                ja: "\(who) はタッチを受け取ります。",
                zh: "\(who) 可以接收触摸。",
                ko: "\(who)에는 터치가 전달됩니다.")
        }
    }

    /// Why a view receives no touches, in plain English.
    public func explanation(of block: TouchBlock, for view: Int) -> String {
        explanation(of: block, for: view, in: .english)
    }
}

// MARK: - the Simplified Chinese words' own helpers

extension App {
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
