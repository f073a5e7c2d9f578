import Testing

@testable import ResponderCore
@testable import ResponderWords

/// The sentences a reading by native speakers found wrong, each with its English beside it and the words it reads as
/// now: the key window that made the overlay lesson circular in Chinese, the Japanese spellings of window, controller
/// and recognizer, the Chinese word for where a touch lands, and the Korean whose particle reversed its meaning or
/// whose subject was marked as a place (에서) or a case (의 경우).
@Suite struct GlossaryTests {
    /// One corrected sentence: where it was found, its English and what it reads as in `language` now.
    struct Corrected: Sendable, CustomTestStringConvertible {
        var place: String
        var language: Language
        var english: String
        var now: String
        var testDescription: String { "\(place) (\(language))" }
    }

    /// The lessons' English descriptions, as the examples hold them.
    static let overlayEnglish =
        "BecomeFirstResponder succeeds in the overlay window, but the software keyboard also needs that window to be "
        + "key, and the main window is key, so no keyboard appears."
    static let tapFocusesEnglish =
        "When the user taps a UITextField, it becomes first responder and shows its input view, the keyboard, because "
        + "its window is key."

    /// The lessons the reading named; `place` is the lesson's name.
    static let lessons: [Corrected] = [
        Corrected(
            place: "overlay-window-keyboard", language: .simplifiedChinese, english: overlayEnglish,
            now: "在覆盖窗口中 becomeFirstResponder 成功了，但软件键盘还需要那个窗口是关键窗口，而关键窗口是应用的主界面窗口 "
                + "UIWindow 'main'，所以键盘不会出现。"),
        Corrected(
            place: "overlay-window-keyboard", language: .japanese, english: overlayEnglish,
            now: "オーバーレイのウインドウで becomeFirstResponder は成功しますが、ソフトウェアキーボードにはそのウインドウが"
                + "キーウインドウであることも必要です。メインのウインドウがキーウインドウなので、キーボードは表示されません。"),
        Corrected(
            place: "overlay-window-keyboard", language: .korean, english: overlayEnglish,
            now: "오버레이 윈도우에서 becomeFirstResponder는 성공하지만, 소프트웨어 키보드에는 그 윈도우가 키 윈도우여야 한다는 "
                + "조건도 있습니다. 메인 윈도우가 키 윈도우이므로 키보드는 나타나지 않습니다."),
        Corrected(
            place: "text-field-tap-focuses", language: .simplifiedChinese, english: tapFocusesEnglish,
            now: "用户轻点 UITextField 时，它成为第一响应者并显示它的输入视图，即键盘，因为它的窗口是关键窗口。"),
        Corrected(
            place: "text-field-tap-focuses", language: .korean, english: tapFocusesEnglish,
            now: "사용자가 UITextField를 탭하면, 그 윈도우가 키 윈도우이므로 텍스트 필드는 퍼스트 리스폰더가 되고 입력 뷰인 "
                + "키보드를 보여 줍니다."),
    ]

    /// The lesson titles the reading named, with the English title; `place` is the lesson's name.
    static let titles: [Corrected] = [
        Corrected(
            place: "single-tap-waits-for-double-tap", language: .simplifiedChinese,
            english: "A single tap that waits for a double tap", now: "等待双次轻点的单次轻点"),
        Corrected(
            place: "text-field-tap-focuses", language: .korean,
            english: "Tapping a text field makes it first responder", now: "텍스트 필드를 탭하면 퍼스트 리스폰더가 됩니다"),
        Corrected(
            place: "overlay-window-keyboard", language: .simplifiedChinese,
            english: "A text field in a window that is not key gets no keyboard", now: "不是关键窗口的窗口中的文本框得不到键盘"),
    ]

    @Test(arguments: Self.titles)
    func aCorrectedLessonTitleReadsAsItsEnglishMeans(_ corrected: Corrected) throws {
        let words = try #require(Lessons.words(of: corrected.place, in: corrected.language))
        #expect(words.title == corrected.now)
    }

    @Test(arguments: Self.lessons)
    func aCorrectedLessonReadsAsItsEnglishMeans(_ corrected: Corrected) throws {
        let words = try #require(Lessons.words(of: corrected.place, in: corrected.language))
        #expect(words.description == corrected.now, "\(corrected)")
        #expect(Glossary.misuses(in: corrected.now, language: corrected.language).isEmpty)
    }

    /// The playground's words the reading named, with the English key they are served under.
    static let playground: [Corrected] = [
        Corrected(place: "playground", language: .japanese, english: "lands", now: "触れる"),
        Corrected(place: "playground", language: .simplifiedChinese, english: "lands", now: "落在"),
        Corrected(place: "playground", language: .japanese, english: "Gesture recognizers", now: "ジェスチャー認識子"),
        Corrected(place: "playground", language: .japanese, english: "Recognizer", now: "ジェスチャー認識子"),
        Corrected(place: "playground", language: .korean, english: "Responder chain", now: "리스폰더 체인"),
        Corrected(
            place: "playground", language: .simplifiedChinese,
            english: "{name} lands at {start} and lifts at {end}, after {n} moves.",
            now: "{name}落在 {start}，移动 {n} 次后在 {end} 抬起。"),
        Corrected(
            place: "playground", language: .japanese,
            english: "{name} lands at {start} and lifts at {end}, after {n} moves.",
            now: "{name}は {start} に触れ、{n} 回動いて {end} で離れます。"),
    ]

    @Test(arguments: Self.playground)
    func aCorrectedPlaygroundWordReadsAsItsEnglishMeans(_ corrected: Corrected) throws {
        let word = try #require(PlaygroundWords.table(in: corrected.language).first { $0.english == corrected.english })
        #expect(word.words == corrected.now)
    }

    /// The Korean diagnostics the reading named, on ``DiagnosticWordsTests/screen()``: the covered view whose
    /// particle said the button took the touch *from* the card, and the English "Responder Chain".
    @Test func theCoveredViewsKoreanSaysWhichViewTookTheTouch() {
        let s = DiagnosticWordsTests.screen()
        let covered = DiagnosticWords.unreachable(
            .covered(
                covered: s.button, hit: s.card, window: s.window, behindWindow: nil, inCell: false, bar: nil,
                hitIsVisiblyInteractive: false))
        #expect(
            s.app.wording(of: covered, in: .english).message
                == "UIButton 'save' is under the finger, but UIView 'card' lies in front of it and took the touch: "
                + "hit-testing asks the frontmost views first, and UIView 'card' is visible, has "
                + "isUserInteractionEnabled = true and contains the point. UIButton 'save' never sees the touch.")
        // Was: "UIButton 'save'의 경우 … 그 앞에 놓인 UIView 'card'에서 터치를 가져갔습니다" (the card took it *from*).
        #expect(
            s.app.wording(of: covered, in: .korean).message
                == "UIButton 'save'은(는) 손가락 아래에 있지만, 그 앞에 놓인 UIView 'card'이(가) 터치를 가져갔습니다. 히트 "
                + "테스트는 가장 앞의 뷰부터 묻고, UIView 'card'은(는) 보이며 isUserInteractionEnabled = true이고 "
                + "그 지점을 포함합니다. UIButton 'save'에는 터치가 전혀 전달되지 않습니다.")
        let nothing = DiagnosticWords.touch(.hitNothing(at: Point(x: 12.5, y: 900)))
        #expect(
            s.app.wording(of: nothing, in: .english).message
                == "The touch at (12.5, 900) hit no view in any window, so no responder chain walk ever started.")
        #expect(
            s.app.wording(of: nothing, in: .korean).message
                == "(12.5, 900)의 터치는 어떤 윈도우의 어떤 뷰에도 히트되지 않았으므로, 리스폰더 체인 탐색이 시작되지 않았습니다.")
    }
}
