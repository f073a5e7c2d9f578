/// The public classes of UIKit, SwiftUI's UIKit hosting and the system frameworks an app's hierarchy shows, that the
/// service does not model one by one: each with its superclass as Apple documents it, so that any of them is
/// accepted and stands in as its nearest modelled superclass (``ClassCatalogue``), with what it does of its own that
/// is not modelled (``Unmodelled``), which the answer says.
///
/// A name that looks like UIKit's but is neither here nor in ``ClassCatalogue`` is refused as a probable typo, with
/// the nearest name of both as a suggestion (``suggestion(for:)``).
public enum PublicClassCatalogue {
    /// What a public class does of its own, that the service does not model, for events.
    public enum Unmodelled: String, Sendable, CaseIterable {
        /// Nothing known to change event delivery: it draws, and takes touches as its superclass does.
        case nothing
        /// Its own gesture recognizers (a picker's wheels, a calendar's pages).
        case ownRecognizers
        /// How it tracks a touch and what it sends (a color well, a paste control, a refresh control's pull).
        case ownTracking
        /// How it is presented, its dimming view and what a tap outside it does (old alerts, search).
        case presentation
        /// Its content, the system's own (a share sheet's, a picker's, a composer's): taps inside it are its own. It
        /// is presented like any presented controller (a sheet, a form sheet, a popover), so its dimming view and a
        /// tap outside it are modelled.
        case systemContent
        /// SwiftUI's views and gestures inside it: its hierarchy is SwiftUI's, not views a dump lists.
        case swiftUI
        /// Web content: links and the page's own scrolling and gestures.
        case webContent
        /// A map's pan, pinch and rotation, and selecting annotations and callouts.
        case map
    }

    /// A public class: its name, its documented superclass and what it does of its own.
    public struct Entry: Sendable {
        /// The class's name, as the runtime prints it (`MKMarkerAnnotationView`).
        public let name: String
        /// Its superclass as Apple's documentation gives it: a modelled class or another entry.
        public let superclass: String
        /// What it does of its own for events that is not modelled, which an answer through it says.
        public let unmodelled: Unmodelled

        init(_ name: String, _ superclass: String, _ unmodelled: Unmodelled = .nothing) {
            self.name = name
            self.superclass = superclass
            self.unmodelled = unmodelled
        }
    }

    /// Every class, by framework, with the superclass Apple's documentation gives: the views, controls and view
    /// controllers of UIKit (iOS 13 to 18), of SwiftUI's UIKit hosting and of the other system frameworks whose
    /// classes an app's hierarchy shows. Deprecated classes that are still in the SDK are listed (an app built
    /// for iOS 13 may still show them); classes that are gone (`MPMoviePlayerViewController`), that are not on
    /// iOS (`MKPitchControl`, tvOS's `TVPosterView`) or that are CarPlay's (`CPWindow`) are not.
    public static let all: [Entry] = [
        // UIKit views.
        Entry("UIActivityIndicatorView", "UIView"),
        Entry("UIProgressView", "UIView"),
        Entry("UIPickerView", "UIView", .ownRecognizers),
        Entry("UICalendarView", "UIView", .ownRecognizers),
        Entry("UIContentUnavailableView", "UIView"),
        Entry("UICollectionReusableView", "UIView"),
        Entry("UITableViewHeaderFooterView", "UIView"),
        Entry("UICollectionViewListCell", "UICollectionViewCell"),
        Entry("UIInputView", "UIView"),
        Entry("UIPopoverBackgroundView", "UIView"),
        Entry("UIListContentView", "UIView"),
        Entry("UIEventAttributionView", "UIView"),
        Entry("UIStandardTextCursorView", "UIView"),
        Entry("UIWebView", "UIView", .webContent),
        Entry("UIAlertView", "UIView", .presentation),
        Entry("UIActionSheet", "UIView", .presentation),
        // UIKit controls and text inputs.
        // Its pull, a drag down past the top of its scroll view's content, is modelled (``PullToRefresh``).
        Entry("UIRefreshControl", "UIControl"),
        Entry("UIColorWell", "UIControl", .ownTracking),
        Entry("UIPasteControl", "UIControl", .ownTracking),
        Entry("UISearchTextField", "UITextField"),
        // UIKit controllers.
        Entry("UISearchController", "UIViewController", .presentation),
        Entry("UISearchContainerViewController", "UIViewController"),
        Entry("UIAlertController", "UIViewController", .presentation),
        Entry("UIActivityViewController", "UIViewController", .systemContent),
        Entry("UIImagePickerController", "UINavigationController", .systemContent),
        Entry("UIVideoEditorController", "UINavigationController", .systemContent),
        Entry("UIDocumentPickerViewController", "UIViewController", .systemContent),
        Entry("UIDocumentMenuViewController", "UIViewController", .systemContent),
        Entry("UIDocumentPickerExtensionViewController", "UIViewController"),
        Entry("UIDocumentBrowserViewController", "UIViewController"),
        Entry("UIDocumentViewController", "UIViewController"),
        Entry("UIReferenceLibraryViewController", "UIViewController", .systemContent),
        Entry("UIFontPickerViewController", "UIViewController", .systemContent),
        Entry("UIColorPickerViewController", "UIViewController", .systemContent),
        Entry("UITextFormattingViewController", "UIViewController", .systemContent),
        Entry("UIInputViewController", "UIViewController"),
        Entry("UICloudSharingController", "UIViewController", .systemContent),
        // SwiftUI's UIKit hosting.
        Entry("UIHostingController", "UIViewController", .swiftUI),
        Entry("_UIHostingView", "UIView", .swiftUI),
        // The name the debugger prints for SwiftUI's hosting view on recent systems (`UIHostingView`); its touches
        // are SwiftUI's own gesture recognizers' on the view (``App/hostsSwiftUI(_:)``).
        Entry("UIHostingView", "UIView", .swiftUI),
        // MapKit (MKOverlayRenderer and MKUserTrackingBarButtonItem are no views).
        Entry("MKMapView", "UIView", .map),
        Entry("MKAnnotationView", "UIView", .map),
        Entry("MKMarkerAnnotationView", "MKAnnotationView", .map),
        Entry("MKPinAnnotationView", "MKAnnotationView", .map),
        Entry("MKUserLocationView", "MKAnnotationView", .map),
        Entry("MKOverlayView", "UIView", .map),
        Entry("MKOverlayPathView", "MKOverlayView", .map),
        Entry("MKCircleView", "MKOverlayPathView", .map),
        Entry("MKPolygonView", "MKOverlayPathView", .map),
        Entry("MKPolylineView", "MKOverlayPathView", .map),
        Entry("MKCompassButton", "UIView"),
        Entry("MKScaleView", "UIView"),
        Entry("MKUserTrackingButton", "UIView"),
        Entry("MKLookAroundViewController", "UIViewController", .ownRecognizers),
        Entry("MKMapItemDetailViewController", "UIViewController", .systemContent),
        // WebKit and Safari Services.
        Entry("WKWebView", "UIView", .webContent),
        Entry("SFSafariViewController", "UIViewController", .webContent),
        // BrowserEngineKit.
        Entry("BEScrollView", "UIScrollView"),
        Entry("BELayerHierarchyHostingView", "UIView", .webContent),
        // AVKit and Media Player.
        Entry("AVPlayerViewController", "UIViewController", .ownRecognizers),
        Entry("AVPictureInPictureVideoCallViewController", "UIViewController"),
        Entry("AVRoutePickerView", "UIView", .ownTracking),
        Entry("MPVolumeView", "UIView", .ownTracking),
        Entry("MPMediaPickerController", "UIViewController", .systemContent),
        // Photos UI, Quick Look and VisionKit.
        Entry("PHPickerViewController", "UIViewController", .systemContent),
        Entry("PHLivePhotoView", "UIView", .ownRecognizers),
        Entry("QLPreviewController", "UIViewController", .ownRecognizers),
        Entry("VNDocumentCameraViewController", "UIViewController", .systemContent),
        Entry("DataScannerViewController", "UIViewController", .ownRecognizers),
        // PencilKit and PDFKit.
        Entry("PKCanvasView", "UIScrollView", .ownRecognizers),
        Entry("PDFView", "UIView", .ownRecognizers),
        Entry("PDFThumbnailView", "UIView", .ownRecognizers),
        // Message UI and Messages.
        Entry("MFMailComposeViewController", "UINavigationController", .systemContent),
        Entry("MFMessageComposeViewController", "UINavigationController", .systemContent),
        Entry("MSMessagesAppViewController", "UIViewController"),
        Entry("MSStickerBrowserViewController", "UIViewController"),
        Entry("MSStickerBrowserView", "UIView", .ownRecognizers),
        Entry("MSStickerView", "UIView", .ownRecognizers),
        // Contacts UI and the deprecated Address Book UI.
        Entry("CNContactViewController", "UIViewController"),
        Entry("CNContactPickerViewController", "UIViewController", .systemContent),
        Entry("ABPeoplePickerNavigationController", "UINavigationController", .systemContent),
        Entry("ABPersonViewController", "UIViewController"),
        Entry("ABNewPersonViewController", "UIViewController"),
        Entry("ABUnknownPersonViewController", "UIViewController"),
        // EventKit UI.
        Entry("EKEventViewController", "UIViewController"),
        Entry("EKEventEditViewController", "UINavigationController", .systemContent),
        Entry("EKCalendarChooser", "UIViewController"),
        // GameKit and Game Controller.
        Entry("GKGameCenterViewController", "UINavigationController", .systemContent),
        Entry("GKAchievementViewController", "GKGameCenterViewController", .systemContent),
        Entry("GKLeaderboardViewController", "GKGameCenterViewController", .systemContent),
        Entry("GKMatchmakerViewController", "UINavigationController", .systemContent),
        Entry("GKTurnBasedMatchmakerViewController", "UINavigationController", .systemContent),
        Entry("GKFriendRequestComposeViewController", "UINavigationController", .systemContent),
        Entry("GCEventViewController", "UIViewController"),
        // PassKit.
        Entry("PKAddPassButton", "UIButton"),
        Entry("PKPaymentButton", "UIButton"),
        Entry("PKIdentityButton", "UIControl", .ownTracking),
        Entry("PKPayLaterView", "UIView", .ownTracking),
        Entry("PKAddPassesViewController", "UIViewController", .systemContent),
        Entry("PKAddPaymentPassViewController", "UIViewController", .systemContent),
        Entry("PKAddSecureElementPassViewController", "UIViewController", .systemContent),
        Entry("PKShareSecureElementPassViewController", "UIViewController", .systemContent),
        Entry("PKPaymentAuthorizationViewController", "UIViewController", .systemContent),
        // Authentication Services and Core Location UI.
        Entry("ASAuthorizationAppleIDButton", "UIControl", .ownTracking),
        Entry("ASCredentialProviderViewController", "UIViewController"),
        Entry("ASAccountAuthenticationModificationViewController", "UIViewController"),
        Entry("CLLocationButton", "UIControl", .ownTracking),
        // Drawing and 3D: SceneKit, SpriteKit, Metal Kit, GLKit, ARKit, RealityKit and RoomPlan.
        Entry("SCNView", "UIView", .ownRecognizers),
        Entry("SKView", "UIView", .ownTracking),
        Entry("MTKView", "UIView"),
        Entry("GLKView", "UIView"),
        Entry("GLKViewController", "UIViewController"),
        Entry("ARSCNView", "SCNView"),
        Entry("ARSKView", "SKView", .ownTracking),
        Entry("ARCoachingOverlayView", "UIView"),
        Entry("ARView", "UIView"),
        Entry("RoomCaptureView", "UIView"),
        // StoreKit, Social and the sharing frameworks.
        Entry("SKStoreProductViewController", "UIViewController", .systemContent),
        Entry("SKCloudServiceSetupViewController", "UIViewController", .systemContent),
        Entry("SLComposeViewController", "UIViewController", .systemContent),
        Entry("SLComposeServiceViewController", "UIViewController", .systemContent),
        Entry("SWAttributionView", "UIView", .ownRecognizers),
        Entry("SWCollaborationView", "UIView", .ownTracking),
        Entry("SWRemoveParticipantAlertController", "UIViewController", .systemContent),
        Entry("GroupActivitySharingController", "UIViewController", .systemContent),
        Entry("MCBrowserViewController", "UIViewController", .systemContent),
        Entry("LPLinkView", "UIView", .ownRecognizers),
        // ReplayKit.
        Entry("RPSystemBroadcastPickerView", "UIView", .ownTracking),
        Entry("RPBroadcastActivityViewController", "UIViewController", .systemContent),
        Entry("RPPreviewViewController", "UIViewController", .systemContent),
        // Intents UI.
        Entry("INUIAddVoiceShortcutButton", "UIButton"),
        Entry("INUIAddVoiceShortcutViewController", "UIViewController", .systemContent),
        Entry("INUIEditVoiceShortcutViewController", "UIViewController", .systemContent),
        // TipKit (its tips are SwiftUI views inside) and Image Playground.
        Entry("TipUIView", "UIView", .swiftUI),
        Entry("TipUICollectionViewCell", "UICollectionViewCell", .swiftUI),
        Entry("TipUICollectionReusableView", "UICollectionReusableView", .swiftUI),
        Entry("TipUIPopoverViewController", "UIViewController", .systemContent),
        Entry("ImagePlaygroundViewController", "UIViewController", .systemContent),
        // Audio: Core Audio Kit's Audio Unit and Bluetooth MIDI views (and its deprecated inter-app audio views).
        Entry("AUViewController", "UIViewController"),
        Entry("AUGenericViewController", "UIViewController"),
        Entry("CABTMIDICentralViewController", "UITableViewController"),
        Entry("CABTMIDILocalPeripheralViewController", "UIViewController"),
        Entry("CAInterAppAudioSwitcherView", "UIView", .ownTracking),
        Entry("CAInterAppAudioTransportView", "UIView", .ownTracking),
        // HomeKit, HealthKit UI, Screen Time and the extension controllers of File Provider UI and Identity Lookup UI.
        Entry("HMCameraView", "UIView"),
        Entry("HKActivityRingView", "UIView"),
        Entry("STWebpageController", "UIViewController"),
        Entry("FPUIActionExtensionViewController", "UIViewController"),
        Entry("ILClassificationUIExtensionViewController", "UIViewController"),
        // Business Chat (deprecated).
        Entry("BCChatButton", "UIControl", .ownTracking),
    ]

    private static let byName: [String: Entry] = {
        var table: [String: Entry] = [:]
        for entry in all { table[entry.name] = entry }
        return table
    }()

    /// The first two bytes of every entry's name (`UI`, `MK`, `AV`, …), as one number each: a name that begins
    /// with none of them is no entry's. An app's own classes (`InboxViewController`, `AppDelegate`) are answered
    /// from these two bytes, without hashing the whole name, and they are asked about on every event.
    private static let leadingPairs: Set<UInt16> = Set(all.map { leadingPair(of: $0.name) })

    /// The first two bytes of a name as one number (a shorter name's missing bytes are zero).
    private static func leadingPair(of name: String) -> UInt16 {
        var bytes = name.utf8.makeIterator()
        let first = UInt16(bytes.next() ?? 0)
        let second = UInt16(bytes.next() ?? 0)
        return first << 8 | second
    }

    /// The public class of that exact name, if any (a name that is not ASCII is none, answered without hashing it).
    public static func named(_ name: String) -> Entry? {
        guard leadingPairs.contains(leadingPair(of: name)), ClassCatalogue.isASCII(name) else { return nil }
        return byName[name]
    }

    /// The modelled class the public class of that name stands in as, if it is one.
    public static func modelledClass(named name: String) -> UIKitClass? { named(name).flatMap(modelledClass(of:)) }

    /// The modelled class a public class stands in as: its nearest superclass in ``ClassCatalogue``.
    public static func modelledClass(of entry: Entry) -> UIKitClass? {
        var current: String? = entry.superclass
        var steps = 0
        while let name = current, steps < 16 {
            if let builtIn = ClassCatalogue.builtIn(named: name) { return builtIn }
            current = byName[name]?.superclass
            steps += 1
        }
        return nil
    }

    /// The class name, modelled or public, nearest `name` (at most two edits away, ignoring case), for a name that
    /// looks like UIKit's but is neither: the typo it probably is. Of equally near names, the first in catalogue
    /// order (the modelled classes, then the public ones).
    ///
    /// It is asked for every refused name of a described app, so it stays cheap however long the catalogues grow:
    /// the candidates are lowercased once, a candidate whose length differs from the name's by more than two is
    /// passed over unread, and the others are compared row by row, stopping at the first row already more than two
    /// edits away, in two rows allocated once per call.
    public static func suggestion(for name: String) -> String? {
        guard ClassCatalogue.isASCII(name), name.utf8.count <= maxSuggestedLength else { return nil }
        let typo = Array(name.lowercased().utf8)
        // A candidate compared is at most two bytes longer than the name.
        var previous = [Int](repeating: 0, count: maxSuggestedLength + maxSuggestedEdits + 1)
        var current = previous
        var best: (name: String, distance: Int)?
        for candidate in suggestionCandidates where abs(candidate.lowercased.count - typo.count) <= maxSuggestedEdits {
            let bound = best.map { $0.distance - 1 } ?? maxSuggestedEdits
            guard bound >= 0 else { break }
            let distance = editDistance(typo, candidate.lowercased, bound: bound, rows: &previous, &current)
            if distance <= bound { best = (candidate.name, distance) }
        }
        return best?.name
    }

    /// The most edits between a refused name and the class name suggested for it.
    static let maxSuggestedEdits = 2
    /// The longest name, in bytes, that gets a suggestion.
    static let maxSuggestedLength = 64

    /// The names ``suggestion(for:)`` compares with, in its order, each with its lowercased bytes: the modelled
    /// classes that are not private, then the public ones.
    static let suggestionCandidates: [(name: String, lowercased: [UInt8])] =
        (ClassCatalogue.all.filter { !$0.isPrivate }.map(\.name) + all.map(\.name)).map { name in
            (name, Array(name.lowercased().utf8))
        }

    /// Levenshtein distance between two ASCII strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        return editDistance(a, b, bound: max(a.count, b.count), rows: &previous, &current)
    }

    /// The edit distance of `a` and `b` when it is at most `bound`, otherwise more than `bound`: Levenshtein's table
    /// row by row in `previous` and `current` (each at least `b.count + 1` long), given up at the first row whose
    /// every cell is already more than `bound`.
    static func editDistance(
        _ a: [UInt8], _ b: [UInt8], bound: Int, rows previous: inout [Int], _ current: inout [Int]
    ) -> Int {
        if abs(a.count - b.count) > bound { return bound + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        for j in 0...b.count { previous[j] = j }
        for i in 1...a.count {
            current[0] = i
            var rowBest = i
            for j in 1...b.count {
                let cell = min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                current[j] = cell
                rowBest = min(rowBest, cell)
            }
            if rowBest > bound { return bound + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
