import ResponderCore

extension ShapeWords {
    /// The words in Korean: field names, values, selectors, paths and JSON as they are in English, the words around
    /// them in the polite 합니다 style; field messages without a final period, as in English. As in
    /// ``ProblemWords``, a value is never followed by a particle whose form depends on its last sound.
    var korean: String {
        switch self {
        case .notEmpty(let field): return "\(field) 필드는 비어 있을 수 없습니다"
        case .between(let field, let low, let high): return "\(field) 값은 \(low)부터 \(high)까지여야 합니다"
        case .betweenPoints(let field, let low, let high):
            return "\(field) 값은 \(low)포인트부터 \(high)포인트까지여야 합니다"
        case .givenTwice(let name): return "'\(name)' 값이 두 번 지정되어 있습니다"
        case .notOneOfForms(let word, let words, let objects):
            return "'\(word)' 값은 " + (words.map { "'\($0)'" } + objects).joined(separator: ", ") + " 중 하나가 아닙니다"
        case .fieldTwice: return "한 객체에 같은 필드가 두 번 나옵니다"
        case .auditTakesNoEvent:
            return "POST /v1/audit에는 이벤트를 지정하지 않습니다. 각 버그를 보여 주는 이벤트(각 발견 항목의 witness)는 "
                + "감사가 직접 찾습니다. 이벤트를 평가하려면 /v1/dispatch에 POST하십시오"
        case .undecodable: return "요청을 디코딩할 수 없습니다."
        case .pointAndPath:
            return "point(움직이지 않는 손가락), path(첫 점이 손가락이 닿는 곳) 중 하나만 지정하십시오"
        case .emptyPath: return "path에는 점이 하나 이상 필요합니다: 손가락이 닿는 곳입니다"
        case .pointAndTouches: return "point(또는 path), touches 중 하나만 지정하십시오"
        case .eachTouchOwn(let field): return "touches 배열을 쓸 때는 터치마다 \(field) 필드를 따로 지정하십시오"
        case .notMotionSubtype(let subtype):
            return "'\(subtype)' 값은 쓸 수 없습니다. UIKit이 전달하는 모션 하위 유형은 'shake'뿐입니다"
        case .targetAndWalkFrom:
            return "타깃이 명시된 액션은 Responder Chain을 따라가지 않습니다. target, walkFrom 중 하나만 지정하십시오"
        case .onAndPoint: return "on(손가락을 댈 뷰) 또는 point, path, touches 중 한쪽만 지정하십시오"
        case .onAndWindow: return "on 필드를 지정하면 손가락은 뷰가 있는 곳에 닿습니다. window 필드는 빼십시오"
        case .noKeyInput: return "input 필드에는 키를 지정해야 합니다: 문자 하나, 또는 space, return, upArrow 같은 이름"
        case .noSelector: return "action 필드는 save(_:) 같은 셀렉터여야 합니다"
        case .notModifierKey(let name):
            return "'\(name)' 값은 보조 키가 아닙니다. command, shift, option, control 중 하나를 쓰십시오"
        case .directionNotList(let name):
            return "direction 필드는 UIKit의 옵션 세트처럼 방향의 목록입니다: [\"\(name)\"]"
        case .notSwipeDirection(let name):
            return "'\(name)' 값은 스와이프 방향이 아닙니다. right, left, up, down 중 하나를 쓰십시오"
        case .noDirection: return "direction 필드에는 방향을 하나 이상 지정해야 합니다"
        case .noFalseIn: return "falseIn 필드에는 뷰를 하나 이상 지정해야 합니다"
        case .notScreenEdge(let name):
            return "'\(name)' 값은 화면 가장자리가 아닙니다. top, left, bottom, right 중 하나를 쓰십시오"
        case .badColor:
            return "backgroundColor 값은 \"clear\", UIKit 색상 이름(예: \"white\", \"systemBackground\"), "
                + "#RRGGBB, #RRGGBBAA 중 하나여야 합니다"
        case .noMinimumSizeOrInsets: return "minimumSize, insets 중 하나를 지정하십시오"
        case .minimumSizeAndInsets: return "minimumSize, insets 중 하나만 지정하십시오"
        case .matrixAndScale:
            return "행렬 필드 a, b, c, d, tx, ty 또는 scale/rotation/translation 중 한쪽만 쓰십시오"
        case .contentOffsetAndBoundsOrigin:
            return "contentOffset 값은 bounds의 원점입니다. contentOffset, boundsOrigin 중 하나만 지정하십시오"
        case .centerNeedsBounds:
            return "center 필드에는 크기를 정할 bounds 필드가 필요합니다. 아니면 대신 frame 필드를 지정하십시오"
        case .boundsNeedsCenter:
            return "bounds 필드에는 뷰의 위치를 정할 center 필드가 필요합니다. 아니면 대신 frame 필드를 지정하십시오"
        case .frameAndCenter: return "frame 필드, 또는 center 필드와 bounds 필드 중 한쪽만 지정하십시오"
        case .boundsAndBoundsOrigin: return "bounds 필드가 이미 bounds의 원점을 정합니다. boundsOrigin 필드는 빼십시오"
        case .customViewTakesField(let field):
            return "customView가 있는 아이템은 커스텀 뷰의 크기와 상태를 따릅니다. \(field) 값은 그 뷰에 지정하십시오"
        }
    }
}
