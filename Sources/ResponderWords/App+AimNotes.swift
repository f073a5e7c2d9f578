import ResponderCore

extension App {
    /// Where a touch aimed at a view goes and why, in plain words, in `language`: the centre, the reachable point
    /// nearest it and what takes the centre, or why no point reaches the view.
    public func explanation(of aim: TouchAim, in language: Language) -> String {
        let who = displayName(of: aim.view)
        let centre = Words.say(
            in: language,
            en: "The centre of \(who), \(Self.text(aim.centre)),",
            ja: "\(who) の中心 \(Self.text(aim.centre))",
            zh: "\(who) 的中心 \(Self.text(aim.centre))",
            ko: "\(who)의 중심 \(Self.text(aim.centre))")
        guard let miss = aim.centreMiss else {
            return Words.say(
                in: language,
                en: "\(centre) is reachable, so the finger goes there.",
                ja: "\(centre) にはタッチが届くので、指はそこに触れます。",
                zh: "\(centre) 可以到达，所以手指落在那里。",
                ko: "\(centre)에는 닿을 수 있으므로, 손가락은 그곳에 놓입니다.")
        }
        if aim.reached {
            let why: String
            switch miss {
            case .covered(let front?):
                why = Words.say(
                    in: language,
                    en: "is covered by \(displayName(of: front)), which lies in front and takes it",
                    ja: "前面にある \(displayName(of: front)) に覆われていて、そちらがタッチを受け取る",
                    zh: "被 \(displayName(of: front)) 遮住：它位于前面，接收了这次触摸",
                    ko: "앞에 놓인 \(displayName(of: front))에 가려져, 그 뷰가 터치를 가져갑니다")
            case .covered(nil):
                why = Words.say(
                    in: language,
                    en: "reaches no view: hit-testing finds nothing there",
                    ja: "どのビューにも届かない（ヒットテストがそこで何も見つけない）",
                    zh: "不会到达任何视图：命中测试在那里什么也找不到",
                    ko: "어떤 뷰에도 닿지 않습니다. 히트 테스트가 그곳에서 아무것도 찾지 못합니다")
            case .outside(let ancestor):
                why = Words.text(
                    in: language,
                    en: {
                        return
                            "lies outside the bounds of \(displayName(of: ancestor)) (which does not clip, so it shows), and "
                            + "hit-testing rejects \(displayName(of: ancestor)) there before it asks its subviews"
                    },
                    ja: {
                        let name = displayName(of: ancestor)
                        return
                            "クリップしない \(name) の bounds の外にあり（そのため表示はされます）、ヒットテストはそこで、"
                            + "サブビューに問い合わせる前に \(name) を除外する"
                    },
                    zh: {
                        return
                            "位于 \(displayName(of: ancestor)) 的边界之外（它不裁剪，所以仍然显示），"
                            + "命中测试在询问子视图之前就在那里拒绝了 \(displayName(of: ancestor))"
                    },
                    ko: {
                        return
                            "\(displayName(of: ancestor))의 bounds 밖에 있습니다(그 뷰는 클리핑하지 않으므로 보입니다). "
                            + "히트 테스트는 그곳에서 서브뷰에 묻기 전에 \(displayName(of: ancestor))을(를) 거부합니다"
                    })
            case .clipped(let ancestor):
                why = Words.say(
                    in: language,
                    en: "is cut off by \(displayName(of: ancestor)), which clips to its bounds (scrolled away, say)",
                    ja: "bounds でクリップする \(displayName(of: ancestor)) に切り取られている（スクロールで外れているなど）",
                    zh: "被 \(displayName(of: ancestor)) 裁掉了：它会裁剪到自己的边界（例如已滚动出去）",
                    ko: "bounds로 클리핑하는 \(displayName(of: ancestor))에 의해 잘려 있습니다(예를 들어 스크롤되어 사라진 경우)")
            case .offWindow(let window):
                why = Words.say(
                    in: language,
                    en: "lies outside \(displayName(of: window)), where no touch can land",
                    ja: "タッチの届かない、\(displayName(of: window)) の外にある",
                    zh: "位于 \(displayName(of: window)) 之外，触摸无法落在那里",
                    ko: "\(displayName(of: window)) 밖에 있어, 터치가 닿을 수 없습니다")
            case .blocked, .zeroSize, .notInWindow:
                why = Words.say(
                    in: language,
                    en: "is not reachable",
                    ja: "タッチが届かない",
                    zh: "无法到达",
                    ko: "닿을 수 없습니다")
            }
            return Words.say(
                in: language,
                en: "\(centre) \(why), so the finger goes to \(Self.text(aim.point)), the reachable point nearest the "
                    + "centre.",
                ja: "\(centre) は\(why)ため、指は中心にいちばん近い届く点 \(Self.text(aim.point)) に触れます。",
                zh: "\(centre) \(why)，所以手指落在 \(Self.text(aim.point))，这是离中心最近的可到达点。",
                ko: "\(centre)은(는) \(why). 그래서 손가락은 \(Self.text(aim.point))에 놓입니다. 닿을 수 있는 지점 "
                    + "가운데 중심에서 가장 가까운 곳입니다.")
        }
        let evaluated = Words.say(
            in: language,
            en: "The tap is evaluated at its centre, \(Self.text(aim.centre)).",
            ja: "タップは中心 \(Self.text(aim.centre)) で評価されます。",
            zh: "这次轻点按中心 \(Self.text(aim.centre)) 计算。",
            ko: "탭은 중심 \(Self.text(aim.centre))에서 평가됩니다.")
        let none = Words.say(
            in: language,
            en: "No point of \(who) is reachable",
            ja: "\(who) のどの点にもタッチは届きません。",
            zh: "\(who) 没有任何可以到达的点",
            ko: "\(who)에는 닿을 수 있는 지점이 없습니다")
        switch miss {
        case .blocked(let block):
            return Words.say(
                in: language,
                en: "\(none). \(explanation(of: block, for: aim.view)) \(evaluated)",
                ja: none + explanation(of: block, for: aim.view, in: .japanese) + evaluated,
                zh: "\(none)。\(explanation(of: block, for: aim.view, in: .simplifiedChinese))\(evaluated)",
                ko: "\(none). \(explanation(of: block, for: aim.view, in: .korean)) \(evaluated)")
        case .covered(let front?):
            return Words.say(
                in: language,
                en: "\(none): \(displayName(of: front)) lies in front of it and takes every touch on it. \(evaluated)",
                ja: none + "前面にある \(displayName(of: front)) が、その上のタッチをすべて受け取ります。" + evaluated,
                zh: "\(none)：\(displayName(of: front)) 位于它前面，接收了落在它上面的所有触摸。\(evaluated)",
                ko: "\(none). 앞에 놓인 \(displayName(of: front))이(가) 그 뷰에 닿는 모든 터치를 가져갑니다. \(evaluated)")
        case .covered(nil):
            return Words.say(
                in: language,
                en: "\(none): hit-testing finds no view where it is drawn. \(evaluated)",
                ja: none + "描かれている場所で、ヒットテストはどのビューも見つけません。" + evaluated,
                zh: "\(none)：在它绘制的位置，命中测试找不到任何视图。\(evaluated)",
                ko: "\(none). 그 뷰가 그려진 곳에서 히트 테스트가 어떤 뷰도 찾지 못합니다. \(evaluated)")
        case .outside(let ancestor):
            return Words.text(
                in: language,
                en: {
                    let relation = responders[aim.view].superview == ancestor ? "its superview" : "its ancestor"
                    return
                        "\(none): \(relation) \(displayName(of: ancestor)) does not clip, and \(who) lies outside its "
                        + "bounds, so hit-testing rejects \(displayName(of: ancestor)) before it ever looks at \(who). "
                        + evaluated
                },
                ja: {
                    let relation = responders[aim.view].superview == ancestor ? "スーパービュー" : "祖先"
                    let name = displayName(of: ancestor)
                    return none + "\(relation)の \(name) はクリップせず、\(who) はその bounds の外にあるので、ヒットテストは "
                        + "\(who) を調べる前に \(name) を除外します。" + evaluated
                },
                zh: {
                    let relation = responders[aim.view].superview == ancestor ? "它的父视图" : "它的祖先视图"
                    return "\(none)：\(relation) \(displayName(of: ancestor)) 不裁剪，而 \(who) 位于它的边界之外，"
                        + "所以命中测试在查看 \(who) 之前就拒绝了 \(displayName(of: ancestor))。" + evaluated
                },
                ko: {
                    let relation = responders[aim.view].superview == ancestor ? "슈퍼뷰" : "조상 뷰"
                    return "\(none). \(relation)인 \(displayName(of: ancestor))은(는) 클리핑하지 않으며, \(who)의 위치는 그 "
                        + "bounds 밖입니다. 그래서 히트 테스트는 \(displayName(of: ancestor))을(를) 거부하고, \(who)은(는) "
                        + "살펴보지도 않습니다. " + evaluated
                })
        case .clipped(let ancestor):
            return Words.text(
                in: language,
                en: {
                    return
                        "\(none): it lies outside the bounds of \(displayName(of: ancestor)), which clips to them, so it "
                        + "is not drawn where a finger could land (scrolled away, or cut off). \(evaluated)"
                },
                ja: {
                    let name = displayName(of: ancestor)
                    return none + "\(name) の bounds の外にあり、\(name) はそこでクリップするので、指が触れられる場所には"
                        + "描かれていません（スクロールで外れているか、切り取られています）。" + evaluated
                },
                zh: {
                    return "\(none)：它位于 \(displayName(of: ancestor)) 的边界之外，而该视图会裁剪到边界，"
                        + "所以它不在手指能落在的任何位置上（已滚动出去，或被裁掉）。\(evaluated)"
                },
                ko: {
                    return "\(none). 그 뷰의 위치는 bounds로 클리핑하는 \(displayName(of: ancestor))의 bounds 밖이므로, 손가락이 "
                        + "닿을 수 있는 곳에 그려지지 않습니다(스크롤되어 사라졌거나 잘렸습니다). \(evaluated)"
                })
        case .offWindow(let window):
            return Words.say(
                in: language,
                en: "\(none): it lies outside \(displayName(of: window)), where no touch can land. \(evaluated)",
                ja: none + "\(displayName(of: window)) の外にあり、そこにはタッチが届きません。" + evaluated,
                zh: "\(none)：它位于 \(displayName(of: window)) 之外，触摸无法落在那里。\(evaluated)",
                ko: "\(none). 그 뷰의 위치는 \(displayName(of: window)) 밖이며, 그곳에는 터치가 닿을 수 없습니다. \(evaluated)")
        case .zeroSize:
            return Words.say(
                in: language,
                en: "\(none): its hit area has no width or no height, so point(inside:with:) is never true for it. "
                    + evaluated,
                ja: none + "ヒット領域の幅か高さが 0 なので、point(inside:with:) が true になることはありません。" + evaluated,
                zh: "\(none)：它的命中区域没有宽度或没有高度，所以 point(inside:with:) 对它永远不为 true。" + evaluated,
                ko: "\(none). 히트 영역의 너비나 높이가 0이므로, point(inside:with:)가 true가 되는 일이 없습니다. "
                    + evaluated)
        case .notInWindow:
            return Words.say(
                in: language,
                en: "\(none): it is in no window, so hit-testing never finds it. \(evaluated)",
                ja: none + "どのウインドウにも入っていないので、ヒットテストで見つかることはありません。" + evaluated,
                zh: "\(none)：它不在任何窗口中，所以命中测试永远找不到它。\(evaluated)",
                ko: "\(none). 그 뷰는 어떤 윈도우에도 들어 있지 않으므로, 히트 테스트가 그 뷰를 찾지 못합니다. \(evaluated)")
        }
    }

    /// What to change so that a tap reaches a view, by why it misses, in plain words, in `language`.
    public func hint(for miss: TouchAim.Miss, of view: Int, in language: Language) -> String {
        let who = displayName(of: view)
        switch miss {
        case .covered(let front?):
            return Words.say(
                in: language,
                en: "Set isUserInteractionEnabled = false on \(displayName(of: front)) if it only decorates, move "
                    + "\(who) in front of it, or let it pass touches through with point(inside:with:) or "
                    + "hitTest(_:with:).",
                ja: "\(displayName(of: front)) が飾りにすぎないなら isUserInteractionEnabled = false を設定するか、"
                    + "\(who) をその前面に移すか、point(inside:with:) や hitTest(_:with:) でタッチを通り抜けさせてください。",
                zh: "如果 \(displayName(of: front)) 只是装饰，请在它上面设置 isUserInteractionEnabled = false；"
                    + "或者把 \(who) 移到它前面，或者用 point(inside:with:) 或 hitTest(_:with:) 让触摸穿过它。",
                ko: "\(displayName(of: front))의 역할이 장식뿐이라면 그 뷰에 isUserInteractionEnabled = false를 "
                    + "설정하거나, \(who)의 위치를 그 앞으로 옮기거나, point(inside:with:) 또는 hitTest(_:with:) 메서드로 "
                    + "터치가 통과하게 하십시오.")
        case .covered(nil):
            return Words.say(
                in: language,
                en: "Check the overrides of hitTest(_:with:) and point(inside:with:) above it.",
                ja: "その上にある hitTest(_:with:) と point(inside:with:) のオーバーライドを確認してください。",
                zh: "检查它上方的视图对 hitTest(_:with:) 和 point(inside:with:) 的重写。",
                ko: "그 위에 있는 hitTest(_:with:) 및 point(inside:with:) 오버라이드를 확인하십시오.")
        case .outside(let ancestor):
            return Words.say(
                in: language,
                en: "Make \(displayName(of: ancestor)) large enough to hold it, move \(who) inside it, or "
                    + "override point(inside:with:) on \(responders[ancestor].className).",
                ja: "\(displayName(of: ancestor)) をこのビューが収まる大きさにするか、\(who) をその中に移すか、"
                    + "\(responders[ancestor].className) の point(inside:with:) をオーバーライドしてください。",
                zh: "把 \(displayName(of: ancestor)) 扩大到足以容纳它，把 \(who) 移到它里面，"
                    + "或者在 \(responders[ancestor].className) 中重写 point(inside:with:)。",
                ko: "\(displayName(of: ancestor))의 크기를 그 뷰가 들어갈 만큼 키우거나, \(who)의 위치를 그 안으로 "
                    + "옮기거나, \(responders[ancestor].className)에서 point(inside:with:) 메서드를 오버라이드하십시오.")
        case .clipped(let ancestor):
            return Words.say(
                in: language,
                en: "Scroll \(who) into view first (the contentOffset of \(displayName(of: ancestor))), or give "
                    + "\(displayName(of: ancestor)) room to show it.",
                ja: "先に \(who) をスクロールして表示させるか（\(displayName(of: ancestor)) の contentOffset）、"
                    + "\(displayName(of: ancestor)) にこのビューを表示できる広さを与えてください。",
                zh: "先把 \(who) 滚动到可见区域（\(displayName(of: ancestor)) 的 contentOffset），"
                    + "或者给 \(displayName(of: ancestor)) 足够的空间来显示它。",
                ko: "먼저 \(who)이(가) 보이게 스크롤하거나(\(displayName(of: ancestor))의 contentOffset), "
                    + "\(displayName(of: ancestor))에 그 뷰를 보여 줄 공간을 주십시오.")
        case .offWindow:
            return Words.say(
                in: language,
                en: "Check its frame and its ancestors' frames: it is placed off screen.",
                ja: "このビューと祖先の frame を確認してください。画面の外に置かれています。",
                zh: "检查它的 frame 和祖先视图的 frame：它被放在了屏幕之外。",
                ko: "그 뷰와 조상 뷰들의 frame을 확인하십시오. 화면 밖에 배치되어 있습니다.")
        case .blocked(let block):
            let owner = displayName(of: block.responder)
            switch block.reason {
            case .hidden, .transparent:
                return Words.say(
                    in: language,
                    en: "Show \(owner) (isHidden = false, alpha of at least 0.01) before the tap, if it is hidden "
                        + "only for now.",
                    ja: "\(owner) が一時的に隠れているだけなら、タップの前に表示してください（isHidden = false、alpha は "
                        + "0.01 以上）。",
                    zh: "如果 \(owner) 只是暂时隐藏，请在轻点之前显示它（isHidden = false，alpha 至少为 0.01）。",
                    ko: "\(owner)이(가) 지금만 숨겨져 있는 것이라면, 탭하기 전에 보이게 하십시오"
                        + "(isHidden = false, alpha 0.01 이상).")
            case .userInteractionDisabled:
                return Words.say(
                    in: language,
                    en: block.responder == view
                        ? "Set isUserInteractionEnabled = true on \(who)."
                        : "Set isUserInteractionEnabled = true on \(owner), or move \(who) out of it.",
                    ja: block.responder == view
                        ? "\(who) に isUserInteractionEnabled = true を設定してください。"
                        : "\(owner) に isUserInteractionEnabled = true を設定するか、\(who) をその外に移してください。",
                    zh: block.responder == view
                        ? "在 \(who) 上设置 isUserInteractionEnabled = true。"
                        : "在 \(owner) 上设置 isUserInteractionEnabled = true，或者把 \(who) 移出它。",
                    ko: block.responder == view
                        ? "\(who)에 isUserInteractionEnabled = true를 설정하십시오."
                        : "\(owner)에 isUserInteractionEnabled = true를 설정하거나, \(who)의 위치를 그 밖으로 옮기십시오.")
            case .pointOutside:
                return Words.say(
                    in: language,
                    en: "Let point(inside:with:) answer true where \(who) should get touches.",
                    ja: "\(who) がタッチを受けるべき場所では、point(inside:with:) が true を返すようにしてください。",
                    zh: "让 point(inside:with:) 在 \(who) 应当接收触摸的位置返回 true。",
                    ko: "\(who)이(가) 터치를 받아야 하는 곳에서는 point(inside:with:) 메서드가 true를 반환하게 하십시오.")
            case .singularTransform:
                return Words.say(
                    in: language,
                    en: "Give \(owner) a transform that can be inverted (no zero scale).",
                    ja: "\(owner) に逆変換できる transform を与えてください（スケールを 0 にしない）。",
                    zh: "给 \(owner) 一个可以求逆的变换（不要缩放为零）。",
                    ko: "\(owner)에 역행렬을 구할 수 있는 transform을 지정하십시오(배율 0은 안 됩니다).")
            default:
                return Words.say(
                    in: language,
                    en: "Let the override ask its subviews (call super.hitTest(_:with:)) where \(who) should get "
                        + "touches.",
                    ja: "\(who) がタッチを受けるべき場所では、オーバーライドがサブビューに問い合わせる"
                        + "（super.hitTest(_:with:) を呼ぶ）ようにしてください。",
                    zh: "在 \(who) 应当接收触摸的位置，让重写去询问子视图（调用 super.hitTest(_:with:)）。",
                    ko: "\(who)이(가) 터치를 받아야 하는 곳에서는 오버라이드가 서브뷰에 묻게 하십시오"
                        + "(super.hitTest(_:with:) 호출).")
            }
        case .zeroSize:
            return Words.say(
                in: language,
                en: "Give it a size (a missing Auto Layout constraint usually leaves it at zero), or grow its hit "
                    + "area by overriding point(inside:with:).",
                ja: "サイズを与えるか（Auto Layout の制約が足りないと、たいてい 0 のままになります）、point(inside:with:) を"
                    + "オーバーライドしてヒット領域を広げてください。",
                zh: "给它一个尺寸（通常是缺少 Auto Layout 约束才让它的尺寸为零），"
                    + "或者重写 point(inside:with:) 来扩大它的命中区域。",
                ko: "크기를 지정하거나(Auto Layout 제약이 빠지면 보통 크기가 0이 됩니다), point(inside:with:) 메서드를 "
                    + "오버라이드해 히트 영역을 넓히십시오.")
        case .notInWindow:
            return Words.say(
                in: language,
                en: "Add it to a window's view hierarchy before it is tapped.",
                ja: "タップする前に、ウインドウのビュー階層に追加してください。",
                zh: "在轻点之前，把它加入某个窗口的视图层级。",
                ko: "탭하기 전에 그 뷰를 윈도우의 뷰 계층에 추가하십시오.")
        }
    }

    /// Where a touch aimed at a view goes and why, in plain English.
    public func explanation(of aim: TouchAim) -> String { explanation(of: aim, in: .english) }

    /// What to change so that a tap reaches a view, in plain English.
    public func hint(for miss: TouchAim.Miss, of view: Int) -> String { hint(for: miss, of: view, in: .english) }

    /// A screen point for a sentence, to a tenth of a point: "(70, 190.5)".
    static func text(_ point: Point) -> String { "(\(text(point.x)), \(text(point.y)))" }

    /// A coordinate or a length for a sentence, to a tenth of a point and without a trailing `.0`: "70", "190.5".
    static func text(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
