/// A responder chain: the list you get by following `next` from one responder until it runs out.
///
/// ## How an event flows along the chain
///
/// UIKit keeps no chain anywhere: it is what walking `next` produces, so it changes whenever the view hierarchy
/// or the presentation stack changes. For a touch, hit-testing picks where the chain starts; for presses,
/// shakes, remote-control events and nil-targeted actions, the first responder does.
///
/// ```
///   UIApplication.sendEvent(_:)
///          │
///          ▼
///   UIWindow.sendEvent(_:) ──► gesture recognizers (hit view and its ancestors see touches first)
///          │
///          ▼  hitTest(_:with:) picks the view (touches); the first responder otherwise
///   ┌──────────────┐  next: superview    ┌──────────────┐  next: its controller  ┌──────────────────┐
///   │   hit view   │ ──────────────────► │  root view   │ ─────────────────────► │ view controller  │
///   └──────────────┘  (view.superview)   └──────────────┘  (view.viewController) └──────────────────┘
///                                                                                          │
///        runtime: root view's superview (wrappers, then the window)                        │
///        documented: the window, or the presenting controller                              ▼
///   ┌──────────────┐  next (runtime)     ┌──────────────┐  next                  ┌──────────────────┐
///   │   UIWindow   │ ──────────────────► │UIWindowScene │ ─────────────────────► │  UIApplication   │
///   └──────────────┘  (documented: ─────────────────────────────────────────────►└──────────────────┘
///                      straight to the application)                                       │ next, if the delegate
///                                                                                          ▼ is a plain UIResponder
///                                                                                 ┌──────────────────┐
///                                                                                 │   AppDelegate    │ → nil
///                                                                                 └──────────────────┘
/// ```
///
/// Each responder that does not handle the event (does not override the method, or calls `super`) lets
/// UIResponder's default pass it to `next`. One that overrides without `super` ends the walk. Whatever reaches
/// the end unhandled is discarded. The scene delegate is never on this path unless an overridden `next`
/// splices it in.
///
/// Every ``Link`` names the ``NextRule`` that produced the following link, or the ``ChainEnd`` reason for the
/// last one, so a learner can see *why* each object follows the previous.
public struct ResponderChain: Sendable, Equatable {
    /// One responder in the chain and how the chain continues from it.
    public struct Link: Sendable, Equatable {
        /// The responder at this position.
        public var responder: Int
        /// The rule that gives this responder's `next` (the following link); nil on the last link.
        public var rule: NextRule?
        /// Why the chain ends here; nil on every link but the last.
        public var end: ChainEnd?
        /// With ``ChainEnd/loop``: the responder that `next` led back to.
        public var loopsBackTo: Int?

        public init(responder: Int, rule: NextRule?, end: ChainEnd?, loopsBackTo: Int? = nil) {
            self.responder = responder
            self.rule = rule
            self.end = end
            self.loopsBackTo = loopsBackTo
        }
    }

    /// The links, from the starting responder to the last.
    public var links: [Link]

    public init(links: [Link]) {
        self.links = links
    }

    /// The responders in order.
    public var responders: [Int] { links.map(\.responder) }

    /// Why the chain ends.
    public var end: ChainEnd? { links.last?.end }
}

extension App {
    /// Seed 000's `chainDescription`: the class name of every responder from `start`, following `next`.
    ///
    /// ```swift
    /// app.chainDescription(from: deleteButton, profile: .runtime)
    /// // ["UIButton", "UITableViewCellContentView", "UITableViewCell", "UITableView", "UIView",
    /// //  "InboxViewController", "UIDropShadowView", "UITransitionView", "UIWindow", "UIWindowScene",
    /// //  "UIApplication", "AppDelegate"]
    /// ```
    public func chainDescription(from start: Int, profile: Profile) -> [String] {
        chain(from: start, profile: profile).responders.map { responders[$0].className }
    }
}
