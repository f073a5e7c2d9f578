import ResponderCore

/// The words of audit findings: the one place their messages and hints are written, each case's four languages side
/// by side, from the facts a finding carries (``AuditWords``) and the app's names and classes. One switch words every
/// case, so a new case cannot be left unworded: the reachability pass's findings first, then the responders'.
///
/// Where a finding's hint is the one a touch aimed at the view would get, it is that hint
/// (``App/hint(for:of:in:)``); a skip's condition and a blocked view's explanation come from the skip table's words
/// (App+HitTestSkip.swift).
extension App {
    /// The message and hint an audit finding with these facts has, in `language`: each case's four languages side by
    /// side, only the one asked for built.
    func findingWording(of words: AuditWords, in language: Language) -> Wording {
        switch words {
        case .interactionDisabled(let view):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)) is built for touches, but it \(ownCondition(view)), so "
                        + "hit-testing skips it and every touch on it goes to the view behind.",
                    ja: "\(displayName(of: view)) はタッチを受けるためのビューですが、\(japaneseOwnCondition(view))ため、"
                        + "ヒットテストはこのビューを飛ばし、その上のタッチはすべて背後のビューへ行きます。",
                    zh: "\(displayName(of: view)) 是为触摸而设计的，但" + Self.chineseClause("它", chineseOwnCondition(view))
                        + "，所以命中测试会跳过它，落在它上面的每个触摸都会交给它后面的视图。",
                    ko: "\(displayName(of: view))은(는) 터치를 받도록 만들어졌지만, 이 뷰는 "
                        + "\(koreanOwnCondition(view)). 그래서 히트 테스트는 이 뷰를 건너뛰고, 이 뷰에 닿는 모든 터치는 "
                        + "그 뒤의 뷰로 갑니다."),
                hint: Words.say(
                    in: language,
                    en: "Set isUserInteractionEnabled = true, or disable it visibly (isEnabled = false for a control) "
                        + "if that is the intent.",
                    ja: "isUserInteractionEnabled = true を設定してください。無効にするのが意図なら、それが見てわかるようにして"
                        + "ください（コントロールなら isEnabled = false）。",
                    zh: "设置 isUserInteractionEnabled = true；如果本意就是禁用，请让它以可见的方式禁用（对控件设置 isEnabled = false）。",
                    ko: "isUserInteractionEnabled = true를 설정하거나, 의도한 것이라면 비활성화된 상태가 보이게 "
                        + "하십시오(컨트롤이라면 isEnabled = false)."))
        case .recognizerOnNonInteractiveView(let view):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)) has a gesture recognizer, but it \(ownCondition(view)), so no "
                        + "touch ever reaches the recognizer.",
                    ja: "\(displayName(of: view)) にはジェスチャー認識子がありますが、\(japaneseOwnCondition(view))ため、"
                        + "タッチが認識子に届くことはありません。",
                    zh: "\(displayName(of: view)) 带有手势识别器，但" + Self.chineseClause("它", chineseOwnCondition(view))
                        + "，所以任何触摸都到达不了这个识别器。",
                    ko: "\(displayName(of: view))에는 제스처 인식기가 있지만, 이 뷰는 \(koreanOwnCondition(view)). "
                        + "그래서 어떤 터치도 인식기에 도달하지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Set isUserInteractionEnabled = true on \(displayName(of: view)), or add the recognizer to an "
                        + "interactive view.",
                    ja: "\(displayName(of: view)) に isUserInteractionEnabled = true を設定するか、認識子を操作できるビューに"
                        + "追加してください。",
                    zh: "在 \(displayName(of: view)) 上设置 isUserInteractionEnabled = true，或者把识别器添加到一个可交互的视图上。",
                    ko: "\(displayName(of: view))에 isUserInteractionEnabled = true를 설정하거나, 인식기를 상호작용할 수 "
                        + "있는 뷰에 추가하십시오."))
        case .ancestorHidden(let view, let block):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)) cannot be touched while its ancestor is invisible: "
                        + explanation(of: block, for: view),
                    ja: "祖先が見えないあいだ、\(displayName(of: view)) にはタッチできません。"
                        + explanation(of: block, for: view, in: .japanese),
                    zh: "在其祖先视图不可见期间，\(displayName(of: view)) 无法被触摸："
                        + explanation(of: block, for: view, in: .simplifiedChinese),
                    ko: "조상 뷰가 보이지 않는 동안에는 \(displayName(of: view))을(를) 터치할 수 없습니다. "
                        + explanation(of: block, for: view, in: .korean)),
                hint: Words.say(
                    in: language,
                    en: "Fine if the ancestor is hidden on purpose; if it only looks transparent, use a clear "
                        + "background instead of alpha below 0.01.",
                    ja: "祖先がわざと隠されているなら問題ありません。透明に見せたいだけなら、alpha を 0.01 未満にする代わりに、"
                        + "透明な背景色を使ってください。",
                    zh: "如果祖先视图是有意隐藏的，这没有问题；如果它只是看起来透明，请使用透明的背景色，而不是低于 0.01 的 alpha。",
                    ko: "조상 뷰를 일부러 숨긴 것이라면 괜찮습니다. 투명하게 보이게만 하려는 것이라면 alpha를 0.01 "
                        + "미만으로 하지 말고 투명한 배경색을 사용하십시오."))
        case .ancestorInteractionDisabled(let view, let block):
            return Words.wording(
                in: language,
                en: {
                    let offByDefault = classLeavingInteractionOff(of: block.responder)
                    return Wording(
                        message: "\(displayName(of: view)) is drawn, but no touch can reach it: "
                            + explanation(of: block, for: view),
                        hint: "Set isUserInteractionEnabled = true on \(displayName(of: block.responder))"
                            + (offByDefault.map { " (\($0.name) turns it off by default)" } ?? "")
                            + ", or move \(displayName(of: view)) out of it.")
                },
                ja: {
                    let offByDefault = classLeavingInteractionOff(of: block.responder)
                    return Wording(
                        message: "\(displayName(of: view)) は描かれていますが、どのタッチも届きません。"
                            + explanation(of: block, for: view, in: .japanese),
                        hint: "\(displayName(of: block.responder)) に isUserInteractionEnabled = true を設定する"
                            + (offByDefault.map { "（\($0.name) ではデフォルトでオフです）" } ?? "")
                            + "か、\(displayName(of: view)) をその外に移してください。")
                },
                zh: {
                    let offByDefault = classLeavingInteractionOff(of: block.responder)
                    return Wording(
                        message: "\(displayName(of: view)) 已绘制，但没有触摸能到达它："
                            + explanation(of: block, for: view, in: .simplifiedChinese),
                        hint: "在 \(displayName(of: block.responder)) 上设置 isUserInteractionEnabled = true"
                            + (offByDefault.map { "（\($0.name) 默认关闭它）" } ?? "")
                            + "，或者把 \(displayName(of: view)) 移出它。")
                },
                ko: {
                    let offByDefault = classLeavingInteractionOff(of: block.responder)
                    return Wording(
                        message: "\(displayName(of: view))은(는) 그려져 있지만, 어떤 터치도 닿을 수 없습니다. "
                            + explanation(of: block, for: view, in: .korean),
                        hint: "\(displayName(of: block.responder))에 isUserInteractionEnabled = true를 설정하거나"
                            + (offByDefault.map { "(\($0.name)의 기본값은 false입니다)" } ?? "")
                            + ", \(displayName(of: view))의 위치를 그 밖으로 옮기십시오.")
                })
        case .ancestorOverrideBlocksTouches(let view, let block):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)) is drawn, but no touch can reach it: "
                        + explanation(of: block, for: view),
                    ja: "\(displayName(of: view)) は描かれていますが、どのタッチも届きません。"
                        + explanation(of: block, for: view, in: .japanese),
                    zh: "\(displayName(of: view)) 已绘制，但没有触摸能到达它："
                        + explanation(of: block, for: view, in: .simplifiedChinese),
                    ko: "\(displayName(of: view))은(는) 그려져 있지만, 어떤 터치도 닿을 수 없습니다. "
                        + explanation(of: block, for: view, in: .korean)),
                hint: Words.say(
                    in: language,
                    en:
                        "Let the override ask its subviews (call super.hitTest(_:with:)) where \(displayName(of: view)) "
                        + "should get touches.",
                    ja: "\(displayName(of: view)) がタッチを受けるべき場所では、オーバーライドがサブビューに問い合わせる"
                        + "（super.hitTest(_:with:) を呼ぶ）ようにしてください。",
                    zh: "在 \(displayName(of: view)) 应当接收触摸的位置，让重写去询问子视图（调用 super.hitTest(_:with:)）。",
                    ko: "\(displayName(of: view))이(가) 터치를 받아야 하는 곳에서는 오버라이드가 서브뷰에 묻게 하십시오"
                        + "(super.hitTest(_:with:) 호출)."))
        case .zeroSize(let view, let size, let subviewsShow):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)) has no width or no height (its frame is \(size.width) × "
                        + "\(size.height)), so point(inside:with:) is never true for it"
                        + (subviewsShow
                            ? "; its subviews are still drawn, since it does not clip, but get no touches." : "."),
                    ja: "\(displayName(of: view)) には幅か高さがない（frame は \(size.width) × \(size.height)）ので、"
                        + "point(inside:with:) が true になることはありません。"
                        + (subviewsShow ? "クリップしないのでサブビューは描かれますが、タッチは受け取りません。" : ""),
                    zh: "\(displayName(of: view)) 没有宽度或没有高度（它的 frame 是 \(size.width) × "
                        + "\(size.height)），所以 point(inside:with:) 对它永远不为 true"
                        + (subviewsShow ? "；由于它不裁剪，它的子视图仍然会绘制，但收不到触摸。" : "。"),
                    ko: "\(displayName(of: view))의 너비나 높이가 0입니다(frame은 \(size.width) × "
                        + "\(size.height)). 그래서 point(inside:with:)가 true가 되는 일이 없습니다"
                        + (subviewsShow
                            ? ". 클리핑하지 않으므로 서브뷰는 여전히 그려지지만, 터치는 받지 못합니다." : ".")),
                hint: Words.say(
                    in: language,
                    en: hint(for: .zeroSize, of: view),
                    ja: hint(for: .zeroSize, of: view, in: .japanese),
                    zh: hint(for: .zeroSize, of: view, in: .simplifiedChinese),
                    ko: hint(for: .zeroSize, of: view, in: .korean)))
        case .outsideWindow(let view, let window):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)) lies entirely outside \(displayName(of: window)), where no touch "
                        + "can land.",
                    ja: "\(displayName(of: view)) は完全に \(displayName(of: window)) の外にあり、そこにはタッチが届きません。",
                    zh: "\(displayName(of: view)) 完全位于 \(displayName(of: window)) 之外，触摸无法落在那里。",
                    ko: "\(displayName(of: view))의 위치는 완전히 \(displayName(of: window)) 밖이며, 그곳에는 터치가 "
                        + "닿을 수 없습니다."),
                hint: Words.say(
                    in: language,
                    en: hint(for: .offWindow(window: window), of: view),
                    ja: hint(for: .offWindow(window: window), of: view, in: .japanese),
                    zh: hint(for: .offWindow(window: window), of: view, in: .simplifiedChinese),
                    ko: hint(for: .offWindow(window: window), of: view, in: .korean)))
        case .clippedByAncestor(let view, let ancestor):
            return Words.wording(
                in: language,
                en: {
                    let (who, clipper) = (displayName(of: view), displayName(of: ancestor))
                    return Wording(
                        message:
                            "\(who) lies wholly outside the bounds of \(clipper), which clips its subviews (clipsToBounds "
                            + "is true): it is never drawn, and no touch can reach it.",
                        hint:
                            "If \(who) should show, grow \(clipper) or move the view inside it; if it is collapsed on "
                            + "purpose, hide it (isHidden) so the intent is plain.")
                },
                ja: {
                    let (who, clipper) = (displayName(of: view), displayName(of: ancestor))
                    return Wording(
                        message: "\(who) は \(clipper) の bounds の完全に外にあり、\(clipper) はサブビューをクリップする"
                            + "（clipsToBounds が true）ので、描かれることもタッチが届くこともありません。",
                        hint: "\(who) を表示すべきなら、\(clipper) を大きくするか、ビューをその中に移してください。わざと折りたたんで"
                            + "いるなら、意図がはっきりするように隠してください（isHidden）。")
                },
                zh: {
                    let (who, clipper) = (displayName(of: view), displayName(of: ancestor))
                    return Wording(
                        message: "\(who) 完全位于 \(clipper) 的边界之外，而后者会裁剪它的子视图（clipsToBounds 为 true）："
                            + "它永远不会被绘制，也没有触摸能到达它。",
                        hint: "如果 \(who) 应当显示，请扩大 \(clipper) 或把该视图移到它里面；"
                            + "如果它是有意折叠的，请隐藏它（isHidden），让意图一目了然。")
                },
                ko: {
                    let (who, clipper) = (displayName(of: view), displayName(of: ancestor))
                    return Wording(
                        message: "\(who)은(는) 서브뷰를 클리핑하는(clipsToBounds가 true) \(clipper)의 bounds에서 "
                            + "완전히 벗어나 있습니다. 그래서 그려지지도 않고, 어떤 터치도 닿을 수 없습니다.",
                        hint: "\(who)이(가) 보여야 하는 뷰라면 \(clipper)의 크기를 키우거나 뷰를 그 안으로 옮기십시오. 일부러 "
                            + "접어 둔 것이라면 의도가 분명하도록 숨기십시오(isHidden).")
                })
        case .controlSubviewTakesTouch(let control, let subview):
            return Words.wording(
                in: language,
                en: {
                    let (who, taker) = (displayName(of: control), displayName(of: subview))
                    return Wording(
                        message:
                            "\(taker) fills \(who) and takes every touch on it, and a UIControl tracks only touches that "
                            + "hit the control itself (as developers report it; the documentation does not say): \(who) "
                            + "never sends its actions.",
                        hint:
                            "Set isUserInteractionEnabled = false on \(taker) (and on views inside it) so touches land on "
                            + "the control.")
                },
                ja: {
                    let (who, taker) = (displayName(of: control), displayName(of: subview))
                    return Wording(
                        message: "\(taker) は \(who) を覆っていて、その上のタッチをすべて受け取ります。UIControl が追跡するのは"
                            + "コントロール自身に当たったタッチだけなので（開発者が報告している動作で、ドキュメントには書かれて"
                            + "いません）、\(who) はアクションを一度も送りません。",
                        hint: "\(taker)（とその中のビュー）に isUserInteractionEnabled = false を設定して、タッチがコントロールに"
                            + "当たるようにしてください。")
                },
                zh: {
                    let (who, taker) = (displayName(of: control), displayName(of: subview))
                    return Wording(
                        message: "\(taker) 填满了 \(who)，接收了落在它上面的每个触摸，而 UIControl 只跟踪命中控件本身的触摸"
                            + "（这是开发者报告的行为，文档没有说明）：\(who) 永远不会发送它的动作。",
                        hint: "在 \(taker)（以及它内部的视图）上设置 isUserInteractionEnabled = false，让触摸落在控件上。")
                },
                ko: {
                    let (who, taker) = (displayName(of: control), displayName(of: subview))
                    return Wording(
                        message: "\(taker)이(가) \(who) 전체를 덮어 그 위의 모든 터치를 가져갑니다. UIControl은 컨트롤 자체에 "
                            + "닿은 터치만 추적하므로(개발자들이 보고한 동작이며, 문서에는 나와 있지 않습니다), \(who)은(는) "
                            + "액션을 보내지 않습니다.",
                        hint: "\(taker)에, 그리고 그 안의 뷰에도 isUserInteractionEnabled = false를 설정해 터치가 컨트롤에 "
                            + "닿게 하십시오.")
                })
        case .outsideSuperviewBounds(let view, let ancestor):
            return Words.wording(
                in: language,
                en: {
                    let (who, host) = (displayName(of: view), displayName(of: ancestor))
                    return Wording(
                        message:
                            "\(who) is drawn outside the bounds of \(host) (which does not clip, so it shows), and "
                            + "hit-testing rejects \(host) there before it asks its subviews: no touch reaches \(who).",
                        hint: hint(for: .outside(ancestor: ancestor), of: view))
                },
                ja: {
                    let (who, host) = (displayName(of: view), displayName(of: ancestor))
                    return Wording(
                        message: "\(who) は \(host) の bounds の外に描かれていて（\(host) はクリップしないので、表示はされます）、"
                            + "ヒットテストはそこでサブビューに問い合わせる前に \(host) を除外するので、\(who) にはタッチが"
                            + "届きません。",
                        hint: hint(for: .outside(ancestor: ancestor), of: view, in: .japanese))
                },
                zh: {
                    let (who, host) = (displayName(of: view), displayName(of: ancestor))
                    return Wording(
                        message: "\(who) 绘制在 \(host) 的边界之外（\(host) 不裁剪，所以它仍然显示），"
                            + "而命中测试在询问子视图之前就在那里拒绝了 \(host)：没有触摸能到达 \(who)。",
                        hint: hint(for: .outside(ancestor: ancestor), of: view, in: .simplifiedChinese))
                },
                ko: {
                    let (who, host) = (displayName(of: view), displayName(of: ancestor))
                    return Wording(
                        message: "\(who)의 위치는 \(host)의 bounds 밖이며(그 뷰는 클리핑하지 않으므로 보입니다), 히트 테스트는 "
                            + "그곳에서 서브뷰에 묻기 전에 \(host)을(를) 거부합니다. 어떤 터치도 \(who)에 닿지 않습니다.",
                        hint: hint(for: .outside(ancestor: ancestor), of: view, in: .korean))
                })
        case .controlOnCellNotContentView(let view, let cell, let contentView):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)) was added to \(displayName(of: cell)) itself, not to its "
                        + "contentView; \(displayName(of: contentView)) lies on top of the cell's own subviews and takes "
                        + "every touch on it.",
                    ja: "\(displayName(of: view)) は contentView ではなく、\(displayName(of: cell)) 自身に追加されて"
                        + "います。\(displayName(of: contentView)) はセル自身のサブビューの上に重なり、その上のタッチを"
                        + "すべて受け取ります。",
                    zh: "\(displayName(of: view)) 被添加到了 \(displayName(of: cell)) 本身，而不是它的 contentView；"
                        + "\(displayName(of: contentView)) 位于单元格自己的子视图之上，接收了落在它上面的每个触摸。",
                    ko: "\(displayName(of: view))은(는) contentView가 아니라 \(displayName(of: cell)) 자체에 "
                        + "추가되었습니다. \(displayName(of: contentView))은(는) 셀 자신의 서브뷰 위에 놓여, 그 뷰에 닿는 "
                        + "모든 터치를 가져갑니다."),
                hint: Words.say(
                    in: language,
                    en: "Add it with cell.contentView.addSubview(_:), as UIKit's documentation for cells says.",
                    ja: "UIKit のセルのドキュメントにあるとおり、cell.contentView.addSubview(_:) で追加してください。",
                    zh: "按照 UIKit 文档对单元格的说明，用 cell.contentView.addSubview(_:) 添加它。",
                    ko: "UIKit의 셀 문서에 나와 있는 대로 cell.contentView.addSubview(_:)로 추가하십시오."))
        case .coveredByOtherView(let view, let front, let frontIsClear):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: front)) lies in front of \(displayName(of: view)) and takes every touch "
                        + "on it" + (frontIsClear ? " (it is clear, so the covered view still shows)." : "."),
                    ja: "\(displayName(of: front)) は \(displayName(of: view)) の前面にあり、その上のタッチをすべて"
                        + "受け取ります" + (frontIsClear ? "（透明なので、覆われたビューは見えたままです）。" : "。"),
                    zh: "\(displayName(of: front)) 位于 \(displayName(of: view)) 前面，接收了落在它上面的每个触摸"
                        + (frontIsClear ? "（它是透明的，所以被遮住的视图仍然显示）。" : "。"),
                    ko: "\(displayName(of: front))이(가) \(displayName(of: view)) 앞에 놓여 그 뷰에 닿는 모든 터치를 "
                        + "가져갑니다" + (frontIsClear ? "(투명하므로 가려진 뷰는 여전히 보입니다)." : ".")),
                hint: Words.say(
                    in: language,
                    en: hint(for: .covered(by: front), of: view),
                    ja: hint(for: .covered(by: front), of: view, in: .japanese),
                    zh: hint(for: .covered(by: front), of: view, in: .simplifiedChinese),
                    ko: hint(for: .covered(by: front), of: view, in: .korean)))
        case .coveredByPresentation(let view, let presented, let dimming, let dismisses, let detent):
            return coveredByPresentationWording(
                view: view, presented: presented, dimming: dimming, dismisses: dismisses, detent: detent,
                in: language)
        case .coveredBySearchDimming(let view, let controller, let dimming):
            let (v, owner, dimmer) = (displayName(of: view), displayName(of: controller), displayName(of: dimming))
            return Wording(
                message: Words.say(
                    in: language,
                    en: "While the search controller of \(owner) is active, its dimming view \(dimmer) covers \(v) "
                        + "(obscuresBackgroundDuringPresentation is true): a tap on \(v) lands on the dimming view "
                        + "instead, which ends the search.",
                    ja: "\(owner) の検索コントローラーがアクティブなあいだ、その減光ビュー \(dimmer) が \(v) を覆っています"
                        + "（obscuresBackgroundDuringPresentation が true）。\(v) へのタップは代わりに減光ビューに触れ、"
                        + "減光ビューが検索を終了します。",
                    zh: "\(owner) 的搜索控制器活跃期间，它的变暗视图 \(dimmer) 盖住了 \(v)"
                        + "（obscuresBackgroundDuringPresentation 为 true）：轻点 \(v) 会落在变暗视图上，变暗视图会结束搜索。",
                    ko: "\(owner)의 검색 컨트롤러가 활성인 동안 그 디밍 뷰 \(dimmer)이(가) \(v)을(를) 덮습니다"
                        + "(obscuresBackgroundDuringPresentation이 true). \(v)을(를) 탭하면 대신 디밍 뷰에 닿고, 디밍 뷰가 "
                        + "검색을 끝냅니다."),
                // The hint of the diagnostic its witness tap shows.
                hint: wording(
                    of: DiagnosticWords.Touch.searchDimmingTookTap(
                        dimming: dimming, controller: controller, under: view),
                    in: language
                ).hint)
        case .hitTestFindsNoView(let view):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "No touch on \(displayName(of: view)) reaches it: hit-testing finds no view there.",
                    ja: "\(displayName(of: view)) へのタッチはどれも届きません。ヒットテストはそこでどのビューも"
                        + "見つけません。",
                    zh: "落在 \(displayName(of: view)) 上的触摸都到达不了它：命中测试在那里找不到任何视图。",
                    ko: "\(displayName(of: view))에 닿는 터치는 그 뷰에 도달하지 않습니다. 히트 테스트가 그곳에서 어떤 "
                        + "뷰도 찾지 못합니다."),
                hint: Words.say(
                    in: language,
                    en: hint(for: .covered(by: nil), of: view),
                    ja: hint(for: .covered(by: nil), of: view, in: .japanese),
                    zh: hint(for: .covered(by: nil), of: view, in: .simplifiedChinese),
                    ko: hint(for: .covered(by: nil), of: view, in: .korean)))
        case .partlyReachable(
            let view, let reached, let sampled, let reachedMin, let reachedMax, let missedAt, let miss):
            return Words.wording(
                in: language,
                en: {
                    let percent = Int((Double(reached) / Double(sampled) * 100).rounded())
                    return Wording(
                        message:
                            "Only part of \(displayName(of: view)) receives touches: \(reached) of \(sampled) sample "
                            + "points reach it (about \(percent)%, within \(Self.text(reachedMin))–\(Self.text(reachedMax)) on "
                            + "screen); at \(Self.text(missedAt)) \(reason(of: miss)).",
                        hint: "Move or resize what takes the rest of it, or the view itself, so all of it is tappable.")
                },
                ja: {
                    let percent = Int((Double(reached) / Double(sampled) * 100).rounded())
                    return Wording(
                        message: "\(displayName(of: view)) の一部しかタッチを受け取りません。サンプル点 \(sampled) 個のうち "
                            + "\(reached) 個が届きます（約 \(percent)%、画面上の \(Self.text(reachedMin))–\(Self.text(reachedMax)) "
                            + "の範囲）。\(Self.text(missedAt)) のタッチは、\(japaneseReason(of: miss))。",
                        hint: "残りの部分でタッチを受け取っているもの、またはビュー自身を移動するかサイズを変えて、全体をタップできる"
                            + "ようにしてください。")
                },
                zh: {
                    let percent = Int((Double(reached) / Double(sampled) * 100).rounded())
                    return Wording(
                        message: "\(displayName(of: view)) 只有一部分能接收触摸：\(sampled) 个采样点中有 \(reached) 个到达它"
                            + "（约 \(percent)%，位于屏幕上的 \(Self.text(reachedMin))–\(Self.text(reachedMax)) 范围内）；"
                            + "在 \(Self.text(missedAt))，\(chineseReason(of: miss))。",
                        hint: "移动或调整占据其余部分的视图或该视图本身的大小，让它的每个部分都可以轻点。")
                },
                ko: {
                    let percent = Int((Double(reached) / Double(sampled) * 100).rounded())
                    return Wording(
                        message: "\(displayName(of: view))의 일부만 터치를 받습니다. 샘플 지점 \(sampled)개 중 \(reached)개가 "
                            + "이 뷰에 닿습니다(약 \(percent)%, 화면의 \(Self.text(reachedMin))–\(Self.text(reachedMax)) "
                            + "범위). \(Self.text(missedAt))에서는 \(koreanReason(of: miss)).",
                        hint: "나머지 부분을 가져가는 뷰나 이 뷰 자체를 옮기거나 크기를 바꿔, 뷰 전체를 탭할 수 있게 하십시오.")
                })
        case .smallTapTarget(let view, let hitArea, let missedAt):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view))'s hit area is \(Self.text(hitArea.width)) × "
                        + "\(Self.text(hitArea.height)) points, under the 44 × 44 Apple recommends: a tap at "
                        + "\(Self.text(missedAt)), inside a 44-point target around it, misses.",
                    ja: "\(displayName(of: view)) のヒット領域は \(Self.text(hitArea.width)) × "
                        + "\(Self.text(hitArea.height)) ポイントで、Apple が推奨する 44 × 44 を下回っています。周囲 44 ポイントの"
                        + "ターゲット内にある \(Self.text(missedAt)) でのタップは外れます。",
                    zh: "\(displayName(of: view)) 的命中区域是 \(Self.text(hitArea.width)) × "
                        + "\(Self.text(hitArea.height)) 点，小于 Apple 建议的 44 × 44：在它周围 44 点的目标范围内，"
                        + "落在 \(Self.text(missedAt)) 的轻点会错过它。",
                    ko: "\(displayName(of: view))의 히트 영역은 \(Self.text(hitArea.width)) × "
                        + "\(Self.text(hitArea.height))포인트로, Apple이 권장하는 44 × 44보다 작습니다. 그 주위의 "
                        + "44포인트 타깃 안인 \(Self.text(missedAt))에서 탭하면 빗나갑니다."),
                hint: Words.say(
                    in: language,
                    en: "Grow its hit area by overriding point(inside:with:) (UIKit's documentation's 44 × 44 "
                        + "CloseButton), or make it larger.",
                    ja: "point(inside:with:) をオーバーライドしてヒット領域を広げるか（UIKit のドキュメントにある 44 × 44 の "
                        + "CloseButton）、ビューを大きくしてください。",
                    zh: "重写 point(inside:with:) 来扩大它的命中区域（UIKit 文档中 44 × 44 的 CloseButton），或者把它做大。",
                    ko: "point(inside:with:) 메서드를 오버라이드해 히트 영역을 넓히거나(UIKit 문서의 44 × 44 "
                        + "CloseButton 예), 뷰를 더 크게 만드십시오."))
        // What responders do with touches, actions and first-responder events.
        case .touchesSwallowed(let responder, let method, let starved):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: responder)) overrides \(method.signature) without calling super, so the "
                        + "touch stops there and \(names(starved)) never get it, although they implement it.",
                    ja: "\(displayName(of: responder)) は super を呼ばずに \(method.signature) をオーバーライドしている"
                        + "ため、タッチはそこで止まります。\(japaneseNames(starved)) はこのメソッドを実装しているのに、"
                        + "タッチを受け取れません。",
                    zh: "\(displayName(of: responder)) 重写了 \(method.signature) 但没有调用 super，所以触摸在那里停止，"
                        + "\(chineseNames(starved)) 虽然实现了该方法，却永远收不到它。",
                    ko: "\(displayName(of: responder))이(가) \(method.signature) 메서드를 super 호출 없이 "
                        + "오버라이드하므로, 터치가 그곳에서 멈춥니다. 그래서 이 메서드를 구현한 \(koreanNames(starved))에는 "
                        + "터치가 전달되지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Call \(method.superCall) in \(responders[responder].className), "
                        + "unless swallowing is deliberate.",
                    ja: "わざとタッチを止めているのでなければ、\(responders[responder].className) で "
                        + "\(method.superCall) を呼んでください。",
                    zh: "除非是有意吞掉，否则请在 \(responders[responder].className) 中调用 "
                        + "\(method.superCall)。",
                    ko: "의도적으로 삼키는 것이 아니라면, \(responders[responder].className)에서 "
                        + "\(method.superCall)를 호출하십시오."))
        case .eventSwallowed(let responder, let method, let starved):
            let r = displayName(of: responder)
            let s = method.signature
            let call = method.superCall
            let type = responders[responder].className
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(r) overrides \(s) without calling super, so the event stops there and \(names(starved)) "
                        + "never get it, although they implement it.",
                    ja: "\(r) は super を呼ばずに \(s) をオーバーライドしているため、イベントはそこで止まります。"
                        + "\(japaneseNames(starved)) はこのメソッドを実装しているのに、イベントを受け取れません。",
                    zh: "\(r) 重写了 \(s) 但没有调用 super，所以事件在那里停止，\(chineseNames(starved)) 虽然实现了该方法，"
                        + "却永远收不到它。",
                    ko: "\(r)이(가) \(s) 메서드를 super 호출 없이 오버라이드하므로, 이벤트가 그곳에서 멈춥니다. 그래서 이 "
                        + "메서드를 구현한 \(koreanNames(starved))에는 이벤트가 전달되지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Call \(call) in \(type) for the events it does not handle itself, so they go on up the chain.",
                    ja: "\(type) が自分で処理しないイベントについては \(call) を呼び、チェーンの上へ転送してください。",
                    zh: "对于 \(type) 自己不处理的事件，请调用 \(call)，让它们继续沿链向上传递。",
                    ko: "\(type)이(가) 직접 처리하지 않는 이벤트에 대해서는 \(call)를 호출해 체인 위로 계속 전달하십시오."))
        case .incompleteTouchFamily(let responder, let swallowed, let missing):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "\(displayName(of: responder)) swallows \(swallowed.map(\.signature).joined(separator: " and ")) "
                            + "but does not override \(missing.map(\.signature).joined(separator: ", ")), so those still go up "
                            + "the chain and the responders above see half a touch sequence.",
                        hint:
                            "When swallowing touches deliberately, override the whole family: touchesBegan, touchesMoved, "
                            + "touchesEnded and touchesCancelled.")
                },
                ja: {
                    let swallowedNames = swallowed.map(\.signature).joined(separator: " と ")
                    let missingNames = missing.map(\.signature).joined(separator: "、")
                    return Wording(
                        message: "\(displayName(of: responder)) は \(swallowedNames) でタッチを止めていますが、\(missingNames) は"
                            + "オーバーライドしていません。そのため、それらは引き続きチェーンを上っていき、上にあるレスポンダーには"
                            + "一連のタッチの半分しか届きません。",
                        hint: "わざとタッチを止めるときは、touchesBegan、touchesMoved、touchesEnded、touchesCancelled の "
                            + "4 つすべてをオーバーライドしてください。")
                },
                zh: {
                    return Wording(
                        message:
                            "\(displayName(of: responder)) 吞掉了 \(swallowed.map(\.signature).joined(separator: " 和 "))，"
                            + "但没有重写 \(missing.map(\.signature).joined(separator: "、"))，所以这些方法仍会沿链向上传递，"
                            + "上面的响应者只看到半个触摸序列。",
                        hint: "有意吞掉触摸时，请重写整组方法：touchesBegan、touchesMoved、touchesEnded 和 touchesCancelled。")
                },
                ko: {
                    return Wording(
                        message: "\(displayName(of: responder))이(가) "
                            + "\(swallowed.map(\.signature).joined(separator: " 및 ")) 메서드를 삼키지만, "
                            + "\(missing.map(\.signature).joined(separator: ", ")) 메서드는 오버라이드하지 않습니다. 그래서 그 "
                            + "메서드들은 여전히 체인을 따라 올라가고, 위에 있는 리스폰더는 터치 시퀀스의 절반만 보게 됩니다.",
                        hint: "의도적으로 터치를 삼킬 때는 touchesBegan, touchesMoved, touchesEnded, touchesCancelled "
                            + "네 메서드를 모두 오버라이드하십시오.")
                })
        case .pageTurnTakesTap(let index, let view, let pages):
            let v = displayName(of: view)
            let p = displayName(of: pages)
            let id = gestureRecognizers[index].id
            let code = "gestureRecognizer(_:shouldReceive:)"
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(v) lies within 44 points of the left or right edge of \(p), a page-curl page view "
                        + "controller: its own tap recognizer '\(id)' turns the page on a tap there, and \(v) loses "
                        + "the tap.",
                    ja: "\(v) はページカール形式のページビューコントローラー \(p) の左右の端から 44 ポイント以内にあります。"
                        + "そこへのタップでは \(p) 自身のタップ認識子 '\(id)' がページをめくり、\(v) はタップを失います。",
                    zh: "\(v) 位于翻页式页面视图控制器 \(p) 左右边缘 44 点以内：在那里轻点时，它自己的轻点手势识别器 "
                        + "'\(id)' 会翻页，\(v) 收不到这次轻点。",
                    ko: "\(v)은(는) 페이지 컬 방식 페이지 뷰 컨트롤러 \(p)의 왼쪽이나 오른쪽 가장자리에서 44포인트 안에 "
                        + "있습니다. 그곳을 탭하면 \(p) 자신의 탭 인식기 '\(id)'이(가) 페이지를 넘기고, \(v)은(는) 탭을 "
                        + "받지 못합니다."),
                hint: Words.say(
                    in: language,
                    en: "In code, make the view controller the delegate of each of \(p).gestureRecognizers and return "
                        + "false from \(code) for a touch on \(v); or move it away from the edges.",
                    ja: "コードで、ビューコントローラーを \(p).gestureRecognizers の各認識子のデリゲートにし、\(v) への"
                        + "タッチには \(code) から false を返してください。または端から離してください。",
                    zh: "在代码中，让视图控制器成为 \(p).gestureRecognizers 中每个手势识别器的代理，并对 \(v) 上的触摸从 "
                        + "\(code) 返回 false；或者把它移离边缘。",
                    ko: "코드에서 뷰 컨트롤러를 \(p).gestureRecognizers의 각 제스처 인식기의 델리게이트로 지정하고, "
                        + "\(v)에 대한 터치에는 \(code)에서 false를 반환하십시오. 또는 그 뷰를 가장자리에서 떨어뜨리십시오."))
        case .tapRecognizerCancelsTouches(let index, let view, let cancels):
            return Words.wording(
                in: language,
                en: {
                    let recognizer = gestureRecognizers[index]
                    let what =
                        switch cancels {
                        case .cell: "the cell's touches are cancelled, so the table or collection view never selects it"
                        case .control: "the control's touches are cancelled before touchUpInside"
                        case .customView:
                            "the view's touches are cancelled: it gets touchesCancelled(_:with:), never "
                                + "touchesEnded(_:with:)"
                        }
                    return Wording(
                        message: "The tap recognizer '\(recognizer.id)' on \(displayName(of: recognizer.view)) cancels "
                            + "touches in its view (cancelsTouchesInView is true): a tap on \(displayName(of: view)) is "
                            + "recognized by it and \(what).",
                        hint:
                            "Set cancelsTouchesInView = false on the recognizer (the usual fix for a tap that dismisses the "
                            + "keyboard), return false from its delegate's gestureRecognizer(_:shouldReceive:) for touches in "
                            + "\(displayName(of: view)), or add it to a view that does not contain them.")
                },
                ja: {
                    let recognizer = gestureRecognizers[index]
                    let what =
                        switch cancels {
                        case .cell: "セルのタッチがキャンセルされるので、テーブルビューやコレクションビューがそのセルを選択することはありません"
                        case .control: "コントロールのタッチが touchUpInside の前にキャンセルされます"
                        case .customView:
                            "ビューのタッチがキャンセルされます。届くのは touchesCancelled(_:with:) で、touchesEnded(_:with:) は届きません"
                        }
                    return Wording(
                        message: "\(displayName(of: recognizer.view)) のタップ認識子 '\(recognizer.id)' は、自分のビューの中の"
                            + "タッチをキャンセルします（cancelsTouchesInView が true）。\(displayName(of: view)) へのタップは"
                            + "この認識子に認識され、\(what)。",
                        hint: "認識子の cancelsTouchesInView = false を設定するか（キーボードを閉じるタップでよく使われる対処です）、"
                            + "デリゲートの gestureRecognizer(_:shouldReceive:) で \(displayName(of: view)) の中のタッチには false "
                            + "を返すか、それらを含まないビューに認識子を追加してください。")
                },
                zh: {
                    let recognizer = gestureRecognizers[index]
                    let what =
                        switch cancels {
                        case .cell: "单元格的触摸被取消，所以表格视图或集合视图永远不会选中它"
                        case .control: "控件的触摸在 touchUpInside 之前就被取消"
                        case .customView: "视图的触摸被取消：它收到的是 touchesCancelled(_:with:)，永远收不到 touchesEnded(_:with:)"
                        }
                    return Wording(
                        message: "\(displayName(of: recognizer.view)) 上的单次轻点手势识别器 '\(recognizer.id)' 会取消其视图中的触摸"
                            + "（cancelsTouchesInView 为 true）：落在 \(displayName(of: view)) 上的轻点被它识别，\(what)。",
                        hint: "在识别器上设置 cancelsTouchesInView = false（轻点收起键盘时的常见修复），"
                            + "在它的代理的 gestureRecognizer(_:shouldReceive:) 中对 \(displayName(of: view)) 中的触摸返回 false，"
                            + "或者把它添加到不包含这些触摸的视图上。")
                },
                ko: {
                    let recognizer = gestureRecognizers[index]
                    let what =
                        switch cancels {
                        case .cell: "셀의 터치가 취소되므로, 테이블 뷰나 컬렉션 뷰는 그 셀을 선택하지 않습니다"
                        case .control: "컨트롤의 터치가 touchUpInside 전에 취소됩니다"
                        case .customView:
                            "뷰의 터치가 취소되어 touchesCancelled(_:with:)가 전달되고 touchesEnded(_:with:)는 전달되지 않습니다"
                        }
                    return Wording(
                        message: "\(displayName(of: recognizer.view))의 탭 인식기 '\(recognizer.id)'이(가) 자신의 뷰 안의 터치를 "
                            + "취소합니다(cancelsTouchesInView가 true). \(displayName(of: view))에 대한 탭은 이 인식기가 "
                            + "인식하고, \(what).",
                        hint: "인식기에 cancelsTouchesInView = false를 설정하거나(키보드를 닫는 탭의 일반적인 해결책), "
                            + "델리게이트의 gestureRecognizer(_:shouldReceive:) 메서드에서 \(displayName(of: view)) 안의 "
                            + "터치에 대해 false를 반환하거나, 그 터치를 포함하지 않는 뷰에 인식기를 추가하십시오.")
                })
        case .targetReleased(let object, let holder, let role):
            // The words of the diagnostic its witness shows.
            return wording(
                of: DiagnosticWords.Action.targetReleased(object: object, holder: holder, role: role), in: language)
        case .contentTouchesDelayed(let control, let scroll):
            return wording(
                of: DiagnosticWords.Touch.contentTouchesDelayed(control: control, scroll: scroll), in: language)
        case .menuTookPrimaryAction(let button, let actions):
            let name = displayName(of: button)
            let list = actions.map(\.name).joined(separator: ", ")
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(name)'s menu is its primary action (showsMenuAsPrimaryAction = true): a tap opens the menu "
                        + "on touch down and the button sends no touchUpInside or primaryActionTriggered, so \(list), "
                        + "added for them, never runs on a tap.",
                    ja: "\(name) のメニューはプライマリアクションです（showsMenuAsPrimaryAction = true）。タップはタッチダウンで"
                        + "メニューを開き、ボタンは touchUpInside も primaryActionTriggered も送信しないので、それらに追加された "
                        + "\(list) はタップでは実行されません。",
                    zh: "\(name) 的菜单是它的主要动作（showsMenuAsPrimaryAction = true）：轻点会在按下时打开菜单，按钮不会"
                        + "发送 touchUpInside 或 primaryActionTriggered，所以为它们添加的 \(list) 在轻点时永远不会执行。",
                    ko: "\(name)의 메뉴가 기본 동작입니다(showsMenuAsPrimaryAction = true). 탭하면 터치 다운에서 메뉴가 "
                        + "열리고 버튼은 touchUpInside도 primaryActionTriggered도 보내지 않으므로, 그 이벤트에 추가된 "
                        + "\(list) 액션은 탭으로는 실행되지 않습니다."),
                // The hint of the diagnostic its witness tap shows.
                hint: wording(
                    of: DiagnosticWords.Action.menuTookPrimaryAction(button: button, actions: actions), in: language
                ).hint)
        case .contextMenuBeatLongPress(let recognizer, let view):
            let name = displayName(of: view)
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(name) has a context menu (its UIContextMenuInteraction): a long press on it opens the menu, "
                        + "so \(recognizerName(recognizer)) never recognizes and its action never runs.",
                    ja: "\(name) にはコンテキストメニュー（UIContextMenuInteraction）があります。長押しでメニューが開くため、"
                        + "\(recognizerName(recognizer, in: .japanese)) は認識せず、そのアクションは実行されません。",
                    zh: "\(name) 有上下文菜单（它的 UIContextMenuInteraction）：长按它会打开菜单，所以 "
                        + "\(recognizerName(recognizer, in: .simplifiedChinese)) 永远不会识别，它的动作也不会执行。",
                    ko: "\(name)에는 컨텍스트 메뉴(UIContextMenuInteraction)가 있습니다. 길게 누르면 메뉴가 열리므로 "
                        + "\(recognizerName(recognizer, in: .korean))은(는) 인식하지 않고 그 액션도 실행되지 않습니다."),
                // The hint of the diagnostic its witness long press shows.
                hint: wording(
                    of: DiagnosticWords.Touch.contextMenuBeatLongPress(recognizer: recognizer, view: view),
                    in: language
                ).hint)
        case .dragLiftTakesScroll(let item, let scroll, let source):
            // The words of the diagnostic its witness shows.
            return wording(
                of: DiagnosticWords.Touch.dragLiftTookScroll(scroll: scroll, item: item, source: source), in: language)
        case .undescribed(let responder, let fact, let decides, let count):
            return undescribedFindingWording(
                responder: responder, fact: fact, decides: decides, count: count, in: language)
        case .controlSendsNoAction(let control, let targeted):
            // The words of the diagnostic its witness tap shows.
            return noActionSentWording(control: control, sent: tapEvents(of: control), targeted: targeted, in: language)
        case .targetLacksAction(let control, let action, let target, let event):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: control)) sends \(action) to \(displayName(of: target)) on "
                        + "\(event.rawValue), but \(displayName(of: target)) does not implement it: the app crashes with "
                        + "an unrecognized selector.",
                    ja: "\(displayName(of: control)) は \(event.rawValue) で \(action) を \(displayName(of: target)) に"
                        + "送りますが、\(displayName(of: target)) はそれを実装していません。アプリは unrecognized selector で"
                        + "クラッシュします。",
                    zh: "\(displayName(of: control)) 在 \(event.rawValue) 时把 \(action) 发送给 \(displayName(of: target))，"
                        + "但 \(displayName(of: target)) 没有实现它：应用会因 unrecognized selector 而崩溃。",
                    ko: "\(displayName(of: control))이(가) \(event.rawValue) 이벤트에 \(action) 액션을 "
                        + "\(displayName(of: target))에 보내지만, \(displayName(of: target))에는 그 메서드가 구현되어 "
                        + "있지 않습니다. 앱은 unrecognized selector 오류로 크래시합니다."),
                hint: Words.say(
                    in: language,
                    en:
                        "Implement @objc func \(action.swiftName) on \(responders[target].className), or fix the target "
                        + "or selector passed to addTarget(_:action:for:).",
                    ja: "\(responders[target].className) に @objc func \(action.swiftName) を実装するか、"
                        + "addTarget(_:action:for:) に渡すターゲットかセレクターを直してください。",
                    zh: "在 \(responders[target].className) 中实现 @objc func \(action.swiftName)，"
                        + "或者修正传给 addTarget(_:action:for:) 的目标或选择器。",
                    ko: "\(responders[target].className)에 @objc func \(action.swiftName) 메서드를 구현하거나, "
                        + "addTarget(_:action:for:)에 넘긴 타깃이나 셀렉터를 고치십시오."))
        case .recognizerTargetLacksAction(let index, let action, let target):
            return Words.wording(
                in: language,
                en: {
                    let recognizer = gestureRecognizers[index]
                    return Wording(
                        message:
                            "The gesture recognizer '\(recognizer.id)' on \(displayName(of: recognizer.view)) sends "
                            + "\(action) to \(displayName(of: target)), which does not implement it: when it recognizes, the "
                            + "app crashes with an unrecognized selector.",
                        hint:
                            "Implement @objc func \(action.swiftName) on \(responders[target].className), or fix the target "
                            + "or selector of UIGestureRecognizer(target:action:).")
                },
                ja: {
                    let recognizer = gestureRecognizers[index]
                    return Wording(
                        message: "\(displayName(of: recognizer.view)) のジェスチャー認識子 '\(recognizer.id)' は \(action) を "
                            + "\(displayName(of: target)) に送りますが、\(displayName(of: target)) はそれを実装していません。"
                            + "認識したとき、アプリは unrecognized selector でクラッシュします。",
                        hint: "\(responders[target].className) に @objc func \(action.swiftName) を実装するか、"
                            + "UIGestureRecognizer(target:action:) のターゲットかセレクターを直してください。")
                },
                zh: {
                    let recognizer = gestureRecognizers[index]
                    return Wording(
                        message: "\(displayName(of: recognizer.view)) 上的手势识别器 '\(recognizer.id)' 把 \(action) "
                            + "发送给 \(displayName(of: target))，而后者没有实现它：识别成功时，应用会因 unrecognized selector 而崩溃。",
                        hint: "在 \(responders[target].className) 中实现 @objc func \(action.swiftName)，"
                            + "或者修正 UIGestureRecognizer(target:action:) 的目标或选择器。")
                },
                ko: {
                    let recognizer = gestureRecognizers[index]
                    return Wording(
                        message: "\(displayName(of: recognizer.view))의 제스처 인식기 '\(recognizer.id)'이(가) \(action) 액션을 "
                            + "\(displayName(of: target))에 보내지만, 그 객체에는 이 메서드가 구현되어 있지 않습니다. 인식기가 "
                            + "인식하면 앱은 unrecognized selector 오류로 크래시합니다.",
                        hint: "\(responders[target].className)에 @objc func \(action.swiftName) 메서드를 구현하거나, "
                            + "UIGestureRecognizer(target:action:)에 넘긴 타깃이나 셀렉터를 고치십시오.")
                })
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: control)) has the same target-action pair twice: \(action) on "
                        + "\(event.rawValue). UIKit keeps one, so the action runs once.",
                    ja: "\(displayName(of: control)) には、\(event.rawValue) の \(action) という同じターゲットアクションの"
                        + "組が 2 つあります。UIKit は 1 つだけ保持するので、アクションは 1 回だけ実行されます。",
                    zh: "\(displayName(of: control)) 有两个相同的目标-动作对：\(event.rawValue) 时的 \(action)。"
                        + "UIKit 只保留一个，所以该动作只运行一次。",
                    ko: "\(displayName(of: control))의 \(event.rawValue) 이벤트에 같은 타깃-액션 쌍(\(action))이 두 번 "
                        + "추가되어 있습니다. UIKit은 하나만 보관하므로, 액션은 한 번만 실행됩니다."),
                hint: Words.say(
                    in: language,
                    en: "Remove the second addTarget(_:action:for:) call; it has no effect.",
                    ja: "2 回目の addTarget(_:action:for:) の呼び出しを削除してください。効果はありません。",
                    zh: "删除第二次 addTarget(_:action:for:) 调用；它没有任何效果。",
                    ko: "두 번째 addTarget(_:action:for:) 호출을 지우십시오. 아무 효과가 없습니다."))
        case .actionNeverHandled(let control, let action, let walk):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: control)) sends the nil-targeted action \(action), and no responder on "
                        + "any chain it can start from implements it (it walks \(start(of: walk, from: control))): UIKit "
                        + "always discards it.",
                    ja: "\(displayName(of: control)) はターゲットが nil のアクション \(action) を送りますが、このコントロール"
                        + "から始まりうるどのチェーン上にも、これを実装するレスポンダーがありません（\(japaneseStart(of: walk, from: control))）。"
                        + "UIKit は必ずこれを破棄します。",
                    zh: "\(displayName(of: control)) 发送目标为 nil 的动作 \(action)，而它可能开始的任何一条链上"
                        + "都没有响应者实现它（遍历\(chineseStart(of: walk, from: control))开始）：UIKit 总是丢弃它。",
                    ko: "\(displayName(of: control))이(가) \(action) 액션을 nil 타깃으로 보내지만, 이 컨트롤이 시작할 수 "
                        + "있는 어떤 체인에도 이 액션을 구현한 리스폰더가 없습니다. \(koreanStart(of: walk, from: control)). "
                        + "UIKit은 항상 이 액션을 버립니다."),
                hint: Words.say(
                    in: language,
                    en:
                        "Implement \(action.swiftName) on a responder on that chain (a view controller on screen, or the "
                        + "app delegate), or give the action an explicit target.",
                    ja: "そのチェーン上のレスポンダー（画面上のビューコントローラーやアプリのデリゲート）に \(action.swiftName) を"
                        + "実装するか、アクションに明示的なターゲットを指定してください。",
                    zh: "在那条链上的某个响应者（屏幕上的视图控制器，或应用代理）中实现 \(action.swiftName)，"
                        + "或者给这个动作指定明确的目标。",
                    ko: "그 체인에 있는 리스폰더(화면에 있는 뷰 컨트롤러나 앱 델리게이트)에 \(action.swiftName) 메서드를 "
                        + "구현하거나, 액션에 명시적인 타깃을 지정하십시오."))
        case .actionOnlyOutsideChain(let control, let action, let implementers, let walk):
            return Words.wording(
                in: language,
                en: {
                    let one = implementers.count == 1
                    return Wording(
                        message: "\(displayName(of: control)) sends the nil-targeted action \(action); only "
                            + "\(names(implementers)) implement\(one ? "s" : "") it, and no responder chain it can start from "
                            + "passes through \(one ? "it" : "them") (it walks \(start(of: walk, from: control))): UIKit "
                            + "always discards it.",
                        hint: "Move the method to a responder on the chain (the app delegate is the last link; a scene "
                            + "delegate is on no chain), splice the object in by overriding next, or give the action an "
                            + "explicit target.")
                },
                ja: {
                    let one = implementers.count == 1
                    return Wording(
                        message: "\(displayName(of: control)) はターゲットが nil のアクション \(action) を送ります。これを実装して"
                            + "いるのは \(japaneseNames(implementers)) だけで、このコントロールから始まりうるどのレスポンダーチェーンも"
                            + "\(one ? "それ" : "それら")を通りません（\(japaneseStart(of: walk, from: control))）。UIKit は必ずこれを"
                            + "破棄します。",
                        hint: "メソッドをチェーン上のレスポンダーに移すか（最後のリンクはアプリのデリゲートです。シーンのデリゲートは"
                            + "どのチェーンにも入っていません）、next をオーバーライドしてそのオブジェクトをチェーンに差し込むか、"
                            + "アクションに明示的なターゲットを指定してください。")
                },
                zh: {
                    return Wording(
                        message: "\(displayName(of: control)) 发送目标为 nil 的动作 \(action)；只有 "
                            + "\(chineseNames(implementers)) 实现了它，而它可能开始的任何一条响应者链都不经过"
                            + "\(implementers.count == 1 ? "它" : "它们")（遍历\(chineseStart(of: walk, from: control))开始）："
                            + "UIKit 总是丢弃它。",
                        hint: "把该方法移到链上的某个响应者中（应用代理是最后一环；场景代理不在任何链上），"
                            + "通过重写 next 把该对象插入链中，或者给这个动作指定明确的目标。")
                },
                ko: {
                    let one = implementers.count == 1
                    return Wording(
                        message: "\(displayName(of: control))이(가) \(action) 액션을 nil 타깃으로 보냅니다. 이 액션을 구현한 것은 "
                            + "\(koreanNames(implementers))뿐이고, 이 컨트롤이 시작할 수 있는 어떤 리스폰더 체인도 "
                            + "\(one ? "그 객체" : "그 객체들")를 거쳐 가지 않습니다. \(koreanStart(of: walk, from: control)). "
                            + "UIKit은 항상 이 액션을 버립니다.",
                        hint: "메서드를 체인에 있는 리스폰더로 옮기거나(앱 델리게이트가 마지막 고리이며, 씬 델리게이트는 어떤 "
                            + "체인에도 없습니다), next를 오버라이드해 그 객체를 체인에 끼워 넣거나, 액션에 명시적인 타깃을 "
                            + "지정하십시오.")
                })
        case .actionNeedsFirstResponder(let control, let action, let implementers, let start, let needs):
            let startsAtWindow = self[start].kind == .window
            return Words.wording(
                in: language,
                en: {
                    let one = implementers.count == 1
                    return Wording(
                        message: "\(displayName(of: control)) sends the nil-targeted action \(action), which walks the "
                            + "responder chain from the first responder. "
                            + (startsAtWindow
                                ? "As the app is, nothing is first responder, so the walk starts at \(displayName(of: start))"
                                : "As the app is, \(displayName(of: start)) is first responder, so the walk starts there")
                            + " and never reaches \(names(implementers)), which implement\(one ? "s" : "") it: a tap now "
                            + "does nothing. It reaches \(one ? "it" : "them") only while \(displayName(of: needs)) (or "
                            + "another responder on the way) is first responder.",
                        hint: "Give the action an explicit target (addTarget(self, action:for:) on a control, "
                            + "UIBarButtonItem(title:style:target:action:) with target: self), so that a tap reaches "
                            + "\(names(implementers)) whatever is first responder.")
                },
                ja: {
                    return Wording(
                        message: "\(displayName(of: control)) はターゲットが nil のアクション \(action) を送ります。これは"
                            + "ファーストレスポンダーからレスポンダーチェーンをたどります。"
                            + (startsAtWindow
                                ? "アプリの今の状態ではファーストレスポンダーがないので、たどる起点は \(displayName(of: start)) で"
                                : "アプリの今の状態では \(displayName(of: start)) がファーストレスポンダーなので、そこから始まり")
                            + "、これを実装している \(japaneseNames(implementers)) には届きません。今タップしても何も起きません。"
                            + "届くのは \(displayName(of: needs))（またはその途中のレスポンダー）がファーストレスポンダーの間だけです。",
                        hint: "アクションに明示的なターゲットを指定してください（コントロールなら addTarget(self, action:for:)、"
                            + "UIBarButtonItem(title:style:target:action:) なら target: self）。そうすれば何がファーストレスポンダーでも"
                            + "タップが \(japaneseNames(implementers)) に届きます。")
                },
                zh: {
                    return Wording(
                        message: "\(displayName(of: control)) 发送目标为 nil 的动作 \(action)，它从第一响应者开始沿响应者链传递。"
                            + (startsAtWindow
                                ? "按应用现在的状态，没有第一响应者，所以遍历从 \(displayName(of: start)) 开始"
                                : "按应用现在的状态，\(displayName(of: start)) 是第一响应者，所以遍历从那里开始")
                            + "，永远到不了实现它的 \(chineseNames(implementers))：现在轻点什么也不会发生。"
                            + "只有当 \(displayName(of: needs))（或途中的其他响应者）是第一响应者时，它才会到达。",
                        hint: "给这个动作指定明确的目标（控件用 addTarget(self, action:for:)，"
                            + "UIBarButtonItem(title:style:target:action:) 用 target: self），这样无论谁是第一响应者，"
                            + "轻点都会到达 \(chineseNames(implementers))。")
                },
                ko: {
                    return Wording(
                        message: "\(displayName(of: control))이(가) \(action) 액션을 nil 타깃으로 보냅니다. 이 액션은 퍼스트 "
                            + "리스폰더부터 리스폰더 체인을 따라갑니다. "
                            + (startsAtWindow
                                ? "지금 앱 상태에서는 퍼스트 리스폰더가 없어서 \(displayName(of: start))에서 출발하고"
                                : "지금 앱 상태에서는 \(displayName(of: start))이(가) 퍼스트 리스폰더여서 거기서 출발하고")
                            + ", 이 액션을 구현한 \(koreanNames(implementers))에는 닿지 않습니다. 지금은 탭해도 아무 일도 "
                            + "일어나지 않습니다. \(displayName(of: needs))(또는 그 사이의 리스폰더)이(가) 퍼스트 리스폰더인 동안에만 "
                            + "닿습니다.",
                        hint: "액션에 명시적인 타깃을 지정하십시오(컨트롤은 addTarget(self, action:for:), "
                            + "UIBarButtonItem(title:style:target:action:)은 target: self). 그러면 무엇이 퍼스트 리스폰더이든 "
                            + "탭이 \(koreanNames(implementers))에 닿습니다.")
                })
        case .nextSkipsResponders(let responder, let skipped):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: responder)) overrides next, so its chain skips \(names(skipped)), which "
                        + "UIKit's own rule would have walked and which implement\(skipped.count == 1 ? "s" : "") event "
                        + "methods or actions that now never run from here.",
                    ja: "\(displayName(of: responder)) は next をオーバーライドしているので、そのチェーンは "
                        + "\(japaneseNames(skipped)) を飛ばします。UIKit 本来の規則なら通っていたレスポンダーで、イベントの"
                        + "メソッドやアクションを実装していますが、ここからは実行されなくなります。",
                    zh: "\(displayName(of: responder)) 重写了 next，所以它的链跳过了 \(chineseNames(skipped))；"
                        + "按 UIKit 自己的规则本会经过它们，而它们实现的事件方法或动作现在永远不会从这里运行。",
                    ko: "\(displayName(of: responder))이(가) next를 오버라이드하므로, 그 체인은 \(koreanNames(skipped))에 "
                        + "가지 않습니다. UIKit 자체의 규칙이었다면 거쳐 갔을 리스폰더이며, 이벤트 메서드나 액션을 구현하고 "
                        + "있지만 이제 여기서부터는 실행되지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Return the skipped responder (or super.next) from the override where the chain should still "
                        + "pass through it.",
                    ja: "チェーンがまだ通るべき場所では、オーバーライドから飛ばされたレスポンダー（または super.next）を返して"
                        + "ください。",
                    zh: "在链仍应经过被跳过的响应者的地方，从重写中返回该响应者（或 super.next）。",
                    ko: "체인이 계속 그 리스폰더를 거쳐 가야 하는 곳에서는, 오버라이드에서 건너뛴 리스폰더(또는 "
                        + "super.next)를 반환하십시오."))
        case .inputViewNeverShown(let responder, let input):
            return Words.wording(
                in: language,
                en: {
                    let what = input == .inputAccessoryView ? "an input accessory view" : "an input view"
                    return Wording(
                        message:
                            "\(displayName(of: responder)) has \(what), but its canBecomeFirstResponder is false: it "
                            + "never becomes first responder, so \(what) never shows (UIKit shows it only while its responder "
                            + "is first responder).",
                        hint:
                            "Override canBecomeFirstResponder to return true in \(responders[responder].className), and call "
                            + "becomeFirstResponder() when the input should show.")
                },
                ja: {
                    let what = input == .inputAccessoryView ? "入力アクセサリービュー" : "入力ビュー"
                    return Wording(
                        message: "\(displayName(of: responder)) には\(what)がありますが、canBecomeFirstResponder が false です。"
                            + "ファーストレスポンダーになることがないので、\(what)は表示されません（UIKit がそれを表示するのは、"
                            + "そのレスポンダーがファーストレスポンダーのあいだだけです）。",
                        hint: "\(responders[responder].className) で canBecomeFirstResponder をオーバーライドして true を返し、"
                            + "入力を表示したいときに becomeFirstResponder() を呼んでください。")
                },
                zh: {
                    let what = input == .inputAccessoryView ? "输入附件视图" : "输入视图"
                    return Wording(
                        message: "\(displayName(of: responder)) 带有\(what)，但它的 canBecomeFirstResponder 为 false："
                            + "它永远不会成为第一响应者，所以\(what)永远不会显示（UIKit 只在它的响应者是第一响应者时显示它）。",
                        hint: "在 \(responders[responder].className) 中重写 canBecomeFirstResponder 并返回 true，"
                            + "并在需要显示输入时调用 becomeFirstResponder()。")
                },
                ko: {
                    let what = input == .inputAccessoryView ? "입력 액세서리 뷰(inputAccessoryView)" : "입력 뷰(inputView)"
                    return Wording(
                        message: "\(displayName(of: responder))에는 \(what)가 있지만, canBecomeFirstResponder가 false입니다. "
                            + "이 리스폰더는 퍼스트 리스폰더가 되지 않으므로, \(what)도 나타나지 않습니다(UIKit은 그 리스폰더가 "
                            + "퍼스트 리스폰더인 동안에만 이를 보여 줍니다).",
                        hint: "\(responders[responder].className)에서 canBecomeFirstResponder를 오버라이드해 true를 반환하게 "
                            + "하고, 입력을 보여 줄 때 becomeFirstResponder()를 호출하십시오.")
                })
        case .firstResponderNeverReaches(let responder, let events):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "\(displayName(of: responder)) handles \(events.map(Self.words(of:)).joined(separator: " and ")), "
                            + "which start at the first responder, but its canBecomeFirstResponder is false and it is on the "
                            + "chain of no responder that can become first responder: they never reach it.",
                        hint:
                            "Override canBecomeFirstResponder to return true in \(responders[responder].className) and call "
                            + "becomeFirstResponder() once it is on screen (viewDidAppear(_:) for a controller), or move the "
                            + "handling to a responder on the first responder's chain.")
                },
                ja: {
                    let handled = events.map(Self.japaneseWords(of:)).joined(separator: "と")
                    return Wording(
                        message: "\(displayName(of: responder)) は\(handled)を処理しますが、これらはファーストレスポンダーから"
                            + "始まります。このレスポンダーの canBecomeFirstResponder は false で、ファーストレスポンダーになれる"
                            + "どのレスポンダーのチェーンにも入っていないので、これらが届くことはありません。",
                        hint: "\(responders[responder].className) で canBecomeFirstResponder をオーバーライドして true を返し、"
                            + "画面に表示されたら（コントローラーなら viewDidAppear(_:) で）becomeFirstResponder() を呼んでください。"
                            + "あるいは、処理をファーストレスポンダーのチェーン上のレスポンダーに移してください。")
                },
                zh: {
                    return Wording(
                        message:
                            "\(displayName(of: responder)) 处理\(events.map(Self.chineseWords(of:)).joined(separator: "和"))，"
                            + "这些事件从第一响应者开始，但它的 canBecomeFirstResponder 为 false，"
                            + "而且它不在任何可以成为第一响应者的响应者的链上：这些事件永远到达不了它。",
                        hint: "在 \(responders[responder].className) 中重写 canBecomeFirstResponder 并返回 true，"
                            + "并在它显示到屏幕上之后（对视图控制器来说是 viewDidAppear(_:)）调用 becomeFirstResponder()，"
                            + "或者把处理移到第一响应者链上的某个响应者中。")
                },
                ko: {
                    return Wording(
                        message: "\(displayName(of: responder))이(가) "
                            + "\(events.map(Self.koreanWords(of:)).joined(separator: " 및 ")) 처리를 구현하지만, 이것들은 "
                            + "퍼스트 리스폰더에서 시작합니다. 그런데 이 리스폰더의 canBecomeFirstResponder는 false이고, 퍼스트 "
                            + "리스폰더가 될 수 있는 어떤 리스폰더의 체인에도 없습니다. 그래서 이 이벤트들은 이 리스폰더에 "
                            + "도달하지 않습니다.",
                        hint: "\(responders[responder].className)에서 canBecomeFirstResponder를 오버라이드해 true를 반환하게 "
                            + "하고 화면에 나타난 뒤에 becomeFirstResponder()를 호출하거나(컨트롤러라면 viewDidAppear(_:)에서), "
                            + "그 처리를 퍼스트 리스폰더의 체인에 있는 리스폰더로 옮기십시오.")
                })
        case .textInputCannotBecomeFirstResponder(let input):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: input)) is a text input whose canBecomeFirstResponder is false: tapping it "
                        + "never makes it first responder, so the keyboard never shows.",
                    ja: "\(displayName(of: input)) は canBecomeFirstResponder が false のテキスト入力です。タップしても"
                        + "ファーストレスポンダーにならないので、キーボードは表示されません。",
                    zh: "\(displayName(of: input)) 是一个文本输入控件，但它的 canBecomeFirstResponder 为 false："
                        + "轻点它永远不会让它成为第一响应者，所以键盘永远不会弹出。",
                    ko: "\(displayName(of: input))은(는) 텍스트 입력이지만 canBecomeFirstResponder가 false입니다. "
                        + "탭해도 퍼스트 리스폰더가 되지 않으므로, 키보드가 나타나지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Remove the canBecomeFirstResponder override, or use a label if the text is not to be edited.",
                    ja: "canBecomeFirstResponder のオーバーライドを削除するか、テキストを編集させないならラベルを使ってください。",
                    zh: "移除对 canBecomeFirstResponder 的重写；如果文本不需要编辑，请使用标签。",
                    ko: "canBecomeFirstResponder 오버라이드를 제거하거나, 텍스트를 편집하지 않을 것이라면 레이블을 "
                        + "사용하십시오."))
        case .keyboardInNonKeyWindow(let input, let window):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: input)) is in \(displayName(of: window)), which is not the key window: "
                        + "when it becomes first responder, the keyboard does not show.",
                    ja: "\(displayName(of: input)) は、キーウインドウではない \(displayName(of: window)) の中にあります。"
                        + "ファーストレスポンダーになっても、キーボードは表示されません。",
                    zh: "\(displayName(of: input)) 位于 \(displayName(of: window)) 中，而该窗口不是关键窗口："
                        + "当它成为第一响应者时，键盘不会弹出。",
                    ko: "\(displayName(of: input))은(는) \(displayName(of: window)) 안에 있으며, 이 윈도우는 키 "
                        + "윈도우가 아닙니다. 퍼스트 리스폰더가 되어도 키보드가 나타나지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Call makeKey() on \(responders[window].className) before the field becomes first responder.",
                    ja: "フィールドがファーストレスポンダーになる前に、\(responders[window].className) の makeKey() を"
                        + "呼んでください。",
                    zh: "在输入框成为第一响应者之前，对 \(responders[window].className) 调用 makeKey()。",
                    ko: "필드가 퍼스트 리스폰더가 되기 전에 \(responders[window].className)의 makeKey()를 호출하십시오."))
        }
    }

    /// A finding's message and hint.
    ///
    /// - Parameter finding: A finding of an audit of this app (as laid out for the audit: its responders are
    ///   indices into it).
    /// - Returns: What is wrong, for a learner, and what to change.
    /// A view under a presentation's dimming view: what a tap on it does while the presentation is up. The hint is
    /// the one the witness tap's diagnostic gives (the undimmed detent, the passthrough view, or, for an alert, none).
    private func coveredByPresentationWording(
        view: Int, presented: Int, dimming: Int, dismisses: Bool, detent: String?, in language: Language
    ) -> Wording {
        let (v, shown, dimmer) = (displayName(of: view), displayName(of: presented), displayName(of: dimming))
        let en = presentationNoun(of: presented, in: .english)
        let ja = presentationNoun(of: presented, in: .japanese)
        let zh = presentationNoun(of: presented, in: .simplifiedChinese)
        let ko = presentationNoun(of: presented, in: .korean)
        let message: String
        if self[presented].presentation.alertStyle == .alert {
            message = Words.say(
                in: language,
                en: "While the alert \(shown) is up, its dimming view \(dimmer) covers \(v): an alert is modal, so a "
                    + "tap on \(v) does nothing until one of the alert's actions dismisses it.",
                ja: "アラート \(shown) が表示されているあいだ、その減光ビュー \(dimmer) が \(v) を覆っています。アラートは"
                    + "モーダルなので、アラートのアクションのどれかで閉じるまで、\(v) へのタップは何も起こしません。",
                zh: "警告框 \(shown) 显示期间，它的变暗视图 \(dimmer) 盖住了 \(v)：警告框是模态的，所以在它的某个操作关闭它"
                    + "之前，轻点 \(v) 没有任何效果。",
                ko: "알림 \(shown)이(가) 표시되어 있는 동안 그 디밍 뷰 \(dimmer)이(가) \(v)을(를) 덮습니다. 알림은 "
                    + "모달이므로, 알림의 액션 중 하나로 닫힐 때까지 \(v)을(를) 탭해도 아무 효과가 없습니다.")
        } else {
            let at = (
                en: detent.map { " at its '\($0)' detent" } ?? "", ja: detent.map { "（ディテント '\($0)'）" } ?? "",
                zh: detent.map { "（停靠高度 '\($0)'）" } ?? "", ko: detent.map { "(디텐트 '\($0)')" } ?? ""
            )
            message =
                dismisses
                ? Words.say(
                    in: language,
                    en: "While the \(en) of \(shown) is up\(at.en), its dimming view \(dimmer) covers \(v): a tap on "
                        + "\(v) lands on the dimming view instead, which dismisses the \(en).",
                    ja: "\(shown) の\(ja)\(at.ja)が表示されているあいだ、その減光ビュー \(dimmer) が \(v) を覆っています。"
                        + "\(v) へのタップは代わりに減光ビューに触れ、減光ビューが\(ja)を閉じます。",
                    zh: "\(shown) 的\(zh)\(at.zh)显示期间，它的变暗视图 \(dimmer) 盖住了 \(v)：轻点 \(v) 会落在变暗视图上，"
                        + "变暗视图会关闭\(zh)。",
                    ko: "\(shown)의 \(ko)\(at.ko)가 표시되어 있는 동안 그 디밍 뷰 \(dimmer)이(가) \(v)을(를) 덮습니다. "
                        + "\(v)을(를) 탭하면 대신 디밍 뷰에 닿고, 디밍 뷰가 \(ko)를 닫습니다.")
                : Words.say(
                    in: language,
                    en: "While the \(en) of \(shown) is up\(at.en), its dimming view \(dimmer) covers \(v): "
                        + "isModalInPresentation is true, so a tap on \(v) lands on the dimming view and does nothing.",
                    ja: "\(shown) の\(ja)\(at.ja)が表示されているあいだ、その減光ビュー \(dimmer) が \(v) を覆っています。"
                        + "isModalInPresentation が true なので、\(v) へのタップは減光ビューに触れ、何も起こしません。",
                    zh: "\(shown) 的\(zh)\(at.zh)显示期间，它的变暗视图 \(dimmer) 盖住了 \(v)：isModalInPresentation 为 "
                        + "true，所以轻点 \(v) 会落在变暗视图上，没有任何效果。",
                    ko: "\(shown)의 \(ko)\(at.ko)가 표시되어 있는 동안 그 디밍 뷰 \(dimmer)이(가) \(v)을(를) 덮습니다. "
                        + "isModalInPresentation이 true이므로 \(v)을(를) 탭하면 디밍 뷰에 닿고 아무 효과가 없습니다.")
        }
        let hint = wording(
            of: DiagnosticWords.Touch.dimmingViewTookTap(
                dimming: dimming, presented: presented, dismissed: dismisses, under: view),
            in: language
        ).hint
        return Wording(message: message, hint: hint)
    }

    public func wording(of finding: AuditFinding) -> Wording {
        wording(of: finding.words, in: .english)
    }

    /// The message and hint, in English, that an audit finding with these facts has.
    public func wording(of words: AuditWords) -> Wording { wording(of: words, in: .english) }

    /// What a view with `isUserInteractionEnabled` false has, said of every point: "has isUserInteractionEnabled =
    /// false (the default for UIImageView)".
    private func ownCondition(_ view: Int) -> String {
        skipCondition(.userInteractionDisabled, of: view, everyPoint: true) ?? ""
    }

    /// Responders' names, in order: "UIView 'a', UIView 'b'".
    private func names(_ list: [Int]) -> String { list.map(displayName(of:)).joined(separator: ", ") }

    /// Where a control's nil-targeted action walks from, after "it walks".
    private func start(of walk: DispatchSettings.NilTargetStart, from control: Int) -> String {
        switch walk {
        case .sender: return "from \(displayName(of: control)) itself (settings.nilTargetStart is sender)"
        case .firstResponder:
            return "from the first responder (any responder that can become one) or, with nothing focused, from the "
                + "key window"
        }
    }

    /// Events that start at the first responder, in a list of what a responder handles.
    private static func words(of event: AuditWords.FirstResponderEvent) -> String {
        switch event {
        case .shakes: return "shakes"
        case .presses: return "presses"
        case .remoteControlEvents: return "remote-control events"
        case .keyCommands: return "key commands"
        case .editMenuActions: return "the edit menu's actions"
        }
    }

    /// Why a sample point's touch went elsewhere, after the point: "UIView 'banner' lies in front and takes it".
    private func reason(of miss: SampleMiss) -> String {
        switch miss {
        case .outside(let ancestor): return "it lies outside \(displayName(of: ancestor))'s bounds"
        case .covered(let front?): return "\(displayName(of: front)) lies in front and takes it"
        case .covered(nil): return "hit-testing finds no view there"
        }
    }
}

// MARK: - the Japanese words' own helpers

extension App {
    /// `isUserInteractionEnabled` が false のビューの状態を、どの点についても言ったもの（日本語）。
    private func japaneseOwnCondition(_ view: Int) -> String {
        skipCondition(.userInteractionDisabled, of: view, everyPoint: true, in: .japanese) ?? ""
    }

    /// レスポンダーの名前を順に：「UIView 'a'、UIView 'b'」。
    private func japaneseNames(_ list: [Int]) -> String { list.map(displayName(of:)).joined(separator: "、") }

    /// コントロールのターゲットが nil のアクションがどこから探索を始めるか（日本語、括弧の中に入る一文）。
    private func japaneseStart(of walk: DispatchSettings.NilTargetStart, from control: Int) -> String {
        switch walk {
        case .sender:
            return "探索は \(displayName(of: control)) 自身から始まります。settings.nilTargetStart が sender です"
        case .firstResponder:
            return "探索はファーストレスポンダー、つまりファーストレスポンダーになれるいずれかのレスポンダーから始まり、"
                + "何もフォーカスされていなければキーウインドウから始まります"
        }
    }

    /// ファーストレスポンダーから始まるイベントの名前（日本語）。
    private static func japaneseWords(of event: AuditWords.FirstResponderEvent) -> String {
        switch event {
        case .shakes: return "シェイク"
        case .presses: return "プレス"
        case .remoteControlEvents: return "リモートコントロールイベント"
        case .keyCommands: return "キーコマンド"
        case .editMenuActions: return "編集メニューのアクション"
        }
    }

    /// サンプル点のタッチがほかへ行った理由（日本語）、「（点）のタッチは、」の後：「前面にある UIView 'banner' が受け取ります」。
    private func japaneseReason(of miss: SampleMiss) -> String {
        switch miss {
        case .outside(let ancestor): return "\(displayName(of: ancestor)) の bounds の外なので届きません"
        case .covered(let front?): return "前面にある \(displayName(of: front)) が受け取ります"
        case .covered(nil): return "ヒットテストがどのビューも見つけないので届きません"
        }
    }
}

// MARK: - the Chinese words' own helpers

extension App {
    /// 一个 isUserInteractionEnabled 为 false 的视图，就每个点而言所具有的：
    /// “的 isUserInteractionEnabled = false（这是 UIImageView 的默认值）”。
    private func chineseOwnCondition(_ view: Int) -> String {
        skipCondition(.userInteractionDisabled, of: view, everyPoint: true, in: .simplifiedChinese) ?? ""
    }

    /// 按顺序列出的响应者名称：“UIView 'a'、UIView 'b'”。
    private func chineseNames(_ list: [Int]) -> String { list.map(displayName(of:)).joined(separator: "、") }

    /// 控件的目标为 nil 的动作从哪里开始遍历，放在“遍历”和“开始”之间。
    private func chineseStart(of walk: DispatchSettings.NilTargetStart, from control: Int) -> String {
        switch walk {
        case .sender: return "从 \(displayName(of: control)) 自身（settings.nilTargetStart 为 sender）"
        case .firstResponder: return "从第一响应者（任何能够成为第一响应者的响应者）或在没有焦点时从关键窗口"
        }
    }

    /// 从第一响应者开始的事件，用于列出一个响应者处理的内容。
    private static func chineseWords(of event: AuditWords.FirstResponderEvent) -> String {
        switch event {
        case .shakes: return "摇动"
        case .presses: return "按压"
        case .remoteControlEvents: return "远程控制事件"
        case .keyCommands: return "键盘命令"
        case .editMenuActions: return "编辑菜单的动作"
        }
    }

    /// 采样点的触摸为什么去了别处，放在该点之后：“UIView 'banner' 位于前面并接收了它”。
    private func chineseReason(of miss: SampleMiss) -> String {
        switch miss {
        case .outside(let ancestor): return "它位于 \(displayName(of: ancestor)) 的边界之外"
        case .covered(let front?): return "\(displayName(of: front)) 位于前面并接收了触摸"
        case .covered(nil): return "命中测试在那里找不到任何视图"
        }
    }
}

// MARK: - the Korean words' own helpers

extension App {
    /// What a view with `isUserInteractionEnabled` false has, said of every point, in Korean:
    /// "isUserInteractionEnabled = false입니다(UIImageView의 기본값)".
    private func koreanOwnCondition(_ view: Int) -> String {
        skipCondition(.userInteractionDisabled, of: view, everyPoint: true, in: .korean) ?? ""
    }

    /// Responders' names, in order: "UIView 'a', UIView 'b'".
    private func koreanNames(_ list: [Int]) -> String { list.map(displayName(of:)).joined(separator: ", ") }

    /// Where a control's nil-targeted action walks from, as a sentence without its period.
    private func koreanStart(of walk: DispatchSettings.NilTargetStart, from control: Int) -> String {
        switch walk {
        case .sender:
            return "탐색은 \(displayName(of: control)) 자신에서 시작합니다(settings.nilTargetStart가 sender)"
        case .firstResponder:
            return "탐색은 퍼스트 리스폰더(퍼스트 리스폰더가 될 수 있는 리스폰더라면 어느 것이든)에서, 포커스된 것이 없으면 "
                + "키 윈도우에서 시작합니다"
        }
    }

    /// Events that start at the first responder, in a list of what a responder handles, in Korean.
    private static func koreanWords(of event: AuditWords.FirstResponderEvent) -> String {
        switch event {
        case .shakes: return "흔들기 이벤트"
        case .presses: return "프레스 이벤트"
        case .remoteControlEvents: return "리모트 컨트롤 이벤트"
        case .keyCommands: return "키 커맨드"
        case .editMenuActions: return "편집 메뉴의 액션"
        }
    }

    /// Why a sample point's touch went elsewhere, after "X에서는", as a sentence without its period.
    private func koreanReason(of miss: SampleMiss) -> String {
        switch miss {
        case .outside(let ancestor): return "그 지점이 \(displayName(of: ancestor))의 bounds 밖에 있습니다"
        case .covered(let front?): return "앞에 놓인 \(displayName(of: front))이(가) 터치를 가져갑니다"
        case .covered(nil): return "히트 테스트가 어떤 뷰도 찾지 못합니다"
        }
    }
}
