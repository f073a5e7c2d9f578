import ResponderCore

extension App {
    /// 탐색과 체인 진단의 문장(한국어): 삼켜진 이벤트, 일부만 오버라이드된 터치 메서드, 체인 밖의 델리게이트, 체인 위의
    /// 비공개 클래스, 오버라이드된 `next`의 루프.
    func koreanWording(of words: DiagnosticWords.Walk) -> Wording {
        switch words {
        case .swallowedNothingLost(let responder, let method):
            let signature = method.signature
            var message = "\(displayName(of: responder))에서 \(signature) 메서드를 super 호출 없이 오버라이드하므로, "
            message += "이벤트가 그곳에서 멈춥니다. "
            message += "그 위에는 \(signature) 메서드를 구현한 리스폰더가 없으므로, 아직 잃는 것은 없습니다."
            return Wording(
                message: message,
                hint: "의도적으로 이벤트를 삼키는 것이 아니라면, super.\(method.rawValue)(…)를 호출해 계속 전달하십시오.")
        case .swallowed(let responder, let method, let starved):
            let starvedNames = starved.map(displayName(of:)).joined(separator: ", ")
            var message = "\(displayName(of: responder))에서 \(method.signature) 메서드를 super 호출 없이 "
            message += "오버라이드하므로, 이벤트가 그곳에서 멈춥니다. "
            message += "그래서 이 메서드를 구현한 \(starvedNames)에는 이벤트가 전달되지 않습니다."
            return Wording(
                message: message,
                hint: "\(self[responder].className)에서 super.\(method.rawValue)(touches, with: event)를 호출해 "
                    + "체인 위로 계속 전달하십시오.")
        case .incompleteTouchFamily(let responder, let method, let missing):
            let missingNames = missing.map(\.signature).joined(separator: ", ")
            var message = "\(displayName(of: responder))에서 \(method.signature) 메서드를 삼키지만, "
            message += "\(missingNames) 메서드는 오버라이드하지 않습니다. "
            message += "그래서 그 메서드들은 여전히 체인을 따라 올라가고, 터치 시퀀스가 일관되지 않게 됩니다."
            return Wording(
                message: message,
                hint: "의도적으로 터치를 삼킬 때는 touchesBegan, touchesMoved, touchesEnded, touchesCancelled "
                    + "네 메서드를 모두 오버라이드하십시오.")
        case .sceneDelegateNotInChain(let delegate, let handling):
            var message = "\(displayName(of: delegate))에서 \(koreanObject(handling)) 구현하지만, "
            message += "씬 델리게이트는 Responder Chain(Responder Chain)에 속하지 않습니다. "
            message += "UIWindowScene은 자신의 델리게이트가 아니라 UIApplication으로 전달합니다. "
            message += "씬 델리게이트가 UIResponder를 상속하는 것은 예전 앱 델리게이트 템플릿에서 비롯된 것입니다."
            return Wording(
                message: message,
                hint: "앱 전체의 마지막 처리(fallback)는 앱 델리게이트에 두거나, UIWindowScene의 서브클래스를 만들고 "
                    + "next를 오버라이드해 델리게이트를 반환하게 하십시오.")
        case .appDelegateNotInChain(let delegate, let handling, let reason):
            return Wording(
                message: "\(displayName(of: delegate))에서 \(koreanObject(handling)) 구현하지만, "
                    + "이 객체는 체인에 속하지 않습니다. " + reason.explanation(in: .korean),
                hint: "앱 델리게이트를 뷰나 뷰 컨트롤러가 아닌, 평범한 UIResponder 서브클래스로 만드십시오.")
        case .privateClassesInChain(let privates):
            let names = Array(Set(privates.map { self[$0].className })).sorted().joined(separator: ", ")
            return Wording(
                message: "체인이 UIKit의 비공개 클래스(\(names))를 거쳐 갑니다. 이 클래스 이름은 iOS 버전마다 바뀝니다.",
                hint: "디버깅할 때 읽어 보는 것은 괜찮지만, 이 클래스에 의존하는 코드는 절대 작성하지 마십시오.")
        case .nextLoop(let walked):
            let path = walked.map(displayName(of:)).joined(separator: " → ")
            return Wording(
                message: "오버라이드된 next 프로퍼티가 루프를 이룹니다(\(path) → …). 탐색은 끝없이 계속되는 대신 멈췄습니다.",
                hint: "끼워 넣은 객체의 next가 체인 안으로 되돌아가지 않고 애플리케이션 쪽으로 이어지게 하십시오.")
        }
    }

    /// What a responder implements, as the object of a Korean verb: "copy: 액션을", "touchesEnded(_:with:) 메서드를".
    private func koreanObject(_ handling: DiagnosticWords.Handling) -> String {
        switch handling {
        case .method(let method): "\(method.signature) 메서드를"
        case .action(let action): "\(action.name) 액션을"
        }
    }
}
