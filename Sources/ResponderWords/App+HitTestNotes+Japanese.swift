import ResponderCore

extension App {
    /// Writes why hit-testing did what it did with one view, or a summarised run of siblings, in Japanese. The skips
    /// are worded by the skip table's Japanese (HitTesting/App+HitTestSkip+Japanese.swift).
    func writeJapanese<Sink: WordSink>(_ step: HitTestStep, to sink: inout Sink) {
        if step.count > 1 {
            sink.write(String(step.count))
            sink.write(" 個の兄弟ビュー（")
            writeName(of: step.view, to: &sink)
            sink.write(" から ")
            writeName(of: step.lastView, or: "最後のビュー", to: &sink)
            sink.write(" まで）を前面から順に調べました。どれも")
            sink.write(skipCondition(step.outcome, of: step.view, ofRun: true, in: .japanese) ?? "除外された")
            sink.write("ため、ヒットテストはそれらとそのサブビューを飛ばします。")
            return
        }
        writeName(of: step.view, to: &sink)
        switch step.outcome {
        case .hit: sink.write(" はその点を含み、サブビューはどれも含まないので、これがヒットテストビューです。")
        case .containsHit: sink.write(" はその点を含み、サブビューの 1 つがヒットテストビューを返しました。")
        case .passedThrough:
            sink.write(" はその点を含みますが、hitTest のオーバーライドが自分自身ではなく nil を返すので、タッチは通り抜けます。")
        case .interceptedBySelf:
            sink.write(" は hitTest(_:with:) をオーバーライドし、サブビューに問い合わせずに自分自身を返します。")
        case .redirected:
            sink.write(" は hitTest(_:with:) をオーバーライドし、")
            if let redirectedTo = step.redirectedTo {
                writeName(of: redirectedTo, to: &sink)
                sink.write(" を返します。")
            } else {
                sink.write("別のビューを返します。")
            }
        case .hidden, .userInteractionDisabled, .transparent, .pointOutside, .singularTransform, .hitTestReturnsNil:
            sink.write(" は")
            sink.write(skipCondition(step.outcome, of: step.view, in: .japanese) ?? "除外された")
            sink.write(
                step.outcome == .pointOutside
                    ? "ため、ヒットテストはこのビューとそのサブビューを、その点に描かれているものも含めて飛ばします。"
                    : "ため、ヒットテストはこのビューとそのサブビューを飛ばします。")
        }
    }
}
