// ResponderLab playground: its words (an ES module, no build step).
// The playground's words in Japanese, Simplified Chinese and Korean: one table per language, keyed by the English
// text (English's own table is its keys). playground.js looks every word of the page up here; a test checks that
// every table has every key the page uses, and that the page shows no word of its own from elsewhere.
export const PLAYGROUND_WORDS = {
  'ja': {
    'nothing':
      'なし',
    'none':
      'なし',
    'private':
      '非公開',
    'inserted by UIKit':
      'UIKit が挿入',
    'The link\'s request body could not be read.':
      'リンクのリクエスト本文を読み取れませんでした。',
    'There is no lesson named \'{name}\'.':
      '\'{name}\' という名前のレッスンはありません。',
    'The lesson \'{name}\' could not be loaded.':
      'レッスン \'{name}\' を読み込めませんでした。',
    'chain':
      'チェーン',
    '{n} lessons, basics first. Pick one to load it into the editor.':
      '{n} 件のレッスン（基本から順に）。選ぶとエディタに読み込みます。',
    'No examples are available.':
      '利用できる例はありません。',
    'Look at: {what}':
      '注目する点：{what}',
    'The lesson \'{name}\' could not be loaded ({why}).':
      'レッスン \'{name}\' を読み込めませんでした（{why}）。',
    'line {line}, column {column}':
      '{line} 行 {column} 列',
    'The request is not a valid JSON object yet: run it to see where, fix it, then try again.':
      'リクエストはまだ有効な JSON オブジェクトではありません。実行して場所を確かめ、直してからもう一度試してください。',
    'tap':
      'タップ',
    'long press':
      '長押し',
    'pan':
      'パン',
    'swipe':
      'スワイプ',
    'pinch':
      'ピンチ',
    'rotation':
      '回転',
    'drag':
      'ドラッグ',
    'double tap':
      'ダブルタップ',
    'triple tap':
      'トリプルタップ',
    '{n}-tap':
      '{n} 回タップ',
    'at {point}':
      '{point} で',
    '{index}: {gesture} aimed at \'{on}\'':
      '{index}: \'{on}\' を狙った{gesture}',
    '{index}: {gesture} {where}':
      '{index}: {where}の{gesture}',
    '{index}: {n}-finger {gesture}: {where}':
      '{index}: {n} 本指の{gesture}：{where}',
    'starts the chain there':
      'そこからチェーンを始める',
    'moves the finger':
      '指を動かす',
    'The documented profile never inserts private wrappers.':
      'documented プロファイルは非公開のラッパーを挿入しません。',
    'Event {n} ({type}) is not a touch: moving the finger replaces it with one (Undo brings it back).':
      'イベント {n}（{type}）はタッチではありません。指を動かすとタッチに置き換わります（元に戻すで戻せます）。',
    'Event {n} is aimed at \'{on}\': moving the finger gives it a point instead (Undo brings the aim back).':
      'イベント {n} は \'{on}\' を狙っています。指を動かすと代わりに位置が与えられます（元に戻すで狙いが戻ります）。',
    'Running…':
      '実行中…',
    'could not reach the service':
      'がサービスに届きませんでした',
    'The service could not be reached: {why}':
      'サービスに接続できませんでした：{why}',
    'was refused ({status})':
      'は拒否されました（{status}）',
    'This is the answer to an earlier request: the one in the editor {why}. It stays dimmed until a request runs.':
      'これは以前のリクエストへの回答です。エディタのリクエスト{why}。リクエストが実行されるまで薄く表示されます。',
    'The diagram could not be loaded: {why}':
      '図を読み込めませんでした：{why}',
    'The diagram could not be drawn: {why}':
      '図を描けませんでした：{why}',
    'The diagram is not valid SVG.':
      '図は有効な SVG ではありません。',
    'The finger':
      '指',
    'Finger {n}':
      '指 {n}',
    'lands':
      '着地',
    'lifts':
      '離す',
    '{n} lifts':
      '{n} 離す',
    '({where}, where \'{missing}\' would go)':
      '（{where}、\'{missing}\' が入る位置）',
    '({where})':
      '（{where}）',
    'Show {where} in the editor':
      'エディタで {where} を表示',
    'at':
      '場所：',
    'Query parameter':
      'クエリパラメータ',
    'takes {values}':
      'に指定できる値：{values}',
    'Did you mean \'{suggestion}\'?':
      '\'{suggestion}\' のことですか？',
    'Use \'{suggestion}\'':
      '\'{suggestion}\' を使う',
    'Problem':
      '問題',
    '{title} at line {line}, column {column}.':
      '{title}（{line} 行 {column} 列）。',
    'The chain from {from} has {n} responders.':
      '{from} からのチェーンには {n} 個のレスポンダーがあります。',
    'Profile':
      'プロファイル',
    'iOS prints':
      'iOS の出力',
    'Chain from {from}: {n} responders.':
      '{from} からのチェーン：レスポンダー {n} 個。',
    'No diagnostics.':
      '診断はありません。',
    'The answer has no result for this event.':
      '回答にこのイベントの結果がありません。',
    'Event {n}: {summary}':
      'イベント {n}：{summary}',
    'Event':
      'イベント',
    'Outcome':
      '結果',
    '(lifts at {point})':
      '（{point} で離す）',
    'hits nothing':
      '何にもヒットしない',
    'Handler':
      '処理するレスポンダー',
    'Chain starts at':
      'チェーンの開始',
    'First responder':
      'ファーストレスポンダー',
    'succeeded':
      '成功',
    'failed ({why})':
      '失敗（{why}）',
    'refused':
      '拒否',
    ', keyboard shown':
      '、キーボード表示',
    'Aimed at':
      '狙った先',
    ', reached':
      '、到達',
    ', cannot be reached':
      '、到達できない',
    'Row selection':
      '行の選択',
    'selected':
      '選択される',
    'not selected':
      '選択されない',
    'runs':
      'が実行：',
    'is not told':
      'には通知されない',
    'no delegate is told':
      'デリゲートには通知されない',
    'shown':
      '表示',
    'hidden':
      '非表示',
    'First responder before → after':
      'ファーストレスポンダー 前 → 後',
    'Keyboard before → after':
      'キーボード 前 → 後',
    'Each window after':
      '各ウインドウ（後）',
    '(key)':
      '（キー）',
    'no first responder':
      'ファーストレスポンダーなし',
    'no responder':
      'レスポンダーなし',
    'Step {n} of {count}: {what}':
      'ステップ {n}/{count}：{what}',
    'Finger {n} at {point} in {window}':
      '指 {n}：{window} の {point}',
    'Finger {n} at {point}':
      '指 {n}：{point}',
    '(not delivered: {why})':
      '（配信されない：{why}）',
    'and {n} more siblings, through':
      'ほか兄弟ビュー {n} 個、最後は',
    'returns':
      '返す値：',
    'Point in its own coordinates: {point}.':
      '自身の座標での位置：{point}。',
    'View (indented by depth) and reason':
      'ビュー（深さで字下げ）と理由',
    'Starts at {responder} ({why}).':
      '{responder} から始まります（{why}）。',
    'next by':
      '次へ（規則：',
    '(last)':
      '（最後）',
    'The chain ends ({why}): {explanation}':
      'チェーンの終わり（{why}）：{explanation}',
    'iOS prints: {what}':
      'iOS の出力：{what}',
    'Recognizer':
      'ジェスチャー認識',
    'On view':
      'ビュー',
    'scrolled':
      'スクロールした',
    'did not scroll':
      'スクロールしなかった',
    'content touches:':
      'コンテンツのタッチ：',
    'handled by':
      '処理：',
    'never reached:':
      '届かない：',
    'reached by':
      '到達の経路：',
    'sent by':
      '送信元：',
    'on {event}':
      '（{event}）',
    'Target:':
      'ターゲット：',
    'Target: nil (the responder chain is searched)':
      'ターゲット：nil（レスポンダーチェーンを探します）',
    'The walk starts at':
      '探索の開始：',
    'Performed by':
      '実行：',
    'offered by':
      '提供：',
    'declined by':
      '辞退：',
    'Action':
      'アクション',
    'Shown':
      '表示',
    'Why':
      '理由',
    'No diagnostics for this answer.':
      'この回答に診断はありません。',
    'Hint: {hint}':
      'ヒント：{hint}',
    'Highlight in the diagram: {names}':
      '図で強調：{names}',
    'The app before the answer: pick the responder that handles the event.':
      '回答前のアプリです。イベントを処理するレスポンダーを選んでください。',
    'Windows and views':
      'ウインドウとビュー',
    'Other responders':
      'ほかのレスポンダー',
    'Who handles event {n}, {what}? Pick a responder in the list or in the picture, then Reveal.':
      'イベント {n}（{what}）を処理するのは誰でしょう？一覧か図でレスポンダーを選び、「答えを見る」を押してください。',
    'Pick a responder…':
      'レスポンダーを選択…',
    'Nobody: UIKit discards the event':
      '誰も処理しない：UIKit がイベントを破棄します',
    'Predict: who handles event {n}? The answer shows when you reveal it.':
      '予想：イベント {n} を処理するのは誰でしょう？答えを見ると回答が表示されます。',
    '{responder} handles it':
      '{responder} が処理します',
    'nobody handles it: UIKit discards the event':
      '誰も処理せず、UIKit がイベントを破棄します',
    'nobody':
      '誰も処理しない',
    'Right: {truth}.':
      '正解です：{truth}。',
    'Not quite: you picked {guess}, but {truth}.':
      '惜しい：選んだのは {guess} ですが、{truth}。',
    'The editor holds no app to audit: fix the request first.':
      'エディタに監査するアプリがありません。先にリクエストを直してください。',
    'Auditing…':
      '監査中…',
    'The audit was refused: {why}':
      '監査は拒否されました：{why}',
    '{errors}, {warnings}, {infos} ({views} sampled, {points} hit-tested).':
      '{errors}、{warnings}、{infos}（{views}を調べ、{points}をヒットテスト）。',
    'Nothing found: every interactive view can be reached and every action delivered.':
      '見つかりませんでした。操作できるビューにはすべて届き、アクションはすべて配信されます。',
    'Run its witness (shows the diagnostic {code})':
      '実例を実行（診断 {code} が出ます）',
    'Run its witness (shows that {responder} is never reached)':
      '実例を実行（{responder} に届かないことを示します）',
    'Highlight: {names}':
      '強調：{names}',
    'The request\'s event is now the witness of {code}.':
      'リクエストのイベントを {code} の実例にしました。',
    'views line {line}':
      'ビュー {line} 行',
    'In the views text, at {where}.':
      'ビューのテキストの {where}。',
    '{title} at {where} of the views text.':
      '{title}（ビューのテキストの {where}）。',
    'controllers line {line}':
      'コントローラ {line} 行',
    'In the controllers text, at {where}.':
      'コントローラのテキストの {where}。',
    '{title} at {where} of the controllers text.':
      '{title}（コントローラのテキストの {where}）。',
    'Paste what recursiveDescription or _printHierarchy printed (or both), then import.':
      'recursiveDescription か _printHierarchy の出力（または両方）を貼り付けてから読み込んでください。',
    'Importing…':
      '読み込み中…',
    'The editor holds the imported app, with a touch at the centre of the screen.':
      'エディタに読み込んだアプリが入りました。タッチは画面の中央です。',
    'line {line}':
      '{line} 行',
    'Imported {windows}, {views} and {controllers}, with {things} to fill in and {lines} left out.':
      '{windows}、{views}、{controllers}を読み込みました。補う項目は {things}、省いた行は {lines}です。',
    'Imported {windows}, {views} and {controllers}, with nothing to fill in and {lines} left out.':
      '{windows}、{views}、{controllers}を読み込みました。補う項目はなく、省いた行は {lines}です。',
    'Imported: the app is in the request editor and drawn in the diagram.':
      '読み込みました。アプリはリクエストエディタにあり、図に描かれています。',
    'Nothing: the dumps showed all the app needs.':
      'ありません。出力にアプリに必要なものがすべてありました。',
    'Select in the diagram':
      '図で選択',
    'Show in the editor':
      'エディタで表示',
    'The editor\'s app has no {name} at {pointer} any more.':
      'エディタのアプリの {pointer} に {name} はもうありません。',
    'Selected {names}.':
      '{names} を選択しました。',
    '{field}: add it to {name}, at line {line} of the editor.':
      '{field}：エディタの {line} 行目、{name} に追加してください。',
    'Show {where}':
      '{where} を表示',
    'Selection cleared.':
      '選択を解除しました。',
    'The {type} event was replaced by a touch at ({x}, {y}); Undo brings it back.':
      '{type} イベントを ({x}, {y}) のタッチに置き換えました。元に戻すで戻せます。',
    'The touch aimed at \'{on}\' now lands at ({x}, {y}); Undo brings the aim back.':
      '\'{on}\' を狙ったタッチは ({x}, {y}) に着地するようになりました。元に戻すで狙いが戻ります。',
    'Finger moved to ({x}, {y}).':
      '指を ({x}, {y}) に動かしました。',
    'Finger moved: it now lands at ({x}, {y}) and lifts at {end}, the same path moved by ({dx}, {dy}).':
      '指を動かしました。({x}, {y}) に着地し {end} で離れます。同じ経路を ({dx}, {dy}) だけずらしました。',
    'That point is off the screen; click inside a window to move the finger.':
      'その位置は画面の外です。指を動かすにはウインドウの中をクリックしてください。',
    'Formatted.':
      '整形しました。',
    'The import is undone: the editor holds the request you had before it.':
      '読み込みを取り消しました。エディタには読み込む前のリクエストがあります。',
    'Link copied: it restores this request, event, step and selection.':
      'リンクをコピーしました。このリクエスト、イベント、ステップ、選択を復元します。',
    'Copying is not allowed here: the link is in the address bar.':
      'ここではコピーできません。リンクはアドレスバーにあります。',
    'Give the finger an x and a y (screen points).':
      '指の x と y（画面のポイント）を入力してください。',
    'The examples could not be loaded.':
      '例を読み込めませんでした。',
    '{name} lands at {start} and lifts at {end}, after {n} move.':
      '{name}は {start} に着地し、{n} 回動いて {end} で離れます。',
    '{name} lands at {start} and lifts at {end}, after {n} moves.':
      '{name}は {start} に着地し、{n} 回動いて {end} で離れます。',
    '{n} diagnostic.':
      '診断 {n} 件。',
    '{n} diagnostics.':
      '診断 {n} 件。',
    '{n} error':
      'エラー {n} 件',
    '{n} errors':
      'エラー {n} 件',
    '{n} warning':
      '警告 {n} 件',
    '{n} warnings':
      '警告 {n} 件',
    '{n} info':
      '情報 {n} 件',
    '{n} infos':
      '情報 {n} 件',
    '{n} view':
      'ビュー {n} 個',
    '{n} views':
      'ビュー {n} 個',
    '{n} point':
      '{n} 点',
    '{n} points':
      '{n} 点',
    '{n} window':
      'ウインドウ {n} 個',
    '{n} windows':
      'ウインドウ {n} 個',
    '{n} controller':
      'コントローラ {n} 個',
    '{n} controllers':
      'コントローラ {n} 個',
    '{n} thing':
      '{n} 項目',
    '{n} things':
      '{n} 項目',
    '{n} line':
      '{n} 行',
    '{n} lines':
      '{n} 行',
    'Selected {names}: {n} row in the answer.':
      '{names} を選択しました。回答の {n} 行です。',
    'Selected {names}: {n} rows in the answer.':
      '{names} を選択しました。回答の {n} 行です。',
    'ResponderLab playground':
      'ResponderLab プレイグラウンド',
    'Describe an iOS app, send it an event, and see how UIKit delivers it: hit-testing, the responder chain, gesture recognizers and actions.':
      'iOS アプリを記述してイベントを送り、UIKit がそれをどう配信するかを確かめます。ヒットテスト、レスポンダーチェーン、ジェスチャー認識、アクション。',
    'Skip to the request editor':
      'リクエストエディタへ移動',
    'Skip to the answer':
      '回答へ移動',
    'Describe an app, send it an event, and see how UIKit delivers it.':
      'アプリを記述してイベントを送り、UIKit がそれをどう配信するかを確かめます。',
    'Copy link to this state':
      'この状態へのリンクをコピー',
    'Examples (JSON)':
      '例（JSON）',
    'Language':
      '言語',
    'Lessons':
      'レッスン',
    'Loading the examples…':
      '例を読み込み中…',
    'The lesson\'s description and what to look at show once you reveal the answer.':
      'レッスンの説明と注目する点は、答えを見ると表示されます。',
    'Request':
      'リクエスト',
    'Evaluation options':
      '評価のオプション',
    'runtime (what iOS prints)':
      'runtime（iOS の実際の出力）',
    'documented (Apple\'s written rules)':
      'documented（Apple の文書の規則）',
    'Sets the request\'s profile and runs again.':
      'リクエストのプロファイルを設定して、もう一度実行します。',
    'Synthesize private wrappers':
      '非公開のラッパーを補う',
    'Diagnose unreachable views':
      '届かないビューを診断',
    'Nil-targeted actions start at':
      'ターゲットが nil のアクションの開始',
    'the first responder':
      'ファーストレスポンダー',
    'the sending control':
      '送信したコントロール',
    'Disabled controls':
      '無効なコントロール',
    'forward touches':
      'タッチを渡す',
    'absorb touches':
      'タッチを吸収',
    'Full hit-test trace':
      'ヒットテストの経過をすべて表示',
    'Request body (JSON) for':
      'リクエスト本文（JSON）：',
    'line 1, column 1':
      '1 行 1 列',
    'Run':
      '実行',
    'Format JSON':
      'JSON を整形',
    'Reset lesson':
      'レッスンを元に戻す',
    'Undo last change':
      '最後の変更を取り消す',
    'Ctrl+Enter (⌘+Enter on a Mac) runs the request, from anywhere on the page but the import form. Tab leaves the editor.':
      'Ctrl+Enter（Mac では ⌘+Enter）で、読み込みフォーム以外のページ上のどこからでもリクエストを実行します。Tab でエディタを離れます。',
    'Paste from the debugger':
      'デバッガから貼り付け',
    'Make an app from the views lldb prints':
      'lldb が出力するビューからアプリを作る',
    'Pause your app in the debugger, print its views, and paste what lldb prints, prompt lines and all. Import (or Ctrl+Enter, ⌘+Enter on a Mac, anywhere in this form) turns it into an app description in the request editor; Undo last change brings back the request you had.':
      'デバッガでアプリを一時停止してビューを出力し、lldb の出力をプロンプト行ごと貼り付けてください。「読み込む」（またはこのフォーム内で Ctrl+Enter、Mac では ⌘+Enter）でリクエストエディタのアプリの記述になります。「最後の変更を取り消す」で元のリクエストに戻ります。',
    'Views, from':
      'ビュー、出力元：',
    'In Swift:':
      'Swift では：',
    '. In Objective-C:':
      '。Objective-C では：',
    'View controllers, from':
      'ビューコントローラ、出力元：',
    '(optional)':
      '（省略可）',
    'In lldb:':
      'lldb では：',
    '. Each controller is placed at its view, so the responder chain runs through it.':
      '。各コントローラはそのビューの位置に置かれるので、レスポンダーチェーンはそこを通ります。',
    'Screen size in points (optional: 390 × 844 when empty)':
      '画面サイズ（ポイント、省略可：空なら 390 × 844）',
    'width':
      '幅',
    'height':
      '高さ',
    'Import':
      '読み込む',
    'Click a view in the diagram to tap it there, or':
      '図のビューをクリックするとそこをタップします。または',
    'Audit the imported app':
      '読み込んだアプリを監査',
    'What the dumps do not show':
      '出力に表れないもの',
    'lldb prints views and controllers, not target-actions, the kinds of gesture recognizers or overridden methods. Each item names the field to add to the app; pick one to find its object in the diagram or the editor.':
      'lldb が出力するのはビューとコントローラで、ターゲット・アクション、ジェスチャー認識の種類、オーバーライドしたメソッドは出力しません。各項目はアプリに追加するフィールドを示します。選ぶと、そのオブジェクトを図かエディタで探せます。',
    'Lines left out':
      '省いた行',
    'Notes':
      'メモ',
    'Answer':
      '回答',
    'Predict, then reveal':
      '予想してから答えを見る',
    'Pick who handles the event before the answer shows.':
      '回答が表示される前に、イベントを処理するレスポンダーを選びます。',
    'Nothing run yet.':
      'まだ何も実行していません。',
    'Show the problem':
      '問題を表示',
    'Your prediction':
      'あなたの予想',
    'Handled by':
      '処理するレスポンダー',
    'Reveal':
      '答えを見る',
    'Path, step by step':
      '経路',
    'Step through the path':
      '経路を 1 ステップずつ進む',
    '← Previous':
      '← 前へ',
    'Next →':
      '次へ →',
    'Alt+← and Alt+→ step back and on from anywhere on the page but a text field; ↑ and ↓ do it in the list.':
      'Alt+← と Alt+→ で、テキスト欄以外のページ上のどこからでもステップを戻したり進めたりできます。一覧では ↑ と ↓ を使います。',
    'Hit-test trace':
      'ヒットテストの経過',
    'Responder chain':
      'レスポンダーチェーン',
    'Start the chain at':
      'チェーンの開始',
    'Gesture recognizers':
      'ジェスチャー認識',
    'Touch deliveries':
      'タッチの配信',
    'Actions':
      'アクション',
    'Edit menu':
      '編集メニュー',
    'Diagnostics':
      '診断',
    'Audit of this app':
      'このアプリの監査',
    'Finds, without an event, every view and action of the app in the editor that will not get the events it is built for. Its findings are outlined in the diagram; each has a witness, an event that shows the bug.':
      'イベントなしで、エディタのアプリのうち想定したイベントを受け取れないビューとアクションをすべて見つけます。見つけたものは図で枠囲みされ、それぞれに不具合を示すイベント（実例）があります。',
    'Audit this app':
      'このアプリを監査',
    'Raw answer (JSON)':
      '回答そのまま（JSON）',
    'Raw JSON answer':
      '回答そのままの JSON',
    'Diagram':
      '図',
    'Clicking the diagram':
      '図をクリックすると',
    'selects a responder':
      'レスポンダーを選択',
    'Finger position':
      '指の位置',
    'Finger':
      '指',
    'Move finger':
      '指を動かす',
    'Zoom':
      'ズーム',
    'Zoom out':
      'ズームアウト',
    'Zoom in':
      'ズームイン',
    'Fit':
      '全体',
    'Screen coordinates in points. A click puts the finger down there; a finger that moves takes its whole path along. Shift-click selects a responder whatever the mode.':
      '画面の座標（ポイント）です。クリックするとそこに指を置きます。動く指は経路ごと移動します。Shift+クリックはモードに関係なくレスポンダーを選択します。',
    'The current step':
      '現在のステップ',
    'Previous step':
      '前のステップ',
    'Next step':
      '次のステップ',
    'How the fingers move':
      '指の動き',
  },
  'zh-Hans': {
    'nothing':
      '无',
    'none':
      '无',
    'private':
      '私有',
    'inserted by UIKit':
      '由 UIKit 插入',
    'The link\'s request body could not be read.':
      '无法读取链接中的请求正文。',
    'There is no lesson named \'{name}\'.':
      '没有名为 \'{name}\' 的课程。',
    'The lesson \'{name}\' could not be loaded.':
      '无法加载课程 \'{name}\'。',
    'chain':
      '链',
    '{n} lessons, basics first. Pick one to load it into the editor.':
      '共 {n} 节课程，从基础开始。选择一节即可载入编辑器。',
    'No examples are available.':
      '没有可用的示例。',
    'Look at: {what}':
      '请看：{what}',
    'The lesson \'{name}\' could not be loaded ({why}).':
      '无法加载课程 \'{name}\'（{why}）。',
    'line {line}, column {column}':
      '第 {line} 行，第 {column} 列',
    'The request is not a valid JSON object yet: run it to see where, fix it, then try again.':
      '请求还不是有效的 JSON 对象：先运行以查看出错位置，修正后再试。',
    'tap':
      '轻点',
    'long press':
      '长按',
    'pan':
      '平移',
    'swipe':
      '轻扫',
    'pinch':
      '捏合',
    'rotation':
      '旋转',
    'drag':
      '拖移',
    'double tap':
      '连点两下',
    'triple tap':
      '连点三下',
    '{n}-tap':
      '连点 {n} 下',
    'at {point}':
      '位于 {point}',
    '{index}: {gesture} aimed at \'{on}\'':
      '{index}：瞄准 \'{on}\' 的{gesture}',
    '{index}: {gesture} {where}':
      '{index}：{where}{gesture}',
    '{index}: {n}-finger {gesture}: {where}':
      '{index}：{n} 指{gesture}：{where}',
    'starts the chain there':
      '从那里开始链',
    'moves the finger':
      '移动手指',
    'The documented profile never inserts private wrappers.':
      'documented 配置从不插入私有包装视图。',
    'Event {n} ({type}) is not a touch: moving the finger replaces it with one (Undo brings it back).':
      '事件 {n}（{type}）不是触摸：移动手指会把它换成触摸（撤销可恢复）。',
    'Event {n} is aimed at \'{on}\': moving the finger gives it a point instead (Undo brings the aim back).':
      '事件 {n} 瞄准 \'{on}\'：移动手指会改为给它一个点（撤销可恢复瞄准）。',
    'Running…':
      '正在运行…',
    'could not reach the service':
      '无法连接到服务',
    'The service could not be reached: {why}':
      '无法连接到服务：{why}',
    'was refused ({status})':
      '被拒绝（{status}）',
    'This is the answer to an earlier request: the one in the editor {why}. It stays dimmed until a request runs.':
      '这是对先前请求的回答：编辑器中的请求{why}。在有请求成功运行之前，它会一直变暗显示。',
    'The diagram could not be loaded: {why}':
      '无法加载示意图：{why}',
    'The diagram could not be drawn: {why}':
      '无法绘制示意图：{why}',
    'The diagram is not valid SVG.':
      '示意图不是有效的 SVG。',
    'The finger':
      '手指',
    'Finger {n}':
      '手指 {n}',
    'lands':
      '落下',
    'lifts':
      '抬起',
    '{n} lifts':
      '{n} 抬起',
    '({where}, where \'{missing}\' would go)':
      '（{where}，\'{missing}\' 应在此处）',
    '({where})':
      '（{where}）',
    'Show {where} in the editor':
      '在编辑器中显示{where}',
    'at':
      '位置：',
    'Query parameter':
      '查询参数',
    'takes {values}':
      '可取值：{values}',
    'Did you mean \'{suggestion}\'?':
      '你是指 \'{suggestion}\' 吗？',
    'Use \'{suggestion}\'':
      '使用 \'{suggestion}\'',
    'Problem':
      '问题',
    '{title} at line {line}, column {column}.':
      '{title}（第 {line} 行，第 {column} 列）。',
    'The chain from {from} has {n} responders.':
      '从 {from} 开始的链有 {n} 个响应者。',
    'Profile':
      '配置',
    'iOS prints':
      'iOS 输出',
    'Chain from {from}: {n} responders.':
      '从 {from} 开始的链：{n} 个响应者。',
    'No diagnostics.':
      '没有诊断。',
    'The answer has no result for this event.':
      '回答中没有此事件的结果。',
    'Event {n}: {summary}':
      '事件 {n}：{summary}',
    'Event':
      '事件',
    'Outcome':
      '结果',
    '(lifts at {point})':
      '（在 {point} 抬起）',
    'hits nothing':
      '未命中任何视图',
    'Handler':
      '处理者',
    'Chain starts at':
      '链的起点',
    'First responder':
      '第一响应者',
    'succeeded':
      '成功',
    'failed ({why})':
      '失败（{why}）',
    'refused':
      '被拒绝',
    ', keyboard shown':
      '，键盘显示',
    'Aimed at':
      '瞄准目标',
    ', reached':
      '，已到达',
    ', cannot be reached':
      '，无法到达',
    'Row selection':
      '行选择',
    'selected':
      '被选中',
    'not selected':
      '未被选中',
    'runs':
      '执行',
    'is not told':
      '未收到通知',
    'no delegate is told':
      '没有通知任何委托',
    'shown':
      '显示',
    'hidden':
      '隐藏',
    'First responder before → after':
      '第一响应者 之前 → 之后',
    'Keyboard before → after':
      '键盘 之前 → 之后',
    'Each window after':
      '之后的各窗口',
    '(key)':
      '（主窗口）',
    'no first responder':
      '没有第一响应者',
    'no responder':
      '没有响应者',
    'Step {n} of {count}: {what}':
      '第 {n} 步，共 {count} 步：{what}',
    'Finger {n} at {point} in {window}':
      '手指 {n} 位于 {window} 的 {point}',
    'Finger {n} at {point}':
      '手指 {n} 位于 {point}',
    '(not delivered: {why})':
      '（未投递：{why}）',
    'and {n} more siblings, through':
      '及另外 {n} 个同级视图，直到',
    'returns':
      '返回',
    'Point in its own coordinates: {point}.':
      '在其自身坐标中的点：{point}。',
    'View (indented by depth) and reason':
      '视图（按深度缩进）和原因',
    'Starts at {responder} ({why}).':
      '从 {responder} 开始（{why}）。',
    'next by':
      '下一个，依据',
    '(last)':
      '（最后）',
    'The chain ends ({why}): {explanation}':
      '链结束（{why}）：{explanation}',
    'iOS prints: {what}':
      'iOS 输出：{what}',
    'Recognizer':
      '识别器',
    'On view':
      '所在视图',
    'scrolled':
      '已滚动',
    'did not scroll':
      '未滚动',
    'content touches:':
      '内容的触摸：',
    'handled by':
      '处理者：',
    'never reached:':
      '从未到达：',
    'reached by':
      '到达方式：',
    'sent by':
      '发送者：',
    'on {event}':
      '（{event}）',
    'Target:':
      '目标：',
    'Target: nil (the responder chain is searched)':
      '目标：nil（搜索响应者链）',
    'The walk starts at':
      '搜索起点：',
    'Performed by':
      '执行者：',
    'offered by':
      '提供者：',
    'declined by':
      '拒绝者：',
    'Action':
      '动作',
    'Shown':
      '显示',
    'Why':
      '原因',
    'No diagnostics for this answer.':
      '此回答没有诊断。',
    'Hint: {hint}':
      '提示：{hint}',
    'Highlight in the diagram: {names}':
      '在示意图中突出显示：{names}',
    'The app before the answer: pick the responder that handles the event.':
      '回答前的 App：选出处理该事件的响应者。',
    'Windows and views':
      '窗口和视图',
    'Other responders':
      '其他响应者',
    'Who handles event {n}, {what}? Pick a responder in the list or in the picture, then Reveal.':
      '谁处理事件 {n}（{what}）？在列表或图中选出一个响应者，然后点“揭晓”。',
    'Pick a responder…':
      '选择响应者…',
    'Nobody: UIKit discards the event':
      '无人处理：UIKit 丢弃该事件',
    'Predict: who handles event {n}? The answer shows when you reveal it.':
      '预测：谁处理事件 {n}？揭晓后才显示回答。',
    '{responder} handles it':
      '由 {responder} 处理',
    'nobody handles it: UIKit discards the event':
      '无人处理：UIKit 丢弃该事件',
    'nobody':
      '无人处理',
    'Right: {truth}.':
      '答对了：{truth}。',
    'Not quite: you picked {guess}, but {truth}.':
      '不太对：你选了 {guess}，但实际上{truth}。',
    'The editor holds no app to audit: fix the request first.':
      '编辑器中没有可审计的 App：请先修正请求。',
    'Auditing…':
      '正在审计…',
    'The audit was refused: {why}':
      '审计被拒绝：{why}',
    '{errors}, {warnings}, {infos} ({views} sampled, {points} hit-tested).':
      '{errors}，{warnings}，{infos}（抽查 {views}，命中测试 {points}）。',
    'Nothing found: every interactive view can be reached and every action delivered.':
      '未发现问题：每个可交互视图都能到达，每个动作都能送达。',
    'Run its witness (shows the diagnostic {code})':
      '运行其示例（显示诊断 {code}）',
    'Run its witness (shows that {responder} is never reached)':
      '运行其示例（显示 {responder} 从未被到达）',
    'Highlight: {names}':
      '突出显示：{names}',
    'The request\'s event is now the witness of {code}.':
      '请求的事件现在是 {code} 的示例。',
    'views line {line}':
      '视图第 {line} 行',
    'In the views text, at {where}.':
      '在视图文本中，{where}。',
    '{title} at {where} of the views text.':
      '{title}（视图文本，{where}）。',
    'controllers line {line}':
      '控制器第 {line} 行',
    'In the controllers text, at {where}.':
      '在控制器文本中，{where}。',
    '{title} at {where} of the controllers text.':
      '{title}（控制器文本，{where}）。',
    'Paste what recursiveDescription or _printHierarchy printed (or both), then import.':
      '粘贴 recursiveDescription 或 _printHierarchy 的输出（或两者），然后导入。',
    'Importing…':
      '正在导入…',
    'The editor holds the imported app, with a touch at the centre of the screen.':
      '编辑器中现在是导入的 App，触摸位于屏幕中央。',
    'line {line}':
      '第 {line} 行',
    'Imported {windows}, {views} and {controllers}, with {things} to fill in and {lines} left out.':
      '已导入 {windows}、{views}和 {controllers}，待补充 {things}，略去 {lines}。',
    'Imported {windows}, {views} and {controllers}, with nothing to fill in and {lines} left out.':
      '已导入 {windows}、{views}和 {controllers}，无需补充，略去 {lines}。',
    'Imported: the app is in the request editor and drawn in the diagram.':
      '已导入：App 已在请求编辑器中，并绘制在示意图里。',
    'Nothing: the dumps showed all the app needs.':
      '无：输出已包含 App 所需的一切。',
    'Select in the diagram':
      '在示意图中选择',
    'Show in the editor':
      '在编辑器中显示',
    'The editor\'s app has no {name} at {pointer} any more.':
      '编辑器中的 App 在 {pointer} 处已没有 {name}。',
    'Selected {names}.':
      '已选择 {names}。',
    '{field}: add it to {name}, at line {line} of the editor.':
      '{field}：请把它加到 {name}，位于编辑器第 {line} 行。',
    'Show {where}':
      '显示{where}',
    'Selection cleared.':
      '已清除选择。',
    'The {type} event was replaced by a touch at ({x}, {y}); Undo brings it back.':
      '{type} 事件已换成位于 ({x}, {y}) 的触摸；撤销可恢复。',
    'The touch aimed at \'{on}\' now lands at ({x}, {y}); Undo brings the aim back.':
      '瞄准 \'{on}\' 的触摸现在落在 ({x}, {y})；撤销可恢复瞄准。',
    'Finger moved to ({x}, {y}).':
      '手指已移到 ({x}, {y})。',
    'Finger moved: it now lands at ({x}, {y}) and lifts at {end}, the same path moved by ({dx}, {dy}).':
      '手指已移动：现在落在 ({x}, {y})，在 {end} 抬起，同一路径平移了 ({dx}, {dy})。',
    'That point is off the screen; click inside a window to move the finger.':
      '该点在屏幕之外；请点按窗口内部来移动手指。',
    'Formatted.':
      '已格式化。',
    'The import is undone: the editor holds the request you had before it.':
      '已撤销导入：编辑器中是导入前的请求。',
    'Link copied: it restores this request, event, step and selection.':
      '链接已复制：它会恢复此请求、事件、步骤和选择。',
    'Copying is not allowed here: the link is in the address bar.':
      '此处不允许复制：链接在地址栏中。',
    'Give the finger an x and a y (screen points).':
      '请为手指输入 x 和 y（屏幕点）。',
    'The examples could not be loaded.':
      '无法加载示例。',
    '{name} lands at {start} and lifts at {end}, after {n} move.':
      '{name}落在 {start}，移动 {n} 次后在 {end} 抬起。',
    '{name} lands at {start} and lifts at {end}, after {n} moves.':
      '{name}落在 {start}，移动 {n} 次后在 {end} 抬起。',
    '{n} diagnostic.':
      '{n} 条诊断。',
    '{n} diagnostics.':
      '{n} 条诊断。',
    '{n} error':
      '{n} 个错误',
    '{n} errors':
      '{n} 个错误',
    '{n} warning':
      '{n} 个警告',
    '{n} warnings':
      '{n} 个警告',
    '{n} info':
      '{n} 条信息',
    '{n} infos':
      '{n} 条信息',
    '{n} view':
      '{n} 个视图',
    '{n} views':
      '{n} 个视图',
    '{n} point':
      '{n} 个点',
    '{n} points':
      '{n} 个点',
    '{n} window':
      '{n} 个窗口',
    '{n} windows':
      '{n} 个窗口',
    '{n} controller':
      '{n} 个控制器',
    '{n} controllers':
      '{n} 个控制器',
    '{n} thing':
      '{n} 项',
    '{n} things':
      '{n} 项',
    '{n} line':
      '{n} 行',
    '{n} lines':
      '{n} 行',
    'Selected {names}: {n} row in the answer.':
      '已选择 {names}：回答中有 {n} 行。',
    'Selected {names}: {n} rows in the answer.':
      '已选择 {names}：回答中有 {n} 行。',
    'ResponderLab playground':
      'ResponderLab 演练场',
    'Describe an iOS app, send it an event, and see how UIKit delivers it: hit-testing, the responder chain, gesture recognizers and actions.':
      '描述一个 iOS App，向它发送事件，看看 UIKit 如何投递：命中测试、响应者链、手势识别器和动作。',
    'Skip to the request editor':
      '跳到请求编辑器',
    'Skip to the answer':
      '跳到回答',
    'Describe an app, send it an event, and see how UIKit delivers it.':
      '描述一个 App，向它发送事件，看看 UIKit 如何投递。',
    'Copy link to this state':
      '复制此状态的链接',
    'Examples (JSON)':
      '示例（JSON）',
    'Language':
      '语言',
    'Lessons':
      '课程',
    'Loading the examples…':
      '正在加载示例…',
    'The lesson\'s description and what to look at show once you reveal the answer.':
      '揭晓答案后，才会显示课程说明和要看的地方。',
    'Request':
      '请求',
    'Evaluation options':
      '求值选项',
    'runtime (what iOS prints)':
      'runtime（iOS 实际输出）',
    'documented (Apple\'s written rules)':
      'documented（Apple 文档中的规则）',
    'Sets the request\'s profile and runs again.':
      '设置请求的配置并重新运行。',
    'Synthesize private wrappers':
      '合成私有包装视图',
    'Diagnose unreachable views':
      '诊断无法到达的视图',
    'Nil-targeted actions start at':
      '目标为 nil 的动作起点',
    'the first responder':
      '第一响应者',
    'the sending control':
      '发送动作的控件',
    'Disabled controls':
      '停用的控件',
    'forward touches':
      '转发触摸',
    'absorb touches':
      '吸收触摸',
    'Full hit-test trace':
      '完整的命中测试过程',
    'Request body (JSON) for':
      '请求正文（JSON），用于',
    'line 1, column 1':
      '第 1 行，第 1 列',
    'Run':
      '运行',
    'Format JSON':
      '格式化 JSON',
    'Reset lesson':
      '重置课程',
    'Undo last change':
      '撤销上次更改',
    'Ctrl+Enter (⌘+Enter on a Mac) runs the request, from anywhere on the page but the import form. Tab leaves the editor.':
      'Ctrl+Enter（Mac 上为 ⌘+Enter）可在页面上除导入表单外的任何位置运行请求。按 Tab 离开编辑器。',
    'Paste from the debugger':
      '从调试器粘贴',
    'Make an app from the views lldb prints':
      '用 lldb 输出的视图生成 App',
    'Pause your app in the debugger, print its views, and paste what lldb prints, prompt lines and all. Import (or Ctrl+Enter, ⌘+Enter on a Mac, anywhere in this form) turns it into an app description in the request editor; Undo last change brings back the request you had.':
      '在调试器中暂停 App，打印其视图，把 lldb 的输出连同提示行一起粘贴进来。“导入”（或在此表单中按 Ctrl+Enter，Mac 上为 ⌘+Enter）会把它变成请求编辑器中的 App 描述；“撤销上次更改”可恢复原来的请求。',
    'Views, from':
      '视图，来自',
    'In Swift:':
      'Swift 中：',
    '. In Objective-C:':
      '。Objective-C 中：',
    'View controllers, from':
      '视图控制器，来自',
    '(optional)':
      '（可选）',
    'In lldb:':
      'lldb 中：',
    '. Each controller is placed at its view, so the responder chain runs through it.':
      '。每个控制器都放在其视图处，因此响应者链会经过它。',
    'Screen size in points (optional: 390 × 844 when empty)':
      '屏幕尺寸，单位为点（可选：留空时为 390 × 844）',
    'width':
      '宽度',
    'height':
      '高度',
    'Import':
      '导入',
    'Click a view in the diagram to tap it there, or':
      '点按示意图中的视图即可在那里轻点，或者',
    'Audit the imported app':
      '审计导入的 App',
    'What the dumps do not show':
      '输出中没有的内容',
    'lldb prints views and controllers, not target-actions, the kinds of gesture recognizers or overridden methods. Each item names the field to add to the app; pick one to find its object in the diagram or the editor.':
      'lldb 只打印视图和控制器，不打印目标-动作、手势识别器的种类或覆盖的方法。每一项都指出要加到 App 中的字段；选择一项即可在示意图或编辑器中找到其对象。',
    'Lines left out':
      '略去的行',
    'Notes':
      '说明',
    'Answer':
      '回答',
    'Predict, then reveal':
      '先预测，再揭晓',
    'Pick who handles the event before the answer shows.':
      '在回答显示之前，先选出处理该事件的响应者。',
    'Nothing run yet.':
      '尚未运行。',
    'Show the problem':
      '显示问题',
    'Your prediction':
      '你的预测',
    'Handled by':
      '处理者',
    'Reveal':
      '揭晓',
    'Path, step by step':
      '路径',
    'Step through the path':
      '逐步浏览路径',
    '← Previous':
      '← 上一步',
    'Next →':
      '下一步 →',
    'Alt+← and Alt+→ step back and on from anywhere on the page but a text field; ↑ and ↓ do it in the list.':
      '在页面上除文本框外的任何位置，按 Alt+← 和 Alt+→ 可后退和前进一步；在列表中用 ↑ 和 ↓。',
    'Hit-test trace':
      '命中测试过程',
    'Responder chain':
      '响应者链',
    'Start the chain at':
      '链的起点',
    'Gesture recognizers':
      '手势识别器',
    'Touch deliveries':
      '触摸投递',
    'Actions':
      '动作',
    'Edit menu':
      '编辑菜单',
    'Diagnostics':
      '诊断',
    'Audit of this app':
      '审计此 App',
    'Finds, without an event, every view and action of the app in the editor that will not get the events it is built for. Its findings are outlined in the diagram; each has a witness, an event that shows the bug.':
      '无需事件，即可找出编辑器中 App 里收不到预期事件的每个视图和动作。发现的问题会在示意图中框出；每个问题都有一个示例，即能重现该错误的事件。',
    'Audit this app':
      '审计此 App',
    'Raw answer (JSON)':
      '原始回答（JSON）',
    'Raw JSON answer':
      '原始 JSON 回答',
    'Diagram':
      '示意图',
    'Clicking the diagram':
      '点按示意图时',
    'selects a responder':
      '选择响应者',
    'Finger position':
      '手指位置',
    'Finger':
      '手指',
    'Move finger':
      '移动手指',
    'Zoom':
      '缩放',
    'Zoom out':
      '缩小',
    'Zoom in':
      '放大',
    'Fit':
      '适应宽度',
    'Screen coordinates in points. A click puts the finger down there; a finger that moves takes its whole path along. Shift-click selects a responder whatever the mode.':
      '屏幕坐标，单位为点。点按会把手指放在那里；移动的手指会连同整条路径一起移动。按住 Shift 点按时，无论哪种模式都会选择响应者。',
    'The current step':
      '当前步骤',
    'Previous step':
      '上一步',
    'Next step':
      '下一步',
    'How the fingers move':
      '手指如何移动',
  },
  'ko': {
    'nothing':
      '없음',
    'none':
      '없음',
    'private':
      '비공개',
    'inserted by UIKit':
      'UIKit이 삽입',
    'The link\'s request body could not be read.':
      '링크의 요청 본문을 읽을 수 없습니다.',
    'There is no lesson named \'{name}\'.':
      '\'{name}\'(이)라는 레슨이 없습니다.',
    'The lesson \'{name}\' could not be loaded.':
      '레슨 \'{name}\'을(를) 불러올 수 없습니다.',
    'chain':
      '체인',
    '{n} lessons, basics first. Pick one to load it into the editor.':
      '레슨 {n}개, 기본부터 순서대로입니다. 하나를 고르면 편집기에 불러옵니다.',
    'No examples are available.':
      '사용할 수 있는 예제가 없습니다.',
    'Look at: {what}':
      '살펴볼 곳: {what}',
    'The lesson \'{name}\' could not be loaded ({why}).':
      '레슨 \'{name}\'을(를) 불러올 수 없습니다({why}).',
    'line {line}, column {column}':
      '{line}행 {column}열',
    'The request is not a valid JSON object yet: run it to see where, fix it, then try again.':
      '요청이 아직 올바른 JSON 객체가 아닙니다. 실행해서 위치를 확인하고 고친 뒤 다시 시도하십시오.',
    'tap':
      '탭',
    'long press':
      '길게 누르기',
    'pan':
      '팬',
    'swipe':
      '스와이프',
    'pinch':
      '핀치',
    'rotation':
      '회전',
    'drag':
      '드래그',
    'double tap':
      '더블 탭',
    'triple tap':
      '트리플 탭',
    '{n}-tap':
      '{n}회 탭',
    'at {point}':
      '{point}에서',
    '{index}: {gesture} aimed at \'{on}\'':
      '{index}: \'{on}\'을(를) 겨냥한 {gesture}',
    '{index}: {gesture} {where}':
      '{index}: {where} {gesture}',
    '{index}: {n}-finger {gesture}: {where}':
      '{index}: {n}손가락 {gesture}: {where}',
    'starts the chain there':
      '거기서 체인을 시작',
    'moves the finger':
      '손가락을 이동',
    'The documented profile never inserts private wrappers.':
      'documented 프로필은 비공개 래퍼를 삽입하지 않습니다.',
    'Event {n} ({type}) is not a touch: moving the finger replaces it with one (Undo brings it back).':
      '이벤트 {n}({type})은(는) 터치가 아닙니다. 손가락을 이동하면 터치로 바뀝니다(되돌리기로 복원합니다).',
    'Event {n} is aimed at \'{on}\': moving the finger gives it a point instead (Undo brings the aim back).':
      '이벤트 {n}은(는) \'{on}\'을(를) 겨냥합니다. 손가락을 이동하면 대신 위치가 주어집니다(되돌리기로 겨냥을 복원합니다).',
    'Running…':
      '실행 중…',
    'could not reach the service':
      '서비스에 닿지 못했습니다',
    'The service could not be reached: {why}':
      '서비스에 연결할 수 없습니다: {why}',
    'was refused ({status})':
      '거부되었습니다({status})',
    'This is the answer to an earlier request: the one in the editor {why}. It stays dimmed until a request runs.':
      '이것은 이전 요청에 대한 답입니다. 편집기의 요청은 {why}. 요청이 실행될 때까지 흐리게 표시됩니다.',
    'The diagram could not be loaded: {why}':
      '다이어그램을 불러올 수 없습니다: {why}',
    'The diagram could not be drawn: {why}':
      '다이어그램을 그릴 수 없습니다: {why}',
    'The diagram is not valid SVG.':
      '다이어그램이 올바른 SVG가 아닙니다.',
    'The finger':
      '손가락',
    'Finger {n}':
      '손가락 {n}',
    'lands':
      '닿음',
    'lifts':
      '뗌',
    '{n} lifts':
      '{n} 뗌',
    '({where}, where \'{missing}\' would go)':
      '({where}, \'{missing}\'이(가) 들어갈 자리)',
    '({where})':
      '({where})',
    'Show {where} in the editor':
      '편집기에서 {where} 보기',
    'at':
      '위치:',
    'Query parameter':
      '쿼리 매개변수',
    'takes {values}':
      '에 쓸 수 있는 값: {values}',
    'Did you mean \'{suggestion}\'?':
      '\'{suggestion}\'을(를) 뜻했습니까?',
    'Use \'{suggestion}\'':
      '\'{suggestion}\' 사용',
    'Problem':
      '문제',
    '{title} at line {line}, column {column}.':
      '{title}({line}행 {column}열).',
    'The chain from {from} has {n} responders.':
      '{from}에서 시작하는 체인에는 리스폰더가 {n}개 있습니다.',
    'Profile':
      '프로필',
    'iOS prints':
      'iOS 출력',
    'Chain from {from}: {n} responders.':
      '{from}에서 시작하는 체인: 리스폰더 {n}개.',
    'No diagnostics.':
      '진단이 없습니다.',
    'The answer has no result for this event.':
      '답에 이 이벤트의 결과가 없습니다.',
    'Event {n}: {summary}':
      '이벤트 {n}: {summary}',
    'Event':
      '이벤트',
    'Outcome':
      '결과',
    '(lifts at {point})':
      '({point}에서 뗌)',
    'hits nothing':
      '아무 뷰에도 맞지 않음',
    'Handler':
      '처리하는 리스폰더',
    'Chain starts at':
      '체인 시작',
    'First responder':
      'First responder',
    'succeeded':
      '성공',
    'failed ({why})':
      '실패({why})',
    'refused':
      '거부됨',
    ', keyboard shown':
      ', 키보드 표시',
    'Aimed at':
      '겨냥한 뷰',
    ', reached':
      ', 도달함',
    ', cannot be reached':
      ', 도달할 수 없음',
    'Row selection':
      '행 선택',
    'selected':
      '선택됨',
    'not selected':
      '선택되지 않음',
    'runs':
      '실행:',
    'is not told':
      '에 알리지 않음',
    'no delegate is told':
      '알림을 받는 델리게이트 없음',
    'shown':
      '표시',
    'hidden':
      '숨김',
    'First responder before → after':
      'first responder 전 → 후',
    'Keyboard before → after':
      '키보드 전 → 후',
    'Each window after':
      '각 윈도우(후)',
    '(key)':
      '(키)',
    'no first responder':
      'first responder 없음',
    'no responder':
      '리스폰더 없음',
    'Step {n} of {count}: {what}':
      '{count}단계 중 {n}단계: {what}',
    'Finger {n} at {point} in {window}':
      '손가락 {n}: {window}의 {point}',
    'Finger {n} at {point}':
      '손가락 {n}: {point}',
    '(not delivered: {why})':
      '(전달되지 않음: {why})',
    'and {n} more siblings, through':
      '외 형제 뷰 {n}개, 마지막은',
    'returns':
      '반환:',
    'Point in its own coordinates: {point}.':
      '자체 좌표에서의 위치: {point}.',
    'View (indented by depth) and reason':
      '뷰(깊이만큼 들여쓰기)와 이유',
    'Starts at {responder} ({why}).':
      '{responder}에서 시작합니다({why}).',
    'next by':
      '다음 규칙:',
    '(last)':
      '(마지막)',
    'The chain ends ({why}): {explanation}':
      '체인의 끝({why}): {explanation}',
    'iOS prints: {what}':
      'iOS 출력: {what}',
    'Recognizer':
      '인식기',
    'On view':
      '뷰',
    'scrolled':
      '스크롤함',
    'did not scroll':
      '스크롤하지 않음',
    'content touches:':
      '콘텐츠 터치:',
    'handled by':
      '처리:',
    'never reached:':
      '닿지 않음:',
    'reached by':
      '도달 방식:',
    'sent by':
      '보낸 뷰:',
    'on {event}':
      '({event})',
    'Target:':
      '타깃:',
    'Target: nil (the responder chain is searched)':
      '타깃: nil(Responder Chain을 검색합니다)',
    'The walk starts at':
      '검색 시작:',
    'Performed by':
      '실행:',
    'offered by':
      '제공:',
    'declined by':
      '거절:',
    'Action':
      '액션',
    'Shown':
      '표시',
    'Why':
      '이유',
    'No diagnostics for this answer.':
      '이 답에는 진단이 없습니다.',
    'Hint: {hint}':
      '힌트: {hint}',
    'Highlight in the diagram: {names}':
      '다이어그램에서 강조: {names}',
    'The app before the answer: pick the responder that handles the event.':
      '답을 보기 전의 앱입니다. 이벤트를 처리하는 리스폰더를 고르십시오.',
    'Windows and views':
      '윈도우와 뷰',
    'Other responders':
      '다른 리스폰더',
    'Who handles event {n}, {what}? Pick a responder in the list or in the picture, then Reveal.':
      '이벤트 {n}({what})은(는) 누가 처리할까요? 목록이나 그림에서 리스폰더를 고른 뒤 \'정답 보기\'를 누르십시오.',
    'Pick a responder…':
      '리스폰더 선택…',
    'Nobody: UIKit discards the event':
      '아무도 처리하지 않음: UIKit이 이벤트를 버립니다',
    'Predict: who handles event {n}? The answer shows when you reveal it.':
      '예측: 이벤트 {n}은(는) 누가 처리할까요? 정답을 보면 답이 표시됩니다.',
    '{responder} handles it':
      '{responder}이(가) 처리합니다',
    'nobody handles it: UIKit discards the event':
      '아무도 처리하지 않아 UIKit이 이벤트를 버립니다',
    'nobody':
      '아무도 처리하지 않음',
    'Right: {truth}.':
      '정답입니다: {truth}.',
    'Not quite: you picked {guess}, but {truth}.':
      '아쉽습니다: {guess}을(를) 골랐지만 {truth}.',
    'The editor holds no app to audit: fix the request first.':
      '편집기에 감사할 앱이 없습니다. 먼저 요청을 고치십시오.',
    'Auditing…':
      '감사 중…',
    'The audit was refused: {why}':
      '감사가 거부되었습니다: {why}',
    '{errors}, {warnings}, {infos} ({views} sampled, {points} hit-tested).':
      '{errors}, {warnings}, {infos}({views} 조사, {points} 히트 테스트).',
    'Nothing found: every interactive view can be reached and every action delivered.':
      '발견된 것이 없습니다. 상호작용하는 뷰에 모두 닿고 모든 액션이 전달됩니다.',
    'Run its witness (shows the diagnostic {code})':
      '증거 이벤트 실행(진단 {code} 표시)',
    'Run its witness (shows that {responder} is never reached)':
      '증거 이벤트 실행({responder}에 닿지 않음을 보여 줌)',
    'Highlight: {names}':
      '강조: {names}',
    'The request\'s event is now the witness of {code}.':
      '요청의 이벤트가 이제 {code}의 증거 이벤트입니다.',
    'views line {line}':
      '뷰 {line}행',
    'In the views text, at {where}.':
      '뷰 텍스트의 {where}.',
    '{title} at {where} of the views text.':
      '{title}(뷰 텍스트의 {where}).',
    'controllers line {line}':
      '컨트롤러 {line}행',
    'In the controllers text, at {where}.':
      '컨트롤러 텍스트의 {where}.',
    '{title} at {where} of the controllers text.':
      '{title}(컨트롤러 텍스트의 {where}).',
    'Paste what recursiveDescription or _printHierarchy printed (or both), then import.':
      'recursiveDescription 또는 _printHierarchy의 출력(또는 둘 다)을 붙여 넣은 뒤 가져오십시오.',
    'Importing…':
      '가져오는 중…',
    'The editor holds the imported app, with a touch at the centre of the screen.':
      '편집기에 가져온 앱이 들어 있고, 터치는 화면 가운데에 있습니다.',
    'line {line}':
      '{line}행',
    'Imported {windows}, {views} and {controllers}, with {things} to fill in and {lines} left out.':
      '{windows}, {views}, {controllers}를 가져왔습니다. 채울 것은 {things}, 빠진 것은 {lines}입니다.',
    'Imported {windows}, {views} and {controllers}, with nothing to fill in and {lines} left out.':
      '{windows}, {views}, {controllers}를 가져왔습니다. 채울 것은 없고, 빠진 것은 {lines}입니다.',
    'Imported: the app is in the request editor and drawn in the diagram.':
      '가져왔습니다. 앱은 요청 편집기에 있고 다이어그램에 그려져 있습니다.',
    'Nothing: the dumps showed all the app needs.':
      '없습니다. 출력에 앱에 필요한 것이 모두 있었습니다.',
    'Select in the diagram':
      '다이어그램에서 선택',
    'Show in the editor':
      '편집기에서 보기',
    'The editor\'s app has no {name} at {pointer} any more.':
      '편집기 앱의 {pointer}에 더 이상 {name}이(가) 없습니다.',
    'Selected {names}.':
      '{names}을(를) 선택했습니다.',
    '{field}: add it to {name}, at line {line} of the editor.':
      '{field}: 편집기 {line}행의 {name}에 추가하십시오.',
    'Show {where}':
      '{where} 보기',
    'Selection cleared.':
      '선택을 해제했습니다.',
    'The {type} event was replaced by a touch at ({x}, {y}); Undo brings it back.':
      '{type} 이벤트를 ({x}, {y})의 터치로 바꿨습니다. 되돌리기로 복원합니다.',
    'The touch aimed at \'{on}\' now lands at ({x}, {y}); Undo brings the aim back.':
      '\'{on}\'을(를) 겨냥한 터치가 이제 ({x}, {y})에 닿습니다. 되돌리기로 겨냥을 복원합니다.',
    'Finger moved to ({x}, {y}).':
      '손가락을 ({x}, {y})(으)로 옮겼습니다.',
    'Finger moved: it now lands at ({x}, {y}) and lifts at {end}, the same path moved by ({dx}, {dy}).':
      '손가락을 옮겼습니다. 이제 ({x}, {y})에 닿고 {end}에서 떼며, 같은 경로를 ({dx}, {dy})만큼 옮겼습니다.',
    'That point is off the screen; click inside a window to move the finger.':
      '그 위치는 화면 밖입니다. 손가락을 옮기려면 윈도우 안을 클릭하십시오.',
    'Formatted.':
      '정리했습니다.',
    'The import is undone: the editor holds the request you had before it.':
      '가져오기를 되돌렸습니다. 편집기에는 가져오기 전의 요청이 있습니다.',
    'Link copied: it restores this request, event, step and selection.':
      '링크를 복사했습니다. 이 요청, 이벤트, 단계, 선택을 복원합니다.',
    'Copying is not allowed here: the link is in the address bar.':
      '여기서는 복사할 수 없습니다. 링크는 주소창에 있습니다.',
    'Give the finger an x and a y (screen points).':
      '손가락의 x와 y(화면 포인트)를 입력하십시오.',
    'The examples could not be loaded.':
      '예제를 불러올 수 없습니다.',
    '{name} lands at {start} and lifts at {end}, after {n} move.':
      '{name}이(가) {start}에 닿고 {n}번 움직인 뒤 {end}에서 뗍니다.',
    '{name} lands at {start} and lifts at {end}, after {n} moves.':
      '{name}이(가) {start}에 닿고 {n}번 움직인 뒤 {end}에서 뗍니다.',
    '{n} diagnostic.':
      '진단 {n}개.',
    '{n} diagnostics.':
      '진단 {n}개.',
    '{n} error':
      '오류 {n}개',
    '{n} errors':
      '오류 {n}개',
    '{n} warning':
      '경고 {n}개',
    '{n} warnings':
      '경고 {n}개',
    '{n} info':
      '정보 {n}개',
    '{n} infos':
      '정보 {n}개',
    '{n} view':
      '뷰 {n}개',
    '{n} views':
      '뷰 {n}개',
    '{n} point':
      '{n}개 지점',
    '{n} points':
      '{n}개 지점',
    '{n} window':
      '윈도우 {n}개',
    '{n} windows':
      '윈도우 {n}개',
    '{n} controller':
      '컨트롤러 {n}개',
    '{n} controllers':
      '컨트롤러 {n}개',
    '{n} thing':
      '{n}개 항목',
    '{n} things':
      '{n}개 항목',
    '{n} line':
      '{n}행',
    '{n} lines':
      '{n}행',
    'Selected {names}: {n} row in the answer.':
      '{names}을(를) 선택했습니다. 답의 {n}행입니다.',
    'Selected {names}: {n} rows in the answer.':
      '{names}을(를) 선택했습니다. 답의 {n}행입니다.',
    'ResponderLab playground':
      'ResponderLab 플레이그라운드',
    'Describe an iOS app, send it an event, and see how UIKit delivers it: hit-testing, the responder chain, gesture recognizers and actions.':
      'iOS 앱을 기술하고 이벤트를 보내, UIKit이 어떻게 전달하는지 확인합니다. 히트 테스트, Responder Chain, 제스처 인식기, 액션.',
    'Skip to the request editor':
      '요청 편집기로 건너뛰기',
    'Skip to the answer':
      '답으로 건너뛰기',
    'Describe an app, send it an event, and see how UIKit delivers it.':
      '앱을 기술하고 이벤트를 보내, UIKit이 어떻게 전달하는지 확인합니다.',
    'Copy link to this state':
      '이 상태의 링크 복사',
    'Examples (JSON)':
      '예제(JSON)',
    'Language':
      '언어',
    'Lessons':
      '레슨',
    'Loading the examples…':
      '예제를 불러오는 중…',
    'The lesson\'s description and what to look at show once you reveal the answer.':
      '레슨 설명과 살펴볼 곳은 정답을 보면 표시됩니다.',
    'Request':
      '요청',
    'Evaluation options':
      '평가 옵션',
    'runtime (what iOS prints)':
      'runtime(iOS의 실제 출력)',
    'documented (Apple\'s written rules)':
      'documented(Apple 문서의 규칙)',
    'Sets the request\'s profile and runs again.':
      '요청의 프로필을 설정하고 다시 실행합니다.',
    'Synthesize private wrappers':
      '비공개 래퍼 합성',
    'Diagnose unreachable views':
      '닿지 않는 뷰 진단',
    'Nil-targeted actions start at':
      '타깃이 nil인 액션의 시작',
    'the first responder':
      'first responder',
    'the sending control':
      '보낸 컨트롤',
    'Disabled controls':
      '비활성 컨트롤',
    'forward touches':
      '터치를 넘김',
    'absorb touches':
      '터치를 흡수',
    'Full hit-test trace':
      '히트 테스트 과정 전체',
    'Request body (JSON) for':
      '요청 본문(JSON):',
    'line 1, column 1':
      '1행 1열',
    'Run':
      '실행',
    'Format JSON':
      'JSON 정리',
    'Reset lesson':
      '레슨 초기화',
    'Undo last change':
      '마지막 변경 되돌리기',
    'Ctrl+Enter (⌘+Enter on a Mac) runs the request, from anywhere on the page but the import form. Tab leaves the editor.':
      'Ctrl+Enter(Mac에서는 ⌘+Enter)는 가져오기 양식을 뺀 페이지 어디에서나 요청을 실행합니다. Tab으로 편집기를 벗어납니다.',
    'Paste from the debugger':
      '디버거에서 붙여 넣기',
    'Make an app from the views lldb prints':
      'lldb가 출력하는 뷰로 앱 만들기',
    'Pause your app in the debugger, print its views, and paste what lldb prints, prompt lines and all. Import (or Ctrl+Enter, ⌘+Enter on a Mac, anywhere in this form) turns it into an app description in the request editor; Undo last change brings back the request you had.':
      '디버거에서 앱을 일시 정지하고 뷰를 출력한 뒤, lldb의 출력을 프롬프트 줄까지 그대로 붙여 넣으십시오. \'가져오기\'(또는 이 양식 안에서 Ctrl+Enter, Mac에서는 ⌘+Enter)를 누르면 요청 편집기의 앱 기술이 됩니다. \'마지막 변경 되돌리기\'로 원래 요청을 되찾습니다.',
    'Views, from':
      '뷰, 출력:',
    'In Swift:':
      'Swift에서:',
    '. In Objective-C:':
      '. Objective-C에서:',
    'View controllers, from':
      '뷰 컨트롤러, 출력:',
    '(optional)':
      '(선택)',
    'In lldb:':
      'lldb에서:',
    '. Each controller is placed at its view, so the responder chain runs through it.':
      '. 각 컨트롤러는 자신의 뷰 자리에 놓이므로 Responder Chain이 그곳을 지납니다.',
    'Screen size in points (optional: 390 × 844 when empty)':
      '화면 크기(포인트, 선택: 비우면 390 × 844)',
    'width':
      '너비',
    'height':
      '높이',
    'Import':
      '가져오기',
    'Click a view in the diagram to tap it there, or':
      '다이어그램의 뷰를 클릭하면 그곳을 탭합니다. 또는',
    'Audit the imported app':
      '가져온 앱 감사',
    'What the dumps do not show':
      '출력에 나오지 않는 것',
    'lldb prints views and controllers, not target-actions, the kinds of gesture recognizers or overridden methods. Each item names the field to add to the app; pick one to find its object in the diagram or the editor.':
      'lldb는 뷰와 컨트롤러만 출력하고, 타깃-액션, 제스처 인식기의 종류, 재정의한 메서드는 출력하지 않습니다. 각 항목은 앱에 추가할 필드를 알려 줍니다. 하나를 고르면 다이어그램이나 편집기에서 그 객체를 찾습니다.',
    'Lines left out':
      '빠진 줄',
    'Notes':
      '참고',
    'Answer':
      '답',
    'Predict, then reveal':
      '예측한 뒤 정답 보기',
    'Pick who handles the event before the answer shows.':
      '답이 표시되기 전에 이벤트를 처리할 리스폰더를 고릅니다.',
    'Nothing run yet.':
      '아직 아무것도 실행하지 않았습니다.',
    'Show the problem':
      '문제 보기',
    'Your prediction':
      '나의 예측',
    'Handled by':
      '처리하는 리스폰더',
    'Reveal':
      '정답 보기',
    'Path, step by step':
      '경로',
    'Step through the path':
      '경로를 한 단계씩 이동',
    '← Previous':
      '← 이전',
    'Next →':
      '다음 →',
    'Alt+← and Alt+→ step back and on from anywhere on the page but a text field; ↑ and ↓ do it in the list.':
      '텍스트 입력란을 뺀 페이지 어디에서나 Alt+←와 Alt+→로 단계를 뒤로, 앞으로 옮깁니다. 목록에서는 ↑와 ↓를 씁니다.',
    'Hit-test trace':
      '히트 테스트 과정',
    'Responder chain':
      'Responder Chain',
    'Start the chain at':
      '체인 시작',
    'Gesture recognizers':
      '제스처 인식기',
    'Touch deliveries':
      '터치 전달',
    'Actions':
      '액션',
    'Edit menu':
      '편집 메뉴',
    'Diagnostics':
      '진단',
    'Audit of this app':
      '이 앱의 감사',
    'Finds, without an event, every view and action of the app in the editor that will not get the events it is built for. Its findings are outlined in the diagram; each has a witness, an event that shows the bug.':
      '이벤트 없이, 편집기 앱에서 의도한 이벤트를 받지 못하는 뷰와 액션을 모두 찾습니다. 찾은 것은 다이어그램에 테두리로 표시되며, 각각 버그를 보여 주는 증거 이벤트가 있습니다.',
    'Audit this app':
      '이 앱 감사',
    'Raw answer (JSON)':
      '원본 답(JSON)',
    'Raw JSON answer':
      '원본 JSON 답',
    'Diagram':
      '다이어그램',
    'Clicking the diagram':
      '다이어그램을 클릭하면',
    'selects a responder':
      '리스폰더를 선택',
    'Finger position':
      '손가락 위치',
    'Finger':
      '손가락',
    'Move finger':
      '손가락 이동',
    'Zoom':
      '확대/축소',
    'Zoom out':
      '축소',
    'Zoom in':
      '확대',
    'Fit':
      '맞춤',
    'Screen coordinates in points. A click puts the finger down there; a finger that moves takes its whole path along. Shift-click selects a responder whatever the mode.':
      '화면 좌표(포인트)입니다. 클릭하면 그곳에 손가락을 놓고, 움직이는 손가락은 경로 전체가 함께 옮겨집니다. Shift+클릭은 모드와 상관없이 리스폰더를 선택합니다.',
    'The current step':
      '현재 단계',
    'Previous step':
      '이전 단계',
    'Next step':
      '다음 단계',
    'How the fingers move':
      '손가락의 움직임',
  },
};
