import ResponderCore

/// What the app description's mapping refuses, as facts: one case per sentence, with the values it names. One switch
/// words every case with its four languages side by side (``text(in:)``), so that neither a sentence nor a language
/// can be missed without failing to compile.
///
/// The facts are the ids, class names and field names as the request spells them (a validation finding's responders
/// are resolved to their ids and classes by the mapper, ``AppMapper/words(of:in:)``), so that the words need no app.
public enum MappingWords: Sendable, Equatable {
    // MARK: Objects and delegates

    /// An entry of `objects` given as an id string.
    case objectAsID
    /// A field only a UIResponder has, on a plain NSObject (`isResponder: false`) of `objects`.
    case responderOnlyField(String)
    /// `isRetained` on the application's delegate.
    case retainedAppDelegate
    /// A scene's delegate given as an id string.
    case sceneDelegateAsID
    /// `isResponder` on a scene's delegate.
    case sceneDelegateIsResponder
    /// `isRetained` on a scene's delegate.
    case retainedSceneDelegate

    // MARK: Classes (a ClassCatalogue.Misplacement)

    /// A UIKit class given a superclass.
    case superclassOfUIKitClass(String)
    /// A superclass the catalogue does not know.
    case unknownSuperclass(String)
    /// A name that looks like UIKit's but is not in the catalogue, without a superclass.
    case unknownUIKitLookingClass(String, suggestion: String?)
    /// A class of one kind describing a responder of another role.
    case wrongKind(className: String, kind: ResponderKind, role: ResponderKind)

    // MARK: Windows and views

    /// A second window with `isKey`: `existing` is the key one.
    case secondKeyWindow(existing: String)
    /// A controller's root view that names a `viewController` too: the controller it is described in.
    case rootViewHoldsController(String)
    /// A window with a `viewController`.
    case windowHoldsController
    /// A scroll view's field on a view of another class.
    case notScrollView(className: String, field: String)
    /// A table's or collection view's field (`allowsSelection`, `delegate`) on a view of another class.
    case notList(className: String, field: String)
    /// A control's field (`isEnabled`, `targets`) on a view of another class.
    case notControl(className: String, field: String)
    /// `fact` in `undescribed` on a responder of `className`, which is no `owner` (UIView, UIControl, UIWindow).
    case undescribedElsewhere(String, className: String, owner: String)
    /// A subview added to a UIVisualEffectView itself rather than to its contentView.
    case addedToEffectView(className: String)
    /// A `contentView` on a view that is no cell or visual effect view.
    case noContentView(className: String)
    /// A button's field (`menu`, `showsMenuAsPrimaryAction`) on a view of another class.
    case notButton(className: String, field: String)
    /// A table cell's field (`accessoryType`, `accessoryView`) on a view of another class.
    case notTableCell(className: String, field: String)
    /// `isRefreshing` on a view that is no UIRefreshControl.
    case notRefreshControl(className: String)

    // MARK: Container controllers

    /// `viewControllers` on a controller that is no navigation or tab bar controller.
    case notContainer(String)
    /// `selectedIndex` on a controller that is no tab bar controller.
    case selectedIndexOutsideTabs(String)
    /// `navigationBar` on a controller that is no navigation controller.
    case navigationBarOutsideNavigation(String)
    /// `tabBar` on a controller that is no tab bar controller.
    case tabBarOutsideTabs(String)
    /// `transitionStyle` on a controller that is no page view controller.
    case transitionStyleOutsidePages(String)
    /// `children` on a container controller, whose children are its `viewControllers`.
    case containerChildren(ContainerStyle)
    /// A navigation controller with an empty stack.
    case emptyNavigationStack
    /// A tab bar controller with no view controller.
    case noTabs
    /// A tab bar controller with more than five view controllers.
    case tooManyTabs
    /// A `selectedIndex` past the last of `count` view controllers.
    case selectedIndexOutOfRange(Int, count: Int)

    // MARK: References between responders

    /// `keyWindow` naming a responder of another `kind`.
    case keyWindowNotWindow(String, kind: ResponderKind)
    /// `focusedView` naming a responder that is no view.
    case focusNotView(String)
    /// `next` naming a plain NSObject.
    case nextNotResponder(String)
    /// A window's `firstResponder` naming a plain NSObject.
    case firstResponderNotResponder(String)
    /// A child controller's `container` naming no view inside its parent's view.
    case containerOutsideParent(String)
    /// `hitTest.redirectTo` naming a responder that is no view.
    case hitTestNotView(String)
    /// A recognizer delegate's `shouldReceive.falseIn` naming a responder that is no view.
    case refusedTouchesNotView(String)
    /// A table's or collection view's `delegate` naming a window.
    case delegateIsWindow(String)
    /// `presentedBy` naming a responder that is no other view controller.
    case presenterNotController(String)
    /// `presentedBy` naming a controller that presents `presented` already.
    case presentsAlready(String, presented: String)
    /// `presentedBy` naming a controller that this one presents, directly or not.
    case presentationLoop(String)
    /// A recognizer that waits for itself to fail.
    case waitsForItself
    /// A popover's `sourceView` or `passthroughViews` entry naming a responder that is no view.
    case popoverViewNotView(String, field: String)

    // MARK: Presentations

    /// `sheetPresentationController` or `popoverPresentationController` on a presentation of another style.
    case presentationFieldOnStyle(String, style: String)
    /// `modalPresentationStyle: popover` without a `popoverPresentationController` (its source view).
    case popoverWithoutSource
    /// `preferredStyle` on a controller of a class that is no UIAlertController.
    case preferredStyleOutsideAlert(String)
    /// A detent identifier given twice.
    case detentTwice(String)
    /// `medium` or `large` with a height.
    case systemDetentHeight(String)
    /// A custom detent without its height.
    case customDetentWithoutHeight(String)
    /// `detents: []`.
    case noDetents
    /// `selectedDetentIdentifier` or `largestUndimmedDetentIdentifier` naming no detent of the sheet.
    case detentNotAmongDetents(String, detents: [String])

    // MARK: An event's ids

    /// An event's window that is no window.
    case notWindow(String)
    /// An event's view that is no view.
    case notView(String)
    /// An event's responder that is a plain NSObject; `walkFrom` when it is an action's `walkFrom` (it has no next).
    case eventResponderIsPlainObject(String, walkFrom: Bool)

    // MARK: Validation findings (a Finding's words, with its responders' ids and classes)

    /// A view or controller named first responder that is in no window.
    case notInWindow(String)
    /// A window named for a first responder twice.
    case windowHasFirstResponder(window: String, existing: String)
    /// A first responder in the window `actual`, named for `window`.
    case inOtherWindow(String, actual: String, window: String)
    /// A first responder that is no UIResponder.
    case plainFirstResponder(String, className: String)
    /// A first responder whose canBecomeFirstResponder is false.
    case cannotBecomeFirstResponder(String, className: String)
    /// Overridden next properties that walk `walked` and lead back to `back`.
    case nextLoop([String], back: String)

    /// The words in `language`: each case's four languages side by side, only the one asked for built. Ids, class
    /// names, field names and values stay as they are written, only the words around them change; a field's message
    /// has no final period (nor 。), as in English. The Korean never puts after a value a particle whose form depends
    /// on its last sound (이/가, 을/를): a noun comes after it (`객체`, `클래스`, `필드`, `윈도우`), or `의`, `입니다`,
    /// `에`, `부터`, `까지`, as in ``ProblemWords``.
    public func text(in language: Language) -> String {
        switch self {
        case .objectAsID:
            return Words.say(
                in: language,
                en: "objects must be objects, not id strings",
                ja: "objects の要素は id の文字列ではなく、オブジェクトで記述してください",
                zh: "objects 中的条目必须是对象，而不是 id 字符串",
                ko: "objects 배열의 항목은 id 문자열이 아니라 객체여야 합니다")
        case .responderOnlyField(let field):
            return Words.say(
                in: language,
                en: "this object is a plain NSObject (isResponder is false); only UIResponder subclasses have \(field)",
                ja: "このオブジェクトは素の NSObject です（isResponder が false）。\(field) を持つのは UIResponder の"
                    + "サブクラスだけです",
                zh: "这个对象是普通的 NSObject（isResponder 为 false）；只有 UIResponder 的子类才有 \(field)",
                ko: "이 객체는 일반 NSObject 객체입니다(isResponder 값이 false). \(field) 필드는 UIResponder 서브클래스에만 "
                    + "있습니다")
        case .retainedAppDelegate:
            return Words.say(
                in: language,
                en: "isRetained applies only to objects; the application keeps its delegate",
                ja: "isRetained を使えるのは objects に記述したオブジェクトだけです。アプリケーションは自分のデリゲートを"
                    + "保持しています",
                zh: "isRetained 只适用于 objects 中的对象；应用程序会持有它的代理",
                ko: "isRetained 필드는 objects 배열의 객체에만 쓸 수 있습니다. 애플리케이션은 자신의 델리게이트를 유지합니다")
        case .sceneDelegateAsID:
            return Words.say(
                in: language,
                en: "a scene delegate must be described as an object",
                ja: "シーンのデリゲートはオブジェクトとして記述しなければなりません",
                zh: "场景代理必须描述为一个对象",
                ko: "씬 델리게이트는 객체로 설명해야 합니다")
        case .sceneDelegateIsResponder:
            return Words.say(
                in: language,
                en: "isResponder applies only to the application's delegate; a scene delegate is always a UIResponder "
                    + "(and still not in the chain)",
                ja: "isResponder を使えるのはアプリケーションのデリゲートだけです。シーンのデリゲートは常に UIResponder "
                    + "です（それでもレスポンダーチェーンには入りません）",
                zh: "isResponder 只适用于应用程序的代理；场景代理始终是 UIResponder（但仍然不在响应者链中）",
                ko: "isResponder 필드는 애플리케이션의 델리게이트에만 쓸 수 있습니다. 씬 델리게이트는 언제나 UIResponder "
                    + "객체입니다(그래도 리스폰더 체인에는 들어가지 않습니다)")
        case .retainedSceneDelegate:
            return Words.say(
                in: language,
                en: "isRetained applies only to objects; the scene keeps its delegate",
                ja: "isRetained を使えるのは objects に記述したオブジェクトだけです。シーンは自分のデリゲートを保持しています",
                zh: "isRetained 只适用于 objects 中的对象；场景会持有它的代理",
                ko: "isRetained 필드는 objects 배열의 객체에만 쓸 수 있습니다. 씬은 자신의 델리게이트를 유지합니다")
        case .superclassOfUIKitClass(let name):
            return Words.say(
                in: language,
                en: "'\(name)' is a UIKit class; superclass applies only to custom classes",
                ja: "'\(name)' は UIKit のクラスです。superclass を指定できるのはカスタムクラスだけです",
                zh: "'\(name)' 是 UIKit 类；superclass 只适用于自定义类",
                ko: "'\(name)' 클래스는 UIKit 클래스입니다. superclass 필드는 커스텀 클래스에만 쓸 수 있습니다")
        case .unknownSuperclass(let superclass):
            return Words.say(
                in: language,
                en: "'\(superclass)' is not a UIKit class this service knows; name the nearest UIKit superclass (GET "
                    + "/v1/classes lists them)",
                ja: "'\(superclass)' はこのサービスが知っている UIKit のクラスではありません。最も近い UIKit のスーパークラスを"
                    + "指定してください（GET /v1/classes で一覧を見られます）",
                zh: "'\(superclass)' 不是本服务知道的 UIKit 类；请给出最接近的 UIKit 父类（GET /v1/classes 会列出它们）",
                ko: "'\(superclass)' 클래스는 이 서비스가 아는 UIKit 클래스가 아닙니다. 가장 가까운 UIKit 슈퍼클래스를 "
                    + "지정하십시오(GET /v1/classes에서 목록을 볼 수 있습니다)")
        case .unknownUIKitLookingClass(let name, let suggestion):
            if let suggestion {
                return Words.say(
                    in: language,
                    en: "'\(name)' looks like a UIKit class but is not one (did you mean '\(suggestion)'?); for a "
                        + "custom class give its superclass",
                    ja: "'\(name)' は UIKit のクラスのような名前ですが、そうではありません（'\(suggestion)' のことですか？）。"
                        + "カスタムクラスならスーパークラス（superclass）を指定してください",
                    zh: "'\(name)' 看起来像 UIKit 类，但并不是（你是想写 '\(suggestion)' 吗？）；如果是自定义类，请给出它的父类"
                        + "（superclass）",
                    ko: "'\(name)' 클래스는 UIKit 클래스처럼 보이지만 그렇지 않습니다(혹시 '\(suggestion)'입니까?). "
                        + "커스텀 클래스라면 superclass 필드에 슈퍼클래스를 지정하십시오")
            }
            return Words.say(
                in: language,
                en: "'\(name)' looks like a UIKit class but is not in the catalogue (a typo?); for a custom class give "
                    + "its superclass",
                ja: "'\(name)' は UIKit のクラスのような名前ですが、カタログにありません（入力ミスですか？）。カスタムクラスなら"
                    + "スーパークラス（superclass）を指定してください",
                zh: "'\(name)' 看起来像 UIKit 类，但不在类目录中（是拼写错误吗？）；如果是自定义类，请给出它的父类"
                    + "（superclass）",
                ko: "'\(name)' 클래스는 UIKit 클래스처럼 보이지만 카탈로그에 없습니다(오타입니까?). 커스텀 클래스라면 "
                    + "superclass 필드에 슈퍼클래스를 지정하십시오")
        case .wrongKind(let className, let kind, let role):
            return Words.text(
                in: language,
                en: {
                    let described = role == .object ? "a custom responder" : "a \(role.rawValue)"
                    return "'\(className)' is a \(kind.rawValue) class, but this entry describes \(described)"
                },
                ja: {
                    let described = role == .object ? "カスタムレスポンダー" : role.name(in: .japanese)
                    return "'\(className)' は\(kind.name(in: .japanese))のクラスですが、この項目が記述しているのは\(described)です"
                },
                zh: {
                    let described = role == .object ? "自定义响应者" : role.name(in: .simplifiedChinese)
                    return "'\(className)' 是\(kind.name(in: .simplifiedChinese))类，但此条目描述的是\(described)"
                },
                ko: {
                    let described = role == .object ? "커스텀 리스폰더" : role.name(in: .korean)
                    return "'\(className)' 클래스는 \(kind.name(in: .korean)) 클래스이지만, 이 항목에서 설명하는 것은 \(described)입니다"
                })
        case .secondKeyWindow(let existing):
            return Words.say(
                in: language,
                en: "only one window can be key; '\(existing)' is key already",
                ja: "キーウインドウにできるウインドウは 1 つだけです。'\(existing)' がすでにキーウインドウです",
                zh: "只能有一个关键窗口；'\(existing)' 已经是关键窗口",
                ko: "키 윈도우가 될 수 있는 윈도우는 하나뿐입니다. 이미 '\(existing)' 윈도우가 키 윈도우입니다")
        case .rootViewHoldsController(let controller):
            return Words.say(
                in: language,
                en: "this view is already the root view of '\(controller)', the controller it is described in; leave "
                    + "out viewController",
                ja: "このビューはすでに、このビューを記述しているコントローラー '\(controller)' のルートビューです。"
                    + "viewController は省いてください",
                zh: "这个视图已经是描述它的控制器 '\(controller)' 的根视图；请去掉 viewController",
                ko: "이 뷰는 이미 자신을 설명하는 컨트롤러인 '\(controller)'의 루트 뷰입니다. viewController 필드를 "
                    + "빼십시오")
        case .windowHoldsController:
            return Words.say(
                in: language,
                en: "a window is no controller's root view; give the window a rootViewController",
                ja: "ウインドウはコントローラーのルートビューにはなれません。ウインドウには rootViewController を指定してください",
                zh: "窗口不能作为控制器的根视图；请给窗口指定 rootViewController",
                ko: "윈도우는 컨트롤러의 루트 뷰가 될 수 없습니다. 윈도우에 rootViewController 필드를 지정하십시오")
        case .notScrollView(let className, let field):
            return Words.say(
                in: language,
                en: "\(className) is not a UIScrollView; only scroll views (UIScrollView, UITableView, "
                    + "UICollectionView, UITextView and their subclasses) have \(field)",
                ja: "\(className) は UIScrollView ではありません。\(field) を持つのはスクロールビュー（UIScrollView、"
                    + "UITableView、UICollectionView、UITextView とそのサブクラス）だけです",
                zh: "\(className) 不是 UIScrollView；只有滚动视图（UIScrollView、UITableView、UICollectionView、"
                    + "UITextView 及其子类）才有 \(field)",
                ko: "\(className) 클래스는 UIScrollView 클래스가 아닙니다. \(field) 필드는 스크롤 뷰(UIScrollView, "
                    + "UITableView, UICollectionView, UITextView와 그 서브클래스)에만 있습니다")
        case .notList(let className, let field):
            return Words.say(
                in: language,
                en: "\(className) is not a UITableView or UICollectionView; only they have \(field) here (a row's "
                    + "selection)",
                ja: "\(className) は UITableView でも UICollectionView でもありません。ここで \(field)（行の選択）を持つのは"
                    + "この 2 つだけです",
                zh: "\(className) 不是 UITableView 或 UICollectionView；在这里只有它们才有 \(field)（行的选择）",
                ko: "\(className) 클래스는 UITableView나 UICollectionView 클래스가 아닙니다. 여기서 \(field) 필드(행 "
                    + "선택)는 이 두 클래스에만 있습니다")
        case .notControl(let className, let field):
            return Words.say(
                in: language,
                en: "\(className) is not a UIControl; only controls have \(field)",
                ja: "\(className) は UIControl ではありません。\(field) を持つのはコントロールだけです",
                zh: "\(className) 不是 UIControl；只有控件才有 \(field)",
                ko: "\(className) 클래스는 UIControl 클래스가 아닙니다. \(field) 필드는 컨트롤에만 있습니다")
        case .undescribedElsewhere(let fact, let className, let owner):
            return Words.say(
                in: language,
                en: "\(className) is not a \(owner); only a \(owner) can have '\(fact)' undescribed",
                ja: "\(className) は \(owner) ではありません。'\(fact)' を undescribed にできるのは \(owner) だけです",
                zh: "\(className) 不是 \(owner)；只有 \(owner) 才能把 '\(fact)' 列为 undescribed",
                ko: "\(className) 클래스는 \(owner) 클래스가 아닙니다. '\(fact)' 값을 undescribed로 둘 수 있는 것은 \(owner)뿐입니다")
        case .addedToEffectView(let className):
            return Words.say(
                in: language,
                en:
                    "\(className) is added to the UIVisualEffectView itself; since iOS 11 UIKit raises an exception for "
                    + "that (add subviews to its contentView instead): describe it in the effect view's contentView",
                ja: "\(className) が UIVisualEffectView そのものに追加されています。iOS 11 以降、UIKit はこれに例外を"
                    + "投げます（サブビューは contentView に追加します）。このビューは視覚効果ビューの contentView に記述して"
                    + "ください",
                zh: "\(className) 被直接添加到了 UIVisualEffectView 上；从 iOS 11 起，UIKit 会为此抛出异常（子视图应添加到"
                    + "它的 contentView 中）：请在这个效果视图的 contentView 中描述它",
                ko: "\(className) 뷰가 UIVisualEffectView 자체에 추가되어 있습니다. iOS 11부터 UIKit은 이때 예외를 "
                    + "일으킵니다(서브뷰는 contentView에 추가해야 합니다). 이 뷰는 효과 뷰의 contentView 안에 설명하십시오")
        case .noContentView(let className):
            return Words.say(
                in: language,
                en: "\(className) is not a UITableViewCell, UICollectionViewCell or UIVisualEffectView; only cells and "
                    + "visual effect views have a contentView",
                ja: "\(className) は UITableViewCell、UICollectionViewCell、UIVisualEffectView のいずれでもありません。"
                    + "contentView を持つのはセルと視覚効果ビューだけです",
                zh: "\(className) 不是 UITableViewCell、UICollectionViewCell 或 UIVisualEffectView；只有单元格和视觉效果视图"
                    + "才有 contentView",
                ko: "\(className) 클래스는 UITableViewCell, UICollectionViewCell, UIVisualEffectView 중 하나가 "
                    + "아닙니다. contentView 필드는 셀과 시각 효과 뷰에만 있습니다")
        case .notButton(let className, let field):
            return Words.say(
                in: language,
                en: "\(className) is not a UIButton; only buttons have \(field) here",
                ja: "\(className) は UIButton ではありません。ここで \(field) を持つのはボタンだけです",
                zh: "\(className) 不是 UIButton；在这里只有按钮才有 \(field)",
                ko: "\(className) 클래스는 UIButton이 아닙니다. 여기서 \(field) 필드는 버튼에만 있습니다")
        case .notTableCell(let className, let field):
            return Words.say(
                in: language,
                en: "\(className) is not a UITableViewCell; only table cells have \(field) (a UICollectionViewCell has "
                    + "none: a UICollectionViewListCell has accessories instead)",
                ja: "\(className) は UITableViewCell ではありません。\(field) を持つのはテーブルのセルだけです"
                    + "（UICollectionViewCell にはなく、UICollectionViewListCell には代わりに accessories があります）",
                zh: "\(className) 不是 UITableViewCell；只有表格的单元格才有 \(field)（UICollectionViewCell 没有它，"
                    + "UICollectionViewListCell 用的是 accessories）",
                ko: "\(className) 클래스는 UITableViewCell이 아닙니다. \(field) 필드는 테이블 셀에만 있습니다"
                    + "(UICollectionViewCell에는 없고, UICollectionViewListCell에는 대신 accessories가 있습니다)")
        case .notRefreshControl(let className):
            return Words.say(
                in: language,
                en: "\(className) is not a UIRefreshControl; only a refresh control has isRefreshing",
                ja: "\(className) は UIRefreshControl ではありません。isRefreshing を持つのはリフレッシュコントロールだけです",
                zh: "\(className) 不是 UIRefreshControl；只有刷新控件才有 isRefreshing",
                ko: "\(className) 클래스는 UIRefreshControl이 아닙니다. isRefreshing은 새로 고침 컨트롤에만 있습니다")
        case .notContainer(let className):
            return Words.say(
                in: language,
                en: "'\(className)' is not a UINavigationController, UITabBarController or UIPageViewController (or a "
                    + "subclass); only they have viewControllers. A child controller of any other controller goes in "
                    + "children",
                ja: "'\(className)' は UINavigationController でも UITabBarController でも UIPageViewController"
                    + "（またはそのサブクラス）でもありません。viewControllers を持つのはこの 3 つだけです。ほかのコントローラーの"
                    + "子コントローラーは children に記述します",
                zh: "'\(className)' 不是 UINavigationController、UITabBarController 或 UIPageViewController（或其子类）；"
                    + "只有它们才有 viewControllers。其他控制器的子控制器应放在 children 中",
                ko: "'\(className)' 클래스는 UINavigationController나 UITabBarController나 UIPageViewController(또는 그 "
                    + "서브클래스)가 아닙니다. viewControllers 필드는 이 셋에만 있습니다. 다른 컨트롤러의 자식 컨트롤러는 "
                    + "children 필드에 넣습니다")
        case .selectedIndexOutsideTabs(let className):
            return Words.say(
                in: language,
                en: "'\(className)' is not a UITabBarController; only a tab bar controller has selectedIndex",
                ja: "'\(className)' は UITabBarController ではありません。selectedIndex を持つのはタブバーコントローラーだけです",
                zh: "'\(className)' 不是 UITabBarController；只有标签栏控制器才有 selectedIndex",
                ko: "'\(className)' 클래스는 UITabBarController 클래스가 아닙니다. selectedIndex 필드는 탭 바 컨트롤러에만 "
                    + "있습니다")
        case .navigationBarOutsideNavigation(let className):
            return Words.say(
                in: language,
                en: "'\(className)' is not a UINavigationController; only a navigation controller has a navigationBar",
                ja: "'\(className)' は UINavigationController ではありません。navigationBar を持つのはナビゲーション"
                    + "コントローラーだけです",
                zh: "'\(className)' 不是 UINavigationController；只有导航控制器才有 navigationBar",
                ko: "'\(className)' 클래스는 UINavigationController 클래스가 아닙니다. navigationBar 필드는 내비게이션 "
                    + "컨트롤러에만 있습니다")
        case .tabBarOutsideTabs(let className):
            return Words.say(
                in: language,
                en: "'\(className)' is not a UITabBarController; only a tab bar controller has a tabBar",
                ja: "'\(className)' は UITabBarController ではありません。tabBar を持つのはタブバーコントローラーだけです",
                zh: "'\(className)' 不是 UITabBarController；只有标签栏控制器才有 tabBar",
                ko: "'\(className)' 클래스는 UITabBarController 클래스가 아닙니다. tabBar 필드는 탭 바 컨트롤러에만 "
                    + "있습니다")
        case .containerChildren(let style):
            let (en, ja, zh, ko): (String, String, String, String) =
                switch style {
                case .navigation: ("navigation", "ナビゲーションコントローラー", "导航控制器", "내비게이션 컨트롤러")
                case .tabs: ("tab bar", "タブバーコントローラー", "标签栏控制器", "탭 바 컨트롤러")
                case .pages: ("page view", "ページビューコントローラー", "页面视图控制器", "페이지 뷰 컨트롤러")
                }
            return Words.say(
                in: language,
                en: "a \(en) controller's children are its viewControllers; describe them there",
                ja: "\(ja)の子は viewControllers です。そちらに記述してください",
                zh: "\(zh)的子控制器就是它的 viewControllers；请在那里描述它们",
                ko: "\(ko)의 자식은 viewControllers 필드의 컨트롤러입니다. 그곳에 설명하십시오")
        case .transitionStyleOutsidePages(let className):
            return Words.say(
                in: language,
                en: "'\(className)' is not a UIPageViewController; only a page view controller has a transitionStyle",
                ja: "'\(className)' は UIPageViewController ではありません。transitionStyle を持つのはページビュー"
                    + "コントローラーだけです",
                zh: "'\(className)' 不是 UIPageViewController；只有页面视图控制器才有 transitionStyle",
                ko: "'\(className)' 클래스는 UIPageViewController 클래스가 아닙니다. transitionStyle 필드는 페이지 뷰 "
                    + "컨트롤러에만 있습니다")
        case .emptyNavigationStack:
            return Words.say(
                in: language,
                en: "a navigation stack cannot be empty: give at least its root view controller",
                ja: "ナビゲーションスタックは空にできません。少なくともルートビューコントローラーを指定してください",
                zh: "导航栈不能为空：至少要给出它的根视图控制器",
                ko: "내비게이션 스택은 비어 있을 수 없습니다. 적어도 루트 뷰 컨트롤러는 지정하십시오")
        case .noTabs:
            return Words.say(
                in: language,
                en: "a tab bar controller needs at least one view controller, one per tab",
                ja: "タブバーコントローラーには、タブ 1 つにつき 1 つ、少なくとも 1 つのビューコントローラーが必要です",
                zh: "标签栏控制器至少需要一个视图控制器，每个标签一个",
                ko: "탭 바 컨트롤러에는 탭마다 하나씩, 적어도 하나의 뷰 컨트롤러가 필요합니다")
        case .tooManyTabs:
            return Words.say(
                in: language,
                en: "a tab bar shows at most five tabs on iPhone; UIKit puts the others behind a More tab, which this "
                    + "service does not model",
                ja: "iPhone のタブバーに表示されるタブは 5 つまでです。UIKit は残りを「その他」タブの奥に置きますが、"
                    + "このサービスはそれをモデル化していません",
                zh: "在 iPhone 上，标签栏最多显示五个标签；UIKit 会把其余的放到“更多”标签后面，而本服务不模拟这一点",
                ko: "iPhone의 탭 바에는 탭이 최대 다섯 개까지 표시됩니다. UIKit은 나머지를 More 탭 뒤에 두지만, 이 서비스는 "
                    + "그것을 모델링하지 않습니다")
        case .selectedIndexOutOfRange(let index, let count):
            return Words.say(
                in: language,
                en: "selectedIndex \(index) is out of range: this tab bar controller has \(count) view "
                    + "controller\(count == 1 ? "" : "s") (0 to \(count - 1))",
                ja: "selectedIndex \(index) は範囲外です。このタブバーコントローラーのビューコントローラーは \(count) 個です"
                    + "（0 から \(count - 1)）",
                zh: "selectedIndex \(index) 超出范围：这个标签栏控制器有 \(count) 个视图控制器（0 到 \(count - 1)）",
                ko: "selectedIndex 값이 범위를 벗어납니다(\(index)). 이 탭 바 컨트롤러의 뷰 컨트롤러는 \(count)개입니다"
                    + "(0부터 \(count - 1)까지)")
        case .keyWindowNotWindow(let id, let kind):
            return Words.say(
                in: language,
                en: "'\(id)' is a \(kind.rawValue), not a window",
                ja: "'\(id)' は\(kind.name(in: .japanese))で、ウインドウではありません",
                zh: "'\(id)' 是\(kind.name(in: .simplifiedChinese))，不是窗口",
                ko: "'\(id)' 객체의 종류는 윈도우가 아니라 \(kind.name(in: .korean))입니다")
        case .focusNotView(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is not a view; only views take focus",
                ja: "'\(id)' はビューではありません。フォーカスを受け取れるのはビューだけです",
                zh: "'\(id)' 不是视图；只有视图才能获得焦点",
                ko: "'\(id)' 객체는 뷰가 아닙니다. 포커스를 받을 수 있는 것은 뷰뿐입니다")
        case .nextNotResponder(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is a plain NSObject (isResponder is false); next returns a UIResponder",
                ja: "'\(id)' は素の NSObject です（isResponder が false）。next が返すのは UIResponder です",
                zh: "'\(id)' 是普通的 NSObject（isResponder 为 false）；next 返回的是 UIResponder",
                ko: "'\(id)' 객체는 일반 NSObject 객체입니다(isResponder 값이 false). next 프로퍼티가 돌려주는 값은 "
                    + "UIResponder 객체입니다")
        case .firstResponderNotResponder(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is a plain NSObject (isResponder is false); it cannot be first responder",
                ja: "'\(id)' は素の NSObject です（isResponder が false）。ファーストレスポンダーにはなれません",
                zh: "'\(id)' 是普通的 NSObject（isResponder 为 false）；它不能成为第一响应者",
                ko: "'\(id)' 객체는 일반 NSObject 객체입니다(isResponder 값이 false). 이 객체는 퍼스트 리스폰더가 될 수 "
                    + "없습니다")
        case .containerOutsideParent(let id):
            return Words.say(
                in: language,
                en: "'\(id)' must be a view inside the parent controller's view",
                ja: "'\(id)' は親コントローラーのビューの中にあるビューでなければなりません",
                zh: "'\(id)' 必须是父控制器的视图中的一个视图",
                ko: "'\(id)' 객체는 부모 컨트롤러의 뷰 안에 있는 뷰여야 합니다")
        case .hitTestNotView(let id):
            return Words.say(
                in: language,
                en: "hitTest can only return a view; '\(id)' is not one",
                ja: "hitTest が返せるのはビューだけですが、'\(id)' はビューではありません",
                zh: "hitTest 只能返回视图；'\(id)' 不是视图",
                ko: "hitTest에서 돌려줄 수 있는 것은 뷰뿐인데, '\(id)' 객체는 뷰가 아닙니다")
        case .refusedTouchesNotView(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is not a view; shouldReceive refuses touches in views",
                ja: "'\(id)' はビューではありません。shouldReceive が拒むのはビューの中のタッチです",
                zh: "'\(id)' 不是视图；shouldReceive 拒绝的是视图中的触摸",
                ko: "'\(id)' 객체는 뷰가 아닙니다. shouldReceive에서 거부하는 것은 뷰 안의 터치입니다")
        case .delegateIsWindow(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is a window; a table's delegate is a controller or another object",
                ja: "'\(id)' はウインドウです。テーブルのデリゲートはコントローラーかほかのオブジェクトです",
                zh: "'\(id)' 是窗口；表格的代理应是控制器或其他对象",
                ko: "'\(id)' 객체는 윈도우입니다. 테이블의 델리게이트는 컨트롤러나 다른 객체입니다")
        case .presenterNotController(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is not another view controller; only a controller presents one",
                ja: "'\(id)' はほかのビューコントローラーではありません。ビューコントローラーを表示（present）できるのは"
                    + "コントローラーだけです",
                zh: "'\(id)' 不是另一个视图控制器；只有控制器才能呈现（present）视图控制器",
                ko: "'\(id)' 객체는 다른 뷰 컨트롤러가 아닙니다. 뷰 컨트롤러를 표시(present)할 수 있는 것은 "
                    + "컨트롤러뿐입니다")
        case .presentsAlready(let id, let presented):
            return Words.say(
                in: language,
                en: "'\(id)' already presents '\(presented)'; a controller presents one at a time",
                ja: "'\(id)' はすでに '\(presented)' を表示（present）しています。コントローラーが一度に表示できるのは "
                    + "1 つだけです",
                zh: "'\(id)' 已经在呈现 '\(presented)'；一个控制器一次只能呈现一个",
                ko: "'\(id)' 컨트롤러는 이미 '\(presented)' 컨트롤러를 표시(present)하고 있습니다. 컨트롤러는 한 번에 "
                    + "하나만 표시할 수 있습니다")
        case .presentationLoop(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is presented, directly or not, by this controller: a loop",
                ja: "'\(id)' は、直接または間接に、このコントローラーによって表示（present）されています。ループになります",
                zh: "'\(id)' 直接或间接地由这个控制器呈现：这形成了一个循环",
                ko: "'\(id)' 컨트롤러는 이 컨트롤러가 직접 또는 간접적으로 표시(present)하는 컨트롤러입니다. 순환이 생깁니다")
        case .waitsForItself:
            return Words.say(
                in: language,
                en: "a recognizer cannot wait for itself to fail",
                ja: "ジェスチャー認識子は自分自身の失敗を待つことはできません",
                zh: "手势识别器不能等待它自己失败",
                ko: "제스처 인식기는 자기 자신이 실패하기를 기다릴 수 없습니다")
        case .popoverViewNotView(let id, let field):
            return Words.say(
                in: language,
                en: "the \(field) of a popover must name views; '\(id)' is not one",
                ja: "ポップオーバーの \(field) にはビューを指定します。'\(id)' はビューではありません",
                zh: "弹出框的 \(field) 必须指定视图；'\(id)' 不是视图",
                ko: "팝오버의 \(field)에는 뷰를 지정해야 하는데, '\(id)' 객체는 뷰가 아닙니다")
        case .presentationFieldOnStyle(let field, let style):
            return Words.say(
                in: language,
                en: "\(field) has no effect on a controller presented as \(style)",
                ja: "\(style) として表示（present）されたビューコントローラーでは \(field) は効きません",
                zh: "以 \(style) 方式呈现的视图控制器上，\(field) 不起作用",
                ko: "\(style) 방식으로 표시(present)된 뷰 컨트롤러에서는 \(field) 필드가 효과가 없습니다")
        case .popoverWithoutSource:
            return Words.say(
                in: language,
                en:
                    "a popover needs popoverPresentationController with its sourceView: UIKit raises an exception "
                    + "for a popover without a source",
                ja:
                    "ポップオーバーには sourceView を持つ popoverPresentationController が必要です。ソースのない"
                    + "ポップオーバーでは UIKit が例外を投げます",
                zh: "弹出框需要带有 sourceView 的 popoverPresentationController：没有来源的弹出框会让 UIKit 抛出异常",
                ko:
                    "팝오버에는 sourceView가 있는 popoverPresentationController가 필요합니다. 소스가 없는 팝오버에서는 "
                    + "UIKit이 예외를 발생시킵니다")
        case .preferredStyleOutsideAlert(let className):
            return Words.say(
                in: language,
                en: "preferredStyle belongs to UIAlertController, not \(className)",
                ja: "preferredStyle は UIAlertController のプロパティで、\(className) にはありません",
                zh: "preferredStyle 属于 UIAlertController，而不是 \(className)",
                ko: "preferredStyle 필드는 UIAlertController에만 있으며 \(className)에는 없습니다")
        case .detentTwice(let id):
            return Words.say(
                in: language,
                en: "the detent '\(id)' is given twice",
                ja: "ディテント '\(id)' が 2 回指定されています",
                zh: "停靠高度（detent）'\(id)' 被指定了两次",
                ko: "'\(id)' 디텐트가 두 번 지정되었습니다")
        case .systemDetentHeight(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is a system detent: UIKit decides its height, so it takes none",
                ja: "'\(id)' はシステムのディテントで、高さは UIKit が決めます。height は指定できません",
                zh: "'\(id)' 是系统停靠高度，其高度由 UIKit 决定，不能指定 height",
                ko: "'\(id)' 디텐트는 시스템 디텐트라서 UIKit이 높이를 정합니다. height 필드를 지정할 수 없습니다")
        case .customDetentWithoutHeight(let id):
            return Words.say(
                in: language,
                en: "the custom detent '\(id)' needs the height its resolver returns",
                ja: "カスタムディテント '\(id)' には、リゾルバーが返す height が必要です",
                zh: "自定义停靠高度 '\(id)' 需要给出其解析器返回的 height",
                ko: "커스텀 디텐트 '\(id)'에는 리졸버가 돌려주는 height 값이 필요합니다")
        case .noDetents:
            return Words.say(
                in: language,
                en: "a sheet needs at least one detent",
                ja: "シートには少なくとも 1 つのディテントが必要です",
                zh: "表单（sheet）至少需要一个停靠高度",
                ko: "시트에는 디텐트가 하나 이상 필요합니다")
        case .detentNotAmongDetents(let id, let detents):
            let list = detents.map { "'\($0)'" }.joined(separator: ", ")
            return Words.say(
                in: language,
                en: "'\(id)' is none of the detents of the sheet (\(list))",
                ja: "'\(id)' はこのシートのディテント（\(list)）のどれでもありません",
                zh: "'\(id)' 不是这个表单的任何一个停靠高度（\(list)）",
                ko: "'\(id)' 값은 이 시트의 디텐트(\(list)) 중 어느 것도 아닙니다")
        case .notWindow(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is not a window",
                ja: "'\(id)' はウインドウではありません",
                zh: "'\(id)' 不是窗口",
                ko: "'\(id)' 객체는 윈도우가 아닙니다")
        case .notView(let id):
            return Words.say(
                in: language,
                en: "'\(id)' is not a view",
                ja: "'\(id)' はビューではありません",
                zh: "'\(id)' 不是视图",
                ko: "'\(id)' 객체는 뷰가 아닙니다")
        case .eventResponderIsPlainObject(let id, let walkFrom):
            return Words.say(
                in: language,
                en: "'\(id)' is a plain NSObject (isResponder is false): it is no UIResponder, so it has no "
                    + (walkFrom ? "next" : "first-responder methods"),
                ja: "'\(id)' は素の NSObject です（isResponder が false）。UIResponder ではないので、"
                    + (walkFrom ? "next がありません" : "ファーストレスポンダーのメソッドがありません"),
                zh: "'\(id)' 是普通的 NSObject（isResponder 为 false）：它不是 UIResponder，所以"
                    + (walkFrom ? "没有 next" : "没有第一响应者的方法"),
                ko: "'\(id)' 객체는 일반 NSObject 객체입니다(isResponder 값이 false). UIResponder 객체가 아니므로 "
                    + (walkFrom ? "next 프로퍼티가 없습니다" : "퍼스트 리스폰더 메서드가 없습니다"))
        case .notInWindow(let id):
            return Words.say(
                in: language,
                en: "'\(id)' cannot be first responder: it is not in a window",
                ja: "'\(id)' はファーストレスポンダーになれません。ウインドウの中にありません",
                zh: "'\(id)' 不能成为第一响应者：它不在任何窗口中",
                ko: "'\(id)' 객체는 퍼스트 리스폰더가 될 수 없습니다. 윈도우 안에 있지 않습니다")
        case .windowHasFirstResponder(let window, let existing):
            return Words.say(
                in: language,
                en: "window '\(window)' already has first responder '\(existing)'",
                ja: "ウインドウ '\(window)' にはすでにファーストレスポンダー '\(existing)' があります",
                zh: "窗口 '\(window)' 已经有第一响应者 '\(existing)'",
                ko: "'\(window)' 윈도우에는 이미 퍼스트 리스폰더인 '\(existing)' 객체가 있습니다")
        case .inOtherWindow(let id, let actual, let window):
            return Words.say(
                in: language,
                en: "'\(id)' is in window '\(actual)', not in '\(window)'",
                ja: "'\(id)' があるのはウインドウ '\(actual)' で、'\(window)' ではありません",
                zh: "'\(id)' 在窗口 '\(actual)' 中，而不在 '\(window)' 中",
                ko: "'\(id)' 객체는 '\(window)' 윈도우가 아니라 '\(actual)' 윈도우에 있습니다")
        case .plainFirstResponder(let id, let className):
            return Words.say(
                in: language,
                en:
                    "'\(id)' (\(className)) is a plain NSObject (isResponder is false): only a UIResponder can be first "
                    + "responder",
                ja: "'\(id)'（\(className)）は素の NSObject です（isResponder が false）。ファーストレスポンダーになれるのは "
                    + "UIResponder だけです",
                zh: "'\(id)'（\(className)）是普通的 NSObject（isResponder 为 false）：只有 UIResponder 才能成为第一响应者",
                ko: "'\(id)' 객체(\(className))는 일반 NSObject 객체입니다(isResponder 값이 false). 퍼스트 리스폰더가 될 "
                    + "수 있는 것은 UIResponder 객체뿐입니다")
        case .cannotBecomeFirstResponder(let id, let className):
            return Words.say(
                in: language,
                en: "'\(id)' (\(className)) cannot be first responder: its canBecomeFirstResponder is false (set "
                    + "\"canBecomeFirstResponder\": true)",
                ja: "'\(id)'（\(className)）はファーストレスポンダーになれません。canBecomeFirstResponder が false です"
                    + "（\"canBecomeFirstResponder\": true にしてください）",
                zh: "'\(id)'（\(className)）不能成为第一响应者：它的 canBecomeFirstResponder 为 false（请设置 "
                    + "\"canBecomeFirstResponder\": true）",
                ko: "'\(id)' 객체(\(className))는 퍼스트 리스폰더가 될 수 없습니다. canBecomeFirstResponder 값이 "
                    + "false입니다(\"canBecomeFirstResponder\": true로 설정하십시오)")
        case .nextLoop(let walked, let back):
            return Words.say(
                in: language,
                en: "next forms a loop: \(walked.joined(separator: " → ")) → \(back)",
                ja: "next がループになっています：\(walked.joined(separator: " → ")) → \(back)",
                zh: "next 形成了一个循环：\(walked.joined(separator: " → ")) → \(back)",
                ko: "next 프로퍼티가 순환을 이룹니다: \(walked.joined(separator: " → ")) → \(back)")
        }
    }

    /// The words in English, byte for byte what the service answered before they were facts.
    public var english: String { text(in: .english) }
}

extension ResponderKind {
    /// The kind's name in `language`, for the mapping's words (`ビュー`, `视图`, `뷰`…); in English its raw value
    /// (`view`, `viewController`…), as the English words write it.
    func name(in language: Language) -> String {
        switch self {
        case .application: return Words.say(in: language, en: rawValue, ja: "アプリケーション", zh: "应用程序", ko: "애플리케이션")
        case .appDelegate: return Words.say(in: language, en: rawValue, ja: "アプリのデリゲート", zh: "应用代理", ko: "앱 델리게이트")
        case .sceneDelegate: return Words.say(in: language, en: rawValue, ja: "シーンのデリゲート", zh: "场景代理", ko: "씬 델리게이트")
        case .windowScene: return Words.say(in: language, en: rawValue, ja: "ウインドウシーン", zh: "窗口场景", ko: "윈도우 씬")
        case .window: return Words.say(in: language, en: rawValue, ja: "ウインドウ", zh: "窗口", ko: "윈도우")
        case .view: return Words.say(in: language, en: rawValue, ja: "ビュー", zh: "视图", ko: "뷰")
        case .viewController: return Words.say(in: language, en: rawValue, ja: "ビューコントローラー", zh: "视图控制器", ko: "뷰 컨트롤러")
        case .object: return Words.say(in: language, en: rawValue, ja: "オブジェクト", zh: "对象", ko: "객체")
        }
    }
}
