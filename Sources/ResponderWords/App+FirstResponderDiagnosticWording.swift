import ResponderCore

extension App {
    /// The words of first-responder diagnostics, in `language`: each case's four languages side by side, only the one
    /// asked for built.
    func wording(of words: DiagnosticWords.FirstResponder, in language: Language) -> Wording {
        switch words {
        case .implementerNotOnChain(let implementer, let implemented, let start, let kind):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "\(displayName(of: implementer)) implements \(self.words(of: implemented)), but the \(kind) "
                            + "event starts at the first responder \(displayName(of: start)), and "
                            + "\(displayName(of: implementer)) is not on its chain, so it never gets the event.",
                        hint:
                            "Make \(displayName(of: implementer)) (or a responder below it) first responder, or handle the "
                            + "event on a responder in the first responder's chain.")
                },
                ja: {
                    let name = displayName(of: implementer)
                    var message = "\(name) は \(japaneseObject(implemented))実装していますが、"
                    message += "\(japaneseEventName(kind))はファーストレスポンダー \(displayName(of: start)) から始まります。"
                    message += "\(name) はそのチェーン上にないため、イベントを受け取りません。"
                    return Wording(
                        message: message,
                        hint: "\(name)（またはその下にあるレスポンダー）をファーストレスポンダーにするか、"
                            + "ファーストレスポンダーのチェーン上にあるレスポンダーでイベントを処理してください。")
                },
                zh: {
                    let name = displayName(of: implementer)
                    var message = "\(name) 实现了 \(chineseWords(of: implemented))，但\(chineseEventName(kind))从第一响应者 "
                    message += "\(displayName(of: start)) 开始，而 \(name) 不在它的链上，所以永远收不到该事件。"
                    return Wording(
                        message: message,
                        hint: "让 \(name)（或它下面的某个响应者）成为第一响应者，或者在第一响应者所在链上的某个响应者中处理该事件。")
                },
                ko: {
                    let name = displayName(of: implementer)
                    var message = "\(name)에 \(koreanWords(of: implemented)) 구현되어 있지만, \(koreanEventName(kind))는 "
                    message += "퍼스트 리스폰더인 \(displayName(of: start))에서 시작합니다. "
                    message += "\(name)은(는) 그 체인에 없으므로, 이 이벤트가 전달되지 않습니다."
                    return Wording(
                        message: message,
                        hint: "\(name) 객체(또는 그 아래에 있는 리스폰더)를 퍼스트 리스폰더로 만들거나, 퍼스트 리스폰더의 체인에 "
                            + "있는 리스폰더에서 이벤트를 처리하십시오.")
                })
        case .eventDropped(let start, let methods):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message: "No responder from \(displayName(of: start)) to the end of the chain handles "
                            + methods.map(\.signature).joined(separator: " or ")
                            + ", so UIKit discarded the event without error.",
                        hint:
                            "Override \(methods.last?.signature ?? "the event's method") on a responder in this chain.")
                },
                ja: {
                    let names = methods.map(\.signature).joined(separator: " または ")
                    return Wording(
                        message: "\(displayName(of: start)) からチェーンの終わりまで、\(names) を処理するレスポンダーがないため、"
                            + "UIKit はエラーを出さずにイベントを破棄しました。",
                        hint: "このチェーン上のレスポンダーで \(methods.last?.signature ?? "そのイベントのメソッド") をオーバーライドしてください。")
                },
                zh: {
                    let names = methods.map(\.signature).joined(separator: " 或 ")
                    return Wording(
                        message: "从 \(displayName(of: start)) 到链的末尾，没有任何响应者处理 \(names)，因此 UIKit 没有报错就丢弃了该事件。",
                        hint: "在这条链上的某个响应者中重写 \(methods.last?.signature ?? "该事件的方法")。")
                },
                ko: {
                    let names = methods.map(\.signature).joined(separator: " 또는 ")
                    let method = methods.last.map { "\($0.signature) 메서드를" } ?? "이 이벤트의 메서드를"
                    return Wording(
                        message: "\(displayName(of: start))에서부터 체인의 끝까지 \(names) 메서드를 처리하는 리스폰더가 없으므로, "
                            + "UIKit은 오류 없이 이 이벤트를 버렸습니다.",
                        hint: "이 체인에 있는 리스폰더에서 \(method) 오버라이드하십시오.")
                })
        case .keyCommandShadowed(let offeredBy, let keys, let action, let start):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "\(displayName(of: offeredBy)) has a key command for \(keys) (\(action.swiftName)), but "
                            + "\(displayName(of: start)) is first responder and types the key: since iOS 15 UIKit gives a key "
                            + "to the text input first, and the key command runs only if the text input does not use it.",
                        hint:
                            "Set wantsPriorityOverSystemBehavior = true on the UIKeyCommand if it must win while the user "
                            + "types, or give it a modifier (Command) so it never competes with typing.")
                },
                ja: {
                    var message = "\(displayName(of: offeredBy)) には \(keys) のキーコマンド（\(action.swiftName)）がありますが、"
                    message += "\(displayName(of: start)) がファーストレスポンダーで、そのキーを文字として入力します。"
                    message += "iOS 15 以降、UIKit はキーをまずテキスト入力に渡し、テキスト入力がそのキーを使わなかったときだけ"
                    message += "キーコマンドを実行します。"
                    return Wording(
                        message: message,
                        hint: "ユーザーの入力中でもキーコマンドを優先させる必要があるなら、UIKeyCommand に "
                            + "wantsPriorityOverSystemBehavior = true を設定するか、修飾キー（Command）を付けて入力と競合しないように"
                            + "してください。")
                },
                zh: {
                    var message = "\(displayName(of: offeredBy)) 为 \(keys) 键提供了一个键盘命令（\(action.swiftName)），但 "
                    message += "\(displayName(of: start)) 是第一响应者，会把这个键当作文字输入："
                    message += "从 iOS 15 起，UIKit 先把按键交给文本输入，只有文本输入不使用这个键时，键盘命令才会执行。"
                    return Wording(
                        message: message,
                        hint: "如果用户输入时它也必须优先，就在 UIKeyCommand 上设置 wantsPriorityOverSystemBehavior = true；"
                            + "或者给它加上修饰键（Command），让它永远不与输入冲突。")
                },
                ko: {
                    var message = "\(displayName(of: offeredBy))에 \(keys) 키의 키 커맨드(\(action.swiftName))가 있지만, "
                    message += "퍼스트 리스폰더인 \(displayName(of: start))이(가) 그 키를 글자로 입력합니다. "
                    message += "iOS 15부터 UIKit은 키를 먼저 텍스트 입력에 보내고, 텍스트 입력이 그 키를 쓰지 않을 때만 "
                    message += "키 커맨드를 실행합니다."
                    return Wording(
                        message: message,
                        hint: "사용자가 입력하는 동안에도 키 커맨드가 우선해야 한다면 UIKeyCommand에 "
                            + "wantsPriorityOverSystemBehavior = true를 설정하거나, 수정 키(Command)를 붙여 입력과 "
                            + "겹치지 않게 하십시오.")
                })
        case .noFirstResponder(let start, let kind, nil, _):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "Nothing is first responder, so the \(kind) event starts at the key window "
                        + "\(displayName(of: start)) and skips every view and view controller below it.",
                    ja: "ファーストレスポンダーがないため、\(japaneseEventName(kind))はキーウインドウ "
                        + "\(displayName(of: start)) から始まり、その下にあるビューとビューコントローラーはすべて飛ばされます。",
                    zh: "当前没有第一响应者，所以\(chineseEventName(kind))从关键窗口 \(displayName(of: start)) 开始，"
                        + "跳过它下面的所有视图和视图控制器。",
                    ko: "퍼스트 리스폰더가 없으므로 \(koreanEventName(kind))는 키 윈도우인 "
                        + "\(displayName(of: start))에서 시작하고, 그 아래의 모든 뷰와 뷰 컨트롤러를 건너뜁니다."),
                hint: Words.say(
                    in: language,
                    en: "Make the responder that should react first responder (canBecomeFirstResponder = true, then "
                        + "becomeFirstResponder()), or handle it in the app delegate.",
                    ja: "反応すべきレスポンダーをファーストレスポンダーにする（canBecomeFirstResponder = true にしてから "
                        + "becomeFirstResponder() を呼ぶ）か、アプリのデリゲートで処理してください。",
                    zh: "让应当响应的那个响应者成为第一响应者（先设置 canBecomeFirstResponder = true，再调用 "
                        + "becomeFirstResponder()），或者在应用代理中处理它。",
                    ko: "반응해야 할 리스폰더를 퍼스트 리스폰더로 만들거나(canBecomeFirstResponder = true로 한 뒤 "
                        + "becomeFirstResponder() 호출), 앱 델리게이트에서 처리하십시오."))
        case .noFirstResponder(let start, let kind, let implementer?, let implemented):
            return Words.wording(
                in: language,
                en: {
                    let node = self[implementer]
                    let steps =
                        node.canBecomeFirstResponder
                        ? "call becomeFirstResponder() on it once it is in a window (viewDidAppear(_:) for a controller)"
                        : "override canBecomeFirstResponder to return true in \(node.className), then call "
                            + "becomeFirstResponder() once it is in a window (viewDidAppear(_:) for a controller)"
                    return Wording(
                        message:
                            "\(displayName(of: implementer)) implements \(self.words(of: implemented)), but nothing is "
                            + "first responder, so the \(kind) event starts at the key window \(displayName(of: start)) and "
                            + "never reaches it"
                            + (node.canBecomeFirstResponder
                                ? "." : ": its canBecomeFirstResponder is false, so it cannot be."),
                        hint: "Make \(displayName(of: implementer)) first responder: \(steps).")
                },
                ja: {
                    let node = self[implementer]
                    let name = displayName(of: implementer)
                    let inWindow = "ウインドウに入ったあとで（コントローラーなら viewDidAppear(_:) で）becomeFirstResponder() を呼びます"
                    let steps =
                        node.canBecomeFirstResponder
                        ? inWindow
                        : "\(node.className) で canBecomeFirstResponder をオーバーライドして true を返し、\(inWindow)"
                    var message = "\(name) は \(japaneseObject(implemented))実装していますが、ファーストレスポンダーがないため、"
                    message += "\(japaneseEventName(kind))はキーウインドウ \(displayName(of: start)) から始まり、\(name) には届きません。"
                    if !node.canBecomeFirstResponder {
                        message += "canBecomeFirstResponder が false なので、ファーストレスポンダーになることもできません。"
                    }
                    return Wording(
                        message: message,
                        hint: "\(name) をファーストレスポンダーにしてください。そのためには、\(steps)。")
                },
                zh: {
                    let node = self[implementer]
                    let name = displayName(of: implementer)
                    let inWindow = "等它进入窗口后（视图控制器可在 viewDidAppear(_:) 中）对它调用 becomeFirstResponder()"
                    let steps =
                        node.canBecomeFirstResponder
                        ? inWindow
                        : "在 \(node.className) 中重写 canBecomeFirstResponder 使其返回 true，然后\(inWindow)"
                    var message = "\(name) 实现了 \(chineseWords(of: implemented))，但当前没有第一响应者，"
                    message += "所以\(chineseEventName(kind))从关键窗口 \(displayName(of: start)) 开始，永远到达不了它"
                    message += node.canBecomeFirstResponder ? "。" : "：它的 canBecomeFirstResponder 为 false，所以它无法成为第一响应者。"
                    return Wording(
                        message: message,
                        hint: "让 \(name) 成为第一响应者：\(steps)。")
                },
                ko: {
                    let node = self[implementer]
                    let name = displayName(of: implementer)
                    let inWindow = "윈도우에 들어간 뒤(컨트롤러라면 viewDidAppear(_:)에서) becomeFirstResponder()를 호출하십시오"
                    let steps =
                        node.canBecomeFirstResponder
                        ? inWindow
                        : "\(node.className)에서 canBecomeFirstResponder를 오버라이드해 true를 반환하게 한 다음, \(inWindow)"
                    var message = "\(name)에 \(koreanWords(of: implemented)) 구현되어 있지만, 퍼스트 리스폰더가 없으므로 "
                    message += "\(koreanEventName(kind))는 키 윈도우인 \(displayName(of: start))에서 시작하고 "
                    message += "\(name)까지 오지 않습니다."
                    if !node.canBecomeFirstResponder {
                        message += " 그리고 canBecomeFirstResponder가 false이므로, 퍼스트 리스폰더가 될 수도 없습니다."
                    }
                    return Wording(
                        message: message,
                        hint: "\(name) 객체를 퍼스트 리스폰더로 만드십시오. 이를 위해 \(steps).")
                })
        case .notInWindow(let responder, let phase):
            return Words.wording(
                in: language,
                en: {
                    let when = phase == .now || phase == .viewDidAppear ? "" : " during \(phase.rawValue)"
                    return Wording(
                        message:
                            "\(displayName(of: responder)).becomeFirstResponder() returns false\(when): the view is not "
                            + "in a window yet (window == nil).",
                        hint:
                            "Call becomeFirstResponder() in viewDidAppear(_:), once the view is in a window; viewDidLoad is "
                            + "too early.")
                },
                ja: {
                    let when = phase == .now || phase == .viewDidAppear ? "" : " \(phase.rawValue) の中では"
                    return Wording(
                        message: "\(displayName(of: responder)).becomeFirstResponder() は\(when) false を返します。"
                            + "ビューはまだウインドウに入っていません（window == nil）。",
                        hint: "ビューがウインドウに入ったあと、viewDidAppear(_:) で becomeFirstResponder() を呼んでください。"
                            + "viewDidLoad では早すぎます。")
                },
                zh: {
                    let when = phase == .now || phase == .viewDidAppear ? "" : "在 \(phase.rawValue) 中，"
                    return Wording(
                        message: "\(when)\(displayName(of: responder)).becomeFirstResponder() 返回 false："
                            + "该视图还不在窗口中（window == nil）。",
                        hint: "在 viewDidAppear(_:) 中、视图已进入窗口后再调用 becomeFirstResponder()；viewDidLoad 太早了。")
                },
                ko: {
                    let when = phase == .now || phase == .viewDidAppear ? "" : "\(phase.rawValue) 동안에는 "
                    return Wording(
                        message: "\(when)\(displayName(of: responder)).becomeFirstResponder()가 false를 반환합니다. "
                            + "뷰가 아직 윈도우에 들어 있지 않습니다(window == nil).",
                        hint: "뷰가 윈도우에 들어간 뒤인 viewDidAppear(_:)에서 becomeFirstResponder()를 호출하십시오. "
                            + "viewDidLoad는 너무 이릅니다.")
                })
        case .cannotBecome(let responder):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: responder)).becomeFirstResponder() returns false: its "
                        + "canBecomeFirstResponder is false (UIResponder's default).",
                    ja: "\(displayName(of: responder)).becomeFirstResponder() は false を返します。"
                        + "canBecomeFirstResponder が false（UIResponder のデフォルト）だからです。",
                    zh: "\(displayName(of: responder)).becomeFirstResponder() 返回 false："
                        + "它的 canBecomeFirstResponder 为 false（UIResponder 的默认值）。",
                    ko: "\(displayName(of: responder)).becomeFirstResponder()가 false를 반환합니다. "
                        + "canBecomeFirstResponder가 false(UIResponder의 기본값)이기 때문입니다."),
                hint: Words.say(
                    in: language,
                    en: "Override canBecomeFirstResponder to return true in \(self[responder].className).",
                    ja: "\(self[responder].className) で canBecomeFirstResponder をオーバーライドして true を返してください。",
                    zh: "在 \(self[responder].className) 中重写 canBecomeFirstResponder，使其返回 true。",
                    ko: "\(self[responder].className)에서 canBecomeFirstResponder를 오버라이드해 true를 반환하게 하십시오."))
        case .currentRefusedToResign(let responder, let current):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: responder)).becomeFirstResponder() returns false: the current first "
                        + "responder \(displayName(of: current)) refuses to resign (canResignFirstResponder is false).",
                    ja: "\(displayName(of: responder)).becomeFirstResponder() は false を返します。"
                        + "現在のファーストレスポンダー \(displayName(of: current)) が、ファーストレスポンダーを手放すことを拒んでいます"
                        + "（canResignFirstResponder が false）。",
                    zh: "\(displayName(of: responder)).becomeFirstResponder() 返回 false：当前的第一响应者 "
                        + "\(displayName(of: current)) 拒绝放弃第一响应者身份（canResignFirstResponder 为 false）。",
                    ko: "\(displayName(of: responder)).becomeFirstResponder()가 false를 반환합니다. 현재 퍼스트 리스폰더인 "
                        + "\(displayName(of: current)) 객체가 퍼스트 리스폰더 자리를 내놓기를 거부합니다"
                        + "(canResignFirstResponder가 false)."),
                hint: Words.say(
                    in: language,
                    en: "Let \(self[current].className) resign (canResignFirstResponder = true) before moving focus.",
                    ja: "フォーカスを移す前に、\(self[current].className) がファーストレスポンダーを手放せるようにしてください"
                        + "（canResignFirstResponder = true）。",
                    zh: "在转移焦点之前，让 \(self[current].className) 能够放弃第一响应者（canResignFirstResponder = true）。",
                    ko: "포커스를 옮기기 전에 \(self[current].className)에서 퍼스트 리스폰더를 내놓을 수 있게 하십시오"
                        + "(canResignFirstResponder = true)."))
        case .keyboardNotShown(let responder, let window):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: responder)) became first responder of \(displayName(of: window)), but that "
                        + "window is not key, so the software keyboard does not show.",
                    ja: "\(displayName(of: responder)) は \(displayName(of: window)) のファーストレスポンダーになりましたが、"
                        + "そのウインドウはキーウインドウではないため、ソフトウェアキーボードは表示されません。",
                    zh: "\(displayName(of: responder)) 成为了 \(displayName(of: window)) 的第一响应者，但该窗口不是关键窗口，"
                        + "所以软键盘不会出现。",
                    ko: "\(displayName(of: responder)) 객체가 \(displayName(of: window))의 퍼스트 리스폰더가 되었지만, "
                        + "그 윈도우가 키 윈도우가 아니므로 소프트웨어 키보드가 나타나지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Make the window key (makeKeyAndVisible()) before focusing the field; viewDidAppear is no "
                        + "guarantee in a second scene or an overlay window.",
                    ja: "フィールドにフォーカスする前に、ウインドウをキーウインドウにしてください（makeKeyAndVisible()）。"
                        + "2 つ目のシーンやオーバーレイのウインドウでは、viewDidAppear でも保証はありません。",
                    zh: "在让输入框获得焦点之前先把窗口设为关键窗口（makeKeyAndVisible()）；在第二个场景或浮层窗口中，"
                        + "viewDidAppear 也不能保证这一点。",
                    ko: "필드에 포커스를 주기 전에 윈도우를 키 윈도우로 만드십시오(makeKeyAndVisible()). 두 번째 씬이나 "
                        + "오버레이 윈도우에서는 viewDidAppear 시점에도 윈도우가 키 윈도우라는 보장이 없습니다."))
        case .nothingToEndEditing(let view, let force):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)).endEditing(\(force)) found no first responder in its subtree.",
                    ja: "\(displayName(of: view)).endEditing(\(force)) は、そのサブツリーの中にファーストレスポンダーを"
                        + "見つけられませんでした。",
                    zh: "\(displayName(of: view)).endEditing(\(force)) 在它的子树中没有找到第一响应者。",
                    ko: "\(displayName(of: view)).endEditing(\(force))가 자신의 서브트리에서 퍼스트 리스폰더를 "
                        + "찾지 못했습니다."),
                hint: Words.say(
                    in: language,
                    en: "Call endEditing on a view that contains the focused field (the controller's root view).",
                    ja: "フォーカスされているフィールドを含むビュー（コントローラーのルートビュー）で endEditing を呼んでください。",
                    zh: "在包含获得焦点的输入框的视图（视图控制器的根视图）上调用 endEditing。",
                    ko: "포커스된 필드를 포함하는 뷰(컨트롤러의 루트 뷰)에서 endEditing을 호출하십시오."))
        case .refusedToResign(let responder):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: responder)).resignFirstResponder() returns false because its "
                        + "canResignFirstResponder is false; it stays first responder.",
                    ja: "\(displayName(of: responder)).resignFirstResponder() は false を返します。"
                        + "canResignFirstResponder が false なので、ファーストレスポンダーのままです。",
                    zh: "\(displayName(of: responder)).resignFirstResponder() 返回 false，因为它的 "
                        + "canResignFirstResponder 为 false；它仍然是第一响应者。",
                    ko: "\(displayName(of: responder)).resignFirstResponder()가 false를 반환합니다. "
                        + "canResignFirstResponder가 false이므로, 계속 퍼스트 리스폰더로 남습니다."),
                hint: Words.say(
                    in: language,
                    en: "Use endEditing(true) to force it, or let canResignFirstResponder return true.",
                    ja: "強制するには endEditing(true) を使うか、canResignFirstResponder が true を返すようにしてください。",
                    zh: "用 endEditing(true) 强制放弃，或者让 canResignFirstResponder 返回 true。",
                    ko: "강제하려면 endEditing(true)를 사용하거나, canResignFirstResponder가 true를 반환하게 하십시오."))
        }
    }

    /// What a responder implements, in words: "motionEnded(_:with:)", or "a key command for space (play(_:))".
    private func words(of implemented: DiagnosticWords.FirstResponder.Implemented) -> String {
        switch implemented {
        case .methods(let methods): methods.map(\.signature).joined(separator: " and ")
        case .keyCommand(let keys, let action): "a key command for \(keys) (\(action.swiftName))"
        }
    }
}

// MARK: - the Japanese words' own helpers

extension App {
    /// What a responder implements, in Japanese, with its object particle: "motionEnded(_:with:) を", or
    /// "space のキーコマンド（play(_:)）を".
    private func japaneseObject(_ implemented: DiagnosticWords.FirstResponder.Implemented) -> String {
        switch implemented {
        case .methods(let methods): "\(methods.map(\.signature).joined(separator: " と ")) を"
        case .keyCommand(let keys, let action): "\(keys) のキーコマンド（\(action.swiftName)）を"
        }
    }

    /// An event's kind (`Event.kind`), as a Japanese noun: "プレスイベント".
    private func japaneseEventName(_ kind: String) -> String {
        switch kind {
        case "press": "プレスイベント"
        case "motion": "モーションイベント"
        case "remoteControl": "リモートコントロールイベント"
        default: "\(kind) イベント"
        }
    }
}

// MARK: - the Chinese words' own helpers

extension App {
    /// What a responder implements, in Chinese: "motionEnded(_:with:)", or "space 键的键盘命令（play(_:)）".
    private func chineseWords(of implemented: DiagnosticWords.FirstResponder.Implemented) -> String {
        switch implemented {
        case .methods(let methods): methods.map(\.signature).joined(separator: " 和 ")
        case .keyCommand(let keys, let action): "\(keys) 键的键盘命令（\(action.swiftName)）"
        }
    }

    /// An event's kind (`Event.kind`), as a Chinese noun: "按压事件".
    private func chineseEventName(_ kind: String) -> String {
        switch kind {
        case "press": "按压事件"
        case "motion": "运动事件"
        case "remoteControl": "远程控制事件"
        default: "\(kind) 事件"
        }
    }
}

// MARK: - the Korean words' own helpers

extension App {
    /// What a responder implements, in Korean, with its subject particle: "motionEnded(_:with:) 메서드가", or
    /// "space 키의 키 커맨드(play(_:))가".
    private func koreanWords(of implemented: DiagnosticWords.FirstResponder.Implemented) -> String {
        switch implemented {
        case .methods(let methods): "\(methods.map(\.signature).joined(separator: ", ")) 메서드가"
        case .keyCommand(let keys, let action): "\(keys) 키의 키 커맨드(\(action.swiftName))가"
        }
    }

    /// An event's kind (`Event.kind`), as a Korean noun ending in 이벤트 (so it takes 는 and 를): "프레스 이벤트".
    private func koreanEventName(_ kind: String) -> String {
        switch kind {
        case "press": "프레스 이벤트"
        case "motion": "모션 이벤트"
        case "remoteControl": "리모트 컨트롤 이벤트"
        default: "\(kind) 이벤트"
        }
    }
}
