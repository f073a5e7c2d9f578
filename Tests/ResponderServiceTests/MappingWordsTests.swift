import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// What the app description's mapping refuses, in every offered language (``MappingWords``): every sentence has its
/// words in each language, with the ids, class names and field names it names as they are written; the English is
/// byte for byte what the service answered before the words were facts (a validation finding's too, once worded by
/// the core); and an impossible app's problem is answered in the language asked for.
@Suite struct MappingWordsTests {
    static let others = Language.offered.filter { $0 != .english }

    /// One sample of a case: its words, the English the service answered before, and the values it names (which
    /// every language keeps as they are).
    struct Sample: Sendable {
        var words: MappingWords
        var english: String
        var names: [String]

        init(_ words: MappingWords, _ english: String, _ names: String...) {
            self.words = words
            self.english = english
            self.names = names
        }
    }

    /// One sample of every case of ``MappingWords``, numbered by ``number(of:)``.
    static let samples: [Sample] = [
        Sample(.objectAsID, "objects must be objects, not id strings", "objects"),
        Sample(
            .responderOnlyField("keyCommands"),
            "this object is a plain NSObject (isResponder is false); only UIResponder subclasses have keyCommands",
            "NSObject", "isResponder", "UIResponder", "keyCommands"),
        Sample(
            .retainedAppDelegate, "isRetained applies only to objects; the application keeps its delegate",
            "isRetained"),
        Sample(.sceneDelegateAsID, "a scene delegate must be described as an object"),
        Sample(
            .sceneDelegateIsResponder,
            "isResponder applies only to the application's delegate; a scene delegate is always a UIResponder "
                + "(and still not in the chain)", "isResponder", "UIResponder"),
        Sample(
            .retainedSceneDelegate, "isRetained applies only to objects; the scene keeps its delegate", "isRetained"),
        Sample(
            .superclassOfUIKitClass("UIButton"),
            "'UIButton' is a UIKit class; superclass applies only to custom classes",
            "'UIButton'", "superclass"),
        Sample(
            .unknownSuperclass("UIVeiw"),
            "'UIVeiw' is not a UIKit class this service knows; name the nearest UIKit superclass (GET /v1/classes "
                + "lists them)", "'UIVeiw'", "GET /v1/classes"),
        Sample(
            .unknownUIKitLookingClass("UIButon", suggestion: "UIButton"),
            "'UIButon' looks like a UIKit class but is not one (did you mean 'UIButton'?); for a custom class give its "
                + "superclass", "'UIButon'", "'UIButton'"),
        Sample(
            .wrongKind(className: "UIViewController", kind: .viewController, role: .view),
            "'UIViewController' is a viewController class, but this entry describes a view", "'UIViewController'"),
        Sample(
            .secondKeyWindow(existing: "main"), "only one window can be key; 'main' is key already", "'main'"),
        Sample(
            .rootViewHoldsController("inbox"),
            "this view is already the root view of 'inbox', the controller it is described in; leave out "
                + "viewController", "'inbox'", "viewController"),
        Sample(
            .windowHoldsController, "a window is no controller's root view; give the window a rootViewController",
            "rootViewController"),
        Sample(
            .notScrollView(className: "UILabel", field: "contentSize"),
            "UILabel is not a UIScrollView; only scroll views (UIScrollView, UITableView, UICollectionView, "
                + "UITextView and their subclasses) have contentSize",
            "UILabel", "UIScrollView", "UITableView", "UICollectionView", "UITextView", "contentSize"),
        Sample(
            .notList(className: "UIView", field: "allowsSelection"),
            "UIView is not a UITableView or UICollectionView; only they have allowsSelection here (a row's selection)",
            "UIView", "UITableView", "UICollectionView", "allowsSelection"),
        Sample(
            .notControl(className: "UILabel", field: "targets"),
            "UILabel is not a UIControl; only controls have targets", "UILabel", "UIControl", "targets"),
        Sample(
            .addedToEffectView(className: "UILabel"),
            "UILabel is added to the UIVisualEffectView itself; since iOS 11 UIKit raises an exception for that (add "
                + "subviews to its contentView instead): describe it in the effect view's contentView",
            "UILabel", "UIVisualEffectView", "iOS 11", "contentView"),
        Sample(
            .noContentView(className: "UIButton"),
            "UIButton is not a UITableViewCell, UICollectionViewCell or UIVisualEffectView; only cells and visual "
                + "effect views have a contentView",
            "UIButton", "UITableViewCell", "UICollectionViewCell", "UIVisualEffectView", "contentView"),
        Sample(
            .notButton(className: "UISwitch", field: "menu"), "UISwitch is not a UIButton; only buttons have menu here",
            "UISwitch", "UIButton", "menu"),
        Sample(
            .notTableCell(className: "UICollectionViewCell", field: "accessoryType"),
            "UICollectionViewCell is not a UITableViewCell; only table cells have accessoryType (a "
                + "UICollectionViewCell has none: a UICollectionViewListCell has accessories instead)",
            "UICollectionViewCell", "UITableViewCell", "accessoryType", "UICollectionViewListCell", "accessories"),
        Sample(
            .notRefreshControl(className: "UIButton"),
            "UIButton is not a UIRefreshControl; only a refresh control has isRefreshing",
            "UIButton", "UIRefreshControl", "isRefreshing"),
        Sample(
            .notContainer("InboxViewController"),
            "'InboxViewController' is not a UINavigationController, UITabBarController or UIPageViewController (or a "
                + "subclass); only they have viewControllers. A child controller of any other controller goes in "
                + "children",
            "'InboxViewController'", "UINavigationController", "UITabBarController", "UIPageViewController",
            "viewControllers", "children"),
        Sample(
            .selectedIndexOutsideTabs("Inbox"),
            "'Inbox' is not a UITabBarController; only a tab bar controller has selectedIndex", "'Inbox'",
            "UITabBarController", "selectedIndex"),
        Sample(
            .navigationBarOutsideNavigation("Inbox"),
            "'Inbox' is not a UINavigationController; only a navigation controller has a navigationBar", "'Inbox'",
            "UINavigationController", "navigationBar"),
        Sample(
            .tabBarOutsideTabs("Inbox"), "'Inbox' is not a UITabBarController; only a tab bar controller has a tabBar",
            "'Inbox'", "UITabBarController", "tabBar"),
        Sample(
            .transitionStyleOutsidePages("Inbox"),
            "'Inbox' is not a UIPageViewController; only a page view controller has a transitionStyle", "'Inbox'",
            "UIPageViewController", "transitionStyle"),
        Sample(
            .containerChildren(.navigation),
            "a navigation controller's children are its viewControllers; describe them there", "viewControllers"),
        Sample(.emptyNavigationStack, "a navigation stack cannot be empty: give at least its root view controller"),
        Sample(.noTabs, "a tab bar controller needs at least one view controller, one per tab"),
        Sample(
            .tooManyTabs,
            "a tab bar shows at most five tabs on iPhone; UIKit puts the others behind a More tab, which this service "
                + "does not model", "iPhone", "UIKit"),
        Sample(
            .selectedIndexOutOfRange(3, count: 2),
            "selectedIndex 3 is out of range: this tab bar controller has 2 view controllers (0 to 1)",
            "selectedIndex", "3", "2", "0", "1"),
        Sample(.keyWindowNotWindow("field", kind: .view), "'field' is a view, not a window", "'field'"),
        Sample(.focusNotView("inbox"), "'inbox' is not a view; only views take focus", "'inbox'"),
        Sample(
            .nextNotResponder("plain"),
            "'plain' is a plain NSObject (isResponder is false); next returns a UIResponder",
            "'plain'", "NSObject", "isResponder", "next", "UIResponder"),
        Sample(
            .firstResponderNotResponder("plain"),
            "'plain' is a plain NSObject (isResponder is false); it cannot be first responder", "'plain'", "NSObject",
            "isResponder"),
        Sample(
            .containerOutsideParent("w"), "'w' must be a view inside the parent controller's view", "'w'"),
        Sample(.hitTestNotView("inbox"), "hitTest can only return a view; 'inbox' is not one", "hitTest", "'inbox'"),
        Sample(
            .refusedTouchesNotView("inbox"), "'inbox' is not a view; shouldReceive refuses touches in views",
            "'inbox'", "shouldReceive"),
        Sample(
            .delegateIsWindow("w"), "'w' is a window; a table's delegate is a controller or another object", "'w'"),
        Sample(
            .presenterNotController("field"),
            "'field' is not another view controller; only a controller presents one", "'field'"),
        Sample(
            .presentsAlready("inbox", presented: "compose"),
            "'inbox' already presents 'compose'; a controller presents one at a time", "'inbox'", "'compose'"),
        Sample(
            .presentationLoop("sheet"), "'sheet' is presented, directly or not, by this controller: a loop", "'sheet'"),
        Sample(.waitsForItself, "a recognizer cannot wait for itself to fail"),
        Sample(.notWindow("field"), "'field' is not a window", "'field'"),
        Sample(.notView("editor"), "'editor' is not a view", "'editor'"),
        Sample(
            .eventResponderIsPlainObject("plain", walkFrom: true),
            "'plain' is a plain NSObject (isResponder is false): it is no UIResponder, so it has no next", "'plain'",
            "NSObject", "isResponder", "UIResponder", "next"),
        Sample(
            .notInWindow("field"), "'field' cannot be first responder: it is not in a window", "'field'"),
        Sample(
            .windowHasFirstResponder(window: "w", existing: "field"),
            "window 'w' already has first responder 'field'", "'w'", "'field'"),
        Sample(
            .inOtherWindow("field", actual: "w2", window: "w"), "'field' is in window 'w2', not in 'w'", "'field'",
            "'w2'", "'w'"),
        Sample(
            .plainFirstResponder("plain", className: "Model"),
            "'plain' (Model) is a plain NSObject (isResponder is false): only a UIResponder can be first responder",
            "'plain'", "Model", "NSObject", "isResponder", "UIResponder"),
        Sample(
            .cannotBecomeFirstResponder("plain", className: "UIView"),
            "'plain' (UIView) cannot be first responder: its canBecomeFirstResponder is false (set "
                + "\"canBecomeFirstResponder\": true)", "'plain'", "UIView", "\"canBecomeFirstResponder\": true"),
        Sample(.nextLoop(["x", "y"], back: "x"), "next forms a loop: x → y → x", "next", "x → y → x"),
        Sample(
            .undescribedElsewhere("targets", className: "UILabel", owner: "UIControl"),
            "UILabel is not a UIControl; only a UIControl can have 'targets' undescribed", "UILabel", "UIControl",
            "'targets'", "undescribed"),
        Sample(
            .popoverViewNotView("inbox", field: "passthroughViews"),
            "the passthroughViews of a popover must name views; 'inbox' is not one", "passthroughViews", "'inbox'"),
        Sample(
            .presentationFieldOnStyle("sheetPresentationController", style: "fullScreen"),
            "sheetPresentationController has no effect on a controller presented as fullScreen",
            "sheetPresentationController", "fullScreen"),
        Sample(
            .popoverWithoutSource,
            "a popover needs popoverPresentationController with its sourceView: UIKit raises an exception for a "
                + "popover without a source", "popoverPresentationController", "sourceView", "UIKit"),
        Sample(
            .preferredStyleOutsideAlert("UIViewController"),
            "preferredStyle belongs to UIAlertController, not UIViewController", "preferredStyle",
            "UIAlertController", "UIViewController"),
        Sample(.detentTwice("medium"), "the detent 'medium' is given twice", "'medium'"),
        Sample(
            .systemDetentHeight("large"), "'large' is a system detent: UIKit decides its height, so it takes none",
            "'large'", "UIKit"),
        Sample(
            .customDetentWithoutHeight("peek"), "the custom detent 'peek' needs the height its resolver returns",
            "'peek'"),
        Sample(.noDetents, "a sheet needs at least one detent"),
        Sample(
            .detentNotAmongDetents("hlaf", detents: ["medium", "large"]),
            "'hlaf' is none of the detents of the sheet ('medium', 'large')", "'hlaf'", "'medium'", "'large'"),
    ]

    /// Every value, pointer and number a sample's English carries is in its words in the language too.
    @Test(arguments: ProblemLanguageTests.others)
    func everySampleKeepsTheValuesItsEnglishCarries(_ language: Language) {
        ProblemLanguageTests.expectWritten(
            Self.samples.map { (.mapping($0.words), ProblemLanguageTests.tokens(of: $0.words.english)) }, in: language)
    }

    /// Every case's number: a case added to ``MappingWords`` fails to compile here until it is numbered, and the
    /// test fails until ``samples`` holds it.
    static func number(of words: MappingWords) -> Int {
        switch words {
        case .objectAsID: 1
        case .responderOnlyField: 2
        case .retainedAppDelegate: 3
        case .sceneDelegateAsID: 4
        case .sceneDelegateIsResponder: 5
        case .retainedSceneDelegate: 6
        case .superclassOfUIKitClass: 7
        case .unknownSuperclass: 8
        case .unknownUIKitLookingClass: 9
        case .wrongKind: 10
        case .secondKeyWindow: 11
        case .rootViewHoldsController: 12
        case .windowHoldsController: 13
        case .notScrollView: 14
        case .notList: 15
        case .notControl: 16
        case .addedToEffectView: 17
        case .noContentView: 18
        case .notContainer: 19
        case .selectedIndexOutsideTabs: 20
        case .navigationBarOutsideNavigation: 21
        case .tabBarOutsideTabs: 22
        case .containerChildren: 23
        case .emptyNavigationStack: 24
        case .noTabs: 25
        case .tooManyTabs: 26
        case .selectedIndexOutOfRange: 27
        case .keyWindowNotWindow: 28
        case .focusNotView: 29
        case .nextNotResponder: 30
        case .firstResponderNotResponder: 31
        case .containerOutsideParent: 32
        case .hitTestNotView: 33
        case .refusedTouchesNotView: 34
        case .delegateIsWindow: 35
        case .presenterNotController: 36
        case .presentsAlready: 37
        case .presentationLoop: 38
        case .waitsForItself: 39
        case .notWindow: 40
        case .notView: 41
        case .eventResponderIsPlainObject: 42
        case .notInWindow: 43
        case .windowHasFirstResponder: 44
        case .inOtherWindow: 45
        case .plainFirstResponder: 46
        case .cannotBecomeFirstResponder: 47
        case .nextLoop: 48
        case .undescribedElsewhere: 49
        case .popoverViewNotView: 50
        case .presentationFieldOnStyle: 51
        case .popoverWithoutSource: 52
        case .preferredStyleOutsideAlert: 53
        case .detentTwice: 54
        case .systemDetentHeight: 55
        case .customDetentWithoutHeight: 56
        case .noDetents: 57
        case .detentNotAmongDetents: 58
        case .notTableCell: 59
        case .notRefreshControl: 60
        case .notButton: 61
        case .transitionStyleOutsidePages: 62
        }
    }

    /// The other forms of a case, beyond its sample (every kind of responder, both containers, one view
    /// controller), in every language.
    static let variants: [MappingWords] =
        ResponderKind.allCases.flatMap { kind in
            [
                MappingWords.wrongKind(className: "UIView", kind: .view, role: kind),
                .wrongKind(className: "X", kind: kind, role: .viewController),
                .keyWindowNotWindow("x", kind: kind),
            ]
        } + [
            .containerChildren(.tabs), .containerChildren(.pages), .selectedIndexOutOfRange(1, count: 1),
            .eventResponderIsPlainObject("plain", walkFrom: false), .nextLoop(["x"], back: "x"),
        ]

    @Test func theSamplesHoldEveryCase() {
        #expect(Set(Self.samples.map { Self.number(of: $0.words) }) == Set(1...62))
        #expect(Self.samples.count == 62)
    }

    @Test func theEnglishIsAsItWas() {
        for sample in Self.samples {
            #expect(sample.words.english == sample.english)
            #expect(ProblemWords.mapping(sample.words).text(in: .english) == sample.english)
        }
        #expect(
            MappingWords.wrongKind(className: "UIView", kind: .view, role: .object).english
                == "'UIView' is a view class, but this entry describes a custom responder")
        #expect(
            MappingWords.containerChildren(.tabs).english
                == "a tab bar controller's children are its viewControllers; describe them there")
        #expect(
            MappingWords.containerChildren(.pages).english
                == "a page view controller's children are its viewControllers; describe them there")
        #expect(
            MappingWords.selectedIndexOutOfRange(1, count: 1).english
                == "selectedIndex 1 is out of range: this tab bar controller has 1 view controller (0 to 0)")
        #expect(
            MappingWords.eventResponderIsPlainObject("plain", walkFrom: false).english
                == "'plain' is a plain NSObject (isResponder is false): it is no UIResponder, so it has no "
                + "first-responder methods")
        #expect(
            MappingWords.keyWindowNotWindow("d", kind: .appDelegate).english == "'d' is a appDelegate, not a window")
    }

    @Test(arguments: Self.others)
    func everySentenceIsWrittenInTheLanguage(_ language: Language) {
        for words in Self.samples.map(\.words) + Self.variants {
            let text = ProblemWords.mapping(words).text(in: language)
            #expect(text != words.english, "\(language) \(words)")
            #expect(Script.isWritten(text, in: language), "\(language): \(text)")
            // A field's message, as in English: no final period (a problem's detail adds its own).
            #expect(!text.hasSuffix("。") && !text.hasSuffix("."), "\(language): \(text)")
        }
    }

    @Test(arguments: Self.others)
    func idsClassNamesAndFieldsStayAsTheyAre(_ language: Language) {
        for sample in Self.samples {
            let text = ProblemWords.mapping(sample.words).text(in: language)
            for name in sample.names {
                #expect(text.contains(name), "\(language): \(name) in \(text)")
            }
        }
    }

    @Test func everyCaseIsTheCatalogues() {
        for words in Self.samples.map(\.words) + Self.variants {
            #expect(ProblemWords.mapping(words).isCatalogued)
        }
    }

    // MARK: The facts the mapper finds

    /// An app with a window, a view, a plain object and a second window, for findings to name.
    static func app() -> (app: App, window: Int, field: Int, plain: Int, other: Int) {
        var app = App()
        let view = ClassCatalogue.builtIn(named: "UIView")!
        let window = app.add(
            Responder(
                id: "w", className: "UIWindow", uikitClass: ClassCatalogue.builtIn(named: "UIWindow")!, kind: .window))
        let field = app.add(Responder(id: "field", className: "UITextField", uikitClass: view, kind: .view))
        let plain = app.add(
            Responder(
                id: "plain", className: "Model", uikitClass: ClassCatalogue.defaultClass(for: .object), kind: .object))
        let other = app.add(
            Responder(
                id: "w2", className: "UIWindow", uikitClass: ClassCatalogue.builtIn(named: "UIWindow")!, kind: .window))
        return (app, window, field, plain, other)
    }

    @Test func aFindingsWordsAreTheCoresEnglishWithTheIdsAndClassesResolved() {
        let (app, window, field, plain, other) = Self.app()
        let cases: [(Finding.Words, MappingWords)] = [
            (.notInWindow(responder: field), .notInWindow("field")),
            (
                .windowHasFirstResponder(window: window, existing: field),
                .windowHasFirstResponder(window: "w", existing: "field")
            ),
            (
                .inOtherWindow(responder: field, actual: other, window: window),
                .inOtherWindow("field", actual: "w2", window: "w")
            ),
            (.plainObject(responder: plain), .plainFirstResponder("plain", className: "Model")),
            (
                .cannotBecomeFirstResponder(responder: field),
                .cannotBecomeFirstResponder("field", className: "UITextField")
            ),
            (.nextLoop(walked: [plain, field], back: plain), .nextLoop(["plain", "field"], back: "plain")),
        ]
        for (facts, expected) in cases {
            let finding = Finding(.nextLoop, responder: nil, property: .next, words: facts)
            let words = AppMapper.words(of: finding, in: app)
            #expect(words == expected)
        }
    }

    @Test func aMisplacedClassIsWordedFromItsFacts() {
        let cases: [(name: String, superclass: String?, kind: ResponderKind, english: [String])] = [
            ("UIButton", "UIView", .view, ["'UIButton' is a UIKit class; superclass applies only to custom classes"]),
            (
                "Card", "UIVeiw", .view,
                [
                    "'UIVeiw' is not a UIKit class this service knows; name the nearest UIKit superclass (GET "
                        + "/v1/classes lists them)"
                ]
            ),
            (
                "UIButon", nil, .view,
                [
                    "'UIButon' looks like a UIKit class but is not one (did you mean 'UIButton'?); for a custom "
                        + "class give its superclass"
                ]
            ),
            (
                "UIButton", "UIView", .viewController,
                [
                    "'UIButton' is a UIKit class; superclass applies only to custom classes",
                    "'UIButton' is a view class, but this entry describes a viewController",
                ]
            ),
            ("UIView", nil, .object, ["'UIView' is a view class, but this entry describes a custom responder"]),
        ]
        for test in cases {
            let (_, misplacements) = ClassCatalogue.placement(of: test.name, superclass: test.superclass, as: test.kind)
            #expect(misplacements.map { AppMapper.words(of: $0).english } == test.english, "\(test.name)")
        }
    }

    // MARK: The service's answers

    let router = Router()

    func post(_ body: String, language: String? = nil) -> (status: Int, language: String?, problem: [String: Any]) {
        let response = router.respond(
            to: HTTPRequest(
                method: "POST", path: "/v1/dispatch", query: language.map { ["lang": $0] } ?? [:],
                headers: ["content-type": "application/json"], body: Array(body.utf8)))
        let object = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
        return (response.status, response.headers.first { $0.name == "Content-Language" }?.value, object)
    }

    /// Impossible apps, each refused by the mapping (its references, its validation, its classes, an event's ids).
    static let impossible: [(body: String, pointer: String, english: String)] = [
        (
            #"{"app": {"scenes": [{"windows": [{"isKey": true}, {"isKey": true}]}]}, "event": {"type": "motion"}}"#,
            "/app/scenes/0/windows/1/isKey", "only one window can be key; 'window' is key already"
        ),
        (
            #"{"app": {"scenes": [{"windows": [{"subviews": [{"class": "UIButon"}]}]}]}, "event": {"type": "motion"}}"#,
            "/app/scenes/0/windows/0/subviews/0/class",
            "'UIButon' looks like a UIKit class but is not one (did you mean 'UIButton'?); for a custom "
                + "class give its superclass"
        ),
        (
            #"{"app": {"objects": [{"id": "x", "next": "y"}, {"id": "y", "next": "x"}], "scenes": []}, "#
                + #""event": {"type": "motion"}}"#,
            "/app/objects/0/next", "next forms a loop: x → y → x"
        ),
        (
            #"{"app": {"firstResponder": "plain", "scenes": [{"windows": [{"subviews": [{"id": "plain"}]}]}]}, "#
                + #""event": {"type": "motion"}}"#,
            "/app/firstResponder",
            "'plain' (UIView) cannot be first responder: its canBecomeFirstResponder is false (set "
                + "\"canBecomeFirstResponder\": true)"
        ),
        (
            #"{"app": {"scenes": [{"windows": [{"id": "w", "subviews": [{"id": "field"}]}]}]}, "#
                + #""event": {"type": "touch", "point": {"x": 1, "y": 1}, "window": "field"}}"#,
            "/event/window", "'field' is not a window"
        ),
    ]

    @Test func anImpossibleAppIsRefusedInEnglishAsBefore() throws {
        for (body, pointer, english) in Self.impossible {
            let answer = post(body)
            #expect(answer.status == 422)
            #expect(answer.language == "en")
            let fields = try #require(answer.problem["problems"] as? [[String: Any]])
            #expect(fields.first?["pointer"] as? String == pointer)
            #expect(fields.first?["message"] as? String == english)
            let place = pointer.hasPrefix("/event") ? "the events" : "the app description"
            #expect(answer.problem["detail"] as? String == "1 problem in \(place): \(english) (at \(pointer)).")
        }
    }

    @Test(arguments: Self.others)
    func anImpossibleAppIsRefusedInTheLanguageAskedFor(_ language: Language) throws {
        for (body, pointer, english) in Self.impossible {
            let answer = post(body, language: language.rawValue)
            #expect(answer.status == 422)
            #expect(answer.language == language.rawValue, "\(english)")
            let detail = try #require(answer.problem["detail"] as? String)
            let title = try #require(answer.problem["title"] as? String)
            #expect(Script.isWritten(detail, in: language), "\(language): \(detail)")
            #expect(Script.isWritten(title, in: language), "\(language): \(title)")
            #expect(detail.contains(pointer), "\(language): \(detail)")
            let fields = try #require(answer.problem["problems"] as? [[String: Any]])
            #expect(fields.first?["pointer"] as? String == pointer)
            let message = try #require(fields.first?["message"] as? String)
            #expect(
                message != english && Script.isWritten(message, in: language), "\(language): \(message)")
            #expect(detail.contains(message), "\(language): \(detail)")
            #expect(answer.problem["type"] as? String == "urn:responderlab:problem:impossible-app")
        }
    }
}
