import ResponderCore

/// What the mapping refuses, in Japanese, sentence by sentence as ``MappingWords/english`` says it: ids, class names,
/// field names and values as they are written, the words around them in Japanese; a field's message without a final
/// period.
extension MappingWords {
    /// The words in Japanese.
    var japanese: String {
        switch self {
        case .objectAsID: return "objects の要素は id の文字列ではなく、オブジェクトで記述してください"
        case .responderOnlyField(let field):
            return "このオブジェクトは素の NSObject です（isResponder が false）。\(field) を持つのは UIResponder の"
                + "サブクラスだけです"
        case .retainedAppDelegate:
            return "isRetained を使えるのは objects に記述したオブジェクトだけです。アプリケーションは自分のデリゲートを"
                + "保持しています"
        case .sceneDelegateAsID: return "シーンのデリゲートはオブジェクトとして記述しなければなりません"
        case .sceneDelegateIsResponder:
            return "isResponder を使えるのはアプリケーションのデリゲートだけです。シーンのデリゲートは常に UIResponder "
                + "です（それでもレスポンダーチェーンには入りません）"
        case .retainedSceneDelegate:
            return "isRetained を使えるのは objects に記述したオブジェクトだけです。シーンは自分のデリゲートを保持しています"
        case .superclassOfUIKitClass(let name):
            return "'\(name)' は UIKit のクラスです。superclass を指定できるのはカスタムクラスだけです"
        case .unknownSuperclass(let superclass):
            return "'\(superclass)' はこのサービスが知っている UIKit のクラスではありません。最も近い UIKit のスーパークラスを"
                + "指定してください（GET /v1/classes で一覧を見られます）"
        case .unknownUIKitLookingClass(let name):
            return "'\(name)' は UIKit のクラスのような名前ですが、カタログにありません（入力ミスですか？）。カスタムクラスなら"
                + "スーパークラス（superclass）を指定してください"
        case .wrongKind(let className, let kind, let role):
            let described = role == .object ? "カスタムレスポンダー" : role.japanese
            return "'\(className)' は\(kind.japanese)のクラスですが、この項目が記述しているのは\(described)です"
        case .secondKeyWindow(let existing):
            return "キーウインドウにできるウインドウは 1 つだけです。'\(existing)' がすでにキーウインドウです"
        case .rootViewHoldsController(let controller):
            return "このビューはすでに、このビューを記述しているコントローラー '\(controller)' のルートビューです。"
                + "viewController は省いてください"
        case .windowHoldsController:
            return "ウインドウはコントローラーのルートビューにはなれません。ウインドウには rootViewController を指定してください"
        case .notScrollView(let className, let field):
            return "\(className) は UIScrollView ではありません。\(field) を持つのはスクロールビュー（UIScrollView、"
                + "UITableView、UICollectionView、UITextView とそのサブクラス）だけです"
        case .notList(let className, let field):
            return "\(className) は UITableView でも UICollectionView でもありません。ここで \(field)（行の選択）を持つのは"
                + "この 2 つだけです"
        case .notControl(let className, let field):
            return "\(className) は UIControl ではありません。\(field) を持つのはコントロールだけです"
        case .addedToEffectView(let className):
            return "\(className) が UIVisualEffectView そのものに追加されています。iOS 11 以降、UIKit はこれに例外を"
                + "投げます（サブビューは contentView に追加します）。このビューは視覚効果ビューの contentView に記述して"
                + "ください"
        case .noContentView(let className):
            return "\(className) は UITableViewCell、UICollectionViewCell、UIVisualEffectView のいずれでもありません。"
                + "contentView を持つのはセルと視覚効果ビューだけです"
        case .notContainer(let className):
            return "'\(className)' は UINavigationController でも UITabBarController（またはそのサブクラス）でもありません。"
                + "viewControllers を持つのはこの 2 つだけです。ほかのコントローラーの子コントローラーは children に記述します"
        case .selectedIndexOutsideTabs(let className):
            return "'\(className)' は UITabBarController ではありません。selectedIndex を持つのはタブバーコントローラーだけです"
        case .navigationBarOutsideNavigation(let className):
            return "'\(className)' は UINavigationController ではありません。navigationBar を持つのはナビゲーション"
                + "コントローラーだけです"
        case .tabBarOutsideTabs(let className):
            return "'\(className)' は UITabBarController ではありません。tabBar を持つのはタブバーコントローラーだけです"
        case .containerChildren(let style):
            return "\(style == .navigation ? "ナビゲーションコントローラー" : "タブバーコントローラー")の子は "
                + "viewControllers です。そちらに記述してください"
        case .emptyNavigationStack:
            return "ナビゲーションスタックは空にできません。少なくともルートビューコントローラーを指定してください"
        case .noTabs:
            return "タブバーコントローラーには、タブ 1 つにつき 1 つ、少なくとも 1 つのビューコントローラーが必要です"
        case .tooManyTabs:
            return "iPhone のタブバーに表示されるタブは 5 つまでです。UIKit は残りを「その他」タブの奥に置きますが、"
                + "このサービスはそれをモデル化していません"
        case .selectedIndexOutOfRange(let index, let count):
            return "selectedIndex \(index) は範囲外です。このタブバーコントローラーのビューコントローラーは \(count) 個です"
                + "（0 から \(count - 1)）"
        case .keyWindowNotWindow(let id, let kind): return "'\(id)' は\(kind.japanese)で、ウインドウではありません"
        case .focusNotView(let id): return "'\(id)' はビューではありません。フォーカスを受け取れるのはビューだけです"
        case .nextNotResponder(let id):
            return "'\(id)' は素の NSObject です（isResponder が false）。next が返すのは UIResponder です"
        case .firstResponderNotResponder(let id):
            return "'\(id)' は素の NSObject です（isResponder が false）。ファーストレスポンダーにはなれません"
        case .containerOutsideParent(let id):
            return "'\(id)' は親コントローラーのビューの中にあるビューでなければなりません"
        case .hitTestNotView(let id): return "hitTest が返せるのはビューだけですが、'\(id)' はビューではありません"
        case .refusedTouchesNotView(let id):
            return "'\(id)' はビューではありません。shouldReceive が拒むのはビューの中のタッチです"
        case .delegateIsWindow(let id):
            return "'\(id)' はウインドウです。テーブルのデリゲートはコントローラーかほかのオブジェクトです"
        case .presenterNotController(let id):
            return "'\(id)' はほかのビューコントローラーではありません。ビューコントローラーを表示（present）できるのは"
                + "コントローラーだけです"
        case .presentsAlready(let id, let presented):
            return "'\(id)' はすでに '\(presented)' を表示（present）しています。コントローラーが一度に表示できるのは "
                + "1 つだけです"
        case .presentationLoop(let id):
            return "'\(id)' は、直接または間接に、このコントローラーによって表示（present）されています。ループになります"
        case .waitsForItself: return "ジェスチャー認識子は自分自身の失敗を待つことはできません"
        case .notWindow(let id): return "'\(id)' はウインドウではありません"
        case .notView(let id): return "'\(id)' はビューではありません"
        case .eventResponderIsPlainObject(let id, let walkFrom):
            return "'\(id)' は素の NSObject です（isResponder が false）。UIResponder ではないので、"
                + (walkFrom ? "next がありません" : "ファーストレスポンダーのメソッドがありません")
        case .notInWindow(let id):
            return "'\(id)' はファーストレスポンダーになれません。ウインドウの中にありません"
        case .windowHasFirstResponder(let window, let existing):
            return "ウインドウ '\(window)' にはすでにファーストレスポンダー '\(existing)' があります"
        case .inOtherWindow(let id, let actual, let window):
            return "'\(id)' があるのはウインドウ '\(actual)' で、'\(window)' ではありません"
        case .plainFirstResponder(let id, let className):
            return "'\(id)'（\(className)）は素の NSObject です（isResponder が false）。ファーストレスポンダーになれるのは "
                + "UIResponder だけです"
        case .cannotBecomeFirstResponder(let id, let className):
            return "'\(id)'（\(className)）はファーストレスポンダーになれません。canBecomeFirstResponder が false です"
                + "（\"canBecomeFirstResponder\": true にしてください）"
        case .nextLoop(let walked, let back):
            return "next がループになっています：\(walked.joined(separator: " → ")) → \(back)"
        }
    }
}

extension ResponderKind {
    /// The kind's name in Japanese (`ビュー`, `ビューコントローラー`…).
    var japanese: String {
        switch self {
        case .application: return "アプリケーション"
        case .appDelegate: return "アプリのデリゲート"
        case .sceneDelegate: return "シーンのデリゲート"
        case .windowScene: return "ウインドウシーン"
        case .window: return "ウインドウ"
        case .view: return "ビュー"
        case .viewController: return "ビューコントローラー"
        case .object: return "オブジェクト"
        }
    }
}
