import ResponderCore

extension App {
    /// Why a gesture recognizer recognized a touch or not, in plain words, in `language`.
    public func words(of reason: RecognizerReason, in language: Language) -> String {
        let text = Self.text(_:) as (Double) -> String
        let number = Self.number
        // A count of fingers, as English, Japanese and Simplified Chinese say it (Korean says it in its sentences).
        func fingers(_ count: Int) -> String { count == 1 ? "1 finger" : "\(count) fingers" }
        func japaneseFingers(_ count: Int) -> String { "指 \(count) 本" }
        func chineseFingers(_ count: Int) -> String { "\(count) 根手指" }
        switch reason {
        case .scrollingDisabled(let scroll):
            return Words.say(
                in: language,
                en: "isScrollEnabled is false on \(displayName(of: scroll)), so its pan recognizer is off.",
                ja: "\(displayName(of: scroll)) の isScrollEnabled が false のため、そのパンのジェスチャー認識子は無効です。",
                zh: "\(displayName(of: scroll)) 的 isScrollEnabled 为 false，因此它的拖移手势识别器处于关闭状态。",
                ko: "\(displayName(of: scroll))의 isScrollEnabled가 false이므로 이 스크롤 뷰의 팬 제스처 인식기가 꺼져 "
                    + "있습니다.")
        case .disabled:
            return Words.say(
                in: language,
                en: "isEnabled is false, so it ignores touches.",
                ja: "isEnabled が false のため、タッチを無視します。",
                zh: "isEnabled 为 false，因此它忽略触摸。",
                ko: "isEnabled가 false이므로 터치를 무시합니다.")
        case .preventedByControl(let control):
            return Words.say(
                in: language,
                en: "\(displayName(of: control)) is a UIKit control, and controls make single-tap recognizers on their "
                    + "ancestors fail.",
                ja: "\(displayName(of: control)) は UIKit のコントロールです。コントロールは、祖先ビューに付いた"
                    + "シングルタップの認識子を失敗させます。",
                zh: "\(displayName(of: control)) 是 UIKit 控件，控件会让其祖先视图上的单次轻点手势识别器失败。",
                ko: "UIKit 컨트롤은 조상 뷰에 붙은 싱글 탭 인식기를 실패하게 만듭니다. \(displayName(of: control))도 그런 "
                    + "UIKit 컨트롤입니다.")
        case .toldByRequest(let recognizes):
            return Words.say(
                in: language,
                en: recognizes
                    ? "The request says it recognizes this touch."
                    : "The request says it does not recognize this touch.",
                ja: recognizes
                    ? "リクエストで、このタッチを認識すると指定されています。" : "リクエストで、このタッチを認識しないと指定されています。",
                zh: recognizes ? "请求中说明它识别这次触摸。" : "请求中说明它不识别这次触摸。",
                ko: recognizes ? "요청에서 이 터치를 인식한다고 지정했습니다." : "요청에서 이 터치를 인식하지 않는다고 지정했습니다.")
        case .wrongGesture(let gesture, let expected):
            return Words.say(
                in: language,
                en: "A \(gesture.rawValue) is not a \(expected.rawValue).",
                ja: "\(Self.japaneseName(of: gesture))は\(Self.japaneseName(of: expected))ではありません。",
                zh: "\(Self.chineseName(of: gesture))不是\(Self.chineseName(of: expected))。",
                ko: "\(Self.koreanName(of: gesture)) 제스처는 \(Self.koreanName(of: expected)) 제스처가 아닙니다.")
        case .movedTooFarForTap(let moved, let allowed):
            return Words.say(
                in: language,
                en: "The finger moved \(text(moved)) points, more than the \(number(allowed)) a tap allows.",
                ja: "指が \(text(moved)) ポイント動きました。タップで許される \(number(allowed)) ポイントを超えています。",
                zh: "手指移动了 \(text(moved)) 点，超过了轻点所允许的 \(number(allowed)) 点。",
                ko: "손가락이 \(text(moved))포인트 움직였습니다. 탭에 허용되는 \(number(allowed))포인트보다 많습니다.")
        case .cancelledBeforeLift:
            return Words.say(
                in: language,
                en: "The touch was cancelled before the finger lifted.",
                ja: "指が離れる前に、タッチがキャンセルされました。",
                zh: "手指抬起之前，触摸就被取消了。",
                ko: "손가락을 떼기 전에 터치가 취소되었습니다.")
        case .fingersRequired(let required, let touched):
            return Words.say(
                in: language,
                en: "It needs \(fingers(required)) (numberOfTouchesRequired); \(touched) touched.",
                ja: "\(japaneseFingers(required))が必要です（numberOfTouchesRequired）。触れた指は \(touched) 本です。",
                zh: "它需要 \(chineseFingers(required))（numberOfTouchesRequired）；实际触摸的是 \(touched) 根。",
                ko: "손가락 \(required)개가 필요합니다(numberOfTouchesRequired). 닿은 손가락은 \(touched)개입니다.")
        case .tapsRequired(let required, let tapped):
            return Words.text(
                in: language,
                en: {
                    return "It needs \(required) taps (numberOfTapsRequired); this was "
                        + (tapped == 1 ? "a single tap." : "\(tapped) taps.")
                },
                ja: {
                    let this = tapped == 1 ? "シングルタップ" : "\(tapped) 回のタップ"
                    return "\(required) 回のタップが必要です（numberOfTapsRequired）。今回は\(this)でした。"
                },
                zh: {
                    let this = tapped == 1 ? "单次轻点" : "\(tapped) 次轻点"
                    return "它需要轻点 \(required) 次（numberOfTapsRequired）；这次是\(this)。"
                },
                ko: {
                    let this = tapped == 1 ? "한 번 탭했습니다." : "\(tapped)번 탭했습니다."
                    return "탭 \(required)번이 필요합니다(numberOfTapsRequired). 이번에는 \(this)"
                })
        case .tapped(let taps, let count, let tapCount):
            return Words.text(
                in: language,
                en: {
                    return (taps == 1 ? "A tap" : "\(taps) taps")
                        + " with \(fingers(count)), within the movement a tap allows"
                        + (taps < tapCount ? " (it recognizes at tap \(taps) of \(tapCount))." : ".")
                },
                ja: {
                    var words =
                        taps == 1 ? "\(japaneseFingers(count))でのタップで" : "\(japaneseFingers(count))での \(taps) 回のタップで"
                    words += "、動きはタップで許される範囲内でした"
                    words += taps < tapCount ? "（\(tapCount) 回のうち \(taps) 回目のタップで認識します）。" : "。"
                    return words
                },
                zh: {
                    var words =
                        taps == 1 ? "用 \(chineseFingers(count))轻点了一次" : "用 \(chineseFingers(count))轻点了 \(taps) 次"
                    words += "，移动在轻点允许的范围之内"
                    words += taps < tapCount ? "（它在 \(tapCount) 次轻点中的第 \(taps) 次识别）。" : "。"
                    return words
                },
                ko: {
                    var words = taps == 1 ? "손가락 \(count)개로 한 번 탭했고" : "손가락 \(count)개로 \(taps)번 탭했고"
                    words += ", 움직임은 탭에 허용되는 범위 안이었습니다"
                    words += taps < tapCount ? "(\(tapCount)번 중 \(taps)번째 탭에서 인식합니다)." : "."
                    return words
                })
        case .didNotRest:
            return Words.say(
                in: language,
                en: "The finger did not rest for the minimumPressDuration (0.5 s) before lifting or moving.",
                ja: "指が離れるか動く前に、minimumPressDuration（0.5 秒）のあいだ静止していませんでした。",
                zh: "手指在抬起或移动之前，没有停留满 minimumPressDuration（0.5 秒）。",
                ko: "손가락을 떼거나 움직이기 전에 minimumPressDuration(0.5초) 동안 머물지 않았습니다.")
        case .rested:
            return Words.say(
                in: language,
                en: "The finger rested for the minimumPressDuration (0.5 s) without moving away.",
                ja: "指は離れずに、minimumPressDuration（0.5 秒）のあいだ静止しました。",
                zh: "手指停留满了 minimumPressDuration（0.5 秒），期间没有移开。",
                ko: "손가락이 벗어나지 않고 minimumPressDuration(0.5초) 동안 머물렀습니다.")
        case .didNotMove:
            return Words.say(
                in: language,
                en: "The finger did not move.",
                ja: "指は動きませんでした。",
                zh: "手指没有移动。",
                ko: "손가락이 움직이지 않았습니다.")
        case .panTooShort(let moved, let needs):
            return Words.say(
                in: language,
                en: "The finger moved only \(text(moved)) points; a pan begins after \(number(needs)).",
                ja: "指は \(text(moved)) ポイントしか動きませんでした。パンは \(number(needs)) ポイント動いてから始まります。",
                zh: "手指只移动了 \(text(moved)) 点；拖动要在移动 \(number(needs)) 点之后才开始。",
                ko: "손가락이 \(text(moved))포인트만 움직였습니다. 팬은 \(number(needs))포인트를 움직인 뒤에 시작됩니다.")
        case .panFingers(let required, let moved):
            return Words.say(
                in: language,
                en: "It needs at least \(fingers(required)) (minimumNumberOfTouches); \(moved) moved.",
                ja: "少なくとも\(japaneseFingers(required))が必要です（minimumNumberOfTouches）。動いた指は \(moved) 本です。",
                zh: "它至少需要 \(chineseFingers(required))（minimumNumberOfTouches）；实际移动的是 \(moved) 根。",
                ko: "손가락이 적어도 \(required)개 필요합니다(minimumNumberOfTouches). 움직인 손가락은 \(moved)개입니다.")
        case .panned(let moved, let needs):
            return Words.say(
                in: language,
                en: moved.map { "The finger moved \(text($0)) points, past the \(number(needs)) a pan needs." }
                    ?? "The fingers dragged.",
                ja: moved.map { "指は \(text($0)) ポイント動き、パンに必要な \(number(needs)) ポイントを超えました。" }
                    ?? "指がドラッグされました。",
                zh: moved.map { "手指移动了 \(text($0)) 点，超过了拖动所需的 \(number(needs)) 点。" } ?? "手指拖动了。",
                ko: moved.map { "손가락이 \(text($0))포인트 움직여, 팬에 필요한 \(number(needs))포인트를 넘었습니다." }
                    ?? "손가락으로 드래그했습니다.")
        case .twoFingersNeeded(let kind, let touched):
            return Words.say(
                in: language,
                en: "A \(kind.rawValue) needs 2 fingers; \(touched) touched.",
                ja: "\(Self.japaneseName(of: kind))には指が 2 本必要です。触れた指は \(touched) 本です。",
                zh: "\(Self.chineseName(of: kind))需要 2 根手指；实际触摸的是 \(touched) 根。",
                ko: "\(Self.koreanName(of: kind)) 제스처에는 손가락 2개가 필요합니다. 닿은 손가락은 \(touched)개입니다.")
        case .pinched:
            return Words.say(
                in: language,
                en: "Two fingers pinched.",
                ja: "2 本の指がピンチしました。",
                zh: "两根手指做了捏合。",
                ko: "두 손가락으로 핀치했습니다.")
        case .turned:
            return Words.say(
                in: language,
                en: "Two fingers turned.",
                ja: "2 本の指が回転しました。",
                zh: "两根手指做了旋转。",
                ko: "두 손가락을 돌렸습니다.")
        case .noFinger:
            return Words.say(
                in: language,
                en: "No finger touched.",
                ja: "どの指も触れていません。",
                zh: "没有手指触摸。",
                ko: "닿은 손가락이 없습니다.")
        case .edgeTooFar(let start, let edge):
            return Words.say(
                in: language,
                en: "The finger began \(text(start)) points from the left edge; a screen-edge pan begins within about "
                    + "\(number(edge)) (observed on iPhone; UIKit does not document it).",
                ja: "指は左端から \(text(start)) ポイントの位置で触れ始めました。画面端からのパンが始まるのは、左端から"
                    + "およそ \(number(edge)) ポイント以内です（iPhone で観察された値で、UIKit は文書化していません）。",
                zh: "手指从距左边缘 \(text(start)) 点的位置开始；屏幕边缘拖动要在距边缘约 \(number(edge)) 点以内开始"
                    + "（在 iPhone 上观察到的值；UIKit 文档没有说明）。",
                ko: "손가락이 왼쪽 가장자리에서 \(text(start))포인트 떨어진 곳에서 시작했습니다. 화면 가장자리 팬은 "
                    + "가장자리에서 약 \(number(edge))포인트 안에서 시작해야 합니다(iPhone에서 관찰한 값이며, UIKit 문서에는 "
                    + "나와 있지 않습니다).")
        case .edgeTooShort(let inward, let needs):
            return Words.say(
                in: language,
                en: "The finger began at the left edge but moved \(text(inward)) points inward; the pan begins after "
                    + "\(number(needs)).",
                ja: "指は左端で触れ始めましたが、内側へ \(text(inward)) ポイントしか動きませんでした。パンは "
                    + "\(number(needs)) ポイント動いてから始まります。",
                zh: "手指从左边缘开始，但只向内移动了 \(text(inward)) 点；拖动要在移动 \(number(needs)) 点之后才开始。",
                ko: "손가락이 왼쪽 가장자리에서 시작했지만 안쪽으로 \(text(inward))포인트만 움직였습니다. 팬은 "
                    + "\(number(needs))포인트를 움직인 뒤에 시작됩니다.")
        case .edgePanned(let start, let inward):
            return Words.text(
                in: language,
                en: {
                    return "The finger began \(text(start)) points from the left edge and moved "
                        + (inward.map { "\(text($0)) points inward." } ?? "inward.")
                },
                ja: {
                    let moved = inward.map { "内側へ \(text($0)) ポイント動きました。" } ?? "内側へ動きました。"
                    return "指は左端から \(text(start)) ポイントの位置で触れ始め、\(moved)"
                },
                zh: {
                    let moved = inward.map { "向内移动了 \(text($0)) 点。" } ?? "向内移动。"
                    return "手指从距左边缘 \(text(start)) 点的位置开始，\(moved)"
                },
                ko: {
                    let moved = inward.map { "안쪽으로 \(text($0))포인트 움직였습니다." } ?? "안쪽으로 움직였습니다."
                    return "손가락이 왼쪽 가장자리에서 \(text(start))포인트 떨어진 곳에서 시작해 \(moved)"
                })
        case .hover:
            return Words.say(
                in: language,
                en: "A hover recognizer follows a pointer over the view, not a touch.",
                ja: "ホバーの認識子は、タッチではなく、ビューの上を動くポインターを追います。",
                zh: "悬停识别器跟踪的是在视图上方移动的指针，而不是触摸。",
                ko: "호버 인식기는 터치가 아니라 뷰 위를 지나는 포인터를 따라갑니다.")
        case .hovered(let phases):
            let states = phases.map(\.rawValue).joined(separator: ", ")
            return Words.say(
                in: language,
                en: "The pointer was over its view or a subview (hit-tested there): its action saw \(states).",
                ja: "ポインターがビューかそのサブビューの上にありました（そこにヒットテストされました）。アクションは \(states) を受け取りました。",
                zh: "指针位于它的视图或子视图上方（命中测试到那里）：它的动作收到了 \(states)。",
                ko: "포인터가 뷰나 그 서브뷰 위에 있었습니다(그곳으로 히트 테스트되었습니다). 액션은 \(states)을(를) 받았습니다.")
        case .pointerNotOver:
            return Words.say(
                in: language,
                en: "The pointer was never hit-tested to its view or a subview, so it never saw the pointer.",
                ja: "ポインターはビューにもサブビューにも一度もヒットテストされなかったため、ポインターを受け取りませんでした。",
                zh: "指针从未命中测试到它的视图或子视图，所以它从未收到指针。",
                ko: "포인터가 뷰나 서브뷰로 한 번도 히트 테스트되지 않았으므로, 이 인식기는 포인터를 받지 못했습니다.")
        case .custom:
            return Words.say(
                in: language,
                en: "A custom recognizer recognizes only when the request says so (recognizes).",
                ja: "カスタムの認識子は、リクエストで指定されたとき（recognizes）だけ認識します。",
                zh: "自定义识别器只在请求中说明识别时（recognizes）才会识别。",
                ko: "사용자 정의 인식기는 요청에서 인식한다고 지정할 때(recognizes)만 인식합니다.")
        case .swipeFingers(let required, let touched):
            return Words.say(
                in: language,
                en: "It needs \(required) finger(s) (numberOfTouchesRequired); \(touched) touched.",
                ja: "指が \(required) 本必要です（numberOfTouchesRequired）。触れた指は \(touched) 本です。",
                zh: "它需要 \(required) 根手指（numberOfTouchesRequired）；实际触摸的是 \(touched) 根。",
                ko: "손가락 \(required)개가 필요합니다(numberOfTouchesRequired). 닿은 손가락은 \(touched)개입니다.")
        case .swipeAssumed(let directions):
            return Words.say(
                in: language,
                en: "A swipe; the request gives no path, so it is taken to go \(directions.names).",
                ja: "スワイプです。リクエストに経路がないため、\(Self.japaneseNames(of: directions))の方向に進んだものとみなします。",
                zh: "这是一次轻扫；请求没有给出路径，因此认为它朝\(Self.chineseNames(of: directions))方向移动。",
                ko: "스와이프입니다. 요청에 경로가 없으므로 \(Self.koreanNames(of: directions)) 방향으로 움직인 것으로 "
                    + "간주합니다.")
        case .swipeWrongDirection(let went, let accepts):
            return Words.say(
                in: language,
                en: "The finger went \(went.names); it accepts \(accepts.names) (direction).",
                ja: "指は\(Self.japaneseNames(of: went))の方向に進みました。この認識子が受け付けるのは"
                    + "\(Self.japaneseNames(of: accepts))の方向です（direction）。",
                zh: "手指朝\(Self.chineseNames(of: went))方向移动；它接受的是\(Self.chineseNames(of: accepts))方向（direction）。",
                ko: "손가락이 \(Self.koreanNames(of: went)) 방향으로 움직였습니다. 이 인식기가 받아들이는 방향은 "
                    + "\(Self.koreanNames(of: accepts))입니다(direction).")
        case .swipeTooShort(let along, let went, let needs):
            return Words.say(
                in: language,
                en: "The finger went \(text(along)) points \(went.names); a swipe needs \(number(needs)).",
                ja: "指は\(Self.japaneseNames(of: went))の方向に \(text(along)) ポイント進みました。スワイプには "
                    + "\(number(needs)) ポイント必要です。",
                zh: "手指朝\(Self.chineseNames(of: went))方向移动了 \(text(along)) 点；轻扫需要 \(number(needs)) 点。",
                ko: "손가락이 \(Self.koreanNames(of: went)) 방향으로 \(text(along))포인트 움직였습니다. 스와이프에는 "
                    + "\(number(needs))포인트가 필요합니다.")
        case .swipeNotStraight(let along, let across, let went):
            return Words.say(
                in: language,
                en: "The finger went \(text(along)) points \(went.names) but \(text(across)) across: not straight "
                    + "enough for a swipe.",
                ja: "指は\(Self.japaneseNames(of: went))の方向に \(text(along)) ポイント進みましたが、それと直交する方向にも "
                    + "\(text(across)) ポイントずれました。スワイプとしては、まっすぐではありません。",
                zh: "手指朝\(Self.chineseNames(of: went))方向移动了 \(text(along)) 点，但在垂直方向上偏移了 "
                    + "\(text(across)) 点：不够直，算不上轻扫。",
                ko: "손가락이 \(Self.koreanNames(of: went)) 방향으로 \(text(along))포인트 움직였지만, 수직 방향으로도 "
                    + "\(text(across))포인트 벗어났습니다. 스와이프로 보기에는 충분히 곧지 않습니다.")
        case .swiped(let along, let went):
            return Words.say(
                in: language,
                en: "The finger went \(text(along)) points \(went.names), far and straight enough.",
                ja: "指は\(Self.japaneseNames(of: went))の方向に \(text(along)) ポイント進み、距離もまっすぐさも十分でした。",
                zh: "手指朝\(Self.chineseNames(of: went))方向移动了 \(text(along)) 点，距离够远，路线也够直。",
                ko: "손가락이 \(Self.koreanNames(of: went)) 방향으로 \(text(along))포인트, 충분히 멀고 곧게 움직였습니다.")
        case .notAScrollView:
            return Words.say(
                in: language,
                en: "It is not a scroll view.",
                ja: "スクロールビューではありません。",
                zh: "它不是滚动视图。",
                ko: "스크롤 뷰가 아닙니다.")
        case .scrollDidNotMove(let scroll):
            return Words.say(
                in: language,
                en: "The finger did not move, so \(displayName(of: scroll)) does not scroll.",
                ja: "指が動かなかったため、\(displayName(of: scroll)) はスクロールしません。",
                zh: "手指没有移动，因此 \(displayName(of: scroll)) 不会滚动。",
                ko: "손가락이 움직이지 않았으므로 \(displayName(of: scroll))에서 스크롤이 일어나지 않습니다.")
        case .scrollTooShort(let moved, let needs):
            return Words.say(
                in: language,
                en: "The finger moved only \(text(moved)) points; scrolling begins after \(number(needs)).",
                ja: "指は \(text(moved)) ポイントしか動きませんでした。スクロールは \(number(needs)) ポイント動いてから始まります。",
                zh: "手指只移动了 \(text(moved)) 点；滚动要在移动 \(number(needs)) 点之后才开始。",
                ko: "손가락이 \(text(moved))포인트만 움직였습니다. 스크롤은 \(number(needs))포인트를 움직인 뒤에 시작됩니다.")
        case .contentFits(let content, let bounds, let axis):
            return Words.text(
                in: language,
                en: {
                    let bounce = axis == .horizontally ? "alwaysBounceHorizontal" : "alwaysBounceVertical"
                    return "Its content (\(number(content.width))×\(number(content.height))) fits its bounds "
                        + "(\(number(bounds.width))×\(number(bounds.height))) and \(bounce) is off, so a drag "
                        + (axis.map { "\(Self.words(of: $0)) " } ?? "") + "does not scroll it."
                },
                ja: {
                    let bounce = axis == .horizontally ? "alwaysBounceHorizontal" : "alwaysBounceVertical"
                    let drag = axis.map { "\(Self.japaneseWords(of: $0))のドラッグ" } ?? "ドラッグ"
                    return "コンテンツ（\(number(content.width))×\(number(content.height))）が bounds"
                        + "（\(number(bounds.width))×\(number(bounds.height))）に収まり、\(bounce) もオフのため、"
                        + "\(drag)ではスクロールしません。"
                },
                zh: {
                    let bounce = axis == .horizontally ? "alwaysBounceHorizontal" : "alwaysBounceVertical"
                    let drag = axis.map { "\(Self.chineseWords(of: $0))拖动" } ?? "拖动"
                    return "它的内容（\(number(content.width))×\(number(content.height))）能放进它的 bounds"
                        + "（\(number(bounds.width))×\(number(bounds.height))），而且 \(bounce) 是关闭的，所以\(drag)不会让它滚动。"
                },
                ko: {
                    let bounce = axis == .horizontally ? "alwaysBounceHorizontal" : "alwaysBounceVertical"
                    let drag = axis.map { "\(Self.koreanWords(of: $0))으로 드래그해도" } ?? "드래그해도"
                    return "콘텐츠(\(number(content.width))×\(number(content.height)))가 bounds"
                        + "(\(number(bounds.width))×\(number(bounds.height))) 안에 들어가고 \(bounce)도 꺼져 있으므로, "
                        + "\(drag) 스크롤되지 않습니다."
                })
        case .contentKeepsTouch(let hit, let restedFirst, let byOverride):
            return Words.text(
                in: language,
                en: {
                    let why =
                        restedFirst
                        ? "the finger rested before moving, so \(displayName(of: hit)) already has the touch"
                        : "delaysContentTouches is false, so \(displayName(of: hit)) has the touch from the start"
                    guard let byOverride else {
                        return
                            "It does not scroll: \(why), and canCancelContentTouches is false, so the touch stays with it."
                    }
                    let whose = byOverride ? "the scroll view's override" : "UIKit's default for a UIControl"
                    return
                        "\(why), and touchesShouldCancel(in:) answered false for it (\(whose)): the touch stays with it "
                        + "and nothing scrolls."
                },
                ja: {
                    let hitName = displayName(of: hit)
                    let why =
                        restedFirst
                        ? "指が動く前に静止したため、\(hitName) がすでにタッチを持っています。"
                        : "delaysContentTouches が false のため、\(hitName) は最初からタッチを持っています。"
                    guard let byOverride else {
                        return "スクロールしません。\(why)そして canCancelContentTouches が false のため、タッチは \(hitName) に残ります。"
                    }
                    let whose = byOverride ? "スクロールビューのオーバーライド" : "UIControl に対する UIKit のデフォルト"
                    return "\(why)そして touchesShouldCancel(in:) はこのビューについて false を返しました（\(whose)）。"
                        + "タッチは \(hitName) に残り、何もスクロールしません。"
                },
                zh: {
                    let hitName = displayName(of: hit)
                    let why =
                        restedFirst
                        ? "手指在移动之前先停留了，所以 \(hitName) 已经拿到了触摸"
                        : "delaysContentTouches 为 false，所以 \(hitName) 从一开始就拿到了触摸"
                    guard let byOverride else {
                        return "它不会滚动：\(why)，而且 canCancelContentTouches 为 false，所以触摸留在 \(hitName) 那里。"
                    }
                    let whose = byOverride ? "滚动视图重写的方法" : "UIKit 对 UIControl 的默认行为"
                    return "\(why)，而且 touchesShouldCancel(in:) 对它返回了 false（\(whose)）：触摸留在 \(hitName) 那里，"
                        + "什么也不会滚动。"
                },
                ko: {
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
                })
        case .scrolls(let scroll, let moved, let axis):
            return Words.text(
                in: language,
                en: {
                    return (moved.map { "The finger moved \(text($0)) points" } ?? "The finger dragged")
                        + (axis.map { " \(Self.words(of: $0))" } ?? "")
                        + " and \(displayName(of: scroll)) can scroll that way."
                },
                ja: {
                    var words = "指が"
                    if let axis { words += Self.japaneseWords(of: axis) + "に" }
                    words += moved.map { " \(text($0)) ポイント動き" } ?? "ドラッグされ"
                    words += "、\(displayName(of: scroll)) はその方向にスクロールできます。"
                    return words
                },
                zh: {
                    var words = "手指"
                    if let axis { words += Self.chineseWords(of: axis) }
                    words += moved.map { "移动了 \(text($0)) 点" } ?? "拖动了"
                    words += "，\(displayName(of: scroll)) 可以朝这个方向滚动。"
                    return words
                },
                ko: {
                    var words = "손가락이 "
                    if let axis { words += Self.koreanWords(of: axis) + "으로 " }
                    words += moved.map { "\(text($0))포인트 움직였고" } ?? "드래그했고"
                    words += ", \(displayName(of: scroll))은(는) 그 방향으로 스크롤할 수 있습니다."
                    return words
                })
        case .notReceived(let view):
            return Words.say(
                in: language,
                en: "Its delegate's gestureRecognizer(_:shouldReceive:) returned false for the touch on "
                    + "\(displayName(of: view)), so it never saw the touch and does not get in its way.",
                ja: "デリゲートの gestureRecognizer(_:shouldReceive:) が \(displayName(of: view)) 上のタッチについて "
                    + "false を返したため、この認識子はタッチを受け取らず、そのタッチの妨げにもなりません。",
                zh: "它的代理的 gestureRecognizer(_:shouldReceive:) 对 \(displayName(of: view)) 上的触摸返回了 false，"
                    + "因此它从未看到这次触摸，也不会妨碍它。",
                ko: "델리게이트의 gestureRecognizer(_:shouldReceive:) 메서드가 \(displayName(of: view)) 위의 터치에 대해 "
                    + "false를 반환했으므로, 이 인식기는 터치를 보지 못했고 그 터치를 방해하지도 않습니다.")
        case .popDeclined(let reason, let navigation):
            return Words.say(
                in: language,
                en: "It would recognize (\(clause(of: reason))), but \(displayName(of: navigation)) declines the swipe "
                    + "back while the top controller's back button is hidden or replaced by left bar button items "
                    + "(observed on iOS; the documentation does not say).",
                ja: "認識の条件は満たしています（\(japaneseClause(of: reason))）。しかし、最前面のビューコントローラーの"
                    + "戻るボタンが非表示か、左側のバーボタンアイテムに置き換えられているあいだは、\(displayName(of: navigation)) "
                    + "がスワイプで戻る操作を拒否します（iOS で観察された動作で、ドキュメントには記載がありません）。",
                zh: "它本来会识别（\(chineseClause(of: reason))），但当顶层视图控制器的返回按钮被隐藏，或被左侧的 bar button "
                    + "item 替换时，\(displayName(of: navigation)) 会拒绝侧滑返回（在 iOS 上观察到的行为；文档没有说明）。",
                ko: "인식할 조건은 갖추었지만(\(koreanClause(of: reason))), 맨 위 뷰 컨트롤러의 뒤로 버튼이 숨겨져 있거나 "
                    + "왼쪽 바 버튼 아이템으로 바뀌어 있는 동안에는 \(displayName(of: navigation))이(가) 스와이프로 돌아가기를 "
                    + "거부합니다(iOS에서 관찰한 동작이며, 문서에는 나와 있지 않습니다).")
        case .shouldBeginFalse(let reason):
            return Words.say(
                in: language,
                en: "It would recognize (\(clause(of: reason))), but its delegate's gestureRecognizerShouldBegin(_:) "
                    + "returned false, so it fails and the touch goes on to the views.",
                ja: "認識の条件は満たしています（\(japaneseClause(of: reason))）。しかし、デリゲートの "
                    + "gestureRecognizerShouldBegin(_:) が false を返したため、この認識子は失敗し、タッチはビューへ進みます。",
                zh: "它本来会识别（\(chineseClause(of: reason))），但它的代理的 gestureRecognizerShouldBegin(_:) 返回了 "
                    + "false，因此它失败了，触摸继续交给视图。",
                ko: "인식할 조건은 갖추었지만(\(koreanClause(of: reason))), 델리게이트의 gestureRecognizerShouldBegin(_:) "
                    + "메서드가 false를 반환했으므로 이 인식기는 실패하고 터치는 뷰로 계속 전달됩니다.")
        case .viewShouldBeginFalse(let reason, let view):
            let v = displayName(of: view)
            return Words.say(
                in: language,
                en:
                    "It would recognize (\(clause(of: reason))), but \(v) overrides gestureRecognizerShouldBegin(_:) and "
                    + "returned false for it, so it fails and the touch goes on to the views.",
                ja: "認識の条件は満たしています（\(japaneseClause(of: reason))）。しかし、\(v) が "
                    + "gestureRecognizerShouldBegin(_:) をオーバーライドしてこの認識子に false を返したため、この認識子は失敗し、"
                    + "タッチはビューへ進みます。",
                zh: "它本来会识别（\(chineseClause(of: reason))），但 \(v) 重写了 gestureRecognizerShouldBegin(_:)，"
                    + "并对它返回了 false，因此它失败了，触摸继续交给视图。",
                ko: "인식할 조건은 갖추었지만(\(koreanClause(of: reason))), \(v)이(가) gestureRecognizerShouldBegin(_:) "
                    + "메서드를 오버라이드해 이 인식기에 대해 false를 반환했으므로 이 인식기는 실패하고 터치는 뷰로 계속 전달됩니다.")
        case .otherRecognized(let other, let wait):
            return Words.say(
                in: language,
                en: "It waits for \(recognizerName(other)) to fail (\(Self.words(of: wait))), and that one recognized.",
                ja: "\(recognizerName(other, in: .japanese)) が失敗するのを待ちます（\(Self.japaneseWords(of: wait))）が、"
                    + "その認識子が認識しました。",
                zh: "它要等 \(recognizerName(other, in: .simplifiedChinese)) 失败（\(Self.chineseWords(of: wait))），"
                    + "而那个识别器识别成功了。",
                ko: "\(recognizerName(other, in: .korean))의 실패를 기다리는데(\(Self.koreanWords(of: wait))), 그 인식기가 "
                    + "인식했습니다.")
        case .waited(let reason, let other, let wait):
            return Words.say(
                in: language,
                en: words(of: reason)
                    + " It first waited for \(recognizerName(other)) to fail (\(Self.words(of: wait))), which it did.",
                ja: words(of: reason, in: .japanese) + "その前に、\(recognizerName(other, in: .japanese)) が失敗するのを待ち"
                    + "（\(Self.japaneseWords(of: wait))）、実際に失敗しました。",
                zh: words(of: reason, in: .simplifiedChinese)
                    + "它先等待 \(recognizerName(other, in: .simplifiedChinese)) 失败"
                    + "（\(Self.chineseWords(of: wait))），对方确实失败了。",
                ko: words(of: reason, in: .korean) + " 먼저 \(recognizerName(other, in: .korean))의 실패를 기다렸고"
                    + "(\(Self.koreanWords(of: wait))), 실제로 실패했습니다.")
        case .contextMenuTookPress(let view):
            return Words.say(
                in: language,
                en: "The long press opened the context menu of \(displayName(of: view)) (its "
                    + "UIContextMenuInteraction), which takes the press before a long-press recognizer on the same view.",
                ja: "長押しで \(displayName(of: view)) のコンテキストメニュー（UIContextMenuInteraction）が開きました。"
                    + "このインタラクションは、同じビューの長押し認識子より先に押下を受け取ります。",
                zh: "长按打开了 \(displayName(of: view)) 的上下文菜单（它的 UIContextMenuInteraction），它会先于同一视图上"
                    + "的长按识别器接收这次按压。",
                ko: "길게 누르기로 \(displayName(of: view))의 컨텍스트 메뉴(UIContextMenuInteraction)가 열렸습니다. 이 "
                    + "인터랙션은 같은 뷰의 길게 누르기 인식기보다 먼저 누르기를 받습니다.")
        case .dragLifted(let item, let source, let instead):
            // The view's own interaction lifts the view itself; a list's lifts one of its cells.
            let lifted = displayName(of: item)
            let own = item == source
            let by = displayName(of: source)
            return Words.say(
                in: language,
                en: "The finger rested for the lift delay (0.5 s) before it moved, so "
                    + (own ? "the UIDragInteraction of \(lifted) lifted it" : "the drag of \(by) lifted \(lifted)")
                    + ", and a competing recognizer fails during the lift "
                    + "(allowsSimultaneousRecognitionDuringLift is false). On its own: "
                    + words(of: instead, in: language),
                ja: "指が動く前にリフト遅延（0.5 秒）のあいだ置かれていたので、"
                    + (own ? "\(lifted) の UIDragInteraction がそれを" : "\(by) のドラッグが \(lifted) を")
                    + "持ち上げました。リフトの間、競合する認識子は失敗します"
                    + "（allowsSimultaneousRecognitionDuringLift が false）。単独なら：" + words(of: instead, in: language),
                zh: "手指在移动之前停留了提起延迟（0.5 秒），所以"
                    + (own ? " \(lifted) 的 UIDragInteraction 提起了它" : " \(by) 的拖拽提起了 \(lifted)")
                    + "，提起期间与之竞争的识别器失败（allowsSimultaneousRecognitionDuringLift 为 false）。单独来看："
                    + words(of: instead, in: language),
                ko: "손가락이 움직이기 전에 리프트 지연(0.5초) 동안 머물렀으므로 "
                    + (own ? "\(lifted)의 UIDragInteraction이 그 뷰를" : "\(by)의 드래그가 \(lifted)을(를)")
                    + " 들어 올렸고, 리프트 동안 경쟁하는 인식기는 실패합니다"
                    + "(allowsSimultaneousRecognitionDuringLift가 false). 단독으로는: " + words(of: instead, in: language))
        case .excludedBy(let blocker):
            return Words.say(
                in: language,
                en: "\(recognizerName(blocker)) recognized first, and neither one's delegate allows recognizing "
                    + "simultaneously (gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)).",
                ja: "\(recognizerName(blocker, in: .japanese)) が先に認識しました。どちらのデリゲートも同時に認識することを"
                    + "許可していません（gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)）。",
                zh: "\(recognizerName(blocker, in: .simplifiedChinese)) 先识别了，而双方的代理都不允许同时识别"
                    + "（gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)）。",
                ko: "먼저 인식한 것은 \(recognizerName(blocker, in: .korean))입니다. 어느 쪽의 델리게이트도 동시에 인식하는 "
                    + "것을 허용하지 않습니다(gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)).")
        }
    }

    /// What a scroll view did with the touch, and why, in plain words, in `language`, as a `String` (for tests and
    /// other words; an answer writes it with ``writeWords(of:in:to:)`` straight into its bytes).
    public func words(of scroll: ScrollViewResult, in language: Language) -> String {
        var text = ""
        writeWords(of: scroll, in: language, to: &text)
        return text
    }

    /// Writes what a scroll view did with the touch, and why, in `language`: the content's touches, then the page a
    /// paging scroll view stops on, what the drag did to the keyboard and what a pull did to the refresh control,
    /// each after a space.
    ///
    /// - Parameters:
    ///   - scroll: The scroll view's result.
    ///   - language: The language of the words.
    ///   - sink: Where the words go.
    public func writeWords<Sink: WordSink>(of scroll: ScrollViewResult, in language: Language, to sink: inout Sink) {
        writeTouchWords(of: scroll, in: language, to: &sink)
        if let page = scroll.page {
            sink.write(" ")
            writeWords(of: page, scroll: scroll.scrollView, in: language, to: &sink)
        }
        if let keyboard = scroll.keyboard {
            sink.write(" ")
            writeWords(of: keyboard, scroll: scroll.scrollView, in: language, to: &sink)
        }
        if let pull = scroll.refresh {
            sink.write(" ")
            writeWords(of: pull, scroll: scroll.scrollView, in: language, to: &sink)
        }
    }

    /// What a pull down did to a scroll view's refresh control, in `language`, as a `String`.
    func words(of pull: PullToRefresh, scroll: Int, in language: Language) -> String {
        var text = ""
        writeWords(of: pull, scroll: scroll, in: language, to: &text)
        return text
    }

    /// Writes what a pull down did to a scroll view's refresh control, in `language`.
    private func writeWords<Sink: WordSink>(
        of pull: PullToRefresh, scroll: Int, in language: Language, to sink: inout Sink
    ) {
        func writeScroll() { writeName(of: scroll, to: &sink) }
        func writeControl() { writeName(of: pull.control, to: &sink) }
        let (past, needs) = (Self.number(pull.pastTop), Self.number(pull.needs))
        switch pull.outcome {
        case .refreshed:
            Words.write(
                in: language,
                en: {
                    sink.write("The finger pulled the content of ")
                    writeScroll()
                    sink.write(" ")
                    sink.write(past)
                    sink.write(" points past its top, more than the ")
                    sink.write(needs)
                    sink.write(" points that make ")
                    writeControl()
                    sink.write(" begin refreshing: it begins refreshing and sends valueChanged to its targets.")
                },
                ja: {
                    sink.write("指が ")
                    writeScroll()
                    sink.write(" のコンテンツを先頭から ")
                    sink.write(past)
                    sink.write(" ポイント引き下げ、")
                    writeControl()
                    sink.write(" がリフレッシュを始める ")
                    sink.write(needs)
                    sink.write(" ポイントを超えました。リフレッシュが始まり、ターゲットに valueChanged が送られます。")
                },
                zh: {
                    sink.write("手指把 ")
                    writeScroll()
                    sink.write(" 的内容拉过顶部 ")
                    sink.write(past)
                    sink.write(" 点，超过了让 ")
                    writeControl()
                    sink.write(" 开始刷新所需的 ")
                    sink.write(needs)
                    sink.write(" 点：它开始刷新，并向它的目标发送 valueChanged。")
                },
                ko: {
                    sink.write("손가락이 ")
                    writeScroll()
                    sink.write("의 콘텐츠를 맨 위에서 ")
                    sink.write(past)
                    sink.write("포인트 끌어내려 ")
                    writeControl()
                    sink.write("이(가) 새로 고침을 시작하는 ")
                    sink.write(needs)
                    sink.write("포인트를 넘었습니다. 새로 고침이 시작되고 타깃에 valueChanged가 전송됩니다.")
                })
        case .tooShort:
            Words.write(
                in: language,
                en: {
                    writeScroll()
                    sink.write(" was at its top, but the finger pulled its content only ")
                    sink.write(past)
                    sink.write(" points past it, not more than the ")
                    sink.write(needs)
                    sink.write(" points that make ")
                    writeControl()
                    sink.write(" begin refreshing: it sends nothing.")
                },
                ja: {
                    writeScroll()
                    sink.write(" は先頭にありましたが、指がコンテンツを先頭から引き下げたのは ")
                    sink.write(past)
                    sink.write(" ポイントだけで、")
                    writeControl()
                    sink.write(" がリフレッシュを始める ")
                    sink.write(needs)
                    sink.write(" ポイントを超えていません。リフレッシュは始まらず、何も送られません。")
                },
                zh: {
                    writeScroll()
                    sink.write(" 位于顶部，但手指只把内容拉过顶部 ")
                    sink.write(past)
                    sink.write(" 点，没有超过让 ")
                    writeControl()
                    sink.write(" 开始刷新所需的 ")
                    sink.write(needs)
                    sink.write(" 点：它不会开始刷新，也不发送任何事件。")
                },
                ko: {
                    writeScroll()
                    sink.write("은(는) 맨 위에 있었지만 손가락이 콘텐츠를 맨 위에서 ")
                    sink.write(past)
                    sink.write("포인트만 끌어내려 ")
                    writeControl()
                    sink.write("이(가) 새로 고침을 시작하는 ")
                    sink.write(needs)
                    sink.write("포인트를 넘지 못했습니다. 새로 고침이 시작되지 않고 아무것도 전송되지 않습니다.")
                })
        case .notAtTop:
            let (pulled, offset) = (Self.number(pull.pulled), Self.number(pull.contentOffsetY))
            Words.write(
                in: language,
                en: {
                    writeScroll()
                    sink.write(" was scrolled ")
                    sink.write(offset)
                    sink.write(" points down (contentOffset.y): the finger's ")
                    sink.write(pulled)
                    sink.write(" points first scrolled the content back towards its top and pulled it only ")
                    sink.write(past)
                    sink.write(" points past it, not more than ")
                    sink.write(needs)
                    sink.write(": ")
                    writeControl()
                    sink.write(" does not begin refreshing.")
                },
                ja: {
                    writeScroll()
                    sink.write(" は ")
                    sink.write(offset)
                    sink.write(" ポイント下までスクロールされていました（contentOffset.y）。指の ")
                    sink.write(pulled)
                    sink.write(" ポイントはまずコンテンツを先頭へ戻すのに使われ、先頭を越えたのは ")
                    sink.write(past)
                    sink.write(" ポイントだけで ")
                    sink.write(needs)
                    sink.write(" を超えていません。")
                    writeControl()
                    sink.write(" のリフレッシュは始まりません。")
                },
                zh: {
                    writeScroll()
                    sink.write(" 已向下滚动了 ")
                    sink.write(offset)
                    sink.write(" 点（contentOffset.y）：手指移动的 ")
                    sink.write(pulled)
                    sink.write(" 点先把内容滚回顶部，只拉过顶部 ")
                    sink.write(past)
                    sink.write(" 点，没有超过 ")
                    sink.write(needs)
                    sink.write(" 点：")
                    writeControl()
                    sink.write(" 不会开始刷新。")
                },
                ko: {
                    writeScroll()
                    sink.write("은(는) ")
                    sink.write(offset)
                    sink.write("포인트 아래로 스크롤되어 있었습니다(contentOffset.y). 손가락의 ")
                    sink.write(pulled)
                    sink.write("포인트는 먼저 콘텐츠를 맨 위로 되돌리는 데 쓰였고 맨 위를 ")
                    sink.write(past)
                    sink.write("포인트만 넘어 ")
                    sink.write(needs)
                    sink.write("포인트를 넘지 못했습니다. ")
                    writeControl()
                    sink.write("의 새로 고침은 시작되지 않습니다.")
                })
        case .scrollDisabled:
            Words.write(
                in: language,
                en: {
                    sink.write("isScrollEnabled is false on ")
                    writeScroll()
                    sink.write(": its pan is disabled and the content does not move, so ")
                    writeControl()
                    sink.write(" never appears.")
                },
                ja: {
                    writeScroll()
                    sink.write(" の isScrollEnabled が false です。パンが無効でコンテンツは動かないため、")
                    writeControl()
                    sink.write(" は現れません。")
                },
                zh: {
                    writeScroll()
                    sink.write(" 的 isScrollEnabled 为 false：它的拖移被禁用，内容不会移动，所以 ")
                    writeControl()
                    sink.write(" 永远不会出现。")
                },
                ko: {
                    writeScroll()
                    sink.write("의 isScrollEnabled가 false입니다. 팬이 비활성화되어 콘텐츠가 움직이지 않으므로 ")
                    writeControl()
                    sink.write("이(가) 나타나지 않습니다.")
                })
        case .contentFits:
            Words.write(
                in: language,
                en: {
                    sink.write("The content of ")
                    writeScroll()
                    sink.write(" fits its height and alwaysBounceVertical is false: the scroll view does not move ")
                    sink.write("vertically, so the pull never reveals ")
                    writeControl()
                    sink.write(".")
                },
                ja: {
                    writeScroll()
                    sink.write(" のコンテンツは高さに収まっていて、alwaysBounceVertical が false です。スクロールビューは")
                    sink.write("縦に動かないため、引き下げても ")
                    writeControl()
                    sink.write(" は現れません。")
                },
                zh: {
                    writeScroll()
                    sink.write(" 的内容没有超出它的高度，而 alwaysBounceVertical 为 false：滚动视图不会纵向移动，")
                    sink.write("所以下拉永远露不出 ")
                    writeControl()
                    sink.write("。")
                },
                ko: {
                    writeScroll()
                    sink.write("의 콘텐츠가 높이 안에 들어가고 alwaysBounceVertical이 false입니다. 스크롤 뷰가 세로로 ")
                    sink.write("움직이지 않으므로 당겨도 ")
                    writeControl()
                    sink.write("이(가) 드러나지 않습니다.")
                })
        case .alreadyRefreshing:
            Words.write(
                in: language,
                en: {
                    sink.write("The finger pulled the content of ")
                    writeScroll()
                    sink.write(" ")
                    sink.write(past)
                    sink.write(" points past its top, but ")
                    writeControl()
                    sink.write(" is still refreshing (isRefreshing is true: endRefreshing() has not been called ")
                    sink.write("since it began), so it sends nothing.")
                },
                ja: {
                    sink.write("指は ")
                    writeScroll()
                    sink.write(" のコンテンツを先頭から ")
                    sink.write(past)
                    sink.write(" ポイント引き下げましたが、")
                    writeControl()
                    sink.write(" はまだリフレッシュ中です（isRefreshing が true で、始まってから endRefreshing() が")
                    sink.write("呼ばれていません）。そのため何も送られません。")
                },
                zh: {
                    sink.write("手指把 ")
                    writeScroll()
                    sink.write(" 的内容拉过顶部 ")
                    sink.write(past)
                    sink.write(" 点，但 ")
                    writeControl()
                    sink.write(" 仍在刷新（isRefreshing 为 true：开始刷新后还没有调用 endRefreshing()），")
                    sink.write("所以它不发送任何事件。")
                },
                ko: {
                    sink.write("손가락이 ")
                    writeScroll()
                    sink.write("의 콘텐츠를 맨 위에서 ")
                    sink.write(past)
                    sink.write("포인트 끌어내렸지만 ")
                    writeControl()
                    sink.write("은(는) 아직 새로 고치는 중입니다(isRefreshing이 true이고, 시작한 뒤 endRefreshing()이 ")
                    sink.write("호출되지 않았습니다). 그래서 아무것도 전송되지 않습니다.")
                })
        case .bouncesOff:
            Words.write(
                in: language,
                en: {
                    sink.write("bounces is false on ")
                    writeScroll()
                    sink.write(": the content stops at its top and never goes past it, so the pull never reveals ")
                    writeControl()
                    sink.write(".")
                },
                ja: {
                    writeScroll()
                    sink.write(" の bounces が false です。コンテンツは先頭で止まってそれを越えないため、引き下げても ")
                    writeControl()
                    sink.write(" は現れません。")
                },
                zh: {
                    writeScroll()
                    sink.write(" 的 bounces 为 false：内容停在顶部，不会越过顶部，所以下拉永远露不出 ")
                    writeControl()
                    sink.write("。")
                },
                ko: {
                    writeScroll()
                    sink.write("의 bounces가 false입니다. 콘텐츠가 맨 위에서 멈추고 그 너머로 가지 않으므로 당겨도 ")
                    writeControl()
                    sink.write("이(가) 드러나지 않습니다.")
                })
        }
    }

    /// Writes where a paging scroll view stopped, in `language`.
    private func writeWords<Sink: WordSink>(of page: PageTurn, scroll: Int, in language: Language, to sink: inout Sink)
    {
        func writeScroll() { writeName(of: scroll, to: &sink) }
        let moved = Self.number(abs(page.moved))
        let half = Self.number(page.pageLength / 2)
        let (from, to, pages) = (String(page.from + 1), String(page.to + 1), String(page.pages))
        if page.to == page.from {
            let atEnd = page.flick || abs(page.moved) > page.pageLength / 2
            let last = page.moved > 0
            Words.write(
                in: language,
                en: {
                    if atEnd {
                        sink.write("isPagingEnabled is true and ")
                        writeScroll()
                        sink.write(last ? " is already on its last page (" : " is already on its first page (")
                        sink.write(from)
                        sink.write(" of ")
                        sink.write(pages)
                        sink.write("): it bounces back there.")
                    } else {
                        sink.write("isPagingEnabled is true: the finger moved ")
                        sink.write(moved)
                        sink.write(" points, not past half a page (")
                        sink.write(half)
                        sink.write("), so ")
                        writeScroll()
                        sink.write(" snaps back to page ")
                        sink.write(from)
                        sink.write(" of ")
                        sink.write(pages)
                        sink.write(" when it lifts.")
                    }
                },
                ja: {
                    if atEnd {
                        sink.write("isPagingEnabled が true で、")
                        writeScroll()
                        sink.write(last ? " はすでに最後のページ（" : " はすでに最初のページ（")
                        sink.write(pages)
                        sink.write(" ページ中 ")
                        sink.write(from)
                        sink.write(" ページ目）にあるため、そこへ跳ね返ります。")
                    } else {
                        sink.write("isPagingEnabled が true です。指が動いたのは ")
                        sink.write(moved)
                        sink.write(" ポイントで、半ページ（")
                        sink.write(half)
                        sink.write("）を超えていないため、指を離すと ")
                        writeScroll()
                        sink.write(" は ")
                        sink.write(pages)
                        sink.write(" ページ中 ")
                        sink.write(from)
                        sink.write(" ページ目に戻ります。")
                    }
                },
                zh: {
                    if atEnd {
                        sink.write("isPagingEnabled 为 true，而 ")
                        writeScroll()
                        sink.write(last ? " 已经在最后一页（共 " : " 已经在第一页（共 ")
                        sink.write(pages)
                        sink.write(" 页中的第 ")
                        sink.write(from)
                        sink.write(" 页）：它会回弹到那里。")
                    } else {
                        sink.write("isPagingEnabled 为 true：手指只移动了 ")
                        sink.write(moved)
                        sink.write(" 点，没有超过半页（")
                        sink.write(half)
                        sink.write("），所以抬起手指时 ")
                        writeScroll()
                        sink.write(" 弹回共 ")
                        sink.write(pages)
                        sink.write(" 页中的第 ")
                        sink.write(from)
                        sink.write(" 页。")
                    }
                },
                ko: {
                    if atEnd {
                        sink.write("isPagingEnabled가 true이고 ")
                        writeScroll()
                        sink.write(last ? "은(는) 이미 마지막 페이지(" : "은(는) 이미 첫 페이지(")
                        sink.write(pages)
                        sink.write("페이지 중 ")
                        sink.write(from)
                        sink.write("페이지)에 있으므로 그 자리로 되돌아갑니다.")
                    } else {
                        sink.write("isPagingEnabled가 true입니다. 손가락이 ")
                        sink.write(moved)
                        sink.write("포인트 움직여 반 페이지(")
                        sink.write(half)
                        sink.write(")를 넘지 않았으므로, 손가락을 떼면 ")
                        writeScroll()
                        sink.write("은(는) ")
                        sink.write(pages)
                        sink.write("페이지 중 ")
                        sink.write(from)
                        sink.write("페이지로 되돌아갑니다.")
                    }
                })
            return
        }
        Words.write(
            in: language,
            en: {
                if page.flick {
                    sink.write("isPagingEnabled is true and the drag was a flick: ")
                } else {
                    sink.write("isPagingEnabled is true and the finger moved ")
                    sink.write(moved)
                    sink.write(" points, past half a page (")
                    sink.write(half)
                    sink.write("): ")
                }
                writeScroll()
                sink.write(" moves from page ")
                sink.write(from)
                sink.write(" to page ")
                sink.write(to)
                sink.write(" of ")
                sink.write(pages)
                sink.write(" when the finger lifts.")
            },
            ja: {
                if page.flick {
                    sink.write("isPagingEnabled が true で、ドラッグははじく動き（フリック）でした。指を離すと ")
                } else {
                    sink.write("isPagingEnabled が true で、指は半ページ（")
                    sink.write(half)
                    sink.write("）を超えて ")
                    sink.write(moved)
                    sink.write(" ポイント動きました。指を離すと ")
                }
                writeScroll()
                sink.write(" は ")
                sink.write(pages)
                sink.write(" ページ中 ")
                sink.write(from)
                sink.write(" ページ目から ")
                sink.write(to)
                sink.write(" ページ目へ移ります。")
            },
            zh: {
                if page.flick {
                    sink.write("isPagingEnabled 为 true，而这次拖动是快速一划：抬起手指时，")
                } else {
                    sink.write("isPagingEnabled 为 true，手指移动了 ")
                    sink.write(moved)
                    sink.write(" 点，超过了半页（")
                    sink.write(half)
                    sink.write("）：抬起手指时，")
                }
                writeScroll()
                sink.write(" 从共 ")
                sink.write(pages)
                sink.write(" 页中的第 ")
                sink.write(from)
                sink.write(" 页移到第 ")
                sink.write(to)
                sink.write(" 页。")
            },
            ko: {
                if page.flick {
                    sink.write("isPagingEnabled가 true이고 드래그는 빠르게 튕기는 동작이었습니다. 손가락을 떼면 ")
                } else {
                    sink.write("isPagingEnabled가 true이고 손가락이 반 페이지(")
                    sink.write(half)
                    sink.write(")를 넘어 ")
                    sink.write(moved)
                    sink.write("포인트 움직였습니다. 손가락을 떼면 ")
                }
                writeScroll()
                sink.write("은(는) ")
                sink.write(pages)
                sink.write("페이지 중 ")
                sink.write(from)
                sink.write("페이지에서 ")
                sink.write(to)
                sink.write("페이지로 넘어갑니다.")
            })
    }

    /// Writes what a drag that scrolled a scroll view did to the keyboard, in `language`.
    private func writeWords<Sink: WordSink>(
        of keyboard: KeyboardDismissal, scroll: Int, in language: Language, to sink: inout Sink
    ) {
        switch keyboard {
        case .dismissed(let responder, let mode):
            Words.write(
                in: language,
                en: {
                    sink.write("Its keyboardDismissMode is ")
                    sink.write(mode.rawValue)
                    sink.write(": as the drag began, ")
                    writeName(of: responder, to: &sink)
                    sink.write(" resigned first responder and the keyboard went away.")
                },
                ja: {
                    sink.write("keyboardDismissMode が ")
                    sink.write(mode.rawValue)
                    sink.write(" のため、ドラッグが始まると ")
                    writeName(of: responder, to: &sink)
                    sink.write(" はファーストレスポンダーを解除し、キーボードが閉じました。")
                },
                zh: {
                    sink.write("它的 keyboardDismissMode 是 ")
                    sink.write(mode.rawValue)
                    sink.write("：拖动一开始，")
                    writeName(of: responder, to: &sink)
                    sink.write(" 就放弃了第一响应者，键盘收起。")
                },
                ko: {
                    sink.write("keyboardDismissMode가 ")
                    sink.write(mode.rawValue)
                    sink.write("이므로, 드래그가 시작되자 ")
                    writeName(of: responder, to: &sink)
                    sink.write("이(가) 퍼스트 리스폰더를 해제하고 키보드가 사라졌습니다.")
                })
        case .refusedToResign(let responder):
            Words.write(
                in: language,
                en: { sink.write("Its keyboardDismissMode asks ") },
                ja: { sink.write("keyboardDismissMode により、ドラッグが始まると ") },
                zh: { sink.write("它的 keyboardDismissMode 会在拖动开始时要求 ") },
                ko: { sink.write("keyboardDismissMode에 따라 드래그가 시작되면 ") })
            writeName(of: responder, to: &sink)
            Words.write(
                in: language,
                en: {
                    sink.write(" to resign first responder as the drag begins, but canResignFirstResponder is false: ")
                    sink.write("the keyboard stays.")
                },
                ja: {
                    sink.write(" にファーストレスポンダーの解除を求めますが、canResignFirstResponder が false のため、")
                    sink.write("キーボードは残ります。")
                },
                zh: { sink.write(" 放弃第一响应者，但 canResignFirstResponder 为 false：键盘留在屏幕上。") },
                ko: {
                    sink.write("에 퍼스트 리스폰더 해제를 요청하지만, canResignFirstResponder가 false이므로 키보드는 ")
                    sink.write("그대로 남습니다.")
                })
        case .followsFinger(let responder, let mode):
            Words.write(
                in: language,
                en: {
                    sink.write("Its keyboardDismissMode is ")
                    sink.write(mode.rawValue)
                    sink.write(": the keyboard follows the finger down from ")
                    writeName(of: scroll, to: &sink)
                    sink.write(" and goes away only if the finger pulls it off screen; otherwise ")
                    writeName(of: responder, to: &sink)
                    sink.write(" stays first responder.")
                },
                ja: {
                    sink.write("keyboardDismissMode が ")
                    sink.write(mode.rawValue)
                    sink.write(" のため、キーボードは ")
                    writeName(of: scroll, to: &sink)
                    sink.write(" から下へ動く指に合わせて動き、指がキーボードを画面の外まで引き下ろしたときだけ閉じます。")
                    sink.write("そうでなければ ")
                    writeName(of: responder, to: &sink)
                    sink.write(" はファーストレスポンダーのままです。")
                },
                zh: {
                    sink.write("它的 keyboardDismissMode 是 ")
                    sink.write(mode.rawValue)
                    sink.write("：键盘跟着从 ")
                    writeName(of: scroll, to: &sink)
                    sink.write(" 向下移动的手指移动，只有手指把它拉出屏幕时才会收起；否则 ")
                    writeName(of: responder, to: &sink)
                    sink.write(" 仍是第一响应者。")
                },
                ko: {
                    sink.write("keyboardDismissMode가 ")
                    sink.write(mode.rawValue)
                    sink.write("이므로, 키보드는 ")
                    writeName(of: scroll, to: &sink)
                    sink.write("에서 아래로 움직이는 손가락을 따라 움직이고 손가락이 키보드를 화면 밖으로 끌어내릴 때만 ")
                    sink.write("사라집니다. 그렇지 않으면 ")
                    writeName(of: responder, to: &sink)
                    sink.write("은(는) 퍼스트 리스폰더로 남습니다.")
                })
        }
    }

    /// Writes what a scroll view did with the content's touches, and why, in `language`: each case's four languages
    /// side by side, as fixed pieces and names; the recognizer's reason (``words(of:in:)``) is one `String` piece.
    private func writeTouchWords<Sink: WordSink>(
        of scroll: ScrollViewResult, in language: Language, to sink: inout Sink
    ) {
        func writeScroll() { writeName(of: scroll.scrollView, to: &sink) }
        func writeHit() { writeName(of: scroll.hitView, to: &sink) }
        func writeJudgement() { sink.write(words(of: scroll.judgement, in: language)) }
        switch scroll.contentTouches {
        case nil:
            Words.write(
                in: language,
                en: {
                    sink.write("The finger landed on ")
                    writeScroll()
                    sink.write(" itself, not on its content.")
                },
                ja: {
                    sink.write("指はコンテンツではなく、")
                    writeScroll()
                    sink.write(" そのものに触れました。")
                },
                zh: {
                    sink.write("手指落在 ")
                    writeScroll()
                    sink.write(" 本身上，而不是它的内容上。")
                },
                ko: {
                    sink.write("손가락이 콘텐츠가 아니라 ")
                    writeScroll()
                    sink.write(" 자체에 닿았습니다.")
                })
        case .withheld where !scroll.scrolled:
            Words.write(
                in: language,
                en: {
                    sink.write("delaysContentTouches held the touch back, and another scroll view around ")
                    writeHit()
                    sink.write(" began scrolling within the delay: ")
                    writeHit()
                    sink.write(" never received the touch, and ")
                    writeScroll()
                    sink.write(" did not scroll. ")
                },
                ja: {
                    sink.write("delaysContentTouches がタッチを保留し、その遅延のあいだに ")
                    writeHit()
                    sink.write(" を囲む別のスクロールビューがスクロールを始めました。")
                    writeHit()
                    sink.write(" はタッチを受け取らず、")
                    writeScroll()
                    sink.write(" はスクロールしませんでした。")
                },
                zh: {
                    sink.write("delaysContentTouches 暂扣了这次触摸，而包住 ")
                    writeHit()
                    sink.write(" 的另一个滚动视图在延迟期间开始了滚动：")
                    writeHit()
                    sink.write(" 从未收到这次触摸，")
                    writeScroll()
                    sink.write(" 没有滚动。")
                },
                ko: {
                    sink.write("delaysContentTouches가 터치를 보류했고, 그 지연 시간 안에 ")
                    writeHit()
                    sink.write(" 주위의 다른 스크롤 뷰가 스크롤을 시작했습니다. ")
                    writeHit()
                    sink.write("에는 터치가 전달되지 않았고, ")
                    writeScroll()
                    sink.write("에서는 스크롤이 일어나지 않았습니다. ")
                })
            writeJudgement()
        case .cancelled where !scroll.scrolled:
            writeHit()
            Words.write(
                in: language,
                en: {
                    sink.write(" had the touch; another scroll view around it began scrolling and cancelled it ")
                    sink.write("(touchesCancelled), and ")
                    writeScroll()
                    sink.write(" did not scroll. ")
                },
                ja: {
                    sink.write(" がタッチを持っていましたが、それを囲む別のスクロールビューがスクロールを始めてタッチをキャンセルし")
                    sink.write("（touchesCancelled）、")
                    writeScroll()
                    sink.write(" はスクロールしませんでした。")
                },
                zh: {
                    sink.write(" 已经拿到了触摸；包住它的另一个滚动视图开始滚动并取消了它（touchesCancelled），")
                    writeScroll()
                    sink.write(" 没有滚动。")
                },
                ko: {
                    sink.write("에 터치가 전달되어 있었지만, 그것을 감싸는 다른 스크롤 뷰가 스크롤을 시작하며 그 터치를 ")
                    sink.write("취소했고(touchesCancelled), ")
                    writeScroll()
                    sink.write("에서는 스크롤이 일어나지 않았습니다. ")
                })
            writeJudgement()
        case .withheld:
            Words.write(
                in: language,
                en: {
                    sink.write("delaysContentTouches held the touch back, and the finger moved within the delay: ")
                    writeScroll()
                    sink.write(" scrolled and ")
                    writeHit()
                    sink.write(" never received the touch.")
                },
                ja: {
                    sink.write("delaysContentTouches がタッチを保留し、その遅延のあいだに指が動きました。")
                    writeScroll()
                    sink.write(" はスクロールし、")
                    writeHit()
                    sink.write(" はタッチを受け取りませんでした。")
                },
                zh: {
                    sink.write("delaysContentTouches 暂扣了这次触摸，而手指在延迟期间移动了：")
                    writeScroll()
                    sink.write(" 滚动了，")
                    writeHit()
                    sink.write(" 从未收到这次触摸。")
                },
                ko: {
                    sink.write("delaysContentTouches가 터치를 보류했고, 그 지연 시간 안에 손가락이 움직였습니다. ")
                    writeScroll()
                    sink.write("에서 스크롤이 일어났고, ")
                    writeHit()
                    sink.write("에는 터치가 전달되지 않았습니다.")
                })
        case .cancelled:
            writeHit()
            Words.write(
                in: language,
                en: {
                    sink.write(" had the touch; when the drag began, touchesShouldCancel(in:) answered true, so ")
                    writeScroll()
                    sink.write(" cancelled it (touchesCancelled) and scrolled.")
                },
                ja: {
                    sink.write(" がタッチを持っていましたが、ドラッグが始まったとき touchesShouldCancel(in:) が true を返したため、")
                    writeScroll()
                    sink.write(" はそのタッチをキャンセルし（touchesCancelled）、スクロールしました。")
                },
                zh: {
                    sink.write(" 已经拿到了触摸；拖动开始时，touchesShouldCancel(in:) 返回了 true，所以 ")
                    writeScroll()
                    sink.write(" 取消了它（touchesCancelled）并开始滚动。")
                },
                ko: {
                    sink.write("에 터치가 전달되어 있었지만, 드래그가 시작될 때 touchesShouldCancel(in:) 메서드가 true를 ")
                    sink.write("반환했으므로 ")
                    writeScroll()
                    sink.write("이(가) 그 터치를 취소하고(touchesCancelled) 스크롤했습니다.")
                })
        case .keptByContent:
            writeJudgement()
        case .delayedThenDelivered where self[scroll.scrollView].scrolling?.delaysContentTouches == false:
            writeScroll()
            Words.write(
                in: language,
                en: {
                    sink.write("'s own delaysContentTouches is false, but another scroll view around ")
                    writeHit()
                    sink.write(" delays its content's touches: touchesBegan waited until the finger was known not to ")
                    sink.write("be scrolling; then ")
                    writeHit()
                    sink.write(" received the whole touch. ")
                },
                ja: {
                    sink.write(" 自身の delaysContentTouches は false ですが、")
                    writeHit()
                    sink.write(" を囲む別のスクロールビューがコンテンツのタッチを遅らせます。touchesBegan は指がスクロールしていない")
                    sink.write("とわかるまで保留され、その後 ")
                    writeHit()
                    sink.write(" はタッチ全体を受け取りました。")
                },
                zh: {
                    sink.write(" 自己的 delaysContentTouches 为 false，但包住 ")
                    writeHit()
                    sink.write(" 的另一个滚动视图会延迟其内容的触摸：touchesBegan 一直被暂扣，直到确认手指不是在滚动；之后 ")
                    writeHit()
                    sink.write(" 收到了完整的触摸。")
                },
                ko: {
                    sink.write(" 자체의 delaysContentTouches는 false이지만, ")
                    writeHit()
                    sink.write(" 주위의 다른 스크롤 뷰가 콘텐츠의 터치를 지연시킵니다. 손가락이 스크롤하는 것이 아님을 알 때까지 ")
                    sink.write("touchesBegan 호출이 보류되었고, 그다음 ")
                    writeHit()
                    sink.write("에 터치 전체가 전달되었습니다. ")
                })
            writeJudgement()
        case .delayedThenDelivered:
            Words.write(
                in: language,
                en: {
                    sink.write("delaysContentTouches held touchesBegan back until ")
                    writeScroll()
                    sink.write(" knew the finger was not scrolling; then ")
                    writeHit()
                    sink.write(" received the whole touch. ")
                },
                ja: {
                    sink.write("delaysContentTouches は、指がスクロールしていないと ")
                    writeScroll()
                    sink.write(" が判断するまで touchesBegan を保留しました。その後、")
                    writeHit()
                    sink.write(" はタッチ全体を受け取りました。")
                },
                zh: {
                    sink.write("delaysContentTouches 暂扣了 touchesBegan，直到 ")
                    writeScroll()
                    sink.write(" 确认手指不是在滚动；之后 ")
                    writeHit()
                    sink.write(" 收到了完整的触摸。")
                },
                ko: {
                    sink.write("delaysContentTouches가, 손가락이 스크롤하는 것이 아님을 ")
                    writeScroll()
                    sink.write("이(가) 알 때까지 touchesBegan 호출을 보류했습니다. 그다음 ")
                    writeHit()
                    sink.write("에 터치 전체가 전달되었습니다. ")
                })
            writeJudgement()
        case .delivered:
            Words.write(
                in: language,
                en: { sink.write("delaysContentTouches is false, so ") },
                ja: { sink.write("delaysContentTouches が false のため、") },
                zh: { sink.write("delaysContentTouches 为 false，所以 ") },
                ko: { sink.write("delaysContentTouches가 false이므로 ") })
            writeHit()
            Words.write(
                in: language,
                en: { sink.write(" received the touch as it happened. ") },
                ja: { sink.write(" はタッチを発生と同時に受け取りました。") },
                zh: { sink.write(" 在触摸发生时就收到了它。") },
                ko: { sink.write("에 터치가 발생하는 대로 전달되었습니다. ") })
            writeJudgement()
        }
    }
    /// Why a gesture recognizer recognized a touch or not, in plain English.
    public func words(of reason: RecognizerReason) -> String { words(of: reason, in: .english) }

    /// What a scroll view did with the touch, and why, in plain English.
    public func words(of scroll: ScrollViewResult) -> String { words(of: scroll, in: .english) }

    /// A reason as a clause inside a sentence: without its final full stop.
    private func clause(of reason: RecognizerReason) -> Substring {
        let words = words(of: reason)
        return words.dropLast(words.hasSuffix(".") ? 1 : 0)
    }

    private static func words(of axis: RecognizerReason.Axis) -> String {
        switch axis {
        case .horizontally: "horizontally"
        case .vertically: "vertically"
        }
    }

    private static func words(of wait: RecognizerReason.Wait) -> String {
        switch wait {
        case .requireToFail: "require(toFail:)"
        case .delegateRequiresFailure: "its delegate's gestureRecognizer(_:shouldRequireFailureOf:) says so"
        case .otherDelegateRequiresFailure:
            "that one's delegate's gestureRecognizer(_:shouldBeRequiredToFailBy:) says so"
        }
    }
}

// MARK: - the Japanese words' own helpers

extension App {
    /// 文の中に入れる理由：最後の「。」を除いたもの。
    private func japaneseClause(of reason: RecognizerReason) -> Substring {
        let words = words(of: reason, in: .japanese)
        return words.dropLast(words.hasSuffix("。") ? 1 : 0)
    }

    private static func japaneseWords(of axis: RecognizerReason.Axis) -> String {
        switch axis {
        case .horizontally: "横方向"
        case .vertically: "縦方向"
        }
    }

    private static func japaneseWords(of wait: RecognizerReason.Wait) -> String {
        switch wait {
        case .requireToFail: "require(toFail:)"
        case .delegateRequiresFailure: "デリゲートの gestureRecognizer(_:shouldRequireFailureOf:) がそう指定しています"
        case .otherDelegateRequiresFailure:
            "相手のデリゲートの gestureRecognizer(_:shouldBeRequiredToFailBy:) がそう指定しています"
        }
    }

    /// 「長押し（longPress）」：タッチの動きの名前と、そのコード。
    private static func japaneseName(of gesture: TouchGesture) -> String {
        switch gesture {
        case .tap: "タップ（tap）"
        case .longPress: "長押し（longPress）"
        case .pan: "パン（pan）"
        case .swipe: "スワイプ（swipe）"
        case .pinch: "ピンチ（pinch）"
        case .rotation: "回転（rotation）"
        }
    }

    /// 「ピンチ（pinch）」：認識子の種類の名前と、そのコード。
    private static func japaneseName(of kind: GestureRecognizer.Kind) -> String {
        switch kind {
        case .tap: "タップ（tap）"
        case .longPress: "長押し（longPress）"
        case .pan: "パン（pan）"
        case .swipe: "スワイプ（swipe）"
        case .pinch: "ピンチ（pinch）"
        case .rotation: "回転（rotation）"
        case .hover: "ホバー（hover）"
        case .custom: "カスタム（custom）"
        case .screenEdgePan: "画面端からのパン（screenEdgePan）"
        }
    }

    /// 「右」、複数なら「左、上」（UIKit の順）。
    private static func japaneseNames(of directions: GestureRecognizer.SwipeDirections) -> String {
        let named: [(String, GestureRecognizer.SwipeDirections)] = [
            ("右", .right), ("左", .left), ("上", .up), ("下", .down),
        ]
        return named.filter { directions.contains($0.1) }.map(\.0).joined(separator: "、")
    }
}

// MARK: - the Simplified Chinese words' own helpers

extension App {
    /// 作为句子一部分的原因：去掉末尾的句号。
    private func chineseClause(of reason: RecognizerReason) -> Substring {
        let words = words(of: reason, in: .simplifiedChinese)
        return words.dropLast(words.hasSuffix("。") ? 1 : 0)
    }

    private static func chineseWords(of axis: RecognizerReason.Axis) -> String {
        switch axis {
        case .horizontally: "水平"
        case .vertically: "垂直"
        }
    }

    private static func chineseWords(of wait: RecognizerReason.Wait) -> String {
        switch wait {
        case .requireToFail: "require(toFail:)"
        case .delegateRequiresFailure: "它的代理的 gestureRecognizer(_:shouldRequireFailureOf:) 这样要求"
        case .otherDelegateRequiresFailure: "那个识别器的代理的 gestureRecognizer(_:shouldBeRequiredToFailBy:) 这样要求"
        }
    }

    /// “长按（longPress）”：触摸动作的名称及其代码。
    private static func chineseName(of gesture: TouchGesture) -> String {
        switch gesture {
        case .tap: "轻点（tap）"
        case .longPress: "长按（longPress）"
        case .pan: "拖动（pan）"
        case .swipe: "轻扫（swipe）"
        case .pinch: "捏合（pinch）"
        case .rotation: "旋转（rotation）"
        }
    }

    /// “捏合（pinch）”：识别器种类的名称及其代码。
    private static func chineseName(of kind: GestureRecognizer.Kind) -> String {
        switch kind {
        case .tap: "轻点（tap）"
        case .longPress: "长按（longPress）"
        case .pan: "拖动（pan）"
        case .swipe: "轻扫（swipe）"
        case .pinch: "捏合（pinch）"
        case .rotation: "旋转（rotation）"
        case .hover: "悬停（hover）"
        case .custom: "自定义（custom）"
        case .screenEdgePan: "屏幕边缘拖动（screenEdgePan）"
        }
    }

    /// “右”，多个时为“左、上”（按 UIKit 的顺序）。
    private static func chineseNames(of directions: GestureRecognizer.SwipeDirections) -> String {
        let named: [(String, GestureRecognizer.SwipeDirections)] = [
            ("右", .right), ("左", .left), ("上", .up), ("下", .down),
        ]
        return named.filter { directions.contains($0.1) }.map(\.0).joined(separator: "、")
    }
}

// MARK: - the Korean words' own helpers

extension App {
    /// 문장 안에 넣는 이유: 마지막 마침표를 뺀 것.
    private func koreanClause(of reason: RecognizerReason) -> Substring {
        let words = words(of: reason, in: .korean)
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
        case .delegateRequiresFailure: "델리게이트의 gestureRecognizer(_:shouldRequireFailureOf:) 메서드가 그렇게 요구함"
        case .otherDelegateRequiresFailure:
            "그 인식기의 델리게이트의 gestureRecognizer(_:shouldBeRequiredToFailBy:) 메서드가 그렇게 요구함"
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
