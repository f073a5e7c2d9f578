import ResponderCore

/// A view controller: its root view, child controllers and the controller it presents.
public struct ViewControllerDescription: WireObject, Sendable {
    public var traits = ResponderTraits()
    public var view: ViewDescription?
    public var children: [ViewControllerDescription] = []
    /// For a child: the id of the view in the parent's tree that holds the child's root view.
    public var container: String?
    public var presented: Box<ViewControllerDescription>?
    public var modalPresentationStyle: ModalPresentationStyle?

    init() {}

    static let wire = WireTable<ViewControllerDescription>(
        ResponderTraits.wire.lifted(\.traits) + [
            .field("view", \.view), .field("children", \.children), .field("container", \.container),
            .field("presented", \.presented), .field("modalPresentationStyle", \.modalPresentationStyle),
        ])
}

extension ModalPresentationStyle: WireEnum {}

/// A box that lets a value type contain itself.
public final class Box<Value: Sendable>: Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}

extension Box: WireValue where Value: WireValue {
    convenience init<Reader: WireReader>(reading reader: inout Reader) throws {
        self.init(try Value(reading: &reader))
    }
}

/// A window: a view plus its root view controller, key status, level and first responder.
public struct WindowDescription: WireObject, Sendable {
    public var view = ViewDescription()
    public var rootViewController: ViewControllerDescription?
    public var isKey: Bool?
    public var windowLevel: Double?
    public var firstResponder: String?

    init() {}

    static let wire = WireTable<WindowDescription>(
        ViewDescription.wire.lifted(\.view) + [
            .field("rootViewController", \.rootViewController), .field("isKey", \.isKey),
            .field("windowLevel", \.windowLevel), .field("firstResponder", \.firstResponder),
        ])
}

/// A window scene with its windows and (scene) delegate.
public struct SceneDescription: WireObject, Sendable {
    public var traits = ResponderTraits()
    public var delegate: ObjectDescription?
    public var windows: [WindowDescription] = []

    init() {}

    static let wire = WireTable<SceneDescription>(
        ResponderTraits.wire.lifted(\.traits) + [.field("delegate", \.delegate), .field("windows", \.windows)])
}

/// A responder that is not a view: a delegate or a custom `UIResponder` subclass. As an application's
/// delegate, a plain string refers to an existing responder by id (a delegate that is a view controller).
public struct ObjectDescription: WireObject, Sendable {
    public var traits = ResponderTraits()
    /// For delegates: whether the class inherits from UIResponder (default true).
    public var isResponder: Bool?
    /// A reference to an existing responder instead of a new object.
    public var reference: String?

    init() {}

    static let wire = WireTable<ObjectDescription>(
        ResponderTraits.wire.lifted(\.traits) + [.field("isResponder", \.isResponder)])

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        guard try reader.peek() != .string else {
            self.init()
            reference = try reader.readString()
            return
        }
        try self.init(fieldsFrom: &reader)
    }
}

/// The application object and its delegate.
public struct ApplicationDescription: WireObject, Sendable {
    public var traits = ResponderTraits()
    public var delegate: ObjectDescription?

    init() {}

    static let wire = WireTable<ApplicationDescription>(
        ResponderTraits.wire.lifted(\.traits) + [.field("delegate", \.delegate)])
}

/// The whole app: application, scenes (windows, controllers, views), custom responders and state.
public struct AppDescription: WireObject, Sendable {
    public var application: ApplicationDescription?
    public var scenes: [SceneDescription] = []
    public var objects: [ObjectDescription] = []
    public var keyWindow: String?
    public var firstResponder: String?
    public var focusedView: String?
    public var pasteboardHasContent: Bool?

    init() {}

    static let wire = WireTable<AppDescription>([
        .field("application", \.application), .field("scenes", \.scenes, required: true),
        .field("objects", \.objects), .field("keyWindow", \.keyWindow), .field("firstResponder", \.firstResponder),
        .field("focusedView", \.focusedView), .field("pasteboardHasContent", \.pasteboardHasContent),
    ])
}
