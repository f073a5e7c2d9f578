import ResponderCore

extension App {
    /// 터치 진단의 문장(한국어): 손가락, 제스처 인식기, 컨트롤, 스크롤 뷰.
    func koreanWording(of words: DiagnosticWords.Touch) -> Wording {
        switch words {
        case .hitNothing(let point):
            return Wording(
                message: "(\(Self.number(point.x)), \(Self.number(point.y)))의 터치는 어떤 윈도우의 어떤 뷰에도 "
                    + "히트되지 않았으므로, Responder Chain 탐색이 시작되지 않았습니다.",
                hint: "아무 반응이 없는 탭은 히트 테스트 문제입니다. 그 지점 아래에 있는 뷰의 frame, isHidden, alpha, "
                    + "isUserInteractionEnabled 값을 확인하십시오.")
        case .systemGestureDelays(let hit, let edge, let zone, let deciding, let unheard):
            let (side, swipe) =
                edge == .bottom
                ? ("아래쪽", "홈 인디케이터의 스와이프가") : ("위쪽", "알림 센터와 제어 센터의 스와이프가")
            return Wording(
                message: "\(displayName(of: hit))의 위치는 화면 \(side) 가장자리에서 \(Self.number(zone))포인트 "
                    + "이내이며, 그곳에서는 \(swipe) 터치를 먼저 살펴봅니다. 그래서 touchesBegan(_:with:) 호출이 "
                    + "컨트롤에 늦게 도달하고, 컨트롤이 늦게 하이라이트됩니다(iOS에서 관찰된 동작이며, UIKit 문서에는 "
                    + "시스템의 가장자리 제스처가 우선한다고만 나와 있습니다)."
                    + (unheard.map {
                        " \(displayName(of: $0))에서 그 가장자리를 미루지만(defer), 윈도우는 "
                            + "\(displayName(of: deciding))에 묻고, 그 객체는 질문을 넘기지 않습니다"
                            + "(childForScreenEdgesDeferringSystemGestures)."
                    } ?? ""),
                hint: "\(self[deciding].className)의 preferredScreenEdgesDeferringSystemGestures에서 "
                    + "[.\(edge == .bottom ? "bottom" : "top")]을 반환하고 "
                    + "setNeedsUpdateOfScreenEdgesDeferringSystemGestures()를 호출하거나(자식에게 넘기려면 "
                    + "childForScreenEdgesDeferringSystemGestures를 사용합니다), 컨트롤을 가장자리에서 떨어뜨리십시오.")
        case .multipleTouchIgnored(let view):
            return Wording(
                message: "\(displayName(of: view))에는 이미 손가락이 닿아 있고 isMultipleTouchEnabled가 false이므로, "
                    + "UIKit은 두 번째 터치를 그 뷰에 전달하지 않습니다.",
                hint: "여러 손가락을 추적하는 뷰에는 isMultipleTouchEnabled = true를 설정하십시오.")
        case .exclusiveTouchElsewhere(let view, let blocker):
            return Wording(
                message: "\(displayName(of: blocker))에 isExclusiveTouch가 설정되어 있고 지금 터치되고 있으므로, "
                    + "그동안 윈도우의 다른 어떤 뷰도 터치를 받지 않습니다. \(displayName(of: view))에 닿은 이 터치는 "
                    + "전달되지 않습니다.",
                hint: "다른 뷰도 동시에 사용할 수 있어야 한다면 isExclusiveTouch를 해제하십시오.")
        case .exclusiveTouchHere(let view, let other):
            return Wording(
                message: "\(displayName(of: view))에 isExclusiveTouch가 설정되어 있고 \(displayName(of: other))에 "
                    + "이미 다른 터치가 닿아 있으므로, 이 터치는 전달되지 않습니다.",
                hint: "다른 뷰가 터치되는 동안에도 이 뷰가 동작해야 한다면 isExclusiveTouch를 해제하십시오.")
        case .cancelledByGesture(let view, let winners, let phase, let lost):
            return Wording(
                message: winners.map { recognizerName($0, in: .korean) }.joined(separator: ", ")
                    + "에서 제스처를 인식했고, cancelsTouchesInView가 true이므로 UIKit이 \(displayName(of: view))에 "
                    + "\(phase.signature) 대신 touchesCancelled(_:with:)를 보냈습니다. "
                    + (lost.map(koreanLostWords) ?? "뷰 자체의 터치 처리가 중간에 끊깁니다."),
                hint: koreanCancellationHint(winners, view: view))
        case .delayedByGesture(let view):
            return Wording(
                message: "인식기의 delaysTouchesBegan이 \(displayName(of: view))에 대한 touchesBegan(_:with:) 호출을 "
                    + "보류했습니다. 인식기가 인식했으므로, 그 뷰는 터치를 전혀 보지 못했습니다.",
                hint: "인식기가 가져갈 수도 있는 터치에 뷰가 반응하면 안 되는 경우가 아니라면, delaysTouchesBegan은 "
                    + "false로 두십시오.")
        case .controlSubviewTakesTouch(let control, let view):
            return Wording(
                message: "\(displayName(of: view))에서 \(displayName(of: control)) 위를 덮어 터치를 가져갔습니다. "
                    + "UIControl은 컨트롤 자체에 닿은 터치만 추적하므로, \(displayName(of: control))에서는 터치를 "
                    + "넘기고 어떤 액션도 보내지 않았습니다. 이는 개발자들이 보고한 UIKit의 동작이며, 문서에는 나와 "
                    + "있지 않습니다.",
                hint: "\(displayName(of: view))에, 그리고 그 안의 뷰에도 isUserInteractionEnabled = false를 설정해 "
                    + "터치가 컨트롤에 닿게 하십시오. UIKit의 컨트롤도 자신의 레이블과 이미지에 그렇게 합니다.")
        case .barButtonActionIgnored(let item, let action):
            return Wording(
                message: "\(displayName(of: item))의 경우 액션이 \(action.swiftName)인 바 버튼 아이템의 커스텀 "
                    + "뷰입니다. UIKit 문서에 따르면 커스텀 뷰가 있는 아이템은 타깃의 액션을 호출하지 않으므로, 탭은 "
                    + "커스텀 뷰에만 도달합니다"
                    + (self[item].isControl && !self[item].targetActions.isEmpty
                        ? "(그 뷰 자신의 타깃-액션에도 도달합니다)." : ". 아이템의 액션은 실행되지 않습니다."),
                hint: "탭을 커스텀 뷰 자체에서 처리하십시오. 버튼에서 addTarget(_:action:for:) 메서드를 호출하거나, "
                    + "커스텀 뷰 대신 UIBarButtonItem(title:image:primaryAction:menu:) 이니셜라이저를 사용하십시오.")
        case .gestureStealsTouches(let recognizer, let hitView):
            return Wording(
                message: "\(recognizerName(recognizer, in: .korean))에서 탭을 인식해, 커스텀 뷰인 "
                    + "\(displayName(of: hitView))의 터치를 가져갑니다. UIKit 컨트롤과 달리, 커스텀 뷰는 조상 뷰의 탭 "
                    + "인식기를 실패하게 만들지 않습니다.",
                hint: "UIControl을 사용하거나, cancelsTouchesInView = false를 설정하거나, "
                    + "gestureRecognizer(_:shouldReceive:) 메서드를 구현해 그 뷰 안의 터치를 무시하게 하십시오.")
        case .controlWinsOverAncestorTap(let recognizer, let hitView):
            return Wording(
                message: "\(recognizerName(recognizer, in: .korean))에서 탭을 인식할 수 있었지만, "
                    + "\(displayName(of: hitView))의 경우 UIKit 컨트롤입니다. 단일 탭에서는 컨트롤이 조상 뷰의 탭 "
                    + "인식기보다 우선합니다.",
                hint: "보통은 이것이 원하는 동작입니다. 같은 인식기 아래에 있는 커스텀 뷰라면 탭을 잃었을 것입니다.")
        case .interactivePopBlocked(let winner, let navigation):
            let other =
                gestureRecognizers[winner].scrollView != nil ? "scrollView.panGestureRecognizer" : "otherRecognizer"
            return Wording(
                message: "왼쪽 가장자리에서 시작한 스와이프는 뒤로 돌아가야 하지만, 더 깊은 뷰에 있는 "
                    + "\(recognizerName(winner, in: .korean))에서 먼저 인식했으므로 \(displayName(of: navigation))의 "
                    + "interactivePopGestureRecognizer는 pop하지 않습니다.",
                hint: "다른 인식기가 기다리게 하십시오: \(other)"
                    + ".require(toFail: navigationController.interactivePopGestureRecognizer).")
        case .waitedForFailure(let index):
            let recognizer = gestureRecognizers[index]
            return Wording(
                message: "\(recognizerName(index, in: .korean))에서 다른 인식기의 실패를 기다립니다"
                    + (recognizer.requiresToFail.isEmpty ? "(델리게이트의 실패 요구)" : "(require(toFail:))")
                    + ". 그 인식기가 인식했으므로, 이 터치에서 '\(recognizer.id)' 인식기는 동작하지 않습니다.",
                hint: "한 뷰에서 싱글 탭과 더블 탭을 함께 쓰는 방법이 이것입니다. 싱글 탭은 더블 탭의 실패를 "
                    + "기다렸다가, 더블 탭이 실패하면 조금 뒤에 동작합니다.")
        case .cellContentViewSynthesized(let cell, let contentView, let decisive):
            return Wording(
                message: "\(displayName(of: cell))에 contentView가 기술되어 있지 않으므로, 그 서브뷰는 모든 UIKit "
                    + "셀에 있는 콘텐츠 뷰인 \(displayName(of: contentView)) 안에 배치되었습니다. 서브뷰는 콘텐츠 뷰의 "
                    + "서브뷰이며, 체인은 콘텐츠 뷰를 거쳐 갑니다."
                    + (decisive.map {
                        " 어느 쪽에 있는지가 이 터치를 좌우합니다. \(displayName(of: $0))의 경우 앱이 cell.addSubview로 "
                            + "추가했다면, 콘텐츠 뷰가 그 위에 놓여(iOS 14 이상) 대신 터치를 가져갔을 것입니다."
                    } ?? ""),
                hint: "셀의 contentView를 기술할 때 cell.contentView에 추가한 뷰를 넣고, cell.addSubview로 추가한 "
                    + "뷰는 셀 자체의 subviews에 나열하십시오(UIKit과 마찬가지로 콘텐츠 뷰 아래에 놓입니다).")
        case .endedOutsideControl(let control, let end, let margin):
            return Wording(
                message: "손가락을 (\(Self.number(end.x)), \(Self.number(end.y)))에서 뗐습니다. "
                    + "\(displayName(of: control))에서 \(Self.number(margin))포인트 넘게 벗어난 곳이므로, 컨트롤은 "
                    + "touchUpInside가 아니라 touchUpOutside를 보냈습니다. touchUpInside 액션은 실행되지 않았습니다.",
                hint: "사용자가 누르기를 취소하는 방법이 이것입니다. 손가락을 떼기 전에 컨트롤 밖으로 드래그합니다. "
                    + "그래도 컨트롤이 반응해야 한다면 touchUpOutside도 처리하십시오.")
        case .contentTouchesDelayed(let control, let scroll):
            return Wording(
                message: "\(displayName(of: control))의 경우 \(displayName(of: scroll)) 안에 있으며, 그 스크롤 뷰의 "
                    + "delaysContentTouches는 true입니다. touchesBegan(_:with:) 호출은 손가락이 스크롤하는 것이 아님을 "
                    + "스크롤 뷰가 안 뒤에야 컨트롤에 도달하므로(UIKit 문서: 약 150ms), 빠른 탭에서는 컨트롤이 늦게 "
                    + "하이라이트되거나 손가락을 뗄 때에야 하이라이트됩니다. 액션은 그래도 실행됩니다.",
                hint: "컨트롤이 즉시 하이라이트되어야 한다면 \(displayName(of: scroll))에 delaysContentTouches = false를 "
                    + "설정하고, touchesShouldCancel(in:) 메서드를 오버라이드해 컨트롤에 대해 true를 반환하게 "
                    + "하십시오(UIKit의 기본 구현은 UIControl에 대해 false를 반환합니다). 그래야 컨트롤에서 시작한 "
                    + "드래그도 스크롤됩니다.")
        case .scrollViewTookTouch(let hit, let scroll, let withheld):
            let lost =
                self[hit].isControl
                ? (withheld
                    ? "에는 터치가 전혀 전달되지 않았으므로, 그 액션은 하나도 실행되지 않았습니다"
                    : "의 터치는 취소되었으므로(touchCancel), touchUpInside 액션이 실행되지 않았습니다")
                : (withheld ? "에는 터치가 전혀 전달되지 않았습니다" : "의 터치는 취소되었습니다(touchesCancelled)")
            return Wording(
                message: "드래그는 \(displayName(of: hit))에서 시작했지만, \(displayName(of: scroll))에서 스크롤을 "
                    + "시작했습니다. 스크롤 뷰 자체의 팬 인식기가 드래그를 인식했고, \(displayName(of: hit))\(lost).",
                hint: "UIKit이 설계대로 동작한 것입니다. 콘텐츠에서 시작한 드래그는 스크롤됩니다. 뷰가 자신의 드래그를 "
                    + "유지하게 하려면 그 뷰에 전용 인식기를 추가하거나, delaysContentTouches = false를 설정하고 "
                    + "touchesShouldCancel(in:) 메서드가 그 뷰에 대해 false를 반환하게 하십시오.")
        case .scrollViewDidNotScroll(let scroll, _, let reason, let disabled, let keptByContent):
            return Wording(
                message: "드래그해도 \(displayName(of: scroll))에서 스크롤이 일어나지 않았습니다. "
                    + self.words(of: reason, in: .korean),
                hint: disabled
                    ? "스크롤되게 하려면 isScrollEnabled = true를 설정하십시오."
                    : keptByContent
                        ? "touchesShouldCancel(in:) 메서드를 오버라이드해 그 컨트롤에 대해 true를 반환하게 하십시오. "
                            + "그러면 컨트롤에서 시작한 드래그도 스크롤됩니다."
                        : "contentSize를 bounds보다 크게 하거나(또는 Auto Layout에 맡기거나), alwaysBounceVertical / "
                            + "alwaysBounceHorizontal을 설정해 그래도 바운스되게 하십시오.")
        }
    }

    /// 손가락 아래의 뷰가 했을 일이 일어나지 않는다는 문장: "UIButton 'save'의 save(_:) 액션(touchUpInside)은 실행되지
    /// 않습니다."
    private func koreanLostWords(_ lost: DiagnosticWords.Touch.Lost) -> String {
        switch lost {
        case .action(let event, let action, let control):
            return "\(displayName(of: control))의 \(action.swiftName) 액션(\(event.rawValue))은 실행되지 않습니다."
        case .touchesEnded(let responder):
            return "\(displayName(of: responder))의 touchesEnded(_:with:) 메서드는 실행되지 않습니다."
        case .selection(let cell, let list):
            guard let rule = self[list].rowSelection else { return "\(displayName(of: cell))의 선택은 일어나지 않습니다." }
            return "\(displayName(of: cell))의 \(rule.isTable ? "행" : "항목") 선택(\(rule.didSelect.swiftName))은 "
                + "일어나지 않습니다."
        }
    }

    /// 인식기가 뷰의 터치를 취소했을 때의 해결책(한국어). 컨트롤에서 드래그를 가져간 경우(시트의 팬이 슬라이더의 드래그를
    /// 가져간 경우)에는 델리게이트의 `gestureRecognizer(_:shouldReceive:)`가 해결책입니다.
    private func koreanCancellationHint(_ winners: [Int], view: Int) -> String {
        let continuous = winners.contains {
            let kind = gestureRecognizers[$0].kind
            return kind == .pan || kind == .swipe || kind == .pinch || kind == .rotation || kind == .longPress
        }
        if continuous && self[view].isControl {
            return "인식기의 델리게이트 메서드 gestureRecognizer(_:shouldReceive:)를 구현해 "
                + "\(displayName(of: view)) 안의 터치(touch.view가 UIControl인 터치)에 대해 false를 반환하게 하십시오. "
                + "그러면 인식기가 그 터치를 가져가지 않습니다. 여기서는 cancelsTouchesInView = false가 해결책이 "
                + "아닙니다. 컨트롤이 터치를 유지하는 동시에 인식기도 같은 드래그에 반응하므로, 둘 다 움직이게 됩니다."
        }
        // For a row, the touches to leave alone are the table's.
        let refused = selectionSite(of: view).map(\.list) ?? view
        let touches =
            refused == view
            ? "\(displayName(of: refused))의 터치" : "\(displayName(of: refused)) 안의 터치(touch.view가 그 안에 있는 터치)"
        return "뷰가 터치 시퀀스 전체를 받아야 한다면 인식기에 cancelsTouchesInView = false를 설정하거나, "
            + "gestureRecognizer(_:shouldReceive:) 메서드를 구현해 \(touches)에 대해 false를 반환하게 하십시오."
    }
}
