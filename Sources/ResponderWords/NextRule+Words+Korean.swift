import ResponderCore

extension NextRule {
    /// The rule in plain Korean.
    var korean: String {
        switch self {
        case .superview: return "UIView의 다음 리스폰더는 슈퍼뷰입니다."
        case .owningViewController:
            return "이 뷰는 뷰 컨트롤러의 루트 뷰이므로, 다음 리스폰더는 그 뷰 컨트롤러입니다."
        case .rootViewSuperview:
            return "뷰 컨트롤러의 다음 리스폰더는 루트 뷰의 슈퍼뷰입니다(iOS가 런타임에 출력하는 값)."
        case .rootViewControllerWindow:
            return "이 뷰 컨트롤러는 윈도우의 루트 뷰 컨트롤러이므로, 다음 리스폰더는 윈도우입니다(Apple 문서에 나온 규칙)."
        case .presentingViewController:
            return "이 뷰 컨트롤러는 present된 것이므로, 다음 리스폰더는 present한 뷰 컨트롤러입니다(Apple 문서에 나온 규칙)."
        case .parentViewController:
            return "이 뷰 컨트롤러의 뷰가 어떤 계층에도 없으므로, 다음 리스폰더는 부모 컨트롤러입니다."
        case .windowScene: return "현재 iOS에서 UIWindow의 다음 리스폰더는 UIWindowScene입니다."
        case .windowApplication: return "Apple 문서에 나온 규칙: UIWindow의 다음 리스폰더는 UIApplication입니다."
        case .sceneApplication: return "UIWindowScene의 다음 리스폰더는 UIApplication입니다."
        case .applicationDelegate:
            return "UIApplication의 다음 리스폰더는 앱 델리게이트입니다. 앱 델리게이트가 뷰, 뷰 컨트롤러, 앱 객체가 "
                + "아닌 UIResponder이기 때문입니다."
        case .overriddenNext: return "이 객체는 next를 오버라이드해 다른 리스폰더를 끼워 넣습니다."
        }
    }
}

extension ChainEnd {
    /// The reason in plain Korean.
    var korean: String {
        switch self {
        case .noNextResponder: return "마지막 리스폰더입니다. next가 nil입니다."
        case .applicationWithoutDelegate: return "애플리케이션에 델리게이트가 없으므로 체인은 UIApplication에서 끝납니다."
        case .delegateNotResponder:
            return "앱 델리게이트가 UIResponder가 아니므로 UIApplication의 next는 nil이고, 체인은 거기서 끝납니다."
        case .delegateIsViewOrController:
            return "앱 델리게이트가 뷰, 뷰 컨트롤러 또는 앱 객체이므로 UIApplication이 이를 반환하지 않고, 체인은 "
                + "UIApplication에서 끝납니다."
        case .detachedView: return "이 뷰는 슈퍼뷰가 없고 윈도우에도 없으므로 next가 nil입니다."
        case .controllerNotInHierarchy:
            return "이 뷰 컨트롤러의 뷰는 어떤 계층에도 없고 부모나 presenter도 없으므로 next가 nil입니다."
        case .objectWithoutNext:
            return "커스텀 리스폰더의 next는 오버라이드하지 않는 한 nil입니다. 처리되지 않은 이벤트는 여기서 멈춥니다."
        case .sceneDelegate:
            return "씬 델리게이트의 next는 nil입니다. 무언가가 끼워 넣지 않는 한 Responder Chain에 속하지 않습니다."
        case .loop: return "오버라이드된 next가 이미 체인에 있는 리스폰더로 되돌아갑니다. 탐색은 여기서 멈춥니다."
        }
    }
}
