import ResponderCore

extension DiagramWords {
    /// A phrase in Korean: labels as short phrases, tooltips and the description in 합니다 style.
    static func korean(_ phrase: DiagramPhrase) -> String {
        switch phrase {
        case .ladderHeading: return "Responder Chain"
        case .walkHeading(let action): return "\(action) 액션이 따라가는 Responder Chain"
        case .walkAnswer(let action, let answer):
            switch answer {
            case .performs: return action + ": 여기서 실행됩니다"
            case .declines: return action + ": 구현했지만 canPerformAction(_:withSender:)가 거부합니다"
            case .doesNotImplement: return action + ": 구현하지 않았습니다"
            }
        case .walkDiscarded: return "아무도 실행하지 않아 액션이 버려집니다"
        case .touchPathTitle(let number, let from, let to): return "손가락 \(number): \(from)에서 닿고 \(to)에서 뗍니다"
        case .recognizersHeading: return "제스처 인식기"
        case .legend(let role):
            switch role {
            case .swallowed: return "터치를 삼킴"
            case .handler: return "이벤트를 처리함"
            case .performer: return "액션을 실행함"
            case .starved: return "터치를 받지 못함"
            case .hitView: return "히트 테스트로 찾은 뷰"
            case .diagnosed: return "진단에 언급됨"
            case .hitTestOverride: return "hitTest 오버라이드가 결정함"
            case .containsHit: return "히트된 뷰를 포함함"
            case .skipped: return "히트 테스트에서 건너뜀"
            case .hidden: return "숨겨짐"
            case .noTouches: return "터치를 받지 않음"
            case .synthesized: return "UIKit이 삽입함"
            case .finger: return "손가락"
            case .touchPath: return "손가락이 움직인 경로(떼는 곳까지)"
            case .chain: return "다음 리스폰더와 그 뷰"
            case .hitArea: return "프레임보다 넓은 히트 영역"
            }
        case .roleSentence(let role):
            switch role {
            case .swallowed: return "터치를 삼켰습니다(super를 호출하지 않는 오버라이드)."
            case .handler: return "이벤트를 처리했습니다."
            case .starved: return "오버라이드한 터치 메서드가 한 번도 호출되지 않았습니다."
            case .hitView: return "히트 테스트로 찾은 뷰입니다."
            case .diagnosed: return "경고 또는 오류 진단에 언급되었습니다."
            default: return korean(.legend(role))
            }
        case .keyWindow: return "키 윈도우입니다."
        case .inserted(let owner):
            return owner.map { "UIKit이 런타임에 삽입했습니다(\($0) 소속)." } ?? "UIKit이 런타임에 삽입했습니다."
        case .hitTestOutcome(let outcome): return "히트 테스트 결과: " + outcome
        case .hitArea(let rule, let width, let height):
            switch rule {
            case .bounds: return ""
            case .minimumSize:
                return "point(inside:)는 중심 주위로 최소 \(width)×\(height) 포인트를 받아들입니다(점선 윤곽)."
            case .insets: return "point(inside:)는 에지 인셋을 더한 bounds를 사용합니다(점선 윤곽)."
            case .always: return "point(inside:)는 모든 점을 받아들입니다."
            case .never: return "point(inside:)는 어떤 점도 받아들이지 않습니다."
            }
        case .chainEnds(let explanation): return "체인이 여기서 끝납니다: " + explanation
        case .fingerTitle(let number, let at, let hit):
            return "손가락 \(number), \(at): " + (hit.map { "\($0)에 닿습니다" } ?? "어떤 뷰에도 닿지 않습니다")
        case .counts(let windows, let views): return "윈도우 \(windows)개, 뷰 \(views)개입니다."
        case .finger(let number, let at, let hit):
            return "손가락 \(number): \(at)에서 " + (hit.map { "\($0)에 닿습니다." } ?? "어떤 뷰에도 닿지 않습니다.")
        case .handled(let handler, let outcome): return "\(handler)에서 처리했습니다(\(outcome))."
        case .outcome(let outcome): return "결과: \(outcome)."
        case .chain(let names): return "Responder Chain: " + names.joined(separator: " → ") + "."
        case .owned(let className, let owner): return "\(owner)의 \(className)"
        case .eventTitle(let index): return "이벤트 \(index)"
        case .chainTitle(let name): return "\(name)에서 시작하는 Responder Chain"
        }
    }
}
