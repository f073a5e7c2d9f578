import ResponderCore
import ResponderImport

extension ServiceWords {
    /// The words in Japanese: paths, headers, query parameters and values, field names, commands and the dump's
    /// text as they are in English, the words around them in Japanese; field messages without a final 。.
    var japanese: String {
        switch self {
        case .dumpLinesOverBudget(let limit):
            return "ダンプの行数とテキスト量が、1 つのリクエストに許される \(limit) ステップを超えています（1 行ごとに 1 ステップ、64 バイトごとに 1 ステップ）。"
        case .tooManyLinesHere: return "行が多すぎます"
        case .unreadableDump(let dump, let line, let column, let expected, let found):
            let here = Self.unreadableDumpHere(line: line, column: column, expected: expected, found: found)
            return "\(dump.rawValue) のテキストを読み取れません（\(here.japanese)）。"
                + Self.japanese(Self.japaneseCommand(dump), "が") + "出力したテキストを、出力されたとおりに貼り付けてください。"
        case .unreadableDumpHere(let line, let column, let expected, let found):
            return "\(line) 行 \(column) 列：" + Self.japanese(expected.japanese, "が")
                + "必要ですが、'\(found)' があります"
        case .dumpTooLong(let dump, let limit):
            return "\(dump.rawValue) のテキストには \(limit) を超える行とエントリがあり、1 つの応答で扱える量を超えて"
                + "います。ウインドウのより小さな部分のダンプをインポートしてください。"
        case .dumpTooLongHere(let line, let limit): return "\(line) 行目：行とエントリが \(limit) を超えています"
        case .noEntry(let dump):
            return "\(dump.rawValue) のテキストには\(Self.japaneseEntry(dump))がありません。"
                + Self.japanese(Self.japaneseCommand(dump), "が") + "出力したテキストを貼り付けてください。"
        case .noEntryHere: return "テキストにエントリがありません"
        case .tooManyEntries(let limit, let responders):
            return "ダンプのエントリが \(limit) 個を超えていて、1 つのアプリの記述に入る数（レスポンダー \(responders) "
                + "個）を超えています。"
        case .tooManyEntriesHere(let line, let limit): return "\(line) 行目：エントリが \(limit) 個を超えています"
        case .nestedTooDeep(let dump, let line, let limit, let levels):
            return "\(line) 行目の\(Self.japaneseEntry(dump))のネストが \(limit) 階層を超えています。アプリの記述の "
                + "JSON のネストは \(levels) 階層まで（1 階層につき 2 つ）です。"
        case .nestedTooDeepHere(let line, let limit): return "\(line) 行目：ネストが \(limit) 階層を超えています"
        case .eventsOverSteps(let limit, let pointer):
            return "イベントの評価に \(limit) ステップ（ヒットテストと到達できないビューの検出で調べたビュー、チェーンを"
                + "たどったレスポンダー）を超える処理が必要になり、\(pointer) で止まりました。イベントやタッチを減らすか、"
                + "階層を小さくするか、settings.diagnoseUnreachable を false にしてください。"
        case .stepsRanOutHere(let limit): return "ここで \(limit) ステップの処理の予算を使い切りました"
        case .eventsOverEntries(let limit, let pointer):
            return "\(pointer) までで、応答のエントリ（ヒットテストのトレースのステップ、経路のステップ、たどった"
                + "ステップ、チェーンのリンク、診断）が \(limit) 個を超えます。イベントやタッチを減らすか、階層を小さく"
                + "するか、要約されたヒットテストのトレースのままにしてください（trace=full を外してください）。"
        case .entriesRanOutHere(let limit): return "ここで応答の \(limit) エントリの予算を使い切りました"
        case .answerGrewTooLarge(let limit, let pointer):
            return "応答が書き出される途中で \(limit) バイトを超えました（位置：\(pointer)）。fields=essentials か "
                + "format=text を指定するか、イベントを減らしてください。"
        case .answerGrewTooLargeHere(let limit): return "このイベントで応答が \(limit) バイトを超えました"
        case .answerTooLarge(let answer, let limit, let advice):
            return "\(answer.japanese)が、このサービスが返せる \(limit) バイトを超えてしまいます。\(advice.japanese)。"
        case .answerTooLargeHere(let answer): return "\(answer.japanese)が大きすぎます"
        case .chainTooLong(let from, let links, let limit):
            return "'\(from)' からのチェーンにはリンクが \(links) 個あり、このサービスが返せる \(limit) 個を超えて"
                + "います。\(Advice.chainNearerApplication.japanese)。"
        case .chainTooLongHere(let limit): return "チェーンのリンクが \(limit) 個を超えています"
        case .layoutOverBudget(let limit, let resource):
            return "すべてのウインドウとビューのレイアウトには、1 つのリクエストに許される \(limit) "
                + "\(resource == .steps ? "ステップ" : "エントリ")を超える処理が必要です。include=layout と "
                + "format=svg を外すか、階層を小さくしてください。"
        case .layoutOverBudgetHere: return "レイアウトが処理の予算を使い切りました"
        case .auditOverBudget(let limit, let resource):
            return "アプリの監査（操作できる各ビューのヒット領域を 1 点ずつヒットテストします）には、1 つのリクエストに"
                + "許される \(limit) \(resource == .steps ? "ステップ" : "エントリ")を超える処理が必要です。"
                + "階層を小さくしてください。"
        case .auditOverBudgetHere: return "監査が処理の予算を使い切りました"
        case .eventOutOfRange(let index, let count):
            return "クエリパラメータ event の値は \(index) ですが、リクエストのイベントは \(count) 個です。event には "
                + "0 から \(count - 1) までを指定してください。"
        case .eventOutOfRangeHere(let count): return "event は 0 から \(count - 1) まででなければなりません"
        case .importAnswersJSON:
            return "POST /v1/import が返すのは JSON で、そのまま /v1/dispatch、/v1/chain、/v1/audit に POST できる"
                + "アプリの記述です（図と報告はそれらが返します）。"
        case .auditAnswersJSONOrText(let parameter, let given):
            return "POST /v1/audit が返すのは JSON かテキストです。\(parameter)=\(given) は /v1/dispatch と /v1/chain "
                + "のためのものです（指摘を図にするには、その witness を /v1/dispatch に POST してください）。"
        case .notAvailableHere(let parameter, let endpoint): return "\(parameter) は \(endpoint) では使えません"
        case .svgNeedsJSON(let format):
            return "include=svg は図を JSON の応答に入れますが、format=\(format) が返すのは"
                + (format == "svg" ? "図だけ" : "プレーンテキストのレポート") + "です。どちらか一方を外してください。"
        case .svgNeedsJSONHere: return "include=svg には format=json が必要です"
        case .duplicateHeader(let name):
            return "リクエストに \(name) ヘッダーが複数あります。プロキシがこのサービスとは違うように読むおそれがある"
                + "ため、リクエストを拒否して接続を閉じます。"
        case .duplicateHeaderHere(let name): return "\(name) ヘッダーが複数あります"
        }
    }

    /// `text` followed by `particle`, with a space between them when the text ends as code does (`'>' が`).
    private static func japanese(_ text: String, _ particle: String) -> String {
        text.last.map { $0.isASCII } == true ? text + " " + particle : text + particle
    }

    /// The debugger command that prints a dump, with the words around it in Japanese.
    private static func japaneseCommand(_ dump: DumpKind) -> String {
        switch dump {
        case .recursiveDescription:
            return "Swift の \(swiftRecursiveDescription) か Objective-C の \(objectiveCRecursiveDescription)"
                + "（画面全体ならウインドウに対して）"
        case .printHierarchy: return printHierarchyCommand
        }
    }

    /// What a dump holds an entry of: ビュー or ビューコントローラー.
    private static func japaneseEntry(_ dump: DumpKind) -> String {
        dump == .recursiveDescription ? "ビュー" : "ビューコントローラー"
    }
}

extension ServiceWords.Answer {
    /// "応答", "図", "図を含む応答".
    var japanese: String {
        switch self {
        case .answer: return "応答"
        case .diagram: return "図"
        case .answerWithDiagram: return "図を含む応答"
        }
    }
}

extension ServiceWords.Advice {
    /// The advice in Japanese, as a sentence without its final 。.
    var japanese: String {
        switch self {
        case .importSmallerDump: return "より小さなダンプをインポートしてください"
        case .chainNearerApplication: return "アプリケーションにより近いレスポンダーからのチェーンを求めてください"
        case .drawSmallerHierarchy: return "より小さな階層を描いてください"
        case .diagramOnItsOwn: return "図は単独で（format=svg）、応答は include=svg なしで求めてください"
        case .auditWithWitnessEvent:
            return "応答がアプリを繰り返さないよう witness=event を付けて求めるか、より小さな階層を監査してください"
        case .auditSmallerHierarchy: return "より小さな階層を監査してください"
        }
    }
}

extension DumpError.Expected {
    /// What the reader expected, in Japanese: a noun phrase, with the names and the text as they are written.
    var japanese: String {
        switch self {
        case .viewNotController:
            return "recursiveDescription が出力する形のビュー（この行は _printHierarchy が出力する形のビュー"
                + "コントローラーです。そのテキストは printHierarchy として送ってください）"
        case .entryOrEndAfterEntry: return "エントリのあとには別のエントリか行末"
        case .viewEntry: return "<UIView: 0x…; frame = (0 0; 390 844); …> のようなエントリ"
        case .controllerEntry:
            return "<MyApp.ViewController 0x…>, state: appeared, view: <UIView 0x…> のようなエントリ"
        case .atMostLines(let limit): return "1 つのダンプにつき \(limit) までの行とエントリ"
        case .viewEntryClose(let className, let column):
            return "\(className) のエントリ（\(column) 列から）を閉じる '>'"
        case .className: return "'<' のあとのクラス名"
        case .classNameWithin(let limit): return "\(limit) バイト以内のクラス名（リクエストに書ける名前の最大長）"
        case .property: return "'frame = (0 0; 390 844)' のようなプロパティか '>'"
        case .separator(let property): return "プロパティ名 '\(property)' のあとの '=' か ':'"
        case .textQuote(let written): return "'\(written)' のテキストを終える引用符"
        case .entryCloseAfterValue(let written): return "'\(written)' の値のあとでエントリを閉じる '>'"
        case .controllerEntryClose: return "ビューコントローラーのエントリを閉じる '>'"
        case .numberInRange(let property, let limit):
            return "'\(property)' に -\(limit) から \(limit) までの数値（アプリの記述のすべての数値の範囲）"
        }
    }
}
