/// A controller's `navigationItem.searchController`: a `UISearchController` whose search bar the controller shows,
/// and what it does while it is active.
///
/// ```
///  the controller's root view
///   ├ the app's views                 under the dimming view while the search is active
///   ├ the results controller's view   while active: the root view below the search bar
///   ├ UIDimmingView                   active and obscuresBackgroundDuringPresentation only: the root view below the
///   │                                 search bar; a tap on it reaches no view below and ends the search
///   └ UISearchBar                     at the top, under the status bar (and the navigation bar, in a stack)
///      └ UISearchTextField            first responder while the search is active
/// ```
///
/// UIKit's documentation: `UISearchController.isActive` (while active the search bar's text field is first
/// responder and a tap on the dimming view ends the search, setting it to false),
/// `obscuresBackgroundDuringPresentation` (true: the search controller obscures the controller containing the
/// searchable content; the service's default is true, though public reports observed iOS 15 leaving the content
/// unobscured when the property is not set, zenn.dev/ykws/articles/ios15-search-controller, so give it) and
/// `searchResultsController` (nil: the search shows the results in the searched controller's own view). The results controller is not modelled yet: the dimming
/// view, or its absence, decides where a tap goes.
public struct SearchController: Sendable, Equatable {
    /// `isActive`: the search is under way (false by default).
    public var isActive = false
    /// `obscuresBackgroundDuringPresentation`: a dimming view covers the content while the search is active (true
    /// unless described).
    public var obscuresBackgroundDuringPresentation = true
    /// `searchResultsController`: the controller whose root view shows while the search is active; nil: the results
    /// show in the searched controller's own view.
    public var resultsController: Int?
    /// The synthesized `UISearchBar`, once the layout made it.
    public var searchBar: Int?
    /// The synthesized `UISearchTextField` in the search bar, once the layout made it.
    public var textField: Int?
    /// The synthesized dimming view while the search is active and obscures the content.
    public var dimmingView: Int?

    public init(isActive: Bool = false, obscuresBackgroundDuringPresentation: Bool = true) {
        self.isActive = isActive
        self.obscuresBackgroundDuringPresentation = obscuresBackgroundDuringPresentation
    }

    /// Whether the layout puts a dimming view over the content.
    public var dimsContent: Bool { isActive && obscuresBackgroundDuringPresentation }
}

/// The geometry of a search controller's search bar.
public enum SearchBarMetrics {
    /// A search bar's height (a UISearchBar with its default minimal height, 56 points).
    public static let height = 56.0
    /// The text field's inset from the search bar's leading, trailing and top edges.
    public static let fieldInset = 8.0
    /// The text field's height.
    public static let fieldHeight = 36.0
}

extension App {
    /// The controller whose active search controller's dimming view `view` is, when it is one.
    public func searchDimming(of view: Int) -> Int? {
        guard responders[view].isSynthesized, let owner = responders[view].synthesizedFor,
            responders[owner].searchController?.dimmingView == view
        else { return nil }
        return owner
    }

    /// Adds a controller's search bar at the top of its root view (`top` points down: under the status bar, and under
    /// a navigation bar when the controller is on a stack), with its text field, and, while the search is active and
    /// obscures the content, the dimming view below the bar (unless `dimming` is false: the documented profile
    /// inserts no private view). An active search makes the text field first responder of `window`.
    mutating func addSearchBar(of controller: Int, in root: Int, top: Double, window: Int, dimming: Bool) {
        guard var search = responders[controller].searchController else { return }
        let width = responders[root].frame.size.width
        let id = responders[controller].id
        let below = top + SearchBarMetrics.height
        let content = Rect(x: 0, y: below, width: width, height: max(0, responders[root].frame.size.height - below))
        if search.isActive, let results = search.resultsController, let view = responders[results].rootView,
            responders[view].superview == nil
        {
            // UIKit lays the results controller's view out itself, below the search bar.
            responders[view].frame = content
            addSubview(view, to: root)
        }
        if search.dimsContent && dimming {
            search.dimmingView = addSynthesizedView(
                id: "\(id).searchController.dimmingView", className: Self.dimmingViewClass,
                frame: content, for: controller, in: root)
        }
        let bar = addSynthesizedView(
            id: "\(id).searchController.searchBar", className: "UISearchBar",
            frame: Rect(x: 0, y: top, width: width, height: SearchBarMetrics.height), for: controller, in: root)
        let inset = SearchBarMetrics.fieldInset
        let field = addSynthesizedView(
            id: "\(id).searchController.searchBar.searchTextField", className: "UISearchTextField",
            frame: Rect(x: inset, y: inset, width: max(0, width - 2 * inset), height: SearchBarMetrics.fieldHeight),
            for: controller, in: bar)
        search.searchBar = bar
        search.textField = field
        responders[controller].searchController = search
        if search.isActive { state.firstResponders[window] = field }
    }

    /// Ends `controller`'s search as a tap on its dimming view does: `isActive` becomes false, the dimming view goes
    /// away and the text field resigns first responder.
    mutating func endSearch(of controller: Int) {
        guard var search = responders[controller].searchController else { return }
        search.isActive = false
        if let dimming = search.dimmingView { responders[dimming].isHidden = true }
        if let field = search.textField {
            for (window, first) in state.firstResponders where first == field { state.firstResponders[window] = nil }
        }
        responders[controller].searchController = search
    }
}
