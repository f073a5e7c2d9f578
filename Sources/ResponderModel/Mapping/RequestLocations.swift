/// Where things are in a request, spelled as JSON Pointers only when a problem names one: the mapper walks
/// thousands of views and reports problems about a few, so it records each object's place as a small node (its
/// parent and one token) instead of building a string per view.
struct RequestLocations: Sendable {
    /// A place in the request: an object or a field.
    struct Location: Hashable, Sendable {
        fileprivate let node: Int32
    }

    private enum Token: Sendable {
        /// The pointer of the root, as given.
        case root(String)
        case key(String)
        case index(Int)
    }

    private var parents: [Int32]
    private var tokens: [Token]

    /// The request's root object is at `pointer` (`/app`).
    init(root pointer: String) {
        parents = [-1]
        tokens = [.root(pointer)]
    }

    var root: Location { Location(node: 0) }

    /// Makes room for `count` places, so that a large request's are not moved as they grow.
    mutating func reserveCapacity(_ count: Int) {
        parents.reserveCapacity(count)
        tokens.reserveCapacity(count)
    }

    /// The field `key` of the object at `parent`.
    mutating func field(_ key: String, of parent: Location) -> Location {
        append(.key(key), to: parent.node)
    }

    /// Element `index` of the array field `key` of the object at `parent` (`subviews/3`).
    mutating func element(_ index: Int, of key: String, of parent: Location) -> Location {
        append(.index(index), to: append(.key(key), to: parent.node).node)
    }

    private mutating func append(_ token: Token, to parent: Int32) -> Location {
        parents.append(parent)
        tokens.append(token)
        return Location(node: Int32(tokens.count - 1))
    }

    /// The JSON Pointer of `location`, followed by `tail` (a relative pointer such as `hitTest/redirectTo`).
    func pointer(_ location: Location, _ tail: String? = nil) -> String {
        // The tokens from the root down, each token's bytes copied once into a string made at its final size: a
        // string a token, reversed and joined, cost about 10,000 instructions for the dozen tokens of a view's
        // place, and every fix spells one in its patch.
        var nodes: [Int32] = []
        var node = location.node
        while node >= 0 {
            nodes.append(node)
            node = parents[Int(node)]
        }
        // An empty first part puts the leading "/" before the first token (and alone, it is the empty pointer).
        var parts = [""]
        parts.reserveCapacity(nodes.count + 2)
        for node in nodes.reversed() {
            switch tokens[Int(node)] {
            case .root(let pointer): if !pointer.isEmpty { parts.append(String(pointer.dropFirst())) }
            case .key(let key): parts.append(JSONPointer.escape(key))
            case .index(let index): parts.append(String(index))
            }
        }
        if let tail { parts.append(tail) }
        return parts.joined(separator: "/")
    }
}
