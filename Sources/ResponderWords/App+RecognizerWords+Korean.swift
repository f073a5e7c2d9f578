import ResponderCore

extension App {
    /// 제스처 인식기가 터치를 인식한 이유 또는 인식하지 않은 이유(한국어).
    func koreanWords(of reason: RecognizerReason) -> String {
        let text = Self.text(_:) as (Double) -> String
        let number = Self.number
        switch reason {
        case .scrollingDisabled(let scroll):
            return "\(displayName(of: scroll))의 isScrollEnabled가 false이므로 이 스크롤 뷰의 팬 제스처 인식기가 꺼져 "
                + "있습니다."
        case .disabled:
            return "isEnabled가 false이므로 터치를 무시합니다."
        case .preventedByControl(let control):
            return "UIKit 컨트롤은 조상 뷰에 붙은 싱글 탭 인식기를 실패하게 만듭니다. \(displayName(of: control))도 그런 "
                + "UIKit 컨트롤입니다."
        case .toldByRequest(let recognizes):
            return recognizes ? "요청에서 이 터치를 인식한다고 지정했습니다." : "요청에서 이 터치를 인식하지 않는다고 지정했습니다."
        case .wrongGesture(let gesture, let expected):
            return "\(Self.koreanName(of: gesture)) 제스처는 \(Self.koreanName(of: expected)) 제스처가 아닙니다."
        case .movedTooFarForTap(let moved, let allowed):
            return "손가락이 \(text(moved))포인트 움직였습니다. 탭에 허용되는 \(number(allowed))포인트보다 많습니다."
        case .cancelledBeforeLift:
            return "손가락을 떼기 전에 터치가 취소되었습니다."
        case .fingersRequired(let required, let touched):
            return "손가락 \(required)개가 필요합니다(numberOfTouchesRequired). 닿은 손가락은 \(touched)개입니다."
        case .tapsRequired(let required, let tapped):
            let this = tapped == 1 ? "한 번 탭했습니다." : "\(tapped)번 탭했습니다."
            return "탭 \(required)번이 필요합니다(numberOfTapsRequired). 이번에는 \(this)"
        case .tapped(let taps, let count, let tapCount):
            var words = taps == 1 ? "손가락 \(count)개로 한 번 탭했고" : "손가락 \(count)개로 \(taps)번 탭했고"
            words += ", 움직임은 탭에 허용되는 범위 안이었습니다"
            words += taps < tapCount ? "(\(tapCount)번 중 \(taps)번째 탭에서 인식합니다)." : "."
            return words
        case .didNotRest:
            return "손가락을 떼거나 움직이기 전에 minimumPressDuration(0.5초) 동안 머물지 않았습니다."
        case .rested:
            return "손가락이 벗어나지 않고 minimumPressDuration(0.5초) 동안 머물렀습니다."
        case .didNotMove:
            return "손가락이 움직이지 않았습니다."
        case .panTooShort(let moved, let needs):
            return "손가락이 \(text(moved))포인트만 움직였습니다. 팬은 \(number(needs))포인트를 움직인 뒤에 시작됩니다."
        case .panFingers(let required, let moved):
            return "손가락이 적어도 \(required)개 필요합니다(minimumNumberOfTouches). 움직인 손가락은 \(moved)개입니다."
        case .panned(let moved, let needs):
            return moved.map { "손가락이 \(text($0))포인트 움직여, 팬에 필요한 \(number(needs))포인트를 넘었습니다." }
                ?? "손가락으로 드래그했습니다."
        case .twoFingersNeeded(let kind, let touched):
            return "\(Self.koreanName(of: kind)) 제스처에는 손가락 2개가 필요합니다. 닿은 손가락은 \(touched)개입니다."
        case .pinched:
            return "두 손가락으로 핀치했습니다."
        case .turned:
            return "두 손가락을 돌렸습니다."
        case .noFinger:
            return "닿은 손가락이 없습니다."
        case .edgeTooFar(let start, let edge):
            return "손가락이 왼쪽 가장자리에서 \(text(start))포인트 떨어진 곳에서 시작했습니다. 화면 가장자리 팬은 "
                + "가장자리에서 약 \(number(edge))포인트 안에서 시작해야 합니다(iPhone에서 관찰한 값이며, UIKit 문서에는 "
                + "나와 있지 않습니다)."
        case .edgeTooShort(let inward, let needs):
            return "손가락이 왼쪽 가장자리에서 시작했지만 안쪽으로 \(text(inward))포인트만 움직였습니다. 팬은 "
                + "\(number(needs))포인트를 움직인 뒤에 시작됩니다."
        case .edgePanned(let start, let inward):
            let moved = inward.map { "안쪽으로 \(text($0))포인트 움직였습니다." } ?? "안쪽으로 움직였습니다."
            return "손가락이 왼쪽 가장자리에서 \(text(start))포인트 떨어진 곳에서 시작해 \(moved)"
        case .hover:
            return "호버 인식기는 터치가 아니라 뷰 위를 지나는 포인터를 따라갑니다."
        case .custom:
            return "사용자 정의 인식기는 요청에서 인식한다고 지정할 때(recognizes)만 인식합니다."
        case .swipeFingers(let required, let touched):
            return "손가락 \(required)개가 필요합니다(numberOfTouchesRequired). 닿은 손가락은 \(touched)개입니다."
        case .swipeAssumed(let directions):
            return "스와이프입니다. 요청에 경로가 없으므로 \(Self.koreanNames(of: directions)) 방향으로 움직인 것으로 "
                + "간주합니다."
        case .swipeWrongDirection(let went, let accepts):
            return "손가락이 \(Self.koreanNames(of: went)) 방향으로 움직였습니다. 이 인식기가 받아들이는 방향은 "
                + "\(Self.koreanNames(of: accepts))입니다(direction)."
        case .swipeTooShort(let along, let went, let needs):
            return "손가락이 \(Self.koreanNames(of: went)) 방향으로 \(text(along))포인트 움직였습니다. 스와이프에는 "
                + "\(number(needs))포인트가 필요합니다."
        case .swipeNotStraight(let along, let across, let went):
            return "손가락이 \(Self.koreanNames(of: went)) 방향으로 \(text(along))포인트 움직였지만, 수직 방향으로도 "
                + "\(text(across))포인트 벗어났습니다. 스와이프로 보기에는 충분히 곧지 않습니다."
        case .swiped(let along, let went):
            return "손가락이 \(Self.koreanNames(of: went)) 방향으로 \(text(along))포인트, 충분히 멀고 곧게 움직였습니다."
        case .notAScrollView:
            return "스크롤 뷰가 아닙니다."
        case .scrollDidNotMove(let scroll):
            return "손가락이 움직이지 않았으므로 \(displayName(of: scroll))에서 스크롤이 일어나지 않습니다."
        case .scrollTooShort(let moved, let needs):
            return "손가락이 \(text(moved))포인트만 움직였습니다. 스크롤은 \(number(needs))포인트를 움직인 뒤에 시작됩니다."
        case .contentFits(let content, let bounds, let axis):
            let bounce = axis == .horizontally ? "alwaysBounceHorizontal" : "alwaysBounceVertical"
            let drag = axis.map { "\(Self.koreanWords(of: $0))으로 드래그해도" } ?? "드래그해도"
            return "콘텐츠(\(number(content.width))×\(number(content.height)))가 bounds"
                + "(\(number(bounds.width))×\(number(bounds.height))) 안에 들어가고 \(bounce)도 꺼져 있으므로, "
                + "\(drag) 스크롤되지 않습니다."
        case .contentKeepsTouch(let hit, let restedFirst, let byOverride):
            let hitName = displayName(of: hit)
            let why =
                restedFirst
                ? "손가락이 움직이기 전에 머물렀으므로 \(hitName)에 이미 터치가 전달되어 있습니다."
                : "delaysContentTouches가 false이므로 \(hitName)에 처음부터 터치가 전달되어 있습니다."
            guard let byOverride else {
                return "스크롤되지 않습니다. \(why) 또한 canCancelContentTouches가 false이므로 터치는 그 뷰에 남습니다."
            }
            let whose = byOverride ? "스크롤 뷰의 오버라이드" : "UIControl에 대한 UIKit의 기본 동작"
            return "\(why) 그리고 touchesShouldCancel(in:) 메서드가 그 뷰에 대해 false를 반환했습니다(\(whose)). "
                + "터치는 그 뷰에 남고, 아무것도 스크롤되지 않습니다."
        case .scrolls(let scroll, let moved, let axis):
            var words = "손가락이 "
            if let axis { words += Self.koreanWords(of: axis) + "으로 " }
            words += moved.map { "\(text($0))포인트 움직였고" } ?? "드래그했고"
            words += ", \(displayName(of: scroll))에서는 그 방향으로 스크롤할 수 있습니다."
            return words
        case .notReceived(let view):
            return "델리게이트의 gestureRecognizer(_:shouldReceive:) 메서드가 \(displayName(of: view)) 위의 터치에 대해 "
                + "false를 반환했으므로, 이 인식기는 터치를 보지 못했고 그 터치를 방해하지도 않습니다."
        case .popDeclined(let reason, let navigation):
            return "인식할 조건은 갖추었지만(\(koreanClause(of: reason))), 맨 위 뷰 컨트롤러의 뒤로 버튼이 숨겨져 있거나 "
                + "왼쪽 바 버튼 아이템으로 바뀌어 있는 동안에는 \(displayName(of: navigation))에서 스와이프로 돌아가기를 "
                + "거부합니다(iOS에서 관찰한 동작이며, 문서에는 나와 있지 않습니다)."
        case .shouldBeginFalse(let reason):
            return "인식할 조건은 갖추었지만(\(koreanClause(of: reason))), 델리게이트의 gestureRecognizerShouldBegin(_:) "
                + "메서드가 false를 반환했으므로 이 인식기는 실패하고 터치는 뷰로 계속 전달됩니다."
        case .otherRecognized(let other, let wait):
            return "\(recognizerName(other, in: .korean))의 실패를 기다리는데(\(Self.koreanWords(of: wait))), 그 인식기가 "
                + "인식했습니다."
        case .waited(let reason, let other, let wait):
            return koreanWords(of: reason) + " 먼저 \(recognizerName(other, in: .korean))의 실패를 기다렸고"
                + "(\(Self.koreanWords(of: wait))), 실제로 실패했습니다."
        case .excludedBy(let blocker):
            return "먼저 인식한 것은 \(recognizerName(blocker, in: .korean))입니다. 어느 쪽의 델리게이트도 동시에 인식하는 "
                + "것을 허용하지 않습니다(gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:))."
        }
    }

    /// 스크롤 뷰가 터치를 어떻게 처리했는지와 그 이유(한국어).
    func koreanWords(of scroll: ScrollViewResult) -> String {
        let scrollName = displayName(of: scroll.scrollView)
        let hit = displayName(of: scroll.hitView)
        switch scroll.contentTouches {
        case nil:
            return "손가락이 콘텐츠가 아니라 \(scrollName) 자체에 닿았습니다."
        case .withheld:
            return "delaysContentTouches가 터치를 보류했고, 그 지연 시간 안에 손가락이 움직였습니다. \(scrollName)에서 "
                + "스크롤이 일어났고, \(hit)에는 터치가 전달되지 않았습니다."
        case .cancelled:
            return "\(hit)에 터치가 전달되어 있었지만, 드래그가 시작될 때 touchesShouldCancel(in:) 메서드가 true를 "
                + "반환했으므로 \(scrollName)에서 그 터치를 취소하고(touchesCancelled) 스크롤했습니다."
        case .keptByContent:
            return koreanWords(of: scroll.judgement)
        case .delayedThenDelivered:
            return "delaysContentTouches가, 손가락이 스크롤하는 것이 아님을 \(scrollName)에서 알 때까지 touchesBegan "
                + "호출을 보류했습니다. 그다음 \(hit)에 터치 전체가 전달되었습니다. " + koreanWords(of: scroll.judgement)
        case .delivered:
            return "delaysContentTouches가 false이므로 \(hit)에 터치가 발생하는 대로 전달되었습니다. "
                + koreanWords(of: scroll.judgement)
        }
    }

    /// 문장 안에 넣는 이유: 마지막 마침표를 뺀 것.
    private func koreanClause(of reason: RecognizerReason) -> Substring {
        let words = koreanWords(of: reason)
        return words.dropLast(words.hasSuffix(".") ? 1 : 0)
    }

    /// "가로 방향", "세로 방향": 받침으로 끝나므로 "으로"가 붙습니다.
    private static func koreanWords(of axis: RecognizerReason.Axis) -> String {
        switch axis {
        case .horizontally: "가로 방향"
        case .vertically: "세로 방향"
        }
    }

    private static func koreanWords(of wait: RecognizerReason.Wait) -> String {
        switch wait {
        case .requireToFail: "require(toFail:)"
        case .delegateRequiresFailure: "델리게이트의 gestureRecognizer(_:shouldRequireFailureOf:)에서 그렇게 요구함"
        case .otherDelegateRequiresFailure:
            "그 인식기의 델리게이트의 gestureRecognizer(_:shouldBeRequiredToFailBy:)에서 그렇게 요구함"
        }
    }

    /// "길게 누르기(longPress)": 터치 동작의 이름과 그 코드.
    private static func koreanName(of gesture: TouchGesture) -> String {
        switch gesture {
        case .tap: "탭(tap)"
        case .longPress: "길게 누르기(longPress)"
        case .pan: "팬(pan)"
        case .swipe: "스와이프(swipe)"
        case .pinch: "핀치(pinch)"
        case .rotation: "회전(rotation)"
        }
    }

    /// "핀치(pinch)": 인식기 종류의 이름과 그 코드.
    private static func koreanName(of kind: GestureRecognizer.Kind) -> String {
        switch kind {
        case .tap: "탭(tap)"
        case .longPress: "길게 누르기(longPress)"
        case .pan: "팬(pan)"
        case .swipe: "스와이프(swipe)"
        case .pinch: "핀치(pinch)"
        case .rotation: "회전(rotation)"
        case .hover: "호버(hover)"
        case .custom: "사용자 정의(custom)"
        case .screenEdgePan: "화면 가장자리 팬(screenEdgePan)"
        }
    }

    /// "오른쪽", 여러 개면 "왼쪽, 위"(UIKit의 순서).
    private static func koreanNames(of directions: GestureRecognizer.SwipeDirections) -> String {
        let named: [(String, GestureRecognizer.SwipeDirections)] = [
            ("오른쪽", .right), ("왼쪽", .left), ("위", .up), ("아래", .down),
        ]
        return named.filter { directions.contains($0.1) }.map(\.0).joined(separator: ", ")
    }
}
