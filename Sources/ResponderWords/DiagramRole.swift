import ResponderCore

/// A part something plays in a diagram, drawn in a colour (or a dash) of its own.
///
/// The event's roles and the hit-test outcomes paint a shape: a shape takes the colour of the first of its roles in
/// the order of the renderer's `RoleStyle.table`, and each further event role rings it in its own colour, so no role hides another.
/// The states only set a dash, the marks are the fingers, the chain and hit areas.
public enum DiagramRole: String, CaseIterable, Sendable {
    case swallowed
    case handler
    case performer
    case starved
    case hitView = "hit-view"
    case diagnosed
    case hitTestOverride = "hit-test-override"
    case containsHit = "contains-hit"
    case skipped
    case hidden
    case noTouches = "no-touches"
    case synthesized
    case finger
    case touchPath = "touch-path"
    case chain
    case hitArea = "hit-area"

    /// The role a hit-test outcome paints, nil for the hit (the hit view's own role says it).
    public init?(_ outcome: HitTestOutcome) {
        switch outcome {
        case .hit: return nil
        case .containsHit: self = .containsHit
        case .hidden, .userInteractionDisabled, .transparent, .pointOutside, .singularTransform: self = .skipped
        case .hitTestReturnsNil, .passedThrough, .interceptedBySelf, .redirected: self = .hitTestOverride
        }
    }
}
