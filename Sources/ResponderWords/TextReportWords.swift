import ResponderCore

/// Every word the text report (`?format=text`) writes of its own, as facts: its labels, the audit's count line, a
/// witness's line and a problem's field lines. The sentences inside (summaries, messages, hints, explanations) come
/// worded from the catalogue; names, ids, codes, outcomes, pointers and selectors are the same in every language.
///
/// The report never writes a word itself: it asks ``TextReportWords/text(_:in:)`` for a phrase, and one exhaustive
/// switch words every phrase in its four languages side by side, so neither a phrase nor a language can be missed
/// without failing to compile.
public enum TextPhrase: Sendable {
    /// An event's first line: its index, its type and its outcome (codes).
    case event(index: Int, type: String, outcome: String)
    /// Where an aimed touch went, and why.
    case aim(String)
    /// The heading of the path's steps.
    case pathHeading
    /// A path step without a responder.
    case endOfChain
    /// An event without diagnostics.
    case noDiagnostics
    /// The heading of an event's diagnostics.
    case diagnosticsHeading
    /// A diagnostic's or a finding's hint.
    case hint(String)
    /// A diagnostic's verified fix, before its Swift: the event's outcome with it, and the warnings and errors left.
    case fixVerified(outcome: String, remaining: [String])
    /// Why a diagnostic has no fix.
    case noFix(String)
    /// A chain answer's first line: the responder it starts from and the profile.
    case chainFrom(String, profile: String)
    /// A chain's end: its reason (a code) and its explanation.
    case chainEnd(reason: String, explanation: String)
    /// An audit's count line.
    case auditCounts(errors: Int, warnings: Int, infos: Int, views: Int, points: Int)
    /// A finding's witness, described in one line.
    case witness(String)
    /// One part of a witness's line, after the event's type.
    case witnessPart(WitnessPart)
    /// A responder the app marks private.
    case privateName(String)
    /// A bar button item's or a tab's name with the title the bar draws on it (`UIBarButtonItem.title`,
    /// `UITabBarItem.title`).
    case titledName(String, title: String)
    /// A problem's field line: where, and what is wrong there (`pointer` "" is the top level).
    case field(pointer: String, message: String)
    /// How many of a problem's fields are left out.
    case leftOut(omitted: Int, total: Int)
}

/// The parts of a witness's line, each naming what the witness event carries.
public enum WitnessPart: Sendable {
    /// `(x, y)`.
    case point(String)
    /// A finger that moves: where it lands and where it ends, `(x, y)` each; `held` when it rests first (a long
    /// press, as a drag's lift needs).
    case path(from: String, to: String, held: Bool)
    case responder(String)
    case action(String)
    case target(String)
    case sender(String)
    case walkFrom(String)
    /// A key command's keys, `command+k`.
    case keys(String)
    case pressedView(String)
    /// The diagnostic's code the witness shows.
    case shows(String)
    /// The responder the witness shows is never reached.
    case neverReaches(String)
}

public enum TextReportWords {
    /// A phrase in `language`.
    ///
    /// Each phrase has its four languages side by side, as a String Catalog groups them; ``Words/say(in:en:ja:zh:ko:)``
    /// asks for all four by name, so a phrase cannot miss one, and builds only the one asked for.
    public static func text(_ phrase: TextPhrase, in language: Language) -> String {
        // English counts nouns in the singular and plural; the other languages have no plural forms here.
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let l = language
        switch phrase {
        case .event(let index, let type, let outcome):
            return Words.say(
                in: l, en: "event \(index) (\(type)): \(outcome)", ja: "イベント \(index)（\(type)）：\(outcome)",
                zh: "事件 \(index)（\(type)）：\(outcome)", ko: "이벤트 \(index) (\(type)): \(outcome)")
        case .aim(let reason):
            return Words.say(in: l, en: "aim: \(reason)", ja: "狙い：\(reason)", zh: "瞄准：\(reason)", ko: "조준: \(reason)")
        case .pathHeading: return Words.say(in: l, en: "path:", ja: "経路：", zh: "路径：", ko: "경로:")
        case .endOfChain:
            return Words.say(in: l, en: "(end of chain)", ja: "（チェーンの終わり）", zh: "（链的末端）", ko: "(체인의 끝)")
        case .noDiagnostics:
            return Words.say(in: l, en: "diagnostics: none", ja: "診断：なし", zh: "诊断：无", ko: "진단: 없음")
        case .diagnosticsHeading: return Words.say(in: l, en: "diagnostics:", ja: "診断：", zh: "诊断：", ko: "진단:")
        case .hint(let hint):
            return Words.say(in: l, en: "hint: \(hint)", ja: "ヒント：\(hint)", zh: "提示：\(hint)", ko: "힌트: \(hint)")
        case .fixVerified(let outcome, let remaining):
            let left = remaining.joined(separator: ", ")
            return Words.say(
                in: l,
                en: "fix (tried: \(outcome), \(remaining.isEmpty ? "no warning left" : "still " + left)):",
                ja: "修正（試した結果：\(outcome)、\(remaining.isEmpty ? "警告は残りません" : "残るもの：" + left)）：",
                zh: "修复（已试过：\(outcome)，\(remaining.isEmpty ? "不再有警告" : "仍有 " + left)）：",
                ko: "수정(시도 결과: \(outcome), \(remaining.isEmpty ? "남는 경고 없음" : "남는 것: " + left)):")
        case .noFix(let message):
            return Words.say(
                in: l, en: "no fix: \(message)", ja: "修正なし：\(message)", zh: "没有修复：\(message)",
                ko: "수정 없음: \(message)")
        case .chainFrom(let name, let profile):
            return Words.say(
                in: l, en: "chain from \(name) [\(profile)]", ja: "\(name) から始まるレスポンダーチェーン [\(profile)]",
                zh: "从 \(name) 开始的响应者链 [\(profile)]", ko: "\(name)에서 시작하는 리스폰더 체인 [\(profile)]")
        case .chainEnd(let reason, let explanation):
            return Words.say(
                in: l, en: "end: \(reason): \(explanation)", ja: "終わり：\(reason)：\(explanation)",
                zh: "结束：\(reason)：\(explanation)", ko: "끝: \(reason): \(explanation)")
        case .auditCounts(let errors, let warnings, let infos, let views, let points):
            return Words.say(
                in: l,
                en: "audit: \(count(errors, "error")), \(count(warnings, "warning")), \(count(infos, "info")) "
                    + "(\(count(views, "view")) sampled, \(count(points, "point")) hit-tested)",
                ja: "監査：エラー \(errors) 件、警告 \(warnings) 件、情報 \(infos) 件"
                    + "（調べたビュー \(views) 個、ヒットテストした点 \(points) 個）",
                zh: "审计：\(errors) 个错误、\(warnings) 个警告、\(infos) 条信息"
                    + "（检查了 \(views) 个视图，命中测试了 \(points) 个点）",
                ko: "감사: 오류 \(errors)개, 경고 \(warnings)개, 정보 \(infos)개 "
                    + "(살펴본 뷰 \(views)개, 히트 테스트한 점 \(points)개)")
        case .witness(let line):
            return Words.say(
                in: l, en: "witness: \(line)", ja: "実例：\(line)", zh: "示例：\(line)", ko: "증거 이벤트: \(line)")
        case .witnessPart(let part): return text(part, in: language)
        case .privateName(let name):
            return Words.say(
                in: l, en: "\(name) (private)", ja: "\(name)（非公開）", zh: "\(name)（私有）", ko: "\(name) (비공개)")
        case .titledName(let name, let title):
            return Words.say(
                in: l, en: "\(name) titled \"\(title)\"", ja: "\(name)（タイトル「\(title)」）",
                zh: "\(name)（标题“\(title)”）", ko: "\(name) (제목 \"\(title)\")")
        case .field(let pointer, let message):
            return Words.say(
                in: l, en: "  at \(pointer.isEmpty ? "(top level)" : pointer): \(message)",
                ja: "  場所 \(pointer.isEmpty ? "（最上位）" : pointer)：\(message)",
                zh: "  位置 \(pointer.isEmpty ? "（顶层）" : pointer)：\(message)",
                ko: "  위치 \(pointer.isEmpty ? "(최상위)" : pointer): \(message)")
        case .leftOut(let omitted, let total):
            return Words.say(
                in: l, en: "  (\(omitted) of \(total) problems left out)", ja: "  （問題 \(total) 件のうち \(omitted) 件は省略）",
                zh: "  （共 \(total) 个问题，省略了 \(omitted) 个）", ko: "  (문제 \(total)개 중 \(omitted)개 생략)")
        }
    }

    /// One part of a witness's line, after the event's type.
    private static func text(_ part: WitnessPart, in l: Language) -> String {
        switch part {
        case .point(let point):
            return Words.say(in: l, en: " at \(point)", ja: " \(point) の位置", zh: "，位置 \(point)", ko: ", 위치 \(point)")
        case .path(let from, let to, let held):
            return held
                ? Words.say(
                    in: l, en: " held at \(from), then moved to \(to)", ja: " \(from) で長押ししてから \(to) まで動かす",
                    zh: "，在 \(from) 长按后移动到 \(to)", ko: ", \(from)에서 길게 누른 뒤 \(to)까지 이동")
                : Words.say(
                    in: l, en: " from \(from) to \(to)", ja: " \(from) から \(to) まで", zh: "，从 \(from) 到 \(to)",
                    ko: ", \(from)에서 \(to)까지")
        case .responder(let name), .action(let name): return " \(name)"
        case .target(let name):
            return Words.say(in: l, en: " to \(name)", ja: "、送り先 \(name)", zh: "，发往 \(name)", ko: ", 대상 \(name)")
        case .sender(let name):
            return Words.say(in: l, en: " from \(name)", ja: "、送り主 \(name)", zh: "，发送者 \(name)", ko: ", 보낸 쪽 \(name)")
        case .walkFrom(let name):
            return Words.say(
                in: l, en: " walking from \(name)", ja: "、\(name) からたどる", zh: "，从 \(name) 开始查找",
                ko: ", \(name)에서 탐색")
        case .keys(let keys):
            return Words.say(in: l, en: " of \(keys)", ja: "、キー \(keys)", zh: "，按键 \(keys)", ko: ", 키 \(keys)")
        case .pressedView(let name):
            return Words.say(
                in: l, en: " on \(name)", ja: "、\(name) の上で", zh: "，在 \(name) 上", ko: ", \(name) 위에서")
        case .shows(let code):
            return Words.say(
                in: l, en: " shows \(code)", ja: " → 診断 \(code) が出ます", zh: " → 出现诊断 \(code)",
                ko: " → 진단 \(code) 표시")
        case .neverReaches(let name):
            return Words.say(
                in: l, en: " never reaches \(name)", ja: " → \(name) に届きません", zh: " → 永远到达不了 \(name)",
                ko: " → \(name)에 닿지 않음")
        }
    }
}
