import ResponderCore

extension App {
    /// 指の下に描かれているのにヒットテストが届かなかったビューの診断の言葉（日本語）：スキップの条件は、スキップの表
    /// （App+HitTestSkip+Japanese）の言葉をそのまま使います。
    func japaneseWording(of words: DiagnosticWords.Unreachable) -> Wording {
        switch words {
        case .interactionDisabled(let drawn):
            let condition = japaneseSkipCondition(.userInteractionDisabled, of: drawn) ?? ""
            return Wording(
                message: "\(displayName(of: drawn)) は指の下に描かれていますが、\(condition)ため、ヒットテストはこのビューと"
                    + "そのサブビューを飛ばします。",
                hint: "\(self[drawn].className) に isUserInteractionEnabled = true を設定してください。")
        case .ancestorInteractionDisabled(let drawn, let ancestor):
            let condition = japaneseSkipCondition(.userInteractionDisabled, of: ancestor) ?? ""
            let out = isImageView(ancestor) ? "コントロールをイメージビューの外に" : "コントロールをその外に"
            return Wording(
                message: "\(displayName(of: drawn)) は指の下に見えていますが、祖先の \(displayName(of: ancestor)) は"
                    + "\(condition)ため、ヒットテストはその祖先と中にあるものすべてを、\(displayName(of: drawn)) も含めて"
                    + "飛ばします。",
                hint: "\(displayName(of: ancestor)) に isUserInteractionEnabled = true を設定するか、\(out)移してください。")
        case .ancestorOverride(let drawn, let ancestor):
            return Wording(
                message: "\(displayName(of: drawn)) は指の下に見えていますが、\(displayName(of: ancestor)) が "
                    + "hitTest(_:with:) をオーバーライドしていて、サブビューのヒットを返しません。",
                hint: "\(self[ancestor].className).hitTest(_:with:) を確認してください。")
        case .outsideBounds(let drawn, let ancestor):
            let ancestorName = displayName(of: ancestor)
            return Wording(
                message: "\(displayName(of: drawn)) は指の下に描かれていますが、\(ancestorName) の bounds の外にあります"
                    + "（clipsToBounds が false なので、表示はされます）。ヒットテストはサブビューを調べる前に "
                    + "\(ancestorName) を除外したので、タップは届けられません。",
                hint: "\(ancestorName) の frame を広げてこのビューを含めるか、\(self[drawn].className) をその中に移すか、"
                    + "\(self[ancestor].className) の point(inside:with:) をオーバーライドしてこのビューを含めてください。")
        case .covered(let covered, let hit, let window, let behindWindow, let inCell, let bar):
            return Wording(
                message: japaneseCoveredMessage(
                    covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                hint: japaneseCoveredHint(
                    covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar))
        }
    }

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
