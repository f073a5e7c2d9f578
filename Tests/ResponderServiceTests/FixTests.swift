import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// Fixes that are proven before they are given: every warning and error of a dispatch answer carries the change that
/// cures it (a JSON Patch against the request, with its Swift), verified by evaluating the same events again, or says
/// why there is none. Tested the way a client uses them: the patch is applied to the request as it was sent, the
/// patched request is posted, and its answer must be what `verified` said.
@Suite struct FixTests {
    // MARK: JSON Patch, as a client applies it

    /// Applies RFC 6902 `add`, `replace` and `remove` to a JSON value.
    static func apply(_ patch: [[String: Any]], to document: Any) throws -> Any {
        var document = document
        for operation in patch {
            let op = try #require(operation["op"] as? String)
            let path = try #require(operation["path"] as? String)
            let tokens = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
                $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }
            document = try edit(document, at: ArraySlice(tokens), op: op, value: operation["value"])
        }
        return document
    }

    private static func edit(_ node: Any, at tokens: ArraySlice<String>, op: String, value: Any?) throws -> Any {
        let token = try #require(tokens.first)
        let rest = tokens.dropFirst()
        if var object = node as? [String: Any] {
            if rest.isEmpty {
                switch op {
                case "add": object[token] = value
                case "replace":
                    #expect(object[token] != nil, "replace of a member that is not there: \(token)")
                    object[token] = value
                case "remove":
                    #expect(object[token] != nil, "remove of a member that is not there: \(token)")
                    object[token] = nil
                default: Issue.record("unknown op \(op)")
                }
                return object
            }
            let child = try #require(object[token], "no member \(token) on the way")
            object[token] = try edit(child, at: rest, op: op, value: value)
            return object
        }
        var array = try #require(node as? [Any], "\(token) in a value that is neither an object nor an array")
        // `-` is the end of an array: where `add` appends.
        let index = try #require(token == "-" && rest.isEmpty && op == "add" ? array.count : Int(token))
        if rest.isEmpty {
            switch op {
            case "add": array.insert(value as Any, at: index)
            case "replace": array[index] = value as Any
            case "remove": array.remove(at: index)
            default: Issue.record("unknown op \(op)")
            }
            return array
        }
        array[index] = try edit(array[index], at: rest, op: op, value: value)
        return array
    }

    // MARK: Answers

    static func answer(_ body: [UInt8], fixes: Bool = true, limits: Limits = Limits()) throws -> [String: Any] {
        let bytes = try ResponderService.dispatchAnswer(
            body: body, limits: limits, options: ResponderService.AnswerOptions(fixes: fixes))
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func results(_ answer: [String: Any]) -> [[String: Any]] { answer["results"] as? [[String: Any]] ?? [] }

    /// The first event's result of `body`'s answer in `language`, and its diagnostic with `code`.
    static func worded(
        _ body: [UInt8], code: String?, in language: Language
    ) throws -> (result: [String: Any], diagnostic: [String: Any]) {
        let bytes = try ResponderService.dispatchAnswer(
            body: body, options: ResponderService.AnswerOptions(language: language))
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let result = try #require(results(answer).first)
        let diagnostic = try #require(
            (result["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == code })
        return (result, diagnostic)
    }

    static func id(_ ref: Any?) -> String? { (ref as? [String: Any])?["id"] as? String }

    /// Every fix of every warning and error of an answer (alternatives included), with its event and diagnostic.
    static func fixes(in answer: [String: Any]) -> [(event: Int, diagnostic: [String: Any], fix: [String: Any])] {
        var found: [(Int, [String: Any], [String: Any])] = []
        for (event, result) in results(answer).enumerated() {
            for diagnostic in result["diagnostics"] as? [[String: Any]] ?? [] {
                guard let fix = diagnostic["fix"] as? [String: Any] else { continue }
                found.append((event, diagnostic, fix))
                for alternative in fix["alternatives"] as? [[String: Any]] ?? [] {
                    found.append((event, diagnostic, alternative))
                }
            }
        }
        return found
    }

    /// Each example's fixes, applied to the example as it is and posted again, answer as `verified` says: the
    /// same outcome, hit view, handler, performed actions and remaining warnings, and the diagnostic is gone.
    @Test(arguments: Example.all.filter { $0.endpoint == "/v1/dispatch" }.map(\.name))
    func everyFixOfAnExampleIsWhatTheChangedRequestAnswers(_ name: String) throws {
        let example = try #require(Example.all.first { $0.name == name })
        let answer = try Self.answer(example.body)
        let request = try JSONSerialization.jsonObject(with: Data(example.body))
        for (event, diagnostic, fix) in Self.fixes(in: answer) {
            let patch = try #require(fix["patch"] as? [[String: Any]])
            #expect(!patch.isEmpty)
            let patched = try Self.apply(patch, to: request)
            let again = try Self.answer(Array(try JSONSerialization.data(withJSONObject: patched)), fixes: false)
            let result = try #require(Self.results(again).dropFirst(event).first)
            let verified = try #require(fix["verified"] as? [String: Any])
            #expect(verified["cured"] as? Bool == true)
            #expect(result["outcome"] as? String == verified["outcome"] as? String, "\(name): \(fix["change"] ?? "")")
            #expect(Self.id(result["handler"]) == Self.id(verified["handler"]), "\(name)")
            let hit = ((result["hitTest"] as? [[String: Any]])?.first)?["hitView"]
            #expect(Self.id(hit) == Self.id(verified["hitView"]), "\(name)")
            let serious = (result["diagnostics"] as? [[String: Any]] ?? []).filter {
                $0["severity"] as? String != "info"
            }
            #expect(serious.compactMap { $0["code"] as? String } == verified["remaining"] as? [String], "\(name)")
            let performed = (result["actions"] as? [[String: Any]] ?? []).compactMap { action -> String? in
                guard let by = Self.id(action["performedBy"]) else { return nil }
                return "\(action["action"] as? String ?? "") \(by)"
            }
            let said = (verified["performed"] as? [[String: Any]] ?? []).map {
                "\($0["action"] as? String ?? "") \(Self.id($0["by"]) ?? "")"
            }
            #expect(performed == said, "\(name)")
            // The diagnostic being fixed is gone: nothing of its code names the same responders.
            let responders = (diagnostic["responders"] as? [Any] ?? []).compactMap(Self.id)
            let still = (result["diagnostics"] as? [[String: Any]] ?? []).contains {
                $0["code"] as? String == diagnostic["code"] as? String
                    && ($0["responders"] as? [Any] ?? []).compactMap(Self.id) == responders
            }
            #expect(!still, "\(name): \(diagnostic["code"] ?? "") is still there after \(fix["change"] ?? "")")
            #expect(!(fix["swift"] as? String ?? "").isEmpty && !(fix["objc"] as? String ?? "").isEmpty)
        }
    }

    /// Each audit finding's fix, applied to the answer's `witnessBase` with the witness's event and posted, answers
    /// as `verified` says, and the witness no longer shows the finding's diagnostic.
    @Test(arguments: Example.all.filter { $0.endpoint == "/v1/dispatch" }.map(\.name))
    func everyFixOfAnAuditFindingIsWhatItsPatchedWitnessAnswers(_ name: String) throws {
        let example = try #require(Example.all.first { $0.name == name })
        let bytes = try ResponderService.auditAnswer(body: ResponderService.auditBody(fromRequest: example.body))
        let audit = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let base = try #require(audit["witnessBase"] as? [String: Any])
        for finding in audit["findings"] as? [[String: Any]] ?? [] {
            #expect((finding["severity"] as? String == "info") == (finding["fix"] == nil && finding["noFix"] == nil))
            if let fix = finding["fix"] as? [String: Any] {
                #expect((fix["verified"] as? [String: Any])?["cured"] as? Bool == true)
            }
            guard let fix = finding["fix"] as? [String: Any] else { continue }
            let witness = try #require(finding["witness"] as? [String: Any])
            var request = base.filter { !($0.value is NSNull) }
            request["event"] = witness["event"]
            let patched = try Self.apply(try #require(fix["patch"] as? [[String: Any]]), to: request)
            let again = try Self.answer(Array(try JSONSerialization.data(withJSONObject: patched)), fixes: false)
            let result = try #require(Self.results(again).first)
            let verified = try #require(fix["verified"] as? [String: Any])
            #expect(result["outcome"] as? String == verified["outcome"] as? String, "\(name) \(finding["code"] ?? "")")
            #expect(Self.id(result["handler"]) == Self.id(verified["handler"]), "\(name)")
            let codes = (result["diagnostics"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String != "info" }
                .compactMap { $0["code"] as? String }
            #expect(codes == verified["remaining"] as? [String], "\(name)")
            if let shown = (witness["shows"] as? [String: Any])?["diagnostic"] as? String {
                let responders = (finding["responders"] as? [Any] ?? []).compactMap(Self.id)
                let still = (result["diagnostics"] as? [[String: Any]] ?? []).contains {
                    $0["code"] as? String == shown
                        && !Set(($0["responders"] as? [Any] ?? []).compactMap(Self.id)).isDisjoint(with: responders)
                }
                #expect(!still, "\(name): the witness still shows \(shown) after \(fix["change"] ?? "")")
            }
        }
    }

    /// The examples' audits give fixes at all (the property test above checks each one it meets).
    @Test func theExamplesAuditsGiveFixes() throws {
        var fixes = 0
        for example in Example.all where example.endpoint == "/v1/dispatch" {
            let bytes = try ResponderService.auditAnswer(body: ResponderService.auditBody(fromRequest: example.body))
            let audit = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            fixes += (audit["findings"] as? [[String: Any]] ?? []).filter { $0["fix"] != nil }.count
        }
        #expect(fixes >= 10, "\(fixes) audit fixes over the examples")
    }

    /// A patch edits the objects the request describes, never a private view or a wrapper UIKit adds: the object
    /// a patch's member belongs to is in the request as sent, and is no UIKit-internal class.
    @Test(arguments: Example.all.filter { $0.endpoint == "/v1/dispatch" }.map(\.name))
    func everyPatchEditsAnObjectOfTheRequest(_ name: String) throws {
        let example = try #require(Example.all.first { $0.name == name })
        let request = try JSONSerialization.jsonObject(with: Data(example.body))
        for (_, _, fix) in Self.fixes(in: try Self.answer(example.body)) {
            for operation in fix["patch"] as? [[String: Any]] ?? [] {
                let path = try #require(operation["path"] as? String)
                // The object whose member the operation edits (for a recognizer's or a target's field, the view's).
                let parts = path.split(separator: "/").map(String.init)
                var objectPath = Array(parts.dropLast())
                if ["overrides", "actions"].contains(objectPath.last ?? "") { objectPath.removeLast() }
                // A recognizer's delegate's members and the recognizers it waits for belong to the recognizer; a
                // scroll view's own pan, to the scroll view.
                while ["delegate", "shouldReceive", "falseIn", "requiresToFail", "panGestureRecognizer"].contains(
                    objectPath.last ?? "")
                {
                    objectPath.removeLast()
                }
                if objectPath.count >= 2, Int(objectPath[objectPath.count - 1]) != nil,
                    ["gestureRecognizers", "targets"].contains(objectPath[objectPath.count - 2])
                {
                    objectPath.removeLast(2)
                }
                let object = try #require(
                    Self.resolve(objectPath, in: request), "\(name): \(path) is in no object of the request")
                let className = object["class"] as? String ?? ""
                #expect(!className.hasPrefix("_"), "\(name): \(path) edits \(className)")
            }
        }
    }

    /// The object at a path of tokens.
    static func resolve(_ tokens: [String], in root: Any) -> [String: Any]? {
        var current: Any? = root
        for token in tokens {
            if let object = current as? [String: Any] {
                current = object[token]
            } else if let array = current as? [Any], let index = Int(token), index < array.count {
                current = array[index]
            } else {
                return nil
            }
        }
        return current as? [String: Any]
    }

    // MARK: What each code's fix is

    /// The fix each situation gets, as the examples show them: the change, the Swift line, and the patch.
    static let table: [(example: String, code: String, change: String, swift: String, path: String)] = [
        (
            "button-in-image-view", "ancestorInteractionDisabled", "setInteraction",
            "artwork.isUserInteractionEnabled = true", "/isUserInteractionEnabled"
        ),
        (
            "clear-overlay-covers-button", "coveredByOtherView", "setInteraction",
            ".isUserInteractionEnabled = false", "/isUserInteractionEnabled"
        ),
        (
            "badge-swallows-touches", "touchesSwallowed", "callSuper", "super.touchesBegan(touches, with: event)",
            "/overrides/touchesBegan"
        ),
        (
            "row-tap-dismiss-recognizer", "touchesCancelledByGesture", "keepTouches", ".cancelsTouchesInView = false",
            "/cancelsTouchesInView"
        ),
        ("button-sends-no-action", "controlSendsNoAction", "retarget", "for: .touchUpInside)", "/event"),
        ("explicit-target-crash", "unrecognizedSelector", "implementAction", "@objc func saveTapped(", "/saveTapped"),
        ("disabled-button", "controlDisabled", "enable", ".isEnabled = true", "/isEnabled"),
        (
            "delete-button", "contentTouchesDelayed", "noContentTouchDelay", ".delaysContentTouches = false",
            "/delaysContentTouches"
        ),
        ("target-released-local-variable", "targetReleased", "retain", "private let ", "/isRetained"),
        ("nil-target-no-first-responder", "nilTargetSkippedController", "setTarget", ".addTarget(", "/target"),
        (
            "hit-test-returns-nil", "ancestorOverrideBlocksTouches", "standardHitTesting",
            "super.hitTest(point, with: event)",
            "/hitTest"
        ),
    ]

    @Test(arguments: table.indices)
    func eachSituationGetsItsFix(_ row: Int) throws {
        let expected = Self.table[row]
        let example = try #require(Example.all.first { $0.name == expected.example })
        let found = try #require(
            Self.fixes(in: try Self.answer(example.body)).first { $0.diagnostic["code"] as? String == expected.code },
            "\(expected.example): no fix for \(expected.code)")
        #expect(found.fix["change"] as? String == expected.change)
        #expect((found.fix["swift"] as? String)?.contains(expected.swift) == true, "\(found.fix["swift"] ?? "")")
        let paths = (found.fix["patch"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(paths.contains { $0.hasSuffix(expected.path) }, "\(paths)")
    }

    // MARK: Situations the examples do not hold

    /// Requests whose fixes must be verified the hard way, each posted with its patch applied as a client would.
    static let situations: [(name: String, body: String, code: String, expected: String?)] = [
        // UIScrollView.panGestureRecognizer documentation: the scroll view is its pan's delegate; its answer false
        // scrolls nothing, and the patch takes the answer out.
        (
            "a scroll view refusing its own pan as its delegate",
            #"{"app": {"scenes": [{"windows": [{"subviews": [{"id": "feed", "class": "FeedScrollView", "superclass": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 390, "height": 400}, "contentSize": {"width": 390, "height": 1200}, "panGestureRecognizer": {"delegate": {"shouldBegin": false}}, "subviews": [{"id": "card", "frame": {"x": 0, "y": 0, "width": 390, "height": 150}}]}]}]}]}, "event": {"type": "touch", "path": [{"x": 100, "y": 100}, {"x": 100, "y": 0}]}}"#,
            "scrollPanRefusedToBegin", "standardShouldBegin"
        ),
        // UINavigationController.interactivePopGestureRecognizer documentation: a pan of the app's own on a deeper
        // view wins an edge swipe over the swipe back; the patch makes it wait for the pop gesture to fail.
        (
            "a drawing pan of the app's beating the swipe back",
            #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "nav", "class": "UINavigationController", "viewControllers": [{"id": "list", "class": "ListViewController"}, {"id": "sketch", "class": "SketchViewController", "actions": {"draw:": true}, "view": {"id": "sketchView", "subviews": [{"id": "canvas", "class": "CanvasView", "frame": {"x": 0, "y": 100, "width": 390, "height": 600}, "gestureRecognizers": [{"id": "drawPan", "type": "pan", "target": "sketch", "action": "draw:"}]}]}}]}}]}]}, "event": {"type": "touch", "path": [{"x": 6, "y": 300}, {"x": 200, "y": 302}], "gesture": "pan"}}"#,
            "interactivePopGestureBlocked", "requireToFail"
        ),
        // UIView.gestureRecognizerShouldBegin(_:) documentation: a card overriding it for pans refuses the scroll
        // view's pan on the card; the patch takes the override out.
        (
            "a card refusing the scroll view's pan",
            #"{"app": {"scenes": [{"windows": [{"subviews": [{"id": "feed", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 390, "height": 400}, "contentSize": {"width": 390, "height": 1200}, "subviews": [{"id": "card", "class": "CardView", "frame": {"x": 0, "y": 0, "width": 390, "height": 150}, "gestureRecognizerShouldBegin": {"returns": false, "onlyFor": ["pan"]}}]}]}]}]}, "event": {"type": "touch", "path": [{"x": 100, "y": 100}, {"x": 100, "y": 0}]}}"#,
            "scrollPanRefusedToBegin", "standardShouldBegin"
        ),
        // A button in a collection view in a table, both delaying their content's touches: turning off the
        // collection view's delay leaves the table's, so no single change cures the late highlight.
        (
            "a button under two delaying scroll views",
            #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "feed", "actions": {"like:": true}, "view": {"id": "table", "class": "UITableView", "subviews": [{"id": "strip", "class": "UICollectionView", "frame": {"x": 0, "y": 100, "width": 390, "height": 120}, "subviews": [{"id": "like", "class": "UIButton", "frame": {"x": 20, "y": 20, "width": 80, "height": 44}, "targets": [{"target": "feed", "action": "like:"}]}]}]}}}]}]}, "event": {"type": "touch", "point": {"x": 60, "y": 142}}}"#,
            "contentTouchesDelayed", nil
        ),
        // The target is a custom navigation controller that declares no actions (the layout gives it its own
        // popViewController): the patch must add the actions object before the action.
        (
            "a target whose request gives no actions",
            #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "nav", "class": "MyNavigationController", "superclass": "UINavigationController", "viewControllers": [{"id": "home", "view": {"subviews": [{"id": "save", "class": "UIButton", "frame": {"x": 20, "y": 200, "width": 100, "height": 44}, "targets": [{"target": "nav", "action": "save:"}]}]}}]}}]}]}, "event": {"type": "touch", "point": {"x": 60, "y": 220}}}"#,
            "unrecognizedSelector", "implementAction"
        ),
    ]

    @Test(arguments: situations.indices)
    func aHardSituationGetsAFixThatWorksOrSaysWhyNot(_ index: Int) throws {
        let situation = Self.situations[index]
        let body = Array(situation.body.utf8)
        let answer = try Self.answer(body)
        let diagnostic = try #require(
            Self.results(answer).first.flatMap {
                ($0["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == situation.code }
            },
            "\(situation.name): no \(situation.code)")
        guard let change = situation.expected else {
            #expect(diagnostic["fix"] == nil, "\(situation.name): \(diagnostic["fix"] ?? "")")
            #expect((diagnostic["noFix"] as? [String: Any])?["reason"] as? String == "noSingleChange")
            return
        }
        let fix = try #require(diagnostic["fix"] as? [String: Any], "\(situation.name): \(diagnostic["noFix"] ?? "")")
        #expect(fix["change"] as? String == change)
        let request = try JSONSerialization.jsonObject(with: Data(body))
        let patched = try Self.apply(try #require(fix["patch"] as? [[String: Any]]), to: request)
        let again = try Self.answer(Array(try JSONSerialization.data(withJSONObject: patched)), fixes: false)
        let codes = (Self.results(again).first?["diagnostics"] as? [[String: Any]] ?? []).compactMap {
            $0["code"] as? String
        }
        #expect(!codes.contains(situation.code), "\(situation.name): \(codes)")
    }

    /// A controller's view the request leaves implicit is no object a patch can edit.
    @Test func aControllersImplicitViewHasNoObjectOfItsOwn() throws {
        let request = try WireFormat.decode(
            DispatchRequest.self,
            from: Array(
                #"{"app": {"scenes": [{"windows": [{"rootViewController": {"id": "c"}}]}]}, "event": {"type": "motion"}}"#
                    .utf8),
            limits: Limits())
        let (app, places) = try AppMapper.mapWithPlaces(
            request.app, settings: request.settings.core(request.profile), limits: Limits(), places: true)
        let view = try #require(app.index(of: "c.view"))
        let controller = try #require(app.index(of: "c"))
        let found = try #require(places)
        #expect(found.hasOwnObject(controller))
        #expect(!found.hasOwnObject(view))
        let encoder = ResultEncoder(app: app, profile: .runtime)
        #expect(!encoder.canWrite(.setInteraction(view: view, enabled: true), places: found))
        #expect(encoder.canWrite(.enable(control: controller), places: found))
    }

    // MARK: The answer's shape

    @Test func anInfoHasNoFixAWarningWithoutOneSaysWhyAndFixesNoneLeavesThemOut() throws {
        // The app delegate's chain: the action is dropped, and no single change cures it.
        let example = try #require(Example.all.first { $0.name == "app-delegate-not-responder" })
        let answer = try Self.answer(example.body)
        for diagnostic in Self.results(answer).flatMap({ $0["diagnostics"] as? [[String: Any]] ?? [] }) {
            if diagnostic["severity"] as? String == "info" {
                #expect(diagnostic.keys.contains("fix") == false && diagnostic["noFix"] == nil)
            } else {
                #expect(diagnostic.keys.contains("fix") != diagnostic.keys.contains("noFix"))
                if diagnostic["fix"] == nil {
                    let noFix = try #require(diagnostic["noFix"] as? [String: Any])
                    #expect(NoFixReason(rawValue: noFix["reason"] as? String ?? "") != nil)
                    #expect(!(noFix["message"] as? String ?? "").isEmpty)
                }
            }
        }
        let without = try Self.answer(example.body, fixes: false)
        for diagnostic in Self.results(without).flatMap({ $0["diagnostics"] as? [[String: Any]] ?? [] }) {
            #expect(!diagnostic.keys.contains("fix") && diagnostic["noFix"] == nil)
        }
    }

    @Test func theFixesQueryTakesVerifiedOrNone() {
        #expect(AnswerQuery(["fixes": "none"]).fixes == false)
        #expect(AnswerQuery(["fixes": "VERIFIED"]).fixes == true)
        #expect(AnswerQuery([:]).fixes == true)
        #expect(AnswerQuery(["fixes": "all"]).invalid != nil)
    }

    /// A fix is given only once verified: when the budget for trying them runs out, the rest say so, and the
    /// answer is still answered.
    @Test func pastTheBudgetAFixSaysItWasNotVerified() throws {
        let example = try #require(Example.all.first { $0.name == "button-in-image-view" })
        var request = try #require(try JSONSerialization.jsonObject(with: Data(example.body)) as? [String: Any])
        let event = try #require(request["event"])
        request["event"] = nil
        request["events"] = Array(repeating: event, count: 40)
        let body = Array(try JSONSerialization.data(withJSONObject: request))
        var limits = Limits()
        // Enough for the events themselves, not for replaying them all for every fix.
        let plain = try Self.answer(body, fixes: false)
        #expect(Self.results(plain).count == 40)
        limits.maxWorkSteps = 4_000
        let answer = try Self.answer(body, limits: limits)
        let reasons = Self.results(answer).compactMap { result -> String? in
            let diagnostic = (result["diagnostics"] as? [[String: Any]])?.first { $0["severity"] as? String != "info" }
            if diagnostic?["fix"] is [String: Any] { return "fix" }
            return (diagnostic?["noFix"] as? [String: Any])?["reason"] as? String
        }
        #expect(reasons.first == "fix")
        #expect(reasons.last == NoFixReason.notVerified.rawValue, "\(reasons)")
    }

    /// The reasons are worded in every language.
    @Test(arguments: Language.allCases)
    func everyReasonIsWordedInEveryLanguage(_ language: Language) {
        for reason in NoFixReason.allCases {
            #expect(!reason.text(in: language).isEmpty)
            if language != .english { #expect(reason.text(in: language) != reason.text(in: .english)) }
        }
    }
}
