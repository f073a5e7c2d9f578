import ResponderCore

extension App {
    /// Writes why hit-testing did what it did with one view, or a summarised run of siblings, in Korean. The skips
    /// are worded by the skip table's Korean words (HitTesting/App+HitTestSkip+Korean.swift).
    func writeKorean<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) {
        if step.count > 1 {
            sink.write("형제 뷰 ")
            sink.write(String(step.count))
            sink.write("개(")
            writeName(of: step.view, to: &sink)
            sink.write("부터 ")
            writeName(of: step.lastView, or: "마지막 뷰", to: &sink)
            sink.write("까지)에 앞에서부터 뒤로 차례대로 물었습니다. 각 뷰는 ")
            sink.write(skipCondition(step.outcome, of: step.view, ofRun: true, in: .korean) ?? "거부되었습니다")
            sink.write(". 그래서 히트 테스트는 그 뷰들과 서브뷰를 건너뜁니다.")
            return
        }
        writeName(of: step.view, to: &sink)
        switch step.outcome {
        case .hit: sink.write("의 경우 그 지점을 포함하고, 그 지점을 포함하는 서브뷰는 없습니다. 이 뷰가 히트 테스트 뷰입니다.")
        case .containsHit: sink.write("의 경우 그 지점을 포함하며, 서브뷰 하나가 히트 테스트 뷰를 반환했습니다.")
        case .passedThrough:
            sink.write("의 경우 그 지점을 포함하지만, hitTest 오버라이드가 자기 자신 대신 nil을 반환합니다. 터치는 통과합니다.")
        case .interceptedBySelf:
            sink.write("에서 hitTest(_:with:) 메서드를 오버라이드해, 서브뷰에 묻지 않고 자기 자신을 반환합니다.")
        case .redirected:
            sink.write("에서 hitTest(_:with:) 메서드를 오버라이드했으며, 반환하는 뷰는 ")
            writeName(of: step.redirectedTo, or: "다른 뷰", to: &sink)
            sink.write("입니다.")
        case .hidden, .userInteractionDisabled, .transparent, .pointOutside, .singularTransform, .hitTestReturnsNil:
            sink.write("의 경우 ")
            sink.write(skipCondition(step.outcome, of: step.view, in: .korean) ?? "거부되었습니다")
            sink.write(
                step.outcome == .pointOutside
                    ? ". 그래서 히트 테스트는 이 뷰와 그 서브뷰를, 그 지점에 그려진 서브뷰까지 건너뜁니다."
                    : ". 그래서 히트 테스트는 이 뷰와 그 서브뷰를 건너뜁니다.")
        }
    }
}
