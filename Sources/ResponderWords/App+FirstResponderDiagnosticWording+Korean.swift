import ResponderCore

extension App {
    /// first responder에서 시작하는 프레스, 흔들기, 리모트 컨트롤 이벤트의 진단과, first responder가 바뀔 때의 진단의
    /// 문장(한국어).
    func koreanWording(of words: DiagnosticWords.FirstResponder) -> Wording {
        switch words {
        case .implementerNotOnChain(let implementer, let implemented, let start, let kind):
            let name = displayName(of: implementer)
            var message = "\(name)에 \(koreanWords(of: implemented)) 구현되어 있지만, \(koreanEventName(kind))는 "
            message += "first responder인 \(displayName(of: start))에서 시작합니다. "
            message += "그 체인 위에 없는 \(name)에는 이 이벤트가 전달되지 않습니다."
            return Wording(
                message: message,
                hint: "\(name) 객체(또는 그 아래에 있는 리스폰더)를 first responder로 만들거나, first responder의 체인에 "
                    + "있는 리스폰더에서 이벤트를 처리하십시오.")
        case .eventDropped(let start, let methods):
            let names = methods.map(\.signature).joined(separator: " 또는 ")
            let method = methods.last.map { "\($0.signature) 메서드를" } ?? "이 이벤트의 메서드를"
            return Wording(
                message: "\(displayName(of: start))에서부터 체인의 끝까지 \(names) 메서드를 처리하는 리스폰더가 없으므로, "
                    + "UIKit은 오류 없이 이 이벤트를 버렸습니다.",
                hint: "이 체인에 있는 리스폰더에서 \(method) 오버라이드하십시오.")
        case .keyCommandShadowed(let offeredBy, let keys, let action, let start):
            var message = "\(displayName(of: offeredBy))에 \(keys) 키의 키 커맨드(\(action.swiftName))가 있지만, "
            message += "first responder인 \(displayName(of: start))에서 그 키를 글자로 입력합니다. "
            message += "iOS 15부터 UIKit은 키를 먼저 텍스트 입력에 보내고, 텍스트 입력이 그 키를 쓰지 않을 때만 "
            message += "키 커맨드를 실행합니다."
            return Wording(
                message: message,
                hint: "사용자가 입력하는 동안에도 키 커맨드가 우선해야 한다면 UIKeyCommand에 "
                    + "wantsPriorityOverSystemBehavior = true를 설정하거나, 수정 키(Command)를 붙여 입력과 "
                    + "겹치지 않게 하십시오.")
        case .noFirstResponder(let start, let kind, nil, _):
            return Wording(
                message: "first responder가 없으므로 \(koreanEventName(kind))는 key window인 "
                    + "\(displayName(of: start))에서 시작하고, 그 아래의 모든 뷰와 뷰 컨트롤러를 건너뜁니다.",
                hint: "반응해야 할 리스폰더를 first responder로 만들거나(canBecomeFirstResponder = true로 한 뒤 "
                    + "becomeFirstResponder() 호출), 앱 델리게이트에서 처리하십시오.")
        case .noFirstResponder(let start, let kind, let implementer?, let implemented):
            let node = self[implementer]
            let name = displayName(of: implementer)
            let inWindow = "윈도우에 들어간 뒤(컨트롤러라면 viewDidAppear(_:)에서) becomeFirstResponder()를 호출하십시오"
            let steps =
                node.canBecomeFirstResponder
                ? inWindow
                : "\(node.className)에서 canBecomeFirstResponder를 오버라이드해 true를 반환하게 한 다음, \(inWindow)"
            var message = "\(name)에 \(koreanWords(of: implemented)) 구현되어 있지만, first responder가 없으므로 "
            message += "\(koreanEventName(kind))는 key window인 \(displayName(of: start))에서 시작하고 "
            message += "\(name)까지 오지 않습니다."
            if !node.canBecomeFirstResponder {
                message += " 그리고 canBecomeFirstResponder가 false이므로, first responder가 될 수도 없습니다."
            }
            return Wording(
                message: message,
                hint: "\(name) 객체를 first responder로 만드십시오. 이를 위해 \(steps).")
        case .notInWindow(let responder, let phase):
            let when = phase == .now || phase == .viewDidAppear ? "" : "\(phase.rawValue) 동안에는 "
            return Wording(
                message: "\(when)\(displayName(of: responder)).becomeFirstResponder()가 false를 반환합니다. "
                    + "뷰가 아직 윈도우에 들어 있지 않습니다(window == nil).",
                hint: "뷰가 윈도우에 들어간 뒤인 viewDidAppear(_:)에서 becomeFirstResponder()를 호출하십시오. "
                    + "viewDidLoad는 너무 이릅니다.")
        case .cannotBecome(let responder):
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder()가 false를 반환합니다. "
                    + "canBecomeFirstResponder가 false(UIResponder의 기본값)이기 때문입니다.",
                hint: "\(self[responder].className)에서 canBecomeFirstResponder를 오버라이드해 true를 반환하게 하십시오.")
        case .currentRefusedToResign(let responder, let current):
            return Wording(
                message: "\(displayName(of: responder)).becomeFirstResponder()가 false를 반환합니다. 현재 first responder인 "
                    + "\(displayName(of: current)) 객체가 first responder 자리를 내놓기를 거부합니다"
                    + "(canResignFirstResponder가 false).",
                hint: "포커스를 옮기기 전에 \(self[current].className)에서 first responder를 내놓을 수 있게 하십시오"
                    + "(canResignFirstResponder = true).")
        case .keyboardNotShown(let responder, let window):
            return Wording(
                message: "\(displayName(of: responder)) 객체가 \(displayName(of: window))의 first responder가 되었지만, "
                    + "그 윈도우가 key window가 아니므로 소프트웨어 키보드가 나타나지 않습니다.",
                hint: "필드에 포커스를 주기 전에 윈도우를 key window로 만드십시오(makeKeyAndVisible()). 두 번째 씬이나 "
                    + "오버레이 윈도우에서는 viewDidAppear에서도 보장되지 않습니다.")
        case .nothingToEndEditing(let view, let force):
            return Wording(
                message: "\(displayName(of: view)).endEditing(\(force))가 자신의 서브트리에서 first responder를 "
                    + "찾지 못했습니다.",
                hint: "포커스된 필드를 포함하는 뷰(컨트롤러의 루트 뷰)에서 endEditing을 호출하십시오.")
        case .refusedToResign(let responder):
            return Wording(
                message: "\(displayName(of: responder)).resignFirstResponder()가 false를 반환합니다. "
                    + "canResignFirstResponder가 false이므로, 계속 first responder로 남습니다.",
                hint: "강제하려면 endEditing(true)를 사용하거나, canResignFirstResponder가 true를 반환하게 하십시오.")
        }
    }

    /// What a responder implements, in Korean, with its subject particle: "motionEnded(_:with:) 메서드가", or
    /// "space 키의 키 커맨드(play(_:))가".
    private func koreanWords(of implemented: DiagnosticWords.FirstResponder.Implemented) -> String {
        switch implemented {
        case .methods(let methods): "\(methods.map(\.signature).joined(separator: ", ")) 메서드가"
        case .keyCommand(let keys, let action): "\(keys) 키의 키 커맨드(\(action.swiftName))가"
        }
    }

    /// An event's kind (`Event.kind`), as a Korean noun ending in 이벤트 (so it takes 는 and 를): "프레스 이벤트".
    private func koreanEventName(_ kind: String) -> String {
        switch kind {
        case "press": "프레스 이벤트"
        case "motion": "모션 이벤트"
        case "remoteControl": "리모트 컨트롤 이벤트"
        default: "\(kind) 이벤트"
        }
    }
}
