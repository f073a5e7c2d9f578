import ResponderCore

/// A lesson's words in one language: its title, the question it poses, its description and what to look at in its
/// answer, written for a student at the playground page like the English ones (``Example/title``,
/// ``Example/question``, ``Example/description``, ``Example/lookAt``). Class names, ids, codes, outcomes, selectors and
/// method signatures stay as they are.
public struct LessonWords: Sendable, Equatable {
    /// The lesson's title, which may tell its outcome ("A button wins a tap over…"): shown once the answer is.
    public let title: String
    /// The lesson as a question that keeps its outcome to itself ("…: which gets the tap?"), for Predict, then
    /// reveal: it names neither the responder that handles the event nor what happens, so a student can be asked
    /// before the answer shows. A test holds it apart from the title, the description and the handler's id.
    public let question: String
    /// What the lesson shows, its outcome included: shown once the answer is.
    public let description: String
    /// What to look at in the answer: the playground's panels as the page names them in the language.
    public let lookAt: String

    public init(title: String, question: String, description: String, lookAt: String) {
        self.title = title
        self.question = question
        self.description = description
        self.lookAt = lookAt
    }
}

/// Every lesson's words in the languages other than English, one entry per lesson (keyed by its name) with its
/// Japanese, Chinese and Korean title, question, description and note side by side. English is the example's own
/// words: its title and description are fields of its file in `examples/` (the request body, served byte for byte),
/// and its question and note sit beside that file in ResponderModel's `ExampleCatalogue`.
///
/// Each entry asks for every language by name (``Lesson``), so an entry cannot miss one without failing to compile; a
/// test checks that every lesson has an entry and that no entry names a lesson that is not.
public enum Lessons {
    /// A lesson's words in every language but English, side by side; the note points at the playground's panels as
    /// the page names them in each language.
    struct Lesson {
        let ja: LessonWords
        let zh: LessonWords
        let ko: LessonWords

        /// The words in `language`; none in English, whose words are the example's own.
        func words(in language: Language) -> LessonWords? {
            switch language {
            case .english: nil
            case .japanese: ja
            case .simplifiedChinese: zh
            case .korean: ko
            }
        }
    }

    /// The lesson `name`'s words in `language`; none in English (the example's own words) or for a name that is no
    /// lesson.
    public static func words(of name: String, in language: Language) -> LessonWords? {
        all[name]?.words(in: language)
    }

    /// Every lesson's words in `language`, keyed by lesson name; empty in English.
    public static func words(in language: Language) -> [String: LessonWords] {
        all.compactMapValues { $0.words(in: language) }
    }

    /// Every lesson's words, keyed by lesson name (written in lesson order, as `ExampleCatalogue` lists them).
    static let all: [String: Lesson] = [
        "delete-button": Lesson(
            ja: LessonWords(
                title: "受信トレイのテーブルにある削除ボタン",
                question: "テーブルセルの中の削除ボタンをタップすると、どのレスポンダーが処理しますか？",
                description:
                    "表示された受信トレイ画面で、テーブルセルの中の削除ボタンをタップします。ヒットテストはボタンを選び、ボタンはタッチを自分で追跡して、deleteTapped: をターゲットである受信トレイのコントローラーへ直接送ります。ボタンからのチェーンは、iOS が表示する 12 個の項目です。",
                lookAt:
                    "まず「ヒットテストの経過」を見てください。ヒットテストはウインドウに、次に各ビューに前面から順に問い合わせ、指を含むもっとも深いビュー、UIButton 'deleteButton' を選びます。次に「経路」で「次へ」を押して一歩ずつ進めます。各ステップは図の中でそのレスポンダーを光らせ、ウインドウからボタンへ進みます。ボタンはタッチを自分で追跡し、そのあと deleteTapped: を実行する InboxViewController 'inbox' へ進みます。"
            ),
            zh: LessonWords(
                title: "收件箱表格中的删除按钮",
                question: "轻点表格单元格中的删除按钮：哪个响应者处理它？",
                description:
                    "在一个以模态方式呈现的收件箱界面中，轻点表格单元格里的删除按钮。命中测试选中这个按钮；按钮自己跟踪这次触摸，并把 deleteTapped: 直接发送给它的目标，即收件箱的控制器。从按钮开始的链就是 iOS 打印出的 12 个条目。",
                lookAt:
                    "先看“命中测试过程”：命中测试先询问窗口，再从前到后询问每个视图，选出包含手指的最深的视图 UIButton 'deleteButton'。然后在“路径”中按“下一步”逐步查看：每一步都会在示意图中点亮它的响应者，从窗口一直到按钮；按钮自己跟踪这次触摸，然后到达执行 deleteTapped: 的 InboxViewController 'inbox'。"
            ),
            ko: LessonWords(
                title: "받은 편지함 테이블의 삭제 버튼",
                question: "테이블 셀 안의 삭제 버튼을 탭하면 어느 리스폰더가 처리할까요?",
                description:
                    "모달로 표시된 받은 편지함 화면에서 테이블 셀 안의 삭제 버튼을 탭합니다. 히트 테스트가 버튼을 고르고, 버튼은 터치를 직접 추적해 deleteTapped:를 타깃인 받은 편지함 컨트롤러에 바로 보냅니다. 버튼에서 시작하는 체인은 iOS가 출력하는 12개 항목입니다.",
                lookAt:
                    "먼저 히트 테스트 과정을 보십시오. 히트 테스트는 윈도우에, 그다음 각 뷰에 앞쪽부터 차례로 묻고, 손가락을 포함하는 가장 깊은 뷰인 UIButton 'deleteButton'을 고릅니다. 그다음 경로에서 다음을 눌러 한 단계씩 진행합니다. 각 단계는 다이어그램에서 그 리스폰더를 밝히며 윈도우에서 버튼으로 이어지고, 버튼은 터치를 직접 추적한 뒤 deleteTapped:를 수행하는 InboxViewController 'inbox'로 넘어갑니다."
            )),
        "delete-button-chain": Lesson(
            ja: LessonWords(
                title: "削除ボタンのレスポンダーチェーン",
                question: "削除ボタンから始めると、レスポンダーチェーンはどのようにつながっていますか？",
                description:
                    "削除ボタンの chainDescription です。iOS が表示する 12 個のクラス名と、各 next のつながりの背後にある UIKit の規則を示します。UITableViewCellContentView、UIDropShadowView、UITransitionView は、実行時のプロファイルが挿入する非公開のラッパーです。",
                lookAt:
                    "「レスポンダーチェーン」を上から読んでください。各レスポンダーの next と、その背後にある UIKit の規則（スーパービュー、ビューのコントローラー、表示されたシートのために iOS が挿入するラッパービュー）が並びます。図は同じレスポンダーに順番に番号を振ります。"
            ),
            zh: LessonWords(
                title: "删除按钮的响应者链",
                question: "从删除按钮开始，响应者链是怎样一环一环连起来的？",
                description:
                    "删除按钮的 chainDescription：iOS 打印出的 12 个类名，以及每个 next 链接背后的 UIKit 规则。UITableViewCellContentView、UIDropShadowView 和 UITransitionView 是运行时配置插入的私有包装视图。",
                lookAt: "从上往下阅读“响应者链”：每个响应者的 next，以及它背后的 UIKit 规则（父视图、视图的控制器、iOS 为呈现的表单插入的包装视图）。示意图按顺序为同样的响应者编号。"),
            ko: LessonWords(
                title: "삭제 버튼의 리스폰더 체인",
                question: "삭제 버튼에서 시작하면 리스폰더 체인은 어떻게 이어질까요?",
                description:
                    "삭제 버튼의 chainDescription입니다. iOS가 출력하는 12개의 클래스 이름과 각 next 연결 뒤에 있는 UIKit 규칙을 보여 줍니다. UITableViewCellContentView, UIDropShadowView, UITransitionView는 런타임 프로필이 끼워 넣는 비공개 래퍼입니다.",
                lookAt:
                    "리스폰더 체인을 위에서부터 읽으십시오. 각 리스폰더의 next와 그 뒤에 있는 UIKit 규칙(슈퍼뷰, 뷰의 컨트롤러, 표시된 시트를 위해 iOS가 끼워 넣는 래퍼 뷰)이 나옵니다. 다이어그램은 같은 리스폰더에 차례로 번호를 붙입니다."
            )),
        "delete-button-documented": Lesson(
            ja: LessonWords(
                title: "Apple の文書の規則による削除ボタンのチェーン",
                question: "Apple の文書の規則では、削除ボタンのチェーンはどうなりますか？",
                description:
                    "Apple の文書によれば、表示されたコントローラーの next は表示元のコントローラー、ウインドウのルートコントローラーの next はウインドウ、ウインドウの next はアプリケーションです。非公開のラッパーもウインドウシーンも現れません。",
                lookAt:
                    "「レスポンダーチェーン」を前のレッスンのものと比べてください。Apple の文書の規則では、表示されたコントローラー InboxViewController 'inbox' の next は表示元のコントローラー UIViewController 'root' で、ラッパービューは並びません。"
            ),
            zh: LessonWords(
                title: "按 Apple 文档规则得出的删除按钮的链",
                question: "按 Apple 的文档规则，删除按钮的链是什么样的？",
                description:
                    "Apple 的书面规则说：呈现的控制器的 next 是呈现它的控制器，窗口的根控制器的 next 是窗口，窗口的 next 是应用程序。这里不出现私有包装视图，也不出现窗口场景。",
                lookAt:
                    "将“响应者链”与上一课的比较：按照 Apple 的书面规则，呈现的控制器 InboxViewController 'inbox' 的 next 是呈现它的控制器 UIViewController 'root'，包装视图不会列出。"
            ),
            ko: LessonWords(
                title: "Apple 문서의 규칙에 따른 삭제 버튼의 체인",
                question: "Apple 문서의 규칙대로라면 삭제 버튼의 체인은 어떻게 될까요?",
                description:
                    "Apple의 문서에 따르면 표시된 컨트롤러의 next는 그것을 표시한 컨트롤러이고, 윈도우의 루트 컨트롤러의 next는 윈도우이며, 윈도우의 next는 애플리케이션입니다. 비공개 래퍼도 윈도우 씬도 나타나지 않습니다.",
                lookAt:
                    "리스폰더 체인을 이전 레슨의 것과 비교하십시오. Apple의 문서 규칙에 따르면 표시된 컨트롤러 InboxViewController 'inbox'의 next는 그것을 표시한 컨트롤러 UIViewController 'root'이고, 래퍼 뷰는 나오지 않습니다."
            )),
        "navigation-stack-chain": Lesson(
            ja: LessonWords(
                title: "ナビゲーションスタックの中のボタンのチェーン",
                question: "ナビゲーションスタックにプッシュされた画面のボタンから、チェーンはどうやってウインドウに届きますか？",
                description:
                    "受信トレイの上のナビゲーションスタックにプッシュされたメッセージ画面の返信ボタンです。ウインドウにあるのは一番上のコントローラーのビューだけで、iOS はそれをナビゲーションコントローラーの 3 つの非公開ビューで包んでから、チェーンが UINavigationController とウインドウに届きます。その下の受信トレイのコントローラーには、画面上のビューがありません。",
                lookAt:
                    "「レスポンダーチェーン」を MessageViewController 'message' から読んでください。その next は UIViewControllerWrapperView で、次に UINavigationTransitionView と UILayoutContainerView（ナビゲーションコントローラー自身のビュー）が続きます。これらはプッシュされたコントローラーのために iOS が表示する非公開のビューで、そのあとに UINavigationController 'nav' とウインドウが来ます。「プロファイル」を documented に切り替えると、コントローラーはナビゲーションコントローラーのビューへ直接進みます。"
            ),
            zh: LessonWords(
                title: "导航栈中按钮的链",
                question: "被推入导航栈的界面中的按钮：它的链怎样到达窗口？",
                description:
                    "消息界面中的回复按钮，该界面被推入收件箱之上的导航栈。窗口中只有顶部控制器的视图，iOS 先用导航控制器的三个私有视图把它包起来，链才到达 UINavigationController 和窗口。下面的收件箱控制器在屏幕上没有视图。",
                lookAt:
                    "从 MessageViewController 'message' 开始阅读“响应者链”：它的 next 是 UIViewControllerWrapperView，然后是 UINavigationTransitionView 和 UILayoutContainerView（导航控制器自己的视图），这些是 iOS 为被推入的控制器打印的私有视图，之后才是 UINavigationController 'nav' 和窗口。把“配置”切换为 documented：控制器会直接到达导航控制器的视图。"
            ),
            ko: LessonWords(
                title: "내비게이션 스택 안에 있는 버튼의 체인",
                question: "내비게이션 스택에 푸시된 화면의 버튼에서 체인은 어떻게 윈도우에 이를까요?",
                description:
                    "받은 편지함 위의 내비게이션 스택에 푸시된 메시지 화면의 답장 버튼입니다. 윈도우에는 맨 위 컨트롤러의 뷰만 있고, iOS는 그 뷰를 내비게이션 컨트롤러의 비공개 뷰 세 개로 감싼 뒤에야 체인이 UINavigationController와 윈도우에 이릅니다. 그 아래의 받은 편지함 컨트롤러는 화면에 뷰가 없습니다.",
                lookAt:
                    "리스폰더 체인을 MessageViewController 'message'부터 읽으십시오. 그 next는 UIViewControllerWrapperView이고, 그다음 UINavigationTransitionView와 UILayoutContainerView(내비게이션 컨트롤러 자신의 뷰)가 이어집니다. 이들은 푸시된 컨트롤러를 위해 iOS가 출력하는 비공개 뷰이며, 그 뒤에 UINavigationController 'nav'와 윈도우가 옵니다. 프로필을 documented로 바꾸면 컨트롤러가 내비게이션 컨트롤러의 뷰로 바로 갑니다."
            )),
        "button-in-image-view": Lesson(
            ja: LessonWords(
                title: "UIImageView の中のボタンはタップを受け取りません",
                question: "UIImageView の中の再生ボタンをタップすると、誰が受け取りますか？",
                description:
                    "UIImageView の isUserInteractionEnabled はデフォルトで false です。タッチを受け取れない親はその子をすべて隠すので、アートワーク上の再生ボタンにはタップが届きません。",
                lookAt:
                    "「ヒットテストの経過」で、UIImageView 'artwork' は userInteractionDisabled と示します。ヒットテストはそれとその中のすべてを飛ばすので、ボタンには問い合わせがなく、タッチは UIView 'playerView' へ行きます。「診断」の警告が直し方を示します。"
            ),
            zh: LessonWords(
                title: "UIImageView 中的按钮收不到轻点",
                question: "轻点 UIImageView 中的播放按钮：谁收到它？",
                description:
                    "UIImageView 的 isUserInteractionEnabled 默认为 false，而一个不能接收触摸的父视图会让它的所有子视图都收不到触摸，所以封面上的播放按钮永远收不到这次轻点。",
                lookAt:
                    "在“命中测试过程”中，UIImageView 'artwork' 显示 userInteractionDisabled：命中测试跳过它及其内部的一切，所以按钮从未被询问，触摸交给了 UIView 'playerView'。“诊断”中的警告给出了修正方法。"
            ),
            ko: LessonWords(
                title: "UIImageView 안의 버튼은 탭을 받지 못합니다",
                question: "UIImageView 안의 재생 버튼을 탭하면 누가 받을까요?",
                description:
                    "UIImageView의 isUserInteractionEnabled는 기본값이 false이고, 터치를 받을 수 없는 부모는 모든 자식을 가리므로 아트워크 위의 재생 버튼은 탭을 받지 못합니다.",
                lookAt:
                    "히트 테스트 과정에서 UIImageView 'artwork'는 userInteractionDisabled라고 말합니다. 히트 테스트는 그 뷰와 그 안의 모든 것을 건너뛰므로 버튼에는 묻지 않고, 터치는 UIView 'playerView'로 갑니다. 진단의 경고가 고치는 방법을 알려 줍니다."
            )),
        "button-outside-parent": Lesson(
            ja: LessonWords(
                title: "親の境界の外に見えるボタンはタップを無視します",
                question: "ツールバーの境界の外に描かれた保存ボタンをタップすると、誰が受け取りますか？",
                description:
                    "よくあるバグです。保存ボタンは 300x60 のツールバーの下に描かれています（clipsToBounds が false なので見えます）が、ヒットテストはサブビューを見る前にツールバーを退けるので、タップはルートビューに届き、ボタンはそれを受け取りません。",
                lookAt:
                    "「ヒットテストの経過」で、UIView 'toolbar' は pointOutside と示します。その境界は指を含まないので、そこに描かれた保存ボタンも含めて、サブビューには問い合わせがありません。図では、ボタンはツールバーの枠の外にあります。「診断」の outsideSuperviewBounds の警告が、何を変えればよいかを示します。"
            ),
            zh: LessonWords(
                title: "位于父视图边界之外的可见按钮会忽略轻点",
                question: "轻点画在工具栏边界之外的保存按钮：谁收到它？",
                description:
                    "一个经典的错误：保存按钮画在它那 300x60 的工具栏下方（clipsToBounds 为 false，所以能看见），但命中测试在查看工具栏的子视图之前就拒绝了工具栏，所以轻点落在根视图上，按钮从未收到。",
                lookAt:
                    "在“命中测试过程”中，UIView 'toolbar' 显示 pointOutside：它的边界不包含手指，所以它的子视图从未被询问，即使是画在那里的保存按钮。在示意图中，按钮位于工具栏的方框之外；“诊断”中的 outsideSuperviewBounds 警告说明了要改什么。"
            ),
            ko: LessonWords(
                title: "부모의 경계 밖에 보이는 버튼은 탭을 무시합니다",
                question: "툴바의 경계 밖에 그려진 저장 버튼을 탭하면 누가 받을까요?",
                description:
                    "흔한 버그입니다. 저장 버튼은 300x60 툴바 아래에 그려져 있지만(clipsToBounds가 false라서 보입니다), 히트 테스트는 서브뷰를 보기 전에 툴바를 거부하므로 탭은 루트 뷰에 닿고 버튼은 탭을 받지 못합니다.",
                lookAt:
                    "히트 테스트 과정에서 UIView 'toolbar'는 pointOutside라고 말합니다. 그 경계가 손가락을 포함하지 않으므로, 거기에 그려진 저장 버튼까지 포함해 서브뷰에는 묻지 않습니다. 다이어그램에서 버튼은 툴바의 상자 밖에 있습니다. 진단의 outsideSuperviewBounds 경고가 무엇을 바꿔야 하는지 알려 줍니다."
            )),
        "follow-button-unreachable": Lesson(
            ja: LessonWords(
                title: "フォローボタンをタップしても何も起きません",
                question: "プロフィールのヘッダーのすぐ下にあるフォローボタンをタップすると、何が起きますか？",
                description:
                    "フォローボタンはプロフィールのヘッダのすぐ下に見えますが、タップしても何も起きません。このタッチは点ではなくボタンを指定しているので、サービスは指が届くボタンの場所を探します。見つからないのでその理由を示し、ボタンの中心でタップを試します。",
                lookAt:
                    "概要の「狙った先」は、UIButton 'followButton' に届かないことと、その理由を示します。ボタンはクリップしない UIView 'header' の下にはみ出していて、ヒットテストはボタンに問い合わせる前にヘッダを退けます。ボタンの中心へのタップは代わりに UIView 'profileView' に届きます。「診断」の aimedViewUnreachable の警告が、何を変えればよいかを示します。"
            ),
            zh: LessonWords(
                title: "轻点关注按钮没有任何反应",
                question: "轻点个人资料页眉正下方的关注按钮：会发生什么？",
                description:
                    "关注按钮显示在个人资料页眉的正下方，但轻点它没有任何反应。这次触摸指定的是按钮而不是一个点，所以服务会寻找手指能触及的按钮上的位置：找不到，于是说明原因，并在按钮的中心尝试轻点。",
                lookAt:
                    "在摘要中，“瞄准目标”说明 UIButton 'followButton' 无法触及以及原因：按钮悬在不裁剪内容的 UIView 'header' 下方，命中测试在询问按钮之前就拒绝了页眉。在按钮中心的轻点落在了 UIView 'profileView' 上；“诊断”中的 aimedViewUnreachable 警告说明了要改什么。"
            ),
            ko: LessonWords(
                title: "팔로우 버튼을 탭해도 아무 일도 일어나지 않습니다",
                question: "프로필 헤더 바로 아래의 팔로우 버튼을 탭하면 무슨 일이 일어날까요?",
                description:
                    "팔로우 버튼은 프로필 헤더 바로 아래에 보이지만 탭해도 아무 일도 일어나지 않습니다. 이 터치는 점이 아니라 버튼을 지정하므로, 서비스는 손가락이 닿을 수 있는 버튼의 위치를 찾습니다. 그런 위치는 없으므로, 그 이유를 말하고 버튼의 중심에서 탭을 시도합니다.",
                lookAt:
                    "요약의 겨냥한 뷰는 UIButton 'followButton'에 닿을 수 없다는 것과 그 이유를 말합니다. 버튼은 클립하지 않는 UIView 'header' 아래로 삐져나와 있고, 히트 테스트는 버튼에 묻기 전에 헤더를 거부합니다. 버튼 중심의 탭은 대신 UIView 'profileView'에 닿습니다. 진단의 aimedViewUnreachable 경고가 무엇을 바꿔야 하는지 알려 줍니다."
            )),
        "clear-overlay-covers-button": Lesson(
            ja: LessonWords(
                title: "透明なオーバーレイが保存ボタンを覆っています",
                question: "保存ボタンの上に透明な読み込み中のオーバーレイが残っています。ボタンへのタップは誰が受け取りますか？",
                description:
                    "読み込みが終わったあとも読み込み中のオーバーレイが画面に残っています。透明なので保存ボタンは透けて見えますが、isUserInteractionEnabled はまだ true で前面にあるため、ヒットテストはオーバーレイを返し、ボタンはタップを受け取りません。",
                lookAt:
                    "「ヒットテストの経過」で、UIView 'loadingOverlay' は hit と示し、保存ボタンには問い合わせがありません。オーバーレイは前面にあり、透明なのにタッチを受け取ります。「診断」の coveredByOtherView の警告が、両方のビューと直し方を示します。"
            ),
            zh: LessonWords(
                title: "透明的遮罩层盖住了保存按钮",
                question: "保存按钮上方留着一个透明的加载遮罩层：轻点这个按钮时谁收到它？",
                description:
                    "加载完成后，加载中的遮罩层仍留在屏幕上：它是透明的，所以能透过它看到保存按钮，但它的 isUserInteractionEnabled 仍为 true，而且位于前面，所以命中测试返回遮罩层，按钮从未收到这次轻点。",
                lookAt:
                    "在“命中测试过程”中，UIView 'loadingOverlay' 显示 hit，保存按钮从未被询问：遮罩层位于前面，虽然是透明的，却接收了触摸。“诊断”中的 coveredByOtherView 警告指出了这两个视图和修正方法。"
            ),
            ko: LessonWords(
                title: "투명한 오버레이가 저장 버튼을 덮고 있습니다",
                question: "저장 버튼 위에 투명한 로딩 오버레이가 남아 있습니다. 버튼을 탭하면 누가 받을까요?",
                description:
                    "로딩이 끝난 뒤에도 로딩 오버레이가 화면에 남아 있습니다. 투명해서 저장 버튼이 비쳐 보이지만, isUserInteractionEnabled가 여전히 true이고 앞쪽에 있으므로 히트 테스트는 오버레이를 반환하고 버튼은 탭을 받지 못합니다.",
                lookAt:
                    "히트 테스트 과정에서 UIView 'loadingOverlay'는 hit라고 말하고, 저장 버튼에는 묻지 않습니다. 오버레이는 앞쪽에 있어서 투명한데도 터치를 가져갑니다. 진단의 coveredByOtherView 경고가 두 뷰와 고치는 방법을 알려 줍니다."
            )),
        "button-added-to-cell": Lesson(
            ja: LessonWords(
                title: "contentView ではなくセルに追加されたボタン",
                question: "contentView ではなく addSubview でセルに追加されたボタンをタップすると、誰が処理しますか？",
                description:
                    "フォローボタンは cell.contentView.addSubview ではなく cell.addSubview で追加されました。セルのコンテンツビューはセル自身のサブビューの上にあるので、ボタンへのタップはコンテンツビューに届き、ボタンは動作しません。",
                lookAt:
                    "「ヒットテストの経過」は UITableViewCellContentView 'cell.contentView' で終わります。これはセル自身のサブビューのあとに追加されたので上にあり、ボタンに問い合わせる前にタッチを受け取ります。ステップでは、タッチが UITableView 'table' までさかのぼり、テーブルが代わりに行を選択します（概要の「行の選択」）。「診断」の coveredByOtherView の警告は、ボタンをコンテンツビューに追加するよう示します。"
            ),
            zh: LessonWords(
                title: "按钮被加到了单元格上，而不是它的 contentView 上",
                question: "用 addSubview 加到单元格上（而不是它的 contentView 上）的按钮：轻点它时谁处理？",
                description:
                    "关注按钮是用 cell.addSubview 而不是 cell.contentView.addSubview 添加的。单元格的内容视图位于单元格自身的子视图之上，所以轻点按钮时触摸落在内容视图上，按钮从不触发。",
                lookAt:
                    "“命中测试过程”结束于 UITableViewCellContentView 'cell.contentView'：它在单元格自身的子视图之后添加，所以位于上层，在按钮被询问之前就接收了触摸。步骤显示触摸一路向上到达 UITableView 'table'，由表格改为选中该行（见摘要中的“行选择”）；“诊断”中的 coveredByOtherView 警告说要把按钮添加到内容视图中。"
            ),
            ko: LessonWords(
                title: "contentView가 아니라 셀에 추가된 버튼",
                question: "contentView가 아니라 addSubview로 셀에 추가한 버튼을 탭하면 누가 처리할까요?",
                description:
                    "팔로우 버튼이 cell.contentView.addSubview가 아니라 cell.addSubview로 추가되었습니다. 셀의 콘텐츠 뷰는 셀 자신의 서브뷰 위에 있으므로, 버튼을 탭하면 터치가 콘텐츠 뷰에 닿고 버튼은 동작하지 않습니다.",
                lookAt:
                    "히트 테스트 과정은 UITableViewCellContentView 'cell.contentView'에서 끝납니다. 이 뷰는 셀 자신의 서브뷰보다 나중에 추가되어 위에 있으므로, 버튼에 묻기 전에 터치를 가져갑니다. 단계에서는 터치가 UITableView 'table'까지 올라가고, 테이블이 대신 행을 선택합니다(요약의 행 선택). 진단의 coveredByOtherView 경고는 버튼을 콘텐츠 뷰에 추가하라고 말합니다."
            )),
        "close-button-44pt": Lesson(
            ja: LessonWords(
                title: "CloseButton：タップ領域が 44 ポイントある 24 ポイントのボタン",
                question: "24 ポイントの閉じるボタンの 8 ポイント外側をタップすると、誰が受け取りますか？",
                description:
                    "CloseButton は point(inside:with:) をオーバーライドして境界を少なくとも 44x44 に広げるので、描かれた枠の 8 ポイント外のタップでもボタンに当たります。",
                lookAt:
                    "指はボタンの描かれた枠の外に触れていますが、「ヒットテストの経過」で CloseButton 'closeButton' は hit と示します。その point(inside:) が受け持つ領域を 44 × 44 ポイントに広げていて、図は 24 ポイントのボタンのまわりにその領域を描きます。その領域のすぐ外をクリックすると、タッチが UIView 'sheetView' へ行くのがわかります。"
            ),
            zh: LessonWords(
                title: "CloseButton：一个 24 点的按钮，拥有 44 点的轻点区域",
                question: "在 24 点的关闭按钮外侧 8 点处轻点：谁收到它？",
                description: "CloseButton 重写了 point(inside:with:)，把它的边界扩大到至少 44x44，所以在画出的边框外 8 点处的轻点仍会命中它。",
                lookAt:
                    "手指落在按钮画出的边框之外，但在“命中测试过程”中 CloseButton 'closeButton' 显示 hit：它的 point(inside:) 把它负责的区域扩大到 44 × 44 点，示意图在 24 点的按钮周围画出了这个区域。轻点这个区域外面一点，就能看到触摸交给了 UIView 'sheetView'。"
            ),
            ko: LessonWords(
                title: "CloseButton: 탭 영역이 44포인트인 24포인트 버튼",
                question: "24포인트 닫기 버튼의 8포인트 바깥을 탭하면 누가 받을까요?",
                description:
                    "CloseButton은 point(inside:with:)를 오버라이드해 경계를 최소 44x44로 넓히므로, 그려진 프레임에서 8포인트 밖을 탭해도 버튼에 맞습니다.",
                lookAt:
                    "손가락은 버튼의 그려진 프레임 밖에 닿지만, 히트 테스트 과정에서 CloseButton 'closeButton'은 hit라고 말합니다. 그 point(inside:)가 맡는 영역을 44 × 44포인트로 넓히고, 다이어그램은 24포인트 버튼 둘레에 그 영역을 그립니다. 그 영역 바로 밖을 클릭하면 터치가 UIView 'sheetView'로 가는 것을 볼 수 있습니다."
            )),
        "hit-test-returns-nil": Lesson(
            ja: LessonWords(
                title: "nil を返す hitTest はサブツリー全体をタッチできなくします",
                question: "hitTest が nil を返すオーバーレイの中のボタンをタップすると、誰が受け取りますか？",
                description: "オーバーレイが hitTest(_:with:) をオーバーライドして nil を返します。オーバーレイもそのボタンもヒットせず、タッチは背後の地図へ抜けます。",
                lookAt:
                    "「ヒットテストの経過」で、OverlayView 'overlay' は hitTestReturnsNil と示します。そのサブツリー全体が飛ばされ、タッチは背後の MapView 'map' へ抜けます。「診断」の警告が、どのタッチも届かないオーバーレイの中のボタンを示します。"
            ),
            zh: LessonWords(
                title: "hitTest 返回 nil 会让整棵子树都无法触摸",
                question: "hitTest 返回 nil 的遮罩层里有一个按钮：轻点这个按钮时谁收到它？",
                description: "一个遮罩层重写了 hitTest(_:with:) 并返回 nil。它和它的按钮都无法被命中；触摸穿过它落到后面的地图上。",
                lookAt:
                    "在“命中测试过程”中，OverlayView 'overlay' 显示 hitTestReturnsNil：它的整棵子树都被跳过，触摸穿过它落到后面的 MapView 'map' 上。“诊断”中的警告指出了遮罩层中任何触摸都无法触及的按钮。"
            ),
            ko: LessonWords(
                title: "nil을 반환하는 hitTest는 서브트리 전체를 터치할 수 없게 만듭니다",
                question: "hitTest가 nil을 반환하는 오버레이 안의 버튼을 탭하면 누가 받을까요?",
                description: "오버레이가 hitTest(_:with:)를 오버라이드해 nil을 반환합니다. 오버레이도 그 버튼도 히트되지 않으며, 터치는 뒤에 있는 지도로 빠져나갑니다.",
                lookAt:
                    "히트 테스트 과정에서 OverlayView 'overlay'는 hitTestReturnsNil이라고 말합니다. 그 서브트리 전체를 건너뛰고, 터치는 뒤에 있는 MapView 'map'으로 빠져나갑니다. 진단의 경고가 어떤 터치도 닿지 못하는 오버레이 안의 버튼을 알려 줍니다."
            )),
        "hit-test-redirect": Lesson(
            ja: LessonWords(
                title: "hitTest がタッチを別のビューへ向けます",
                question: "最初のサブビューを返すように hitTest(_:with:) をオーバーライドしたコンテナの別の場所をタップすると、誰が受け取りますか？",
                description:
                    "コンテナが hitTest(_:with:) をオーバーライドして self.subviews[0] を返すので、その中のどこをタップしても、指がスライダーの上になくてもスライダーへ行きます。",
                lookAt:
                    "「ヒットテストの経過」で、ScrubAreaView 'scrubArea' は redirected と示します。指がスライダーの上にないのに、その hitTest はスライダーを返すので、ステップは UISlider 'slider' から始まり、スライダーがタッチを追跡します。"
            ),
            zh: LessonWords(
                title: "hitTest 把触摸重定向到另一个视图",
                question: "容器重写 hitTest(_:with:)，返回它的第一个子视图：在容器中的别处轻点时谁收到它？",
                description: "一个容器重写了 hitTest(_:with:)，返回 self.subviews[0]，所以在其中任何位置轻点都会交给滑块，即使手指并不在滑块上。",
                lookAt:
                    "在“命中测试过程”中，ScrubAreaView 'scrubArea' 显示 redirected：虽然手指不在滑块上，它的 hitTest 仍返回滑块，所以步骤从 UISlider 'slider' 开始，由滑块跟踪这次触摸。"
            ),
            ko: LessonWords(
                title: "hitTest가 터치를 다른 뷰로 돌립니다",
                question: "첫 번째 서브뷰를 반환하도록 hitTest(_:with:)를 오버라이드한 컨테이너의 다른 곳을 탭하면 누가 받을까요?",
                description:
                    "컨테이너가 hitTest(_:with:)를 오버라이드해 self.subviews[0]을 반환하므로, 그 안의 어디를 탭해도 손가락이 슬라이더 위에 있지 않은데도 슬라이더로 갑니다.",
                lookAt:
                    "히트 테스트 과정에서 ScrubAreaView 'scrubArea'는 redirected라고 말합니다. 손가락이 슬라이더 위에 있지 않은데도 그 hitTest가 슬라이더를 반환하므로, 단계는 UISlider 'slider'에서 시작하고 슬라이더가 터치를 추적합니다."
            )),
        "badge-swallows-touches": Lesson(
            ja: LessonWords(
                title: "BadgeView が touchesBegan を飲み込みます",
                question: "BadgeView が super を呼ばずに touchesBegan をオーバーライドしています。タッチは誰が処理しますか？",
                description:
                    "BadgeView は super を呼ばずに touchesBegan をオーバーライドしています。バッジは強調表示されますが、たどる道はそこで止まるので、やはり touchesBegan を処理するセルとコントローラーにはそれが届きません。テーブルのスワイプのジェスチャー認識子は別の経路なので影響を受けません。",
                lookAt:
                    "「タッチの配信」で、touchesBegan は BadgeView 'badge' で止まり（swallowed）、同じくそれをオーバーライドしている MessageCell 'cell' と InboxViewController 'inbox' には届きません。「診断」の touchesSwallowed の警告のヒントを読んでください。"
            ),
            zh: LessonWords(
                title: "BadgeView 吞掉了 touchesBegan",
                question: "BadgeView 重写了 touchesBegan，却不调用 super：谁处理这次触摸？",
                description:
                    "BadgeView 重写了 touchesBegan，却没有调用 super。徽章仍会高亮，但传递在那里停止，所以同样处理 touchesBegan 的单元格和控制器永远收不到它。表格上的轻扫识别器是另一条路径，不受影响。",
                lookAt:
                    "在“触摸投递”中，touchesBegan 停在 BadgeView 'badge'（swallowed），同样重写了它的 MessageCell 'cell' 和 InboxViewController 'inbox' 永远收不到。请阅读“诊断”中 touchesSwallowed 警告的提示。"
            ),
            ko: LessonWords(
                title: "BadgeView가 touchesBegan을 삼킵니다",
                question: "BadgeView가 super를 호출하지 않고 touchesBegan을 오버라이드합니다. 터치는 누가 처리할까요?",
                description:
                    "BadgeView는 super를 호출하지 않고 touchesBegan을 오버라이드합니다. 배지는 여전히 강조되지만 전달은 거기서 멈추므로, 역시 touchesBegan을 처리하는 셀과 컨트롤러는 그것을 받지 못합니다. 테이블의 스와이프 제스처 인식기는 별개의 경로라서 영향을 받지 않습니다.",
                lookAt:
                    "터치 전달에서 touchesBegan은 BadgeView 'badge'에서 멈추고(swallowed), 마찬가지로 그것을 오버라이드하는 MessageCell 'cell'과 InboxViewController 'inbox'는 받지 못합니다. 진단에 있는 touchesSwallowed 경고의 힌트를 읽어 보십시오."
            )),
        "badge-calls-super": Lesson(
            ja: LessonWords(
                title: "BadgeView が super を呼ぶと、タッチは転送され続けます",
                question: "BadgeView が touchesBegan の中で super を呼ぶようになりました。タッチは誰が処理しますか？",
                description: "直し方です。BadgeView は強調表示の前に super.touchesBegan を呼ぶので、セルと受信トレイのコントローラーもタッチを処理します。",
                lookAt:
                    "同じタップで、今度は super を呼びます。「タッチの配信」では touchesBegan を BadgeView 'badge'、MessageCell 'cell'、InboxViewController 'inbox' が順に処理し、「診断」には警告がありません。"
            ),
            zh: LessonWords(
                title: "BadgeView 调用 super：触摸继续向后传递",
                question: "BadgeView 现在在 touchesBegan 中调用 super：谁处理这次触摸？",
                description: "修正方法：BadgeView 在高亮之前调用 super.touchesBegan，所以单元格和收件箱控制器也会处理这次触摸。",
                lookAt:
                    "同样的轻点，这次调用了 super：在“触摸投递”中，touchesBegan 依次由 BadgeView 'badge'、MessageCell 'cell' 和 InboxViewController 'inbox' 处理，“诊断”中没有警告。"
            ),
            ko: LessonWords(
                title: "BadgeView가 super를 호출하면 터치는 계속 전달됩니다",
                question: "이제 BadgeView가 touchesBegan에서 super를 호출합니다. 터치는 누가 처리할까요?",
                description: "고치는 방법입니다. BadgeView가 강조하기 전에 super.touchesBegan을 호출하므로 셀과 받은 편지함 컨트롤러도 터치를 처리합니다.",
                lookAt:
                    "같은 탭이지만 이번에는 super를 호출합니다. 터치 전달에서 touchesBegan을 BadgeView 'badge', MessageCell 'cell', InboxViewController 'inbox'가 차례로 처리하며, 진단에는 경고가 없습니다."
            )),
        "drawing-responder": Lesson(
            ja: LessonWords(
                title: "キャンバスのあとに差し込まれた独自のレスポンダーオブジェクト",
                question: "next が素の UIResponder を返すキャンバスのビュー：タッチは最後に誰が受け取りますか？",
                description:
                    "DrawingResponder はビューではない、ただの UIResponder のサブクラスです。キャンバスビューは next をオーバーライドしてそれを返し、DrawingResponder は touchesBegan と touchesMoved をオーバーライドして複数の指のストロークを集めます。DrawingResponder 自身の next はキャンバスのコントローラーへ戻ります。",
                lookAt:
                    "「レスポンダーチェーン」を読んでください。CanvasView 'canvas' は next をオーバーライドして、ビューではないただの UIResponder、DrawingResponder 'drawing' を差し込みます。ステップでは、それが各タッチをキャンバスの直後に受け取り、そこで止まるのがわかります。"
            ),
            zh: LessonWords(
                title: "在画布之后插入的自定义响应者对象",
                question: "画布视图的 next 返回一个普通的 UIResponder：触摸最终由谁处理？",
                description:
                    "DrawingResponder 是一个普通的 UIResponder 子类，不是视图。画布视图重写 next 返回它，而它重写 touchesBegan 和 touchesMoved，收集多根手指的笔画。它自己的 next 又回到画布的控制器。",
                lookAt:
                    "阅读“响应者链”：CanvasView 'canvas' 重写 next，插入了 DrawingResponder 'drawing'，一个不是视图的普通 UIResponder；步骤显示它紧跟在画布之后收到每次触摸，并在那里停止。"
            ),
            ko: LessonWords(
                title: "캔버스 뒤에 끼워 넣은 사용자 정의 리스폰더 객체",
                question: "next가 평범한 UIResponder를 반환하는 캔버스 뷰: 터치는 결국 누가 처리할까요?",
                description:
                    "DrawingResponder는 뷰가 아닌 평범한 UIResponder 서브클래스입니다. 캔버스 뷰는 next를 오버라이드해 그것을 반환하고, DrawingResponder는 touchesBegan과 touchesMoved를 오버라이드해 여러 손가락의 획을 모읍니다. DrawingResponder 자신의 next는 캔버스의 컨트롤러로 돌아갑니다.",
                lookAt:
                    "리스폰더 체인을 읽으십시오. CanvasView 'canvas'는 next를 오버라이드해 뷰가 아닌 평범한 UIResponder인 DrawingResponder 'drawing'을 끼워 넣습니다. 단계에서는 그것이 각 터치를 캔버스 바로 다음에 받고 거기서 멈추는 것을 볼 수 있습니다."
            )),
        "disabled-button": Lesson(
            ja: LessonWords(
                title: "無効なボタンはアクションを送らず、そのタッチはセルへ行きます",
                question: "無効になっている購入ボタンをタップすると、誰が処理しますか？",
                description:
                    "無効な UIControl はタッチを追跡せず、どのアクションも送りません。デフォルト（disabledControlTouches: forward の設定）ではタッチは next へ進むので、セルの touchesBegan は実行されます。",
                lookAt:
                    "アクションは送られません。ステップでは、無効な UIButton 'checkoutButton' はタッチを追跡せずに転送し、CartRowView 'row' がそれを処理します。「無効なコントロール」を absorb にして、ステップが変わるのを見てください。"
            ),
            zh: LessonWords(
                title: "停用的按钮不发送动作，它的触摸交给单元格",
                question: "轻点一个停用的结账按钮：谁处理它？",
                description:
                    "停用的 UIControl 不跟踪触摸，也不发送任何动作；默认情况下（设置 disabledControlTouches: forward），触摸继续交给 next，所以单元格的 touchesBegan 仍会运行。",
                lookAt:
                    "没有发送任何动作：在步骤中，停用的 UIButton 'checkoutButton' 转发触摸而不是跟踪它，由 CartRowView 'row' 处理。把“已停用的控件”设为 absorb，观察步骤的变化。"
            ),
            ko: LessonWords(
                title: "비활성화된 버튼은 액션을 보내지 않고, 그 터치는 셀로 갑니다",
                question: "비활성화된 결제 버튼을 탭하면 누가 처리할까요?",
                description:
                    "비활성화된 UIControl은 터치를 추적하지 않고 어떤 액션도 보내지 않습니다. 기본값(disabledControlTouches: forward 설정)에서는 터치가 next로 넘어가므로 셀의 touchesBegan은 여전히 실행됩니다.",
                lookAt:
                    "액션은 보내지지 않습니다. 단계에서 비활성화된 UIButton 'checkoutButton'은 터치를 추적하지 않고 전달하며, CartRowView 'row'가 그것을 처리합니다. 비활성 컨트롤을 absorb로 바꾸고 단계가 어떻게 달라지는지 보십시오."
            )),
        "tap-gesture-vs-button": Lesson(
            ja: LessonWords(
                title: "スーパービューのタップのジェスチャー認識子より、ボタンがタップを勝ち取ります",
                question: "カードのタップのジェスチャー認識子と、その中のいいねボタン：タップを受け取るのはどちらですか？",
                description:
                    "カードの UITapGestureRecognizer はキーボードを閉じます。その中のいいねボタンはそれでも動作します。UIKit のコントロールは、祖先にあるシングルタップのジェスチャー認識子を失敗させるからです。",
                lookAt:
                    "「ジェスチャー認識子」で、カードの UITapGestureRecognizer 'cardTap' は preventedByControl と示します。ボタンがシングルタップを勝ち取り、「アクション」は FeedViewController 'feed' が実行するその like: アクションを示します。"
            ),
            zh: LessonWords(
                title: "按钮在与父视图上的轻点识别器的竞争中赢得轻点",
                question: "卡片上的轻点手势识别器和卡片中的点赞按钮：谁得到这次轻点？",
                description: "卡片上的 UITapGestureRecognizer 用来收起键盘；卡片里的点赞按钮仍然有效，因为 UIKit 控件会让其祖先视图上的单次轻点识别器失败。",
                lookAt:
                    "在“手势识别器”中，卡片的 UITapGestureRecognizer 'cardTap' 显示 preventedByControl：按钮赢得了这次单次轻点，“动作”显示它的 like: 动作由 FeedViewController 'feed' 执行。"
            ),
            ko: LessonWords(
                title: "버튼이 슈퍼뷰의 탭 제스처 인식기를 이기고 탭을 가져갑니다",
                question: "카드의 탭 제스처 인식기와 그 안의 좋아요 버튼: 탭은 누가 가져갈까요?",
                description:
                    "카드의 UITapGestureRecognizer는 키보드를 닫습니다. 그 안의 좋아요 버튼은 그래도 동작합니다. UIKit 컨트롤은 조상에 있는 싱글 탭 제스처 인식기를 실패하게 만들기 때문입니다.",
                lookAt:
                    "제스처 인식기에서 카드의 UITapGestureRecognizer 'cardTap'은 preventedByControl이라고 말합니다. 버튼이 싱글 탭을 가져가고, 액션은 FeedViewController 'feed'가 수행하는 그 like: 액션을 보여 줍니다."
            )),
        "tap-gesture-steals-custom-view": Lesson(
            ja: LessonWords(
                title: "スーパービューのタップのジェスチャー認識子が独自ビューのタッチを奪います",
                question: "カードのタップのジェスチャー認識子と、その中の独自の評価ビュー：タップを受け取るのはどちらですか？",
                description:
                    "ジェスチャー認識子はビューより先にタッチを見ます。カードのタップのジェスチャー認識子が認識し、cancelsTouchesInView が true なので、RatingView は touchesEnded の代わりに touchesCancelled を受け取ります。UIKit のコントロールと違い、独自ビューは祖先のジェスチャー認識子を失敗させません。",
                lookAt:
                    "「ジェスチャー認識子」で、UITapGestureRecognizer 'cardTap' が認識します。そのビューのタッチをキャンセルするので、「タッチの配信」では RatingView 'rating' が touchesEnded の代わりに touchesCancelled を受け取り、「アクション」は FeedViewController 'feed' が実行する openCard: を示します。"
            ),
            zh: LessonWords(
                title: "父视图上的轻点识别器抢走了自定义视图的触摸",
                question: "卡片上的轻点手势识别器和卡片中的自定义评分视图：谁得到这次轻点？",
                description:
                    "手势识别器比视图先看到触摸。卡片的轻点识别器识别成功，并且由于 cancelsTouchesInView 为 true，RatingView 收到的是 touchesCancelled 而不是 touchesEnded；与 UIKit 控件不同，自定义视图不会让祖先视图的识别器失败。",
                lookAt:
                    "在“手势识别器”中，UITapGestureRecognizer 'cardTap' 识别成功；因为它会取消其视图中的触摸，“触摸投递”显示 RatingView 'rating' 收到 touchesCancelled 而不是 touchesEnded，“动作”显示 openCard: 由 FeedViewController 'feed' 执行。"
            ),
            ko: LessonWords(
                title: "슈퍼뷰의 탭 제스처 인식기가 사용자 정의 뷰의 터치를 빼앗습니다",
                question: "카드의 탭 제스처 인식기와 그 안의 사용자 정의 별점 뷰: 탭은 누가 가져갈까요?",
                description:
                    "제스처 인식기는 뷰보다 먼저 터치를 봅니다. 카드의 탭 제스처 인식기가 인식하고, cancelsTouchesInView가 true이므로 RatingView는 touchesEnded 대신 touchesCancelled를 받습니다. UIKit 컨트롤과 달리 사용자 정의 뷰는 조상의 제스처 인식기를 실패하게 만들지 않습니다.",
                lookAt:
                    "제스처 인식기에서 UITapGestureRecognizer 'cardTap'이 인식합니다. 그 뷰의 터치를 취소하므로, 터치 전달에서는 RatingView 'rating'이 touchesEnded 대신 touchesCancelled를 받고, 액션은 FeedViewController 'feed'가 수행하는 openCard:를 보여 줍니다."
            )),
        "two-finger-tap-on-a-board": Lesson(
            ja: LessonWords(
                title: "2 本指のタップがボードの 2 つのタイルに触れます",
                question: "2 本指のタップのジェスチャー認識子があるボードで、2 本の指が別々のタイルに触れます。誰が処理しますか？",
                description:
                    "ボードには、最後の手を取り消す 2 本指タップのジェスチャー認識子があります。2 本の指は別々のタイルに触れるので、ヒットテストはそれぞれの指に別のビューを与えます。それでも UIKit は、ボードまたはその中のビューにヒットテストされたすべてのタッチをボードのジェスチャー認識子に渡すので、ジェスチャー認識子は両方の指を同時に見て、2 本指のタップを認識します。",
                lookAt:
                    "概要には 2 本の指と 2 つのヒットしたビュー、TileView 'tileA1' と TileView 'tileB2' が並びますが、「ジェスチャー認識子」には UITapGestureRecognizer 'undoTap' が一度だけ、recognized として並びます。その理由は 2 本指のタップだと示します。ジェスチャー認識子は、そのビューにあるすべての指で一度だけ判定されます。そのあと各タイルは touchesCancelled を受け取り、「アクション」は GameViewController 'game' が undoMove: を実行するのを示します。"
            ),
            zh: LessonWords(
                title: "双指轻点落在棋盘的两个格子上",
                question: "棋盘上有一个双指轻点手势识别器，两根手指落在两个不同的格子上：谁处理它？",
                description:
                    "棋盘上有一个双指轻点识别器，用来撤销上一步。两根手指落在两个不同的格子上，所以命中测试为每根手指给出各自的视图；但 UIKit 仍把命中测试到棋盘或其内部任何视图的每次触摸都交给棋盘的识别器，所以它同时看到两根手指，识别出双指轻点。",
                lookAt:
                    "摘要列出两根手指和两个命中的视图 TileView 'tileA1' 和 TileView 'tileB2'，但“手势识别器”只列出一次 UITapGestureRecognizer 'undoTap'，状态为 recognized：它的原因说这是一次双指轻点。一个识别器只会带着其视图上的所有手指被判定一次；随后每个格子收到 touchesCancelled，“动作”显示 GameViewController 'game' 执行 undoMove:。"
            ),
            ko: LessonWords(
                title: "두 손가락 탭이 보드의 두 타일에 닿습니다",
                question: "두 손가락 탭 제스처 인식기가 있는 보드에서 두 손가락이 서로 다른 타일에 닿습니다. 누가 처리할까요?",
                description:
                    "보드에는 마지막 수를 취소하는 두 손가락 탭 제스처 인식기가 있습니다. 두 손가락이 서로 다른 타일에 닿으므로 히트 테스트는 손가락마다 각자의 뷰를 줍니다. 그래도 UIKit은 보드나 그 안의 어떤 뷰로 히트 테스트된 모든 터치를 보드의 제스처 인식기에 주므로, 인식기는 두 손가락을 한꺼번에 보고 두 손가락 탭을 인식합니다.",
                lookAt:
                    "요약에는 손가락 두 개와 히트된 뷰 두 개, TileView 'tileA1'과 TileView 'tileB2'가 나오지만, 제스처 인식기에는 UITapGestureRecognizer 'undoTap'이 recognized로 한 번만 나옵니다. 그 이유는 손가락 2개로 한 탭이라고 말합니다. 제스처 인식기는 자기 뷰 위의 모든 손가락으로 한 번만 판정됩니다. 그 뒤 각 타일은 touchesCancelled를 받고, 액션은 GameViewController 'game'이 undoMove:를 수행하는 것을 보여 줍니다."
            )),
        "row-selects-and-tells-delegate": Lesson(
            ja: LessonWords(
                title: "行をタップすると選択され、テーブルのデリゲートに伝わります",
                question: "設定の行へのタップと、別の行のスイッチへのタップ：それぞれ誰が処理しますか？",
                description:
                    "UIKit はセルのタッチが終わったときに行を選択します。touchesEnded はラベルからコンテンツビューとセルを通ってテーブルまでさかのぼり、テーブルは行を選択してデリゲートの tableView(_:didSelectRowAt:) を呼びます。2 行目のスイッチをタップしても行は選択されません。スイッチはタッチを自分で追跡し、先へ渡さないからです。",
                lookAt:
                    "イベント 0：概要の「行の選択」は、UITableViewCell 'accountCell' の行が選択され、SettingsViewController 'settings' に伝わると示します。最後のステップでは、UITableView 'table' が touchesEnded を受け取り、コントローラーが tableView(_:didSelectRowAt:) を実行します。イベントメニューでイベント 1 を選んでください。UISwitch 'wifiSwitch' はタッチを追跡して先へ渡さないので、行は選択されず、スイッチの wifiChanged: アクションだけが実行されます。"
            ),
            zh: LessonWords(
                title: "轻点一行会选中它并通知表格的代理",
                question: "轻点设置中的一行，再轻点另一行中的开关：各由谁处理？",
                description:
                    "UIKit 在单元格的触摸结束时选中行：touchesEnded 从标签向上经过内容视图和单元格到达表格，表格选中该行，并调用其代理的 tableView(_:didSelectRowAt:)。轻点第二行中的开关不会选中该行：开关自己跟踪触摸，不会把它传下去。",
                lookAt:
                    "事件 0：摘要中的“行选择”说 UITableViewCell 'accountCell' 所在的行被选中，并通知了 SettingsViewController 'settings'；最后几步显示 UITableView 'table' 收到 touchesEnded，控制器运行 tableView(_:didSelectRowAt:)。在事件菜单中选择事件 1：UISwitch 'wifiSwitch' 跟踪触摸且不把它传下去，所以该行不会被选中，只运行开关的 wifiChanged: 动作。"
            ),
            ko: LessonWords(
                title: "행을 탭하면 선택되고 테이블의 델리게이트에 알려집니다",
                question: "설정의 행을 탭하고, 다른 행의 스위치를 탭합니다. 각각 누가 처리할까요?",
                description:
                    "UIKit은 셀의 터치가 끝날 때 행을 선택합니다. touchesEnded가 레이블에서 콘텐츠 뷰와 셀을 거쳐 테이블까지 올라가고, 테이블은 행을 선택한 뒤 델리게이트의 tableView(_:didSelectRowAt:)를 호출합니다. 두 번째 행의 스위치를 탭하면 행이 선택되지 않습니다. 스위치가 터치를 직접 추적하고 넘기지 않기 때문입니다.",
                lookAt:
                    "이벤트 0: 요약의 행 선택은 UITableViewCell 'accountCell'의 행이 선택되고 SettingsViewController 'settings'에 알려진다고 말합니다. 마지막 단계들에서는 UITableView 'table'이 touchesEnded를 받고 컨트롤러가 tableView(_:didSelectRowAt:)를 실행합니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. UISwitch 'wifiSwitch'가 터치를 추적하고 넘기지 않으므로 행은 선택되지 않고, 스위치의 wifiChanged: 액션만 실행됩니다."
            )),
        "row-tap-dismiss-recognizer": Lesson(
            ja: LessonWords(
                title: "キーボードを閉じるタップのジェスチャー認識子が行の選択を妨げます",
                question: "キーボードを閉じるタップのジェスチャー認識子がある画面で行をタップすると、誰が処理しますか？",
                description:
                    "コントローラーは、キーボードを隠すためにタップのジェスチャー認識子を自分のビューに追加しました。ジェスチャー認識子はビューより先にタッチを見ます。行へのタップを認識し、cancelsTouchesInView が true なので、セルは touchesEnded の代わりに touchesCancelled を受け取り、テーブルは行を選択せず、tableView(_:didSelectRowAt:) は実行されません。",
                lookAt:
                    "「ジェスチャー認識子」で UITapGestureRecognizer 'dismissKeyboard' が認識し、「診断」の touchesCancelledByGesture の警告は、行の選択が実行されないと示します。概要の「行の選択」はそのジェスチャー認識子の名前を挙げます。ヒントが直し方を示します。cancelsTouchesInView を false にするか、テーブルの中のタッチについて gestureRecognizer(_:shouldReceive:) から false を返します。"
            ),
            zh: LessonWords(
                title: "用于收起键盘的轻点识别器让行无法被选中",
                question: "界面上有一个用于收起键盘的轻点手势识别器，轻点其中一行：谁处理它？",
                description:
                    "控制器在自己的视图上添加了一个轻点识别器来隐藏键盘。手势识别器比视图先看到触摸：它识别了对该行的轻点，并且由于 cancelsTouchesInView 为 true，单元格收到 touchesCancelled 而不是 touchesEnded，所以表格从不选中该行，tableView(_:didSelectRowAt:) 也从不运行。",
                lookAt:
                    "在“手势识别器”中，UITapGestureRecognizer 'dismissKeyboard' 识别成功，“诊断”中的 touchesCancelledByGesture 警告说该行的选择永远不会运行；摘要中的“行选择”指出了这个识别器。提示给出了修正方法：把 cancelsTouchesInView 设为 false，或者对表格中的触摸让 gestureRecognizer(_:shouldReceive:) 返回 false。"
            ),
            ko: LessonWords(
                title: "키보드를 닫는 탭 제스처 인식기 때문에 행이 선택되지 않습니다",
                question: "키보드를 닫는 탭 제스처 인식기가 있는 화면에서 행을 탭하면 누가 처리할까요?",
                description:
                    "컨트롤러가 키보드를 숨기려고 자기 뷰에 탭 제스처 인식기를 추가했습니다. 제스처 인식기는 뷰보다 먼저 터치를 봅니다. 인식기가 행의 탭을 인식하고, cancelsTouchesInView가 true이므로 셀은 touchesEnded 대신 touchesCancelled를 받습니다. 그래서 테이블은 행을 선택하지 않고 tableView(_:didSelectRowAt:)도 실행되지 않습니다.",
                lookAt:
                    "제스처 인식기에서 UITapGestureRecognizer 'dismissKeyboard'가 인식하고, 진단의 touchesCancelledByGesture 경고는 행의 선택이 실행되지 않는다고 말합니다. 요약의 행 선택은 그 인식기의 이름을 밝힙니다. 힌트가 고치는 방법을 알려 줍니다. cancelsTouchesInView를 false로 하거나, 테이블 안의 터치에 대해 gestureRecognizer(_:shouldReceive:)에서 false를 반환합니다."
            )),
        "table-delegate-not-set": Lesson(
            ja: LessonWords(
                title: "didSelectRowAt が実行されません：テーブルにデリゲートがありません",
                question: "連絡先の行をタップすると、コントローラーの tableView(_:didSelectRowAt:) は実行されますか？",
                description:
                    "コントローラーは tableView(_:didSelectRowAt:) を実装していますが、誰も tableView.delegate = self と書いていません（設定されたのは dataSource だけです）。タップは行を選択しますが、UIKit には伝える相手のデリゲートがありません。",
                lookAt:
                    "概要の「行の選択」は、UITableViewCell 'contactCell' の行が選択されるものの、誰にも伝わらないと示します。テーブルにデリゲートがないからです。「診断」の selectionDelegateMissing の警告は、tableView(_:didSelectRowAt:) を実装しているのにテーブルのデリゲートにされなかった ContactsViewController 'contacts' の名前を挙げます。"
            ),
            zh: LessonWords(
                title: "didSelectRowAt 从不运行：表格没有代理",
                question: "轻点一个联系人的行：控制器的 tableView(_:didSelectRowAt:) 会运行吗？",
                description:
                    "控制器实现了 tableView(_:didSelectRowAt:)，但没有人写 tableView.delegate = self（只设置了 dataSource）。轻点选中了该行，但 UIKit 没有可以通知的代理。",
                lookAt:
                    "摘要中的“行选择”说 UITableViewCell 'contactCell' 所在的行被选中，但没有通知任何对象：表格没有代理。“诊断”中的 selectionDelegateMissing 警告指出了 ContactsViewController 'contacts'，它实现了 tableView(_:didSelectRowAt:)，却从未被设为表格的代理。"
            ),
            ko: LessonWords(
                title: "didSelectRowAt이 실행되지 않습니다: 테이블에 델리게이트가 없습니다",
                question: "연락처 행을 탭하면 컨트롤러의 tableView(_:didSelectRowAt:)가 실행될까요?",
                description:
                    "컨트롤러는 tableView(_:didSelectRowAt:)를 구현하지만, 아무도 tableView.delegate = self를 쓰지 않았습니다(dataSource만 설정되었습니다). 탭은 행을 선택하지만, UIKit에는 알릴 델리게이트가 없습니다.",
                lookAt:
                    "요약의 행 선택은 UITableViewCell 'contactCell'의 행이 선택되지만 아무에게도 알려지지 않는다고 말합니다. 테이블에 델리게이트가 없기 때문입니다. 진단의 selectionDelegateMissing 경고는 tableView(_:didSelectRowAt:)를 구현하지만 테이블의 델리게이트로 지정된 적이 없는 ContactsViewController 'contacts'의 이름을 밝힙니다."
            )),
        "sheet-pan-steals-slider": Lesson(
            ja: LessonWords(
                title: "シートのパンジェスチャーが音量スライダーのドラッグを奪います",
                question: "パンで下へ動かせるシートの上で、音量スライダーに沿ってドラッグします。ドラッグを受け取るのは誰ですか？",
                description:
                    "プレーヤー画面は、ビューにあるパンのジェスチャー認識子で自分を下へドラッグします。ジェスチャー認識子はビューより先にタッチを見て、ビューのサブツリーのすべてのタッチがこのジェスチャー認識子に届くので、音量スライダーに沿ったドラッグはシートのパンとして認識されます。スライダーのタッチはキャンセルされ、その値は変わりません。",
                lookAt:
                    "図は UISlider 'volumeSlider' を横切るドラッグを描きます。「ジェスチャー認識子」で UIPanGestureRecognizer 'sheetPan' がそれを認識します。「タッチの配信」ではスライダーが touchesCancelled を受け取るので、その valueChanged アクションは実行されません。touchesCancelledByGesture の警告のヒントは、実際に使われている直し方 gestureRecognizer(_:shouldReceive:) を挙げ、cancelsTouchesInView = false ではだめな理由を示します。"
            ),
            zh: LessonWords(
                title: "表单的拖移手势抢走了音量滑块的拖动",
                question: "在可以向下拖移的表单上沿音量滑块拖动：谁得到这次拖动？",
                description:
                    "播放器界面通过其视图上的拖移识别器把自己向下拖动。手势识别器比视图先看到触摸，而视图子树中的每次触摸都会到达这个识别器，所以沿着音量滑块的拖动被识别为表单的拖移：滑块的触摸被取消，它的值从不改变。",
                lookAt:
                    "示意图画出了横跨 UISlider 'volumeSlider' 的拖动。在“手势识别器”中，UIPanGestureRecognizer 'sheetPan' 识别了它；“触摸投递”显示滑块收到 touchesCancelled，所以它的 valueChanged 动作从不运行。touchesCancelledByGesture 警告的提示给出了大家实际采用的修正方法 gestureRecognizer(_:shouldReceive:)，并说明为什么 cancelsTouchesInView = false 不是办法。"
            ),
            ko: LessonWords(
                title: "시트의 팬 제스처가 볼륨 슬라이더의 드래그를 빼앗습니다",
                question: "아래로 팬할 수 있는 시트에서 볼륨 슬라이더를 따라 드래그합니다. 드래그는 누가 받을까요?",
                description:
                    "플레이어 화면은 자기 뷰에 있는 팬 제스처 인식기로 스스로를 아래로 드래그합니다. 제스처 인식기는 뷰보다 먼저 터치를 보고, 뷰의 서브트리에 있는 모든 터치가 이 인식기에 닿으므로, 볼륨 슬라이더를 따라 하는 드래그는 시트의 팬으로 인식됩니다. 슬라이더의 터치는 취소되고 그 값은 바뀌지 않습니다.",
                lookAt:
                    "다이어그램은 UISlider 'volumeSlider'를 가로지르는 드래그를 그립니다. 제스처 인식기에서 UIPanGestureRecognizer 'sheetPan'이 그것을 인식합니다. 터치 전달은 슬라이더가 touchesCancelled를 받는 것을 보여 주므로, 그 valueChanged 액션은 실행되지 않습니다. touchesCancelledByGesture 경고의 힌트는 실제로 많이 쓰는 해결책인 gestureRecognizer(_:shouldReceive:)를 알려 주고, cancelsTouchesInView = false가 답이 아닌 이유를 말합니다."
            )),
        "slider-keeps-drag-should-receive": Lesson(
            ja: LessonWords(
                title: "shouldReceive がシートのパンをスライダーから遠ざけます",
                question:
                    "シートのパンのジェスチャー認識子のデリゲートが gestureRecognizer(_:shouldReceive:) を実装しています。スライダーの上でのドラッグと、その上側でのドラッグは、それぞれ誰が受け取りますか？",
                description:
                    "奪われたスライダーの直し方です。パンのジェスチャー認識子のデリゲートは、スライダーの中のタッチについて gestureRecognizer(_:shouldReceive:) から false を返します。ジェスチャー認識子はそのドラッグを見ないので、スライダーがそれを追跡して valueChanged を送ります。ほかの場所でのドラッグは、これまでどおりシートを動かします。代わりに cancelsTouchesInView = false にすると、スライダーとシートが一緒に動いてしまいます。",
                lookAt:
                    "イベント 0：「ジェスチャー認識子」で UIPanGestureRecognizer 'sheetPan' は touchNotReceived と示し、その理由は gestureRecognizer(_:shouldReceive:) を挙げます。「アクション」はスライダーの volumeChanged: アクションが実行されたことを示します。イベントメニューでイベント 1 を選んでください。スライダーの上での同じドラッグは sheetPan に届き、sheetPan が認識してシートを動かします。"
            ),
            zh: LessonWords(
                title: "shouldReceive 让表单的拖移不碰滑块",
                question: "表单的拖移手势识别器的代理实现了 gestureRecognizer(_:shouldReceive:)：在滑块上的拖动和滑块上方的拖动，各由谁得到？",
                description:
                    "被抢走的滑块的修正方法：拖移识别器的代理对滑块中的触摸让 gestureRecognizer(_:shouldReceive:) 返回 false。识别器从不看到这次拖动，所以滑块跟踪它并发送 valueChanged；在其他任何地方拖动仍会移动表单。如果改为设置 cancelsTouchesInView = false，滑块和表单会一起移动。",
                lookAt:
                    "事件 0：在“手势识别器”中，UIPanGestureRecognizer 'sheetPan' 显示 touchNotReceived，它的原因指出了 gestureRecognizer(_:shouldReceive:)；“动作”显示滑块的 volumeChanged: 动作被执行。在事件菜单中选择事件 1：在滑块上方的同样拖动到达了 sheetPan，它识别成功并移动表单。"
            ),
            ko: LessonWords(
                title: "shouldReceive가 시트의 팬을 슬라이더에서 떼어 놓습니다",
                question:
                    "시트의 팬 제스처 인식기의 델리게이트가 gestureRecognizer(_:shouldReceive:)를 구현합니다. 슬라이더 위의 드래그와 그 위쪽의 드래그는 각각 누가 받을까요?",
                description:
                    "빼앗긴 슬라이더를 고치는 방법입니다. 팬 제스처 인식기의 델리게이트가 슬라이더 안의 터치에 대해 gestureRecognizer(_:shouldReceive:)에서 false를 반환합니다. 인식기는 그 드래그를 보지 못하므로 슬라이더가 그것을 추적하고 valueChanged를 보냅니다. 다른 곳에서 하는 드래그는 여전히 시트를 움직입니다. 대신 cancelsTouchesInView = false로 하면 슬라이더와 시트가 함께 움직이게 됩니다.",
                lookAt:
                    "이벤트 0: 제스처 인식기에서 UIPanGestureRecognizer 'sheetPan'은 touchNotReceived라고 말하고, 그 이유는 gestureRecognizer(_:shouldReceive:)를 밝힙니다. 액션은 슬라이더의 volumeChanged: 액션이 수행된 것을 보여 줍니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. 슬라이더 위쪽에서 하는 같은 드래그는 sheetPan에 닿고, sheetPan이 인식해 시트를 움직입니다."
            )),
        "single-tap-waits-for-double-tap": Lesson(
            ja: LessonWords(
                title: "ダブルタップを待つシングルタップ",
                question: "ダブルタップのジェスチャー認識子と、それを待つように言われたシングルタップのジェスチャー認識子がある写真：ダブルタップとシングルタップはそれぞれ何をしますか？",
                description:
                    "写真には 2 つのタップのジェスチャー認識子があります。ダブルタップで拡大し、シングルタップでいいねします。シングルタップのジェスチャー認識子は、ダブルタップのジェスチャー認識子が失敗するのを待つよう指定されています（require(toFail:)）。ダブルタップは拡大していいねはせず、シングルタップはダブルタップが失敗したあと、少し遅れていいねします。待たなければ、ダブルタップは両方を行ってしまいます。",
                lookAt:
                    "イベント 0 はダブルタップです。「ジェスチャー認識子」で、UITapGestureRecognizer 'zoomTap' は 2 回目のタップで認識し、UITapGestureRecognizer 'likeTap' は requiredFailureDidNotHappen と示します（その理由は zoomTap を待ったと示します）。イベントメニューでイベント 1、シングルタップを選んでください。zoomTap が失敗するので、likeTap が認識します。"
            ),
            zh: LessonWords(
                title: "等待双次轻点的单次轻点",
                question: "照片上有双次轻点手势识别器，以及被要求等待它的单次轻点手势识别器：双次轻点和单次轻点各会做什么？",
                description:
                    "一张照片有两个轻点识别器：双次轻点放大，单次轻点点赞。单次轻点识别器被设定为等待双次轻点识别器失败（require(toFail:)）。双次轻点会放大而不会点赞；单次轻点会在双次轻点失败之后，稍晚一点点赞。如果不等待，双次轻点会同时做这两件事。",
                lookAt:
                    "事件 0 是一个双次轻点：在“手势识别器”中，UITapGestureRecognizer 'zoomTap' 在第二次轻点时识别成功，UITapGestureRecognizer 'likeTap' 显示 requiredFailureDidNotHappen（它的原因说它在等待 zoomTap）。在事件菜单中选择事件 1，一次单次轻点：zoomTap 失败，所以 likeTap 识别成功。"
            ),
            ko: LessonWords(
                title: "더블 탭을 기다리는 싱글 탭",
                question: "더블 탭 제스처 인식기와 그것을 기다리도록 한 싱글 탭 제스처 인식기가 있는 사진: 더블 탭과 싱글 탭은 각각 무엇을 할까요?",
                description:
                    "사진에는 탭 제스처 인식기가 두 개 있습니다. 더블 탭은 확대하고, 싱글 탭은 좋아요를 누릅니다. 싱글 탭 인식기는 더블 탭 인식기가 실패하기를 기다리도록 지정되어 있습니다(require(toFail:)). 더블 탭은 확대만 하고 좋아요는 누르지 않으며, 싱글 탭은 더블 탭이 실패한 뒤 조금 늦게 좋아요를 누릅니다. 기다리지 않으면 더블 탭이 둘 다 하게 됩니다.",
                lookAt:
                    "이벤트 0은 더블 탭입니다. 제스처 인식기에서 UITapGestureRecognizer 'zoomTap'은 두 번째 탭에서 인식하고, UITapGestureRecognizer 'likeTap'은 requiredFailureDidNotHappen이라고 말합니다(그 이유는 zoomTap을 기다렸다고 말합니다). 이벤트 메뉴에서 싱글 탭인 이벤트 1을 고르십시오. zoomTap이 실패하므로 likeTap이 인식합니다."
            )),
        "drag-off-button-cancels": Lesson(
            ja: LessonWords(
                title: "指を離す前にボタンの外へドラッグすると押下が取り消されます",
                question: "指が保存ボタンを押し、遠くまで滑らせてから離します。保存は実行されますか？",
                description:
                    "指は保存ボタンを押し、ボタンから大きく離れてそこで離れます。コントロールは、離れていった指も追跡し続けます。ボタンから約 70 ポイント以内なら、指はまだ内側とみなされます。それを超えるとボタンは touchDragExit を送り、指を離すと touchUpInside の代わりに touchUpOutside を送るので、保存のアクションは実行されません。ユーザーはこうして考えを変えられます。",
                lookAt:
                    "図は指の経路を描きます。指は UIButton 'saveButton' に触れ、そのずっと下で離れます。ステップでは、ボタンが touchesBegan、touchesMoved、touchesEnded を自分で追跡します。touchEndedOutsideControl の診断は、指が 70 ポイントより外で離れたので、ボタンが touchUpOutside を送り、その touchUpInside のアクションは実行されなかったと示します。"
            ),
            zh: LessonWords(
                title: "抬起手指之前拖离按钮会取消按下",
                question: "手指按下保存按钮，滑到很远处再抬起：会执行保存吗？",
                description:
                    "手指按下保存按钮，滑到远离它的地方，在那里抬起。控件会继续跟踪离开它的手指：在按钮周围约 70 点以内，手指仍算在内部。超出这个范围，按钮发送 touchDragExit，抬起手指时发送 touchUpOutside 而不是 touchUpInside，所以保存动作不会运行。用户就是这样改变主意的。",
                lookAt:
                    "示意图画出了手指的路径：它落在 UIButton 'saveButton' 上，在远低于它的地方抬起。步骤显示按钮自己跟踪 touchesBegan、touchesMoved 和 touchesEnded，touchEndedOutsideControl 诊断说手指在外面超过 70 点的地方抬起，所以按钮发送了 touchUpOutside，它的 touchUpInside 动作没有运行。"
            ),
            ko: LessonWords(
                title: "손가락을 떼기 전에 버튼 밖으로 드래그하면 누르기가 취소됩니다",
                question: "저장 버튼을 누른 손가락을 멀리 미끄러뜨린 뒤 뗍니다. 저장이 실행될까요?",
                description:
                    "저장 버튼을 누른 손가락이 버튼에서 멀리 미끄러진 뒤, 거기서 손가락을 뗍니다. 컨트롤은 자기를 벗어난 손가락도 계속 추적합니다. 버튼에서 약 70포인트 안이면 손가락은 아직 안쪽으로 칩니다. 그보다 멀어지면 버튼은 touchDragExit를 보내고, 손가락을 떼면 touchUpInside 대신 touchUpOutside를 보내므로 저장 액션은 실행되지 않습니다. 사용자는 이렇게 마음을 바꿉니다.",
                lookAt:
                    "다이어그램은 손가락의 경로를 그립니다. 손가락은 UIButton 'saveButton'에 닿고, 그보다 한참 아래에서 떼어집니다. 단계에서는 버튼이 touchesBegan, touchesMoved, touchesEnded를 직접 추적하고, touchEndedOutsideControl 진단은 손가락을 70포인트보다 바깥에서 뗐으므로 버튼이 touchUpOutside를 보냈고 그 touchUpInside 액션은 실행되지 않았다고 말합니다."
            )),
        "drag-from-button-scrolls-table": Lesson(
            ja: LessonWords(
                title: "テーブルのボタンから始めたドラッグはテーブルをスクロールします",
                question: "テーブルの削除ボタンから始まるドラッグと、同じボタンへのタップ：それぞれ誰が処理しますか？",
                description:
                    "指はテーブルの行にある削除ボタンに触れ、上へ動きます。テーブルビューはスクロールビューで、自分のパンのジェスチャー認識子を持ち、指がスクロールを始めるかどうかを見るため、ボタンのタッチを少しの間とどめます（delaysContentTouches）。指はその間に動くので、テーブルがスクロールし、ボタンはタッチを受け取らず、そのアクションは実行されません。同じボタンへのタップは動作します。",
                lookAt:
                    "イベント 0 は UIButton 'deleteButton' で始まるドラッグです（図がその経路を描きます）。「ジェスチャー認識子」では、テーブルの UIScrollViewPanGestureRecognizer が認識し、その下の行は、UITableView 'table' がコンテンツのタッチをとどめたままスクロールしたと示すので、アクションは送られません。イベントメニューでイベント 1 を選んでください。同じボタンへのタップは遅れて配信され、「アクション」は deleteMessage: が実行されたことを示します。"
            ),
            zh: LessonWords(
                title: "从表格中的按钮开始的拖动会滚动表格",
                question: "从表格中的删除按钮开始的拖动，以及轻点同一个按钮：各由谁处理？",
                description:
                    "手指落在表格某行的删除按钮上，然后向上移动。表格视图是一个滚动视图：它有自己的拖移手势识别器，并且会把按钮的触摸暂时压住（delaysContentTouches），看手指是否开始滚动。手指在这段时间内移动了，所以表格滚动，按钮从未收到触摸：它的动作不会运行。轻点同一个按钮则有效。",
                lookAt:
                    "事件 0 是一次从 UIButton 'deleteButton' 开始的拖动（示意图画出了它的路径）。在“手势识别器”中，表格的 UIScrollViewPanGestureRecognizer 识别成功，它下面的一行说 UITableView 'table' 在压住内容的触摸的情况下滚动了，所以没有发送任何动作。在事件菜单中选择事件 1：对同一个按钮的轻点先被延迟，然后被投递，“动作”显示 deleteMessage: 被执行。"
            ),
            ko: LessonWords(
                title: "테이블의 버튼에서 시작한 드래그는 테이블을 스크롤합니다",
                question: "테이블의 삭제 버튼에서 시작하는 드래그와 같은 버튼을 탭하기: 각각 누가 처리할까요?",
                description:
                    "손가락이 테이블 행의 삭제 버튼에 닿은 뒤 위로 움직입니다. 테이블 뷰는 스크롤 뷰입니다. 자기 팬 제스처 인식기가 있고, 손가락이 스크롤을 시작하는지 보려고 버튼의 터치를 잠시 붙잡아 둡니다(delaysContentTouches). 손가락이 그 사이에 움직이므로 테이블이 스크롤되고, 버튼은 터치를 받지 못해 그 액션은 실행되지 않습니다. 같은 버튼을 탭하면 동작합니다.",
                lookAt:
                    "이벤트 0은 UIButton 'deleteButton'에서 시작하는 드래그입니다(다이어그램이 그 경로를 그립니다). 제스처 인식기에서 테이블의 UIScrollViewPanGestureRecognizer가 인식하고, 그 아래 줄은 UITableView 'table'이 콘텐츠의 터치를 붙잡은 채 스크롤했다고 말하므로 액션은 보내지지 않습니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. 같은 버튼의 탭은 지연된 뒤 전달되고, 액션은 deleteMessage:가 수행된 것을 보여 줍니다."
            )),
        "scroll-view-keeps-button-touch": Lesson(
            ja: LessonWords(
                title: "遅延がなければ、ボタンから始めたドラッグはスクロールしません",
                question: "delaysContentTouches をオフにして、同じドラッグをします。タッチを受け取るのは誰ですか？",
                description:
                    "同じテーブルで delaysContentTouches をオフにしたので、削除ボタンはすぐにタッチを受け取ります。指が動き始めると、テーブルはタッチを取り戻してよいかを touchesShouldCancel(in:) に問い合わせます。コントロールについての UIKit の答えは「いいえ」です。テーブルはスクロールせず、ボタンは指を追跡し続け、指はボタンから 70 ポイント以内で離れるので、ボタンは動作します。",
                lookAt:
                    "前のレッスンと同じドラッグですが、「ジェスチャー認識子」で UITableView 'table' の行は keptByContent と示します。その理由は touchesShouldCancel(in:) がボタンについて false を返したと示すので、テーブルはスクロールせず、「アクション」はボタンの deleteMessage: が実行されたことを示します。"
            ),
            zh: LessonWords(
                title: "没有延迟时，从按钮开始的拖动不会滚动",
                question: "关闭 delaysContentTouches 后做同样的拖动：谁得到这次触摸？",
                description:
                    "同一个表格关闭了 delaysContentTouches，所以删除按钮立即收到触摸。手指开始移动时，表格询问 touchesShouldCancel(in:) 它能否收回这次触摸；对于控件，UIKit 的回答是不能。表格不滚动，按钮继续跟踪手指，而且由于手指在离它 70 点以内的地方抬起，按钮仍会触发。",
                lookAt:
                    "与上一课相同的拖动，但在“手势识别器”中，UITableView 'table' 那一行显示 keptByContent：它的原因说 touchesShouldCancel(in:) 对按钮返回了 false，所以表格没有滚动，“动作”显示按钮的 deleteMessage: 被执行。"
            ),
            ko: LessonWords(
                title: "지연이 없으면 버튼에서 시작한 드래그는 스크롤하지 않습니다",
                question: "delaysContentTouches를 끄고 같은 드래그를 합니다. 터치는 누가 받을까요?",
                description:
                    "같은 테이블에서 delaysContentTouches를 꺼서 삭제 버튼이 터치를 바로 받습니다. 손가락이 움직이기 시작하면 테이블은 터치를 되가져가도 되는지 touchesShouldCancel(in:)에 묻고, 컨트롤에 대한 UIKit의 대답은 '아니요'입니다. 테이블은 스크롤하지 않고 버튼은 손가락을 계속 추적하며, 손가락을 버튼에서 70포인트 안에서 떼므로 버튼은 그래도 동작합니다.",
                lookAt:
                    "이전 레슨과 같은 드래그이지만, 제스처 인식기에서 UITableView 'table'의 줄은 keptByContent라고 말합니다. 그 이유는 touchesShouldCancel(in:)이 버튼에 대해 false를 반환했다고 말하므로 테이블은 스크롤하지 않았고, 액션은 버튼의 deleteMessage:가 수행된 것을 보여 줍니다."
            )),
        "navigation-back-button": Lesson(
            ja: LessonWords(
                title: "ナビゲーションスタックの戻るボタン",
                question: "ナビゲーションバーの戻るボタンをタップすると、誰が処理しますか？",
                description:
                    "メッセージ画面は受信トレイの上にプッシュされたので、ナビゲーションバーに戻るボタンが表示されています。それをタップすると popViewControllerAnimated: がナビゲーションコントローラーへ直接送られ、ナビゲーションコントローラーがメッセージ画面をポップします。コントローラー自身はタッチを見ません。",
                lookAt:
                    "「ヒットテストの経過」は _UIButtonBarButton 'nav.backButton' で終わります。これは UINavigationBar 'nav.navigationBar' の中の非公開のビューで、ナビゲーションバーはメッセージ画面のビューの前面にあります。「アクション」では、その touchUpInside がターゲットとして UINavigationController 'nav' を挙げます。popViewControllerAnimated: は直接呼ばれ、最後のステップが何をポップするかを示します。"
            ),
            zh: LessonWords(
                title: "导航栈的返回按钮",
                question: "轻点导航栏的返回按钮：谁处理它？",
                description:
                    "消息界面被推入收件箱之上，所以导航栏显示一个返回按钮。轻点它会把 popViewControllerAnimated: 直接发送给导航控制器，由它弹出消息界面；控制器本身从不看到这次触摸。",
                lookAt:
                    "“命中测试过程”结束于 _UIButtonBarButton 'nav.backButton'，它是 UINavigationBar 'nav.navigationBar' 中的一个私有视图，导航栏位于消息界面的视图前面。在“动作”中，它的 touchUpInside 以 UINavigationController 'nav' 为目标：popViewControllerAnimated: 被直接调用，最后一步说明了它弹出的是什么。"
            ),
            ko: LessonWords(
                title: "내비게이션 스택의 뒤로 버튼",
                question: "내비게이션 바의 뒤로 버튼을 탭하면 누가 처리할까요?",
                description:
                    "메시지 화면이 받은 편지함 위에 푸시되었으므로 내비게이션 바에 뒤로 버튼이 보입니다. 그것을 탭하면 popViewControllerAnimated:가 내비게이션 컨트롤러에 바로 보내지고, 내비게이션 컨트롤러가 메시지 화면을 팝합니다. 컨트롤러들 자신은 터치를 보지 못합니다.",
                lookAt:
                    "히트 테스트 과정은 _UIButtonBarButton 'nav.backButton'에서 끝납니다. 이것은 UINavigationBar 'nav.navigationBar' 안의 비공개 뷰이고, 내비게이션 바는 메시지 화면의 뷰 앞쪽에 있습니다. 액션에서 그 touchUpInside는 타깃으로 UINavigationController 'nav'를 가리킵니다. popViewControllerAnimated:가 바로 호출되고, 마지막 단계가 무엇을 팝하는지 말합니다."
            )),
        "swipe-back-blocked-by-carousel": Lesson(
            ja: LessonWords(
                title: "横向きのカルーセルの上では戻るスワイプが効きません",
                question: "左端から横にスクロールする写真のカルーセルをまたぐスワイプと、その下でのスワイプ：それぞれ誰が受け取りますか？",
                description:
                    "プッシュされた商品画面には、左端まで届く横スクロールの写真カルーセルがあります。左端からのスワイプで戻るはず（ナビゲーションコントローラーの interactivePopGestureRecognizer）ですが、カルーセル自身のパンのジェスチャー認識子がより深いビューにあって先にドラッグを認識するので、代わりにカルーセルがスクロールします。直し方は、カルーセルのパンがポップのジェスチャーの失敗を待つようにすることです。",
                lookAt:
                    "イベント 0 は、左端から UICollectionView 'carousel' を横切ってスワイプします。「ジェスチャー認識子」ではカルーセルの UIScrollViewPanGestureRecognizer が認識し、UIScreenEdgePanGestureRecognizer 'nav.interactivePopGestureRecognizer' は excludedByOther と示します。「診断」の interactivePopGestureBlocked の警告が直し方を示します。イベントメニューでイベント 1 を選んでください。カルーセルの下での同じスワイプはポップのジェスチャーに届き、UINavigationController 'nav' が popViewControllerAnimated: を実行します。"
            ),
            zh: LessonWords(
                title: "在横向轮播上轻扫返回不起作用",
                question: "从左边缘轻扫经过横向滚动的照片轮播，以及在它下方轻扫：各由谁得到？",
                description:
                    "一个被推入的商品界面有一个横向滚动的照片轮播，一直延伸到左边缘。从左边缘轻扫本应返回（导航控制器的 interactivePopGestureRecognizer），但轮播自己的拖移识别器位于更深的视图上，先识别了这次拖动，所以改为轮播滚动。修正方法是让轮播的拖移等待返回手势失败。",
                lookAt:
                    "事件 0 从左边缘横扫过 UICollectionView 'carousel'：在“手势识别器”中，轮播的 UIScrollViewPanGestureRecognizer 识别成功，UIScreenEdgePanGestureRecognizer 'nav.interactivePopGestureRecognizer' 显示 excludedByOther；“诊断”中的 interactivePopGestureBlocked 警告给出了修正方法。在事件菜单中选择事件 1：在轮播下方同样的轻扫到达了返回手势，UINavigationController 'nav' 执行 popViewControllerAnimated:。"
            ),
            ko: LessonWords(
                title: "가로 캐러셀 위에서는 뒤로 스와이프가 동작하지 않습니다",
                question: "왼쪽 가장자리에서 가로로 스크롤되는 사진 캐러셀을 가로지르는 스와이프와 그 아래의 스와이프: 각각 누가 받을까요?",
                description:
                    "푸시된 상품 화면에는 왼쪽 가장자리까지 닿는 가로 스크롤 사진 캐러셀이 있습니다. 왼쪽 가장자리에서 스와이프하면 뒤로 가야 하지만(내비게이션 컨트롤러의 interactivePopGestureRecognizer), 캐러셀 자신의 팬 제스처 인식기가 더 깊은 뷰에 있어서 먼저 드래그를 인식하므로 대신 캐러셀이 스크롤됩니다. 캐러셀의 팬이 팝 제스처의 실패를 기다리게 하면 고쳐집니다.",
                lookAt:
                    "이벤트 0은 왼쪽 가장자리에서 UICollectionView 'carousel'을 가로질러 스와이프합니다. 제스처 인식기에서 캐러셀의 UIScrollViewPanGestureRecognizer가 인식하고, UIScreenEdgePanGestureRecognizer 'nav.interactivePopGestureRecognizer'는 excludedByOther라고 말합니다. 진단의 interactivePopGestureBlocked 경고가 고치는 방법을 알려 줍니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. 캐러셀 아래에서 하는 같은 스와이프는 팝 제스처에 닿고, UINavigationController 'nav'가 popViewControllerAnimated:를 수행합니다."
            )),
        "swipe-back-carousel-waits": Lesson(
            ja: LessonWords(
                title: "カルーセルのパンが戻るスワイプを待ちます",
                question: "カルーセルのパンが戻るスワイプの失敗を待つようになりました。端からのスワイプと、カルーセルの中で始まるドラッグは、それぞれ誰が受け取りますか？",
                description:
                    "ふさがれた戻るスワイプの直し方です。カルーセル自身の panGestureRecognizer は、ナビゲーションコントローラーの interactivePopGestureRecognizer が失敗するのを待ちます（require(toFail:)）。左端からのドラッグは画面をポップするようになり、カルーセルの中で始まるドラッグは、そこではポップのジェスチャーが失敗するので、これまでどおりカルーセルをスクロールします。",
                lookAt:
                    "カルーセルのパンのジェスチャー認識子は、ポップのジェスチャーが失敗するのを待つようになりました（エディタの requiresToFail）。イベント 0：「ジェスチャー認識子」でパンは requiredFailureDidNotHappen と示し、ポップのジェスチャーが認識してポップします。イベントメニューでイベント 1、UICollectionView 'carousel' の中で始まるドラッグを選んでください。ポップのジェスチャーは失敗し（指は端から遠くで触れました）、カルーセルがスクロールします。"
            ),
            zh: LessonWords(
                title: "轮播的拖移等待轻扫返回",
                question: "轮播的拖移现在等待轻扫返回失败：从边缘轻扫，以及在轮播内开始的拖动，各由谁得到？",
                description:
                    "被阻挡的轻扫返回的修正方法：轮播自己的 panGestureRecognizer 等待导航控制器的 interactivePopGestureRecognizer 失败（require(toFail:)）。现在从左边缘拖动会弹出界面；从轮播内部开始的拖动仍会滚动轮播，因为返回手势在那里失败。",
                lookAt:
                    "轮播的拖移识别器现在等待返回手势失败（编辑器中的 requiresToFail）。事件 0：在“手势识别器”中，拖移显示 requiredFailureDidNotHappen，返回手势识别成功并弹出界面。在事件菜单中选择事件 1，一次从 UICollectionView 'carousel' 内部开始的拖动：返回手势失败（手指落在离边缘很远的地方），所以轮播滚动。"
            ),
            ko: LessonWords(
                title: "캐러셀의 팬이 뒤로 스와이프를 기다립니다",
                question: "이제 캐러셀의 팬이 뒤로 스와이프가 실패하기를 기다립니다. 가장자리에서의 스와이프와 캐러셀 안에서 시작한 드래그는 각각 누가 받을까요?",
                description:
                    "막힌 뒤로 스와이프를 고치는 방법입니다. 캐러셀 자신의 panGestureRecognizer가 내비게이션 컨트롤러의 interactivePopGestureRecognizer가 실패하기를 기다립니다(require(toFail:)). 이제 왼쪽 가장자리에서 하는 드래그는 화면을 팝하고, 캐러셀 안에서 시작하는 드래그는 거기서는 팝 제스처가 실패하므로 여전히 캐러셀을 스크롤합니다.",
                lookAt:
                    "캐러셀의 팬 제스처 인식기는 이제 팝 제스처가 실패하기를 기다립니다(편집기의 requiresToFail). 이벤트 0: 제스처 인식기에서 팬은 requiredFailureDidNotHappen이라고 말하고, 팝 제스처가 인식해 화면을 팝합니다. 이벤트 메뉴에서 UICollectionView 'carousel' 안에서 시작하는 드래그인 이벤트 1을 고르십시오. 팝 제스처는 실패하고(손가락이 가장자리에서 먼 곳에 닿았습니다), 캐러셀이 스크롤됩니다."
            )),
        "tab-bar-selects-tab": Lesson(
            ja: LessonWords(
                title: "タブバーのタブをタップします",
                question: "タブバーのプロフィールのタブをタップすると、誰が処理しますか？",
                description:
                    "3 つのタブがあり、フィードが選択されているタブバーコントローラーです。ウインドウにあるのは選択されたタブのビューだけで、タブバーはその前面の下端にあり、タブごとに非公開の UITabBarButton が 1 つあります。プロフィールのタブのボタンをタップすると _tabBarItemClicked: がタブバーへ送られ、タブバーはタブバーコントローラーにそのタブを選択させます。",
                lookAt:
                    "「ヒットテストの経過」は UILayoutContainerView 'tabs.view' から前面の UITabBar 'tabs.tabBar' に入り、UITabBarButton 'profile.tabBarButton' で終わります。図では、ウインドウにあるのはフィードのタブのビューだけで、ほかのタブのビューはありません。最後のステップが、タブバーコントローラーがどのタブを選択するかを示します。"
            ),
            zh: LessonWords(
                title: "轻点标签栏中的标签",
                question: "轻点标签栏中的“个人资料”标签：谁处理它？",
                description:
                    "一个有三个标签的标签栏控制器，当前选中“动态”。窗口中只有选中标签的视图；标签栏位于它前面的底部，每个标签有一个私有的 UITabBarButton。轻点“个人资料”标签的按钮会把 _tabBarItemClicked: 发送给标签栏，由标签栏让标签栏控制器选中该标签。",
                lookAt:
                    "“命中测试过程”从 UILayoutContainerView 'tabs.view' 进入位于前面的 UITabBar 'tabs.tabBar'，结束于 UITabBarButton 'profile.tabBarButton'。在示意图中，窗口里只有“动态”标签的视图，其他标签的视图不在其中。最后一步说明了标签栏控制器选中哪个标签。"
            ),
            ko: LessonWords(
                title: "탭 바의 탭을 탭합니다",
                question: "탭 바의 프로필 탭을 탭하면 누가 처리할까요?",
                description:
                    "탭이 세 개이고 피드가 선택된 탭 바 컨트롤러입니다. 윈도우에는 선택된 탭의 뷰만 있고, 탭 바는 그 앞쪽 아래에 있으며 탭마다 비공개 UITabBarButton이 하나씩 있습니다. 프로필 탭의 버튼을 탭하면 _tabBarItemClicked:가 탭 바에 보내지고, 탭 바는 탭 바 컨트롤러가 그 탭을 선택하게 합니다.",
                lookAt:
                    "히트 테스트 과정은 UILayoutContainerView 'tabs.view'에서 앞쪽에 있는 UITabBar 'tabs.tabBar'로 들어가 UITabBarButton 'profile.tabBarButton'에서 끝납니다. 다이어그램에서 윈도우에는 피드 탭의 뷰만 있고, 다른 탭들의 뷰는 없습니다. 마지막 단계가 탭 바 컨트롤러가 어느 탭을 선택하는지 말합니다."
            )),
        "raised-tab-bar-button": Lesson(
            ja: LessonWords(
                title: "タブバーの持ち上がった中央のボタンは下半分でしか動作しません",
                question: "タブバーの上へはみ出した中央の作成ボタン：下半分へのタップと上半分へのタップは、それぞれ誰が受け取りますか？",
                description:
                    "作成ボタンはタブバーに追加され、上へはみ出すように持ち上げられました。タブバーはクリップしないのでボタン全体が見えますが、ヒットテストは先にタブバーに問い合わせ、タブバーの point(inside:) はその上端より上では false です。ボタンの上半分へのタップはボタンに届きません。",
                lookAt:
                    "イベント 0：タブバーの内側にあるボタンの下半分へのタップは compose: を実行します（「アクション」を見てください）。イベントメニューでイベント 1、バーより上にあるボタンの上半分へのタップを選んでください。「ヒットテストの経過」では UITabBar 'tabs.tabBar' が pointOutside と示し、「診断」の outsideSuperviewBounds の警告が、UIButton 'composeButton' に問い合わせがない理由を説明します。よくある直し方は、タブバーの point(inside:with:) をオーバーライドしてボタンを含めることです。"
            ),
            zh: LessonWords(
                title: "标签栏中凸起的中央按钮只有下半部分有效",
                question: "凸出在标签栏上方的中央撰写按钮：轻点它的下半部分和上半部分，各由谁收到？",
                description:
                    "撰写按钮被添加到标签栏上并向上移动，使它突出在标签栏上方。标签栏不裁剪内容，所以整个按钮都能看见，但命中测试先询问标签栏，而标签栏的 point(inside:) 在其顶部以上为 false：轻点按钮的上半部分永远到达不了它。",
                lookAt:
                    "事件 0：在标签栏内轻点按钮的下半部分，会运行 compose:（见“动作”）。在事件菜单中选择事件 1，在标签栏上方轻点按钮的上半部分：“命中测试过程”显示 UITabBar 'tabs.tabBar' 为 pointOutside，“诊断”中的 outsideSuperviewBounds 警告解释了为什么 UIButton 'composeButton' 从未被询问。常见的修正方法是重写标签栏的 point(inside:with:)，把按钮包括进来。"
            ),
            ko: LessonWords(
                title: "탭 바에서 튀어나온 가운데 버튼은 아래쪽 절반에서만 동작합니다",
                question: "탭 바 위로 튀어나온 가운데 작성 버튼: 아래쪽 절반과 위쪽 절반을 탭하면 각각 누가 받을까요?",
                description:
                    "작성 버튼이 탭 바에 추가되고 위로 옮겨져 탭 바 위로 튀어나와 있습니다. 탭 바는 클립하지 않으므로 버튼 전체가 보이지만, 히트 테스트는 탭 바에 먼저 묻고, 탭 바의 point(inside:)는 그 위쪽 가장자리보다 위에서는 false입니다. 버튼의 위쪽 절반을 탭하면 버튼에 닿지 않습니다.",
                lookAt:
                    "이벤트 0: 탭 바 안쪽에 있는 버튼의 아래쪽 절반을 탭하면 compose:가 실행됩니다(액션을 보십시오). 이벤트 메뉴에서 바 위쪽에 있는 버튼의 위쪽 절반을 탭하는 이벤트 1을 고르십시오. 히트 테스트 과정은 UITabBar 'tabs.tabBar'가 pointOutside라고 말하는 것을 보여 주고, 진단의 outsideSuperviewBounds 경고는 UIButton 'composeButton'에 묻지 않는 이유를 설명합니다. 흔한 해결책은 탭 바의 point(inside:with:)를 오버라이드해 버튼을 포함하는 것입니다."
            )),
        "text-field-tap-focuses": Lesson(
            ja: LessonWords(
                title: "テキストフィールドをタップするとファーストレスポンダーになります",
                question: "メールアドレスのテキストフィールドをタップすると、誰が処理しますか？",
                description: "ユーザーが UITextField をタップすると、それはファーストレスポンダーになり、入力ビューであるキーボードを表示します。そのウインドウがキーウインドウだからです。",
                lookAt:
                    "概要の「ファーストレスポンダー」は、ウインドウがキーウインドウなので UITextField 'emailField' がファーストレスポンダーになり、キーボードが表示されると示します。概要のファーストレスポンダーとキーボードの前後の行を比べてください。"
            ),
            zh: LessonWords(
                title: "轻点文本框会让它成为第一响应者",
                question: "轻点电子邮件文本框：谁处理它？",
                description: "用户轻点 UITextField 时，它成为第一响应者并显示它的输入视图，即键盘，因为它的窗口是关键窗口。",
                lookAt: "在摘要中，“第一响应者”说 UITextField 'emailField' 成为第一响应者并显示键盘，因为它的窗口是关键窗口；比较摘要中第一响应者和键盘的之前与之后两行。"),
            ko: LessonWords(
                title: "텍스트 필드를 탭하면 퍼스트 리스폰더가 됩니다",
                question: "이메일 텍스트 필드를 탭하면 누가 처리할까요?",
                description: "사용자가 UITextField를 탭하면, 그 윈도우가 키 윈도우이므로 텍스트 필드는 퍼스트 리스폰더가 되고 입력 뷰인 키보드를 보여 줍니다.",
                lookAt:
                    "요약의 퍼스트 리스폰더는 윈도우가 키 윈도우이므로 UITextField 'emailField'가 퍼스트 리스폰더가 되고 키보드가 나타난다고 말합니다. 요약에서 퍼스트 리스폰더와 키보드의 이전 행과 이후 행을 비교하십시오."
            )),
        "search-field-viewdidload": Lesson(
            ja: LessonWords(
                title: "viewDidLoad の中の becomeFirstResponder は失敗します",
                question: "viewDidLoad と viewDidAppear で、検索フィールドの becomeFirstResponder を呼びます。それぞれ成功しますか？",
                description:
                    "SearchViewController は viewDidLoad の中、ビューがまだウインドウにないうちに searchField.becomeFirstResponder() を呼ぶので、それは false を返し、キーボードは表示されません。viewDidAppear での同じ呼び出しは成功し、キーボードが表示されます。",
                lookAt:
                    "イベント 0：概要の「ファーストレスポンダー」は、becomeFirstResponder が失敗したと示します。viewDidLoad の間、ビューはまだウインドウにありません。「診断」の notInWindow の警告が、代わりにどこで呼べばよいかを示します。イベントメニューでイベント 1 を選ぶと、同じ呼び出しがあとで成功するのがわかります。"
            ),
            zh: LessonWords(
                title: "在 viewDidLoad 中调用 becomeFirstResponder 会失败",
                question: "在 viewDidLoad 和 viewDidAppear 中分别对搜索框调用 becomeFirstResponder：各自会成功吗？",
                description:
                    "SearchViewController 在 viewDidLoad 中调用 searchField.becomeFirstResponder()，此时它的视图还不在窗口中，所以返回 false，键盘不会出现。在 viewDidAppear 中同样的调用会成功，键盘随之显示。",
                lookAt:
                    "事件 0：在摘要中，“第一响应者”说 becomeFirstResponder 失败了：在 viewDidLoad 期间，视图还不在窗口中。“诊断”中的 notInWindow 警告说明了应改在哪里调用；在事件菜单中选择事件 1，可以看到同样的调用在之后成功。"
            ),
            ko: LessonWords(
                title: "viewDidLoad에서 호출한 becomeFirstResponder는 실패합니다",
                question: "viewDidLoad와 viewDidAppear에서 각각 검색 필드의 becomeFirstResponder를 호출합니다. 각각 성공할까요?",
                description:
                    "SearchViewController는 뷰가 아직 윈도우에 없는 viewDidLoad에서 searchField.becomeFirstResponder()를 호출하므로, 그 호출은 false를 반환하고 키보드는 나타나지 않습니다. viewDidAppear에서 하는 같은 호출은 성공하고 키보드가 나타납니다.",
                lookAt:
                    "이벤트 0: 요약의 퍼스트 리스폰더는 becomeFirstResponder가 실패했다고 말합니다. viewDidLoad 동안에는 뷰가 아직 윈도우에 없습니다. 진단의 notInWindow 경고가 대신 어디에서 호출해야 하는지 알려 줍니다. 이벤트 메뉴에서 이벤트 1을 고르면 같은 호출이 나중에 성공하는 것을 볼 수 있습니다."
            )),
        "overlay-window-keyboard": Lesson(
            ja: LessonWords(
                title: "キーウインドウではないウインドウのテキストフィールドにはキーボードが出ません",
                question: "キーウインドウではないオーバーレイのウインドウで、返信フィールドがファーストレスポンダーになろうとします。キーボードは出ますか？",
                description:
                    "オーバーレイのウインドウで becomeFirstResponder は成功しますが、ソフトウェアキーボードにはそのウインドウがキーウインドウであることも必要です。メインのウインドウがキーウインドウなので、キーボードは表示されません。",
                lookAt:
                    "UITextField 'replyField' はファーストレスポンダーになりますが、UIWindow 'overlay' のファーストレスポンダーです。概要の「各ウインドウ（後）」は UIWindow 'main' をキーウインドウとして示し、「キーボード」の行は前も後も hidden と示します。キーボードを得るのはキーウインドウのファーストレスポンダーだけです。「診断」の keyboardNotShown の警告が、何を変えればよいかを示します。"
            ),
            zh: LessonWords(
                title: "不是关键窗口的窗口中的文本框得不到键盘",
                question: "不是关键窗口的覆盖窗口中的回复文本框要成为第一响应者：键盘会出现吗？",
                description:
                    "在覆盖窗口中 becomeFirstResponder 成功了，但软件键盘还需要那个窗口是关键窗口，而关键窗口是应用的主界面窗口 UIWindow 'main'，所以键盘不会出现。",
                lookAt:
                    "UITextField 'replyField' 成为了第一响应者，但属于 UIWindow 'overlay'：在摘要中，“之后的各窗口”显示 UIWindow 'main' 是关键窗口，“键盘”一行在之前和之后都显示 hidden。只有关键窗口的第一响应者才会得到键盘；“诊断”中的 keyboardNotShown 警告说明了要改什么。"
            ),
            ko: LessonWords(
                title: "키 윈도우가 아닌 윈도우의 텍스트 필드에는 키보드가 나오지 않습니다",
                question: "키 윈도우가 아닌 오버레이 윈도우의 답장 필드가 퍼스트 리스폰더가 되려고 합니다. 키보드가 나올까요?",
                description:
                    "오버레이 윈도우에서 becomeFirstResponder는 성공하지만, 소프트웨어 키보드에는 그 윈도우가 키 윈도우여야 한다는 조건도 있습니다. 메인 윈도우가 키 윈도우이므로 키보드는 나타나지 않습니다.",
                lookAt:
                    "UITextField 'replyField'는 퍼스트 리스폰더가 되지만 UIWindow 'overlay'의 퍼스트 리스폰더입니다. 요약의 이후 각 윈도우는 UIWindow 'main'을 키 윈도우로 보여 주고, 키보드 행은 이전에도 이후에도 hidden이라고 말합니다. 키보드를 얻는 것은 키 윈도우의 퍼스트 리스폰더뿐입니다. 진단의 keyboardNotShown 경고가 무엇을 바꿔야 하는지 알려 줍니다."
            )),
        "shake-to-first-responder": Lesson(
            ja: LessonWords(
                title: "シェイクは指の下のビューではなく、ファーストレスポンダーへ行きます",
                question: "タイトルのテキストフィールドにフォーカスがあるときにシェイクすると、誰が処理しますか？",
                description:
                    "モーションイベントには位置がなく、ファーストレスポンダーから始まります。フォーカスのあるテキストフィールドは motionEnded を処理しないので、シェイクはそれを処理するコントローラーまで進みます。",
                lookAt:
                    "シェイクには画面上の場所がありません。概要ではチェーンがファーストレスポンダー UITextField 'titleField' から始まり、ステップでは motionEnded がチェーンをさかのぼって ComposeViewController 'compose' に届き、そこで処理されます。"
            ),
            zh: LessonWords(
                title: "摇动交给第一响应者，而不是手指下的视图",
                question: "标题文本框获得焦点时摇动：谁处理它？",
                description: "运动事件没有位置；它们从第一响应者开始。获得焦点的文本框不处理 motionEnded，所以摇动继续传到处理它的控制器。",
                lookAt:
                    "摇动在屏幕上没有位置：在摘要中，链从第一响应者 UITextField 'titleField' 开始，步骤显示 motionEnded 沿链向上到达 ComposeViewController 'compose'，由它处理。"
            ),
            ko: LessonWords(
                title: "흔들기는 손가락 아래의 뷰가 아니라 퍼스트 리스폰더로 갑니다",
                question: "제목 텍스트 필드에 포커스가 있을 때 흔들면 누가 처리할까요?",
                description:
                    "모션 이벤트에는 위치가 없으며 퍼스트 리스폰더에서 시작합니다. 포커스가 있는 텍스트 필드는 motionEnded를 처리하지 않으므로, 흔들기는 그것을 처리하는 컨트롤러까지 계속 나아갑니다.",
                lookAt:
                    "흔들기에는 화면 위의 위치가 없습니다. 요약에서 체인은 퍼스트 리스폰더인 UITextField 'titleField'에서 시작하고, 단계에서는 motionEnded가 체인을 따라 ComposeViewController 'compose'까지 올라가 거기서 처리됩니다."
            )),
        "key-command-space-bar": Lesson(
            ja: LessonWords(
                title: "スペースバーが効きません：キーコマンドを持つコントローラーがファーストレスポンダーではありません",
                question: "コントローラーがスペースバーのキーコマンドを持っています。スペースバーの押下は誰が処理しますか？",
                description:
                    "PlayerViewController は keyCommands からスペースバーの UIKeyCommand を返します。UIKit はファーストレスポンダーからレスポンダーチェーンをたどってキーコマンドを探します。ファーストレスポンダーがいないので、押下はキーウインドウから始まり、コントローラーのコマンドは参照されず、スペースバーは何もしません。コントローラーの becomeFirstResponder() を呼んでも失敗します。その canBecomeFirstResponder は UIResponder のデフォルトの false だからです。",
                lookAt:
                    "イベント 0：概要では、ファーストレスポンダーがいないので押下は UIWindow 'window' から始まり（keyWindowNoFirstResponder）、「診断」の noFirstResponder の警告は、スペースのキーコマンドが参照されない PlayerViewController 'player' の名前を挙げます。イベントメニューでイベント 1 を選んでください。canBecomeFirstResponder が false なので、becomeFirstResponder は失敗します。"
            ),
            zh: LessonWords(
                title: "空格键没有反应：带有键盘命令的控制器不是第一响应者",
                question: "控制器为空格键提供了键盘命令：按下空格键时谁处理它？",
                description:
                    "PlayerViewController 从 keyCommands 返回一个空格键的 UIKeyCommand。UIKit 从第一响应者开始沿响应者链查找键盘命令；没有第一响应者，所以按键从关键窗口开始，控制器的命令从未被查询，空格键没有反应。在控制器上调用 becomeFirstResponder() 也会失败：它的 canBecomeFirstResponder 是 UIResponder 的默认值 false。",
                lookAt:
                    "事件 0：在摘要中，按键从 UIWindow 'window' 开始，因为没有第一响应者（keyWindowNoFirstResponder），“诊断”中的 noFirstResponder 警告指出了 PlayerViewController 'player'，它的空格键命令从未被查询。在事件菜单中选择事件 1：becomeFirstResponder 失败，因为它的 canBecomeFirstResponder 为 false。"
            ),
            ko: LessonWords(
                title: "스페이스 바가 동작하지 않습니다: 키 커맨드를 가진 컨트롤러가 퍼스트 리스폰더가 아닙니다",
                question: "컨트롤러가 스페이스 바의 키 커맨드를 가지고 있습니다. 스페이스 바 누르기는 누가 처리할까요?",
                description:
                    "PlayerViewController는 keyCommands에서 스페이스 바의 UIKeyCommand를 반환합니다. UIKit은 퍼스트 리스폰더부터 리스폰더 체인을 따라 키 커맨드를 찾습니다. 퍼스트 리스폰더가 없으므로 누르기는 키 윈도우에서 시작하고, 컨트롤러의 커맨드는 조회되지 않으며, 스페이스 바는 아무것도 하지 않습니다. 컨트롤러에서 becomeFirstResponder()를 호출해도 실패합니다. 그 canBecomeFirstResponder가 UIResponder의 기본값인 false이기 때문입니다.",
                lookAt:
                    "이벤트 0: 요약에서 퍼스트 리스폰더가 없으므로 누르기는 UIWindow 'window'에서 시작하고(keyWindowNoFirstResponder), 진단의 noFirstResponder 경고는 스페이스 키 커맨드가 조회되지 않는 PlayerViewController 'player'의 이름을 밝힙니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. canBecomeFirstResponder가 false이므로 becomeFirstResponder는 실패합니다."
            )),
        "key-command-text-field-first": Lesson(
            ja: LessonWords(
                title: "キーコマンドと、先にキーを入力するテキストフィールド",
                question: "スペースバーのキーコマンドと、ファーストレスポンダーになる検索フィールド：それぞれのキーは誰が処理しますか？",
                description:
                    "直したプレーヤーです。canBecomeFirstResponder が true なので becomeFirstResponder() は成功し、スペースバーのキーコマンドが togglePlayback(_:) を送ります。次に検索フィールドがファーストレスポンダーになります。iOS 15 以降、UIKit はハードウェアキーを先にテキスト入力に渡すので、フィールドがスペースを入力し、キーコマンドは実行されません。Command-F は文字入力ではないので、これまでどおり実行されます。",
                lookAt:
                    "イベントメニューでイベント 1 を選んでください。ステップには PlayerViewController 'player' での keyCommands のステップがあり、「アクション」は togglePlayback: が実行されたことを示します。イベント 3：代わりに UITextField 'searchField' がスペースを入力し、「診断」の keyCommandShadowedByTextInput の警告が、コマンドが実行されなかった理由を示します。イベント 4：command+f は何も入力しないので、そのコマンドが実行されます。"
            ),
            zh: LessonWords(
                title: "键盘命令，以及先输入按键的文本框",
                question: "空格键的键盘命令，以及成为第一响应者的搜索框：每个按键由谁处理？",
                description:
                    "修正后的播放器：canBecomeFirstResponder 为 true，所以 becomeFirstResponder() 成功，空格键的键盘命令发送 togglePlayback(_:)。然后搜索框成为第一响应者。从 iOS 15 起，UIKit 先把硬件按键交给文本输入：文本框输入了空格，键盘命令不会运行；Command-F 仍然有效，因为它不是输入文字。",
                lookAt:
                    "在事件菜单中选择事件 1：步骤显示 PlayerViewController 'player' 上的 keyCommands 一步，“动作”显示 togglePlayback: 被执行。事件 3：改由 UITextField 'searchField' 输入空格，“诊断”中的 keyCommandShadowedByTextInput 警告说明了命令为什么没有运行。事件 4：command+f 不输入任何内容，所以它的命令会运行。"
            ),
            ko: LessonWords(
                title: "키 커맨드와, 키를 먼저 입력하는 텍스트 필드",
                question: "스페이스 바의 키 커맨드와 퍼스트 리스폰더가 되는 검색 필드: 각 키는 누가 처리할까요?",
                description:
                    "고친 플레이어입니다. canBecomeFirstResponder가 true이므로 becomeFirstResponder()가 성공하고, 스페이스 바의 키 커맨드가 togglePlayback(_:)을 보냅니다. 그다음 검색 필드가 퍼스트 리스폰더가 됩니다. iOS 15부터 UIKit은 하드웨어 키를 텍스트 입력에 먼저 주므로, 필드가 스페이스를 입력하고 키 커맨드는 실행되지 않습니다. Command-F는 글자 입력이 아니므로 여전히 실행됩니다.",
                lookAt:
                    "이벤트 메뉴에서 이벤트 1을 고르십시오. 단계에는 PlayerViewController 'player'에서의 keyCommands 단계가 있고, 액션은 togglePlayback:이 수행된 것을 보여 줍니다. 이벤트 3: 대신 UITextField 'searchField'가 스페이스를 입력하고, 진단의 keyCommandShadowedByTextInput 경고가 커맨드가 실행되지 않은 이유를 말합니다. 이벤트 4: command+f는 아무것도 입력하지 않으므로 그 커맨드가 실행됩니다."
            )),
        "press-focused-view": Lesson(
            ja: LessonWords(
                title: "キーの押下はフォーカスのあるビューへ行きます",
                question: "コレクションビューのセルにフォーカスがあるときのキーの押下は、誰が処理しますか？",
                description:
                    "押下イベントでは、ファーストレスポンダーはフォーカスのあるビューです。フォーカスのあるセルは pressesBegan を処理しないので、押下はそれを処理するグリッドまでさかのぼります。",
                lookAt:
                    "キーの押下はフォーカスのあるビュー UICollectionViewCell 'cell2' から始まり（概要を見てください）、ステップでは LibraryGridView 'grid' が pressesBegan を処理するまでチェーンをたどります。"
            ),
            zh: LessonWords(
                title: "按键交给获得焦点的视图",
                question: "集合视图中的一个单元格获得焦点时按下按键：谁处理它？",
                description: "对于按压事件，第一响应者就是拥有焦点的视图。获得焦点的单元格不处理 pressesBegan，所以按键向上传到处理它的网格。",
                lookAt:
                    "按键从获得焦点的视图 UICollectionViewCell 'cell2' 开始（见摘要），步骤沿链传递，直到 LibraryGridView 'grid' 处理 pressesBegan。"),
            ko: LessonWords(
                title: "키 누르기는 포커스가 있는 뷰로 갑니다",
                question: "컬렉션 뷰의 셀에 포커스가 있을 때 키 누르기는 누가 처리할까요?",
                description:
                    "누르기 이벤트에서 퍼스트 리스폰더는 포커스가 있는 뷰입니다. 포커스가 있는 셀은 pressesBegan을 처리하지 않으므로, 누르기는 그것을 처리하는 그리드까지 올라갑니다.",
                lookAt:
                    "키 누르기는 포커스가 있는 뷰인 UICollectionViewCell 'cell2'에서 시작하고(요약을 보십시오), 단계는 LibraryGridView 'grid'가 pressesBegan을 처리할 때까지 체인을 따라갑니다."
            )),
        "remote-control-app-delegate": Lesson(
            ja: LessonWords(
                title: "ファーストレスポンダーがいないときのリモートコントロールイベントはアプリデリゲートに届きます",
                question: "ファーストレスポンダーがいないときのリモートコントロールイベントは、誰が処理しますか？",
                description:
                    "リモートコントロールイベントはファーストレスポンダーから始まります。ここではファーストレスポンダーがいないので、イベントはキーウインドウから始まり、ウインドウ、シーン、アプリケーションと進んでアプリデリゲートに届き、アプリデリゲートが remoteControlReceived(with:) を処理します。",
                lookAt:
                    "ファーストレスポンダーがいないので、概要はイベントがキーウインドウから始まると示し（keyWindowNoFirstResponder）、ステップではイベントが AppDelegate 'appDelegate' まで進み、そこで処理されます。"
            ),
            zh: LessonWords(
                title: "没有第一响应者时，远程控制事件到达应用代理",
                question: "没有第一响应者时的远程控制事件：谁处理它？",
                description:
                    "远程控制事件从第一响应者开始。这里没有第一响应者，所以事件从关键窗口开始，依次经过窗口、场景、应用程序，到达应用代理，由它处理 remoteControlReceived(with:)。",
                lookAt: "没有第一响应者时，摘要说事件从关键窗口开始（keyWindowNoFirstResponder），步骤一路传到 AppDelegate 'appDelegate'，由它处理。"),
            ko: LessonWords(
                title: "퍼스트 리스폰더가 없을 때 리모트 컨트롤 이벤트는 앱 델리게이트에 닿습니다",
                question: "퍼스트 리스폰더가 없을 때 리모트 컨트롤 이벤트는 누가 처리할까요?",
                description:
                    "리모트 컨트롤 이벤트는 퍼스트 리스폰더에서 시작합니다. 여기에는 퍼스트 리스폰더가 없으므로 이벤트는 키 윈도우에서 시작해 윈도우, 씬, 애플리케이션을 거쳐 앱 델리게이트에 이르고, 앱 델리게이트가 remoteControlReceived(with:)를 처리합니다.",
                lookAt:
                    "퍼스트 리스폰더가 없으므로 요약은 이벤트가 키 윈도우에서 시작한다고 말하고(keyWindowNoFirstResponder), 단계에서는 이벤트가 AppDelegate 'appDelegate'까지 가서 거기서 처리됩니다."
            )),
        "focus-shake-action-sequence": Lesson(
            ja: LessonWords(
                title: "連続したイベント：フィールドにフォーカスし、シェイクし、nil ターゲットのアクションを送ります",
                question: "フィールドにフォーカスし、シェイクし、nil ターゲットの save(_:) を送ります。それぞれ誰が処理しますか？",
                description:
                    "becomeFirstResponder はメモのフィールドをファーストレスポンダーにします（キーボードが表示されます）。次にシェイクはフィールドから始まってコントローラーの motionEnded に届き、nil ターゲットの save(_:) はフィールドからコントローラーへ進みます。各結果が前後の状態を示します。",
                lookAt:
                    "3 つのイベントが順に起き、それぞれ前のイベントが残した状態から始まります。イベントメニューで順に選び、あるイベントの後の概要のファーストレスポンダーと、次のイベントの前のファーストレスポンダーを比べてください。"
            ),
            zh: LessonWords(
                title: "一个序列：让文本框获得焦点、摇动，然后发送 nil 目标的动作",
                question: "让文本框获得焦点、摇动，再发送 nil 目标的 save(_:)：各由谁处理？",
                description:
                    "becomeFirstResponder 让备注文本框成为第一响应者（键盘显示）；随后摇动从文本框开始，到达控制器的 motionEnded；nil 目标的 save(_:) 从文本框传到控制器。每个结果都显示之前和之后的状态。",
                lookAt: "三个事件依次发生，每个都从前一个留下的状态开始：在事件菜单中逐个选择，比较摘要中一个事件之后的第一响应者和下一个事件之前的第一响应者。"),
            ko: LessonWords(
                title: "연속 동작: 필드에 포커스를 주고, 흔들고, nil 타깃 액션을 보냅니다",
                question: "필드에 포커스를 주고, 흔들고, nil 타깃 save(_:)를 보냅니다. 각각 누가 처리할까요?",
                description:
                    "becomeFirstResponder가 메모 필드를 퍼스트 리스폰더로 만듭니다(키보드가 나타납니다). 그다음 흔들기는 필드에서 시작해 컨트롤러의 motionEnded에 이르고, nil 타깃인 save(_:)는 필드에서 컨트롤러로 나아갑니다. 각 결과가 이전과 이후의 상태를 보여 줍니다.",
                lookAt:
                    "세 이벤트가 차례로 일어나고, 각각 앞 이벤트가 남긴 상태에서 시작합니다. 이벤트 메뉴에서 하나씩 고르고, 한 이벤트 이후의 요약에 있는 퍼스트 리스폰더와 다음 이벤트 이전의 퍼스트 리스폰더를 비교하십시오."
            )),
        "nil-target-no-first-responder": Lesson(
            ja: LessonWords(
                title: "何にもフォーカスがないときの nil ターゲットのボタンのアクション",
                question: "何にもフォーカスがないときに nil ターゲットの作成ボタンをタップすると、compose(_:) は誰が実行しますか？",
                description:
                    "作成ボタンは addTarget(nil, action: #selector(compose(_:))) でつながれています。nil ターゲットはボタンからではなくファーストレスポンダーからたどります。何にもフォーカスがないとキーウインドウから始まり、ボタンの下のコントローラーを飛ばすので、compose(_:) は呼ばれません。",
                lookAt:
                    "「アクション」で、compose: の探索はボタンではなくキーウインドウ UIWindow 'window' から始まります。nil ターゲットのアクションはファーストレスポンダーからたどりますが、ここではファーストレスポンダーがいないので、InboxViewController 'inbox' には問い合わせがありません。「診断」の actionDropped の警告がそう示します。"
            ),
            zh: LessonWords(
                title: "没有任何焦点时 nil 目标的按钮动作",
                question: "没有任何焦点时轻点 nil 目标的撰写按钮：谁执行 compose(_:)？",
                description:
                    "撰写按钮用 addTarget(nil, action: #selector(compose(_:))) 连接。nil 目标不会从按钮开始传递：它从第一响应者开始，而在没有焦点时从关键窗口开始，跳过了按钮下方的控制器，所以 compose(_:) 从未被调用。",
                lookAt:
                    "在“动作”中，compose: 的查找从关键窗口 UIWindow 'window' 开始，而不是从按钮开始：nil 目标的动作从第一响应者开始传递，而这里没有第一响应者，所以 InboxViewController 'inbox' 从未被询问。“诊断”中的 actionDropped 警告说明了这一点。"
            ),
            ko: LessonWords(
                title: "아무것도 포커스가 없을 때 nil 타깃 버튼 액션",
                question: "아무것도 포커스가 없을 때 nil 타깃인 작성 버튼을 탭하면 compose(_:)는 누가 수행할까요?",
                description:
                    "작성 버튼은 addTarget(nil, action: #selector(compose(_:)))으로 연결되어 있습니다. nil 타깃은 버튼에서가 아니라 퍼스트 리스폰더에서 따라가며, 아무것도 포커스가 없으면 키 윈도우에서 시작해 버튼 아래의 컨트롤러를 건너뛰므로 compose(_:)는 호출되지 않습니다.",
                lookAt:
                    "액션에서 compose:의 탐색은 버튼이 아니라 키 윈도우인 UIWindow 'window'에서 시작합니다. nil 타깃 액션은 퍼스트 리스폰더에서 따라가는데 여기에는 퍼스트 리스폰더가 없으므로, InboxViewController 'inbox'에는 묻지 않습니다. 진단의 actionDropped 경고가 그렇게 말합니다."
            )),
        "nil-target-with-first-responder": Lesson(
            ja: LessonWords(
                title: "検索フィールドにフォーカスがあるときの nil ターゲットのボタンのアクション",
                question: "検索フィールドにフォーカスがあるとき、同じ nil ターゲットの作成ボタンの compose(_:) は誰が実行しますか？",
                description:
                    "同じ nil ターゲットの作成ボタンですが、受信トレイ画面の検索フィールドがファーストレスポンダーなので、探索はそこから始まり、フィールド、ルートビュー、InboxViewController と進んで、InboxViewController が compose(_:) を実行します。",
                lookAt:
                    "フォーカスのあるフィールドでの同じアクションです。「アクション」では、探索が UITextField 'searchField' から始まって InboxViewController 'inbox' に届き、compose(_:) を実装しているそのコントローラーが実行します。"
            ),
            zh: LessonWords(
                title: "搜索框获得焦点时 nil 目标的按钮动作",
                question: "搜索框获得焦点时，同一个 nil 目标的撰写按钮：谁执行 compose(_:)？",
                description:
                    "同样是 nil 目标的撰写按钮，但收件箱界面中的搜索框是第一响应者，所以查找从那里开始，依次经过文本框、根视图、InboxViewController，由它执行 compose(_:)。",
                lookAt:
                    "同样的动作，这次有一个获得焦点的文本框：在“动作”中，查找从 UITextField 'searchField' 开始，到达实现了 compose(_:) 并执行它的 InboxViewController 'inbox'。"
            ),
            ko: LessonWords(
                title: "검색 필드에 포커스가 있을 때 nil 타깃 버튼 액션",
                question: "검색 필드에 포커스가 있을 때 같은 nil 타깃 작성 버튼의 compose(_:)는 누가 수행할까요?",
                description:
                    "같은 nil 타깃 작성 버튼이지만 받은 편지함 화면의 검색 필드가 퍼스트 리스폰더이므로, 탐색은 거기서 시작해 필드, 루트 뷰, InboxViewController로 이어지고, InboxViewController가 compose(_:)를 수행합니다.",
                lookAt:
                    "포커스가 있는 필드에서의 같은 액션입니다. 액션에서 탐색은 UITextField 'searchField'에서 시작해 compose(_:)를 구현하고 수행하는 InboxViewController 'inbox'에 이릅니다."
            )),
        "bar-button-nil-target": Lesson(
            ja: LessonWords(
                title: "nil ターゲットの保存バーボタンは、フィールドにフォーカスするまで何もしません",
                question: "nil ターゲットの保存バーボタンを、フィールドにフォーカスする前とあとにタップします。保存するのは誰ですか？",
                description:
                    "エディタの保存の項目は UIBarButtonItem(title:style:target:action:) でターゲットを nil にして作られました。nil ターゲットのアクションはファーストレスポンダーから始まります。何にもフォーカスがないとキーウインドウから始まり、そのチェーンはエディタのコントローラーを通らないので、最初のタップは破棄されます。タイトルのフィールドがファーストレスポンダーになると、同じタップはフィールドからコントローラーまでさかのぼり、コントローラーが保存します。",
                lookAt:
                    "_UIButtonBarButton 'saveItem' への 2 回のタップを比べてください。イベント 0：「アクション」では、ファーストレスポンダーがいないので探索はキーウインドウから始まり、そこでは誰も save(_:) を実装していないので、アクションは破棄されます。becomeFirstResponder のあとのイベント 2 をイベントメニューで選んでください。探索は UITextField 'titleField' から始まって EditorViewController 'editor' に届き、そのコントローラーが実行します。"
            ),
            zh: LessonWords(
                title: "nil 目标的保存栏按钮在文本框获得焦点之前没有反应",
                question: "在文本框获得焦点之前和之后各轻点一次 nil 目标的保存栏按钮：谁执行保存？",
                description:
                    "编辑器的保存项是用 UIBarButtonItem(title:style:target:action:) 创建的，目标为 nil。nil 目标的动作从第一响应者开始；在没有焦点时从关键窗口开始，而关键窗口的链从不经过编辑器控制器，所以第一次轻点被丢弃。一旦标题文本框成为第一响应者，同样的轻点就会从文本框向上传到控制器，由它保存。",
                lookAt:
                    "比较对 _UIButtonBarButton 'saveItem' 的两次轻点。事件 0：在“动作”中，查找从关键窗口开始，因为没有第一响应者，而那里没有任何对象实现 save(_:)，所以动作被丢弃。在事件菜单中选择 becomeFirstResponder 之后的事件 2：查找从 UITextField 'titleField' 开始，到达 EditorViewController 'editor'，由它执行。"
            ),
            ko: LessonWords(
                title: "nil 타깃인 저장 바 버튼은 필드에 포커스가 갈 때까지 아무것도 하지 않습니다",
                question: "nil 타깃인 저장 바 버튼을 필드에 포커스가 가기 전과 후에 탭합니다. 누가 저장할까요?",
                description:
                    "편집기의 저장 항목은 UIBarButtonItem(title:style:target:action:)으로 타깃을 nil로 해서 만들었습니다. nil 타깃 액션은 퍼스트 리스폰더에서 시작하고, 아무것도 포커스가 없으면 키 윈도우에서 시작하는데 그 체인은 편집기 컨트롤러를 지나지 않으므로 첫 탭은 버려집니다. 제목 필드가 퍼스트 리스폰더가 되면 같은 탭은 필드에서 컨트롤러까지 올라가고, 컨트롤러가 저장합니다.",
                lookAt:
                    "_UIButtonBarButton 'saveItem'에 대한 두 번의 탭을 비교하십시오. 이벤트 0: 액션에서 퍼스트 리스폰더가 없으므로 탐색은 키 윈도우에서 시작하고, 거기에는 save(_:)를 구현한 리스폰더가 없으므로 버려집니다. 이벤트 메뉴에서 becomeFirstResponder 이후의 이벤트 2를 고르십시오. 탐색은 UITextField 'titleField'에서 시작해 EditorViewController 'editor'에 이르고, 그 컨트롤러가 수행합니다."
            )),
        "message-view-archive": Lesson(
            ja: LessonWords(
                title: "MessageView は next をたどって archiveMessage を探します",
                question: "MessageView が next をたどって archiveMessage(_:) を探します。誰が実行しますか？",
                description:
                    "セルの中の MessageView は、archiveMessage(_:) を実装しているレスポンダーが見つかるまで、自分から next をたどります。受信トレイのコントローラーが実装しているので、ビューはコントローラーへの参照を持つ必要がありません。",
                lookAt:
                    "「アクション」では、探索が MessageView 'messageView' から上へ、各レスポンダーに archiveMessage(_:) を実装しているかを順に問い合わせます。InboxViewController 'inbox' が実装しているので、ビューはそれへの参照を持つ必要がありません。"
            ),
            zh: LessonWords(
                title: "MessageView 沿 next 查找 archiveMessage",
                question: "MessageView 顺着 next 寻找实现了 archiveMessage(_:) 的响应者：谁执行它？",
                description:
                    "单元格中的 MessageView 从自己开始沿 next 查找，直到某个响应者实现了 archiveMessage(_:)。收件箱控制器实现了它，所以视图从不需要持有指向控制器的指针。",
                lookAt:
                    "在“动作”中，查找从 MessageView 'messageView' 开始向上，依次询问每个响应者是否实现了 archiveMessage(_:)；InboxViewController 'inbox' 实现了，所以视图从不需要持有对它的引用。"
            ),
            ko: LessonWords(
                title: "MessageView는 next를 따라가며 archiveMessage를 찾습니다",
                question: "MessageView가 next를 따라가며 archiveMessage(_:)를 찾습니다. 누가 수행할까요?",
                description:
                    "셀 안의 MessageView는 archiveMessage(_:)를 구현한 리스폰더를 찾을 때까지 자기에서부터 next를 따라갑니다. 받은 편지함 컨트롤러가 구현하므로, 뷰는 컨트롤러를 가리키는 포인터가 필요 없습니다.",
                lookAt:
                    "액션에서 탐색은 MessageView 'messageView'부터 위로 각 리스폰더에게 archiveMessage(_:)를 구현하는지 차례로 묻습니다. InboxViewController 'inbox'가 구현하므로, 뷰는 그것을 가리키는 참조가 필요 없습니다."
            )),
        "button-sends-no-action": Lesson(
            ja: LessonWords(
                title: "別のイベントでターゲットが追加された保存ボタン",
                question: "valueChanged でターゲットが追加された保存ボタン：タップすると何が実行されますか？",
                description:
                    "設定画面は保存ボタンを saveButton.addTarget(self, action: #selector(saveTapped(_:)), for: .valueChanged) で設定しています。上のスイッチからコピーした行です。保存ボタンをタップすると何が実行されるでしょうか。",
                lookAt:
                    "「経路」では UIButton 'saveButton' が touchesBegan から touchesEnded までタッチを追跡し、それ以上は何も起きません。ターゲットとアクションは valueChanged のものだけで、ボタンはタップで valueChanged を送信しません。「診断」の controlSendsNoAction の警告が、タップが送信したイベントと、touchUpInside 用の addTarget の行を示します。エディターで valueChanged を touchUpInside に変えてもう一度実行すると、SettingsViewController 'settings' が saveTapped: を実行します。"
            ),
            zh: LessonWords(
                title: "为另一个事件添加了目标的保存按钮",
                question: "为 valueChanged 添加了目标的保存按钮：轻点时会运行什么？",
                description:
                    "设置界面用 saveButton.addTarget(self, action: #selector(saveTapped(_:)), for: .valueChanged) 设置保存按钮，这一行是从上面的开关那里复制来的。轻点保存会运行什么？",
                lookAt:
                    "在“路径”中，UIButton 'saveButton' 从 touchesBegan 到 touchesEnded 跟踪这次触摸，之后什么也没有发生：它唯一的目标-动作针对 valueChanged，而按钮在轻点时从不发送它。“诊断”中的 controlSendsNoAction 警告列出了这次轻点发送的事件，并给出针对 touchUpInside 的 addTarget 那一行。在编辑器中把 valueChanged 改成 touchUpInside 再运行一次：SettingsViewController 'settings' 会执行 saveTapped:。"
            ),
            ko: LessonWords(
                title: "다른 이벤트에 타깃이 추가된 저장 버튼",
                question: "valueChanged로 타깃이 추가된 저장 버튼: 탭하면 무엇이 실행될까요?",
                description:
                    "설정 화면은 저장 버튼을 saveButton.addTarget(self, action: #selector(saveTapped(_:)), for: .valueChanged)로 설정합니다. 위의 스위치에서 복사한 줄입니다. 저장 버튼을 탭하면 무엇이 실행될까요?",
                lookAt:
                    "'경로'에서 UIButton 'saveButton'이 touchesBegan부터 touchesEnded까지 터치를 추적하고, 그 뒤로는 아무 일도 일어나지 않습니다. 타깃-액션은 valueChanged에 대한 것뿐인데, 버튼은 탭에서 valueChanged를 보내지 않습니다. '진단'의 controlSendsNoAction 경고가 탭이 보낸 이벤트와 touchUpInside용 addTarget 줄을 보여 줍니다. 편집기에서 valueChanged를 touchUpInside로 바꾸고 다시 실행하면 SettingsViewController 'settings'가 saveTapped:를 실행합니다."
            )
        ),
        "explicit-target-crash": Lesson(
            ja: LessonWords(
                title: "アクションを実装していない明示的なターゲットはクラッシュします",
                question: "ボタンの明示的なターゲットが saveTapped を実装していません。タップすると何が起きますか？",
                description:
                    "addTarget(self, action: #selector(saveTapped), for: .touchUpInside) はオブジェクトを指定していて、sendAction はチェーンを通らずにそれを直接呼びます。ここではターゲットが saveTapped を実装していないので、アプリは unrecognized selector sent to instance でクラッシュします。",
                lookAt:
                    "明示的なターゲットはチェーンを通らずに直接呼ばれます。概要では結果が crashed で、「アクション」は unrecognizedSelector と示し、「診断」のエラーがその理由を示します。"
            ),
            zh: LessonWords(
                title: "没有实现该动作的显式目标会导致崩溃",
                question: "按钮的显式目标没有实现 saveTapped：轻点时会发生什么？",
                description:
                    "addTarget(self, action: #selector(saveTapped), for: .touchUpInside) 指定了对象，sendAction 会直接调用它，不经过链。这里目标没有实现 saveTapped，所以应用会因 unrecognized selector sent to instance 而崩溃。",
                lookAt: "显式目标会被直接调用，不经过链：在摘要中结果为 crashed，“动作”显示 unrecognizedSelector，“诊断”中的错误说明了原因。"),
            ko: LessonWords(
                title: "액션을 구현하지 않은 명시적 타깃은 크래시를 일으킵니다",
                question: "버튼의 명시적 타깃이 saveTapped를 구현하지 않습니다. 탭하면 무슨 일이 일어날까요?",
                description:
                    "addTarget(self, action: #selector(saveTapped), for: .touchUpInside)는 객체를 지정하고, sendAction은 체인을 거치지 않고 그것을 바로 호출합니다. 여기서는 타깃이 saveTapped를 구현하지 않으므로, 앱은 unrecognized selector sent to instance로 크래시합니다.",
                lookAt:
                    "명시적 타깃은 체인을 거치지 않고 바로 호출됩니다. 요약에서 결과는 crashed이고, 액션은 unrecognizedSelector라고 말하며, 진단의 오류가 그 이유를 말합니다."
            )),
        "target-released-local-variable": Lesson(
            ja: LessonWords(
                title: "いいねボタンのハンドラはローカル変数でした",
                question: "viewDidLoad のローカル変数にハンドラを入れたいいねボタン：タップすると何が実行されますか？",
                description:
                    "viewDidLoad は LikeHandler（ただの NSObject）を作って addTarget(_:action:for:) に渡しましたが、ローカル変数に入れたままでした。UIKit の文書によればコントロールはターゲットを保持しないので、ハンドラは viewDidLoad が戻ると解放されます。タップのときにはボタンのターゲットは nil になっていて、nil ターゲットは like(_:) をレスポンダーチェーンへ送りますが、そこでは誰も実装していません。",
                lookAt:
                    "「診断」の targetReleased の警告は、ボタンがターゲット LikeHandler 'likeHandler' を保持しないと示します。「アクション」では like: にターゲットがないので、レスポンダーチェーンをたどって破棄されました。FeedViewController がハンドラをプロパティに入れたかのように、エディタで isRetained を true にすると、アクションはハンドラへ直接届きます。"
            ),
            zh: LessonWords(
                title: "点赞按钮的处理对象是一个局部变量",
                question: "点赞按钮的处理对象放在 viewDidLoad 的局部变量里：轻点时会运行什么？",
                description:
                    "viewDidLoad 创建了一个 LikeHandler（一个普通的 NSObject）并把它传给 addTarget(_:action:for:)，却只把它保存在局部变量中。UIKit 文档说控件不会持有它的目标，所以 viewDidLoad 返回时处理对象就被释放了：到轻点时，按钮的目标读出来是 nil，而 nil 目标会把 like(_:) 沿响应者链向上发送，那里没有任何对象实现它。",
                lookAt:
                    "“诊断”中的 targetReleased 警告说按钮没有持有它的目标 LikeHandler 'likeHandler'；在“动作”中，like: 没有目标，所以它沿响应者链传递并被丢弃。在编辑器中把 isRetained 设为 true，就像 FeedViewController 把处理对象保存在一个属性中一样，动作就会直接交给处理对象。"
            ),
            ko: LessonWords(
                title: "좋아요 버튼의 핸들러는 지역 변수였습니다",
                question: "viewDidLoad의 지역 변수에 핸들러를 둔 좋아요 버튼: 탭하면 무엇이 실행될까요?",
                description:
                    "viewDidLoad는 LikeHandler(평범한 NSObject)를 만들어 addTarget(_:action:for:)에 넘겼지만, 지역 변수에만 담아 두었습니다. UIKit 문서에 따르면 컨트롤은 타깃을 보관하지 않으므로, 핸들러는 viewDidLoad가 반환될 때 해제됩니다. 탭할 때에는 버튼의 타깃이 nil이고, nil 타깃은 like(_:)를 리스폰더 체인으로 올려 보내지만 거기에는 그것을 구현한 리스폰더가 없습니다.",
                lookAt:
                    "진단의 targetReleased 경고는 버튼이 타깃인 LikeHandler 'likeHandler'를 보관하지 않는다고 말합니다. 액션에서 like:에는 타깃이 없으므로 리스폰더 체인을 따라가다 버려졌습니다. FeedViewController가 핸들러를 프로퍼티에 담아 둔 것처럼 편집기에서 isRetained를 true로 하면, 액션은 핸들러로 바로 갑니다."
            )),
        "app-delegate-not-responder": Lesson(
            ja: LessonWords(
                title: "UIResponder ではないアプリデリゲートでは、チェーンは UIApplication で終わります",
                question: "素の NSObject であるアプリデリゲートがアクションを実装しています。nil ターゲットのアクションはそこへ届きますか？",
                description:
                    "UIApplication の next がアプリデリゲートになるのは、デリゲートが UIResponder である（そしてビューでもコントローラーでもアプリでもない）ときだけです。このデリゲートはただの NSObject なので、処理されない nil ターゲットのアクションは、デリゲートがそれを実装していても UIApplication で止まります。",
                lookAt:
                    "「アクション」で、showHelp: の探索は UIApplication 'application' で終わります。「診断」の appDelegateNotInChain の警告が示すとおり、その next がアプリデリゲートになるのは、デリゲートが UIResponder のときだけです。"
            ),
            zh: LessonWords(
                title: "不是 UIResponder 的应用代理会让链在 UIApplication 处结束",
                question: "应用代理是普通的 NSObject，并实现了该动作：nil 目标的动作会到达它吗？",
                description:
                    "只有当代理是 UIResponder（并且不是视图、控制器或应用本身）时，UIApplication 的 next 才是应用代理。这个代理是一个普通的 NSObject，所以未被处理的 nil 目标-动作会停在 UIApplication，即使代理实现了它。",
                lookAt:
                    "在“动作”中，showHelp: 的查找结束于 UIApplication 'application'：只有当代理是 UIResponder 时，它的 next 才是应用代理，正如“诊断”中的 appDelegateNotInChain 警告所说。"
            ),
            ko: LessonWords(
                title: "UIResponder가 아닌 앱 델리게이트에서는 체인이 UIApplication에서 끝납니다",
                question: "평범한 NSObject인 앱 델리게이트가 액션을 구현합니다. nil 타깃 액션이 거기에 닿을까요?",
                description:
                    "UIApplication의 next가 앱 델리게이트가 되는 것은 델리게이트가 UIResponder일 때(그리고 뷰도, 컨트롤러도, 앱 자신도 아닐 때)뿐입니다. 이 델리게이트는 평범한 NSObject이므로, 처리되지 않은 nil 타깃 액션은 델리게이트가 그것을 구현해도 UIApplication에서 멈춥니다.",
                lookAt:
                    "액션에서 showHelp:의 탐색은 UIApplication 'application'에서 끝납니다. 진단의 appDelegateNotInChain 경고가 말하듯이, 그 next가 앱 델리게이트가 되는 것은 델리게이트가 UIResponder일 때뿐입니다."
            )),
        "scene-delegate-not-in-chain": Lesson(
            ja: LessonWords(
                title: "シーンデリゲートはレスポンダーチェーンにありません",
                question: "シーンデリゲートが refresh(_:) を実装しています。nil ターゲットの refresh(_:) はそこへ届きますか？",
                description:
                    "SceneDelegate は UIResponder を継承して refresh(_:) を実装していますが、UIWindowScene はデリゲートではなく UIApplication へ転送します。nil ターゲットの refresh(_:) はウインドウ、シーン、アプリケーション、アプリデリゲートとたどって破棄されます。本当の最後のつながりはアプリデリゲートです。",
                lookAt:
                    "「アクション」で、探索は UIWindowScene 'scene' を通って UIApplication 'application' へ進みます。シーンデリゲートはチェーンにないので、その refresh(_:) には問い合わせがありません（「診断」の sceneDelegateNotInChain の警告）。"
            ),
            zh: LessonWords(
                title: "场景代理不在响应者链中",
                question: "场景代理实现了 refresh(_:)：nil 目标的 refresh(_:) 会到达它吗？",
                description:
                    "SceneDelegate 继承自 UIResponder 并实现了 refresh(_:)，但 UIWindowScene 转发给 UIApplication，而不是它的代理。nil 目标的 refresh(_:) 依次经过窗口、场景、应用程序、应用代理，然后被丢弃；应用代理才是真正的最后一环。",
                lookAt:
                    "在“动作”中，查找经过 UIWindowScene 'scene'，然后到达 UIApplication 'application'：场景代理不在链中，所以它的 refresh(_:) 从未被询问（见“诊断”中的 sceneDelegateNotInChain 警告）。"
            ),
            ko: LessonWords(
                title: "씬 델리게이트는 리스폰더 체인에 없습니다",
                question: "씬 델리게이트가 refresh(_:)를 구현합니다. nil 타깃 refresh(_:)가 거기에 닿을까요?",
                description:
                    "SceneDelegate는 UIResponder를 상속하고 refresh(_:)를 구현하지만, UIWindowScene은 자기 델리게이트가 아니라 UIApplication으로 넘깁니다. nil 타깃인 refresh(_:)는 윈도우, 씬, 애플리케이션, 앱 델리게이트를 거친 뒤 버려집니다. 실제 마지막 연결은 앱 델리게이트입니다.",
                lookAt:
                    "액션에서 탐색은 UIWindowScene 'scene'을 지나 UIApplication 'application'으로 갑니다. 씬 델리게이트는 체인에 없으므로 그 refresh(_:)에는 묻지 않습니다(진단의 sceneDelegateNotInChain 경고)."
            )),
        "scene-delegate-spliced": Lesson(
            ja: LessonWords(
                title: "next をオーバーライドしてシーンデリゲートを差し込みます",
                question: "next をオーバーライドしてデリゲートを返すシーン：nil ターゲットの refresh(_:) は誰が実行しますか？",
                description:
                    "UIWindowScene のサブクラスが next をオーバーライドしてデリゲートを返すので、シーンデリゲートが nil ターゲットの refresh(_:) を受け取るようになります。シーンデリゲート自身の next は nil なので、アプリデリゲートはこのチェーンから外れます。",
                lookAt:
                    "シーンの next をオーバーライドしてデリゲートを返すようにしたので、「アクション」の探索は CommandScene 'scene' から SceneDelegate 'sceneDelegate'（override.next でたどり着きます）へ進み、そこで refresh: が実行されます。探索がシーンデリゲートを素通りした前のレッスンと比べてください。"
            ),
            zh: LessonWords(
                title: "通过重写 next 把场景代理插入链中",
                question: "场景重写 next，返回它的代理：谁执行 nil 目标的 refresh(_:)？",
                description:
                    "一个 UIWindowScene 子类重写 next 返回它的代理，所以场景代理现在会收到 nil 目标的 refresh(_:)。场景代理自己的 next 是 nil，所以应用代理退出了这条链。",
                lookAt:
                    "场景的 next 被重写为返回它的代理后，“动作”中的查找现在从 CommandScene 'scene' 到达 SceneDelegate 'sceneDelegate'（通过 override.next 到达），由它执行 refresh:。比较上一课，那里的查找绕过了场景代理。"
            ),
            ko: LessonWords(
                title: "next를 오버라이드해 씬 델리게이트를 끼워 넣습니다",
                question: "next를 오버라이드해 델리게이트를 반환하는 씬: nil 타깃 refresh(_:)는 누가 수행할까요?",
                description:
                    "UIWindowScene 서브클래스가 next를 오버라이드해 자기 델리게이트를 반환하므로, 이제 씬 델리게이트가 nil 타깃인 refresh(_:)를 받습니다. 씬 델리게이트 자신의 next는 nil이므로, 앱 델리게이트는 이 체인에서 빠집니다.",
                lookAt:
                    "씬의 next를 오버라이드해 델리게이트를 반환하게 했으므로, 액션의 탐색은 이제 CommandScene 'scene'에서 SceneDelegate 'sceneDelegate'(override.next로 도달합니다)로 가고, 거기서 refresh:가 수행됩니다. 탐색이 씬 델리게이트를 그냥 지나쳤던 이전 레슨과 비교하십시오."
            )),
        "copy-paste-menu": Lesson(
            ja: LessonWords(
                title: "ペーストボードが空のとき、フォーカスのあるテキストビューの編集メニュー",
                question: "空のペーストボードで、フォーカスのあるテキストビューの編集メニューを開くと、どの項目が出ますか？",
                description:
                    "テキストビューがファーストレスポンダーなので、編集メニューはそこから探します。UITextView は cut:、copy:、paste: を実装していますが、ペーストボードが空の間はその canPerformAction が paste: について false を返すので、ペーストは隠れ、さらに上にもそれを提供するものはありません。",
                lookAt:
                    "「編集メニュー」では、各項目についてファーストレスポンダー UITextView 'notes' からチェーンをたどって問い合わせます。ペーストボードが空なのでペーストは隠れています（「診断」の pasteHiddenEmptyPasteboard の注記）。"
            ),
            zh: LessonWords(
                title: "粘贴板为空时，获得焦点的文本视图上的编辑菜单",
                question: "粘贴板是空的，在获得焦点的文本视图上打开编辑菜单：会显示哪些项？",
                description:
                    "文本视图是第一响应者，所以编辑菜单从它开始查找。UITextView 实现了 cut:、copy: 和 paste:，但粘贴板为空时它的 canPerformAction 对 paste: 返回 false，所以“粘贴”被隐藏，链上更高处也没有对象提供它。",
                lookAt:
                    "在“编辑菜单”中，每个菜单项都沿链从第一响应者 UITextView 'notes' 开始询问：“粘贴”被隐藏，因为粘贴板为空（见“诊断”中的 pasteHiddenEmptyPasteboard 说明）。"
            ),
            ko: LessonWords(
                title: "페이스트보드가 비어 있을 때 포커스가 있는 텍스트 뷰의 편집 메뉴",
                question: "페이스트보드가 빈 상태에서 포커스가 있는 텍스트 뷰의 편집 메뉴를 열면 어떤 항목이 나올까요?",
                description:
                    "텍스트 뷰가 퍼스트 리스폰더이므로 편집 메뉴는 거기서부터 찾습니다. UITextView는 cut:, copy:, paste:를 구현하지만, 페이스트보드가 비어 있는 동안 그 canPerformAction은 paste:에 대해 false를 반환하므로 붙여넣기는 숨겨지고, 더 위쪽에서도 그것을 제공하는 리스폰더가 없습니다.",
                lookAt:
                    "편집 메뉴에서는 각 항목을 퍼스트 리스폰더인 UITextView 'notes'부터 체인을 따라 묻습니다. 페이스트보드가 비어 있으므로 붙여넣기는 숨겨져 있습니다(진단의 pasteHiddenEmptyPasteboard 안내)."
            )),
        "custom-view-no-copy": Lesson(
            ja: LessonWords(
                title: "独自ビューを長押ししてもコピーが出ません",
                question: "copy(_:) を実装した独自ビューを長押しします。ファーストレスポンダーがいないとき、コピーは出ますか？",
                description:
                    "BadgeView は copy(_:) を実装していますが、編集メニューはファーストレスポンダーから探し、ファーストレスポンダーがいないので、バッジがファーストレスポンダーになるまでメニューは表示されません。",
                lookAt:
                    "メニューはありません。ファーストレスポンダーがいないので「編集メニュー」はすべての項目を隠れていると示し、探索は copy(_:) を実装している BadgeView 'badge' から始まりません。「診断」の editMenuNoFirstResponder の警告がそう示します。"
            ),
            zh: LessonWords(
                title: "长按自定义视图不会出现“拷贝”",
                question: "长按实现了 copy(_:) 的自定义视图，而没有第一响应者：会出现“拷贝”吗？",
                description: "BadgeView 实现了 copy(_:)，但编辑菜单从第一响应者开始查找，而没有第一响应者，所以在徽章成为第一响应者之前不会出现菜单。",
                lookAt:
                    "没有菜单：“编辑菜单”显示每一项都被隐藏，因为没有第一响应者，所以查找从不会从实现了 copy(_:) 的 BadgeView 'badge' 开始。“诊断”中的 editMenuNoFirstResponder 警告说明了这一点。"
            ),
            ko: LessonWords(
                title: "사용자 정의 뷰를 길게 눌러도 복사하기가 나오지 않습니다",
                question: "copy(_:)를 구현한 사용자 정의 뷰를 길게 누릅니다. 퍼스트 리스폰더가 없을 때 복사하기가 나올까요?",
                description:
                    "BadgeView는 copy(_:)를 구현하지만, 편집 메뉴는 퍼스트 리스폰더에서부터 찾고 퍼스트 리스폰더가 없으므로, 배지가 퍼스트 리스폰더가 될 때까지 메뉴는 나타나지 않습니다.",
                lookAt:
                    "메뉴가 없습니다. 퍼스트 리스폰더가 없으므로 편집 메뉴는 모든 항목을 숨김으로 보여 주고, 탐색은 copy(_:)를 구현한 BadgeView 'badge'에서 시작하지 않습니다. 진단의 editMenuNoFirstResponder 경고가 그렇게 말합니다."
            )),
        "custom-view-copy-as-first-responder": Lesson(
            ja: LessonWords(
                title: "ファーストレスポンダーになると、独自ビューはコピーを提供します",
                question: "独自ビューがファーストレスポンダーになれるようになり、長押しでそうなります。編集メニューは何を出しますか？",
                description:
                    "直し方です。BadgeView は canBecomeFirstResponder から true を返し、長押しでファーストレスポンダーになるので、編集メニューはバッジから探索を始め、コピーを表示します。",
                lookAt:
                    "直し方です。イベント 0 は BadgeView 'badge' をファーストレスポンダーにするので、イベント 1（イベントメニューで選んでください）ではメニューの探索がそこから始まり、「編集メニュー」にコピーが出ます。"
            ),
            zh: LessonWords(
                title: "自定义视图成为第一响应者后就会提供“拷贝”",
                question: "自定义视图现在可以成为第一响应者，并在长按时成为：编辑菜单会提供什么？",
                description: "修正方法：BadgeView 从 canBecomeFirstResponder 返回 true，并在长按时成为第一响应者，所以编辑菜单从徽章开始查找，并显示“拷贝”。",
                lookAt: "修正方法：事件 0 让 BadgeView 'badge' 成为第一响应者，所以在事件 1 中（在事件菜单中选择它），菜单的查找从那里开始，“编辑菜单”提供“拷贝”。"),
            ko: LessonWords(
                title: "퍼스트 리스폰더가 되면 사용자 정의 뷰가 복사하기를 제공합니다",
                question: "이제 사용자 정의 뷰가 퍼스트 리스폰더가 될 수 있고 길게 누르면 그렇게 됩니다. 편집 메뉴는 무엇을 제공할까요?",
                description:
                    "고치는 방법입니다. BadgeView는 canBecomeFirstResponder에서 true를 반환하고 길게 누르면 퍼스트 리스폰더가 되므로, 편집 메뉴는 배지에서 탐색을 시작해 복사하기를 보여 줍니다.",
                lookAt:
                    "고치는 방법입니다. 이벤트 0이 BadgeView 'badge'를 퍼스트 리스폰더로 만들므로, 이벤트 1(이벤트 메뉴에서 고르십시오)에서는 메뉴의 탐색이 거기서 시작하고 편집 메뉴가 복사하기를 제공합니다."
            )),
        "map-callout-outside-annotation-view": Lesson(
            ja: LessonWords(
                title: "独自のコールアウトの予約ボタンがアノテーションビューの外にあります",
                question: "予約ボタンのある独自のコールアウトを持つ地図のピン：ピンへのタップと予約ボタンへのタップは、それぞれ何をしますか？",
                description:
                    "地図上のカフェのピンは、予約ボタンのある吹き出しという独自のコールアウトを、アノテーションビューの上、その bounds の外に描きます。ピンへのタップはピンを選択します。MapKit のドキュメントにあるとおり、それを行うのはマップビュー自身のタップ認識子です。予約ボタンへのタップはボタンに届きません。ヒットテストは先にアノテーションビューに問い合わせ、その point(inside:) は上端より上では false なので、タップはマップに届き、マップはそれをピンの外へのタップとみなします。",
                lookAt:
                    "イベント 0：「ヒットテストの経過」は CafeAnnotationView 'cafePin' で終わり、「診断」の mapSelectsAnnotation の注記が、そのタップを MapKit がどう扱うかを示します。イベントメニューでイベント 1、UIButton 'bookButton' へのタップを選んでください。「ヒットテストの経過」ではアノテーションビューが pointOutside と示すので、ボタンには問い合わせがなく、タップは MKMapView 'map' へ行きます。「診断」の calloutOutsideAnnotationView の警告が直し方を示します。アノテーションビューの point(inside:with:) が、サブビューが true を返す所でも true を返すようにすることです。"
            ),
            zh: LessonWords(
                title: "自定义标注气泡里的预订按钮位于标注视图之外",
                question: "地图上的大头针带有一个自定义标注气泡，里面有预订按钮：轻点大头针会怎样，轻点预订按钮又会怎样？",
                description:
                    "地图上一家咖啡馆的大头针自己绘制标注气泡：一个带预订按钮的气泡，位于标注视图上方、它的边界之外。轻点大头针会选中它：如 MapKit 文档所述，这由地图视图自己的轻点识别器完成。轻点预订按钮却永远到达不了它：命中测试先询问标注视图，而标注视图的 point(inside:) 在其顶部以上为 false，所以这次轻点到达地图，地图把它当作大头针之外的轻点。",
                lookAt:
                    "事件 0：“命中测试过程”止于 CafeAnnotationView 'cafePin'，“诊断”中的 mapSelectsAnnotation 信息说明了 MapKit 如何处理对它的轻点。在事件菜单中选择事件 1，即轻点 UIButton 'bookButton'：在“命中测试过程”中，标注视图显示 pointOutside，所以按钮从未被询问，这次轻点到达 MKMapView 'map'。“诊断”中的 calloutOutsideAnnotationView 警告给出了修正方法：让标注视图的 point(inside:with:) 在子视图返回 true 的地方也返回 true。"
            ),
            ko: LessonWords(
                title: "사용자 정의 콜아웃의 예약 버튼이 어노테이션 뷰 밖에 있습니다",
                question: "예약 버튼이 있는 사용자 정의 콜아웃을 가진 지도 핀: 핀을 탭하면, 그리고 예약 버튼을 탭하면 각각 무슨 일이 일어날까요?",
                description:
                    "지도 위 카페의 핀은 예약 버튼이 있는 말풍선, 즉 자체 콜아웃을 어노테이션 뷰 위쪽, 그 bounds 밖에 그립니다. 핀을 탭하면 핀이 선택됩니다. MapKit 문서대로 이것은 맵 뷰 자체의 탭 인식기가 합니다. 예약 버튼을 탭하면 버튼에 닿지 않습니다. 히트 테스트는 어노테이션 뷰에 먼저 묻고 그 point(inside:)는 위쪽 가장자리보다 위에서 false이므로, 탭은 지도로 가고 지도는 그것을 핀 바깥의 탭으로 봅니다.",
                lookAt:
                    "이벤트 0: 히트 테스트 과정은 CafeAnnotationView 'cafePin'에서 끝나고, 진단의 mapSelectsAnnotation 안내가 MapKit이 그 탭을 어떻게 다루는지 말합니다. 이벤트 메뉴에서 UIButton 'bookButton'을 탭하는 이벤트 1을 고르십시오. 히트 테스트 과정에서 어노테이션 뷰가 pointOutside라고 말하므로 버튼에는 묻지 않고, 탭은 MKMapView 'map'으로 갑니다. 진단의 calloutOutsideAnnotationView 경고가 고치는 방법을 알려 줍니다. 어노테이션 뷰의 point(inside:with:)가 서브뷰가 true를 반환하는 곳에서도 true를 반환하게 하는 것입니다."
            )),
        "hosting-view-takes-list-tap": Lesson(
            ja: LessonWords(
                title: "SwiftUI のオーバーレイのホスティングビューが、下のリストへのタップを受け取ります",
                question:
                    "SwiftUI のバナーのホスティングビューが UIKit のリストの上のオーバーレイを覆い、その前面に UIKit のボタンがあります：行へのタップとボタンへのタップは、それぞれ誰が受け取りますか？",
                description:
                    "UIHostingController が、UIKit の注文リストの上にある通り抜け用のオーバーレイに SwiftUI のバナーを表示し、オーバーレイの前面には UIKit の新規注文ボタンが追加されています。iOS 18 と同じく、ホスティングビューは SwiftUI のコンテンツだけでなく透明な空いた部分でもそれ自身がヒットビューになるので、オーバーレイの下の行へのタップはホスティングビューで止まり、リストには届きません。ホスティングビューが先に答えるので、オーバーレイの通り抜け用の hitTest は役に立ちません。オーバーレイの前面にあるボタンはそれより先に問い合わせを受け、自分へのタップを受け取ります。",
                lookAt:
                    "イベント 0：「ヒットテストの経過」は PassThroughView 'overlayContainer' を通って _UIHostingView 'bannerHost' で終わるので、ステップはそこからチェーンを上へタッチを転送し、UITableView 'table' はタッチを一度も受け取りません。「診断」の dependsOnUndescribed の警告がその理由を示します。決めるのは SwiftUI 自身の認識子で、ホスティングビューは hitTest が passThrough でない限り、空いた部分でも自分自身を返します。イベントメニューでイベント 1 を選んでください。UIButton 'newOrderButton' はオーバーレイの前面にあるので、ヒットテストは先にそれに問い合わせ、「アクション」は OrdersViewController 'orders' が newOrder: を実行したことを示します。"
            ),
            zh: LessonWords(
                title: "SwiftUI 覆盖层的托管视图接收了本该给下方列表的轻点",
                question: "SwiftUI 横幅的托管视图铺满 UIKit 列表上方的覆盖层，它前面还有一个 UIKit 按钮：轻点一行和轻点按钮，各由谁收到？",
                description:
                    "一个 UIHostingController 在 UIKit 订单列表上方的穿透式覆盖层中显示 SwiftUI 横幅，覆盖层前面又添加了一个 UIKit 的新建订单按钮。与 iOS 18 一样，托管视图无论对 SwiftUI 内容还是对透明的空白区域，都以它自己作为命中视图，所以轻点覆盖层下方的一行会停在托管视图，列表永远收不到；覆盖层的穿透式 hitTest 也无济于事，因为托管视图先作出了回答。覆盖层前面的按钮比它先被询问，接收了对它自己的轻点。",
                lookAt:
                    "事件 0：“命中测试过程”经过 PassThroughView 'overlayContainer'，止于 _UIHostingView 'bannerHost'，所以步骤从它开始沿响应者链向上转发触摸，UITableView 'table' 永远收不到。“诊断”中的 dependsOnUndescribed 警告说明了原因：由 SwiftUI 自己的识别器决定，而除非托管视图的 hitTest 是 passThrough，它对空白区域也返回它自己。在事件菜单中选择事件 1：UIButton 'newOrderButton' 位于覆盖层前面，所以命中测试先询问它，“动作”显示 OrdersViewController 'orders' 执行了 newOrder:。"
            ),
            ko: LessonWords(
                title: "SwiftUI 오버레이의 호스팅 뷰가 아래 목록으로 가야 할 탭을 가져갑니다",
                question:
                    "SwiftUI 배너의 호스팅 뷰가 UIKit 목록 위의 오버레이를 채우고 그 앞에 UIKit 버튼이 있습니다: 행을 탭하면, 그리고 버튼을 탭하면 각각 누가 받을까요?",
                description:
                    "UIHostingController가 UIKit 주문 목록 위의 통과형 오버레이에 SwiftUI 배너를 표시하고, 오버레이 앞에는 UIKit의 새 주문 버튼이 추가되어 있습니다. iOS 18에서처럼 호스팅 뷰는 SwiftUI 콘텐츠뿐 아니라 투명한 빈 영역에서도 자기 자신이 히트 뷰가 되므로, 오버레이 아래의 행을 탭하면 호스팅 뷰에서 멈추고 목록에는 전달되지 않습니다. 호스팅 뷰가 먼저 답하므로 오버레이의 통과형 hitTest는 도움이 되지 않습니다. 오버레이 앞의 버튼은 그보다 먼저 질문을 받고 자기 탭을 받습니다.",
                lookAt:
                    "이벤트 0: 히트 테스트 과정은 PassThroughView 'overlayContainer'를 지나 _UIHostingView 'bannerHost'에서 끝나므로, 단계는 거기서부터 체인을 따라 터치를 위로 전달하고 UITableView 'table'은 터치를 전혀 받지 못합니다. 진단의 dependsOnUndescribed 경고가 그 이유를 말합니다. SwiftUI 자체의 인식기가 정하고, 호스팅 뷰는 hitTest가 passThrough가 아닌 한 빈 영역에서도 자기 자신을 반환합니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. UIButton 'newOrderButton'은 오버레이 앞에 있으므로 히트 테스트가 먼저 그것에 묻고, 액션은 OrdersViewController 'orders'가 newOrder:를 수행한 것을 보여 줍니다."
            )),
        "paging-scroll-view-turns-pages": Lesson(
            ja: LessonWords(
                title: "ページングするスクロールビューは、半ページを超えたときかフリックのときだけページをめくります",
                question: "ページングが有効で横にスクロールするウェルカムツアー：短いドラッグ、長いドラッグ、短いフリックはそれぞれどのページで止まり、そのあとのタップは誰が受け取りますか？",
                description:
                    "ウェルカムツアーは isPagingEnabled の横向きの UIScrollView で、390 ポイントのページが 3 つあります。指を離すと、ページの途中ではなく必ずどれかのページで止まります。120 ポイントのドラッグは元に戻り、240 ポイント（半ページ超）のドラッグは次のページへめくり、短いフリックでもページがめくれます。各イベントは前のイベントが残したページから始まるので、3 ページ目の「はじめる」ボタンが今ある場所へのタップはそのボタンに届きます。",
                lookAt:
                    "図は UIScrollView 'tourPager' を横切る各ドラッグを描きます。イベント 0：「ジェスチャー認識子」ではそのパンのジェスチャー認識子が認識し、その下のスクロールビューの行は、指が動いたのは 120 ポイントで半ページを超えていないので、isPagingEnabled により 1 ページ目に戻ると示します。イベントメニューでイベント 1 と 2 を選んでください。240 ポイントのドラッグは 2 ページ目へ、60 ポイントのフリックは 3 ページ目へめくります。イベント 3、UIButton 'startButton' が今ある場所へのタップは保留されてから配信され、「アクション」は WelcomeViewController 'welcome' が getStarted: を実行したことを示します。"
            ),
            zh: LessonWords(
                title: "分页滚动视图只有拖过半页或快速一划时才会翻页",
                question: "一个开启分页、横向滚动的欢迎导览：短拖动、长拖动和短促的快速一划各停在哪一页？之后的轻点由谁收到？",
                description:
                    "欢迎导览是一个开启了 isPagingEnabled 的横向 UIScrollView，有 3 页，每页 390 点。抬起手指时它总是停在某一页上，从不停在两页之间：拖动 120 点会弹回，拖动 240 点（超过半页）会翻到下一页，短促的快速一划也会翻页。每个事件都从上一个事件留下的那一页开始，所以轻点第 3 页的“开始使用”按钮现在所在的位置，会到达这个按钮。",
                lookAt:
                    "示意图画出了横跨 UIScrollView 'tourPager' 的每次拖动。事件 0：在“手势识别器”中，它的拖移识别器识别成功，下方关于该滚动视图的一行说，手指只移动了 120 点，没有超过半页，所以在 isPagingEnabled 下它弹回第 1 页。在事件菜单中选择事件 1 和 2：240 点的拖动翻到第 2 页，60 点的快速一划翻到第 3 页。事件 3 轻点 UIButton 'startButton' 现在所在的位置：触摸先被延迟，然后投递，“动作”显示 WelcomeViewController 'welcome' 执行了 getStarted:。"
            ),
            ko: LessonWords(
                title: "페이징 스크롤 뷰는 반 페이지를 넘거나 튕길 때만 페이지를 넘깁니다",
                question: "페이징이 켜진 가로 스크롤 환영 투어: 짧은 드래그, 긴 드래그, 짧게 튕기기는 각각 어느 페이지에서 멈추고, 그 뒤의 탭은 누가 받을까요?",
                description:
                    "환영 투어는 isPagingEnabled가 켜진 가로 UIScrollView로, 390포인트짜리 페이지가 3개 있습니다. 손가락을 떼면 페이지 사이가 아니라 반드시 한 페이지에서 멈춥니다. 120포인트 드래그는 제자리로 돌아가고, 240포인트(반 페이지 넘게) 드래그는 다음 페이지로 넘어가며, 짧게 튕겨도 페이지가 넘어갑니다. 각 이벤트는 앞 이벤트가 남긴 페이지에서 시작하므로, 세 번째 페이지의 시작하기 버튼이 지금 있는 곳을 탭하면 그 버튼에 닿습니다.",
                lookAt:
                    "다이어그램은 UIScrollView 'tourPager'를 가로지르는 각 드래그를 그립니다. 이벤트 0: 제스처 인식기에서 그 팬 제스처 인식기가 인식하고, 그 아래 스크롤 뷰에 대한 줄은 손가락이 120포인트 움직여 반 페이지를 넘지 않았으므로 isPagingEnabled에 따라 1페이지로 되돌아간다고 말합니다. 이벤트 메뉴에서 이벤트 1과 2를 고르십시오. 240포인트 드래그는 2페이지로, 60포인트 튕기기는 3페이지로 넘어갑니다. 이벤트 3은 UIButton 'startButton'이 지금 있는 곳을 탭하는데, 터치가 보류되었다가 전달되고 액션은 WelcomeViewController 'welcome'이 getStarted:를 수행한 것을 보여 줍니다."
            )),
        "sheet-undimmed-detent": Lesson(
            ja: LessonWords(
                title: "減光されないシートの上では、タップが背後の画面に届きます",
                question: "地図画面の上に場所のシートが medium ディテントで表示されています：その上にある「このエリアを検索」ボタンへのタップは誰が受け取りますか？",
                description:
                    "地図画面が場所のシートを medium ディテントで表示し、地図アプリのように largestUndimmedDetentIdentifier を medium に設定しています。そのディテント以下では UIKit はシートの背後に減光ビューを置かないので、シートより上へのタップは、表示元のコントローラーの「このエリアを検索」ボタンに届きます。largestUndimmedDetentIdentifier がなければ（UIKit の既定）、減光ビューがシートの周りの画面を覆い、同じタップを受け取ってシートを閉じ、ボタンには何も届きません。",
                lookAt:
                    "「ヒットテストの経過」では UITransitionView 'places.UITransitionView' が passedThrough、UIDropShadowView 'places.UIDropShadowView' が pointOutside と示します。シートは指より下にあり、画面を減光するものはないので、ヒットテストは UIButton 'searchAreaButton' に届き、「アクション」は MapScreenViewController 'mapScreen' が searchThisArea: を実行したことを示します。エディタで largestUndimmedDetentIdentifier を削除してもう一度実行してください。今度は減光ビューがシートの周りの画面を覆ってタップを受け取り、シートを閉じます。「診断」の警告は、削除した行を直し方として返します。"
            ),
            zh: LessonWords(
                title: "在不变暗的表单上方，轻点会到达它后面的界面",
                question: "地图界面上方以 medium 停靠高度显示着一个地点表单：轻点它上方的“搜索此区域”按钮，由谁收到？",
                description:
                    "地图界面以 medium 停靠高度呈现一个地点表单，并像地图类应用那样把 largestUndimmedDetentIdentifier 设为 medium。在该停靠高度及以下，UIKit 不会在表单后面放置变暗视图，所以轻点表单上方会到达呈现它的控制器的“搜索此区域”按钮。如果没有 largestUndimmedDetentIdentifier（UIKit 的默认情况），变暗视图会覆盖表单周围的界面，接收同样的轻点并关闭表单，按钮什么也收不到。",
                lookAt:
                    "在“命中测试过程”中，UITransitionView 'places.UITransitionView' 显示 passedThrough，UIDropShadowView 'places.UIDropShadowView' 显示 pointOutside：表单位于手指以下的位置，也没有东西让界面变暗，所以命中测试到达 UIButton 'searchAreaButton'，“动作”显示 MapScreenViewController 'mapScreen' 执行了 searchThisArea:。在编辑器中删除 largestUndimmedDetentIdentifier 再运行一次：这时变暗视图覆盖表单周围的界面，接收这次轻点并关闭表单，“诊断”中的警告把你删掉的那一行作为修正方法还给你。"
            ),
            ko: LessonWords(
                title: "어둡게 하지 않는 시트 위에서는 탭이 뒤의 화면에 닿습니다",
                question: "지도 화면 위에 장소 시트가 medium 디텐트로 표시되어 있습니다: 그 위쪽에 있는 이 지역 검색 버튼을 탭하면 누가 받을까요?",
                description:
                    "지도 화면이 장소 시트를 medium 디텐트로 표시하고, 지도 앱들처럼 largestUndimmedDetentIdentifier를 medium으로 설정합니다. 그 디텐트 이하에서는 UIKit이 시트 뒤에 디밍 뷰를 두지 않으므로, 시트 위쪽을 탭하면 표시한 쪽 컨트롤러의 이 지역 검색 버튼에 닿습니다. largestUndimmedDetentIdentifier가 없으면(UIKit의 기본값) 디밍 뷰가 시트 주변 화면을 덮어 같은 탭을 받고 시트를 닫으며, 버튼에는 아무것도 전달되지 않습니다.",
                lookAt:
                    "히트 테스트 과정에서 UITransitionView 'places.UITransitionView'는 passedThrough, UIDropShadowView 'places.UIDropShadowView'는 pointOutside라고 말합니다. 시트는 손가락보다 아래에 있고 화면을 어둡게 하는 것이 없으므로 히트 테스트는 UIButton 'searchAreaButton'에 닿고, 액션은 MapScreenViewController 'mapScreen'이 searchThisArea:를 수행한 것을 보여 줍니다. 편집기에서 largestUndimmedDetentIdentifier를 지우고 다시 실행하십시오. 이제 디밍 뷰가 시트 주변 화면을 덮어 탭을 받고 시트를 닫으며, 진단의 경고가 지운 줄을 고치는 방법으로 돌려줍니다."
            )),
        "menu-button-primary-action": Lesson(
            ja: LessonWords(
                title: "メニューがプライマリアクションのボタンは touchUpInside を送信しません",
                question:
                    "メニューのある 2 つのボタン、showsMenuAsPrimaryAction を設定した並べ替えと設定していない絞り込み：それぞれをタップすると何が起き、絞り込みを長押しすると何が起きますか？",
                description:
                    "ライブラリ画面にはメニューのあるボタンが 2 つあります。並べ替えボタンは showsMenuAsPrimaryAction を設定しているので、メニューはタッチダウンで開き、ボタンは touchUpInside ではなく menuActionTriggered を送信します。ターゲットを追加したアクション sortTapped: は実行されません。絞り込みボタンは既定のままです。タップではアクションが送信され、メニューが開くのは長押しのときだけです。",
                lookAt:
                    "イベント 0：ステップでは UIButton 'sortButton' がタッチを追跡し、touchesBegan の直後にメニューが表示されます。「診断」の menuTookPrimaryAction の警告が sortTapped: が実行されなかった理由を示し、その直し方は showsMenuAsPrimaryAction を false にします。イベントメニューでイベント 1 を選んでください。UIButton 'filterButton' へのタップは filterTapped: を実行します（「アクション」を見てください）。イベント 2 でそれを長押しすると、代わりにメニューが開き、アクションは実行されません。"
            ),
            zh: LessonWords(
                title: "菜单作为主要动作的按钮永远不会发送 touchUpInside",
                question: "两个带菜单的按钮，设置了 showsMenuAsPrimaryAction 的“排序”和没有设置的“筛选”：轻点各自会怎样，长按“筛选”又会怎样？",
                description:
                    "书库界面有两个带菜单的按钮。“排序”按钮设置了 showsMenuAsPrimaryAction，所以菜单在按下时就打开，按钮发送 menuActionTriggered 而不是 touchUpInside：为它添加目标的 sortTapped: 动作永远不会执行。“筛选”按钮保持默认：轻点会发送它的动作，只有长按才会打开菜单。",
                lookAt:
                    "事件 0：步骤显示 UIButton 'sortButton' 跟踪这次触摸，并在 touchesBegan 之后立即显示菜单；“诊断”中的 menuTookPrimaryAction 警告说明了 sortTapped: 为什么没有执行，它的修正方法是把 showsMenuAsPrimaryAction 设为 false。在事件菜单中选择事件 1：轻点 UIButton 'filterButton' 会执行 filterTapped:（见“动作”）。事件 2 长按它，则改为打开菜单，不执行任何动作。"
            ),
            ko: LessonWords(
                title: "메뉴가 기본 동작인 버튼은 touchUpInside를 보내지 않습니다",
                question:
                    "메뉴가 있는 두 버튼, showsMenuAsPrimaryAction을 설정한 정렬과 설정하지 않은 필터: 각각 탭하면, 그리고 필터를 길게 누르면 무슨 일이 일어날까요?",
                description:
                    "라이브러리 화면에 메뉴가 있는 버튼이 두 개 있습니다. 정렬 버튼은 showsMenuAsPrimaryAction을 설정했으므로 메뉴가 터치 다운에서 열리고, 버튼은 touchUpInside 대신 menuActionTriggered를 보냅니다. 타깃을 추가해 둔 sortTapped: 액션은 실행되지 않습니다. 필터 버튼은 기본값 그대로여서 탭하면 액션이 전송되고, 메뉴는 길게 누를 때만 열립니다.",
                lookAt:
                    "이벤트 0: 단계에서 UIButton 'sortButton'이 터치를 추적하고 touchesBegan 바로 뒤에 메뉴가 표시됩니다. 진단의 menuTookPrimaryAction 경고가 sortTapped:가 실행되지 않은 이유를 말하고, 그 해결책은 showsMenuAsPrimaryAction을 false로 설정합니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. UIButton 'filterButton'을 탭하면 filterTapped:가 실행됩니다(액션을 보십시오). 이벤트 2에서 그것을 길게 누르면 대신 메뉴가 열리고 어떤 액션도 실행되지 않습니다."
            )),
        "context-menu-beats-long-press": Lesson(
            ja: LessonWords(
                title: "コンテキストメニューが写真の長押し認識子から長押しを奪います",
                question: "タップ認識子、長押し認識子、コンテキストメニューを持つ写真のタイル：タップと長押しはそれぞれ何をしますか？",
                description:
                    "写真のタイルには、写真を開くタップ認識子、お気に入りに登録する長押し認識子、そして共有・コピー・削除のある UIContextMenuInteraction があります。タップは、メニューがない場合と同じくタップ認識子のものです。長押しはコンテキストメニューを開き、メニューは同じビューの長押し認識子より先に押下を受け取るので、写真はお気に入りに登録されません。",
                lookAt:
                    "イベント 0：「ジェスチャー認識子」で UITapGestureRecognizer 'openTap' が認識し、「アクション」は GalleryViewController 'gallery' が openPhoto: を実行したことを示します。イベントメニューでイベント 1、長押しを選んでください。ステップでは PhotoTileView 'photo' のコンテキストメニューが表示され、UILongPressGestureRecognizer 'favouritePress' は failed と示し、その理由はコンテキストメニューが押下を受け取ったと述べます。「診断」の contextMenuBeatLongPress の警告もそう示し、直し方は挙げません。長押しをどちらが受け取るべきかは、アプリが選ぶことだからです。"
            ),
            zh: LessonWords(
                title: "上下文菜单从照片的长按识别器那里抢走了长按",
                question: "一个带轻点识别器、长按识别器和上下文菜单的照片方块：轻点会做什么，长按又会做什么？",
                description:
                    "照片方块有一个打开照片的轻点识别器、一个把照片加入收藏的长按识别器，以及一个带“共享”“拷贝”“删除”的 UIContextMenuInteraction。轻点归轻点识别器，和没有菜单时一样。长按会打开上下文菜单，它先于同一视图上的长按识别器接收这次按压，所以照片永远不会被加入收藏。",
                lookAt:
                    "事件 0：在“手势识别器”中，UITapGestureRecognizer 'openTap' 识别成功，“动作”显示 GalleryViewController 'gallery' 执行了 openPhoto:。在事件菜单中选择事件 1，即长按：步骤显示 PhotoTileView 'photo' 上的上下文菜单已显示，UILongPressGestureRecognizer 'favouritePress' 显示 failed，它的原因说上下文菜单接收了这次按压。“诊断”中的 contextMenuBeatLongPress 警告也说明了这一点，并且不给出修正方法：两者中哪一个该得到这次按压，由应用自己选择。"
            ),
            ko: LessonWords(
                title: "컨텍스트 메뉴가 사진의 길게 누르기 인식기에게서 길게 누르기를 가져갑니다",
                question: "탭 인식기, 길게 누르기 인식기, 컨텍스트 메뉴가 있는 사진 타일: 탭하면, 그리고 길게 누르면 각각 무슨 일이 일어날까요?",
                description:
                    "사진 타일에는 사진을 여는 탭 인식기, 즐겨찾기로 표시하는 길게 누르기 인식기, 그리고 공유·복사·삭제가 있는 UIContextMenuInteraction이 있습니다. 탭은 메뉴가 없을 때와 마찬가지로 탭 인식기의 것입니다. 길게 누르면 컨텍스트 메뉴가 열리고, 메뉴는 같은 뷰의 길게 누르기 인식기보다 먼저 누르기를 받으므로 사진은 즐겨찾기로 표시되지 않습니다.",
                lookAt:
                    "이벤트 0: 제스처 인식기에서 UITapGestureRecognizer 'openTap'이 인식하고, 액션은 GalleryViewController 'gallery'가 openPhoto:를 수행한 것을 보여 줍니다. 이벤트 메뉴에서 길게 누르기인 이벤트 1을 고르십시오. 단계는 PhotoTileView 'photo'의 컨텍스트 메뉴가 표시된 것을 보여 주고, UILongPressGestureRecognizer 'favouritePress'는 failed라고 말하며, 그 이유는 컨텍스트 메뉴가 누르기를 가져갔다고 설명합니다. 진단의 contextMenuBeatLongPress 경고도 그렇게 말하고 해결책은 제시하지 않습니다. 둘 중 어느 쪽이 누르기를 받아야 하는지는 앱이 정할 일이기 때문입니다."
            )),
        "long-press-lifts-table-row": Lesson(
            ja: LessonWords(
                title: "行を長押しすると、テーブルはスクロールせず、ドラッグ＆ドロップのために行が持ち上がります",
                question: "行をドラッグ＆ドロップできるテーブルで、行の上に指を置いたままにしてから動かすと何が起きますか？すぐに動かした指ではどうですか？",
                description:
                    "リーディングリストのテーブルにはドラッグのデリゲートがあるので、行をドラッグできます（dragInteractionEnabled は iOS 15 以降、iPhone でも iPad でも既定で true）。指が行の上にリフト遅延の 0.5 秒のあいだ置かれてから動くと、行が持ち上がります。ドラッグの認識子が勝ち、スクロールするはずだったテーブルのパンは失敗します。すぐに動く指は、いつもどおりテーブルをスクロールします。",
                lookAt:
                    "イベント 0：指は UITableViewCell 'articleCell' の上にリフト遅延のあいだ置かれ、それから上へ動きます。ステップはセルが持ち上がったこと（tableView(_:itemsForBeginning:at:)）を示します。「ジェスチャー認識子」では、持ち上げの間は競合する認識子が失敗するので、UIScrollViewPanGestureRecognizer 'articles.panGestureRecognizer' は failed と示し、「診断」の dragLiftTookScroll の警告は UITableView 'articles' がスクロールしなかったと示します。最後のステップは、ドロップを受け付けるビューのない場所でドラッグが終わったことを示します。イベントメニューでイベント 1 を選んでください。指を置いたままにせずに同じように動かすとパンになり、テーブルがスクロールします。"
            ),
            zh: LessonWords(
                title: "长按一行会提起它以便拖放，而不是滚动表格",
                question: "在一个行可以拖放的表格中，手指按住一行再移动会怎样？手指立即移动又会怎样？",
                description:
                    "阅读列表的表格有拖拽代理，所以它的行可以拖拽（自 iOS 15 起，dragInteractionEnabled 在 iPhone 和 iPad 上默认都为 true）。手指在一行上停留提起延迟（0.5 秒）后再移动，就会提起这一行：拖拽的识别器胜出，本来会滚动的表格的拖移失败。立即移动的手指则像平常一样滚动表格。",
                lookAt:
                    "事件 0：手指在 UITableViewCell 'articleCell' 上停留提起延迟，然后向上移动。步骤显示这个单元格被提起（tableView(_:itemsForBeginning:at:)）；在“手势识别器”中，由于提起期间相互竞争的识别器都会失败，UIScrollViewPanGestureRecognizer 'articles.panGestureRecognizer' 显示 failed，“诊断”中的 dragLiftTookScroll 警告说 UITableView 'articles' 没有滚动。最后一步说明拖拽在没有接受放下的视图的地方结束。在事件菜单中选择事件 1：不停留而同样地移动是一次拖移，表格随之滚动。"
            ),
            ko: LessonWords(
                title: "행을 길게 누르면 테이블이 스크롤되지 않고 드래그 앤 드롭을 위해 행이 들어 올려집니다",
                question: "행을 드래그 앤 드롭할 수 있는 테이블에서 행 위에 손가락을 머무르게 했다가 움직이면 어떻게 될까요? 곧바로 움직이는 손가락은요?",
                description:
                    "읽기 목록의 테이블에는 드래그 델리게이트가 있어서 행을 드래그할 수 있습니다(dragInteractionEnabled는 iOS 15부터 iPhone과 iPad 모두에서 기본값이 true). 손가락이 행 위에 리프트 지연(0.5초) 동안 머문 뒤 움직이면 행이 들어 올려집니다. 드래그의 인식기가 이기고, 스크롤했을 테이블의 팬은 실패합니다. 곧바로 움직이는 손가락은 평소처럼 테이블을 스크롤합니다.",
                lookAt:
                    "이벤트 0: 손가락이 UITableViewCell 'articleCell' 위에 리프트 지연 동안 머문 뒤 위로 움직입니다. 단계는 셀이 들어 올려진 것(tableView(_:itemsForBeginning:at:))을 보여 줍니다. 제스처 인식기에서는 들어 올리는 동안 경쟁하는 인식기가 실패하므로 UIScrollViewPanGestureRecognizer 'articles.panGestureRecognizer'가 failed라고 말하고, 진단의 dragLiftTookScroll 경고는 UITableView 'articles'가 스크롤되지 않았다고 말합니다. 마지막 단계는 드롭을 받는 뷰가 없는 곳에서 드래그가 끝났다고 말합니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. 머무르지 않고 똑같이 움직이면 팬이 되고, 테이블이 스크롤됩니다."
            )),
        "hover-over-cards": Lesson(
            ja: LessonWords(
                title: "iPad では、ホバーするポインターはホバーの認識子に届き、タッチのメソッドには届きません",
                question: "iPad で、ポインターがホバーの認識子を持つ写真カードの上を横切り、次にタップの認識子を持つメモカードの上を横切ります。それぞれ何が反応しますか？",
                description:
                    "画面の上でホバーするトラックパッドやマウスのポインターは、タッチではなく独自の種類のイベントです。写真カードには UIHoverGestureRecognizer があるので、ポインターがカードに入って横切ると、その認識子は began、changed となり、そのアクションがカードを強調表示します。メモカードは touchesBegan をオーバーライドし、タップの認識子を持つだけです。ホバーはどちらも呼ばないので、ユーザーがクリックするまで、ポインターがその上にあっても何も起きません。",
                lookAt:
                    "イベント 0：「ジェスチャー認識子」で PhotoCardView 'photoCard' の UIHoverGestureRecognizer 'cardHover' が認識します。その状態（states）は、ポインターがカードの上に来て横切る間にアクションが見たもの、began、次に changed を示します。「アクション」は BoardViewController 'board' が highlightCard: を実行したことを示します。イベントメニューでイベント 1 を選んでください。ポインターは NoteCardView 'noteCard' を横切り、ステップにはタッチのメソッドがひとつもありません。「診断」の hoverSendsNoTouches の注記は、touchesBegan とカードのタップの認識子 noteTap がクリックかタップを待つことを示します。"
            ),
            zh: LessonWords(
                title: "在 iPad 上，悬停的指针会到达悬停识别器，而不会到达任何触摸方法",
                question: "在 iPad 上，指针先悬停经过一张有悬停识别器的照片卡片，再经过一张有轻点识别器的便签卡片：各自有什么做出反应？",
                description:
                    "在屏幕上方悬停的触控板或鼠标指针是一种独立类型的事件，而不是触摸。照片卡片有 UIHoverGestureRecognizer，所以指针进入并划过卡片时，这个识别器依次处于 began 和 changed，它的动作会高亮这张卡片。便签卡片只重写了 touchesBegan，并有一个轻点识别器：悬停不会调用其中任何一个，所以在用户按下鼠标之前，指针停在它上方什么也不会发生。",
                lookAt:
                    "事件 0：在“手势识别器”中，PhotoCardView 'photoCard' 上的 UIHoverGestureRecognizer 'cardHover' 识别成功，它的状态（states）说明了指针来到卡片上方并划过时它的动作看到了什么：先是 began，然后是 changed。“动作”显示 BoardViewController 'board' 执行了 highlightCard:。在事件菜单中选择事件 1：指针划过 NoteCardView 'noteCard'，步骤中完全没有触摸方法；“诊断”中的 hoverSendsNoTouches 说明指出 touchesBegan 和卡片的轻点识别器 noteTap 等待的是按下鼠标或轻点。"
            ),
            ko: LessonWords(
                title: "iPad에서 호버하는 포인터는 호버 인식기에 닿고, 터치 메서드에는 닿지 않습니다",
                question: "iPad에서 포인터가 호버 인식기가 있는 사진 카드 위를 지나간 뒤, 탭 인식기가 있는 메모 카드 위를 지나갑니다. 각각 무엇이 반응할까요?",
                description:
                    "화면 위에서 호버하는 트랙패드나 마우스 포인터는 터치가 아니라 별도 유형의 이벤트입니다. 사진 카드에는 UIHoverGestureRecognizer가 있으므로, 포인터가 카드에 들어와 가로지르면 그 인식기는 began, changed가 되고 그 액션이 카드를 강조 표시합니다. 메모 카드는 touchesBegan을 오버라이드하고 탭 인식기를 가질 뿐입니다. 호버는 둘 다 호출하지 않으므로, 사용자가 클릭할 때까지 포인터가 그 위에 있어도 아무 일도 일어나지 않습니다.",
                lookAt:
                    "이벤트 0: 제스처 인식기에서 PhotoCardView 'photoCard'의 UIHoverGestureRecognizer 'cardHover'가 인식하고, 그 상태(states)는 포인터가 카드 위로 와서 가로지르는 동안 액션이 본 것, 즉 began 다음 changed를 말합니다. 액션은 BoardViewController 'board'가 highlightCard:를 수행한 것을 보여 줍니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. 포인터가 NoteCardView 'noteCard'를 가로지르고, 단계에는 터치 메서드가 하나도 없습니다. 진단의 hoverSendsNoTouches 안내는 touchesBegan과 카드의 탭 인식기 noteTap이 클릭이나 탭을 기다린다고 말합니다."
            )),
        "page-curl-edge-tap": Lesson(
            ja: LessonWords(
                title: "ページカール形式の本は、端の近くにある独自のコントロールへのタップでページをめくってしまいます",
                question: "ページがめくれる電子書籍リーダーの最初のページで、右端の共有ボタンをタップし、次に左端の独自のブックマークコントロールをタップします。それぞれ誰が受け取りますか？",
                description:
                    "ページカール形式の UIPageViewController は、自分のビューにパンとタップの認識子を持ち、そのタップは左右の端の近くでページをめくります。左端のブックマークコントロールは独自の UIControl なので、ページカールのタップが先に認識してページをめくり、コントロールのアクションは実行されません。右端の共有ボタンは UIButton で、UIKit 自身のコントロールは、上位のビューにある認識子に対してシングルタップを勝ち取ります。",
                lookAt:
                    "イベント 0：「ジェスチャー認識子」で UITapGestureRecognizer 'book.pageCurlTapGestureRecognizer' は preventedByControl と示します。UIButton 'shareButton' は UIKit のコントロールなのでシングルタップを勝ち取り、「アクション」は ChapterViewController 'chapter1' が share: を実行したことを示します。イベントメニューでイベント 1、左端の BookmarkControl 'bookmark' へのタップを選んでください。同じ認識子が認識し、ステップはコントロールが touchesCancelled を受け取ることを示し、「アクション」は UIPageViewController 'book' が _handleTapGesture: を実行したことを示します。「診断」の pageTurnTookTap の警告は、toggleBookmark(_:) が実行されないことを示します。"
            ),
            zh: LessonWords(
                title: "翻页式（page curl）的书把给边缘附近自定义控件的轻点拿去翻了页",
                question: "在一个页面会卷曲翻动的电子阅读器的第一页上，先轻点右边缘的分享按钮，再轻点左边缘的自定义书签控件：各由谁收到？",
                description:
                    "翻页式（page curl）的 UIPageViewController 在自己的视图上有自己的识别器，一个拖移和一个轻点，其中轻点会在左右边缘附近翻页。左边缘的书签控件是自定义的 UIControl：翻页的轻点识别器先识别并翻了页，控件的动作从不运行。右边缘的分享按钮是 UIButton，而 UIKit 自己的控件在单次轻点上会胜过其上层视图上的识别器。",
                lookAt:
                    "事件 0：在“手势识别器”中，UITapGestureRecognizer 'book.pageCurlTapGestureRecognizer' 显示 preventedByControl，因为 UIButton 'shareButton' 是 UIKit 控件，会赢得单次轻点；“动作”显示 ChapterViewController 'chapter1' 执行了 share:。在事件菜单中选择事件 1，轻点左边缘的 BookmarkControl 'bookmark'：同一个识别器识别成功，步骤显示控件收到 touchesCancelled，“动作”显示 UIPageViewController 'book' 执行了 _handleTapGesture:，“诊断”中的 pageTurnTookTap 警告说明 toggleBookmark(_:) 永远不会运行。"
            ),
            ko: LessonWords(
                title: "페이지 컬 방식의 책은 가장자리 근처의 사용자 정의 컨트롤을 향한 탭으로 페이지를 넘깁니다",
                question:
                    "페이지가 말려 넘어가는 전자책 리더의 첫 페이지에서 오른쪽 가장자리의 공유 버튼을 탭한 뒤, 왼쪽 가장자리의 사용자 정의 책갈피 컨트롤을 탭합니다. 각각 누가 받을까요?",
                description:
                    "페이지 컬 방식의 UIPageViewController는 자기 뷰에 팬과 탭이라는 자체 인식기를 가지며, 그 탭은 왼쪽이나 오른쪽 가장자리 근처에서 페이지를 넘깁니다. 왼쪽 가장자리의 책갈피 컨트롤은 사용자 정의 UIControl이므로 페이지 컬의 탭 인식기가 먼저 인식해 페이지를 넘기고, 컨트롤의 액션은 실행되지 않습니다. 오른쪽 가장자리의 공유 버튼은 UIButton이며, UIKit 자체의 컨트롤은 상위 뷰에 있는 인식기보다 먼저 싱글 탭을 가져갑니다.",
                lookAt:
                    "이벤트 0: 제스처 인식기에서 UITapGestureRecognizer 'book.pageCurlTapGestureRecognizer'는 preventedByControl이라고 말합니다. UIButton 'shareButton'은 UIKit 컨트롤이라 싱글 탭을 가져가고, 액션은 ChapterViewController 'chapter1'이 share:를 수행한 것을 보여 줍니다. 이벤트 메뉴에서 왼쪽 가장자리의 BookmarkControl 'bookmark'를 탭하는 이벤트 1을 고르십시오. 같은 인식기가 인식하고, 단계는 컨트롤이 touchesCancelled를 받는 것을 보여 주며, 액션은 UIPageViewController 'book'이 _handleTapGesture:를 수행한 것을 보여 주고, 진단의 pageTurnTookTap 경고는 toggleBookmark(_:)가 실행되지 않는다고 말합니다."
            )),
        "search-dimming-takes-tap": Lesson(
            ja: LessonWords(
                title: "検索がアクティブな間は、減光された背景がレシピへのタップを受け取り、検索を終了します",
                question: "検索がアクティブな間に、検索バーの下にあるレシピのボタンをタップし、もう一度同じところをタップします。それぞれ誰が受け取りますか？",
                description:
                    "レシピ画面の検索コントローラーはアクティブで、検索の間コンテンツを覆います（obscuresBackgroundDuringPresentation は既定で true）。そのため検索バーより下のすべてを減光ビューが覆っています。レシピのボタンへのタップは減光ビューに触れ、減光ビューが代わりに検索を終了するので、ボタンには何も届きません。検索が終わると減光ビューはなくなり、同じタップでレシピが開きます。",
                lookAt:
                    "イベント 0：「ヒットテストの経過」は UIDimmingView 'recipes.searchController.dimmingView' で終わります。これは検索バーより下のすべての上にあるので、UIButton 'recipeButton' には問い合わせがありません。概要の結果は takenByDimmingView で、最後のステップは検索が終了したことを示し、「診断」の searchDimmingTookTap の警告が直し方を示します。イベントメニューでイベント 1 を選んでください。検索が終わって減光ビューはなくなり、同じタップがボタンに届き、「アクション」は RecipesViewController 'recipes' が openRecipe: を実行したことを示します。"
            ),
            zh: LessonWords(
                title: "搜索处于活跃状态时，变暗的背景接收了给菜谱的轻点并结束了搜索",
                question: "搜索处于活跃状态时，轻点搜索栏下方的菜谱按钮，然后在同一位置再轻点一次：各由谁收到？",
                description:
                    "菜谱界面的搜索控制器处于活跃状态，并在搜索期间遮住内容（obscuresBackgroundDuringPresentation 默认为 true），所以搜索栏下方的一切都被变暗视图盖住。轻点菜谱按钮会落在变暗视图上，变暗视图转而结束了搜索：按钮什么也没收到。搜索结束后变暗视图消失，同样的轻点就会打开菜谱。",
                lookAt:
                    "事件 0：“命中测试过程”结束于 UIDimmingView 'recipes.searchController.dimmingView'，它盖在搜索栏下方的一切之上，所以 UIButton 'recipeButton' 从未被询问。摘要中的结果是 takenByDimmingView，最后一步说明搜索已结束，“诊断”中的 searchDimmingTookTap 警告给出了修正方法。在事件菜单中选择事件 1：搜索结束后变暗视图消失，同样的轻点到达按钮，“动作”显示 RecipesViewController 'recipes' 执行了 openRecipe:。"
            ),
            ko: LessonWords(
                title: "검색이 활성인 동안에는 디밍된 배경이 레시피를 향한 탭을 받아 검색을 끝냅니다",
                question: "검색이 활성인 동안 검색 바 아래의 레시피 버튼을 탭하고, 같은 곳을 한 번 더 탭합니다. 각각 누가 받을까요?",
                description:
                    "레시피 화면의 검색 컨트롤러는 활성 상태이고 검색하는 동안 콘텐츠를 가립니다(obscuresBackgroundDuringPresentation은 기본값이 true). 그래서 검색 바 아래의 모든 것을 디밍 뷰가 덮고 있습니다. 레시피 버튼을 탭하면 디밍 뷰에 닿고, 디밍 뷰가 대신 검색을 끝내므로 버튼에는 아무것도 전달되지 않습니다. 검색이 끝나면 디밍 뷰가 사라지고, 같은 탭이 레시피를 엽니다.",
                lookAt:
                    "이벤트 0: 히트 테스트 과정은 UIDimmingView 'recipes.searchController.dimmingView'에서 끝납니다. 이 뷰는 검색 바 아래의 모든 것 위에 있으므로 UIButton 'recipeButton'에는 묻지 않습니다. 요약의 결과는 takenByDimmingView이고, 마지막 단계는 검색이 끝났다고 말하며, 진단의 searchDimmingTookTap 경고가 고치는 방법을 알려 줍니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. 검색이 끝나 디밍 뷰가 사라졌으므로 같은 탭이 버튼에 닿고, 액션은 RecipesViewController 'recipes'가 openRecipe:를 수행한 것을 보여 줍니다."
            )),
        "pull-to-refresh-short-content": Lesson(
            ja: LessonWords(
                title: "引き下げによるリフレッシュは、項目が収まるコレクションビューでは何も起こさず、スクロールできるものでは動作します",
                question: "項目が少なく収まっている友達リストの先頭と、長いニュースフィードの先頭から、それぞれ引き下げます。どちらにもリフレッシュコントロールがあります。それぞれリフレッシュしますか？",
                description:
                    "どちらのコレクションビューにも UIRefreshControl があります。友達リストの少ない項目はビューに収まります。コレクションビューは既定では縦にバウンスしない（alwaysBounceVertical が false）ので、コンテンツは先頭を越えて動けません。引き下げてもコントロールは現れず、リフレッシュしません。ニュースフィードのコンテンツはビューより高いのでスクロールできます。先頭からの引き下げはコンテンツを先頭より下へ引き、コントロールが現れ、コントロールはリフレッシュを始めてコントローラーに valueChanged を送ります。",
                lookAt:
                    "イベント 0 は UICollectionView 'friendsList' の上で引き下げます。「ジェスチャー認識子」では、コンテンツが収まっていてビューがバウンスしないので、その UIScrollViewPanGestureRecognizer が失敗し、「診断」の refreshControlDidNotRefresh の警告は UIRefreshControl 'friendsRefresh' が valueChanged を送らなかったと示します。その直し方は alwaysBounceVertical を設定します。イベントメニューでイベント 1、UICollectionView 'newsFeed' での同じ引き下げを選んでください。そのパンが認識し、コンテンツが先頭を越え、「アクション」は HomeViewController 'home' が refreshNews: を実行したことを示します。"
            ),
            zh: LessonWords(
                title: "在内容放得下的集合视图上，下拉刷新毫无作用；在可以滚动的集合视图上则有效",
                question: "分别从只有几项、内容放得下的好友列表顶部和很长的新闻动态顶部往下拉，两者都有刷新控件：各自会刷新吗？",
                description:
                    "两个集合视图都有 UIRefreshControl。好友列表只有几项，视图放得下：集合视图默认不在竖直方向回弹（alwaysBounceVertical 为 false），所以它的内容无法越过顶部：下拉永远不会露出控件，也不会刷新。新闻动态的内容比视图高，所以可以滚动：从顶部下拉会把内容拉过顶部、露出控件，控件开始刷新，并向控制器发送 valueChanged。",
                lookAt:
                    "事件 0 在 UICollectionView 'friendsList' 上往下拉：在“手势识别器”中，由于内容放得下、视图也不回弹，它的 UIScrollViewPanGestureRecognizer 失败，“诊断”中的 refreshControlDidNotRefresh 警告说 UIRefreshControl 'friendsRefresh' 没有发送 valueChanged；它的修正方法是设置 alwaysBounceVertical。在事件菜单中选择事件 1，即在 UICollectionView 'newsFeed' 上同样往下拉：它的拖移识别成功，内容越过顶部，“动作”显示 HomeViewController 'home' 执行了 refreshNews:。"
            ),
            ko: LessonWords(
                title: "항목이 다 들어가는 컬렉션 뷰에서는 당겨서 새로 고침이 아무 일도 하지 않고, 스크롤되는 컬렉션 뷰에서는 동작합니다",
                question: "항목 몇 개가 다 들어가는 친구 목록의 맨 위와 긴 뉴스 피드의 맨 위에서 각각 아래로 당깁니다. 둘 다 새로 고침 컨트롤이 있습니다. 각각 새로 고침될까요?",
                description:
                    "두 컬렉션 뷰 모두 UIRefreshControl이 있습니다. 친구 목록의 항목 몇 개는 뷰에 다 들어갑니다. 컬렉션 뷰는 기본적으로 세로로 바운스하지 않으므로(alwaysBounceVertical이 false) 콘텐츠가 맨 위를 넘어 움직일 수 없고, 당겨도 컨트롤이 드러나지 않아 새로 고침되지 않습니다. 뉴스 피드의 콘텐츠는 뷰보다 길어서 스크롤할 수 있습니다. 맨 위에서 당기면 콘텐츠가 맨 위를 넘어 내려가 컨트롤이 드러나고, 컨트롤은 새로 고침을 시작해 컨트롤러에 valueChanged를 보냅니다.",
                lookAt:
                    "이벤트 0은 UICollectionView 'friendsList'에서 아래로 당깁니다. 제스처 인식기에서는 콘텐츠가 다 들어가고 뷰가 바운스하지 않으므로 그 UIScrollViewPanGestureRecognizer가 실패하고, 진단의 refreshControlDidNotRefresh 경고는 UIRefreshControl 'friendsRefresh'가 valueChanged를 보내지 않았다고 말합니다. 그 해결책은 alwaysBounceVertical을 설정하는 것입니다. 이벤트 메뉴에서 UICollectionView 'newsFeed'에서 똑같이 당기는 이벤트 1을 고르십시오. 그 팬이 인식하고, 콘텐츠가 맨 위를 넘어가며, 액션은 HomeViewController 'home'이 refreshNews:를 수행한 것을 보여 줍니다."
            )),
    ]
}
