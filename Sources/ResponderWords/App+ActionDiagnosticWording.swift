import ResponderCore

extension App {
    /// The words of action diagnostics, in `language`: each case's four languages side by side, only the one asked for
    /// built.
    func wording(of words: DiagnosticWords.Action, in language: Language) -> Wording {
        switch words {
        case .controlDisabled(let control):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: control)) is disabled (isEnabled = false), so it sends none of its actions.",
                    ja: "\(displayName(of: control)) は無効（isEnabled = false）なので、アクションを一切送信しません。",
                    zh: "\(displayName(of: control)) 已被禁用（isEnabled = false），所以它不会发送任何动作。",
                    ko: "\(displayName(of: control))은(는) 비활성화되어 있습니다(isEnabled = false). "
                        + "그래서 어떤 액션도 보내지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Enable the control, or expect no action while it is disabled.",
                    ja: "コントロールを有効にするか、無効のあいだはアクションが送信されないものと考えてください。",
                    zh: "启用该控件，或者接受它在禁用期间不会发送动作。",
                    ko: "컨트롤을 활성화하거나, 비활성화된 동안에는 액션이 오지 않는다고 생각하십시오."))
        case .noActionSent(let control, let sent, let targeted):
            return noActionSentWording(control: control, sent: sent, targeted: targeted, in: language)
        case .menuTookPrimaryAction(let button, let actions):
            let name = displayName(of: button)
            let list = actions.map(\.name).joined(separator: ", ")
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(name)'s menu is its primary action (showsMenuAsPrimaryAction = true), so the tap opened "
                        + "the menu on touch down and the button sent no touchUpInside or primaryActionTriggered: "
                        + "\(list) did not run.",
                    ja: "\(name) のメニューはプライマリアクションです（showsMenuAsPrimaryAction = true）。そのためタップは"
                        + "タッチダウンでメニューを開き、ボタンは touchUpInside も primaryActionTriggered も送信しませんでした。"
                        + "\(list) は実行されていません。",
                    zh: "\(name) 的菜单是它的主要动作（showsMenuAsPrimaryAction = true），所以这次轻点在按下时就打开了菜单，"
                        + "按钮没有发送 touchUpInside 或 primaryActionTriggered：\(list) 没有执行。",
                    ko: "\(name)의 메뉴가 기본 동작입니다(showsMenuAsPrimaryAction = true). 그래서 탭하자 터치 다운 시점에 "
                        + "메뉴가 열렸고, 버튼은 touchUpInside도 primaryActionTriggered도 보내지 않았습니다. \(list) 액션은 "
                        + "실행되지 않았습니다."),
                hint: Words.say(
                    in: language,
                    en: "Set showsMenuAsPrimaryAction = false if a tap should send the action (a long press then opens "
                        + "the menu), or add the target for .menuActionTriggered to act as the menu opens.",
                    ja: "タップでアクションを送信したいなら showsMenuAsPrimaryAction = false にしてください（メニューは"
                        + "長押しで開くようになります）。メニューが開くときに処理したいなら、ターゲットを .menuActionTriggered "
                        + "に追加してください。",
                    zh: "如果轻点应当发送动作，请设置 showsMenuAsPrimaryAction = false（菜单改为长按打开）；如果想在菜单打开时"
                        + "处理，请把目标添加到 .menuActionTriggered。",
                    ko: "탭이 액션을 보내야 한다면 showsMenuAsPrimaryAction = false로 설정하십시오(그러면 메뉴는 길게 누르기로 "
                        + "열립니다). 메뉴가 열릴 때 처리하려면 타깃을 .menuActionTriggered에 추가하십시오."))
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(action.name) was added twice for \(event.rawValue) on \(displayName(of: control)) with the "
                        + "same target; UIKit keeps one copy, so it fires once.",
                    ja: "\(action.name) が \(displayName(of: control)) の \(event.rawValue) に、同じターゲットで 2 回追加されました。"
                        + "UIKit は 1 つだけ保持するので、アクションは 1 回だけ送られます。",
                    zh: "同一个目标的 \(action.name) 被两次添加到 \(displayName(of: control)) 的 \(event.rawValue) 上；"
                        + "UIKit 只保留一份，所以它只触发一次。",
                    ko: "\(displayName(of: control))의 \(event.rawValue) 이벤트에 \(action.name) 액션이 같은 타깃으로 "
                        + "두 번 추가되었습니다. UIKit은 하나만 보관하므로, 액션은 한 번만 실행됩니다."),
                hint: Words.say(
                    in: language,
                    en: "Adding the same target-action pair again has no effect; remove the duplicate call.",
                    ja: "同じターゲットとアクションの組をもう一度追加しても効果はありません。重複した呼び出しを削除してください。",
                    zh: "再次添加相同的目标-动作组合没有任何效果；请删除重复的调用。",
                    ko: "같은 타깃-액션 쌍을 다시 추가해도 아무 효과가 없습니다. 중복된 호출을 지우십시오."))
        case .targetReleased(let object, let holder, let role):
            return Words.wording(
                in: language,
                en: {
                    let isControl = self[holder].isControl
                    let consequence =
                        isControl
                        ? "so the action is sent with a nil target and walks the responder chain from the first responder "
                            + "instead (see actions)."
                        : self[holder].rowSelection != nil
                            ? "so the table has no delegate when the row is selected, and nobody is told."
                            : "so the recognizer's action reaches nobody (observed on iOS; the documentation does not say "
                                + "what a recognizer keeps)."
                    let what: String
                    switch role {
                    case .controlTarget(let action): what = "target of \(action.swiftName)"
                    case .recognizerTarget(let index, let action):
                        what = "target of \(recognizerName(index))'s \(action.swiftName)"
                    case .delegate: what = "delegate"
                    }
                    return Wording(
                        message:
                            "\(displayName(of: object)) is the \(what) of \(displayName(of: holder)), but nothing keeps a "
                            + "strong reference to it (isRetained is false), and \(displayName(of: holder)) does not retain it"
                            + (isControl ? " (UIKit's documentation: the control does not retain its target)" : "")
                            + ": it is deallocated before the event, " + consequence,
                        hint:
                            "Keep the object in a stored property of its owner (let handler = TapHandler() in the view "
                            + "controller), not in a local variable of the method that set it up.")
                },
                ja: {
                    let isControl = self[holder].isControl
                    let consequence =
                        isControl
                        ? "そのためアクションはターゲット nil で送信され、代わりにファーストレスポンダーからレスポンダーチェーンを"
                            + "たどります（actions を参照）。"
                        : self[holder].rowSelection != nil
                            ? "そのため行が選択されたとき、テーブルにはデリゲートがなく、誰にも通知されません。"
                            : "そのためジェスチャー認識子のアクションは誰にも届きません（iOS で観察された動作です。"
                                + "認識子が何を保持するかはドキュメントに書かれていません）。"
                    let holderName = displayName(of: holder)
                    // A recognizer's name says its view, the holder.
                    let what: String
                    switch role {
                    case .controlTarget(let action): what = "\(holderName) の \(action.swiftName) のターゲット"
                    case .recognizerTarget(let index, let action):
                        what = "\(recognizerName(index, in: .japanese)) の \(action.swiftName) のターゲット"
                    case .delegate: what = "\(holderName) のデリゲート"
                    }
                    var message = "\(displayName(of: object)) は \(what)ですが、"
                    message += "このオブジェクトを強参照しているものがなく（isRetained が false）、\(holderName) も保持していません"
                    if isControl {
                        message += "（UIKit のドキュメントによれば、コントロールはターゲットを保持しません）"
                    }
                    message += "。このオブジェクトはイベントより前に解放されます。"
                    message += consequence
                    return Wording(
                        message: message,
                        hint: "オブジェクトは、設定したメソッドのローカル変数ではなく、持ち主の格納プロパティに保持してください"
                            + "（ビューコントローラーに let handler = TapHandler() と書きます）。")
                },
                zh: {
                    let isControl = self[holder].isControl
                    let consequence =
                        isControl
                        ? "因此动作会以 nil 目标发送，改为从第一响应者开始沿响应者链查找（见 actions）。"
                        : self[holder].rowSelection != nil
                            ? "因此选中该行时表格没有代理，没有任何对象得到通知。"
                            : "因此手势识别器的动作不会到达任何对象（这是在 iOS 上观察到的行为；文档没有说明识别器会保留什么）。"
                    let holderName = displayName(of: holder)
                    // A recognizer's name says its view, the holder.
                    let what: String
                    switch role {
                    case .controlTarget(let action): what = "\(holderName) 的 \(action.swiftName) 的目标"
                    case .recognizerTarget(let index, let action):
                        what = "\(recognizerName(index, in: .simplifiedChinese)) 的 \(action.swiftName) 的目标"
                    case .delegate: what = "\(holderName) 的代理"
                    }
                    var message = "\(displayName(of: object)) 是 \(what)，"
                    message += "但没有任何对象强引用它（isRetained 为 false），\(holderName) 也不会保留它"
                    if isControl {
                        message += "（UIKit 文档指出：控件不会保留它的目标）"
                    }
                    message += "：它在事件发生之前就被释放了，"
                    message += consequence
                    return Wording(
                        message: message,
                        hint: "把该对象保存在其所有者的存储属性中（在视图控制器里写 let handler = TapHandler()），"
                            + "而不是放在设置它的方法的局部变量里。")
                },
                ko: {
                    let isControl = self[holder].isControl
                    let consequence =
                        isControl
                        ? "그래서 액션은 nil 타깃으로 보내지고, 대신 퍼스트 리스폰더에서부터 리스폰더 체인을 따라 "
                            + "올라갑니다(actions 참고)."
                        : self[holder].rowSelection != nil
                            ? "그래서 행이 선택될 때 테이블에는 델리게이트가 없고, 아무도 알림을 받지 못합니다."
                            : "그래서 제스처 인식기의 액션은 아무에게도 전달되지 않습니다(iOS에서 관찰된 동작이며, "
                                + "인식기가 무엇을 보관하는지는 문서에 나와 있지 않습니다)."
                    let holderName = displayName(of: holder)
                    // A recognizer's name says its view, the holder.
                    let what: String
                    switch role {
                    case .controlTarget(let action): what = "\(holderName)의 \(action.swiftName) 액션의 타깃"
                    case .recognizerTarget(let index, let action):
                        what = "\(recognizerName(index, in: .korean))의 \(action.swiftName) 액션의 타깃"
                    case .delegate: what = "\(holderName)의 델리게이트"
                    }
                    var message = "\(displayName(of: object)) 객체는 \(what)이지만, "
                    message += "이 객체를 강하게 참조하는 것이 없고(isRetained가 false), \(holderName)도 이 객체를 보관하지 않습니다"
                    if isControl {
                        message += "(UIKit 문서에 따르면 컨트롤은 타깃을 보관하지 않습니다)"
                    }
                    message += ". 이 객체는 이벤트가 오기 전에 해제됩니다. "
                    message += consequence
                    return Wording(
                        message: message,
                        hint: "객체를 설정한 메서드의 지역 변수가 아니라, 소유자의 저장 프로퍼티에 보관하십시오"
                            + "(뷰 컨트롤러에 let handler = TapHandler()를 선언합니다).")
                })
        case .unrecognizedSelector(let target, let action):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "-[\(self[target].className) \(action.name)]: unrecognized selector sent to instance. The "
                            + "action's explicit target does not implement it, so the app crashes.",
                        hint:
                            "Implement @objc func \(action.swiftName) on \(self[target].className), or fix the target or "
                            + "selector passed to addTarget(_:action:for:).")
                },
                ja: {
                    let className = self[target].className
                    return Wording(
                        message: "-[\(className) \(action.name)]: unrecognized selector sent to instance というエラーになります。"
                            + "アクションの明示的なターゲットがこのメソッドを実装していないため、アプリはクラッシュします。",
                        hint: "\(className) に @objc func \(action.swiftName) を実装するか、addTarget(_:action:for:) に渡した"
                            + "ターゲットまたはセレクターを修正してください。")
                },
                zh: {
                    let className = self[target].className
                    return Wording(
                        message: "-[\(className) \(action.name)]: unrecognized selector sent to instance。"
                            + "动作的显式目标没有实现这个方法，因此应用会崩溃。",
                        hint: "在 \(className) 上实现 @objc func \(action.swiftName)，或者修正传给 addTarget(_:action:for:) "
                            + "的目标或选择器。")
                },
                ko: {
                    let className = self[target].className
                    return Wording(
                        message: "-[\(className) \(action.name)]: unrecognized selector sent to instance 오류가 납니다. "
                            + "액션의 명시적인 타깃에 이 메서드가 구현되어 있지 않으므로, 앱이 크래시합니다.",
                        hint: "\(className)에 @objc func \(action.swiftName) 메서드를 구현하거나, addTarget(_:action:for:)에 넘긴 "
                            + "타깃이나 셀렉터를 고치십시오.")
                })
        case .declined(let responder, let action, let reason):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message: "\(displayName(of: responder)) implements \(action.name) but its "
                            + "canPerformAction(_:withSender:) returns false (\(reason.map(words(of:)) ?? "declined")); a responder further up "
                            + "may still take it.",
                        hint: "This is how a text view hides Paste when the pasteboard is empty.")
                },
                ja: {
                    let why = reason.map { self.words(of: $0, in: .japanese) } ?? "辞退"
                    return Wording(
                        message: "\(displayName(of: responder)) は \(action.name) を実装していますが、"
                            + "canPerformAction(_:withSender:) が false を返します（\(why)）。"
                            + "さらに上のレスポンダーが引き受ける可能性はあります。",
                        hint: "テキストビューは、ペーストボードが空のとき、こうして「ペースト」を隠します。")
                },
                zh: {
                    let why = reason.map { self.words(of: $0, in: .simplifiedChinese) } ?? "拒绝执行"
                    return Wording(
                        message: "\(displayName(of: responder)) 实现了 \(action.name)，但它的 canPerformAction(_:withSender:) "
                            + "返回 false（\(why)）；更上层的响应者仍可能接手。",
                        hint: "文本视图就是这样在剪贴板为空时隐藏“粘贴”的。")
                },
                ko: {
                    let why = reason.map { self.words(of: $0, in: .korean) } ?? "거절함"
                    return Wording(
                        message: "\(displayName(of: responder))에 \(action.name) 액션이 구현되어 있지만, "
                            + "canPerformAction(_:withSender:) 메서드가 false를 반환합니다(\(why)). "
                            + "체인에서 더 위에 있는 리스폰더가 이 액션을 처리할 수도 있습니다.",
                        hint: "텍스트 뷰는 페이스트보드가 비어 있을 때 이런 방식으로 붙여넣기 항목을 숨깁니다.")
                })
        case .dropped(let action, let walked):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message: "The nil-targeted action \(action.name) walked "
                            + walked.map(displayName(of:)).joined(separator: " → ")
                            + " and nobody performed it; UIKit discarded it.",
                        hint: "Implement \(action.swiftName) on a responder in that chain (the app delegate catches "
                            + "everything), or give the action an explicit target.")
                },
                ja: {
                    let path = walked.map(displayName(of:)).joined(separator: " → ")
                    return Wording(
                        message: "nil ターゲットのアクション \(action.name) は \(path) をたどりましたが、誰も実行しなかったため、"
                            + "UIKit はそれを破棄しました。",
                        hint: "そのチェーン上のレスポンダーに \(action.swiftName) を実装する（アプリのデリゲートならすべてを受け止めます）か、"
                            + "アクションに明示的なターゲットを指定してください。")
                },
                zh: {
                    let path = walked.map(displayName(of:)).joined(separator: " → ")
                    return Wording(
                        message: "目标为 nil 的动作 \(action.name) 依次经过了 \(path)，但没有任何对象执行它；UIKit 把它丢弃了。",
                        hint: "在这条链上的某个响应者中实现 \(action.swiftName)（应用代理可以接住一切），或者为该动作指定显式目标。")
                },
                ko: {
                    let path = walked.map(displayName(of:)).joined(separator: " → ")
                    return Wording(
                        message: "nil 타깃으로 보낸 \(action.name) 액션이 \(path) 순서로 체인을 따라갔지만, 아무도 실행하지 "
                            + "않아서 UIKit이 이 액션을 버렸습니다.",
                        hint: "이 체인에 있는 리스폰더에 \(action.swiftName) 메서드를 구현하거나(앱 델리게이트는 모든 것을 받아 냅니다), "
                            + "액션에 명시적인 타깃을 지정하십시오.")
                })
        case .skippedController(let controller, let sender, let action, let start):
            return Words.wording(
                in: language,
                en: {
                    let controllerName = displayName(of: controller)
                    return Wording(
                        message:
                            "\(controllerName) implements \(action.name) and sits on \(displayName(of: sender))'s chain, "
                            + "but a nil-targeted action does not walk from the sender: it walks from the first responder (or "
                            + "the key window when nothing is focused), here \(start.map(displayName(of:)) ?? "nowhere"), so "
                            + "\(controllerName) never sees it.",
                        hint:
                            "Pass the controller as the target of addTarget(_:action:for:), or walk next from the sender "
                            + "yourself (as MessageView does).")
                },
                ja: {
                    let controllerName = displayName(of: controller)
                    var message = "\(controllerName) は \(action.name) を実装していて、\(displayName(of: sender)) のチェーン上にあります。"
                    message += "しかし nil ターゲットのアクションは送信元からではなく、ファーストレスポンダー"
                    message += "（何もフォーカスされていなければキーウインドウ）からたどります。"
                    message += "\(japaneseStart(start))、\(controllerName) はこのアクションを受け取りません。"
                    return Wording(
                        message: message,
                        hint: "コントローラーを addTarget(_:action:for:) のターゲットとして渡すか、（MessageView のように）"
                            + "送信元から自分で next をたどってください。")
                },
                zh: {
                    let controllerName = displayName(of: controller)
                    var message = "\(controllerName) 实现了 \(action.name)，并且位于 \(displayName(of: sender)) 的响应者链上，"
                    message += "但目标为 nil 的动作并不是从发送者开始遍历的：它从第一响应者（没有任何对象获得焦点时则从关键窗口）开始，"
                    message += "\(chineseStart(start))，所以 \(controllerName) 永远收不到它。"
                    return Wording(
                        message: message,
                        hint: "把该视图控制器作为 addTarget(_:action:for:) 的目标传入，或者（像 MessageView 那样）"
                            + "自己从发送者开始沿 next 遍历。")
                },
                ko: {
                    let controllerName = displayName(of: controller)
                    var message = "\(controllerName)에 \(action.name) 액션이 구현되어 있고, 이 컨트롤러는 "
                    message += "\(displayName(of: sender))의 체인에 들어 있습니다. "
                    message += "하지만 nil 타깃 액션은 sender에서부터가 아니라 퍼스트 리스폰더(아무것도 포커스되지 않았다면 "
                    message += "키 윈도우)에서부터 체인을 따라갑니다. "
                    message += "\(koreanStart(start)) \(controllerName)에는 이 액션이 전달되지 않습니다."
                    return Wording(
                        message: message,
                        hint: "컨트롤러를 addTarget(_:action:for:)의 타깃으로 넘기거나, (MessageView처럼) sender에서부터 "
                            + "직접 next를 따라가십시오.")
                })
        case .skippedBarItemOwner(let owner, let sender, let action, let start):
            return Words.wording(
                in: language,
                en: {
                    let ownerName = displayName(of: owner)
                    return Wording(
                        message: "\(ownerName) implements \(action.name) and its navigationItem holds "
                            + "\(displayName(of: sender)), but a bar button item is not in the controller's view: it lies in "
                            + "the navigation bar, whose chain goes to the navigation controller. A nil-targeted action walks "
                            + "from the first responder (or the key window when nothing is focused), here "
                            + "\(start.map(displayName(of:)) ?? "nowhere"), so \(ownerName) never sees it.",
                        hint:
                            "Make the controller the item's target (UIBarButtonItem(title:style:target:action:) with target "
                            + "self), or have a view inside the controller be first responder.")
                },
                ja: {
                    let ownerName = displayName(of: owner)
                    var message = "\(ownerName) は \(action.name) を実装していて、その navigationItem は "
                    message += "\(displayName(of: sender)) を持っています。"
                    message += "しかしバーボタンアイテムはコントローラーのビューの中にはありません。"
                    message += "アイテムはナビゲーションバーの中にあり、そのチェーンはナビゲーションコントローラーへ向かいます。"
                    message += "nil ターゲットのアクションはファーストレスポンダー（何もフォーカスされていなければキーウインドウ）からたどります。"
                    message += "\(japaneseStart(start))、\(ownerName) はこのアクションを受け取りません。"
                    return Wording(
                        message: message,
                        hint: "コントローラーをアイテムのターゲットにする（UIBarButtonItem(title:style:target:action:) の target に "
                            + "self を渡す）か、コントローラーの中のビューをファーストレスポンダーにしてください。")
                },
                zh: {
                    let ownerName = displayName(of: owner)
                    var message = "\(ownerName) 实现了 \(action.name)，它的 navigationItem 持有 \(displayName(of: sender))，"
                    message += "但栏按钮项并不在该视图控制器的视图中：它位于导航栏里，而导航栏的链通向导航控制器。"
                    message += "目标为 nil 的动作从第一响应者（没有任何对象获得焦点时则从关键窗口）开始遍历，"
                    message += "\(chineseStart(start))，所以 \(ownerName) 永远收不到它。"
                    return Wording(
                        message: message,
                        hint: "让该视图控制器成为这个栏按钮项的目标（使用 UIBarButtonItem(title:style:target:action:)，"
                            + "target 传 self），或者让视图控制器内的某个视图成为第一响应者。")
                },
                ko: {
                    let ownerName = displayName(of: owner)
                    var message = "\(ownerName)에 \(action.name) 액션이 구현되어 있고, 이 컨트롤러의 navigationItem에 "
                    message += "\(displayName(of: sender)) 항목이 들어 있습니다. "
                    message += "하지만 바 버튼 아이템은 컨트롤러의 뷰 안에 있지 않습니다. 이 아이템은 내비게이션 바 안에 있고, "
                    message += "내비게이션 바의 체인은 내비게이션 컨트롤러로 이어집니다. "
                    message += "nil 타깃 액션은 퍼스트 리스폰더(아무것도 포커스되지 않았다면 키 윈도우)에서부터 체인을 따라갑니다. "
                    message += "\(koreanStart(start)) \(ownerName)에는 이 액션이 전달되지 않습니다."
                    return Wording(
                        message: message,
                        hint: "컨트롤러를 아이템의 타깃으로 만들거나(UIBarButtonItem(title:style:target:action:)에서 target에 "
                            + "self 전달), 컨트롤러 안의 뷰를 퍼스트 리스폰더로 만드십시오.")
                })
        }
    }
}

// MARK: - the Japanese words' own helpers

extension App {
    /// Where a nil-targeted walk started, as a Japanese clause: "ここでは UIView 'x' からたどるため".
    private func japaneseStart(_ start: Int?) -> String {
        guard let start else { return "ここではたどり始める場所がないため" }
        return "ここでは \(displayName(of: start)) からたどるため"
    }
}

// MARK: - the Chinese words' own helpers

extension App {
    /// Where a nil-targeted walk started, as a Chinese clause: "这里是 UIView 'x'".
    private func chineseStart(_ start: Int?) -> String {
        guard let start else { return "这里没有起点" }
        return "这里是 \(displayName(of: start))"
    }
}

// MARK: - the Korean words' own helpers

extension App {
    /// Where a nil-targeted walk started, as a Korean clause: "여기서는 UIView 'x'에서 시작하므로".
    private func koreanStart(_ start: Int?) -> String {
        guard let start else { return "여기서는 시작할 곳이 없으므로" }
        return "여기서는 \(displayName(of: start))에서 시작하므로"
    }
}

extension App {
    /// The words of a control that tracked a tap to its end and sent no action (a diagnostic, and the audit's
    /// finding of the same).
    func noActionSentWording(
        control: Int, sent: [TargetAction.ControlEvent], targeted: [TargetAction.ControlEvent], in language: Language
    ) -> Wording {
        let name = displayName(of: control)
        // A value control (a switch, a segmented control, a stepper) sends valueChanged on a tap.
        let changesValue = sent.contains(.valueChanged)
        let key: TargetAction.ControlEvent = changesValue ? .valueChanged : .touchUpInside
        let sentList = sent.map(\.rawValue).joined(separator: ", ")
        let targetedList = targeted.map(\.rawValue).joined(separator: ", ")
        // The app's own names where the description gives them: the control's id, the action it already has.
        let id = self[control].id
        let isIdentifier =
            id.first.map { $0.isLetter || $0 == "_" } == true
            && id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let variable = isIdentifier ? id : "control"
        let selector =
            self[control].targetActions.first?.action.swiftName
            ?? "\(variable)\(changesValue ? "Changed" : "Tapped")(_:)"
        let call = "\(variable).addTarget(self, action: #selector(\(selector)), for: .\(key.rawValue))"
        // Interface Builder's name of the event: touchUpInside is "Touch Up Inside".
        var builderName = ""
        for character in key.rawValue {
            if character.isUppercase { builderName += " " }
            builderName.append(builderName.isEmpty ? Character(character.uppercased()) : character)
        }
        let message = Words.text(
            in: language,
            en: {
                (changesValue
                    ? "\(name) changed its own value on this tap and sent \(sentList)"
                    : "\(name) tracked this tap and sent \(sentList)")
                    + (targeted.isEmpty
                        ? ", but no target-action is described for any of them (addTarget(_:action:for:), or an action connected "
                            + "in Interface Builder)"
                        : ", but its only target-actions are for \(targetedList), which this tap does not send")
                    + (changesValue ? ", so the app is not told." : ", so the tap runs none of the app's code.")
            },
            ja: {
                (changesValue
                    ? "\(name) はこのタップで自分の値を変え、\(sentList) を送信しました"
                    : "\(name) はこのタップを追跡し、\(sentList) を送信しました")
                    + (targeted.isEmpty
                        ? "が、そのどれにもターゲットとアクションが記述されていません（addTarget(_:action:for:) も、"
                            + "Interface Builder で接続したアクションもありません）"
                        : "が、ターゲットとアクションは \(targetedList) のものだけで、このタップはそれを送信しません")
                    + (changesValue ? "。そのためアプリには何も通知されません。" : "。そのためこのタップではアプリのコードが何も実行されません。")
            },
            zh: {
                (changesValue
                    ? "\(name) 在这次轻点时改变了自己的值，并发送了 \(sentList)"
                    : "\(name) 跟踪了这次轻点，并发送了 \(sentList)")
                    + (targeted.isEmpty
                        ? "，但没有为其中任何一个描述目标-动作（没有 addTarget(_:action:for:)，也没有在 Interface Builder 中连接的动作）"
                        : "，但它的目标-动作只针对 \(targetedList)，而这次轻点不会发送这些事件")
                    + (changesValue ? "，所以应用不会得到通知。" : "，所以这次轻点不会运行应用的任何代码。")
            },
            ko: {
                (changesValue
                    ? "\(name)이(가) 이 탭으로 자기 값을 바꾸고 \(sentList) 이벤트를 보냈지만"
                    : "\(name)이(가) 이 탭을 추적해 \(sentList) 이벤트를 보냈지만")
                    + (targeted.isEmpty
                        ? ", 그 어느 이벤트에도 타깃-액션이 기술되어 있지 않습니다(addTarget(_:action:for:)도, Interface Builder에서 "
                            + "연결한 액션도 없습니다)"
                        : ", 타깃-액션은 \(targetedList)에 대한 것뿐이고 이 탭은 그 이벤트를 보내지 않습니다")
                    + (changesValue ? ". 그래서 앱은 아무 알림도 받지 못합니다." : ". 그래서 이 탭은 앱의 코드를 하나도 실행하지 않습니다.")
            })
        let hint = Words.say(
            in: language,
            en: "Add a target for .\(key.rawValue): \(call) (in Interface Builder, connect the action to the "
                + "\(builderName) event). If the app adds one in code that this description leaves out, describe it in "
                + "the control's targets (po \(variable).allTargets lists them).",
            ja: ".\(key.rawValue) のターゲットを追加してください: \(call)（Interface Builder では \(builderName) "
                + "イベントにアクションを接続します）。この記述にないコードでアプリが追加しているなら、コントロールの targets "
                + "に記述してください（po \(variable).allTargets で一覧できます）。",
            zh: "为 .\(key.rawValue) 添加目标：\(call)（在 Interface Builder 中，把动作连接到 \(builderName) 事件）。"
                + "如果应用在这份描述未包含的代码中添加了目标，请在该控件的 targets 中描述它"
                + "（po \(variable).allTargets 会列出它们）。",
            ko: ".\(key.rawValue)에 대한 타깃을 추가하십시오: \(call)(Interface Builder에서는 액션을 \(builderName) "
                + "이벤트에 연결합니다). 앱이 이 기술에 없는 코드에서 타깃을 추가한다면, 컨트롤의 targets에 "
                + "기술하십시오(po \(variable).allTargets로 볼 수 있습니다).")
        return Wording(message: message, hint: hint)
    }
}
