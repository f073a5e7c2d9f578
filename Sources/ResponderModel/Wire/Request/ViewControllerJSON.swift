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

    init() {}

    static let wire = WireTable<ViewControllerJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [
            .field("view", \.view), .field("children", \.children), .field("container", \.container),
            .field("presented", \.presented), .field("modalPresentationStyle", \.modalPresentationStyle),
        ])
}

extension ModalPresentationStyle: WireEnum {}
