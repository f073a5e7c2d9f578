import Testing

@testable import ResponderCore
@testable import ResponderWords

/// The Japanese words of the families written last, word for word: touch and unreachable-view diagnostics, an aimed
/// touch's hint, audit findings, the hit-test trace and the skip table.
@Suite struct JapaneseWordsTests {
    @Test func diagnosticsReadAsTheirJapanese() {
        let s = DiagnosticWordsTests.screen()
        let touch = s.app.wording(of: .touch(.hitNothing(at: Point(x: 12.5, y: 900))), in: .japanese)
        #expect(
            touch.message
                == "(12.5, 900) のタッチはどのウインドウのどのビューにも当たらなかったので、レスポンダーチェーンの探索は"
                + "一度も始まりませんでした。")
        #expect(
            touch.hint
                == "まったく何も起こらないタップは、ヒットテストの問題です。その点の下にあるビューの frame、isHidden、alpha、"
                + "isUserInteractionEnabled を確認してください。")
        let unreachable = s.app.wording(
            of: .unreachable(.ancestorOverride(drawn: s.button, ancestor: s.card)), in: .japanese)
        #expect(
            unreachable.message
                == "UIButton 'save' は指の下に見えていますが、UIView 'card' が hitTest(_:with:) をオーバーライドしていて、"
                + "サブビューのヒットを返しません。")
        #expect(unreachable.hint == "UIView.hitTest(_:with:) を確認してください。")
    }

    @Test func anAimedTouchsHintAndAnAuditFindingReadAsTheirJapanese() {
        let s = DiagnosticWordsTests.screen()
        #expect(
            s.app.hint(for: .notInWindow, of: s.button, in: .japanese) == "タップする前に、ウインドウのビュー階層に追加してください。")
        let finding = s.app.wording(of: AuditWords.outsideWindow(view: s.button, window: s.window), in: .japanese)
        #expect(finding.message == "UIButton 'save' は完全に UIWindow 'window' の外にあり、そこにはタッチが届きません。")
        #expect(finding.hint == "このビューと祖先の frame を確認してください。画面の外に置かれています。")
    }

    @Test func theTraceAndTheSkipTableReadAsTheirJapanese() {
        let s = DiagnosticWordsTests.screen()
        let step = HitTestStep(view: s.card, depth: 1, point: Point(x: 10, y: 10), outcome: .hitTestReturnsNil)
        #expect(
            s.app.explanation(of: step, in: .japanese)
                == "UIView 'card' はオーバーライドした hitTest(_:with:) で nil を返しているため、ヒットテストはこのビューと"
                + "そのサブビューを飛ばします。")
        let block = TouchBlock(responder: s.card, reason: .hitTestReturnsNil)
        #expect(
            s.app.explanation(of: block, for: s.button, in: .japanese)
                == "祖先の UIView 'card' はオーバーライドした hitTest(_:with:) で nil を返しているため、ヒットテストはその祖先と"
                + "中にあるものすべてを、UIButton 'save' も含めて飛ばします。")
    }
}
