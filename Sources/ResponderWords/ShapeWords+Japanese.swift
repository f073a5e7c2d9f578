import ResponderCore

extension ShapeWords {
    /// The words in Japanese: field names, values, selectors, paths and JSON as they are in English, the words
    /// around them in Japanese; field messages without a final 。, as in English.
    var japanese: String {
        switch self {
        case .notEmpty(let field): return "\(field) は空にできません"
        case .between(let field, let low, let high):
            return "\(field) は \(low) から \(high) までの値でなければなりません"
        case .betweenPoints(let field, let low, let high):
            return "\(field) は \(low) から \(high) ポイントまでの値でなければなりません"
        case .givenTwice(let name): return "'\(name)' が 2 回指定されています"
        case .notOneOfForms(let word, let words, let objects):
            return "'\(word)' は " + (words.map { "'\($0)'" } + objects).joined(separator: "、") + " のいずれでもありません"
        case .fieldTwice: return "1 つのオブジェクトに同じフィールドが 2 回出てきます"
        case .auditTakesNoEvent:
            return "POST /v1/audit はイベントを受け取りません。バグごとにそれを示すイベント（各指摘の witness）は監査が"
                + "自分で見つけます。イベントを評価するには、それを POST /v1/dispatch に送ってください"
        case .undecodable: return "リクエストをデコードできませんでした。"
        case .pointAndPath:
            return "point（動かない指）か path（最初の点が指の触れる位置）のどちらか一方だけを指定してください"
        case .emptyPath: return "path には少なくとも 1 つの点が必要です：指が触れる位置です"
        case .pointAndTouches: return "point（または path）か touches のどちらか一方だけを指定してください"
        case .eachTouchOwn(let field): return "touches を使うときは、\(field) をタッチごとに指定してください"
        case .notMotionSubtype(let subtype):
            return "'\(subtype)' は 'shake'（UIKit が届ける唯一のモーションのサブタイプ）ではありません"
        case .targetAndWalkFrom:
            return "ターゲットを明示したアクションはレスポンダーチェーンをたどりません。target か walkFrom のどちらか"
                + "一方だけを指定してください"
        case .onAndPoint:
            return "on（指を向けるビュー）か、point、path、touches か、どちらか一方だけを指定してください"
        case .onAndWindow: return "on を指定すると、指はビューのある位置に触れます。window は省いてください"
        case .noKeyInput: return "input にはキーを指定してください：1 文字か、space、return、upArrow などの名前です"
        case .noSelector: return "action にはセレクター（save(_:) など）を指定してください"
        case .notModifierKey(let name):
            return "'\(name)' は修飾キーではありません。command、shift、option、control のいずれかを使ってください"
        case .directionNotList(let name):
            return "direction は、UIKit のオプションセットと同じく方向のリストです：[\"\(name)\"]"
        case .notSwipeDirection(let name):
            return "'\(name)' はスワイプの方向ではありません。right、left、up、down のいずれかを使ってください"
        case .noDirection: return "direction には少なくとも 1 つの方向を指定してください"
        case .noFalseIn: return "falseIn には少なくとも 1 つのビューを指定してください"
        case .notScreenEdge(let name):
            return "'\(name)' は画面の端ではありません。top、left、bottom、right のいずれかを使ってください"
        case .badColor:
            return "backgroundColor は \"clear\"、\"white\" や \"systemBackground\" のような UIKit の色の名前、"
                + "または #RRGGBB か #RRGGBBAA でなければなりません"
        case .noMinimumSizeOrInsets: return "minimumSize か insets を指定してください"
        case .minimumSizeAndInsets: return "minimumSize と insets のどちらか一方だけを指定してください"
        case .matrixAndScale:
            return "行列のフィールド a, b, c, d, tx, ty か、scale/rotation/translation か、どちらか一方だけを"
                + "使ってください"
        case .contentOffsetAndBoundsOrigin:
            return "contentOffset は bounds の原点のことです。contentOffset と boundsOrigin のどちらか一方だけを"
                + "指定してください"
        case .centerNeedsBounds:
            return "center には（サイズを決める）bounds が必要です。または、代わりに frame を指定してください"
        case .boundsNeedsCenter:
            return "bounds には（ビューの位置を決める）center が必要です。または、代わりに frame を指定してください"
        case .frameAndCenter: return "frame か、center と bounds の組か、どちらか一方だけを指定してください"
        case .boundsAndBoundsOrigin:
            return "bounds がすでに bounds の原点を決めています。boundsOrigin は省いてください"
        case .customViewTakesField(let field):
            return "customView を持つアイテムは、カスタムビューのサイズと状態を使います。\(field) はそのビューに"
                + "指定してください"
        }
    }
}
