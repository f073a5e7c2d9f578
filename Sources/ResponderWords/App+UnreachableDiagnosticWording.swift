import ResponderCore

extension App {
    /// The words of diagnostics about a view no touch can reach, in `language`: each case's four languages side by
    /// side, only the one asked for built.
    func wording(of words: DiagnosticWords.Unreachable, in language: Language) -> Wording {
        switch words {
        case .interactionDisabled(let drawn):
            return Words.wording(
                in: language,
                en: {
                    let condition = skipCondition(.userInteractionDisabled, of: drawn) ?? ""
                    return Wording(
                        message:
                            "\(displayName(of: drawn)) is drawn under the finger, but it \(condition), so hit-testing "
                            + "skips it and its subviews.",
                        hint: "Set isUserInteractionEnabled = true on \(self[drawn].className).")
                },
                ja: {
                    let condition = skipCondition(.userInteractionDisabled, of: drawn, in: .japanese) ?? ""
                    return Wording(
                        message: "\(displayName(of: drawn)) は指の下に描かれていますが、\(condition)ため、ヒットテストはこのビューと"
                            + "そのサブビューを飛ばします。",
                        hint: "\(self[drawn].className) に isUserInteractionEnabled = true を設定してください。")
                },
                zh: {
                    let condition = skipCondition(.userInteractionDisabled, of: drawn, in: .simplifiedChinese) ?? ""
                    return Wording(
                        message: "\(displayName(of: drawn)) 绘制在手指下方，但" + Self.chineseClause("它", condition)
                            + "，所以命中测试跳过它及其子视图。",
                        hint: "在 \(self[drawn].className) 上设置 isUserInteractionEnabled = true。")
                },
                ko: {
                    let condition = skipCondition(.userInteractionDisabled, of: drawn, in: .korean) ?? ""
                    return Wording(
                        message: "\(displayName(of: drawn))은(는) 손가락 아래에 그려져 있지만, \(condition). 그래서 히트 "
                            + "테스트는 이 뷰와 그 서브뷰를 건너뜁니다.",
                        hint: "\(self[drawn].className)에 isUserInteractionEnabled = true를 설정하십시오.")
                })
        case .ancestorInteractionDisabled(let drawn, let ancestor):
            return Words.wording(
                in: language,
                en: {
                    let condition = skipCondition(.userInteractionDisabled, of: ancestor) ?? ""
                    let out =
                        isImageView(ancestor)
                        ? "the control out of the image view" : "the control out of it"
                    return Wording(
                        message: "\(displayName(of: drawn)) is visible under the finger, but its ancestor "
                            + "\(displayName(of: ancestor)) \(condition), so hit-testing skips it and everything inside it, "
                            + "\(displayName(of: drawn)) included.",
                        hint: "Set isUserInteractionEnabled = true on \(displayName(of: ancestor)), or move \(out).")
                },
                ja: {
                    let condition = skipCondition(.userInteractionDisabled, of: ancestor, in: .japanese) ?? ""
                    let out = isImageView(ancestor) ? "コントロールをイメージビューの外に" : "コントロールをその外に"
                    return Wording(
                        message: "\(displayName(of: drawn)) は指の下に見えていますが、祖先の \(displayName(of: ancestor)) は"
                            + "\(condition)ため、ヒットテストはその祖先と中にあるものすべてを、\(displayName(of: drawn)) も含めて"
                            + "飛ばします。",
                        hint: "\(displayName(of: ancestor)) に isUserInteractionEnabled = true を設定するか、\(out)移してください。")
                },
                zh: {
                    let condition = skipCondition(.userInteractionDisabled, of: ancestor, in: .simplifiedChinese) ?? ""
                    let out = isImageView(ancestor) ? "把控件移出该图像视图" : "把控件移出它"
                    return Wording(
                        message: "\(displayName(of: drawn)) 在手指下方可见，但"
                            + Self.chineseClause("它的祖先视图 \(displayName(of: ancestor))", condition)
                            + "，所以命中测试跳过它及其内部的一切，包括 \(displayName(of: drawn))。",
                        hint: "在 \(displayName(of: ancestor)) 上设置 isUserInteractionEnabled = true，或者\(out)。")
                },
                ko: {
                    let condition = skipCondition(.userInteractionDisabled, of: ancestor, in: .korean) ?? ""
                    let out =
                        isImageView(ancestor)
                        ? "컨트롤을 이미지 뷰 밖으로 옮기십시오" : "컨트롤을 그 밖으로 옮기십시오"
                    return Wording(
                        message: "\(displayName(of: drawn))은(는) 손가락 아래에 보이지만, 조상 뷰인 "
                            + "\(displayName(of: ancestor))은(는) \(condition). 그래서 히트 테스트는 그 조상 뷰와 그 안에 "
                            + "있는 모든 것(\(displayName(of: drawn)) 포함)을 건너뜁니다.",
                        hint: "\(displayName(of: ancestor))에 isUserInteractionEnabled = true를 설정하거나, \(out).")
                })
        case .ancestorOverride(let drawn, let ancestor):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: drawn)) is visible under the finger, but \(displayName(of: ancestor)) "
                        + "overrides hitTest(_:with:) and does not return its subviews' hits.",
                    ja: "\(displayName(of: drawn)) は指の下に見えていますが、\(displayName(of: ancestor)) が "
                        + "hitTest(_:with:) をオーバーライドしていて、サブビューのヒットを返しません。",
                    zh: "\(displayName(of: drawn)) 在手指下方可见，但 \(displayName(of: ancestor)) "
                        + "重写了 hitTest(_:with:)，并且不返回子视图的命中结果。",
                    ko: "\(displayName(of: drawn))은(는) 손가락 아래에 보이지만, \(displayName(of: ancestor))이(가) "
                        + "hitTest(_:with:) 메서드를 오버라이드해 서브뷰의 히트 결과를 반환하지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Check \(self[ancestor].className).hitTest(_:with:).",
                    ja: "\(self[ancestor].className).hitTest(_:with:) を確認してください。",
                    zh: "检查 \(self[ancestor].className).hitTest(_:with:)。",
                    ko: "\(self[ancestor].className).hitTest(_:with:) 구현을 확인하십시오."))
        case .outsideBounds(let drawn, let ancestor):
            return Words.wording(
                in: language,
                en: {
                    let ancestorName = displayName(of: ancestor)
                    return Wording(
                        message:
                            "\(displayName(of: drawn)) is drawn under the finger, but it lies outside the bounds of "
                            + "\(ancestorName) (clipsToBounds is false, so it still shows). Hit-testing rejected "
                            + "\(ancestorName) before it ever looked at its subviews, so the tap is never delivered.",
                        hint:
                            "Grow the frame of \(ancestorName) to contain it, move \(self[drawn].className) inside it, or "
                            + "override point(inside:with:) in \(self[ancestor].className) to include it.")
                },
                ja: {
                    let ancestorName = displayName(of: ancestor)
                    return Wording(
                        message: "\(displayName(of: drawn)) は指の下に描かれていますが、\(ancestorName) の bounds の外にあります"
                            + "（clipsToBounds が false なので、表示はされます）。ヒットテストはサブビューを調べる前に "
                            + "\(ancestorName) を除外したので、タップは届けられません。",
                        hint: "\(ancestorName) の frame を広げてこのビューを含めるか、\(self[drawn].className) をその中に移すか、"
                            + "\(self[ancestor].className) の point(inside:with:) をオーバーライドしてこのビューを含めてください。")
                },
                zh: {
                    let ancestorName = displayName(of: ancestor)
                    return Wording(
                        message: "\(displayName(of: drawn)) 绘制在手指下方，但它位于 \(ancestorName) 的边界之外"
                            + "（clipsToBounds 为 false，所以它仍然显示）。命中测试在查看 \(ancestorName) 的子视图之前"
                            + "就拒绝了 \(ancestorName)，所以这次轻点永远不会被传递。",
                        hint: "扩大 \(ancestorName) 的 frame 来容纳它，把 \(self[drawn].className) 移到它里面，"
                            + "或者在 \(self[ancestor].className) 中重写 point(inside:with:) 把它包含进来。")
                },
                ko: {
                    let ancestorName = displayName(of: ancestor)
                    return Wording(
                        message: "\(displayName(of: drawn))은(는) 손가락 아래에 그려져 있지만, \(ancestorName)의 bounds 밖에 "
                            + "있습니다(clipsToBounds가 false이므로 여전히 보입니다). 히트 테스트가 \(ancestorName)의 서브뷰를 "
                            + "살펴보기도 전에 그 뷰 자체를 거부했으므로, 탭은 전혀 전달되지 않습니다.",
                        hint: "\(ancestorName)의 frame을 키워 그 뷰를 포함하게 하거나, \(self[drawn].className) 뷰를 그 안으로 "
                            + "옮기거나, \(self[ancestor].className)에서 point(inside:with:) 메서드를 오버라이드해 그 영역을 "
                            + "포함하게 하십시오.")
                })
        case .calloutOutsideAnnotation(let drawn, let annotation, let hit):
            let d = displayName(of: drawn)
            let a = displayName(of: annotation)
            let h = hit.map(displayName(of:))
            let className = self[annotation].className
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(d) is drawn under the finger, in a callout of \(a), but it lies outside the bounds of \(a), "
                        + "so hit-testing rejected \(a) before it looked at its subviews: the tap went to "
                        + (h ?? "no view")
                        + ", and MapKit takes it for a tap outside the annotation view (it deselects "
                        + "\(a)), not for a tap on \(d).",
                    ja: "\(d) は \(a) のコールアウトの中で指の下に描かれていますが、\(a) の bounds の外にあるので、ヒットテストは"
                        + "サブビューを調べる前に \(a) を除外しました。タップは " + (h ?? "どのビューにも届かず") + (h == nil ? "" : " に届き")
                        + "、MapKit はそれを \(d) へのタップではなく、アノテーションビューの外のタップとみなします（\(a) の"
                        + "選択を解除します）。",
                    zh: "\(d) 绘制在手指下方，位于 \(a) 的标注气泡中，但它在 \(a) 的边界之外，所以命中测试在查看 \(a) 的子视图"
                        + "之前就拒绝了它：这次轻点" + (h.map { "到达了 \($0)" } ?? "没有到达任何视图")
                        + "，MapKit 把它当作标注视图之外的轻点（取消选中 \(a)），而不是对 \(d) 的轻点。",
                    ko: "\(d)은(는) \(a)의 콜아웃 안에서 손가락 아래에 그려져 있지만 \(a)의 bounds 밖에 있으므로, 히트 테스트는 "
                        + "서브뷰를 살펴보기 전에 \(a)을(를) 거부했습니다. 탭은 "
                        + (h.map { "\($0)에 전달되었고" } ?? "어떤 뷰에도 "
                            + "전달되지 않았고") + ", MapKit은 그것을 \(d)에 대한 탭이 아니라 어노테이션 뷰 바깥의 탭으로 봅니다"
                        + "(\(a)의 선택을 해제합니다)."),
                hint: Words.say(
                    in: language,
                    en: "Override point(inside:with:) (or hitTest(_:with:)) in \(className) to answer true where a "
                        + "subview does (pointInside {\"includeSubviews\": true}), or use MapKit's own callout "
                        + "(canShowCallout with detailCalloutAccessoryView and the accessory views).",
                    ja: "\(className) の point(inside:with:)（または hitTest(_:with:)）をオーバーライドして、サブビューが真を"
                        + "返す所でも真を返すようにするか（pointInside {\"includeSubviews\": true}）、MapKit 自身のコールアウト"
                        + "（canShowCallout と detailCalloutAccessoryView、アクセサリビュー）を使ってください。",
                    zh: "在 \(className) 中重写 point(inside:with:)（或 hitTest(_:with:)），在子视图返回 true 的地方也返回 true"
                        + "（pointInside {\"includeSubviews\": true}），或者使用 MapKit 自己的标注气泡（canShowCallout 配合 "
                        + "detailCalloutAccessoryView 和附件视图）。",
                    ko: "\(className)에서 point(inside:with:)(또는 hitTest(_:with:)) 메서드를 오버라이드해 서브뷰가 true를 반환하는 "
                        + "곳에서도 true를 반환하게 하거나(pointInside {\"includeSubviews\": true}), MapKit 자체의 콜아웃"
                        + "(canShowCallout과 detailCalloutAccessoryView, 액세서리 뷰)을 사용하십시오."))
        case .coveredByOverride(let covered, let hit, let flag):
            let c = displayName(of: covered)
            let h = displayName(of: hit)
            let property: String
            switch flag {
            case .hidden: property = "isHidden = true"
            case .transparent: property = "alpha \(Self.number(self[hit].alpha))"
            default: property = "isUserInteractionEnabled = false"
            }
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(c) is under the finger, but \(h) lies in front of it and took the touch, although it has "
                        + "\(property): its hitTest(_:with:) override returns it without calling super, and it is "
                        + "UIView's own hitTest(_:with:) that skips hidden views, views with isUserInteractionEnabled = "
                        + "false and views with an alpha below 0.01 (its documentation). The override replaced those "
                        + "checks, so \(property) does nothing here and \(c) never sees the touch.",
                    ja: "\(c) は指の下にありますが、その前面にある \(h) が、\(property) であるにもかかわらずタッチを受け取り"
                        + "ました。\(h) の hitTest(_:with:) のオーバーライドは super を呼ばずに自分自身を返します。非表示のビュー、"
                        + "isUserInteractionEnabled = false のビュー、alpha が 0.01 未満のビューを除外するのは UIView 自身の "
                        + "hitTest(_:with:) です（そのドキュメント）。オーバーライドがその確認を置き換えたため、ここでは "
                        + "\(property) は何もせず、\(c) はタッチを受け取りません。",
                    zh: "\(c) 在手指下方，但位于它前面的 \(h) 接收了这次触摸，尽管它是 \(property)：它重写的 "
                        + "hitTest(_:with:) 不调用 super 就返回自身，而跳过隐藏视图、isUserInteractionEnabled = false 的视图"
                        + "以及 alpha 低于 0.01 的视图的，正是 UIView 自己的 hitTest(_:with:)（见其文档）。重写取代了这些检查，"
                        + "所以 \(property) 在这里不起作用，\(c) 永远收不到这次触摸。",
                    ko: "\(c)은(는) 손가락 아래에 있지만, 그 앞에 있는 \(h)이(가) \(property)인데도 터치를 받았습니다. "
                        + "\(h)의 hitTest(_:with:) 오버라이드는 super를 호출하지 않고 자기 자신을 반환합니다. 숨겨진 뷰, "
                        + "isUserInteractionEnabled = false인 뷰, alpha가 0.01 미만인 뷰를 건너뛰는 것은 UIView 자체의 "
                        + "hitTest(_:with:)입니다(그 문서). 오버라이드가 이 확인을 대신했으므로 여기서는 \(property)이(가) "
                        + "아무 효과가 없고, \(c)은(는) 터치를 받지 못합니다."),
                hint: Words.say(
                    in: language,
                    en: "In \(self[hit].className)'s hitTest(_:with:), call super first (or return nil when "
                        + "isUserInteractionEnabled is false), or remove the override, so that \(property) lets touches "
                        + "through to \(c).",
                    ja: "\(self[hit].className) の hitTest(_:with:) で最初に super を呼ぶ（または isUserInteractionEnabled "
                        + "が false のときは nil を返す）か、オーバーライドを削除して、\(property) がタッチを \(c) に通す"
                        + "ようにしてください。",
                    zh: "在 \(self[hit].className) 的 hitTest(_:with:) 中先调用 super（或在 isUserInteractionEnabled 为 "
                        + "false 时返回 nil），或者删除该重写，让 \(property) 把触摸交给 \(c)。",
                    ko: "\(self[hit].className)의 hitTest(_:with:)에서 먼저 super를 호출하거나(또는 "
                        + "isUserInteractionEnabled가 false이면 nil을 반환하거나) 오버라이드를 제거해, \(property)이(가) "
                        + "터치를 \(c)에 넘기도록 하십시오."))
        case .covered(let covered, let hit, let window, let behindWindow, let inCell, let bar, _):
            return Wording(
                message: Words.say(
                    in: language,
                    en: coveredMessage(
                        covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                    ja: japaneseCoveredMessage(
                        covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                    zh: chineseCoveredMessage(
                        covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                    ko: koreanCoveredMessage(
                        covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar)),
                hint: Words.say(
                    in: language,
                    en: coveredHint(
                        covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                    ja: japaneseCoveredHint(
                        covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                    zh: chineseCoveredHint(
                        covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                    ko: koreanCoveredHint(
                        covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar)))
        }
    }

    /// Whether a view is an image view, `UIImageView` or a described subclass of it (the class catalogue resolved its
    /// class once), for the hint that moves a control out of it. Every language's hint reads it.
    func isImageView(_ view: Int) -> Bool { responders[view].uikitClass.name == "UIImageView" }

    private func coveredMessage(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        let front = self[hit]
        var message =
            "\(displayName(of: covered)) is under the finger, but \(displayName(of: hit)) lies in front of it and took "
            + "the touch: "
        if let behindWindow {
            message +=
                "it is in \(displayName(of: window)), which lies in front of \(displayName(of: behindWindow)) "
                + "(windowLevel \(Self.number(self[window].windowLevel)) against "
                + "\(Self.number(self[behindWindow].windowLevel))), and hit-testing asks the frontmost window first; "
                + "\(displayName(of: hit)) is visible, has isUserInteractionEnabled = true and contains the point. "
        } else if inCell {
            message +=
                "\(displayName(of: covered)) was added to the cell itself, and a cell's contentView lies on top of the "
                + "cell's own subviews. "
        } else {
            message +=
                "hit-testing asks the frontmost views first, and \(displayName(of: hit)) is visible, has "
                + "isUserInteractionEnabled = true and contains the point. "
        }
        if let bar {
            message +=
                "The point is below \(displayName(of: bar)), but the bar and its buttons take touches up to "
                + "\(Self.number(BarMetrics.navigationBarTouchSlop)) points below their bottom edge (observed on iOS, "
                + "not documented; Apple's technical support calls it a slop factor). "
        }
        if let color = front.backgroundColor, color.isClear {
            message +=
                "It is clear (backgroundColor \(color.text)), so \(self[covered].className) shows through it but "
                + "cannot be touched: hit-testing looks at flags and frames, never at colour. "
        }
        if let opaque = front.isOpaque {
            message += "Its isOpaque (\(opaque)) is only a drawing hint and changes nothing here. "
        }
        return message + "\(displayName(of: covered)) never sees the touch."
    }

    private func coveredHint(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        if bar != nil {
            return "Leave about \(Self.number(BarMetrics.navigationBarTouchSlop)) points between the navigation bar "
                + "and the first control under it, or make the control taller so that its lower part takes the tap."
        } else if behindWindow != nil {
            return "A window takes every touch inside its frame, even where it draws nothing: shrink "
                + "\(displayName(of: window)) to what it shows, hide it while it is not needed, or override its "
                + "hitTest(_:with:) to return nil when the hit is the window or its empty background, so touches go "
                + "on to the window behind."
        } else if inCell {
            return "Add \(self[covered].className) to the cell's contentView (contentView.addSubview), not to the cell."
        } else if isInteractive(hit) {
            return
                "If \(displayName(of: hit)) is meant to take this touch, nothing is wrong; otherwise move it, shrink "
                + "it, or bring \(displayName(of: covered)) to the front."
        }
        return "Set isUserInteractionEnabled = false on \(displayName(of: hit)) so touches fall through to what lies "
            + "behind it, remove it while it is not needed, or override its hitTest(_:with:) or point(inside:with:) "
            + "to return nil where it is empty."
    }
}

// MARK: - the Japanese words' own helpers

extension App {
    private func japaneseCoveredMessage(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        let front = self[hit]
        let (coveredName, hitName) = (displayName(of: covered), displayName(of: hit))
        var message = "\(coveredName) は指の下にありますが、その前面にある \(hitName) がタッチを受け取りました。"
        if let behindWindow {
            message +=
                "\(hitName) は \(displayName(of: window)) の中にあり、このウインドウは \(displayName(of: behindWindow)) "
                + "の前面にあります（windowLevel \(Self.number(self[window].windowLevel)) 対 "
                + "\(Self.number(self[behindWindow].windowLevel))）。ヒットテストは最前面のウインドウから問い合わせ、"
                + "\(hitName) は表示されていて、isUserInteractionEnabled = true で、その点を含んでいます。"
        } else if inCell {
            message += "\(coveredName) はセル自身に追加されていますが、セルの contentView はセル自身のサブビューの上に重なります。"
        } else {
            message +=
                "ヒットテストは最前面のビューから問い合わせ、\(hitName) は表示されていて、isUserInteractionEnabled = true "
                + "で、その点を含んでいます。"
        }
        if let bar {
            message +=
                "その点は \(displayName(of: bar)) より下にありますが、バーとそのボタンは、下端から "
                + "\(Self.number(BarMetrics.navigationBarTouchSlop)) ポイント下までのタッチを受け取ります（iOS で観察された"
                + "動作で、ドキュメントには記載がありません。Apple の技術サポートはこれを slop factor と呼んでいます）。"
        }
        if let color = front.backgroundColor, color.isClear {
            message +=
                "\(hitName) は透明（backgroundColor \(color.text)）なので、\(self[covered].className) は透けて見えますが、"
                + "タッチはできません。ヒットテストが見るのはフラグと frame で、色は見ません。"
        }
        if let opaque = front.isOpaque {
            message += "\(hitName) の isOpaque（\(opaque)）は描画のためのヒントにすぎず、ここでは何も変えません。"
        }
        return message + "\(coveredName) はタッチを一度も受け取りません。"
    }

    private func japaneseCoveredHint(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        if bar != nil {
            return "ナビゲーションバーとその下にある最初のコントロールのあいだを "
                + "\(Self.number(BarMetrics.navigationBarTouchSlop)) ポイントほど空けるか、コントロールを高くして、"
                + "その下の部分でタップを受け取れるようにしてください。"
        } else if behindWindow != nil {
            return "ウインドウは、何も描いていない場所でも、frame の内側のタッチをすべて受け取ります。"
                + "\(displayName(of: window)) を表示する内容の大きさまで縮めるか、必要ないあいだは隠すか、"
                + "hitTest(_:with:) をオーバーライドして、ヒットがウインドウ自身か何もない背景のときは nil を返し、"
                + "タッチが背後のウインドウへ進むようにしてください。"
        } else if inCell {
            return "\(self[covered].className) はセルではなく、セルの contentView に追加してください（contentView.addSubview）。"
        } else if isInteractive(hit) {
            return "\(displayName(of: hit)) がこのタッチを受け取るべきなら、問題はありません。そうでなければ、それを移動するか"
                + "縮めるか、\(displayName(of: covered)) を前面に移してください。"
        }
        return "\(displayName(of: hit)) に isUserInteractionEnabled = false を設定して背後にあるものへタッチが通り抜ける"
            + "ようにするか、必要ないあいだは取り除くか、hitTest(_:with:) または point(inside:with:) をオーバーライドして、"
            + "何もない場所では nil を返すようにしてください。"
    }
}

// MARK: - the Chinese words' own helpers

extension App {
    private func chineseCoveredMessage(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        let front = self[hit]
        var message = "\(displayName(of: covered)) 在手指下方，但 \(displayName(of: hit)) 位于它前面，接收了这次触摸："
        if let behindWindow {
            message +=
                "它在 \(displayName(of: window)) 中，而该窗口位于 \(displayName(of: behindWindow)) 前面"
                + "（windowLevel \(Self.number(self[window].windowLevel)) 对 "
                + "\(Self.number(self[behindWindow].windowLevel))），命中测试先询问最前面的窗口；"
                + "\(displayName(of: hit)) 可见，isUserInteractionEnabled = true，并且包含该点。"
        } else if inCell {
            message +=
                "\(displayName(of: covered)) 被添加到了单元格本身，而单元格的 contentView 位于单元格自己的子视图之上。"
        } else {
            message +=
                "命中测试先询问最前面的视图，而 \(displayName(of: hit)) 可见，isUserInteractionEnabled = true，"
                + "并且包含该点。"
        }
        if let bar {
            message +=
                "该点位于 \(displayName(of: bar)) 下方，但导航栏及其按钮会接收其底边以下 "
                + "\(Self.number(BarMetrics.navigationBarTouchSlop)) 点以内的触摸（在 iOS 上观察到的行为，文档没有说明；"
                + "Apple 的技术支持称之为 slop factor）。"
        }
        if let color = front.backgroundColor, color.isClear {
            message +=
                "它是透明的（backgroundColor \(color.text)），所以 \(self[covered].className) 透过它显示出来，"
                + "却无法被触摸：命中测试只看标志和 frame，从不看颜色。"
        }
        if let opaque = front.isOpaque {
            message += "它的 isOpaque（\(opaque)）只是一个绘制提示，在这里不改变任何东西。"
        }
        return message + "\(displayName(of: covered)) 永远收不到这次触摸。"
    }

    private func chineseCoveredHint(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        if bar != nil {
            return "在导航栏和它下方的第一个控件之间留出大约 \(Self.number(BarMetrics.navigationBarTouchSlop)) 点的距离，"
                + "或者把控件加高，让它的下半部分接收轻点。"
        } else if behindWindow != nil {
            return "窗口会接收其 frame 内的所有触摸，即使在它什么也不绘制的地方："
                + "把 \(displayName(of: window)) 缩小到它显示的内容，在不需要时隐藏它，"
                + "或者重写它的 hitTest(_:with:)，在命中的是窗口本身或其空白背景时返回 nil，让触摸继续传给后面的窗口。"
        } else if inCell {
            return "把 \(self[covered].className) 添加到单元格的 contentView（contentView.addSubview），而不是单元格本身。"
        } else if isInteractive(hit) {
            return "如果 \(displayName(of: hit)) 本来就应该接收这次触摸，那就没有问题；"
                + "否则请移动它、缩小它，或者把 \(displayName(of: covered)) 移到最前面。"
        }
        return "在 \(displayName(of: hit)) 上设置 isUserInteractionEnabled = false，让触摸落到它后面的视图上；"
            + "在不需要时移除它；或者重写它的 hitTest(_:with:) 或 point(inside:with:)，在它空白的地方返回 nil。"
    }
}

// MARK: - the Korean words' own helpers

extension App {
    private func koreanCoveredMessage(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        let front = self[hit]
        var message =
            "\(displayName(of: covered))은(는) 손가락 아래에 있지만, 그 앞에 놓인 \(displayName(of: hit))이(가) 터치를 "
            + "가져갔습니다. "
        if let behindWindow {
            message +=
                "\(displayName(of: hit))은(는) \(displayName(of: window)) 안에 있고, 그 윈도우는 "
                + "\(displayName(of: behindWindow))보다 앞에 있습니다(windowLevel "
                + "\(Self.number(self[window].windowLevel)) 대 \(Self.number(self[behindWindow].windowLevel))). "
                + "히트 테스트는 가장 앞의 윈도우부터 묻고, \(displayName(of: hit))은(는) 보이며 "
                + "isUserInteractionEnabled = true이고 그 지점을 포함합니다. "
        } else if inCell {
            message +=
                "\(displayName(of: covered))은(는) 셀 자체에 추가되었는데, 셀의 contentView는 셀 자신의 서브뷰 위에 "
                + "놓입니다. "
        } else {
            message +=
                "히트 테스트는 가장 앞의 뷰부터 묻고, \(displayName(of: hit))은(는) 보이며 "
                + "isUserInteractionEnabled = true이고 그 지점을 포함합니다. "
        }
        if let bar {
            message +=
                "그 지점은 \(displayName(of: bar))보다 아래이지만, 바와 그 버튼은 아래쪽 가장자리에서 "
                + "\(Self.number(BarMetrics.navigationBarTouchSlop))포인트 아래까지 터치를 받습니다(iOS에서 관찰된 "
                + "동작이며 문서에는 나와 있지 않습니다. Apple 기술 지원에서는 이를 slop factor라고 부릅니다). "
        }
        if let color = front.backgroundColor, color.isClear {
            message +=
                "이 뷰는 투명하므로(backgroundColor \(color.text)) \(self[covered].className) 뷰가 비쳐 보이지만 "
                + "터치할 수는 없습니다. 히트 테스트는 색이 아니라 플래그와 frame만 봅니다. "
        }
        if let opaque = front.isOpaque {
            message += "isOpaque(\(opaque)) 값은 그리기 힌트일 뿐이며, 여기서는 아무것도 바꾸지 않습니다. "
        }
        return message + "\(displayName(of: covered))에는 터치가 전혀 전달되지 않습니다."
    }

    private func koreanCoveredHint(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        if bar != nil {
            return "내비게이션 바와 그 아래 첫 컨트롤 사이에 약 \(Self.number(BarMetrics.navigationBarTouchSlop))포인트를 "
                + "띄우거나, 컨트롤의 높이를 키워 아래쪽 부분이 탭을 받게 하십시오."
        } else if behindWindow != nil {
            return "윈도우는 아무것도 그리지 않는 곳이라도 자신의 frame 안의 모든 터치를 받습니다. "
                + "\(displayName(of: window))의 크기를 보이는 내용만큼 줄이거나, 필요 없는 동안에는 숨기거나, "
                + "hitTest(_:with:) 메서드를 오버라이드해 히트된 것이 윈도우 자체나 빈 배경일 때 nil을 반환하게 하십시오. "
                + "그러면 터치가 뒤에 있는 윈도우로 넘어갑니다."
        } else if inCell {
            return "\(self[covered].className) 뷰를 셀이 아니라 셀의 contentView에 추가하십시오(contentView.addSubview)."
        } else if isInteractive(hit) {
            return
                "\(displayName(of: hit))이(가) 이 터치를 받는 것이 의도라면 문제가 없습니다. 그렇지 않다면 그 뷰를 "
                + "옮기거나 줄이거나, \(displayName(of: covered))의 순서를 맨 앞으로 가져오십시오."
        }
        return "\(displayName(of: hit))에 isUserInteractionEnabled = false를 설정해 터치가 뒤에 있는 뷰로 넘어가게 "
            + "하거나, 필요 없는 동안에는 제거하거나, hitTest(_:with:) 또는 point(inside:with:) 메서드를 오버라이드해 "
            + "빈 곳에서는 nil을 반환하게 하십시오."
    }
}
