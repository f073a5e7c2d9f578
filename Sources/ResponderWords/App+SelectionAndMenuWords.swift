import ResponderCore

extension App {
    /// Why a responder declines an action, in plain words, in `language`: "the pasteboard is empty" (said as part
    /// of a sentence).
    public func words(of reason: DeclineReason, in language: Language) -> String {
        switch reason {
        case .described(let text):
            text
        case .canPerformFalse:
            Words.say(
                in: language,
                en: "its canPerformAction(_:withSender:) returns false",
                ja: "canPerformAction(_:withSender:) が false を返す",
                zh: "它的 canPerformAction(_:withSender:) 返回 false",
                ko: "canPerformAction(_:withSender:) 메서드가 false를 반환함")
        case .notEditable:
            Words.say(
                in: language,
                en: "it is not editable",
                ja: "編集できない",
                zh: "它不可编辑",
                ko: "편집할 수 없음")
        case .pasteboardEmpty:
            Words.say(
                in: language,
                en: "the pasteboard is empty",
                ja: "ペーストボードが空",
                zh: "剪贴板为空",
                ko: "페이스트보드가 비어 있음")
        case .nothingSelected:
            Words.say(
                in: language,
                en: "nothing is selected",
                ja: "何も選択されていない",
                zh: "没有选中任何内容",
                ko: "선택된 것이 없음")
        case .noText:
            Words.say(
                in: language,
                en: "there is no text",
                ja: "テキストがない",
                zh: "没有文本",
                ko: "텍스트가 없음")
        case .alreadySelected:
            Words.say(
                in: language,
                en: "text is already selected",
                ja: "すでにテキストが選択されている",
                zh: "已经选中了文本",
                ko: "텍스트가 이미 선택되어 있음")
        }
    }

    /// Why an edit menu item is hidden, in plain words, in `language` (said as part of a sentence); `declinedBy` are
    /// the responders that declined, in order.
    public func words(of reason: MenuItemReason, declinedBy: [Int], in language: Language) -> String {
        switch reason {
        case .noFirstResponder:
            return Words.say(
                in: language,
                en: "nothing is first responder",
                ja: "どのレスポンダーもファーストレスポンダーではない",
                zh: "没有任何对象是第一响应者",
                ko: "퍼스트 리스폰더인 객체가 없음")
        case .notImplemented:
            return Words.say(
                in: language,
                en: "no responder on the chain implements it",
                ja: "チェーン上のどのレスポンダーも実装していない",
                zh: "响应者链上没有任何响应者实现它",
                ko: "체인에 있는 어떤 리스폰더도 구현하지 않음")
        case .declined(let reasons):
            return Words.say(
                in: language,
                en: zip(declinedBy, reasons).map { "\(displayName(of: $0.0)): \(words(of: $0.1, in: .english))" }
                    .joined(separator: "; "),
                ja: zip(declinedBy, reasons).map { "\(displayName(of: $0.0)) が辞退（\(words(of: $0.1, in: .japanese))）" }
                    .joined(separator: "、"),
                zh: zip(declinedBy, reasons).map {
                    "\(displayName(of: $0.0)) 拒绝执行：\(words(of: $0.1, in: .simplifiedChinese))"
                }
                .joined(separator: "；"),
                ko: zip(declinedBy, reasons).map { "\(displayName(of: $0.0))이(가) 거절함(\(words(of: $0.1, in: .korean)))" }
                    .joined(separator: "; "))
        }
    }

    /// Why a tap on a cell selected its row or did not, in plain words, in `language`, as a `String` (for tests; an
    /// answer writes it with ``writeReason(of:in:to:)`` straight into its bytes).
    public func words(of selection: SelectionResult, in language: Language) -> String {
        var text = ""
        writeReason(of: selection, in: language, to: &text)
        return text
    }

    /// Writes why a tap on a cell selected its row or did not, in `language`: what an accessory view that is no
    /// control did with the touch, then why the row was selected or not (``writeRowReason(of:in:to:)``). Each
    /// sentence's four languages are side by side, written as fixed pieces and names, in order, so no `String` is
    /// made for it.
    ///
    /// - Parameters:
    ///   - selection: What the table or collection view did with the touch.
    ///   - language: The language of the words.
    ///   - sink: Where the words go.
    public func writeReason<Sink: WordSink>(of selection: SelectionResult, in language: Language, to sink: inout Sink) {
        guard let accessory = selection.accessory, accessory.kind == .view else {
            return writeRowReason(of: selection, in: language, to: &sink)
        }
        // An accessory view that is no control passes the touch on to the cell: say so before the selection.
        Words.write(
            in: language,
            en: {
                writeName(of: accessory.view, to: &sink)
                sink.write(" is the accessoryView of ")
                writeName(of: selection.cell, to: &sink)
                sink.write(" and is not a control, so the touch went on to the cell. ")
            },
            ja: {
                writeName(of: accessory.view, to: &sink)
                sink.write(" は ")
                writeName(of: selection.cell, to: &sink)
                sink.write(" の accessoryView で、コントロールではないため、タッチはセルへ渡りました。")
            },
            zh: {
                writeName(of: accessory.view, to: &sink)
                sink.write(" 是 ")
                writeName(of: selection.cell, to: &sink)
                sink.write(" 的 accessoryView，它不是控件，所以触摸被传给了单元格。")
            },
            ko: {
                writeName(of: accessory.view, to: &sink)
                sink.write("은(는) ")
                writeName(of: selection.cell, to: &sink)
                sink.write("의 accessoryView이고 컨트롤이 아니므로 터치가 셀로 전달되었습니다. ")
            })
        writeRowReason(of: selection, in: language, to: &sink)
    }

    /// Writes why the row was selected or not, without what the accessory under the finger did.
    private func writeRowReason<Sink: WordSink>(
        of selection: SelectionResult, in language: Language, to sink: inout Sink
    ) {
        let rule = selectionRule(of: selection.list)
        /// The table or collection view's name.
        func writeList() { writeName(of: selection.list, to: &sink) }
        /// "the row of UITableViewCell 'cell'" in `language` (``row(of:in:)`` and its kin, in parts).
        func writeRow() { writeRowOfCell(of: selection, in: language, to: &sink) }
        switch selection.reason {
        case .scrolled:
            Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" scrolled: a drag is not a tap, so ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeList()
                    sink.write(" はスクロールしました。ドラッグはタップではないため、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    writeList()
                    sink.write(" 滚动了：拖动不是轻点，所以 ")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    writeList()
                    sink.write("에서 스크롤이 일어났습니다. 드래그는 탭이 아니므로 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        case .takenBy(let recognizers):
            /// The recognizers' names in `language`, each with its view, between `separator`s.
            func writeRecognizers(separator: StaticString) {
                for (position, recognizer) in recognizers.enumerated() {
                    if position > 0 { sink.write(separator) }
                    sink.write(recognizerName(recognizer, in: language))
                }
            }
            Words.write(
                in: language,
                en: {
                    writeRecognizers(separator: ", ")
                    sink.write(" recognized and took the touch, so ")
                    writeList()
                    sink.write(" never received touchesEnded(_:with:) and ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeRecognizers(separator: "、")
                    sink.write(" が認識してタッチを奪ったため、")
                    writeList()
                    sink.write(" は touchesEnded(_:with:) を受け取らず、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    writeRecognizers(separator: "、")
                    sink.write(" 识别成功并拿走了触摸，所以 ")
                    writeList()
                    sink.write(" 从未收到 touchesEnded(_:with:)，")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    sink.write("터치를 인식해 가져간 것은 ")
                    writeRecognizers(separator: ", ")
                    sink.write("입니다. 그래서 ")
                    writeList()
                    sink.write("에 touchesEnded(_:with:)가 전달되지 않았고 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        case .touchCancelled:
            Words.write(
                in: language,
                en: {
                    sink.write("The touch was cancelled, so ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    sink.write("タッチがキャンセルされたため、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    sink.write("触摸被取消了，所以 ")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    sink.write("터치가 취소되었으므로 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        case .endNeverReached(let view):
            Words.write(
                in: language,
                en: {
                    writeName(of: view, to: &sink)
                    sink.write(" never received the end of the touch, so ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeName(of: view, to: &sink)
                    sink.write(" はタッチの終わりを受け取らなかったため、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    writeName(of: view, to: &sink)
                    sink.write(" 从未收到触摸的结束，所以 ")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    writeName(of: view, to: &sink)
                    sink.write("에 터치의 끝이 전달되지 않았으므로 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        case .walkStopped(nil, _):
            Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" never received touchesEnded(_:with:).")
                },
                ja: {
                    writeList()
                    sink.write(" は touchesEnded(_:with:) を受け取りませんでした。")
                },
                zh: {
                    writeList()
                    sink.write(" 从未收到 touchesEnded(_:with:)。")
                },
                ko: {
                    writeList()
                    sink.write("에 touchesEnded(_:with:)가 전달되지 않았습니다.")
                })
        case .walkStopped(let responder?, let behavior):
            writeWalkStopped(at: responder, behavior, of: selection, in: language, to: &sink)
        case .liftedOutside(let point):
            let (x, y) = (Self.number(point.x), Self.number(point.y))
            Words.write(
                in: language,
                en: {
                    sink.write("The finger lifted at (")
                    sink.write(x)
                    sink.write(", ")
                    sink.write(y)
                    sink.write("), outside ")
                    writeName(of: selection.cell, to: &sink)
                    sink.write(", so ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    sink.write("指は ")
                    writeName(of: selection.cell, to: &sink)
                    sink.write(" の外側の (")
                    sink.write(x)
                    sink.write(", ")
                    sink.write(y)
                    sink.write(") で離れたため、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    sink.write("手指在 (")
                    sink.write(x)
                    sink.write(", ")
                    sink.write(y)
                    sink.write(") 抬起，位于 ")
                    writeName(of: selection.cell, to: &sink)
                    sink.write(" 之外，所以 ")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    sink.write("손가락을 (")
                    sink.write(x)
                    sink.write(", ")
                    sink.write(y)
                    sink.write(")에서 떼었는데, 이 지점은 ")
                    writeName(of: selection.cell, to: &sink)
                    sink.write(" 바깥이므로 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        case .selectionDisabled:
            Words.write(
                in: language,
                en: {
                    sink.write("allowsSelection is false on ")
                    writeList()
                    sink.write(", so ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeList()
                    sink.write(" の allowsSelection が false のため、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    writeList()
                    sink.write(" 的 allowsSelection 为 false，所以 ")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    writeList()
                    sink.write("의 allowsSelection이 false이므로 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        case .delegateReleased(let delegate):
            Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" selects ")
                    writeRow()
                    sink.write("; its delegate ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" was deallocated, so nobody is told.")
                },
                ja: {
                    writeList()
                    sink.write(" は ")
                    writeRow()
                    sink.write("を選択します。しかしデリゲートの ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" は破棄されていたため、誰にも通知されません。")
                },
                zh: {
                    writeList()
                    sink.write(" 选中了 ")
                    writeRow()
                    sink.write("；它的代理 ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" 已被释放，所以没有任何对象收到通知。")
                },
                ko: {
                    writeList()
                    sink.write("에서 ")
                    writeRow()
                    sink.write("이 선택됩니다. 그러나 델리게이트인 ")
                    writeName(of: delegate, to: &sink)
                    sink.write("의 메모리가 해제되어 있어서 아무에게도 알려지지 않습니다.")
                })
        case .noDelegate:
            Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" selects ")
                    writeRow()
                    sink.write("; it has no delegate, so nobody is told.")
                },
                ja: {
                    writeList()
                    sink.write(" は ")
                    writeRow()
                    sink.write("を選択します。デリゲートがないため、誰にも通知されません。")
                },
                zh: {
                    writeList()
                    sink.write(" 选中了 ")
                    writeRow()
                    sink.write("；它没有代理，所以没有任何对象收到通知。")
                },
                ko: {
                    writeList()
                    sink.write("에서 ")
                    writeRow()
                    sink.write("이 선택됩니다. 델리게이트가 없으므로 아무에게도 알려지지 않습니다.")
                })
        case .delegateMissesDidSelect(let delegate):
            Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" selects ")
                    writeRow()
                    sink.write("; its delegate ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" does not implement ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write(", so nothing else happens.")
                },
                ja: {
                    writeList()
                    sink.write(" は ")
                    writeRow()
                    sink.write("を選択します。デリゲートの ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" は ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write(" を実装していないため、それ以上何も起きません。")
                },
                zh: {
                    writeList()
                    sink.write(" 选中了 ")
                    writeRow()
                    sink.write("；它的代理 ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" 没有实现 ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write("，所以不会再发生别的事。")
                },
                ko: {
                    writeList()
                    sink.write("에서 ")
                    writeRow()
                    sink.write("이 선택됩니다. 델리게이트인 ")
                    writeName(of: delegate, to: &sink)
                    sink.write("에는 ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write(" 메서드가 구현되어 있지 않으므로 그 밖에는 아무 일도 일어나지 않습니다.")
                })
        case .delegateCalled(let delegate):
            Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" selects ")
                    writeRow()
                    sink.write(" and calls ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write(" on its delegate ")
                    writeName(of: delegate, to: &sink)
                    sink.write(".")
                },
                ja: {
                    writeList()
                    sink.write(" は ")
                    writeRow()
                    sink.write("を選択し、デリゲートの ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" の ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write(" を呼びます。")
                },
                zh: {
                    writeList()
                    sink.write(" 选中了 ")
                    writeRow()
                    sink.write("，并调用了它的代理 ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" 的 ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write("。")
                },
                ko: {
                    writeList()
                    sink.write("에서 ")
                    writeRow()
                    sink.write("이 선택되고, 델리게이트인 ")
                    writeName(of: delegate, to: &sink)
                    sink.write("의 ")
                    sink.write(rule.didSelect.swiftName)
                    sink.write(" 메서드가 호출됩니다.")
                })
        case .accessoryButtonTapped(let button, let delegate, let called):
            writeDetailButtonTapped(button, delegate: delegate, called: called, of: selection, in: language, to: &sink)
        case .accessoryControlTookTap(let control):
            Words.write(
                in: language,
                en: {
                    writeName(of: control, to: &sink)
                    sink.write(", in the cell's accessoryView, is a control: it took the tap itself (its own ")
                    sink.write("target-actions), so ")
                    writeList()
                    sink.write(" never received touchesEnded(_:with:) and ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    sink.write("セルの accessoryView にある ")
                    writeName(of: control, to: &sink)
                    sink.write(" はコントロールです。タップを自分で受け取った（自身のターゲットアクション）ため、")
                    writeList()
                    sink.write(" は touchesEnded(_:with:) を受け取らず、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    sink.write("单元格 accessoryView 中的 ")
                    writeName(of: control, to: &sink)
                    sink.write(" 是一个控件：它自己接收了这次轻点（它自己的目标-动作），所以 ")
                    writeList()
                    sink.write(" 从未收到 touchesEnded(_:with:)，")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    sink.write("셀의 accessoryView에 있는 ")
                    writeName(of: control, to: &sink)
                    sink.write("은(는) 컨트롤입니다. 탭을 직접 받았으므로(자신의 타깃-액션) ")
                    writeList()
                    sink.write("에 touchesEnded(_:with:)가 전달되지 않았고 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        }
    }

    /// Writes why the row was not selected when the walk of touchesEnded(_:with:) stopped at `responder` before the
    /// table or collection view (or at the view itself, overridden without super), with `behavior`.
    private func writeWalkStopped<Sink: WordSink>(
        at responder: Int, _ behavior: DeliveryStep.Behavior?, of selection: SelectionResult,
        in language: Language, to sink: inout Sink
    ) {
        let isTable = selectionRule(of: selection.list).isTable
        /// The table or collection view's name.
        func writeList() { writeName(of: selection.list, to: &sink) }
        /// The responder the walk stopped at.
        func writeResponder() { writeName(of: responder, to: &sink) }
        /// "the row of UITableViewCell 'cell'" in `language`.
        func writeRow() { writeRowOfCell(of: selection, in: language, to: &sink) }
        if responder == selection.list && behavior == .swallowed {
            return Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" overrides touchesEnded(_:with:) without calling super, and UIKit's table selects ")
                    sink.write("rows in its own touchesEnded, so ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeList()
                    sink.write(" は super を呼ばずに touchesEnded(_:with:) をオーバーライドしています。")
                    sink.write(
                        isTable
                            ? "UIKit のテーブルビューは自身の touchesEnded で行を選択する"
                            : "UIKit のコレクションビューは自身の touchesEnded でアイテムを選択する")
                    sink.write("ため、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    writeList()
                    sink.write(" 重写了 touchesEnded(_:with:) 却没有调用 super，而")
                    sink.write(
                        isTable
                            ? "UIKit 的表格视图是在它自己的 touchesEnded 中选中行的"
                            : "UIKit 的集合视图是在它自己的 touchesEnded 中选中项的")
                    sink.write("，所以 ")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    writeList()
                    sink.write("이(가) super를 호출하지 않고 touchesEnded(_:with:)를 오버라이드합니다. ")
                    sink.write(
                        isTable
                            ? "UIKit의 테이블 뷰는 자신의 touchesEnded 안에서 행을 선택하므로"
                            : "UIKit의 컬렉션 뷰는 자신의 touchesEnded 안에서 항목을 선택하므로")
                    sink.write(" ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        }
        switch behavior {
        case .trackedByControl:
            Words.write(
                in: language,
                en: {
                    writeResponder()
                    sink.write(" is a control: it tracked the touch itself and did not pass it on, so ")
                    writeList()
                    sink.write(" never received touchesEnded(_:with:) and ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeResponder()
                    sink.write(" はコントロールです。タッチを自分で追跡して先へ渡さなかったため、")
                    writeList()
                    sink.write(" は touchesEnded(_:with:) を受け取らず、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    writeResponder()
                    sink.write(" 是一个控件：它自己跟踪了这次触摸，没有把它传下去，所以 ")
                    writeList()
                    sink.write(" 从未收到 touchesEnded(_:with:)，")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    sink.write("컨트롤인 ")
                    writeResponder()
                    sink.write("이(가) 터치를 직접 추적하고 넘겨주지 않았으므로, ")
                    writeList()
                    sink.write("에 touchesEnded(_:with:)가 전달되지 않았고 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        case .stoppedByDisabledControl:
            Words.write(
                in: language,
                en: {
                    writeResponder()
                    sink.write(" is a disabled control that absorbs touches, so ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeResponder()
                    sink.write(" はタッチを吸収する無効なコントロールなので、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    writeResponder()
                    sink.write(" 是一个会吸收触摸的禁用控件，所以 ")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    sink.write("터치를 흡수하는 비활성화된 컨트롤인 ")
                    writeResponder()
                    sink.write("에서 터치가 멈췄으므로 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        case .swallowed:
            Words.write(
                in: language,
                en: {
                    writeResponder()
                    sink.write(" overrides touchesEnded(_:with:) without super, so ")
                    writeList()
                    sink.write(" never received it and ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeResponder()
                    sink.write(" は super を呼ばずに touchesEnded(_:with:) をオーバーライドしているため、")
                    writeList()
                    sink.write(" はそれを受け取らず、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    writeResponder()
                    sink.write(" 重写了 touchesEnded(_:with:) 却没有调用 super，所以 ")
                    writeList()
                    sink.write(" 从未收到它，")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    writeResponder()
                    sink.write("이(가) super 없이 touchesEnded(_:with:)를 오버라이드하므로, ")
                    writeList()
                    sink.write("에 그 호출이 전달되지 않았고 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        default:
            Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" is not on the chain from the view under the finger, so ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeList()
                    sink.write(" は指の下のビューから始まるチェーン上にないため、")
                    writeRow()
                    sink.write("は選択されません。")
                },
                zh: {
                    writeList()
                    sink.write(" 不在从手指下方的视图出发的响应者链上，所以 ")
                    writeRow()
                    sink.write("不会被选中。")
                },
                ko: {
                    sink.write("손가락 아래 뷰에서 시작하는 체인이 ")
                    writeList()
                    sink.write("까지 이어지지 않으므로 ")
                    writeRow()
                    sink.write("은 선택되지 않습니다.")
                })
        }
    }

    /// Writes what a tap on the detail button of a table cell's accessory did: the table calls its delegate's
    /// `tableView(_:accessoryButtonTappedForRowWith:)` (when it has a delegate that implements it), and does not
    /// select the row.
    private func writeDetailButtonTapped<Sink: WordSink>(
        _ button: Int, delegate: Int?, called: Bool, of selection: SelectionResult, in language: Language,
        to sink: inout Sink
    ) {
        let method = RowSelection.accessoryButtonTapped.swiftName
        /// The table's name.
        func writeList() { writeName(of: selection.list, to: &sink) }
        /// "the row of UITableViewCell 'cell'" in `language`.
        func writeRow() { writeRowOfCell(of: selection, in: language, to: &sink) }
        // Every sentence starts by saying where the tap is.
        Words.write(
            in: language,
            en: {
                sink.write("The tap is on ")
                writeName(of: button, to: &sink)
                sink.write(", the detail button of the cell's accessory: ")
            },
            ja: {
                sink.write("タップはセルのアクセサリの詳細ボタン ")
                writeName(of: button, to: &sink)
                sink.write(" の上です。")
            },
            zh: {
                sink.write("轻点落在单元格附件的详细信息按钮 ")
                writeName(of: button, to: &sink)
                sink.write(" 上：")
            },
            ko: {
                sink.write("탭은 셀 액세서리의 상세 정보 버튼인 ")
                writeName(of: button, to: &sink)
                sink.write(" 위에 있습니다. ")
            })
        guard let delegate else {
            return Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" has no delegate to call ")
                    sink.write(method)
                    sink.write(" on, so nothing runs, and ")
                    writeRow()
                    sink.write(" is not selected.")
                },
                ja: {
                    writeList()
                    sink.write(" には ")
                    sink.write(method)
                    sink.write(" を呼ぶデリゲートがないため何も実行されず、")
                    writeRow()
                    sink.write("も選択されません。")
                },
                zh: {
                    writeList()
                    sink.write(" 没有可以调用 ")
                    sink.write(method)
                    sink.write(" 的代理，所以什么都不会执行，")
                    writeRow()
                    sink.write("也不会被选中。")
                },
                ko: {
                    writeList()
                    sink.write("에는 ")
                    sink.write(method)
                    sink.write(" 메서드를 호출할 델리게이트가 없으므로 아무것도 실행되지 않고, ")
                    writeRow()
                    sink.write("도 선택되지 않습니다.")
                })
        }
        if called {
            return Words.write(
                in: language,
                en: {
                    writeList()
                    sink.write(" calls ")
                    sink.write(method)
                    sink.write(" on its delegate ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" and does not select ")
                    writeRow()
                    sink.write(".")
                },
                ja: {
                    writeList()
                    sink.write(" はデリゲートの ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" の ")
                    sink.write(method)
                    sink.write(" を呼び、")
                    writeRow()
                    sink.write("は選択しません。")
                },
                zh: {
                    writeList()
                    sink.write(" 调用它的代理 ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" 的 ")
                    sink.write(method)
                    sink.write("，不会选中 ")
                    writeRow()
                    sink.write("。")
                },
                ko: {
                    writeList()
                    sink.write("은(는) 델리게이트인 ")
                    writeName(of: delegate, to: &sink)
                    sink.write("의 ")
                    sink.write(method)
                    sink.write(" 메서드를 호출하고 ")
                    writeRow()
                    sink.write("은 선택하지 않습니다.")
                })
        }
        Words.write(
            in: language,
            en: {
                writeList()
                sink.write(" would call ")
                sink.write(method)
                sink.write(" on its delegate ")
                writeName(of: delegate, to: &sink)
                sink.write(", which does not implement it, so nothing runs, and ")
                writeRow()
                sink.write(" is not selected.")
            },
            ja: {
                writeList()
                sink.write(" はデリゲートの ")
                writeName(of: delegate, to: &sink)
                sink.write(" の ")
                sink.write(method)
                sink.write(" を呼ぶはずですが、実装されていないため何も実行されず、")
                writeRow()
                sink.write("も選択されません。")
            },
            zh: {
                writeList()
                sink.write(" 本应调用它的代理 ")
                writeName(of: delegate, to: &sink)
                sink.write(" 的 ")
                sink.write(method)
                sink.write("，但代理没有实现它，所以什么都不会执行，")
                writeRow()
                sink.write("也不会被选中。")
            },
            ko: {
                writeList()
                sink.write("은(는) 델리게이트인 ")
                writeName(of: delegate, to: &sink)
                sink.write("의 ")
                sink.write(method)
                sink.write(" 메서드를 호출하려 하지만 구현되어 있지 않으므로 아무것도 실행되지 않고, ")
                writeRow()
                sink.write("도 선택되지 않습니다.")
            })
    }

    /// Writes "the row of UITableViewCell 'cell'" (a collection view's "item") in `language`: ``row(of:in:)``,
    /// ``japaneseRow(of:in:)``, ``chineseRow(of:in:)`` and ``koreanRow(of:in:)``, in parts.
    private func writeRowOfCell<Sink: WordSink>(
        of selection: SelectionResult, in language: Language, to sink: inout Sink
    ) {
        let rule = selectionRule(of: selection.list)
        Words.write(
            in: language,
            en: {
                sink.write("the ")
                sink.write(rule.itemWord)
                sink.write(" of ")
                writeName(of: selection.cell, to: &sink)
            },
            ja: {
                writeName(of: selection.cell, to: &sink)
                sink.write(" の")
                sink.write(japaneseItemWord(rule))
            },
            zh: {
                writeName(of: selection.cell, to: &sink)
                sink.write(" 所在的")
                sink.write(chineseItemWord(rule))
            },
            ko: {
                writeName(of: selection.cell, to: &sink)
                sink.write("의 ")
                sink.write(koreanItemWord(rule))
            })
    }

    /// Why a responder declines an action, in plain English.
    public func words(of reason: DeclineReason) -> String { words(of: reason, in: .english) }

    /// Why an edit menu item is hidden, in plain English.
    public func words(of reason: MenuItemReason, declinedBy: [Int]) -> String {
        words(of: reason, declinedBy: declinedBy, in: .english)
    }

    /// Why a tap on a cell selected its row or did not, in plain English.
    public func words(of selection: SelectionResult) -> String { words(of: selection, in: .english) }
}

extension App {
    /// What a touch on a button with a menu did with the menu, in plain words, in `language`.
    public func words(of menu: ButtonMenuResult, in language: Language) -> String {
        let button = displayName(of: menu.button)
        switch menu.openedBy {
        case .touchDown:
            return Words.say(
                in: language,
                en: "\(button)'s menu is its primary action (showsMenuAsPrimaryAction = true): it opened on touch "
                    + "down, and the button sent menuActionTriggered, not touchUpInside or primaryActionTriggered.",
                ja: "\(button) のメニューはプライマリアクションです（showsMenuAsPrimaryAction = true）。メニューはタッチダウンで"
                    + "開き、ボタンは touchUpInside や primaryActionTriggered ではなく menuActionTriggered を送信しました。",
                zh: "\(button) 的菜单是它的主要动作（showsMenuAsPrimaryAction = true）：菜单在按下时打开，按钮发送的是 "
                    + "menuActionTriggered，而不是 touchUpInside 或 primaryActionTriggered。",
                ko: "\(button)의 메뉴가 기본 동작입니다(showsMenuAsPrimaryAction = true). 메뉴는 터치 다운 시점에 열렸고, "
                    + "버튼은 touchUpInside나 primaryActionTriggered가 아니라 menuActionTriggered를 보냈습니다.")
        case .longPress:
            return Words.say(
                in: language,
                en: "The long press opened \(button)'s menu and cancelled the button's tracking (touchCancel), so it "
                    + "sent no touchUpInside.",
                ja: "長押しで \(button) のメニューが開き、ボタンのトラッキングはキャンセルされた（touchCancel）ため、"
                    + "touchUpInside は送信されませんでした。",
                zh: "长按打开了 \(button) 的菜单，并取消了按钮的跟踪（touchCancel），所以它没有发送 touchUpInside。",
                ko: "길게 누르기로 \(button)의 메뉴가 열리고 버튼의 추적이 취소되었으므로(touchCancel) touchUpInside가 "
                    + "전송되지 않았습니다.")
        case nil:
            return Words.say(
                in: language,
                en: "\(button)'s menu is not its primary action (showsMenuAsPrimaryAction = false): a tap sends the "
                    + "button's actions, and only a long press opens the menu.",
                ja: "\(button) のメニューはプライマリアクションではありません（showsMenuAsPrimaryAction = false）。タップでは"
                    + "ボタンのアクションが送信され、メニューが開くのは長押しのときだけです。",
                zh: "\(button) 的菜单不是它的主要动作（showsMenuAsPrimaryAction = false）：轻点会发送按钮的动作，"
                    + "只有长按才会打开菜单。",
                ko: "\(button)의 메뉴는 기본 동작이 아닙니다(showsMenuAsPrimaryAction = false). 탭하면 버튼의 액션이 "
                    + "전송되고, 메뉴는 길게 누를 때만 열립니다.")
        }
    }
}
