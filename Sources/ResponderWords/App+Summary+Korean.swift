import ResponderCore

extension App {
    /// One sentence a learner reads first, in Korean: a short sentence for what happened, then one for each action,
    /// selection and first-responder change. Names are followed by 에서, 의 or 입니다, or by a noun ("delete: 액션을").
    func koreanSummary(of result: EventResult) -> String {
        let performed = result.actions.filter { $0.outcome == .performed }.compactMap { action in
            action.performedBy.map { "\(displayName(of: $0))에서 \(action.action.name) 액션을 실행했습니다." }
        }
        let dropped = result.actions.filter { $0.outcome == .dropped }.map {
            "\($0.action.name) 액션을 실행한 리스폰더가 없어 버려졌습니다."
        }
        var focus: [String] = []
        if case .touch = result.event, let change = result.firstResponderChange, change.succeeded,
            let responder = change.responder
        {
            let keyboard = change.keyboardVisible ? " 키보드가 나타납니다." : ""
            focus = ["이제 first responder는 \(displayName(of: responder))입니다.\(keyboard)"]
        }
        var selected: [String] = []
        if let selection = result.selection, selection.selected, let rule = self[selection.list].rowSelection {
            let row = "\(displayName(of: selection.cell))의 \(rule.isTable ? "행" : "항목")"
            if selection.delegateCalled {
                let delegate = selection.delegate.map(displayName(of:)) ?? "델리게이트"
                selected = ["\(row)이 선택되고, \(delegate)에서 \(rule.didSelect.swiftName) 메서드가 실행됩니다."]
            } else {
                selected = ["\(row)이 선택됩니다."]
            }
        }
        let tails = performed + dropped + selected + focus
        let actionTail = tails.isEmpty ? "" : " " + tails.joined(separator: " ")
        let crash = result.diagnostics.first { $0.code == .unrecognizedSelector }
        let handler = result.handler.map(displayName(of:)) ?? "어떤 리스폰더"
        let event = koreanName(of: result.event)
        switch result.outcome {
        case .handled:
            if case .action(let action) = result.event {
                return "\(handler)에서 \(action.action.name) 액션을 실행했습니다."
            }
            return "\(handler)에서 \(event)를 처리했습니다.\(actionTail)"
        case .swallowed:
            let starved = result.deliveries.first?.starved.count ?? 0
            let swallowed = "\(handler)에서 이벤트를 삼켰습니다(super를 호출하지 않는 오버라이드)."
            guard starved > 0 else { return swallowed }
            return "\(swallowed) 체인에서 그 뒤에 있으며 이 메서드를 구현한 리스폰더 \(starved)개는 이벤트를 받지 못했습니다."
        case .recognizedByGesture:
            if let scrolled = result.scrollViews.first(where: \.scrolled) {
                let hit = result.start.map(displayName(of:)) ?? "손가락 아래의 뷰"
                let lost =
                    scrolled.contentTouches == .withheld
                    ? "\(hit)에는 터치가 전혀 전달되지 않았습니다." : "\(hit)의 터치는 취소되었습니다."
                return "\(displayName(of: scrolled.scrollView))에서 스크롤이 일어났습니다. 자체 팬 제스처 인식기가 "
                    + "드래그를 가져갔으므로 \(lost)\(actionTail)"
            }
            let recognizer = result.recognizers.first { $0.outcome == .recognized }
                .map { gestureRecognizers[$0.recognizer] }
            let withheld = result.path.contains { $0.outcome == .withheld }
            let name = recognizer.map { "\($0.className) '\($0.id)'" } ?? "어떤 제스처 인식기"
            let touches = withheld ? "전혀 전달되지 않았습니다" : "취소되었습니다"
            return "\(name)에서 제스처를 인식했으므로 뷰의 터치는 \(touches).\(actionTail)"
        case .dropped:
            if case .action(let action) = result.event {
                return "\(action.action.name) 액션을 실행한 리스폰더가 없어 UIKit이 이를 버렸습니다."
            }
            return "\(event)를 처리한 리스폰더가 없어 UIKit이 체인 끝에서 이를 버렸습니다.\(actionTail)"
        case .notDelivered:
            return "\(event)가 어떤 리스폰더에도 도달하지 않았습니다. 아무것도 히트되지 않아 체인 탐색이 시작되지 않았습니다."
        case .crashed:
            let message =
                crash.map { wording(of: $0, in: .korean).message } ?? "unrecognized selector sent to instance."
            return "앱에서 크래시가 발생합니다: \(message)"
        case .succeeded, .failed:
            // The step that says what the call returned.
            return
                (result.path.last(where: { $0.outcome == .succeeded || $0.outcome == .failed })
                ?? result.path.last).map { note(of: $0, in: .korean) } ?? ""
        case .menuShown:
            let items = result.menu?.items.filter(\.shown).map { $0.action.name } ?? []
            return "편집 메뉴에 \(items.joined(separator: ", ")) 항목이 표시됩니다."
        case .menuNotShown:
            return "편집 메뉴가 나타나지 않습니다. first responder의 체인에 어떤 항목도 실행할 수 있는 리스폰더가 없습니다."
        }
    }

    /// The kind of event as a learner says it in Korean, always ending in 이벤트 (so it takes 를 and 가).
    private func koreanName(of event: Event) -> String {
        switch event {
        case .touch: "터치 이벤트"
        case .press: "프레스 이벤트"
        case .motion: "모션 이벤트"
        case .remoteControl: "리모트 컨트롤 이벤트"
        case .action: "액션 이벤트"
        case .editMenu: "편집 메뉴 이벤트"
        case .becomeFirstResponder: "becomeFirstResponder 이벤트"
        case .resignFirstResponder: "resignFirstResponder 이벤트"
        case .endEditing: "endEditing 이벤트"
        }
    }
}
