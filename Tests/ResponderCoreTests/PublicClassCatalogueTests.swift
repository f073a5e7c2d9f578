import Testing

@testable import ResponderCore
@testable import ResponderWords

/// Any public class an app's hierarchy shows is accepted: modelled where the catalogue models it, otherwise standing
/// in as its nearest modelled superclass (Apple's documented superclasses), and the answer says so. A name close to
/// one but not one is refused as a probable typo, with the suggestion.
@Suite struct PublicClassCatalogueTests {
    /// The common public classes a real app's hierarchy names that used to be refused as "not in the catalogue (a
    /// typo?)", each with the modelled class it stands in as and the role it plays.
    static let accepted: [(name: String, modelledAs: String, kind: ResponderKind)] = [
        ("UIActivityIndicatorView", "UIView", .view), ("UIProgressView", "UIView", .view),
        ("UIPickerView", "UIView", .view), ("UIRefreshControl", "UIControl", .view),
        ("UIColorWell", "UIControl", .view), ("UIPasteControl", "UIControl", .view),
        ("UICalendarView", "UIView", .view), ("UIContentUnavailableView", "UIView", .view),
        ("UITableViewHeaderFooterView", "UIView", .view), ("UICollectionViewListCell", "UICollectionViewCell", .view),
        ("UISearchTextField", "UITextField", .view), ("UIPageViewController", "UIViewController", .viewController),
        ("UISearchController", "UIViewController", .viewController),
        ("UIAlertController", "UIViewController", .viewController),
        ("UIActivityViewController", "UIViewController", .viewController),
        ("UIImagePickerController", "UINavigationController", .viewController),
        ("UIDocumentPickerViewController", "UIViewController", .viewController),
        ("UIHostingController", "UIViewController", .viewController), ("_UIHostingView", "UIView", .view),
        ("MKMapView", "UIView", .view), ("MKMarkerAnnotationView", "UIView", .view),
        ("WKWebView", "UIView", .view), ("AVPlayerViewController", "UIViewController", .viewController),
        ("SFSafariViewController", "UIViewController", .viewController),
    ]

    @Test(arguments: accepted)
    func aPublicClassStandsInAsItsNearestModelledSuperclass(name: String, modelledAs: String, kind: ResponderKind) {
        let (resolved, misplacements) = ClassCatalogue.placement(of: name, superclass: nil, as: kind)
        #expect(misplacements.isEmpty, "\(misplacements)")
        #expect(resolved.name == modelledAs)
        // A custom subclass of it is accepted too.
        let (subclass, problems) = ClassCatalogue.placement(of: "My\(name)", superclass: name, as: kind)
        #expect(problems.isEmpty && subclass.name == modelledAs)
    }

    @Test func everyEntryLeadsToAModelledClassAndShadowsNone() {
        for entry in PublicClassCatalogue.all {
            #expect(PublicClassCatalogue.modelledClass(of: entry) != nil, "\(entry.name)")
            #expect(ClassCatalogue.builtIn(named: entry.name) == nil, "\(entry.name) is modelled already")
        }
        #expect(Set(PublicClassCatalogue.all.map(\.name)).count == PublicClassCatalogue.all.count)
    }

    @Test(arguments: [
        ("UIButon", "UIButton"), ("UIActivityIndicatrView", "UIActivityIndicatorView"),
        ("UIHostingControler", "UIHostingController"), ("UISearchTextfield", "UISearchTextField"),
    ])
    func aNameCloseToOneIsRefusedWithTheSuggestion(typo: String, suggestion: String) {
        let (_, misplacements) = ClassCatalogue.placement(of: typo, superclass: nil, as: .view)
        #expect(
            misplacements.map(\.words) == [.unknownUIKitLookingClass(name: typo, suggestion: suggestion)],
            "\(misplacements)")
    }

    @Test func aNameNearNoneIsRefusedWithoutASuggestion() {
        let (_, misplacements) = ClassCatalogue.placement(of: "UIFlurbleWidget", superclass: nil, as: .view)
        #expect(misplacements.map(\.words) == [.unknownUIKitLookingClass(name: "UIFlurbleWidget", suggestion: nil)])
    }

    /// A tap in a SwiftUI screen hosted in UIKit: the answer says the hosting controller was treated as a
    /// UIViewController and that SwiftUI's views and gestures inside it are not modelled.
    @Test func anAnswerThroughAStandInSaysWhatIsNotModelled() throws {
        var (app, _, window) = Fixtures.bareApp()
        let hosting = app.add(Fixtures.responder("hosting", "UIHostingController", kind: .viewController))
        let view = app.addView(id: "hostingView", className: "_UIHostingView", frame: Fixtures.screen, to: nil)
        app.setRootView(view, of: hosting)
        app.setRootViewController(hosting, of: window)
        var dispatcher = Dispatcher(app: app)
        let result = dispatcher.dispatch(.tap(Point(x: 100, y: 100)))
        let notes = result.diagnostics.filter { $0.code == .classModelledAsSuperclass }
        #expect(notes.map(\.responders) == [[view], [hosting]])
        #expect(notes.allSatisfy { $0.severity == .info })
        let words = dispatcher.app.wording(of: try #require(notes.last))
        #expect(
            words.message
                == "UIHostingController 'hosting' is of a public class the service does not model on its own: it is "
                + "treated as UIViewController, its nearest modelled superclass. Not modelled: the SwiftUI views and "
                + "gestures inside it.")
    }
}
