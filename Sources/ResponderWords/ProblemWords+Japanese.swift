import ResponderCore

extension ProblemWords {
    /// The words in Japanese, sentence by sentence as ``english`` says them: codes, field names, ids, pointers and
    /// query values as they are in English, the words around them in Japanese.
    var japanese: String {
        switch self {
        case .said(let text): return text
        case .mapping(let words): return words.text(in: .japanese)
        case .shape(let words): return words.text(in: .japanese)
        case .service(let words): return words.text(in: .japanese)
        case .collected(let total, let place, let first, let pointer, let listed):
            let count = "\(place.japanese)に問題が \(total) 件あります" + (total == 1 ? "：" : "。1 件目：")
            let cut = listed < total ? "先頭の \(listed) 件を挙げ、残りの \(total - listed) 件は省略しています。" : ""
            return "\(count)\(first.japanese)（位置：\(pointer.isEmpty ? "トップレベル" : pointer)）。\(cut)"
        case .unknownID(let id, let kind, let suggestion):
            return "id が '\(id)' の\(Self.japaneseKind(kind))はありません"
                + (suggestion.map { "（'\($0)' のことですか？）" } ?? "")
        case .emptyBody: return "リクエストボディが空です。JSON オブジェクトを送ってください。"
        case .emptyBodyHere: return "ボディが空です"
        case .notJSON(let fault, let line, let column, let offset):
            return "リクエストボディが正しい JSON ではありません。\(line) 行 \(column) 列（バイト \(offset)）で、"
                + "\(fault.japanese)。"
        case .notJSONHere(let fault, let line, let column, let offset):
            return "\(line) 行 \(column) 列（バイト \(offset)）で、\(fault.japanese)"
        case .tooDeep(let limit): return "JSON のネストが、このサービスの上限である \(limit) 階層を超えています。"
        case .tooDeepHere(let limit): return "ここでネストが \(limit) 階層を超えています"
        case .notUTF8: return "リクエストボディが正しい JSON ではありません。ボディが正しい UTF-8 になっていません。"
        case .notUTF8Here: return "ボディが正しい UTF-8 になっていません"
        case .nameTooLong(let pointer, let bytes, let limit):
            return "\(Self.japanese(pointer, "の"))文字列が \(bytes) バイトあります。名前、id、セレクターは "
                + "\(limit) バイトまでです。"
        case .nameTooLongHere(let bytes, let limit): return "\(limit) バイトを超えています（\(bytes) バイト）"
        case .unreadable: return "リクエストボディを JSON として読み取れませんでした。"
        case .unreadableHere: return "JSON ではありません"
        case .missingField(let field, let pointer):
            return "\(Self.japanese(pointer, "に"))必須フィールド '\(field)' がありません。"
        case .missingFieldHere(let field, let hint):
            return "必須フィールド '\(field)' がありません" + (hint.map { "（\($0.japanese)）" } ?? "")
        case .typeIsRequired: return "type は必須です"
        case .eventOrEvents: return "event（1 つのイベント）か events（一連のイベント）を指定してください"
        case .dumpsNeeded:
            return "デバッガが出力したテキストを recursiveDescription か printHierarchy、またはその両方に指定してください"
        case .touchNeedsPoint: return "タッチには point か path が必要です"
        case .touchEventNeedsPoint: return "タッチイベントには point、path、touches、on のいずれかが必要です"
        case .requiredFor(let name, let type): return "\(type) イベントでは \(name) が必須です"
        case .barButtonNeedsAction:
            return "バーボタンアイテムには action か、自分でタッチを処理する customView が必要です"
        case .unknownField(let field, let pointer):
            return "\(Self.japanese(pointer, "に"))不明なフィールド '\(field)' があります。"
        case .unknownFieldHere(let field, let suggestion, let allowed):
            return "不明なフィールド '\(field)'" + (suggestion.map { "（'\($0)' のことですか？）" } ?? "")
                + "。ここで使えるフィールド：" + allowed.joined(separator: ", ")
        case .wrongType(let pointer, let expected):
            return "\(Self.japanese(pointer, "の"))値の型が違います：ここには\(expected.japanese)が必要です。"
        case .wrongTypeHere(let expected): return "ここには\(expected.japanese)が必要です"
        case .null(let pointer, let expected):
            return "\(Self.japanese(pointer, "の"))値が null です。ここでは null は使えず、\(expected.japanese)が必要です。"
        case .nullHere(let expected): return "ここでは null は使えず、\(expected.japanese)が必要です"
        case .invalidValue(let pointer, let words):
            return "\(Self.japanese(pointer, "の"))値が正しくありません：\(words.japanese)。"
        case .notOneOf(let raw, let allowed):
            return "'\(raw)' は " + allowed.map { "'\($0)'" }.joined(separator: "、") + " のいずれでもありません"
        case .wholeNumber(let field, let low, let high):
            return "\(field) は \(low) から \(high) までの整数でなければなりません"
        case .negativeSize: return "width と height は負の値にできません"
        case .numberOutOfRange(let limit):
            return "リクエストの数値はすべて -\(limit) から \(limit) の範囲になければなりませんが、この値は範囲外です"
        case .noEvents: return "events は空にできません"
        case .eventAndEvents: return "event と events のどちらか一方だけを指定してください"
        case .sentence(let words): return words.japanese + "。"
        case .duplicateID(let id, let pointer): return "id '\(id)' が重複しています：すでに \(pointer) で使われています"
        case .tooManyNodes(let limit):
            return "アプリの記述のレスポンダーが、このサービスの上限である \(limit) 個を超えています。"
        case .tooManyNodesHere(let limit): return "レスポンダーが \(limit) 個を超えています"
        case .tooManyEvents(let count, let limit):
            return "リクエストにイベントが \(count) 個あります。上限は \(limit) 個です。"
        case .tooManyEventsHere(let limit): return "イベントが \(limit) 個を超えています"
        case .tooManyTouches(let count, let limit):
            return "このタッチイベントにはタッチが \(count) 個あります。上限は \(limit) 個です。"
        case .tooManyTouchesHere(let limit): return "1 つのイベントでタッチが \(limit) 個を超えています"
        case .bodyTooLarge(let bytes, let limit):
            return "リクエストボディが \(bytes) バイトあります。上限は \(limit) バイトです。"
        case .bodyDeclaredTooLarge(let bytes, let limit):
            return "リクエストボディのサイズが \(bytes) バイトと宣言されています。上限は \(limit) バイトです。"
        case .bodyGrewTooLarge(let limit):
            return "リクエストボディが送信中に上限の \(limit) バイトを超えました。"
        case .bodyTooLargeHere(let limit): return "ボディが \(limit) バイトを超えています"
        case .badParameter(let name, let given, let allowed, let value):
            return "クエリパラメータ \(name) の値が '\(given)' です。指定できる値は \(Self.japaneseEither(allowed)) です"
                + (value.map { "（\($0) がデフォルトです）" } ?? "") + "。"
        case .badParameterHere(let name, let allowed):
            return "\(name) は \(Self.japaneseEither(allowed)) でなければなりません"
        case .badEventIndex(let given):
            return "クエリパラメータ event の値が '\(given)' です。リクエスト内のイベントのインデックスを指定してください"
                + "（最初のイベントが 0、最大 99）。"
        case .badEventIndexHere: return "event は 0 から 99 までの整数でなければなりません"
        case .noExample(let name):
            return "'\(name)' という名前の例はありません。GET /v1/examples で一覧を見られます。"
        case .noResource(let path):
            return "\(path) にリソースはありません。GET / でエンドポイントの一覧を見られます。"
        case .methodNotAllowed(let path, let methods, let method):
            return "\(path) が受け付けるのは \(methods.joined(separator: ", ")) で、\(method) は受け付けません。"
        case .notJSONType(let type):
            return "リクエストボディが '\(type)' と宣言されています。JSON を送ってください"
                + "（Content-Type: application/json）。"
        case .notJSONTypeHere(let type): return "Content-Type '\(type)' は JSON ではありません"
        case .nulInTarget:
            return "リクエストターゲットに NUL バイト（%00）があります。このサービスのパスやクエリの値に NUL バイトが"
                + "含まれることはありません。"
        case .nulInTargetHere: return "パスかクエリに %00 があります"
        case .serverBusy(let seconds):
            return "このサービスが同時に保持できるリクエストボディが上限に達しています。\(seconds) 秒後にもう一度"
                + "お試しください。"
        case .serverBusyHere: return "いまはボディを受け付ける余地がありません"
        }
    }

    /// `a`, `a または b`, `a、b または c`.
    private static func japaneseEither(_ values: [String]) -> String {
        values.count <= 1 ? values.first ?? "" : values.dropLast().joined(separator: "、") + " または " + values.last!
    }

    /// Where a pointer is, followed by `particle`: `/app/id の`, or `トップレベルの` for "".
    private static func japanese(_ pointer: String, _ particle: String) -> String {
        pointer.isEmpty ? "トップレベル" + particle : pointer + " " + particle
    }

    /// The kind of thing an unknown id should name, in Japanese (`レスポンダー`, `ジェスチャー認識子`), or as it is.
    private static func japaneseKind(_ kind: String) -> String {
        switch kind {
        case "responder": return "レスポンダー"
        case "gesture recognizer": return "ジェスチャー認識子"
        default: return " \(kind) "
        }
    }
}

extension ProblemPlace {
    /// "アプリの記述", "イベント".
    var japanese: String {
        switch self {
        case .appDescription: return "アプリの記述"
        case .events: return "イベント"
        }
    }
}

extension ExpectedValue {
    /// "文字列", "数値", "真偽値（true または false）", "配列", "オブジェクト".
    var japanese: String {
        switch self {
        case .string: return "文字列"
        case .number: return "数値"
        case .boolean: return "真偽値（true または false）"
        case .array: return "配列"
        case .object: return "オブジェクト"
        }
    }
}

extension JSONFault.Found {
    /// `'x'` or `バイト 0x1f`.
    var japanese: String {
        switch self {
        case .character(let character): return "'\(character)'"
        case .byte(let byte): return "バイト 0x\(String(byte, radix: 16))"
        }
    }
}

extension JSONFault {
    /// The words in Japanese, as ``english`` says them: the characters and names as they are written.
    var japanese: String {
        switch self {
        case .endsWhereValueExpected: return "値が来るべきところでテキストが終わっています"
        case .endsInsideArray: return "配列の途中でテキストが終わっています（']' がありません）"
        case .endsInsideObject: return "オブジェクトの途中でテキストが終わっています（'}' がありません）"
        case .endsWhereFieldNameExpected: return "フィールド名が来るべきところでテキストが終わっています"
        case .endsAfterFieldName: return "フィールド名のあとでテキストが終わっています"
        case .duplicateField(let written): return "フィールド \(written) が 1 つのオブジェクトに 2 回出てきます"
        case .trailingCommaBeforeBracket: return "']' の前に余分なカンマがあります"
        case .trailingCommaBeforeBrace: return "'}' の前に余分なカンマがあります"
        case .badUnicodeEscape: return "文字列に不正な \\u エスケープがあります"
        case .badEscape(let character): return "文字列に不正なエスケープ '\\\(character)' があります"
        case .controlCharacter(let hex): return "文字列にエスケープされていない制御文字（0x\(hex)）があります"
        case .unclosedString: return "閉じられていない文字列があります"
        case .halfSurrogate: return "サロゲートペアの片方だけの \\u エスケープがあります"
        case .minusWithoutDigits: return "'-' のあとに数字がありません"
        case .leadingZero: return "数値の先頭に 0 があります"
        case .dotWithoutDigits: return "'.' のあとに数字がありません"
        case .exponentWithoutDigits: return "指数部に数字がありません"
        case .outOfRange(let text): return "数値 \(text) は範囲外です"
        case .unexpected(let found, let expected):
            // A quoted character takes a space after a word; a byte (バイト 0x1f) takes none.
            let word = found.japanese
            let unexpected = "予期しない" + (word.hasPrefix("'") ? " " : "") + word
            switch expected {
            case .value: return "値が来るべきところに\(unexpected) があります"
            case .literal(let literal):
                return "値が来るべきところに\(unexpected) があります（\(literal) のことですか？）"
            case .nothingAfterValue: return "JSON の値のあとに\(unexpected) があります"
            case .commaOrBracket: return "',' か ']' が必要ですが、\(word) があります"
            case .commaOrBrace: return "',' か '}' が必要ですが、\(word) があります"
            case .fieldName: return "引用符で囲んだフィールド名が必要ですが、\(word) があります"
            case .colon: return "フィールド名のあとには ':' が必要ですが、\(word) があります"
            }
        }
    }
}

extension ProblemKind {
    /// The title in Japanese.
    var japaneseTitle: String {
        switch self {
        case .malformedJSON: return "不正な JSON"
        case .invalidRequest: return "無効なリクエスト"
        case .impossibleApp: return "あり得ないアプリの記述"
        case .unknownReference: return "不明な id への参照"
        case .unreadableDump: return "読み取れないデバッガ出力"
        case .numberOutOfRange: return "範囲外の数値"
        case .bodyTooLarge: return "リクエストボディが大きすぎます"
        case .tooManyNodes: return "レスポンダーが多すぎます"
        case .tooDeep: return "JSON のネストが深すぎます"
        case .tooManyEvents: return "イベントが多すぎます"
        case .tooManyTouches: return "タッチが多すぎます"
        case .nameTooLong: return "名前が長すぎます"
        case .tooMuchWork: return "1 つのリクエストとしては処理が多すぎます"
        case .unsupportedMediaType: return "サポートされていないメディアタイプ"
        case .notFound: return "見つかりません"
        case .methodNotAllowed: return "許可されていないメソッド"
        case .internalError: return "内部エラー"
        case .serverBusy: return "サーバーが混み合っています"
        }
    }
}
