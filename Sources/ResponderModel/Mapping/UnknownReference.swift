/// A reference to an id that no responder has: the one problem field every mapper writes for it, with a
/// did-you-mean hint when a known id is within two edits.
enum UnknownReference {
    /// `no responder has id 'serchField' (did you mean 'searchField'?)` at `pointer`.
    static func field(
        _ id: String, at pointer: String, among candidates: some Sequence<String>, naming kind: String = "responder"
    ) -> Problem.Field {
        let suggestion = closest(to: id, among: candidates)
        let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
        var field = Problem.Field(pointer: pointer, message: "no \(kind) has id '\(id)'\(hint)")
        field.suggestion = suggestion
        return field
    }

    /// The candidate within two edits of `id`: the closest, and of equally close ones the first in alphabetical
    /// order (the candidates come from a dictionary, whose order changes from run to run).
    static func closest(to id: String, among candidates: some Sequence<String>) -> String? {
        // Only short ids get suggestions (see editDistance); converting a long one for every candidate would cost
        // its length times the number of responders.
        guard id.utf8.count <= 64 else { return nil }
        let target = Array(id.utf8)
        var best: (String, Int)?
        for candidate in candidates where candidate.utf8.count <= 64 {
            let distance = editDistance(target, Array(candidate.utf8), bound: 3)
            guard distance <= 2 else { continue }
            if let (name, closest) = best, closest < distance || closest == distance && name < candidate { continue }
            best = (candidate, distance)
        }
        return best?.0
    }

    private static func editDistance(_ a: [UInt8], _ b: [UInt8], bound: Int) -> Int {
        if abs(a.count - b.count) > bound || a.count > 64 || b.count > 64 { return bound + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
