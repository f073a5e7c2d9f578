import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// A hierarchy with one planted bug, the finding it must produce, and the responders that finding must name first.
/// A window's subviews are placed in the view of a controller that implements `save:`, the action their buttons send,
/// so that the bug is the only thing wrong (a fix that lets the tap through must not crash the app).
struct PlantedBug: Sendable, CustomTestStringConvertible {
    var name: String
    var code: AuditCode
    var responders: [String]
    /// The app's JSON: the window's subviews, or a whole app when it starts with `{`.
    var app: String
    var testDescription: String { name }

    init(_ name: String, _ code: AuditCode, _ responders: [String], window subviews: String) {
        self.init(
            name, code, responders,
            app:
                #"{"scenes": [{"windows": [{"id": "window", "rootViewController": {"id": "screen", "class": "ScreenViewController", "actions": {"save:": true}, "view": {"id": "screenView", "subviews": \#(subviews)}}}]}]}"#
        )
    }

    init(_ name: String, _ code: AuditCode, _ responders: [String], app: String) {
        self.name = name
        self.code = code
        self.responders = responders
        self.app = app
    }
}

/// The audit, tested the way the issue of "why does this tap do nothing" is met in real apps: a hierarchy with a
/// planted bug is audited, the bug is found by its code and responders, and the finding's witness, posted to
/// /v1/dispatch exactly as the answer gives it, shows the bug.
@Suite struct AuditTests {
    static let button = #""class": "UIButton", "targets": [{"target": "screen", "action": "save:"}]"#

    static let plantedHere: [PlantedBug] = [
        PlantedBug(
            "a button with interaction off", .interactionDisabled, ["save"],
            window:
                #"[{"id": "save", \#(button), "isUserInteractionEnabled": false, "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]"#
        ),
        PlantedBug(
            "a tap recognizer on an image view", .recognizerOnNonInteractiveView, ["avatar"],
            window:
                #"[{"id": "avatar", "class": "UIImageView", "frame": {"x": 20, "y": 100, "width": 80, "height": 80}, "gestureRecognizers": [{"type": "tap"}]}]"#
        ),
        PlantedBug(
            "a button in a view with interaction off", .ancestorInteractionDisabled, ["save", "toolbar"],
            window:
                #"[{"id": "toolbar", "isUserInteractionEnabled": false, "frame": {"x": 0, "y": 100, "width": 390, "height": 60}, "subviews": [{"id": "save", \#(button), "frame": {"x": 20, "y": 8, "width": 100, "height": 44}}]}]"#
        ),
        PlantedBug(
            "a button in a hidden view", .ancestorHidden, ["save", "panel"],
            window:
                #"[{"id": "panel", "isHidden": true, "frame": {"x": 0, "y": 100, "width": 390, "height": 60}, "subviews": [{"id": "save", \#(button), "frame": {"x": 20, "y": 8, "width": 100, "height": 44}}]}]"#
        ),
        PlantedBug(
            "a button under an overlay whose hitTest returns nil", .ancestorOverrideBlocksTouches, ["save", "overlay"],
            window:
                #"[{"id": "overlay", "hitTest": "returnsNil", "subviews": [{"id": "save", \#(button), "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]}]"#
        ),
        PlantedBug(
            "a button hanging out of its toolbar", .outsideSuperviewBounds, ["save", "toolbar"],
            window:
                #"[{"id": "toolbar", "frame": {"x": 0, "y": 100, "width": 390, "height": 44}, "subviews": [{"id": "save", \#(button), "frame": {"x": 20, "y": 50, "width": 100, "height": 44}}]}]"#
        ),
        PlantedBug(
            "a clear overlay over a button", .coveredByOtherView, ["save", "overlay"],
            window:
                #"[{"id": "save", \#(button), "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}, {"id": "overlay", "backgroundColor": "clear"}]"#
        ),
        PlantedBug(
            "a button added to a cell, not its contentView", .controlOnCellNotContentView, ["follow", "cell"],
            window:
                #"[{"id": "table", "class": "UITableView", "subviews": [{"id": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60}, "subviews": [{"id": "follow", "class": "UIButton", "frame": {"x": 290, "y": 10, "width": 80, "height": 44}}], "contentView": {}}]}]"#
        ),
        PlantedBug(
            "a custom control of zero height", .zeroSize, ["rating"],
            window:
                #"[{"id": "rating", "class": "RatingControl", "superclass": "UIControl", "frame": {"x": 20, "y": 100, "width": 200, "height": 0}}]"#
        ),
        PlantedBug(
            "a button off the right edge", .outsideWindow, ["save", "window"],
            window: #"[{"id": "save", \#(button), "frame": {"x": 420, "y": 100, "width": 100, "height": 44}}]"#),
        PlantedBug(
            "a button half under a banner", .partlyReachable, ["save", "banner"],
            window:
                #"[{"id": "save", \#(button), "frame": {"x": 20, "y": 100, "width": 200, "height": 44}}, {"id": "banner", "frame": {"x": 120, "y": 0, "width": 270, "height": 300}}]"#
        ),
        PlantedBug(
            "a button nothing was added to with addTarget", .controlSendsNoAction, ["save"],
            window: #"[{"id": "save", "class": "UIButton", "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]"#),
        PlantedBug(
            "a switch whose target-action is for touchUpOutside", .controlSendsNoAction, ["wifi"],
            window:
                #"[{"id": "wifi", "class": "UISwitch", "targets": [{"event": "touchUpOutside", "target": "screen", "action": "save:"}], "frame": {"x": 20, "y": 100, "width": 51, "height": 31}}]"#
        ),
        PlantedBug(
            "an imported button whose target-actions no dump shows", .dependsOnUndescribed, ["save"],
            window:
                #"[{"id": "save", "class": "UIButton", "undescribed": ["targets"], "address": "0x7fa1c0d0b000", "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]"#
        ),
        PlantedBug(
            "buttons in an imported card whose recognizers no dump shows", .dependsOnUndescribed, ["card", "like"],
            window:
                #"[{"id": "card", "undescribed": ["gestureRecognizers"], "frame": {"x": 0, "y": 100, "width": 390, "height": 200}, "subviews": [{"id": "like", \#(button), "frame": {"x": 20, "y": 20, "width": 100, "height": 44}}]}]"#
        ),
        PlantedBug(
            "a button whose target nothing keeps", .targetReleased, ["handler", "like"],
            app:
                #"{"scenes": [{"windows": [{"rootViewController": {"id": "screen", "view": {"id": "screenView", "subviews": [{"id": "like", "class": "UIButton", "targets": [{"target": "handler", "action": "like:"}], "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]}}}]}], "objects": [{"id": "handler", "class": "LikeHandler", "isRetained": false, "actions": {"like:": true}}]}"#
        ),
        PlantedBug(
            "a button in a table, which delays its content's touches", .contentTouchesDelayed, ["save", "table"],
            window:
                #"[{"id": "table", "class": "UITableView", "frame": {"x": 0, "y": 0, "width": 390, "height": 600}, "subviews": [{"id": "save", \#(button), "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]}]"#
        ),
        PlantedBug(
            "a row of a table whose drag is on (a dragDelegate; dragInteractionEnabled true by default since iOS 15): "
                + "a finger held on it then moved drags it instead of scrolling (UITableView.dragInteractionEnabled "
                + "documentation)",
            .dragLiftTakesScroll, ["table", "row"],
            window:
                #"[{"id": "table", "class": "UITableView", "dragInteraction": {}, "contentSize": {"width": 390, "height": 2000}, "frame": {"x": 0, "y": 0, "width": 390, "height": 600}, "subviews": [{"id": "row", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60}}]}]"#
        ),
        PlantedBug(
            "a photo with a UIDragInteraction on an iPad, in a scroll view (UIDragInteraction.isEnabledByDefault "
                + "documentation)",
            .dragLiftTakesScroll, ["scroll", "photo"],
            app:
                #"{"idiom": "pad", "scenes": [{"windows": [{"id": "window", "subviews": [{"id": "scroll", "class": "UIScrollView", "contentSize": {"width": 390, "height": 2000}, "frame": {"x": 0, "y": 0, "width": 390, "height": 600}, "subviews": [{"id": "photo", "class": "PhotoView", "dragInteraction": {}, "frame": {"x": 20, "y": 100, "width": 200, "height": 200}}]}]}]}]}"#
        ),
        PlantedBug(
            "a button in a collection view, which delays its content's touches, in a table whose own delay is off",
            .contentTouchesDelayed, ["share", "collection"],
            window:
                #"[{"id": "table", "class": "UITableView", "delaysContentTouches": false, "frame": {"x": 0, "y": 0, "width": 390, "height": 600}, "subviews": [{"id": "collection", "class": "UICollectionView", "contentSize": {"width": 900, "height": 60}, "frame": {"x": 0, "y": 100, "width": 390, "height": 60}, "subviews": [{"id": "share", \#(button), "frame": {"x": 20, "y": 8, "width": 100, "height": 44}}]}]}]"#
        ),
        PlantedBug(
            "a slider in a pager whose own delay is off, in a table, which delays its content's touches",
            .contentTouchesDelayed, ["volume", "table"],
            window:
                #"[{"id": "table", "class": "UITableView", "frame": {"x": 0, "y": 0, "width": 390, "height": 600}, "subviews": [{"id": "pager", "class": "UIScrollView", "delaysContentTouches": false, "contentSize": {"width": 1170, "height": 60}, "frame": {"x": 0, "y": 100, "width": 390, "height": 60}, "subviews": [{"id": "volume", "class": "UISlider", "targets": [{"event": "valueChanged", "target": "screen", "action": "save:"}], "frame": {"x": 20, "y": 8, "width": 350, "height": 44}}]}]}]"#
        ),
        PlantedBug(
            "a bar button item whose nil-targeted action needs a focused field", .actionNeedsFirstResponder,
            ["saveItem", "editor", "titleField"],
            app:
                #"{"scenes": [{"windows": [{"rootViewController": {"id": "nav", "class": "UINavigationController", "viewControllers": [{"id": "editor", "class": "EditorViewController", "actions": {"save(_:)": true}, "navigationItem": {"rightBarButtonItems": [{"id": "saveItem", "action": "save(_:)", "width": 56}]}, "view": {"id": "editorView", "subviews": [{"id": "titleField", "class": "UITextField", "frame": {"x": 16, "y": 110, "width": 358, "height": 36}}]}}]}}]}]}"#
        ),
        PlantedBug(
            "a 24-point close button", .smallTapTarget, ["close"],
            window: #"[{"id": "close", "class": "UIButton", "frame": {"x": 340, "y": 60, "width": 24, "height": 24}}]"#),
        PlantedBug(
            "a badge that swallows touchesBegan", .touchesSwallowed, ["badge", "card"],
            window:
                #"[{"id": "card", "class": "CardView", "superclass": "UIView", "overrides": {"touchesBegan": "callsSuper"}, "frame": {"x": 0, "y": 100, "width": 390, "height": 200}, "subviews": [{"id": "badge", "class": "BadgeView", "superclass": "UIView", "overrides": {"touchesBegan": "withoutSuper"}, "frame": {"x": 340, "y": 10, "width": 40, "height": 40}}]}]"#
        ),
        PlantedBug(
            "half a touch family swallowed", .incompleteTouchFamily, ["badge"],
            window:
                #"[{"id": "badge", "class": "BadgeView", "superclass": "UIView", "overrides": {"touchesBegan": "withoutSuper"}, "frame": {"x": 20, "y": 100, "width": 60, "height": 60}}]"#
        ),
        PlantedBug(
            "a dismiss-keyboard tap over a table", .tapRecognizerCancelsTouches, ["screenView", "cell"],
            app:
                #"{"scenes": [{"windows": [{"rootViewController": {"id": "screen", "view": {"id": "screenView", "gestureRecognizers": [{"id": "dismissKeyboard", "type": "tap"}], "subviews": [{"id": "table", "class": "UITableView", "subviews": [{"id": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60}}]}]}}}]}]}"#
        ),
        PlantedBug(
            "a target without the action", .unrecognizedSelector, ["screen", "save"],
            window:
                #"[{"id": "save", "class": "UIButton", "targets": [{"target": "screen", "action": "saveTapped:"}], "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]"#
        ),
        PlantedBug(
            "a nil-targeted action nobody implements", .actionNeverHandled, ["save"],
            window:
                #"[{"id": "save", "class": "UIButton", "targets": [{"action": "saveDraft:"}], "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]"#
        ),
        PlantedBug(
            "a nil-targeted action only the scene delegate implements", .actionOnlyOutsideChain,
            ["refresh", "sceneDelegate"],
            app:
                #"{"scenes": [{"delegate": {"class": "SceneDelegate", "actions": {"refresh:": true}}, "windows": [{"subviews": [{"id": "refresh", "class": "UIButton", "targets": [{"action": "refresh:"}], "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]}]}]}"#
        ),
        PlantedBug(
            "a next override that skips the controller", .nextSkipsResponders, ["screenView", "screen"],
            app:
                #"{"scenes": [{"windows": [{"rootViewController": {"id": "screen", "actions": {"archive:": true}, "view": {"id": "screenView", "next": "logger"}}}]}], "objects": [{"id": "logger", "class": "EventLogger"}]}"#
        ),
        PlantedBug(
            "a text field that cannot become first responder", .textInputCannotBecomeFirstResponder, ["name"],
            window:
                #"[{"id": "name", "class": "UITextField", "canBecomeFirstResponder": false, "frame": {"x": 20, "y": 100, "width": 300, "height": 44}}]"#
        ),
        PlantedBug(
            "a text field in a window that is not key", .keyboardInNonKeyWindow, ["reply", "overlay"],
            app:
                #"{"scenes": [{"windows": [{"id": "main", "isKey": true}, {"id": "overlay", "windowLevel": 1, "subviews": [{"id": "reply", "class": "UITextField", "frame": {"x": 20, "y": 700, "width": 300, "height": 44}}]}]}]}"#
        ),
        PlantedBug(
            "a button in a panel that clips it away", .clippedByAncestor, ["save", "panel"],
            window:
                #"[{"id": "panel", "clipsToBounds": true, "frame": {"x": 0, "y": 100, "width": 390, "height": 44}, "subviews": [{"id": "save", \#(button), "frame": {"x": 20, "y": 60, "width": 100, "height": 44}}]}]"#
        ),
        PlantedBug(
            "a stack view filling a custom control", .controlSubviewTakesTouch, ["rating", "stars"],
            window:
                #"[{"id": "rating", "class": "RatingControl", "superclass": "UIControl", "targets": [{"target": "screen", "action": "save:"}], "frame": {"x": 20, "y": 100, "width": 250, "height": 50}, "subviews": [{"id": "stars", "class": "UIStackView"}]}]"#
        ),
        PlantedBug(
            "a controller that handles shakes but never becomes first responder", .firstResponderNeverReaches,
            ["shaker"],
            app:
                #"{"scenes": [{"windows": [{"rootViewController": {"id": "shaker", "class": "ShakeViewController", "overrides": {"motionEnded": "withoutSuper"}, "view": {"id": "shakerView"}}}]}]}"#
        ),
        // A custom control at the left edge of a page-curl page: the page view controller's own tap turns the page
        // (UIPageViewController.gestureRecognizers documentation; the Stack Overflow reports of buttons near the edge
        // of a page-curl page that do not fire).
        PlantedBug(
            "a custom control at the edge of a page-curl page", .pageTurnTookTap, ["rating", "book"],
            app:
                #"{"scenes": [{"windows": [{"rootViewController": {"id": "book", "class": "UIPageViewController", "transitionStyle": "pageCurl", "viewControllers": [{"id": "chapter", "class": "ChapterViewController", "actions": {"rate:": true}, "view": {"id": "chapterView", "subviews": [{"id": "rating", "class": "RatingControl", "superclass": "UIControl", "targets": [{"target": "chapter", "action": "rate:"}], "frame": {"x": 4, "y": 300, "width": 120, "height": 44}}]}}]}}]}]}"#
        ),
        // A custom drawing view under a keyboard-dismissing tap: its touchesEnded never runs.
        PlantedBug(
            "a drawing view under a tap that dismisses the keyboard", .tapRecognizerCancelsTouches,
            ["screenView", "canvas"],
            app:
                #"{"scenes": [{"windows": [{"rootViewController": {"id": "screen", "view": {"id": "screenView", "gestureRecognizers": [{"id": "dismissKeyboard", "type": "tap"}], "subviews": [{"id": "canvas", "class": "CanvasView", "superclass": "UIView", "overrides": {"touchesBegan": "callsSuper", "touchesEnded": "callsSuper"}, "frame": {"x": 20, "y": 100, "width": 300, "height": 300}}]}}}]}]}"#
        ),
        // A controller's motionEnded without super keeps shakes from the app delegate, which handles them app-wide
        // (the public report the issue of the app delegate's motionEnded never called describes).
        PlantedBug(
            "a controller that swallows shakes the app delegate handles", .motionSwallowed, ["player", "appDelegate"],
            app:
                #"{"application": {"delegate": {"class": "AppDelegate", "overrides": {"motionEnded": "withoutSuper"}}}, "scenes": [{"windows": [{"firstResponder": "search", "rootViewController": {"id": "player", "class": "PlayerViewController", "overrides": {"motionEnded": "withoutSuper"}, "view": {"id": "playerView", "subviews": [{"id": "search", "class": "UITextField", "frame": {"x": 20, "y": 100, "width": 300, "height": 44}}]}}}]}]}"#
        ),
        PlantedBug(
            "a view that swallows presses its controller handles", .pressesSwallowed, ["grid", "library"],
            app:
                #"{"focusedView": "grid", "scenes": [{"windows": [{"rootViewController": {"id": "library", "class": "LibraryViewController", "overrides": {"pressesBegan": "withoutSuper"}, "view": {"id": "libraryView", "subviews": [{"id": "grid", "class": "LibraryGridView", "overrides": {"pressesBegan": "withoutSuper"}, "frame": {"x": 0, "y": 100, "width": 390, "height": 400}}]}}}]}]}"#
        ),
        PlantedBug(
            "a controller that swallows remote-control events the app delegate handles", .remoteControlSwallowed,
            ["player", "appDelegate"],
            app:
                #"{"application": {"delegate": {"class": "AppDelegate", "overrides": {"remoteControlReceived": "withoutSuper"}}}, "scenes": [{"windows": [{"firstResponder": "search", "rootViewController": {"id": "player", "class": "PlayerViewController", "overrides": {"remoteControlReceived": "withoutSuper"}, "view": {"id": "playerView", "subviews": [{"id": "search", "class": "UITextField", "frame": {"x": 20, "y": 100, "width": 300, "height": 44}}]}}}]}]}"#
        ),
        PlantedBug(
            "a view with a Copy action that never becomes first responder", .firstResponderNeverReaches, ["card"],
            window:
                #"[{"id": "card", "class": "CardView", "superclass": "UIView", "actions": {"copy:": true}, "frame": {"x": 20, "y": 100, "width": 300, "height": 120}}]"#
        ),
        PlantedBug(
            "a custom input view on a view that cannot become first responder", .inputViewNeverShown, ["picker"],
            window:
                #"[{"id": "picker", "class": "DateField", "superclass": "UIView", "inputView": true, "frame": {"x": 20, "y": 100, "width": 300, "height": 44}}]"#
        ),
        PlantedBug(
            "a chat controller whose message bar is an accessory it never shows", .inputViewNeverShown, ["chat"],
            app:
                #"{"scenes": [{"windows": [{"rootViewController": {"id": "chat", "class": "ChatViewController", "inputAccessoryView": true, "view": {"id": "chatView"}}}]}]}"#
        ),
        PlantedBug(
            "the same target-action twice", .duplicateTargetAction, ["save", "screen"],
            window:
                #"[{"id": "save", "class": "UIButton", "targets": [{"target": "screen", "action": "save:"}, {"target": "screen", "action": "save:"}], "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]"#
        ),
    ]

    /// Every planted bug: these, and the system's presentations and interactions (sheets, popovers, alerts and
    /// action sheets over the presenting controller's controls, an active search's dimming view, a button whose
    /// menu is its primary action, a context menu over a long-press recognizer), each named after its Apple
    /// documentation page.
    static let planted = plantedHere + SystemInteractionAuditTests.planted

    /// Posts a finding's witness to /v1/dispatch as the answer gives it, and checks what it shows.
    static func expectWitnessShowsTheBug(
        _ finding: AuditFindingJSON, in response: AuditResponse, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let body = response.witnessBody(of: finding)
        let answer = try ResponderService.dispatch(body: body)
        let result = try #require(answer.results.first, sourceLocation: sourceLocation)
        if let code = finding.witness.shows.diagnostic {
            #expect(
                result.diagnostics.contains { $0.code == code },
                "\(finding.code): the witness shows \(result.diagnostics.map(\.code)), not \(code)",
                sourceLocation: sourceLocation)
        }
        if let responder = finding.witness.shows.neverReaches {
            #expect(
                !result.path.contains { $0.responder?.id == responder.id },
                "\(finding.code): the witness reaches \(responder.id)", sourceLocation: sourceLocation)
        }
        #expect(
            (finding.witness.shows.diagnostic != nil) != (finding.witness.shows.neverReaches != nil),
            sourceLocation: sourceLocation)
    }

    @Test(arguments: planted)
    func plantedBugIsFoundAndItsWitnessShowsIt(_ bug: PlantedBug) throws {
        let response = try ResponderService.audit(body: Array(#"{"app": \#(bug.app)}"#.utf8))
        let finding = try #require(
            response.findings.first { $0.code == bug.code.rawValue },
            "no \(bug.code) among \(response.findings.map(\.code))")
        #expect(Array(finding.responders.prefix(bug.responders.count).map(\.id)) == bug.responders)
        try Self.expectWitnessShowsTheBug(finding, in: response)
        for other in response.findings { try Self.expectWitnessShowsTheBug(other, in: response) }
    }

    /// Hierarchies that look suspicious to rectangle arithmetic but where every touch arrives as it should: the
    /// audit must report nothing that is not info.
    static let healthyHere: [(name: String, app: String)] = [
        (
            "a controller that handles shakes and can become first responder",
            #"{"scenes": [{"windows": [{"rootViewController": {"id": "shaker", "canBecomeFirstResponder": true, "overrides": {"motionEnded": "withoutSuper"}, "view": {"id": "shakerView"}}}]}]}"#
        ),
        (
            "a controller that handles shakes above a text field",
            #"{"scenes": [{"windows": [{"rootViewController": {"id": "notes", "overrides": {"motionEnded": "withoutSuper"}, "view": {"id": "notesView", "subviews": [{"id": "field", "class": "UITextField", "frame": {"x": 20, "y": 100, "width": 300, "height": 44}}]}}}]}]}"#
        ),
        (
            "a custom control whose label lets touches through",
            #"{"scenes": [{"windows": [{"rootViewController": {"id": "screen", "actions": {"rate:": true}, "view": {"id": "screenView", "subviews": [{"id": "rating", "class": "RatingControl", "superclass": "UIControl", "targets": [{"target": "screen", "action": "rate:"}], "frame": {"x": 20, "y": 100, "width": 250, "height": 50}, "subviews": [{"id": "stars", "class": "UIStackView", "isUserInteractionEnabled": false}]}]}}}]}]}"#
        ),
        (
            "a button scrolled out of view in a scroll view",
            #"{"scenes": [{"windows": [{"actions": {"tap:": true}, "subviews": [{"id": "list", "class": "UIScrollView", "delaysContentTouches": false, "frame": {"x": 0, "y": 0, "width": 390, "height": 400}, "contentSize": {"width": 390, "height": 2000}, "subviews": [{"id": "far", "class": "UIButton", "targets": [{"target": "window", "action": "tap:"}], "frame": {"x": 20, "y": 1500, "width": 100, "height": 44}}, {"id": "half", "class": "UIButton", "targets": [{"target": "window", "action": "tap:"}], "frame": {"x": 20, "y": 380, "width": 100, "height": 44}}]}]}]}]}"#
        ),
        (
            "a pushed screen's full-size view under the navigation bar",
            #"{"scenes": [{"windows": [{"rootViewController": {"id": "nav", "class": "UINavigationController", "viewControllers": [{"id": "list"}, {"id": "detail", "view": {"id": "detailView", "gestureRecognizers": [{"type": "pan"}]}}]}}]}]}"#
        ),
        (
            "a rotated button inside its parent",
            #"{"scenes": [{"windows": [{"actions": {"tap:": true}, "subviews": [{"id": "card", "frame": {"x": 50, "y": 100, "width": 300, "height": 300}, "subviews": [{"id": "spin", "class": "UIButton", "targets": [{"target": "window", "action": "tap:"}], "frame": {"x": 100, "y": 100, "width": 100, "height": 60}, "transform": {"rotation": 45}}]}]}]}]}"#
        ),
        (
            "a 24-point button whose point(inside:) grows it to 44",
            #"{"scenes": [{"windows": [{"actions": {"tap:": true}, "subviews": [{"id": "close", "class": "UIButton", "targets": [{"target": "window", "action": "tap:"}], "frame": {"x": 300, "y": 60, "width": 24, "height": 24}, "pointInside": {"minimumSize": {"width": 44, "height": 44}}}]}]}]}"#
        ),
    ]

    /// Every healthy app: these, and the system's presentations and interactions that leave the app's controls alone.
    static let healthy = healthyHere + SystemInteractionAuditTests.healthy

    @Test func healthyHierarchiesAuditWithoutWarnings() throws {
        for (name, app) in Self.healthy {
            let response = try ResponderService.audit(body: Array(#"{"app": \#(app)}"#.utf8))
            let serious = response.findings.filter { $0.severity != "info" }
            #expect(serious.isEmpty, "\(name): \(serious.map { "\($0.code) \($0.message)" })")
            #expect(
                !response.findings.contains { $0.code == "smallTapTarget" && $0.responders[0].id == "close" }, "\(name)"
            )
            for finding in response.findings { try Self.expectWitnessShowsTheBug(finding, in: response) }
        }
    }

    @Test func aRotatedButtonHalfOutsideItsParentIsPartlyReachable() throws {
        let app =
            #"{"scenes": [{"windows": [{"subviews": [{"id": "card", "frame": {"x": 50, "y": 100, "width": 300, "height": 120}, "subviews": [{"id": "spin", "class": "UIButton", "frame": {"x": 100, "y": 80, "width": 100, "height": 80}, "transform": {"rotation": 30}}]}]}]}]}"#
        let response = try ResponderService.audit(body: Array(#"{"app": \#(app)}"#.utf8))
        let finding = try #require(response.findings.first { $0.code == "partlyReachable" })
        #expect(finding.responders.map(\.id) == ["spin", "card"])
        try Self.expectWitnessShowsTheBug(finding, in: response)
    }

    @Test func everyCodeHasAPlantedBug() {
        #expect(Set(Self.planted.map(\.code)) == Set(AuditCode.allCases))
    }

    /// The examples that show a bug on purpose; every other one must audit without an error or a warning.
    static let examplesWithBugs: Set<String> = [
        "badge-swallows-touches", "button-added-to-cell", "button-in-image-view", "button-outside-parent",
        "clear-overlay-covers-button", "explicit-target-crash", "button-sends-no-action", "follow-button-unreachable",
        "hit-test-returns-nil",
        "nil-target-no-first-responder", "overlay-window-keyboard", "row-tap-dismiss-recognizer", "custom-view-no-copy",
        "key-command-space-bar", "raised-tab-bar-button", "tap-gesture-steals-custom-view",
        // Caught since the audit agrees with a tap's answer: a released target, a bar button item whose action
        // needs a focused field, and controls in scroll views that delay their content's touches (a late highlight).
        "target-released-local-variable", "bar-button-nil-target", "delete-button", "delete-button-chain",
        "delete-button-documented", "drag-from-button-scrolls-table", "row-selects-and-tells-delegate",
        // A custom callout's button outside its annotation view.
        "map-callout-outside-annotation-view",
        // Lessons of a bug in one event and its contrast in the next: a lift that takes a scroll, a page curl's tap
        // that takes a custom control's, an active search's dimming view over a button.
        "long-press-lifts-table-row", "page-curl-edge-tap", "search-dimming-takes-tap",
        // A button whose menu takes its tap, and a context menu that takes a long press recognizer's press.
        "menu-button-primary-action", "context-menu-beats-long-press",
    ]

    @Test func examplesAuditAsTheyAreMeantAndEveryWitnessShowsItsBug() throws {
        for example in Example.all {
            let body = ResponderService.auditBody(fromRequest: example.body)
            let response = try ResponderService.audit(body: body)
            let serious = response.findings.filter { $0.severity != "info" }
            if Self.examplesWithBugs.contains(example.name) {
                #expect(!serious.isEmpty, "\(example.name) shows a bug, but the audit found none")
            } else {
                #expect(serious.isEmpty, "\(example.name): \(serious.map(\.code))")
            }
            for finding in response.findings { try Self.expectWitnessShowsTheBug(finding, in: response) }
        }
    }

    /// The README's settings screen: every finding its transcript shows, each witness showing its bug.
    @Test func theReadmesSettingsScreenHasItsFindings() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/audit-settings-screen.json").standardized
        let response = try ResponderService.audit(body: Array(try Data(contentsOf: file)))
        #expect(
            response.findings.map(\.code) == [
                "unrecognizedSelector", "tapRecognizerCancelsTouches", "recognizerOnNonInteractiveView",
                "contentTouchesDelayed", "outsideSuperviewBounds", "actionNeverHandled", "actionNeedsFirstResponder",
                "smallTapTarget",
            ])
        for finding in response.findings { try Self.expectWitnessShowsTheBug(finding, in: response) }
    }

    @Test func findingsComeBySeverityThenTreeOrderAndTheSameEveryTime() throws {
        let app = #"""
            {"scenes": [{"windows": [{"rootViewController": {"id": "screen", "actions": {"close:": true}, "view": {"subviews": [
              {"id": "close", "class": "UIButton", "targets": [{"target": "screen", "action": "close:"}], "frame": {"x": 340, "y": 60, "width": 24, "height": 24}},
              {"id": "save", "class": "UIButton", "isUserInteractionEnabled": false, "frame": {"x": 20, "y": 100, "width": 100, "height": 44}},
              {"id": "crash", "class": "UIButton", "targets": [{"target": "screen", "action": "gone:"}], "frame": {"x": 20, "y": 200, "width": 100, "height": 44}},
              {"id": "off", "class": "UIButton", "isUserInteractionEnabled": false, "frame": {"x": 20, "y": 300, "width": 100, "height": 44}}
            ]}}}]}]}
            """#
        let body = Array(#"{"app": \#(app)}"#.utf8)
        let first = try ResponderService.audit(body: body)
        #expect(first.findings.map(\.severity) == ["error", "warning", "warning", "info"])
        #expect(first.findings.map { $0.responders[0].id } == ["screen", "save", "off", "close"])
        #expect(first.summary.errors == 1 && first.summary.warnings == 2 && first.summary.infos == 1)
        let again = try ResponderService.audit(body: body)
        #expect(AnswerWriter.bytes(of: again) == AnswerWriter.bytes(of: first))
    }

    /// Findings that tie on severity, place and code (one target that lacks the actions of two controls) come in
    /// the order the app describes them, not in the alphabetical order of their English messages, and the same in
    /// every language: the order is a fact of the app, never of its words.
    @Test func tiedFindingsComeInTheOrderTheAppDescribesThem() throws {
        let app = #"""
            {"scenes": [{"windows": [{"rootViewController": {"id": "screen", "view": {"subviews": [
              {"id": "zoom", "class": "UISlider", "targets": [{"target": "screen", "action": "zoomChanged:", "event": "valueChanged"}], "frame": {"x": 20, "y": 100, "width": 200, "height": 44}},
              {"id": "add", "class": "UIButton", "targets": [{"target": "screen", "action": "addTapped:"}], "frame": {"x": 20, "y": 200, "width": 100, "height": 44}}
            ]}}}]}]}
            """#
        for language in Language.allCases {
            let body = Array(#"{"app": \#(app)}"#.utf8)
            let response = try ResponderService.audit(body: body, language: language)
            let tied = response.findings.filter { $0.code == "unrecognizedSelector" }
            #expect(tied.map { $0.responders.map(\.id) } == [["screen", "zoom"], ["screen", "add"]], "\(language)")
        }
    }

    /// Found by the schema fuzzer: `"settings": null` was repeated as null in `witnessBase`, whose `settings` is an
    /// object.
    @Test func aNullSettingsIsLeftOutOfTheWitnessBase() throws {
        let response = try ResponderService.audit(
            body: Array(#"{"app": {"scenes": [], "application": null}, "settings": null, "profile": null}"#.utf8))
        #expect(response.witnessBase.settings == nil)
        let bytes = String(decoding: AnswerWriter.bytes(of: response), as: UTF8.self)
        #expect(!bytes.contains(#""settings":null"#), "\(bytes)")
    }

    @Test func witnessesRepeatTheAppAsSentOrLeaveItOut() throws {
        let body = Array(
            #"{"settings": {"nilTargetStart": "sender"}, "app": {"scenes": [{"windows": [{"subviews": [{"id": "b", "class": "UIButton", "isUserInteractionEnabled": false}]}]}]}}"#
                .utf8)
        let full = try ResponderService.audit(body: body)
        #expect(!full.findings.isEmpty)
        let request = full.witnessBase
        #expect(
            request.app.map { String(decoding: $0.bytes, as: UTF8.self) }
                == #"{"scenes":[{"windows":[{"subviews":[{"id":"b","class":"UIButton","isUserInteractionEnabled":false}]}]}]}"#
        )
        #expect(request.settings.map { String(decoding: $0.bytes, as: UTF8.self) } == #"{"nilTargetStart":"sender"}"#)
        let short = try ResponderService.audit(body: body, witness: .event)
        #expect(!short.findings.isEmpty && short.witnessBase.app == nil)
        let witness = String(decoding: short.witnessBody(of: short.findings[0]), as: UTF8.self)
        #expect(
            witness.hasPrefix(#"{"event":{"#)
                && witness.hasSuffix(#""profile":"runtime","settings":{"nilTargetStart":"sender"}}"#))
    }

    @Test func anEventIsRefusedWhereItStands() {
        for field in ["event", "events"] {
            let body = Array(#"{"app": {"scenes": []}, "\#(field)": {"type": "motion"}}"#.utf8)
            do {
                _ = try ResponderService.audit(body: body)
                Issue.record("expected a problem")
            } catch {
                #expect(error.status == 400)
                #expect(error.problems.first?.pointer == "/\(field)")
                #expect(error.problems.first?.message.hasPrefix("POST /v1/audit takes no event") == true)
            }
        }
    }

    @Test func runningOutOfTheWorkBudgetIsA413AtTheApp() throws {
        var limits = Limits()
        limits.maxWorkSteps = 40
        let bug = try #require(Self.planted.first { $0.code == .partlyReachable })
        do {
            _ = try ResponderService.audit(body: Array(#"{"app": \#(bug.app)}"#.utf8), limits: limits)
            Issue.record("expected a problem")
        } catch {
            #expect(error.status == 413)
            #expect(error.problems.first?.pointer == "/app")
            #expect(error.problems.first?.message == "the audit ran out of the work budget")
            #expect(error.budget == "steps")
        }
    }

    @Test func badAppsGetTheSameProblemsAsOnDispatch() {
        let body = Array(#"{"app": {"scenes": [{"windows": [{"subviews": [{"id": "a"}, {"id": "a"}]}]}]}}"#.utf8)
        do {
            _ = try ResponderService.audit(body: body)
            Issue.record("expected a problem")
        } catch {
            #expect(error.status == 422)
            #expect(error.problems.first?.pointer == "/app/scenes/0/windows/0/subviews/1/id")
        }
    }

    @Test func samplesAreNeverFartherApartThanHalfATapTarget() {
        for (width, height) in [(44.0, 44.0), (100, 30), (390, 844), (23, 1), (1.5, 200)] {
            let points = HitAreaSampler.samples(of: Rect(x: 10, y: 20, width: width, height: height))
            let xs = Set(points.dropFirst().map(\.x)).sorted()
            let ys = Set(points.dropFirst().map(\.y)).sorted()
            for (a, b) in zip(xs, xs.dropFirst()) { #expect(b - a <= Auditor.sampleSpacing + 1e-9) }
            for (a, b) in zip(ys, ys.dropFirst()) { #expect(b - a <= Auditor.sampleSpacing + 1e-9) }
            #expect(points.allSatisfy { Rect(x: 10, y: 20, width: width, height: height).contains($0) })
        }
    }
}
