/// Something that makes a described app impossible, found by
/// ``App/validate(firstResponderClaims:overriddenNext:profile:)``: a stable code, the responder whose property is at
/// fault, and the facts its message is worded from (in every language by the model's `MappingWords`, which resolves
/// the responders to their ids).
///
/// The core knows nothing of JSON: a front end turns ``responder`` and ``property`` into the place in its own
/// input (the model layer makes a JSON Pointer of them).
public struct Finding: Sendable, Equatable {
    /// What is wrong.
    public enum Code: String, Sendable, CaseIterable {
        /// A first responder that is a view or controller outside any window.
        case firstResponderNotInWindow
        /// A first responder that lives in another window than the one that names it.
        case firstResponderInOtherWindow
        /// A first responder whose `canBecomeFirstResponder` is false.
        case cannotBecomeFirstResponder
        /// The app names a first responder for a window that already has another.
        case windowHasFirstResponder
        /// Overridden `next` properties that lead back to a responder already passed.
        case nextLoop
    }

    /// The property at fault.
    public enum Property: String, Sendable {
        /// A window's `firstResponder` (``responder`` is the window), or the app's (``responder`` is nil).
        case firstResponder
        /// A responder's overridden `next`.
        case next
    }

    public var code: Code
    /// The responder whose property is at fault; nil for a property of the app as a whole.
    public var responder: Int?
    public var property: Property
    /// What the message says, as facts.
    public var words: Words

    /// The facts of a finding's message: one case per sentence, with the responders it names.
    public enum Words: Sendable, Equatable {
        /// A view or controller named first responder that is in no window.
        case notInWindow(responder: Int)
        /// A window named for a first responder twice.
        case windowHasFirstResponder(window: Int, existing: Int)
        /// A first responder in `actual`, named for `window`.
        case inOtherWindow(responder: Int, actual: Int, window: Int)
        /// A first responder that is no UIResponder.
        case plainObject(responder: Int)
        /// A first responder whose canBecomeFirstResponder is false.
        case cannotBecomeFirstResponder(responder: Int)
        /// Overridden next properties that walk `walked` and lead back to `back`.
        case nextLoop(walked: [Int], back: Int)
    }

    public init(_ code: Code, responder: Int?, property: Property, words: Words) {
        self.code = code
        self.responder = responder
        self.property = property
        self.words = words
    }
}
