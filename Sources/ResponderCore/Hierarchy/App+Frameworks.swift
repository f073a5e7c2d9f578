/// What the system frameworks' views do with touches that UIKit's rules alone do not say: which views are a map, an
/// annotation view or a SwiftUI hosting view, read from the class an app's view is or descends from.
///
/// ```
///  className ──► a public class of the catalogue? ──► that name
///      │ no                                             ▲
///      ▼                                                │ walk its documented superclasses
///  superclassName (the description's) ──────────────────┘ (MKMarkerAnnotationView → MKAnnotationView)
///      │ a Swift-mangled SwiftUI name (`_TtGC7SwiftUI14_UIHostingView…`)
///      ▼
///  the hosting class it is generic over
/// ```
extension App {
    /// The public class of ``PublicClassCatalogue`` a responder is, or that its description names as its
    /// superclass; a SwiftUI hosting class printed mangled (`_TtGC7SwiftUI14_UIHostingViewV7Example11ContentView_`)
    /// or qualified (`SwiftUI._UIHostingView<ContentView>`) is read as the class it is generic over. Nil otherwise.
    public func frameworkClass(of responder: Int) -> String? {
        // Read in place: a copy of the responder would retain and release each of its fields.
        let className = responders[responder].className
        // A class the core models, with no superclass described, is none (the two catalogues share no name): most
        // views of an app are, and this is asked for each ancestor of every touch's hit view.
        if responders[responder].superclassName == nil, responders[responder].uikitClass.name == className {
            return nil
        }
        if PublicClassCatalogue.named(className) != nil { return className }
        if let hosting = PublicClassCatalogue.swiftUIHostingClass(printed: className) { return hosting }
        if let superclass = responders[responder].superclassName, PublicClassCatalogue.named(superclass) != nil {
            return superclass
        }
        return nil
    }

    /// Whether a responder is, or descends from, the public class `ancestor` (by its documented superclasses).
    public func isKind(_ responder: Int, of ancestor: String) -> Bool {
        guard let name = frameworkClass(of: responder) else { return false }
        return PublicClassCatalogue.isKind(name, of: ancestor)
    }

    /// The refresh control of a scroll view (`refreshControl`): UIKit adds the control to the scroll view's subviews
    /// when it is set, so it is the first `UIRefreshControl` (or subclass) among them. Nil when there is none.
    public func refreshControl(of scroll: Int) -> Int? {
        guard self[scroll].scrolling != nil else { return nil }
        return self[scroll].subviews.first { self[$0].kind == .view && isKind($0, of: "UIRefreshControl") }
    }

    /// Whether a view is a map view (`MKMapView` or a subclass).
    public func isMapView(_ view: Int) -> Bool { self[view].kind == .view && isKind(view, of: "MKMapView") }

    /// Whether a view is an annotation view (`MKAnnotationView`, `MKMarkerAnnotationView`, … or a subclass).
    public func isAnnotationView(_ view: Int) -> Bool {
        self[view].kind == .view && isKind(view, of: "MKAnnotationView")
    }

    /// Whether a view draws SwiftUI content whose gestures and hit-testing the description cannot give: a SwiftUI
    /// hosting view (`_UIHostingView`, `UIHostingView`, the view of a `UIHostingController`), a class of the
    /// catalogue that shows SwiftUI views inside (TipKit's), or a view whose description says so
    /// (``UndescribedFact/swiftUIContent``).
    public func hostsSwiftUI(_ view: Int) -> Bool {
        let kind = responders[view].kind
        guard kind == .view || kind == .window else { return false }
        if responders[view].undescribed.contains(.swiftUIContent) { return true }
        if let name = frameworkClass(of: view), PublicClassCatalogue.named(name)?.unmodelled == .swiftUI,
            PublicClassCatalogue.isKind(name, of: "UIView")
        {
            return true
        }
        if let controller = responders[view].viewController, responders[controller].rootView == view,
            let name = frameworkClass(of: controller)
        {
            return PublicClassCatalogue.isKind(name, of: "UIHostingController")
        }
        return false
    }
}

extension PublicClassCatalogue {
    /// Whether the public class `name` is `ancestor` or descends from it by the superclasses the catalogue gives
    /// (a modelled class ends the walk: `UIView` is an ancestor of every view entry).
    public static func isKind(_ name: String, of ancestor: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let class_ = current, steps < 16 {
            if class_ == ancestor { return true }
            current = named(class_)?.superclass
            steps += 1
        }
        return false
    }

    /// The SwiftUI hosting class a printed class name is generic over: `_UIHostingView`, `UIHostingView` or
    /// `UIHostingController`, as the runtime prints it mangled (`_TtGC7SwiftUI14_UIHostingViewV…`,
    /// `_TtGC7SwiftUI19UIHostingControllerV…`) or qualified (`SwiftUI._UIHostingView<…>`). Nil for another name.
    public static func swiftUIHostingClass(printed name: String) -> String? {
        // Every printed form starts with `_`, `S` or `U`: most names are turned away at their first byte.
        let bytes = name.utf8
        guard let first = bytes.first,
            first == UInt8(ascii: "_") || first == UInt8(ascii: "S") || first == UInt8(ascii: "U")
        else { return nil }
        for (hosting, prefixes) in hostingPrefixes where prefixes.contains(where: { bytes.starts(with: $0) }) {
            return hosting
        }
        return nil
    }

    /// Each hosting class with the bytes a printed name of it starts with: mangled, qualified and plain.
    private static let hostingPrefixes: [(hosting: String, prefixes: [[UInt8]])] =
        ["_UIHostingView", "UIHostingView", "UIHostingController"].map { hosting in
            (
                hosting,
                ["_TtGC7SwiftUI\(hosting.utf8.count)\(hosting)", "SwiftUI.\(hosting)<", "\(hosting)<"].map {
                    Array($0.utf8)
                }
            )
        }
}
