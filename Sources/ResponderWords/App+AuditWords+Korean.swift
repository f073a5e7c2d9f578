import ResponderCore

/// The Korean of audit findings, from the same facts as the English (App+AuditWords.swift): one switch words every
/// case. Where a finding's hint is the one a touch aimed at the view would get, it is that hint in Korean
/// (``App/koreanHint(for:of:)``); a skip's condition and a blocked view's explanation come from the skip table's
/// Korean words (HitTesting/App+HitTestSkip+Korean.swift).
extension App {
    /// The message and hint an audit finding with these facts has, in Korean.
    func koreanWording(of words: AuditWords) -> Wording {
        switch words {
        case .interactionDisabled(let view):
            return Wording(
                message: "\(displayName(of: view))의 경우 터치를 받도록 만들어졌지만, 이 뷰는 "
                    + "\(koreanOwnCondition(view)). 그래서 히트 테스트는 이 뷰를 건너뛰고, 이 뷰에 닿는 모든 터치는 "
                    + "그 뒤의 뷰로 갑니다.",
                hint: "isUserInteractionEnabled = true를 설정하거나, 의도한 것이라면 비활성화된 상태가 보이게 "
                    + "하십시오(컨트롤이라면 isEnabled = false).")
        case .recognizerOnNonInteractiveView(let view):
            return Wording(
                message: "\(displayName(of: view))에는 제스처 인식기가 있지만, 이 뷰는 \(koreanOwnCondition(view)). "
                    + "그래서 어떤 터치도 인식기에 도달하지 않습니다.",
                hint: "\(displayName(of: view))에 isUserInteractionEnabled = true를 설정하거나, 인식기를 상호작용할 수 "
                    + "있는 뷰에 추가하십시오.")
        case .ancestorHidden(let view, let block):
            return Wording(
                message: "조상 뷰가 보이지 않는 동안에는 \(displayName(of: view))에 터치할 수 없습니다. "
                    + koreanExplanation(of: block, for: view),
                hint: "조상 뷰를 일부러 숨긴 것이라면 괜찮습니다. 투명하게 보이게만 하려는 것이라면 alpha를 0.01 "
                    + "미만으로 하지 말고 투명한 배경색을 사용하십시오.")
        case .ancestorInteractionDisabled(let view, let block):
            let offByDefault = classLeavingInteractionOff(of: block.responder)
            return Wording(
                message: "\(displayName(of: view))의 경우 그려져 있지만, 어떤 터치도 닿을 수 없습니다. "
                    + koreanExplanation(of: block, for: view),
                hint: "\(displayName(of: block.responder))에 isUserInteractionEnabled = true를 설정하거나"
                    + (offByDefault.map { "(\($0.name)의 기본값은 false입니다)" } ?? "")
                    + ", \(displayName(of: view))의 위치를 그 밖으로 옮기십시오.")
        case .ancestorOverrideBlocksTouches(let view, let block):
            return Wording(
                message: "\(displayName(of: view))의 경우 그려져 있지만, 어떤 터치도 닿을 수 없습니다. "
                    + koreanExplanation(of: block, for: view),
                hint: "\(displayName(of: view))에서 터치를 받아야 하는 곳에서는 오버라이드가 서브뷰에 묻게 하십시오"
                    + "(super.hitTest(_:with:) 호출).")
        case .zeroSize(let view, let size, let subviewsShow):
            return Wording(
                message: "\(displayName(of: view))의 너비나 높이가 0입니다(frame은 \(size.width) × "
                    + "\(size.height)). 그래서 point(inside:with:)가 true가 되는 일이 없습니다"
                    + (subviewsShow
                        ? ". 클리핑하지 않으므로 서브뷰는 여전히 그려지지만, 터치는 받지 못합니다." : "."),
                hint: koreanHint(for: .zeroSize, of: view))
        case .outsideWindow(let view, let window):
            return Wording(
                message: "\(displayName(of: view))의 위치는 완전히 \(displayName(of: window)) 밖이며, 그곳에는 터치가 "
                    + "닿을 수 없습니다.",
                hint: koreanHint(for: .offWindow(window: window), of: view))
        case .clippedByAncestor(let view, let ancestor):
            let (who, clipper) = (displayName(of: view), displayName(of: ancestor))
            return Wording(
                message: "\(who)의 위치는 서브뷰를 클리핑하는(clipsToBounds가 true) \(clipper)의 bounds 완전히 "
                    + "밖입니다. 그래서 그려지지도 않고, 어떤 터치도 닿을 수 없습니다.",
                hint: "\(who)의 경우 보여야 하는 뷰라면 \(clipper)의 크기를 키우거나 뷰를 그 안으로 옮기십시오. 일부러 "
                    + "접어 둔 것이라면 의도가 분명하도록 숨기십시오(isHidden).")
        case .controlSubviewTakesTouch(let control, let subview):
            let (who, taker) = (displayName(of: control), displayName(of: subview))
            return Wording(
                message: "\(taker)에서 \(who) 전체를 덮어 그 위의 모든 터치를 가져갑니다. UIControl은 컨트롤 자체에 "
                    + "닿은 터치만 추적하므로(개발자들이 보고한 동작이며, 문서에는 나와 있지 않습니다), \(who)에서는 "
                    + "액션을 보내지 않습니다.",
                hint: "\(taker)에, 그리고 그 안의 뷰에도 isUserInteractionEnabled = false를 설정해 터치가 컨트롤에 "
                    + "닿게 하십시오.")
        case .outsideSuperviewBounds(let view, let ancestor):
            let (who, host) = (displayName(of: view), displayName(of: ancestor))
            return Wording(
                message: "\(who)의 위치는 \(host)의 bounds 밖이며(그 뷰는 클리핑하지 않으므로 보입니다), 히트 테스트는 "
                    + "그곳에서 서브뷰에 묻기 전에 \(host)에서 거부됩니다. 어떤 터치도 \(who)에 닿지 않습니다.",
                hint: koreanHint(for: .outside(ancestor: ancestor), of: view))
        case .controlOnCellNotContentView(let view, let cell, let contentView):
            return Wording(
                message: "\(displayName(of: view))의 경우 contentView가 아니라 \(displayName(of: cell)) 자체에 "
                    + "추가되었습니다. \(displayName(of: contentView))의 경우 셀 자신의 서브뷰 위에 놓여, 그 뷰에 닿는 "
                    + "모든 터치를 가져갑니다.",
                hint: "UIKit의 셀 문서에 나와 있는 대로 cell.contentView.addSubview(_:)로 추가하십시오.")
        case .coveredByOtherView(let view, let front, let frontIsClear):
            return Wording(
                message: "\(displayName(of: front))에서 \(displayName(of: view)) 앞에 놓여 그 뷰에 닿는 모든 터치를 "
                    + "가져갑니다" + (frontIsClear ? "(투명하므로 가려진 뷰는 여전히 보입니다)." : "."),
                hint: koreanHint(for: .covered(by: front), of: view))
        case .hitTestFindsNoView(let view):
            return Wording(
                message: "\(displayName(of: view))에 닿는 터치는 그 뷰에 도달하지 않습니다. 히트 테스트가 그곳에서 어떤 "
                    + "뷰도 찾지 못합니다.",
                hint: koreanHint(for: .covered(by: nil), of: view))
        case .partlyReachable(
            let view, let reached, let sampled, let reachedMin, let reachedMax, let missedAt, let miss):
            let percent = Int((Double(reached) / Double(sampled) * 100).rounded())
            return Wording(
                message: "\(displayName(of: view))의 일부만 터치를 받습니다. 샘플 지점 \(sampled)개 중 \(reached)개가 "
                    + "이 뷰에 닿습니다(약 \(percent)%, 화면의 \(Self.text(reachedMin))–\(Self.text(reachedMax)) "
                    + "범위). \(Self.text(missedAt))에서는 \(koreanReason(of: miss)).",
                hint: "나머지 부분을 가져가는 뷰나 이 뷰 자체를 옮기거나 크기를 바꿔, 뷰 전체를 탭할 수 있게 하십시오.")
        case .smallTapTarget(let view, let hitArea, let missedAt):
            return Wording(
                message: "\(displayName(of: view))의 히트 영역은 \(Self.text(hitArea.width)) × "
                    + "\(Self.text(hitArea.height))포인트로, Apple이 권장하는 44 × 44보다 작습니다. 그 주위의 "
                    + "44포인트 타깃 안인 \(Self.text(missedAt))에서 탭하면 빗나갑니다.",
                hint: "point(inside:with:) 메서드를 오버라이드해 히트 영역을 넓히거나(UIKit 문서의 44 × 44 "
                    + "CloseButton 예), 뷰를 더 크게 만드십시오.")

        // What responders do with touches, actions and first-responder events.
        case .touchesSwallowed(let responder, let method, let starved):
            return Wording(
                message: "\(displayName(of: responder))에서 \(method.signature) 메서드를 super 호출 없이 "
                    + "오버라이드하므로, 터치가 그곳에서 멈춥니다. 그래서 이 메서드를 구현한 \(koreanNames(starved))에는 "
                    + "터치가 전달되지 않습니다.",
                hint: "의도적으로 삼키는 것이 아니라면, \(responders[responder].className)에서 "
                    + "super.\(method.rawValue)(touches, with: event)를 호출하십시오.")
        case .incompleteTouchFamily(let responder, let swallowed, let missing):
            return Wording(
                message: "\(displayName(of: responder))에서 "
                    + "\(swallowed.map(\.signature).joined(separator: " 및 ")) 메서드를 삼키지만, "
                    + "\(missing.map(\.signature).joined(separator: ", ")) 메서드는 오버라이드하지 않습니다. 그래서 그 "
                    + "메서드들은 여전히 체인을 따라 올라가고, 위에 있는 리스폰더는 터치 시퀀스의 절반만 보게 됩니다.",
                hint: "의도적으로 터치를 삼킬 때는 touchesBegan, touchesMoved, touchesEnded, touchesCancelled "
                    + "네 메서드를 모두 오버라이드하십시오.")
        case .tapRecognizerCancelsTouches(let index, let view, let cancels):
            let recognizer = gestureRecognizers[index]
            let what =
                cancels == .cell
                ? "셀의 터치가 취소되므로, 테이블 뷰나 컬렉션 뷰에서 그 셀을 선택하지 않습니다"
                : "컨트롤의 터치가 touchUpInside 전에 취소됩니다"
            return Wording(
                message: "\(displayName(of: recognizer.view))의 탭 인식기 '\(recognizer.id)'에서 자신의 뷰 안의 터치를 "
                    + "취소합니다(cancelsTouchesInView가 true). \(displayName(of: view))에 대한 탭은 이 인식기가 "
                    + "인식하고, \(what).",
                hint: "인식기에 cancelsTouchesInView = false를 설정하거나(키보드를 닫는 탭의 일반적인 해결책), "
                    + "델리게이트의 gestureRecognizer(_:shouldReceive:) 메서드에서 \(displayName(of: view)) 안의 "
                    + "터치에 대해 false를 반환하거나, 그 터치를 포함하지 않는 뷰에 인식기를 추가하십시오.")
        case .targetLacksAction(let control, let action, let target, let event):
            return Wording(
                message: "\(displayName(of: control))에서 \(event.rawValue) 이벤트에 \(action) 액션을 "
                    + "\(displayName(of: target))에 보내지만, \(displayName(of: target))에는 그 메서드가 구현되어 "
                    + "있지 않습니다. 앱은 unrecognized selector 오류로 크래시합니다.",
                hint: "\(responders[target].className)에 @objc func \(action.swiftName) 메서드를 구현하거나, "
                    + "addTarget(_:action:for:)에 넘긴 타깃이나 셀렉터를 고치십시오.")
        case .recognizerTargetLacksAction(let index, let action, let target):
            let recognizer = gestureRecognizers[index]
            return Wording(
                message: "\(displayName(of: recognizer.view))의 제스처 인식기 '\(recognizer.id)'에서 \(action) 액션을 "
                    + "\(displayName(of: target))에 보내지만, 그 객체에는 이 메서드가 구현되어 있지 않습니다. 인식기가 "
                    + "인식하면 앱은 unrecognized selector 오류로 크래시합니다.",
                hint: "\(responders[target].className)에 @objc func \(action.swiftName) 메서드를 구현하거나, "
                    + "UIGestureRecognizer(target:action:)에 넘긴 타깃이나 셀렉터를 고치십시오.")
        case .duplicateTargetAction(let control, let action, let event):
            return Wording(
                message: "\(displayName(of: control))의 \(event.rawValue) 이벤트에 같은 타깃-액션 쌍(\(action))이 두 번 "
                    + "추가되어 있습니다. UIKit은 하나만 보관하므로, 액션은 한 번만 실행됩니다.",
                hint: "두 번째 addTarget(_:action:for:) 호출을 지우십시오. 아무 효과가 없습니다.")
        case .actionNeverHandled(let control, let action, let walk):
            return Wording(
                message: "\(displayName(of: control))에서 \(action) 액션을 nil 타깃으로 보내지만, 이 컨트롤이 시작할 수 "
                    + "있는 어떤 체인에도 이 액션을 구현한 리스폰더가 없습니다. \(koreanStart(of: walk, from: control)). "
                    + "UIKit은 항상 이 액션을 버립니다.",
                hint: "그 체인에 있는 리스폰더(화면에 있는 뷰 컨트롤러나 앱 델리게이트)에 \(action.swiftName) 메서드를 "
                    + "구현하거나, 액션에 명시적인 타깃을 지정하십시오.")
        case .actionOnlyOutsideChain(let control, let action, let implementers, let walk):
            let one = implementers.count == 1
            return Wording(
                message: "\(displayName(of: control))에서 \(action) 액션을 nil 타깃으로 보냅니다. 이 액션을 구현한 것은 "
                    + "\(koreanNames(implementers))뿐이고, 이 컨트롤이 시작할 수 있는 어떤 Responder Chain도 "
                    + "\(one ? "그 객체" : "그 객체들")를 거쳐 가지 않습니다. \(koreanStart(of: walk, from: control)). "
                    + "UIKit은 항상 이 액션을 버립니다.",
                hint: "메서드를 체인에 있는 리스폰더로 옮기거나(앱 델리게이트가 마지막 고리이며, 씬 델리게이트는 어떤 "
                    + "체인에도 없습니다), next를 오버라이드해 그 객체를 체인에 끼워 넣거나, 액션에 명시적인 타깃을 "
                    + "지정하십시오.")
        case .nextSkipsResponders(let responder, let skipped):
            return Wording(
                message: "\(displayName(of: responder))에서 next를 오버라이드하므로, 그 체인은 \(koreanNames(skipped))에 "
                    + "가지 않습니다. UIKit 자체의 규칙이었다면 거쳐 갔을 리스폰더이며, 이벤트 메서드나 액션을 구현하고 "
                    + "있지만 이제 여기서부터는 실행되지 않습니다.",
                hint: "체인이 계속 그 리스폰더를 거쳐 가야 하는 곳에서는, 오버라이드에서 건너뛴 리스폰더(또는 "
                    + "super.next)를 반환하십시오.")
        case .inputViewNeverShown(let responder, let input):
            let what = input == .inputAccessoryView ? "입력 액세서리 뷰(inputAccessoryView)" : "입력 뷰(inputView)"
            return Wording(
                message: "\(displayName(of: responder))에는 \(what)가 있지만, canBecomeFirstResponder가 false입니다. "
                    + "이 리스폰더는 first responder가 되지 않으므로, \(what)도 나타나지 않습니다(UIKit은 그 리스폰더가 "
                    + "first responder인 동안에만 이를 보여 줍니다).",
                hint: "\(responders[responder].className)에서 canBecomeFirstResponder를 오버라이드해 true를 반환하게 "
                    + "하고, 입력을 보여 줄 때 becomeFirstResponder()를 호출하십시오.")
        case .firstResponderNeverReaches(let responder, let events):
            return Wording(
                message: "\(displayName(of: responder))에서 "
                    + "\(events.map(Self.koreanWords(of:)).joined(separator: " 및 ")) 처리를 구현하지만, 이것들은 "
                    + "first responder에서 시작합니다. 그런데 이 리스폰더의 canBecomeFirstResponder는 false이고, first "
                    + "responder가 될 수 있는 어떤 리스폰더의 체인에도 없습니다. 그래서 이 이벤트들은 이 리스폰더에 "
                    + "도달하지 않습니다.",
                hint: "\(responders[responder].className)에서 canBecomeFirstResponder를 오버라이드해 true를 반환하게 "
                    + "하고 화면에 나타난 뒤에 becomeFirstResponder()를 호출하거나(컨트롤러라면 viewDidAppear(_:)에서), "
                    + "그 처리를 first responder의 체인에 있는 리스폰더로 옮기십시오.")
        case .textInputCannotBecomeFirstResponder(let input):
            return Wording(
                message: "\(displayName(of: input))의 경우 텍스트 입력이지만 canBecomeFirstResponder가 false입니다. "
                    + "탭해도 first responder가 되지 않으므로, 키보드가 나타나지 않습니다.",
                hint: "canBecomeFirstResponder 오버라이드를 제거하거나, 텍스트를 편집하지 않을 것이라면 레이블을 "
                    + "사용하십시오.")
        case .keyboardInNonKeyWindow(let input, let window):
            return Wording(
                message: "\(displayName(of: input))의 위치는 \(displayName(of: window)) 안이며, 이 윈도우는 key "
                    + "window가 아닙니다. first responder가 되어도 키보드가 나타나지 않습니다.",
                hint: "필드가 first responder가 되기 전에 \(responders[window].className)의 makeKey()를 호출하십시오.")
        }
    }

    /// What a view with `isUserInteractionEnabled` false has, said of every point, in Korean:
    /// "isUserInteractionEnabled = false입니다(UIImageView의 기본값)".
    private func koreanOwnCondition(_ view: Int) -> String {
        koreanSkipCondition(.userInteractionDisabled, of: view, everyPoint: true) ?? ""
    }

    /// Responders' names, in order: "UIView 'a', UIView 'b'".
    private func koreanNames(_ list: [Int]) -> String { list.map(displayName(of:)).joined(separator: ", ") }

    /// Where a control's nil-targeted action walks from, as a sentence without its period.
    private func koreanStart(of walk: DispatchSettings.NilTargetStart, from control: Int) -> String {
        switch walk {
        case .sender:
            return "탐색은 \(displayName(of: control)) 자신에서 시작합니다(settings.nilTargetStart가 sender)"
        case .firstResponder:
            return "탐색은 first responder(first responder가 될 수 있는 모든 리스폰더)에서, 포커스된 것이 없으면 "
                + "key window에서 시작합니다"
        }
    }

    /// Events that start at the first responder, in a list of what a responder handles, in Korean.
    private static func koreanWords(of event: AuditWords.FirstResponderEvent) -> String {
        switch event {
        case .shakes: return "흔들기 이벤트"
        case .presses: return "프레스 이벤트"
        case .remoteControlEvents: return "리모트 컨트롤 이벤트"
        case .keyCommands: return "키 커맨드"
        case .editMenuActions: return "편집 메뉴의 액션"
        }
    }

    /// Why a sample point's touch went elsewhere, after "X에서는", as a sentence without its period.
    private func koreanReason(of miss: SampleMiss) -> String {
        switch miss {
        case .outside(let ancestor): return "그 지점이 \(displayName(of: ancestor))의 bounds 밖에 있습니다"
        case .covered(let front?): return "앞에 놓인 \(displayName(of: front))에서 터치를 가져갑니다"
        case .covered(nil): return "히트 테스트가 어떤 뷰도 찾지 못합니다"
        }
    }
}
