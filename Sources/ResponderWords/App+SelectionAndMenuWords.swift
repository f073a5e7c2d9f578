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

    /// Why a tap on a cell selected its row or did not, in plain words, in `language`.
    public func words(of selection: SelectionResult, in language: Language) -> String {
        guard let accessory = selection.accessory, accessory.kind == .view else {
            return reasonWords(of: selection, in: language)
        }
        // An accessory view that is no control passes the touch on to the cell: say so before the selection.
        let name = displayName(of: accessory.view)
        let cell = displayName(of: selection.cell)
        let passed = Words.say(
            in: language,
            en: "\(name) is the accessoryView of \(cell) and is not a control, so the touch went on to the cell. ",
            ja: "\(name) は \(cell) の accessoryView で、コントロールではないため、タッチはセルへ渡りました。",
            zh: "\(name) 是 \(cell) 的 accessoryView，它不是控件，所以触摸被传给了单元格。",
            ko: "\(name)은(는) \(cell)의 accessoryView이고 컨트롤이 아니므로 터치가 셀로 전달되었습니다. ")
        return passed + reasonWords(of: selection, in: language)
    }

    /// Why the row was selected or not, without what the accessory under the finger did.
    private func reasonWords(of selection: SelectionResult, in language: Language) -> String {
        let list = displayName(of: selection.list)
        let row = Words.say(
            in: language, en: row(of: selection.cell, in: selection.list),
            ja: japaneseRow(of: selection.cell, in: selection.list),
            zh: chineseRow(of: selection.cell, in: selection.list),
            ko: koreanRow(of: selection.cell, in: selection.list))
        let rule = selectionRule(of: selection.list)
        switch selection.reason {
        case .scrolled:
            return Words.say(
                in: language,
                en: "\(list) scrolled: a drag is not a tap, so \(row) is not selected.",
                ja: "\(list) はスクロールしました。ドラッグはタップではないため、\(row)は選択されません。",
                zh: "\(list) 滚动了：拖动不是轻点，所以 \(row)不会被选中。",
                ko: "\(list)에서 스크롤이 일어났습니다. 드래그는 탭이 아니므로 \(row)은 선택되지 않습니다.")
        case .takenBy(let recognizers):
            return Words.text(
                in: language,
                en: {
                    return
                        "\(recognizers.map(recognizerName).joined(separator: ", ")) recognized and took the touch, so "
                        + "\(list) never received touchesEnded(_:with:) and \(row) is not selected."
                },
                ja: {
                    let names = recognizers.map { recognizerName($0, in: .japanese) }.joined(separator: "、")
                    return "\(names) が認識してタッチを奪ったため、\(list) は touchesEnded(_:with:) を受け取らず、"
                        + "\(row)は選択されません。"
                },
                zh: {
                    let names = recognizers.map { recognizerName($0, in: .simplifiedChinese) }.joined(separator: "、")
                    return "\(names) 识别成功并拿走了触摸，所以 \(list) 从未收到 touchesEnded(_:with:)，\(row)不会被选中。"
                },
                ko: {
                    let names = recognizers.map { recognizerName($0, in: .korean) }.joined(separator: ", ")
                    return "터치를 인식해 가져간 것은 \(names)입니다. 그래서 \(list)에 touchesEnded(_:with:)가 전달되지 않았고 "
                        + "\(row)은 선택되지 않습니다."
                })
        case .touchCancelled:
            return Words.say(
                in: language,
                en: "The touch was cancelled, so \(row) is not selected.",
                ja: "タッチがキャンセルされたため、\(row)は選択されません。",
                zh: "触摸被取消了，所以 \(row)不会被选中。",
                ko: "터치가 취소되었으므로 \(row)은 선택되지 않습니다.")
        case .endNeverReached(let view):
            return Words.say(
                in: language,
                en: "\(displayName(of: view)) never received the end of the touch, so \(row) is not selected.",
                ja: "\(displayName(of: view)) はタッチの終わりを受け取らなかったため、\(row)は選択されません。",
                zh: "\(displayName(of: view)) 从未收到触摸的结束，所以 \(row)不会被选中。",
                ko: "\(displayName(of: view))에 터치의 끝이 전달되지 않았으므로 \(row)은 선택되지 않습니다.")
        case .walkStopped(nil, _):
            return Words.say(
                in: language,
                en: "\(list) never received touchesEnded(_:with:).",
                ja: "\(list) は touchesEnded(_:with:) を受け取りませんでした。",
                zh: "\(list) 从未收到 touchesEnded(_:with:)。",
                ko: "\(list)에 touchesEnded(_:with:)가 전달되지 않았습니다.")
        case .walkStopped(let responder?, let behavior):
            if responder == selection.list && behavior == .swallowed {
                return Words.text(
                    in: language,
                    en: {
                        return
                            "\(list) overrides touchesEnded(_:with:) without calling super, and UIKit's table selects "
                            + "rows in its own touchesEnded, so \(row) is not selected."
                    },
                    ja: {
                        let selects =
                            rule.isTable
                            ? "UIKit のテーブルビューは自身の touchesEnded で行を選択する"
                            : "UIKit のコレクションビューは自身の touchesEnded でアイテムを選択する"
                        return "\(list) は super を呼ばずに touchesEnded(_:with:) をオーバーライドしています。\(selects)ため、"
                            + "\(row)は選択されません。"
                    },
                    zh: {
                        let selects =
                            rule.isTable
                            ? "UIKit 的表格视图是在它自己的 touchesEnded 中选中行的"
                            : "UIKit 的集合视图是在它自己的 touchesEnded 中选中项的"
                        return "\(list) 重写了 touchesEnded(_:with:) 却没有调用 super，而\(selects)，所以 \(row)不会被选中。"
                    },
                    ko: {
                        let selects =
                            rule.isTable
                            ? "UIKit의 테이블 뷰는 자신의 touchesEnded 안에서 행을 선택하므로"
                            : "UIKit의 컬렉션 뷰는 자신의 touchesEnded 안에서 항목을 선택하므로"
                        return "\(list)이(가) super를 호출하지 않고 touchesEnded(_:with:)를 오버라이드합니다. \(selects) "
                            + "\(row)은 선택되지 않습니다."
                    })
            }
            switch behavior {
            case .trackedByControl:
                return Words.say(
                    in: language,
                    en: "\(displayName(of: responder)) is a control: it tracked the touch itself and did not pass it "
                        + "on, so \(list) never received touchesEnded(_:with:) and \(row) is not selected.",
                    ja: "\(displayName(of: responder)) はコントロールです。タッチを自分で追跡して先へ渡さなかったため、"
                        + "\(list) は touchesEnded(_:with:) を受け取らず、\(row)は選択されません。",
                    zh: "\(displayName(of: responder)) 是一个控件：它自己跟踪了这次触摸，没有把它传下去，所以 \(list) "
                        + "从未收到 touchesEnded(_:with:)，\(row)不会被选中。",
                    ko: "컨트롤인 \(displayName(of: responder))이(가) 터치를 직접 추적하고 넘겨주지 않았으므로, "
                        + "\(list)에 touchesEnded(_:with:)가 전달되지 않았고 \(row)은 선택되지 않습니다.")
            case .stoppedByDisabledControl:
                return Words.say(
                    in: language,
                    en: "\(displayName(of: responder)) is a disabled control that absorbs touches, so \(row) is not "
                        + "selected.",
                    ja: "\(displayName(of: responder)) はタッチを吸収する無効なコントロールなので、\(row)は選択されません。",
                    zh: "\(displayName(of: responder)) 是一个会吸收触摸的禁用控件，所以 \(row)不会被选中。",
                    ko: "터치를 흡수하는 비활성화된 컨트롤인 \(displayName(of: responder))에서 터치가 멈췄으므로 \(row)은 "
                        + "선택되지 않습니다.")
            case .swallowed:
                return Words.say(
                    in: language,
                    en: "\(displayName(of: responder)) overrides touchesEnded(_:with:) without super, so \(list) never "
                        + "received it and \(row) is not selected.",
                    ja: "\(displayName(of: responder)) は super を呼ばずに touchesEnded(_:with:) をオーバーライドしているため、"
                        + "\(list) はそれを受け取らず、\(row)は選択されません。",
                    zh: "\(displayName(of: responder)) 重写了 touchesEnded(_:with:) 却没有调用 super，所以 \(list) "
                        + "从未收到它，\(row)不会被选中。",
                    ko: "\(displayName(of: responder))이(가) super 없이 touchesEnded(_:with:)를 오버라이드하므로, "
                        + "\(list)에 그 호출이 전달되지 않았고 \(row)은 선택되지 않습니다.")
            default:
                return Words.say(
                    in: language,
                    en: "\(list) is not on the chain from the view under the finger, so \(row) is not selected.",
                    ja: "\(list) は指の下のビューから始まるチェーン上にないため、\(row)は選択されません。",
                    zh: "\(list) 不在从手指下方的视图出发的响应者链上，所以 \(row)不会被选中。",
                    ko: "손가락 아래 뷰에서 시작하는 체인이 \(list)까지 이어지지 않으므로 \(row)은 선택되지 않습니다.")
            }
        case .liftedOutside(let point):
            return Words.say(
                in: language,
                en: "The finger lifted at (\(Self.number(point.x)), \(Self.number(point.y))), outside "
                    + "\(displayName(of: selection.cell)), so \(row) is not selected.",
                ja: "指は \(displayName(of: selection.cell)) の外側の (\(Self.number(point.x)), \(Self.number(point.y))) "
                    + "で離れたため、\(row)は選択されません。",
                zh: "手指在 (\(Self.number(point.x)), \(Self.number(point.y))) 抬起，位于 \(displayName(of: selection.cell)) "
                    + "之外，所以 \(row)不会被选中。",
                ko: "손가락을 (\(Self.number(point.x)), \(Self.number(point.y)))에서 떼었는데, 이 지점은 "
                    + "\(displayName(of: selection.cell)) 바깥이므로 \(row)은 선택되지 않습니다.")
        case .selectionDisabled:
            return Words.say(
                in: language,
                en: "allowsSelection is false on \(list), so \(row) is not selected.",
                ja: "\(list) の allowsSelection が false のため、\(row)は選択されません。",
                zh: "\(list) 的 allowsSelection 为 false，所以 \(row)不会被选中。",
                ko: "\(list)의 allowsSelection이 false이므로 \(row)은 선택되지 않습니다.")
        case .delegateReleased(let delegate):
            return Words.say(
                in: language,
                en: "\(list) selects \(row); its delegate \(displayName(of: delegate)) was deallocated, so nobody is "
                    + "told.",
                ja: "\(list) は \(row)を選択します。しかしデリゲートの \(displayName(of: delegate)) は破棄されていたため、"
                    + "誰にも通知されません。",
                zh: "\(list) 选中了 \(row)；它的代理 \(displayName(of: delegate)) 已被释放，所以没有任何对象收到通知。",
                ko: "\(list)에서 \(row)이 선택됩니다. 그러나 델리게이트인 \(displayName(of: delegate))의 메모리가 해제되어 "
                    + "있어서 아무에게도 알려지지 않습니다.")
        case .noDelegate:
            return Words.say(
                in: language,
                en: "\(list) selects \(row); it has no delegate, so nobody is told.",
                ja: "\(list) は \(row)を選択します。デリゲートがないため、誰にも通知されません。",
                zh: "\(list) 选中了 \(row)；它没有代理，所以没有任何对象收到通知。",
                ko: "\(list)에서 \(row)이 선택됩니다. 델리게이트가 없으므로 아무에게도 알려지지 않습니다.")
        case .delegateMissesDidSelect(let delegate):
            return Words.say(
                in: language,
                en: "\(list) selects \(row); its delegate \(displayName(of: delegate)) does not implement "
                    + "\(rule.didSelect.swiftName), so nothing else happens.",
                ja: "\(list) は \(row)を選択します。デリゲートの \(displayName(of: delegate)) は "
                    + "\(rule.didSelect.swiftName) を実装していないため、それ以上何も起きません。",
                zh: "\(list) 选中了 \(row)；它的代理 \(displayName(of: delegate)) 没有实现 \(rule.didSelect.swiftName)，"
                    + "所以不会再发生别的事。",
                ko: "\(list)에서 \(row)이 선택됩니다. 델리게이트인 \(displayName(of: delegate))에는 "
                    + "\(rule.didSelect.swiftName) 메서드가 구현되어 있지 않으므로 그 밖에는 아무 일도 일어나지 않습니다.")
        case .delegateCalled(let delegate):
            return Words.say(
                in: language,
                en: "\(list) selects \(row) and calls \(rule.didSelect.swiftName) on its delegate "
                    + "\(displayName(of: delegate)).",
                ja: "\(list) は \(row)を選択し、デリゲートの \(displayName(of: delegate)) の "
                    + "\(rule.didSelect.swiftName) を呼びます。",
                zh: "\(list) 选中了 \(row)，并调用了它的代理 \(displayName(of: delegate)) 的 \(rule.didSelect.swiftName)。",
                ko: "\(list)에서 \(row)이 선택되고, 델리게이트인 \(displayName(of: delegate))의 "
                    + "\(rule.didSelect.swiftName) 메서드가 호출됩니다.")
        case .accessoryButtonTapped(let button, let delegate, let called):
            let method = RowSelection.accessoryButtonTapped.swiftName
            let button = displayName(of: button)
            switch (delegate, called) {
            case (let delegate?, true):
                let delegate = displayName(of: delegate)
                return Words.say(
                    in: language,
                    en:
                        "The tap is on \(button), the detail button of the cell's accessory: \(list) calls \(method) on "
                        + "its delegate \(delegate) and does not select \(row).",
                    ja: "タップはセルのアクセサリの詳細ボタン \(button) の上です。\(list) はデリゲートの \(delegate) の "
                        + "\(method) を呼び、\(row)は選択しません。",
                    zh: "轻点落在单元格附件的详细信息按钮 \(button) 上：\(list) 调用它的代理 \(delegate) 的 \(method)，"
                        + "不会选中 \(row)。",
                    ko: "탭은 셀 액세서리의 상세 정보 버튼인 \(button) 위에 있습니다. \(list)은(는) 델리게이트인 "
                        + "\(delegate)의 \(method) 메서드를 호출하고 \(row)은 선택하지 않습니다.")
            case (let delegate?, false):
                let delegate = displayName(of: delegate)
                return Words.say(
                    in: language,
                    en:
                        "The tap is on \(button), the detail button of the cell's accessory: \(list) would call \(method) "
                        + "on its delegate \(delegate), which does not implement it, so nothing runs, and \(row) is not "
                        + "selected.",
                    ja: "タップはセルのアクセサリの詳細ボタン \(button) の上です。\(list) はデリゲートの \(delegate) の "
                        + "\(method) を呼ぶはずですが、実装されていないため何も実行されず、\(row)も選択されません。",
                    zh: "轻点落在单元格附件的详细信息按钮 \(button) 上：\(list) 本应调用它的代理 \(delegate) 的 \(method)，"
                        + "但代理没有实现它，所以什么都不会执行，\(row)也不会被选中。",
                    ko: "탭은 셀 액세서리의 상세 정보 버튼인 \(button) 위에 있습니다. \(list)은(는) 델리게이트인 "
                        + "\(delegate)의 \(method) 메서드를 호출하려 하지만 구현되어 있지 않으므로 아무것도 실행되지 않고, "
                        + "\(row)도 선택되지 않습니다.")
            case (nil, _):
                return Words.say(
                    in: language,
                    en:
                        "The tap is on \(button), the detail button of the cell's accessory: \(list) has no delegate to "
                        + "call \(method) on, so nothing runs, and \(row) is not selected.",
                    ja: "タップはセルのアクセサリの詳細ボタン \(button) の上です。\(list) には \(method) を呼ぶ"
                        + "デリゲートがないため何も実行されず、\(row)も選択されません。",
                    zh: "轻点落在单元格附件的详细信息按钮 \(button) 上：\(list) 没有可以调用 \(method) 的代理，"
                        + "所以什么都不会执行，\(row)也不会被选中。",
                    ko: "탭은 셀 액세서리의 상세 정보 버튼인 \(button) 위에 있습니다. \(list)에는 \(method) 메서드를 "
                        + "호출할 델리게이트가 없으므로 아무것도 실행되지 않고, \(row)도 선택되지 않습니다.")
            }
        case .accessoryControlTookTap(let control):
            let control = displayName(of: control)
            return Words.say(
                in: language,
                en: "\(control), in the cell's accessoryView, is a control: it took the tap itself (its own "
                    + "target-actions), so \(list) never received touchesEnded(_:with:) and \(row) is not selected.",
                ja: "セルの accessoryView にある \(control) はコントロールです。タップを自分で受け取った（自身の"
                    + "ターゲットアクション）ため、\(list) は touchesEnded(_:with:) を受け取らず、\(row)は選択されません。",
                zh: "单元格 accessoryView 中的 \(control) 是一个控件：它自己接收了这次轻点（它自己的目标-动作），"
                    + "所以 \(list) 从未收到 touchesEnded(_:with:)，\(row)不会被选中。",
                ko: "셀의 accessoryView에 있는 \(control)은(는) 컨트롤입니다. 탭을 직접 받았으므로(자신의 타깃-액션) "
                    + "\(list)에 touchesEnded(_:with:)가 전달되지 않았고 \(row)은 선택되지 않습니다.")
        }
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
