import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderImport
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// `POST /v1/import` answers in the language asked for, as every endpoint does (`lang`, `Accept-Language`, named in
/// `Content-Language`): the importer says only facts (``ImportNote``, ``ImportedApp/ToFill/Need``), and ResponderWords
/// words each one in English, Japanese, Chinese and Korean. The English is pinned as it was before the words were
/// facts; the other languages are checked to be written in their script, free of English sentences, and to carry
/// every id, quoted value and number the English carries.
@Suite struct ImportLanguageTests {
    static let others = Language.offered.filter { $0 != .english }

    /// One thing the import says, as the answer words it.
    enum Said: Sendable, CustomStringConvertible {
        case note(ImportNote)
        case need(ImportedApp.ToFill.Need)

        func text(in language: Language) -> String {
            switch self {
            case .note(let note): note.text(in: language)
            case .need(let need): need.text(in: language)
            }
        }

        var description: String {
            switch self {
            case .note(let note): "\(note)"
            case .need(let need): "\(need)"
            }
        }
    }

    /// A fact and its English, byte for byte as the import answered before its words were facts.
    struct Sample: Sendable, CustomTestStringConvertible {
        var said: Said
        var english: String
        var testDescription: String { "\(said)".prefix(60).description }

        init(_ note: ImportNote, _ english: String) {
            said = .note(note)
            self.english = english
        }

        init(_ need: ImportedApp.ToFill.Need, _ english: String) {
            said = .need(need)
            self.english = english
        }
    }

    static let card = ImportedApp.Printed(className: "MyApp.CardView", id: "cardView-1c20", line: 4)
    static let inbox = ImportedApp.Printed(
        className: "MyApp.InboxViewController", id: "inboxViewController-5000", line: 1)

    static var overriding: ImportedApp.MethodListing {
        var listing = ImportedApp.MethodListing(line: 1)
        listing.overridden = [.touchesBegan, .touchesEnded]
        listing.pointInside = true
        return listing
    }

    static func stopping(at name: String, line: Int) -> ImportedApp.MethodListing {
        var listing = ImportedApp.MethodListing(line: line)
        listing.stopsAt = name
        return listing
    }

    static let samples: [Sample] = [
        Sample(
            .quotedString(.recursiveDescription),
            "The recursiveDescription text was a quoted string: its lines are those of the string."),
        Sample(
            .quotedString(.printHierarchy),
            "The _printHierarchy text was a quoted string: its lines are those of the string."),
        Sample(
            .controllersWithoutViews,
            "Without recursiveDescription the controllers' views are not known: each gets the plain view UIKit's "
                + "loadView() makes. Paste the window's recursiveDescription too for the views."),
        Sample(
            .levelsBelow(3),
            "It is 3 levels below the entry above it: the lines between were left out of the dump, so it is put in "
                + "the nearest view above it."),
        Sample(
            .plainView(className: "UIButtonLabel"),
            "UIButtonLabel is not in this service's class catalogue and the line does not say what it inherits "
                + "from: it is taken as a plain UIView (give its superclass if it is a control or a scroll view)."),
        Sample(
            .sizeRecovered(Size(width: 716, height: 40)),
            "Its printed frame is the box around it once transformed: its own size, 716 × 40, is recovered from the "
                + "transform."),
        Sample(
            .sizeNotRecovered(box: Size(width: 20, height: 20.5)),
            "Its printed frame is the box around it once transformed, and its transform turns it by an angle from "
                + "which its own size cannot be told (20 × 20.5 is the box): the box is used untransformed; give its "
                + "bounds to be exact."),
        Sample(.prompt, "The debugger's prompt and command, not part of the dump."),
        Sample(.blank, "An empty line."),
        Sample(.comment, "A comment, not part of the dump."),
        Sample(.elision, "An elision: lines were left out here by whoever copied the dump."),
        Sample(.layer, "A layer (printed with (layer)), not a view."),
        Sample(
            .viewClassAsController(className: "UILabel"),
            "UILabel is a view class, not a view controller: this line is not a controller as _printHierarchy "
                + "prints it (a line broken in two?)."),
        Sample(
            .notAViewClass(className: "UIViewController"),
            "UIViewController is not a view class: this line is not a view as recursiveDescription prints it (a line "
                + "cut or garbled?). The lines under it are placed in the view above it."),
        Sample(.viewNotLoaded, "Its view is not loaded, so it has no place in the window."),
        Sample(.viewIsWindow, "Its view is a window; a window is no controller's root view."),
        Sample(.viewTaken, "Its view already belongs to a controller printed above it."),
        Sample(
            .viewNotInWindow,
            "Its view is not in the window (_printHierarchy says so): a controller off screen takes no events."),
        Sample(
            .viewNotInDump(className: "UIView", address: "0x99"),
            "Its view (UIView 0x99) is not in the recursiveDescription dump: paste the dump of the window that "
                + "holds it."),
        Sample(
            .viewNotInDump(className: nil, address: "0x99"),
            "Its view (? 0x99) is not in the recursiveDescription dump: paste the dump of the window that holds it."),
        Sample(.underLeftOut, "It is printed under a controller that was left out."),
        Sample(
            .presentsAlready(className: "UINavigationController", id: "navigationController-1", presented: "modalVC-5"),
            "UINavigationController 'navigationController-1' already presents 'modalVC-5'; a controller presents one "
                + "at a time."),
        Sample(
            .madeWindow(Size(width: 375, height: 667), .request),
            "The dump starts at a view, not at a window: it is put in a window of 375 × 667 points (the screen the "
                + "request gives), its printed frame taken as in the window."),
        Sample(
            .madeWindow(Size(width: 100, height: 40), .firstView),
            "The dump starts at a view, not at a window: it is put in a window of 100 × 40 points, as far as its "
                + "first view's printed frame reaches, its printed frame taken as in the window. Give the device's "
                + "screen as screen (responder-lab import --screen WxH) to put it in that instead."),
        Sample(
            .madeWindow(Size(width: 390, height: 844), .standard),
            "The dump starts at a view that prints no size: it is put in a window of 390 × 844 points, an iPhone's "
                + "screen. Give the device's screen as screen (responder-lab import --screen WxH)."),
        Sample(
            .screenNotUsed(given: Size(width: 375, height: 667), window: Size(width: 10, height: 10)),
            "The dump prints its window, 10 × 10 points: the request's screen, 375 × 667, is not used."),
        Sample(
            .trailingText("- (null)"),
            "UIKit printed '- (null)' after the entry; nothing hit-testing or the responder chain reads, so it is not "
                + "used."),
        Sample(
            .nested(className: "_UITextContainerView"),
            "It is printed inside another object's description (<<…> …>): it is read as the view it names, "
                + "_UITextContainerView, with its own frame."),
        Sample(.header, "Xcode's header before what it prints, not part of the dump."),
        Sample(.quoting, "The quotes around the dump, not part of it."),
        Sample(.continuation(of: 7), "The rest of the entry on line 7, wrapped onto this line: read with it."),
        Sample(
            .cutShort,
            "The text ends inside this entry (it has no '>'): the paste was cut short here, so the entry is left "
                + "out."),
        Sample(
            .noFrame(className: "CALayer"),
            "CALayer prints no frame: it is no view as recursiveDescription prints one, so it does not become a "
                + "view."),
        Sample(
            .notInDump(.targets, line: 3, className: "UIButton", address: "0x1"),
            "The control at line 3 of targets is on UIButton 0x1, which the dump does not print: it is not "
                + "attached. Paste the dump of the window that holds it."),
        Sample(
            .targetIsObject(.targets, line: 4, className: "MyApp.VC", address: "0x2", id: "vC-0002"),
            "The target MyApp.VC 0x2 (line 4 of targets) is neither a view nor a controller of the dumps: it is an "
                + "object of the app, 'vC-0002' in objects."),
        Sample(
            .attached(.gestureRecognizers, count: 2, objects: 1),
            "gestureRecognizers: 2 recognizer(s) attached to the views with their addresses, 1 target(s) made "
                + "objects of the app."),
        Sample(
            .notAControl(line: 2, className: "UIView", id: "view-a480"),
            "The control at line 2 of targets is UIView 'view-a480' in the dump, which is no control: its actions "
                + "are not attached (give its superclass if it is a custom control)."),
        Sample(
            .recognizerCutShort(line: 1, className: "SBIconTapGestureRecognizer"),
            "The SBIconTapGestureRecognizer at line 1 of gestureRecognizers ends with the text, before its last '>': "
                + "it is read as far as it goes."),
        Sample(
            .targetsWithoutActions(line: 1, className: "UIButton"),
            "The UIButton at line 1 of targets has no actions pasted: paste what "
                + "po control.actions(forTarget:forControlEvent:) prints for each event, after the command."),
        Sample(
            .actionsWithoutEvent(line: 7, className: "UIButton"),
            "The actions at line 7 of targets were printed for event 0, which is no event of UIControl.Event: which "
                + "event of the UIButton sends them is not known, so they are not attached. Paste the command with "
                + "one event (.touchUpInside, or 64)."),
        Sample(
            .firstResponderSet(id: nil), "firstResponder: the window has no first responder (the paste prints nil)."),
        Sample(
            .walkAgrees(from: "button-2d40", steps: 5, pasted: 5, computed: 7),
            "responderChain: the pasted walk from 'button-2d40' agrees with the responder chain the service computes "
                + "for the imported app, for the 5 responder(s) both have (the paste has 5, the computed chain 7)."),
        Sample(
            .walkDisagrees(from: "button-2d40", step: 2, pasted: "UIView 0x1", computed: "UIView 'root'"),
            "responderChain: the pasted walk from 'button-2d40' and the responder chain the service computes part at "
                + "responder 2: the walk has UIView 0x1, the computed chain UIView 'root'. The imported app differs "
                + "from the running one there: a next override, a controller or container the dumps do not place, or "
                + "a responder the app description leaves out."),
        Sample(
            .walkStartNotInDump(className: "UIButton", address: "0x1"),
            "responderChain: the walk starts at UIButton 0x1, which the dumps do not print: it is not checked. Paste "
                + "the walk from a view of the dump."),
        Sample(
            .targets(card),
            "MyApp.CardView 'cardView-1c20' (line 4) is a control: which object and action does it send, and on which "
                + "event (touchUpInside, valueChanged)? The dump does not show target-actions."),
        Sample(
            .gestureRecognizers(card),
            "MyApp.CardView 'cardView-1c20' (line 4) has gesture recognizers the dump does not describe: give each its "
                + "type (tap, pan, longPress, …), target and action, and cancelsTouchesInView if it is off."),
        Sample(
            .overrides(card, listing: nil),
            "MyApp.CardView 'cardView-1c20' (line 4) is a class of the app: if it overrides touchesBegan(_:with:) and "
                + "the other touch methods, hitTest(_:with:) or point(inside:with:), say so (overrides, hitTest, "
                + "pointInside), or paste what _shortMethodDescription prints for it (methods)."),
        Sample(
            .overrides(card, listing: overriding),
            "MyApp.CardView 'cardView-1c20' (line 4) overrides touchesBegan(_:with:), touchesEnded(_:with:), "
                + "point(inside:with:) (its method listing, line 1 of methods): say whether each event method calls "
                + "super (overrides: callsSuper or withoutSuper) and what hitTest(_:with:) and point(inside:with:) "
                + "return (hitTest, pointInside)."),
        Sample(
            .overrides(card, listing: stopping(at: "MyApp.BaseCardView", line: 1)),
            "MyApp.CardView 'cardView-1c20' (line 4) is a class of the app, and its method listing (line 1 of "
                + "methods) stops at MyApp.BaseCardView, a class of the app too: paste what _methodDescription prints, "
                + "which lists every class, or say what it overrides (overrides, hitTest, pointInside)."),
        Sample(
            .actions(inbox, listing: nil),
            "MyApp.InboxViewController 'inboxViewController-5000' (line 1) is a class of the app: list the action "
                + "methods it implements (saveTapped:), so that actions sent to it or up the chain find it, or paste "
                + "what _shortMethodDescription prints for it (methods)."),
        Sample(
            .actions(inbox, listing: stopping(at: "MyApp.BaseVC", line: 6)),
            "MyApp.InboxViewController 'inboxViewController-5000' (line 1) is a class of the app: list the action "
                + "methods it implements (saveTapped:), so that actions sent to it or up the chain find it, or paste "
                + "what _shortMethodDescription prints for it (methods). Its method listing (line 6 of methods) stops "
                + "at MyApp.BaseVC, a class of the app too: paste what _methodDescription prints, which lists every "
                + "class."),
        Sample(
            .firstResponder,
            "Which text field or view is being edited, if any? The dumps do not say which responder is first "
                + "responder; give its id here."),
    ]

    /// Every fact's number: a case added to ``ImportNote`` or ``ImportedApp/ToFill/Need`` fails to compile here until
    /// it is numbered, and ``theSamplesHoldEveryFact`` fails until ``samples`` holds it.
    static func number(of said: Said) -> Int {
        switch said {
        case .note(let note):
            switch note {
            case .quotedString: 1
            case .controllersWithoutViews: 2
            case .levelsBelow: 3
            case .plainView: 4
            case .sizeRecovered: 5
            case .sizeNotRecovered: 6
            case .prompt: 7
            case .blank: 8
            case .comment: 9
            case .elision: 10
            case .layer: 11
            case .viewClassAsController: 12
            case .viewNotLoaded: 13
            case .viewIsWindow: 14
            case .viewTaken: 15
            case .viewNotInWindow: 16
            case .viewNotInDump: 17
            case .underLeftOut: 18
            case .presentsAlready: 19
            case .madeWindow: 20
            case .screenNotUsed: 21
            case .trailingText: 22
            case .nested: 23
            case .header: 24
            case .quoting: 25
            case .continuation: 26
            case .cutShort: 27
            case .noFrame: 28
            case .notInDump: 29
            case .targetIsObject: 30
            case .attached: 31
            case .notAControl: 32
            case .recognizerCutShort: 33
            case .targetsWithoutActions: 34
            case .actionsWithoutEvent: 35
            case .firstResponderSet: 36
            case .walkAgrees: 37
            case .walkDisagrees: 38
            case .walkStartNotInDump: 39
            case .notAViewClass: 45
            }
        case .need(let need):
            switch need {
            case .targets: 40
            case .gestureRecognizers: 41
            case .overrides: 42
            case .actions: 43
            case .firstResponder: 44
            }
        case .note(.notAViewClass): 45
        }
    }

    @Test func theSamplesHoldEveryFact() {
        #expect(Set(Self.samples.map { Self.number(of: $0.said) }) == Set(1...45))
    }

    @Test(arguments: samples)
    func theEnglishIsAsItWas(_ sample: Sample) {
        #expect(sample.said.text(in: .english) == sample.english)
    }

    /// What the English of a sentence carries that its words in every language carry unchanged: every quoted value
    /// (`'cardView-1c20'`, `'>'`; a quote after a letter is an apostrophe) and number.
    static func tokens(of english: String) -> [String] {
        english.matches(of: /(?:^|[\s(])('[^']*')/).map { String($0.output.1) }
            + english.matches(of: /[0-9]+/).map { String($0.output) }
    }

    /// The English words a sentence holds when it is English, not a name or code beside other words: a function word
    /// between spaces (code such as `point(inside:with:)` or `--screen WxH` holds none).
    static func englishWords(in text: String) -> [String] {
        text.matches(
            of: /(?:^|\s)(the|is|are|was|it|its|of|to|and|which|this|that|not|be|from|has|does)(?=[\s,.:;)]|$)/
        )
        .map { String($0.output.1) }
    }

    @Test func theEnglishCheckFindsEnglishAndNotCode() {
        #expect(Self.englishWords(in: "MyApp.CardView 'x' は touchesBegan(_:with:) と point(inside:with:)").isEmpty)
        #expect(Self.englishWords(in: "(responder-lab import --screen WxH)、overrides: callsSuper").isEmpty)
        #expect(Self.englishWords(in: "ビュー is not in the window") == ["is", "not", "the"])
    }

    /// Words in `language` for every sample's English: not the English, in the language's script, without an English
    /// sentence, with its ids, quoted values and numbers, and the glossary's terms.
    static func expectWritten(
        _ text: String, english: String, in language: Language, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(text != english, "\(language): \(text)", sourceLocation: sourceLocation)
        #expect(Script.isWritten(text, in: language), "\(language): \(text)", sourceLocation: sourceLocation)
        #expect(englishWords(in: text).isEmpty, "\(language): \(text)", sourceLocation: sourceLocation)
        for token in tokens(of: english) {
            #expect(text.contains(token), "\(language): '\(token)' in \(text)", sourceLocation: sourceLocation)
        }
        let misuses = Glossary.misuses(in: text, language: language).map(\.variant.text)
        #expect(misuses.isEmpty, "\(language): \(misuses) in \(text)", sourceLocation: sourceLocation)
    }

    @Test(arguments: others)
    func everyFactIsWordedInTheLanguage(_ language: Language) {
        for sample in Self.samples {
            Self.expectWritten(sample.said.text(in: language), english: sample.english, in: language)
        }
    }

    @Test(arguments: Language.offered)
    func aLinesNotesAreSpacedAsTheLanguageWritesSentences(_ language: Language) {
        let notes: [ImportNote] = [.levelsBelow(2), .plainView(className: "MyApp.Card"), .trailingText("- (null)")]
        let space = language == .japanese || language == .simplifiedChinese ? "" : " "
        #expect(
            ImportNote.text(of: notes, in: language) == notes.map { $0.text(in: language) }.joined(separator: space))
        #expect(!ImportNote.text(of: notes, in: language).contains("。 "))
    }

    // MARK: - imports answered in each language

    /// An import and English sentences its answer holds, exactly.
    struct ImportCase: Sendable, CustomTestStringConvertible {
        var name: String
        var fields: [String: String]
        var english: [String]
        var testDescription: String { name }
    }

    static let imports: [ImportCase] = [
        ImportCase(
            name: "the sample dumps", fields: ResponderService.sampleDumps,
            english: [
                "The debugger's prompt and command, not part of the dump.",
                "Its printed frame is the box around it once transformed: its own size, 716 × 40, is recovered from "
                    + "the transform.",
                "UIButton 'button-2d40' (line 5) is a control: which object and action does it send, and on which "
                    + "event (touchUpInside, valueChanged)? The dump does not show target-actions.",
            ]),
        ImportCase(
            name: "a quoted view dump with a depth jump, a comment, an elision and a layer",
            fields: [
                "recursiveDescription": #""<UIWindow: 0x1; frame = (0 0; 390 844); layer = <L: 0x2>>\n"#
                    + #"   | <MyApp.Card: 0x3; frame = (0 0; 100 100); layer = <L: 0x4>>\n"#
                    + #"   |    |    |    | <UITextField: 0x5; frame = (0 0; 10 10); layer = <L: 0x6>>\n"#
                    + #"# a comment\n   ...\n   | <CALayer: 0x7> (layer)""#
            ],
            english: [
                "The recursiveDescription text was a quoted string: its lines are those of the string.",
                "It is 3 levels below the entry above it: the lines between were left out of the dump, so it is put "
                    + "in the nearest view above it.",
                "A comment, not part of the dump.", "An elision: lines were left out here by whoever copied the dump.",
                "A layer (printed with (layer)), not a view.",
                "Which text field or view is being edited, if any? The dumps do not say which responder is first "
                    + "responder; give its id here.",
            ]),
        ImportCase(
            name: "controllers without views, one presenting two",
            fields: [
                "printHierarchy": """
                <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
                   | <UILabel 0x3>, state: appeared, view: <UIView 0x4>
                   |    | <MyApp.ChildVC 0x5>, state: appeared, view: <UIView 0x6>
                   + <MyApp.ModalVC 0x7>, state: appeared, view: <UIView 0x8>
                   + <MyApp.OtherVC 0x9>, state: appeared, view: <UIView 0xa>
                """
            ],
            english: [
                "Without recursiveDescription the controllers' views are not known: each gets the plain view UIKit's "
                    + "loadView() makes. Paste the window's recursiveDescription too for the views.",
                "UILabel is a view class, not a view controller: this line is not a controller as _printHierarchy "
                    + "prints it (a line broken in two?).",
                "It is printed under a controller that was left out.",
                "UINavigationController 'navigationController-1' already presents 'modalVC-7'; a controller presents "
                    + "one at a time.",
            ]),
        ImportCase(
            name: "controllers left out of a window's views",
            fields: [
                "recursiveDescription": """
                <UIWindow: 0x1; frame = (0 0; 390 844); layer = <L: 0x2>>
                   | <UIView: 0x3; frame = (0 0; 390 844); layer = <L: 0x4>>
                """,
                "printHierarchy": """
                <MyApp.RootVC 0x10>, state: appeared, view: <UIView 0x3>
                   | <MyApp.SameView 0x11>, state: appeared, view: <UIView 0x3>
                   | <MyApp.Unloaded 0x12>, state: disappeared, view: (view not loaded)
                   | <MyApp.Missing 0x13>, state: appeared, view: <UIView 0x99>
                   | <MyApp.WinVC 0x14>, state: appeared, view: <UIWindow 0x1>
                   | <MyApp.Away 0x15>, state: disappeared, view: <UIView 0x77> not in the window
                """,
            ],
            english: [
                "Its view already belongs to a controller printed above it.",
                "Its view is not loaded, so it has no place in the window.",
                "Its view (UIView 0x99) is not in the recursiveDescription dump: paste the dump of the window that "
                    + "holds it.",
                "Its view is a window; a window is no controller's root view.",
                "Its view is not in the window (_printHierarchy says so): a controller off screen takes no events.",
            ]),
        ImportCase(
            name: "a method listing that stops at a class of the app",
            fields: ResponderService.sampleDumps.merging([
                "methods": """
                <MyApp.InboxViewController: 0x7fa1d2f15000>:
                in MyApp.InboxViewController:
                    Instance Methods:
                        - (void) saveTapped:(id)arg1; (0x104a1d000)
                (MyApp.BaseVC ...)
                """
            ]) { $1 },
            english: [
                "MyApp.InboxViewController 'inboxViewController-5000' (line 1) is a class of the app: list the action "
                    + "methods it implements (saveTapped:), so that actions sent to it or up the chain find it, or "
                    + "paste what _shortMethodDescription prints for it (methods). Its method listing (line 1 of "
                    + "methods) stops at MyApp.BaseVC, a class of the app too: paste what _methodDescription prints, "
                    + "which lists every class."
            ]),
    ]

    /// Every sentence of an import answer, by where it is (`/notes/0`, `/lines/3/leftOut`, `/toFill/1/message`).
    static func sentences(of answer: [UInt8]) throws -> [String: String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any])
        var found: [String: String] = [:]
        for (index, note) in (json["notes"] as? [String] ?? []).enumerated() { found["/notes/\(index)"] = note }
        for (index, line) in (json["lines"] as? [[String: Any]] ?? []).enumerated() {
            for member in ["note", "leftOut"] {
                if let text = line[member] as? String { found["/lines/\(index)/\(member)"] = text }
            }
        }
        for (index, item) in (json["toFill"] as? [[String: Any]] ?? []).enumerated() {
            found["/toFill/\(index)/message"] = item["message"] as? String
        }
        return found
    }

    static func answer(_ fields: [String: String], _ language: Language) -> Answer {
        ResponderService.answer(
            .importDumps, body: ResponderService.importBody(fields),
            query: AnswerQuery(["lang": language.rawValue]), limits: Limits())
    }

    @Test(arguments: imports)
    func theEnglishAnswerHoldsItsSentences(_ given: ImportCase) throws {
        let answer = Self.answer(given.fields, .english)
        try #require(answer.status == 200, "\(String(decoding: answer.bytes, as: UTF8.self))")
        #expect(answer.language == .english)
        let sentences = Set(try Self.sentences(of: answer.bytes).values)
        for english in given.english {
            #expect(sentences.contains(english), "\(english)")
        }
    }

    @Test(arguments: imports, others)
    func everySentenceOfTheAnswerIsInTheLanguageAsked(_ given: ImportCase, _ language: Language) throws {
        let english = try Self.sentences(of: Self.answer(given.fields, .english).bytes)
        let answer = Self.answer(given.fields, language)
        try #require(answer.status == 200)
        #expect(answer.language == language)
        let worded = try Self.sentences(of: answer.bytes)
        // The same sentences in the same places: only their words differ.
        #expect(Set(worded.keys) == Set(english.keys))
        for (place, text) in worded.sorted(by: { $0.key < $1.key }) {
            Self.expectWritten(text, english: english[place] ?? "", in: language)
        }
        // The app is the same whatever the language.
        let body = ResponderService.importBody(given.fields)
        #expect(
            WireFormat.encode(try ResponderService.importApp(body: body, language: language).app, pretty: false)
                == WireFormat.encode(try ResponderService.importApp(body: body).app, pretty: false))
    }

    @Test func theRouterAnswersAnImportInTheNegotiatedLanguageAndNamesIt() throws {
        let body = ResponderService.importBody(ResponderService.sampleDumps)
        let cases: [(query: [String: String], headers: [String: String], language: String)] = [
            ([:], [:], "en"),
            ([:], ["Accept-Language": "ja-JP,ja;q=0.9"], "ja"),
            (["lang": "zh-CN"], ["Accept-Language": "ja"], "zh-Hans"),
            (["lang": "ko"], [:], "ko"),
        ]
        for (query, headers, language) in cases {
            let response = Router().respond(
                to: HTTPRequest(method: "POST", path: "/v1/import", query: query, headers: headers, body: body))
            #expect(response.status == 200)
            #expect(response.headers.first { $0.name == "Content-Language" }?.value == language)
            let asked = try #require(Language(tag: language))
            for (place, text) in try Self.sentences(of: response.body) {
                #expect(Script.isWritten(text, in: asked), "\(language) \(place): \(text)")
            }
        }
        let refused = Router().respond(
            to: HTTPRequest(method: "POST", path: "/v1/import", query: ["lang": "xx"], body: body))
        #expect(refused.status == 400)
    }
}
