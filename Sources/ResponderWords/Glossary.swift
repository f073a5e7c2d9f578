import ResponderCore

/// The one word for each UIKit concept in every language, and the variants a sentence must not use.
///
/// A learner who meets "ウィンドウ" in one sentence and "ウインドウ" in the next, or "主窗口" for the key window in a
/// lesson whose point is that the key window is the *main* one, has to stop and wonder whether two things are meant.
/// So each concept has one term per language, written here once, and a test renders the whole catalogue (every
/// lesson, every answer to every example, every playground word, every problem) and reads every string of the words'
/// sources, failing on any variant listed here:
///
/// ```
///  concept              ja                      zh             ko
///  window               ウインドウ              窗口           윈도우
///  key window           キーウインドウ          关键窗口       키 윈도우
///  view controller      ビューコントローラー    视图控制器     뷰 컨트롤러
///  gesture recognizer   ジェスチャー認識子      手势识别器     제스처 인식기
///  responder            レスポンダー            响应者         리스폰더
///  responder chain      レスポンダーチェーン    响应者链       리스폰더 체인
///  first responder      ファーストレスポンダー  第一响应者     퍼스트 리스폰더
///  tap                  タップ                  轻点           탭
///  pan                  パン                    拖移           팬
///  long press           長押し                  长按           길게 누르기
///  swipe                スワイプ                轻扫           스와이프
///  lands                触れる                  落在           닿다
///  lifts                離す                    抬起           떼다
///  key command          キーコマンド            键盘命令       키 커맨드
///  hit-test             ヒットテスト            命中测试       히트 테스트
///  scroll view          スクロールビュー        滚动视图       스크롤 뷰
///  target-action        ターゲットアクション    目标-动作      타깃-액션
///  debugger             デバッガ                调试器         디버거
/// ```
///
/// A variant is plain text, matched literally, unless followed by one of `unlessFollowedBy` (so "コントローラ" is
/// refused but "コントローラー" is not) or preceded by one of `unlessPrecededBy`. English has no variants: its words
/// are the reference.
public enum Glossary {
    /// One concept: its English term, its one term in each other language, and the variants refused.
    public struct Term: Sendable {
        /// The concept as the English words name it.
        public let en: String
        /// The Japanese term.
        public let ja: String
        /// The Simplified Chinese term.
        public let zh: String
        /// The Korean term.
        public let ko: String
        /// The variants a sentence must not use, each in its language, with the reason.
        public let refused: [Variant]
    }

    /// A spelling or word for a concept that a sentence must not use.
    public struct Variant: Sendable {
        /// The language whose sentences must not use it.
        public let language: Language
        /// The refused text.
        public let text: String
        /// Followers that make an occurrence of ``text`` the allowed term instead ("ー" after "コントローラ").
        public let unlessFollowedBy: [String]
        /// Characters before an occurrence that make it another word ("水" before "平移" is 水平移动, "moved sideways").
        public let unlessPrecededBy: [Character]

        init(
            _ language: Language, _ text: String, unlessFollowedBy: [String] = [], unlessPrecededBy: [Character] = []
        ) {
            self.language = language
            self.text = text
            self.unlessFollowedBy = unlessFollowedBy
            self.unlessPrecededBy = unlessPrecededBy
        }

        /// Whether `sentence` uses this variant.
        public func isUsed(in sentence: String) -> Bool {
            var rest = sentence[...]
            while let found = rest.firstRange(of: text) {
                let after = rest[found.upperBound...]
                let before =
                    found.lowerBound > sentence.startIndex ? sentence[sentence.index(before: found.lowerBound)] : nil
                if !unlessFollowedBy.contains(where: { after.hasPrefix($0) }),
                    !unlessPrecededBy.contains(where: { $0 == before })
                {
                    return true
                }
                rest = after
            }
            return false
        }
    }

    /// Every term, in the order a lesson meets them.
    ///
    /// The choices, where there was one:
    /// - ja ウインドウ, not ウィンドウ: Apple's Japanese documentation writes ウインドウ, and so did most of our sentences.
    /// - ja コントローラー with the long vowel, as in ビューコントローラー and ファーストレスポンダー.
    /// - ja ジェスチャー認識子 (short: 認識子): "ジェスチャー認識" alone reads as the act of recognising, not the object
    ///   that does it, and the answer's own section heading used it for the objects. レコグナイザー, which the import's
    ///   words used, was a second name.
    /// - zh 关键窗口 for the key window: Apple's Chinese pages call it 主窗口, but 主窗口 is also "the main window", and
    ///   the overlay lesson's point is that the main window is the key one; with 主窗口 it said the 主窗口 is the 主窗口.
    /// - zh 轻点 for a tap, as Apple's Chinese user guides write it; 点击, 单击 and 双击 (click words) are refused, a
    ///   single tap is 单次轻点 and a double tap 双次轻点 (两次轻点 stays "two taps"). The playground's own 点按 is the
    ///   learner's click on the page, not a tap in the app.
    /// - zh 拖移 for a pan (拖动 stays the finger's drag); 平移 was the same recogniser under a second name.
    /// - zh 落在 for where a touch lands; 落下 reads as something dropping.
    /// - zh 键盘命令 for a key command (UIKeyCommand); 快捷键 and 按键命令 were second and third names.
    /// - ja デバッガ for the debugger, as five of its six sentences wrote it; one problem wrote デバッガー.
    /// - ko 리스폰더 체인 and 퍼스트 리스폰더, like 리스폰더: English "Responder Chain" and "first responder" in the
    ///   middle of a Korean sentence were two scripts for one family of words.
    public static let terms: [Term] = [
        Term(
            en: "window", ja: "ウインドウ", zh: "窗口", ko: "윈도우",
            refused: [Variant(.japanese, "ウィンドウ")]),
        Term(
            en: "key window", ja: "キーウインドウ", zh: "关键窗口", ko: "키 윈도우",
            refused: [Variant(.japanese, "キーウィンドウ"), Variant(.simplifiedChinese, "主窗口")]
                + [Language.japanese, .simplifiedChinese, .korean].flatMap {
                    [Variant($0, "key window"), Variant($0, "Key window")]
                }),
        Term(
            en: "view controller", ja: "ビューコントローラー", zh: "视图控制器", ko: "뷰 컨트롤러",
            refused: [Variant(.japanese, "コントローラ", unlessFollowedBy: ["ー"])]),
        Term(
            en: "gesture recognizer", ja: "ジェスチャー認識子", zh: "手势识别器", ko: "제스처 인식기",
            refused: [
                Variant(.japanese, "ジェスチャー認識", unlessFollowedBy: ["子"]), Variant(.japanese, "認識器"),
                Variant(.japanese, "ジェスチャレコグナイザ"), Variant(.japanese, "レコグナイザ"), Variant(.korean, "인식자"),
            ]),
        Term(
            en: "responder", ja: "レスポンダー", zh: "响应者", ko: "리스폰더",
            refused: [Variant(.japanese, "レスポンダ", unlessFollowedBy: ["ー"]), Variant(.korean, "응답자")]),
        Term(
            en: "responder chain", ja: "レスポンダーチェーン", zh: "响应者链", ko: "리스폰더 체인",
            refused: [Language.japanese, .simplifiedChinese, .korean].flatMap {
                [Variant($0, "Responder Chain"), Variant($0, "Responder chain"), Variant($0, "responder chain")]
            } + [Variant(.simplifiedChinese, "响应链")]),
        Term(
            en: "first responder", ja: "ファーストレスポンダー", zh: "第一响应者", ko: "퍼스트 리스폰더",
            refused: [Language.japanese, .simplifiedChinese, .korean].flatMap {
                [Variant($0, "First Responder"), Variant($0, "First responder"), Variant($0, "first responder")]
            }),
        Term(
            en: "tap", ja: "タップ", zh: "轻点", ko: "탭",
            refused: ["点击", "单击", "双击", "轻触", "轻按"].map { Variant(.simplifiedChinese, $0) }),
        Term(
            en: "pan", ja: "パン", zh: "拖移", ko: "팬",
            refused: [
                Variant(.simplifiedChinese, "平移", unlessPrecededBy: ["水"]), Variant(.simplifiedChinese, "拖动手势"),
                Variant(.simplifiedChinese, "拖动识别器"),
            ]),
        Term(en: "long press", ja: "長押し", zh: "长按", ko: "길게 누르기", refused: [Variant(.japanese, "ロングプレス")]),
        Term(en: "swipe", ja: "スワイプ", zh: "轻扫", ko: "스와이프", refused: [Variant(.simplifiedChinese, "滑动手势")]),
        Term(
            en: "lands (where a touch lands)", ja: "触れる", zh: "落在", ko: "닿다",
            refused: [Variant(.japanese, "着地"), Variant(.simplifiedChinese, "落下")]),
        Term(en: "lifts", ja: "離す", zh: "抬起", ko: "떼다", refused: []),
        Term(
            en: "key command", ja: "キーコマンド", zh: "键盘命令", ko: "키 커맨드",
            refused: [
                Variant(.japanese, "ショートカット"), Variant(.simplifiedChinese, "快捷键"),
                Variant(.simplifiedChinese, "按键命令"), Variant(.korean, "단축키"), Variant(.korean, "키 명령"),
            ]),
        Term(
            en: "hit-test", ja: "ヒットテスト", zh: "命中测试", ko: "히트 테스트",
            refused: [
                Variant(.japanese, "ヒット・テスト"), Variant(.simplifiedChinese, "点击测试"), Variant(.korean, "히트테스트"),
            ]),
        Term(
            en: "scroll view", ja: "スクロールビュー", zh: "滚动视图", ko: "스크롤 뷰",
            refused: [Variant(.korean, "스크롤뷰")]),
        Term(
            en: "debugger", ja: "デバッガ", zh: "调试器", ko: "디버거",
            refused: [Variant(.japanese, "デバッガー")]),
        Term(
            en: "target-action", ja: "ターゲットアクション", zh: "目标-动作", ko: "타깃-액션",
            refused: [
                Variant(.japanese, "ターゲット・アクション"), Variant(.simplifiedChinese, "目标动作"), Variant(.korean, "타겟"),
            ]),
    ]

    /// The refused variants `sentence`, written in `language`, uses, each with its term.
    public static func misuses(in sentence: String, language: Language) -> [(term: Term, variant: Variant)] {
        terms.flatMap { term in
            term.refused.filter { $0.language == language && $0.isUsed(in: sentence) }.map { (term, $0) }
        }
    }
}
