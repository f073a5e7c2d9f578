import ResponderCore

/// Where each responder of a mapped app was described in the request, as JSON Pointers: what `include=layout`
/// and the diagrams name every view by, so a client can find a responder's object in its own JSON, and what a fix's
/// JSON Patch edits.
///
/// A synthesized wrapper has no object of its own; it is placed at the object it was made for (the presented
/// controller's view for `UITransitionView` and `UIDropShadowView`, the cell for its content view). A controller's
/// implicit root view is placed at the controller.
///
/// The pointers are spelled when asked for (``pointer(of:)``): the mapper records every object's place as a small
/// node, and most answers name none of them.
public struct RequestPlaces: Sendable {
    private let locations: RequestLocations
    private let described: [RequestLocations.Location]
    /// For each responder the layout added (index past `described`), the described responder whose place it takes.
    private let owners: [Int?]

    init(app: App, locations: RequestLocations, described: [RequestLocations.Location]) {
        self.locations = locations
        self.described = described
        owners = (described.count..<max(app.count, described.count)).map { index in
            app[index].synthesizedFor.map { owner in app[owner].rootView ?? owner }
        }
    }

    /// The pointer of the responder at an app index ("" for a synthesized one with no described owner).
    public func pointer(of responder: Int) -> String {
        if responder < described.count { return locations.pointer(described[responder]) }
        let position = responder - described.count
        guard position < owners.count, let owner = owners[position], owner < described.count else { return "" }
        return locations.pointer(described[owner])
    }

    /// Whether the responder was described by an object of its own in the request (not a synthesized wrapper,
    /// and not a controller's implicit root view, which is placed at its controller).
    public func hasOwnObject(_ responder: Int) -> Bool {
        guard responder < described.count else { return false }
        return !described[..<responder].contains(described[responder])
    }

    /// Every responder's pointer, by app index.
    public var pointers: [String] { (0..<(described.count + owners.count)).map(pointer(of:)) }
}
