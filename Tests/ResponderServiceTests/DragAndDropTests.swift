import Foundation
import ResponderCore
import ResponderModel
import ResponderService
import Testing

/// Drag and drop and the device idiom: a UIDragInteraction on a view, a table's or collection view's own drag
/// (`dragDelegate`, `dragInteractionEnabled`), a UIDropInteraction where the drag ends, and the defaults the app's
/// `idiom` decides (UIDragInteraction.isEnabledByDefault; an action sheet shown as a popover on an iPad).
@Suite struct DragAndDropTests {
    /// A list 390 × 844 with 2,000 points of content (it scrolls vertically) holding a row at y 100 with a label;
    /// `list` adds the list's fields, `app` the app's. The finger lands on the row's label at (200, 130) and, for a
    /// gesture that moves, goes up 100 points.
    static func listBody(
        list: String, listClass: String = "UITableView", gesture: String, app: String = "", moves: Bool = true
    ) -> String {
        let cell = listClass == "UITableView" ? "UITableViewCell" : "UICollectionViewCell"
        let event =
            moves
            ? #""path": [{"x": 200, "y": 130}, {"x": 200, "y": 30}]"# : #""point": {"x": 200, "y": 130}"#
        return """
            {"app": {\(app)"scenes": [{"windows": [{"id": "window", "subviews": [
              {"id": "list", "class": "\(listClass)", "contentSize": {"width": 390, "height": 2000}\(list),
               "subviews": [{"id": "row", "class": "\(cell)", "frame": {"x": 0, "y": 100, "width": 390, "height": 60},
                 "contentView": {"id": "content", "subviews": [{"id": "title", "class": "UILabel",
                   "frame": {"x": 16, "y": 10, "width": 300, "height": 40}}]}}]}]}]}]},
             "event": {"type": "touch", "gesture": "\(gesture)", \(event)}}
            """
    }

    /// A scroll view with 2,000 points of content holding a 200 × 200 photo at (20, 100), and a trash view at
    /// (20, 500) beside it in the window; `photo` adds the photo's fields, `trash` the trash's, `app` the app's. The
    /// finger lands on the photo at (120, 200) and, for a gesture that moves, ends on the trash at (120, 600).
    static func photoBody(photo: String, trash: String = "", gesture: String, app: String = "") -> String {
        """
        {"app": {\(app)"scenes": [{"windows": [{"id": "window", "actions": {"hold:": true}, "subviews": [
          {"id": "scroll", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 390, "height": 400},
           "contentSize": {"width": 390, "height": 2000},
           "subviews": [{"id": "photo", "class": "PhotoView", "frame": {"x": 20, "y": 100, "width": 200, "height": 200}
             \(photo)}]},
          {"id": "trash", "class": "TrashView", "frame": {"x": 20, "y": 500, "width": 200, "height": 200}\(trash)}]}]}]},
         "event": {"type": "touch", "gesture": "\(gesture)", "path": [{"x": 120, "y": 200}, {"x": 120, "y": 600}]}}
        """
    }

    static func result(_ body: String, language: Language = .english) throws -> [String: Any] {
        let bytes = try ResponderService.dispatchAnswer(body: Array(body.utf8), options: .init(language: language))
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return try #require((answer["results"] as? [[String: Any]])?.first, "\(answer)")
    }

    static func codes(_ result: [String: Any]) -> [String] {
        (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    /// The id of the responder of the path's `lifted` step, and its method; nil when nothing lifted.
    static func lifted(_ result: [String: Any]) -> (id: String, method: String)? {
        let step = (result["path"] as? [[String: Any]] ?? []).first { $0["outcome"] as? String == "lifted" }
        guard let step, let id = (step["responder"] as? [String: Any])?["id"] as? String else { return nil }
        return (id, step["method"] as? String ?? "")
    }

    /// Whether the scroll view `id` scrolled.
    static func scrolled(_ result: [String: Any], _ id: String) -> Bool? {
        let entry = (result["scrollViews"] as? [[String: Any]] ?? []).first {
            ($0["scrollView"] as? [String: Any])?["id"] as? String == id
        }
        return entry?["scrolled"] as? Bool
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var body: String
        /// The view or cell that lifts, and the method of its step; nil when nothing lifts.
        var lifted: (id: String, method: String)?
        /// The scroll view and whether it scrolled.
        var scroll: (id: String, scrolled: Bool)
        var warns: Bool
        var testDescription: String { name }
    }

    static let tableLift = "tableView(_:itemsForBeginning:at:)"
    static let drag = #", "dragInteraction": {}"#
    static let pad = #""idiom": "pad", "#

    static let cases: [Case] = [
        Case(
            name: "a finger held on a row then moved lifts the row and the table does not scroll (UITableView "
                + "dragDelegate and dragInteractionEnabled documentation: true by default since iOS 15)",
            body: listBody(list: #", "dragInteraction": {}"#, gesture: "longPress"), lifted: ("row", tableLift),
            scroll: ("list", false), warns: true),
        Case(
            name: "a collection view lifts its cell the same way (UICollectionView.dragInteractionEnabled "
                + "documentation)",
            body: listBody(list: #", "dragInteraction": {}"#, listClass: "UICollectionView", gesture: "longPress"),
            lifted: ("row", "collectionView(_:itemsForBeginning:at:)"), scroll: ("list", false), warns: true),
        Case(
            name: "a finger that moves at once scrolls and the drag fails (UIDragInteraction: the lift needs the "
                + "finger to rest)",
            body: listBody(list: #", "dragInteraction": {}"#, gesture: "pan"), lifted: nil, scroll: ("list", true),
            warns: false),
        Case(
            name: "dragInteractionEnabled false: the held then moved finger scrolls (UITableView."
                + "dragInteractionEnabled documentation)",
            body: listBody(list: #", "dragInteraction": {"isEnabled": false}"#, gesture: "longPress"),
            lifted: nil, scroll: ("list", true), warns: false),
        Case(
            name: "without a dragDelegate nothing lifts (UITableView.dragDelegate documentation)",
            body: listBody(list: "", gesture: "longPress"), lifted: nil, scroll: ("list", true), warns: false),
        Case(
            name: "a UIDragInteraction is off by default on an iPhone: the move scrolls "
                + "(UIDragInteraction.isEnabledByDefault documentation)",
            body: photoBody(photo: drag, gesture: "longPress"), lifted: nil, scroll: ("scroll", true),
            warns: false),
        Case(
            name: "a UIDragInteraction is on by default on an iPad: the photo lifts and the scroll view does not "
                + "scroll (UIDragInteraction.isEnabledByDefault documentation)",
            body: photoBody(photo: drag, gesture: "longPress", app: pad),
            lifted: ("photo", DragAndDrop.liftMethod), scroll: ("scroll", false), warns: true),
        Case(
            name: "an explicit isEnabled true lifts on an iPhone too (UIDragInteraction.isEnabled documentation)",
            body: photoBody(photo: #", "dragInteraction": {"isEnabled": true}"#, gesture: "longPress"),
            lifted: ("photo", DragAndDrop.liftMethod), scroll: ("scroll", false), warns: true),
        Case(
            name: "an explicit isEnabled false lifts nothing on an iPad (UIDragInteraction.isEnabled documentation)",
            body: photoBody(photo: #", "dragInteraction": {"isEnabled": false}"#, gesture: "longPress", app: pad),
            lifted: nil, scroll: ("scroll", true), warns: false),
    ]

    @Test(arguments: cases)
    func aHeldThenMovedFingerLiftsOrScrolls(_ example: Case) throws {
        let result = try Self.result(example.body)
        let lifted = Self.lifted(result)
        #expect(lifted?.id == example.lifted?.id)
        #expect(lifted?.method == example.lifted?.method)
        #expect(Self.scrolled(result, example.scroll.id) == example.scroll.scrolled)
        #expect(Self.codes(result).contains("dragLiftTookScroll") == example.warns, "\(Self.codes(result))")
    }

    /// The table's pan says why it failed: the lift, and what it would have done on its own.
    @Test func theScrollViewsPanSaysTheLiftMadeItFail() throws {
        let result = try Self.result(Self.listBody(list: Self.drag, gesture: "longPress"))
        let pan = try #require(
            (result["recognizers"] as? [[String: Any]])?.first { $0["id"] as? String == "list.panGestureRecognizer" })
        #expect(pan["outcome"] as? String == "failed")
        #expect(
            pan["reason"] as? String
                == "The finger rested for the lift delay (0.5 s) before it moved, so the drag of UITableView 'list' "
                + "lifted UITableViewCell 'row', and a competing recognizer fails during the lift "
                + "(allowsSimultaneousRecognitionDuringLift is false). On its own: The finger moved 100 points "
                + "vertically and UITableView 'list' can scroll that way.")
    }

    /// The audit's witness is the long press with its path, and the text report says so.
    @Test func theAuditsWitnessIsALongPressThenAMove() throws {
        let app =
            #"{"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "list", "class": "UITableView", "#
            + #""dragInteraction": {}, "contentSize": {"width": 390, "height": 2000}, "subviews": [{"id": "row", "#
            + #""class": "UITableViewCell", "frame": {"x": 0, "y": 100, "width": 390, "height": 60}}]}]}]}]}"#
        let response = try ResponderService.audit(body: Array(#"{"app": \#(app)}"#.utf8))
        let finding = try #require(response.findings.first { $0.code == "dragLiftTakesScroll" })
        #expect(finding.witness.event.gesture == "longPress")
        #expect(finding.witness.event.point == nil)
        #expect(finding.witness.event.path?.count == 2)
        let report = TextReport.render(response)
        #expect(
            report.contains("witness: touch held at (195, 130), then moved to (195, 70) shows dragLiftTookScroll"),
            "\(report)")
    }

    /// A tap is left alone: the drag's recognizers do not delay touches, so the row is selected as without them.
    @Test func aTapOnALiftableRowSelectsItAsWithoutTheDrag() throws {
        let result = try Self.result(Self.listBody(list: #", "dragInteraction": {}"#, gesture: "tap", moves: false))
        #expect(Self.lifted(result) == nil)
        let selection = try #require(result["selection"] as? [String: Any])
        #expect((selection["cell"] as? [String: Any])?["id"] as? String == "row")
        #expect(!Self.codes(result).contains("dragLiftTookScroll"))
    }

    /// Where the drag ends: a UIDropInteraction under the finger performs the drop; over no view that takes drops,
    /// the drag ends with nothing dropped (UIDropInteraction documentation).
    @Test(arguments: [true, false])
    func theDragEndsOverTheDropTargetOrOverNone(_ dropTarget: Bool) throws {
        let result = try Self.result(
            Self.photoBody(
                photo: #", "dragInteraction": {"isEnabled": true}"#,
                trash: dropTarget ? #", "dropInteraction": true"# : "", gesture: "longPress"))
        let path = result["path"] as? [[String: Any]] ?? []
        // The drag's last step comes once the touch has ended, after the touch methods.
        let end = try #require(path.last { ["performed", "cancelled"].contains($0["outcome"] as? String ?? "") })
        #expect(path.last?["method"] as? String == end["method"] as? String)
        if dropTarget {
            #expect((end["responder"] as? [String: Any])?["id"] as? String == "trash")
            #expect(end["method"] as? String == DragAndDrop.dropMethod)
            #expect(end["outcome"] as? String == "performed")
            #expect(
                end["note"] as? String
                    == "The drag of PhotoView 'photo' ends over TrashView 'trash', which takes drops (a "
                    + "UIDropInteraction or a dropDelegate): the drop is performed there.")
        } else {
            #expect((end["responder"] as? [String: Any])?["id"] as? String == "photo")
            #expect(end["method"] as? String == "dragInteraction(_:session:didEndWith:)")
            #expect(end["outcome"] as? String == "cancelled")
        }
    }

    /// UIDragInteraction.allowsSimultaneousRecognitionDuringLift documentation: "UILongPressGestureRecognizer
    /// instances are always delayed and happen simultaneously during the lift activity", so the lift does not beat
    /// a long-press recognizer on the same view; the view's pan recognizer, a competing one, fails.
    @Test func aLongPressRecognizerOnTheDraggedViewRecognizesAlongsideTheLift() throws {
        let recognizers =
            #", "gestureRecognizers": [{"id": "hold", "type": "longPress", "target": "window", "action": "hold:"}, "#
            + #"{"id": "move", "type": "pan", "target": "window", "action": "hold:"}]"#
        let result = try Self.result(
            Self.photoBody(photo: #", "dragInteraction": {"isEnabled": true}"# + recognizers, gesture: "longPress"))
        #expect(Self.lifted(result)?.id == "photo")
        let outcomes = (result["recognizers"] as? [[String: Any]] ?? []).map {
            ($0["id"] as? String ?? "", $0["outcome"] as? String ?? "")
        }
        #expect(outcomes.contains { $0 == ("hold", "recognized") }, "\(outcomes)")
        #expect(outcomes.contains { $0 == ("move", "failed") }, "\(outcomes)")
    }

    /// The warning in each language: it names the cell and the list, and its fix (the list's dragInteractionEnabled
    /// false) is verified.
    @Test(arguments: Language.offered)
    func theLiftThatTookTheScrollIsAWarningWithAFix(_ language: Language) throws {
        let result = try Self.result(
            Self.listBody(list: #", "dragInteraction": {}"#, gesture: "longPress"), language: language)
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "dragLiftTookScroll" })
        #expect(diagnostic["severity"] as? String == "warning")
        let message = diagnostic["message"] as? String ?? ""
        #expect(message.contains("UITableViewCell 'row'") && message.contains("UITableView 'list'"), "\(message)")
        if language == .english {
            #expect(
                message
                    == "The finger rested on UITableViewCell 'row' for the lift delay (0.5 s) before it moved, so the "
                    + "drag lifted UITableViewCell 'row' and the move dragged it: UITableView 'list' did not scroll.")
        }
        let fix = try #require(diagnostic["fix"] as? [String: Any], "\(diagnostic)")
        #expect(fix["change"] as? String == "noListDrag")
        let patch = try #require((fix["patch"] as? [[String: Any]])?.first)
        #expect((patch["path"] as? String)?.hasSuffix("/dragInteraction/isEnabled") == true)
        #expect(patch["value"] as? Bool == false)
        #expect((fix["verified"] as? [String: Any])?["cured"] as? Bool == true)
    }

    /// A view's own UIDragInteraction: the lift is what it is for, so the warning comes without a fix.
    @Test func aViewsDragInteractionThatTookTheScrollHasNoFix() throws {
        let result = try Self.result(Self.photoBody(photo: Self.drag, gesture: "longPress", app: Self.pad))
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "dragLiftTookScroll" })
        #expect(diagnostic["fix"] == nil)
        #expect((diagnostic["noFix"] as? [String: Any])?["reason"] as? String == "noSingleChange")
    }

    /// UIAlertController documentation: on an iPad an action sheet is presented as a popover (its
    /// popoverPresentationController), and a tap outside it dismisses it like a popover's dimming view; on an
    /// iPhone it is a sheet at the bottom of the window, whatever the window's width. A window 1024 wide; the tap is
    /// near its bottom, where the iPhone's sheet lies and the iPad's popover (centred without a source view) does
    /// not.
    @Test(arguments: [Idiom.phone, .pad])
    func anActionSheetIsAPopoverOnAnIPadAndASheetAtTheBottomOnAnIPhone(_ idiom: Idiom) throws {
        let body = """
            {"app": {"idiom": "\(idiom.rawValue)", "scenes": [{"windows": [{"frame": {"x": 0, "y": 0, "width": 1024, \
            "height": 1366}, "rootViewController": {"id": "home", "view": {"id": "homeView"}, "presented": {"id": \
            "sheet", "class": "UIAlertController", "preferredStyle": "actionSheet"}}}]}]}, \
            "event": {"type": "touch", "point": {"x": 500, "y": 1250}}}
            """
        let result = try Self.result(body)
        let hit = ((result["hitTest"] as? [[String: Any]])?.first)?["hitView"] as? [String: Any]
        if idiom == .pad {
            #expect(hit?["id"] as? String == "sheet.UIDimmingView")
            #expect(result["outcome"] as? String == "takenByDimmingView")
            #expect(Self.codes(result).contains("tapDismissedPresentation"))
        } else {
            #expect(hit?["id"] as? String == "sheet.view")
            #expect(result["outcome"] as? String != "takenByDimmingView")
        }
    }
}
