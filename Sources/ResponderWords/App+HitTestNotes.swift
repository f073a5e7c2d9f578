import ResponderCore

extension App {
    /// Writes why hit-testing did what it did with one view, or a summarised run of siblings, in `language`: each
    /// case's four languages side by side. The skips are worded by the skip table (App+HitTestSkip.swift), with its
    /// conditions.
    public func write<Sink: WordSink>(_ step: HitTestStep, in language: Language, to sink: inout Sink) {
        if step.count > 1 {
            Words.write(
                in: language,
                en: {
                    sink.write(String(step.count))
                    sink.write(" sibling views, ")
                    writeName(of: step.view, to: &sink)
                    sink.write(" through ")
                    writeName(of: step.lastView, or: "the last", to: &sink)
                    sink.write(", asked front to back: each ")
                    sink.write(skipCondition(step.outcome, of: step.view, ofRun: true) ?? "was rejected")
                    sink.write(", so hit-testing skips them and their subviews.")
                },
                ja: {
                    sink.write(String(step.count))
                    sink.write(" 個の兄弟ビュー（")
                    writeName(of: step.view, to: &sink)
                    sink.write(" から ")
                    writeName(of: step.lastView, or: "最後のビュー", to: &sink)
                    sink.write(" まで）を前面から順に調べました。どれも")
                    sink.write(skipCondition(step.outcome, of: step.view, ofRun: true, in: .japanese) ?? "除外された")
                    sink.write("ため、ヒットテストはそれらとそのサブビューを飛ばします。")
                },
                zh: {
                    sink.write(String(step.count))
                    sink.write(" 个同级视图（从 ")
                    writeName(of: step.view, to: &sink)
                    sink.write(" 到 ")
                    writeName(of: step.lastView, or: "最后一个", to: &sink)
                    sink.write("）按从前到后的顺序被询问：")
                    sink.write(
                        Self.chineseClause(
                            "每个视图",
                            skipCondition(step.outcome, of: step.view, ofRun: true, in: .simplifiedChinese) ?? "被拒绝了"))
                    sink.write("，所以命中测试跳过它们及其子视图。")
                },
                ko: {
                    sink.write("형제 뷰 ")
                    sink.write(String(step.count))
                    sink.write("개(")
                    writeName(of: step.view, to: &sink)
                    sink.write("부터 ")
                    writeName(of: step.lastView, or: "마지막 뷰", to: &sink)
                    sink.write("까지)에 앞에서부터 뒤로 차례대로 물었습니다. 각 뷰는 ")
                    sink.write(skipCondition(step.outcome, of: step.view, ofRun: true, in: .korean) ?? "거부되었습니다")
                    sink.write(". 그래서 히트 테스트는 그 뷰들과 서브뷰를 건너뜁니다.")
                })
            return
        }
        switch step.outcome {
        case .hit:
            Words.write(
                in: language,
                en: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" contains the point and none of its subviews does: it is the hit-test view.")
                },
                ja: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" はその点を含み、サブビューはどれも含まないので、これがヒットテストビューです。")
                },
                zh: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" 包含该点，而它的子视图都不包含：它就是命中测试视图。")
                },
                ko: {
                    writeName(of: step.view, to: &sink)
                    sink.write("은(는) 그 지점을 포함하고, 그 지점을 포함하는 서브뷰는 없습니다. 이 뷰가 히트 테스트 뷰입니다.")
                })
        case .containsHit:
            Words.write(
                in: language,
                en: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" contains the point; one of its subviews returned the hit-test view.")
                },
                ja: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" はその点を含み、サブビューの 1 つがヒットテストビューを返しました。")
                },
                zh: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" 包含该点；它的一个子视图返回了命中测试视图。")
                },
                ko: {
                    writeName(of: step.view, to: &sink)
                    sink.write("은(는) 그 지점을 포함하며, 서브뷰 하나가 히트 테스트 뷰를 반환했습니다.")
                })
        case .passedThrough:
            Words.write(
                in: language,
                en: {
                    writeName(of: step.view, to: &sink)
                    sink.write(
                        """
                         contains the point but its hitTest override returns nil instead of itself: the touch passes \
                        through.
                        """)
                },
                ja: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" はその点を含みますが、hitTest のオーバーライドが自分自身ではなく nil を返すので、タッチは通り抜けます。")
                },
                zh: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" 包含该点，但它重写的 hitTest 返回 nil 而不是它自己：触摸穿透过去。")
                },
                ko: {
                    writeName(of: step.view, to: &sink)
                    sink.write("은(는) 그 지점을 포함하지만, hitTest 오버라이드가 자기 자신 대신 nil을 반환합니다. 터치는 통과합니다.")
                })
        case .interceptedBySelf:
            Words.write(
                in: language,
                en: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" overrides hitTest(_:with:) to return itself without asking its subviews.")
                },
                ja: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" は hitTest(_:with:) をオーバーライドし、サブビューに問い合わせずに自分自身を返します。")
                },
                zh: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" 重写了 hitTest(_:with:)，不询问子视图就返回自身。")
                },
                ko: {
                    writeName(of: step.view, to: &sink)
                    sink.write("이(가) hitTest(_:with:) 메서드를 오버라이드해, 서브뷰에 묻지 않고 자기 자신을 반환합니다.")
                })
        case .redirected:
            Words.write(
                in: language,
                en: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" overrides hitTest(_:with:) to return ")
                    writeName(of: step.redirectedTo, or: "another view", to: &sink)
                    sink.write(".")
                },
                ja: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" は hitTest(_:with:) をオーバーライドし、")
                    if let redirectedTo = step.redirectedTo {
                        writeName(of: redirectedTo, to: &sink)
                        sink.write(" を返します。")
                    } else {
                        sink.write("別のビューを返します。")
                    }
                },
                zh: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" 重写了 hitTest(_:with:)，返回 ")
                    writeName(of: step.redirectedTo, or: "另一个视图", to: &sink)
                    sink.write("。")
                },
                ko: {
                    writeName(of: step.view, to: &sink)
                    sink.write("이(가) hitTest(_:with:) 메서드를 오버라이드했으며, 반환하는 뷰는 ")
                    writeName(of: step.redirectedTo, or: "다른 뷰", to: &sink)
                    sink.write("입니다.")
                })
        case .hidden, .userInteractionDisabled, .transparent, .pointOutside, .singularTransform, .hitTestReturnsNil:
            Words.write(
                in: language,
                en: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" ")
                    sink.write(skipCondition(step.outcome, of: step.view) ?? "was rejected")
                    sink.write(
                        step.outcome == .pointOutside
                            ? ", so hit-testing skips it and its subviews, even ones drawn there."
                            : ", so hit-testing skips it and its subviews.")
                },
                ja: {
                    writeName(of: step.view, to: &sink)
                    sink.write(" は")
                    sink.write(skipCondition(step.outcome, of: step.view, in: .japanese) ?? "除外された")
                    sink.write(
                        step.outcome == .pointOutside
                            ? "ため、ヒットテストはこのビューとそのサブビューを、その点に描かれているものも含めて飛ばします。"
                            : "ため、ヒットテストはこのビューとそのサブビューを飛ばします。")
                },
                zh: {
                    sink.write(
                        Self.chineseClause(
                            displayName(of: step.view),
                            skipCondition(step.outcome, of: step.view, in: .simplifiedChinese) ?? "被拒绝了"))
                    sink.write(
                        step.outcome == .pointOutside
                            ? "，所以命中测试跳过它及其子视图，即使子视图就绘制在那里。"
                            : "，所以命中测试跳过它及其子视图。")
                },
                ko: {
                    writeName(of: step.view, to: &sink)
                    sink.write("은(는) ")
                    sink.write(skipCondition(step.outcome, of: step.view, in: .korean) ?? "거부되었습니다")
                    sink.write(
                        step.outcome == .pointOutside
                            ? ". 그래서 히트 테스트는 이 뷰와 그 서브뷰를, 그 지점에 그려진 서브뷰까지 건너뜁니다."
                            : ". 그래서 히트 테스트는 이 뷰와 그 서브뷰를 건너뜁니다.")
                })
        }
    }

    /// Why hit-testing did what it did with one view (or a summarised run of siblings), in `language`.
    public func explanation(of step: HitTestStep, in language: Language) -> String {
        var text = ""
        write(step, in: language, to: &text)
        return text
    }

    /// Why hit-testing did what it did with one view (or a summarised run of siblings), in plain English.
    public func explanation(of step: HitTestStep) -> String { explanation(of: step, in: .english) }
}
