import ResponderCore

/// The playground page's own words (its headings, buttons, labels and messages), each with its four languages side by
/// side, as a String Catalog groups them: the English text is the key the page looks each word up by, and English's
/// table is empty. The service serves the other languages' tables to the page as its `words.js` module, so the page's
/// words live in the catalogue with every other sentence; a test checks that every table words every key the page
/// uses.
///
/// Each word asks for every language by name (``Word``), so a word cannot miss one without failing to compile, and
/// one exhaustive switch over the languages gives each its table.
public enum PlaygroundWords {
    /// One word of the page in every language: `en` is also its key.
    struct Word {
        let en: String
        let ja: String
        let zh: String
        let ko: String
    }

    /// A language's table, `(English, the words in the language)` pairs in the order the page's own words are
    /// listed; empty for English, whose words are the keys.
    public static func table(in language: Language) -> [(english: String, words: String)] {
        switch language {
        case .english: []
        case .japanese: all.map { ($0.en, $0.ja) }
        case .simplifiedChinese: all.map { ($0.en, $0.zh) }
        case .korean: all.map { ($0.en, $0.ko) }
        }
    }

    /// Every word of the page, in the order the page's own words are listed.
    static let all: [Word] = [
        Word(en: "nothing", ja: "なし", zh: "无", ko: "없음"),
        Word(en: "none", ja: "なし", zh: "无", ko: "없음"),
        Word(en: "private", ja: "非公開", zh: "私有", ko: "비공개"),
        Word(en: "inserted by UIKit", ja: "UIKit が挿入", zh: "由 UIKit 插入", ko: "UIKit이 삽입"),
        Word(
            en: "The link's request body could not be read.",
            ja: "リンクのリクエスト本文を読み取れませんでした。",
            zh: "无法读取链接中的请求正文。",
            ko: "링크의 요청 본문을 읽을 수 없습니다."),
        Word(
            en: "There is no lesson named '{name}'.",
            ja: "'{name}' という名前のレッスンはありません。",
            zh: "没有名为 '{name}' 的课程。",
            ko: "'{name}'(이)라는 레슨이 없습니다."),
        Word(
            en: "The lesson '{name}' could not be loaded.",
            ja: "レッスン '{name}' を読み込めませんでした。",
            zh: "无法加载课程 '{name}'。",
            ko: "레슨 '{name}'을(를) 불러올 수 없습니다."),
        Word(en: "chain", ja: "チェーン", zh: "链", ko: "체인"),
        Word(
            en: "{n} lessons, basics first. Pick one to load it into the editor.",
            ja: "{n} 件のレッスン（基本から順に）。選ぶとエディタに読み込みます。",
            zh: "共 {n} 节课程，从基础开始。选择一节即可载入编辑器。",
            ko: "레슨 {n}개, 기본부터 순서대로입니다. 하나를 고르면 편집기에 불러옵니다."),
        Word(
            en: "No examples are available.",
            ja: "利用できる例はありません。",
            zh: "没有可用的示例。",
            ko: "사용할 수 있는 예제가 없습니다."),
        Word(en: "Look at: {what}", ja: "注目する点：{what}", zh: "请看：{what}", ko: "살펴볼 곳: {what}"),
        Word(
            en: "The lesson '{name}' could not be loaded ({why}).",
            ja: "レッスン '{name}' を読み込めませんでした（{why}）。",
            zh: "无法加载课程 '{name}'（{why}）。",
            ko: "레슨 '{name}'을(를) 불러올 수 없습니다({why})."),
        Word(
            en: "line {line}, column {column}",
            ja: "{line} 行 {column} 列",
            zh: "第 {line} 行，第 {column} 列",
            ko: "{line}행 {column}열"),
        Word(
            en: "The request is not a valid JSON object yet: run it to see where, fix it, then try again.",
            ja: "リクエストはまだ有効な JSON オブジェクトではありません。実行して場所を確かめ、直してからもう一度試してください。",
            zh: "请求还不是有效的 JSON 对象：先运行以查看出错位置，修正后再试。",
            ko: "요청이 아직 올바른 JSON 객체가 아닙니다. 실행해서 위치를 확인하고 고친 뒤 다시 시도하십시오."),
        Word(en: "tap", ja: "タップ", zh: "轻点", ko: "탭"),
        Word(en: "long press", ja: "長押し", zh: "长按", ko: "길게 누르기"),
        Word(en: "pan", ja: "パン", zh: "拖移", ko: "팬"),
        Word(en: "swipe", ja: "スワイプ", zh: "轻扫", ko: "스와이프"),
        Word(en: "pinch", ja: "ピンチ", zh: "捏合", ko: "핀치"),
        Word(en: "rotation", ja: "回転", zh: "旋转", ko: "회전"),
        Word(en: "drag", ja: "ドラッグ", zh: "拖移", ko: "드래그"),
        Word(en: "double tap", ja: "ダブルタップ", zh: "连点两下", ko: "더블 탭"),
        Word(en: "triple tap", ja: "トリプルタップ", zh: "连点三下", ko: "트리플 탭"),
        Word(en: "{n}-tap", ja: "{n} 回タップ", zh: "连点 {n} 下", ko: "{n}회 탭"),
        Word(en: "at {point}", ja: "{point} で", zh: "位于 {point}", ko: "{point}에서"),
        Word(
            en: "{index}: {gesture} aimed at '{on}'",
            ja: "{index}: '{on}' を狙った{gesture}",
            zh: "{index}：瞄准 '{on}' 的{gesture}",
            ko: "{index}: '{on}'을(를) 겨냥한 {gesture}"),
        Word(
            en: "{index}: {gesture} {where}",
            ja: "{index}: {where}の{gesture}",
            zh: "{index}：{where}{gesture}",
            ko: "{index}: {where} {gesture}"),
        Word(
            en: "{index}: {n}-finger {gesture}: {where}",
            ja: "{index}: {n} 本指の{gesture}：{where}",
            zh: "{index}：{n} 指{gesture}：{where}",
            ko: "{index}: {n}손가락 {gesture}: {where}"),
        Word(
            en: "starts the chain there",
            ja: "そこからチェーンを始める",
            zh: "从那里开始链",
            ko: "거기서 체인을 시작"),
        Word(en: "moves the finger", ja: "指を動かす", zh: "移动手指", ko: "손가락을 이동"),
        Word(
            en: "The documented profile never inserts private wrappers.",
            ja: "documented プロファイルは非公開のラッパーを挿入しません。",
            zh: "documented 配置从不插入私有包装视图。",
            ko: "documented 프로필은 비공개 래퍼를 삽입하지 않습니다."),
        Word(
            en: "Event {n} ({type}) is not a touch: moving the finger replaces it with one (Undo brings it back).",
            ja: "イベント {n}（{type}）はタッチではありません。指を動かすとタッチに置き換わります（元に戻すで戻せます）。",
            zh: "事件 {n}（{type}）不是触摸：移动手指会把它换成触摸（撤销可恢复）。",
            ko: "이벤트 {n}({type})은(는) 터치가 아닙니다. 손가락을 이동하면 터치로 바뀝니다(되돌리기로 복원합니다)."),
        Word(
            en: "Event {n} is aimed at '{on}': moving the finger gives it a point instead (Undo brings the aim back).",
            ja: "イベント {n} は '{on}' を狙っています。指を動かすと代わりに位置が与えられます（元に戻すで狙いが戻ります）。",
            zh: "事件 {n} 瞄准 '{on}'：移动手指会改为给它一个点（撤销可恢复瞄准）。",
            ko: "이벤트 {n}은(는) '{on}'을(를) 겨냥합니다. 손가락을 이동하면 대신 위치가 주어집니다(되돌리기로 겨냥을 복원합니다)."),
        Word(en: "Running…", ja: "実行中…", zh: "正在运行…", ko: "실행 중…"),
        Word(
            en: "could not reach the service",
            ja: "がサービスに届きませんでした",
            zh: "无法连接到服务",
            ko: "서비스에 도달하지 못했습니다"),
        Word(
            en: "The service could not be reached: {why}",
            ja: "サービスに接続できませんでした：{why}",
            zh: "无法连接到服务：{why}",
            ko: "서비스에 연결할 수 없습니다: {why}"),
        Word(
            en: "was refused ({status})",
            ja: "は拒否されました（{status}）",
            zh: "被拒绝（{status}）",
            ko: "거부되었습니다({status})"),
        Word(
            en:
                "This is the answer to an earlier request: the one in the editor {why}. It stays dimmed until a request runs.",
            ja: "これは以前のリクエストへの回答です。エディタのリクエスト{why}。リクエストが実行されるまで薄く表示されます。",
            zh: "这是对先前请求的回答：编辑器中的请求{why}。在有请求成功运行之前，它会一直变暗显示。",
            ko: "이것은 이전 요청에 대한 답입니다. 편집기의 요청은 {why}. 요청이 실행될 때까지 흐리게 표시됩니다."),
        Word(
            en: "The diagram could not be loaded: {why}",
            ja: "図を読み込めませんでした：{why}",
            zh: "无法加载示意图：{why}",
            ko: "다이어그램을 불러올 수 없습니다: {why}"),
        Word(
            en: "The diagram could not be drawn: {why}",
            ja: "図を描けませんでした：{why}",
            zh: "无法绘制示意图：{why}",
            ko: "다이어그램을 그릴 수 없습니다: {why}"),
        Word(
            en: "The diagram is not valid SVG.",
            ja: "図は有効な SVG ではありません。",
            zh: "示意图不是有效的 SVG。",
            ko: "다이어그램이 올바른 SVG가 아닙니다."),
        Word(en: "The finger", ja: "指", zh: "手指", ko: "손가락"),
        Word(en: "Finger {n}", ja: "指 {n}", zh: "手指 {n}", ko: "손가락 {n}"),
        Word(en: "lands", ja: "触れる", zh: "落在", ko: "닿음"),
        Word(en: "lifts", ja: "離す", zh: "抬起", ko: "뗌"),
        Word(en: "{n} lifts", ja: "{n} 離す", zh: "{n} 抬起", ko: "{n} 뗌"),
        Word(
            en: "({where}, where '{missing}' would go)",
            ja: "（{where}、'{missing}' が入る位置）",
            zh: "（{where}，'{missing}' 应在此处）",
            ko: "({where}, '{missing}'이(가) 들어갈 자리)"),
        Word(en: "({where})", ja: "（{where}）", zh: "（{where}）", ko: "({where})"),
        Word(
            en: "Show {where} in the editor",
            ja: "エディタで {where} を表示",
            zh: "在编辑器中显示{where}",
            ko: "편집기에서 {where} 보기"),
        Word(en: "at", ja: "場所：", zh: "位置：", ko: "위치:"),
        Word(en: "Query parameter", ja: "クエリパラメータ", zh: "查询参数", ko: "쿼리 파라미터"),
        Word(
            en: "takes {values}",
            ja: "に指定できる値：{values}",
            zh: "可取值：{values}",
            ko: "에 쓸 수 있는 값: {values}"),
        Word(
            en: "Did you mean '{suggestion}'?",
            ja: "'{suggestion}' のことですか？",
            zh: "你是指 '{suggestion}' 吗？",
            ko: "혹시 '{suggestion}'입니까?"),
        Word(
            en: "Use '{suggestion}'",
            ja: "'{suggestion}' を使う",
            zh: "使用 '{suggestion}'",
            ko: "'{suggestion}' 사용"),
        Word(en: "Problem", ja: "問題", zh: "问题", ko: "문제"),
        Word(
            en: "{title} at line {line}, column {column}.",
            ja: "{title}（{line} 行 {column} 列）。",
            zh: "{title}（第 {line} 行，第 {column} 列）。",
            ko: "{title}({line}행 {column}열)."),
        Word(
            en: "The chain from {from} has {n} responders.",
            ja: "{from} からのチェーンには {n} 個のレスポンダーがあります。",
            zh: "从 {from} 开始的链有 {n} 个响应者。",
            ko: "{from}에서 시작하는 체인에는 리스폰더가 {n}개 있습니다."),
        Word(en: "Profile", ja: "プロファイル", zh: "配置", ko: "프로필"),
        Word(en: "iOS prints", ja: "iOS の出力", zh: "iOS 输出", ko: "iOS 출력"),
        Word(
            en: "Chain from {from}: {n} responders.",
            ja: "{from} からのチェーン：レスポンダー {n} 個。",
            zh: "从 {from} 开始的链：{n} 个响应者。",
            ko: "{from}에서 시작하는 체인: 리스폰더 {n}개."),
        Word(en: "No diagnostics.", ja: "診断はありません。", zh: "没有诊断。", ko: "진단이 없습니다."),
        Word(
            en: "The answer has no result for this event.",
            ja: "回答にこのイベントの結果がありません。",
            zh: "回答中没有此事件的结果。",
            ko: "답에 이 이벤트의 결과가 없습니다."),
        Word(
            en: "Event {n}: {summary}",
            ja: "イベント {n}：{summary}",
            zh: "事件 {n}：{summary}",
            ko: "이벤트 {n}: {summary}"),
        Word(en: "Event", ja: "イベント", zh: "事件", ko: "이벤트"),
        Word(en: "Outcome", ja: "結果", zh: "结果", ko: "결과"),
        Word(en: "(lifts at {point})", ja: "（{point} で離す）", zh: "（在 {point} 抬起）", ko: "({point}에서 뗌)"),
        Word(en: "hits nothing", ja: "何にもヒットしない", zh: "未命中任何视图", ko: "히트된 뷰 없음"),
        Word(en: "Handler", ja: "処理するレスポンダー", zh: "处理者", ko: "처리하는 리스폰더"),
        Word(en: "Chain starts at", ja: "チェーンの開始", zh: "链的起点", ko: "체인 시작"),
        Word(en: "First responder", ja: "ファーストレスポンダー", zh: "第一响应者", ko: "퍼스트 리스폰더"),
        Word(en: "succeeded", ja: "成功", zh: "成功", ko: "성공"),
        Word(en: "failed ({why})", ja: "失敗（{why}）", zh: "失败（{why}）", ko: "실패({why})"),
        Word(en: "refused", ja: "拒否", zh: "被拒绝", ko: "거부됨"),
        Word(en: ", keyboard shown", ja: "、キーボード表示", zh: "，键盘显示", ko: ", 키보드 표시"),
        Word(en: "Aimed at", ja: "狙った先", zh: "瞄准目标", ko: "겨냥한 뷰"),
        Word(en: ", reached", ja: "、到達", zh: "，已到达", ko: ", 도달함"),
        Word(en: ", cannot be reached", ja: "、到達できない", zh: "，无法到达", ko: ", 도달할 수 없음"),
        Word(en: "Row selection", ja: "行の選択", zh: "行选择", ko: "행 선택"),
        Word(en: "selected", ja: "選択される", zh: "被选中", ko: "선택됨"),
        Word(en: "not selected", ja: "選択されない", zh: "未被选中", ko: "선택되지 않음"),
        Word(en: "runs", ja: "が実行：", zh: "执行", ko: "실행:"),
        Word(en: "is not told", ja: "には通知されない", zh: "未收到通知", ko: "에 알리지 않음"),
        Word(
            en: "no delegate is told",
            ja: "デリゲートには通知されない",
            zh: "没有通知任何委托",
            ko: "알림을 받는 델리게이트 없음"),
        Word(en: "shown", ja: "表示", zh: "显示", ko: "표시"),
        Word(en: "hidden", ja: "非表示", zh: "隐藏", ko: "숨김"),
        Word(
            en: "First responder before → after",
            ja: "ファーストレスポンダー 前 → 後",
            zh: "第一响应者 之前 → 之后",
            ko: "퍼스트 리스폰더 전 → 후"),
        Word(en: "Keyboard before → after", ja: "キーボード 前 → 後", zh: "键盘 之前 → 之后", ko: "키보드 전 → 후"),
        Word(en: "Each window after", ja: "各ウインドウ（後）", zh: "之后的各窗口", ko: "각 윈도우(후)"),
        Word(en: "(key)", ja: "（キー）", zh: "（关键窗口）", ko: "(키)"),
        Word(
            en: "no first responder",
            ja: "ファーストレスポンダーなし",
            zh: "没有第一响应者",
            ko: "퍼스트 리스폰더 없음"),
        Word(en: "no responder", ja: "レスポンダーなし", zh: "没有响应者", ko: "리스폰더 없음"),
        Word(
            en: "Step {n} of {count}: {what}",
            ja: "ステップ {n}/{count}：{what}",
            zh: "第 {n} 步，共 {count} 步：{what}",
            ko: "{count}단계 중 {n}단계: {what}"),
        Word(
            en: "Finger {n} at {point} in {window}",
            ja: "指 {n}：{window} の {point}",
            zh: "手指 {n} 位于 {window} 的 {point}",
            ko: "손가락 {n}: {window}의 {point}"),
        Word(
            en: "Finger {n} at {point}",
            ja: "指 {n}：{point}",
            zh: "手指 {n} 位于 {point}",
            ko: "손가락 {n}: {point}"),
        Word(
            en: "(not delivered: {why})",
            ja: "（配信されない：{why}）",
            zh: "（未投递：{why}）",
            ko: "(전달되지 않음: {why})"),
        Word(
            en: "and {n} more siblings, through",
            ja: "ほか兄弟ビュー {n} 個、最後は",
            zh: "及另外 {n} 个同级视图，直到",
            ko: "외 형제 뷰 {n}개, 마지막은"),
        Word(en: "returns", ja: "返す値：", zh: "返回", ko: "반환:"),
        Word(
            en: "Point in its own coordinates: {point}.",
            ja: "自身の座標での位置：{point}。",
            zh: "在其自身坐标中的点：{point}。",
            ko: "자체 좌표에서의 위치: {point}."),
        Word(
            en: "View (indented by depth) and reason",
            ja: "ビュー（深さで字下げ）と理由",
            zh: "视图（按深度缩进）和原因",
            ko: "뷰(깊이만큼 들여쓰기)와 이유"),
        Word(
            en: "Starts at {responder} ({why}).",
            ja: "{responder} から始まります（{why}）。",
            zh: "从 {responder} 开始（{why}）。",
            ko: "{responder}에서 시작합니다({why})."),
        Word(en: "next by", ja: "次へ（規則：", zh: "下一个，依据", ko: "다음 리스폰더 규칙:"),
        Word(en: "(last)", ja: "（最後）", zh: "（最后）", ko: "(마지막)"),
        Word(
            en: "The chain ends ({why}): {explanation}",
            ja: "チェーンの終わり（{why}）：{explanation}",
            zh: "链结束（{why}）：{explanation}",
            ko: "체인의 끝({why}): {explanation}"),
        Word(en: "iOS prints: {what}", ja: "iOS の出力：{what}", zh: "iOS 输出：{what}", ko: "iOS 출력: {what}"),
        Word(en: "Recognizer", ja: "ジェスチャー認識子", zh: "识别器", ko: "인식기"),
        Word(en: "On view", ja: "ビュー", zh: "所在视图", ko: "뷰"),
        Word(en: "scrolled", ja: "スクロールした", zh: "已滚动", ko: "스크롤함"),
        Word(en: "did not scroll", ja: "スクロールしなかった", zh: "未滚动", ko: "스크롤하지 않음"),
        Word(en: "content touches:", ja: "コンテンツのタッチ：", zh: "内容的触摸：", ko: "콘텐츠 터치:"),
        Word(en: "handled by", ja: "処理：", zh: "处理者：", ko: "처리:"),
        Word(en: "never reached:", ja: "届かない：", zh: "从未到达：", ko: "닿지 않음:"),
        Word(en: "reached by", ja: "到達の経路：", zh: "到达方式：", ko: "도달 방식:"),
        Word(en: "sent by", ja: "送信元：", zh: "发送者：", ko: "보낸 객체:"),
        Word(en: "on {event}", ja: "（{event}）", zh: "（{event}）", ko: "({event})"),
        Word(en: "Target:", ja: "ターゲット：", zh: "目标：", ko: "타깃:"),
        Word(
            en: "Target: nil (the responder chain is searched)",
            ja: "ターゲット：nil（レスポンダーチェーンを探します）",
            zh: "目标：nil（搜索响应者链）",
            ko: "타깃: nil(리스폰더 체인을 검색합니다)"),
        Word(en: "The walk starts at", ja: "探索の開始：", zh: "搜索起点：", ko: "탐색 시작:"),
        Word(en: "Performed by", ja: "実行：", zh: "执行者：", ko: "실행:"),
        Word(en: "offered by", ja: "提供：", zh: "提供者：", ko: "제공:"),
        Word(en: "declined by", ja: "辞退：", zh: "拒绝者：", ko: "거절:"),
        Word(en: "Action", ja: "アクション", zh: "动作", ko: "액션"),
        Word(en: "Shown", ja: "表示", zh: "显示", ko: "표시"),
        Word(en: "Why", ja: "理由", zh: "原因", ko: "이유"),
        Word(
            en: "No diagnostics for this answer.",
            ja: "この回答に診断はありません。",
            zh: "此回答没有诊断。",
            ko: "이 답에는 진단이 없습니다."),
        Word(en: "Hint: {hint}", ja: "ヒント：{hint}", zh: "提示：{hint}", ko: "힌트: {hint}"),
        Word(
            en: "Fix, tried on a copy of the app: the event is then {outcome}.",
            ja: "修正（アプリのコピーで試した結果：イベントは {outcome} になります）。",
            zh: "修复（已在应用的副本上试过：事件变为 {outcome}）。",
            ko: "수정(앱의 사본에서 시도한 결과: 이벤트는 {outcome})."),
        Word(
            en: "Apply the fix and run again",
            ja: "修正を適用して再実行",
            zh: "应用修复并重新运行",
            ko: "수정을 적용하고 다시 실행"),
        Word(en: "No fix: {reason}", ja: "修正なし：{reason}", zh: "没有修复：{reason}", ko: "수정 없음: {reason}"),
        Word(en: "Before the fix", ja: "修正前", zh: "修复前", ko: "수정 전"),
        Word(
            en: "Before the fix: the event was {outcome}.",
            ja: "修正前：イベントは {outcome} でした。",
            zh: "修复前：事件为 {outcome}。",
            ko: "수정 전: 이벤트의 결과는 {outcome}."),
        Word(
            en: "The fix does not apply to this request any more: run it again first.",
            ja: "この修正は今のリクエストにはもう当てはまりません。まず再実行してください。",
            zh: "这个修复已经不适用于当前请求：请先重新运行。",
            ko: "이 수정은 지금의 요청에 더 이상 적용되지 않습니다. 먼저 다시 실행하십시오."),
        Word(
            en: "Highlight in the diagram: {names}",
            ja: "図で強調：{names}",
            zh: "在示意图中突出显示：{names}",
            ko: "다이어그램에서 강조: {names}"),
        Word(
            en: "The app before the answer: pick the responder that handles the event.",
            ja: "回答前のアプリです。イベントを処理するレスポンダーを選んでください。",
            zh: "回答前的 App：选出处理该事件的响应者。",
            ko: "답을 보기 전의 앱입니다. 이벤트를 처리하는 리스폰더를 고르십시오."),
        Word(en: "Windows and views", ja: "ウインドウとビュー", zh: "窗口和视图", ko: "윈도우와 뷰"),
        Word(en: "Other responders", ja: "ほかのレスポンダー", zh: "其他响应者", ko: "다른 리스폰더"),
        Word(
            en: "Who handles event {n}, {what}? Pick a responder in the list or in the picture, then Reveal.",
            ja: "イベント {n}（{what}）を処理するのは誰でしょう？一覧か図でレスポンダーを選び、「答えを見る」を押してください。",
            zh: "谁处理事件 {n}（{what}）？在列表或图中选出一个响应者，然后点“揭晓”。",
            ko: "이벤트 {n}({what})은(는) 누가 처리할까요? 목록이나 그림에서 리스폰더를 고른 뒤 '정답 보기'를 누르십시오."),
        Word(en: "Pick a responder…", ja: "レスポンダーを選択…", zh: "选择响应者…", ko: "리스폰더 선택…"),
        Word(
            en: "Nobody: UIKit discards the event",
            ja: "誰も処理しない：UIKit がイベントを破棄します",
            zh: "无人处理：UIKit 丢弃该事件",
            ko: "아무도 처리하지 않음: UIKit이 이벤트를 버립니다"),
        Word(
            en: "Predict: who handles event {n}? The answer shows when you reveal it.",
            ja: "予想：イベント {n} を処理するのは誰でしょう？答えを見ると回答が表示されます。",
            zh: "预测：谁处理事件 {n}？揭晓后才显示回答。",
            ko: "예측: 이벤트 {n}은(는) 누가 처리할까요? 정답을 보면 답이 표시됩니다."),
        Word(
            en: "UIKit delivers it to {responder}",
            ja: "UIKit はこれを {responder} に届けます",
            zh: "UIKit 把它交给 {responder}",
            ko: "UIKit은 이것을 {responder}에 전달합니다"),
        Word(
            en: "UIKit delivers it to no one: it discards the event",
            ja: "UIKit はこれを誰にも届けず、イベントを破棄します",
            zh: "UIKit 不把它交给任何响应者，而是丢弃该事件",
            ko: "UIKit은 이것을 아무에게도 전달하지 않고 이벤트를 버립니다"),
        Word(en: "nobody", ja: "誰も処理しない", zh: "无人处理", ko: "아무도 처리하지 않음"),
        Word(
            en: "Right: you picked {guess}, and {truth}.",
            ja: "正解です：選んだのは {guess} で、{truth}。",
            zh: "答对了：你选了 {guess}，{truth}。",
            ko: "정답입니다: {guess}을(를) 골랐고, {truth}."),
        Word(
            en: "Not quite: you picked {guess}; {truth}.",
            ja: "惜しい：選んだのは {guess} ですが、{truth}。",
            zh: "不太对：你选了 {guess}，而{truth}。",
            ko: "아쉽습니다: {guess}을(를) 골랐지만 {truth}."),
        Word(
            en: "The editor holds no app to audit: fix the request first.",
            ja: "エディタに監査するアプリがありません。先にリクエストを直してください。",
            zh: "编辑器中没有可审计的 App：请先修正请求。",
            ko: "편집기에 감사할 앱이 없습니다. 먼저 요청을 고치십시오."),
        Word(en: "Auditing…", ja: "監査中…", zh: "正在审计…", ko: "감사 중…"),
        Word(
            en: "The audit was refused: {why}",
            ja: "監査は拒否されました：{why}",
            zh: "审计被拒绝：{why}",
            ko: "감사가 거부되었습니다: {why}"),
        Word(
            en: "{errors}, {warnings}, {infos} ({views} sampled, {points} hit-tested).",
            ja: "{errors}、{warnings}、{infos}（{views}を調べ、{points}をヒットテスト）。",
            zh: "{errors}，{warnings}，{infos}（抽查 {views}，命中测试 {points}）。",
            ko: "{errors}, {warnings}, {infos}({views} 조사, {points} 히트 테스트)."),
        Word(
            en: "Nothing found: every interactive view can be reached and every action delivered.",
            ja: "見つかりませんでした。操作できるビューにはすべて届き、アクションはすべて配信されます。",
            zh: "未发现问题：每个可交互视图都能到达，每个动作都能送达。",
            ko: "발견된 것이 없습니다. 상호작용하는 뷰에 모두 닿고 모든 액션이 전달됩니다."),
        Word(
            en: "Run its witness (shows the diagnostic {code})",
            ja: "実例を実行（診断 {code} が出ます）",
            zh: "运行其示例（显示诊断 {code}）",
            ko: "증거 이벤트 실행(진단 {code} 표시)"),
        Word(
            en: "Run its witness (shows that {responder} is never reached)",
            ja: "実例を実行（{responder} に届かないことを示します）",
            zh: "运行其示例（显示 {responder} 从未被到达）",
            ko: "증거 이벤트 실행({responder}에 닿지 않음을 보여 줌)"),
        Word(en: "Highlight: {names}", ja: "強調：{names}", zh: "突出显示：{names}", ko: "강조: {names}"),
        Word(
            en: "The request's event is now the witness of {code}.",
            ja: "リクエストのイベントを {code} の実例にしました。",
            zh: "请求的事件现在是 {code} 的示例。",
            ko: "요청의 이벤트가 이제 {code}의 증거 이벤트입니다."),
        Word(en: "views line {line}", ja: "ビュー {line} 行", zh: "视图第 {line} 行", ko: "뷰 {line}행"),
        Word(
            en: "In the views text, at {where}.",
            ja: "ビューのテキストの {where}。",
            zh: "在视图文本中，{where}。",
            ko: "뷰 텍스트의 {where}."),
        Word(
            en: "{title} at {where} of the views text.",
            ja: "{title}（ビューのテキストの {where}）。",
            zh: "{title}（视图文本，{where}）。",
            ko: "{title}(뷰 텍스트의 {where})."),
        Word(
            en: "controllers line {line}",
            ja: "コントローラー {line} 行",
            zh: "控制器第 {line} 行",
            ko: "컨트롤러 {line}행"),
        Word(
            en: "In the controllers text, at {where}.",
            ja: "コントローラーのテキストの {where}。",
            zh: "在控制器文本中，{where}。",
            ko: "컨트롤러 텍스트의 {where}."),
        Word(
            en: "{title} at {where} of the controllers text.",
            ja: "{title}（コントローラーのテキストの {where}）。",
            zh: "{title}（控制器文本，{where}）。",
            ko: "{title}(컨트롤러 텍스트의 {where})."),
        Word(
            en: "Paste what recursiveDescription or _printHierarchy printed (or both), then import.",
            ja: "recursiveDescription か _printHierarchy の出力（または両方）を貼り付けてから読み込んでください。",
            zh: "粘贴 recursiveDescription 或 _printHierarchy 的输出（或两者），然后导入。",
            ko: "recursiveDescription 또는 _printHierarchy의 출력(또는 둘 다)을 붙여 넣은 뒤 가져오십시오."),
        Word(en: "Importing…", ja: "読み込み中…", zh: "正在导入…", ko: "가져오는 중…"),
        Word(
            en: "The editor holds the imported app, with a touch at the centre of the screen.",
            ja: "エディタに読み込んだアプリが入りました。タッチは画面の中央です。",
            zh: "编辑器中现在是导入的 App，触摸位于屏幕中央。",
            ko: "편집기에 가져온 앱이 들어 있고, 터치는 화면 가운데에 있습니다."),
        Word(en: "line {line}", ja: "{line} 行", zh: "第 {line} 行", ko: "{line}행"),
        Word(
            en: "Imported {windows}, {views} and {controllers}, with {things} to fill in and {lines} left out.",
            ja: "{windows}、{views}、{controllers}を読み込みました。補う項目は {things}、省いた行は {lines}です。",
            zh: "已导入 {windows}、{views}和 {controllers}，待补充 {things}，略去 {lines}。",
            ko: "{windows}, {views}, {controllers}를 가져왔습니다. 채울 것은 {things}, 생략한 줄은 {lines}입니다."),
        Word(
            en: "Imported {windows}, {views} and {controllers}, with nothing to fill in and {lines} left out.",
            ja: "{windows}、{views}、{controllers}を読み込みました。補う項目はなく、省いた行は {lines}です。",
            zh: "已导入 {windows}、{views}和 {controllers}，无需补充，略去 {lines}。",
            ko: "{windows}, {views}, {controllers}를 가져왔습니다. 채울 것은 없고, 생략한 줄은 {lines}입니다."),
        Word(
            en: "Imported: the app is in the request editor and drawn in the diagram.",
            ja: "読み込みました。アプリはリクエストエディタにあり、図に描かれています。",
            zh: "已导入：App 已在请求编辑器中，并绘制在示意图里。",
            ko: "가져왔습니다. 앱은 요청 편집기에 있고 다이어그램에 그려져 있습니다."),
        Word(
            en: "Nothing: the dumps showed all the app needs.",
            ja: "ありません。出力にアプリに必要なものがすべてありました。",
            zh: "无：输出已包含 App 所需的一切。",
            ko: "없습니다. 출력에 앱에 필요한 것이 모두 있었습니다."),
        Word(en: "Select in the diagram", ja: "図で選択", zh: "在示意图中选择", ko: "다이어그램에서 선택"),
        Word(en: "Show in the editor", ja: "エディタで表示", zh: "在编辑器中显示", ko: "편집기에서 보기"),
        Word(
            en: "The editor's app has no {name} at {pointer} any more.",
            ja: "エディタのアプリの {pointer} に {name} はもうありません。",
            zh: "编辑器中的 App 在 {pointer} 处已没有 {name}。",
            ko: "편집기 앱의 {pointer}에 더 이상 {name}이(가) 없습니다."),
        Word(
            en: "Selected {names}.",
            ja: "{names} を選択しました。",
            zh: "已选择 {names}。",
            ko: "{names}을(를) 선택했습니다."),
        Word(
            en: "{field}: add it to {name}, at line {line} of the editor.",
            ja: "{field}：エディタの {line} 行目、{name} に追加してください。",
            zh: "{field}：请把它加到 {name}，位于编辑器第 {line} 行。",
            ko: "{field}: 편집기 {line}행의 {name}에 추가하십시오."),
        Word(en: "Show {where}", ja: "{where} を表示", zh: "显示{where}", ko: "{where} 보기"),
        Word(en: "Selection cleared.", ja: "選択を解除しました。", zh: "已清除选择。", ko: "선택을 해제했습니다."),
        Word(
            en: "The {type} event was replaced by a touch at ({x}, {y}); Undo brings it back.",
            ja: "{type} イベントを ({x}, {y}) のタッチに置き換えました。元に戻すで戻せます。",
            zh: "{type} 事件已换成位于 ({x}, {y}) 的触摸；撤销可恢复。",
            ko: "{type} 이벤트를 ({x}, {y})의 터치로 바꿨습니다. 되돌리기로 복원합니다."),
        Word(
            en: "The touch aimed at '{on}' now lands at ({x}, {y}); Undo brings the aim back.",
            ja: "'{on}' を狙ったタッチは ({x}, {y}) に触れるようになりました。元に戻すで狙いが戻ります。",
            zh: "瞄准 '{on}' 的触摸现在落在 ({x}, {y})；撤销可恢复瞄准。",
            ko: "'{on}'을(를) 겨냥한 터치가 이제 ({x}, {y})에 닿습니다. 되돌리기로 겨냥을 복원합니다."),
        Word(
            en: "Finger moved to ({x}, {y}).",
            ja: "指を ({x}, {y}) に動かしました。",
            zh: "手指已移到 ({x}, {y})。",
            ko: "손가락을 ({x}, {y})(으)로 옮겼습니다."),
        Word(
            en: "Finger moved: it now lands at ({x}, {y}) and lifts at {end}, the same path moved by ({dx}, {dy}).",
            ja: "指を動かしました。({x}, {y}) に触れ、{end} で離れます。同じ経路を ({dx}, {dy}) だけずらしました。",
            zh: "手指已移动：现在落在 ({x}, {y})，在 {end} 抬起，同一路径移动了 ({dx}, {dy})。",
            ko: "손가락을 옮겼습니다. 이제 ({x}, {y})에 닿고 {end}에서 떼며, 같은 경로를 ({dx}, {dy})만큼 옮겼습니다."),
        Word(
            en: "That point is off the screen; click inside a window to move the finger.",
            ja: "その位置は画面の外です。指を動かすにはウインドウの中をクリックしてください。",
            zh: "该点在屏幕之外；请点按窗口内部来移动手指。",
            ko: "그 위치는 화면 밖입니다. 손가락을 옮기려면 윈도우 안을 클릭하십시오."),
        Word(en: "Formatted.", ja: "整形しました。", zh: "已格式化。", ko: "정리했습니다."),
        Word(
            en: "The import is undone: the editor holds the request you had before it.",
            ja: "読み込みを取り消しました。エディタには読み込む前のリクエストがあります。",
            zh: "已撤销导入：编辑器中是导入前的请求。",
            ko: "가져오기를 되돌렸습니다. 편집기에는 가져오기 전의 요청이 있습니다."),
        Word(
            en: "Link copied: it restores this request, event, step and selection.",
            ja: "リンクをコピーしました。このリクエスト、イベント、ステップ、選択を復元します。",
            zh: "链接已复制：它会恢复此请求、事件、步骤和选择。",
            ko: "링크를 복사했습니다. 이 요청, 이벤트, 단계, 선택을 복원합니다."),
        Word(
            en: "Copying is not allowed here: the link is in the address bar.",
            ja: "ここではコピーできません。リンクはアドレスバーにあります。",
            zh: "此处不允许复制：链接在地址栏中。",
            ko: "여기서는 복사할 수 없습니다. 링크는 주소창에 있습니다."),
        Word(
            en: "Give the finger an x and a y (screen points).",
            ja: "指の x と y（画面のポイント）を入力してください。",
            zh: "请为手指输入 x 和 y（屏幕点）。",
            ko: "손가락의 x와 y(화면 포인트)를 입력하십시오."),
        Word(
            en: "The examples could not be loaded.",
            ja: "例を読み込めませんでした。",
            zh: "无法加载示例。",
            ko: "예제를 불러올 수 없습니다."),
        Word(
            en: "{name} lands at {start} and lifts at {end}, after {n} move.",
            ja: "{name}は {start} に触れ、{n} 回動いて {end} で離れます。",
            zh: "{name}落在 {start}，移动 {n} 次后在 {end} 抬起。",
            ko: "{name}이(가) {start}에 닿고 {n}번 움직인 뒤 {end}에서 뗍니다."),
        Word(
            en: "{name} lands at {start} and lifts at {end}, after {n} moves.",
            ja: "{name}は {start} に触れ、{n} 回動いて {end} で離れます。",
            zh: "{name}落在 {start}，移动 {n} 次后在 {end} 抬起。",
            ko: "{name}이(가) {start}에 닿고 {n}번 움직인 뒤 {end}에서 뗍니다."),
        Word(en: "{n} diagnostic.", ja: "診断 {n} 件。", zh: "{n} 条诊断。", ko: "진단 {n}개."),
        Word(en: "{n} diagnostics.", ja: "診断 {n} 件。", zh: "{n} 条诊断。", ko: "진단 {n}개."),
        Word(en: "{n} error", ja: "エラー {n} 件", zh: "{n} 个错误", ko: "오류 {n}개"),
        Word(en: "{n} errors", ja: "エラー {n} 件", zh: "{n} 个错误", ko: "오류 {n}개"),
        Word(en: "{n} warning", ja: "警告 {n} 件", zh: "{n} 个警告", ko: "경고 {n}개"),
        Word(en: "{n} warnings", ja: "警告 {n} 件", zh: "{n} 个警告", ko: "경고 {n}개"),
        Word(en: "{n} info", ja: "情報 {n} 件", zh: "{n} 条信息", ko: "정보 {n}개"),
        Word(en: "{n} infos", ja: "情報 {n} 件", zh: "{n} 条信息", ko: "정보 {n}개"),
        Word(en: "{n} view", ja: "ビュー {n} 個", zh: "{n} 个视图", ko: "뷰 {n}개"),
        Word(en: "{n} views", ja: "ビュー {n} 個", zh: "{n} 个视图", ko: "뷰 {n}개"),
        Word(en: "{n} point", ja: "{n} 点", zh: "{n} 个点", ko: "{n}개 지점"),
        Word(en: "{n} points", ja: "{n} 点", zh: "{n} 个点", ko: "{n}개 지점"),
        Word(en: "{n} window", ja: "ウインドウ {n} 個", zh: "{n} 个窗口", ko: "윈도우 {n}개"),
        Word(en: "{n} windows", ja: "ウインドウ {n} 個", zh: "{n} 个窗口", ko: "윈도우 {n}개"),
        Word(en: "{n} controller", ja: "コントローラー {n} 個", zh: "{n} 个控制器", ko: "컨트롤러 {n}개"),
        Word(en: "{n} controllers", ja: "コントローラー {n} 個", zh: "{n} 个控制器", ko: "컨트롤러 {n}개"),
        Word(en: "{n} thing", ja: "{n} 項目", zh: "{n} 项", ko: "{n}개 항목"),
        Word(en: "{n} things", ja: "{n} 項目", zh: "{n} 项", ko: "{n}개 항목"),
        Word(en: "{n} line", ja: "{n} 行", zh: "{n} 行", ko: "{n}줄"),
        Word(en: "{n} lines", ja: "{n} 行", zh: "{n} 行", ko: "{n}줄"),
        Word(
            en: "Selected {names}: {n} row in the answer.",
            ja: "{names} を選択しました。回答の {n} 行です。",
            zh: "已选择 {names}：回答中有 {n} 行。",
            ko: "{names}을(를) 선택했습니다. 답에서 해당하는 행은 {n}개입니다."),
        Word(
            en: "Selected {names}: {n} rows in the answer.",
            ja: "{names} を選択しました。回答の {n} 行です。",
            zh: "已选择 {names}：回答中有 {n} 行。",
            ko: "{names}을(를) 선택했습니다. 답에서 해당하는 행은 {n}개입니다."),
        Word(
            en: "ResponderLab playground",
            ja: "ResponderLab プレイグラウンド",
            zh: "ResponderLab 演练场",
            ko: "ResponderLab 플레이그라운드"),
        Word(
            en:
                "Describe an iOS app, send it an event, and see how UIKit delivers it: hit-testing, the responder chain, gesture recognizers and actions.",
            ja: "iOS アプリを記述してイベントを送り、UIKit がそれをどう配信するかを確かめます。ヒットテスト、レスポンダーチェーン、ジェスチャー認識子、アクション。",
            zh: "描述一个 iOS App，向它发送事件，看看 UIKit 如何投递：命中测试、响应者链、手势识别器和动作。",
            ko: "iOS 앱을 기술하고 이벤트를 보내, UIKit이 어떻게 전달하는지 확인합니다. 히트 테스트, 리스폰더 체인, 제스처 인식기, 액션."),
        Word(
            en: "Skip to the request editor",
            ja: "リクエストエディタへ移動",
            zh: "跳到请求编辑器",
            ko: "요청 편집기로 건너뛰기"),
        Word(en: "Skip to the answer", ja: "回答へ移動", zh: "跳到回答", ko: "답으로 건너뛰기"),
        Word(
            en: "Describe an app, send it an event, and see how UIKit delivers it.",
            ja: "アプリを記述してイベントを送り、UIKit がそれをどう配信するかを確かめます。",
            zh: "描述一个 App，向它发送事件，看看 UIKit 如何投递。",
            ko: "앱을 기술하고 이벤트를 보내, UIKit이 어떻게 전달하는지 확인합니다."),
        Word(
            en: "Copy link to this state",
            ja: "この状態へのリンクをコピー",
            zh: "复制此状态的链接",
            ko: "이 상태의 링크 복사"),
        Word(en: "Examples (JSON)", ja: "例（JSON）", zh: "示例（JSON）", ko: "예제(JSON)"),
        Word(en: "Language", ja: "言語", zh: "语言", ko: "언어"),
        Word(en: "Lessons", ja: "レッスン", zh: "课程", ko: "레슨"),
        Word(en: "Loading the examples…", ja: "例を読み込み中…", zh: "正在加载示例…", ko: "예제를 불러오는 중…"),
        Word(
            en: "The lesson's description and what to look at show once you reveal the answer.",
            ja: "レッスンの説明と注目する点は、答えを見ると表示されます。",
            zh: "揭晓答案后，才会显示课程说明和要看的地方。",
            ko: "레슨 설명과 살펴볼 곳은 정답을 보면 표시됩니다."),
        Word(en: "Request", ja: "リクエスト", zh: "请求", ko: "요청"),
        Word(en: "Evaluation options", ja: "評価のオプション", zh: "求值选项", ko: "평가 옵션"),
        Word(
            en: "runtime (what iOS prints)",
            ja: "runtime（iOS の実際の出力）",
            zh: "runtime（iOS 实际输出）",
            ko: "runtime(iOS의 실제 출력)"),
        Word(
            en: "documented (Apple's written rules)",
            ja: "documented（Apple の文書の規則）",
            zh: "documented（Apple 文档中的规则）",
            ko: "documented(Apple 문서의 규칙)"),
        Word(
            en: "Sets the request's profile and runs again.",
            ja: "リクエストのプロファイルを設定して、もう一度実行します。",
            zh: "设置请求的配置并重新运行。",
            ko: "요청의 프로필을 설정하고 다시 실행합니다."),
        Word(
            en: "Synthesize private wrappers",
            ja: "非公開のラッパーを補う",
            zh: "合成私有包装视图",
            ko: "비공개 래퍼 합성"),
        Word(
            en: "Diagnose unreachable views",
            ja: "届かないビューを診断",
            zh: "诊断无法到达的视图",
            ko: "닿지 않는 뷰 진단"),
        Word(
            en: "Nil-targeted actions start at",
            ja: "ターゲットが nil のアクションの開始",
            zh: "目标为 nil 的动作起点",
            ko: "타깃이 nil인 액션의 시작"),
        Word(en: "the first responder", ja: "ファーストレスポンダー", zh: "第一响应者", ko: "퍼스트 리스폰더"),
        Word(en: "the sending control", ja: "送信したコントロール", zh: "发送动作的控件", ko: "보낸 컨트롤"),
        Word(en: "Disabled controls", ja: "無効なコントロール", zh: "停用的控件", ko: "비활성 컨트롤"),
        Word(en: "forward touches", ja: "タッチを渡す", zh: "转发触摸", ko: "터치를 넘김"),
        Word(en: "absorb touches", ja: "タッチを吸収", zh: "吸收触摸", ko: "터치를 흡수"),
        Word(
            en: "Full hit-test trace",
            ja: "ヒットテストの経過をすべて表示",
            zh: "完整的命中测试过程",
            ko: "히트 테스트 과정 전체"),
        Word(
            en: "Request body (JSON) for",
            ja: "リクエスト本文（JSON）：",
            zh: "请求正文（JSON），用于",
            ko: "요청 본문(JSON):"),
        Word(en: "line 1, column 1", ja: "1 行 1 列", zh: "第 1 行，第 1 列", ko: "1행 1열"),
        Word(en: "Run", ja: "実行", zh: "运行", ko: "실행"),
        Word(en: "Format JSON", ja: "JSON を整形", zh: "格式化 JSON", ko: "JSON 정리"),
        Word(en: "Reset lesson", ja: "レッスンを元に戻す", zh: "重置课程", ko: "레슨 초기화"),
        Word(en: "Undo last change", ja: "最後の変更を取り消す", zh: "撤销上次更改", ko: "마지막 변경 되돌리기"),
        Word(
            en:
                "Ctrl+Enter (⌘+Enter on a Mac) runs the request, from anywhere on the page but the import form. Tab leaves the editor.",
            ja: "Ctrl+Enter（Mac では ⌘+Enter）で、読み込みフォーム以外のページ上のどこからでもリクエストを実行します。Tab でエディタを離れます。",
            zh: "Ctrl+Enter（Mac 上为 ⌘+Enter）可在页面上除导入表单外的任何位置运行请求。按 Tab 离开编辑器。",
            ko: "Ctrl+Enter(Mac에서는 ⌘+Enter)는 가져오기 양식을 뺀 페이지 어디에서나 요청을 실행합니다. Tab으로 편집기를 벗어납니다."),
        Word(en: "Paste from the debugger", ja: "デバッガから貼り付け", zh: "从调试器粘贴", ko: "디버거에서 붙여 넣기"),
        Word(
            en: "Make an app from the views lldb prints",
            ja: "lldb が出力するビューからアプリを作る",
            zh: "用 lldb 输出的视图生成 App",
            ko: "lldb가 출력하는 뷰로 앱 만들기"),
        Word(
            en:
                "Pause your app in the debugger, print its views, and paste what lldb prints, prompt lines and all. Import (or Ctrl+Enter, ⌘+Enter on a Mac, anywhere in this form) turns it into an app description in the request editor; Undo last change brings back the request you had.",
            ja:
                "デバッガでアプリを一時停止してビューを出力し、lldb の出力をプロンプト行ごと貼り付けてください。「読み込む」（またはこのフォーム内で Ctrl+Enter、Mac では ⌘+Enter）でリクエストエディタのアプリの記述になります。「最後の変更を取り消す」で元のリクエストに戻ります。",
            zh:
                "在调试器中暂停 App，打印其视图，把 lldb 的输出连同提示行一起粘贴进来。“导入”（或在此表单中按 Ctrl+Enter，Mac 上为 ⌘+Enter）会把它变成请求编辑器中的 App 描述；“撤销上次更改”可恢复原来的请求。",
            ko:
                "디버거에서 앱을 일시 정지하고 뷰를 출력한 뒤, lldb의 출력을 프롬프트 줄까지 그대로 붙여 넣으십시오. '가져오기'(또는 이 양식 안에서 Ctrl+Enter, Mac에서는 ⌘+Enter)를 누르면 요청 편집기의 앱 기술이 됩니다. '마지막 변경 되돌리기'로 원래 요청을 되찾습니다."
        ),
        Word(en: "Views, from", ja: "ビュー、出力元：", zh: "视图，来自", ko: "뷰, 출처:"),
        Word(en: "In Swift:", ja: "Swift では：", zh: "Swift 中：", ko: "Swift에서:"),
        Word(en: ". In Objective-C:", ja: "。Objective-C では：", zh: "。Objective-C 中：", ko: ". Objective-C에서:"),
        Word(
            en: "View controllers, from",
            ja: "ビューコントローラー、出力元：",
            zh: "视图控制器，来自",
            ko: "뷰 컨트롤러, 출처:"),
        Word(en: "(optional)", ja: "（省略可）", zh: "（可选）", ko: "(선택)"),
        Word(en: "In lldb:", ja: "lldb では：", zh: "lldb 中：", ko: "lldb에서:"),
        Word(
            en: ". Each controller is placed at its view, so the responder chain runs through it.",
            ja: "。各コントローラーはそのビューの位置に置かれるので、レスポンダーチェーンはそこを通ります。",
            zh: "。每个控制器都放在其视图处，因此响应者链会经过它。",
            ko: ". 각 컨트롤러는 자신의 뷰 자리에 놓이므로 리스폰더 체인이 그곳을 지납니다."),
        Word(
            en: "Screen size in points (optional: 390 × 844 when empty)",
            ja: "画面サイズ（ポイント、省略可：空なら 390 × 844）",
            zh: "屏幕尺寸，单位为点（可选：留空时为 390 × 844）",
            ko: "화면 크기(포인트, 선택: 비우면 390 × 844)"),
        Word(en: "width", ja: "幅", zh: "宽度", ko: "너비"),
        Word(en: "height", ja: "高さ", zh: "高度", ko: "높이"),
        Word(en: "Import", ja: "読み込む", zh: "导入", ko: "가져오기"),
        Word(
            en: "Click a view in the diagram to tap it there, or",
            ja: "図のビューをクリックするとそこをタップします。または",
            zh: "点按示意图中的视图即可在那里轻点，或者",
            ko: "다이어그램의 뷰를 클릭하면 그곳을 탭합니다. 또는"),
        Word(en: "Audit the imported app", ja: "読み込んだアプリを監査", zh: "审计导入的 App", ko: "가져온 앱 감사"),
        Word(
            en: "What the dumps do not show",
            ja: "出力に表れないもの",
            zh: "输出中没有的内容",
            ko: "출력에 나오지 않는 것"),
        Word(
            en:
                "lldb prints views and controllers, not target-actions, the kinds of gesture recognizers or overridden methods. Each item names the field to add to the app; pick one to find its object in the diagram or the editor.",
            ja:
                "lldb が出力するのはビューとコントローラーで、ターゲットアクション、ジェスチャー認識子の種類、オーバーライドしたメソッドは出力しません。各項目はアプリに追加するフィールドを示します。選ぶと、そのオブジェクトを図かエディタで探せます。",
            zh: "lldb 只打印视图和控制器，不打印目标-动作、手势识别器的种类或覆盖的方法。每一项都指出要加到 App 中的字段；选择一项即可在示意图或编辑器中找到其对象。",
            ko:
                "lldb는 뷰와 컨트롤러만 출력하고, 타깃-액션, 제스처 인식기의 종류, 오버라이드한 메서드는 출력하지 않습니다. 각 항목은 앱에 추가할 필드를 알려 줍니다. 하나를 고르면 다이어그램이나 편집기에서 그 객체를 찾습니다."
        ),
        Word(en: "Lines left out", ja: "省いた行", zh: "略去的行", ko: "생략한 줄"),
        Word(en: "Notes", ja: "メモ", zh: "说明", ko: "참고"),
        Word(en: "Answer", ja: "回答", zh: "回答", ko: "답"),
        Word(en: "Predict, then reveal", ja: "予想してから答えを見る", zh: "先预测，再揭晓", ko: "예측한 뒤 정답 보기"),
        Word(
            en: "Pick who handles the event before the answer shows.",
            ja: "回答が表示される前に、イベントを処理するレスポンダーを選びます。",
            zh: "在回答显示之前，先选出处理该事件的响应者。",
            ko: "답이 표시되기 전에 이벤트를 처리할 리스폰더를 고릅니다."),
        Word(
            en: "Nothing run yet.",
            ja: "まだ何も実行していません。",
            zh: "尚未运行。",
            ko: "아직 아무것도 실행하지 않았습니다."),
        Word(en: "Show the problem", ja: "問題を表示", zh: "显示问题", ko: "문제 보기"),
        Word(en: "Your prediction", ja: "あなたの予想", zh: "你的预测", ko: "나의 예측"),
        Word(en: "Handled by", ja: "処理するレスポンダー", zh: "处理者", ko: "처리하는 리스폰더"),
        Word(en: "Reveal", ja: "答えを見る", zh: "揭晓", ko: "정답 보기"),
        Word(en: "Path, step by step", ja: "経路", zh: "路径", ko: "경로"),
        Word(
            en: "Step through the path",
            ja: "経路を 1 ステップずつ進む",
            zh: "逐步浏览路径",
            ko: "경로를 한 단계씩 이동"),
        Word(en: "← Previous", ja: "← 前へ", zh: "← 上一步", ko: "← 이전"),
        Word(en: "Next →", ja: "次へ →", zh: "下一步 →", ko: "다음 →"),
        Word(
            en:
                "Alt+← and Alt+→ step back and on from anywhere on the page but a text field; ↑ and ↓ do it in the list.",
            ja: "Alt+← と Alt+→ で、テキスト欄以外のページ上のどこからでもステップを戻したり進めたりできます。一覧では ↑ と ↓ を使います。",
            zh: "在页面上除文本框外的任何位置，按 Alt+← 和 Alt+→ 可后退和前进一步；在列表中用 ↑ 和 ↓。",
            ko: "텍스트 입력란을 뺀 페이지 어디에서나 Alt+←와 Alt+→로 단계를 뒤로, 앞으로 옮깁니다. 목록에서는 ↑와 ↓를 씁니다."),
        Word(en: "Hit-test trace", ja: "ヒットテストの経過", zh: "命中测试过程", ko: "히트 테스트 과정"),
        Word(en: "Responder chain", ja: "レスポンダーチェーン", zh: "响应者链", ko: "리스폰더 체인"),
        Word(en: "Start the chain at", ja: "チェーンの開始", zh: "链的起点", ko: "체인 시작"),
        Word(en: "Gesture recognizers", ja: "ジェスチャー認識子", zh: "手势识别器", ko: "제스처 인식기"),
        Word(en: "Touch deliveries", ja: "タッチの配信", zh: "触摸投递", ko: "터치 전달"),
        Word(en: "Actions", ja: "アクション", zh: "动作", ko: "액션"),
        Word(en: "Edit menu", ja: "編集メニュー", zh: "编辑菜单", ko: "편집 메뉴"),
        Word(en: "Diagnostics", ja: "診断", zh: "诊断", ko: "진단"),
        Word(en: "Audit of this app", ja: "このアプリの監査", zh: "审计此 App", ko: "이 앱의 감사"),
        Word(
            en:
                "Finds, without an event, every view and action of the app in the editor that will not get the events it is built for. Its findings are outlined in the diagram; each has a witness, an event that shows the bug.",
            ja: "イベントなしで、エディタのアプリのうち想定したイベントを受け取れないビューとアクションをすべて見つけます。見つけたものは図で枠囲みされ、それぞれに不具合を示すイベント（実例）があります。",
            zh: "无需事件，即可找出编辑器中 App 里收不到预期事件的每个视图和动作。发现的问题会在示意图中框出；每个问题都有一个示例，即能重现该错误的事件。",
            ko: "이벤트 없이, 편집기 앱에서 의도한 이벤트를 받지 못하는 뷰와 액션을 모두 찾습니다. 찾은 것은 다이어그램에 테두리로 표시되며, 각각 버그를 보여 주는 증거 이벤트가 있습니다."),
        Word(en: "Audit this app", ja: "このアプリを監査", zh: "审计此 App", ko: "이 앱 감사"),
        Word(en: "Raw answer (JSON)", ja: "回答そのまま（JSON）", zh: "原始回答（JSON）", ko: "원본 답(JSON)"),
        Word(en: "Raw JSON answer", ja: "回答そのままの JSON", zh: "原始 JSON 回答", ko: "원본 JSON 답"),
        Word(en: "Diagram", ja: "図", zh: "示意图", ko: "다이어그램"),
        Word(en: "Clicking the diagram", ja: "図をクリックすると", zh: "点按示意图时", ko: "다이어그램을 클릭하면"),
        Word(en: "selects a responder", ja: "レスポンダーを選択", zh: "选择响应者", ko: "리스폰더를 선택"),
        Word(en: "Finger position", ja: "指の位置", zh: "手指位置", ko: "손가락 위치"),
        Word(en: "Finger", ja: "指", zh: "手指", ko: "손가락"),
        Word(en: "Move finger", ja: "指を動かす", zh: "移动手指", ko: "손가락 이동"),
        Word(en: "Zoom", ja: "ズーム", zh: "缩放", ko: "확대/축소"),
        Word(en: "Zoom out", ja: "ズームアウト", zh: "缩小", ko: "축소"),
        Word(en: "Zoom in", ja: "ズームイン", zh: "放大", ko: "확대"),
        Word(en: "Fit", ja: "全体", zh: "适应宽度", ko: "맞춤"),
        Word(
            en:
                "Screen coordinates in points. A click puts the finger down there; a finger that moves takes its whole path along. Shift-click selects a responder whatever the mode.",
            ja: "画面の座標（ポイント）です。クリックするとそこに指を置きます。動く指は経路ごと移動します。Shift+クリックはモードに関係なくレスポンダーを選択します。",
            zh: "屏幕坐标，单位为点。点按会把手指放在那里；移动的手指会连同整条路径一起移动。按住 Shift 点按时，无论哪种模式都会选择响应者。",
            ko: "화면 좌표(포인트)입니다. 클릭하면 그곳에 손가락을 놓고, 움직이는 손가락은 경로 전체가 함께 옮겨집니다. Shift+클릭은 모드와 상관없이 리스폰더를 선택합니다."),
        Word(en: "The current step", ja: "現在のステップ", zh: "当前步骤", ko: "현재 단계"),
        Word(en: "Previous step", ja: "前のステップ", zh: "上一步", ko: "이전 단계"),
        Word(en: "Next step", ja: "次のステップ", zh: "下一步", ko: "다음 단계"),
        Word(en: "How the fingers move", ja: "指の動き", zh: "手指如何移动", ko: "손가락의 움직임"),
    ]
}
