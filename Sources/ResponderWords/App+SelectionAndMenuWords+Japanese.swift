import ResponderCore

extension App {
    /// レスポンダーがアクションを辞退する理由（日本語、文の一部として）：「ペーストボードが空」。
    func japaneseWords(of reason: DeclineReason) -> String {
        switch reason {
        case .described(let text): text
        case .canPerformFalse: "canPerformAction(_:withSender:) が false を返す"
        case .notEditable: "編集できない"
        case .pasteboardEmpty: "ペーストボードが空"
        case .nothingSelected: "何も選択されていない"
        case .noText: "テキストがない"
        case .alreadySelected: "すでにテキストが選択されている"
        }
    }

    /// 編集メニューの項目が表示されない理由（日本語、文の一部として）。`declinedBy` は辞退したレスポンダー（順番どおり）。
    func japaneseWords(of reason: MenuItemReason, declinedBy: [Int]) -> String {
        switch reason {
        case .noFirstResponder:
            return "どのレスポンダーもファーストレスポンダーではない"
        case .notImplemented:
            return "チェーン上のどのレスポンダーも実装していない"
        case .declined(let reasons):
            return zip(declinedBy, reasons).map { "\(displayName(of: $0.0)) が辞退（\(japaneseWords(of: $0.1))）" }
                .joined(separator: "、")
        }
    }

    /// セルのタップで行が選択されたか、されなかったか、その理由（日本語）。
    func japaneseWords(of selection: SelectionResult) -> String {
        let list = displayName(of: selection.list)
        let row = japaneseRow(of: selection.cell, in: selection.list)
        let rule = selectionRule(of: selection.list)
        switch selection.reason {
        case .scrolled:
            return "\(list) はスクロールしました。ドラッグはタップではないため、\(row)は選択されません。"
        case .takenBy(let recognizers):
            let names = recognizers.map { recognizerName($0, in: .japanese) }.joined(separator: "、")
            return "\(names) が認識してタッチを奪ったため、\(list) は touchesEnded(_:with:) を受け取らず、"
                + "\(row)は選択されません。"
        case .touchCancelled:
            return "タッチがキャンセルされたため、\(row)は選択されません。"
        case .endNeverReached(let view):
            return "\(displayName(of: view)) はタッチの終わりを受け取らなかったため、\(row)は選択されません。"
        case .walkStopped(nil, _):
            return "\(list) は touchesEnded(_:with:) を受け取りませんでした。"
        case .walkStopped(let responder?, let behavior):
            if responder == selection.list && behavior == .swallowed {
                let selects =
                    rule.isTable
                    ? "UIKit のテーブルビューは自身の touchesEnded で行を選択する"
                    : "UIKit のコレクションビューは自身の touchesEnded でアイテムを選択する"
                return "\(list) は super を呼ばずに touchesEnded(_:with:) をオーバーライドしています。\(selects)ため、"
                    + "\(row)は選択されません。"
            }
            switch behavior {
            case .trackedByControl:
                return "\(displayName(of: responder)) はコントロールです。タッチを自分で追跡して先へ渡さなかったため、"
                    + "\(list) は touchesEnded(_:with:) を受け取らず、\(row)は選択されません。"
            case .stoppedByDisabledControl:
                return "\(displayName(of: responder)) はタッチを吸収する無効なコントロールなので、\(row)は選択されません。"
            case .swallowed:
                return "\(displayName(of: responder)) は super を呼ばずに touchesEnded(_:with:) をオーバーライドしているため、"
                    + "\(list) はそれを受け取らず、\(row)は選択されません。"
            default:
                return "\(list) は指の下のビューから始まるチェーン上にないため、\(row)は選択されません。"
            }
        case .liftedOutside(let point):
            return "指は \(displayName(of: selection.cell)) の外側の (\(Self.number(point.x)), \(Self.number(point.y))) "
                + "で離れたため、\(row)は選択されません。"
        case .selectionDisabled:
            return "\(list) の allowsSelection が false のため、\(row)は選択されません。"
        case .delegateReleased(let delegate):
            return "\(list) は \(row)を選択します。しかしデリゲートの \(displayName(of: delegate)) は破棄されていたため、"
                + "誰にも通知されません。"
        case .noDelegate:
            return "\(list) は \(row)を選択します。デリゲートがないため、誰にも通知されません。"
        case .delegateMissesDidSelect(let delegate):
            return "\(list) は \(row)を選択します。デリゲートの \(displayName(of: delegate)) は "
                + "\(rule.didSelect.swiftName) を実装していないため、それ以上何も起きません。"
        case .delegateCalled(let delegate):
            return "\(list) は \(row)を選択し、デリゲートの \(displayName(of: delegate)) の "
                + "\(rule.didSelect.swiftName) を呼びます。"
        }
    }
}
