import ResponderCore

extension NextRule {
    /// The rule in plain words, in `language`: each rule's four languages side by side.
    public func explanation(in language: Language) -> String {
        switch self {
        case .superview:
            return Words.say(
                in: language,
                en: "A UIView's next responder is its superview.",
                ja: "UIView の次のレスポンダーは、そのスーパービューです。",
                zh: "UIView 的下一个响应者是它的父视图。",
                ko: "UIView의 다음 리스폰더는 슈퍼뷰입니다.")
        case .owningViewController:
            return Words.say(
                in: language,
                en: "This view is a view controller's root view, so its next responder is that view controller.",
                ja: "このビューはビューコントローラーのルートビューなので、次のレスポンダーはそのビューコントローラーです。",
                zh: "这个视图是某个视图控制器的根视图，所以它的下一个响应者是该视图控制器。",
                ko: "이 뷰는 뷰 컨트롤러의 루트 뷰이므로, 다음 리스폰더는 그 뷰 컨트롤러입니다.")
        case .rootViewSuperview:
            return Words.say(
                in: language,
                en: "A view controller's next responder is its root view's superview (what iOS prints at run time).",
                ja: "ビューコントローラーの次のレスポンダーは、そのルートビューのスーパービューです（iOS が実行時に出力するもの）。",
                zh: "视图控制器的下一个响应者是其根视图的父视图（iOS 运行时打印的结果）。",
                ko: "뷰 컨트롤러의 다음 리스폰더는 루트 뷰의 슈퍼뷰입니다(iOS가 런타임에 출력하는 값).")
        case .rootViewControllerWindow:
            return Words.say(
                in: language,
                en: "This view controller is the window's root view controller, so its next responder is the window "
                    + "(Apple's documented rule).",
                ja: "このビューコントローラーはウインドウのルートビューコントローラーなので、次のレスポンダーはウインドウです"
                    + "（Apple がドキュメントに書いているルール）。",
                zh: "这个视图控制器是窗口的根视图控制器，所以它的下一个响应者是窗口（Apple 文档中的规则）。",
                ko: "이 뷰 컨트롤러는 윈도우의 루트 뷰 컨트롤러이므로, 다음 리스폰더는 윈도우입니다(Apple 문서에 나온 규칙).")
        case .presentingViewController:
            return Words.say(
                in: language,
                en: "This view controller was presented, so its next responder is the presenting view controller "
                    + "(Apple's documented rule).",
                ja: "このビューコントローラーは present されたので、次のレスポンダーは表示元のビューコントローラーです"
                    + "（Apple がドキュメントに書いているルール）。",
                zh: "这个视图控制器是被呈现（present）的，所以它的下一个响应者是呈现它的视图控制器（Apple 文档中的规则）。",
                ko: "이 뷰 컨트롤러는 present된 것이므로, 다음 리스폰더는 present한 뷰 컨트롤러입니다(Apple 문서에 나온 규칙).")
        case .parentViewController:
            return Words.say(
                in: language,
                en: "This view controller's view is in no hierarchy, so its next responder is its parent controller.",
                ja: "このビューコントローラーのビューはどの階層にも入っていないので、次のレスポンダーは親のビューコントローラーです。",
                zh: "这个视图控制器的视图不在任何层级中，所以它的下一个响应者是它的父控制器。",
                ko: "이 뷰 컨트롤러의 뷰가 어떤 계층에도 없으므로, 다음 리스폰더는 부모 컨트롤러입니다.")
        case .windowScene:
            return Words.say(
                in: language,
                en: "On current iOS a UIWindow's next responder is its UIWindowScene.",
                ja: "現在の iOS では、UIWindow の次のレスポンダーはその UIWindowScene です。",
                zh: "在当前的 iOS 上，UIWindow 的下一个响应者是它的 UIWindowScene。",
                ko: "현재 iOS에서 UIWindow의 다음 리스폰더는 UIWindowScene입니다.")
        case .windowApplication:
            return Words.say(
                in: language,
                en: "Apple's documented rule: a UIWindow's next responder is the UIApplication.",
                ja: "Apple がドキュメントに書いているルール：UIWindow の次のレスポンダーは UIApplication です。",
                zh: "Apple 文档中的规则：UIWindow 的下一个响应者是 UIApplication。",
                ko: "Apple 문서에 나온 규칙: UIWindow의 다음 리스폰더는 UIApplication입니다.")
        case .sceneApplication:
            return Words.say(
                in: language,
                en: "A UIWindowScene's next responder is the UIApplication.",
                ja: "UIWindowScene の次のレスポンダーは UIApplication です。",
                zh: "UIWindowScene 的下一个响应者是 UIApplication。",
                ko: "UIWindowScene의 다음 리스폰더는 UIApplication입니다.")
        case .applicationDelegate:
            return Words.say(
                in: language,
                en:
                    "UIApplication's next responder is the app delegate, because it is a UIResponder that is not a view, "
                    + "a view controller or the app object.",
                ja: "UIApplication の次のレスポンダーはアプリのデリゲートです。デリゲートが UIResponder であり、"
                    + "ビューでもビューコントローラーでもアプリのオブジェクトでもないからです。",
                zh: "UIApplication 的下一个响应者是应用代理，因为它是 UIResponder，而且不是视图、视图控制器或应用对象本身。",
                ko: "UIApplication의 다음 리스폰더는 앱 델리게이트입니다. 앱 델리게이트가 UIResponder이면서 뷰도, "
                    + "뷰 컨트롤러도, 앱 객체도 아니기 때문입니다.")
        case .overriddenNext:
            return Words.say(
                in: language,
                en: "This object overrides next to splice in another responder.",
                ja: "このオブジェクトは next をオーバーライドして、別のレスポンダーを差し込んでいます。",
                zh: "这个对象重写了 next，插入了另一个响应者。",
                ko: "이 객체는 next를 오버라이드해 다른 리스폰더를 끼워 넣습니다.")
        }
    }

    /// The rule in plain English.
    public var explanation: String { explanation(in: .english) }
}

extension ChainEnd {
    /// The reason in plain words, in `language`: each reason's four languages side by side.
    public func explanation(in language: Language) -> String {
        switch self {
        case .noNextResponder:
            return Words.say(
                in: language,
                en: "This is the last responder: its next is nil.",
                ja: "これが最後のレスポンダーです。next は nil です。",
                zh: "这是最后一个响应者：它的 next 为 nil。",
                ko: "마지막 리스폰더입니다. next가 nil입니다.")
        case .applicationWithoutDelegate:
            return Words.say(
                in: language,
                en: "The application has no delegate, so the chain ends at UIApplication.",
                ja: "アプリケーションにデリゲートがないので、チェーンは UIApplication で終わります。",
                zh: "应用没有代理，所以响应者链在 UIApplication 处结束。",
                ko: "애플리케이션에 델리게이트가 없으므로 체인은 UIApplication에서 끝납니다.")
        case .delegateNotResponder:
            return Words.say(
                in: language,
                en: "The app delegate is not a UIResponder, so UIApplication's next is nil and the chain ends there.",
                ja: "アプリのデリゲートが UIResponder ではないので、UIApplication の next は nil になり、チェーンはそこで終わります。",
                zh: "应用代理不是 UIResponder，所以 UIApplication 的 next 为 nil，响应者链在那里结束。",
                ko: "앱 델리게이트가 UIResponder가 아니므로 UIApplication의 next는 nil이고, 체인은 거기서 끝납니다.")
        case .delegateIsViewOrController:
            return Words.say(
                in: language,
                en: "The app delegate is a view, a view controller or the app object, so UIApplication does not return "
                    + "it and the chain ends at UIApplication.",
                ja: "アプリのデリゲートがビュー、ビューコントローラー、またはアプリのオブジェクトなので、UIApplication は"
                    + "それを返さず、チェーンは UIApplication で終わります。",
                zh: "应用代理是视图、视图控制器或应用对象本身，所以 UIApplication 不会返回它，响应者链在 UIApplication 处结束。",
                ko: "앱 델리게이트가 뷰, 뷰 컨트롤러 또는 앱 객체이므로 UIApplication이 이를 반환하지 않고, 체인은 "
                    + "UIApplication에서 끝납니다.")
        case .detachedView:
            return Words.say(
                in: language,
                en: "This view has no superview and is not in a window, so its next is nil.",
                ja: "このビューにはスーパービューがなく、ウインドウにも入っていないので、next は nil です。",
                zh: "这个视图没有父视图，也不在窗口中，所以它的 next 为 nil。",
                ko: "이 뷰는 슈퍼뷰가 없고 윈도우에도 없으므로 next가 nil입니다.")
        case .controllerNotInHierarchy:
            return Words.say(
                in: language,
                en:
                    "This view controller's view is in no hierarchy and it has no parent or presenter, so its next is nil.",
                ja: "このビューコントローラーのビューはどの階層にも入っておらず、親も表示元もないので、next は nil です。",
                zh: "这个视图控制器的视图不在任何层级中，它也没有父控制器或呈现者，所以它的 next 为 nil。",
                ko: "이 뷰 컨트롤러의 뷰는 어떤 계층에도 없고 부모 컨트롤러도, 자신을 present한 뷰 컨트롤러도 없으므로 next가 nil입니다.")
        case .objectWithoutNext:
            return Words.say(
                in: language,
                en: "A custom responder's next is nil unless it overrides next; unhandled events stop here.",
                ja: "独自のレスポンダーの next は、オーバーライドしない限り nil です。処理されないイベントはここで止まります。",
                zh: "自定义响应者的 next 为 nil，除非它重写了 next；未处理的事件在这里停止。",
                ko: "커스텀 리스폰더의 next는 오버라이드하지 않는 한 nil입니다. 처리되지 않은 이벤트는 여기서 멈춥니다.")
        case .sceneDelegate:
            return Words.say(
                in: language,
                en:
                    "The scene delegate's next is nil; it is not in the responder chain unless something splices it in.",
                ja: "シーンのデリゲートの next は nil です。何かが差し込まない限り、レスポンダーチェーンには入りません。",
                zh: "场景代理的 next 为 nil；除非有对象把它插入，否则它不在响应者链中。",
                ko: "씬 델리게이트의 next는 nil입니다. 무언가가 끼워 넣지 않는 한 리스폰더 체인에 속하지 않습니다.")
        case .loop:
            return Words.say(
                in: language,
                en: "An overridden next leads back to a responder already in the chain; the walk stops here.",
                ja: "オーバーライドされた next が、すでにチェーンにあるレスポンダーへ戻っています。探索はここで止まります。",
                zh: "重写的 next 指回了已经在链中的响应者；遍历在这里停止。",
                ko: "오버라이드된 next가 이미 체인에 있는 리스폰더로 되돌아갑니다. 탐색은 여기서 멈춥니다.")
        }
    }

    /// The reason in plain English.
    public var explanation: String { explanation(in: .english) }
}
