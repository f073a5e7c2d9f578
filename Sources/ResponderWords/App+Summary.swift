import ResponderCore

extension App {
    /// One sentence a learner reads first, in `language`, as a `String` (for tests and the text report; an answer
    /// writes it with ``writeSummary(of:in:to:)`` straight into its bytes).
    public func summary(of result: EventResult, in language: Language) -> String {
        var text = ""
        writeSummary(of: result, in: language, to: &text)
        return text
    }

    /// One sentence a learner reads first, in plain English.
    public func summary(of result: EventResult) -> String { summary(of: result, in: .english) }

    /// Writes the one sentence a learner reads first, in `language`: what happened, then each action, selection and
    /// first-responder change (``writeConsequences(of:in:to:)``). Each outcome's four languages are side by side; the
    /// sentence is written as fixed pieces and names, in order, so no `String` is made for it.
    ///
    /// In Korean, a name is followed by 에서, 의 or 입니다, or by a noun ("delete: 액션을"), never by a particle that
    /// changes with its last sound (but 이(가), which reads either way).
    ///
    /// - Parameters:
    ///   - result: The event's result.
    ///   - language: The language of the words.
    ///   - sink: Where the words go.
    public func writeSummary<Sink: WordSink>(of result: EventResult, in language: Language, to sink: inout Sink) {
        if case .hover = result.event { return writeHoverSummary(of: result, in: language, to: &sink) }
        switch result.outcome {
        case .handled:
            if case .action(let event) = result.event {
                Words.write(
                    in: language,
                    en: {
                        writeName(of: result.handler, or: "A responder", to: &sink)
                        sink.write(" performed ")
                        sink.write(event.action.name)
                        sink.write(".")
                    },
                    ja: {
                        writeNameAndSpace(of: result.handler, or: "あるレスポンダー", to: &sink)
                        sink.write("が ")
                        sink.write(event.action.name)
                        sink.write(" を実行しました。")
                    },
                    zh: {
                        writeNameAndSpace(of: result.handler, or: "某个响应者", to: &sink)
                        sink.write("执行了 ")
                        sink.write(event.action.name)
                        sink.write("。")
                    },
                    ko: {
                        writeName(of: result.handler, or: "어떤 리스폰더", to: &sink)
                        sink.write("이(가) ")
                        sink.write(event.action.name)
                        sink.write(" 액션을 실행했습니다.")
                    })
                return
            }
            Words.write(
                in: language,
                en: {
                    writeName(of: result.handler, or: "A responder", to: &sink)
                    sink.write(" handled the ")
                    sink.write(result.event.kind)
                    sink.write(" event")
                    writeConsequences(of: result, in: language, to: &sink)
                    sink.write(".")
                },
                ja: {
                    writeNameAndSpace(of: result.handler, or: "あるレスポンダー", to: &sink)
                    sink.write("が")
                    sink.write(japaneseName(of: result.event))
                    sink.write("を処理しました。")
                    writeConsequences(of: result, in: language, to: &sink)
                },
                zh: {
                    writeNameAndSpace(of: result.handler, or: "某个响应者", to: &sink)
                    sink.write("处理了")
                    sink.write(chineseName(of: result.event))
                    writeConsequences(of: result, in: language, to: &sink)
                    sink.write("。")
                },
                ko: {
                    writeName(of: result.handler, or: "어떤 리스폰더", to: &sink)
                    sink.write("이(가) ")
                    sink.write(koreanName(of: result.event))
                    sink.write("를 처리했습니다.")
                    writeConsequences(of: result, in: language, to: &sink)
                })
        case .swallowed:
            let starved = result.deliveries.first?.starved.count ?? 0
            Words.write(
                in: language,
                en: {
                    writeName(of: result.handler, or: "A responder", to: &sink)
                    sink.write(" swallowed the event (an override without super)")
                    guard starved > 0 else { return sink.write(".") }
                    sink.write("; ")
                    sink.write(String(starved))
                    sink.write(" responder(s) above it that implement the method never got it.")
                },
                ja: {
                    writeNameAndSpace(of: result.handler, or: "あるレスポンダー", to: &sink)
                    sink.write("がイベントを飲み込みました（super を呼ばないオーバーライド）。")
                    guard starved > 0 else { return }
                    sink.write("その先でこのメソッドを実装している ")
                    sink.write(String(starved))
                    sink.write(" 個のレスポンダーには届きませんでした。")
                },
                zh: {
                    writeNameAndSpace(of: result.handler, or: "某个响应者", to: &sink)
                    sink.write("吞掉了事件（重写时没有调用 super）")
                    guard starved > 0 else { return sink.write("。") }
                    sink.write("；链上在它之后、实现了该方法的 ")
                    sink.write(String(starved))
                    sink.write(" 个响应者始终没有收到它。")
                },
                ko: {
                    writeName(of: result.handler, or: "어떤 리스폰더", to: &sink)
                    sink.write("이(가) 이벤트를 삼켰습니다(super를 호출하지 않는 오버라이드).")
                    guard starved > 0 else { return }
                    sink.write(" 체인에서 그 뒤에 있으며 이 메서드를 구현한 리스폰더 ")
                    sink.write(String(starved))
                    sink.write("개는 이벤트를 받지 못했습니다.")
                })
        case .recognizedByGesture:
            if let scrolled = result.scrollViews.first(where: \.scrolled) {
                let lost = lostBeforeBegan(scrolled, in: result)
                Words.write(
                    in: language,
                    en: {
                        writeName(of: scrolled.scrollView, to: &sink)
                        sink.write(" scrolled: its own pan recognizer took the drag, and ")
                        writeName(of: result.start, or: "the view under the finger", to: &sink)
                        sink.write(lost ? " never received the touch" : " had its touch cancelled")
                        writeConsequences(of: result, in: language, to: &sink)
                        sink.write(".")
                    },
                    ja: {
                        writeName(of: scrolled.scrollView, to: &sink)
                        sink.write(" がスクロールしました。自身のパンのジェスチャー認識子がドラッグを引き受けたので、")
                        writeNameAndSpace(of: result.start, or: "指の下のビュー", to: &sink)
                        sink.write(lost ? "はタッチを一度も受け取りませんでした。" : "のタッチはキャンセルされました。")
                        writeConsequences(of: result, in: language, to: &sink)
                    },
                    zh: {
                        writeName(of: scrolled.scrollView, to: &sink)
                        sink.write(" 滚动了：它自己的拖移手势识别器接管了拖动，")
                        writeNameAndSpace(of: result.start, or: "手指下方的视图", to: &sink)
                        sink.write(lost ? "始终没有收到触摸" : "的触摸被取消")
                        writeConsequences(of: result, in: language, to: &sink)
                        sink.write("。")
                    },
                    ko: {
                        writeName(of: scrolled.scrollView, to: &sink)
                        sink.write("에서 스크롤이 일어났습니다. 자체 팬 제스처 인식기가 드래그를 가져갔으므로 ")
                        writeName(of: result.start, or: "손가락 아래의 뷰", to: &sink)
                        sink.write(lost ? "에는 터치가 전혀 전달되지 않았습니다." : "의 터치는 취소되었습니다.")
                        writeConsequences(of: result, in: language, to: &sink)
                    })
                return
            }
            let recognizer = result.recognizers.first { $0.outcome == .recognized }
                .map { gestureRecognizers[$0.recognizer] }
            let withheld = result.path.contains { $0.outcome == .withheld }
            /// `UITapGestureRecognizer 'tap'`.
            func writeRecognizer() {
                guard let recognizer else { return }
                sink.write(recognizer.className)
                sink.write(" '")
                sink.write(recognizer.id)
                sink.write("'")
            }
            Words.write(
                in: language,
                en: {
                    if recognizer == nil { sink.write("A gesture recognizer") } else { writeRecognizer() }
                    sink.write(" recognized the gesture, so the view's touches were ")
                    sink.write(withheld ? "never delivered" : "cancelled")
                    writeConsequences(of: result, in: language, to: &sink)
                    sink.write(".")
                },
                ja: {
                    if recognizer == nil { sink.write("ジェスチャー認識子") } else { writeRecognizer(); sink.write(" ") }
                    sink.write("がジェスチャーを認識したので、ビューのタッチは")
                    sink.write(withheld ? "一度も届けられませんでした。" : "キャンセルされました。")
                    writeConsequences(of: result, in: language, to: &sink)
                },
                zh: {
                    if recognizer == nil { sink.write("某个手势识别器") } else { writeRecognizer(); sink.write(" ") }
                    sink.write("识别了手势，所以视图的触摸")
                    sink.write(withheld ? "始终没有被传递" : "被取消了")
                    writeConsequences(of: result, in: language, to: &sink)
                    sink.write("。")
                },
                ko: {
                    if recognizer == nil { sink.write("어떤 제스처 인식기") } else { writeRecognizer() }
                    sink.write("이(가) 제스처를 인식했으므로 뷰의 터치는 ")
                    sink.write(withheld ? "전혀 전달되지 않았습니다." : "취소되었습니다.")
                    writeConsequences(of: result, in: language, to: &sink)
                })
        case .dropped:
            if case .action(let event) = result.event {
                Words.write(
                    in: language,
                    en: {
                        sink.write("No responder performed ")
                        sink.write(event.action.name)
                        sink.write("; UIKit discarded it.")
                    },
                    ja: {
                        sink.write(event.action.name)
                        sink.write(" を実行したレスポンダーはなく、UIKit はこれを破棄しました。")
                    },
                    zh: {
                        sink.write("没有响应者执行 ")
                        sink.write(event.action.name)
                        sink.write("；UIKit 丢弃了它。")
                    },
                    ko: {
                        sink.write(event.action.name)
                        sink.write(" 액션을 실행한 리스폰더가 없어 UIKit이 이를 버렸습니다.")
                    })
                return
            }
            Words.write(
                in: language,
                en: {
                    sink.write("Nothing handled the ")
                    sink.write(result.event.kind)
                    sink.write(" event; UIKit discarded it at the end of the chain")
                    writeConsequences(of: result, in: language, to: &sink)
                    sink.write(".")
                },
                ja: {
                    sink.write("どのレスポンダーも")
                    sink.write(japaneseName(of: result.event))
                    sink.write("を処理せず、UIKit はチェーンの終わりでこれを破棄しました。")
                    writeConsequences(of: result, in: language, to: &sink)
                },
                zh: {
                    sink.write("没有响应者处理")
                    sink.write(chineseName(of: result.event))
                    sink.write("；UIKit 在响应者链的末端丢弃了它")
                    writeConsequences(of: result, in: language, to: &sink)
                    sink.write("。")
                },
                ko: {
                    sink.write(koreanName(of: result.event))
                    sink.write("를 처리한 리스폰더가 없어 UIKit이 체인 끝에서 이를 버렸습니다.")
                    writeConsequences(of: result, in: language, to: &sink)
                })
        case .notDelivered:
            Words.write(
                in: language,
                en: {
                    sink.write("The ")
                    sink.write(result.event.kind)
                    sink.write(" event reached no responder: nothing was hit, so no chain walk started.")
                },
                ja: {
                    sink.write(japaneseName(of: result.event))
                    sink.write("はどのレスポンダーにも届きませんでした。何にもヒットしなかったので、チェーンの探索は始まっていません。")
                },
                zh: {
                    sink.write(chineseName(of: result.event))
                    sink.write("没有到达任何响应者：没有命中任何视图，所以没有开始沿响应者链传递。")
                },
                ko: {
                    sink.write(koreanName(of: result.event))
                    sink.write("가 어떤 리스폰더에도 도달하지 않았습니다. 아무것도 히트되지 않아 체인 탐색이 시작되지 않았습니다.")
                })
        case .takenByDimmingView:
            if let searching = searchDimmingTap(of: result) {
                Words.write(
                    in: language,
                    en: {
                        sink.write("The search dimming view of ")
                        writeName(of: searching, to: &sink)
                        sink.write(" took the tap: it ended the search.")
                    },
                    ja: {
                        writeName(of: searching, to: &sink)
                        sink.write(" の検索の減光ビューがタップを受け取り、検索を終了しました。")
                    },
                    zh: {
                        writeName(of: searching, to: &sink)
                        sink.write(" 的搜索变暗视图接收了轻点：它结束了搜索。")
                    },
                    ko: {
                        writeName(of: searching, to: &sink)
                        sink.write("의 검색 디밍 뷰가 탭을 받아 검색을 끝냈습니다.")
                    })
                return
            }
            let (presented, dismissed) = dimmingTap(of: result)
            /// The presented controller, named (in English when the tap's diagnostic is missing, as it always was).
            func writePresented() { writeName(of: presented, or: "the presented controller", to: &sink) }
            Words.write(
                in: language,
                en: {
                    sink.write("The dimming view around ")
                    writePresented()
                    sink.write(" took the tap: ")
                    guard dismissed else {
                        writePresented()
                        return sink.write(" is modal and stays; the tap did nothing.")
                    }
                    sink.write("it dismissed ")
                    writePresented()
                    sink.write(".")
                },
                ja: {
                    writePresented()
                    sink.write(" の周りの減光ビューがタップを受け取りました。")
                    writePresented()
                    sink.write(dismissed ? " は閉じられました。" : " はモーダルなので閉じず、タップは何も起こしません。")
                },
                zh: {
                    writePresented()
                    sink.write(" 周围的变暗视图接收了轻点：")
                    guard dismissed else {
                        writePresented()
                        return sink.write(" 是模态的，保持显示；轻点没有任何效果。")
                    }
                    sink.write("它关闭了 ")
                    writePresented()
                    sink.write("。")
                },
                ko: {
                    writePresented()
                    sink.write(" 주위의 디밍 뷰가 탭을 받았습니다. ")
                    writePresented()
                    sink.write(dismissed ? "이(가) 닫혔습니다." : "은(는) 모달이라 그대로 있고, 탭은 아무 효과가 없습니다.")
                })
        case .crashed:
            let crash = result.diagnostics.first { $0.code == .unrecognizedSelector }
            Words.write(
                in: language,
                en: {
                    sink.write("The app would crash: ")
                    guard let crash else { return sink.write("unrecognized selector sent to instance.") }
                    sink.write(wording(of: crash).message)
                },
                ja: {
                    sink.write("アプリはクラッシュします：")
                    guard let crash else { return sink.write("unrecognized selector sent to instance。") }
                    sink.write(wording(of: crash, in: .japanese).message)
                },
                zh: {
                    sink.write("应用会崩溃：")
                    guard let crash else { return sink.write("unrecognized selector sent to instance。") }
                    sink.write(wording(of: crash, in: .simplifiedChinese).message)
                },
                ko: {
                    sink.write("앱에서 크래시가 발생합니다: ")
                    guard let crash else { return sink.write("unrecognized selector sent to instance.") }
                    sink.write(wording(of: crash, in: .korean).message)
                })
        case .succeeded, .failed:
            // The step that says what the call returned: its note is the sentence, in every language.
            guard
                let step = result.path.last(where: { $0.outcome == .succeeded || $0.outcome == .failed })
                    ?? result.path.last
            else { return }
            write(step.words, of: step.responder, in: language, to: &sink)
        case .menuShown:
            let items = result.menu?.items.filter(\.shown) ?? []
            /// The shown items' actions, in the menu's order, `separator` between two.
            func writeItems(separator: StaticString) {
                for (position, item) in items.enumerated() {
                    if position > 0 { sink.write(separator) }
                    sink.write(item.action.name)
                }
            }
            Words.write(
                in: language,
                en: {
                    sink.write("The edit menu shows ")
                    writeItems(separator: ", ")
                    sink.write(".")
                },
                ja: {
                    sink.write("編集メニューに ")
                    writeItems(separator: "、")
                    sink.write(" が表示されます。")
                },
                zh: {
                    sink.write("编辑菜单显示 ")
                    writeItems(separator: "、")
                    sink.write("。")
                },
                ko: {
                    sink.write("편집 메뉴에 ")
                    writeItems(separator: ", ")
                    sink.write(" 항목이 표시됩니다.")
                })
        case .menuNotShown:
            Words.write(
                in: language,
                en: {
                    sink.write("No edit menu appears: nothing on the first responder's chain can perform any item.")
                },
                ja: { sink.write("編集メニューは表示されません。ファーストレスポンダーのチェーン上に、どの項目も実行できるものがありません。") },
                zh: { sink.write("不会出现编辑菜单：第一响应者的链上没有响应者能执行其中任何一项。") },
                ko: { sink.write("편집 메뉴가 나타나지 않습니다. 퍼스트 리스폰더의 체인에 어떤 항목도 실행할 수 있는 리스폰더가 없습니다.") })
        }
    }

    /// Writes what followed the event, after the sentence of what happened: each action performed, then each
    /// discarded, then the row selected (or the detail button's delegate run), then the new first responder. In
    /// English each comes after "; ", in Simplified Chinese after "；", in Korean after a space; in Japanese each is a
    /// sentence of its own.
    private func writeConsequences<Sink: WordSink>(of result: EventResult, in language: Language, to sink: inout Sink) {
        /// What comes before each consequence.
        func separate() {
            Words.write(
                in: language, en: { sink.write("; ") }, ja: {}, zh: { sink.write("；") }, ko: { sink.write(" ") })
        }
        for action in result.actions where action.outcome == .performed {
            guard let performer = action.performedBy else { continue }
            separate()
            Words.write(
                in: language,
                en: {
                    writeName(of: performer, to: &sink)
                    sink.write(" performed ")
                    sink.write(action.action.name)
                },
                ja: {
                    writeName(of: performer, to: &sink)
                    sink.write(" が ")
                    sink.write(action.action.name)
                    sink.write(" を実行しました。")
                },
                zh: {
                    writeName(of: performer, to: &sink)
                    sink.write(" 执行了 ")
                    sink.write(action.action.name)
                },
                ko: {
                    writeName(of: performer, to: &sink)
                    sink.write("이(가) ")
                    sink.write(action.action.name)
                    sink.write(" 액션을 실행했습니다.")
                })
        }
        for action in result.actions where action.outcome == .dropped {
            separate()
            Words.write(
                in: language,
                en: {
                    sink.write("nobody performed ")
                    sink.write(action.action.name)
                    sink.write(", so it was discarded")
                },
                ja: {
                    sink.write(action.action.name)
                    sink.write(" はどのレスポンダーも実行せず、破棄されました。")
                },
                zh: {
                    sink.write("没有响应者执行 ")
                    sink.write(action.action.name)
                    sink.write("，所以它被丢弃")
                },
                ko: {
                    sink.write(action.action.name)
                    sink.write(" 액션을 실행한 리스폰더가 없어 버려졌습니다.")
                })
        }
        if let (cell, delegate) = accessoryButtonRan(result) {
            separate()
            let method = RowSelection.accessoryButtonTapped.swiftName
            Words.write(
                in: language,
                en: {
                    writeName(of: delegate, to: &sink)
                    sink.write(" runs ")
                    sink.write(method)
                    sink.write(" for the detail button of the row of ")
                    writeName(of: cell, to: &sink)
                },
                ja: {
                    writeName(of: delegate, to: &sink)
                    sink.write(" が ")
                    writeName(of: cell, to: &sink)
                    sink.write(" の行の詳細ボタンについて ")
                    sink.write(method)
                    sink.write(" を実行します。")
                },
                zh: {
                    writeName(of: delegate, to: &sink)
                    sink.write(" 为 ")
                    writeName(of: cell, to: &sink)
                    sink.write(" 所在行的详细信息按钮运行了 ")
                    sink.write(method)
                },
                ko: {
                    writeName(of: cell, to: &sink)
                    sink.write("의 행에 있는 상세 정보 버튼에 대해 ")
                    writeName(of: delegate, to: &sink)
                    sink.write("의 ")
                    sink.write(method)
                    sink.write(" 메서드가 실행됩니다.")
                })
        } else if let selection = result.selection, selection.selected, let rule = self[selection.list].rowSelection {
            separate()
            let delegateRuns = selection.delegateCalled
            Words.write(
                in: language,
                en: {
                    sink.write("the ")
                    sink.write(rule.itemWord)
                    sink.write(" of ")
                    writeName(of: selection.cell, to: &sink)
                    sink.write(" is selected")
                    guard delegateRuns else { return }
                    sink.write(" and ")
                    writeName(of: selection.delegate, or: "its delegate", to: &sink)
                    sink.write(" runs ")
                    sink.write(rule.didSelect.swiftName)
                },
                ja: {
                    writeName(of: selection.cell, to: &sink)
                    sink.write(rule.isTable ? " の行" : " の項目")
                    guard delegateRuns else { return sink.write("が選択されます。") }
                    sink.write("が選択され、")
                    writeNameAndSpace(of: selection.delegate, or: "デリゲート", to: &sink)
                    sink.write("が ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write(" を実行します。")
                },
                zh: {
                    writeName(of: selection.cell, to: &sink)
                    sink.write(rule.isTable ? " 所在的行" : " 所在的项")
                    guard delegateRuns else { return sink.write("被选中") }
                    sink.write("被选中，")
                    writeNameAndSpace(of: selection.delegate, or: "它的代理", to: &sink)
                    sink.write("运行了 ")
                    sink.write(rule.didSelect.swiftName)
                },
                ko: {
                    writeName(of: selection.cell, to: &sink)
                    sink.write(rule.isTable ? "의 행" : "의 항목")
                    guard delegateRuns else { return sink.write("이 선택됩니다.") }
                    sink.write("이 선택되고, ")
                    writeName(of: selection.delegate, or: "델리게이트", to: &sink)
                    sink.write("의 ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write(" 메서드가 실행됩니다.")
                })
        }
        if case .touch = result.event, let change = result.firstResponderChange, change.succeeded,
            let responder = change.responder
        {
            separate()
            let keyboard = change.keyboardVisible
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, to: &sink)
                    sink.write(keyboard ? " became first responder and the keyboard shows" : " became first responder")
                },
                ja: {
                    writeName(of: responder, to: &sink)
                    sink.write(" がファーストレスポンダーになり")
                    sink.write(keyboard ? "、キーボードが表示されます。" : "ました。")
                },
                zh: {
                    writeName(of: responder, to: &sink)
                    sink.write(keyboard ? " 成为第一响应者，键盘弹出" : " 成为第一响应者")
                },
                ko: {
                    sink.write("이제 퍼스트 리스폰더는 ")
                    writeName(of: responder, to: &sink)
                    sink.write(keyboard ? "입니다. 키보드가 나타납니다." : "입니다.")
                })
        }
    }

    /// Writes a hover event's sentence: the hover recognizers that recognized, the pointer interaction whose style
    /// the pointer took, or that nothing reacted (a hover calls no touch method).
    private func writeHoverSummary<Sink: WordSink>(of result: EventResult, in language: Language, to sink: inout Sink) {
        if result.outcome == .notDelivered {
            return Words.write(
                in: language,
                en: { sink.write("The pointer was over no view: nothing was hit.") },
                ja: { sink.write("ポインターの下にビューはありません。何もヒットしませんでした。") },
                zh: { sink.write("指针下方没有视图：什么也没有命中。") },
                ko: { sink.write("포인터 아래에 뷰가 없습니다. 아무것도 히트되지 않았습니다.") })
        }
        let recognized = result.recognizers.filter { $0.outcome == .recognized }.map(\.recognizer)
        let pointer = result.pointer
        /// The recognizers' names in `language`, joined by ", ".
        func names(in language: Language) -> String {
            recognized.map { recognizerName($0, in: language) }.joined(separator: ", ")
        }
        /// The view the pointer interaction belongs to.
        func writeView() { if let pointer { writeName(of: pointer.view, to: &sink) } }
        let style = pointer?.style.rawValue ?? ""
        Words.write(
            in: language,
            en: {
                if recognized.isEmpty && pointer == nil {
                    sink.write(
                        "Nothing reacted to the pointer: a hover calls no touch method, and no hover recognizer or ")
                    return sink.write("pointer interaction is under it.")
                }
                // The sentence starts with a capital letter, whichever part comes first.
                if !recognized.isEmpty {
                    let names = names(in: .english)
                    sink.write(names.prefix(1).uppercased())
                    sink.write(String(names.dropFirst()))
                    sink.write(" recognized the pointer hovering")
                    if pointer != nil { sink.write("; the pointer takes the ") }
                } else {
                    sink.write("The pointer takes the ")
                }
                if pointer != nil {
                    sink.write(style)
                    sink.write(" style of ")
                    writeView()
                }
                sink.write(".")
            },
            ja: {
                if recognized.isEmpty && pointer == nil {
                    sink.write("ポインターに反応したものはありません。ホバーではタッチのメソッドは呼ばれず、ポインターの下にホバーの認識子も")
                    return sink.write("ポインターインタラクションもありません。")
                }
                if !recognized.isEmpty {
                    sink.write(names(in: .japanese))
                    sink.write(" がホバーするポインターを認識しました。")
                }
                guard pointer != nil else { return }
                sink.write("ポインターは ")
                writeView()
                sink.write(" の ")
                sink.write(style)
                sink.write(" スタイルになります。")
            },
            zh: {
                if recognized.isEmpty && pointer == nil {
                    return sink.write("没有任何东西对指针做出反应：悬停不会调用触摸方法，指针下方也没有悬停识别器或指针交互。")
                }
                if !recognized.isEmpty {
                    sink.write(names(in: .simplifiedChinese))
                    sink.write(" 识别了悬停的指针")
                    if pointer != nil { sink.write("；") }
                }
                if pointer != nil {
                    sink.write("指针采用 ")
                    writeView()
                    sink.write(" 的 ")
                    sink.write(style)
                    sink.write(" 样式")
                }
                sink.write("。")
            },
            ko: {
                if recognized.isEmpty && pointer == nil {
                    sink.write("포인터에 반응한 것이 없습니다. 호버는 터치 메서드를 호출하지 않고, 포인터 아래에 호버 인식기도 포인터 ")
                    return sink.write("인터랙션도 없습니다.")
                }
                if !recognized.isEmpty {
                    sink.write(names(in: .korean))
                    sink.write("이(가) 호버하는 포인터를 인식했습니다.")
                    if pointer != nil { sink.write(" ") }
                }
                guard pointer != nil else { return }
                sink.write("포인터가 ")
                writeView()
                sink.write("의 ")
                sink.write(style)
                sink.write(" 스타일이 됩니다.")
            })
    }

    /// Writes a responder's name and a space, or the words said when there is none, which need no space after them
    /// (a Japanese or Chinese noun: "あるレスポンダーが", but "UIButton 'delete' が").
    private func writeNameAndSpace<Sink: WordSink>(of index: Int?, or absent: StaticString, to sink: inout Sink) {
        guard let index else { return sink.write(absent) }
        writeName(of: index, to: &sink)
        sink.write(" ")
    }
}

// MARK: - the Japanese words' own helpers

extension App {
    /// The kind of event as a learner says it in Japanese: `タッチイベント`.
    private func japaneseName(of event: Event) -> StaticString {
        switch event {
        case .touch: "タッチイベント"
        case .press: "プレスイベント"
        case .motion: "モーションイベント"
        case .remoteControl: "リモートコントロールイベント"
        case .action: "アクションイベント"
        case .editMenu: "編集メニューのイベント"
        case .becomeFirstResponder: "becomeFirstResponder のイベント"
        case .resignFirstResponder: "resignFirstResponder のイベント"
        case .endEditing: "endEditing のイベント"
        case .hover: "ホバーイベント"
        }
    }
}

// MARK: - the Simplified Chinese words' own helpers

extension App {
    /// The kind of event as a learner says it in Simplified Chinese: `触摸事件`.
    private func chineseName(of event: Event) -> StaticString {
        switch event {
        case .touch: "触摸事件"
        case .press: "按压事件"
        case .motion: "运动事件"
        case .remoteControl: "远程控制事件"
        case .action: "动作事件"
        case .editMenu: "编辑菜单事件"
        case .becomeFirstResponder: "becomeFirstResponder 事件"
        case .resignFirstResponder: "resignFirstResponder 事件"
        case .endEditing: "endEditing 事件"
        case .hover: "悬停事件"
        }
    }
}

// MARK: - the Korean words' own helpers

extension App {
    /// The kind of event as a learner says it in Korean, always ending in 이벤트 (so it takes 를 and 가).
    private func koreanName(of event: Event) -> StaticString {
        switch event {
        case .touch: "터치 이벤트"
        case .press: "프레스 이벤트"
        case .motion: "모션 이벤트"
        case .remoteControl: "리모트 컨트롤 이벤트"
        case .action: "액션 이벤트"
        case .editMenu: "편집 메뉴 이벤트"
        case .becomeFirstResponder: "becomeFirstResponder 이벤트"
        case .resignFirstResponder: "resignFirstResponder 이벤트"
        case .endEditing: "endEditing 이벤트"
        case .hover: "호버 이벤트"
        }
    }
}

extension App {
    /// The controller whose search a tap on its search dimming view ended; nil when none did.
    fileprivate func searchDimmingTap(of result: EventResult) -> Int? {
        for diagnostic in result.diagnostics {
            if case .touch(.searchDimmingTookTap(_, let controller, _)) = diagnostic.words {
                return controller
            }
        }
        return nil
    }

    /// Whether the view under the finger never received touchesBegan before a scroll took the drag: its content's
    /// touches were withheld, or (the scroll view itself under the finger) the path shows its touchesBegan withheld.
    fileprivate func lostBeforeBegan(_ scrolled: ScrollViewResult, in result: EventResult) -> Bool {
        if scrolled.contentTouches == .withheld { return true }
        return scrolled.contentTouches == nil && result.path.contains { $0.outcome == .withheld }
    }

    /// The presented controller whose dimming view took a touch event's tap, and whether it was dismissed; nil (and
    /// dismissed) when no diagnostic tells.
    fileprivate func dimmingTap(of result: EventResult) -> (presented: Int?, dismissed: Bool) {
        for diagnostic in result.diagnostics {
            if case .touch(.dimmingViewTookTap(_, let presented, let dismissed, _)) = diagnostic.words {
                return (presented, dismissed)
            }
        }
        return (nil, true)
    }

    /// The cell and the delegate whose `tableView(_:accessoryButtonTappedForRowWith:)` ran for a tap on the cell's
    /// detail button; nil when it did not run.
    func accessoryButtonRan(_ result: EventResult) -> (cell: Int, delegate: Int)? {
        guard let selection = result.selection,
            case .accessoryButtonTapped(_, let delegate?, true) = selection.reason
        else { return nil }
        return (selection.cell, delegate)
    }
}
