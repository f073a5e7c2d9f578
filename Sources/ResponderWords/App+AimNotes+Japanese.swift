import ResponderCore

extension App {
    /// ビューを狙ったタッチがどこへ行き、なぜそうなるか（日本語）：中心、中心にいちばん近い届く点と中心を受け取るもの、
    /// あるいはビューのどの点にも届かない理由。
    func japaneseExplanation(of aim: TouchAim) -> String {
        let who = displayName(of: aim.view)
        let centre = "\(who) の中心 \(Self.text(aim.centre))"
        guard let miss = aim.centreMiss else { return "\(centre) にはタッチが届くので、指はそこに触れます。" }
        if aim.reached {
            let why: String
            switch miss {
            case .covered(let front?): why = "前面にある \(displayName(of: front)) に覆われていて、そちらがタッチを受け取る"
            case .covered(nil): why = "どのビューにも届かない（ヒットテストがそこで何も見つけない）"
            case .outside(let ancestor):
                let name = displayName(of: ancestor)
                why =
                    "クリップしない \(name) の bounds の外にあり（そのため表示はされます）、ヒットテストはそこで、"
                    + "サブビューに問い合わせる前に \(name) を除外する"
            case .clipped(let ancestor):
                why = "bounds でクリップする \(displayName(of: ancestor)) に切り取られている（スクロールで外れているなど）"
            case .offWindow(let window): why = "タッチの届かない、\(displayName(of: window)) の外にある"
            case .blocked, .zeroSize, .notInWindow: why = "タッチが届かない"
            }
            return "\(centre) は\(why)ため、指は中心にいちばん近い届く点 \(Self.text(aim.point)) に触れます。"
        }
        let evaluated = "タップは中心 \(Self.text(aim.centre)) で評価されます。"
        let none = "\(who) のどの点にもタッチは届きません。"
        switch miss {
        case .blocked(let block): return none + explanation(of: block, for: aim.view, in: .japanese) + evaluated
        case .covered(let front?):
            return none + "前面にある \(displayName(of: front)) が、その上のタッチをすべて受け取ります。" + evaluated
        case .covered(nil): return none + "描かれている場所で、ヒットテストはどのビューも見つけません。" + evaluated
        case .outside(let ancestor):
            let relation = responders[aim.view].superview == ancestor ? "スーパービュー" : "祖先"
            let name = displayName(of: ancestor)
            return none + "\(relation)の \(name) はクリップせず、\(who) はその bounds の外にあるので、ヒットテストは "
                + "\(who) を調べる前に \(name) を除外します。" + evaluated
        case .clipped(let ancestor):
            let name = displayName(of: ancestor)
            return none + "\(name) の bounds の外にあり、\(name) はそこでクリップするので、指が触れられる場所には"
                + "描かれていません（スクロールで外れているか、切り取られています）。" + evaluated
        case .offWindow(let window):
            return none + "\(displayName(of: window)) の外にあり、そこにはタッチが届きません。" + evaluated
        case .zeroSize:
            return none + "ヒット領域の幅か高さが 0 なので、point(inside:with:) が true になることはありません。" + evaluated
        case .notInWindow:
            return none + "どのウインドウにも入っていないので、ヒットテストで見つかることはありません。" + evaluated
        }
    }

    /// タップがビューに届くようにするには何を変えればよいか（日本語）。届かない理由ごとに答えます。
    func japaneseHint(for miss: TouchAim.Miss, of view: Int) -> String {
        let who = displayName(of: view)
        switch miss {
        case .covered(let front?):
            return "\(displayName(of: front)) が飾りにすぎないなら isUserInteractionEnabled = false を設定するか、"
                + "\(who) をその前面に移すか、point(inside:with:) や hitTest(_:with:) でタッチを通り抜けさせてください。"
        case .covered(nil): return "その上にある hitTest(_:with:) と point(inside:with:) のオーバーライドを確認してください。"
        case .outside(let ancestor):
            return "\(displayName(of: ancestor)) をこのビューが収まる大きさにするか、\(who) をその中に移すか、"
                + "\(responders[ancestor].className) の point(inside:with:) をオーバーライドしてください。"
        case .clipped(let ancestor):
            return "先に \(who) をスクロールして表示させるか（\(displayName(of: ancestor)) の contentOffset）、"
                + "\(displayName(of: ancestor)) にこのビューを表示できる広さを与えてください。"
        case .offWindow: return "このビューと祖先の frame を確認してください。画面の外に置かれています。"
        case .blocked(let block):
            let owner = displayName(of: block.responder)
            switch block.reason {
            case .hidden, .transparent:
                return "\(owner) が一時的に隠れているだけなら、タップの前に表示してください（isHidden = false、alpha は "
                    + "0.01 以上）。"
            case .userInteractionDisabled:
                return block.responder == view
                    ? "\(who) に isUserInteractionEnabled = true を設定してください。"
                    : "\(owner) に isUserInteractionEnabled = true を設定するか、\(who) をその外に移してください。"
            case .pointOutside: return "\(who) がタッチを受けるべき場所では、point(inside:with:) が true を返すようにしてください。"
            case .singularTransform: return "\(owner) に逆変換できる transform を与えてください（スケールを 0 にしない）。"
            default:
                return "\(who) がタッチを受けるべき場所では、オーバーライドがサブビューに問い合わせる"
                    + "（super.hitTest(_:with:) を呼ぶ）ようにしてください。"
            }
        case .zeroSize:
            return "サイズを与えるか（Auto Layout の制約が足りないと、たいてい 0 のままになります）、point(inside:with:) を"
                + "オーバーライドしてヒット領域を広げてください。"
        case .notInWindow: return "タップする前に、ウインドウのビュー階層に追加してください。"
        }
    }
}
