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
        let node = self[responder]
        if PublicClassCatalogue.named(node.className) != nil { return node.className }
        if let hosting = PublicClassCatalogue.swiftUIHostingClass(printed: node.className) { return hosting }
        if let superclass = node.superclassName, PublicClassCatalogue.named(superclass) != nil { return superclass }
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
        let node = self[view]
        guard node.kind == .view || node.kind == .window else { return false }
        if node.undescribed.contains(.swiftUIContent) { return true }
        if let name = frameworkClass(of: view), PublicClassCatalogue.named(name)?.unmodelled == .swiftUI,
            PublicClassCatalogue.isKind(name, of: "UIView")
        {
            return true
        }
        if let controller = node.viewController, self[controller].rootView == view,
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
        for hosting in ["_UIHostingView", "UIHostingView", "UIHostingController"] {
            if name.hasPrefix("_TtGC7SwiftUI\(hosting.utf8.count)\(hosting)") || name.hasPrefix("SwiftUI.\(hosting)<")
                || name.hasPrefix("\(hosting)<")
            {
                return hosting
            }
        }
        return nil
    }
}
