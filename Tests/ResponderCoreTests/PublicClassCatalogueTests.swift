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
        ("UISearchTextField", "UITextField", .view),
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
        Self.expectStandsIn(name, as: modelledAs, kind)
    }

    /// `name` is accepted as `modelledAs` in the role `kind`, and so is a custom subclass of it.
    static func expectStandsIn(
        _ name: String, as modelledAs: String, _ kind: ResponderKind, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (resolved, misplacements) = ClassCatalogue.placement(of: name, superclass: nil, as: kind)
        #expect(misplacements.isEmpty, "\(misplacements)", sourceLocation: sourceLocation)
        #expect(resolved.name == modelledAs, sourceLocation: sourceLocation)
        // A custom subclass of it is accepted too.
        let (subclass, problems) = ClassCatalogue.placement(of: "My\(name)", superclass: name, as: kind)
        #expect(problems.isEmpty && subclass.name == modelledAs, sourceLocation: sourceLocation)
    }

    /// The rest of UIKit's views and controllers and those of the other system frameworks, one or more of each,
    /// with the modelled class each stands in as (through Apple's documented superclasses: an `ARSCNView` is an
    /// `SCNView`, a `GKLeaderboardViewController` a `GKGameCenterViewController`, a `PKCanvasView` a scroll view).
    static let widened: [(name: String, modelledAs: String, kind: ResponderKind)] = [
        // UIKit.
        ("UIStandardTextCursorView", "UIView", .view),
        ("UITextFormattingViewController", "UIViewController", .viewController),
        ("UIDocumentMenuViewController", "UIViewController", .viewController),
        // MapKit.
        ("MKUserLocationView", "UIView", .view), ("MKPolylineView", "UIView", .view),
        ("MKLookAroundViewController", "UIViewController", .viewController),
        ("MKMapItemDetailViewController", "UIViewController", .viewController),
        // BrowserEngineKit, AVKit and Media Player.
        ("BEScrollView", "UIScrollView", .view), ("BELayerHierarchyHostingView", "UIView", .view),
        ("AVRoutePickerView", "UIView", .view),
        ("AVPictureInPictureVideoCallViewController", "UIViewController", .viewController),
        ("MPVolumeView", "UIView", .view), ("MPMediaPickerController", "UIViewController", .viewController),
        // PhotosUI, VisionKit, PencilKit and PDFKit.
        ("PHLivePhotoView", "UIView", .view), ("VNDocumentCameraViewController", "UIViewController", .viewController),
        ("DataScannerViewController", "UIViewController", .viewController), ("PKCanvasView", "UIScrollView", .view),
        ("PDFView", "UIView", .view), ("PDFThumbnailView", "UIView", .view),
        // Messages, Address Book UI and EventKit UI.
        ("MSStickerView", "UIView", .view), ("MSMessagesAppViewController", "UIViewController", .viewController),
        ("ABPeoplePickerNavigationController", "UINavigationController", .viewController),
        ("EKEventViewController", "UIViewController", .viewController),
        ("EKEventEditViewController", "UINavigationController", .viewController),
        ("EKCalendarChooser", "UIViewController", .viewController),
        // GameKit and Game Controller.
        ("GKGameCenterViewController", "UINavigationController", .viewController),
        ("GKLeaderboardViewController", "UINavigationController", .viewController),
        ("GCEventViewController", "UIViewController", .viewController),
        // PassKit, Authentication Services and Core Location UI.
        ("PKAddPassButton", "UIButton", .view), ("PKPaymentButton", "UIButton", .view),
        ("PKIdentityButton", "UIControl", .view),
        ("PKAddPaymentPassViewController", "UIViewController", .viewController),
        ("ASAuthorizationAppleIDButton", "UIControl", .view), ("CLLocationButton", "UIControl", .view),
        // SceneKit, SpriteKit, MetalKit, GLKit, ARKit, RealityKit and RoomPlan.
        ("SCNView", "UIView", .view), ("SKView", "UIView", .view), ("MTKView", "UIView", .view),
        ("GLKView", "UIView", .view), ("GLKViewController", "UIViewController", .viewController),
        ("ARSCNView", "UIView", .view), ("ARSKView", "UIView", .view), ("ARView", "UIView", .view),
        ("RoomCaptureView", "UIView", .view),
        // StoreKit, Social, the sharing frameworks, ReplayKit and Intents UI.
        ("SKCloudServiceSetupViewController", "UIViewController", .viewController),
        ("SLComposeViewController", "UIViewController", .viewController), ("SWCollaborationView", "UIView", .view),
        ("GroupActivitySharingController", "UIViewController", .viewController),
        ("MCBrowserViewController", "UIViewController", .viewController), ("LPLinkView", "UIView", .view),
        ("RPSystemBroadcastPickerView", "UIView", .view),
        ("RPPreviewViewController", "UIViewController", .viewController),
        ("INUIAddVoiceShortcutButton", "UIButton", .view),
        // TipKit, Image Playground, Core Audio Kit and the others.
        ("TipUIView", "UIView", .view), ("TipUICollectionViewCell", "UICollectionViewCell", .view),
        ("TipUICollectionReusableView", "UIView", .view),
        ("TipUIPopoverViewController", "UIViewController", .viewController),
        ("ImagePlaygroundViewController", "UIViewController", .viewController),
        ("CABTMIDICentralViewController", "UITableViewController", .viewController),
        ("AUViewController", "UIViewController", .viewController), ("HMCameraView", "UIView", .view),
        ("HKActivityRingView", "UIView", .view), ("STWebpageController", "UIViewController", .viewController),
        ("BCChatButton", "UIControl", .view),
    ]

    @Test(arguments: widened)
    func aClassOfTheWidenedCatalogueStandsInAsItsNearestModelledSuperclass(
        name: String, modelledAs: String, kind: ResponderKind
    ) {
        Self.expectStandsIn(name, as: modelledAs, kind)
    }

    @Test func theWidenedCatalogueCoversUIKitAndTheOtherFrameworks() {
        #expect(PublicClassCatalogue.all.count >= 150)
        #expect(Self.widened.count >= 40)
        let prefixes = Set(Self.widened.map { String($0.name.prefix(2)) })
        #expect(prefixes.count >= 25, "\(prefixes.sorted())")
    }

    /// Each entry's superclass is the one Apple documents, which is not always the modelled class it stands in as.
    @Test(arguments: [
        ("PKCanvasView", "UIScrollView"), ("MKMarkerAnnotationView", "MKAnnotationView"),
        ("UIImagePickerController", "UINavigationController"), ("UIReferenceLibraryViewController", "UIViewController"),
        ("GLKViewController", "UIViewController"), ("UIInputViewController", "UIViewController"),
        ("UIListContentView", "UIView"), ("ARSCNView", "SCNView"), ("ARSKView", "SKView"),
        ("GKLeaderboardViewController", "GKGameCenterViewController"), ("MKCircleView", "MKOverlayPathView"),
        ("CABTMIDICentralViewController", "UITableViewController"), ("PKPaymentButton", "UIButton"),
        ("TipUICollectionReusableView", "UICollectionReusableView"),
    ])
    func anEntrysSuperclassIsTheDocumentedOne(name: String, superclass: String) throws {
        let entry = try #require(PublicClassCatalogue.named(name))
        #expect(entry.superclass == superclass)
    }

    /// Every entry is found by its own name, whatever its framework's prefix.
    @Test func everyEntryIsFoundByItsName() {
        for entry in PublicClassCatalogue.all {
            #expect(PublicClassCatalogue.named(entry.name)?.name == entry.name)
        }
    }

    /// An app's own classes, a name beginning like an entry's but none, a short, an empty and a non-ASCII name are
    /// no entry.
    @Test(arguments: [
        "InboxViewController", "AppDelegate", "SceneDelegate", "UIHostingControllerX", "MKMap", "U", "", "UIButtön",
        "_UIHostingViewX",
    ])
    func aNameOfNoEntryIsNotFound(_ name: String) {
        #expect(PublicClassCatalogue.named(name) == nil)
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
        ("UIStandardTextCursrView", "UIStandardTextCursorView"),
        ("UITextFormatingViewController", "UITextFormattingViewController"),
        ("UIDocumentMenuViewControler", "UIDocumentMenuViewController"),
    ])
    func aNameCloseToOneIsRefusedWithTheSuggestion(typo: String, suggestion: String) {
        let (_, misplacements) = ClassCatalogue.placement(of: typo, superclass: nil, as: .view)
        #expect(
            misplacements.map(\.words) == [.unknownUIKitLookingClass(name: typo, suggestion: suggestion)],
            "\(misplacements)")
    }

    /// The suggestion's bounded comparison agrees with the whole edit distance wherever that is within two, and a
    /// name too long to be a typo of any class gets none.
    @Test func theSuggestionsComparisonIsLevenshteinsWithinTwoEdits() {
        let pairs = [
            ("uibutton", "uibuton"), ("uibutton", "uibutton"), ("uiview", "uiveiw"), ("pkcanvasview", "pkcanvasveiw"),
            ("uitextfield", "uitextview"), ("abc", "xyz"), ("uilabel", "uilabel12"), ("", "ab"),
        ]
        for (a, b) in pairs {
            let whole = PublicClassCatalogue.editDistance(a, b)
            var previous = [Int](repeating: 0, count: 16)
            var current = previous
            let bounded = PublicClassCatalogue.editDistance(
                Array(a.utf8), Array(b.utf8), bound: 2, rows: &previous, &current)
            #expect(whole <= 2 ? bounded == whole : bounded > 2, "\(a) \(b): \(whole) \(bounded)")
        }
        #expect(PublicClassCatalogue.editDistance("uiveiw", "uiview") == 2)
        #expect(PublicClassCatalogue.suggestion(for: "UI" + String(repeating: "x", count: 70)) == nil)
        #expect(PublicClassCatalogue.suggestion(for: "UIbutton") == "UIButton")
        #expect(PublicClassCatalogue.suggestion(for: "UIStandardTextCursorVie") == "UIStandardTextCursorView")
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
