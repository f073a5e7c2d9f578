/// What a responder has that its description does not give: an app imported from a debugger's dumps knows a view
/// has gesture recognizers (the dump prints `gestureRecognizers = <NSArray …>`) but not which, knows a button is a
/// control but not its target-actions, knows a class is the app's own but not which methods it overrides.
///
/// An answer whose verdict could turn on one of them says so (``DiagnosticWords/Walk/undescribed(responder:facts:methods:hitTesting:action:)``),
/// with the debugger command that prints what is missing.
public enum UndescribedFact: String, Sendable, CaseIterable, Hashable {
    /// The view has gesture recognizers of unknown kinds, which see touches on it and its subviews first.
    case gestureRecognizers
    /// The control's target-actions: which actions it sends, to whom, for which control events.
    case targets
    /// Which event methods the app's class overrides (the touch, press and motion methods, `hitTest(_:with:)`,
    /// `point(inside:with:)`).
    case overrides
    /// Which action methods the app's class implements.
    case actions
    /// Which responder of the window is first responder.
    case firstResponder
    /// The SwiftUI content a hosting view draws: its gestures, buttons and hit-testing (`allowsHitTesting`,
    /// `contentShape`), which SwiftUI's own gesture recognizers on the hosting view decide. A SwiftUI hosting view
    /// (``App/hostsSwiftUI(_:)``) has it without being told.
    case swiftUIContent
}

/// A set of ``UndescribedFact``s, one bit each.
public struct Undescribed: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ fact: UndescribedFact) {
        self.init(rawValue: 1 << UInt8(UndescribedFact.allCases.firstIndex(of: fact) ?? 0))
    }

    public static let gestureRecognizers = Undescribed(.gestureRecognizers)
    public static let targets = Undescribed(.targets)
    public static let overrides = Undescribed(.overrides)
    public static let actions = Undescribed(.actions)
    public static let firstResponder = Undescribed(.firstResponder)
    public static let swiftUIContent = Undescribed(.swiftUIContent)

    /// The facts, in ``UndescribedFact``'s order.
    public var facts: [UndescribedFact] { UndescribedFact.allCases.filter { contains(Undescribed($0)) } }
}
