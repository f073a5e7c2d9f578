import ResponderCore

/// What a value's own shape refuses, as facts: one case per sentence, with the values it names. One switch words
/// every case with its four languages side by side (``text(in:)``), so that neither a sentence nor a language can be
/// missed without failing to compile.
public enum ShapeWords: Sendable, Equatable {
    // MARK: Any field

    /// `id must not be empty`: a string or list `field` that is given but empty.
    case notEmpty(field: String)
    /// `alpha must be between 0 and 1`: a number outside its field's range.
    case between(field: String, from: Int, to: Int)
    /// `width must be between 1 and 1000 points`: a length in points outside its field's range.
    case betweenPoints(field: String, from: Int, to: Int)
    /// `'x' is given twice`: a modifier key or a screen edge named twice in one list.
    case givenTwice(String)
    /// `'x' is not an address as a debugger prints one`: a responder's `address` that is not `0x` and hex digits.
    case notAddress(String)
    /// `'x' is not one of 'standard', …, {"redirectTo": "viewId"}`: a word that is none of a field's one-word forms
    /// (`words`, unquoted) and names none of its object forms (`objects`, JSON as it is written).
    case notOneOfForms(String, words: [String], objects: [String])
    /// A field that appears twice in one object (Foundation's decoders, which keep one of the two).
    case fieldTwice

    // MARK: Requests

    /// `event` or `events` in `POST /v1/audit`, which finds its events itself.
    case auditTakesNoEvent
    /// A request that could not be decoded, for a reason the decoder does not name (detail).
    case undecodable

    // MARK: Events

    /// A touch with both `point` and `path`.
    case pointAndPath
    /// A touch whose `path` has no point.
    case emptyPath
    /// A touch event with `point` (or `path`) and `touches`.
    case pointAndTouches
    /// A touch event with `touches` and a `field` (`window`, `end`) that each touch gives for itself.
    case eachTouchOwn(field: String)
    /// A motion event whose `subtype` is not `shake`.
    case notMotionSubtype(String)
    /// An action event with both `target` and `walkFrom`.
    case targetAndWalkFrom
    /// A touch event with `on` and `point`, `path` or `touches`.
    case onAndPoint
    /// A touch event with `on` and `window`.
    case onAndWindow

    // MARK: Keys, gestures and edges

    /// A key command whose `input` is empty.
    case noKeyInput
    /// A key command whose `action` is empty.
    case noSelector
    /// A name in `modifiers` that is not a modifier key.
    case notModifierKey(String)
    /// A swipe's `direction` given as one string, not a list: `name` is the string.
    case directionNotList(String)
    /// A name in `direction` that is not a swipe direction.
    case notSwipeDirection(String)
    /// A swipe's `direction` that is an empty list.
    case noDirection
    /// A delegate's `shouldReceive` whose `falseIn` is an empty list.
    case noFalseIn
    /// A view's `gestureRecognizerShouldBegin` with `onlyFor` and `returns: true`.
    case onlyForNeedsFalse
    /// A name in `preferredScreenEdgesDeferringSystemGestures` that is not a screen edge.
    case notScreenEdge(String)

    // MARK: Views and bar button items

    /// A `backgroundColor` that is none of the colours a request may give.
    case badColor
    /// `pointInside` as an object with none of `minimumSize`, `insets`, `regions` and `includeSubviews`.
    case noMinimumSizeOrInsets
    /// `pointInside` as an object with both `minimumSize` and `insets`.
    case minimumSizeAndInsets
    /// `pointInside` as an object with `regions` or `includeSubviews` and `minimumSize` or `insets`.
    case regionsAndSize
    /// `pointInside` as an object with no region and without `includeSubviews: true`: true nowhere.
    case noRegions
    /// A transform with both matrix fields and `scale`, `rotation` or `translation`.
    case matrixAndScale
    /// A view with `contentOffset` and `boundsOrigin` (or `bounds`).
    case contentOffsetAndBoundsOrigin
    /// A view with `center` and no `bounds`.
    case centerNeedsBounds
    /// A view with `bounds` and no `center`.
    case boundsNeedsCenter
    /// A view with `frame` and `center` and `bounds`.
    case frameAndCenter
    /// A view with `center` and `bounds` and `boundsOrigin`.
    case boundsAndBoundsOrigin
    /// A bar button item with a `customView` and a `field` (`width`, `isEnabled`) the custom view has instead.
    case customViewTakesField(String)

    /// The words in `language`: each case's four languages side by side, only the one asked for built. Field names,
    /// values, selectors, paths and JSON stay as they are in English, only the words around them change; field
    /// messages have no final period (nor 。), as in English. The Korean is in the polite 합니다 style and, as in
    /// ``ProblemWords``, never puts after a value a particle whose form depends on its last sound.
    public func text(in language: Language) -> String {
        switch self {
        case .notEmpty(let field):
            return Words.say(
                in: language,
                en: "\(field) must not be empty",
                ja: "\(field) は空にできません",
                zh: "\(field) 不能为空",
                ko: "\(field) 필드는 비어 있을 수 없습니다")
        case .between(let field, let low, let high):
            return Words.say(
                in: language,
                en: "\(field) must be between \(low) and \(high)",
                ja: "\(field) は \(low) から \(high) までの値でなければなりません",
                zh: "\(field) 必须在 \(low) 到 \(high) 之间",
                ko: "\(field) 값은 \(low)부터 \(high)까지여야 합니다")
        case .betweenPoints(let field, let low, let high):
            return Words.say(
                in: language,
                en: "\(field) must be between \(low) and \(high) points",
                ja: "\(field) は \(low) から \(high) ポイントまでの値でなければなりません",
                zh: "\(field) 必须在 \(low) 到 \(high) 点之间",
                ko: "\(field) 값은 \(low)포인트부터 \(high)포인트까지여야 합니다")
        case .givenTwice(let name):
            return Words.say(
                in: language,
                en: "'\(name)' is given twice",
                ja: "'\(name)' が 2 回指定されています",
                zh: "'\(name)' 被指定了两次",
                ko: "'\(name)' 값이 두 번 지정되어 있습니다")
        case .notAddress(let text):
            return Words.say(
                in: language,
                en: "'\(text)' is not an address as a debugger prints one (0x and 1 to 16 hex digits, 0x7fa1c0d0a7f0)",
                ja: "'\(text)' はデバッガが表示するアドレスではありません（0x と 1〜16 桁の 16 進数。例：0x7fa1c0d0a7f0）",
                zh: "'\(text)' 不是调试器打印的地址（0x 加 1 到 16 位十六进制数字，例如 0x7fa1c0d0a7f0）",
                ko: "'\(text)'은(는) 디버거가 출력하는 주소가 아닙니다(0x와 16진수 1~16자리, 예: 0x7fa1c0d0a7f0)")
        case .notOneOfForms(let word, let words, let objects):
            return Words.say(
                in: language,
                en: "'\(word)' is not one of " + (words.map { "'\($0)'" } + objects).joined(separator: ", "),
                ja: "'\(word)' は " + (words.map { "'\($0)'" } + objects).joined(separator: "、") + " のいずれでもありません",
                zh: "'\(word)' 不是 " + (words.map { "'\($0)'" } + objects).joined(separator: "、") + " 之一",
                ko: "'\(word)' 값은 " + (words.map { "'\($0)'" } + objects).joined(separator: ", ") + " 중 하나가 아닙니다")
        case .fieldTwice:
            return Words.say(
                in: language,
                en: "a field appears twice in one object",
                ja: "1 つのオブジェクトに同じフィールドが 2 回出てきます",
                zh: "同一个字段在一个对象中出现了两次",
                ko: "한 객체에 같은 필드가 두 번 나옵니다")
        case .auditTakesNoEvent:
            return Words.say(
                in: language,
                en: "POST /v1/audit takes no event: it finds the events that show each bug itself (each "
                    + "finding's witness); to evaluate an event, POST it to /v1/dispatch",
                ja: "POST /v1/audit はイベントを受け取りません。バグごとにそれを示すイベント（各指摘の witness）は監査が"
                    + "自分で見つけます。イベントを評価するには、それを POST /v1/dispatch に送ってください",
                zh: "POST /v1/audit 不接受事件：它会自己找出展示每个缺陷的事件（每条审查结果的 witness）；"
                    + "要评估一个事件，请把它 POST 到 /v1/dispatch",
                ko: "POST /v1/audit에는 이벤트를 지정하지 않습니다. 각 버그를 보여 주는 이벤트(각 발견 항목의 witness)는 "
                    + "감사가 직접 찾습니다. 이벤트를 평가하려면 /v1/dispatch에 POST하십시오")
        case .undecodable:
            return Words.say(
                in: language,
                en: "The request could not be decoded.",
                ja: "リクエストをデコードできませんでした。",
                zh: "无法解码该请求。",
                ko: "요청을 디코딩할 수 없습니다.")
        case .pointAndPath:
            return Words.say(
                in: language,
                en: "give either point (a finger that does not move) or path (its first point is where it lands), "
                    + "not both",
                ja: "point（動かない指）か path（最初の点が指の触れる位置）のどちらか一方だけを指定してください",
                zh: "请提供 point（不移动的手指）或 path（它的第一个点是手指落在屏幕上的位置），不能两者都提供",
                ko: "point(움직이지 않는 손가락), path(첫 점이 손가락이 닿는 곳) 중 하나만 지정하십시오")
        case .emptyPath:
            return Words.say(
                in: language,
                en: "path needs at least one point: where the finger lands",
                ja: "path には少なくとも 1 つの点が必要です：指が触れる位置です",
                zh: "path 至少需要一个点：手指落在屏幕上的位置",
                ko: "path에는 점이 하나 이상 필요합니다: 손가락이 닿는 곳입니다")
        case .pointAndTouches:
            return Words.say(
                in: language,
                en: "give either point (or path) or touches, not both",
                ja: "point（または path）か touches のどちらか一方だけを指定してください",
                zh: "请提供 point（或 path）或 touches，不能两者都提供",
                ko: "point(또는 path), touches 중 하나만 지정하십시오")
        case .eachTouchOwn(let field):
            return Words.say(
                in: language,
                en: "with touches, give each touch its own \(field)",
                ja: "touches を使うときは、\(field) をタッチごとに指定してください",
                zh: "使用 touches 时，请为每个触摸分别提供 \(field)",
                ko: "touches 배열을 쓸 때는 터치마다 \(field) 필드를 따로 지정하십시오")
        case .notMotionSubtype(let subtype):
            return Words.say(
                in: language,
                en: "'\(subtype)' is not one of 'shake' (the only motion subtype UIKit delivers)",
                ja: "'\(subtype)' は 'shake'（UIKit が届ける唯一のモーションのサブタイプ）ではありません",
                zh: "'\(subtype)' 不是 'shake'（UIKit 传递的唯一一种运动子类型）",
                ko: "'\(subtype)' 값은 쓸 수 없습니다. UIKit이 전달하는 모션 하위 유형은 'shake'뿐입니다")
        case .targetAndWalkFrom:
            return Words.say(
                in: language,
                en: "an action with an explicit target does not walk the chain; give target or walkFrom, not both",
                ja: "ターゲットを明示したアクションはレスポンダーチェーンをたどりません。target か walkFrom のどちらか"
                    + "一方だけを指定してください",
                zh: "指定了明确目标的动作不会沿响应者链传递；请提供 target 或 walkFrom，不能两者都提供",
                ko: "타깃이 명시된 액션은 리스폰더 체인을 따라가지 않습니다. target, walkFrom 중 하나만 지정하십시오")
        case .onAndPoint:
            return Words.say(
                in: language,
                en: "give either on (the view to aim the finger at) or point, path or touches, not both",
                ja: "on（指を向けるビュー）か、point、path、touches か、どちらか一方だけを指定してください",
                zh: "请提供 on（手指要对准的视图）或 point、path、touches，不能两者都提供",
                ko: "on(손가락을 댈 뷰) 또는 point, path, touches 중 한쪽만 지정하십시오")
        case .onAndWindow:
            return Words.say(
                in: language,
                en: "with on, the finger lands wherever the view is; leave out window",
                ja: "on を指定すると、指はビューのある位置に触れます。window は省いてください",
                zh: "使用 on 时，手指会落在该视图所在的位置；请去掉 window",
                ko: "on 필드를 지정하면 손가락은 뷰가 있는 곳에 닿습니다. window 필드는 빼십시오")
        case .noKeyInput:
            return Words.say(
                in: language,
                en: "input must name a key: a character, or space, return, upArrow, …",
                ja: "input にはキーを指定してください：1 文字か、space、return、upArrow などの名前です",
                zh: "input 必须指定一个键：一个字符，或者 space、return、upArrow 等名称",
                ko: "input 필드에는 키를 지정해야 합니다: 문자 하나, 또는 space, return, upArrow 같은 이름")
        case .noSelector:
            return Words.say(
                in: language,
                en: "action must be a selector, such as save(_:)",
                ja: "action にはセレクター（save(_:) など）を指定してください",
                zh: "action 必须是一个选择器，例如 save(_:)",
                ko: "action 필드는 save(_:) 같은 셀렉터여야 합니다")
        case .notModifierKey(let name):
            return Words.say(
                in: language,
                en: "'\(name)' is not a modifier key; use command, shift, option or control",
                ja: "'\(name)' は修飾キーではありません。command、shift、option、control のいずれかを使ってください",
                zh: "'\(name)' 不是修饰键；请使用 command、shift、option 或 control",
                ko: "'\(name)' 값은 보조 키가 아닙니다. command, shift, option, control 중 하나를 쓰십시오")
        case .directionNotList(let name):
            return Words.say(
                in: language,
                en: "direction is a list of directions, like UIKit's option set: [\"\(name)\"]",
                ja: "direction は、UIKit のオプションセットと同じく方向のリストです：[\"\(name)\"]",
                zh: "direction 是方向的列表，就像 UIKit 的选项集：[\"\(name)\"]",
                ko: "direction 필드는 UIKit의 옵션 세트처럼 방향의 목록입니다: [\"\(name)\"]")
        case .notSwipeDirection(let name):
            return Words.say(
                in: language,
                en: "'\(name)' is not a swipe direction; use right, left, up or down",
                ja: "'\(name)' はスワイプの方向ではありません。right、left、up、down のいずれかを使ってください",
                zh: "'\(name)' 不是轻扫方向；请使用 right、left、up 或 down",
                ko: "'\(name)' 값은 스와이프 방향이 아닙니다. right, left, up, down 중 하나를 쓰십시오")
        case .noDirection:
            return Words.say(
                in: language,
                en: "direction must name at least one direction",
                ja: "direction には少なくとも 1 つの方向を指定してください",
                zh: "direction 必须至少指定一个方向",
                ko: "direction 필드에는 방향을 하나 이상 지정해야 합니다")
        case .noFalseIn:
            return Words.say(
                in: language,
                en: "falseIn must name at least one view",
                ja: "falseIn には少なくとも 1 つのビューを指定してください",
                zh: "falseIn 必须至少指定一个视图",
                ko: "falseIn 필드에는 뷰를 하나 이상 지정해야 합니다")
        case .onlyForNeedsFalse:
            return Words.say(
                in: language,
                en: "onlyFor names the recognizers the override answers false for; give it with returns: false",
                ja: "onlyFor はオーバーライドが false を返す認識子を指定します。returns: false と一緒に指定してください",
                zh: "onlyFor 指定重写返回 false 的识别器；请与 returns: false 一起给出",
                ko: "onlyFor 필드는 오버라이드가 false를 반환하는 인식기를 지정합니다. returns: false와 함께 지정하십시오")
        case .notScreenEdge(let name):
            return Words.say(
                in: language,
                en: "'\(name)' is not a screen edge; use top, left, bottom or right",
                ja: "'\(name)' は画面の端ではありません。top、left、bottom、right のいずれかを使ってください",
                zh: "'\(name)' 不是屏幕边缘；请使用 top、left、bottom 或 right",
                ko: "'\(name)' 값은 화면 가장자리가 아닙니다. top, left, bottom, right 중 하나를 쓰십시오")
        case .badColor:
            return Words.say(
                in: language,
                en: "backgroundColor must be \"clear\", a UIKit colour name such as \"white\" or \"systemBackground\", "
                    + "or #RRGGBB or #RRGGBBAA",
                ja: "backgroundColor は \"clear\"、\"white\" や \"systemBackground\" のような UIKit の色の名前、"
                    + "または #RRGGBB か #RRGGBBAA でなければなりません",
                zh: "backgroundColor 必须是 \"clear\"、UIKit 的颜色名称（例如 \"white\" 或 \"systemBackground\"），"
                    + "或者 #RRGGBB 或 #RRGGBBAA",
                ko: "backgroundColor 값은 \"clear\", UIKit 색상 이름(예: \"white\", \"systemBackground\"), "
                    + "#RRGGBB, #RRGGBBAA 중 하나여야 합니다")
        case .noMinimumSizeOrInsets:
            return Words.say(
                in: language,
                en: "give minimumSize, insets or regions",
                ja: "minimumSize、insets、regions のいずれかを指定してください",
                zh: "请提供 minimumSize、insets 或 regions",
                ko: "minimumSize, insets, regions 중 하나를 지정하십시오")
        case .minimumSizeAndInsets:
            return Words.say(
                in: language,
                en: "give minimumSize or insets, not both",
                ja: "minimumSize と insets のどちらか一方だけを指定してください",
                zh: "请提供 minimumSize 或 insets，不能两者都提供",
                ko: "minimumSize, insets 중 하나만 지정하십시오")
        case .regionsAndSize:
            return Words.say(
                in: language,
                en: "give regions and includeSubviews without minimumSize or insets",
                ja: "regions と includeSubviews は minimumSize や insets と一緒に指定しないでください",
                zh: "regions 和 includeSubviews 不能与 minimumSize 或 insets 一起提供",
                ko: "regions와 includeSubviews는 minimumSize, insets와 함께 지정하지 마십시오")
        case .noRegions:
            return Words.say(
                in: language,
                en: "give at least one region, or includeSubviews: true (an override true nowhere is \"never\")",
                ja: "領域を少なくとも 1 つ指定するか、includeSubviews: true を指定してください"
                    + "（どこでも偽を返すオーバーライドは \"never\" です）",
                zh: "请至少提供一个区域，或者提供 includeSubviews: true（处处为假的重写是 \"never\"）",
                ko: "영역을 하나 이상 지정하거나 includeSubviews: true를 지정하십시오"
                    + "(어디서나 거짓인 오버라이드는 \"never\"입니다)")
        case .matrixAndScale:
            return Words.say(
                in: language,
                en: "use either the matrix fields a, b, c, d, tx, ty or scale/rotation/translation, not both",
                ja: "行列のフィールド a, b, c, d, tx, ty か、scale/rotation/translation か、どちらか一方だけを"
                    + "使ってください",
                zh: "请使用矩阵字段 a, b, c, d, tx, ty 或 scale/rotation/translation，不能两者都使用",
                ko: "행렬 필드 a, b, c, d, tx, ty 또는 scale/rotation/translation 중 한쪽만 쓰십시오")
        case .contentOffsetAndBoundsOrigin:
            return Words.say(
                in: language,
                en: "contentOffset is the bounds origin; give contentOffset or boundsOrigin, not both",
                ja: "contentOffset は bounds の原点のことです。contentOffset と boundsOrigin のどちらか一方だけを"
                    + "指定してください",
                zh: "contentOffset 就是 bounds 的原点；请提供 contentOffset 或 boundsOrigin，不能两者都提供",
                ko: "contentOffset 값은 bounds의 원점입니다. contentOffset, boundsOrigin 중 하나만 지정하십시오")
        case .centerNeedsBounds:
            return Words.say(
                in: language,
                en: "center needs bounds (for its size); or give frame instead",
                ja: "center には（サイズを決める）bounds が必要です。または、代わりに frame を指定してください",
                zh: "center 需要 bounds（用于确定大小）；或者改为提供 frame",
                ko: "center 필드에는 크기를 정할 bounds 필드가 필요합니다. 아니면 대신 frame 필드를 지정하십시오")
        case .boundsNeedsCenter:
            return Words.say(
                in: language,
                en: "bounds needs center (where the view is); or give frame instead",
                ja: "bounds には（ビューの位置を決める）center が必要です。または、代わりに frame を指定してください",
                zh: "bounds 需要 center（视图所在的位置）；或者改为提供 frame",
                ko: "bounds 필드에는 뷰의 위치를 정할 center 필드가 필요합니다. 아니면 대신 frame 필드를 지정하십시오")
        case .frameAndCenter:
            return Words.say(
                in: language,
                en: "give frame, or center and bounds, not both",
                ja: "frame か、center と bounds の組か、どちらか一方だけを指定してください",
                zh: "请提供 frame，或者 center 和 bounds，不能两者都提供",
                ko: "frame 필드, 또는 center 필드와 bounds 필드 중 한쪽만 지정하십시오")
        case .boundsAndBoundsOrigin:
            return Words.say(
                in: language,
                en: "bounds already gives the bounds origin; leave out boundsOrigin",
                ja: "bounds がすでに bounds の原点を決めています。boundsOrigin は省いてください",
                zh: "bounds 已经给出了 bounds 的原点；请去掉 boundsOrigin",
                ko: "bounds 필드가 이미 bounds의 원점을 정합니다. boundsOrigin 필드는 빼십시오")
        case .customViewTakesField(let field):
            return Words.say(
                in: language,
                en: "an item with a customView takes the custom view's size and state; set \(field) on the view",
                ja: "customView を持つアイテムは、カスタムビューのサイズと状態を使います。\(field) はそのビューに"
                    + "指定してください",
                zh: "带有 customView 的栏按钮项使用自定义视图的尺寸和状态；请在该视图上设置 \(field)",
                ko: "customView가 있는 아이템은 커스텀 뷰의 크기와 상태를 따릅니다. \(field) 값은 그 뷰에 지정하십시오")
        }
    }

    /// The words in English, byte for byte what the service answered before they were facts.
    public var english: String { text(in: .english) }
}
