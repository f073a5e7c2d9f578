import ResponderCore

/// The ids of a described app: the ones given, the ones made up for responders without one (the JSON Pointer of
/// their object in the request, so a client can map an answer back to its own JSON, and inserting a sibling
/// renames nothing else), and where in the request each was declared, for duplicate-id problems and did-you-mean
/// hints.
///
/// The app being built is the registry: its index of ids (``App/index(of:)``) says which ids are taken, adding a
/// responder (``App/addNotingDuplicate(_:)``) says which responder declared an id first, and the mapper's
/// `described` (by app index) where. So each id is hashed once as it is declared, not once more for a second
/// index.
enum IdentityRegistry {
    /// The id of a responder about to be added to `app`: the one given, else `defaultID` while it is free, else
    /// `pointer` (the JSON Pointer of the responder's object).
    static func id(given: String?, defaultID: String?, in app: App, pointer: () -> String) -> String {
        if let given { return given }
        if let defaultID, app.index(of: defaultID) == nil { return defaultID }
        return pointer()
    }

    /// The ids declared in the request, for did-you-mean hints: those of the responders it describes, which come
    /// before any the layout adds (`described` has one place per described responder). Called only for a problem.
    static func declared(in app: App, described: Int) -> [String] {
        app.responders[..<described].map(\.id)
    }
}
