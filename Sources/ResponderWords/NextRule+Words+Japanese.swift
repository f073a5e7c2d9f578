import ResponderCore

extension NextRule {
    /// The rule in plain Japanese.
    var japanese: String {
        switch self {
        case .superview: return "UIView の次のレスポンダーは、そのスーパービューです。"
        case .owningViewController:
            return "このビューはビューコントローラーのルートビューなので、次のレスポンダーはそのビューコントローラーです。"
        case .rootViewSuperview:
            return "ビューコントローラーの次のレスポンダーは、そのルートビューのスーパービューです（iOS が実行時に出力するもの）。"
        case .rootViewControllerWindow:
            return "このビューコントローラーはウインドウのルートビューコントローラーなので、次のレスポンダーはウインドウです"
                + "（Apple がドキュメントに書いているルール）。"
        case .presentingViewController:
            return "このビューコントローラーは present されたので、次のレスポンダーは表示元のビューコントローラーです"
                + "（Apple がドキュメントに書いているルール）。"
        case .parentViewController:
            return "このビューコントローラーのビューはどの階層にも入っていないので、次のレスポンダーは親のビューコントローラーです。"
        case .windowScene: return "現在の iOS では、UIWindow の次のレスポンダーはその UIWindowScene です。"
        case .windowApplication: return "Apple がドキュメントに書いているルール：UIWindow の次のレスポンダーは UIApplication です。"
        case .sceneApplication: return "UIWindowScene の次のレスポンダーは UIApplication です。"
        case .applicationDelegate:
            return "UIApplication の次のレスポンダーはアプリのデリゲートです。デリゲートが UIResponder であり、"
                + "ビューでもビューコントローラーでもアプリのオブジェクトでもないからです。"
        case .overriddenNext: return "このオブジェクトは next をオーバーライドして、別のレスポンダーを差し込んでいます。"
        }
    }
}

extension ChainEnd {
    /// The reason in plain Japanese.
    var japanese: String {
        switch self {
        case .noNextResponder: return "これが最後のレスポンダーです。next は nil です。"
        case .applicationWithoutDelegate:
            return "アプリケーションにデリゲートがないので、チェーンは UIApplication で終わります。"
        case .delegateNotResponder:
            return "アプリのデリゲートが UIResponder ではないので、UIApplication の next は nil になり、チェーンはそこで終わります。"
        case .delegateIsViewOrController:
            return "アプリのデリゲートがビュー、ビューコントローラー、またはアプリのオブジェクトなので、UIApplication は"
                + "それを返さず、チェーンは UIApplication で終わります。"
        case .detachedView: return "このビューにはスーパービューがなく、ウインドウにも入っていないので、next は nil です。"
        case .controllerNotInHierarchy:
            return "このビューコントローラーのビューはどの階層にも入っておらず、親も表示元もないので、next は nil です。"
        case .objectWithoutNext:
            return "独自のレスポンダーの next は、オーバーライドしない限り nil です。処理されないイベントはここで止まります。"
        case .sceneDelegate:
            return "シーンのデリゲートの next は nil です。何かが差し込まない限り、レスポンダーチェーンには入りません。"
        case .loop: return "オーバーライドされた next が、すでにチェーンにあるレスポンダーへ戻っています。探索はここで止まります。"
        }
    }
}
