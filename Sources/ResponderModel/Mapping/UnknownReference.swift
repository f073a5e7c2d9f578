/// A reference to an id that no responder has: the one problem field every mapper writes for it, with a
/// did-you-mean hint when a known id is within two edits.
package enum UnknownReference {
    /// The most edits between an unknown id and the known one suggested for it.
    static let maxDistance = 2
    /// The longest id, in UTF-8 bytes, that gets a suggestion (and the longest candidate considered).
    static let maxLength = 64

    /// `no responder has id 'serchField' (did you mean 'searchField'?)` at `pointer`.
    package static func field(
        _ id: String, at pointer: String, among candidates: some Sequence<String>, naming kind: String = "responder"
    ) -> Problem.Field {
        let suggestion = closest(to: id, among: candidates)
        var field = Problem.Field(pointer: pointer, .unknownID(id, kind: kind, suggestion: suggestion))
        field.suggestion = suggestion
        return field
    }

    /// The candidate within two edits of `id`: the closest, and of equally close ones the first in alphabetical
    /// order (the candidates come from a dictionary, whose order changes from run to run).
    ///
    /// One pass over the candidates, each looked at once and cheaply: one whose length differs from the id's by
    /// more than two is passed over without reading it, and the others are compared in a band two edits wide that
    /// stops at the first row already more than two edits away; nothing is allocated per candidate. So a search
    /// costs at most the candidates times ``maxLength`` times five byte comparisons, whatever they are.
    static func closest(to id: String, among candidates: some Sequence<String>) -> String? {
        var id = id
        return id.withUTF8 { target -> String? in
            guard target.count <= maxLength else { return nil }
            var best: (name: String, distance: Int)?
            for candidate in candidates {
                let length = candidate.utf8.count
                guard length <= maxLength, abs(length - target.count) <= maxDistance else { continue }
                let limit = best.map { $0.distance } ?? maxDistance
                var copy = candidate
                let distance = copy.withUTF8 { editDistance(target, $0, bound: limit) }
                guard distance <= limit else { continue }
                if let (name, closest) = best, closest == distance && name < candidate { continue }
                best = (candidate, distance)
            }
            return best?.name
        }
    }

    /// The edit distance of `a` and `b` when it is at most `bound`, otherwise `bound + 1`: Levenshtein's table
    /// computed only within `bound` of its diagonal, in two rows on the stack.
    static func editDistance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, bound: Int) -> Int {
        let over = bound + 1
        if abs(a.count - b.count) > bound { return over }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { rows in
            var previous = UnsafeMutableBufferPointer(rebasing: rows[0...b.count])
            var current = UnsafeMutableBufferPointer(rebasing: rows[(b.count + 1)...])
            for j in 0...b.count { previous[j] = j <= bound ? j : over }
            for i in 1...a.count {
                let low = max(1, i - bound)
                let high = min(b.count, i + bound)
                current[0] = i <= bound ? i : over
                if low > 1 { current[low - 1] = over }
                var rowBest = current[low - 1]
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let deletion = (j <= i + bound - 1 ? previous[j] : over) + 1
                    let insertion = current[j - 1] + 1
                    let cell = min(substitution, deletion, insertion, over)
                    current[j] = cell
                    rowBest = min(rowBest, cell)
                }
                if high < b.count { current[high + 1] = over }
                if rowBest > bound { return over }
                swap(&previous, &current)
            }
            return min(previous[b.count], over)
        }
    }
}
