import Foundation
import ResponderTestSupport
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// What the service refuses of a request as a whole (``ServiceWords``), in every offered language: each case is
/// worded in Japanese, Simplified Chinese and Korean, in the language's script, with the names and values it carries
/// unchanged; and a request the service refuses as a whole is answered in the language asked for.
@Suite struct ServiceWordsTests {
    static let others = Language.offered.filter { $0 != .english }

    /// One sample of every case, with the names and values its words must carry unchanged in every language.
    static let samples: [(words: ServiceWords, tokens: [String])] = [
        (.dumpLinesOverBudget(limit: 20000), ["20000"]),
        (.tooManyLinesHere, []),
        (
            .unreadableDump(.recursiveDescription, line: 3, column: 7, expected: .viewEntry, found: "hello"),
            [
                "recursiveDescription", "3", "7", "'hello'", "<UIView: 0x…; frame = (0 0; 390 844); …>",
                "po view.value(forKey: \"recursiveDescription\")!", "po [view recursiveDescription]",
            ]
        ),
        (
            .unreadableDumpHere(line: 2, column: 9, expected: .separator(property: "frame"), found: "(0 0)"),
            ["2", "9", "'frame'", "'='", "':'", "'(0 0)'"]
        ),
        (.dumpTooLong(.printHierarchy, limit: 5000), ["printHierarchy", "5000"]),
        (.dumpTooLongHere(line: 5001, limit: 5000), ["5001", "5000"]),
        (
            .noEntry(.printHierarchy),
            [
                "printHierarchy",
                "expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] rootViewController] _printHierarchy]",
            ]
        ),
        (.noEntryHere, []),
        (
            .notADump(.recursiveDescription, .accessibilityTree, line: 4),
            [
                "recursiveDescription", "4", "XCUIElement", "debugDescription", "po app",
                "po UIWindow.value(forKey: \"keyWindow\")?.value(forKey: \"recursiveDescription\")",
                "expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] recursiveDescription]",
            ]
        ),
        (.notADumpHere(.responderChain, line: 9), ["9", "presponder", "nextResponder"]),
        (.tooManyEntries(limit: 4990, responders: 5000), ["4990", "5000"]),
        (.tooManyEntriesHere(line: 4991, limit: 4990), ["4991", "4990"]),
        (.nestedTooDeep(.recursiveDescription, line: 40, limit: 26, jsonLevels: 64), ["40", "26", "64"]),
        (.nestedTooDeepHere(line: 40, limit: 26), ["40", "26"]),
        (
            .eventsOverSteps(limit: 100000, at: "/events/3"),
            ["100000", "/events/3", "settings.diagnoseUnreachable", "false"]
        ),
        (.stepsRanOutHere(limit: 100000), ["100000"]),
        (.eventsOverEntries(limit: 50000, at: "/event"), ["50000", "/event", "trace=full"]),
        (.entriesRanOutHere(limit: 50000), ["50000"]),
        (
            .answerGrewTooLarge(limit: 4_194_304, at: "/events/1"),
            ["4194304", "/events/1", "fields=essentials", "format=text"]
        ),
        (.answerGrewTooLargeHere(limit: 4_194_304), ["4194304"]),
        (.answerTooLarge(.answer, limit: 4_194_304, advice: .importSmallerDump), ["4194304"]),
        (.answerTooLarge(.diagram, limit: 4_194_304, advice: .drawSmallerHierarchy), ["4194304"]),
        (.answerTooLarge(.answer, limit: 4_194_304, advice: .chainNearerApplication), ["4194304"]),
        (.answerTooLarge(.answer, limit: 4_194_304, advice: .auditWithWitnessEvent), ["4194304", "witness=event"]),
        (.answerTooLarge(.answer, limit: 4_194_304, advice: .auditSmallerHierarchy), ["4194304"]),
        (
            .answerTooLarge(.answerWithDiagram, limit: 4_194_304, advice: .diagramOnItsOwn),
            ["4194304", "format=svg", "include=svg"]
        ),
        (.answerTooLargeHere(.answer), []),
        (.answerTooLargeHere(.diagram), []),
        (.answerTooLargeHere(.answerWithDiagram), []),
        (.chainTooLong(from: "deepView", links: 60000, limit: 50000), ["'deepView'", "60000", "50000"]),
        (.chainTooLongHere(limit: 50000), ["50000"]),
        (.layoutOverBudget(limit: 100000, resource: .steps), ["100000", "include=layout", "format=svg"]),
        (.layoutOverBudget(limit: 50000, resource: .entries), ["50000", "include=layout", "format=svg"]),
        (.layoutOverBudgetHere, []),
        (.auditOverBudget(limit: 100000, resource: .steps), ["100000"]),
        (.auditOverBudgetHere, []),
        (.eventOutOfRange(index: 5, count: 2), ["event", "5", "2", "0", "1"]),
        (.eventOutOfRange(index: 1, count: 1), ["event", "1", "0"]),
        (.eventOutOfRangeHere(count: 3), ["event", "0", "2"]),
        (.importAnswersJSON, ["POST /v1/import", "JSON", "/v1/dispatch", "/v1/chain", "/v1/audit"]),
        (
            .auditAnswersJSONOrText(parameter: "format", given: "svg"),
            ["POST /v1/audit", "JSON", "format=svg", "/v1/dispatch", "/v1/chain", "witness"]
        ),
        (.notAvailableHere(parameter: "include", endpoint: "/v1/import"), ["include", "/v1/import"]),
        (.svgNeedsJSON(format: "svg"), ["include=svg", "JSON", "format=svg"]),
        (.svgNeedsJSON(format: "text"), ["include=svg", "JSON", "format=text"]),
        (.svgNeedsJSONHere, ["include=svg", "format=json"]),
        (.duplicateHeader("Content-Length"), ["Content-Length"]),
        (.duplicateHeaderHere("Host"), ["Host"]),
        (
            .unreadablePaste(.gestureRecognizers, line: 2, column: 5, expected: .recognizer, found: "hello"),
            ["gestureRecognizers", "2", "5", "'hello'", "po view.gestureRecognizers", "<UITapGestureRecognizer: 0x…"]
        ),
        (
            .unreadablePasteHere(line: 4, column: 1, expected: .actionsCommand, found: "x"),
            ["4", "1", "'x'", "po control.actions(forTarget: …, forControlEvent: .touchUpInside)"]
        ),
    ]

    /// The cases that are a field's message (no final period); the others are a problem's detail.
    static func isField(_ words: ServiceWords) -> Bool {
        switch words {
        case .tooManyLinesHere, .unreadableDumpHere, .dumpTooLongHere, .noEntryHere, .notADumpHere, .tooManyEntriesHere,
            .nestedTooDeepHere, .stepsRanOutHere, .entriesRanOutHere, .answerGrewTooLargeHere, .answerTooLargeHere,
            .chainTooLongHere, .layoutOverBudgetHere, .auditOverBudgetHere, .eventOutOfRangeHere, .notAvailableHere,
            .svgNeedsJSONHere, .unreadablePasteHere,
            .duplicateHeaderHere:
            true
        default: false
        }
    }

    /// The English of every sample, in order: the words it had before it was facts, byte for byte.
    static let english: [String] = [
        "The dumps have more lines and text than the 20000 steps one request may take (a step a line, and one per 64 "
            + "bytes).",
        "too many lines",
        "The recursiveDescription text cannot be read at line 3, column 7: expected an entry such as "
            + "<UIView: 0x…; frame = (0 0; 390 844); …>, found 'hello'. Paste what po view.value(forKey: "
            + "\"recursiveDescription\")! in Swift, or po [view recursiveDescription] in Objective-C (on "
            + "the window for the whole screen) prints, as it printed it.",
        "line 2, column 9: expected '=' or ':' after the property name 'frame', found '(0 0)'",
        "The printHierarchy text has more than 5000 lines and entries, more than one answer accounts "
            + "for; import the dump of a smaller part of the window.",
        "line 5001: more than 5000 lines and entries",
        "The printHierarchy text holds no controller: paste what expr -l objc -O -- [[[UIApplication "
            + "sharedApplication] keyWindow] rootViewController] _printHierarchy] prints.",
        "no entry in the text",
        "The recursiveDescription text is an accessibility tree, as XCUIElement's debugDescription (po app in a UI "
            + "test) prints it (line 4), not a view hierarchy. It lists accessibility elements, not views: no view "
            + "classes, no hit-testing flags and no responders. Pause the app and paste what po UIWindow.value(forKey: "
            + "\"keyWindow\")?.value(forKey: \"recursiveDescription\") in Swift, or expr -l objc -O -- "
            + "[[[UIApplication sharedApplication] keyWindow] recursiveDescription] in any frame prints.",
        "line 9: a responder chain, as Chisel's presponder or a nextResponder loop prints it, not a dump",
        "The dumps have more than 4990 entries, more than one app description may have (5000 responders).",
        "line 4991: more than 4990 entries",
        "A view at line 40 is nested more than 26 levels deep; an app description nests at most 64 "
            + "levels of JSON, two a level.",
        "line 40: nested more than 26 levels",
        "Evaluating the events took more than 100000 steps (views asked by hit-testing and the unreachable-view "
            + "scan, responders walked along chains) and stopped at /events/3. Send fewer events or touches, "
            + "a smaller hierarchy, or set settings.diagnoseUnreachable to false.",
        "the work budget of 100000 steps ran out here",
        "The answer would hold more than 50000 entries (hit-test trace steps, path steps, walk steps, "
            + "chain links, diagnostics) by /event. Send fewer events or touches, a smaller hierarchy, or "
            + "keep the summarised hit-test trace (leave out trace=full).",
        "the answer's budget of 50000 entries ran out here",
        "The answer grew past 4194304 bytes while it was written (at /events/1). Ask for fields=essentials "
            + "or format=text, or send fewer events.",
        "the answer passed 4194304 bytes with this event",
        "The answer would be larger than the 4194304 bytes this service answers; import a smaller dump.",
        "The diagram would be larger than the 4194304 bytes this service answers; draw a smaller hierarchy.",
        "The answer would be larger than the 4194304 bytes this service answers; ask for the chain "
            + "from a responder nearer the application.",
        "The answer would be larger than the 4194304 bytes this service answers; ask with witness=event, "
            + "so that the answer does not repeat the app, or audit a smaller hierarchy.",
        "The answer would be larger than the 4194304 bytes this service answers; audit a smaller hierarchy.",
        "The answer with its diagram would be larger than the 4194304 bytes this service answers; ask "
            + "for the diagram on its own (format=svg) and the answer without include=svg.",
        "the answer is too large",
        "the diagram is too large",
        "the answer with its diagram is too large",
        "The chain from 'deepView' has 60000 links, more than the 50000 this service answers; ask for "
            + "the chain from a responder nearer the application.",
        "the chain has more than 50000 links",
        "The layout of every window and view would take more than the 100000 steps one request may; "
            + "leave out include=layout and format=svg, or send a smaller hierarchy.",
        "The layout of every window and view would take more than the 50000 entries one request may; "
            + "leave out include=layout and format=svg, or send a smaller hierarchy.",
        "the layout ran out of the work budget",
        "Auditing the app (each interactive view's hit area is hit-tested point by point) took more "
            + "than the 100000 steps one request may; send a smaller hierarchy.",
        "the audit ran out of the work budget",
        "The query parameter event is 5, but the request has 2 events; event takes 0 to 1.",
        "The query parameter event is 1, but the request has 1 event; event takes 0 to 0.",
        "event must be between 0 and 2",
        "POST /v1/import answers JSON: the app description, ready to POST to /v1/dispatch, /v1/chain "
            + "or /v1/audit (which draw and report it).",
        "POST /v1/audit answers JSON or text; format=svg is for /v1/dispatch and /v1/chain (POST a "
            + "finding's witness to /v1/dispatch to draw it).",
        "include is not available on /v1/import",
        "include=svg puts the diagram in a JSON answer, and format=svg answers the diagram alone; leave "
            + "out one of them.",
        "include=svg puts the diagram in a JSON answer, and format=text answers a plain-text report; "
            + "leave out one of them.",
        "include=svg needs format=json",
        "The request has more than one Content-Length header; a proxy could read it otherwise than "
            + "the service, so it is refused and the connection closed.",
        "more than one Host header",
        "The gestureRecognizers text cannot be read at line 2, column 5: expected the description of a gesture "
            + "recognizer, such as <UITapGestureRecognizer: 0x…; state = Possible; view = <UIView 0x…>; target= "
            + "<(action=…, target=<… 0x…>)>>, found 'hello'. Paste what po view.gestureRecognizers prints, as it "
            + "printed it.",
        "line 4, column 1: expected the (lldb) po control.actions(forTarget: …, forControlEvent: .touchUpInside) line "
            + "before the actions it prints (it names the event), found 'x'",
    ]

    @Test func everySampleReadsAsItsEnglish() {
        ProblemLanguageTests.expectEnglish(Self.samples.map { .service($0.words) }, Self.english)
    }

    /// Every value, pointer and number a sample's English carries is in its words in the language too.
    @Test(arguments: ProblemLanguageTests.others)
    func everySampleKeepsTheValuesItsEnglishCarries(_ language: Language) {
        ProblemLanguageTests.expectWritten(
            Self.samples.map { (.service($0.words), ProblemLanguageTests.tokens(of: $0.words.english)) }, in: language)
    }

    /// Every case's number: a case added to ``ServiceWords`` fails to compile here until it is numbered, and the
    /// test fails until ``samples`` holds it.
    static func number(of words: ServiceWords) -> Int {
        switch words {
        case .dumpLinesOverBudget: 1
        case .tooManyLinesHere: 2
        case .unreadableDump: 3
        case .unreadableDumpHere: 4
        case .dumpTooLong: 5
        case .dumpTooLongHere: 6
        case .noEntry: 7
        case .noEntryHere: 8
        case .tooManyEntries: 9
        case .tooManyEntriesHere: 10
        case .nestedTooDeep: 11
        case .nestedTooDeepHere: 12
        case .eventsOverSteps: 13
        case .stepsRanOutHere: 14
        case .eventsOverEntries: 15
        case .entriesRanOutHere: 16
        case .answerGrewTooLarge: 17
        case .answerGrewTooLargeHere: 18
        case .answerTooLarge: 19
        case .answerTooLargeHere: 20
        case .chainTooLong: 21
        case .chainTooLongHere: 22
        case .layoutOverBudget: 23
        case .layoutOverBudgetHere: 24
        case .eventOutOfRange: 25
        case .eventOutOfRangeHere: 26
        case .importAnswersJSON: 27
        case .auditAnswersJSONOrText: 28
        case .notAvailableHere: 29
        case .svgNeedsJSON: 30
        case .svgNeedsJSONHere: 31
        case .duplicateHeader: 32
        case .duplicateHeaderHere: 33
        case .auditOverBudget: 34
        case .auditOverBudgetHere: 35
        case .notADump: 36
        case .notADumpHere: 37
        case .unreadablePaste: 38
        case .unreadablePasteHere: 39
        }
    }

    /// One sample of everything the dump reader may expect (`DumpError.Expected`, whose words are the service's), as
    /// the field's words it is in, with what they must carry unchanged.
    static let expectations: [(words: ServiceWords, tokens: [String])] = [
        (
            .unreadableDumpHere(line: 1, column: 2, expected: .viewNotController, found: "x"),
            ["recursiveDescription", "_printHierarchy", "printHierarchy", "'x'"]
        ),
        (
            .unreadableDumpHere(line: 1, column: 2, expected: .notADump(.autolayoutTrace), found: "x"),
            ["_autolayoutTrace", "'x'"]
        ),
        (
            .unreadableDumpHere(line: 1, column: 2, expected: .viewEntry, found: "x"),
            ["<UIView: 0x…; frame = (0 0; 390 844); …>", "'x'"]
        ),
        (
            .unreadableDumpHere(line: 1, column: 2, expected: .controllerEntry, found: "x"),
            ["<MyApp.ViewController 0x…>, state: appeared, view: <UIView 0x…>", "'x'"]
        ),
        (.unreadableDumpHere(line: 1, column: 2, expected: .atMostLines(5000), found: "x"), ["5000", "'x'"]),
        (
            .unreadableDumpHere(
                line: 1, column: 2, expected: .viewEntryClose(className: "MyApp.CardView", column: 12), found: "x"),
            ["MyApp.CardView", "12", "'>'", "'x'"]
        ),
        (.unreadableDumpHere(line: 1, column: 2, expected: .className, found: "x"), ["'<'", "'x'"]),
        (.unreadableDumpHere(line: 1, column: 2, expected: .classNameWithin(256), found: "x"), ["256", "'x'"]),
        (
            .unreadableDumpHere(line: 1, column: 2, expected: .property, found: "x"),
            ["'frame = (0 0; 390 844)'", "'>'", "'x'"]
        ),
        (
            .unreadableDumpHere(line: 1, column: 2, expected: .separator(property: "frame"), found: "x"),
            ["'frame'", "'='", "':'", "'x'"]
        ),
        (
            .unreadableDumpHere(line: 1, column: 2, expected: .textQuote(written: "text = "), found: "x"),
            ["'text = '", "'x'"]
        ),
        (
            .unreadableDumpHere(line: 1, column: 2, expected: .entryCloseAfterValue(written: "frame = "), found: "x"),
            ["'frame = '", "'>'", "'x'"]
        ),
        (.unreadableDumpHere(line: 1, column: 2, expected: .controllerEntryClose, found: "x"), ["'>'", "'x'"]),
        (
            .unreadableDumpHere(
                line: 1, column: 2, expected: .numberInRange(property: "frame", limit: 1_000_000_000), found: "x"),
            ["'frame'", "1000000000", "'x'"]
        ),
    ]

    /// The number of the expectation a field's words hold, as ``number(of:)`` numbers the cases (0 for other words).
    static func expectationNumber(of words: ServiceWords) -> Int {
        guard case .unreadableDumpHere(_, _, let expected, _) = words else { return 0 }
        switch expected {
        case .viewNotController: return 1
        case .notADump: return 2
        case .viewEntry: return 3
        case .controllerEntry: return 4
        case .atMostLines: return 5
        case .viewEntryClose: return 6
        case .className: return 7
        case .property: return 8
        case .separator: return 9
        case .textQuote: return 10
        case .entryCloseAfterValue: return 11
        case .controllerEntryClose: return 12
        case .numberInRange: return 13
        case .classNameWithin: return 14
        }
    }

    @Test func theSamplesHoldEveryCase() {
        #expect(Set(Self.samples.map { Self.number(of: $0.words) }) == Set(1...39))
        #expect(Set(Self.expectations.map { Self.expectationNumber(of: $0.words) }) == Set(1...14))
    }

    @Test func theEnglishIsAsItWas() {
        #expect(
            ServiceWords.unreadableDump(.recursiveDescription, line: 1, column: 1, expected: .viewEntry, found: "hi")
                .english
                == "The recursiveDescription text cannot be read at line 1, column 1: expected an entry such as "
                + "<UIView: 0x…; frame = (0 0; 390 844); …>, found 'hi'. Paste what po view.value(forKey: "
                + "\"recursiveDescription\")! in Swift, or po [view recursiveDescription] in Objective-C (on the "
                + "window for the whole screen) prints, as it printed it.")
        #expect(
            ServiceWords.noEntry(.printHierarchy).english
                == "The printHierarchy text holds no controller: paste what expr -l objc -O -- [[[UIApplication "
                + "sharedApplication] keyWindow] rootViewController] _printHierarchy] prints.")
        #expect(
            ServiceWords.eventOutOfRange(index: 3, count: 1).english
                == "The query parameter event is 3, but the request has 1 event; event takes 0 to 0.")
        #expect(ServiceWords.eventOutOfRange(index: 3, count: 2).english.contains("has 2 events;"))
        #expect(
            ServiceWords.answerTooLarge(.answerWithDiagram, limit: 10, advice: .diagramOnItsOwn).english
                == "The answer with its diagram would be larger than the 10 bytes this service answers; ask for the "
                + "diagram on its own (format=svg) and the answer without include=svg.")
        #expect(
            ServiceWords.layoutOverBudget(limit: 7, resource: .entries).english
                == "The layout of every window and view would take more than the 7 entries one request may; leave "
                + "out include=layout and format=svg, or send a smaller hierarchy.")
        #expect(ServiceWords.svgNeedsJSON(format: "svg").english.contains("answers the diagram alone; leave"))
        #expect(ServiceWords.svgNeedsJSON(format: "text").english.contains("answers a plain-text report; leave"))
        #expect(
            ServiceWords.unreadableDumpHere(
                line: 2, column: 4, expected: .viewEntryClose(className: "UIView", column: 3), found: ""
            ).english == "line 2, column 4: expected the '>' that closes the entry of UIView (at column 3), found ''")
    }

    @Test(arguments: Self.others)
    func everyCaseIsWrittenInTheLanguage(_ language: Language) {
        ProblemLanguageTests.expectWritten(Self.samples.map { (.service($0.words), $0.tokens) }, in: language)
    }

    @Test(arguments: Self.others)
    func everyExpectationOfTheDumpReaderIsWrittenInTheLanguage(_ language: Language) {
        ProblemLanguageTests.expectWritten(Self.expectations.map { (.service($0.words), $0.tokens) }, in: language)
    }

    @Test(arguments: Self.others)
    func fieldMessagesEndWithoutAPeriodAndDetailsWithOne(_ language: Language) {
        for (words, _) in Self.samples {
            let text = ProblemWords.service(words).text(in: language)
            let period = text.hasSuffix("。") || text.hasSuffix(".")
            #expect(period == !Self.isField(words), "\(language): \(text)")
        }
    }

    func post(
        _ path: String, _ body: [UInt8], headers: [String: String] = [:], query: [String: String] = [:]
    ) -> (status: Int, language: String?, problem: [String: Any]) {
        let response = Router().respond(
            to: HTTPRequest(
                method: "POST", path: path, query: query,
                headers: headers.merging(["content-type": "application/json"]) { $1 }, body: body))
        let object = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
        return (response.status, response.headers.first { $0.name == "Content-Language" }?.value, object)
    }

    @Test func aRefusalOfTheServiceIsAnsweredInTheLanguageAskedFor() throws {
        let dispatch = try #require(Example.all.first { $0.endpoint == "/v1/dispatch" }).body
        let unreadable = ResponderService.importBody(["recursiveDescription": "hello there"])
        let noEntry = ResponderService.importBody(["printHierarchy": "(lldb) expr -l objc -O -- 1"])
        let cases:
            [(
                path: String, body: [UInt8], headers: [String: String], query: [String: String], language: Language,
                status: Int, token: String
            )] = [
                ("/v1/import", unreadable, ["accept-language": "ja"], [:], .japanese, 422, "'hello there'"),
                ("/v1/import", noEntry, ["accept-language": "ko"], [:], .korean, 422, "printHierarchy"),
                (
                    "/v1/import", unreadable, [:], ["lang": "zh-Hans", "include": "svg"], .simplifiedChinese, 400,
                    "/v1/import"
                ),
                (
                    "/v1/audit", dispatch, ["accept-language": "ja"], ["include": "layout"], .japanese, 400,
                    "include=layout"
                ),
                (
                    "/v1/dispatch", dispatch, ["accept-language": "ko"], ["include": "svg", "format": "svg"], .korean,
                    400,
                    "include=svg"
                ),
                (
                    "/v1/dispatch", dispatch, [:], ["lang": "zh-Hans", "format": "svg", "event": "42"],
                    .simplifiedChinese,
                    400, "event"
                ),
            ]
        for (path, body, headers, query, language, status, token) in cases {
            let english = post(path, body, query: query.filter { $0.key != "lang" })
            let answer = post(path, body, headers: headers, query: query)
            #expect(answer.status == status && english.status == status, "\(path) \(query): \(answer.problem)")
            #expect(answer.language == language.rawValue, "\(path) \(query)")
            #expect(english.language == "en", "\(path) \(query)")
            let detail = try #require(answer.problem["detail"] as? String, "\(path) \(query): \(answer)")
            let title = try #require(answer.problem["title"] as? String)
            #expect(detail != english.problem["detail"] as? String)
            #expect(Script.isWritten(detail, in: language), "\(language): \(detail)")
            #expect(Script.isWritten(title, in: language), "\(language): \(title)")
            #expect(detail.contains(token), "\(language): \(detail)")
            let fields = try #require(answer.problem["problems"] as? [[String: Any]])
            #expect(!fields.isEmpty)
            for field in fields {
                let message = try #require(field["message"] as? String)
                #expect(Script.isWritten(message, in: language), "\(language): \(message)")
            }
            // The type and the pointers are the same in every language.
            #expect(answer.problem["type"] as? String == english.problem["type"] as? String)
            let pointers = { (problem: [String: Any]) in
                (problem["problems"] as? [[String: Any]] ?? []).compactMap { $0["pointer"] as? String }
            }
            #expect(pointers(answer.problem) == pointers(english.problem))
        }
    }

    @Test func theServersRefusalOfADuplicateHeaderIsTheCataloguesWords() throws {
        let response = Router().respond(to: .duplicateHeader(name: "Content-Length"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(
            object["detail"] as? String
                == "The request has more than one Content-Length header; a proxy could read it otherwise than the "
                + "service, so it is refused and the connection closed.")
        let problem = Problem(
            .invalidRequest, .service(.duplicateHeader("Host")),
            problems: [Problem.Field(pointer: "", .service(.duplicateHeaderHere("Host")))]
        ).worded(in: .japanese)
        #expect(problem.language == .japanese)
        #expect(Script.isWritten(problem.detail, in: .japanese), "\(problem.detail)")
    }
}
