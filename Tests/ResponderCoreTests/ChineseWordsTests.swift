import Testing

@testable import ResponderCore
@testable import ResponderWords

/// The Simplified Chinese words of the families that spoke English in Chinese until they were written: the touch
/// and unreachable diagnostics, the aimed touch, the audit findings, the hit-test trace and the skip table, each
/// pinned word for word on the screens the English tests use.
@Suite struct ChineseWordsTests {
    /// Diagnostics' facts on ``DiagnosticWordsTests/screen()``, and the Chinese they read as.
    static func diagnostics(_ s: DiagnosticWordsTests.Screen) -> [(DiagnosticWords, message: String, hint: String)] {
        [
            (
                .touch(.hitNothing(at: Point(x: 12.5, y: 900))),
                "位于 (12.5, 900) 的触摸没有命中任何窗口中的任何视图，所以响应者链的遍历根本没有开始。",
                "轻点后什么也没有发生，这是命中测试的问题：检查该点下方各视图的 frame、isHidden、alpha 和 "
                    + "isUserInteractionEnabled。"
            ),
            (
                .touch(.exclusiveTouchHere(view: s.button, other: s.card)),
                "UIButton 'save' 设置了 isExclusiveTouch，而 UIView 'card' 已经正被触摸，所以这次触摸不会被传递。",
                "如果该视图必须在其他视图被触摸时也能工作，请清除 isExclusiveTouch。"
            ),
            (
                .touch(
                    .scrollViewTookTouch(
                        hit: s.button, scroll: s.table, withheld: false, hitTracksDrags: false, heldBackBy: nil)),
                "拖动从 UIButton 'save' 上开始，但 UITableView 'list' 开始了滚动：它自己的拖移手势识别器识别了这次拖动，"
                    + "UIButton 'save' 的触摸被取消了（touchCancel），所以它的 touchUpInside 动作没有运行。",
                "这是 UIKit 按设计工作：从内容上开始的拖动会滚动。要让某个视图保留它的拖动，请给它添加自己的识别器，"
                    + "或者设置 delaysContentTouches = false，并让 touchesShouldCancel(in:) 对它返回 false。"
            ),
            (
                .unreachable(.outsideBounds(drawn: s.button, ancestor: s.card)),
                "UIButton 'save' 绘制在手指下方，但它位于 UIView 'card' 的边界之外（clipsToBounds 为 false，所以它仍然显示）。"
                    + "命中测试在查看 UIView 'card' 的子视图之前就拒绝了 UIView 'card'，所以这次轻点永远不会被传递。",
                "扩大 UIView 'card' 的 frame 来容纳它，把 UIButton 移到它里面，"
                    + "或者在 UIView 中重写 point(inside:with:) 把它包含进来。"
            ),
            (
                .unreachable(
                    .covered(
                        covered: s.button, hit: s.card, window: s.window, behindWindow: nil, inCell: false, bar: nil,
                        hitIsVisiblyInteractive: false)),
                "UIButton 'save' 在手指下方，但 UIView 'card' 位于它前面，接收了这次触摸："
                    + "命中测试先询问最前面的视图，而 UIView 'card' 可见，isUserInteractionEnabled = true，并且包含该点。"
                    + "UIButton 'save' 永远收不到这次触摸。",
                "在 UIView 'card' 上设置 isUserInteractionEnabled = false，让触摸落到它后面的视图上；在不需要时移除它；"
                    + "或者重写它的 hitTest(_:with:) 或 point(inside:with:)，在它空白的地方返回 nil。"
            ),
            (
                .aimedViewUnreachable(
                    TouchAim(
                        view: s.button, point: Point(x: 60, y: 142), centre: Point(x: 60, y: 142), reached: false,
                        centreMiss: .covered(by: s.card))),
                "UIButton 'save' 没有任何可以到达的点：UIView 'card' 位于它前面，接收了落在它上面的所有触摸。"
                    + "这次轻点按中心 (60, 142) 计算。",
                "如果 UIView 'card' 只是装饰，请在它上面设置 isUserInteractionEnabled = false；"
                    + "或者把 UIButton 'save' 移到它前面，或者用 point(inside:with:) 或 hitTest(_:with:) 让触摸穿过它。"
            ),
        ]
    }

    @Test func theTouchUnreachableAndAimFamiliesReadAsTheirChinese() {
        let screen = DiagnosticWordsTests.screen()
        for (words, message, hint) in Self.diagnostics(screen) {
            let wording = screen.app.wording(of: words, in: .simplifiedChinese)
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
            s.app.explanation(of: aim, in: .simplifiedChinese)
                == "UIButton 'save' 的中心 (60, 142) 被 UIView 'card' 遮住：它位于前面，接收了这次触摸，"
                + "所以手指落在 (90, 130)，这是离中心最近的可到达点。")
    }

    /// Audit findings' facts on ``AuditWordsFacts/app``, and the Chinese they read as.
    @Test func auditFindingsReadAsTheirChinese() throws {
        let app = AuditWordsFacts.app
        let (avatar, save, panel) = try (
            #require(app.index(of: "avatar")), #require(app.index(of: "save")), #require(app.index(of: "panel"))
        )
        let cases: [(AuditWords, message: String, hint: String)] = [
            (
                .interactionDisabled(view: avatar),
                "UIImageView 'avatar' 是为触摸而设计的，但它的 isUserInteractionEnabled = false（这是 UIImageView 的默认值），"
                    + "所以命中测试会跳过它，落在它上面的每个触摸都会交给它后面的视图。",
                "设置 isUserInteractionEnabled = true；如果本意就是禁用，请让它以可见的方式禁用（对控件设置 isEnabled = false）。"
            ),
            (
                .ancestorHidden(
                    view: save, block: TouchBlock(responder: panel, reason: .transparent)),
                "在其祖先视图不可见期间，UIButton 'save' 无法被触摸：它的祖先视图 UIView 'panel' 的 alpha 低于 0.01，"
                    + "命中测试把它视为不可见，所以命中测试跳过它及其内部的一切，包括 UIButton 'save'。",
                "如果祖先视图是有意隐藏的，这没有问题；如果它只是看起来透明，请使用透明的背景色，而不是低于 0.01 的 alpha。"
            ),
            (
                .hitTestFindsNoView(view: save),
                "落在 UIButton 'save' 上的触摸都到达不了它：命中测试在那里找不到任何视图。",
                "检查它上方的视图对 hitTest(_:with:) 和 point(inside:with:) 的重写。"
            ),
        ]
        for (words, message, hint) in cases {
            let wording = app.wording(of: words, in: .simplifiedChinese)
            #expect(wording.message == message, "\(words)")
            #expect(wording.hint == hint, "\(words)")
        }
    }

    /// Each skip of the table, after a name: the trace's note for one view, the condition of a run, and a block's
    /// explanation; no English word in any of them.
    static let skipGolden: [HitTestOutcome: String] = [
        .hit: "UIView 'V' 包含该点，而它的子视图都不包含：它就是命中测试视图。",
        .containsHit: "UIView 'V' 包含该点；它的一个子视图返回了命中测试视图。",
        .passedThrough: "UIView 'V' 包含该点，但它重写的 hitTest 返回 nil 而不是它自己：触摸穿透过去。",
        .interceptedBySelf: "UIView 'V' 重写了 hitTest(_:with:)，不询问子视图就返回自身。",
        .redirected: "UIView 'V' 重写了 hitTest(_:with:)，返回 UIWindow 'window'。",
        .hidden: "UIView 'V' 已隐藏，所以命中测试跳过它及其子视图。",
        .userInteractionDisabled: "UIView 'V' 的 isUserInteractionEnabled = false，所以命中测试跳过它及其子视图。",
        .transparent: "UIView 'V' 的 alpha 低于 0.01，命中测试把它视为不可见，所以命中测试跳过它及其子视图。",
        .pointOutside: "UIView 'V' 不包含该点（point(inside:with:) 为 false），所以命中测试跳过它及其子视图，即使子视图就绘制在那里。",
        .singularTransform: "UIView 'V' 带有一个无法求逆的变换（缩放为零），所以命中测试跳过它及其子视图。",
        .hitTestReturnsNil: "UIView 'V' 重写了 hitTest(_:with:) 并返回 nil，所以命中测试跳过它及其子视图。",
    ]

    @Test(arguments: HitTestOutcome.allCases)
    func everyHitTestReasonReadsAsItsChinese(_ outcome: HitTestOutcome) throws {
        var (app, _, window) = Fixtures.bareApp()
        let view = app.addView(id: "V", frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        app[view].isHidden = outcome == .hidden
        var step = HitTestStep(view: view, depth: 1, point: .zero, outcome: outcome, redirectedTo: window)
        #expect(app.explanation(of: step, in: .simplifiedChinese) == (try #require(Self.skipGolden[outcome])))
        guard outcome.isSkip else { return }
        step.count = 3
        step.lastView = window
        let condition = try #require(app.skipCondition(outcome, of: view, ofRun: true, in: .simplifiedChinese))
        #expect(
            app.explanation(of: step, in: .simplifiedChinese)
                == "3 个同级视图（从 UIView 'V' 到 UIWindow 'window'）按从前到后的顺序被询问：每个视图\(condition)，"
                + "所以命中测试跳过它们及其子视图。")
    }

    /// A block at an ancestor, said of every point: the skip table's Chinese condition, with the default of the
    /// ancestor's class.
    @Test func aBlockedViewsExplanationNamesItsAncestor() {
        var (app, _, window) = Fixtures.bareApp()
        let artwork = app.addView(
            id: "artwork", className: "UIImageView", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let play = app.addView(
            id: "play", className: "UIButton", frame: Rect(x: 0, y: 0, width: 44, height: 44), to: artwork)
        let block = TouchBlock(responder: artwork, reason: .userInteractionDisabled)
        #expect(
            app.explanation(of: block, for: play, in: .simplifiedChinese)
                == "它的祖先视图 UIImageView 'artwork' 的 isUserInteractionEnabled = false（这是 UIImageView 的默认值），"
                + "所以命中测试跳过它及其内部的一切，包括 UIButton 'play'。")
        #expect(
            app.explanation(of: TouchBlock(responder: play, reason: .pointOutside), for: play, in: .simplifiedChinese)
                == "UIButton 'play' 重写了 point(inside:with:)，在任何位置都返回 false，所以命中测试跳过它及其子视图。")
    }
}
