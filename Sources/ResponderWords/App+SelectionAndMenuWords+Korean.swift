import ResponderCore

extension App {
    /// 리스폰더가 액션을 거절하는 이유(한국어, 문장의 일부로): "페이스트보드가 비어 있음".
    func koreanWords(of reason: DeclineReason) -> String {
        switch reason {
        case .described(let text): text
        case .canPerformFalse: "canPerformAction(_:withSender:) 메서드가 false를 반환함"
        case .notEditable: "편집할 수 없음"
        case .pasteboardEmpty: "페이스트보드가 비어 있음"
        case .nothingSelected: "선택된 것이 없음"
        case .noText: "텍스트가 없음"
        case .alreadySelected: "텍스트가 이미 선택되어 있음"
        }
    }

    /// 편집 메뉴 항목이 숨겨진 이유(한국어, 문장의 일부로). `declinedBy`는 거절한 리스폰더들(순서대로)입니다.
    func koreanWords(of reason: MenuItemReason, declinedBy: [Int]) -> String {
        switch reason {
        case .noFirstResponder:
            return "first responder인 객체가 없음"
        case .notImplemented:
            return "체인에 있는 어떤 리스폰더도 구현하지 않음"
        case .declined(let reasons):
            return zip(declinedBy, reasons).map { "\(displayName(of: $0.0))에서 거절함(\(koreanWords(of: $0.1)))" }
                .joined(separator: "; ")
        }
    }

    /// 셀을 탭해서 행이 선택되었는지, 아닌지와 그 이유(한국어).
    func koreanWords(of selection: SelectionResult) -> String {
        let list = displayName(of: selection.list)
        let row = koreanRow(of: selection.cell, in: selection.list)
        let rule = selectionRule(of: selection.list)
        switch selection.reason {
        case .scrolled:
            return "\(list)에서 스크롤이 일어났습니다. 드래그는 탭이 아니므로 \(row)은 선택되지 않습니다."
        case .takenBy(let recognizers):
            let names = recognizers.map { recognizerName($0, in: .korean) }.joined(separator: ", ")
            return "터치를 인식해 가져간 것은 \(names)입니다. 그래서 \(list)에 touchesEnded(_:with:)가 전달되지 않았고 "
                + "\(row)은 선택되지 않습니다."
        case .touchCancelled:
            return "터치가 취소되었으므로 \(row)은 선택되지 않습니다."
        case .endNeverReached(let view):
            return "\(displayName(of: view))에 터치의 끝이 전달되지 않았으므로 \(row)은 선택되지 않습니다."
        case .walkStopped(nil, _):
            return "\(list)에 touchesEnded(_:with:)가 전달되지 않았습니다."
        case .walkStopped(let responder?, let behavior):
            if responder == selection.list && behavior == .swallowed {
                let selects =
                    rule.isTable
                    ? "UIKit의 테이블 뷰는 자신의 touchesEnded 안에서 행을 선택하므로"
                    : "UIKit의 컬렉션 뷰는 자신의 touchesEnded 안에서 항목을 선택하므로"
                return "\(list)에서 super를 호출하지 않고 touchesEnded(_:with:)를 오버라이드합니다. \(selects) "
                    + "\(row)은 선택되지 않습니다."
            }
            switch behavior {
            case .trackedByControl:
                return "컨트롤인 \(displayName(of: responder))에서 터치를 직접 추적하고 넘겨주지 않았으므로, "
                    + "\(list)에 touchesEnded(_:with:)가 전달되지 않았고 \(row)은 선택되지 않습니다."
            case .stoppedByDisabledControl:
                return "터치를 흡수하는 비활성화된 컨트롤인 \(displayName(of: responder))에서 터치가 멈췄으므로 \(row)은 "
                    + "선택되지 않습니다."
            case .swallowed:
                return "\(displayName(of: responder))에서 super 없이 touchesEnded(_:with:)를 오버라이드하므로, "
                    + "\(list)에 그 호출이 전달되지 않았고 \(row)은 선택되지 않습니다."
            default:
                return "손가락 아래 뷰에서 시작하는 체인이 \(list)까지 이어지지 않으므로 \(row)은 선택되지 않습니다."
            }
        case .liftedOutside(let point):
            return "손가락을 (\(Self.number(point.x)), \(Self.number(point.y)))에서 떼었는데, 이 점은 "
                + "\(displayName(of: selection.cell)) 바깥이므로 \(row)은 선택되지 않습니다."
        case .selectionDisabled:
            return "\(list)의 allowsSelection이 false이므로 \(row)은 선택되지 않습니다."
        case .delegateReleased(let delegate):
            return "\(list)에서 \(row)이 선택됩니다. 그러나 델리게이트인 \(displayName(of: delegate))의 메모리가 해제되어 "
                + "있어서 아무에게도 알려지지 않습니다."
        case .noDelegate:
            return "\(list)에서 \(row)이 선택됩니다. 델리게이트가 없으므로 아무에게도 알려지지 않습니다."
        case .delegateMissesDidSelect(let delegate):
            return "\(list)에서 \(row)이 선택됩니다. 델리게이트인 \(displayName(of: delegate))에는 "
                + "\(rule.didSelect.swiftName) 메서드가 구현되어 있지 않으므로 그 밖에는 아무 일도 일어나지 않습니다."
        case .delegateCalled(let delegate):
            return "\(list)에서 \(row)이 선택되고, 델리게이트인 \(displayName(of: delegate))의 "
                + "\(rule.didSelect.swiftName) 메서드가 호출됩니다."
        }
    }
}
