import ResponderCore

extension App {
    /// The words of the walk's and the chain's diagnostics: a swallowed event, a half-overridden touch family,
    /// delegates outside the chain, private classes on it and loops of overridden `next`, in `language`: each case's
    /// four languages side by side, only the one asked for built.
    func wording(of words: DiagnosticWords.Walk, in language: Language) -> Wording {
        switch words {
        case .swallowedNothingLost(let responder, let method):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "\(displayName(of: responder)) overrides \(method.signature) without calling super, so the "
                            + "event stops there. Nothing above it implements \(method.signature), so nothing is lost yet.",
                        hint: "Call super.\(method.rawValue)(…) to keep forwarding, unless swallowing is deliberate.")
                },
                ja: {
                    let signature = method.signature
                    var message = "\(displayName(of: responder)) は super を呼ばずに \(signature) をオーバーライドしているため、"
                    message += "イベントはそこで止まります。"
                    message += "その上にあるレスポンダーはどれも \(signature) を実装していないので、今のところ失われるものはありません。"
                    return Wording(
                        message: message,
                        hint: "わざとイベントを止めているのでなければ、super.\(method.rawValue)(…) を呼んで転送を続けてください。")
                },
                zh: {
                    let signature = method.signature
                    return Wording(
                        message: "\(displayName(of: responder)) 重写了 \(signature) 但没有调用 super，因此事件在这里停止。"
                            + "它上面没有任何响应者实现 \(signature)，所以目前还没有丢失任何东西。",
                        hint: "除非是有意吞掉事件，否则请调用 super.\(method.rawValue)(…) 以继续转发。")
                },
                ko: {
                    let signature = method.signature
                    var message = "\(displayName(of: responder))이(가) \(signature) 메서드를 super 호출 없이 오버라이드하므로, "
                    message += "이벤트가 그곳에서 멈춥니다. "
                    message += "그 위에는 \(signature) 메서드를 구현한 리스폰더가 없으므로, 아직 잃는 것은 없습니다."
                    return Wording(
                        message: message,
                        hint: "의도적으로 이벤트를 삼키는 것이 아니라면, super.\(method.rawValue)(…)를 호출해 계속 전달하십시오.")
                })
        case .undescribed(let responder, let facts, let methods, let hitTesting, let action):
            return undescribedWording(
                responder: responder, facts: facts, methods: methods, hitTesting: hitTesting, action: action,
                in: language)
        case .modelledAsSuperclass(let responder, let unmodelled):
            let r = displayName(of: responder)
            let m = self[responder].uikitClass.name
            let note: String
            switch unmodelled {
            case .nothing:
                note = Words.say(
                    in: language, en: "Nothing it does of its own is known to change how events are delivered.",
                    ja: "それ自身の動作でイベントの配信が変わることは知られていません。",
                    zh: "目前不知道它自己的行为会改变事件的投递。",
                    ko: "그 자체의 동작이 이벤트 전달을 바꾸는 것으로 알려진 것은 없습니다.")
            case .ownRecognizers:
                note = Words.say(
                    in: language, en: "Not modelled: its own gesture recognizers.",
                    ja: "モデル化されていないもの：それ自身のジェスチャー認識子。", zh: "未建模的部分：它自己的手势识别器。",
                    ko: "모델링되지 않는 것: 그 자체의 제스처 인식기.")
            case .ownTracking:
                note = Words.say(
                    in: language, en: "Not modelled: how it tracks a touch and what it sends.",
                    ja: "モデル化されていないもの：タッチの追跡のしかたと送るもの。", zh: "未建模的部分：它如何跟踪触摸以及发送什么。",
                    ko: "모델링되지 않는 것: 터치를 추적하는 방식과 보내는 것.")
            case .presentation:
                note = Words.say(
                    in: language,
                    en: "Not modelled: how it is presented, its dimming view and what a tap outside it does.",
                    ja: "モデル化されていないもの：表示のしかた、ディミングビュー、外側をタップしたときに起こること。",
                    zh: "未建模的部分：它的呈现方式、遮罩视图，以及轻点它外面会发生什么。",
                    ko: "모델링되지 않는 것: 표시 방식, 디밍 뷰, 바깥을 탭했을 때 일어나는 일.")
            case .systemContent:
                note = Words.say(
                    in: language,
                    en: "Not modelled: its content, the system's own, whose taps are its own. It is presented like any "
                        + "presented controller: its sheet or popover, its dimming view and a tap outside it are "
                        + "modelled.",
                    ja: "モデル化されていないもの：システム自身のものであるその中身（中のタップはそれ自身のもの）。表示は"
                        + "ほかの表示（present）されたコントローラーと同じで、シートやポップオーバー、ディミングビュー、"
                        + "外側をタップしたときに起こることはモデル化されています。",
                    zh: "未建模的部分：它的内容，那是系统自己的，其中的轻点由它自己处理。它像任何被呈现的控制器一样呈现："
                        + "它的表单或弹出框、遮罩视图，以及轻点它外面会发生什么，都已建模。",
                    ko: "모델링되지 않는 것: 시스템 자체의 것인 그 콘텐츠(안의 탭은 그 자체가 처리). 표시 방식은 다른 "
                        + "표시(present)된 컨트롤러와 같아서, 시트나 팝오버, 디밍 뷰, 바깥을 탭했을 때 일어나는 일은 "
                        + "모델링됩니다.")
            case .swiftUI:
                note = Words.say(
                    in: language, en: "Not modelled: the SwiftUI views and gestures inside it.",
                    ja: "モデル化されていないもの：その中の SwiftUI のビューとジェスチャー。",
                    zh: "未建模的部分：它里面的 SwiftUI 视图和手势。", ko: "모델링되지 않는 것: 그 안의 SwiftUI 뷰와 제스처.")
            case .webContent:
                note = Words.say(
                    in: language,
                    en: "Not modelled: the web content inside it, its links and the page's own scrolling and gestures.",
                    ja: "モデル化されていないもの：その中の Web コンテンツ（リンク、ページ自身のスクロールとジェスチャー）。",
                    zh: "未建模的部分：它里面的网页内容，包括链接以及页面自己的滚动和手势。",
                    ko: "모델링되지 않는 것: 그 안의 웹 콘텐츠(링크, 페이지 자체의 스크롤과 제스처).")
            case .map:
                note = Words.say(
                    in: language,
                    en: "Not modelled: the map's own pan, pinch, rotation and double-tap zoom recognizers; what a tap "
                        + "on an annotation view does is told from MapKit's documentation.",
                    ja: "モデル化されていないもの：地図自身のパン、ピンチ、回転、ダブルタップでのズームの認識子。"
                        + "アノテーションビューへのタップで起きることは MapKit のドキュメントに従って示します。",
                    zh: "未建模的部分：地图自己的拖移、捏合、旋转和双次轻点缩放识别器；轻点标注视图会发生什么，"
                        + "按 MapKit 的文档说明。",
                    ko: "모델링되지 않는 것: 지도 자체의 팬, 핀치, 회전, 더블 탭 확대 인식기. 어노테이션 뷰를 탭하면 "
                        + "일어나는 일은 MapKit 문서에 따라 설명합니다.")
            }
            let space = language == .english || language == .korean ? " " : ""
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(r) is of a public class the service does not model on its own: it is treated as \(m), its "
                        + "nearest modelled superclass.",
                    ja: "\(r) は、サービスが個別にはモデル化していない公開クラスです。最も近いモデル化済みのスーパークラス "
                        + "\(m) として扱われます。",
                    zh: "\(r) 属于服务没有单独建模的公开类：它被当作最近的已建模父类 \(m) 处理。",
                    ko: "\(r)의 클래스는 서비스가 따로 모델링하지 않는 공개 클래스이므로, 가장 가까운 모델링된 슈퍼클래스 "
                        + "\(m)(으)로 취급됩니다.")
                    + space + note,
                hint: Words.say(
                    in: language,
                    en:
                        "If what it does of its own decides this event, describe that in the app (overrides, recognizers, "
                        + "a hitTest(_:with:) override); otherwise read the answer as what \(m) would do.",
                    ja: "それ自身の動作がこのイベントを左右するなら、アプリの記述（オーバーライド、認識子、hitTest(_:with:) の"
                        + "オーバーライド）でそれを表してください。そうでなければ、この答えは \(m) ならどうするかとして読んでください。",
                    zh: "如果它自己的行为决定了这个事件，请在应用描述中表达出来（重写、识别器、hitTest(_:with:) 的重写）；"
                        + "否则请把这个回答理解为 \(m) 会怎么做。",
                    ko: "그 자체의 동작이 이 이벤트를 좌우한다면 앱 설명(오버라이드, 인식기, hitTest(_:with:) 오버라이드)에 "
                        + "그것을 나타내십시오. 그렇지 않다면 이 답은 \(m)이(가) 할 일로 읽으십시오."))
        case .typingSwallowed(let responder, let method, let input):
            let r = displayName(of: responder)
            let i = displayName(of: input)
            let s = method.signature
            let call = method.superCall
            let type = self[responder].className
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(r) overrides \(s) without calling super, so the key press stops there: \(i), the focused "
                        + "text input, never types the key. UIKit inserts typed text only once the press has gone up the "
                        + "whole responder chain and no responder took it.",
                    ja: "\(r) は super を呼ばずに \(s) をオーバーライドしているため、キーの押下はそこで止まり、フォーカスのある"
                        + "テキスト入力 \(i) はそのキーを入力しません。UIKit が文字を入力するのは、押下がレスポンダーチェーンを"
                        + "最後まで上り、どのレスポンダーも受け取らなかったときだけです。",
                    zh: "\(r) 重写了 \(s) 但没有调用 super，因此按键在这里停止：获得焦点的文本输入控件 \(i) 永远不会输入这个键。"
                        + "只有当按键沿响应者链一直向上传递、且没有任何响应者接收它时，UIKit 才会插入输入的文字。",
                    ko: "\(r)이(가) \(s) 메서드를 super 호출 없이 오버라이드하므로, 키 입력이 그곳에서 멈추고 포커스된 텍스트 "
                        + "입력 \(i)에는 그 키가 입력되지 않습니다. UIKit은 키 입력이 리스폰더 체인을 끝까지 올라가고 어떤 "
                        + "리스폰더도 받지 않았을 때에만 텍스트를 입력합니다."),
                hint: Words.say(
                    in: language,
                    en: "Call \(call) for the presses \(type) does not handle itself (every press, while a text input "
                        + "is first responder), so typing still works.",
                    ja: "\(type) が自分で処理しない押下（テキスト入力がファーストレスポンダーのあいだはすべての押下）については "
                        + "\(call) を呼んでください。そうすれば文字の入力は引き続き機能します。",
                    zh: "对于 \(type) 自己不处理的按键（在文本输入控件是第一响应者期间，则是所有按键），请调用 \(call)，"
                        + "这样输入才能继续工作。",
                    ko: "\(type)이(가) 직접 처리하지 않는 키 입력(텍스트 입력이 퍼스트 리스폰더인 동안에는 모든 키 입력)에 대해 "
                        + "\(call)를 호출하십시오. 그래야 텍스트 입력이 계속 동작합니다."))
        case .swallowed(let responder, let method, let starved):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "\(displayName(of: responder)) overrides \(method.signature) without calling super, so the "
                            + "event stops there and \(starved.map(displayName(of:)).joined(separator: ", ")) never get it, "
                            + "although they implement it.",
                        hint:
                            "Call \(method.superCall) in \(self[responder].className) to keep "
                            + "forwarding up the chain.")
                },
                ja: {
                    let starvedNames = starved.map(displayName(of:)).joined(separator: "、")
                    var message = "\(displayName(of: responder)) は super を呼ばずに \(method.signature) をオーバーライドしているため、"
                    message += "イベントはそこで止まります。"
                    message += "\(starvedNames) はこのメソッドを実装しているのに、イベントを受け取れません。"
                    return Wording(
                        message: message,
                        hint: "\(self[responder].className) で \(method.superCall) を呼び、"
                            + "チェーンの上へ転送を続けてください。")
                },
                zh: {
                    let starvedNames = starved.map(displayName(of:)).joined(separator: "、")
                    return Wording(
                        message: "\(displayName(of: responder)) 重写了 \(method.signature) 但没有调用 super，因此事件在这里停止，"
                            + "\(starvedNames) 虽然实现了该方法，却永远收不到它。",
                        hint: "在 \(self[responder].className) 中调用 \(method.superCall)，"
                            + "以继续沿响应者链向上转发。")
                },
                ko: {
                    let starvedNames = starved.map(displayName(of:)).joined(separator: ", ")
                    var message = "\(displayName(of: responder))이(가) \(method.signature) 메서드를 super 호출 없이 "
                    message += "오버라이드하므로, 이벤트가 그곳에서 멈춥니다. "
                    message += "그래서 이 메서드를 구현한 \(starvedNames)에는 이벤트가 전달되지 않습니다."
                    return Wording(
                        message: message,
                        hint: "\(self[responder].className)에서 \(method.superCall)를 호출해 "
                            + "체인 위로 계속 전달하십시오.")
                })
        case .incompleteTouchFamily(let responder, let method, let missing):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message: "\(displayName(of: responder)) swallows \(method.signature) but does not override "
                            + missing.map(\.signature).joined(separator: ", ")
                            + ", so those still go up the chain and the sequence is inconsistent.",
                        hint:
                            "When swallowing touches deliberately, override the whole family: touchesBegan, touchesMoved, "
                            + "touchesEnded and touchesCancelled.")
                },
                ja: {
                    let missingNames = missing.map(\.signature).joined(separator: "、")
                    var message = "\(displayName(of: responder)) は \(method.signature) でイベントを止めていますが、"
                    message += "\(missingNames) はオーバーライドしていません。"
                    message += "そのため、それらは引き続きチェーンを上っていき、一連のタッチの流れに食い違いが生じます。"
                    return Wording(
                        message: message,
                        hint: "わざとタッチを止めるときは、touchesBegan、touchesMoved、touchesEnded、touchesCancelled の "
                            + "4 つすべてをオーバーライドしてください。")
                },
                zh: {
                    let missingNames = missing.map(\.signature).joined(separator: "、")
                    return Wording(
                        message: "\(displayName(of: responder)) 吞掉了 \(method.signature)，但没有重写 \(missingNames)，"
                            + "因此这些方法仍会沿链向上传递，整个触摸序列前后不一致。",
                        hint: "有意吞掉触摸时，请重写整组方法：touchesBegan、touchesMoved、touchesEnded 和 touchesCancelled。")
                },
                ko: {
                    let missingNames = missing.map(\.signature).joined(separator: ", ")
                    var message = "\(displayName(of: responder))이(가) \(method.signature) 메서드를 삼키지만, "
                    message += "\(missingNames) 메서드는 오버라이드하지 않습니다. "
                    message += "그래서 그 메서드들은 여전히 체인을 따라 올라가고, 터치 시퀀스가 일관되지 않게 됩니다."
                    return Wording(
                        message: message,
                        hint: "의도적으로 터치를 삼킬 때는 touchesBegan, touchesMoved, touchesEnded, touchesCancelled "
                            + "네 메서드를 모두 오버라이드하십시오.")
                })
        case .sceneDelegateNotInChain(let delegate, let handling):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message:
                            "\(displayName(of: delegate)) implements \(handling.name), but the scene delegate is not in "
                            + "the responder chain: UIWindowScene forwards to UIApplication, not to its delegate. Its "
                            + "UIResponder inheritance comes from the old app delegate template.",
                        hint:
                            "Put app-wide fallback handling in the app delegate, or subclass UIWindowScene and override "
                            + "next to return the delegate.")
                },
                ja: {
                    var message = "\(displayName(of: delegate)) は \(handling.name) を実装していますが、"
                    message += "シーンのデリゲートはレスポンダーチェーンに入っていません。"
                    message += "UIWindowScene が転送する先は UIApplication で、自分のデリゲートではありません。"
                    message += "シーンのデリゲートが UIResponder を継承しているのは、古いアプリのデリゲートのテンプレートの名残です。"
                    return Wording(
                        message: message,
                        hint: "アプリ全体で最後に受け止める処理はアプリのデリゲートに置くか、UIWindowScene のサブクラスを作って "
                            + "next をオーバーライドし、デリゲートを返すようにしてください。")
                },
                zh: {
                    var message = "\(displayName(of: delegate)) 实现了 \(handling.name)，但场景代理不在响应者链中："
                    message += "UIWindowScene 转发给 UIApplication，而不是转发给它的代理。"
                    message += "场景代理继承自 UIResponder，只是沿袭了旧的应用代理模板。"
                    return Wording(
                        message: message,
                        hint: "把整个应用的兜底处理放在应用代理中，或者创建 UIWindowScene 的子类并重写 next，让它返回该代理。")
                },
                ko: {
                    var message = "\(displayName(of: delegate))이(가) \(koreanObject(handling)) 구현하지만, "
                    message += "씬 델리게이트는 리스폰더 체인에 속하지 않습니다. "
                    message += "UIWindowScene은 자신의 델리게이트가 아니라 UIApplication으로 전달합니다. "
                    message += "씬 델리게이트가 UIResponder를 상속하는 것은 예전 앱 델리게이트 템플릿에서 비롯된 것입니다."
                    return Wording(
                        message: message,
                        hint: "앱 전체의 마지막 처리(fallback)는 앱 델리게이트에 두거나, UIWindowScene의 서브클래스를 만들고 "
                            + "next를 오버라이드해 델리게이트를 반환하게 하십시오.")
                })
        case .appDelegateNotInChain(let delegate, let handling, let reason):
            return Wording(
                message: Words.say(
                    in: language,
                    en: "\(displayName(of: delegate)) implements \(handling.name), but it is not in the chain: "
                        + reason.explanation,
                    ja: "\(displayName(of: delegate)) は \(handling.name) を実装していますが、チェーンに入っていません。"
                        + reason.explanation(in: .japanese),
                    zh: "\(displayName(of: delegate)) 实现了 \(handling.name)，但它不在链中："
                        + reason.explanation(in: .simplifiedChinese),
                    ko: "\(displayName(of: delegate))이(가) \(koreanObject(handling)) 구현하지만, "
                        + "이 객체는 체인에 속하지 않습니다. " + reason.explanation(in: .korean)),
                hint: Words.say(
                    in: language,
                    en: "Make the app delegate a plain UIResponder subclass that is not a view or controller.",
                    ja: "アプリのデリゲートを、ビューでもビューコントローラーでもない、ただの UIResponder のサブクラスにしてください。",
                    zh: "让应用代理成为一个普通的 UIResponder 子类，而不是视图或视图控制器。",
                    ko: "앱 델리게이트를 뷰나 뷰 컨트롤러가 아닌, 평범한 UIResponder 서브클래스로 만드십시오."))
        case .privateClassesInChain(let privates):
            return Words.wording(
                in: language,
                en: {
                    let names = Array(Set(privates.map { self[$0].className })).sorted().joined(separator: ", ")
                    return Wording(
                        message:
                            "The chain passes through private UIKit classes (\(names)); their names change between iOS "
                            + "versions.",
                        hint: "Read them while debugging, but never write code that depends on them.")
                },
                ja: {
                    let names = Array(Set(privates.map { self[$0].className })).sorted().joined(separator: "、")
                    return Wording(
                        message: "チェーンは UIKit の非公開クラス（\(names)）を通ります。これらの名前は iOS のバージョンによって変わります。",
                        hint: "デバッグ中に読むのはかまいませんが、これらに依存するコードは決して書かないでください。")
                },
                zh: {
                    let names = Array(Set(privates.map { self[$0].className })).sorted().joined(separator: "、")
                    return Wording(
                        message: "响应者链经过了 UIKit 的私有类（\(names)）；它们的名称会随 iOS 版本而变化。",
                        hint: "调试时可以查看它们，但绝不要编写依赖它们的代码。")
                },
                ko: {
                    let names = Array(Set(privates.map { self[$0].className })).sorted().joined(separator: ", ")
                    return Wording(
                        message: "체인이 UIKit의 비공개 클래스(\(names))를 거쳐 갑니다. 이 클래스 이름은 iOS 버전마다 바뀝니다.",
                        hint: "디버깅할 때 읽어 보는 것은 괜찮지만, 이 클래스에 의존하는 코드는 절대 작성하지 마십시오.")
                })
        case .nextLoop(let walked):
            return Words.wording(
                in: language,
                en: {
                    return Wording(
                        message: "Overridden next properties form a loop ("
                            + walked.map(displayName(of:)).joined(separator: " → ")
                            + " → …); the walk stopped instead of running forever.",
                        hint: "Make the spliced object's next lead on towards the application, not back into the chain."
                    )
                },
                ja: {
                    let path = walked.map(displayName(of:)).joined(separator: " → ")
                    return Wording(
                        message: "オーバーライドされた next プロパティがループになっています（\(path) → …）。"
                            + "探索は終わらなくなる前に止まりました。",
                        hint: "差し込んだオブジェクトの next が、チェーンの中へ戻るのではなく、アプリケーションへ向かって先へ進むようにしてください。")
                },
                zh: {
                    let path = walked.map(displayName(of:)).joined(separator: " → ")
                    return Wording(
                        message: "被重写的 next 属性构成了一个循环（\(path) → …）；遍历在这里停止，而不是永远运行下去。",
                        hint: "让插入的对象的 next 继续通向应用，而不是回到链中。")
                },
                ko: {
                    let path = walked.map(displayName(of:)).joined(separator: " → ")
                    return Wording(
                        message: "오버라이드된 next 프로퍼티가 루프를 이룹니다(\(path) → …). 탐색은 끝없이 계속되는 대신 멈췄습니다.",
                        hint: "끼워 넣은 객체의 next가 체인 안으로 되돌아가지 않고 애플리케이션 쪽으로 이어지게 하십시오.")
                })
        }
    }
}

// MARK: - the Korean words' own helpers

extension App {
    /// What a responder implements, as the object of a Korean verb: "copy: 액션을", "touchesEnded(_:with:) 메서드를".
    private func koreanObject(_ handling: DiagnosticWords.Handling) -> String {
        switch handling {
        case .method(let method): "\(method.signature) 메서드를"
        case .action(let action): "\(action.name) 액션을"
        }
    }
}
