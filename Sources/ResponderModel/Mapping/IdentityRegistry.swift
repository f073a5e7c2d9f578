/// The ids of a described app: the ones given, the ones made up for responders without one (the JSON Pointer of
/// their object in the request, so a client can map an answer back to its own JSON, and inserting a sibling
/// renames nothing else), and where in the request each was declared, for duplicate-id problems and did-you-mean
/// hints.
struct IdentityRegistry {
    /// Every id declared so far, with the place of the object that declared it.
    private(set) var declared: [String: RequestLocations.Location] = [:]

    /// Makes room for `count` ids.
    mutating func reserveCapacity(_ count: Int) { declared.reserveCapacity(count) }

    /// Whether an id is taken.
    func contains(_ id: String) -> Bool { declared[id] != nil }

    /// Records an id declared at `location` (the application's, which is never a duplicate).
    mutating func declare(_ id: String, at location: RequestLocations.Location) {
        declared[id] = location
    }

    /// The id of a responder described at `location`: the one given, else `defaultID` while it is free, else
    /// `pointer` (the location's JSON Pointer); and where the id was declared before, when it was.
    mutating func claim(
        given: String?, defaultID: String?, pointer: () -> String, at location: RequestLocations.Location
    ) -> (id: String, declaredBefore: RequestLocations.Location?) {
        let id: String
        if let given {
            id = given
        } else if let defaultID, declared[defaultID] == nil {
            id = defaultID
        } else {
            id = pointer()
        }
        // One hash of the id when it is new (the usual case); a duplicate puts the first declaration back.
        if let first = declared.updateValue(location, forKey: id) {
            declared[id] = first
            return (id, first)
        }
        return (id, nil)
    }
}
