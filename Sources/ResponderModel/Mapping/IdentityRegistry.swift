/// The ids of a described app: the ones given, the ones made up for responders and recognizers without one
/// (`UIView#3`), and where in the request each was declared, for duplicate-id problems and did-you-mean hints.
struct IdentityRegistry {
    /// Every id declared so far, with the place of the object that declared it.
    private(set) var declared: [String: RequestLocations.Location] = [:]
    private var generatedCounters: [String: Int] = [:]

    /// Makes room for `count` ids.
    mutating func reserveCapacity(_ count: Int) { declared.reserveCapacity(count) }

    /// Whether an id is taken.
    func contains(_ id: String) -> Bool { declared[id] != nil }

    /// Records an id declared at `location` (the application's, which is never a duplicate).
    mutating func declare(_ id: String, at location: RequestLocations.Location) {
        declared[id] = location
    }

    /// The id of a responder described at `location`: the one given, else `defaultID` while it is free, else the
    /// next `Class#N`; and where the id was declared before, when it was.
    mutating func claim(
        given: String?, defaultID: String?, className: String, at location: RequestLocations.Location
    ) -> (id: String, declaredBefore: RequestLocations.Location?) {
        let id: String
        if let given {
            id = given
        } else if let defaultID, declared[defaultID] == nil {
            id = defaultID
        } else {
            id = generated(for: className)
        }
        // One hash of the id when it is new (the usual case); a duplicate puts the first declaration back.
        if let first = declared.updateValue(location, forKey: id) {
            declared[id] = first
            return (id, first)
        }
        return (id, nil)
    }

    /// The next made-up id for a class: `UITapGestureRecognizer#1`, `#2`, …
    mutating func generated(for className: String) -> String {
        let counter = (generatedCounters[className] ?? 0) + 1
        generatedCounters[className] = counter
        return "\(className)#\(counter)"
    }
}
