import ResponderCore

/// Where each responder of a mapped app was described in the request, as JSON Pointers: what `include=layout`
/// and the diagrams name every view by, so a client can find a responder's object in its own JSON.
///
/// A synthesized wrapper has no object of its own; it is placed at the object it was made for (the presented
/// controller's view for `UITransitionView` and `UIDropShadowView`, the cell for its content view). A controller's
/// implicit root view is placed at the controller.
public struct RequestPlaces: Sendable {
    /// The pointer of each responder, by app index.
    public let pointers: [String]

    init(app: App, locations: RequestLocations, described: [RequestLocations.Location]) {
        var pointers = described.map { locations.pointer($0) }
        for index in described.count..<app.count {
            let wrapped = app[index].synthesizedFor.map { owner in app[owner].rootView ?? owner }
            pointers.append(wrapped.flatMap { $0 < described.count ? pointers[$0] : nil } ?? "")
        }
        self.pointers = pointers
    }

    /// The pointer of the responder at an app index.
    public func pointer(of responder: Int) -> String { pointers[responder] }
}
