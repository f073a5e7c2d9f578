/// The offending fields a request's mapping finds, kept within ``Limits/maxProblems`` and
/// ``Limits/maxSuggestions``.
///
/// A hostile request can hold hundreds of thousands of wrong fields (a quarter of a million unknown ids in one
/// 1 MiB body), and each one listed costs its message, its pointer and, for an unknown id, a did-you-mean search
/// through every known id. So the list keeps the first few and only counts the rest:
///
/// ```
///  field 1 … maxProblems ──► built and kept (the first maxSuggestions unknown ids searched for a suggestion)
///  field maxProblems + 1 … ──► counted only: the closure that would build it never runs
///        └──► Problem(collected:) says "N problems … the first 50 are listed; N − 50 more are left out",
///             with `total` and `omitted` in the answer
/// ```
///
/// ```swift
/// var list = ProblemList(limits: limits)
/// list.append(Problem.Field(pointer: "/app/objects/0", .mapping(.objectAsID)))
/// list.appendUnknown("serchField", at: "/event/responder", among: ids)
/// if !list.isEmpty { throw Problem(.unknownReference, collected: list, in: .events) }
/// ```
package struct ProblemList {
    /// The fields kept, in the order they were found.
    private(set) var fields: [Problem.Field] = []
    /// How many fields were appended, kept or not.
    private(set) var total = 0
    /// How many fields are kept.
    let limit: Int
    /// How many more unknown ids may get a did-you-mean search.
    private(set) var suggestionsLeft: Int

    package init(limits: Limits) {
        limit = max(limits.maxProblems, 1)
        suggestionsLeft = limits.maxSuggestions
    }

    /// Whether no field was appended.
    package var isEmpty: Bool { total == 0 }
    /// Whether fields were counted but not kept.
    var isCut: Bool { total > fields.count }

    /// Appends a field, built only if the list keeps it.
    mutating func append(_ field: @autoclosure () -> Problem.Field) {
        total += 1
        if fields.count < limit { fields.append(field()) }
    }

    /// Appends `no responder has id '…'` at a pointer, with a did-you-mean suggestion among `candidates` while
    /// suggestions are left; neither the pointer nor the candidates are looked at unless the field is kept.
    mutating func appendUnknown<Candidates: Sequence<String>>(
        _ id: String, at pointer: @autoclosure () -> String, among candidates: @autoclosure () -> Candidates,
        naming kind: String = "responder"
    ) {
        total += 1
        guard fields.count < limit else { return }
        guard suggestionsLeft > 0 else {
            fields.append(UnknownReference.field(id, at: pointer(), among: EmptyCollection(), naming: kind))
            return
        }
        suggestionsLeft -= 1
        fields.append(UnknownReference.field(id, at: pointer(), among: candidates(), naming: kind))
    }

    /// Appends every field of `other` after these (its suggestions already spent).
    mutating func append(contentsOf other: ProblemList) {
        let room = max(limit - fields.count, 0)
        fields += other.fields.prefix(room)
        total += other.total
    }
}
