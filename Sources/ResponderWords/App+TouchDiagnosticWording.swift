import ResponderCore

extension App {
    /// The words of touch diagnostics, in `language`: each case's four languages side by side, only the one asked for
    /// built.
    func wording(of words: DiagnosticWords.Touch, in language: Language) -> Wording {
        switch words {
        case .nearMiss(let view, let point, let distance, let area):
            let v = displayName(of: view)
            let at = "(\(Self.number(point.x)), \(Self.number(point.y)))"
            let d = Self.number(distance)
            let size: Size
            switch area {
            case .frame(let s), .pointInside(let s), .barCustomView(let s): size = s
            }
            let wh = "\(Self.number(size.width)) × \(Self.number(size.height))"
            let isBarItem: Bool
            if case .barCustomView = area { isBarItem = true } else { isBarItem = false }
            let areaWords: String
            switch area {
            case .frame:
                areaWords = Words.say(
                    in: language, en: "its frame, \(wh) points", ja: "その frame（\(wh) ポイント）",
                    zh: "它的 frame（\(wh) 点）", ko: "그 frame(\(wh) 포인트)입니다")
            case .pointInside:
                areaWords = Words.say(
                    in: language, en: "what its point(inside:with:) accepts, \(wh) points",
                    ja: "その point(inside:with:) が受け入れる範囲（\(wh) ポイント）",
                    zh: "它的 point(inside:with:) 所接受的范围（\(wh) 点）",
                    ko: "그 point(inside:with:)가 받아들이는 범위(\(wh) 포인트)입니다")
            case .barCustomView:
                areaWords = Words.say(
                    in: language,
                    en: "its own frame, \(wh) points: since iOS 11 a bar button item's custom view takes touches only "
                        + "within its frame, and the bar does not widen it",
                    ja: "それ自身の frame（\(wh) ポイント）です。iOS 11 以降、バーボタンアイテムのカスタムビューは自分の frame "
                        + "の中でしかタッチを受けず、バーがその範囲を広げることもありません",
                    zh: "它自己的 frame（\(wh) 点）：从 iOS 11 起，栏按钮项的自定义视图只在自己的 frame 内接收触摸，"
                        + "栏也不会扩大这个范围",
                    ko: "그 자신의 frame(\(wh) 포인트)입니다. iOS 11부터 바 버튼 아이템의 커스텀 뷰는 자기 frame 안에서만 "
                        + "터치를 받으며, 바가 그 범위를 넓혀 주지 않습니다")
            }
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The touch at \(at) did nothing: it landed \(d) points outside \(v), whose touch area is "
                        + "\(areaWords).",
                    ja: "\(at) のタッチは何も起こしませんでした。\(v) のタッチ範囲の \(d) ポイント外側に落ちたためです。"
                        + "その範囲は\(areaWords)。",
                    zh: "位于 \(at) 的触摸什么也没有触发：它落在 \(v) 的触摸范围之外 \(d) 点处，该范围是\(areaWords)。",
                    ko: "\(at)의 터치는 아무 일도 일으키지 않았습니다. \(v)의 터치 범위에서 \(d) 포인트 바깥에 닿았기 "
                        + "때문입니다. 그 범위는 \(areaWords)."),
                hint: isBarItem
                    ? Words.say(
                        in: language,
                        en: "Give the custom view of \(v) a frame of at least 44 × 44 points (Apple's Human Interface "
                            + "Guidelines), or use a plain UIBarButtonItem with an image or a title: the bar gives it a "
                            + "larger touch area.",
                        ja: "\(v) のカスタムビューの frame を 44 × 44 ポイント以上にするか（Apple の Human Interface "
                            + "Guidelines）、画像やタイトルを持つ普通の UIBarButtonItem を使ってください。バーがより広いタッチ範囲を与えます。",
                        zh: "让 \(v) 的自定义视图的 frame 至少为 44 × 44 点（Apple 的人机界面指南），或者改用带图片或标题的普通 "
                            + "UIBarButtonItem：栏会给它更大的触摸范围。",
                        ko: "\(v)의 커스텀 뷰 frame을 최소 44 × 44 포인트로 하거나(Apple의 Human Interface Guidelines), "
                            + "이미지나 제목이 있는 일반 UIBarButtonItem을 사용하십시오. 바가 더 넓은 터치 범위를 줍니다.")
                    : Words.say(
                        in: language,
                        en: "Give \(v) a touch area of at least 44 × 44 points (Apple's Human Interface Guidelines): a "
                            + "larger frame, or an override of point(inside:with:) that accepts touches around it.",
                        ja: "\(v) のタッチ範囲を 44 × 44 ポイント以上にしてください（Apple の Human Interface Guidelines）。"
                            + "frame を大きくするか、周りのタッチも受け入れる point(inside:with:) をオーバーライドします。",
                        zh: "让 \(v) 的触摸范围至少为 44 × 44 点（Apple 的人机界面指南）：加大它的 frame，或者重写 "
                            + "point(inside:with:)，让它也接受周围的触摸。",
                        ko: "\(v)의 터치 범위를 최소 44 × 44 포인트로 하십시오(Apple의 Human Interface Guidelines). "
                            + "frame을 키우거나, 주변의 터치도 받아들이도록 point(inside:with:)를 오버라이드하십시오."))
        case .hitNothing(let point):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The touch at (\(Self.number(point.x)), \(Self.number(point.y))) hit no view in any window, "
                        + "so no responder chain walk ever started.",
                    ja: "(\(Self.number(point.x)), \(Self.number(point.y))) のタッチはどのウインドウのどのビューにも"
                        + "当たらなかったので、レスポンダーチェーンの探索は一度も始まりませんでした。",
                    zh: "位于 (\(Self.number(point.x)), \(Self.number(point.y))) 的触摸没有命中任何窗口中的任何视图，"
                        + "所以响应者链的遍历根本没有开始。",
                    ko: "(\(Self.number(point.x)), \(Self.number(point.y)))의 터치는 어떤 윈도우의 어떤 뷰에도 "
                        + "히트되지 않았으므로, 리스폰더 체인 탐색이 시작되지 않았습니다."),
                hint: Words.say(
                    in: language,
                    en: "A tap that does nothing at all is a hit-testing problem: check frames, isHidden, alpha and "
                        + "isUserInteractionEnabled on the views under the point.",
                    ja: "まったく何も起こらないタップは、ヒットテストの問題です。その点の下にあるビューの frame、isHidden、alpha、"
                        + "isUserInteractionEnabled を確認してください。",
                    zh: "轻点后什么也没有发生，这是命中测试的问题：检查该点下方各视图的 frame、isHidden、alpha 和 "
                        + "isUserInteractionEnabled。",
                    ko: "아무 반응이 없는 탭은 히트 테스트 문제입니다. 그 지점 아래에 있는 뷰의 frame, isHidden, alpha, "
                        + "isUserInteractionEnabled 값을 확인하십시오."))
        case .systemGestureDelays(let hit, let edge, let zone, let deciding, let unheard):
            return Words.wording(
                in: language,
                en: {
                    let place =
                        edge == .bottom
                        ? "bottom edge, where the home indicator's swipe"
                        : "top edge, where Notification Center's and Control Center's swipes"
                    return Wording(
                        message:
                            "\(displayName(of: hit)) is within \(Self.number(zone)) points of the screen's \(place) looks "
                            + "at a touch first: touchesBegan(_:with:) reaches the control late, so it highlights late "
                            + "(observed on iOS; UIKit's documentation says only that the system's edge gestures take "
                            + "precedence)."
                            + (unheard.map {
                                " \(displayName(of: $0)) defers that edge, but the window asks \(displayName(of: deciding)), "
                                    + "which does not pass the question on (childForScreenEdgesDeferringSystemGestures)."
                            } ?? ""),
                        hint:
                            "Return [.\(edge == .bottom ? "bottom" : "top")] from preferredScreenEdgesDeferringSystemGestures "
                            + "in \(self[deciding].className) (and call setNeedsUpdateOfScreenEdgesDeferringSystemGestures()), "
                            + "forwarding to a child with childForScreenEdgesDeferringSystemGestures, or move the control "
                            + "away from the edge.")
                },
                ja: {
                    let (place, swipe) =
                        edge == .bottom
                        ? ("画面の下端", "ホームインジケーターのスワイプ") : ("画面の上端", "通知センターとコントロールセンターのスワイプ")
                    var message = "\(displayName(of: hit)) は\(place)から \(Self.number(zone)) ポイント以内にあります。"
                    message += "そこでは\(swipe)が先にタッチを調べるので、touchesBegan(_:with:) がコントロールに届くのが遅れ、"
                    message += "ハイライトも遅れます（iOS で観察された動作です。UIKit のドキュメントには、システムの画面端の"
                    message += "ジェスチャーが優先されるとしか書かれていません）。"
                    if let unheard {
                        message += "\(displayName(of: unheard)) はその端のシステムジェスチャーを後回しにしていますが、ウインドウが"
                        message += "問い合わせるのは \(displayName(of: deciding)) で、この問い合わせを先へ渡していません"
                        message += "（childForScreenEdgesDeferringSystemGestures）。"
                    }
                    return Wording(
                        message: message,
                        hint: "\(self[deciding].className) の preferredScreenEdgesDeferringSystemGestures から "
                            + "[.\(edge == .bottom ? "bottom" : "top")] を返し（setNeedsUpdateOfScreenEdgesDeferringSystemGestures() "
                            + "も呼びます）、必要なら childForScreenEdgesDeferringSystemGestures で子に転送してください。"
                            + "あるいは、コントロールを画面端から離してください。")
                },
                zh: {
                    let place =
                        edge == .bottom
                        ? "底边不到 \(Self.number(zone)) 点，主屏幕指示条的轻扫手势"
                        : "顶边不到 \(Self.number(zone)) 点，通知中心和控制中心的轻扫手势"
                    return Wording(
                        message: "\(displayName(of: hit)) 距离屏幕\(place)会先查看那里的触摸："
                            + "touchesBegan(_:with:) 很晚才到达控件，所以它很晚才高亮"
                            + "（在 iOS 上观察到的行为；UIKit 文档只说系统的边缘手势优先）。"
                            + (unheard.map {
                                "\(displayName(of: $0)) 推迟了这条边缘的系统手势，但窗口询问的是 \(displayName(of: deciding))，"
                                    + "而它没有把这个问题转交下去（childForScreenEdgesDeferringSystemGestures）。"
                            } ?? ""),
                        hint: "在 \(self[deciding].className) 的 preferredScreenEdgesDeferringSystemGestures 中返回 "
                            + "[.\(edge == .bottom ? "bottom" : "top")]"
                            + "（并调用 setNeedsUpdateOfScreenEdgesDeferringSystemGestures()），"
                            + "用 childForScreenEdgesDeferringSystemGestures 转交给子视图控制器，或者把控件从边缘移开。")
                },
                ko: {
                    let (side, swipe) =
                        edge == .bottom
                        ? ("아래쪽", "홈 인디케이터의 스와이프가") : ("위쪽", "알림 센터와 제어 센터의 스와이프가")
                    return Wording(
                        message: "\(displayName(of: hit))의 위치는 화면 \(side) 가장자리에서 \(Self.number(zone))포인트 "
                            + "이내이며, 그곳에서는 \(swipe) 터치를 먼저 살펴봅니다. 그래서 touchesBegan(_:with:) 호출이 "
                            + "컨트롤에 늦게 도달하고, 컨트롤이 늦게 하이라이트됩니다(iOS에서 관찰된 동작이며, UIKit 문서에는 "
                            + "시스템의 가장자리 제스처가 우선한다고만 나와 있습니다)."
                            + (unheard.map {
                                " \(displayName(of: $0))이(가) 그 가장자리의 시스템 제스처를 미루지만(defer), 윈도우는 "
                                    + "\(displayName(of: deciding))에 묻고, 그 객체는 질문을 넘기지 않습니다"
                                    + "(childForScreenEdgesDeferringSystemGestures)."
                            } ?? ""),
                        hint: "\(self[deciding].className)의 preferredScreenEdgesDeferringSystemGestures에서 "
                            + "[.\(edge == .bottom ? "bottom" : "top")]을 반환하고 "
                            + "setNeedsUpdateOfScreenEdgesDeferringSystemGestures()를 호출하거나(자식에게 넘기려면 "
                            + "childForScreenEdgesDeferringSystemGestures를 사용합니다), 컨트롤을 가장자리에서 떨어뜨리십시오.")
                })
        case .multipleTouchIgnored(let view):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)) already has a finger and its isMultipleTouchEnabled is false, so "
                        + "UIKit does not deliver the second touch to it.",
                    ja: "\(displayName(of: view)) にはすでに指が触れていて、isMultipleTouchEnabled が false なので、"
                        + "UIKit は 2 本目のタッチをこのビューに届けません。",
                    zh: "\(displayName(of: view)) 上已经有一根手指，而它的 isMultipleTouchEnabled 为 false，"
                        + "所以 UIKit 不会把第二个触摸传递给它。",
                    ko: "\(displayName(of: view))에는 이미 손가락이 닿아 있고 isMultipleTouchEnabled가 false이므로, "
                        + "UIKit은 두 번째 터치를 그 뷰에 전달하지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Set isMultipleTouchEnabled = true on views that track several fingers.",
                    ja: "複数の指を追跡するビューでは、isMultipleTouchEnabled = true を設定してください。",
                    zh: "在需要跟踪多根手指的视图上设置 isMultipleTouchEnabled = true。",
                    ko: "여러 손가락을 추적하는 뷰에는 isMultipleTouchEnabled = true를 설정하십시오."))
        case .exclusiveTouchElsewhere(let view, let blocker):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: blocker)) has isExclusiveTouch set and is being touched, so no other view "
                        + "in the window receives touches meanwhile; this touch on \(displayName(of: view)) is not "
                        + "delivered.",
                    ja: "\(displayName(of: blocker)) は isExclusiveTouch が設定されていて、いまタッチされているので、"
                        + "そのあいだウインドウ内のほかのビューはタッチを受け取りません。\(displayName(of: view)) への"
                        + "このタッチは届けられません。",
                    zh: "\(displayName(of: blocker)) 设置了 isExclusiveTouch，并且正被触摸，"
                        + "所以在此期间窗口中的其他视图都收不到触摸；落在 \(displayName(of: view)) 上的这次触摸不会被传递。",
                    ko: "\(displayName(of: blocker))에 isExclusiveTouch가 설정되어 있고 지금 터치되고 있으므로, "
                        + "그동안 윈도우의 다른 어떤 뷰도 터치를 받지 않습니다. \(displayName(of: view))에 닿은 이 터치는 "
                        + "전달되지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Clear isExclusiveTouch if other views must be usable at the same time.",
                    ja: "ほかのビューも同時に使える必要があるなら、isExclusiveTouch を解除してください。",
                    zh: "如果其他视图必须能同时使用，请清除 isExclusiveTouch。",
                    ko: "다른 뷰도 동시에 사용할 수 있어야 한다면 isExclusiveTouch를 해제하십시오."))
        case .exclusiveTouchHere(let view, let other):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: view)) has isExclusiveTouch set, and \(displayName(of: other)) is already "
                        + "being touched, so this touch is not delivered.",
                    ja: "\(displayName(of: view)) は isExclusiveTouch が設定されていて、\(displayName(of: other)) が"
                        + "すでにタッチされているので、このタッチは届けられません。",
                    zh: "\(displayName(of: view)) 设置了 isExclusiveTouch，而 \(displayName(of: other)) 已经正被触摸，"
                        + "所以这次触摸不会被传递。",
                    ko: "\(displayName(of: view))에 isExclusiveTouch가 설정되어 있고 \(displayName(of: other))에 "
                        + "이미 다른 터치가 닿아 있으므로, 이 터치는 전달되지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Clear isExclusiveTouch if the view must work while others are touched.",
                    ja: "ほかのビューがタッチされているあいだもこのビューが動作する必要があるなら、isExclusiveTouch を解除してください。",
                    zh: "如果该视图必须在其他视图被触摸时也能工作，请清除 isExclusiveTouch。",
                    ko: "다른 뷰가 터치되는 동안에도 이 뷰가 동작해야 한다면 isExclusiveTouch를 해제하십시오."))
        case .cancelledByGesture(let view, let winners, let phase, let lost):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message: winners.map(recognizerName).joined(separator: ", ")
                            + " recognized, and because cancelsTouchesInView is true UIKit sent touchesCancelled(_:with:) "
                            + "to \(displayName(of: view)) instead of \(phase.signature): "
                            + (lost.map { "\(lostWords($0)) never runs." }
                                ?? "the view's own touch handling is cut short."),
                        hint: cancellationHint(winners, view: view))
                },
                ja: {
                    let names = winners.map { recognizerName($0, in: .japanese) }.joined(separator: "、")
                    var message = "\(names) が認識しました。cancelsTouchesInView が true なので、UIKit は "
                    message += "\(displayName(of: view)) に \(phase.signature) ではなく touchesCancelled(_:with:) を送りました。"
                    if let lost {
                        // A closing bracket takes no space before the particle.
                        let what = japaneseLostWords(lost)
                        message += what + (what.hasSuffix("）") ? "は" : " は") + "実行されません。"
                    } else {
                        message += "ビュー自身のタッチ処理は途中で打ち切られます。"
                    }
                    return Wording(message: message, hint: japaneseCancellationHint(winners, view: view))
                },
                zh: {
                    return Wording(
                        message: winners.map { recognizerName($0, in: .simplifiedChinese) }.joined(separator: "、")
                            + " 识别成功，并且因为 cancelsTouchesInView 为 true，UIKit 向 \(displayName(of: view)) "
                            + "发送了 touchesCancelled(_:with:)，而不是 \(phase.signature)："
                            + (lost.map { "\(chineseLostWords($0))永远不会运行。" } ?? "该视图自己的触摸处理被中途打断。"),
                        hint: chineseCancellationHint(winners, view: view))
                },
                ko: {
                    return Wording(
                        message: winners.map { recognizerName($0, in: .korean) }.joined(separator: ", ")
                            + "이(가) 제스처를 인식했고, cancelsTouchesInView가 true이므로 UIKit이 \(displayName(of: view))에 "
                            + "\(phase.signature) 대신 touchesCancelled(_:with:)를 보냈습니다. "
                            + (lost.map(koreanLostWords) ?? "뷰 자체의 터치 처리가 중간에 끊깁니다."),
                        hint: koreanCancellationHint(winners, view: view))
                })
        case .pageTurnTookTap(let view, let recognizer, let pages, let lost):
            let curl = displayName(of: pages)
            let code = "gestureRecognizer(_:shouldReceive:)"
            return Words.wording(
                in: language,
                en: {
                    Wording(
                        message: "The tap was near the edge of \(curl), a page-curl page view controller: its own "
                            + "\(recognizerName(recognizer)) took it and turned the page, and \(lostWords(lost)) never "
                            + "runs (UIPageViewController.gestureRecognizers: the page view controller's own "
                            + "recognizers).",
                        hint:
                            "In code, make the view controller the delegate of each of \(curl).gestureRecognizers and "
                            + "return false from \(code) for a touch whose view is a UIControl; or move "
                            + "\(displayName(of: view)) away from the left and right edges.")
                },
                ja: {
                    Wording(
                        message: "タップはページカール形式のページビューコントローラー \(curl) の端の近くでした。"
                            + "\(curl) 自身の \(recognizerName(recognizer, in: .japanese)) がタップを受け取ってページをめくったので、"
                            + "\(japaneseLostWords(lost)) は実行されません（UIPageViewController.gestureRecognizers: "
                            + "ページビューコントローラー自身の認識子）。",
                        hint: "コードで、ビューコントローラーを \(curl).gestureRecognizers の各認識子のデリゲートにし、"
                            + "ビューが UIControl であるタッチには \(code) から false を返してください。または "
                            + "\(displayName(of: view)) を左右の端から離してください。")
                },
                zh: {
                    Wording(
                        message: "这次轻点靠近翻页式（page curl）页面视图控制器 \(curl) 的边缘：它自己的 "
                            + "\(recognizerName(recognizer, in: .simplifiedChinese)) 接收了轻点并翻了页，"
                            + "\(chineseLostWords(lost))永远不会运行（UIPageViewController.gestureRecognizers：页面视图控制器"
                            + "自己的手势识别器）。",
                        hint: "在代码中，让视图控制器成为 \(curl).gestureRecognizers 中每个手势识别器的代理，并对视图是 "
                            + "UIControl 的触摸从 \(code) 返回 false；或者把 \(displayName(of: view)) 移离左右边缘。")
                },
                ko: {
                    Wording(
                        message: "탭이 페이지 컬 방식 페이지 뷰 컨트롤러 \(curl)의 가장자리 근처였습니다. \(curl) 자신의 "
                            + "\(recognizerName(recognizer, in: .korean))이(가) 탭을 받아 페이지를 넘겼으므로 "
                            + String(koreanLostWords(lost).dropLast())
                            + "(UIPageViewController.gestureRecognizers: 페이지 뷰 컨트롤러 자신의 제스처 인식기).",
                        hint: "코드에서 뷰 컨트롤러를 \(curl).gestureRecognizers의 각 제스처 인식기의 델리게이트로 지정하고, "
                            + "뷰가 UIControl인 터치에는 \(code)에서 false를 반환하십시오. 또는 \(displayName(of: view))을(를) "
                            + "왼쪽과 오른쪽 가장자리에서 떨어뜨리십시오.")
                })
        case .delayedByGesture(let view):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "delaysTouchesBegan on a recognizer withheld touchesBegan(_:with:) from "
                        + "\(displayName(of: view)); since it recognized, the view never saw the touch.",
                    ja: "認識子の delaysTouchesBegan が、\(displayName(of: view)) への touchesBegan(_:with:) を保留しました。"
                        + "認識子が認識したので、ビューはタッチを一度も受け取りませんでした。",
                    zh: "某个手势识别器的 delaysTouchesBegan 扣住了发给 \(displayName(of: view)) 的 "
                        + "touchesBegan(_:with:)；由于它识别成功，该视图始终没有看到这次触摸。",
                    ko: "인식기의 delaysTouchesBegan이 \(displayName(of: view))에 대한 touchesBegan(_:with:) 호출을 "
                        + "보류했습니다. 인식기가 인식했으므로, 그 뷰는 터치를 전혀 보지 못했습니다."),
                hint: Words.say(
                    in: language,
                    en: "Leave delaysTouchesBegan false unless the view must not react to touches the recognizer may "
                        + "claim.",
                    ja: "認識子が引き受けるかもしれないタッチにビューが反応してはならない場合を除き、delaysTouchesBegan は false "
                        + "のままにしてください。",
                    zh: "除非视图不能对识别器可能认领的触摸做出反应，否则请让 delaysTouchesBegan 保持为 false。",
                    ko: "인식기가 가져갈 수도 있는 터치에 뷰가 반응하면 안 되는 경우가 아니라면, delaysTouchesBegan은 "
                        + "false로 두십시오."))
        case .controlSubviewTakesTouch(let control, let view, _):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message: "\(displayName(of: view)) lies over \(displayName(of: control)) and took the touch. A "
                            + "UIControl tracks only touches that hit the control itself, so \(displayName(of: control)) "
                            + "passed it on and sent none of its actions: this is UIKit's behaviour as developers report it; "
                            + "the documentation does not say.",
                        hint:
                            "Set isUserInteractionEnabled = false on \(displayName(of: view)) (and on views inside it) so "
                            + "touches land on the control, as UIKit's own controls do for their labels and images.")
                },
                ja: {
                    let (controlName, viewName) = (displayName(of: control), displayName(of: view))
                    return Wording(
                        message: "\(viewName) は \(controlName) の上にあり、タッチを受け取りました。UIControl が追跡するのは"
                            + "コントロール自身に当たったタッチだけなので、\(controlName) はタッチを次に渡し、アクションを 1 つも"
                            + "送りませんでした。これは開発者が報告している UIKit の動作で、ドキュメントには書かれていません。",
                        hint: "\(viewName)（とその中のビュー）に isUserInteractionEnabled = false を設定して、タッチがコントロールに"
                            + "当たるようにしてください。UIKit のコントロールも、自分のラベルや画像にそうしています。")
                },
                zh: {
                    return Wording(
                        message: "\(displayName(of: view)) 位于 \(displayName(of: control)) 之上，接收了这次触摸。"
                            + "UIControl 只跟踪命中控件本身的触摸，所以 \(displayName(of: control)) 把触摸传了下去，"
                            + "也没有发送任何动作：这是开发者报告的 UIKit 行为，文档没有说明。",
                        hint: "在 \(displayName(of: view))（以及它内部的视图）上设置 isUserInteractionEnabled = false，"
                            + "让触摸落在控件上，就像 UIKit 自己的控件对它们的标签和图像所做的那样。")
                },
                ko: {
                    return Wording(
                        message: "\(displayName(of: view))이(가) \(displayName(of: control)) 위를 덮어 터치를 가져갔습니다. "
                            + "UIControl은 컨트롤 자체에 닿은 터치만 추적하므로, \(displayName(of: control))은(는) 터치를 "
                            + "넘기고 어떤 액션도 보내지 않았습니다. 이는 개발자들이 보고한 UIKit의 동작이며, 문서에는 나와 "
                            + "있지 않습니다.",
                        hint: "\(displayName(of: view))에, 그리고 그 안의 뷰에도 isUserInteractionEnabled = false를 설정해 "
                            + "터치가 컨트롤에 닿게 하십시오. UIKit의 컨트롤도 자신의 레이블과 이미지에 그렇게 합니다.")
                })
        case .barButtonActionIgnored(let item, let action):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message: "\(displayName(of: item)) is the custom view of a bar button item whose action is "
                            + "\(action.swiftName): UIKit's documentation says an item with a custom view does not call its "
                            + "target's action, so the tap reaches only the custom view"
                            + (self[item].isControl && !self[item].targetActions.isEmpty
                                ? " and its own target-actions." : ", and the item's action never runs."),
                        hint: "Handle the tap on the custom view itself: addTarget(_:action:for:) on the button, or a "
                            + "UIBarButtonItem(title:image:primaryAction:menu:) instead of a custom view.")
                },
                ja: {
                    let ownActions = self[item].isControl && !self[item].targetActions.isEmpty
                    return Wording(
                        message: "\(displayName(of: item)) は、アクションが \(action.swiftName) のバーボタンアイテムのカスタムビュー"
                            + "です。UIKit のドキュメントによると、カスタムビューを持つアイテムはターゲットのアクションを呼ばないので、"
                            + "タップが届くのは"
                            + (ownActions
                                ? "カスタムビューと、そのビュー自身のターゲットアクションだけです。"
                                : "カスタムビューだけで、アイテムのアクションは実行されません。"),
                        hint: "タップはカスタムビュー自身で処理してください。ボタンに addTarget(_:action:for:) を使うか、カスタムビュー"
                            + "の代わりに UIBarButtonItem(title:image:primaryAction:menu:) を使います。")
                },
                zh: {
                    return Wording(
                        message: "\(displayName(of: item)) 是一个栏按钮项的自定义视图，该项的动作是 \(action.swiftName)："
                            + "UIKit 文档指出，带有自定义视图的项不会调用其目标的动作，所以这次轻点只到达自定义视图"
                            + (self[item].isControl && !self[item].targetActions.isEmpty
                                ? "及其自己的目标-动作。" : "，该项的动作永远不会运行。"),
                        hint: "在自定义视图本身上处理轻点：对按钮使用 addTarget(_:action:for:)，"
                            + "或者改用 UIBarButtonItem(title:image:primaryAction:menu:)，而不是自定义视图。")
                },
                ko: {
                    return Wording(
                        message: "\(displayName(of: item))은(는) 액션이 \(action.swiftName)인 바 버튼 아이템의 커스텀 "
                            + "뷰입니다. UIKit 문서에 따르면 커스텀 뷰가 있는 아이템은 타깃의 액션을 호출하지 않으므로, 탭은 "
                            + "커스텀 뷰"
                            + (self[item].isControl && !self[item].targetActions.isEmpty
                                ? "와 그 뷰 자신의 타깃-액션에만 도달합니다." : "에만 도달합니다. 아이템의 액션은 실행되지 않습니다."),
                        hint: "탭을 커스텀 뷰 자체에서 처리하십시오. 버튼에서 addTarget(_:action:for:) 메서드를 호출하거나, "
                            + "커스텀 뷰 대신 UIBarButtonItem(title:image:primaryAction:menu:) 이니셜라이저를 사용하십시오.")
                })
        case .gestureStealsTouches(let recognizer, let hitView):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(recognizerName(recognizer)) recognizes the tap, so \(displayName(of: hitView)), a custom "
                        + "view, loses its touches: unlike UIKit controls, custom views do not make an ancestor's tap "
                        + "recognizer fail.",
                    ja: "\(recognizerName(recognizer, in: .japanese)) がタップを認識するので、カスタムビューの "
                        + "\(displayName(of: hitView)) はタッチを失います。UIKit のコントロールと違って、カスタムビューは祖先の"
                        + "タップ認識子を失敗させません。",
                    zh:
                        "\(recognizerName(recognizer, in: .simplifiedChinese)) 识别了这次轻点，所以自定义视图 \(displayName(of: hitView)) "
                        + "失去了它的触摸：与 UIKit 控件不同，自定义视图不会让祖先视图上的单次轻点手势识别器失败。",
                    ko: "\(recognizerName(recognizer, in: .korean))이(가) 탭을 인식해, 커스텀 뷰인 "
                        + "\(displayName(of: hitView))의 터치를 가져갑니다. UIKit 컨트롤과 달리, 커스텀 뷰는 조상 뷰의 탭 "
                        + "인식기를 실패하게 만들지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "Use a UIControl, set cancelsTouchesInView = false, or implement "
                        + "gestureRecognizer(_:shouldReceive:) to ignore touches in that view.",
                    ja: "UIControl を使うか、cancelsTouchesInView = false を設定するか、gestureRecognizer(_:shouldReceive:) を"
                        + "実装してそのビューの中のタッチを無視してください。",
                    zh: "使用 UIControl，设置 cancelsTouchesInView = false，"
                        + "或者实现 gestureRecognizer(_:shouldReceive:) 来忽略该视图中的触摸。",
                    ko: "UIControl을 사용하거나, cancelsTouchesInView = false를 설정하거나, "
                        + "gestureRecognizer(_:shouldReceive:) 메서드를 구현해 그 뷰 안의 터치를 무시하게 하십시오."))
        case .controlWinsOverAncestorTap(let recognizer, let hitView):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(recognizerName(recognizer)) would recognize a tap, but \(displayName(of: hitView)) is a "
                        + "UIKit control, and controls win a single tap over tap recognizers on their ancestors.",
                    ja: "\(recognizerName(recognizer, in: .japanese)) はタップを認識できますが、\(displayName(of: hitView)) "
                        + "は UIKit のコントロールです。シングルタップでは、コントロールが祖先のタップ認識子に勝ちます。",
                    zh: "\(recognizerName(recognizer, in: .simplifiedChinese)) 本可以识别这次轻点，但 \(displayName(of: hitView)) "
                        + "是 UIKit 控件，而对于单次轻点，控件优先于其祖先视图上的单次轻点手势识别器。",
                    ko: "\(recognizerName(recognizer, in: .korean))이(가) 탭을 인식할 수 있었지만, "
                        + "\(displayName(of: hitView))은(는) UIKit 컨트롤입니다. 싱글 탭에서는 컨트롤이 조상 뷰의 탭 "
                        + "인식기보다 우선합니다."),
                hint: Words.say(
                    in: language,
                    en: "This is usually what you want; a custom view under the same recognizer would lose the tap.",
                    ja: "ふつうはこれが望ましい動作です。同じ認識子の下にあるのがカスタムビューなら、タップを失います。",
                    zh: "这通常正是你想要的；同一个识别器下的自定义视图则会失去这次轻点。",
                    ko: "보통은 이것이 원하는 동작입니다. 같은 인식기 아래에 있는 커스텀 뷰라면 탭을 빼앗겼을 것입니다."))
        case .contextMenuBeatLongPress(let recognizer, let view):
            let name = displayName(of: view)
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The long press opened \(name)'s context menu (its UIContextMenuInteraction), so "
                        + "\(recognizerName(recognizer)) did not recognize and its action did not run.",
                    ja: "長押しで \(name) のコンテキストメニュー（UIContextMenuInteraction）が開いたため、"
                        + "\(recognizerName(recognizer, in: .japanese)) は認識せず、そのアクションは実行されませんでした。",
                    zh: "长按打开了 \(name) 的上下文菜单（它的 UIContextMenuInteraction），所以 "
                        + "\(recognizerName(recognizer, in: .simplifiedChinese)) 没有识别，它的动作也没有执行。",
                    ko: "길게 누르기로 \(name)의 컨텍스트 메뉴(UIContextMenuInteraction)가 열렸으므로 "
                        + "\(recognizerName(recognizer, in: .korean))은(는) 인식하지 않았고 그 액션도 실행되지 "
                        + "않았습니다."),
                hint: Words.say(
                    in: language,
                    en: "Choose one for the long press: do the recognizer's work from the menu (or from "
                        + "contextMenuInteraction(_:willDisplayMenuFor:animator:)), or remove the interaction.",
                    ja: "長押しにはどちらか一方を選んでください。認識子の処理をメニューから（または "
                        + "contextMenuInteraction(_:willDisplayMenuFor:animator:) で）行うか、インタラクションを取り除いてください。",
                    zh: "为长按选择其一：在菜单中（或在 contextMenuInteraction(_:willDisplayMenuFor:animator:) 中）完成识别器"
                        + "的工作，或者移除这个交互。",
                    ko: "길게 누르기에는 하나만 고르십시오. 인식기의 작업을 메뉴에서(또는 "
                        + "contextMenuInteraction(_:willDisplayMenuFor:animator:)에서) 하거나, 인터랙션을 제거하십시오."))
        case .dragLiftTookScroll(let scroll, let item, let source):
            let (list, lifted) = (displayName(of: scroll), displayName(of: item))
            let isList = self[source].rowSelection != nil
            let owner = displayName(of: source)
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The finger rested on \(lifted) for the lift delay (0.5 s) before it moved, so the drag "
                        + "lifted \(lifted) and the move dragged it: \(list) did not scroll.",
                    ja: "指が動く前に \(lifted) の上にリフト遅延（0.5 秒）のあいだ置かれていたため、ドラッグが \(lifted) を"
                        + "持ち上げ、その動きはそれをドラッグしました。\(list) はスクロールしませんでした。",
                    zh: "手指在移动之前在 \(lifted) 上停留了提起延迟（0.5 秒），所以拖拽提起了 \(lifted)，这次移动拖拽了它："
                        + "\(list) 没有滚动。",
                    ko: "손가락이 움직이기 전에 \(lifted) 위에 리프트 지연(0.5초) 동안 머물렀으므로 드래그가 \(lifted)을(를) "
                        + "들어 올렸고, 이어진 움직임으로 \(lifted)이(가) 드래그되었습니다. \(list)은(는) 스크롤되지 않았습니다."),
                hint: isList
                    ? Words.say(
                        in: language,
                        en: "If a press then a move should scroll \(owner), set its dragInteractionEnabled to false "
                            + "(true by default since iOS 15, on iPhone too), or turn it on only while the list is "
                            + "being reordered.",
                        ja: "押してから動かす操作で \(owner) をスクロールさせたいなら、dragInteractionEnabled を false にして"
                            + "ください（iOS 15 以降は iPhone でも既定で true）。並べ替えの間だけ true にする方法もあります。",
                        zh: "如果按住后移动应该滚动 \(owner)，请把它的 dragInteractionEnabled 设为 false（自 iOS 15 起在 "
                            + "iPhone 上也默认为 true），或只在重新排序时打开它。",
                        ko: "누른 뒤 움직이는 동작으로 \(owner)을(를) 스크롤해야 한다면 dragInteractionEnabled를 false로 "
                            + "설정하십시오(iOS 15부터는 iPhone에서도 기본값이 true). 순서를 바꾸는 동안에만 켜는 방법도 "
                            + "있습니다.")
                    : Words.say(
                        in: language,
                        en: "The lift is what a UIDragInteraction does: if a press then a move should scroll, set the "
                            + "interaction's isEnabled to false (true by default on iPad), or drag from a handle "
                            + "instead of the whole of \(owner).",
                        ja: "持ち上げは UIDragInteraction の本来の動作です。押してから動かす操作でスクロールさせたいなら、"
                            + "インタラクションの isEnabled を false にするか（iPad では既定で true）、\(owner) 全体ではなく"
                            + "ハンドルからドラッグするようにしてください。",
                        zh: "提起正是 UIDragInteraction 的作用：如果按住后移动应该滚动，请把这个交互的 isEnabled 设为 "
                            + "false（在 iPad 上默认为 true），或者改为从一个把手而不是整个 \(owner) 拖拽。",
                        ko: "들어 올리기는 UIDragInteraction의 본래 동작입니다. 누른 뒤 움직이는 동작으로 스크롤해야 한다면 "
                            + "인터랙션의 isEnabled를 false로 설정하거나(iPad에서는 기본값이 true), \(owner) 전체가 "
                            + "아니라 핸들에서 드래그하게 하십시오."))
        case .hoverRecognizerMissedPointer(let recognizer, let view, let blocker, let skipped):
            let name = displayName(of: view)
            let other = displayName(of: blocker)
            let condition = skipped.flatMap { skipCondition($0, of: blocker, in: language) }
            let message: String
            if let condition {
                message = Words.say(
                    in: language,
                    en: "The pointer hovered over \(name), but hit-testing skipped it because \(other) \(condition), "
                        + "so \(recognizerName(recognizer)) never saw the pointer and its action did not run.",
                    ja: "ポインターは \(name) の上にありましたが、\(other) が\(condition)ため、ヒットテストはそこを飛ばしました。"
                        + "そのため \(recognizerName(recognizer, in: .japanese)) はポインターを受け取らず、アクションは実行されませんでした。",
                    zh: "指针停在 \(name) 上方，但因为 \(other) \(condition)，命中测试跳过了它，所以 "
                        + "\(recognizerName(recognizer, in: .simplifiedChinese)) 从未收到指针，它的动作也没有执行。",
                    ko: "포인터가 \(name) 위에 있었지만, \(other)은(는) \(condition). 그래서 히트 테스트가 그 "
                        + "뷰를 건너뛰었고, \(recognizerName(recognizer, in: .korean))은(는) 포인터를 받지 못했으며 액션도 "
                        + "실행되지 않았습니다.")
            } else {
                message = Words.say(
                    in: language,
                    en: "The pointer hovered over \(name), but \(other), in front of it, took the hit-test, so "
                        + "\(recognizerName(recognizer)) never saw the pointer and its action did not run.",
                    ja: "ポインターは \(name) の上にありましたが、その前にある \(other) がヒットテストを受け取ったため、"
                        + "\(recognizerName(recognizer, in: .japanese)) はポインターを受け取らず、アクションは実行されませんでした。",
                    zh: "指针停在 \(name) 上方，但它前面的 \(other) 接住了命中测试，所以 "
                        + "\(recognizerName(recognizer, in: .simplifiedChinese)) 从未收到指针，它的动作也没有执行。",
                    ko: "포인터가 \(name) 위에 있었지만 그 앞의 \(other)이(가) 히트 테스트를 받았으므로 "
                        + "\(recognizerName(recognizer, in: .korean))은(는) 포인터를 받지 못했고 액션도 실행되지 않았습니다.")
            }
            return Wording(
                message: message,
                hint: Words.say(
                    in: language,
                    en:
                        "A hover recognizer sees the pointer only where hit-testing reaches its view, as a touch would: "
                        + "let the view in front pass the pointer on, or let the view take the hit-test again.",
                    ja: "ホバーの認識子がポインターを受け取るのは、タッチと同じく、ヒットテストがそのビューに届く場所だけです。"
                        + "前にあるビューがポインターを通すようにするか、ビューが再びヒットテストを受け取るようにしてください。",
                    zh: "悬停识别器只在命中测试能到达它的视图的地方收到指针，和触摸一样：让前面的视图把指针放过去，"
                        + "或者让这个视图重新接受命中测试。",
                    ko: "호버 인식기는 터치와 마찬가지로 히트 테스트가 그 뷰에 닿는 곳에서만 포인터를 받습니다. "
                        + "앞에 있는 뷰가 포인터를 통과시키게 하거나, 뷰가 다시 히트 테스트를 받게 하십시오."))
        case .hoverSendsNoTouches(let view, let methods, let recognizers, let isControl):
            let name = displayName(of: view)
            var parts = methods.map(\.signature)
            parts += recognizers.map { recognizerName($0, in: language) }
            if isControl {
                parts.append(
                    Words.say(in: language, en: "its target-actions", ja: "ターゲットアクション", zh: "目标-动作", ko: "타깃-액션"))
            }
            let listed = parts.joined(separator: ", ")
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The pointer only hovered over \(name): a hover calls none of \(listed); they wait for a touch "
                        + "(a click or a tap).",
                    ja: "ポインターは \(name) の上でホバーしただけです。ホバーでは \(listed) のどれも呼ばれません。"
                        + "これらはタッチ（クリックかタップ）を待ちます。",
                    zh: "指针只是在 \(name) 上方悬停：悬停不会调用 \(listed) 中的任何一个；它们等待的是触摸（按下鼠标或轻点）。",
                    ko: "포인터는 \(name) 위에서 호버했을 뿐입니다. 호버는 \(listed) 중 어느 것도 호출하지 않습니다. "
                        + "이것들은 터치(클릭이나 탭)를 기다립니다."),
                hint: Words.say(
                    in: language,
                    en: "To react while the pointer is over the view, add a UIHoverGestureRecognizer or a "
                        + "UIPointerInteraction to it.",
                    ja: "ポインターがビューの上にある間に反応するには、UIHoverGestureRecognizer か UIPointerInteraction を"
                        + "ビューに追加してください。",
                    zh: "要在指针位于视图上方时做出反应，请给它添加 UIHoverGestureRecognizer 或 UIPointerInteraction。",
                    ko: "포인터가 뷰 위에 있는 동안 반응하려면 뷰에 UIHoverGestureRecognizer나 UIPointerInteraction을 "
                        + "추가하십시오."))
        case .interactivePopBlocked(let winner, let navigation):
            return Words.wording(
                in: language,
                en: {
                    let other =
                        gestureRecognizers[winner].scrollView != nil
                        ? "scrollView.panGestureRecognizer" : "otherRecognizer"
                    return Wording(
                        message:
                            "The swipe from the left edge would go back, but \(recognizerName(winner)) is on a deeper "
                            + "view and recognized first, so \(displayName(of: navigation))'s interactivePopGestureRecognizer "
                            + "does not pop.",
                        hint: "Make the other recognizer wait: \(other)"
                            + ".require(toFail: navigationController.interactivePopGestureRecognizer).")
                },
                ja: {
                    let other =
                        gestureRecognizers[winner].scrollView != nil
                        ? "scrollView.panGestureRecognizer" : "otherRecognizer"
                    return Wording(
                        message: "左端からのスワイプで戻るはずでしたが、\(recognizerName(winner, in: .japanese)) がより深いビューに"
                            + "あって先に認識したので、\(displayName(of: navigation)) の interactivePopGestureRecognizer は pop "
                            + "しません。",
                        hint: "\(other).require(toFail: navigationController.interactivePopGestureRecognizer) を呼んで、"
                            + "もう一方の認識子を待たせてください。")
                },
                zh: {
                    let other =
                        gestureRecognizers[winner].scrollView != nil
                        ? "scrollView.panGestureRecognizer" : "otherRecognizer"
                    return Wording(
                        message: "从左边缘开始的轻扫本应返回上一页，但 \(recognizerName(winner, in: .simplifiedChinese)) 位于更深层的视图上，"
                            + "并且先识别成功，所以 \(displayName(of: navigation)) 的 interactivePopGestureRecognizer 不会执行 pop。",
                        hint: "让另一个识别器等待：\(other)"
                            + ".require(toFail: navigationController.interactivePopGestureRecognizer)。")
                },
                ko: {
                    let other =
                        gestureRecognizers[winner].scrollView != nil
                        ? "scrollView.panGestureRecognizer" : "otherRecognizer"
                    return Wording(
                        message: "왼쪽 가장자리에서 시작한 스와이프는 뒤로 돌아갈 수 있었지만, 더 깊은 뷰에 있는 "
                            + "\(recognizerName(winner, in: .korean))이(가) 먼저 인식했으므로 \(displayName(of: navigation))의 "
                            + "interactivePopGestureRecognizer는 pop하지 않습니다.",
                        hint: "다른 인식기가 기다리게 하십시오: \(other)"
                            + ".require(toFail: navigationController.interactivePopGestureRecognizer).")
                })
        case .interactivePopDeclined(let navigation, let controller, let item):
            let nav = displayName(of: navigation)
            let top = displayName(of: controller)
            let code = "navigationController?.interactivePopGestureRecognizer?.delegate = nil"
            return Words.wording(
                in: language,
                en: {
                    let cause =
                        item.map {
                            "its navigationItem.leftBarButtonItem, \(displayName(of: $0)), a custom back button, "
                                + "hides the back button, and with it the swipe back"
                        } ?? "its navigationItem.hidesBackButton hides the back button, and with it the swipe back"
                    return Wording(
                        message:
                            "The swipe from the left edge would go back, but \(nav) declines its "
                            + "interactivePopGestureRecognizer while \(top) is on top: \(cause) (observed on iOS; the "
                            + "documentation does not say).",
                        hint: "In the navigation controller, set \(code) (or give it a delegate whose "
                            + "gestureRecognizerShouldBegin(_:) returns true while viewControllers.count > 1).")
                },
                ja: {
                    let cause =
                        item.map {
                            "navigationItem.leftBarButtonItem の \(displayName(of: $0))（独自の戻るボタン）が戻るボタンを"
                                + "隠し、それとともにスワイプで戻る操作も止めています"
                        } ?? "navigationItem.hidesBackButton が戻るボタンを隠し、それとともにスワイプで戻る操作も止めています"
                    return Wording(
                        message: "左端からのスワイプで戻るはずでしたが、\(top) が最前面にあるあいだ、\(nav) は "
                            + "interactivePopGestureRecognizer を拒否します。\(top) の \(cause)（iOS で観察された動作で、"
                            + "ドキュメントには記載がありません）。",
                        hint: "ナビゲーションコントローラーで \(code) と設定してください（または、viewControllers.count > 1 "
                            + "のあいだ gestureRecognizerShouldBegin(_:) が true を返すデリゲートを設定してください）。")
                },
                zh: {
                    let cause =
                        item.map {
                            "navigationItem.leftBarButtonItem \(displayName(of: $0))（自定义返回按钮）隐藏了返回按钮，"
                                + "侧滑返回也随之失效"
                        } ?? "navigationItem.hidesBackButton 隐藏了返回按钮，侧滑返回也随之失效"
                    return Wording(
                        message: "从左边缘开始的轻扫本应返回上一页，但当 \(top) 位于顶层时，\(nav) 会拒绝它的 "
                            + "interactivePopGestureRecognizer：\(top) 的 \(cause)（在 iOS 上观察到的行为；文档没有说明）。",
                        hint: "在导航控制器中设置 \(code)（或者给它一个代理，在 viewControllers.count > 1 时让 "
                            + "gestureRecognizerShouldBegin(_:) 返回 true）。")
                },
                ko: {
                    let cause =
                        item.map {
                            "navigationItem.leftBarButtonItem인 \(displayName(of: $0))(직접 만든 뒤로 버튼)이 뒤로 버튼을 "
                                + "숨기고, 그와 함께 스와이프로 돌아가기도 막습니다"
                        } ?? "navigationItem.hidesBackButton이 뒤로 버튼을 숨기고, 그와 함께 스와이프로 돌아가기도 막습니다"
                    return Wording(
                        message: "왼쪽 가장자리에서 시작한 스와이프는 뒤로 돌아갈 수 있었지만, \(top)이(가) 맨 위에 있는 동안 "
                            + "\(nav)이(가) interactivePopGestureRecognizer를 거부합니다. \(top)의 \(cause)(iOS에서 관찰한 "
                            + "동작이며, 문서에는 나와 있지 않습니다).",
                        hint: "내비게이션 컨트롤러에서 \(code)로 설정하십시오(또는 viewControllers.count > 1인 동안 "
                            + "gestureRecognizerShouldBegin(_:)이 true를 반환하는 델리게이트를 지정하십시오).")
                })
        case .singleTapFiresOnDoubleTap(let single, let double):
            let first = gestureRecognizers[single]
            let second = gestureRecognizers[double]
            let firstAction = first.action.map { "\($0.name)" } ?? "-"
            let secondAction = second.action.map { "\($0.name)" } ?? "-"
            let waiting = recognizerVariable(single)
            let awaited = recognizerVariable(double)
            let many = second.numberOfTapsRequired
            return Wording(
                message: Words.say(
                    in: language,
                    en:
                        "\(recognizerName(single)) (\(first.numberOfTapsRequired) tap\(first.numberOfTapsRequired == 1 ? "" : "s")) also fires on a "
                        + "\(multiTapWords(many, in: language)): it recognized at tap \(first.numberOfTapsRequired) of \(many), alongside "
                        + "\(recognizerName(double)) (\(many) taps), because it does not require that one to fail. "
                        + "Both actions ran, \(firstAction) and \(secondAction).",
                    ja: "\(recognizerName(single, in: .japanese))（\(first.numberOfTapsRequired) 回のタップ）は"
                        + "\(multiTapWords(many, in: language))でも発火します。\(recognizerName(double, in: .japanese))"
                        + "（\(many) 回のタップ）が失敗するのを要求していないので、\(many) 回のうち \(first.numberOfTapsRequired) 回目のタップで一緒に認識しました。"
                        + "両方のアクション、\(firstAction) と \(secondAction) が実行されました。",
                    zh: "\(recognizerName(single, in: .simplifiedChinese))（\(first.numberOfTapsRequired) 次轻点）在"
                        + "\(multiTapWords(many, in: language))时也会触发：它没有要求 "
                        + "\(recognizerName(double, in: .simplifiedChinese))（\(many) 次轻点）失败，所以在 \(many) 次轻点中的第 "
                        + "\(first.numberOfTapsRequired) 次轻点时一起识别了。两个动作 \(firstAction) 和 \(secondAction) 都执行了。",
                    ko: "\(recognizerName(single, in: .korean))(탭 \(first.numberOfTapsRequired)번)은(는) "
                        + "\(multiTapWords(many, in: language))에도 발동합니다. \(recognizerName(double, in: .korean))"
                        + "(탭 \(many)번)이(가) 실패하기를 요구하지 않으므로 \(many)번 중 \(first.numberOfTapsRequired)번째 탭에서 함께 인식했습니다. "
                        + "두 액션 \(firstAction)와(과) \(secondAction)이(가) 모두 실행되었습니다."),
                hint: Words.say(
                    in: language,
                    en: "Make the single tap wait: \(waiting).require(toFail: \(awaited)). Then a "
                        + "\(multiTapWords(many, in: language)) fires only '\(second.id)', and one tap fires "
                        + "'\(first.id)' a moment later, once '\(second.id)' fails.",
                    ja: "シングルタップを待たせてください：\(waiting).require(toFail: \(awaited))。すると"
                        + "\(multiTapWords(many, in: language))では '\(second.id)' だけが発火し、1 回のタップでは "
                        + "'\(second.id)' が失敗したあと少し遅れて '\(first.id)' が発火します。",
                    zh: "让单次轻点等待：\(waiting).require(toFail: \(awaited))。这样\(multiTapWords(many, in: language))"
                        + "只触发 '\(second.id)'，而一次轻点会在 '\(second.id)' 失败后稍晚触发 '\(first.id)'。",
                    ko: "싱글 탭이 기다리게 하십시오: \(waiting).require(toFail: \(awaited)). 그러면 "
                        + "\(multiTapWords(many, in: language))은(는) '\(second.id)'만 발동하고, 한 번의 탭은 "
                        + "'\(second.id)'이(가) 실패한 뒤 조금 늦게 '\(first.id)'을(를) 발동합니다."))
        case .waitedForFailure(let index):
            return Words.wording(
                in: language,
                en: {
                    let recognizer = gestureRecognizers[index]
                    return Wording(
                        message: "\(recognizerName(index)) waits for another recognizer to fail "
                            + (recognizer.requiresToFail.isEmpty
                                ? "(a delegate's failure requirement)" : "(require(toFail:))")
                            + "; that one recognized, so '\(recognizer.id)' does not fire for this touch.",
                        hint:
                            "This is how a single tap and a double tap share a view: the single tap waits for the double "
                            + "tap to fail, and fires a moment later when it does.")
                },
                ja: {
                    let recognizer = gestureRecognizers[index]
                    return Wording(
                        message: "\(recognizerName(index, in: .japanese)) はほかの認識子が失敗するのを待ちます"
                            + (recognizer.requiresToFail.isEmpty ? "（デリゲートによる失敗の要求）" : "（require(toFail:)）")
                            + "。その認識子が認識したので、'\(recognizer.id)' はこのタッチでは発火しません。",
                        hint: "シングルタップとダブルタップが 1 つのビューを共有する仕組みがこれです。シングルタップはダブルタップが"
                            + "失敗するのを待ち、失敗したら少し遅れて発火します。")
                },
                zh: {
                    let recognizer = gestureRecognizers[index]
                    return Wording(
                        message: "\(recognizerName(index, in: .simplifiedChinese)) 要等待另一个识别器失败"
                            + (recognizer.requiresToFail.isEmpty ? "（代理设置的失败依赖）" : "（require(toFail:)）")
                            + "；那个识别器识别成功了，所以 '\(recognizer.id)' 不会为这次触摸触发。",
                        hint: "单次轻点和双次轻点就是这样共用一个视图的：单次轻点等待双次轻点失败，在双次轻点失败后稍晚一点触发。")
                },
                ko: {
                    let recognizer = gestureRecognizers[index]
                    return Wording(
                        message: "\(recognizerName(index, in: .korean))이(가) 다른 인식기의 실패를 기다립니다"
                            + (recognizer.requiresToFail.isEmpty ? "(델리게이트의 실패 요구)" : "(require(toFail:))")
                            + ". 그 인식기가 인식했으므로, 이 터치에서 '\(recognizer.id)' 인식기는 동작하지 않습니다.",
                        hint: "한 뷰에서 싱글 탭과 더블 탭을 함께 쓰는 방법이 이것입니다. 싱글 탭은 더블 탭의 실패를 "
                            + "기다렸다가, 더블 탭이 실패하면 조금 뒤에 동작합니다.")
                })
        case .cellContentViewSynthesized(let cell, let contentView, let decisive):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "\(displayName(of: cell)) is described without a contentView, so its subviews were placed in "
                            + "\(displayName(of: contentView)), the content view every UIKit cell has: they are the content "
                            + "view's subviews, and the chain passes through it."
                            + (decisive.map {
                                " Which one it is decides this touch: had the app added \(displayName(of: $0)) with "
                                    + "cell.addSubview, the content view would lie on top of it (iOS 14 and later) and take the "
                                    + "touch instead."
                            } ?? ""),
                        hint:
                            "Describe the cell's contentView with the views added to cell.contentView, and list a view added "
                            + "with cell.addSubview in the cell's own subviews (under the content view, as UIKit puts it)."
                    )
                },
                ja: {
                    var message = "\(displayName(of: cell)) は contentView なしで記述されているので、そのサブビューは "
                    message += "\(displayName(of: contentView))（UIKit のどのセルにもあるコンテンツビュー）の中に置かれました。"
                    message += "これらはコンテンツビューのサブビューで、チェーンはコンテンツビューを通ります。"
                    if let decisive {
                        message += "どちらに置かれるかが、このタッチを左右します。アプリが \(displayName(of: decisive)) を "
                        message += "cell.addSubview で追加していたら、コンテンツビューがその上に重なり（iOS 14 以降）、"
                        message += "代わりにタッチを受け取っていたはずです。"
                    }
                    return Wording(
                        message: message,
                        hint: "セルの contentView を、cell.contentView に追加したビューとともに記述してください。cell.addSubview で"
                            + "追加したビューは、セル自身の subviews に並べます（UIKit と同じく、コンテンツビューの下になります）。")
                },
                zh: {
                    return Wording(
                        message: "描述 \(displayName(of: cell)) 时没有给出 contentView，所以它的子视图被放进了 "
                            + "\(displayName(of: contentView))，也就是每个 UIKit 单元格都有的内容视图："
                            + "它们是内容视图的子视图，响应者链会经过它。"
                            + (decisive.map {
                                "放在哪个视图中决定了这次触摸：如果应用用 cell.addSubview 添加了 \(displayName(of: $0))，"
                                    + "内容视图就会位于它之上（iOS 14 及更高版本），转而接收这次触摸。"
                            } ?? ""),
                        hint: "描述单元格的 contentView 时列出添加到 cell.contentView 的视图，"
                            + "并把用 cell.addSubview 添加的视图列在单元格自己的子视图中（位于内容视图之下，与 UIKit 的放置方式一致）。")
                },
                ko: {
                    return Wording(
                        message: "\(displayName(of: cell))에 contentView가 기술되어 있지 않으므로, 그 서브뷰는 모든 UIKit "
                            + "셀에 있는 콘텐츠 뷰인 \(displayName(of: contentView)) 안에 배치되었습니다. 서브뷰는 콘텐츠 뷰의 "
                            + "서브뷰이며, 체인은 콘텐츠 뷰를 거쳐 갑니다."
                            + (decisive.map {
                                " 어느 쪽에 있는지가 이 터치를 좌우합니다. 앱이 \(displayName(of: $0))을(를) cell.addSubview로 "
                                    + "추가했다면, 콘텐츠 뷰가 그 위에 놓여(iOS 14 이상) 대신 터치를 가져갔을 것입니다."
                            } ?? ""),
                        hint: "셀의 contentView를 기술할 때 cell.contentView에 추가한 뷰를 넣고, cell.addSubview로 추가한 "
                            + "뷰는 셀 자체의 subviews에 나열하십시오(UIKit과 마찬가지로 콘텐츠 뷰 아래에 놓입니다).")
                })
        case .endedOutsideControl(let control, let end, let margin):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The finger lifted at (\(Self.number(end.x)), \(Self.number(end.y))), more than "
                        + "\(Self.number(margin)) points outside \(displayName(of: control)), so the control sent "
                        + "touchUpOutside, not touchUpInside: its touchUpInside action did not run.",
                    ja: "指は (\(Self.number(end.x)), \(Self.number(end.y))) で離れました。\(displayName(of: control)) "
                        + "から外側へ \(Self.number(margin)) ポイントより遠いので、コントロールは touchUpInside ではなく "
                        + "touchUpOutside を送り、touchUpInside のアクションは実行されませんでした。",
                    zh: "手指在 (\(Self.number(end.x)), \(Self.number(end.y))) 抬起，"
                        + "位于 \(displayName(of: control)) 之外超过 \(Self.number(margin)) 点，所以控件发送的是 "
                        + "touchUpOutside，而不是 touchUpInside：它的 touchUpInside 动作没有运行。",
                    ko: "손가락을 (\(Self.number(end.x)), \(Self.number(end.y)))에서 뗐습니다. "
                        + "\(displayName(of: control))에서 \(Self.number(margin))포인트 넘게 벗어난 곳이므로, 컨트롤은 "
                        + "touchUpInside가 아니라 touchUpOutside를 보냈습니다. touchUpInside 액션은 실행되지 않았습니다."),
                hint: Words.say(
                    in: language,
                    en: "This is how a user cancels a press: by dragging off the control before lifting. Handle "
                        + "touchUpOutside too if the control must react anyway.",
                    ja: "これは、ユーザーが押す操作を取り消す方法です。指を離す前にコントロールの外へドラッグします。それでも"
                        + "コントロールが反応する必要があるなら、touchUpOutside も処理してください。",
                    zh: "用户就是这样取消一次按压的：在抬起手指之前拖离控件。如果控件无论如何都必须做出反应，"
                        + "也请处理 touchUpOutside。",
                    ko: "사용자가 누르기를 취소하는 방법이 이것입니다. 손가락을 떼기 전에 컨트롤 밖으로 드래그합니다. "
                        + "그래도 컨트롤이 반응해야 한다면 touchUpOutside도 처리하십시오."))
        case .contentTouchesDelayed(let control, let scroll):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "\(displayName(of: control)) is inside \(displayName(of: scroll)), whose delaysContentTouches "
                            + "is true: touchesBegan(_:with:) reaches it only once the scroll view knows the finger is not "
                            + "scrolling (UIKit's documentation: about 150 ms), so on a quick tap the control highlights late, "
                            + "or only as the finger lifts. Its action still runs.",
                        hint:
                            "Set delaysContentTouches = false on \(displayName(of: scroll)) if controls must highlight at "
                            + "once, and override touchesShouldCancel(in:) to return true for controls (UIKit's default "
                            + "returns false for a UIControl), so a drag that starts on one still scrolls.")
                },
                ja: {
                    let scrollName = displayName(of: scroll)
                    var message = "\(displayName(of: control)) は \(scrollName) の中にあり、その delaysContentTouches は true です。"
                    message += "touchesBegan(_:with:) がコントロールに届くのは、指がスクロールしていないとスクロールビューが判断して"
                    message += "からです（UIKit のドキュメントでは約 150 ミリ秒）。そのため素早いタップでは、コントロールのハイライトが"
                    message += "遅れるか、指が離れるときにしかハイライトしません。アクションはそれでも実行されます。"
                    return Wording(
                        message: message,
                        hint: "コントロールがすぐにハイライトする必要があるなら、\(scrollName) の delaysContentTouches = false を"
                            + "設定し、touchesShouldCancel(in:) をオーバーライドしてコントロールには true を返すようにしてください"
                            + "（UIKit のデフォルトは UIControl に false を返します）。そうすれば、コントロールの上で始まったドラッグでも"
                            + "スクロールします。")
                },
                zh: {
                    return Wording(
                        message:
                            "\(displayName(of: control)) 位于 \(displayName(of: scroll)) 中，而后者的 delaysContentTouches "
                            + "为 true：只有当滚动视图确认手指不是在滚动时（UIKit 文档：大约 150 毫秒），touchesBegan(_:with:) "
                            + "才会到达控件，所以快速轻点时控件高亮得很晚，或者直到手指抬起时才高亮。它的动作仍然会运行。",
                        hint: "如果控件必须立即高亮，请在 \(displayName(of: scroll)) 上设置 delaysContentTouches = false，"
                            + "并重写 touchesShouldCancel(in:)，对控件返回 true（UIKit 的默认实现对 UIControl 返回 false），"
                            + "这样从控件上开始的拖动仍然会滚动。")
                },
                ko: {
                    return Wording(
                        message: "\(displayName(of: control))은(는) \(displayName(of: scroll)) 안에 있으며, 그 스크롤 뷰의 "
                            + "delaysContentTouches는 true입니다. touchesBegan(_:with:) 호출은 손가락이 스크롤하는 것이 아님을 "
                            + "스크롤 뷰가 안 뒤에야 컨트롤에 도달하므로(UIKit 문서: 약 150ms), 빠른 탭에서는 컨트롤이 늦게 "
                            + "하이라이트되거나 손가락을 뗄 때에야 하이라이트됩니다. 액션은 그래도 실행됩니다.",
                        hint: "컨트롤이 즉시 하이라이트되어야 한다면 \(displayName(of: scroll))에 delaysContentTouches = false를 "
                            + "설정하고, touchesShouldCancel(in:) 메서드를 오버라이드해 컨트롤에 대해 true를 반환하게 "
                            + "하십시오(UIKit의 기본 구현은 UIControl에 대해 false를 반환합니다). 그래야 컨트롤에서 시작한 "
                            + "드래그도 스크롤됩니다.")
                })
        case .scrollViewTookTouch(let hit, let scroll, let withheld, _, let heldBackBy):
            let took = Words.wording(
                in: language,
                en: {
                    let lost =
                        self[hit].isControl
                        ? (withheld
                            ? "never received the touch, so none of its actions ran"
                            : "had its touch cancelled (touchCancel), so its touchUpInside action did not run")
                        : (withheld ? "never received the touch" : "had its touch cancelled (touchesCancelled)")
                    return Wording(
                        message:
                            "The drag began on \(displayName(of: hit)), but \(displayName(of: scroll)) began scrolling: "
                            + "its own pan recognizer recognized the drag, and \(displayName(of: hit)) \(lost).",
                        hint:
                            "This is UIKit working as designed: a drag that starts on content scrolls. To let a view keep "
                            + "its drags, add a recognizer of its own, or set delaysContentTouches = false and let "
                            + "touchesShouldCancel(in:) answer false for it.")
                },
                ja: {
                    let lost =
                        self[hit].isControl
                        ? (withheld
                            ? "タッチを一度も受け取らなかったので、アクションは 1 つも実行されませんでした"
                            : "タッチをキャンセルされた（touchCancel）ので、touchUpInside のアクションは実行されませんでした")
                        : (withheld ? "タッチを一度も受け取りませんでした" : "タッチをキャンセルされました（touchesCancelled）")
                    let hitName = displayName(of: hit)
                    return Wording(
                        message: "ドラッグは \(hitName) の上で始まりましたが、\(displayName(of: scroll)) がスクロールを始めました。"
                            + "スクロールビュー自身のパン認識子がドラッグを認識し、\(hitName) は\(lost)。",
                        hint: "これは設計どおりの UIKit の動作です。コンテンツの上で始まったドラッグはスクロールになります。ビューに"
                            + "ドラッグを残すには、そのビュー自身の認識子を追加するか、delaysContentTouches = false を設定して、"
                            + "touchesShouldCancel(in:) がそのビューには false を返すようにしてください。")
                },
                zh: {
                    let lost =
                        self[hit].isControl
                        ? (withheld
                            ? "始终没有收到这次触摸，所以它的动作都没有运行"
                            : "的触摸被取消了（touchCancel），所以它的 touchUpInside 动作没有运行")
                        : (withheld ? "始终没有收到这次触摸" : "的触摸被取消了（touchesCancelled）")
                    return Wording(
                        message: "拖动从 \(displayName(of: hit)) 上开始，但 \(displayName(of: scroll)) 开始了滚动："
                            + "它自己的拖移手势识别器识别了这次拖动，"
                            + Self.chineseClause(displayName(of: hit), lost) + "。",
                        hint: "这是 UIKit 按设计工作：从内容上开始的拖动会滚动。要让某个视图保留它的拖动，"
                            + "请给它添加自己的识别器，或者设置 delaysContentTouches = false，"
                            + "并让 touchesShouldCancel(in:) 对它返回 false。")
                },
                ko: {
                    let lost =
                        self[hit].isControl
                        ? (withheld
                            ? "에는 터치가 전혀 전달되지 않았으므로, 그 액션은 하나도 실행되지 않았습니다"
                            : "의 터치는 취소되었으므로(touchCancel), touchUpInside 액션이 실행되지 않았습니다")
                        : (withheld ? "에는 터치가 전혀 전달되지 않았습니다" : "의 터치는 취소되었습니다(touchesCancelled)")
                    return Wording(
                        message: "드래그는 \(displayName(of: hit))에서 시작했지만, \(displayName(of: scroll))이(가) 스크롤을 "
                            + "시작했습니다. 스크롤 뷰 자체의 팬 인식기가 드래그를 인식했고, \(displayName(of: hit))\(lost).",
                        hint: "UIKit이 설계대로 동작한 것입니다. 콘텐츠에서 시작한 드래그는 스크롤됩니다. 뷰가 자신의 드래그를 "
                            + "유지하게 하려면 그 뷰에 전용 인식기를 추가하거나, delaysContentTouches = false를 설정하고 "
                            + "touchesShouldCancel(in:) 메서드가 그 뷰에 대해 false를 반환하게 하십시오.")
                })
            // Another scroll view's delay held the touch back, though this one's own is off.
            guard let held = heldBackBy else { return took }
            let (h, sv, outer) = (displayName(of: hit), displayName(of: scroll), displayName(of: held))
            let space = language == .english || language == .korean ? " " : ""
            if isView(held, inSubtreeOf: scroll) {
                return Wording(
                    message: took.message + space + heldBackInside(hit: h, scroll: sv, inner: outer, in: language),
                    hint: heldBackInsideHint(hit: h, scroll: sv, inner: outer, in: language))
            }
            return Wording(
                message: took.message + space
                    + Words.say(
                        in: language,
                        en: "\(sv)'s own delaysContentTouches is false, but \(outer), which encloses it, delays its "
                            + "content's touches too: \(h) gets touchesBegan(_:with:) only once every enclosing scroll view "
                            + "knows the finger is not scrolling, and by then \(sv)'s pan had the drag.",
                        ja: "\(sv) 自身の delaysContentTouches は false ですが、それを囲む \(outer) もコンテンツのタッチを遅らせます。"
                            + "\(h) に touchesBegan(_:with:) が届くのは、囲んでいるすべてのスクロールビューが指はスクロールしていないと"
                            + "判断してからで、その前に \(sv) のパンがドラッグを取りました。",
                        zh: "\(sv) 自己的 delaysContentTouches 为 false，但包住它的 \(outer) 也会延迟其内容的触摸："
                            + "只有当每个外层滚动视图都确认手指不是在滚动时，\(h) 才会收到 touchesBegan(_:with:)，"
                            + "而在那之前，\(sv) 的拖移识别器已经拿走了这次拖动。",
                        ko: "\(sv) 자체의 delaysContentTouches는 false이지만, 그것을 감싸는 \(outer)도 콘텐츠의 터치를 "
                            + "지연시킵니다. \(h)에는 감싸는 모든 스크롤 뷰가 손가락이 스크롤하지 않는다고 판단한 뒤에야 "
                            + "touchesBegan(_:with:)이 전달되며, 그 전에 \(sv)의 팬이 드래그를 가져갔습니다."),
                hint: Words.say(
                    in: language,
                    en: "Set delaysContentTouches = false on \(outer) as well (every enclosing scroll view delays its "
                        + "content's touches), and let touchesShouldCancel(in:) of \(sv) answer false for \(h), so the "
                        + "control has the touch from the start.",
                    ja: "\(outer) にも delaysContentTouches = false を設定し（囲んでいるスクロールビューはどれもコンテンツのタッチを"
                        + "遅らせます）、\(sv) の touchesShouldCancel(in:) が \(h) には false を返すようにしてください。そうすれば"
                        + "コントロールは最初からタッチを受け取ります。",
                    zh: "也在 \(outer) 上设置 delaysContentTouches = false（每个外层滚动视图都会延迟其内容的触摸），"
                        + "并让 \(sv) 的 touchesShouldCancel(in:) 对 \(h) 返回 false，这样控件从一开始就拥有这次触摸。",
                    ko: "\(outer)에도 delaysContentTouches = false를 설정하고(감싸는 스크롤 뷰는 모두 콘텐츠의 터치를 "
                        + "지연시킵니다), \(sv)의 touchesShouldCancel(in:) 메서드가 \(h)에 대해 false를 반환하게 하십시오. 그러면 "
                        + "컨트롤이 처음부터 터치를 받습니다."))
        case .scrollPanRefusedToBegin(let scroll, let hit, let refuser, let contentTracksDrag):
            let sv = displayName(of: scroll)
            let who = refuser.map(displayName(of:))
            let h = hit.map(displayName(of:))
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The drag would have scrolled \(sv), but "
                        + (who.map { "\($0)'s override of gestureRecognizerShouldBegin(_:)" }
                            ?? "\(sv), as its own pan's delegate, answered false in gestureRecognizerShouldBegin(_:)")
                        + (who == nil ? "" : " returned false for its pan recognizer")
                        + ", so the pan failed and nothing scrolled"
                        + (h.map {
                            contentTracksDrag ? "; \($0) follows the drag instead." : "; the touch went on to \($0)."
                        }
                            ?? "."),
                    ja: "このドラッグで \(sv) はスクロールするはずでしたが、"
                        + (who.map { "\($0) がオーバーライドした gestureRecognizerShouldBegin(_:) がそのパンのジェスチャー認識子に false を返した" }
                            ?? "\(sv) が自分のパンのデリゲートとして gestureRecognizerShouldBegin(_:) で false を返した")
                        + "ため、パンは失敗し、何もスクロールしませんでした。"
                        + (h.map { contentTracksDrag ? "代わりに \($0) がドラッグに追従します。" : "タッチは \($0) へ進みました。" }
                            ?? ""),
                    zh: "这次拖动本来会让 \(sv) 滚动，但"
                        + (who.map { "\($0) 重写的 gestureRecognizerShouldBegin(_:) 对它的拖移手势识别器返回了 false" }
                            ?? "\(sv) 作为自己的拖移手势识别器的代理，在 gestureRecognizerShouldBegin(_:) 中返回了 false")
                        + "，所以拖移失败，什么也没有滚动。"
                        + (h.map { contentTracksDrag ? "改由 \($0) 跟随这次拖动。" : "触摸继续交给了 \($0)。" } ?? ""),
                    ko: "이 드래그로 \(sv)에서 스크롤이 일어났어야 하지만, "
                        + (who.map { "\($0)에서 오버라이드한 gestureRecognizerShouldBegin(_:) 메서드가 그 팬 제스처 인식기에 false를 반환했으므로" }
                            ?? "\(sv)이(가) 자신의 팬 제스처 인식기의 델리게이트로서 gestureRecognizerShouldBegin(_:) 메서드에서 false를 반환했으므로")
                        + " 팬은 실패했고 아무것도 스크롤되지 않았습니다."
                        + (h.map { contentTracksDrag ? " 대신 \($0)이(가) 드래그를 따라갑니다." : " 터치는 \($0)에 계속 전달되었습니다." }
                            ?? "")),
                hint: Words.say(
                    in: language,
                    en: contentTracksDrag
                        ? "This is how a control keeps its own drag (UISlider refuses a scroll view's pan on its thumb). "
                            + "If the scroll view should scroll here, answer true for its pan."
                        : "Answer true in gestureRecognizerShouldBegin(_:) for the scroll view's pan (or call super), or "
                            + "answer false only where the content should keep the drag.",
                    ja: contentTracksDrag
                        ? "これはコントロールが自分のドラッグを守るやり方です（UISlider はつまみの上で始まるスクロールビューのパンを"
                            + "拒みます）。ここでスクロールさせたいなら、そのパンには true を返してください。"
                        : "スクロールビューのパンには gestureRecognizerShouldBegin(_:) で true を返す（または super を呼ぶ）か、"
                            + "コンテンツにドラッグを渡したい場所でだけ false を返してください。",
                    zh: contentTracksDrag
                        ? "这是控件保住自己拖动的方式（UISlider 会拒绝从滑块上开始的滚动视图拖移）。如果这里应该滚动，"
                            + "就对那个拖移返回 true。"
                        : "在 gestureRecognizerShouldBegin(_:) 中对滚动视图的拖移返回 true（或调用 super），"
                            + "或者只在内容应该保住拖动的地方返回 false。",
                    ko: contentTracksDrag
                        ? "이것은 컨트롤이 자신의 드래그를 지키는 방식입니다(UISlider는 손잡이에서 시작한 스크롤 뷰의 팬을 "
                            + "거부합니다). 여기서 스크롤되어야 한다면 그 팬에는 true를 반환하십시오."
                        : "스크롤 뷰의 팬에는 gestureRecognizerShouldBegin(_:) 메서드에서 true를 반환하거나(또는 super를 "
                            + "호출하거나), 콘텐츠가 드래그를 가져야 하는 곳에서만 false를 반환하십시오."))
        case .scrollViewDidNotScroll(let scroll, _, let reason, let disabled, let keptByContent):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The drag did not scroll \(displayName(of: scroll)). \(self.words(of: reason))",
                    ja: "ドラッグで \(displayName(of: scroll)) はスクロールしませんでした。\(self.words(of: reason, in: .japanese))",
                    zh: "这次拖动没有让 \(displayName(of: scroll)) 滚动。\(self.words(of: reason, in: .simplifiedChinese))",
                    ko: "드래그해도 \(displayName(of: scroll))에서 스크롤이 일어나지 않았습니다. "
                        + self.words(of: reason, in: .korean)),
                hint: Words.say(
                    in: language,
                    en: disabled
                        ? "Set isScrollEnabled = true to let it scroll."
                        : keptByContent
                            ? "Override touchesShouldCancel(in:) to answer true for the control, so a drag that starts on "
                                + "it scrolls."
                            : "Make contentSize larger than the bounds (or let Auto Layout do it), or set "
                                + "alwaysBounceVertical / alwaysBounceHorizontal to let it bounce anyway.",
                    ja: disabled
                        ? "スクロールさせるには、isScrollEnabled = true を設定してください。"
                        : keptByContent
                            ? "touchesShouldCancel(in:) をオーバーライドしてコントロールには true を返すようにすれば、"
                                + "コントロールの上で始まったドラッグでもスクロールします。"
                            : "contentSize を bounds より大きくするか（Auto Layout に任せてもかまいません）、"
                                + "alwaysBounceVertical / alwaysBounceHorizontal を設定して、それでもバウンスするようにしてください。",
                    zh: disabled
                        ? "设置 isScrollEnabled = true 让它可以滚动。"
                        : keptByContent
                            ? "重写 touchesShouldCancel(in:)，对该控件返回 true，这样从它上面开始的拖动会滚动。"
                            : "让 contentSize 大于 bounds（或者交给 Auto Layout），"
                                + "或者设置 alwaysBounceVertical / alwaysBounceHorizontal，让它无论如何都能回弹。",
                    ko: disabled
                        ? "스크롤되게 하려면 isScrollEnabled = true를 설정하십시오."
                        : keptByContent
                            ? "touchesShouldCancel(in:) 메서드를 오버라이드해 그 컨트롤에 대해 true를 반환하게 하십시오. "
                                + "그러면 컨트롤에서 시작한 드래그도 스크롤됩니다."
                            : "contentSize를 bounds보다 크게 하거나(또는 Auto Layout에 맡기거나), alwaysBounceVertical / "
                                + "alwaysBounceHorizontal을 설정해 그래도 바운스되게 하십시오."))
        case .refreshNotTriggered(let scroll, let control, let pull):
            return refreshWording(scroll: scroll, control: control, pull: pull, in: language)
        case .dimmingViewTookTap(let dimming, let presented, let dismissed, let under):
            return dimmingWording(
                dimming: dimming, presented: presented, dismissed: dismissed, under: under, in: language)
        case .searchDimmingTookTap(let dimming, let controller, let under):
            return searchDimmingWording(dimming: dimming, controller: controller, under: under, in: language)
        case .mapSelectsAnnotation(let annotation, let map):
            let a = displayName(of: annotation)
            let m = displayName(of: map)
            return Wording(
                message: Words.say(
                    in: language,
                    en: "The tap is on \(a), an annotation view of \(m): the map view's own tap recognizer selects it "
                        + "and calls its delegate's mapView(_:didSelect:), and shows its callout when canShowCallout is "
                        + "true (MKMapViewDelegate's and MKAnnotationView's documentation). The service does not model "
                        + "that recognizer; this is what MapKit documents for a tap.",
                    ja: "タップは \(m) のアノテーションビュー \(a) の上です。マップビュー自身のタップ認識子がそれを選択して、"
                        + "デリゲートの mapView(_:didSelect:) を呼び、canShowCallout が true ならコールアウトを表示します"
                        + "（MKMapViewDelegate と MKAnnotationView のドキュメント）。このサービスはその認識子をモデル化して"
                        + "いません。これは MapKit がタップについて説明していることです。",
                    zh: "轻点落在 \(a) 上，它是 \(m) 的标注视图：地图视图自己的轻点识别器会选中它，调用其代理的 "
                        + "mapView(_:didSelect:)，并在 canShowCallout 为 true 时显示它的标注气泡（MKMapViewDelegate 和 "
                        + "MKAnnotationView 的文档）。本服务没有为该识别器建模；这是 MapKit 文档对轻点的说明。",
                    ko: "탭은 \(m)의 어노테이션 뷰인 \(a) 위에 있습니다. 맵 뷰 자체의 탭 인식기가 그 어노테이션 뷰를 선택해 델리게이트의 "
                        + "mapView(_:didSelect:)를 호출하고, canShowCallout이 true이면 콜아웃을 표시합니다"
                        + "(MKMapViewDelegate와 MKAnnotationView 문서). 이 서비스는 그 인식기를 모델링하지 않으며, 이것은 "
                        + "MapKit 문서가 탭에 대해 설명하는 내용입니다."),
                hint: Words.say(
                    in: language,
                    en: "Handle the selection in the map's delegate (mapView(_:didSelect:)), not with a recognizer of "
                        + "your own on \(a); a control in its callout (rightCalloutAccessoryView) calls "
                        + "mapView(_:annotationView:calloutAccessoryControlTapped:).",
                    ja: "選択は \(a) に独自の認識子を付けるのではなく、マップのデリゲート（mapView(_:didSelect:)）で扱って"
                        + "ください。コールアウトのコントロール（rightCalloutAccessoryView）は "
                        + "mapView(_:annotationView:calloutAccessoryControlTapped:) を呼びます。",
                    zh: "在地图的代理中处理选中（mapView(_:didSelect:)），而不是在 \(a) 上添加你自己的识别器；"
                        + "标注气泡中的控件（rightCalloutAccessoryView）会调用 "
                        + "mapView(_:annotationView:calloutAccessoryControlTapped:)。",
                    ko: "선택은 \(a)에 직접 인식기를 붙이지 말고 지도의 델리게이트(mapView(_:didSelect:))에서 처리하십시오. "
                        + "콜아웃의 컨트롤(rightCalloutAccessoryView)은 "
                        + "mapView(_:annotationView:calloutAccessoryControlTapped:)를 호출합니다."))
        case .annotationControlTakesTap(let control, let annotation, let map):
            let c = displayName(of: control)
            let a = displayName(of: annotation)
            let m = displayName(of: map)
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(c), a control laid over \(a), took the tap: UIKit leaves a control's tap to the control, "
                        + "not to a tap recognizer on a view above it, so \(m) does not select \(a) and its delegate's "
                        + "mapView(_:didSelect:) is not called.",
                    ja: "\(a) の上に置かれたコントロール \(c) がタップを受け取りました。UIKit はコントロールのタップを、"
                        + "その上位のビューのタップ認識子ではなくコントロールに渡すので、\(m) は \(a) を選択せず、"
                        + "デリゲートの mapView(_:didSelect:) も呼ばれません。",
                    zh: "放在 \(a) 上的控件 \(c) 接收了这次轻点：UIKit 把控件上的轻点交给控件，而不是交给它上层视图的"
                        + "轻点识别器，所以 \(m) 不会选中 \(a)，其代理的 mapView(_:didSelect:) 也不会被调用。",
                    ko: "\(a) 위에 놓인 컨트롤 \(c)이(가) 탭을 받았습니다. UIKit은 컨트롤의 탭을 그 위쪽 뷰의 탭 인식기가 "
                        + "아니라 컨트롤에 넘기므로, \(m)은(는) \(a)을(를) 선택하지 않고 델리게이트의 "
                        + "mapView(_:didSelect:)도 호출되지 않습니다."),
                hint: Words.say(
                    in: language,
                    en: "If the control is the callout's button, give it as \(a)'s rightCalloutAccessoryView (the map "
                        + "then calls mapView(_:annotationView:calloutAccessoryControlTapped:)); if the tap should select "
                        + "\(a), set isUserInteractionEnabled = false on \(c), or select it in the control's action "
                        + "(selectAnnotation(_:animated:)).",
                    ja: "コントロールがコールアウトのボタンなら、\(a) の rightCalloutAccessoryView にしてください（マップは "
                        + "mapView(_:annotationView:calloutAccessoryControlTapped:) を呼びます）。タップで \(a) を選択したい"
                        + "なら、\(c) に isUserInteractionEnabled = false を設定するか、コントロールのアクションで選択して"
                        + "ください（selectAnnotation(_:animated:)）。",
                    zh: "如果该控件是标注气泡的按钮，请把它设为 \(a) 的 rightCalloutAccessoryView（地图随后会调用 "
                        + "mapView(_:annotationView:calloutAccessoryControlTapped:)）；如果轻点应当选中 \(a)，请在 \(c) 上"
                        + "设置 isUserInteractionEnabled = false，或在控件的动作中选中它（selectAnnotation(_:animated:)）。",
                    ko: "컨트롤이 콜아웃의 버튼이라면 \(a)의 rightCalloutAccessoryView로 지정하십시오(그러면 지도가 "
                        + "mapView(_:annotationView:calloutAccessoryControlTapped:)를 호출합니다). 탭으로 \(a)을(를) "
                        + "선택해야 한다면 \(c)에 isUserInteractionEnabled = false를 설정하거나, 컨트롤의 액션에서 "
                        + "선택하십시오(selectAnnotation(_:animated:))."))
        }
    }

    /// A gesture of `taps` taps: a double tap, a triple tap, or the number.
    private func multiTapWords(_ taps: Int, in language: Language) -> String {
        switch (taps, language) {
        case (2, .english): "double tap"
        case (3, .english): "triple tap"
        case (_, .english): "\(taps)-tap gesture"
        case (2, .japanese): "ダブルタップ"
        case (3, .japanese): "トリプルタップ"
        case (_, .japanese): "\(taps) 回のタップ"
        case (2, .simplifiedChinese): "双次轻点"
        case (3, .simplifiedChinese): "三次轻点"
        case (_, .simplifiedChinese): "\(taps) 次轻点"
        case (2, .korean): "더블 탭"
        case (3, .korean): "트리플 탭"
        case (_, .korean): "\(taps)번 탭"
        }
    }

    /// What a presented controller is shown as, in a language: sheet, popover, alert or action sheet (the audit's
    /// words say it too).
    func presentationNoun(of presented: Int, in language: Language) -> String {
        let presentation = self[presented].presentation
        let noun: (en: String, ja: String, zh: String, ko: String)
        switch (presentation.alertStyle, presentation.shownAs) {
        case (.alert?, _): noun = ("alert", "アラート", "警告框", "알림")
        case (.actionSheet?, _): noun = ("action sheet", "アクションシート", "操作表", "액션 시트")
        case (nil, .popover?): noun = ("popover", "ポップオーバー", "弹出框", "팝오버")
        default: noun = ("sheet", "シート", "表单", "시트")
        }
        return Words.say(in: language, en: noun.en, ja: noun.ja, zh: noun.zh, ko: noun.ko)
    }

    /// A tap on a presentation's dimming view: what it did, and how the tap reaches the view under it.
    private func dimmingWording(
        dimming: Int, presented: Int, dismissed: Bool, under: Int?, in language: Language
    ) -> Wording {
        let presentation = self[presented].presentation
        let shown = displayName(of: presented)
        let dimmer = displayName(of: dimming)
        let en = presentationNoun(of: presented, in: .english)
        let ja = presentationNoun(of: presented, in: .japanese)
        let zh = presentationNoun(of: presented, in: .simplifiedChinese)
        let ko = presentationNoun(of: presented, in: .korean)
        let below = under.map(displayName(of:))
        let message: String
        if dismissed {
            message = Words.say(
                in: language,
                en: "The tap landed outside the \(en) of \(shown), on its dimming view \(dimmer), which took it and "
                    + "dismissed the \(en)" + (below.map { "; \($0) under it got nothing." } ?? "."),
                ja: "タップは \(shown) の\(ja)の外側、その減光ビュー \(dimmer) に触れ、減光ビューがタップを受け取って"
                    + "\(ja)を閉じました" + (below.map { "。その下の \($0) には何も届いていません。" } ?? "。"),
                zh: "这次轻点落在 \(shown) 的\(zh)之外，落在它的变暗视图 \(dimmer) 上；变暗视图接收了轻点并关闭了\(zh)"
                    + (below.map { "，下方的 \($0) 什么也没收到。" } ?? "。"),
                ko: "탭이 \(shown)의 \(ko) 바깥, 그 디밍 뷰 \(dimmer)에 닿았고, 디밍 뷰가 탭을 받아 \(ko)를 닫았습니다"
                    + (below.map { ". 그 아래의 \($0)에는 아무것도 전달되지 않았습니다." } ?? "."))
        } else if presentation.alertStyle == .alert {
            message = Words.say(
                in: language,
                en:
                    "The tap landed outside the alert \(shown), on its dimming view \(dimmer): an alert is modal, so the "
                    + "tap did nothing" + (below.map { ", and \($0) under it got nothing." } ?? "."),
                ja: "タップはアラート \(shown) の外側、その減光ビュー \(dimmer) に触れました。アラートはモーダルなので、"
                    + "タップは何も起こしません" + (below.map { "。その下の \($0) にも何も届いていません。" } ?? "。"),
                zh: "这次轻点落在警告框 \(shown) 之外，落在它的变暗视图 \(dimmer) 上：警告框是模态的，所以轻点没有任何效果"
                    + (below.map { "，下方的 \($0) 也什么都没收到。" } ?? "。"),
                ko: "탭이 알림 \(shown)의 바깥, 그 디밍 뷰 \(dimmer)에 닿았습니다. 알림은 모달이므로 탭은 아무 효과가 "
                    + "없습니다" + (below.map { ". 그 아래의 \($0)에도 아무것도 전달되지 않았습니다." } ?? "."))
        } else {
            message = Words.say(
                in: language,
                en:
                    "The tap landed outside the \(en) of \(shown), on its dimming view \(dimmer): isModalInPresentation "
                    + "is true, so the \(en) stays and the tap did nothing"
                    + (below.map { "; \($0) under it got nothing." } ?? "."),
                ja: "タップは \(shown) の\(ja)の外側、その減光ビュー \(dimmer) に触れました。isModalInPresentation が "
                    + "true なので\(ja)は閉じず、タップは何も起こしません"
                    + (below.map { "。その下の \($0) にも何も届いていません。" } ?? "。"),
                zh: "这次轻点落在 \(shown) 的\(zh)之外，落在它的变暗视图 \(dimmer) 上：isModalInPresentation 为 true，"
                    + "所以\(zh)不会关闭，轻点没有任何效果" + (below.map { "，下方的 \($0) 也什么都没收到。" } ?? "。"),
                ko: "탭이 \(shown)의 \(ko) 바깥, 그 디밍 뷰 \(dimmer)에 닿았습니다. isModalInPresentation이 true이므로 "
                    + "\(ko)는 닫히지 않고 탭은 아무 효과가 없습니다"
                    + (below.map { ". 그 아래의 \($0)에도 아무것도 전달되지 않았습니다." } ?? "."))
        }
        return Wording(
            message: message, hint: dimmingHint(presented: presented, dismissed: dismissed, under: under, in: language))
    }

    /// A tap below an active search controller's search bar, on its dimming view: the search ended.
    private func searchDimmingWording(dimming: Int, controller: Int, under: Int?, in language: Language) -> Wording {
        let owner = displayName(of: controller)
        let dimmer = displayName(of: dimming)
        let below = under.map(displayName(of:))
        let message = Words.say(
            in: language,
            en: "The tap landed below the search bar of the active search controller of \(owner), on its dimming "
                + "view \(dimmer) (obscuresBackgroundDuringPresentation is true), which took it and ended the search: "
                + "isActive is now false" + (below.map { "; \($0) under it got nothing." } ?? "."),
            ja: "タップは \(owner) のアクティブな検索コントローラーの検索バーの下、その減光ビュー \(dimmer) に触れました"
                + "（obscuresBackgroundDuringPresentation が true）。減光ビューがタップを受け取って検索を終了し、"
                + "isActive は false になりました" + (below.map { "。その下の \($0) には何も届いていません。" } ?? "。"),
            zh: "这次轻点落在 \(owner) 活跃的搜索控制器的搜索栏下方，落在它的变暗视图 \(dimmer) 上"
                + "（obscuresBackgroundDuringPresentation 为 true）；变暗视图接收了轻点并结束了搜索，isActive 现在为 false"
                + (below.map { "，下方的 \($0) 什么也没收到。" } ?? "。"),
            ko: "탭이 \(owner)의 활성 검색 컨트롤러의 검색 바 아래, 그 디밍 뷰 \(dimmer)에 닿았고"
                + "(obscuresBackgroundDuringPresentation이 true), 디밍 뷰가 탭을 받아 검색을 끝냈습니다. isActive는 이제 "
                + "false입니다" + (below.map { ". 그 아래의 \($0)에는 아무것도 전달되지 않았습니다." } ?? "."))
        let hint: String
        if let below {
            hint = Words.say(
                in: language,
                en: "Set searchController.obscuresBackgroundDuringPresentation = false: "
                    + "then no dimming view covers the content while searching, and a tap there reaches \(below).",
                ja: "searchController.obscuresBackgroundDuringPresentation = false を設定してください。"
                    + "検索中もコンテンツを減光ビューが覆わず、そこへのタップが \(below) に届きます。",
                zh: "设置 searchController.obscuresBackgroundDuringPresentation = false："
                    + "这样搜索时没有变暗视图盖住内容，轻点那里会到达 \(below)。",
                ko: "searchController.obscuresBackgroundDuringPresentation = false를 설정하십시오. "
                    + "그러면 검색 중에 디밍 뷰가 콘텐츠를 덮지 않고, 그곳의 탭이 \(below)에 전달됩니다.")
        } else {
            hint = Words.say(
                in: language,
                en: "A tap on the dimmed content ends the search: this is UIKit's behaviour.",
                ja: "減光されたコンテンツをタップすると検索が終了します。これは UIKit の動作です。",
                zh: "轻点变暗的内容会结束搜索：这是 UIKit 的行为。",
                ko: "디밍된 콘텐츠를 탭하면 검색이 끝납니다. 이것은 UIKit의 동작입니다.")
        }
        return Wording(message: message, hint: hint)
    }

    /// How a tap outside a presentation reaches the view under it, or why it does not.
    private func dimmingHint(presented: Int, dismissed: Bool, under: Int?, in language: Language) -> String {
        let presentation = self[presented].presentation
        if presentation.alertStyle == .alert {
            return Words.say(
                in: language,
                en: "An alert goes away only through one of its actions; present an action sheet (preferredStyle "
                    + ".actionSheet) if a tap outside should cancel it.",
                ja: "アラートはアクションのどれかでしか閉じません。外側のタップでキャンセルしたいなら、アクションシート"
                    + "（preferredStyle .actionSheet）を表示（present）してください。",
                zh: "警告框只能通过它的某个操作关闭；如果希望轻点外部就取消，请改为呈现操作表（preferredStyle .actionSheet）。",
                ko: "알림은 액션 중 하나로만 닫힙니다. 바깥을 탭해 취소되게 하려면 액션 시트(preferredStyle .actionSheet)를 "
                    + "표시(present)하십시오.")
        }
        guard let under else {
            return Words.say(
                in: language,
                en: dismissed
                    ? "A tap outside a sheet or popover dismisses it: this is UIKit's behaviour."
                    : "Set isModalInPresentation = false to let a tap outside dismiss it.",
                ja: dismissed
                    ? "シートやポップオーバーの外側をタップすると閉じます。これは UIKit の動作です。"
                    : "外側のタップで閉じるようにするには、isModalInPresentation = false を設定してください。",
                zh: dismissed
                    ? "轻点表单或弹出框之外会关闭它：这是 UIKit 的行为。"
                    : "设置 isModalInPresentation = false，让轻点外部可以关闭它。",
                ko: dismissed
                    ? "시트나 팝오버의 바깥을 탭하면 닫힙니다. 이것은 UIKit의 동작입니다."
                    : "바깥을 탭해 닫히게 하려면 isModalInPresentation = false를 설정하십시오.")
        }
        let view = displayName(of: under)
        if presentation.shownAs == .popover {
            return Words.say(
                in: language,
                en: "Add \(view) to popoverPresentationController.passthroughViews: the dimming view then lets its "
                    + "touches through while the popover stays.",
                ja: "\(view) を popoverPresentationController.passthroughViews に加えてください。減光ビューがそのタッチを"
                    + "通すようになり、ポップオーバーは表示されたままです。",
                zh: "把 \(view) 加入 popoverPresentationController.passthroughViews：变暗视图就会让它的触摸通过，弹出框保持显示。",
                ko: "\(view)을(를) popoverPresentationController.passthroughViews에 추가하십시오. 그러면 디밍 뷰가 그 터치를 "
                    + "통과시키고 팝오버는 그대로 표시됩니다.")
        }
        let detent = presentation.shownDetent.identifier
        return Words.say(
            in: language,
            en: "Set sheetPresentationController.largestUndimmedDetentIdentifier to '\(detent)' (the detent it shows "
                + "at): there the sheet has no dimming view, and a tap outside it reaches \(view).",
            ja: "sheetPresentationController.largestUndimmedDetentIdentifier を '\(detent)'（表示中のディテント）に"
                + "設定してください。そのディテントではシートに減光ビューがなく、外側のタップが \(view) に届きます。",
            zh: "把 sheetPresentationController.largestUndimmedDetentIdentifier 设为 '\(detent)'（它当前显示的停靠高度）："
                + "在该高度表单没有变暗视图，轻点外部会到达 \(view)。",
            ko: "sheetPresentationController.largestUndimmedDetentIdentifier를 '\(detent)'(현재 표시 중인 디텐트)로 "
                + "설정하십시오. 그 디텐트에서는 시트에 디밍 뷰가 없어 바깥을 탭하면 \(view)에 닿습니다.")
    }

    /// What the view under the finger would have done: "the touchUpInside action save(_:) of UIButton 'save'".
    private func lostWords(_ lost: DiagnosticWords.Touch.Lost) -> String {
        switch lost {
        case .action(let event, let action, let control):
            return "the \(event.rawValue) action \(action.swiftName) of \(displayName(of: control))"
        case .touchesEnded(let responder):
            return "touchesEnded(_:with:) of \(displayName(of: responder))"
        case .selection(let cell, let list):
            guard let rule = self[list].rowSelection else { return "the selection of \(displayName(of: cell))" }
            return "the selection of the \(rule.itemWord) of \(displayName(of: cell)) (\(rule.didSelect.swiftName))"
        }
    }

    /// The fix for a recognizer that cancelled a view's touches. For a drag taken from a control (a sheet's pan
    /// stealing a slider's), the fix people ship is the delegate's `gestureRecognizer(_:shouldReceive:)`:
    /// `cancelsTouchesInView = false` would leave the touch with both, and both would move.
    private func cancellationHint(_ winners: [Int], view: Int) -> String {
        if tookDragFromControl(winners, view: view) {
            return "Implement the recognizer's delegate method gestureRecognizer(_:shouldReceive:) to return false "
                + "for touches in \(displayName(of: view)) (touch.view is a UIControl), so the recognizer never takes "
                + "them; cancelsTouchesInView = false is not the fix here: the control would keep the touch and the "
                + "recognizer would still act on the same drag, so both would move."
        }
        let refused = touchesToRefuse(for: view)
        return "Set cancelsTouchesInView = false on the recognizer if the view must still see the whole touch "
            + "sequence, or implement gestureRecognizer(_:shouldReceive:) to return false for touches in "
            + "\(displayName(of: refused))\(refused == view ? "" : " (touch.view is inside it)")."
    }

    /// Whether recognizers that cancelled a view's touches took a drag from a control (a continuous recognizer, the
    /// view a control): the hint of every language then names the delegate's `gestureRecognizer(_:shouldReceive:)`.
    func tookDragFromControl(_ winners: [Int], view: Int) -> Bool {
        let continuous = winners.contains {
            let kind = gestureRecognizers[$0].kind
            return kind == .pan || kind == .swipe || kind == .pinch || kind == .rotation || kind == .longPress
        }
        return continuous && self[view].isControl
    }

    /// The view whose touches a recognizer should be told to refuse, for one whose touches it cancelled: for a row,
    /// the touches to leave alone are the table's.
    func touchesToRefuse(for view: Int) -> Int { selectionSite(of: view).map(\.list) ?? view }
}

// MARK: - the Japanese words' own helpers

extension App {
    /// 指の下のビューがするはずだったこと（日本語）：「UIButton 'save' の touchUpInside のアクション save(_:)」。
    private func japaneseLostWords(_ lost: DiagnosticWords.Touch.Lost) -> String {
        switch lost {
        case .action(let event, let action, let control):
            return "\(displayName(of: control)) の \(event.rawValue) のアクション \(action.swiftName)"
        case .touchesEnded(let responder):
            return "\(displayName(of: responder)) の touchesEnded(_:with:)"
        case .selection(let cell, let list):
            guard let rule = self[list].rowSelection else { return "\(displayName(of: cell)) の選択" }
            return "\(displayName(of: cell)) の\(rule.isTable ? "行" : "項目")の選択（\(rule.didSelect.swiftName)）"
        }
    }

    /// ビューのタッチをキャンセルした認識子への対処（日本語）。コントロールからドラッグを奪った場合は、デリゲートの
    /// `gestureRecognizer(_:shouldReceive:)` が対処になります（App+TouchDiagnosticWording の cancellationHint）。
    private func japaneseCancellationHint(_ winners: [Int], view: Int) -> String {
        if tookDragFromControl(winners, view: view) {
            return "認識子のデリゲートメソッド gestureRecognizer(_:shouldReceive:) を実装し、\(displayName(of: view)) の"
                + "中のタッチ（touch.view が UIControl）には false を返して、認識子がそれらを受け取らないようにしてください。"
                + "ここでの対処は cancelsTouchesInView = false ではありません。コントロールがタッチを持ったまま、認識子も"
                + "同じドラッグに反応するので、両方が動いてしまいます。"
        }
        let refused = touchesToRefuse(for: view)
        return "ビューがタッチの一連の流れをすべて受け取る必要があるなら、認識子の cancelsTouchesInView = false を"
            + "設定してください。あるいは gestureRecognizer(_:shouldReceive:) を実装して、\(displayName(of: refused)) の"
            + "中のタッチ\(refused == view ? "" : "（touch.view がその中にあるもの）")には false を返してください。"
    }
}

// MARK: - the Chinese words' own helpers

extension App {
    /// 手指下方的视图本来会做的事：“UIButton 'save' 的 touchUpInside 动作 save(_:)”。
    private func chineseLostWords(_ lost: DiagnosticWords.Touch.Lost) -> String {
        switch lost {
        case .action(let event, let action, let control):
            return "\(displayName(of: control)) 的 \(event.rawValue) 动作 \(action.swiftName) "
        case .touchesEnded(let responder):
            return "\(displayName(of: responder)) 的 touchesEnded(_:with:) "
        case .selection(let cell, let list):
            guard let rule = self[list].rowSelection else { return "对 \(displayName(of: cell)) 的选择" }
            return "对 \(displayName(of: cell)) 所在\(rule.isTable ? "行" : "项")的选择（\(rule.didSelect.swiftName)）"
        }
    }

    /// 取消了视图触摸的识别器的修复方法。拖动被从控件手中夺走时（面板的拖动手势抢走滑块的拖动），
    /// 实际采用的修复是代理的 `gestureRecognizer(_:shouldReceive:)`：`cancelsTouchesInView = false`
    /// 会让两者都拿着这次触摸，两者都会移动。
    private func chineseCancellationHint(_ winners: [Int], view: Int) -> String {
        let continuous = winners.contains {
            let kind = gestureRecognizers[$0].kind
            return kind == .pan || kind == .swipe || kind == .pinch || kind == .rotation || kind == .longPress
        }
        if continuous && self[view].isControl {
            return "实现识别器的代理方法 gestureRecognizer(_:shouldReceive:)，对 \(displayName(of: view)) 中的触摸"
                + "（touch.view 是 UIControl）返回 false，让识别器永远不接收它们；cancelsTouchesInView = false "
                + "在这里不是修复方法：控件会保留这次触摸，而识别器仍会对同一次拖动做出反应，两者都会移动。"
        }
        // 对于一行，要放过的是表格的触摸。
        let refused = selectionSite(of: view).map(\.list) ?? view
        return "如果该视图仍然必须看到完整的触摸序列，请在识别器上设置 cancelsTouchesInView = false，"
            + "或者实现 gestureRecognizer(_:shouldReceive:)，对 \(displayName(of: refused)) 中的触摸返回 false"
            + "\(refused == view ? "" : "（touch.view 在它里面）")。"
    }
}

// MARK: - the Korean words' own helpers

extension App {
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

extension App {
    /// Why a scroll view whose own delay is off still had the drag before `hit`: `inner`, a scroll view inside it and
    /// around `hit`, delays its content's touches.
    fileprivate func heldBackInside(hit h: String, scroll sv: String, inner: String, in language: Language) -> String {
        Words.say(
            in: language,
            en: "\(sv)'s own delaysContentTouches is false, but \(inner), inside it and around \(h), delays its "
                + "content's touches: \(h) gets touchesBegan(_:with:) only once every scroll view around it knows the "
                + "finger is not scrolling, and by then \(sv)'s pan had the drag.",
            ja: "\(sv) 自身の delaysContentTouches は false ですが、その中にあって \(h) を囲む \(inner) がコンテンツのタッチを"
                + "遅らせます。\(h) に touchesBegan(_:with:) が届くのは、それを囲むすべてのスクロールビューが指はスクロールして"
                + "いないと判断してからで、その前に \(sv) のパンがドラッグを取りました。",
            zh: "\(sv) 自己的 delaysContentTouches 为 false，但位于它内部、包住 \(h) 的 \(inner) 会延迟其内容的触摸："
                + "只有当包住 \(h) 的每个滚动视图都确认手指不是在滚动时，\(h) 才会收到 touchesBegan(_:with:)，"
                + "而在那之前，\(sv) 的拖移识别器已经拿走了这次拖动。",
            ko: "\(sv) 자체의 delaysContentTouches는 false이지만, 그 안에서 \(h)을(를) 감싸는 \(inner)도 콘텐츠의 터치를 "
                + "지연시킵니다. "
                + "\(h)에는 그것을 감싸는 모든 스크롤 뷰가 손가락이 스크롤하지 않는다고 판단한 뒤에야 "
                + "touchesBegan(_:with:)이 전달되며, 그 전에 \(sv)의 팬이 드래그를 가져갔습니다.")
    }

    /// The hint for ``heldBackInside(hit:scroll:inner:in:)``.
    fileprivate func heldBackInsideHint(
        hit h: String, scroll sv: String, inner: String, in language: Language
    )
        -> String
    {
        Words.say(
            in: language,
            en: "Set delaysContentTouches = false on \(inner) as well (every scroll view around \(h) delays its "
                + "touches, the ones inside \(sv) too), and let touchesShouldCancel(in:) of \(sv) answer false for "
                + "\(h), so the control has the touch from the start.",
            ja: "\(inner) にも delaysContentTouches = false を設定し（\(h) を囲むスクロールビューは、\(sv) の中にあるものも"
                + "含めて、どれもタッチを遅らせます）、\(sv) の touchesShouldCancel(in:) が \(h) には false を返すように"
                + "してください。そうすればコントロールは最初からタッチを受け取ります。",
            zh: "也在 \(inner) 上设置 delaysContentTouches = false（包住 \(h) 的每个滚动视图都会延迟它的触摸，"
                + "包括 \(sv) 内部的那些），并让 \(sv) 的 touchesShouldCancel(in:) 对 \(h) 返回 false，"
                + "这样控件从一开始就拥有这次触摸。",
            ko: "\(inner)에도 delaysContentTouches = false를 설정하고(\(sv) 안에 있는 것을 포함해, 감싸는 스크롤 뷰는 "
                + "모두 터치를 지연시킵니다), \(sv)의 touchesShouldCancel(in:) 메서드가 \(h)에 대해 false를 반환하게 "
                + "하십시오. 그러면 컨트롤이 처음부터 터치를 받습니다.")
    }
}

extension App {
    /// Why a pull down did not refresh (UIRefreshControl's and UIScrollView.alwaysBounceVertical's documentation),
    /// and what cures it.
    func refreshWording(scroll: Int, control: Int, pull: PullToRefresh, in language: Language) -> Wording {
        let c = displayName(of: control)
        let needs = Self.number(pull.needs)
        let hint: String
        switch pull.outcome {
        case .tooShort, .refreshed:
            hint = Words.say(
                in: language,
                en: "Pull further: the content has to go more than \(needs) points past its top. UIKit documents no "
                    + "distance; this is where a refresh control is observed to snap into refreshing.",
                ja: "もっと引き下げてください。コンテンツが先頭を \(needs) ポイントより多く越える必要があります。UIKit は距離を"
                    + "文書化していません。これはリフレッシュコントロールがリフレッシュに切り替わると観測されている距離です。",
                zh: "再往下拉：内容需要越过顶部超过 \(needs) 点。UIKit 没有写明这个距离；这是观测到的刷新控件切换为刷新状态的距离。",
                ko: "더 당기십시오. 콘텐츠가 맨 위를 \(needs)포인트보다 더 넘어가야 합니다. UIKit은 거리를 문서화하지 "
                    + "않았으며, 이 값은 새로 고침 컨트롤이 새로 고침 상태로 바뀌는 것으로 관측된 거리입니다.")
        case .notAtTop:
            hint = Words.say(
                in: language,
                en: "A pull refreshes from the top of the content: scroll up first, or pull further. To refresh from "
                    + "elsewhere, call beginRefreshing() on \(c) and the action from your own code.",
                ja: "引き下げによるリフレッシュはコンテンツの先頭から始まります。先に上までスクロールするか、さらに引き下げてください。"
                    + "別の場所から更新するには、自分のコードから \(c) の beginRefreshing() とアクションを呼んでください。",
                zh: "下拉刷新要从内容顶部开始：先滚到顶部，或者拉得更远。要从别处刷新，请在自己的代码中调用 \(c) 的 "
                    + "beginRefreshing() 和那个动作。",
                ko: "당겨서 새로 고침은 콘텐츠의 맨 위에서 시작합니다. 먼저 맨 위로 스크롤하거나 더 당기십시오. 다른 곳에서 "
                    + "새로 고치려면 직접 작성한 코드에서 \(c)의 beginRefreshing()과 그 액션을 호출하십시오.")
        case .scrollDisabled:
            hint = Words.say(
                in: language,
                en: "Set isScrollEnabled = true: a refresh control is revealed by scrolling.",
                ja: "isScrollEnabled = true を設定してください。リフレッシュコントロールはスクロールで現れます。",
                zh: "设置 isScrollEnabled = true：刷新控件要靠滚动才能露出。",
                ko: "isScrollEnabled = true를 설정하십시오. 새로 고침 컨트롤은 스크롤해야 드러납니다.")
        case .contentFits:
            hint = Words.say(
                in: language,
                en: "Set alwaysBounceVertical = true, so the content moves down even when it fits (UITableView does "
                    + "so by default; UIScrollView and UICollectionView do not).",
                ja: "alwaysBounceVertical = true を設定して、コンテンツが収まっていても下に動くようにしてください（UITableView は"
                    + "デフォルトでそうなりますが、UIScrollView と UICollectionView はそうなりません）。",
                zh: "设置 alwaysBounceVertical = true，让内容即使没有超出也能向下移动（UITableView 默认如此，"
                    + "UIScrollView 和 UICollectionView 则不然）。",
                ko: "alwaysBounceVertical = true를 설정해 콘텐츠가 들어가더라도 아래로 움직이게 하십시오(UITableView는 "
                    + "기본값이 그렇지만 UIScrollView와 UICollectionView는 그렇지 않습니다).")
        case .alreadyRefreshing:
            hint = Words.say(
                in: language,
                en: "Call endRefreshing() on \(c) when the refresh finishes (on the main thread); until then a pull "
                    + "starts no new refresh.",
                ja: "更新が終わったら（メインスレッドで）\(c) の endRefreshing() を呼んでください。それまでは引き下げても"
                    + "新しいリフレッシュは始まりません。",
                zh: "刷新完成后（在主线程上）调用 \(c) 的 endRefreshing()；在此之前，下拉不会开始新的刷新。",
                ko: "새로 고침이 끝나면 (메인 스레드에서) \(c)의 endRefreshing()을 호출하십시오. 그때까지는 당겨도 "
                    + "새로 고침이 다시 시작되지 않습니다.")
        case .bouncesOff:
            hint = Words.say(
                in: language,
                en: "Set bounces = true: a refresh control needs the content to go past its top.",
                ja: "bounces = true を設定してください。リフレッシュコントロールにはコンテンツが先頭を越えることが必要です。",
                zh: "设置 bounces = true：刷新控件需要内容越过顶部。",
                ko: "bounces = true를 설정하십시오. 새로 고침 컨트롤은 콘텐츠가 맨 위를 넘어가야 합니다.")
        }
        return Wording(
            message: Words.say(
                in: language,
                en: "The pull down did not refresh: \(c) sent no valueChanged. ",
                ja: "引き下げてもリフレッシュしませんでした。\(c) は valueChanged を送っていません。",
                zh: "这次下拉没有刷新：\(c) 没有发送 valueChanged。",
                ko: "당겨도 새로 고침되지 않았습니다. \(c)이(가) valueChanged를 보내지 않았습니다. ")
                + words(of: pull, scroll: scroll, in: language),
            hint: hint)
    }
}
