import ResponderCore

extension TextReportWords {
    /// A phrase in Japanese: labels with a full-width colon, the count line in 件 and 個.
    static func japanese(_ phrase: TextPhrase) -> String {
        switch phrase {
        case .event(let index, let type, let outcome): return "イベント \(index)（\(type)）：\(outcome)"
        case .aim(let reason): return "狙い：\(reason)"
        case .pathHeading: return "経路："
        case .endOfChain: return "（チェーンの終わり）"
        case .noDiagnostics: return "診断：なし"
        case .diagnosticsHeading: return "診断："
        case .hint(let hint): return "ヒント：\(hint)"
        case .chainFrom(let name, let profile): return "\(name) から始まるレスポンダーチェーン [\(profile)]"
        case .chainEnd(let reason, let explanation): return "終わり：\(reason)：\(explanation)"
        case .auditCounts(let errors, let warnings, let infos, let views, let points):
            return "監査：エラー \(errors) 件、警告 \(warnings) 件、情報 \(infos) 件"
                + "（調べたビュー \(views) 個、ヒットテストした点 \(points) 個）"
        case .witness(let line): return "実例：\(line)"
        case .witnessPart(let part):
            switch part {
            case .point(let point): return " \(point) の位置"
            case .responder(let name), .action(let name): return " \(name)"
            case .target(let name): return "、送り先 \(name)"
            case .sender(let name): return "、送り主 \(name)"
            case .walkFrom(let name): return "、\(name) からたどる"
            case .keys(let keys): return "、キー \(keys)"
            case .pressedView(let name): return "、\(name) の上で"
            case .shows(let code): return " → 診断 \(code) が出ます"
            case .neverReaches(let name): return " → \(name) に届きません"
            }
        case .privateName(let name): return "\(name)（非公開）"
        case .field(let pointer, let message): return "  場所 \(pointer.isEmpty ? "（最上位）" : pointer)：\(message)"
        case .leftOut(let omitted, let total): return "  （問題 \(total) 件のうち \(omitted) 件は省略）"
        }
    }
}
