import ResponderCore

extension App {
    /// 編集メニューの診断の言葉（日本語）。
    func japaneseWording(of words: DiagnosticWords.Menu) -> Wording {
        switch words {
        case .noFirstResponder(let pressed):
            var message = "どのレスポンダーもファーストレスポンダーではないため、編集メニューは検索を始める場所がなく、表示されません。"
            if let pressed {
                message += "\(displayName(of: pressed)) を長押ししても「コピー」は出ません。そのビューはファーストレスポンダーではありません。"
            }
            return Wording(
                message: message,
                hint: "canBecomeFirstResponder をオーバーライドして true を返し、メニューを表示する前に、押されたビューで "
                    + "becomeFirstResponder() を呼んでください。")
        case .pasteHidden:
            return Wording(
                message: "「ペースト」は表示されません。テキスト入力は paste(_:) を実装していますが、ペーストボードが空のあいだは "
                    + "canPerformAction が false を返します。",
                hint: "想定どおりの動作です。何かをコピーすると「ペースト」が表示されます。")
        case .pressedViewNotFirstResponder(let pressed, let first, let actions):
            let names = actions.map(\.name).joined(separator: "、")
            let pressedName = displayName(of: pressed)
            return Wording(
                message: "\(pressedName) は \(names) を実装していますが、ファーストレスポンダーではありません。"
                    + "そのためメニューは代わりに \(displayName(of: first)) から検索し、\(pressedName) の項目を表示しません。",
                hint: "\(self[pressed].className) がファーストレスポンダーになれるようにし、長押しのとき、メニューを表示する前に "
                    + "becomeFirstResponder() を呼んでください。")
        }
    }

    /// 行の選択の診断の言葉（日本語）。
    func japaneseWording(of words: DiagnosticWords.Selection) -> Wording {
        switch words {
        case .disabled(let list, let cell, let expected):
            let rule = selectionRule(of: list)
            let item = japaneseItemWord(rule)
            var message = "\(displayName(of: list)) は \(displayName(of: cell)) から touchesEnded(_:with:) を受け取りましたが、"
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
        case .noDelegate(let list, let cell, let implementer):
            let rule = selectionRule(of: list)
            let listName = displayName(of: list)
            return Wording(
                message: "\(displayName(of: implementer)) は \(rule.didSelect.swiftName) を実装していますが、"
                    + "\(listName) のデリゲートではありません。\(listName) にはデリゲートがないため、UIKit は "
                    + "\(japaneseRow(of: cell, in: list))を選択しますが、誰も呼び出しません。",
                hint: "\(rule.isTable ? "tableView" : "collectionView").delegate = self を設定してください（または"
                    + "ストーリーボードで delegate アウトレットを接続してください）。dataSource だけではタップは通知されません。")
        case .delegateMissesDidSelect(let list, let cell, let delegate, let deselects):
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
        case .swallowed(let responder, let list, let cell):
            return Wording(
                message: "\(displayName(of: responder)) は super を呼ばずに touchesEnded(_:with:) をオーバーライドしているため、"
                    + "タッチはチェーンをたどって \(displayName(of: list)) に届かず、\(japaneseRow(of: cell, in: list))は"
                    + "選択されません。",
                hint: "オーバーライドの中で（ほかのタッチメソッドでも）super.touchesEnded(touches, with: event) を呼ぶか、"
                    + "代わりにジェスチャー認識子でタップを処理してください。")
        }
    }

    /// 「行」（テーブルビュー）または「アイテム」（コレクションビュー）。
    func japaneseItemWord(_ rule: RowSelection) -> String { rule.isTable ? "行" : "アイテム" }

    /// 「UITableViewCell 'cell' の行」。後ろに助詞が直接続きます（「…の行を」）。
    func japaneseRow(of cell: Int, in list: Int) -> String {
        "\(displayName(of: cell)) の\(japaneseItemWord(selectionRule(of: list)))"
    }
}
