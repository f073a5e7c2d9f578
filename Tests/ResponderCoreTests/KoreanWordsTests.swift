import Testing

@testable import ResponderCore
@testable import ResponderWords

/// The Korean words of the families that spoke English in Korean until they were written: the touch
/// and unreachable diagnostics, the aimed touch, the audit findings, the hit-test trace and the skip table, each
/// pinned word for word on the screens the English tests use.
@Suite struct KoreanWordsTests {
    /// Diagnostics' facts on ``DiagnosticWordsTests/screen()``, and the Korean they read as.
    static func diagnostics(_ s: DiagnosticWordsTests.Screen) -> [(DiagnosticWords, message: String, hint: String)] {
        [
            (
                .touch(.hitNothing(at: Point(x: 12.5, y: 900))),
                "(12.5, 900)의 터치는 어떤 윈도우의 어떤 뷰에도 히트되지 않았으므로, 리스폰더 체인 탐색이 시작되지 않았습니다.",
                "아무 반응이 없는 탭은 히트 테스트 문제입니다. 그 지점 아래에 있는 뷰의 frame, isHidden, alpha, isUserInteractionEn"
                    + "abled 값을 확인하십시오."
            ),
            (
                .touch(.exclusiveTouchHere(view: s.button, other: s.card)),
                "UIButton 'save'에 isExclusiveTouch가 설정되어 있고 UIView 'card'에 이미 다른 터치가 닿아 "
                    + "있으므로, 이 터치는 전달되지 않습니다.",
                "다른 뷰가 터치되는 동안에도 이 뷰가 동작해야 한다면 isExclusiveTouch를 해제하십시오."
            ),
            (
                .touch(
                    .scrollViewTookTouch(
                        hit: s.button, scroll: s.table, withheld: false, hitTracksDrags: false, heldBackBy: nil)),
                "드래그는 UIButton 'save'에서 시작했지만, UITableView 'list'이(가) 스크롤을 시작했습니다. 스크롤 뷰 "
                    + "자체의 팬 인식기가 드래그를 인식했고, UIButton 'save'의 터치는 취소되었으므로(touchCancel), touchUpInside "
                    + "액션이 실행되지 않았습니다.",
                "UIKit이 설계대로 동작한 것입니다. 콘텐츠에서 시작한 드래그는 스크롤됩니다. 뷰가 자신의 드래그를 유지하게 하려면 그 뷰에 "
                    + "전용 인식기를 추가하거나, delaysContentTouches = false를 설정하고 touchesShouldCancel(in:"
                    + ") 메서드가 그 뷰에 대해 false를 반환하게 하십시오."
            ),
            (
                .unreachable(.outsideBounds(drawn: s.button, ancestor: s.card)),
                "UIButton 'save'은(는) 손가락 아래에 그려져 있지만, UIView 'card'의 bounds 밖에 있습니다(clipsToBounds가 "
                    + "false이므로 여전히 보입니다). 히트 테스트가 UIView 'card'의 서브뷰를 살펴보기도 전에 그 뷰 자체를 거부했으므로,"
                    + " 탭은 전혀 전달되지 않습니다.",
                "UIView 'card'의 frame을 키워 그 뷰를 포함하게 하거나, UIButton 뷰를 그 안으로 옮기거나, UIView에서 "
                    + "point(inside:with:) 메서드를 오버라이드해 그 영역을 포함하게 하십시오."
            ),
            (
                .unreachable(
                    .covered(
                        covered: s.button, hit: s.card, window: s.window, behindWindow: nil, inCell: false, bar: nil,
                        hitIsVisiblyInteractive: false)),
                "UIButton 'save'은(는) 손가락 아래에 있지만, 그 앞에 놓인 UIView 'card'이(가) 터치를 가져갔습니다. 히트 "
                    + "테스트는 가장 앞의 뷰부터 묻고, UIView 'card'은(는) 보이며 isUserInteractionEnabled = true이고 "
                    + "그 지점을 포함합니다. UIButton 'save'에는 터치가 전혀 전달되지 않습니다.",
                "UIView 'card'에 isUserInteractionEnabled = false를 설정해 터치가 뒤에 있는 뷰로 넘어가게 "
                    + "하거나, 필요 없는 동안에는 제거하거나, hitTest(_:with:) 또는 point(inside:with:) 메서드를 오버라이드해 "
                    + "빈 곳에서는 nil을 반환하게 하십시오."
            ),
            (
                .aimedViewUnreachable(
                    TouchAim(
                        view: s.button, point: Point(x: 60, y: 142), centre: Point(x: 60, y: 142), reached: false,
                        centreMiss: .covered(by: s.card))),
                "UIButton 'save'에는 닿을 수 있는 지점이 없습니다. 앞에 놓인 UIView 'card'이(가) 그 뷰에 닿는 모든 터치를 "
                    + "가져갑니다. 탭은 중심 (60, 142)에서 평가됩니다.",
                "UIView 'card'의 역할이 장식뿐이라면 그 뷰에 isUserInteractionEnabled = false를 설정하거나,"
                    + " UIButton 'save'의 위치를 그 앞으로 옮기거나, point(inside:with:) 또는 hitTest(_:with:"
                    + ") 메서드로 터치가 통과하게 하십시오."
            ),
        ]
    }

    @Test func theTouchUnreachableAndAimFamiliesReadAsTheirKorean() {
        let screen = DiagnosticWordsTests.screen()
        for (words, message, hint) in Self.diagnostics(screen) {
            let wording = screen.app.wording(of: words, in: .korean)
            #expect(wording.message == message, "\(words)")
            #expect(wording.hint == hint, "\(words)")
        }
    }

    /// A reached aim whose centre is covered says where the finger goes instead.
    @Test func aReachedAimSaysWhereTheFingerGoes() {
        let s = DiagnosticWordsTests.screen()
        let aim = TouchAim(
            view: s.button, point: Point(x: 90, y: 130), centre: Point(x: 60, y: 142), reached: true,
            centreMiss: .covered(by: s.card))
        #expect(
            s.app.explanation(of: aim, in: .korean)
                == "UIButton 'save'의 중심 (60, 142)은(는) 앞에 놓인 UIView 'card'에 가려져, 그 뷰가 터치를 가져갑니다."
                + " 그래서 손가락은 (90, 130)에 놓입니다. 닿을 수 있는 지점 가운데 중심에서 가장 가까운 곳입니다.")
    }

    /// Audit findings' facts on ``AuditWordsFacts/app``, and the Korean they read as.
    @Test func auditFindingsReadAsTheirKorean() throws {
        let app = AuditWordsFacts.app
        let (avatar, save, panel) = try (
            #require(app.index(of: "avatar")), #require(app.index(of: "save")), #require(app.index(of: "panel"))
        )
        let cases: [(AuditWords, message: String, hint: String)] = [
            (
                .interactionDisabled(view: avatar),
                "UIImageView 'avatar'은(는) 터치를 받도록 만들어졌지만, 이 뷰는 isUserInteractionEnabled "
                    + "= false입니다(UIImageView의 기본값). 그래서 히트 테스트는 이 뷰를 건너뛰고, 이 뷰에 닿는 모든 터치는 그 "
                    + "뒤의 뷰로 갑니다.",
                "isUserInteractionEnabled = true를 설정하거나, 의도한 것이라면 비활성화된 상태가 보이게 하십시오(컨트롤이라면 "
                    + "isEnabled = false)."
            ),
            (
                .ancestorHidden(
                    view: save, block: TouchBlock(responder: panel, reason: .transparent)),
                "조상 뷰가 보이지 않는 동안에는 UIButton 'save'을(를) 터치할 수 없습니다. 조상 뷰인 UIView 'panel'은(는) "
                    + "alpha가 0.01 미만이며, 히트 테스트는 이를 보이지 않는 것으로 취급합니다. 그래서 히트 테스트는 그 뷰와 그 안에 있는 "
                    + "모든 것(UIButton 'save' 포함)을 건너뜁니다.",
                "조상 뷰를 일부러 숨긴 것이라면 괜찮습니다. 투명하게 보이게만 하려는 것이라면 alpha를 0.01 미만으로 하지 말고 투명한 "
                    + "배경색을 사용하십시오."
            ),
            (
                .hitTestFindsNoView(view: save),
                "UIButton 'save'에 닿는 터치는 그 뷰에 도달하지 않습니다. 히트 테스트가 그곳에서 어떤 뷰도 찾지 못합니다.",
                "그 위에 있는 hitTest(_:with:) 및 point(inside:with:) 오버라이드를 확인하십시오."
            ),
        ]
        for (words, message, hint) in cases {
            let wording = app.wording(of: words, in: .korean)
            #expect(wording.message == message, "\(words)")
            #expect(wording.hint == hint, "\(words)")
        }
    }

    /// Each skip of the table, after a name: the trace's note for one view, the condition of a run, and a block's
    /// explanation; no English prose in any of them (UIKit names and selectors stay).
    static let skipGolden: [HitTestOutcome: String] = [
        .hit: "UIView 'V'은(는) 그 지점을 포함하고, 그 지점을 포함하는 서브뷰는 없습니다. 이 뷰가 히트 테스트 뷰입니다.",
        .containsHit: "UIView 'V'은(는) 그 지점을 포함하며, 서브뷰 하나가 히트 테스트 뷰를 반환했습니다.",
        .passedThrough: "UIView 'V'은(는) 그 지점을 포함하지만, hitTest 오버라이드가 자기 자신 대신 nil을 반환합니다. 터치는 통과합니다.",
        .interceptedBySelf: "UIView 'V'이(가) hitTest(_:with:) 메서드를 오버라이드해, 서브뷰에 묻지 않고 자기 자신을 반환합니다.",
        .redirected: "UIView 'V'이(가) hitTest(_:with:) 메서드를 오버라이드했으며, 반환하는 뷰는 UIWindow 'window'입니다.",
        .hidden: "UIView 'V'은(는) 숨겨져 있습니다. 그래서 히트 테스트는 이 뷰와 그 서브뷰를 건너뜁니다.",
        .userInteractionDisabled: "UIView 'V'은(는) isUserInteractionEnabled = false입니다. 그래서 히트 테스트는 이 뷰와 그 "
            + "서브뷰를 건너뜁니다.",
        .transparent: "UIView 'V'은(는) alpha가 0.01 미만이며, 히트 테스트는 이를 보이지 않는 것으로 취급합니다. 그래서 히트 테스트는 "
            + "이 뷰와 그 서브뷰를 건너뜁니다.",
        .pointOutside: "UIView 'V'은(는) 그 지점을 포함하지 않습니다(point(inside:with:)가 false). 그래서 히트 테스트는 "
            + "이 뷰와 그 서브뷰를, 그 지점에 그려진 서브뷰까지 건너뜁니다.",
        .singularTransform: "UIView 'V'은(는) transform에 역행렬이 없습니다(배율 0). 그래서 히트 테스트는 이 뷰와 그 서브뷰를 건너뜁니다.",
        .hitTestReturnsNil: "UIView 'V'은(는) hitTest(_:with:) 메서드를 오버라이드해 nil을 반환합니다. 그래서 히트 테스트는 이 "
            + "뷰와 그 서브뷰를 건너뜁니다.",
    ]

    @Test(arguments: HitTestOutcome.allCases)
    func everyHitTestReasonReadsAsItsKorean(_ outcome: HitTestOutcome) throws {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "V", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        app[view].isHidden = outcome == .hidden
        var step = HitTestStep(view: view, depth: 1, point: .zero, outcome: outcome, redirectedTo: window)
        #expect(app.explanation(of: step, in: .korean) == (try #require(Self.skipGolden[outcome])))
        guard outcome.isSkip else { return }
        step.count = 3
        step.lastView = window
        let condition = try #require(app.skipCondition(outcome, of: view, ofRun: true, in: .korean))
        #expect(
            app.explanation(of: step, in: .korean)
                == "형제 뷰 3개(UIView 'V'부터 UIWindow 'window'까지)에 앞에서부터 뒤로 차례대로 물었습니다. 각 뷰는 "
                + "\(condition). 그래서 히트 테스트는 그 뷰들과 서브뷰를 건너뜁니다.")
    }

    /// A block at an ancestor, said of every point: the skip table's Korean condition, with the default of the
    /// ancestor's class.
    @Test func aBlockedViewsExplanationNamesItsAncestor() {
        var (app, _, window) = Fixtures.bareApp()
        let artwork = app.addView(
            id: "artwork", className: "UIImageView", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let play = app.addView(
            id: "play", className: "UIButton", frame: Rect(x: 0, y: 0, width: 44, height: 44), to: artwork)
        let block = TouchBlock(responder: artwork, reason: .userInteractionDisabled)
        #expect(
            app.explanation(of: block, for: play, in: .korean)
                == "조상 뷰인 UIImageView 'artwork'은(는) isUserInteractionEnabled = false입니다(UIImageView의 "
                + "기본값). 그래서 히트 테스트는 그 뷰와 그 안에 있는 모든 것(UIButton 'play' 포함)을 건너뜁니다.")
        #expect(
            app.explanation(of: TouchBlock(responder: play, reason: .pointOutside), for: play, in: .korean)
                == "UIButton 'play'은(는) point(inside:with:) 메서드를 오버라이드해 모든 곳에서 false를 반환합니다."
                + " 그래서 히트 테스트는 이 뷰와 그 서브뷰를 건너뜁니다.")
    }
    // MARK: - corrected in review

    /// One sentence a native Korean editor's review corrected: where it is, its English, what it read as and what it
    /// reads as now.
    struct Corrected: Sendable, CustomTestStringConvertible {
        var place: String
        var english: String
        var was: String
        var now: String
        var testDescription: String { place }
    }

    /// Diagnostics the review corrected, on ``DiagnosticWordsTests/screen()``: the subject marked as a possession, and
    /// the particle that made the button the place of a touch instead of what is touched.
    @Test func theDiagnosticsCorrectedInReviewReadAsTheirEnglishMeans() {
        let s = DiagnosticWordsTests.screen()
        let disabled = DiagnosticWords.action(.controlDisabled(control: s.button))
        #expect(
            s.app.wording(of: disabled, in: .english).message
                == "UIButton 'save' is disabled (isEnabled = false), so it sends none of its actions.")
        // Was: "UIButton 'save'의 isEnabled가 false여서 비활성화되어 있습니다" (its isEnabled was what is disabled).
        #expect(
            s.app.wording(of: disabled, in: .korean).message
                == "UIButton 'save'은(는) 비활성화되어 있습니다(isEnabled = false). 그래서 어떤 액션도 보내지 않습니다.")
    }

    /// Lessons the review corrected, with the English they say; `place` is the lesson's name and `now` a part of
    /// the Korean field named by `field`.
    static let lessonsCorrectedInReview: [(Corrected, field: String)] = [
        (
            Corrected(
                place: "button-outside-parent",
                english:
                    "hit-testing rejects the toolbar before it looks at its subviews, so the tap lands on the root "
                    + "view", was: "탭은 루트 뷰에 떨어지고", now: "탭은 루트 뷰에 닿고"), "description"
        ),
        (
            Corrected(
                place: "follow-button-unreachable",
                english:
                    "so the service looks for a spot of the button a finger can reach: it finds none, says why, and "
                    + "tries the tap at the button's centre",
                was: "찾지 못하면 그 이유를 말하고",
                now: "손가락이 닿을 수 있는 버튼의 위치를 찾습니다. 그런 위치는 없으므로, 그 이유를 말하고 버튼의 중심에서 "
                    + "탭을 시도합니다."), "description"
        ),
        (
            Corrected(
                place: "follow-button-unreachable",
                english: "The tap at the button's centre lands on UIView 'profileView' instead",
                was: "UIView 'profileView'에 떨어집니다.", now: "버튼 중심의 탭은 대신 UIView 'profileView'에 닿습니다."),
            "lookAt"
        ),
        (
            Corrected(
                place: "button-added-to-cell", english: "a tap on the button lands on the content view",
                was: "터치가 콘텐츠 뷰에 떨어지고", now: "버튼을 탭하면 터치가 콘텐츠 뷰에 닿고"), "description"
        ),
        (
            Corrected(
                place: "drag-off-button-cancels",
                english: "A finger presses the Save button, slides far away and lifts: does the save run?",
                was: "손가락이 저장 버튼을 누르고 멀리 밀어낸 뒤 뗍니다.",
                now: "저장 버튼을 누른 손가락을 멀리 미끄러뜨린 뒤 뗍니다. 저장이 실행될까요?"), "question"
        ),
        (
            Corrected(
                place: "drag-off-button-cancels",
                english: "The finger presses the Save button, slides well away from it and lifts there.",
                was: "거기서 떨어집니다.", now: "저장 버튼을 누른 손가락이 버튼에서 멀리 미끄러진 뒤, 거기서 손가락을 뗍니다."),
            "description"
        ),
        (
            Corrected(
                place: "drag-off-button-cancels",
                english: "the touchEndedOutsideControl diagnostic says the finger lifted more than 70 points outside",
                was: "손가락이 70포인트보다 바깥에서 떨어졌으므로", now: "손가락을 70포인트보다 바깥에서 뗐으므로"), "lookAt"
        ),
        (
            Corrected(
                place: "scroll-view-keeps-button-touch",
                english: "because the finger lifts within 70 points of it, the button still fires",
                was: "손가락이 버튼에서 70포인트 안에서 떨어지므로", now: "손가락을 버튼에서 70포인트 안에서 떼므로"),
            "description"
        ),
        (
            Corrected(
                place: "remote-control-app-delegate",
                english: "A remote-control event with no first responder reaches the app delegate", was: "원격 제어 이벤트",
                now: "퍼스트 리스폰더가 없을 때 리모트 컨트롤 이벤트는 앱 델리게이트에 닿습니다"), "title"
        ),
        (
            Corrected(
                place: "target-released-local-variable",
                english: "UIKit's documentation says the control does not retain its target",
                was: "컨트롤은 타깃을 유지하지 않으므로", now: "UIKit 문서에 따르면 컨트롤은 타깃을 보관하지 않으므로"),
            "description"
        ),
        (
            Corrected(
                place: "copy-paste-menu", english: "Edit menu on a focused text view with an empty pasteboard",
                was: "대지가 비어 있을 때", now: "페이스트보드가 비어 있을 때 포커스가 있는 텍스트 뷰의 편집 메뉴"), "title"
        ),
    ]

    @Test func theLessonsCorrectedInReviewReadAsTheirEnglishMeans() throws {
        for (corrected, field) in Self.lessonsCorrectedInReview {
            let lesson = try #require(Lessons.words(of: corrected.place, in: .korean), "\(corrected.place)")
            let text =
                switch field {
                case "title": lesson.title
                case "question": lesson.question
                case "lookAt": lesson.lookAt
                default: lesson.description
                }
            #expect(text.contains(corrected.now), "\(corrected.place): \(corrected.english)")
            #expect(!text.contains(corrected.was), "\(corrected.place): \(corrected.english)")
            #expect(Glossary.misuses(in: text, language: .korean).isEmpty)
        }
    }
}
