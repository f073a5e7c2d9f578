import ResponderCore

extension App {
    /// 探索とチェーンの診断の言葉（日本語）：止められたイベント、一部だけオーバーライドされたタッチのメソッド、チェーンの外の
    /// デリゲート、チェーン上の非公開クラス、オーバーライドされた `next` のループ。
    func japaneseWording(of words: DiagnosticWords.Walk) -> Wording {
        switch words {
        case .swallowedNothingLost(let responder, let method):
            let signature = method.signature
            var message = "\(displayName(of: responder)) は super を呼ばずに \(signature) をオーバーライドしているため、"
            message += "イベントはそこで止まります。"
            message += "その上にあるレスポンダーはどれも \(signature) を実装していないので、今のところ失われるものはありません。"
            return Wording(
                message: message,
                hint: "わざとイベントを止めているのでなければ、super.\(method.rawValue)(…) を呼んで転送を続けてください。")
        case .swallowed(let responder, let method, let starved):
            let starvedNames = starved.map(displayName(of:)).joined(separator: "、")
            var message = "\(displayName(of: responder)) は super を呼ばずに \(method.signature) をオーバーライドしているため、"
            message += "イベントはそこで止まります。"
            message += "\(starvedNames) はこのメソッドを実装しているのに、イベントを受け取れません。"
            return Wording(
                message: message,
                hint: "\(self[responder].className) で super.\(method.rawValue)(touches, with: event) を呼び、"
                    + "チェーンの上へ転送を続けてください。")
        case .incompleteTouchFamily(let responder, let method, let missing):
            let missingNames = missing.map(\.signature).joined(separator: "、")
            var message = "\(displayName(of: responder)) は \(method.signature) でイベントを止めていますが、"
            message += "\(missingNames) はオーバーライドしていません。"
            message += "そのため、それらは引き続きチェーンを上っていき、一連のタッチの流れに食い違いが生じます。"
            return Wording(
                message: message,
                hint: "わざとタッチを止めるときは、touchesBegan、touchesMoved、touchesEnded、touchesCancelled の "
                    + "4 つすべてをオーバーライドしてください。")
        case .sceneDelegateNotInChain(let delegate, let handling):
            var message = "\(displayName(of: delegate)) は \(handling.name) を実装していますが、"
            message += "シーンのデリゲートはレスポンダーチェーンに入っていません。"
            message += "UIWindowScene が転送する先は UIApplication で、自分のデリゲートではありません。"
            message += "シーンのデリゲートが UIResponder を継承しているのは、古いアプリのデリゲートのテンプレートの名残です。"
            return Wording(
                message: message,
                hint: "アプリ全体で最後に受け止める処理はアプリのデリゲートに置くか、UIWindowScene のサブクラスを作って "
                    + "next をオーバーライドし、デリゲートを返すようにしてください。")
        case .appDelegateNotInChain(let delegate, let handling, let reason):
            return Wording(
                message: "\(displayName(of: delegate)) は \(handling.name) を実装していますが、チェーンに入っていません。"
                    + reason.explanation(in: .japanese),
                hint: "アプリのデリゲートを、ビューでもビューコントローラーでもない、ただの UIResponder のサブクラスにしてください。")
        case .privateClassesInChain(let privates):
            let names = Array(Set(privates.map { self[$0].className })).sorted().joined(separator: "、")
            return Wording(
                message: "チェーンは UIKit の非公開クラス（\(names)）を通ります。これらの名前は iOS のバージョンによって変わります。",
                hint: "デバッグ中に読むのはかまいませんが、これらに依存するコードは決して書かないでください。")
        case .nextLoop(let walked):
            let path = walked.map(displayName(of:)).joined(separator: " → ")
            return Wording(
                message: "オーバーライドされた next プロパティがループになっています（\(path) → …）。"
                    + "探索は終わらなくなる前に止まりました。",
                hint: "差し込んだオブジェクトの next が、チェーンの中へ戻るのではなく、アプリケーションへ向かって先へ進むようにしてください。")
        }
    }
}
