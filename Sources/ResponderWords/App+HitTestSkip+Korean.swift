import ResponderCore

/// The Korean words of the skip table (App+HitTestSkip.swift): the rule and its checks live there, and only their
/// words live here.
extension App {
    /// What a rejected view is or has, in Korean, as a predicate that ends a sentence without its period, said after
    /// "X의 경우" or "각 뷰는": "숨겨져 있습니다". Nil for an outcome that is not a skip.
    ///
    /// - Parameters:
    ///   - reason: The skip.
    ///   - view: The view (the first of a run): whether it is hidden or only not in a window yet, and its class's
    ///     default for `isUserInteractionEnabled`.
    ///   - everyPoint: Said of every point (``skipReasonAtEveryPoint(of:)``), not of one touch.
    ///   - ofRun: Said of a run of siblings: nothing that holds of the first view only.
    func koreanSkipCondition(
        _ reason: HitTestOutcome, of view: Int, everyPoint: Bool = false, ofRun: Bool = false
    )
        -> String?
    {
        let node = responders[view]
        switch reason {
        case .singularTransform: return "transform에 역행렬이 없습니다(배율 0)"
        case .hitTestReturnsNil: return "hitTest(_:with:) 메서드를 오버라이드해 nil을 반환합니다"
        case .hidden: return node.isHidden || ofRun ? "숨겨져 있습니다" : "아직 윈도우 안에 없습니다"
        case .userInteractionDisabled:
            let byDefault = interactionOffByDefault(view, ofRun: ofRun)
            return "isUserInteractionEnabled = false입니다"
                + (byDefault.map { "(\($0)의 기본값)" } ?? "")
        case .transparent: return "alpha가 0.01 미만이며, 히트 테스트는 이를 보이지 않는 것으로 취급합니다"
        case .pointOutside:
            return everyPoint
                ? "point(inside:with:) 메서드를 오버라이드해 모든 곳에서 false를 반환합니다"
                : "그 지점을 포함하지 않습니다(point(inside:with:)가 false)"
        case .hit, .containsHit, .passedThrough, .interceptedBySelf, .redirected: return nil
        }
    }

    /// Why a view receives no touches, in Korean: what stops hit-testing at it or at an ancestor.
    func koreanExplanation(of block: TouchBlock, for view: Int) -> String {
        let own = block.responder == view
        let who = own ? displayName(of: view) : "조상 뷰인 " + displayName(of: block.responder)
        if let condition = koreanSkipCondition(block.reason, of: block.responder, everyPoint: true) {
            return own
                ? "\(who)의 경우 \(condition). 그래서 히트 테스트는 이 뷰와 그 서브뷰를 건너뜁니다."
                : "\(who)의 경우 \(condition). 그래서 히트 테스트는 그 뷰와 그 안에 있는 모든 것"
                    + "(\(displayName(of: view)) 포함)을 건너뜁니다."
        }
        switch block.reason {
        case .interceptedBySelf:
            return "\(who)에서 hitTest(_:with:) 메서드를 오버라이드해, 서브뷰에 묻지 않고 자기 자신을 반환합니다."
        case .redirected:
            return "\(who)에서 hitTest(_:with:) 메서드를 오버라이드해, 서브뷰에 묻지 않고 다른 뷰를 반환합니다."
        default:
            return "\(who)에는 터치가 전달됩니다."
        }
    }
}
