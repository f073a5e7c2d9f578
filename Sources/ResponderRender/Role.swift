import ResponderCore

/// A responder's part in the picture, written as a CSS class.
enum Role: String {
    case hitView = "hit-view"
    case handler
    case swallowed
    case starved
    case diagnosed
    case inChain = "in-chain"

    /// The role in a tooltip.
    var sentence: String? {
        switch self {
        case .hitView: "the hit-test view"
        case .handler: "handled the event"
        case .swallowed: "swallowed the touches (overrides without calling super)"
        case .starved: "never received the touches it overrides"
        case .diagnosed: "named by a warning or error diagnostic"
        case .inChain: nil
        }
    }
}
