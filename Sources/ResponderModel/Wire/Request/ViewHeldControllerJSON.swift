import ResponderCore

/// The controller whose root view a view is, described on the view itself: how an app is written when its view tree
/// is known as a whole (as UIKit prints it in the debugger) and each controller is found at its view.
///
/// The view stays where it is in the tree; the controller comes between it and its superview in the chain, as for
/// any root view. Its parent is the controller of the nearest view above it that is a root view (UIKit puts a child's
/// view inside its parent's), unless `presentedBy` names the controller that presented it; a controller with
/// neither, the first in its window, is the window's root view controller.
///
/// ```json
/// {"id": "list.view", "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
///  "viewController": {"id": "list", "class": "MyApp.ListViewController"}}
/// ```
public struct ViewHeldControllerJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    /// The id of the controller that presented this one.
    public var presentedBy: String?
    public var modalPresentationStyle: ModalPresentationStyle?

    init() {}

    static let wire = WireTable<ViewHeldControllerJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [
            .field("presentedBy", \.presentedBy), .field("modalPresentationStyle", \.modalPresentationStyle),
        ])
}

extension ViewHeldControllerJSON {
    /// `ViewHeldController` in openapi.yaml.
    static let docs = WireDoc(
        "ViewHeldController",
        """
        A view controller described on its root view (`viewController`). Default class UIViewController.
        """,
        fields: [
            .nullable(
                "presentedBy", .string,
                """
                The id of the controller that presented this one (422 when it is no other controller). Absent: its \
                parent is the controller of the nearest view above it that is a root view, and a controller with \
                none, the first of its window, is the window's root view controller.
                """),
            .nullable("modalPresentationStyle", .enumeration(.modalStyle), "With `presentedBy`; default `fullScreen`."),
        ])
}
