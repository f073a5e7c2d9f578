/// The ids of a described app: the ones given, the ones made up for responders and recognizers without one
/// (`UIView#3`), and where in the request each was declared, for duplicate-id problems and did-you-mean hints.
struct IdentityRegistry {
    /// Every id declared so far, with the JSON Pointer of the object that declared it.
    private(set) var declared: [String: String] = [:]
    private var generatedCounters: [String: Int] = [:]

    /// Whether an id is taken.
    func contains(_ id: String) -> Bool { declared[id] != nil }

    /// Records an id declared at `pointer` (the application's, which is never a duplicate).
    mutating func declare(_ id: String, at pointer: String) {
        declared[id] = pointer
    }

    /// The id of a responder described at `pointer`: the one given, else `defaultID` while it is free, else the
    /// next `Class#N`. A given id that is already taken is a problem at `pointer/id`.
    mutating func claim(
        given: String?, defaultID: String?, className: String, pointer: String
    ) -> (id: String, duplicate: Problem.Field?) {
        let id: String
        if let given {
            id = given
        } else if let defaultID, declared[defaultID] == nil {
            id = defaultID
        } else {
            id = generated(for: className)
        }
        if let first = declared[id] {
            return (
                id,
                Problem.Field(pointer: pointer + "/id", message: "duplicate id '\(id)': it is already used at \(first)")
            )
        }
        declared[id] = pointer
        return (id, nil)
    }

    /// The next made-up id for a class: `UITapGestureRecognizer#1`, `#2`, …
    mutating func generated(for className: String) -> String {
        let counter = (generatedCounters[className] ?? 0) + 1
        generatedCounters[className] = counter
        return "\(className)#\(counter)"
    }
}
