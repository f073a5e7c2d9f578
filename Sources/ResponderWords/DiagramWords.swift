import ResponderCore

/// Every word a diagram draws or says of its own, as facts: the ladder's heading, the legend, the tooltips' lines,
/// the sentences of its `<desc>` and the titles it is given when the request has none.
///
/// ```
///  renderer ──DiagramPhrase (facts: a role, a finger's number and point, a name)──► DiagramWords(language)
///                                                                                   │ one exhaustive switch,
///                                                                                   ▼ each phrase's four languages
///                                                    Words.say(in: language, en: …, ja: …, zh: …, ko: …) ──► String
/// ```
///
/// The drawing code never writes a word itself: it asks for a phrase, whose four languages are written side by side
/// (each a required argument), so a language cannot miss one without failing to compile. Names
/// (`UIButton 'delete'`), ids, codes (`hit`, `view.superview`) and method names (`point(inside:)`, `hitTest`,
/// `next`) are the same in every language; the core words the rules' and the blocks' explanations
/// (``NextRule/explanation(in:)``).
public enum DiagramPhrase: Sendable {
    /// The ladder's heading: `Responder chain`.
    case ladderHeading
    /// The ladder's heading when it is a nil-targeted action's walk: the action's name.
    case walkHeading(String)
    /// A rung's tooltip line in an action's walk: the action's name and what the responder answered.
    case walkAnswer(String, ActionDispatch.WalkStep.Answer)
    /// The last rung's tooltip line when nobody performed the action.
    case walkDiscarded
    /// The line under the name of a controller an action's walk never reached though it implements the action (its
    /// rung below the walk's): the action's name.
    case walkSkipped(String)
    /// A moving finger's path's tooltip: its number (from 1), where it lands and where it lifts, `(x, y)`.
    case touchPathTitle(Int, from: String, to: String)
    /// The heading of the gesture recognizers' list.
    case recognizersHeading
    /// A role's line in the legend.
    case legend(DiagramRole)
    /// The fingers' line in the legend when each finger is numbered (an event of more than one finger).
    case numberedFinger
    /// An event role's line in a responder's tooltip.
    case roleSentence(DiagramRole)
    /// A window's tooltip line when it is the key window.
    case keyWindow
    /// A view UIKit inserted at run time, for what (a name) when known.
    case inserted(for: String?)
    /// A responder's hit-test outcome (its code) in its tooltip.
    case hitTestOutcome(String)
    /// What a view's dashed hit-area outline means (never asked for `.bounds`); sizes already written as numbers.
    case hitArea(PointInsideOverride, width: String, height: String)
    /// A rung's tooltip line for the end of the chain, with the core's explanation.
    case chainEnds(String)
    /// A finger's tooltip: its number (from 1), its point `(x, y)` and the name of the view it hits, if any.
    case fingerTitle(Int, at: String, hits: String?)
    /// A hovering pointer's tooltip at one of its points: the point's number (from 1), `(x, y)` and the view it is
    /// hit-tested to, if any.
    case pointerTitle(Int, at: String, hits: String?)
    /// The `<desc>`'s sentence for one point of a hovering pointer.
    case pointer(Int, at: String, hits: String?)
    /// The `<desc>`'s first sentence: how many windows and views.
    case counts(windows: Int, views: Int)
    /// The `<desc>`'s sentence for one finger.
    case finger(Int, at: String, hits: String?)
    /// The `<desc>`'s sentence for the handler and the outcome's code.
    case handled(by: String, outcome: String)
    /// The `<desc>`'s sentence for an event nobody handled: its outcome's code.
    case outcome(String)
    /// The `<desc>`'s sentence for the chain: its responders' names.
    case chain([String])
    /// A view UIKit inserted, named by what it belongs to: `UITabBarButton of 'feed'`.
    case owned(className: String, owner: String)
    /// A dispatch diagram's title when the request has none.
    case eventTitle(Int)
    /// A chain diagram's title when the request has none: the name of the responder it starts from.
    case chainTitle(from: String)
}

/// The words of a diagram in one language (see ``DiagramPhrase``).
public struct DiagramWords: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    /// A phrase in the language, each phrase's four languages side by side: English; Japanese with labels as short
    /// noun phrases, tooltips and the description in polite sentences; Simplified Chinese with full-width
    /// punctuation; Korean with labels as short phrases, tooltips and the description in 합니다 style.
    public func callAsFunction(_ phrase: DiagramPhrase) -> String {
        switch phrase {
        case .ladderHeading:
            return Words.say(
                in: language,
                en: "Responder chain",
                ja: "レスポンダーチェーン",
                zh: "响应者链",
                ko: "리스폰더 체인")
        case .walkHeading(let action):
            return Words.say(
                in: language,
                en: "\(action) walks the responder chain",
                ja: "\(action) がたどるレスポンダーチェーン",
                zh: "\(action) 沿响应者链传递",
                ko: "\(action) 액션이 따라가는 리스폰더 체인")
        case .walkAnswer(let action, let answer):
            switch answer {
            case .performs:
                return Words.say(
                    in: language,
                    en: action + " performed here",
                    ja: action + "：ここで実行されます",
                    zh: action + "：在此执行",
                    ko: action + ": 여기서 실행됩니다")
            case .declines:
                return Words.say(
                    in: language,
                    en: action + " implemented, but canPerformAction(_:withSender:) says no",
                    ja: action + "：実装していますが、canPerformAction(_:withSender:) が拒否します",
                    zh: action + "：已实现，但 canPerformAction(_:withSender:) 拒绝了",
                    ko: action + ": 구현했지만 canPerformAction(_:withSender:)가 거부합니다")
            case .doesNotImplement:
                return Words.say(
                    in: language,
                    en: action + " not implemented",
                    ja: action + "：実装していません",
                    zh: action + "：未实现",
                    ko: action + ": 구현하지 않았습니다")
            }
        case .walkDiscarded:
            return Words.say(
                in: language,
                en: "nobody performed it: the action is discarded",
                ja: "誰も実行しなかったため、アクションは破棄されます",
                zh: "没有响应者执行它：该动作被丢弃",
                ko: "아무도 실행하지 않아 액션이 버려집니다")
        case .walkSkipped(let action):
            return Words.say(
                in: language,
                en: "skipped: implements \(action), but this walk never reaches it",
                ja: "飛ばされた：\(action) を実装していますが、このチェーンでは受け取りません",
                zh: "被跳过：实现了 \(action)，但这条响应者链不经过它",
                ko: "건너뜀: \(action) 액션을 구현했지만 이 체인은 거치지 않습니다")
        case .touchPathTitle(let number, let from, let to):
            return Words.say(
                in: language,
                en: "Finger \(number) lands at \(from) and lifts at \(to)",
                ja: "指 \(number) は \(from) に触れ、\(to) で離れます",
                zh: "手指 \(number) 落在 \(from)，在 \(to) 抬起",
                ko: "손가락 \(number): \(from)에서 닿고 \(to)에서 뗍니다")
        case .recognizersHeading:
            return Words.say(
                in: language,
                en: "Gesture recognizers",
                ja: "ジェスチャー認識子",
                zh: "手势识别器",
                ko: "제스처 인식기")
        case .legend(let role):
            switch role {
            case .swallowed:
                return Words.say(
                    in: language,
                    en: "swallowed the touches",
                    ja: "タッチを飲み込んだ",
                    zh: "吞掉了触摸",
                    ko: "터치를 삼킴")
            case .handler:
                return Words.say(
                    in: language,
                    en: "handled the event",
                    ja: "イベントを処理した",
                    zh: "处理了事件",
                    ko: "이벤트를 처리함")
            case .performer:
                return Words.say(
                    in: language,
                    en: "performed the action",
                    ja: "アクションを実行した",
                    zh: "执行了动作",
                    ko: "액션을 실행함")
            case .starved:
                return Words.say(
                    in: language,
                    en: "never got its touches",
                    ja: "タッチが届かなかった",
                    zh: "从未收到触摸",
                    ko: "터치를 받지 못함")
            case .hitView:
                return Words.say(
                    in: language,
                    en: "the hit-test view",
                    ja: "ヒットテストで選ばれたビュー",
                    zh: "命中测试找到的视图",
                    ko: "히트 테스트로 찾은 뷰")
            case .diagnosed:
                return Words.say(
                    in: language,
                    en: "named by a diagnostic",
                    ja: "診断で名前が挙がった",
                    zh: "被诊断点名",
                    ko: "진단에 언급됨")
            case .hitTestOverride:
                return Words.say(
                    in: language,
                    en: "its hitTest override decided",
                    ja: "hitTest のオーバーライドが決めた",
                    zh: "由重写的 hitTest 决定",
                    ko: "hitTest 오버라이드가 결정함")
            case .containsHit:
                return Words.say(
                    in: language,
                    en: "contains the hit",
                    ja: "ヒットしたビューを含む",
                    zh: "包含命中的视图",
                    ko: "히트된 뷰를 포함함")
            case .skipped:
                return Words.say(
                    in: language,
                    en: "skipped by hit-testing",
                    ja: "ヒットテストで飛ばされた",
                    zh: "被命中测试跳过",
                    ko: "히트 테스트에서 건너뜀")
            case .hidden:
                return Words.say(
                    in: language,
                    en: "hidden",
                    ja: "非表示",
                    zh: "已隐藏",
                    ko: "숨겨짐")
            case .noTouches:
                return Words.say(
                    in: language,
                    en: "receives no touches",
                    ja: "タッチを受け取らない",
                    zh: "不接收触摸",
                    ko: "터치를 받지 않음")
            case .synthesized:
                return Words.say(
                    in: language,
                    en: "inserted by UIKit",
                    ja: "UIKit が挿入したビュー",
                    zh: "由 UIKit 插入",
                    ko: "UIKit이 삽입함")
            case .finger:
                return Words.say(
                    in: language,
                    en: "finger",
                    ja: "指",
                    zh: "手指",
                    ko: "손가락")
            case .touchPath:
                return Words.say(
                    in: language,
                    en: "the finger's path, to where it lifts",
                    ja: "指の軌跡（離す位置まで）",
                    zh: "手指的移动路径（到抬起处）",
                    ko: "손가락이 움직인 경로(떼는 곳까지)")
            case .chain:
                return Words.say(
                    in: language,
                    en: "next responder, its view",
                    ja: "次のレスポンダーとそのビュー",
                    zh: "下一个响应者及其视图",
                    ko: "다음 리스폰더와 그 뷰")
            case .hitArea:
                return Words.say(
                    in: language,
                    en: "hit area beyond the frame",
                    ja: "フレームより広いヒット領域",
                    zh: "超出边框的命中区域",
                    ko: "프레임보다 넓은 히트 영역")
            }
        case .numberedFinger:
            return Words.say(
                in: language,
                en: "finger, numbered in the order of the event's touches",
                ja: "指（番号はイベントのタッチの順番）",
                zh: "手指（编号为事件中触摸的顺序）",
                ko: "손가락(번호는 이벤트의 터치 순서)")
        case .roleSentence(let role):
            return Words.text(
                in: language,
                en: {
                    switch role {
                    case .swallowed: return "swallowed the touches (overrides without calling super)"
                    case .starved: return "never received the touches it overrides"
                    case .diagnosed: return "named by a warning or error diagnostic"
                    default: return self(.legend(role))
                    }
                },
                ja: {
                    switch role {
                    case .swallowed: return "タッチを飲み込みました（super を呼ばないオーバーライド）。"
                    case .handler: return "イベントを処理しました。"
                    case .starved: return "オーバーライドしたタッチのメソッドが一度も呼ばれませんでした。"
                    case .hitView: return "ヒットテストで選ばれたビューです。"
                    case .diagnosed: return "警告またはエラーの診断で名前が挙がっています。"
                    default: return self(.legend(role))
                    }
                },
                zh: {
                    switch role {
                    case .swallowed: return "吞掉了触摸（重写了方法却没有调用 super）。"
                    case .handler: return "处理了事件。"
                    case .starved: return "从未收到它重写的触摸方法。"
                    case .hitView: return "命中测试找到的视图。"
                    case .diagnosed: return "被警告或错误诊断点名。"
                    default: return self(.legend(role))
                    }
                },
                ko: {
                    switch role {
                    case .swallowed: return "터치를 삼켰습니다(super를 호출하지 않는 오버라이드)."
                    case .handler: return "이벤트를 처리했습니다."
                    case .starved: return "오버라이드한 터치 메서드가 한 번도 호출되지 않았습니다."
                    case .hitView: return "히트 테스트로 찾은 뷰입니다."
                    case .diagnosed: return "경고 또는 오류 진단에 언급되었습니다."
                    default: return self(.legend(role))
                    }
                })
        case .keyWindow:
            return Words.say(
                in: language,
                en: "key window",
                ja: "キーウインドウです。",
                zh: "关键窗口。",
                ko: "키 윈도우입니다.")
        case .inserted(let owner):
            return Words.say(
                in: language,
                en: "inserted by UIKit at run time" + (owner.map { " for " + $0 } ?? ""),
                ja: owner.map { "実行時に UIKit が \($0) のために挿入しました。" } ?? "実行時に UIKit が挿入しました。",
                zh: owner.map { "由 UIKit 在运行时为 \($0) 插入。" } ?? "由 UIKit 在运行时插入。",
                ko: owner.map { "UIKit이 런타임에 삽입했습니다(\($0) 소속)." } ?? "UIKit이 런타임에 삽입했습니다.")
        case .hitTestOutcome(let outcome):
            return Words.say(
                in: language,
                en: "hit-test: " + outcome,
                ja: "ヒットテストの結果：" + outcome,
                zh: "命中测试结果：" + outcome,
                ko: "히트 테스트 결과: " + outcome)
        case .hitArea(let rule, let width, let height):
            switch rule {
            case .bounds:
                return ""
            case .minimumSize:
                return Words.say(
                    in: language,
                    en: "point(inside:) accepts at least \(width)×\(height) points around its centre (dashed outline)",
                    ja: "point(inside:) は中心のまわりの少なくとも \(width)×\(height) ポイントを受け付けます（破線の輪郭）。",
                    zh: "point(inside:) 接受以中心为准至少 \(width)×\(height) 点的范围（虚线轮廓）。",
                    ko: "point(inside:)는 중심 주위로 최소 \(width)×\(height) 포인트를 받아들입니다(점선 윤곽).")
            case .insets:
                return Words.say(
                    in: language,
                    en: "point(inside:) uses its bounds with edge insets (dashed outline)",
                    ja: "point(inside:) はエッジのインセットを加えた bounds を使います（破線の輪郭）。",
                    zh: "point(inside:) 使用加上边缘内边距的 bounds（虚线轮廓）。",
                    ko: "point(inside:)는 에지 인셋을 더한 bounds를 사용합니다(점선 윤곽).")
            case .always:
                return Words.say(
                    in: language,
                    en: "point(inside:) accepts every point",
                    ja: "point(inside:) はすべての点を受け付けます。",
                    zh: "point(inside:) 接受所有点。",
                    ko: "point(inside:)는 모든 점을 받아들입니다.")
            case .never:
                return Words.say(
                    in: language,
                    en: "point(inside:) accepts no point",
                    ja: "point(inside:) はどの点も受け付けません。",
                    zh: "point(inside:) 不接受任何点。",
                    ko: "point(inside:)는 어떤 점도 받아들이지 않습니다.")
            case .regions(_, let includeSubviews):
                return includeSubviews
                    ? Words.say(
                        in: language,
                        en: "point(inside:) accepts the given regions and wherever a subview's point(inside:) does "
                            + "(dashed outline: the regions)",
                        ja: "point(inside:) は指定された領域と、サブビューの point(inside:) が受け付ける点を受け付けます"
                            + "（破線の輪郭は領域）。",
                        zh: "point(inside:) 接受给定的区域，以及子视图的 point(inside:) 接受的点（虚线轮廓为这些区域）。",
                        ko: "point(inside:)는 주어진 영역과 서브뷰의 point(inside:)가 받아들이는 점을 받아들입니다"
                            + "(점선 윤곽은 영역).")
                    : Words.say(
                        in: language,
                        en: "point(inside:) accepts only the given regions (dashed outline: around them)",
                        ja: "point(inside:) は指定された領域だけを受け付けます（破線の輪郭はそれらを囲みます）。",
                        zh: "point(inside:) 只接受给定的区域（虚线轮廓围住这些区域）。",
                        ko: "point(inside:)는 주어진 영역만 받아들입니다(점선 윤곽은 그 영역을 둘러쌉니다).")
            }
        case .chainEnds(let explanation):
            return Words.say(
                in: language,
                en: "the chain ends: " + explanation,
                ja: "チェーンはここで終わります：" + explanation,
                zh: "响应者链在此结束：" + explanation,
                ko: "체인이 여기서 끝납니다: " + explanation)
        case .fingerTitle(let number, let at, let hit):
            return Words.say(
                in: language,
                en: "Finger \(number) at \(at): " + (hit.map { "hits " + $0 } ?? "hits no view"),
                ja: "指 \(number)、\(at)：" + (hit.map { "\($0) に当たります" } ?? "どのビューにも当たりません"),
                zh: "手指 \(number) 位于 \(at)：" + (hit.map { "命中 \($0)" } ?? "没有命中任何视图"),
                ko: "손가락 \(number), \(at): " + (hit.map { "\($0)에 닿습니다" } ?? "어떤 뷰에도 닿지 않습니다"))
        case .pointerTitle(let number, let at, let hit):
            return Words.say(
                in: language,
                en: "Pointer, point \(number), at \(at): " + (hit.map { "over " + $0 } ?? "over no view"),
                ja: "ポインター（点 \(number)）、\(at)：" + (hit.map { "\($0) の上にあります" } ?? "どのビューの上にもありません"),
                zh: "指针（第 \(number) 个点）位于 \(at)：" + (hit.map { "在 \($0) 上方" } ?? "不在任何视图上方"),
                ko: "포인터(지점 \(number)), \(at): " + (hit.map { "\($0) 위에 있습니다" } ?? "어떤 뷰 위에도 없습니다"))
        case .pointer(let number, let at, let hit):
            return Words.say(
                in: language,
                en: "The hovering pointer, at its point \(number), \(at), is over \(hit ?? "no view").",
                ja: "ホバーするポインターは点 \(number)（\(at)）で"
                    + (hit.map { " \($0) の上にあります。" } ?? "どのビューの上にもありません。"),
                zh: "悬停的指针在第 \(number) 个点 \(at)，" + (hit.map { "位于 \($0) 上方。" } ?? "不在任何视图上方。"),
                ko: "호버하는 포인터는 지점 \(number)(\(at))에서 "
                    + (hit.map { "\($0) 위에 있습니다." } ?? "어떤 뷰 위에도 없습니다."))
        case .counts(let windows, let views):
            return Words.say(
                in: language,
                en: "\(windows) window\(windows == 1 ? "" : "s") and \(views) view\(views == 1 ? "" : "s").",
                ja: "ウインドウ \(windows) 個、ビュー \(views) 個です。",
                zh: "\(windows) 个窗口，\(views) 个视图。",
                ko: "윈도우 \(windows)개, 뷰 \(views)개입니다.")
        case .finger(let number, let at, let hit):
            return Words.say(
                in: language,
                en: "Finger \(number) at \(at) hits \(hit ?? "no view").",
                ja: "指 \(number) は \(at) で" + (hit.map { " \($0) に当たります。" } ?? "どのビューにも当たりません。"),
                zh: "手指 \(number) 位于 \(at)，" + (hit.map { "命中 \($0)。" } ?? "没有命中任何视图。"),
                ko: "손가락 \(number): \(at)에서 " + (hit.map { "\($0)에 닿습니다." } ?? "어떤 뷰에도 닿지 않습니다."))
        case .handled(let handler, let outcome):
            return Words.say(
                in: language,
                en: "Handled by \(handler) (\(outcome)).",
                ja: "\(handler) が処理しました（\(outcome)）。",
                zh: "由 \(handler) 处理（\(outcome)）。",
                ko: "\(handler)이(가) 처리했습니다(\(outcome)).")
        case .outcome(let outcome):
            return Words.say(
                in: language,
                en: "Outcome: \(outcome).",
                ja: "結果は \(outcome) です。",
                zh: "结果：\(outcome)。",
                ko: "결과: \(outcome).")
        case .chain(let names):
            return Words.say(
                in: language,
                en: "Responder chain: " + names.joined(separator: " → ") + ".",
                ja: "レスポンダーチェーン：" + names.joined(separator: " → ") + "。",
                zh: "响应者链：" + names.joined(separator: " → ") + "。",
                ko: "리스폰더 체인: " + names.joined(separator: " → ") + ".")
        case .owned(let className, let owner):
            return Words.say(
                in: language,
                en: className + " of " + owner,
                ja: "\(owner) の \(className)",
                zh: "\(owner) 的 \(className)",
                ko: "\(owner)의 \(className)")
        case .eventTitle(let index):
            return Words.say(
                in: language,
                en: "Event \(index)",
                ja: "イベント \(index)",
                zh: "事件 \(index)",
                ko: "이벤트 \(index)")
        case .chainTitle(let name):
            return Words.say(
                in: language,
                en: "The responder chain from \(name)",
                ja: "\(name) からのレスポンダーチェーン",
                zh: "从 \(name) 开始的响应者链",
                ko: "\(name)에서 시작하는 리스폰더 체인")
        }
    }

    /// A dispatch diagram's title when the request has none: `Event 0`.
    public func eventTitle(_ index: Int) -> String { self(.eventTitle(index)) }

    /// A chain diagram's title when the request has none: `The responder chain from UIButton 'delete'`.
    public func chainTitle(from name: String) -> String { self(.chainTitle(from: name)) }
}
