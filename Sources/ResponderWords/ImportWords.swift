import ResponderCore
import ResponderImport

/// What `POST /v1/import` says about a line or the whole import (``ImportNote``), with each case's four languages side
/// by side. Class names, printed text, field names and options are the same in every language; a size is written
/// `W × H`.
extension ImportNote {
    /// A line's notes as one text in `language`: its sentences in order, a space between them in English and Korean
    /// and none in Japanese and Chinese.
    public static func text(of notes: [ImportNote], in language: Language) -> String {
        let space = language == .english || language == .korean ? " " : ""
        return notes.map { $0.text(in: language) }.joined(separator: space)
    }

    /// The words in `language`: full sentences, each ending with a period (。 in Japanese and Chinese).
    public func text(in language: Language) -> String {
        switch self {
        case .quotedString(let dump):
            let name = dump == .recursiveDescription ? "recursiveDescription" : "_printHierarchy"
            return Words.say(
                in: language,
                en: "The \(name) text was a quoted string: its lines are those of the string.",
                ja: "\(name) のテキストは引用符で囲まれた文字列でした。その文字列の行を読みます。",
                zh: "\(name) 的文本是一个带引号的字符串：按该字符串中的各行读取。",
                ko: "\(name) 텍스트는 따옴표로 감싼 문자열이었습니다. 그 문자열의 줄을 읽습니다.")
        case .controllersWithoutViews:
            return Words.say(
                in: language,
                en:
                    "Without recursiveDescription the controllers' views are not known: each gets the plain view UIKit's "
                    + "loadView() makes. Paste the window's recursiveDescription too for the views.",
                ja: "recursiveDescription がないので、コントローラーのビューは分かりません。それぞれに UIKit の loadView() "
                    + "が作る何もないビューを与えます。ビューも読むには、ウインドウの recursiveDescription も貼り付けて"
                    + "ください。",
                zh: "没有 recursiveDescription，控制器的视图是未知的：每个控制器都得到 UIKit 的 loadView() 创建的普通视图。"
                    + "若要读取视图，请同时粘贴窗口的 recursiveDescription。",
                ko: "recursiveDescription이 없어 컨트롤러의 뷰를 알 수 없습니다. 각 컨트롤러에는 UIKit의 loadView()가 "
                    + "만드는 빈 뷰를 둡니다. 뷰까지 읽으려면 윈도우의 recursiveDescription도 붙여 넣으십시오.")
        case .levelsBelow(let levels):
            return Words.say(
                in: language,
                en: "It is \(levels) levels below the entry above it: the lines between were left out of the dump, so "
                    + "it is put in the nearest view above it.",
                ja: "上のエントリより \(levels) 階層下にあります。間の行がダンプから抜けているので、上にある最も近い"
                    + "ビューに入れます。",
                zh: "它比上面的条目低 \(levels) 层：中间的行没有出现在转储中，所以把它放进上方最近的视图。",
                ko: "위 항목보다 \(levels)단계 아래에 있습니다. 그 사이의 줄이 덤프에서 빠졌으므로, 위에 있는 가장 "
                    + "가까운 뷰에 넣습니다.")
        case .plainView(let className):
            return Words.say(
                in: language,
                en: "\(className) is not in this service's class catalogue and the line does not say what it inherits "
                    + "from: it is taken as a plain UIView (give its superclass if it is a control or a scroll view).",
                ja: "\(className) はこのサービスのクラスカタログになく、行にも継承元が書かれていないので、ただの UIView "
                    + "として扱います（コントロールやスクロールビューなら superclass を指定してください）。",
                zh: "\(className) 不在本服务的类目录中，这一行也没有说明它继承自哪个类：把它当作普通的 UIView（如果它是"
                    + "控件或滚动视图，请给出它的 superclass）。",
                ko: "\(className) 클래스는 이 서비스의 클래스 목록에 없고, 줄에도 무엇을 상속하는지 적혀 있지 않으므로 "
                    + "일반 UIView로 봅니다(컨트롤이나 스크롤 뷰라면 superclass를 지정하십시오).")
        case .sizeRecovered(let size):
            let own = "\(App.number(size.width)) × \(App.number(size.height))"
            return Words.say(
                in: language,
                en: "Its printed frame is the box around it once transformed: its own size, \(own), is recovered from "
                    + "the transform.",
                ja: "出力されたフレームは、変形したあとのビューを囲む枠です。ビュー自身の大きさ \(own) は transform から"
                    + "求めました。",
                zh: "打印出的 frame 是它变换之后的外框：它自身的大小 \(own) 由 transform 推算得出。",
                ko: "출력된 프레임은 변형된 뒤의 뷰를 감싸는 상자입니다. 뷰 자신의 크기인 \(own)은(는) transform으로부터 "
                    + "구했습니다.")
        case .sizeNotRecovered(let box):
            let printed = "\(App.number(box.width)) × \(App.number(box.height))"
            return Words.say(
                in: language,
                en: "Its printed frame is the box around it once transformed, and its transform turns it by an angle "
                    + "from which its own size cannot be told (\(printed) is the box): the box is used untransformed; "
                    + "give its bounds to be exact.",
                ja: "出力されたフレームは、変形したあとのビューを囲む枠です。transform が回す角度からはビュー自身の大きさが"
                    + "分かりません（枠は \(printed)）。枠を変形なしで使います。正確にするには bounds を指定してください。",
                zh: "打印出的 frame 是它变换之后的外框，而它的 transform 所转的角度使其自身大小无法推算（外框为 "
                    + "\(printed)）：按未变换的外框使用；若要精确，请给出它的 bounds。",
                ko: "출력된 프레임은 변형된 뒤의 뷰를 감싸는 상자이고, transform이 돌리는 각도로는 뷰 자신의 크기를 알 수 "
                    + "없습니다(상자는 \(printed)). 상자를 변형 없이 씁니다. 정확히 하려면 bounds를 지정하십시오.")
        case .prompt:
            return Words.say(
                in: language,
                en: "The debugger's prompt and command, not part of the dump.",
                ja: "デバッガのプロンプトとコマンドで、ダンプの一部ではありません。",
                zh: "调试器的提示符和命令，不是转储的一部分。",
                ko: "디버거의 프롬프트와 명령으로, 덤프의 일부가 아닙니다.")
        case .blank:
            return Words.say(in: language, en: "An empty line.", ja: "空の行です。", zh: "空行。", ko: "빈 줄입니다.")
        case .comment:
            return Words.say(
                in: language,
                en: "A comment, not part of the dump.",
                ja: "コメントで、ダンプの一部ではありません。",
                zh: "注释，不是转储的一部分。",
                ko: "주석으로, 덤프의 일부가 아닙니다.")
        case .elision:
            return Words.say(
                in: language,
                en: "An elision: lines were left out here by whoever copied the dump.",
                ja: "省略の印です。ダンプをコピーした人がここで行を省いています。",
                zh: "省略号：复制转储的人在这里省略了一些行。",
                ko: "생략 표시입니다. 덤프를 복사한 사람이 여기서 줄을 생략했습니다.")
        case .layer:
            return Words.say(
                in: language,
                en: "A layer (printed with (layer)), not a view.",
                ja: "レイヤー（(layer) 付きで出力されたもの）で、ビューではありません。",
                zh: "图层（打印时带有 (layer)），不是视图。",
                ko: "레이어((layer)와 함께 출력된 것)로, 뷰가 아닙니다.")
        case .viewClassAsController(let className):
            return Words.say(
                in: language,
                en: "\(className) is a view class, not a view controller: this line is not a controller as "
                    + "_printHierarchy prints it (a line broken in two?).",
                ja: "\(className) はビューのクラスで、ビューコントローラーではありません。この行は _printHierarchy が出力する"
                    + "形のコントローラーではありません（1 行が 2 つに分かれていませんか）。",
                zh: "\(className) 是视图类，不是视图控制器：这一行不是 _printHierarchy 所打印的控制器（是不是一行被断成了"
                    + "两行？）。",
                ko: "\(className) 클래스는 뷰 클래스이지 뷰 컨트롤러가 아닙니다. 이 줄은 _printHierarchy가 출력하는 형태의 "
                    + "컨트롤러가 아닙니다(한 줄이 둘로 나뉘지 않았습니까?).")
        case .notAViewClass(let className):
            return Words.say(
                in: language,
                en: "\(className) is not a view class: this line is not a view as recursiveDescription prints it (a "
                    + "line cut or garbled?). The lines under it are placed in the view above it.",
                ja: "\(className) はビューのクラスではありません。この行は recursiveDescription が出力する形のビューでは"
                    + "ありません（行が切れたり崩れたりしていませんか）。その下の行は、この行の上のビューに置きます。",
                zh: "\(className) 不是视图类：这一行不是 recursiveDescription 所打印的视图（这一行是不是被截断或弄乱了？）。"
                    + "它下面的行会放进它上面的视图。",
                ko: "\(className) 클래스는 뷰 클래스가 아닙니다. 이 줄은 recursiveDescription이 출력하는 형태의 뷰가 "
                    + "아닙니다(줄이 잘리거나 깨지지 않았습니까?). 그 아래 줄들은 이 줄 위의 뷰에 둡니다.")
        case .viewNotLoaded:
            return Words.say(
                in: language,
                en: "Its view is not loaded, so it has no place in the window.",
                ja: "ビューが読み込まれていないので、ウインドウの中に置く場所がありません。",
                zh: "它的视图尚未加载，所以在窗口中没有位置。",
                ko: "뷰가 로드되지 않았으므로 윈도우 안에 자리가 없습니다.")
        case .viewIsWindow:
            return Words.say(
                in: language,
                en: "Its view is a window; a window is no controller's root view.",
                ja: "そのビューはウインドウです。ウインドウはどのコントローラーのルートビューにもなりません。",
                zh: "它的视图是一个窗口；窗口不是任何控制器的根视图。",
                ko: "그 뷰는 윈도우입니다. 윈도우는 어느 컨트롤러의 루트 뷰도 되지 않습니다.")
        case .viewTaken:
            return Words.say(
                in: language,
                en: "Its view already belongs to a controller printed above it.",
                ja: "そのビューは、上に出力されたコントローラーのものになっています。",
                zh: "它的视图已经属于上面打印的一个控制器。",
                ko: "그 뷰는 이미 위에 출력된 컨트롤러의 것입니다.")
        case .viewNotInWindow:
            return Words.say(
                in: language,
                en: "Its view is not in the window (_printHierarchy says so): a controller off screen takes no events.",
                ja: "そのビューはウインドウの中にありません（_printHierarchy がそう出力しています）。画面の外のコントローラー"
                    + "はイベントを受け取りません。",
                zh: "它的视图不在窗口中（_printHierarchy 是这样打印的）：屏幕之外的控制器不接收事件。",
                ko: "그 뷰는 윈도우 안에 없습니다(_printHierarchy 출력이 그렇게 말합니다). 화면 밖의 컨트롤러는 이벤트를 "
                    + "받지 않습니다.")
        case .viewNotInDump(let className, let address):
            let view = "\(className ?? "?") \(address)"
            return Words.say(
                in: language,
                en: "Its view (\(view)) is not in the recursiveDescription dump: paste the dump of the window that "
                    + "holds it.",
                ja: "そのビュー（\(view)）は recursiveDescription のダンプにありません。それを含むウインドウのダンプを"
                    + "貼り付けてください。",
                zh: "它的视图（\(view)）不在 recursiveDescription 转储中：请粘贴包含它的窗口的转储。",
                ko: "그 뷰(\(view))는 recursiveDescription 덤프에 없습니다. 그것을 담은 윈도우의 덤프를 붙여 "
                    + "넣으십시오.")
        case .underLeftOut:
            return Words.say(
                in: language,
                en: "It is printed under a controller that was left out.",
                ja: "除いたコントローラーの下に出力されています。",
                zh: "它打印在一个被略去的控制器之下。",
                ko: "제외된 컨트롤러 아래에 출력되어 있습니다.")
        case .presentsAlready(let className, let id, let presented):
            return Words.say(
                in: language,
                en: "\(className) '\(id)' already presents '\(presented)'; a controller presents one at a time.",
                ja: "\(className) '\(id)' はすでに '\(presented)' を表示（present）しています。コントローラーが一度に"
                    + "表示できるのは 1 つだけです。",
                zh: "\(className) '\(id)' 已经在呈现 '\(presented)'；一个控制器一次只能呈现一个。",
                ko: "\(className) '\(id)' 컨트롤러는 이미 '\(presented)' 컨트롤러를 표시(present)하고 있습니다. "
                    + "컨트롤러는 한 번에 하나만 표시할 수 있습니다.")
        case .madeWindow(let size, let source):
            let screen = "\(App.number(size.width)) × \(App.number(size.height))"
            switch source {
            case .request, .window:
                return Words.say(
                    in: language,
                    en: "The dump starts at a view, not at a window: it is put in a window of \(screen) points (the "
                        + "screen the request gives), its printed frame taken as in the window.",
                    ja: "ダンプはウインドウではなくビューから始まっています。リクエストが指定した画面 \(screen) ポイントの"
                        + "ウインドウに入れ、出力されたフレームはそのウインドウ内のものとして扱います。",
                    zh: "转储从一个视图而不是窗口开始：它被放进一个 \(screen) 点的窗口（请求给出的屏幕），打印出的 frame "
                        + "按窗口中的位置理解。",
                    ko: "덤프가 윈도우가 아닌 뷰에서 시작합니다. 요청이 지정한 화면인 \(screen)포인트 윈도우에 넣고, "
                        + "출력된 프레임은 그 윈도우 안의 것으로 봅니다.")
            case .firstView:
                return Words.say(
                    in: language,
                    en: "The dump starts at a view, not at a window: it is put in a window of \(screen) points, as far "
                        + "as its first view's printed frame reaches, its printed frame taken as in the window. Give the "
                        + "device's screen as screen (responder-lab import --screen WxH) to put it in that instead.",
                    ja: "ダンプはウインドウではなくビューから始まっています。最初のビューの出力されたフレームが届く範囲、"
                        + "\(screen) ポイントのウインドウに入れ、出力されたフレームはそのウインドウ内のものとして扱います。"
                        + "デバイスの画面に入れるには、その大きさを screen（responder-lab import --screen WxH）で指定して"
                        + "ください。",
                    zh: "转储从一个视图而不是窗口开始：它被放进一个 \(screen) 点的窗口，大小为其第一个视图打印出的 frame "
                        + "所及的范围，打印出的 frame 按窗口中的位置理解。若要放进设备的屏幕，请用 screen（responder-lab "
                        + "import --screen WxH）给出屏幕大小。",
                    ko: "덤프가 윈도우가 아닌 뷰에서 시작합니다. 첫 뷰의 출력된 프레임이 닿는 범위인 \(screen)포인트 "
                        + "윈도우에 넣고, 출력된 프레임은 그 윈도우 안의 것으로 봅니다. 기기 화면에 넣으려면 그 크기를 "
                        + "screen 필드(responder-lab import --screen WxH)로 지정하십시오.")
            case .standard:
                return Words.say(
                    in: language,
                    en: "The dump starts at a view that prints no size: it is put in a window of \(screen) points, an "
                        + "iPhone's screen. Give the device's screen as screen (responder-lab import --screen WxH).",
                    ja: "ダンプは大きさを出力しないビューから始まっています。iPhone の画面である \(screen) ポイントの"
                        + "ウインドウに入れます。デバイスの画面の大きさを screen（responder-lab import --screen WxH）で"
                        + "指定してください。",
                    zh: "转储从一个没有打印大小的视图开始：它被放进一个 \(screen) 点的窗口，即 iPhone 的屏幕。请用 "
                        + "screen（responder-lab import --screen WxH）给出设备屏幕的大小。",
                    ko: "덤프가 크기를 출력하지 않는 뷰에서 시작합니다. iPhone 화면인 \(screen)포인트 윈도우에 넣습니다. "
                        + "기기 화면의 크기를 screen 필드(responder-lab import --screen WxH)로 지정하십시오.")
            }
        case .screenNotUsed(let given, let window):
            let givenSize = "\(App.number(given.width)) × \(App.number(given.height))"
            let windowSize = "\(App.number(window.width)) × \(App.number(window.height))"
            return Words.say(
                in: language,
                en: "The dump prints its window, \(windowSize) points: the request's screen, \(givenSize), is not "
                    + "used.",
                ja: "ダンプはウインドウ（\(windowSize) ポイント）を出力しています。リクエストの screen（\(givenSize)）は"
                    + "使いません。",
                zh: "转储打印出了它的窗口（\(windowSize) 点）：不使用请求中的 screen（\(givenSize)）。",
                ko: "덤프가 윈도우(\(windowSize)포인트)를 출력하므로, 요청의 screen 필드(\(givenSize))는 쓰지 "
                    + "않습니다.")
        case .trailingText(let text):
            return Words.say(
                in: language,
                en: "UIKit printed '\(text)' after the entry; nothing hit-testing or the responder chain reads, so it "
                    + "is not used.",
                ja: "UIKit はエントリのあとに '\(text)' を出力していますが、ヒットテストやレスポンダーチェーンが読むもの"
                    + "ではないので使いません。",
                zh: "UIKit 在条目之后打印了 '\(text)'；命中测试和响应者链都不读取它，所以不使用。",
                ko: "UIKit이 항목 뒤에 '\(text)' 텍스트를 출력했지만, 히트 테스트나 리스폰더 체인이 읽는 것이 아니므로 "
                    + "쓰지 않습니다.")
        case .nested(let className):
            return Words.say(
                in: language,
                en: "It is printed inside another object's description (<<…> …>): it is read as the view it names, "
                    + "\(className), with its own frame.",
                ja: "別のオブジェクトの説明の中に出力されています（<<…> …>）。名前の示すビュー \(className) として、"
                    + "それ自身のフレームで読みます。",
                zh: "它打印在另一个对象的描述之中（<<…> …>）：按它所指的视图 \(className) 及其自身的 frame 读取。",
                ko: "다른 객체의 설명 안에 출력되어 있습니다(<<…> …>). 이름이 가리키는 뷰(\(className))로, 그 자신의 "
                    + "프레임과 함께 읽습니다.")
        case .header:
            return Words.say(
                in: language,
                en: "Xcode's header before what it prints, not part of the dump.",
                ja: "出力の前に Xcode が付ける見出しで、ダンプの一部ではありません。",
                zh: "Xcode 在打印内容之前加的标题，不是转储的一部分。",
                ko: "Xcode가 출력 앞에 붙이는 머리글로, 덤프의 일부가 아닙니다.")
        case .quoting:
            return Words.say(
                in: language,
                en: "The quotes around the dump, not part of it.",
                ja: "ダンプを囲む引用符で、ダンプの一部ではありません。",
                zh: "包住转储的引号，不是转储的一部分。",
                ko: "덤프를 감싸는 따옴표로, 덤프의 일부가 아닙니다.")
        case .continuation(let line):
            return Words.say(
                in: language,
                en: "The rest of the entry on line \(line), wrapped onto this line: read with it.",
                ja: "\(line) 行目のエントリの続きがこの行に折り返されたもので、その行と合わせて読みます。",
                zh: "第 \(line) 行条目的剩余部分，折行到了这一行：与那一行一起读取。",
                ko: "\(line)번째 줄 항목의 나머지가 이 줄로 넘어온 것으로, 그 줄과 함께 읽습니다.")
        case .cutShort:
            return Words.say(
                in: language,
                en: "The text ends inside this entry (it has no '>'): the paste was cut short here, so the entry is "
                    + "left out.",
                ja: "テキストがこのエントリの途中で終わっています（'>' がありません）。貼り付けがここで切れているので、"
                    + "このエントリは除きます。",
                zh: "文本在这个条目中间结束（没有 '>'）：粘贴的内容在这里被截断了，所以略去这个条目。",
                ko: "텍스트가 이 항목 중간에서 끝납니다('>' 문자가 없음). 붙여 넣은 내용이 여기서 잘렸으므로 이 항목은 "
                    + "제외합니다.")
        case .noFrame(let className):
            return Words.say(
                in: language,
                en: "\(className) prints no frame: it is no view as recursiveDescription prints one, so it does not "
                    + "become a view.",
                ja: "\(className) はフレームを出力していません。recursiveDescription が出力する形のビューではないので、"
                    + "ビューにはしません。",
                zh: "\(className) 没有打印 frame：它不是 recursiveDescription 所打印的视图，所以不会成为视图。",
                ko: "\(className) 항목은 프레임을 출력하지 않습니다. recursiveDescription 출력 형태의 뷰가 아니므로 뷰로 "
                    + "만들지 않습니다.")
        case .notInDump(let paste, let line, let className, let address):
            if paste == .firstResponder {
                return Words.say(
                    in: language,
                    en: "The first responder pasted (\(className) \(address), line \(line) of firstResponder) is not a "
                        + "view of the dump's windows: it is not set. Paste the dump of the window that holds it.",
                    ja: "貼り付けたファーストレスポンダー（\(className) \(address)、firstResponder の \(line) 行目）は"
                        + "ダンプのウインドウのビューではないので設定しません。それを含むウインドウのダンプを貼り付けてください。",
                    zh: "粘贴的第一响应者（\(className) \(address)，firstResponder 第 \(line) 行）不是转储中窗口里的视图："
                        + "不设置它。请粘贴包含它的窗口的转储。",
                    ko: "붙여 넣은 퍼스트 리스폰더(\(className) \(address), firstResponder의 \(line)번째 줄)는 덤프의 "
                        + "윈도우에 있는 뷰가 아니므로 설정하지 않습니다. 그것을 담은 윈도우의 덤프를 붙여 넣으십시오.")
            }
            if paste == .methods {
                return Words.say(
                    in: language,
                    en: "The method listing at line \(line) of methods is of \(className) \(address): the dumps print "
                        + "neither that address nor an object of that class, so it is not used. Paste the dump of the "
                        + "window that holds it.",
                    ja: "methods の \(line) 行目のメソッド一覧は \(className) \(address) のものですが、ダンプにはその"
                        + "アドレスもそのクラスのオブジェクトもないので使いません。それを含むウインドウのダンプを貼り付けて"
                        + "ください。",
                    zh: "methods 第 \(line) 行的方法列表属于 \(className) \(address)，而转储中既没有这个地址，也没有这个类的"
                        + "对象：不使用它。请粘贴包含它的窗口的转储。",
                    ko: "methods의 \(line)번째 줄 메서드 목록은 \(className) \(address)의 것이지만 덤프에 그 주소도 그 클래스의 "
                        + "객체도 없어 사용하지 않습니다. 그것을 담은 윈도우의 덤프를 붙여 넣으십시오.")
            }
            let what = paste == .targets ? "control" : "recognizer"
            return Words.say(
                in: language,
                en: "The \(what) at line \(line) of \(paste.rawValue) is on \(className) \(address), which the dump "
                    + "does not print: it is not attached. Paste the dump of the window that holds it.",
                ja: "\(paste.rawValue) の \(line) 行目の\(paste == .targets ? "コントロール" : "ジェスチャー認識子")は "
                    + "\(className) \(address) のものですが、ダンプにはそのアドレスがないので付けません。それを含む"
                    + "ウインドウのダンプを貼り付けてください。",
                zh: "\(paste.rawValue) 第 \(line) 行的\(paste == .targets ? "控件" : "识别器")属于 \(className) "
                    + "\(address)，而转储中没有这个地址：没有附加它。请粘贴包含它的窗口的转储。",
                ko: "\(paste.rawValue)의 \(line)번째 줄 \(paste == .targets ? "컨트롤" : "인식기")은(는) \(className) "
                    + "\(address)의 것이지만 덤프에 그 주소가 없어 붙이지 않습니다. 그것을 담은 윈도우의 덤프를 붙여 "
                    + "넣으십시오.")
        case .targetIsObject(let paste, let line, let className, let address, let id):
            return Words.say(
                in: language,
                en: "The target \(className) \(address) (line \(line) of \(paste.rawValue)) is neither a view nor a "
                    + "controller of the dumps: it is an object of the app, '\(id)' in objects.",
                ja: "ターゲット \(className) \(address)（\(paste.rawValue) の \(line) 行目）はダンプのビューでも"
                    + "ビューコントローラーでもないので、アプリのオブジェクト（objects の '\(id)'）とします。",
                zh: "目标 \(className) \(address)（\(paste.rawValue) 第 \(line) 行）既不是转储中的视图，也不是视图"
                    + "控制器：它作为应用的一个对象，即 objects 中的 '\(id)'。",
                ko: "타깃 \(className) \(address)(\(paste.rawValue)의 \(line)번째 줄)은(는) 덤프의 뷰도 뷰 "
                    + "컨트롤러도 아니므로 앱의 객체(objects의 '\(id)')로 둡니다.")
        case .attached(let paste, let count, let objects):
            switch paste {
            case .gestureRecognizers:
                return Words.say(
                    in: language,
                    en: "gestureRecognizers: \(count) recognizer(s) attached to the views with their addresses"
                        + (objects > 0 ? ", \(objects) target(s) made objects of the app." : "."),
                    ja: "gestureRecognizers：\(count) 個のジェスチャー認識子を、アドレスが同じビューに付けました"
                        + (objects > 0 ? "（ターゲット \(objects) 個はアプリのオブジェクトにしました）。" : "。"),
                    zh: "gestureRecognizers：已把 \(count) 个识别器附加到地址相同的视图上"
                        + (objects > 0 ? "（\(objects) 个目标作为应用的对象）。" : "。"),
                    ko: "gestureRecognizers: 인식기 \(count)개를 주소가 같은 뷰에 붙였습니다"
                        + (objects > 0 ? "(타깃 \(objects)개는 앱의 객체로 두었습니다)." : "."))
            case .targets:
                return Words.say(
                    in: language,
                    en: "targets: \(count) target-action(s) attached to the controls with their addresses"
                        + (objects > 0 ? ", \(objects) target(s) made objects of the app." : "."),
                    ja: "targets：\(count) 個のターゲットとアクションを、アドレスが同じコントロールに付けました"
                        + (objects > 0 ? "（ターゲット \(objects) 個はアプリのオブジェクトにしました）。" : "。"),
                    zh: "targets：已把 \(count) 个目标-动作附加到地址相同的控件上"
                        + (objects > 0 ? "（\(objects) 个目标作为应用的对象）。" : "。"),
                    ko: "targets: 타깃-액션 \(count)개를 주소가 같은 컨트롤에 붙였습니다"
                        + (objects > 0 ? "(타깃 \(objects)개는 앱의 객체로 두었습니다)." : "."))
            case .responderChain:
                return Words.say(
                    in: language,
                    en: "responderChain: \(count) responder(s) read.",
                    ja: "responderChain：\(count) 個のレスポンダーを読み取りました。",
                    zh: "responderChain：已读取 \(count) 个响应者。",
                    ko: "responderChain: 리스폰더 \(count)개를 읽었습니다.")
            case .firstResponder:
                return Words.say(
                    in: language,
                    en: "firstResponder: \(count) first responder set.",
                    ja: "firstResponder：\(count) 個のファーストレスポンダーを設定しました。",
                    zh: "firstResponder：已设置 \(count) 个第一响应者。",
                    ko: "firstResponder: 퍼스트 리스폰더 \(count)개를 설정했습니다.")
            case .methods:
                return Words.say(
                    in: language,
                    en: "methods: the method listings of \(count) view(s) or controller(s) read, by their addresses, "
                        + "for what their classes override and the actions they implement.",
                    ja: "methods：アドレスが同じ \(count) 個のビューまたはビューコントローラーのメソッド一覧から、"
                        + "クラスがオーバーライドするメソッドと実装するアクションを読み取りました。",
                    zh: "methods：已按地址读取 \(count) 个视图或视图控制器的方法列表，得知其类重写的方法和实现的动作。",
                    ko: "methods: 주소가 같은 뷰 또는 뷰 컨트롤러 \(count)개의 메서드 목록에서 클래스가 오버라이드하는 "
                        + "메서드와 구현하는 액션을 읽었습니다.")
            }
        case .firstResponderSet(let id):
            guard let id else {
                return Words.say(
                    in: language,
                    en: "firstResponder: the window has no first responder (the paste prints nil).",
                    ja: "firstResponder：ウインドウにファーストレスポンダーはありません（貼り付けの出力は nil）。",
                    zh: "firstResponder：窗口没有第一响应者（粘贴的内容为 nil）。",
                    ko: "firstResponder: 윈도우에 퍼스트 리스폰더가 없습니다(붙여 넣은 출력이 nil).")
            }
            return Words.say(
                in: language,
                en: "firstResponder: '\(id)' is the window's first responder, as the paste prints it.",
                ja: "firstResponder：貼り付けの出力どおり、'\(id)' をウインドウのファーストレスポンダーにしました。",
                zh: "firstResponder：按粘贴的内容，'\(id)' 是窗口的第一响应者。",
                ko: "firstResponder: 붙여 넣은 출력대로 '\(id)'을(를) 윈도우의 퍼스트 리스폰더로 두었습니다.")
        case .walkAgrees(let from, let steps, let pasted, let computed):
            let rest: String
            if pasted == computed {
                rest = Words.say(in: language, en: ".", ja: "。", zh: "。", ko: ".")
            } else {
                rest = Words.say(
                    in: language,
                    en: " both have (the paste has \(pasted), the computed chain \(computed)).",
                    ja: "（貼り付けは \(pasted) 個、計算したチェーンは \(computed) 個）。",
                    zh: "（粘贴的有 \(pasted) 个，计算出的链有 \(computed) 个）。",
                    ko: "(양쪽에 모두 있는 리스폰더까지만 비교했습니다. 붙여 넣은 것은 \(pasted)개, 계산한 체인은 "
                        + "\(computed)개).")
            }
            return Words.say(
                in: language,
                en: "responderChain: the pasted walk from '\(from)' agrees with the responder chain the service "
                    + "computes for the imported app, for the \(steps) responder(s)" + rest,
                ja: "responderChain：'\(from)' からの貼り付けたチェーンは、インポートしたアプリについてサービスが計算した"
                    + "レスポンダーチェーンと \(steps) 個のレスポンダーで一致します" + rest,
                zh: "responderChain：从 '\(from)' 开始粘贴的链与服务为导入的应用计算出的响应者链在 \(steps) 个响应者上一致"
                    + rest,
                ko: "responderChain: '\(from)'부터 붙여 넣은 체인은 가져온 앱에 대해 서비스가 계산한 리스폰더 체인과 "
                    + "리스폰더 \(steps)개에서 일치합니다" + rest)
        case .walkDisagrees(let from, let step, let pasted, let computed):
            let theirs =
                computed
                ?? Words.say(
                    in: language, en: "nothing (its chain ends)", ja: "何もない（チェーンが終わる）",
                    zh: "什么也没有（链已结束）", ko: "없음(체인이 끝남)")
            return Words.say(
                in: language,
                en: "responderChain: the pasted walk from '\(from)' and the responder chain the service computes part "
                    + "at responder \(step): the walk has \(pasted), the computed chain \(theirs). The imported app "
                    + "differs from the running one there: a next override, a controller or container the dumps do "
                    + "not place, or a responder the app description leaves out.",
                ja: "responderChain：'\(from)' からの貼り付けたチェーンとサービスが計算したレスポンダーチェーンは "
                    + "\(step) 番目のレスポンダーで分かれます。貼り付けは \(pasted)、計算したチェーンは \(theirs) です。"
                    + "そこでインポートしたアプリは実行中のアプリと違います（next のオーバーライド、ダンプが配置しない"
                    + "コントローラーやコンテナー、アプリの記述にないレスポンダーなど）。",
                zh: "responderChain：从 '\(from)' 开始粘贴的链与服务计算出的响应者链在第 \(step) 个响应者处分开：粘贴的是 "
                    + "\(pasted)，计算出的是 \(theirs)。导入的应用在那里与运行中的应用不同：重写了 next、转储没有放置的控制器"
                    + "或容器，或应用描述中缺少的响应者。",
                ko: "responderChain: '\(from)'부터 붙여 넣은 체인과 서비스가 계산한 리스폰더 체인은 \(step)번째 "
                    + "리스폰더에서 갈라집니다. 붙여 넣은 것은 \(pasted), 계산한 체인은 \(theirs)입니다. 가져온 앱은 그곳에서 "
                    + "실행 중인 앱과 다릅니다(next 오버라이드, 덤프가 배치하지 않은 컨트롤러나 컨테이너, 앱 설명에 없는 "
                    + "리스폰더 등).")
        case .walkStartNotInDump(let className, let address):
            return Words.say(
                in: language,
                en: "responderChain: the walk starts at \(className) \(address), which the dumps do not print: it is "
                    + "not checked. Paste the walk from a view of the dump.",
                ja: "responderChain：チェーンの始まりの \(className) \(address) はダンプにないので、確認しません。"
                    + "ダンプにあるビューからのチェーンを貼り付けてください。",
                zh: "responderChain：链从 \(className) \(address) 开始，而转储中没有它：不检查。请粘贴从转储中某个视图"
                    + "开始的链。",
                ko: "responderChain: 체인이 시작하는 \(className) \(address)은(는) 덤프에 없으므로 확인하지 않습니다. "
                    + "덤프에 있는 뷰부터의 체인을 붙여 넣으십시오.")
        case .notAControl(let line, let className, let id):
            return Words.say(
                in: language,
                en: "The control at line \(line) of targets is \(className) '\(id)' in the dump, which is no control: "
                    + "its actions are not attached (give its superclass if it is a custom control).",
                ja: "targets の \(line) 行目のコントロールは、ダンプでは \(className) '\(id)' で、コントロールでは"
                    + "ありません。アクションは付けません（独自のコントロールなら superclass を指定してください）。",
                zh: "targets 第 \(line) 行的控件在转储中是 \(className) '\(id)'，它不是控件：不附加其动作（如果它是"
                    + "自定义控件，请给出它的 superclass）。",
                ko: "targets의 \(line)번째 줄 컨트롤은 덤프에서 \(className) '\(id)'(으)로, 컨트롤이 아닙니다. 액션을 "
                    + "붙이지 않습니다(커스텀 컨트롤이면 superclass를 지정하십시오).")
        case .recognizerCutShort(let line, let className):
            return Words.say(
                in: language,
                en: "The \(className) at line \(line) of gestureRecognizers ends with the text, before its last '>': "
                    + "it is read as far as it goes.",
                ja: "gestureRecognizers の \(line) 行目の \(className) は、最後の '>' より前でテキストが終わっています。"
                    + "書かれているところまで読みます。",
                zh: "gestureRecognizers 第 \(line) 行的 \(className) 在最后的 '>' 之前随文本结束：按已有的内容读取。",
                ko: "gestureRecognizers의 \(line)번째 줄 \(className)은(는) 마지막 '>' 전에 텍스트가 끝납니다. 적힌 "
                    + "데까지 읽습니다.")
        case .targetsWithoutActions(let line, let className):
            return Words.say(
                in: language,
                en: "The \(className) at line \(line) of targets has no actions pasted: paste what "
                    + "po control.actions(forTarget:forControlEvent:) prints for each event, after the command.",
                ja: "targets の \(line) 行目の \(className) にはアクションが貼り付けられていません。イベントごとに "
                    + "po control.actions(forTarget:forControlEvent:) の出力を、コマンドの行とともに貼り付けてください。",
                zh: "targets 第 \(line) 行的 \(className) 没有粘贴动作：请对每个事件粘贴命令及 "
                    + "po control.actions(forTarget:forControlEvent:) 打印的内容。",
                ko: "targets의 \(line)번째 줄 \(className)에는 붙여 넣은 액션이 없습니다. 이벤트마다 명령 줄과 함께 "
                    + "po control.actions(forTarget:forControlEvent:)의 출력을 붙여 넣으십시오.")
        case .actionsWithoutEvent(let line, let className):
            return Words.say(
                in: language,
                en: "The actions at line \(line) of targets were printed for event 0, which is no event of "
                    + "UIControl.Event: which event of the \(className) sends them is not known, so they are not "
                    + "attached. Paste the command with one event (.touchUpInside, or 64).",
                ja: "targets の \(line) 行目のアクションはイベント 0 に対して出力されたもので、0 は UIControl.Event の"
                    + "イベントではありません。\(className) のどのイベントで送られるかが分からないので、付けません。"
                    + "イベントを一つ指定したコマンド（.touchUpInside、または 64）の出力を貼り付けてください。",
                zh: "targets 第 \(line) 行的动作是针对事件 0 打印的，而 0 不是 UIControl.Event 中的事件：不知道 "
                    + "\(className) 的哪个事件发送它们，因此不附加。请粘贴指定一个事件（.touchUpInside 或 64）的命令"
                    + "打印的内容。",
                ko: "targets의 \(line)번째 줄 액션은 이벤트 0에 대해 출력된 것으로, 0은 UIControl.Event의 이벤트가 "
                    + "아닙니다. \(className)의 어느 이벤트가 보내는지 알 수 없으므로 붙이지 않습니다. 이벤트 하나를 "
                    + "지정한 명령(.touchUpInside 또는 64)의 출력을 붙여 넣으십시오.")
        }
    }
}

/// What a request may need that the dumps cannot show (``ImportedApp/ToFill/Need``), each case's four languages side
/// by side: a question or a request to the client, with class names, ids, methods and field names as they are.
extension ImportedApp.ToFill.Need {
    /// The words in `language`: full sentences, each ending with its period or question mark.
    public func text(in language: Language) -> String {
        switch self {
        case .targets(let printed):
            let name = printed.name(in: language)
            return Words.say(
                in: language,
                en: "\(name) is a control: which object and action does it send, and on which event (touchUpInside, "
                    + "valueChanged)? The dump does not show target-actions.",
                ja: "\(name)はコントロールです。どのイベント（touchUpInside、valueChanged）で、どのオブジェクトに"
                    + "どのアクションを送りますか。ダンプにはターゲットアクションが出力されません。",
                zh: "\(name)是控件：它在哪个事件（touchUpInside、valueChanged）上把哪个动作发送给哪个对象？转储中没有"
                    + "目标-动作。",
                ko: "\(name)은(는) 컨트롤입니다. 어느 이벤트(touchUpInside, valueChanged)에 어떤 객체로 어떤 액션을 "
                    + "보냅니까? 덤프에는 타깃-액션이 나오지 않습니다.")
        case .gestureRecognizers(let printed):
            let name = printed.name(in: language)
            return Words.say(
                in: language,
                en: "\(name) has gesture recognizers the dump does not describe: give each its type (tap, pan, "
                    + "longPress, …), target and action, and cancelsTouchesInView if it is off.",
                ja: "\(name)には、ダンプが説明していないジェスチャー認識子があります。それぞれの種類（tap、pan、"
                    + "longPress、…）、ターゲットとアクションを指定し、cancelsTouchesInView がオフならそれも指定して"
                    + "ください。",
                zh: "\(name)有转储没有描述的手势识别器：请给出每个识别器的类型（tap、pan、longPress、…）、目标和动作；"
                    + "如果 cancelsTouchesInView 是关闭的，也请给出。",
                ko: "\(name)에는 덤프가 설명하지 않는 제스처 인식기가 있습니다. 각각의 종류(tap, pan, longPress, …), "
                    + "타깃과 액션을 지정하고, cancelsTouchesInView가 꺼져 있으면 그것도 지정하십시오.")
        case .overrides(let printed, let listing?):
            return Self.overrides(printed.name(in: language), listing, in: language)
        case .overrides(let printed, nil):
            let name = printed.name(in: language)
            return Words.say(
                in: language,
                en: "\(name) is a class of the app: if it overrides touchesBegan(_:with:) and the other touch methods, "
                    + "hitTest(_:with:) or point(inside:with:), say so (overrides, hitTest, pointInside), or paste what "
                    + "_shortMethodDescription prints for it (methods).",
                ja: "\(name)はアプリのクラスです。touchesBegan(_:with:) などのタッチのメソッド、hitTest(_:with:)、"
                    + "point(inside:with:) をオーバーライドしているならそう指定する（overrides、hitTest、pointInside）か、"
                    + "それについて _shortMethodDescription が出力するものを貼り付けてください（methods）。",
                zh: "\(name)是应用的类：如果它重写了 touchesBegan(_:with:) 等触摸方法、hitTest(_:with:) 或 "
                    + "point(inside:with:)，请说明（overrides、hitTest、pointInside），或粘贴 _shortMethodDescription 为它"
                    + "打印的内容（methods）。",
                ko: "\(name)은(는) 앱의 클래스입니다. touchesBegan(_:with:) 등의 터치 메서드, hitTest(_:with:), "
                    + "point(inside:with:)를 오버라이드한다면 그렇다고 지정하거나(overrides, hitTest, pointInside), "
                    + "_shortMethodDescription 메서드가 그것에 대해 출력하는 내용을 붙여 넣으십시오(methods).")
        case .actions(let printed, let listing):
            let name = printed.name(in: language)
            let stops = listing.flatMap { listing in
                listing.stopsAt.map { Self.actionsListingStops(at: $0, line: listing.line, in: language) }
            }
            return Words.say(
                in: language,
                en: "\(name) is a class of the app: list the action methods it implements (saveTapped:), so that "
                    + "actions sent to it or up the chain find it, or paste what _shortMethodDescription prints for it "
                    + "(methods).",
                ja: "\(name)はアプリのクラスです。それに送られるアクションやレスポンダーチェーンをさかのぼるアクションが"
                    + "見つけられるよう、実装しているアクションのメソッド（saveTapped:）を挙げるか、それについて "
                    + "_shortMethodDescription が出力するものを貼り付けてください（methods）。",
                zh: "\(name)是应用的类：请列出它实现的动作方法（saveTapped:），让发给它的或沿响应者链向上的动作能找到它，"
                    + "或粘贴 _shortMethodDescription 为它打印的内容（methods）。",
                ko: "\(name)은(는) 앱의 클래스입니다. 그것에 보내는 액션이나 리스폰더 체인을 따라 올라가는 액션이 그것을 "
                    + "찾도록, 구현한 액션 메서드(saveTapped:)를 나열하거나 _shortMethodDescription 메서드가 그것에 대해 "
                    + "출력하는 내용을 붙여 넣으십시오(methods).") + (stops ?? "")
        case .firstResponder:
            return Words.say(
                in: language,
                en: "Which text field or view is being edited, if any? The dumps do not say which responder is first "
                    + "responder; give its id here.",
                ja: "編集中のテキストフィールドやビューはありますか。ダンプはどのレスポンダーがファーストレスポンダーかを"
                    + "示さないので、その id をここに指定してください。",
                zh: "是否有正在编辑的文本框或视图？转储没有说明哪个响应者是第一响应者；请在这里给出它的 id。",
                ko: "편집 중인 텍스트 필드나 뷰가 있습니까? 덤프는 어느 리스폰더가 퍼스트 리스폰더인지 알려 주지 않으므로, "
                    + "그 id를 여기에 지정하십시오.")
        }
    }

    /// What is left to say about an app class's overrides once its method listing is pasted: which event methods
    /// it implements (whether each calls `super` is in its code), or where the listing stops.
    static func overrides(_ name: String, _ listing: ImportedApp.MethodListing, in language: Language) -> String {
        if let stops = listing.stopsAt {
            return Words.say(
                in: language,
                en: "\(name) is a class of the app, and its method listing (line \(listing.line) of methods) stops at "
                    + "\(stops), a class of the app too: paste what _methodDescription prints, which lists every class, "
                    + "or say what it overrides (overrides, hitTest, pointInside).",
                ja: "\(name)はアプリのクラスで、そのメソッド一覧（methods の \(listing.line) 行目）は、やはりアプリの"
                    + "クラスである \(stops) で止まっています。すべてのクラスを挙げる _methodDescription の出力を貼り付ける"
                    + "か、オーバーライドしているものを指定してください（overrides、hitTest、pointInside）。",
                zh: "\(name)是应用的类，它的方法列表（methods 第 \(listing.line) 行）停在 \(stops)，而它也是应用的类："
                    + "请粘贴列出所有类的 _methodDescription 打印的内容，或说明它重写了什么（overrides、hitTest、"
                    + "pointInside）。",
                ko: "\(name)은(는) 앱의 클래스이고, 그 메서드 목록(methods의 \(listing.line)번째 줄)은 역시 앱의 "
                    + "클래스인 \(stops)에서 멈춥니다. 모든 클래스를 나열하는 _methodDescription 메서드의 출력을 붙여 "
                    + "넣거나, 무엇을 오버라이드하는지 지정하십시오(overrides, hitTest, pointInside).")
        }
        var methods = listing.overridden.map(\.signature)
        if listing.hitTest { methods.append("hitTest(_:with:)") }
        if listing.pointInside { methods.append("point(inside:with:)") }
        return Words.say(
            in: language,
            en: "\(name) overrides \(methods.joined(separator: ", ")) (its method listing, line \(listing.line) of "
                + "methods): say whether each event method calls super (overrides: callsSuper or withoutSuper) and what "
                + "hitTest(_:with:) and point(inside:with:) return (hitTest, pointInside).",
            ja: "\(name)は \(methods.joined(separator: "、")) をオーバーライドしています（そのメソッド一覧、methods の "
                + "\(listing.line) 行目）。各イベントのメソッドが super を呼ぶかどうか（overrides：callsSuper または "
                + "withoutSuper）と、hitTest(_:with:) と point(inside:with:) が返すもの（hitTest、pointInside）を指定して"
                + "ください。",
            zh: "\(name)重写了 \(methods.joined(separator: "、"))（见其方法列表，methods 第 \(listing.line) 行）：请说明"
                + "每个事件方法是否调用 super（overrides：callsSuper 或 withoutSuper），以及 hitTest(_:with:) 和 "
                + "point(inside:with:) 返回什么（hitTest、pointInside）。",
            ko: "\(name)은(는) \(methods.joined(separator: ", ")) 메서드를 오버라이드합니다(그 메서드 목록, methods의 "
                + "\(listing.line)번째 줄). 각 이벤트 메서드가 super를 호출하는지(overrides: callsSuper 또는 "
                + "withoutSuper), hitTest(_:with:)와 point(inside:with:)가 무엇을 반환하는지(hitTest, pointInside) "
                + "지정하십시오.")
    }

    /// The sentence after a controller's actions request when its method listing stops at a class of the app.
    static func actionsListingStops(at stops: String, line: Int, in language: Language) -> String {
        Words.say(
            in: language,
            en: " Its method listing (line \(line) of methods) stops at \(stops), a class of the app too: paste what "
                + "_methodDescription prints, which lists every class.",
            ja: "そのメソッド一覧（methods の \(line) 行目）は、やはりアプリのクラスである \(stops) で止まっています。"
                + "すべてのクラスを挙げる _methodDescription の出力を貼り付けてください。",
            zh: "它的方法列表（methods 第 \(line) 行）停在 \(stops)，而它也是应用的类：请粘贴列出所有类的 "
                + "_methodDescription 打印的内容。",
            ko: " 그 메서드 목록(methods의 \(line)번째 줄)은 역시 앱의 클래스인 \(stops)에서 멈춥니다. 모든 클래스를 "
                + "나열하는 _methodDescription 메서드의 출력을 붙여 넣으십시오.")
    }
}

extension ImportedApp.Printed {
    /// `MyApp.CardView 'cardView-1c20' (line 3)`: its class, its id and its line, as a sentence names it.
    func name(in language: Language) -> String {
        Words.say(
            in: language,
            en: "\(className) '\(id)' (line \(line))",
            ja: "\(className) '\(id)'（\(line) 行目）",
            zh: "\(className) '\(id)'（第 \(line) 行）",
            ko: "\(className) '\(id)'(\(line)번째 줄)")
    }
}

/// What a paste's reader expected where it stopped (``PasteError/Expected``), each case's four languages side by side:
/// a noun phrase, with names and commands as they are written.
extension PasteError.Expected {
    public func text(in language: Language) -> String {
        switch self {
        case .recognizer:
            return Words.say(
                in: language,
                en: "the description of a gesture recognizer, such as <UITapGestureRecognizer: 0x…; state = Possible; "
                    + "view = <UIView 0x…>; target= <(action=…, target=<… 0x…>)>>",
                ja: "<UITapGestureRecognizer: 0x…; state = Possible; view = <UIView 0x…>; target= <(action=…, "
                    + "target=<… 0x…>)>> のようなジェスチャー認識子の説明",
                zh: "形如 <UITapGestureRecognizer: 0x…; state = Possible; view = <UIView 0x…>; target= <(action=…, "
                    + "target=<… 0x…>)>> 的手势识别器描述",
                ko: "<UITapGestureRecognizer: 0x…; state = Possible; view = <UIView 0x…>; target= <(action=…, "
                    + "target=<… 0x…>)>> 같은 제스처 인식기 설명")
        case .recognizerAddress(let className):
            return Words.say(
                in: language,
                en: "the address of the \(className) (0x…)",
                ja: "\(className) のアドレス（0x…）",
                zh: "\(className) 的地址（0x…）",
                ko: "\(className)의 주소(0x…)")
        case .recognizerClose(let className):
            return Words.say(
                in: language,
                en: "the '>' that closes the description of the \(className) (the paste ends inside it)",
                ja: "\(className) の説明を閉じる '>'（貼り付けがその途中で終わっています）",
                zh: "结束 \(className) 描述的 '>'（粘贴的内容在其中间结束）",
                ko: "\(className) 설명을 닫는 '>'(붙여 넣은 내용이 그 중간에서 끝남)")
        case .targetsLine:
            return Words.say(
                in: language,
                en: "a control as po prints it (<UIButton: 0x…; frame = …>), an (lldb) command, the "
                    + "{( <Target: 0x…> )} allTargets prints, or the name of an action",
                ja: "po が出力する形のコントロール（<UIButton: 0x…; frame = …>）、(lldb) のコマンド、allTargets の "
                    + "{( <Target: 0x…> )}、またはアクション名",
                zh: "po 所打印的控件（<UIButton: 0x…; frame = …>）、(lldb) 命令、allTargets 的 {( <Target: 0x…> )} "
                    + "或动作名",
                ko: "po가 출력하는 형태의 컨트롤(<UIButton: 0x…; frame = …>), (lldb) 명령, allTargets의 "
                    + "{( <Target: 0x…> )} 또는 액션 이름")
        case .controlFirst:
            return Words.say(
                in: language,
                en: "the control first, as po prints it (<UIButton: 0x…; frame = …>), before its targets and actions",
                ja: "ターゲットとアクションより前に、po が出力する形のコントロール（<UIButton: 0x…; frame = …>）",
                zh: "在目标和动作之前，先给出 po 所打印的控件（<UIButton: 0x…; frame = …>）",
                ko: "타깃과 액션보다 먼저, po가 출력하는 형태의 컨트롤(<UIButton: 0x…; frame = …>)")
        case .actionsCommand:
            return Words.say(
                in: language,
                en: "the (lldb) po control.actions(forTarget: …, forControlEvent: .touchUpInside) line before the "
                    + "actions it prints (it names the event)",
                ja: "アクションの出力より前に、イベントを示す (lldb) po control.actions(forTarget: …, forControlEvent: "
                    + ".touchUpInside) の行",
                zh: "在它打印的动作之前，给出指明事件的 (lldb) po control.actions(forTarget: …, forControlEvent: "
                    + ".touchUpInside) 这一行",
                ko: "출력된 액션보다 앞에, 이벤트를 알려 주는 (lldb) po control.actions(forTarget: …, forControlEvent: "
                    + ".touchUpInside) 줄")
        case .actionsTarget:
            return Words.say(
                in: language,
                en: "a command whose forTarget: names the target's address (allTargets lists more than one)",
                ja: "forTarget: にターゲットのアドレスを書いたコマンド（allTargets に複数のターゲットがあります）",
                zh: "在 forTarget: 中写明目标地址的命令（allTargets 列出了不止一个目标）",
                ko: "forTarget:에 타깃의 주소를 적은 명령(allTargets에 타깃이 둘 이상 있음)")
        case .methodsObject:
            return Words.say(
                in: language,
                en: "the object a method listing starts with, such as <MyApp.CardView: 0x…>:",
                ja: "<MyApp.CardView: 0x…>: のような、メソッド一覧の先頭のオブジェクト",
                zh: "方法列表开头的对象，形如 <MyApp.CardView: 0x…>:",
                ko: "<MyApp.CardView: 0x…>: 같은, 메서드 목록 맨 앞의 객체")
        case .methodsObjectFirst:
            return Words.say(
                in: language,
                en: "the object first (<MyApp.CardView: 0x…>:, as _shortMethodDescription prints it), before its "
                    + "classes and methods",
                ja: "クラスとメソッドより前に、_shortMethodDescription が出力する形のオブジェクト"
                    + "（<MyApp.CardView: 0x…>:）",
                zh: "在类和方法之前，先给出 _shortMethodDescription 所打印的对象（<MyApp.CardView: 0x…>:）",
                ko: "클래스와 메서드보다 먼저, _shortMethodDescription 메서드가 출력하는 형태의 객체"
                    + "(<MyApp.CardView: 0x…>:)")
        case .methodsLine:
            return Words.say(
                in: language,
                en: "a line of a method listing: in MyApp.CardView:, Instance Methods:, "
                    + "- (void) touchesBegan:(id)arg1 withEvent:(id)arg2; (0x…), or (UIView ...)",
                ja: "メソッド一覧の行（in MyApp.CardView:、Instance Methods:、"
                    + "- (void) touchesBegan:(id)arg1 withEvent:(id)arg2; (0x…)、(UIView ...) など）",
                zh: "方法列表中的一行：in MyApp.CardView:、Instance Methods:、"
                    + "- (void) touchesBegan:(id)arg1 withEvent:(id)arg2; (0x…) 或 (UIView ...)",
                ko: "메서드 목록의 줄(in MyApp.CardView:, Instance Methods:, "
                    + "- (void) touchesBegan:(id)arg1 withEvent:(id)arg2; (0x…), (UIView ...) 등)")
        case .firstResponderLine:
            return Words.say(
                in: language,
                en: "what po view.window?.value(forKey: \"firstResponder\") prints: an object such as "
                    + "Optional(<UITextField: 0x…; frame = …>), or nil",
                ja: "po view.window?.value(forKey: \"firstResponder\") の出力（Optional(<UITextField: 0x…; frame = …>) "
                    + "のようなオブジェクト、または nil）",
                zh: "po view.window?.value(forKey: \"firstResponder\") 的输出：形如 Optional(<UITextField: 0x…; frame = …>) "
                    + "的对象，或 nil",
                ko: "po view.window?.value(forKey: \"firstResponder\")의 출력(Optional(<UITextField: 0x…; frame = …>) "
                    + "같은 객체 또는 nil)")
        case .responderLine:
            return Words.say(
                in: language,
                en: "a responder as presponder or a nextResponder loop prints it, such as <UIButton: 0x…; frame = …> "
                    + "or <MyApp.InboxViewController: 0x…>",
                ja: "presponder や nextResponder のループが出力する形のレスポンダー（<UIButton: 0x…; frame = …> や "
                    + "<MyApp.InboxViewController: 0x…> など）",
                zh: "presponder 或 nextResponder 循环所打印的响应者，形如 <UIButton: 0x…; frame = …> 或 "
                    + "<MyApp.InboxViewController: 0x…>",
                ko: "presponder 명령이나 nextResponder 반복문이 출력하는 형태의 리스폰더(<UIButton: 0x…; frame = …>, "
                    + "<MyApp.InboxViewController: 0x…> 등)")
        case .controlEvent(let name):
            let events = TargetAction.ControlEvent.allCases.map(\.rawValue).joined(separator: ", ")
            return Words.say(
                in: language,
                en: "a control event (\(events)), not '\(name)'",
                ja: "コントロールイベント（\(events)）。'\(name)' ではありません",
                zh: "控件事件（\(events)），而不是 '\(name)'",
                ko: "'\(name)'이(가) 아닌 컨트롤 이벤트(\(events))")
        case .classNameWithin(let limit):
            return Words.say(
                in: language,
                en: "a class name of at most \(limit) bytes",
                ja: "\(limit) バイト以内のクラス名",
                zh: "不超过 \(limit) 字节的类名",
                ko: "\(limit)바이트 이하의 클래스 이름")
        case .atMost(let limit):
            return Words.say(
                in: language,
                en: "at most \(limit) recognizers or actions in one paste",
                ja: "1 つの貼り付けにつき \(limit) 個以内のジェスチャー認識子またはアクション",
                zh: "一次粘贴中最多 \(limit) 个识别器或动作",
                ko: "붙여 넣기 하나에 인식기 또는 액션 \(limit)개 이하")
        }
    }
}

/// What a text pasted as a dump is instead (``ForeignText``), with each case's four languages side by side: what it
/// is, and why it does not make an app. Commands and method names are the same in every language.
extension ForeignText {
    /// What the text is, as a noun phrase in `language`.
    public func name(in language: Language) -> String {
        switch self {
        case .accessibilityTree:
            return Words.say(
                in: language,
                en: "an accessibility tree, as XCUIElement's debugDescription (po app in a UI test) prints it",
                ja: "アクセシビリティツリー（UI テストで po app とすると出る XCUIElement の debugDescription）",
                zh: "辅助功能树（在 UI 测试中 po app 打印的 XCUIElement 的 debugDescription）",
                ko: "접근성 트리(UI 테스트에서 po app 명령이 출력하는 XCUIElement의 debugDescription)")
        case .appiumSource:
            return Words.say(
                in: language,
                en: "Appium's or WebDriverAgent's page source (XML of XCUIElementType elements)",
                ja: "Appium か WebDriverAgent のページソース（XCUIElementType 要素の XML）",
                zh: "Appium 或 WebDriverAgent 的页面源码（由 XCUIElementType 元素组成的 XML）",
                ko: "Appium 또는 WebDriverAgent의 페이지 소스(XCUIElementType 요소로 된 XML)")
        case .responderChain:
            return Words.say(
                in: language,
                en: "a responder chain, as Chisel's presponder or a nextResponder loop prints it",
                ja: "レスポンダーチェーン（Chisel の presponder や nextResponder のループが出力するもの）",
                zh: "响应者链（Chisel 的 presponder 或 nextResponder 循环所打印的内容）",
                ko: "리스폰더 체인(Chisel의 presponder 명령이나 nextResponder 반복문이 출력하는 것)")
        case .autolayoutTrace:
            return Words.say(
                in: language,
                en: "the output of _autolayoutTrace",
                ja: "_autolayoutTrace の出力",
                zh: "_autolayoutTrace 的输出",
                ko: "_autolayoutTrace 메서드의 출력")
        case .gestureRecognizer:
            return Words.say(
                in: language,
                en: "a gesture recognizer's description",
                ja: "ジェスチャー認識子の説明",
                zh: "一个手势识别器的描述",
                ko: "제스처 인식기의 설명")
        case .targets:
            return Words.say(
                in: language,
                en: "a control's targets, as allTargets prints them",
                ja: "allTargets が出力するコントロールのターゲット",
                zh: "allTargets 所打印的控件的目标",
                ko: "allTargets 속성이 출력하는 컨트롤의 타깃")
        case .methodListing:
            return Words.say(
                in: language,
                en: "a method listing, as _shortMethodDescription or _methodDescription prints it",
                ja: "_shortMethodDescription か _methodDescription が出力するメソッド一覧",
                zh: "_shortMethodDescription 或 _methodDescription 所打印的方法列表",
                ko: "_shortMethodDescription 또는 _methodDescription 메서드가 출력하는 메서드 목록")
        case .windowsArray:
            return Words.say(
                in: language,
                en: "the app's windows, as UIApplication.shared.windows prints them",
                ja: "UIApplication.shared.windows が出力するアプリのウインドウ",
                zh: "UIApplication.shared.windows 所打印的应用的窗口",
                ko: "UIApplication.shared.windows 속성이 출력하는 앱의 윈도우")
        }
    }

    /// Why the text makes no app, as a sentence in `language` (ending with its period).
    public func reason(in language: Language) -> String {
        switch self {
        case .accessibilityTree, .appiumSource:
            return Words.say(
                in: language,
                en: "It lists accessibility elements, not views: no view classes, no hit-testing flags and no "
                    + "responders.",
                ja: "これはビューではなくアクセシビリティ要素の一覧で、ビューのクラスもヒットテストのフラグもレスポンダーも"
                    + "含みません。",
                zh: "它列出的是辅助功能元素而不是视图：没有视图的类，没有命中测试相关的标志，也没有响应者。",
                ko: "이것은 뷰가 아니라 접근성 요소의 목록이라, 뷰 클래스도 히트 테스트 플래그도 리스폰더도 없습니다.")
        case .responderChain:
            return Words.say(
                in: language,
                en: "Each line is the next responder of the line above it, not a subview of it: read as a hierarchy, "
                    + "it would put a controller, a window or the application inside a view. Send it as responderChain "
                    + "beside the dump (responder-lab import --responder-chain FILE), which checks it against the "
                    + "chain the service computes.",
                ja: "各行は上の行のサブビューではなく次のレスポンダーです。階層として読むと、コントローラーやウインドウ、"
                    + "アプリケーションをビューの中に入れることになります。ダンプと並べて responderChain として送って"
                    + "ください（responder-lab import --responder-chain FILE）。サービスが計算するチェーンと照らし合わせます。",
                zh: "每一行是上一行的下一个响应者，而不是它的子视图：若当作层级读取，就会把控制器、窗口或应用程序放进"
                    + "视图里。请把它作为 responderChain 与转储一起发送（responder-lab import --responder-chain FILE），"
                    + "它会与服务计算出的链进行对照。",
                ko: "각 줄은 윗줄의 서브뷰가 아니라 다음 리스폰더입니다. 계층으로 읽으면 컨트롤러나 윈도우, "
                    + "애플리케이션을 뷰 안에 넣게 됩니다. 덤프와 함께 responderChain 필드로 보내십시오"
                    + "(responder-lab import --responder-chain FILE). 서비스가 계산한 체인과 대조합니다.")
        case .autolayoutTrace:
            return Words.say(
                in: language,
                en: "It prints each view's class and address for Auto Layout, without frames or any other property.",
                ja: "これは Auto Layout のために各ビューのクラスとアドレスを出力するもので、フレームもほかのプロパティも"
                    + "含みません。",
                zh: "它为 Auto Layout 打印每个视图的类和地址，没有 frame，也没有其他任何属性。",
                ko: "이것은 Auto Layout을 위해 각 뷰의 클래스와 주소를 출력할 뿐, 프레임도 다른 속성도 없습니다.")
        case .gestureRecognizer:
            return Words.say(
                in: language,
                en: "It describes one recognizer and names its view: send it as gestureRecognizers beside the dump "
                    + "(responder-lab import --recognizers FILE), which attaches it to that view.",
                ja: "これは 1 つのジェスチャー認識子を説明し、そのビューの名前を挙げるだけです。ダンプと並べて "
                    + "gestureRecognizers として送ってください（responder-lab import --recognizers FILE）。そのビューに"
                    + "付けます。",
                zh: "它只描述一个识别器并指出其视图：请把它作为 gestureRecognizers 与转储一起发送（responder-lab import "
                    + "--recognizers FILE），它会被附加到该视图上。",
                ko: "이것은 인식기 하나를 설명하고 그 뷰를 가리킬 뿐입니다. 덤프와 함께 gestureRecognizers 필드로 "
                    + "보내십시오(responder-lab import --recognizers FILE). 그 뷰에 붙습니다.")
        case .targets:
            return Words.say(
                in: language,
                en: "It lists the objects a control sends its actions to: send it as targets beside the dump, after "
                    + "the control's po line and before its actions (responder-lab import --targets FILE).",
                ja: "これはコントロールがアクションを送るオブジェクトの一覧です。ダンプと並べて targets として送って"
                    + "ください。コントロールの po の行の後、アクションの前に置きます（responder-lab import --targets "
                    + "FILE）。",
                zh: "它列出的是控件发送动作的对象：请把它作为 targets 与转储一起发送，放在控件的 po 行之后、动作之前"
                    + "（responder-lab import --targets FILE）。",
                ko: "이것은 컨트롤이 액션을 보내는 객체의 목록입니다. 덤프와 함께 targets 필드로 보내되, 컨트롤의 po "
                    + "줄 뒤, 액션 앞에 두십시오(responder-lab import --targets FILE).")
        case .methodListing:
            return Words.say(
                in: language,
                en: "It lists the methods an object's classes implement, not views: send it as methods beside the dump "
                    + "(responder-lab import --methods FILE), which reads what the class overrides and the actions it "
                    + "implements.",
                ja: "これはビューではなく、オブジェクトのクラスが実装するメソッドの一覧です。ダンプと並べて methods として"
                    + "送ってください（responder-lab import --methods FILE）。クラスがオーバーライドするメソッドと実装する"
                    + "アクションを読み取ります。",
                zh: "它列出的是对象的类所实现的方法，而不是视图：请把它作为 methods 与转储一起发送（responder-lab import "
                    + "--methods FILE），从中读取类重写的方法和实现的动作。",
                ko: "이것은 뷰가 아니라 객체의 클래스가 구현하는 메서드의 목록입니다. 덤프와 함께 methods 필드로 "
                    + "보내십시오(responder-lab import --methods FILE). 클래스가 오버라이드하는 메서드와 구현하는 액션을 "
                    + "읽습니다.")
        case .windowsArray:
            return Words.say(
                in: language,
                en: "It prints each window on one line, without the views inside it.",
                ja: "これは各ウインドウを 1 行ずつ出力するだけで、その中のビューを含みません。",
                zh: "它把每个窗口打印成一行，不含其中的视图。",
                ko: "이것은 각 윈도우를 한 줄씩 출력할 뿐, 그 안의 뷰를 담고 있지 않습니다.")
        }
    }
}
