import ResponderCore

extension App {
    /// 액션 진단의 문장(한국어): 비활성화되었거나 중복된 타깃-액션, 해제된 타깃, 인식되지 않는 셀렉터, 거절되거나 버려진
    /// 액션, 그리고 nil 타깃 탐색이 묻지 않는 뷰 컨트롤러.
    func koreanWording(of words: DiagnosticWords.Action) -> Wording {
        switch words {
        case .controlDisabled(let control):
            return Wording(
                message: "\(displayName(of: control))의 isEnabled가 false여서 비활성화되어 있습니다. "
                    + "그래서 이 컨트롤은 어떤 액션도 보내지 않습니다.",
                hint: "컨트롤을 활성화하거나, 비활성화된 동안에는 액션이 오지 않는다고 생각하십시오.")
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: "\(displayName(of: control))의 \(event.rawValue) 이벤트에 \(action.name) 액션이 같은 타깃으로 "
                    + "두 번 추가되었습니다. UIKit은 하나만 보관하므로, 액션은 한 번만 실행됩니다.",
                hint: "같은 타깃-액션 쌍을 다시 추가해도 아무 효과가 없습니다. 중복된 호출을 지우십시오.")
        case .targetReleased(let object, let holder, let role):
            let isControl = self[holder].isControl
            let consequence =
                isControl
                ? "그래서 액션은 nil 타깃으로 보내지고, 대신 first responder에서부터 Responder Chain을 따라 "
                    + "올라갑니다(actions 참고)."
                : self[holder].rowSelection != nil
                    ? "그래서 행이 선택될 때 테이블에는 델리게이트가 없고, 아무도 알림을 받지 못합니다."
                    : "그래서 제스처 인식기의 액션은 아무에게도 전달되지 않습니다(iOS에서 관찰된 동작이며, "
                        + "인식기가 무엇을 보관하는지는 문서에 나와 있지 않습니다)."
            let holderName = displayName(of: holder)
            // A recognizer's name says its view, the holder.
            let what: String
            switch role {
            case .controlTarget(let action): what = "\(holderName)의 \(action.swiftName) 액션의 타깃"
            case .recognizerTarget(let index, let action):
                what = "\(recognizerName(index, in: .korean))의 \(action.swiftName) 액션의 타깃"
            case .delegate: what = "\(holderName)의 델리게이트"
            }
            var message = "\(displayName(of: object)) 객체는 \(what)이지만, "
            message += "이 객체를 강하게 참조하는 것이 없고(isRetained가 false), \(holderName)도 이 객체를 보관하지 않습니다"
            if isControl {
                message += "(UIKit 문서에 따르면 컨트롤은 타깃을 보관하지 않습니다)"
            }
            message += ". 이 객체는 이벤트가 오기 전에 해제됩니다. "
            message += consequence
            return Wording(
                message: message,
                hint: "객체를 설정한 메서드의 지역 변수가 아니라, 소유자의 저장 프로퍼티에 보관하십시오"
                    + "(뷰 컨트롤러에 let handler = TapHandler()를 선언합니다).")
        case .unrecognizedSelector(let target, let action):
            let className = self[target].className
            return Wording(
                message: "-[\(className) \(action.name)]: unrecognized selector sent to instance 오류가 납니다. "
                    + "액션의 명시적인 타깃에 이 메서드가 구현되어 있지 않으므로, 앱이 크래시합니다.",
                hint: "\(className)에 @objc func \(action.swiftName) 메서드를 구현하거나, addTarget(_:action:for:)에 넘긴 "
                    + "타깃이나 셀렉터를 고치십시오.")
        case .declined(let responder, let action, let reason):
            let why = reason.map { self.words(of: $0, in: .korean) } ?? "거절함"
            return Wording(
                message: "\(displayName(of: responder))에 \(action.name) 액션이 구현되어 있지만, "
                    + "canPerformAction(_:withSender:) 메서드가 false를 반환합니다(\(why)). "
                    + "체인에서 더 위에 있는 리스폰더가 이 액션을 처리할 수도 있습니다.",
                hint: "텍스트 뷰는 페이스트보드가 비어 있을 때 이런 방식으로 붙여넣기 항목을 숨깁니다.")
        case .dropped(let action, let walked):
            let path = walked.map(displayName(of:)).joined(separator: " → ")
            return Wording(
                message: "nil 타깃으로 보낸 \(action.name) 액션이 \(path) 순서로 체인을 따라갔지만, 아무도 실행하지 "
                    + "않아서 UIKit이 이 액션을 버렸습니다.",
                hint: "이 체인에 있는 리스폰더에 \(action.swiftName) 메서드를 구현하거나(앱 델리게이트는 모든 것을 받아 냅니다), "
                    + "액션에 명시적인 타깃을 지정하십시오.")
        case .skippedController(let controller, let sender, let action, let start):
            let controllerName = displayName(of: controller)
            var message = "\(controllerName)에 \(action.name) 액션이 구현되어 있고, 이 컨트롤러는 "
            message += "\(displayName(of: sender))의 체인 위에 있습니다. "
            message += "하지만 nil 타깃 액션은 sender에서부터가 아니라 first responder(아무것도 포커스되지 않았다면 "
            message += "key window)에서부터 체인을 따라갑니다. "
            message += "\(koreanStart(start)) \(controllerName)에는 이 액션이 전달되지 않습니다."
            return Wording(
                message: message,
                hint: "컨트롤러를 addTarget(_:action:for:)의 타깃으로 넘기거나, (MessageView처럼) sender에서부터 "
                    + "직접 next를 따라가십시오.")
        case .skippedBarItemOwner(let owner, let sender, let action, let start):
            let ownerName = displayName(of: owner)
            var message = "\(ownerName)에 \(action.name) 액션이 구현되어 있고, 이 컨트롤러의 navigationItem에 "
            message += "\(displayName(of: sender)) 항목이 들어 있습니다. "
            message += "하지만 바 버튼 아이템은 컨트롤러의 뷰 안에 있지 않습니다. 이 아이템은 내비게이션 바 안에 있고, "
            message += "내비게이션 바의 체인은 내비게이션 컨트롤러로 이어집니다. "
            message += "nil 타깃 액션은 first responder(아무것도 포커스되지 않았다면 key window)에서부터 체인을 따라갑니다. "
            message += "\(koreanStart(start)) \(ownerName)에는 이 액션이 전달되지 않습니다."
            return Wording(
                message: message,
                hint: "컨트롤러를 아이템의 타깃으로 만들거나(UIBarButtonItem(title:style:target:action:)에서 target에 "
                    + "self 전달), 컨트롤러 안의 뷰를 first responder로 만드십시오.")
        }
    }

    /// Where a nil-targeted walk started, as a Korean clause: "여기서는 UIView 'x'에서 시작하므로".
    private func koreanStart(_ start: Int?) -> String {
        guard let start else { return "여기서는 시작할 곳이 없으므로" }
        return "여기서는 \(displayName(of: start))에서 시작하므로"
    }
}
