import ResponderCore

extension ShapeWords {
    /// The words in Simplified Chinese: field names, values, selectors, paths and JSON as they are in English, the
    /// words around them in Chinese; field messages without a final 。, as in English.
    var chinese: String {
        switch self {
        case .notEmpty(let field): return "\(field) 不能为空"
        case .between(let field, let low, let high): return "\(field) 必须在 \(low) 到 \(high) 之间"
        case .betweenPoints(let field, let low, let high): return "\(field) 必须在 \(low) 到 \(high) 点之间"
        case .givenTwice(let name): return "'\(name)' 被指定了两次"
        case .notOneOfForms(let word, let words, let objects):
            return "'\(word)' 不是 " + (words.map { "'\($0)'" } + objects).joined(separator: "、") + " 之一"
        case .fieldTwice: return "同一个字段在一个对象中出现了两次"
        case .auditTakesNoEvent:
            return "POST /v1/audit 不接受事件：它会自己找出展示每个缺陷的事件（每条审查结果的 witness）；"
                + "要评估一个事件，请把它 POST 到 /v1/dispatch"
        case .undecodable: return "无法解码该请求。"
        case .pointAndPath:
            return "请提供 point（不移动的手指）或 path（它的第一个点是手指落下的位置），不能两者都提供"
        case .emptyPath: return "path 至少需要一个点：手指落下的位置"
        case .pointAndTouches: return "请提供 point（或 path）或 touches，不能两者都提供"
        case .eachTouchOwn(let field): return "使用 touches 时，请为每个触摸分别提供 \(field)"
        case .notMotionSubtype(let subtype):
            return "'\(subtype)' 不是 'shake'（UIKit 传递的唯一一种运动子类型）"
        case .targetAndWalkFrom:
            return "指定了明确目标的动作不会沿响应者链传递；请提供 target 或 walkFrom，不能两者都提供"
        case .onAndPoint: return "请提供 on（手指要对准的视图）或 point、path、touches，不能两者都提供"
        case .onAndWindow: return "使用 on 时，手指会落在该视图所在的位置；请去掉 window"
        case .noKeyInput: return "input 必须指定一个键：一个字符，或者 space、return、upArrow 等名称"
        case .noSelector: return "action 必须是一个选择器，例如 save(_:)"
        case .notModifierKey(let name): return "'\(name)' 不是修饰键；请使用 command、shift、option 或 control"
        case .directionNotList(let name):
            return "direction 是方向的列表，就像 UIKit 的选项集：[\"\(name)\"]"
        case .notSwipeDirection(let name): return "'\(name)' 不是轻扫方向；请使用 right、left、up 或 down"
        case .noDirection: return "direction 必须至少指定一个方向"
        case .noFalseIn: return "falseIn 必须至少指定一个视图"
        case .notScreenEdge(let name): return "'\(name)' 不是屏幕边缘；请使用 top、left、bottom 或 right"
        case .badColor:
            return "backgroundColor 必须是 \"clear\"、UIKit 的颜色名称（例如 \"white\" 或 \"systemBackground\"），"
                + "或者 #RRGGBB 或 #RRGGBBAA"
        case .noMinimumSizeOrInsets: return "请提供 minimumSize 或 insets"
        case .minimumSizeAndInsets: return "请提供 minimumSize 或 insets，不能两者都提供"
        case .matrixAndScale:
            return "请使用矩阵字段 a, b, c, d, tx, ty 或 scale/rotation/translation，不能两者都使用"
        case .contentOffsetAndBoundsOrigin:
            return "contentOffset 就是 bounds 的原点；请提供 contentOffset 或 boundsOrigin，不能两者都提供"
        case .centerNeedsBounds: return "center 需要 bounds（用于确定大小）；或者改为提供 frame"
        case .boundsNeedsCenter: return "bounds 需要 center（视图所在的位置）；或者改为提供 frame"
        case .frameAndCenter: return "请提供 frame，或者 center 和 bounds，不能两者都提供"
        case .boundsAndBoundsOrigin: return "bounds 已经给出了 bounds 的原点；请去掉 boundsOrigin"
        case .customViewTakesField(let field):
            return "带有 customView 的栏按钮项使用自定义视图的尺寸和状态；请在该视图上设置 \(field)"
        }
    }
}
