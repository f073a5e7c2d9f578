import ResponderCore

extension App {
    /// The words of a verdict that could turn on several things a responder's description does not give: each
    /// fact's message and hint, in the order named, one after another.
    func undescribedWording(
        responder: Int, facts: [UndescribedFact], methods: [ResponderMethod], hitTesting: Bool, action: Selector?,
        in language: Language
    ) -> Wording {
        let each = facts.map { fact in
            undescribedWording(
                responder: responder, fact: fact, methods: methods, hitTesting: hitTesting, action: action,
                in: language)
        }
        let space = language == .english || language == .korean ? " " : ""
        return Wording(
            message: each.map(\.message).joined(separator: space), hint: each.map(\.hint).joined(separator: space))
    }

    /// The words of a verdict that could turn on what a description does not give (``Undescribed``): what is not
    /// known and why it matters to this event, and the debugger command that prints it, in `language`. The commands
    /// are lldb's, the same in every language: the responder's printed address where the description gives one
    /// (`unsafeBitCast(0x…, to: UIView.self)`, `(UIView *)0x…`), its id otherwise.
    func undescribedWording(
        responder: Int, fact: UndescribedFact, methods: [ResponderMethod], hitTesting: Bool, action: Selector?,
        in language: Language
    ) -> Wording {
        let r = displayName(of: responder)
        switch fact {
        case .gestureRecognizers:
            let (swift, objc) = debuggerCommands(for: responder, as: "UIView", swift: "gestureRecognizers")
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(r) has gesture recognizers the description does not give, and UIKit hands them this touch "
                        + "before any view gets it: whether one of them recognizes it, and cancels or delays the view's "
                        + "touches, is not known.",
                    ja: "\(r) には記述にないジェスチャー認識子があり、UIKit はこのタッチをどのビューよりも先にそれらに渡します。"
                        + "そのどれかがタッチを認識して、ビューのタッチをキャンセルするか遅らせるかはわかりません。",
                    zh: "\(r) 有描述中没有给出的手势识别器，UIKit 会先把这个触摸交给它们，再交给任何视图："
                        + "不知道其中是否有识别器会识别它，并取消或延迟视图的触摸。",
                    ko: "\(r)에는 설명에 없는 제스처 인식기가 있고, UIKit은 이 터치를 어떤 뷰보다 먼저 그 인식기들에 넘깁니다. "
                        + "그중 하나가 터치를 인식해 뷰의 터치를 취소하거나 지연시키는지는 알 수 없습니다."),
                hint: Words.say(
                    in: language,
                    en: "Print them with `\(swift)` (Objective-C: `\(objc)`) and paste what it prints into the "
                        + "import's gestureRecognizers, or describe them in the view's gestureRecognizers.",
                    ja: "`\(swift)`（Objective-C では `\(objc)`）で表示し、その出力をインポートの gestureRecognizers に"
                        + "貼り付けるか、ビューの gestureRecognizers に記述してください。",
                    zh: "用 `\(swift)`（Objective-C：`\(objc)`）打印它们，并把输出粘贴到导入的 gestureRecognizers 中，"
                        + "或在视图的 gestureRecognizers 中描述它们。",
                    ko: "`\(swift)`(Objective-C: `\(objc)`)로 출력해 그 결과를 가져오기의 gestureRecognizers에 붙여 넣거나, "
                        + "뷰의 gestureRecognizers에 기술하십시오."))
        case .targets:
            let (swift, objc) = debuggerCommands(for: responder, as: "UIControl", swift: "allTargets")
            // The event a tap acts by: valueChanged for a value control (4096), touchUpInside for the others (64).
            let valued = tapEvents(of: responder).contains(.valueChanged)
            let (swiftActions, objcActions) = debuggerCommands(
                for: responder, as: "UIControl",
                swift: "actions(forTarget: TARGET, forControlEvent: .\(valued ? "valueChanged" : "touchUpInside"))",
                objc: "actionsForTarget:TARGET forControlEvent:\(valued ? 4096 : 64)")
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(r) is a control whose target-actions the description does not give: which action this tap "
                        + "sends, and to whom, is not known.",
                    ja: "\(r) はコントロールですが、そのターゲットとアクションが記述にありません。"
                        + "このタップがどのアクションを誰に送るかはわかりません。",
                    zh: "\(r) 是一个控件，但描述中没有给出它的 target-action：不知道这次轻点会发送哪个动作、发给谁。",
                    ko: "\(r)은(는) 컨트롤이지만 그 타깃-액션이 설명에 없습니다. 이 탭이 어떤 액션을 누구에게 보내는지는 "
                        + "알 수 없습니다."),
                hint: Words.say(
                    in: language,
                    en: "Print its targets with `\(swift)` and each target's actions with `\(swiftActions)` "
                        + "(Objective-C: `\(objc)`, `\(objcActions)`), TARGET being each target printed, and paste "
                        + "both into the import's targets, or describe them in the control's targets.",
                    ja: "`\(swift)` でターゲットを、`\(swiftActions)` で各ターゲットのアクションを表示し"
                        + "（Objective-C では `\(objc)`、`\(objcActions)`。TARGET は表示された各ターゲット）、"
                        + "両方をインポートの targets に貼り付けるか、コントロールの targets に記述してください。",
                    zh: "用 `\(swift)` 打印它的 target，用 `\(swiftActions)` 打印每个 target 的动作"
                        + "（Objective-C：`\(objc)`、`\(objcActions)`，TARGET 为打印出的每个 target），"
                        + "并把两者都粘贴到导入的 targets 中，或在控件的 targets 中描述它们。",
                    ko: "`\(swift)`로 타깃을, `\(swiftActions)`로 각 타깃의 액션을 출력하고"
                        + "(Objective-C: `\(objc)`, `\(objcActions)`, TARGET은 출력된 각 타깃), "
                        + "둘 다 가져오기의 targets에 붙여 넣거나 컨트롤의 targets에 기술하십시오."))
        case .overrides:
            var names: [String] = hitTesting ? ["hitTest(_:with:)", "point(inside:with:)"] : []
            names += methods.map(\.signature)
            let listing = methodListing(of: responder)
            let list: String
            if names.isEmpty {
                list = Words.say(
                    in: language, en: "its event methods", ja: "イベントのメソッド", zh: "事件方法", ko: "이벤트 메서드")
            } else {
                list = Words.say(
                    in: language, en: Self.orList(names), ja: names.joined(separator: "、"),
                    zh: names.joined(separator: "、"), ko: names.joined(separator: ", "))
            }
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(r) is a class of the app, and the description does not say which methods it overrides: "
                        + "an override of \(list) could change what this event does.",
                    ja: "\(r) はアプリのクラスですが、どのメソッドをオーバーライドしているかが記述にありません。"
                        + "\(list) のオーバーライドがあれば、このイベントの結果が変わり得ます。",
                    zh: "\(r) 是应用自己的类，但描述中没有说明它重写了哪些方法：如果重写了 \(list)，这个事件的结果可能会不同。",
                    ko: "\(r)은(는) 앱의 클래스이지만, 어떤 메서드를 오버라이드하는지 설명에 없습니다. \(list)을(를) "
                        + "오버라이드한다면 이 이벤트의 결과가 달라질 수 있습니다."),
                hint: Words.say(
                    in: language,
                    en:
                        "List its methods with `\(listing)` and paste what it prints into the import's methods, or give "
                        + "the ones it overrides in overrides (hitTest and pointInside for hit-testing); if it overrides "
                        + "none, take \"overrides\" out of its undescribed.",
                    ja: "`\(listing)` でメソッドを一覧し、その出力をインポートの methods に貼り付けるか、オーバーライドしている"
                        + "ものを overrides に記述してください（ヒットテストには hitTest と pointInside）。何もオーバーライドして"
                        + "いなければ、undescribed から \"overrides\" を外してください。",
                    zh: "用 `\(listing)` 列出它的方法，并把打印的内容粘贴到导入的 methods 中，或在 overrides 中给出它重写的方法"
                        + "（命中测试用 hitTest 和 pointInside）；如果它没有重写任何方法，请把 \"overrides\" 从它的 undescribed "
                        + "中去掉。",
                    ko: "`\(listing)`로 메서드를 나열하고 그 출력을 가져오기의 methods에 붙여 넣거나, 오버라이드하는 것을 "
                        + "overrides에 기술하십시오(히트 테스트는 hitTest와 pointInside). 아무것도 오버라이드하지 않는다면 "
                        + "undescribed에서 \"overrides\"를 빼십시오."))
        case .actions:
            let listing = methodListing(of: responder)
            let named = action.map { "\($0.swiftName)" } ?? "?"
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(r) is a class of the app, and the description does not list the action methods it "
                        + "implements: whether it implements \(named), and so performs it here, is not known.",
                    ja: "\(r) はアプリのクラスですが、実装しているアクションメソッドが記述にありません。"
                        + "\(named) を実装していて、ここでそれを実行するかどうかはわかりません。",
                    zh: "\(r) 是应用自己的类，但描述中没有列出它实现的动作方法：不知道它是否实现了 \(named)，从而在这里执行它。",
                    ko: "\(r)은(는) 앱의 클래스이지만, 구현한 액션 메서드가 설명에 없습니다. \(named)을(를) 구현해 여기서 "
                        + "실행하는지는 알 수 없습니다."),
                hint: Words.say(
                    in: language,
                    en:
                        "List its methods with `\(listing)` and paste what it prints into the import's methods, or give "
                        + "its action methods in actions; if it implements none, take \"actions\" out of its "
                        + "undescribed.",
                    ja: "`\(listing)` でメソッドを一覧し、その出力をインポートの methods に貼り付けるか、アクションメソッドを "
                        + "actions に記述してください。何も実装していなければ、undescribed から \"actions\" を外してください。",
                    zh: "用 `\(listing)` 列出它的方法，并把打印的内容粘贴到导入的 methods 中，或在 actions 中给出它的动作方法；"
                        + "如果它没有实现任何动作方法，请把 \"actions\" 从它的 undescribed 中去掉。",
                    ko: "`\(listing)`로 메서드를 나열하고 그 출력을 가져오기의 methods에 붙여 넣거나, 액션 메서드를 actions에 "
                        + "기술하십시오. 아무것도 구현하지 않는다면 undescribed에서 \"actions\"를 빼십시오."))
        case .firstResponder:
            let (swift, objc) = debuggerCommands(
                for: responder, as: "UIWindow", swift: "value(forKey: \"firstResponder\")", objc: "firstResponder")
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The description does not say which responder is first responder in \(r): this event starts "
                        + "there, so where it goes is not known (it was evaluated as if there were none).",
                    ja: "\(r) のファーストレスポンダーがどれかが記述にありません。このイベントはそこから始まるため、"
                        + "どこへ行くかはわかりません（ファーストレスポンダーがないものとして評価しました）。",
                    zh: "描述中没有说明 \(r) 的第一响应者是哪一个：这个事件从那里开始，所以不知道它会去哪里"
                        + "（已按没有第一响应者来评估）。",
                    ko: "\(r)의 퍼스트 리스폰더가 무엇인지 설명에 없습니다. 이 이벤트는 그곳에서 시작하므로 어디로 가는지 알 수 "
                        + "없습니다(퍼스트 리스폰더가 없는 것으로 평가했습니다)."),
                hint: Words.say(
                    in: language,
                    en: "Print it with `\(swift)` (Objective-C: `\(objc)`) and give its id as the window's "
                        + "firstResponder.",
                    ja: "`\(swift)`（Objective-C では `\(objc)`）で表示し、その id をウインドウの firstResponder に"
                        + "記述してください。",
                    zh: "用 `\(swift)`（Objective-C：`\(objc)`）打印它，并把它的 id 填入窗口的 firstResponder。",
                    ko: "`\(swift)`(Objective-C: `\(objc)`)로 출력하고, 그 id를 윈도우의 firstResponder에 기술하십시오."))
        case .swiftUIContent:
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(r) draws SwiftUI content, which the description cannot give: SwiftUI's own gesture "
                        + "recognizers on \(r) decide what this touch does (a Button, an onTapGesture, or nothing where "
                        + "the content is allowsHitTesting(false) or a clear background without contentShape). UIKit "
                        + "hit-tests \(r) as a UIView and, as on iOS 18, returns \(r) itself for SwiftUI content and for "
                        + "its empty area alike, so the touch stops at it unless its hitTest(_:with:) returns nil there.",
                    ja: "\(r) は SwiftUI のコンテンツを描いていて、それは記述できません。このタッチで何が起きるかは、\(r) に付いた "
                        + "SwiftUI 自身のジェスチャー認識子が決めます（Button、onTapGesture、または allowsHitTesting(false) や "
                        + "contentShape のない透明な背景の部分では何も起きません）。UIKit は \(r) を UIView として"
                        + "ヒットテストし、iOS 18 と同じく SwiftUI のコンテンツでも空いた部分でも \(r) 自身を返すので、"
                        + "そこで hitTest(_:with:) が nil を返さない限り、タッチは \(r) で止まります。",
                    zh: "\(r) 绘制的是 SwiftUI 内容，描述无法给出它：这次触摸做什么由 \(r) 上 SwiftUI 自己的手势识别器决定"
                        + "（一个 Button、一个 onTapGesture，或者在 allowsHitTesting(false) 或没有 contentShape 的透明背景处"
                        + "什么也不做）。UIKit 把 \(r) 当作 UIView 进行命中测试，并且与 iOS 18 一样，无论是 SwiftUI 内容还是"
                        + "空白区域都返回 \(r) 本身，所以除非它的 hitTest(_:with:) 在那里返回 nil，触摸都停在它这里。",
                    ko: "\(r)은(는) SwiftUI 콘텐츠를 그리며, 설명은 그것을 담을 수 없습니다. 이 터치가 무엇을 하는지는 \(r)에 "
                        + "붙은 SwiftUI 자체의 제스처 인식기가 정합니다(Button, onTapGesture, 또는 allowsHitTesting(false)이거나 "
                        + "contentShape 없는 투명한 배경인 곳에서는 아무 일도 없음). UIKit은 \(r)을(를) UIView로 히트 테스트하고, "
                        + "iOS 18에서처럼 SwiftUI 콘텐츠든 빈 영역이든 \(r) 자신을 반환하므로, 그곳에서 hitTest(_:with:)가 "
                        + "nil을 반환하지 않는 한 터치는 \(r)에서 멈춥니다."),
                hint: Words.say(
                    in: language,
                    en: "To let touches on its empty area reach the views behind, give it hitTest \"passThrough\" (a "
                        + "subclass whose hitTest(_:with:) returns nil when the result is the view itself); on iOS 18 "
                        + "that lets the SwiftUI buttons' touches through too, so check them on a device.",
                    ja: "空いた部分へのタッチを後ろのビューに届けるには、hitTest に \"passThrough\" を指定してください"
                        + "（結果がビュー自身なら nil を返す hitTest(_:with:) を持つサブクラス）。iOS 18 ではこれで SwiftUI の"
                        + "ボタンへのタッチも通り抜けるので、実機で確かめてください。",
                    zh: "要让空白区域上的触摸到达后面的视图，请给它 hitTest \"passThrough\"（一个在结果是视图本身时"
                        + "让 hitTest(_:with:) 返回 nil 的子类）；在 iOS 18 上这也会让 SwiftUI 按钮的触摸穿过去，"
                        + "所以请在设备上检查它们。",
                    ko: "빈 영역의 터치가 뒤의 뷰에 닿게 하려면 hitTest에 \"passThrough\"를 지정하십시오(결과가 뷰 자신이면 "
                        + "nil을 반환하는 hitTest(_:with:)를 가진 서브클래스). iOS 18에서는 이렇게 하면 SwiftUI 버튼의 터치도 "
                        + "통과하므로 기기에서 확인하십시오."))
        }
    }

    /// An audit finding's words: for a control's target-actions, those of the diagnostic its witness tap shows; for
    /// a view's gesture recognizers, the interactive views inside it whose taps they see first (`count`, the first
    /// of them `decides`), and the same hint.
    func undescribedFindingWording(
        responder: Int, fact: UndescribedFact, decides: [Int], count: Int, in language: Language
    ) -> Wording {
        let words = undescribedWording(
            responder: responder, fact: fact, methods: [], hitTesting: false, action: nil, in: language)
        guard fact == .gestureRecognizers, count > 0 else { return words }
        let r = displayName(of: responder)
        let named = decides.map(displayName(of:)).joined(separator: ", ") + (count > decides.count ? ", …" : "")
        return Wording(
            message: Words.say(
                in: language,
                en: "\(r) has gesture recognizers the description does not give, and UIKit hands them every touch on "
                    + "the \(count == 1 ? "interactive view" : "\(count) interactive views") inside it (\(named)) "
                    + "before \(count == 1 ? "the view gets it" : "the views get it"): whether a tap there works is not "
                    + "known.",
                ja: "\(r) には記述にないジェスチャー認識子があり、UIKit はその中の操作できるビュー \(count) 個（\(named)）への"
                    + "タッチをすべて、ビューより先にそれらに渡します。そこをタップして動くかどうかはわかりません。",
                zh: "\(r) 有描述中没有给出的手势识别器，UIKit 会把它里面 \(count) 个可交互视图（\(named)）上的每个触摸"
                    + "先交给它们，再交给视图：不知道轻点那里是否有效。",
                ko: "\(r)에는 설명에 없는 제스처 인식기가 있고, UIKit은 그 안의 상호작용 뷰 \(count)개(\(named))에 대한 "
                    + "모든 터치를 뷰보다 먼저 그 인식기들에 넘깁니다. 그곳을 탭했을 때 동작하는지는 알 수 없습니다."),
            hint: words.hint)
    }

    /// The lldb commands that print `swift` (a property or a call) of `responder`: in Swift, through its address
    /// cast to `className` (`po unsafeBitCast(0x…, to: UIView.self).gestureRecognizers`), and in Objective-C
    /// (`po [(UIView *)0x… gestureRecognizers]`, the message `objc`, or `swift` when it is one word); with `ADDRESS`
    /// for the address recursiveDescription prints, when the description gives none.
    func debuggerCommands(
        for responder: Int, as className: String, swift: String, objc: String? = nil
    ) -> (swift: String, objc: String) {
        let message = objc ?? swift
        if let address = self[responder].address {
            return (
                "po unsafeBitCast(\(address), to: \(className).self).\(swift)",
                "po [(\(className) *)\(address) \(message)]"
            )
        }
        // Without an address, the one recursiveDescription prints for it goes in its place.
        return (
            "po unsafeBitCast(ADDRESS, to: \(className).self).\(swift)", "po [(\(className) *)ADDRESS \(message)]"
        )
    }

    /// The lldb command that lists the methods `responder`'s class implements (its own and its superclasses'),
    /// the same in a Swift or an Objective-C frame.
    func methodListing(of responder: Int) -> String {
        "expr -l objc -O -- [NSClassFromString(@\"\(self[responder].className)\") _shortMethodDescription]"
    }

    /// `a`, `a or b`, `a, b or c`.
    static func orList(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        if names.count == 1 { return last }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
