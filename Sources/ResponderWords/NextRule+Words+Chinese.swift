import ResponderCore

extension NextRule {
    /// The rule in plain Simplified Chinese.
    var chinese: String {
        switch self {
        case .superview: return "UIView 的下一个响应者是它的父视图。"
        case .owningViewController:
            return "这个视图是某个视图控制器的根视图，所以它的下一个响应者是该视图控制器。"
        case .rootViewSuperview:
            return "视图控制器的下一个响应者是其根视图的父视图（iOS 运行时打印的结果）。"
        case .rootViewControllerWindow:
            return "这个视图控制器是窗口的根视图控制器，所以它的下一个响应者是窗口（Apple 文档中的规则）。"
        case .presentingViewController:
            return "这个视图控制器是被呈现（present）的，所以它的下一个响应者是呈现它的视图控制器（Apple 文档中的规则）。"
        case .parentViewController:
            return "这个视图控制器的视图不在任何层级中，所以它的下一个响应者是它的父控制器。"
        case .windowScene: return "在当前的 iOS 上，UIWindow 的下一个响应者是它的 UIWindowScene。"
        case .windowApplication: return "Apple 文档中的规则：UIWindow 的下一个响应者是 UIApplication。"
        case .sceneApplication: return "UIWindowScene 的下一个响应者是 UIApplication。"
        case .applicationDelegate:
            return "UIApplication 的下一个响应者是应用代理，因为它是 UIResponder，而且不是视图、视图控制器或应用对象本身。"
        case .overriddenNext: return "这个对象重写了 next，插入了另一个响应者。"
        }
    }
}

extension ChainEnd {
    /// The reason in plain Simplified Chinese.
    var chinese: String {
        switch self {
        case .noNextResponder: return "这是最后一个响应者：它的 next 为 nil。"
        case .applicationWithoutDelegate: return "应用没有代理，所以响应者链在 UIApplication 处结束。"
        case .delegateNotResponder:
            return "应用代理不是 UIResponder，所以 UIApplication 的 next 为 nil，响应者链在那里结束。"
        case .delegateIsViewOrController:
            return "应用代理是视图、视图控制器或应用对象本身，所以 UIApplication 不会返回它，响应者链在 UIApplication 处结束。"
        case .detachedView: return "这个视图没有父视图，也不在窗口中，所以它的 next 为 nil。"
        case .controllerNotInHierarchy:
            return "这个视图控制器的视图不在任何层级中，它也没有父控制器或呈现者，所以它的 next 为 nil。"
        case .objectWithoutNext:
            return "自定义响应者的 next 为 nil，除非它重写了 next；未处理的事件在这里停止。"
        case .sceneDelegate:
            return "场景代理的 next 为 nil；除非有对象把它插入，否则它不在响应者链中。"
        case .loop: return "重写的 next 指回了已经在链中的响应者；遍历在这里停止。"
        }
    }
}
