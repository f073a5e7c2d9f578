import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderImport
@testable import ResponderModel
@testable import ResponderService
@testable import ResponderWords

/// The `methods` paste: what `_shortMethodDescription` and `_methodDescription` (UIKit's `NSObject(IvarDescription)`
/// debugging methods) print for an object, read by its address for what its app classes override and the actions
/// they implement. The format is the one pookjw/IvarDescription's README (commit 0533e2b) quotes from lldb: the object
/// line, `in Class:` sections with `Class Methods:`, `Properties:` and `Instance Methods:`, each method with its
/// implementation's address, and `(NSObject ...)` for the superclass `_shortMethodDescription` leaves out.
@Suite struct MethodsPasteTests {
    /// The README's `[TestObject _shortMethodDescription]`, as it quotes it.
    static let readmeShort = """
        (lldb) expression -l objc -O -- [TestObject _shortMethodDescription]
        <TestObject: 0x102619a10>:
        in TestObject:
            Class Methods:
                + (void) foo; (0x1026114ac)
            Properties:
                @property (copy) NSNumber* number;  (@synthesize number = _number;)
                @property (getter=isEnabled) BOOL enabled;  (@synthesize enabled = _enabled;)
                @property (readonly) unsigned long hash;
            Instance Methods:
                - (id) foo:(unsigned long*)arg1 name:(id)arg2 error:(id*)arg3; (0x1026114c0)
                - (id) number; (0x102611520)
                - (void) setNumber:(id)arg1; (0x102611548)
                - (BOOL) isEnabled; (0x102611580)
                - (void) setEnabled:(BOOL)arg1; (0x1026115a0)
                - (void) .cxx_destruct; (0x1026115c8)
        (NSObject ...)
        """

    /// The README's `_methodDescription` shape: a protocol list after the object, a blank line, every class's section
    /// and its `<omitted...>` elisions.
    static let readmeLong = """
        <TestObject: 0x10000c8e0> (NSStreamDelegate):

        in TestObject:
            Instance Methods:
                - (id) number; (0x100003060)
                - (void) setNumber:(id)arg1; (0x100003088)
        in NSObject:
            Class Methods:
                + (void) load; (0x1a0d4be70)
                <omitted...>
            Instance Methods:
                - (Class) classForCoder; (0x1a0d7858c)
                - (id) replacementObjectForCoder:(id)arg1; (0x1a0d67240)
                <omitted...>
        """

    @Test func theReadmesShortListingReadsAsOneObjectWithItsSectionAndSuperclass() throws {
        let listings = try MethodsReader.listings(Self.readmeShort)
        #expect(listings.count == 1)
        let listing = try #require(listings.first)
        #expect(listing.className == "TestObject" && listing.address == "0x102619a10" && listing.line == 2)
        #expect(listing.sections.map(\.className) == ["TestObject"])
        #expect(
            listing.sections[0].methods.map(\.selector) == [
                "foo:name:error:", "number", "setNumber:", "isEnabled", "setEnabled:", ".cxx_destruct",
            ])
        #expect(listing.sections[0].methods.map(\.returnsVoid) == [false, false, true, false, true, true])
        #expect(listing.elidedSuperclass == "NSObject")
    }

    @Test func theReadmesLongListingReadsEverySection() throws {
        let listing = try #require(try MethodsReader.listings(Self.readmeLong).first)
        #expect(listing.address == "0x10000c8e0")
        #expect(listing.sections.map(\.className) == ["TestObject", "NSObject"])
        #expect(listing.sections[1].methods.map(\.selector) == ["classForCoder", "replacementObjectForCoder:"])
        #expect(listing.elidedSuperclass == nil)
    }

    @Test(arguments: [
        ("- (void) touchesBegan:(id)arg1 withEvent:(id)arg2; (0x104a1c2f0)", "touchesBegan:withEvent:", true),
        ("- (id) hitTest:(struct CGPoint)arg1 withEvent:(id)arg2; (0x1)", "hitTest:withEvent:", false),
        ("- (void) viewDidLoad; (0x1)", "viewDidLoad", false),
        ("- (void) setCompletion:(void (^)(id))arg1; (0x1)", "setCompletion:", false),
        ("- (void) saveTapped:(id)arg1 forEvent:(id)arg2; (0x1)", "saveTapped:forEvent:", true),
    ])
    func aMethodLineGivesItsSelector(_ line: String, _ selector: String, _ takesObject: Bool) throws {
        let method = try #require(MethodsReader.method(line, line: 1))
        #expect(method.selector == selector)
        #expect(method.takesObject == takesObject)
    }

    @Test func aSwiftClasssRuntimeNameIsSpelledAsSwiftPrintsIt() {
        #expect(MethodsReader.demangled("_TtC5MyApp8CardView") == "MyApp.CardView")
        #expect(MethodsReader.demangled("_TtC5MyApp") == "_TtC5MyApp")
        #expect(MethodsReader.demangled("UIView") == "UIView")
    }

    /// The service's sample dumps (a card of the app's class with recognizers, its button, the inbox controller)
    /// and a listing for the card and the controller.
    static func sample(methods: String) throws -> [String: Any] {
        var fields = ResponderService.sampleDumps
        fields["methods"] = methods
        return try PasteTests.answer(fields)
    }

    static let cardAndController = """
        (lldb) expr -l objc -O -- [(id)0x7fa1d2e11c20 _shortMethodDescription]
        <MyApp.CardView: 0x7fa1d2e11c20>:
        in MyApp.CardView:
        \tProperties:
        \t\t@property (nonatomic) BOOL isSelected;
        \tInstance Methods:
        \t\t- (void) layoutSubviews; (0x104a1c2f0)
        \t\t- (id) initWithCoder:(id)arg1; (0x104a1c3a0)
        \t\t- (id) initWithFrame:(struct CGRect)arg1; (0x104a1c3f0)
        (UIView ...)
        (lldb) expr -l objc -O -- [(id)0x7fa1d2f15000 _shortMethodDescription]
        <MyApp.InboxViewController: 0x7fa1d2f15000>:
        in MyApp.InboxViewController:
        \tInstance Methods:
        \t\t- (void) archiveTapped:(id)arg1; (0x104a1d000)
        \t\t- (void) viewDidLoad; (0x104a1d100)
        \t\t- (void) viewWillAppear:(BOOL)arg1; (0x104a1d200)
        \t\t- (void) prepareForSegue:(id)arg1 sender:(id)arg2; (0x104a1d300)
        \t\t- (void) setArchive:(id)arg1; (0x104a1d380)
        \t\t- (void) .cxx_destruct; (0x104a1d400)
        (UIViewController ...)
        """

    @Test func aListingWithoutEventMethodsFillsOverridesAndOneWithActionsFillsActions() throws {
        let before = PasteTests.toFill(try PasteTests.answer(ResponderService.sampleDumps))
        let answer = try Self.sample(methods: Self.cardAndController)
        let after = PasteTests.toFill(answer)
        let card = try #require(PasteTests.pointer(of: "0x7fa1d2e11c20", in: answer))
        let root = try #require(PasteTests.pointer(of: "0x7fa1d2d0a480", in: answer))
        #expect(before.contains("\(card)/overrides") && !after.contains("\(card)/overrides"))
        #expect(before.contains("\(root)/viewController/actions") && !after.contains("\(root)/viewController/actions"))
        // Only what the listing fills leaves toFill.
        #expect(Set(after) == Set(before).subtracting(["\(card)/overrides", "\(root)/viewController/actions"]))
        let controller = try #require(PasteTests.resolve("\(root)/viewController", in: answer))
        #expect(controller["actions"] as? [String: Bool] == ["archiveTapped:": true])
        #expect((controller["undescribed"] as? [String] ?? []).isEmpty)
        let cardObject = try #require(PasteTests.resolve(card, in: answer))
        #expect(cardObject["undescribed"] as? [String] == ["gestureRecognizers"])
        let notes = answer["notes"] as? [String] ?? []
        #expect(notes.contains { $0.hasPrefix("methods: the method listings of 2 view(s) or controller(s)") })
    }

    @Test func theImportedControllerTakesTheNilTargetedActionItsListingShows() throws {
        let answer = try Self.sample(methods: Self.cardAndController)
        let app = String(data: try JSONSerialization.data(withJSONObject: answer["app"] as Any), encoding: .utf8)!
        let button = try #require(
            PasteTests.resolve(PasteTests.pointer(of: "0x7fa1d2e12d40", in: answer) ?? "", in: answer))
        let id = try #require(button["id"] as? String)
        let bytes = try ResponderService.dispatchAnswer(
            body: Array(
                #"{"app": \#(app), "event": {"type": "action", "action": "archiveTapped:", "walkFrom": "\#(id)"}}"#.utf8
            ))
        let result = try #require(
            (try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])?["results"] as? [[String: Any]])
        let handled = result.first?["handler"] as? [String: Any]
        #expect(
            handled?["class"] as? String == "MyApp.InboxViewController",
            "\(String(decoding: bytes, as: UTF8.self).prefix(800))")
    }

    @Test func aListingWithATouchOverrideNamesItAndLeavesOverridesToFill() throws {
        let answer = try Self.sample(
            methods: """
                <MyApp.CardView: 0x7fa1d2e11c20>:
                in MyApp.CardView:
                    Instance Methods:
                        - (void) touchesEnded:(id)arg1 withEvent:(id)arg2; (0x104a1c2f0)
                        - (void) touchesBegan:(id)arg1 withEvent:(id)arg2; (0x104a1c300)
                        - (BOOL) pointInside:(struct CGPoint)arg1 withEvent:(id)arg2; (0x104a1c310)
                (UIView ...)
                """)
        let card = try #require(PasteTests.pointer(of: "0x7fa1d2e11c20", in: answer))
        let item = try #require(
            (answer["toFill"] as? [[String: Any]])?.first { $0["pointer"] as? String == "\(card)/overrides" })
        let message = try #require(item["message"] as? String)
        #expect(message.contains("overrides touchesBegan(_:with:), touchesEnded(_:with:), point(inside:with:)"))
        #expect(message.contains("line 1 of methods"))
        #expect(
            (try #require(PasteTests.resolve(card, in: answer)))["undescribed"] as? [String] == [
                "gestureRecognizers", "overrides",
            ])
    }

    @Test func aShortListingThatStopsAtAnAppSuperclassSaysToPasteTheLongOne() throws {
        let answer = try Self.sample(
            methods: """
                <MyApp.CardView: 0x7fa1d2e11c20>:
                in _TtC5MyApp8CardView:
                    Instance Methods:
                        - (void) layoutSubviews; (0x104a1c2f0)
                (MyApp.BaseCardView ...)
                """)
        let card = try #require(PasteTests.pointer(of: "0x7fa1d2e11c20", in: answer))
        let item = try #require(
            (answer["toFill"] as? [[String: Any]])?.first { $0["pointer"] as? String == "\(card)/overrides" })
        #expect((item["message"] as? String)?.contains("stops at MyApp.BaseCardView") == true)
        #expect((item["message"] as? String)?.contains("_methodDescription") == true)
    }

    @Test func aListingOfAnAddressNoDumpPrintsIsANote() throws {
        let answer = try Self.sample(
            methods: "<MyApp.Ghost: 0x7fa1d2ffffff>:\nin MyApp.Ghost:\n    Instance Methods:\n        - (void) x; (0x1)"
        )
        let notes = answer["notes"] as? [String] ?? []
        #expect(notes.contains { $0.contains("line 1 of methods is of MyApp.Ghost 0x7fa1d2ffffff") })
    }

    @Test func aMethodListingPastedAsTheDumpIsRefusedAsWhatItIs() throws {
        do {
            _ = try ResponderService.importApp(
                body: ResponderService.importBody(["recursiveDescription": Self.cardAndController]))
            Issue.record("imported")
        } catch {
            #expect(error.status == 422)
            let detail = error.worded(in: .english).detail
            #expect(detail.contains("_shortMethodDescription"), "\(detail)")
            #expect(detail.contains("--methods"), "\(detail)")
        }
    }

    @Test func everyCutAndScrambledListingIsNeverA5xx() throws {
        let text = Self.cardAndController
        let scalars = Array(text.unicodeScalars)
        var variants: [String] = []
        for end in stride(from: 0, through: scalars.count, by: max(1, scalars.count / 80)) {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<end])
            variants.append(String(view))
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        variants.append(lines.reversed().joined(separator: "\n"))
        variants.append(text.replacingOccurrences(of: ")", with: ""))
        variants.append(text.replacingOccurrences(of: "(", with: "(("))
        variants.append(text.replacingOccurrences(of: ";", with: ""))
        variants.append(String(repeating: "- (void) (", count: 200))
        for variant in variants {
            do {
                _ = AnswerWriter.bytes(
                    of: try ResponderService.importApp(
                        body: ResponderService.importBody(
                            ResponderService.sampleDumps.merging(["methods": variant]) { $1 })))
            } catch {
                #expect(error.status < 500, "\(variant.prefix(80))")
            }
        }
    }
}

extension MethodsPasteTests {
    /// The command an answer gives for an app class (`[NSClassFromString(@"…") _shortMethodDescription]`) lists the
    /// class, whose address no dump prints: its listing goes on every view and controller of that class.
    @Test func aClasssListingGoesOnEveryObjectOfTheClass() throws {
        let answer = try Self.sample(
            methods: """
                (lldb) expr -l objc -O -- [NSClassFromString(@"MyApp.CardView") _shortMethodDescription]
                <MyApp.CardView: 0x1049d8f20>:
                in MyApp.CardView:
                    Instance Methods:
                        - (void) layoutSubviews; (0x104a1c2f0)
                (UIView ...)
                """)
        let card = try #require(PasteTests.pointer(of: "0x7fa1d2e11c20", in: answer))
        #expect(!PasteTests.toFill(answer).contains("\(card)/overrides"))
        let notes = answer["notes"] as? [String] ?? []
        #expect(notes.contains { $0.hasPrefix("methods: the method listings of 1 view(s)") })
    }
}
