import ResponderCore

extension Lessons {
    /// Every lesson's title, description and note in Japanese, keyed by lesson name: the note points at the
    /// playground's panels as the page names them in Japanese.
    static let japanese: [String: LessonWords] = [
        "delete-button": LessonWords(
            title: "受信トレイのテーブルにある削除ボタン",
            description:
                "表示された受信トレイ画面で、テーブルセルの中の削除ボタンをタップします。ヒットテストはボタンを選び、ボタンはタッチを自分で追跡して、deleteTapped: をターゲットである受信トレイのコントローラへ直接送ります。ボタンからのチェーンは、iOS が表示する 12 個の項目です。",
            lookAt:
                "まず「ヒットテストの経過」を見てください。ヒットテストはウィンドウに、次に各ビューに前面から順に問い合わせ、指を含むもっとも深いビュー、UIButton 'deleteButton' を選びます。次に「経路」で「次へ」を押して一歩ずつ進めます。各ステップは図の中でそのレスポンダーを光らせ、ウィンドウからボタンへ進みます。ボタンはタッチを自分で追跡し、そのあと deleteTapped: を実行する InboxViewController 'inbox' へ進みます。"
        ),
        "delete-button-chain": LessonWords(
            title: "削除ボタンのレスポンダーチェーン",
            description:
                "削除ボタンの chainDescription です。iOS が表示する 12 個のクラス名と、各 next のつながりの背後にある UIKit の規則を示します。UITableViewCellContentView、UIDropShadowView、UITransitionView は、実行時のプロファイルが挿入する非公開のラッパーです。",
            lookAt:
                "「レスポンダーチェーン」を上から読んでください。各レスポンダーの next と、その背後にある UIKit の規則（スーパービュー、ビューのコントローラ、表示されたシートのために iOS が挿入するラッパービュー）が並びます。図は同じレスポンダーに順番に番号を振ります。"
        ),
        "delete-button-documented": LessonWords(
            title: "Apple の文書の規則による削除ボタンのチェーン",
            description:
                "Apple の文書によれば、表示されたコントローラの next は表示元のコントローラ、ウィンドウのルートコントローラの next はウィンドウ、ウィンドウの next はアプリケーションです。非公開のラッパーもウィンドウシーンも現れません。",
            lookAt:
                "「レスポンダーチェーン」を前のレッスンのものと比べてください。Apple の文書の規則では、表示されたコントローラ InboxViewController 'inbox' の next は表示元のコントローラ UIViewController 'root' で、ラッパービューは並びません。"
        ),
        "navigation-stack-chain": LessonWords(
            title: "ナビゲーションスタックの中のボタンのチェーン",
            description:
                "受信トレイの上のナビゲーションスタックにプッシュされたメッセージ画面の返信ボタンです。ウィンドウにあるのは一番上のコントローラのビューだけで、iOS はそれをナビゲーションコントローラの 3 つの非公開ビューで包んでから、チェーンが UINavigationController とウィンドウに届きます。その下の受信トレイのコントローラには、画面上のビューがありません。",
            lookAt:
                "「レスポンダーチェーン」を MessageViewController 'message' から読んでください。その next は UIViewControllerWrapperView で、次に UINavigationTransitionView と UILayoutContainerView（ナビゲーションコントローラ自身のビュー）が続きます。これらはプッシュされたコントローラのために iOS が表示する非公開のビューで、そのあとに UINavigationController 'nav' とウィンドウが来ます。「プロファイル」を documented に切り替えると、コントローラはナビゲーションコントローラのビューへ直接進みます。"
        ),
        "button-in-image-view": LessonWords(
            title: "UIImageView の中のボタンはタップを受け取りません",
            description:
                "UIImageView の isUserInteractionEnabled はデフォルトで false です。タッチを受け取れない親はその子をすべて隠すので、アートワーク上の再生ボタンにはタップが届きません。",
            lookAt:
                "「ヒットテストの経過」で、UIImageView 'artwork' は userInteractionDisabled と示します。ヒットテストはそれとその中のすべてを飛ばすので、ボタンには問い合わせがなく、タッチは UIView 'playerView' へ行きます。「診断」の警告が直し方を示します。"
        ),
        "button-outside-parent": LessonWords(
            title: "親の境界の外に見えるボタンはタップを無視します",
            description:
                "よくあるバグです。保存ボタンは 300x60 のツールバーの下に描かれています（clipsToBounds が false なので見えます）が、ヒットテストはサブビューを見る前にツールバーを退けるので、タップはルートビューに届き、ボタンはそれを受け取りません。",
            lookAt:
                "「ヒットテストの経過」で、UIView 'toolbar' は pointOutside と示します。その境界は指を含まないので、そこに描かれた保存ボタンも含めて、サブビューには問い合わせがありません。図では、ボタンはツールバーの枠の外にあります。「診断」の outsideSuperviewBounds の警告が、何を変えればよいかを示します。"
        ),
        "follow-button-unreachable": LessonWords(
            title: "フォローボタンをタップしても何も起きません",
            description:
                "フォローボタンはプロフィールのヘッダのすぐ下に見えますが、タップしても何も起きません。このタッチは点ではなくボタンを指定しているので、サービスは指が届くボタンの場所を探します。見つからないのでその理由を示し、ボタンの中心でタップを試します。",
            lookAt:
                "概要の「狙った先」は、UIButton 'followButton' に届かないことと、その理由を示します。ボタンはクリップしない UIView 'header' の下にはみ出していて、ヒットテストはボタンに問い合わせる前にヘッダを退けます。ボタンの中心へのタップは代わりに UIView 'profileView' に届きます。「診断」の aimedViewUnreachable の警告が、何を変えればよいかを示します。"
        ),
        "clear-overlay-covers-button": LessonWords(
            title: "透明なオーバーレイが保存ボタンを覆っています",
            description:
                "読み込みが終わったあとも読み込み中のオーバーレイが画面に残っています。透明なので保存ボタンは透けて見えますが、isUserInteractionEnabled はまだ true で前面にあるため、ヒットテストはオーバーレイを返し、ボタンはタップを受け取りません。",
            lookAt:
                "「ヒットテストの経過」で、UIView 'loadingOverlay' は hit と示し、保存ボタンには問い合わせがありません。オーバーレイは前面にあり、透明なのにタッチを受け取ります。「診断」の coveredByOtherView の警告が、両方のビューと直し方を示します。"
        ),
        "button-added-to-cell": LessonWords(
            title: "contentView ではなくセルに追加されたボタン",
            description:
                "フォローボタンは cell.contentView.addSubview ではなく cell.addSubview で追加されました。セルのコンテンツビューはセル自身のサブビューの上にあるので、ボタンへのタップはコンテンツビューに届き、ボタンは動作しません。",
            lookAt:
                "「ヒットテストの経過」は UITableViewCellContentView 'cell.contentView' で終わります。これはセル自身のサブビューのあとに追加されたので上にあり、ボタンに問い合わせる前にタッチを受け取ります。ステップでは、タッチが UITableView 'table' までさかのぼり、テーブルが代わりに行を選択します（概要の「行の選択」）。「診断」の coveredByOtherView の警告は、ボタンをコンテンツビューに追加するよう示します。"
        ),
        "close-button-44pt": LessonWords(
            title: "CloseButton：タップ領域が 44 ポイントある 24 ポイントのボタン",
            description:
                "CloseButton は point(inside:with:) をオーバーライドして境界を少なくとも 44x44 に広げるので、描かれた枠の 8 ポイント外のタップでもボタンに当たります。",
            lookAt:
                "指はボタンの描かれた枠の外に触れていますが、「ヒットテストの経過」で CloseButton 'closeButton' は hit と示します。その point(inside:) が受け持つ領域を 44 × 44 ポイントに広げていて、図は 24 ポイントのボタンのまわりにその領域を描きます。その領域のすぐ外をクリックすると、タッチが UIView 'sheetView' へ行くのがわかります。"
        ),
        "hit-test-returns-nil": LessonWords(
            title: "nil を返す hitTest はサブツリー全体をタッチできなくします",
            description: "オーバーレイが hitTest(_:with:) をオーバーライドして nil を返します。オーバーレイもそのボタンもヒットせず、タッチは背後の地図へ抜けます。",
            lookAt:
                "「ヒットテストの経過」で、OverlayView 'overlay' は hitTestReturnsNil と示します。そのサブツリー全体が飛ばされ、タッチは背後の MapView 'map' へ抜けます。「診断」の警告が、どのタッチも届かないオーバーレイの中のボタンを示します。"
        ),
        "hit-test-redirect": LessonWords(
            title: "hitTest がタッチを別のビューへ向けます",
            description:
                "コンテナが hitTest(_:with:) をオーバーライドして self.subviews[0] を返すので、その中のどこをタップしても、指がスライダーの上になくてもスライダーへ行きます。",
            lookAt:
                "「ヒットテストの経過」で、ScrubAreaView 'scrubArea' は redirected と示します。指がスライダーの上にないのに、その hitTest はスライダーを返すので、ステップは UISlider 'slider' から始まり、スライダーがタッチを追跡します。"
        ),
        "badge-swallows-touches": LessonWords(
            title: "BadgeView が touchesBegan を飲み込みます",
            description:
                "BadgeView は super を呼ばずに touchesBegan をオーバーライドしています。バッジは強調表示されますが、たどる道はそこで止まるので、やはり touchesBegan を処理するセルとコントローラにはそれが届きません。テーブルのスワイプのジェスチャー認識は別の経路なので影響を受けません。",
            lookAt:
                "「タッチの配信」で、touchesBegan は BadgeView 'badge' で止まり（swallowed）、同じくそれをオーバーライドしている MessageCell 'cell' と InboxViewController 'inbox' には届きません。「診断」の touchesSwallowed の警告のヒントを読んでください。"
        ),
        "badge-calls-super": LessonWords(
            title: "BadgeView が super を呼ぶと、タッチは転送され続けます",
            description: "直し方です。BadgeView は強調表示の前に super.touchesBegan を呼ぶので、セルと受信トレイのコントローラもタッチを処理します。",
            lookAt:
                "同じタップで、今度は super を呼びます。「タッチの配信」では touchesBegan を BadgeView 'badge'、MessageCell 'cell'、InboxViewController 'inbox' が順に処理し、「診断」には警告がありません。"
        ),
        "drawing-responder": LessonWords(
            title: "キャンバスのあとに差し込まれた独自のレスポンダーオブジェクト",
            description:
                "DrawingResponder はビューではない、ただの UIResponder のサブクラスです。キャンバスビューは next をオーバーライドしてそれを返し、DrawingResponder は touchesBegan と touchesMoved をオーバーライドして複数の指のストロークを集めます。DrawingResponder 自身の next はキャンバスのコントローラへ戻ります。",
            lookAt:
                "「レスポンダーチェーン」を読んでください。CanvasView 'canvas' は next をオーバーライドして、ビューではないただの UIResponder、DrawingResponder 'drawing' を差し込みます。ステップでは、それが各タッチをキャンバスの直後に受け取り、そこで止まるのがわかります。"
        ),
        "disabled-button": LessonWords(
            title: "無効なボタンはアクションを送らず、そのタッチはセルへ行きます",
            description:
                "無効な UIControl はタッチを追跡せず、どのアクションも送りません。デフォルト（disabledControlTouches: forward の設定）ではタッチは next へ進むので、セルの touchesBegan は実行されます。",
            lookAt:
                "アクションは送られません。ステップでは、無効な UIButton 'checkoutButton' はタッチを追跡せずに転送し、CartRowView 'row' がそれを処理します。「無効なコントロール」を absorb にして、ステップが変わるのを見てください。"
        ),
        "tap-gesture-vs-button": LessonWords(
            title: "スーパービューのタップのジェスチャー認識より、ボタンがタップを勝ち取ります",
            description:
                "カードの UITapGestureRecognizer はキーボードを閉じます。その中のいいねボタンはそれでも動作します。UIKit のコントロールは、祖先にあるシングルタップのジェスチャー認識を失敗させるからです。",
            lookAt:
                "「ジェスチャー認識」で、カードの UITapGestureRecognizer 'cardTap' は preventedByControl と示します。ボタンがシングルタップを勝ち取り、「アクション」は FeedViewController 'feed' が実行するその like: アクションを示します。"
        ),
        "tap-gesture-steals-custom-view": LessonWords(
            title: "スーパービューのタップのジェスチャー認識が独自ビューのタッチを奪います",
            description:
                "ジェスチャー認識はビューより先にタッチを見ます。カードのタップのジェスチャー認識が認識し、cancelsTouchesInView が true なので、RatingView は touchesEnded の代わりに touchesCancelled を受け取ります。UIKit のコントロールと違い、独自ビューは祖先のジェスチャー認識を失敗させません。",
            lookAt:
                "「ジェスチャー認識」で、UITapGestureRecognizer 'cardTap' が認識します。そのビューのタッチをキャンセルするので、「タッチの配信」では RatingView 'rating' が touchesEnded の代わりに touchesCancelled を受け取り、「アクション」は FeedViewController 'feed' が実行する openCard: を示します。"
        ),
        "two-finger-tap-on-a-board": LessonWords(
            title: "2 本指のタップがボードの 2 つのタイルに触れます",
            description:
                "ボードには、最後の手を取り消す 2 本指タップのジェスチャー認識があります。2 本の指は別々のタイルに触れるので、ヒットテストはそれぞれの指に別のビューを与えます。それでも UIKit は、ボードまたはその中のビューにヒットテストされたすべてのタッチをボードのジェスチャー認識に渡すので、ジェスチャー認識は両方の指を同時に見て、2 本指のタップを認識します。",
            lookAt:
                "概要には 2 本の指と 2 つのヒットしたビュー、TileView 'tileA1' と TileView 'tileB2' が並びますが、「ジェスチャー認識」には UITapGestureRecognizer 'undoTap' が一度だけ、recognized として並びます。その理由は 2 本指のタップだと示します。ジェスチャー認識は、そのビューにあるすべての指で一度だけ判定されます。そのあと各タイルは touchesCancelled を受け取り、「アクション」は GameViewController 'game' が undoMove: を実行するのを示します。"
        ),
        "row-selects-and-tells-delegate": LessonWords(
            title: "行をタップすると選択され、テーブルのデリゲートに伝わります",
            description:
                "UIKit はセルのタッチが終わったときに行を選択します。touchesEnded はラベルからコンテンツビューとセルを通ってテーブルまでさかのぼり、テーブルは行を選択してデリゲートの tableView(_:didSelectRowAt:) を呼びます。2 行目のスイッチをタップしても行は選択されません。スイッチはタッチを自分で追跡し、先へ渡さないからです。",
            lookAt:
                "イベント 0：概要の「行の選択」は、UITableViewCell 'accountCell' の行が選択され、SettingsViewController 'settings' に伝わると示します。最後のステップでは、UITableView 'table' が touchesEnded を受け取り、コントローラが tableView(_:didSelectRowAt:) を実行します。イベントメニューでイベント 1 を選んでください。UISwitch 'wifiSwitch' はタッチを追跡して先へ渡さないので、行は選択されず、スイッチの wifiChanged: アクションだけが実行されます。"
        ),
        "row-tap-dismiss-recognizer": LessonWords(
            title: "キーボードを閉じるタップのジェスチャー認識が行の選択を妨げます",
            description:
                "コントローラは、キーボードを隠すためにタップのジェスチャー認識を自分のビューに追加しました。ジェスチャー認識はビューより先にタッチを見ます。行へのタップを認識し、cancelsTouchesInView が true なので、セルは touchesEnded の代わりに touchesCancelled を受け取り、テーブルは行を選択せず、tableView(_:didSelectRowAt:) は実行されません。",
            lookAt:
                "「ジェスチャー認識」で UITapGestureRecognizer 'dismissKeyboard' が認識し、「診断」の touchesCancelledByGesture の警告は、行の選択が実行されないと示します。概要の「行の選択」はそのジェスチャー認識の名前を挙げます。ヒントが直し方を示します。cancelsTouchesInView を false にするか、テーブルの中のタッチについて gestureRecognizer(_:shouldReceive:) から false を返します。"
        ),
        "table-delegate-not-set": LessonWords(
            title: "didSelectRowAt が実行されません：テーブルにデリゲートがありません",
            description:
                "コントローラは tableView(_:didSelectRowAt:) を実装していますが、誰も tableView.delegate = self と書いていません（設定されたのは dataSource だけです）。タップは行を選択しますが、UIKit には伝える相手のデリゲートがありません。",
            lookAt:
                "概要の「行の選択」は、UITableViewCell 'contactCell' の行が選択されるものの、誰にも伝わらないと示します。テーブルにデリゲートがないからです。「診断」の selectionDelegateMissing の警告は、tableView(_:didSelectRowAt:) を実装しているのにテーブルのデリゲートにされなかった ContactsViewController 'contacts' の名前を挙げます。"
        ),
        "sheet-pan-steals-slider": LessonWords(
            title: "シートのパンジェスチャーが音量スライダーのドラッグを奪います",
            description:
                "プレーヤー画面は、ビューにあるパンのジェスチャー認識で自分を下へドラッグします。ジェスチャー認識はビューより先にタッチを見て、ビューのサブツリーのすべてのタッチがこのジェスチャー認識に届くので、音量スライダーに沿ったドラッグはシートのパンとして認識されます。スライダーのタッチはキャンセルされ、その値は変わりません。",
            lookAt:
                "図は UISlider 'volumeSlider' を横切るドラッグを描きます。「ジェスチャー認識」で UIPanGestureRecognizer 'sheetPan' がそれを認識します。「タッチの配信」ではスライダーが touchesCancelled を受け取るので、その valueChanged アクションは実行されません。touchesCancelledByGesture の警告のヒントは、実際に使われている直し方 gestureRecognizer(_:shouldReceive:) を挙げ、cancelsTouchesInView = false ではだめな理由を示します。"
        ),
        "slider-keeps-drag-should-receive": LessonWords(
            title: "shouldReceive がシートのパンをスライダーから遠ざけます",
            description:
                "奪われたスライダーの直し方です。パンのジェスチャー認識のデリゲートは、スライダーの中のタッチについて gestureRecognizer(_:shouldReceive:) から false を返します。ジェスチャー認識はそのドラッグを見ないので、スライダーがそれを追跡して valueChanged を送ります。ほかの場所でのドラッグは、これまでどおりシートを動かします。代わりに cancelsTouchesInView = false にすると、スライダーとシートが一緒に動いてしまいます。",
            lookAt:
                "イベント 0：「ジェスチャー認識」で UIPanGestureRecognizer 'sheetPan' は touchNotReceived と示し、その理由は gestureRecognizer(_:shouldReceive:) を挙げます。「アクション」はスライダーの volumeChanged: アクションが実行されたことを示します。イベントメニューでイベント 1 を選んでください。スライダーの上での同じドラッグは sheetPan に届き、sheetPan が認識してシートを動かします。"
        ),
        "single-tap-waits-for-double-tap": LessonWords(
            title: "ダブルタップを待つシングルタップ",
            description:
                "写真には 2 つのタップのジェスチャー認識があります。ダブルタップで拡大し、シングルタップでいいねします。シングルタップのジェスチャー認識は、ダブルタップのジェスチャー認識が失敗するのを待つよう指定されています（require(toFail:)）。ダブルタップは拡大していいねはせず、シングルタップはダブルタップが失敗したあと、少し遅れていいねします。待たなければ、ダブルタップは両方を行ってしまいます。",
            lookAt:
                "イベント 0 はダブルタップです。「ジェスチャー認識」で、UITapGestureRecognizer 'zoomTap' は 2 回目のタップで認識し、UITapGestureRecognizer 'likeTap' は requiredFailureDidNotHappen と示します（その理由は zoomTap を待ったと示します）。イベントメニューでイベント 1、シングルタップを選んでください。zoomTap が失敗するので、likeTap が認識します。"
        ),
        "drag-off-button-cancels": LessonWords(
            title: "指を離す前にボタンの外へドラッグすると押下が取り消されます",
            description:
                "指は保存ボタンを押し、ボタンから大きく離れてそこで離れます。コントロールは、離れていった指も追跡し続けます。ボタンから約 70 ポイント以内なら、指はまだ内側とみなされます。それを超えるとボタンは touchDragExit を送り、指を離すと touchUpInside の代わりに touchUpOutside を送るので、保存のアクションは実行されません。ユーザーはこうして考えを変えられます。",
            lookAt:
                "図は指の経路を描きます。指は UIButton 'saveButton' に触れ、そのずっと下で離れます。ステップでは、ボタンが touchesBegan、touchesMoved、touchesEnded を自分で追跡します。touchEndedOutsideControl の診断は、指が 70 ポイントより外で離れたので、ボタンが touchUpOutside を送り、その touchUpInside のアクションは実行されなかったと示します。"
        ),
        "drag-from-button-scrolls-table": LessonWords(
            title: "テーブルのボタンから始めたドラッグはテーブルをスクロールします",
            description:
                "指はテーブルの行にある削除ボタンに触れ、上へ動きます。テーブルビューはスクロールビューで、自分のパンのジェスチャー認識を持ち、指がスクロールを始めるかどうかを見るため、ボタンのタッチを少しの間とどめます（delaysContentTouches）。指はその間に動くので、テーブルがスクロールし、ボタンはタッチを受け取らず、そのアクションは実行されません。同じボタンへのタップは動作します。",
            lookAt:
                "イベント 0 は UIButton 'deleteButton' で始まるドラッグです（図がその経路を描きます）。「ジェスチャー認識」では、テーブルの UIScrollViewPanGestureRecognizer が認識し、その下の行は、UITableView 'table' がコンテンツのタッチをとどめたままスクロールしたと示すので、アクションは送られません。イベントメニューでイベント 1 を選んでください。同じボタンへのタップは遅れて配信され、「アクション」は deleteMessage: が実行されたことを示します。"
        ),
        "scroll-view-keeps-button-touch": LessonWords(
            title: "遅延がなければ、ボタンから始めたドラッグはスクロールしません",
            description:
                "同じテーブルで delaysContentTouches をオフにしたので、削除ボタンはすぐにタッチを受け取ります。指が動き始めると、テーブルはタッチを取り戻してよいかを touchesShouldCancel(in:) に問い合わせます。コントロールについての UIKit の答えは「いいえ」です。テーブルはスクロールせず、ボタンは指を追跡し続け、指はボタンから 70 ポイント以内で離れるので、ボタンは動作します。",
            lookAt:
                "前のレッスンと同じドラッグですが、「ジェスチャー認識」で UITableView 'table' の行は keptByContent と示します。その理由は touchesShouldCancel(in:) がボタンについて false を返したと示すので、テーブルはスクロールせず、「アクション」はボタンの deleteMessage: が実行されたことを示します。"
        ),
        "navigation-back-button": LessonWords(
            title: "ナビゲーションスタックの戻るボタン",
            description:
                "メッセージ画面は受信トレイの上にプッシュされたので、ナビゲーションバーに戻るボタンが表示されています。それをタップすると popViewControllerAnimated: がナビゲーションコントローラへ直接送られ、ナビゲーションコントローラがメッセージ画面をポップします。コントローラ自身はタッチを見ません。",
            lookAt:
                "「ヒットテストの経過」は _UIButtonBarButton 'nav.backButton' で終わります。これは UINavigationBar 'nav.navigationBar' の中の非公開のビューで、ナビゲーションバーはメッセージ画面のビューの前面にあります。「アクション」では、その touchUpInside がターゲットとして UINavigationController 'nav' を挙げます。popViewControllerAnimated: は直接呼ばれ、最後のステップが何をポップするかを示します。"
        ),
        "swipe-back-blocked-by-carousel": LessonWords(
            title: "横向きのカルーセルの上では戻るスワイプが効きません",
            description:
                "プッシュされた商品画面には、左端まで届く横スクロールの写真カルーセルがあります。左端からのスワイプで戻るはず（ナビゲーションコントローラの interactivePopGestureRecognizer）ですが、カルーセル自身のパンのジェスチャー認識がより深いビューにあって先にドラッグを認識するので、代わりにカルーセルがスクロールします。直し方は、カルーセルのパンがポップのジェスチャーの失敗を待つようにすることです。",
            lookAt:
                "イベント 0 は、左端から UICollectionView 'carousel' を横切ってスワイプします。「ジェスチャー認識」ではカルーセルの UIScrollViewPanGestureRecognizer が認識し、UIScreenEdgePanGestureRecognizer 'nav.interactivePopGestureRecognizer' は excludedByOther と示します。「診断」の interactivePopGestureBlocked の警告が直し方を示します。イベントメニューでイベント 1 を選んでください。カルーセルの下での同じスワイプはポップのジェスチャーに届き、UINavigationController 'nav' が popViewControllerAnimated: を実行します。"
        ),
        "swipe-back-carousel-waits": LessonWords(
            title: "カルーセルのパンが戻るスワイプを待ちます",
            description:
                "ふさがれた戻るスワイプの直し方です。カルーセル自身の panGestureRecognizer は、ナビゲーションコントローラの interactivePopGestureRecognizer が失敗するのを待ちます（require(toFail:)）。左端からのドラッグは画面をポップするようになり、カルーセルの中で始まるドラッグは、そこではポップのジェスチャーが失敗するので、これまでどおりカルーセルをスクロールします。",
            lookAt:
                "カルーセルのパンのジェスチャー認識は、ポップのジェスチャーが失敗するのを待つようになりました（エディタの requiresToFail）。イベント 0：「ジェスチャー認識」でパンは requiredFailureDidNotHappen と示し、ポップのジェスチャーが認識してポップします。イベントメニューでイベント 1、UICollectionView 'carousel' の中で始まるドラッグを選んでください。ポップのジェスチャーは失敗し（指は端から遠くで触れました）、カルーセルがスクロールします。"
        ),
        "tab-bar-selects-tab": LessonWords(
            title: "タブバーのタブをタップします",
            description:
                "3 つのタブがあり、フィードが選択されているタブバーコントローラです。ウィンドウにあるのは選択されたタブのビューだけで、タブバーはその前面の下端にあり、タブごとに非公開の UITabBarButton が 1 つあります。プロフィールのタブのボタンをタップすると _tabBarItemClicked: がタブバーへ送られ、タブバーはタブバーコントローラにそのタブを選択させます。",
            lookAt:
                "「ヒットテストの経過」は UILayoutContainerView 'tabs.view' から前面の UITabBar 'tabs.tabBar' に入り、UITabBarButton 'profile.tabBarButton' で終わります。図では、ウィンドウにあるのはフィードのタブのビューだけで、ほかのタブのビューはありません。最後のステップが、タブバーコントローラがどのタブを選択するかを示します。"
        ),
        "raised-tab-bar-button": LessonWords(
            title: "タブバーの持ち上がった中央のボタンは下半分でしか動作しません",
            description:
                "作成ボタンはタブバーに追加され、上へはみ出すように持ち上げられました。タブバーはクリップしないのでボタン全体が見えますが、ヒットテストは先にタブバーに問い合わせ、タブバーの point(inside:) はその上端より上では false です。ボタンの上半分へのタップはボタンに届きません。",
            lookAt:
                "イベント 0：タブバーの内側にあるボタンの下半分へのタップは compose: を実行します（「アクション」を見てください）。イベントメニューでイベント 1、バーより上にあるボタンの上半分へのタップを選んでください。「ヒットテストの経過」では UITabBar 'tabs.tabBar' が pointOutside と示し、「診断」の outsideSuperviewBounds の警告が、UIButton 'composeButton' に問い合わせがない理由を説明します。よくある直し方は、タブバーの point(inside:with:) をオーバーライドしてボタンを含めることです。"
        ),
        "text-field-tap-focuses": LessonWords(
            title: "テキストフィールドをタップするとファーストレスポンダーになります",
            description: "ユーザーが UITextField をタップすると、それはファーストレスポンダーになり、入力ビューであるキーボードを表示します。そのウィンドウがキーウィンドウだからです。",
            lookAt:
                "概要の「ファーストレスポンダー」は、ウィンドウがキーウィンドウなので UITextField 'emailField' がファーストレスポンダーになり、キーボードが表示されると示します。概要のファーストレスポンダーとキーボードの前後の行を比べてください。"
        ),
        "search-field-viewdidload": LessonWords(
            title: "viewDidLoad の中の becomeFirstResponder は失敗します",
            description:
                "SearchViewController は viewDidLoad の中、ビューがまだウィンドウにないうちに searchField.becomeFirstResponder() を呼ぶので、それは false を返し、キーボードは表示されません。viewDidAppear での同じ呼び出しは成功し、キーボードが表示されます。",
            lookAt:
                "イベント 0：概要の「ファーストレスポンダー」は、becomeFirstResponder が失敗したと示します。viewDidLoad の間、ビューはまだウィンドウにありません。「診断」の notInWindow の警告が、代わりにどこで呼べばよいかを示します。イベントメニューでイベント 1 を選ぶと、同じ呼び出しがあとで成功するのがわかります。"
        ),
        "overlay-window-keyboard": LessonWords(
            title: "キーウィンドウではないウィンドウのテキストフィールドにはキーボードが出ません",
            description:
                "オーバーレイのウィンドウで becomeFirstResponder は成功しますが、ソフトウェアキーボードにはそのウィンドウがキーウィンドウであることも必要です。キーウィンドウはメインのウィンドウなので、キーボードは表示されません。",
            lookAt:
                "UITextField 'replyField' はファーストレスポンダーになりますが、UIWindow 'overlay' のファーストレスポンダーです。概要の「各ウィンドウ（後）」は UIWindow 'main' をキーウィンドウとして示し、「キーボード」の行は前も後も hidden と示します。キーボードを得るのはキーウィンドウのファーストレスポンダーだけです。「診断」の keyboardNotShown の警告が、何を変えればよいかを示します。"
        ),
        "shake-to-first-responder": LessonWords(
            title: "シェイクは指の下のビューではなく、ファーストレスポンダーへ行きます",
            description:
                "モーションイベントには位置がなく、ファーストレスポンダーから始まります。フォーカスのあるテキストフィールドは motionEnded を処理しないので、シェイクはそれを処理するコントローラまで進みます。",
            lookAt:
                "シェイクには画面上の場所がありません。概要ではチェーンがファーストレスポンダー UITextField 'titleField' から始まり、ステップでは motionEnded がチェーンをさかのぼって ComposeViewController 'compose' に届き、そこで処理されます。"
        ),
        "key-command-space-bar": LessonWords(
            title: "スペースバーが効きません：キーコマンドを持つコントローラがファーストレスポンダーではありません",
            description:
                "PlayerViewController は keyCommands からスペースバーの UIKeyCommand を返します。UIKit はファーストレスポンダーからレスポンダーチェーンをたどってキーコマンドを探します。ファーストレスポンダーがいないので、押下はキーウィンドウから始まり、コントローラのコマンドは参照されず、スペースバーは何もしません。コントローラの becomeFirstResponder() を呼んでも失敗します。その canBecomeFirstResponder は UIResponder のデフォルトの false だからです。",
            lookAt:
                "イベント 0：概要では、ファーストレスポンダーがいないので押下は UIWindow 'window' から始まり（keyWindowNoFirstResponder）、「診断」の noFirstResponder の警告は、スペースのキーコマンドが参照されない PlayerViewController 'player' の名前を挙げます。イベントメニューでイベント 1 を選んでください。canBecomeFirstResponder が false なので、becomeFirstResponder は失敗します。"
        ),
        "key-command-text-field-first": LessonWords(
            title: "キーコマンドと、先にキーを入力するテキストフィールド",
            description:
                "直したプレーヤーです。canBecomeFirstResponder が true なので becomeFirstResponder() は成功し、スペースバーのキーコマンドが togglePlayback(_:) を送ります。次に検索フィールドがファーストレスポンダーになります。iOS 15 以降、UIKit はハードウェアキーを先にテキスト入力に渡すので、フィールドがスペースを入力し、キーコマンドは実行されません。Command-F は文字入力ではないので、これまでどおり実行されます。",
            lookAt:
                "イベントメニューでイベント 1 を選んでください。ステップには PlayerViewController 'player' での keyCommands のステップがあり、「アクション」は togglePlayback: が実行されたことを示します。イベント 3：代わりに UITextField 'searchField' がスペースを入力し、「診断」の keyCommandShadowedByTextInput の警告が、コマンドが実行されなかった理由を示します。イベント 4：command+f は何も入力しないので、そのコマンドが実行されます。"
        ),
        "press-focused-view": LessonWords(
            title: "キーの押下はフォーカスのあるビューへ行きます",
            description:
                "押下イベントでは、ファーストレスポンダーはフォーカスのあるビューです。フォーカスのあるセルは pressesBegan を処理しないので、押下はそれを処理するグリッドまでさかのぼります。",
            lookAt:
                "キーの押下はフォーカスのあるビュー UICollectionViewCell 'cell2' から始まり（概要を見てください）、ステップでは LibraryGridView 'grid' が pressesBegan を処理するまでチェーンをたどります。"
        ),
        "remote-control-app-delegate": LessonWords(
            title: "ファーストレスポンダーがいないときのリモートコントロールイベントはアプリデリゲートに届きます",
            description:
                "リモートコントロールイベントはファーストレスポンダーから始まります。ここではファーストレスポンダーがいないので、イベントはキーウィンドウから始まり、ウィンドウ、シーン、アプリケーションと進んでアプリデリゲートに届き、アプリデリゲートが remoteControlReceived(with:) を処理します。",
            lookAt:
                "ファーストレスポンダーがいないので、概要はイベントがキーウィンドウから始まると示し（keyWindowNoFirstResponder）、ステップではイベントが AppDelegate 'appDelegate' まで進み、そこで処理されます。"
        ),
        "focus-shake-action-sequence": LessonWords(
            title: "連続したイベント：フィールドにフォーカスし、シェイクし、nil ターゲットのアクションを送ります",
            description:
                "becomeFirstResponder はメモのフィールドをファーストレスポンダーにします（キーボードが表示されます）。次にシェイクはフィールドから始まってコントローラの motionEnded に届き、nil ターゲットの save(_:) はフィールドからコントローラへ進みます。各結果が前後の状態を示します。",
            lookAt:
                "3 つのイベントが順に起き、それぞれ前のイベントが残した状態から始まります。イベントメニューで順に選び、あるイベントの後の概要のファーストレスポンダーと、次のイベントの前のファーストレスポンダーを比べてください。"
        ),
        "nil-target-no-first-responder": LessonWords(
            title: "何にもフォーカスがないときの nil ターゲットのボタンのアクション",
            description:
                "作成ボタンは addTarget(nil, action: #selector(compose(_:))) でつながれています。nil ターゲットはボタンからではなくファーストレスポンダーからたどります。何にもフォーカスがないとキーウィンドウから始まり、ボタンの下のコントローラを飛ばすので、compose(_:) は呼ばれません。",
            lookAt:
                "「アクション」で、compose: の探索はボタンではなくキーウィンドウ UIWindow 'window' から始まります。nil ターゲットのアクションはファーストレスポンダーからたどりますが、ここではファーストレスポンダーがいないので、InboxViewController 'inbox' には問い合わせがありません。「診断」の actionDropped の警告がそう示します。"
        ),
        "nil-target-with-first-responder": LessonWords(
            title: "検索フィールドにフォーカスがあるときの nil ターゲットのボタンのアクション",
            description:
                "同じ nil ターゲットの作成ボタンですが、受信トレイ画面の検索フィールドがファーストレスポンダーなので、探索はそこから始まり、フィールド、ルートビュー、InboxViewController と進んで、InboxViewController が compose(_:) を実行します。",
            lookAt:
                "フォーカスのあるフィールドでの同じアクションです。「アクション」では、探索が UITextField 'searchField' から始まって InboxViewController 'inbox' に届き、compose(_:) を実装しているそのコントローラが実行します。"
        ),
        "bar-button-nil-target": LessonWords(
            title: "nil ターゲットの保存バーボタンは、フィールドにフォーカスするまで何もしません",
            description:
                "エディタの保存の項目は UIBarButtonItem(title:style:target:action:) でターゲットを nil にして作られました。nil ターゲットのアクションはファーストレスポンダーから始まります。何にもフォーカスがないとキーウィンドウから始まり、そのチェーンはエディタのコントローラを通らないので、最初のタップは破棄されます。タイトルのフィールドがファーストレスポンダーになると、同じタップはフィールドからコントローラまでさかのぼり、コントローラが保存します。",
            lookAt:
                "_UIButtonBarButton 'saveItem' への 2 回のタップを比べてください。イベント 0：「アクション」では、ファーストレスポンダーがいないので探索はキーウィンドウから始まり、そこでは誰も save(_:) を実装していないので、アクションは破棄されます。becomeFirstResponder のあとのイベント 2 をイベントメニューで選んでください。探索は UITextField 'titleField' から始まって EditorViewController 'editor' に届き、そのコントローラが実行します。"
        ),
        "message-view-archive": LessonWords(
            title: "MessageView は next をたどって archiveMessage を探します",
            description:
                "セルの中の MessageView は、archiveMessage(_:) を実装しているレスポンダーが見つかるまで、自分から next をたどります。受信トレイのコントローラが実装しているので、ビューはコントローラへの参照を持つ必要がありません。",
            lookAt:
                "「アクション」では、探索が MessageView 'messageView' から上へ、各レスポンダーに archiveMessage(_:) を実装しているかを順に問い合わせます。InboxViewController 'inbox' が実装しているので、ビューはそれへの参照を持つ必要がありません。"
        ),
        "explicit-target-crash": LessonWords(
            title: "アクションを実装していない明示的なターゲットはクラッシュします",
            description:
                "addTarget(self, action: #selector(saveTapped), for: .touchUpInside) はオブジェクトを指定していて、sendAction はチェーンを通らずにそれを直接呼びます。ここではターゲットが saveTapped を実装していないので、アプリは unrecognized selector sent to instance でクラッシュします。",
            lookAt: "明示的なターゲットはチェーンを通らずに直接呼ばれます。概要では結果が crashed で、「アクション」は unrecognizedSelector と示し、「診断」のエラーがその理由を示します。"
        ),
        "target-released-local-variable": LessonWords(
            title: "いいねボタンのハンドラはローカル変数でした",
            description:
                "viewDidLoad は LikeHandler（ただの NSObject）を作って addTarget(_:action:for:) に渡しましたが、ローカル変数に入れたままでした。UIKit の文書によればコントロールはターゲットを保持しないので、ハンドラは viewDidLoad が戻ると解放されます。タップのときにはボタンのターゲットは nil になっていて、nil ターゲットは like(_:) をレスポンダーチェーンへ送りますが、そこでは誰も実装していません。",
            lookAt:
                "「診断」の targetReleased の警告は、ボタンがターゲット LikeHandler 'likeHandler' を保持しないと示します。「アクション」では like: にターゲットがないので、レスポンダーチェーンをたどって破棄されました。FeedViewController がハンドラをプロパティに入れたかのように、エディタで isRetained を true にすると、アクションはハンドラへ直接届きます。"
        ),
        "app-delegate-not-responder": LessonWords(
            title: "UIResponder ではないアプリデリゲートでは、チェーンは UIApplication で終わります",
            description:
                "UIApplication の next がアプリデリゲートになるのは、デリゲートが UIResponder である（そしてビューでもコントローラでもアプリでもない）ときだけです。このデリゲートはただの NSObject なので、処理されない nil ターゲットのアクションは、デリゲートがそれを実装していても UIApplication で止まります。",
            lookAt:
                "「アクション」で、showHelp: の探索は UIApplication 'application' で終わります。「診断」の appDelegateNotInChain の警告が示すとおり、その next がアプリデリゲートになるのは、デリゲートが UIResponder のときだけです。"
        ),
        "scene-delegate-not-in-chain": LessonWords(
            title: "シーンデリゲートはレスポンダーチェーンにありません",
            description:
                "SceneDelegate は UIResponder を継承して refresh(_:) を実装していますが、UIWindowScene はデリゲートではなく UIApplication へ転送します。nil ターゲットの refresh(_:) はウィンドウ、シーン、アプリケーション、アプリデリゲートとたどって破棄されます。本当の最後のつながりはアプリデリゲートです。",
            lookAt:
                "「アクション」で、探索は UIWindowScene 'scene' を通って UIApplication 'application' へ進みます。シーンデリゲートはチェーンにないので、その refresh(_:) には問い合わせがありません（「診断」の sceneDelegateNotInChain の警告）。"
        ),
        "scene-delegate-spliced": LessonWords(
            title: "next をオーバーライドしてシーンデリゲートを差し込みます",
            description:
                "UIWindowScene のサブクラスが next をオーバーライドしてデリゲートを返すので、シーンデリゲートが nil ターゲットの refresh(_:) を受け取るようになります。シーンデリゲート自身の next は nil なので、アプリデリゲートはこのチェーンから外れます。",
            lookAt:
                "シーンの next をオーバーライドしてデリゲートを返すようにしたので、「アクション」の探索は CommandScene 'scene' から SceneDelegate 'sceneDelegate'（override.next でたどり着きます）へ進み、そこで refresh: が実行されます。探索がシーンデリゲートを素通りした前のレッスンと比べてください。"
        ),
        "copy-paste-menu": LessonWords(
            title: "ペーストボードが空のとき、フォーカスのあるテキストビューの編集メニュー",
            description:
                "テキストビューがファーストレスポンダーなので、編集メニューはそこから探します。UITextView は cut:、copy:、paste: を実装していますが、ペーストボードが空の間はその canPerformAction が paste: について false を返すので、ペーストは隠れ、さらに上にもそれを提供するものはありません。",
            lookAt:
                "「編集メニュー」では、各項目についてファーストレスポンダー UITextView 'notes' からチェーンをたどって問い合わせます。ペーストボードが空なのでペーストは隠れています（「診断」の pasteHiddenEmptyPasteboard の注記）。"
        ),
        "custom-view-no-copy": LessonWords(
            title: "独自ビューを長押ししてもコピーが出ません",
            description:
                "BadgeView は copy(_:) を実装していますが、編集メニューはファーストレスポンダーから探し、ファーストレスポンダーがいないので、バッジがファーストレスポンダーになるまでメニューは表示されません。",
            lookAt:
                "メニューはありません。ファーストレスポンダーがいないので「編集メニュー」はすべての項目を隠れていると示し、探索は copy(_:) を実装している BadgeView 'badge' から始まりません。「診断」の editMenuNoFirstResponder の警告がそう示します。"
        ),
        "custom-view-copy-as-first-responder": LessonWords(
            title: "ファーストレスポンダーになると、独自ビューはコピーを提供します",
            description:
                "直し方です。BadgeView は canBecomeFirstResponder から true を返し、長押しでファーストレスポンダーになるので、編集メニューはバッジから探索を始め、コピーを表示します。",
            lookAt:
                "直し方です。イベント 0 は BadgeView 'badge' をファーストレスポンダーにするので、イベント 1（イベントメニューで選んでください）ではメニューの探索がそこから始まり、「編集メニュー」にコピーが出ます。"
        ),
    ]
}
