import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// Sheets, popovers and alerts: where a tap outside the presented controller goes. Each case is a request as a client
/// sends it (a home screen whose `compose` button sends `compose(_:)`, presenting `sheet`), one tap, and what the
/// answer must say: the hit view, the outcome, the diagnostic and its fix, and the source that shows the behaviour.
@Suite struct PresentationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Apple's documentation page (or public report) that shows the behaviour.
        var source: String
        /// The presented controller's fields (after its id).
        var presented: String
        var window = Size(width: 390, height: 844)
        var tap: Point
        var profile = "runtime"
        var hitView: String
        var outcome: String
        /// The warning or info about the tap, if any.
        var code: String?
        var severity: String?
        /// The fix's change, or nil when the code has none.
        var change: String?
        var testDescription: String { name }
    }

    static let compose = Point(x: 70, y: 322)

    static let cases: [Case] = [
        Case(
            name: "a tap above a dimmed medium sheet lands on its dimming view and dismisses it",
            source: "UISheetPresentationController documentation (detents, largestUndimmedDetentIdentifier)",
            presented:
                #""sheetPresentationController": {"detents": [{"identifier": "medium"}, {"identifier": "large"}]}"#,
            tap: compose, hitView: "sheet.UIDimmingView", outcome: "takenByDimmingView",
            code: "tapDismissedPresentation", severity: "warning", change: "undimDetent"),
        Case(
            name: "at the largest undimmed detent a tap above the sheet reaches the presenting controller's button",
            source: "UISheetPresentationController.largestUndimmedDetentIdentifier documentation",
            presented:
                #""sheetPresentationController": {"detents": [{"identifier": "medium"}, {"identifier": "large"}], "largestUndimmedDetentIdentifier": "medium"}"#,
            tap: compose, hitView: "compose", outcome: "handled"),
        Case(
            name: "above the largest undimmed detent the sheet is large and covers the button",
            source: "UISheetPresentationController.selectedDetentIdentifier documentation",
            presented:
                #""sheetPresentationController": {"detents": [{"identifier": "medium"}, {"identifier": "large"}], "selectedDetentIdentifier": "large", "largestUndimmedDetentIdentifier": "medium"}"#,
            tap: compose, hitView: "sheet.view", outcome: "dropped"),
        Case(
            name: "a custom detent's sheet is its height above the bottom inset: a tap above it is on the dimming view",
            source: "UISheetPresentationController.Detent.custom(identifier:resolver:) documentation",
            presented:
                #""sheetPresentationController": {"detents": [{"identifier": "peek", "height": 200}]}"#,
            tap: Point(x: 70, y: 600), hitView: "sheet.UIDimmingView", outcome: "takenByDimmingView",
            code: "tapDismissedPresentation", severity: "info"),
        Case(
            name: "a modal sheet ignores a tap on its dimming view",
            source: "UIViewController.isModalInPresentation documentation",
            presented:
                #""isModalInPresentation": true, "sheetPresentationController": {"detents": [{"identifier": "medium"}]}"#,
            tap: compose, hitView: "sheet.UIDimmingView", outcome: "takenByDimmingView",
            code: "tapOutsideModalPresentation", severity: "warning", change: "undimDetent"),
        Case(
            name: "the documented profile inserts no dimming view: the tap reaches the button",
            source: "UISheetPresentationController documentation (the dimming view is UIKit's private view)",
            presented: #""sheetPresentationController": {"detents": [{"identifier": "medium"}]}"#,
            tap: compose, profile: "documented", hitView: "compose", outcome: "handled"),
        Case(
            name: "a tap outside a popover lands on its dimming view and dismisses it",
            source: "UIPopoverPresentationController documentation",
            presented:
                #""modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "share"}"#,
            window: Size(width: 1024, height: 1366), tap: compose, hitView: "sheet.UIDimmingView",
            outcome: "takenByDimmingView", code: "tapDismissedPresentation", severity: "warning",
            change: "addPassthrough"),
        Case(
            name: "a passthrough view keeps its taps while the popover shows",
            source: "UIPopoverPresentationController.passthroughViews documentation",
            presented:
                #""modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "share", "passthroughViews": ["compose"]}"#,
            window: Size(width: 1024, height: 1366), tap: compose, hitView: "compose", outcome: "handled"),
        Case(
            name: "a tap on the popover itself reaches its view",
            source: "UIPopoverPresentationController documentation (sourceView, preferredContentSize)",
            presented:
                #""modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "share", "preferredContentSize": {"width": 300, "height": 200}}"#,
            window: Size(width: 1024, height: 1366), tap: Point(x: 870, y: 200), hitView: "sheet.view",
            outcome: "dropped"),
        Case(
            name: "in a compact width a popover adapts to a large sheet, which covers the button",
            source:
                "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:) documentation",
            presented:
                #""modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "share"}"#,
            tap: compose, hitView: "sheet.view", outcome: "dropped"),
        Case(
            name: "a delegate returning none keeps the popover a popover in a compact width",
            source:
                "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:) documentation",
            presented:
                #""modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "share", "adaptivePresentationStyle": "none"}"#,
            tap: Point(x: 30, y: 322), hitView: "sheet.UIDimmingView", outcome: "takenByDimmingView",
            code: "tapDismissedPresentation", severity: "warning", change: "addPassthrough"),
        Case(
            name: "a form sheet in a regular width is 540×620 and centred: a tap beside it dismisses it",
            source: "UIModalPresentationStyle.formSheet documentation",
            presented: #""modalPresentationStyle": "formSheet""#, window: Size(width: 1024, height: 1366),
            tap: compose, hitView: "sheet.UIDimmingView", outcome: "takenByDimmingView",
            code: "tapDismissedPresentation", severity: "warning", change: "undimDetent"),
        Case(
            name: "the middle of a centred form sheet is the sheet",
            source: "UIModalPresentationStyle.formSheet documentation",
            presented: #""modalPresentationStyle": "formSheet""#, window: Size(width: 1024, height: 1366),
            tap: Point(x: 512, y: 683), hitView: "sheet.view", outcome: "dropped"),
        Case(
            name: "an alert is modal: a tap outside it does nothing",
            source: "UIAlertController documentation (UIAlertController.Style.alert)",
            presented: #""class": "UIAlertController", "preferredStyle": "alert""#, tap: compose,
            hitView: "sheet.UIDimmingView", outcome: "takenByDimmingView", code: "tapOutsideModalPresentation",
            severity: "warning"),
        Case(
            name: "an action sheet's dimming view takes a tap outside it and cancels it",
            source: "UIAlertController documentation (UIAlertController.Style.actionSheet)",
            presented: #""class": "UIAlertController", "preferredStyle": "actionSheet""#, tap: compose,
            hitView: "sheet.UIDimmingView", outcome: "takenByDimmingView", code: "tapDismissedPresentation",
            severity: "warning"),
        // The system's presented controllers present like any other; only their content is their own.
        Case(
            name: "a share sheet at its medium detent: a tap above it lands on its dimming view and dismisses it",
            source: "UIActivityViewController documentation (present it modally on iPhone)",
            presented:
                #""class": "UIActivityViewController", "sheetPresentationController": {"detents": [{"identifier": "medium"}, {"identifier": "large"}]}"#,
            tap: compose, hitView: "sheet.UIDimmingView", outcome: "takenByDimmingView",
            code: "tapDismissedPresentation", severity: "warning", change: "undimDetent"),
        Case(
            name: "a share sheet on iPad is a popover: a tap outside it lands on its dimming view and dismisses it",
            source: "UIActivityViewController documentation (on iPad, present it in a popover)",
            presented:
                #""class": "UIActivityViewController", "modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "share"}"#,
            window: Size(width: 1024, height: 1366), tap: compose, hitView: "sheet.UIDimmingView",
            outcome: "takenByDimmingView", code: "tapDismissedPresentation", severity: "warning",
            change: "addPassthrough"),
        Case(
            name: "an image picker's large sheet covers the button: the tap is the picker's own",
            source: "UIImagePickerController documentation (present it modally)",
            presented: #""class": "UIImagePickerController""#, tap: compose, hitView: "sheet.view",
            outcome: "dropped"),
        Case(
            name: "a document picker as a form sheet on iPad: a tap beside it dismisses it",
            source: "UIDocumentPickerViewController documentation (present it modally)",
            presented: #""class": "UIDocumentPickerViewController", "modalPresentationStyle": "formSheet""#,
            window: Size(width: 1024, height: 1366), tap: compose, hitView: "sheet.UIDimmingView",
            outcome: "takenByDimmingView", code: "tapDismissedPresentation", severity: "warning",
            change: "undimDetent"),
    ]

    /// The request: a window of `window`'s size whose root controller 'home' has the button 'compose' (sending
    /// compose(_:) to home) and a 'share' button at the top right, presenting 'sheet'.
    static func request(_ test: Case) -> [UInt8] {
        let share = test.window.width - 124
        let body = """
            {"profile": "\(test.profile)", "app": {"scenes": [{"windows": [{"frame": {"x": 0, "y": 0, \
            "width": \(test.window.width), "height": \(test.window.height)}, "rootViewController": {"id": "home", \
            "actions": {"compose(_:)": true}, "view": {"id": "homeView", "subviews": [{"id": "compose", "class": \
            "UIButton", "frame": {"x": 20, "y": 300, "width": 100, "height": 44}, "targets": [{"event": \
            "touchUpInside", "target": "home", "action": "compose(_:)"}]}, {"id": "share", "class": "UIButton", \
            "frame": {"x": \(share), "y": 60, "width": 44, "height": 44}}]}, "presented": {"id": "sheet", \
            \(test.presented)}}}]}]}, "event": {"type": "touch", "point": {"x": \(test.tap.x), "y": \(test.tap.y)}}}
            """
        return Array(body.utf8)
    }

    @Test(arguments: cases)
    func aTapOutsideAPresentationGoesWhereUIKitSendsIt(_ test: Case) throws {
        let answer = try FixTests.answer(Self.request(test))
        let result = try #require(FixTests.results(answer).first)
        let hit = ((result["hitTest"] as? [[String: Any]])?.first)?["hitView"]
        #expect(FixTests.id(hit) == test.hitView, "\(test.source)")
        #expect(result["outcome"] as? String == test.outcome, "\(test.source)")
        let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
        let about = diagnostics.filter {
            ["tapDismissedPresentation", "tapOutsideModalPresentation"].contains($0["code"] as? String ?? "")
        }
        #expect(about.compactMap { $0["code"] as? String } == (test.code.map { [$0] } ?? []), "\(test.source)")
        if let diagnostic = about.first {
            #expect(diagnostic["severity"] as? String == test.severity)
            let fix = diagnostic["fix"] as? [String: Any]
            #expect(fix?["change"] as? String == test.change)
            if test.change == nil, test.severity == "warning" {
                #expect(diagnostic["noFix"] != nil, "a warning without a fix says why")
            }
        }
    }

    /// Each fix, applied to the request as it was sent, lets the tap through to the button: its action runs.
    @Test(arguments: cases.filter { $0.change != nil })
    func theFixLetsTheTapReachTheButton(_ test: Case) throws {
        let body = Self.request(test)
        let answer = try FixTests.answer(body)
        let (_, _, fix) = try #require(FixTests.fixes(in: answer).first { $0.fix["change"] as? String == test.change })
        let patched = try FixTests.apply(
            try #require(fix["patch"] as? [[String: Any]]), to: try JSONSerialization.jsonObject(with: Data(body)))
        let again = try FixTests.answer(Array(try JSONSerialization.data(withJSONObject: patched)), fixes: false)
        let result = try #require(FixTests.results(again).first)
        let hit = ((result["hitTest"] as? [[String: Any]])?.first)?["hitView"]
        #expect(FixTests.id(hit) == "compose")
        #expect(result["outcome"] as? String == "handled")
        let verified = try #require(fix["verified"] as? [String: Any])
        #expect(verified["cured"] as? Bool == true)
        #expect(FixTests.id(verified["hitView"]) == "compose")
    }

    /// `request(test)` with its one tap made a list of events: each point in turn.
    static func request(_ test: Case, taps: [Point], sheetView: String = "") -> [UInt8] {
        var body = String(decoding: request(test), as: UTF8.self)
        let one = #""event": {"type": "touch", "point": {"x": \#(test.tap.x), "y": \#(test.tap.y)}}"#
        let events = taps.map { #"{"type": "touch", "point": {"x": \#($0.x), "y": \#($0.y)}}"# }
        body = body.replacingOccurrences(of: one, with: #""events": [\#(events.joined(separator: ", "))]"#)
        if !sheetView.isEmpty {
            body = body.replacingOccurrences(
                of: #""presented": {"id": "sheet", "#, with: #""presented": {"id": "sheet", "view": \#(sheetView), "#)
        }
        return Array(body.utf8)
    }

    /// A tap on a dimming view dismisses the sheet for the events after it too (UISheetPresentationController's and
    /// `dismiss(animated:completion:)`'s documentation): the next tap on the same point reaches the button the sheet
    /// covered, and its action runs. An `isModalInPresentation` sheet stays, and its dimming view takes the next tap
    /// as well.
    @Test func aDimmingViewsTapDismissesTheSheetForTheEventsAfterIt() throws {
        let test = Self.cases[0]
        let answer = try FixTests.answer(Self.request(test, taps: [test.tap, test.tap]), fixes: false)
        let results = FixTests.results(answer)
        try #require(results.count == 2)
        #expect(results[0]["outcome"] as? String == "takenByDimmingView")
        let step = try #require(
            (results[0]["path"] as? [[String: Any]])?.first {
                $0["method"] as? String == "dismiss(animated:completion:)"
            })
        #expect(FixTests.id(step["responder"]) == "sheet")
        let words = try #require(step["note"] as? String)
        #expect(
            words
                == "The dimming view took the tap and dismissed UIViewController 'sheet': its view left the screen with "
                + "the dimming view, and UIViewController 'home' is the controller on top again, for the events after "
                + "this one too.")
        let hit = ((results[1]["hitTest"] as? [[String: Any]])?.first)?["hitView"]
        #expect(FixTests.id(hit) == "compose")
        #expect(results[1]["outcome"] as? String == "handled")

        var modal = test
        modal.presented += #", "isModalInPresentation": true"#
        let kept = FixTests.results(try FixTests.answer(Self.request(modal, taps: [test.tap, test.tap]), fixes: false))
        for result in kept {
            #expect(result["outcome"] as? String == "takenByDimmingView")
            #expect(
                !(result["path"] as? [[String: Any]] ?? []).contains {
                    $0["method"] as? String == "dismiss(animated:completion:)"
                })
        }
    }

    /// The sheet's text field, first responder while the sheet shows, resigns when a dimming view's tap dismisses
    /// the sheet (its view leaves the window): no first responder is left in the window.
    @Test func aFirstResponderInADismissedSheetResigns() throws {
        let test = Self.cases[0]
        let field =
            #"{"id": "sheetView", "subviews": [{"id": "note", "class": "UITextField", "frame": {"x": 20, "y": 20, "width": 200, "height": 34}}]}"#
        var body = String(decoding: Self.request(test, taps: [test.tap], sheetView: field), as: UTF8.self)
        body = body.replacingOccurrences(of: #""windows": [{"#, with: #""windows": [{"firstResponder": "note", "#)
        let request = try WireFormat.decode(DispatchRequest.self, from: Array(body.utf8), limits: Limits())
        let (app, events, settings) = try RequestMapping.prepare(request, limits: Limits())
        let note = try #require(app.index(of: "note"))
        #expect(app.state.firstResponders.values.contains(note))
        var dispatcher = Dispatcher(app: app, settings: settings)
        _ = dispatcher.dispatch(events)
        #expect(!dispatcher.app.state.firstResponders.values.contains(note))
        let sheet = try #require(dispatcher.app.index(of: "sheet"))
        let home = try #require(dispatcher.app.index(of: "home"))
        #expect(dispatcher.app[home].presentedViewController == nil)
        #expect(dispatcher.app.windows.allSatisfy { !dispatcher.app.isView(note, inSubtreeOf: $0) })
        #expect(dispatcher.app[sheet].presentingViewController == nil)
    }

    /// A tap aimed `on` a button behind a dimming view lands on the dimming view, and only the tap's own diagnostic
    /// says so: the aim's warning, whose hint would turn a private view's interaction off, is left out.
    @Test func aTapAimedAtAButtonUnderTheDimmingViewSaysOnlyWhatTheDimmingViewDid() throws {
        let test = Self.cases[0]
        var body = String(decoding: Self.request(test), as: UTF8.self)
        body = body.replacingOccurrences(of: #""point": {"x": 70.0, "y": 322.0}"#, with: #""on": "compose""#)
        #expect(body.contains(#""on": "compose""#))
        let result = try #require(FixTests.results(try FixTests.answer(Array(body.utf8))).first)
        let codes = (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes == ["tapDismissedPresentation"])
        #expect(result["outcome"] as? String == "takenByDimmingView")
    }

    /// The words a user reads, in English: what took the tap and the change that lets it through.
    @Test func theWarningSaysWhatTookTheTapAndHowToLetItThrough() throws {
        let popover = try #require(Self.cases.first { $0.change == "addPassthrough" })
        let answer = try FixTests.answer(Self.request(popover))
        let diagnostic = try #require(
            (FixTests.results(answer).first?["diagnostics"] as? [[String: Any]])?.first {
                $0["code"] as? String == "tapDismissedPresentation"
            })
        #expect(
            diagnostic["message"] as? String
                == "The tap landed outside the popover of UIViewController 'sheet', on its dimming view UIDimmingView "
                + "'sheet.UIDimmingView', which took it and dismissed the popover; UIButton 'compose' under it got "
                + "nothing.")
        #expect(
            diagnostic["hint"] as? String
                == "Add UIButton 'compose' to popoverPresentationController.passthroughViews: the dimming view then "
                + "lets its touches through while the popover stays.")
        let fix = try #require(diagnostic["fix"] as? [String: Any])
        #expect(fix["swift"] as? String == "sheet.popoverPresentationController?.passthroughViews = [compose]")
        let sheet = try #require(Self.cases.first { $0.change == "undimDetent" })
        let sheetFix = try #require(FixTests.fixes(in: try FixTests.answer(Self.request(sheet))).first?.fix)
        #expect(
            sheetFix["swift"] as? String
                == "sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium")
    }

    /// A tap inside a system controller's sheet is its own: the answer says its content is not modelled, and that its
    /// presentation is.
    @Test(arguments: ["UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController"])
    func aTapInsideASystemControllerIsItsOwnAndTheAnswerSaysSo(_ className: String) throws {
        let test = Case(
            name: className, source: "\(className) documentation", presented: #""class": "\#(className)""#,
            tap: Point(x: 195, y: 500), hitView: "sheet.view", outcome: "dropped")
        let answer = try FixTests.answer(Self.request(test))
        let result = try #require(FixTests.results(answer).first)
        let hit = ((result["hitTest"] as? [[String: Any]])?.first)?["hitView"]
        #expect(FixTests.id(hit) == "sheet.view")
        let note = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "classModelledAsSuperclass" })
        #expect(note["severity"] as? String == "info")
        #expect(
            (note["message"] as? String ?? "").hasSuffix(
                "Not modelled: its content, the system's own, whose taps are its own. It is presented like any "
                    + "presented controller: its sheet or popover, its dimming view and a tap outside it are modelled.")
        )
        #expect((note["message"] as? String ?? "").hasPrefix("\(className) 'sheet'"))
    }

    /// Every language says it, with the ids as they are.
    @Test(arguments: Language.offered)
    func theWarningIsWordedInEveryLanguage(_ language: Language) throws {
        for test in Self.cases where test.code != nil {
            let (result, diagnostic) = try FixTests.worded(Self.request(test), code: test.code, in: language)
            let message = diagnostic["message"] as? String ?? ""
            #expect(message.contains("'sheet'"), "\(language) \(test.name): \(message)")
            #expect(!(diagnostic["hint"] as? String ?? "").isEmpty)
            #expect(!(result["summary"] as? String ?? "").isEmpty)
            if language != .english {
                #expect(!message.contains("The tap"), "\(language): \(message)")
            }
        }
    }
}
