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
        /// Its own gesture recognizers (a picker's wheels, a page view controller's page turns).
        case ownRecognizers
        /// How it tracks a touch and what it sends (a color well, a paste control, a refresh control's pull).
        case ownTracking
        /// How it is presented, its dimming view and what a tap outside it does (alerts, search, share sheets,
        /// pickers).
        case presentation
        /// SwiftUI's views and gestures inside it: its hierarchy is SwiftUI's, not views a dump lists.
        case swiftUI
        /// Web content: links and the page's own scrolling and gestures.
        case webContent
        /// A map's pan, pinch and rotation, and selecting annotations and callouts.
        case map
    }

    /// A public class: its name, its documented superclass and what it does of its own.
    public struct Entry: Sendable {
        public let name: String
        public let superclass: String
        public let unmodelled: Unmodelled

        init(_ name: String, _ superclass: String, _ unmodelled: Unmodelled = .nothing) {
            self.name = name
            self.superclass = superclass
            self.unmodelled = unmodelled
        }
    }

    /// Every class, by framework, with the superclass Apple's documentation gives.
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
        Entry("UIWebView", "UIView", .webContent),
        Entry("UIAlertView", "UIView", .presentation),
        Entry("UIActionSheet", "UIView", .presentation),
        // UIKit controls and text inputs.
        Entry("UIRefreshControl", "UIControl", .ownTracking),
        Entry("UIColorWell", "UIControl", .ownTracking),
        Entry("UIPasteControl", "UIControl", .ownTracking),
        Entry("UISearchTextField", "UITextField"),
        // UIKit controllers.
        Entry("UIPageViewController", "UIViewController", .ownRecognizers),
        Entry("UISearchController", "UIViewController", .presentation),
        Entry("UISearchContainerViewController", "UIViewController"),
        Entry("UIAlertController", "UIViewController", .presentation),
        Entry("UIActivityViewController", "UIViewController", .presentation),
        Entry("UIImagePickerController", "UINavigationController", .presentation),
        Entry("UIVideoEditorController", "UINavigationController", .presentation),
        Entry("UIDocumentPickerViewController", "UIViewController", .presentation),
        Entry("UIDocumentBrowserViewController", "UIViewController"),
        Entry("UIDocumentViewController", "UIViewController"),
        Entry("UIReferenceLibraryViewController", "UIViewController", .presentation),
        Entry("UIFontPickerViewController", "UIViewController", .presentation),
        Entry("UIColorPickerViewController", "UIViewController", .presentation),
        Entry("UIInputViewController", "UIViewController"),
        Entry("UICloudSharingController", "UIViewController", .presentation),
        // SwiftUI's UIKit hosting.
        Entry("UIHostingController", "UIViewController", .swiftUI),
        Entry("_UIHostingView", "UIView", .swiftUI),
        // MapKit.
        Entry("MKMapView", "UIView", .map),
        Entry("MKAnnotationView", "UIView", .map),
        Entry("MKMarkerAnnotationView", "MKAnnotationView", .map),
        Entry("MKPinAnnotationView", "MKAnnotationView", .map),
        Entry("MKUserLocationView", "MKAnnotationView", .map),
        Entry("MKCompassButton", "UIView"),
        Entry("MKScaleView", "UIView"),
        Entry("MKUserTrackingButton", "UIView"),
        // WebKit, AVKit, Safari and the other system frameworks' controllers.
        Entry("WKWebView", "UIView", .webContent),
        Entry("AVPlayerViewController", "UIViewController", .ownRecognizers),
        Entry("SFSafariViewController", "UIViewController", .webContent),
        Entry("PHPickerViewController", "UIViewController", .presentation),
        Entry("MFMailComposeViewController", "UINavigationController", .presentation),
        Entry("MFMessageComposeViewController", "UINavigationController", .presentation),
        Entry("CNContactViewController", "UIViewController"),
        Entry("CNContactPickerViewController", "UIViewController", .presentation),
        Entry("QLPreviewController", "UIViewController", .ownRecognizers),
        Entry("SKStoreProductViewController", "UIViewController", .presentation),
    ]

    private static let byName: [String: Entry] = {
        var table: [String: Entry] = [:]
        for entry in all { table[entry.name] = entry }
        return table
    }()

    /// The public class of that exact name, if any (a name that is not ASCII is none, answered without hashing it).
    public static func named(_ name: String) -> Entry? {
        guard ClassCatalogue.isASCII(name) else { return nil }
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
    /// looks like UIKit's but is neither: the typo it probably is.
    public static func suggestion(for name: String) -> String? {
        guard ClassCatalogue.isASCII(name), name.utf8.count <= 64 else { return nil }
        let candidates = ClassCatalogue.all.filter { !$0.isPrivate }.map(\.name) + all.map(\.name)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= 2, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance between two ASCII strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        if abs(a.count - b.count) > 2 { return 3 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
