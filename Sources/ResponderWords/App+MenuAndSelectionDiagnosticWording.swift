import ResponderCore

extension App {
    /// The words of edit-menu diagnostics, in `language`: each case's four languages side by side, only the one asked
    /// for built.
    func wording(of words: DiagnosticWords.Menu, in language: Language) -> Wording {
        switch words {
        case .noFirstResponder(let pressed):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "Nothing is first responder, so the edit menu has nowhere to start its search and does not "
                            + "appear."
                            + (pressed.map {
                                " A long-press on \(displayName(of: $0)) offers no Copy either: it is not first responder."
                            } ?? ""),
                        hint:
                            "Override canBecomeFirstResponder to return true and call becomeFirstResponder() on the pressed "
                            + "view before showing the menu.")
                },
                ja: {
                    var message = "どのレスポンダーもファーストレスポンダーではないため、編集メニューは検索を始める場所がなく、表示されません。"
                    if let pressed {
                        message += "\(displayName(of: pressed)) を長押ししても「コピー」は出ません。そのビューはファーストレスポンダーではありません。"
                    }
                    return Wording(
                        message: message,
                        hint: "canBecomeFirstResponder をオーバーライドして true を返し、メニューを表示する前に、押されたビューで "
                            + "becomeFirstResponder() を呼んでください。")
                },
                zh: {
                    var message = "没有任何对象是第一响应者，因此编辑菜单无处开始查找，也不会出现。"
                    if let pressed {
                        message += "长按 \(displayName(of: pressed)) 也不会出现“拷贝”：它不是第一响应者。"
                    }
                    return Wording(
                        message: message,
                        hint: "重写 canBecomeFirstResponder 使其返回 true，并在显示菜单之前，对被按下的视图调用 becomeFirstResponder()。")
                },
                ko: {
                    var message = "퍼스트 리스폰더인 객체가 없어서 편집 메뉴가 검색을 시작할 곳이 없으므로, 메뉴가 나타나지 않습니다."
                    if let pressed {
                        message += " \(displayName(of: pressed)) 위를 길게 눌러도 복사 항목이 나오지 않습니다. 이 뷰는 퍼스트 리스폰더가 아닙니다."
                    }
                    return Wording(
                        message: message,
                        hint: "canBecomeFirstResponder를 오버라이드해 true를 반환하게 하고, 메뉴를 보여 주기 전에 눌린 뷰에서 "
                            + "becomeFirstResponder()를 호출하십시오.")
                })
        case .pasteHidden:
            return Wording(
                message: Words.say(
                    in: language,
                    en: "Paste is hidden: the text input implements paste(_:) but its canPerformAction returns false "
                        + "while the pasteboard is empty.",
                    ja: "「ペースト」は表示されません。テキスト入力は paste(_:) を実装していますが、ペーストボードが空のあいだは "
                        + "canPerformAction が false を返します。",
                    zh: "“粘贴”被隐藏了：文本输入控件实现了 paste(_:)，但在剪贴板为空时，它的 canPerformAction 返回 false。",
                    ko: "붙여넣기 항목이 숨겨져 있습니다. 텍스트 입력 뷰에 paste(_:)가 구현되어 있지만, 페이스트보드가 비어 있는 "
                        + "동안에는 canPerformAction 메서드가 false를 반환합니다."),
                hint: Words.say(
                    in: language,
                    en: "Expected behaviour; Paste appears once something is copied.",
                    ja: "想定どおりの動作です。何かをコピーすると「ペースト」が表示されます。",
                    zh: "这是预期行为；拷贝了内容之后，“粘贴”就会出现。",
                    ko: "정상적인 동작입니다. 무언가를 복사하면 붙여넣기 항목이 나타납니다."))
        case .pressedViewNotFirstResponder(let pressed, let first, let actions):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message: "\(displayName(of: pressed)) implements " + actions.map(\.name).joined(separator: ", ")
                            + " but is not first responder, so the menu searches from \(displayName(of: first)) instead and "
                            + "does not offer its items.",
                        hint:
                            "Make \(self[pressed].className) able to become first responder and call becomeFirstResponder() "
                            + "on the long-press before showing the menu.")
                },
                ja: {
                    let names = actions.map(\.name).joined(separator: "、")
                    let pressedName = displayName(of: pressed)
                    return Wording(
                        message: "\(pressedName) は \(names) を実装していますが、ファーストレスポンダーではありません。"
                            + "そのためメニューは代わりに \(displayName(of: first)) から検索し、\(pressedName) の項目を表示しません。",
                        hint: "\(self[pressed].className) がファーストレスポンダーになれるようにし、長押しのとき、メニューを表示する前に "
                            + "becomeFirstResponder() を呼んでください。")
                },
                zh: {
                    let names = actions.map(\.name).joined(separator: "、")
                    return Wording(
                        message: "\(displayName(of: pressed)) 实现了 \(names)，但它不是第一响应者，因此菜单改为从 "
                            + "\(displayName(of: first)) 开始查找，不会提供它的菜单项。",
                        hint: "让 \(self[pressed].className) 能够成为第一响应者，并在长按时、显示菜单之前调用 becomeFirstResponder()。")
                },
                ko: {
                    let names = actions.map(\.name).joined(separator: ", ")
                    return Wording(
                        message: "\(displayName(of: pressed))에는 \(names) 액션이 구현되어 있지만, 이 뷰는 퍼스트 리스폰더가 "
                            + "아닙니다. 그래서 메뉴는 대신 \(displayName(of: first))에서부터 검색하고, 이 뷰의 항목을 보여 주지 "
                            + "않습니다.",
                        hint: "\(self[pressed].className) 클래스가 퍼스트 리스폰더가 될 수 있게 하고, 길게 누를 때 메뉴를 보여 주기 "
                            + "전에 becomeFirstResponder()를 호출하십시오.")
                })
        }
    }

    /// The words of row-selection diagnostics, in `language`: each case's four languages side by side, only the one
    /// asked for built.
    func wording(of words: DiagnosticWords.Selection, in language: Language) -> Wording {
        switch words {
        case .disabled(let list, let cell, let expected):
            return Words.wording(
                in: language,
                en: {
                    let rule = selectionRule(of: list)
                    return Wording(
                        message:
                            "\(displayName(of: list)) received touchesEnded(_:with:) from \(displayName(of: cell)), but "
                            + "its allowsSelection is false, so UIKit selects nothing"
                            + (expected.map { " and \(displayName(of: $0))'s \(rule.didSelect.swiftName) never runs." }
                                ?? "."),
                        hint: "Set allowsSelection = true (in code or in the storyboard's Selection setting) if the "
                            + "\(rule.itemWord) should respond to a tap; to make only some \(rule.itemWord)s selectable, "
                            + (rule.isTable
                                ? "return nil from tableView(_:willSelectRowAt:)"
                                : "return false from collectionView(_:shouldSelectItemAt:)") + " for the others.")
                },
                ja: {
                    let rule = selectionRule(of: list)
                    let item = japaneseItemWord(rule)
                    var message =
                        "\(displayName(of: list)) は \(displayName(of: cell)) から touchesEnded(_:with:) を受け取りましたが、"
                    message += "allowsSelection が false のため、UIKit は何も選択しません"
                    if let expected {
                        message += "。\(displayName(of: expected)) の \(rule.didSelect.swiftName) も実行されません。"
                    } else {
                        message += "。"
                    }
                    let others =
                        rule.isTable
                        ? "tableView(_:willSelectRowAt:) で nil を返してください。"
                        : "collectionView(_:shouldSelectItemAt:) で false を返してください。"
                    return Wording(
                        message: message,
                        hint: "\(item)がタップに反応すべきなら、allowsSelection = true を設定してください（コードで、または"
                            + "ストーリーボードの Selection の設定で）。一部の\(item)だけを選択できるようにするには、それ以外の\(item)について "
                            + others)
                },
                zh: {
                    let rule = selectionRule(of: list)
                    let item = chineseItemWord(rule)
                    var message = "\(displayName(of: list)) 从 \(displayName(of: cell)) 收到了 touchesEnded(_:with:)，"
                    message += "但它的 allowsSelection 为 false，所以 UIKit 不会选中任何内容"
                    if let expected {
                        message += "，\(displayName(of: expected)) 的 \(rule.didSelect.swiftName) 也永远不会执行。"
                    } else {
                        message += "。"
                    }
                    let others =
                        rule.isTable
                        ? "在 tableView(_:willSelectRowAt:) 中返回 nil。"
                        : "在 collectionView(_:shouldSelectItemAt:) 中返回 false。"
                    return Wording(
                        message: message,
                        hint: "如果\(item)应当响应轻点，请设置 allowsSelection = true（在代码中，或在 storyboard 的 Selection 设置中）；"
                            + "若只想让部分\(item)可以选中，请对其余的\(item)" + others)
                },
                ko: {
                    let rule = selectionRule(of: list)
                    let item = koreanItemWord(rule)
                    var message = "\(displayName(of: list))에 \(displayName(of: cell))에서 보낸 touchesEnded(_:with:)가 "
                    message += "전달되었지만, allowsSelection이 false이므로 UIKit은 아무것도 선택하지 않습니다."
                    if let expected {
                        message += " \(displayName(of: expected))의 \(rule.didSelect.swiftName) 메서드도 실행되지 않습니다."
                    }
                    let others =
                        rule.isTable
                        ? "tableView(_:willSelectRowAt:)에서 nil을 반환하십시오."
                        : "collectionView(_:shouldSelectItemAt:)에서 false를 반환하십시오."
                    return Wording(
                        message: message,
                        hint: "\(item)이 탭에 반응해야 한다면 allowsSelection = true로 설정하십시오(코드에서, 또는 스토리보드의 "
                            + "Selection 설정에서). 일부 \(item)만 선택할 수 있게 하려면 나머지 \(item)에 대해 " + others)
                })
        case .noDelegate(let list, let cell, let implementer):
            return Words.wording(
                in: language,
                en: {
                    let rule = selectionRule(of: list)
                    return Wording(
                        message:
                            "\(displayName(of: implementer)) implements \(rule.didSelect.swiftName), but it is not the "
                            + "delegate of \(displayName(of: list)): the table has none, so UIKit selects "
                            + "\(row(of: cell, in: list)) and calls nobody.",
                        hint:
                            "Set \(rule.isTable ? "tableView" : "collectionView").delegate = self (or connect the delegate "
                            + "outlet in the storyboard); the dataSource alone is not told about taps.")
                },
                ja: {
                    let rule = selectionRule(of: list)
                    let listName = displayName(of: list)
                    return Wording(
                        message: "\(displayName(of: implementer)) は \(rule.didSelect.swiftName) を実装していますが、"
                            + "\(listName) のデリゲートではありません。\(listName) にはデリゲートがないため、UIKit は "
                            + "\(japaneseRow(of: cell, in: list))を選択しますが、誰も呼び出しません。",
                        hint: "\(rule.isTable ? "tableView" : "collectionView").delegate = self を設定してください（または"
                            + "ストーリーボードで delegate アウトレットを接続してください）。dataSource だけではタップは通知されません。")
                },
                zh: {
                    let rule = selectionRule(of: list)
                    let listName = displayName(of: list)
                    return Wording(
                        message: "\(displayName(of: implementer)) 实现了 \(rule.didSelect.swiftName)，但它不是 \(listName) 的代理："
                            + "\(listName) 没有代理，因此 UIKit 会选中 \(chineseRow(of: cell, in: list))，但不会调用任何对象。",
                        hint: "设置 \(rule.isTable ? "tableView" : "collectionView").delegate = self（或在 storyboard 中连接 "
                            + "delegate outlet）；仅有 dataSource 是收不到轻点通知的。")
                },
                ko: {
                    let rule = selectionRule(of: list)
                    let listName = displayName(of: list)
                    return Wording(
                        message: "\(displayName(of: implementer))에는 \(rule.didSelect.swiftName) 메서드가 구현되어 있지만, 이 "
                            + "객체는 \(listName)의 델리게이트가 아닙니다. \(listName)에는 델리게이트가 없으므로 UIKit은 "
                            + "\(koreanRow(of: cell, in: list))을 선택하고 아무것도 호출하지 않습니다.",
                        hint: "\(rule.isTable ? "tableView" : "collectionView").delegate = self로 설정하십시오(또는 스토리보드에서 "
                            + "delegate 아웃렛을 연결하십시오). dataSource만으로는 탭을 전달받지 못합니다.")
                })
        case .delegateMissesDidSelect(let list, let cell, let delegate, let deselects, _):
            return Words.wording(
                in: language,
                en: {
                    let rule = selectionRule(of: list)
                    let row = row(of: cell, in: list)
                    return Wording(
                        message: deselects
                            ? "\(displayName(of: delegate)) implements \(rule.didDeselect.swiftName), which UIKit calls when a "
                                + "\(rule.itemWord) is deselected, not \(rule.didSelect.swiftName): the tap selects \(row) and "
                                + "the code meant for it does not run."
                            : "\(displayName(of: list)) selects \(row), but its delegate \(displayName(of: delegate)) does not "
                                + "implement \(rule.didSelect.swiftName), so the tap does nothing more.",
                        hint: deselects
                            ? "Rename the method to \(rule.didSelect.swiftName); code completion offers the deselect variant "
                                + "first."
                            : "Implement \(rule.didSelect.swiftName) on the delegate, or make the object that implements it "
                                + "the delegate.")
                },
                ja: {
                    let rule = selectionRule(of: list)
                    let item = japaneseItemWord(rule)
                    let row = japaneseRow(of: cell, in: list)
                    let didSelect = rule.didSelect.swiftName
                    if deselects {
                        return Wording(
                            message: "\(displayName(of: delegate)) が実装しているのは \(didSelect) ではなく "
                                + "\(rule.didDeselect.swiftName) です。これは\(item)の選択が解除されたときに UIKit が呼ぶメソッドです。"
                                + "タップで \(row)は選択されますが、そのために書いたコードは実行されません。",
                            hint: "メソッド名を \(didSelect) に直してください。コード補完は deselect のほうを先に候補に出します。")
                    }
                    return Wording(
                        message: "\(displayName(of: list)) は \(row)を選択しますが、デリゲートの \(displayName(of: delegate)) は "
                            + "\(didSelect) を実装していないため、タップではそれ以上何も起きません。",
                        hint: "デリゲートに \(didSelect) を実装するか、\(didSelect) を実装しているオブジェクトをデリゲートにしてください。")
                },
                zh: {
                    let rule = selectionRule(of: list)
                    let item = chineseItemWord(rule)
                    let row = chineseRow(of: cell, in: list)
                    let didSelect = rule.didSelect.swiftName
                    if deselects {
                        return Wording(
                            message: "\(displayName(of: delegate)) 实现的是 \(rule.didDeselect.swiftName)（UIKit 在某个\(item)"
                                + "被取消选中时调用它），而不是 \(didSelect)：轻点会选中 \(row)，但为它编写的代码不会执行。",
                            hint: "把方法名改为 \(didSelect)；代码补全会先提示 deselect 的版本。")
                    }
                    return Wording(
                        message: "\(displayName(of: list)) 选中了 \(row)，但它的代理 \(displayName(of: delegate)) 没有实现 "
                            + "\(didSelect)，因此轻点之后不会再发生任何事。",
                        hint: "在代理上实现 \(didSelect)，或者把实现了它的对象设为代理。")
                },
                ko: {
                    let rule = selectionRule(of: list)
                    let item = koreanItemWord(rule)
                    let row = koreanRow(of: cell, in: list)
                    let didSelect = rule.didSelect.swiftName
                    if deselects {
                        return Wording(
                            message: "\(displayName(of: delegate))에 구현된 것은 \(didSelect) 메서드가 아니라 "
                                + "\(rule.didDeselect.swiftName) 메서드입니다. 이 메서드는 \(item)의 선택이 해제될 때 UIKit이 "
                                + "호출합니다. 탭하면 \(row)이 선택되지만, 그 \(item)을 위해 작성한 코드는 실행되지 않습니다.",
                            hint: "메서드의 이름을 바꾸십시오. 올바른 이름은 \(didSelect)입니다. 코드 자동 완성은 deselect 버전을 먼저 "
                                + "제안합니다.")
                    }
                    return Wording(
                        message: "\(displayName(of: list))에서 \(row)이 선택되지만, 델리게이트인 \(displayName(of: delegate))에는 "
                            + "\(didSelect) 메서드가 구현되어 있지 않아서 탭한 뒤에 더 일어나는 일이 없습니다.",
                        hint: "델리게이트에 \(didSelect) 메서드를 구현하거나, 이 메서드를 구현한 객체를 델리게이트로 지정하십시오.")
                })
        case .swallowed(let responder, let list, let cell):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: responder)) overrides touchesEnded(_:with:) without calling super, so the "
                        + "touch never reaches \(displayName(of: list)) along the chain and \(row(of: cell, in: list)) is "
                        + "not selected.",
                    ja: "\(displayName(of: responder)) は super を呼ばずに touchesEnded(_:with:) をオーバーライドしているため、"
                        + "タッチはチェーンをたどって \(displayName(of: list)) に届かず、\(japaneseRow(of: cell, in: list))は"
                        + "選択されません。",
                    zh: "\(displayName(of: responder)) 重写了 touchesEnded(_:with:) 却没有调用 super，因此触摸沿响应者链"
                        + "永远到不了 \(displayName(of: list))，\(chineseRow(of: cell, in: list))也不会被选中。",
                    ko: "\(displayName(of: responder))이(가) super를 호출하지 않고 touchesEnded(_:with:)를 오버라이드하므로, "
                        + "터치가 체인을 따라 \(displayName(of: list))까지 도달하지 못하고 \(koreanRow(of: cell, in: list))은 "
                        + "선택되지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Call super.touchesEnded(touches, with: event) in the override (and in the other touch "
                        + "methods), or handle the tap with a gesture recognizer instead.",
                    ja: "オーバーライドの中で（ほかのタッチメソッドでも）super.touchesEnded(touches, with: event) を呼ぶか、"
                        + "代わりにジェスチャー認識子でタップを処理してください。",
                    zh: "在重写的方法中（以及其他触摸方法中）调用 super.touchesEnded(touches, with: event)，"
                        + "或者改用手势识别器来处理轻点。",
                    ko: "오버라이드한 메서드 안에서(다른 터치 메서드에서도) super.touchesEnded(touches, with: event)를 "
                        + "호출하거나, 대신 제스처 인식기로 탭을 처리하십시오."))
        case .accessoryButtonUnhandled(let list, let cell, let button, let delegate, let implementer):
            let method = RowSelection.accessoryButtonTapped.swiftName
            let didSelect = selectionRule(of: list).didSelect.swiftName
            let name = displayName(of: button)
            let listName = displayName(of: list)
            let who = delegate.map(displayName(of:))
            let expected = implementer.map(displayName(of:))
            return Words.wording(
                in: language,
                en: {
                    var message = "The tap is on \(name), the detail button of \(displayName(of: cell))'s accessory. A "
                    message +=
                        "tap on it does not select the row: \(listName) calls \(method) on its delegate instead, "
                    message +=
                        who.map { "and \($0) does not implement it, so nothing of the app runs." }
                        ?? "and it has no delegate, so nothing of the app runs."
                    if let expected { message += " \(expected)'s \(didSelect) does not run either." }
                    return Wording(
                        message: message,
                        hint: who.map {
                            "Implement \(method) on \($0) (the detail button's tap), or use accessoryType "
                                + ".disclosureIndicator if a tap anywhere on the row should select it."
                        }
                            ?? "Set the table's delegate to the object that implements \(method), or use accessoryType "
                            + ".disclosureIndicator if a tap anywhere on the row should select it.")
                },
                ja: {
                    var message = "タップは \(displayName(of: cell)) のアクセサリの詳細ボタン \(name) の上です。"
                    message += "このボタンをタップしても行は選択されず、代わりに \(listName) がデリゲートの \(method) を呼びます。"
                    message +=
                        who.map { "しかし \($0) はこれを実装していないため、アプリのコードは何も実行されません。" }
                        ?? "しかしデリゲートがないため、アプリのコードは何も実行されません。"
                    if let expected { message += "\(expected) の \(didSelect) も実行されません。" }
                    return Wording(
                        message: message,
                        hint: who.map {
                            "\($0) に \(method) を実装してください（詳細ボタンのタップ）。行のどこをタップしても選択されるように"
                                + "したいなら、accessoryType を .disclosureIndicator にしてください。"
                        }
                            ?? "\(method) を実装したオブジェクトをテーブルのデリゲートにしてください。行のどこをタップしても"
                            + "選択されるようにしたいなら、accessoryType を .disclosureIndicator にしてください。")
                },
                zh: {
                    var message = "轻点落在 \(displayName(of: cell)) 附件的详细信息按钮 \(name) 上。轻点它不会选中该行，"
                    message += "\(listName) 会改为调用它的代理的 \(method)，"
                    message +=
                        who.map { "但 \($0) 没有实现它，所以应用的代码什么都不会执行。" }
                        ?? "但它没有代理，所以应用的代码什么都不会执行。"
                    if let expected { message += "\(expected) 的 \(didSelect) 也不会执行。" }
                    return Wording(
                        message: message,
                        hint: who.map {
                            "在 \($0) 上实现 \(method)（详细信息按钮的轻点）；如果轻点该行的任何位置都应选中它，"
                                + "请把 accessoryType 设为 .disclosureIndicator。"
                        }
                            ?? "把实现了 \(method) 的对象设为表格的代理；如果轻点该行的任何位置都应选中它，"
                            + "请把 accessoryType 设为 .disclosureIndicator。")
                },
                ko: {
                    var message = "탭은 \(displayName(of: cell)) 액세서리의 상세 정보 버튼인 \(name) 위에 있습니다. "
                    message += "이 버튼을 탭하면 행이 선택되지 않고, 대신 \(listName)이(가) 델리게이트의 \(method) 메서드를 "
                    message += "호출합니다. "
                    message +=
                        who.map { "그러나 \($0)에는 이 메서드가 구현되어 있지 않으므로 앱의 코드는 아무것도 실행되지 않습니다." }
                        ?? "그러나 델리게이트가 없으므로 앱의 코드는 아무것도 실행되지 않습니다."
                    if let expected { message += " \(expected)의 \(didSelect) 메서드도 실행되지 않습니다." }
                    return Wording(
                        message: message,
                        hint: who.map {
                            "\($0)에 \(method) 메서드를 구현하십시오(상세 정보 버튼의 탭). 행의 어디를 탭해도 선택되어야 "
                                + "한다면 accessoryType을 .disclosureIndicator로 설정하십시오."
                        }
                            ?? "\(method) 메서드를 구현한 객체를 테이블의 델리게이트로 지정하십시오. 행의 어디를 탭해도 "
                            + "선택되어야 한다면 accessoryType을 .disclosureIndicator로 설정하십시오.")
                })
        }
    }

    /// A list's selection rule (a table's, when the list has none).
    func selectionRule(of list: Int) -> RowSelection { self[list].rowSelection ?? RowSelection(isTable: true) }

    /// "the row of UITableViewCell 'cell'".
    func row(of cell: Int, in list: Int) -> String {
        "the \(selectionRule(of: list).itemWord) of \(displayName(of: cell))"
    }
}

// MARK: - the Japanese words' own helpers

extension App {
    /// 「行」（テーブルビュー）または「アイテム」（コレクションビュー）。
    func japaneseItemWord(_ rule: RowSelection) -> String { rule.isTable ? "行" : "アイテム" }

    /// 「UITableViewCell 'cell' の行」。後ろに助詞が直接続きます（「…の行を」）。
    func japaneseRow(of cell: Int, in list: Int) -> String {
        "\(displayName(of: cell)) の\(japaneseItemWord(selectionRule(of: list)))"
    }
}

// MARK: - the Chinese words' own helpers

extension App {
    /// “行”（表格视图）或“项”（集合视图）。
    func chineseItemWord(_ rule: RowSelection) -> String { rule.isTable ? "行" : "项" }

    /// “UITableViewCell 'cell' 所在的行”。
    func chineseRow(of cell: Int, in list: Int) -> String {
        "\(displayName(of: cell)) 所在的\(chineseItemWord(selectionRule(of: list)))"
    }
}

// MARK: - the Korean words' own helpers

extension App {
    /// "행"(테이블 뷰) 또는 "항목"(컬렉션 뷰): 둘 다 받침으로 끝나므로 이/을/은이 붙습니다.
    func koreanItemWord(_ rule: RowSelection) -> String { rule.isTable ? "행" : "항목" }

    /// "UITableViewCell 'cell'의 행": 받침으로 끝나므로 이/을/은이 붙습니다.
    func koreanRow(of cell: Int, in list: Int) -> String {
        "\(displayName(of: cell))의 \(koreanItemWord(selectionRule(of: list)))"
    }
}
