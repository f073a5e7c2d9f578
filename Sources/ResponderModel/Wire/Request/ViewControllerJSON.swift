import ResponderCore

/// A view controller: its root view, child controllers and the controller it presents.
public struct ViewControllerJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    public var view: ViewJSON?
    public var children: [ViewControllerJSON] = []
    /// For a child: the id of the view in the parent's tree that holds the child's root view.
    public var container: String?
    public var presented: Box<ViewControllerJSON>?
    public var modalPresentationStyle: ModalPresentationStyle?
    /// A `UINavigationController`'s stack (the last is on top) or a `UITabBarController`'s tabs.
    public var viewControllers: [ViewControllerJSON]?
    /// A tab bar controller's selected tab (0 when absent).
    public var selectedIndex: Int?
    public var navigationBar: BarJSON?
    public var tabBar: BarJSON?
    public var navigationItem: NavigationItemJSON?
    /// `preferredScreenEdgesDeferringSystemGestures`: `["bottom"]`.
    public var preferredScreenEdgesDeferringSystemGestures: ScreenEdges = []

    init() {}

    static let wire = WireTable<ViewControllerJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [
            .field("view", \.view), .field("children", \.children), .field("container", \.container),
            .field("presented", \.presented), .field("modalPresentationStyle", \.modalPresentationStyle),
            .field("viewControllers", \.viewControllers),
            .field("selectedIndex", \.selectedIndex, reading: WholeNumber<SelectedIndex>.self, convert: \.value),
            .field("navigationBar", \.navigationBar), .field("tabBar", \.tabBar),
            .field("navigationItem", \.navigationItem),
            .field(
                "preferredScreenEdgesDeferringSystemGestures", \.preferredScreenEdgesDeferringSystemGestures,
                reading: EdgesJSON.self, convert: \.edges),
        ])
}

/// `["top", "bottom"]`: screen edges, each once.
struct EdgesJSON: WireValue {
    var edges: ScreenEdges = []

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        for name in try [String](reading: &reader) {
            guard let edge = ScreenEdges.named.first(where: { $0.name == name })?.edge else {
                throw InvalidValueError(
                    codingPath: reader.codingPath,
                    .shape(.notScreenEdge(name)))
            }
            guard !edges.contains(edge) else {
                throw InvalidValueError(codingPath: reader.codingPath, .shape(.givenTwice(name)))
            }
            edges.insert(edge)
        }
    }
}

extension ModalPresentationStyle: WireEnum {}
