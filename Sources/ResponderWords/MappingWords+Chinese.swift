import ResponderCore

/// What the mapping refuses, in Simplified Chinese, sentence by sentence as ``MappingWords/english`` says it: ids,
/// class names, field names and values stay as they are written; a field's message has no final full stop.
extension MappingWords {
    /// The words in Simplified Chinese.
    var chinese: String {
        switch self {
        case .objectAsID: return "objects 中的条目必须是对象，而不是 id 字符串"
        case .responderOnlyField(let field):
            return "这个对象是普通的 NSObject（isResponder 为 false）；只有 UIResponder 的子类才有 \(field)"
        case .retainedAppDelegate: return "isRetained 只适用于 objects 中的对象；应用程序会持有它的代理"
        case .sceneDelegateAsID: return "场景代理必须描述为一个对象"
        case .sceneDelegateIsResponder:
            return "isResponder 只适用于应用程序的代理；场景代理始终是 UIResponder（但仍然不在响应者链中）"
        case .retainedSceneDelegate: return "isRetained 只适用于 objects 中的对象；场景会持有它的代理"
        case .superclassOfUIKitClass(let name): return "'\(name)' 是 UIKit 类；superclass 只适用于自定义类"
        case .unknownSuperclass(let superclass):
            return "'\(superclass)' 不是本服务知道的 UIKit 类；请给出最接近的 UIKit 父类（GET /v1/classes 会列出它们）"
        case .unknownUIKitLookingClass(let name):
            return "'\(name)' 看起来像 UIKit 类，但不在类目录中（是拼写错误吗？）；如果是自定义类，请给出它的父类"
                + "（superclass）"
        case .wrongKind(let className, let kind, let role):
            let described = role == .object ? "自定义响应者" : role.chinese
            return "'\(className)' 是\(kind.chinese)类，但此条目描述的是\(described)"
        case .secondKeyWindow(let existing): return "只能有一个主窗口；'\(existing)' 已经是主窗口"
        case .rootViewHoldsController(let controller):
            return "这个视图已经是描述它的控制器 '\(controller)' 的根视图；请去掉 viewController"
        case .windowHoldsController: return "窗口不能作为控制器的根视图；请给窗口指定 rootViewController"
        case .notScrollView(let className, let field):
            return "\(className) 不是 UIScrollView；只有滚动视图（UIScrollView、UITableView、UICollectionView、"
                + "UITextView 及其子类）才有 \(field)"
        case .notList(let className, let field):
            return "\(className) 不是 UITableView 或 UICollectionView；在这里只有它们才有 \(field)（行的选择）"
        case .notControl(let className, let field): return "\(className) 不是 UIControl；只有控件才有 \(field)"
        case .addedToEffectView(let className):
            return "\(className) 被直接添加到了 UIVisualEffectView 上；从 iOS 11 起，UIKit 会为此抛出异常（子视图应添加到"
                + "它的 contentView 中）：请在这个效果视图的 contentView 中描述它"
        case .noContentView(let className):
            return "\(className) 不是 UITableViewCell、UICollectionViewCell 或 UIVisualEffectView；只有单元格和视觉效果视图"
                + "才有 contentView"
        case .notContainer(let className):
            return "'\(className)' 不是 UINavigationController 或 UITabBarController（或其子类）；只有它们才有 "
                + "viewControllers。其他控制器的子控制器应放在 children 中"
        case .selectedIndexOutsideTabs(let className):
            return "'\(className)' 不是 UITabBarController；只有标签栏控制器才有 selectedIndex"
        case .navigationBarOutsideNavigation(let className):
            return "'\(className)' 不是 UINavigationController；只有导航控制器才有 navigationBar"
        case .tabBarOutsideTabs(let className):
            return "'\(className)' 不是 UITabBarController；只有标签栏控制器才有 tabBar"
        case .containerChildren(let style):
            return "\(style == .navigation ? "导航控制器" : "标签栏控制器")的子控制器就是它的 viewControllers；"
                + "请在那里描述它们"
        case .emptyNavigationStack: return "导航栈不能为空：至少要给出它的根视图控制器"
        case .noTabs: return "标签栏控制器至少需要一个视图控制器，每个标签一个"
        case .tooManyTabs:
            return "在 iPhone 上，标签栏最多显示五个标签；UIKit 会把其余的放到“更多”标签后面，而本服务不模拟这一点"
        case .selectedIndexOutOfRange(let index, let count):
            return "selectedIndex \(index) 超出范围：这个标签栏控制器有 \(count) 个视图控制器（0 到 \(count - 1)）"
        case .keyWindowNotWindow(let id, let kind): return "'\(id)' 是\(kind.chinese)，不是窗口"
        case .focusNotView(let id): return "'\(id)' 不是视图；只有视图才能获得焦点"
        case .nextNotResponder(let id):
            return "'\(id)' 是普通的 NSObject（isResponder 为 false）；next 返回的是 UIResponder"
        case .firstResponderNotResponder(let id):
            return "'\(id)' 是普通的 NSObject（isResponder 为 false）；它不能成为第一响应者"
        case .containerOutsideParent(let id): return "'\(id)' 必须是父控制器的视图中的一个视图"
        case .hitTestNotView(let id): return "hitTest 只能返回视图；'\(id)' 不是视图"
        case .refusedTouchesNotView(let id): return "'\(id)' 不是视图；shouldReceive 拒绝的是视图中的触摸"
        case .delegateIsWindow(let id): return "'\(id)' 是窗口；表格的代理应是控制器或其他对象"
        case .presenterNotController(let id):
            return "'\(id)' 不是另一个视图控制器；只有控制器才能呈现（present）视图控制器"
        case .presentsAlready(let id, let presented):
            return "'\(id)' 已经在呈现 '\(presented)'；一个控制器一次只能呈现一个"
        case .presentationLoop(let id): return "'\(id)' 直接或间接地由这个控制器呈现：这形成了一个循环"
        case .waitsForItself: return "手势识别器不能等待它自己失败"
        case .notWindow(let id): return "'\(id)' 不是窗口"
        case .notView(let id): return "'\(id)' 不是视图"
        case .eventResponderIsPlainObject(let id, let walkFrom):
            return "'\(id)' 是普通的 NSObject（isResponder 为 false）：它不是 UIResponder，所以"
                + (walkFrom ? "没有 next" : "没有第一响应者的方法")
        case .notInWindow(let id): return "'\(id)' 不能成为第一响应者：它不在任何窗口中"
        case .windowHasFirstResponder(let window, let existing):
            return "窗口 '\(window)' 已经有第一响应者 '\(existing)'"
        case .inOtherWindow(let id, let actual, let window):
            return "'\(id)' 在窗口 '\(actual)' 中，而不在 '\(window)' 中"
        case .plainFirstResponder(let id, let className):
            return "'\(id)'（\(className)）是普通的 NSObject（isResponder 为 false）：只有 UIResponder 才能成为第一响应者"
        case .cannotBecomeFirstResponder(let id, let className):
            return "'\(id)'（\(className)）不能成为第一响应者：它的 canBecomeFirstResponder 为 false（请设置 "
                + "\"canBecomeFirstResponder\": true）"
        case .nextLoop(let walked, let back):
            return "next 形成了一个循环：\(walked.joined(separator: " → ")) → \(back)"
        }
    }
}

extension ResponderKind {
    /// The kind's name in Simplified Chinese (`视图`, `视图控制器`…).
    var chinese: String {
        switch self {
        case .application: return "应用程序"
        case .appDelegate: return "应用代理"
        case .sceneDelegate: return "场景代理"
        case .windowScene: return "窗口场景"
        case .window: return "窗口"
        case .view: return "视图"
        case .viewController: return "视图控制器"
        case .object: return "对象"
        }
    }
}
