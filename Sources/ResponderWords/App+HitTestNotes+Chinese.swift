import ResponderCore

extension App {
    /// Writes why hit-testing did what it did with one view, or a summarised run of siblings, in Simplified Chinese.
    /// The skips are worded by the skip table's Chinese words (HitTesting/App+HitTestSkip+Chinese.swift).
    func writeChinese<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) {
        if step.count > 1 {
            sink.write(String(step.count))
            sink.write(" 个同级视图（从 ")
            writeName(of: step.view, to: &sink)
            sink.write(" 到 ")
            writeName(of: step.lastView, or: "最后一个", to: &sink)
            sink.write("）按从前到后的顺序被询问：")
            sink.write(
                Self.chineseClause(
                    "每个视图", skipCondition(step.outcome, of: step.view, ofRun: true, in: .simplifiedChinese) ?? "被拒绝了"))
            sink.write("，所以命中测试跳过它们及其子视图。")
            return
        }
        switch step.outcome {
        case .hit:
            writeName(of: step.view, to: &sink)
            sink.write(" 包含该点，而它的子视图都不包含：它就是命中测试视图。")
        case .containsHit:
            writeName(of: step.view, to: &sink)
            sink.write(" 包含该点；它的一个子视图返回了命中测试视图。")
        case .passedThrough:
            writeName(of: step.view, to: &sink)
            sink.write(" 包含该点，但它重写的 hitTest 返回 nil 而不是它自己：触摸穿透过去。")
        case .interceptedBySelf:
            writeName(of: step.view, to: &sink)
            sink.write(" 重写了 hitTest(_:with:)，不询问子视图就返回自身。")
        case .redirected:
            writeName(of: step.view, to: &sink)
            sink.write(" 重写了 hitTest(_:with:)，返回 ")
            writeName(of: step.redirectedTo, or: "另一个视图", to: &sink)
            sink.write("。")
        case .hidden, .userInteractionDisabled, .transparent, .pointOutside, .singularTransform, .hitTestReturnsNil:
            sink.write(
                Self.chineseClause(
                    displayName(of: step.view),
                    skipCondition(step.outcome, of: step.view, in: .simplifiedChinese) ?? "被拒绝了"))
            sink.write(
                step.outcome == .pointOutside
                    ? "，所以命中测试跳过它及其子视图，即使子视图就绘制在那里。"
                    : "，所以命中测试跳过它及其子视图。")
        }
    }
}
