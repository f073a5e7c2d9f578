import ResponderCore

/// A controller's `navigationItem.searchController`: `{"isActive": true, "obscuresBackgroundDuringPresentation":
/// true}`.
public struct SearchControllerJSON: WireObject, Sendable {
    public var isActive = false
    public var obscuresBackgroundDuringPresentation = true
    /// `searchResultsController`: the controller that shows the results while the search is active.
    public var searchResultsController: Box<ViewControllerJSON>?

    init() {}

    static let wire = WireTable<SearchControllerJSON>([
        .field("isActive", \.isActive),
        .field("obscuresBackgroundDuringPresentation", \.obscuresBackgroundDuringPresentation),
        .field("searchResultsController", \.searchResultsController),
    ])
}

extension SearchControllerJSON {
    /// `SearchController` in openapi.yaml.
    static let docs = WireDoc(
        "SearchController",
        """
        A controller's `navigationItem.searchController`, a UISearchController. Its search bar (`<id>.searchController\
        .searchBar`, a UISearchBar 56 high, the root view's width) sits at the top of the controller's root view, \
        under the status bar (y 47) and, on top of a navigation stack, under the navigation bar (y 91); its text \
        field is `<id>.searchController.searchBar.searchTextField` (a UISearchTextField). While the search is \
        active the text field is the window's first responder (a press or a key command starts there) and, when \
        `obscuresBackgroundDuringPresentation`, a dimming view (`<id>.searchController.dimmingView`, \
        `UIDimmingView`, runtime profile) covers the root view below the search bar: a tap there reaches no view \
        under it and ends the search (`isActive` is false for the events after; searchDimmingTookTap).
        """,
        example: ["isActive": true, "obscuresBackgroundDuringPresentation": true],
        fields: [
            .nullable(
                "isActive", .boolean.default(false),
                "UISearchController.isActive: the search is under way, its text field first responder."),
            .nullable(
                "obscuresBackgroundDuringPresentation", .boolean.default(true),
                """
                UISearchController.obscuresBackgroundDuringPresentation: while active, a dimming view takes every \
                tap below the search bar and ends the search; false: taps reach the controller's views. Default \
                true; public reports observed iOS 15 leaving the content unobscured when the property is not set \
                (zenn.dev/ykws/articles/ios15-search-controller), so give it as the app sets it.
                """),
            .nullable(
                "searchResultsController", .ref("ViewControllerDescription"),
                """
                UISearchController.searchResultsController: while the search is active its root view fills the \
                controller's root view below the search bar (under the dimming view when the background is \
                obscured), so taps there reach its views; absent or null, the results show in the controller's own \
                view. Not in the window while the search is inactive.
                """),
        ])
}
