/// Edges of the screen (`UIRectEdge`), for `preferredScreenEdgesDeferringSystemGestures`.
public struct ScreenEdges: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = ScreenEdges(rawValue: 1)
    public static let left = ScreenEdges(rawValue: 2)
    public static let bottom = ScreenEdges(rawValue: 4)
    public static let right = ScreenEdges(rawValue: 8)

    /// Each edge with its name, in UIKit's order.
    public static let named: [(name: String, edge: ScreenEdges)] = [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
    ]
}
