import Testing

@testable import ResponderCore

/// Validating a described app's state: typed findings naming the responder and property at fault.
@Suite struct ValidationTests {
    @Test func aFirstResponderThatCannotBecomeOneIsAFinding() {
        var fixture = InboxFixture()
        fixture.app.finalizeLayout(synthesizeWrappers: true)
        let findings = fixture.app.validate(
            firstResponderClaims: [.init(responder: fixture.cell, window: fixture.window)], overriddenNext: [],
            profile: .runtime)
        #expect(findings.map(\.code) == [.cannotBecomeFirstResponder])
        #expect(findings.first?.responder == fixture.window)
        #expect(findings.first?.property == .firstResponder)
    }

    @Test func theAppsFirstResponderIsRecordedInItsWindow() {
        var fixture = InboxFixture()
        fixture.app[fixture.deleteButton].canBecomeFirstResponder = true
        fixture.app.finalizeLayout(synthesizeWrappers: true)
        let findings = fixture.app.validate(
            firstResponderClaims: [.init(responder: fixture.deleteButton, window: nil)], overriddenNext: [],
            profile: .runtime)
        #expect(findings.isEmpty)
        #expect(fixture.app.state.firstResponders[fixture.window] == fixture.deleteButton)
        // A second claim for the same window is refused.
        fixture.app[fixture.tableView].canBecomeFirstResponder = true
        let second = fixture.app.validate(
            firstResponderClaims: [.init(responder: fixture.tableView, window: nil)], overriddenNext: [],
            profile: .runtime)
        #expect(second.map(\.code) == [.windowHasFirstResponder])
        #expect(second.first?.responder == nil)
    }

    @Test(arguments: [Profile.runtime, .documented])
    func aNextLoopIsFoundOnceAndInLinearTime(_ profile: Profile) {
        // 20,000 spliced objects in a line, the last leading back to the first.
        var (app, _, _) = Fixtures.bareApp()
        let count = 20_000
        let objects = (0..<count).map { app.add(Fixtures.responder("o\($0)", "Spliced", kind: .object)) }
        for (position, object) in objects.enumerated() {
            app[object].nextOverride = objects[(position + 1) % count]
        }
        app.finalizeLayout(synthesizeWrappers: profile == .runtime)
        let findings = app.validate(firstResponderClaims: [], overriddenNext: objects, profile: profile)
        #expect(findings.map(\.code) == [.nextLoop])
        #expect(findings.first?.responder == objects[0])
        #expect(findings.first?.property == .next)
        guard case .nextLoop(let walked, let back)? = findings.first?.words else {
            Issue.record("no next loop: \(findings)")
            return
        }
        #expect(walked.count == count && walked.last.map { app[$0].id } == "o19999" && app[back].id == "o0")
    }
}

/// Class placement: which built-in class a described class stands for, and what is wrong with the description.
@Suite struct ClassPlacementTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var superclass: String?
        var kind: ResponderKind
        var resolved: String
        var problems: [ClassCatalogue.Misplacement.Property]
        var testDescription: String { "\(name): \(superclass ?? "-") as \(kind)" }
    }

    static let cases: [Case] = [
        Case(name: "UIButton", superclass: nil, kind: .view, resolved: "UIButton", problems: []),
        Case(name: "CloseButton", superclass: "UIButton", kind: .view, resolved: "UIButton", problems: []),
        Case(name: "BadgeView", superclass: nil, kind: .view, resolved: "UIView", problems: []),
        Case(name: "UIButon", superclass: nil, kind: .view, resolved: "UIView", problems: [.class]),
        Case(name: "Card", superclass: "UIVeiw", kind: .view, resolved: "UIView", problems: [.superclass]),
        Case(name: "UIButton", superclass: "UIView", kind: .view, resolved: "UIButton", problems: [.superclass]),
        Case(
            name: "UIButton", superclass: nil, kind: .viewController, resolved: "UIViewController", problems: [.class]),
        Case(
            name: "UIButton", superclass: "UIView", kind: .viewController, resolved: "UIViewController",
            problems: [.superclass, .class]),
        Case(
            name: "Inbox", superclass: "UIView", kind: .viewController, resolved: "UIViewController",
            problems: [.superclass]),
        Case(name: "AppDelegate", superclass: nil, kind: .appDelegate, resolved: "UIResponder", problems: []),
    ]

    @Test(arguments: cases)
    func placementResolvesTheClassAndNamesWhatIsWrong(_ test: Case) {
        let (resolved, problems) = ClassCatalogue.placement(of: test.name, superclass: test.superclass, as: test.kind)
        #expect(resolved.name == test.resolved)
        #expect(problems.map(\.property) == test.problems)
    }
}
