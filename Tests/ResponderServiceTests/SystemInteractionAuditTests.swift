import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// The audit over what UIKit's system presentations and interactions do to a tap: a sheet's, popover's, alert's or
/// action sheet's dimming view over the presenting controller's controls, an active search controller's dimming view
/// over the content, a button whose menu is its primary action, and a context menu over a long-press recognizer.
/// Each case is an app as a client sends it to `POST /v1/audit`, named after the Apple documentation page that shows
/// the behaviour: the finding a tap (or a long press) would show, naming the same responders, with the fix the tap's
/// answer gives, or, where UIKit leaves nothing of the app's in the way, no finding of the kind.
@Suite struct SystemInteractionAuditTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Apple's documentation page (or public report) that shows the behaviour.
        var source: String
        var app: String
        var profile = "runtime"
        /// The finding, or nil when none of this suite's codes may be found (and no warning at all).
        var code: AuditCode?
        /// The responders the finding names first.
        var responders: [String] = []
        var severity = "warning"
        /// The fix's change, or `noFix:` and the reason.
        var fix = ""
        var testDescription: String { name }
    }

    /// The codes this suite is about.
    static let codes: Set<String> = [
        "coveredByPresentation", "coveredBySearchDimming", "menuTookPrimaryAction", "contextMenuBeatLongPress",
    ]

    /// A window of `width` × `height` whose root controller 'home' has 'compose' at (20, 300), sending compose(_:) to
    /// home, and 'share' at the top right, presenting 'sheet' with `presented`'s fields.
    static func home(presenting presented: String, width: Double = 390, height: Double = 844) -> String {
        """
        {"scenes": [{"windows": [{"frame": {"x": 0, "y": 0, "width": \(width), "height": \(height)}, \
        "rootViewController": {"id": "home", "actions": {"compose(_:)": true}, "view": {"id": "homeView", \
        "subviews": [{"id": "compose", "class": "UIButton", "frame": {"x": 20, "y": 300, "width": 100, "height": 44}, \
        "targets": [{"target": "home", "action": "compose(_:)"}]}, {"id": "share", "class": "UIButton", \
        "frame": {"x": \(width - 124), "y": 60, "width": 44, "height": 44}, \
        "targets": [{"target": "home", "action": "compose(_:)"}]}]}, "presented": {"id": "sheet", \(presented)}}}]}]}
        """
    }

    /// A list controller 'list' with the button 'row' at (20, 300), sending open(_:) to list, and the search
    /// controller `search`.
    static func list(search: String) -> String {
        """
        {"scenes": [{"windows": [{"rootViewController": {"id": "list", "actions": {"open(_:)": true}, \
        "searchController": \(search), "view": {"id": "listView", "subviews": [{"id": "row", "class": "UIButton", \
        "frame": {"x": 20, "y": 300, "width": 100, "height": 44}, "targets": [{"target": "list", \
        "action": "open(_:)"}]}]}}}]}]}
        """
    }

    /// A controller 'home' with the button 'sort' at (20, 300) whose menu has `menu`'s fields, sending sort(_:) to
    /// home on touchUpInside.
    static func sortButton(_ menu: String) -> String {
        """
        {"scenes": [{"windows": [{"rootViewController": {"id": "home", "actions": {"sort(_:)": true}, "view": \
        {"id": "homeView", "subviews": [{"id": "sort", "class": "UIButton", "frame": {"x": 20, "y": 300, \
        "width": 100, "height": 44}, "menu": {"title": "Sort", "items": ["Name", "Date"]}, \(menu), \
        "targets": [{"target": "home", "action": "sort(_:)"}]}]}}}]}]}
        """
    }

    /// A controller 'home' with the photo view 'photo' (200 × 200 at (20, 200)) with `view`'s fields.
    static func photo(_ view: String) -> String {
        """
        {"scenes": [{"windows": [{"rootViewController": {"id": "home", "class": "HomeViewController", \
        "actions": {"hold:": true}, "view": {"id": "root", "subviews": [{"id": "photo", "class": "PhotoView", \
        "frame": {"x": 20, "y": 200, "width": 200, "height": 200}, \(view)}]}}}]}]}
        """
    }

    static let contextMenu = #""contextMenu": {"title": "Photo", "items": ["Share", "Delete"]}"#
    static let longPress =
        #""gestureRecognizers": [{"id": "hold", "type": "longPress", "target": "home", "action": "hold:"}]"#
    static let mediumAndLarge = #""detents": [{"identifier": "medium"}, {"identifier": "large"}]"#

    static let cases: [Case] = [
        Case(
            name: "a button above a dimmed medium sheet is under its dimming view",
            source: "UISheetPresentationController documentation (detents, largestUndimmedDetentIdentifier)",
            app: home(presenting: #""sheetPresentationController": {\#(mediumAndLarge)}"#),
            code: .coveredByPresentation, responders: ["compose", "sheet", "sheet.UIDimmingView"],
            fix: "undimDetent"),
        Case(
            name: "at the largest undimmed detent a button above the sheet is reachable: nothing to find",
            source: "UISheetPresentationController.largestUndimmedDetentIdentifier documentation",
            app: home(
                presenting:
                    #""sheetPresentationController": {\#(mediumAndLarge), "largestUndimmedDetentIdentifier": "medium"}"#
            )),
        Case(
            name: "a modal sheet keeps the button under its dimming view from its taps",
            source: "UIViewController.isModalInPresentation documentation",
            app: home(
                presenting:
                    #""isModalInPresentation": true, "sheetPresentationController": {"detents": [{"identifier": "medium"}]}"#
            ),
            code: .coveredByPresentation, responders: ["compose", "sheet", "sheet.UIDimmingView"],
            fix: "undimDetent"),
        Case(
            name: "a form sheet in a regular width dims the button beside it",
            source: "UIModalPresentationStyle.formSheet documentation",
            app: home(presenting: #""modalPresentationStyle": "formSheet""#, width: 1024, height: 1366),
            code: .coveredByPresentation, responders: ["compose", "sheet", "sheet.UIDimmingView"],
            fix: "undimDetent"),
        Case(
            name: "a popover's dimming view covers the button outside it",
            source: "UIPopoverPresentationController documentation",
            app: home(
                presenting:
                    #""modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "share"}"#,
                width: 1024, height: 1366),
            code: .coveredByPresentation, responders: ["compose", "sheet", "sheet.UIDimmingView"],
            fix: "addPassthrough"),
        Case(
            name: "a passthrough view keeps its taps while the popover shows: nothing to find for it",
            source: "UIPopoverPresentationController.passthroughViews documentation",
            app: home(
                presenting:
                    #""modalPresentationStyle": "popover", "popoverPresentationController": {"sourceView": "share", "passthroughViews": ["compose", "share"]}"#,
                width: 1024, height: 1366)),
        Case(
            name: "an alert is modal: the button behind it does nothing until an action dismisses the alert",
            source: "UIAlertController documentation (UIAlertController.Style.alert)",
            app: home(presenting: #""class": "UIAlertController", "preferredStyle": "alert""#),
            code: .coveredByPresentation, responders: ["compose", "sheet", "sheet.UIDimmingView"],
            fix: "noFix:noSingleChange"),
        Case(
            name: "an action sheet's dimming view takes a tap on the button behind it and cancels the sheet",
            source: "UIAlertController documentation (UIAlertController.Style.actionSheet)",
            app: home(presenting: #""class": "UIAlertController", "preferredStyle": "actionSheet""#),
            code: .coveredByPresentation, responders: ["compose", "sheet", "sheet.UIDimmingView"],
            fix: "noFix:noSingleChange"),
        Case(
            name: "the documented profile inserts no dimming view: nothing to find",
            source: "UISheetPresentationController documentation (the dimming view is UIKit's private view)",
            app: home(presenting: #""sheetPresentationController": {"detents": [{"identifier": "medium"}]}"#),
            profile: "documented"),
        Case(
            name: "an active search that obscures the content covers the button under its dimming view",
            source: "UISearchController.obscuresBackgroundDuringPresentation documentation",
            app: list(search: #"{"isActive": true, "obscuresBackgroundDuringPresentation": true}"#),
            code: .coveredBySearchDimming,
            responders: ["row", "list", "list.searchController.dimmingView"], fix: "unobscureSearch"),
        Case(
            name: "an active search that does not obscure the content leaves the button reachable: nothing to find",
            source: "UISearchController.obscuresBackgroundDuringPresentation documentation",
            app: list(search: #"{"isActive": true, "obscuresBackgroundDuringPresentation": false}"#)),
        Case(
            name: "an inactive search has no dimming view: nothing to find",
            source: "UISearchController.isActive documentation",
            app: list(search: #"{"isActive": false}"#)),
        Case(
            name: "a button whose menu is its primary action never sends touchUpInside on a tap",
            source: "UIButton.showsMenuAsPrimaryAction documentation",
            app: sortButton(#""showsMenuAsPrimaryAction": true"#), code: .menuTookPrimaryAction,
            responders: ["sort", "home"], fix: "menuNotPrimary"),
        Case(
            name: "a button whose menu opens on a long press sends its action on a tap: nothing to find",
            source: "UIButton.showsMenuAsPrimaryAction documentation (false by default)",
            app: sortButton(#""showsMenuAsPrimaryAction": false"#)),
        Case(
            name: "a context menu beats the view's own long-press recognizer",
            source: "UIContextMenuInteraction documentation",
            app: photo(contextMenu + ", " + longPress), code: .contextMenuBeatLongPress, responders: ["photo"],
            fix: "noFix:noSingleChange"),
        Case(
            name: "a long-press recognizer on a view without a context menu recognizes: nothing to find",
            source: "UILongPressGestureRecognizer documentation",
            app: photo(longPress)),
    ]

    /// The cases with a finding, as planted bugs of the audit's tests (so every code has one, and the audit is held
    /// to agree with dispatch over them).
    static let planted: [PlantedBug] = cases.compactMap { test in
        guard test.profile == "runtime", let code = test.code else { return nil }
        return PlantedBug("\(test.name) (\(test.source))", code, test.responders, app: test.app)
    }

    /// The fix (or `noFix:reason`) each planted bug's finding gets, by the bug's name (the audit's fix coverage).
    static let expectedFixes: [String: String] = Dictionary(
        uniqueKeysWithValues: zip(
            planted.map(\.name), cases.filter { $0.profile == "runtime" && $0.code != nil }.map(\.fix)))

    /// The cases without one, as healthy apps of the audit's tests.
    static let healthy: [(name: String, app: String)] = cases.filter { $0.code == nil && $0.profile == "runtime" }.map {
        ("\($0.name) (\($0.source))", $0.app)
    }

    static func audit(_ test: Case, language: Language = .english) throws -> [String: Any] {
        let body = Array(#"{"profile": "\#(test.profile)", "app": \#(test.app)}"#.utf8)
        let bytes = try ResponderService.auditAnswer(body: body, options: .init(language: language))
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func finding(_ test: Case, in audit: [String: Any]) throws -> [String: Any] {
        try #require(
            (audit["findings"] as? [[String: Any]] ?? []).first { finding in
                finding["code"] as? String == test.code?.rawValue
                    && FixTests.id((finding["responders"] as? [Any])?.first) == test.responders.first
            }, "\(test.source): no \(test.code?.rawValue ?? "") among \(audit["findings"] ?? [])")
    }

    @Test(arguments: cases)
    func theAuditFindsWhatATapWouldShow(_ test: Case) throws {
        let audit = try Self.audit(test)
        let findings = audit["findings"] as? [[String: Any]] ?? []
        guard test.code != nil else {
            let found = findings.filter {
                Self.codes.contains($0["code"] as? String ?? "") || $0["severity"] as? String != "info"
            }
            #expect(found.isEmpty, "\(test.source): \(found.map { $0["message"] ?? "" })")
            return
        }
        let finding = try Self.finding(test, in: audit)
        let named = (finding["responders"] as? [Any] ?? []).compactMap(FixTests.id)
        #expect(Array(named.prefix(test.responders.count)) == test.responders, "\(test.source)")
        #expect(finding["severity"] as? String == test.severity, "\(test.source)")
        let got =
            (finding["fix"] as? [String: Any])?["change"] as? String
            ?? "noFix:" + ((finding["noFix"] as? [String: Any])?["reason"] as? String ?? "")
        #expect(got == test.fix, "\(test.source)")
        // The witness, posted to /v1/dispatch as the answer gives it, shows the bug.
        let response = try ResponderService.audit(
            body: Array(#"{"profile": "\#(test.profile)", "app": \#(test.app)}"#.utf8))
        for other in response.findings { try AuditTests.expectWitnessShowsTheBug(other, in: response) }
    }

    /// A control under the sheet itself, or in the area a sheet at its largest undimmed detent leaves, is not
    /// reported: only the dimmed area is the dimming view's.
    @Test func onlyTheControlsUnderTheDimmingViewAreReported() throws {
        let low =
            #"{"id": "low", "class": "UIButton", "frame": {"x": 20, "y": 600, "width": 100, "height": 44}, "targets": [{"target": "home", "action": "compose(_:)"}]}"#
        for (detents, reported) in [
            (Self.mediumAndLarge, ["compose", "share"]),
            (Self.mediumAndLarge + #", "largestUndimmedDetentIdentifier": "medium""#, []),
        ] {
            let app = Self.home(presenting: #""sheetPresentationController": {\#(detents)}"#)
                .replacingOccurrences(
                    of: #""subviews": [{"id": "compose""#, with: #""subviews": [\#(low), {"id": "compose""#)
            #expect(app.contains(#""id": "low""#))
            let audit = try Self.audit(Case(name: "", source: "", app: app))
            let covered = (audit["findings"] as? [[String: Any]] ?? []).filter {
                $0["code"] as? String == "coveredByPresentation"
            }
            #expect(covered.compactMap { FixTests.id(($0["responders"] as? [Any])?.first) }.sorted() == reported)
        }
    }

    /// Each fix, applied to the witness as a client would, lets the witness's tap reach the control it was for.
    @Test(
        arguments: cases.filter {
            ["undimDetent", "addPassthrough", "unobscureSearch", "menuNotPrimary"].contains($0.fix)
        })
    func theFixLetsTheWitnessTapThrough(_ test: Case) throws {
        let audit = try Self.audit(test)
        let finding = try Self.finding(test, in: audit)
        let fix = try #require(finding["fix"] as? [String: Any])
        let base = try #require(audit["witnessBase"] as? [String: Any])
        var request = base.filter { !($0.value is NSNull) }
        request["event"] = (finding["witness"] as? [String: Any])?["event"]
        let patched = try FixTests.apply(try #require(fix["patch"] as? [[String: Any]]), to: request)
        let again = try FixTests.answer(Array(try JSONSerialization.data(withJSONObject: patched)), fixes: false)
        let result = try #require(FixTests.results(again).first)
        let hit = ((result["hitTest"] as? [[String: Any]])?.first)?["hitView"]
        #expect(FixTests.id(hit) == test.responders.first, "\(test.source)")
        let performed = (result["actions"] as? [[String: Any]] ?? []).filter { $0["outcome"] as? String == "performed" }
        #expect(!performed.isEmpty, "\(test.source): the control's action runs")
        let codes = (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(
            !codes.contains {
                ["tapDismissedPresentation", "searchDimmingTookTap", "menuTookPrimaryAction"].contains($0)
            })
    }

    /// The English a user reads, word for word: what the system's view does to the tap, and the change.
    @Test func theFindingsSayWhatTheSystemDoesAndWhatToChange() throws {
        let expected: [String: (message: String, hint: String)] = [
            "a button above a dimmed medium sheet is under its dimming view": (
                "While the sheet of UIViewController 'sheet' is up at its 'medium' detent, its dimming view "
                    + "UIDimmingView 'sheet.UIDimmingView' covers UIButton 'compose': a tap on UIButton 'compose' lands "
                    + "on the dimming view instead, which dismisses the sheet.",
                "Set sheetPresentationController.largestUndimmedDetentIdentifier to 'medium' (the detent it shows at): "
                    + "there the sheet has no dimming view, and a tap outside it reaches UIButton 'compose'."
            ),
            "a modal sheet keeps the button under its dimming view from its taps": (
                "While the sheet of UIViewController 'sheet' is up at its 'medium' detent, its dimming view "
                    + "UIDimmingView 'sheet.UIDimmingView' covers UIButton 'compose': isModalInPresentation is true, so "
                    + "a tap on UIButton 'compose' lands on the dimming view and does nothing.",
                "Set sheetPresentationController.largestUndimmedDetentIdentifier to 'medium' (the detent it shows at): "
                    + "there the sheet has no dimming view, and a tap outside it reaches UIButton 'compose'."
            ),
            "an alert is modal: the button behind it does nothing until an action dismisses the alert": (
                "While the alert UIAlertController 'sheet' is up, its dimming view UIDimmingView 'sheet.UIDimmingView' "
                    + "covers UIButton 'compose': an alert is modal, so a tap on UIButton 'compose' does nothing until "
                    + "one of the alert's actions dismisses it.",
                "An alert goes away only through one of its actions; present an action sheet (preferredStyle "
                    + ".actionSheet) if a tap outside should cancel it."
            ),
            "an active search that obscures the content covers the button under its dimming view": (
                "While the search controller of UIViewController 'list' is active, its dimming view UIDimmingView "
                    + "'list.searchController.dimmingView' covers UIButton 'row' (obscuresBackgroundDuringPresentation "
                    + "is true): a tap on UIButton 'row' lands on the dimming view instead, which ends the search.",
                "Set searchController.obscuresBackgroundDuringPresentation = false: then no dimming view covers the "
                    + "content while searching, and a tap there reaches UIButton 'row'."
            ),
            "a button whose menu is its primary action never sends touchUpInside on a tap": (
                "UIButton 'sort''s menu is its primary action (showsMenuAsPrimaryAction = true): a tap opens the menu "
                    + "on touch down and the button sends no touchUpInside or primaryActionTriggered, so sort:, added "
                    + "for them, never runs on a tap.",
                "Set showsMenuAsPrimaryAction = false if a tap should send the action (a long press then opens the "
                    + "menu), or add the target for .menuActionTriggered to act as the menu opens."
            ),
            "a context menu beats the view's own long-press recognizer": (
                "PhotoView 'photo' has a context menu (its UIContextMenuInteraction): a long press on it opens the "
                    + "menu, so UILongPressGestureRecognizer 'hold' on PhotoView 'photo' never recognizes and its "
                    + "action never runs.",
                "Choose one for the long press: do the recognizer's work from the menu (or from "
                    + "contextMenuInteraction(_:willDisplayMenuFor:animator:)), or remove the interaction."
            ),
        ]
        for test in Self.cases {
            guard let words = expected[test.name] else { continue }
            let finding = try Self.finding(test, in: try Self.audit(test))
            #expect(finding["message"] as? String == words.message, "\(test.name)")
            #expect(finding["hint"] as? String == words.hint, "\(test.name)")
        }
        #expect(expected.count == 6)
    }

    /// Every language says it, with the ids as they are and none of the English sentence.
    @Test(arguments: Language.offered)
    func theFindingsAreWordedInEveryLanguage(_ language: Language) throws {
        for test in Self.cases where test.code != nil {
            let finding = try Self.finding(test, in: try Self.audit(test, language: language))
            let message = finding["message"] as? String ?? ""
            #expect(message.contains("'\(test.responders[0])'"), "\(language) \(test.name): \(message)")
            #expect(!(finding["hint"] as? String ?? "").isEmpty)
            if language != .english {
                #expect(!message.contains("While the") && !message.contains("a tap on"), "\(language): \(message)")
            }
        }
    }
}
