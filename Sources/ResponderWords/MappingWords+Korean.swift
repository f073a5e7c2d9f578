import ResponderCore

/// What the mapping refuses, in Korean, sentence by sentence as ``MappingWords/english`` says it: ids, class names,
/// field names and values stay as they are written; a field's message has no final period. As in
/// `ProblemWords+Korean.swift`, a value is never followed by a particle whose form depends on its last sound: a noun
/// comes after it (`객체`, `클래스`, `필드`, `윈도우`), or `의`, `입니다`, `에`, `부터`, `까지`.
extension MappingWords {
    /// The words in Korean.
    var korean: String {
        switch self {
        case .objectAsID: return "objects 배열의 항목은 id 문자열이 아니라 객체여야 합니다"
        case .responderOnlyField(let field):
            return "이 객체는 일반 NSObject 객체입니다(isResponder 값이 false). \(field) 필드는 UIResponder 서브클래스에만 "
                + "있습니다"
        case .retainedAppDelegate:
            return "isRetained 필드는 objects 배열의 객체에만 쓸 수 있습니다. 애플리케이션은 자신의 델리게이트를 유지합니다"
        case .sceneDelegateAsID: return "씬 델리게이트는 객체로 설명해야 합니다"
        case .sceneDelegateIsResponder:
            return "isResponder 필드는 애플리케이션의 델리게이트에만 쓸 수 있습니다. 씬 델리게이트는 언제나 UIResponder "
                + "객체입니다(그래도 Responder Chain에는 들어가지 않습니다)"
        case .retainedSceneDelegate:
            return "isRetained 필드는 objects 배열의 객체에만 쓸 수 있습니다. 씬은 자신의 델리게이트를 유지합니다"
        case .superclassOfUIKitClass(let name):
            return "'\(name)' 클래스는 UIKit 클래스입니다. superclass 필드는 커스텀 클래스에만 쓸 수 있습니다"
        case .unknownSuperclass(let superclass):
            return "'\(superclass)' 클래스는 이 서비스가 아는 UIKit 클래스가 아닙니다. 가장 가까운 UIKit 슈퍼클래스를 "
                + "지정하십시오(GET /v1/classes에서 목록을 볼 수 있습니다)"
        case .unknownUIKitLookingClass(let name):
            return "'\(name)' 클래스는 UIKit 클래스처럼 보이지만 카탈로그에 없습니다(오타인가요?). 커스텀 클래스라면 "
                + "superclass 필드에 슈퍼클래스를 지정하십시오"
        case .wrongKind(let className, let kind, let role):
            let described = role == .object ? "커스텀 리스폰더" : role.korean
            return "'\(className)' 클래스는 \(kind.korean) 클래스이지만, 이 항목에서 설명하는 것은 \(described)입니다"
        case .secondKeyWindow(let existing):
            return "key window가 될 수 있는 윈도우는 하나뿐입니다. 이미 '\(existing)' 윈도우가 key window입니다"
        case .rootViewHoldsController(let controller):
            return "이 뷰는 이미 자신을 설명하는 컨트롤러인 '\(controller)'의 루트 뷰입니다. viewController 필드를 "
                + "빼십시오"
        case .windowHoldsController:
            return "윈도우는 컨트롤러의 루트 뷰가 될 수 없습니다. 윈도우에 rootViewController 필드를 지정하십시오"
        case .notScrollView(let className, let field):
            return "\(className) 클래스는 UIScrollView 클래스가 아닙니다. \(field) 필드는 스크롤 뷰(UIScrollView, "
                + "UITableView, UICollectionView, UITextView와 그 서브클래스)에만 있습니다"
        case .notList(let className, let field):
            return "\(className) 클래스는 UITableView나 UICollectionView 클래스가 아닙니다. 여기서 \(field) 필드(행 "
                + "선택)는 이 두 클래스에만 있습니다"
        case .notControl(let className, let field):
            return "\(className) 클래스는 UIControl 클래스가 아닙니다. \(field) 필드는 컨트롤에만 있습니다"
        case .addedToEffectView(let className):
            return "\(className) 뷰가 UIVisualEffectView 자체에 추가되어 있습니다. iOS 11부터 UIKit은 이때 예외를 "
                + "일으킵니다(서브뷰는 contentView에 추가해야 합니다). 이 뷰는 효과 뷰의 contentView 안에 설명하십시오"
        case .noContentView(let className):
            return "\(className) 클래스는 UITableViewCell, UICollectionViewCell, UIVisualEffectView 중 하나가 "
                + "아닙니다. contentView 필드는 셀과 시각 효과 뷰에만 있습니다"
        case .notContainer(let className):
            return "'\(className)' 클래스는 UINavigationController나 UITabBarController(또는 그 서브클래스)가 "
                + "아닙니다. viewControllers 필드는 이 둘에만 있습니다. 다른 컨트롤러의 자식 컨트롤러는 children 필드에 "
                + "넣습니다"
        case .selectedIndexOutsideTabs(let className):
            return "'\(className)' 클래스는 UITabBarController 클래스가 아닙니다. selectedIndex 필드는 탭 바 컨트롤러에만 "
                + "있습니다"
        case .navigationBarOutsideNavigation(let className):
            return "'\(className)' 클래스는 UINavigationController 클래스가 아닙니다. navigationBar 필드는 내비게이션 "
                + "컨트롤러에만 있습니다"
        case .tabBarOutsideTabs(let className):
            return "'\(className)' 클래스는 UITabBarController 클래스가 아닙니다. tabBar 필드는 탭 바 컨트롤러에만 "
                + "있습니다"
        case .containerChildren(let style):
            return "\(style == .navigation ? "내비게이션 컨트롤러" : "탭 바 컨트롤러")의 자식은 viewControllers 필드의 "
                + "컨트롤러입니다. 그곳에 설명하십시오"
        case .emptyNavigationStack:
            return "내비게이션 스택은 비어 있을 수 없습니다. 적어도 루트 뷰 컨트롤러는 지정하십시오"
        case .noTabs: return "탭 바 컨트롤러에는 탭마다 하나씩, 적어도 하나의 뷰 컨트롤러가 필요합니다"
        case .tooManyTabs:
            return "iPhone의 탭 바에는 탭이 최대 다섯 개까지 표시됩니다. UIKit은 나머지를 More 탭 뒤에 두지만, 이 서비스는 "
                + "그것을 모델링하지 않습니다"
        case .selectedIndexOutOfRange(let index, let count):
            return "selectedIndex 값이 범위를 벗어납니다(\(index)). 이 탭 바 컨트롤러의 뷰 컨트롤러는 \(count)개입니다"
                + "(0부터 \(count - 1)까지)"
        case .keyWindowNotWindow(let id, let kind):
            return "'\(id)' 객체의 종류는 윈도우가 아니라 \(kind.korean)입니다"
        case .focusNotView(let id): return "'\(id)' 객체는 뷰가 아닙니다. 포커스를 받을 수 있는 것은 뷰뿐입니다"
        case .nextNotResponder(let id):
            return "'\(id)' 객체는 일반 NSObject 객체입니다(isResponder 값이 false). next 프로퍼티가 돌려주는 값은 "
                + "UIResponder 객체입니다"
        case .firstResponderNotResponder(let id):
            return "'\(id)' 객체는 일반 NSObject 객체입니다(isResponder 값이 false). 이 객체는 first responder가 될 수 "
                + "없습니다"
        case .containerOutsideParent(let id): return "'\(id)' 객체는 부모 컨트롤러의 뷰 안에 있는 뷰여야 합니다"
        case .hitTestNotView(let id): return "hitTest에서 돌려줄 수 있는 것은 뷰뿐인데, '\(id)' 객체는 뷰가 아닙니다"
        case .refusedTouchesNotView(let id):
            return "'\(id)' 객체는 뷰가 아닙니다. shouldReceive에서 거부하는 것은 뷰 안의 터치입니다"
        case .delegateIsWindow(let id):
            return "'\(id)' 객체는 윈도우입니다. 테이블의 델리게이트는 컨트롤러나 다른 객체입니다"
        case .presenterNotController(let id):
            return "'\(id)' 객체는 다른 뷰 컨트롤러가 아닙니다. 뷰 컨트롤러를 표시(present)할 수 있는 것은 "
                + "컨트롤러뿐입니다"
        case .presentsAlready(let id, let presented):
            return "'\(id)' 컨트롤러는 이미 '\(presented)' 컨트롤러를 표시(present)하고 있습니다. 컨트롤러는 한 번에 "
                + "하나만 표시할 수 있습니다"
        case .presentationLoop(let id):
            return "'\(id)' 컨트롤러는 직접 또는 간접적으로 이 컨트롤러에서 표시(present)됩니다. 순환이 생깁니다"
        case .waitsForItself: return "제스처 인식기는 자기 자신이 실패하기를 기다릴 수 없습니다"
        case .notWindow(let id): return "'\(id)' 객체는 윈도우가 아닙니다"
        case .notView(let id): return "'\(id)' 객체는 뷰가 아닙니다"
        case .eventResponderIsPlainObject(let id, let walkFrom):
            return "'\(id)' 객체는 일반 NSObject 객체입니다(isResponder 값이 false). UIResponder 객체가 아니므로 "
                + (walkFrom ? "next 프로퍼티가 없습니다" : "first responder 메서드가 없습니다")
        case .notInWindow(let id):
            return "'\(id)' 객체는 first responder가 될 수 없습니다. 윈도우 안에 있지 않습니다"
        case .windowHasFirstResponder(let window, let existing):
            return "'\(window)' 윈도우에는 이미 first responder인 '\(existing)' 객체가 있습니다"
        case .inOtherWindow(let id, let actual, let window):
            return "'\(id)' 객체는 '\(window)' 윈도우가 아니라 '\(actual)' 윈도우에 있습니다"
        case .plainFirstResponder(let id, let className):
            return "'\(id)' 객체(\(className))는 일반 NSObject 객체입니다(isResponder 값이 false). first responder가 될 "
                + "수 있는 것은 UIResponder 객체뿐입니다"
        case .cannotBecomeFirstResponder(let id, let className):
            return "'\(id)' 객체(\(className))는 first responder가 될 수 없습니다. canBecomeFirstResponder 값이 "
                + "false입니다(\"canBecomeFirstResponder\": true로 설정하십시오)"
        case .nextLoop(let walked, let back):
            return "next 프로퍼티가 순환을 이룹니다: \(walked.joined(separator: " → ")) → \(back)"
        }
    }
}

extension ResponderKind {
    /// The kind's name in Korean (`뷰`, `뷰 컨트롤러`…).
    var korean: String {
        switch self {
        case .application: return "애플리케이션"
        case .appDelegate: return "앱 델리게이트"
        case .sceneDelegate: return "씬 델리게이트"
        case .windowScene: return "윈도우 씬"
        case .window: return "윈도우"
        case .view: return "뷰"
        case .viewController: return "뷰 컨트롤러"
        case .object: return "객체"
        }
    }
}
