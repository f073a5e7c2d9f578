import Foundation
import ResponderCore

/// A view controller: its root view, child controllers and the controller it presents.
public struct ViewControllerDescription: Decodable, Sendable {
    static let allowedKeys = KeySet(
        ResponderTraits.keys + ["view", "children", "container", "presented", "modalPresentationStyle"])

    public var traits: ResponderTraits
    public var view: ViewDescription?
    public var children: [ViewControllerDescription]
    /// For a child: the id of the view in the parent's tree that holds the child's root view.
    public var container: String?
    public var presented: Box<ViewControllerDescription>?
    public var modalPresentationStyle: ModalPresentationStyle?

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(Self.allowedKeys)
        traits = try ResponderTraits(from: decoder)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        view = try container.decodeIfPresent(ViewDescription.self, forKey: AnyCodingKey("view"))
        children =
            try container.decodeIfPresent([ViewControllerDescription].self, forKey: AnyCodingKey("children")) ?? []
        self.container = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("container"))
        presented = try container.decodeIfPresent(ViewControllerDescription.self, forKey: AnyCodingKey("presented"))
            .map(Box.init)
        modalPresentationStyle = try container.decodeEnum(
            ModalPresentationStyle.self, forKey: AnyCodingKey("modalPresentationStyle"))
    }
}

/// A box that lets a value type contain itself.
public final class Box<Value: Sendable>: Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}

/// A window: a view plus its root view controller, key status, level and first responder.
public struct WindowDescription: Decodable, Sendable {
    static let ownKeys = ["rootViewController", "isKey", "windowLevel", "firstResponder"]

    public var view: ViewDescription
    public var rootViewController: ViewControllerDescription?
    public var isKey: Bool?
    public var windowLevel: Double?
    public var firstResponder: String?

    public init(from decoder: Decoder) throws {
        view = try ViewDescription(from: decoder, allowed: ViewDescription.windowKeys)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        rootViewController =
            try container.decodeIfPresent(ViewControllerDescription.self, forKey: AnyCodingKey("rootViewController"))
        isKey = try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("isKey"))
        windowLevel = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("windowLevel"))
        firstResponder = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("firstResponder"))
    }
}

/// A window scene with its windows and (scene) delegate.
public struct SceneDescription: Decodable, Sendable {
    public var traits: ResponderTraits
    public var delegate: ObjectDescription?
    public var windows: [WindowDescription]

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(ResponderTraits.keys + ["delegate", "windows"])
        traits = try ResponderTraits(from: decoder)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        delegate = try container.decodeIfPresent(ObjectDescription.self, forKey: AnyCodingKey("delegate"))
        windows = try container.decodeIfPresent([WindowDescription].self, forKey: AnyCodingKey("windows")) ?? []
    }
}

/// A responder that is not a view: a delegate or a custom `UIResponder` subclass. As an application's
/// delegate, a plain string refers to an existing responder by id (a delegate that is a view controller).
public struct ObjectDescription: Decodable, Sendable {
    public var traits: ResponderTraits
    /// For delegates: whether the class inherits from UIResponder (default true).
    public var isResponder: Bool?
    /// A reference to an existing responder instead of a new object.
    public var reference: String?

    public init(from decoder: Decoder) throws {
        if let reference = try? decoder.singleValueContainer().decode(String.self) {
            self.traits = ResponderTraits()
            self.reference = reference
            return
        }
        try decoder.rejectUnknownKeys(ResponderTraits.keys + ["isResponder"])
        traits = try ResponderTraits(from: decoder)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        isResponder = try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("isResponder"))
    }
}

/// The application object and its delegate.
public struct ApplicationDescription: Decodable, Sendable {
    public var traits: ResponderTraits
    public var delegate: ObjectDescription?

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(ResponderTraits.keys + ["delegate"])
        traits = try ResponderTraits(from: decoder)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        delegate = try container.decodeIfPresent(ObjectDescription.self, forKey: AnyCodingKey("delegate"))
    }
}

/// The whole app: application, scenes (windows, controllers, views), custom responders and state.
public struct AppDescription: Decodable, Sendable {
    public var application: ApplicationDescription?
    public var scenes: [SceneDescription]
    public var objects: [ObjectDescription]
    public var keyWindow: String?
    public var firstResponder: String?
    public var focusedView: String?
    public var pasteboardHasContent: Bool?

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys([
            "application", "scenes", "objects", "keyWindow", "firstResponder", "focusedView", "pasteboardHasContent",
        ])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        application = try container.decodeIfPresent(ApplicationDescription.self, forKey: AnyCodingKey("application"))
        scenes = try container.decode([SceneDescription].self, forKey: AnyCodingKey("scenes"))
        objects = try container.decodeIfPresent([ObjectDescription].self, forKey: AnyCodingKey("objects")) ?? []
        keyWindow = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("keyWindow"))
        firstResponder = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("firstResponder"))
        focusedView = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("focusedView"))
        pasteboardHasContent = try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("pasteboardHasContent"))
    }
}
