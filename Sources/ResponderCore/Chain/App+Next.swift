extension App {
    /// What `responder.next` returns under a profile, and the UIKit rule behind it.
    ///
    /// - Parameters:
    ///   - responder: The responder asked.
    ///   - profile: `runtime` (what iOS prints) or `documented` (Apple's written list).
    /// - Returns: The next responder with its rule, or why there is none.
    public func next(of responder: Int, profile: Profile) -> NextStep {
        if let spliced = responders[responder].nextOverride { return .next(spliced, .overriddenNext) }
        return defaultNext(of: responder, profile: profile)
    }

    /// What `responder.next` would return without an overridden `next`: UIKit's own rule for its role.
    public func defaultNext(of responder: Int, profile: Profile) -> NextStep {
        // Each field is read in place: binding the responder to a local would copy it (and retain its fields).
        switch responders[responder].kind {
        case .view:
            if let controller = responders[responder].viewController { return .next(controller, .owningViewController) }
            if let superview = responders[responder].superview { return .next(superview, .superview) }
            return .end(.detachedView)
        case .window:
            if let controller = responders[responder].viewController { return .next(controller, .owningViewController) }
            if profile == .runtime, let scene = responders[responder].windowScene { return .next(scene, .windowScene) }
            return .next(application, .windowApplication)
        case .viewController:
            if profile == .documented {
                if let window = windowRooted(at: responder) { return .next(window, .rootViewControllerWindow) }
                if let presenting = responders[responder].presentingViewController {
                    return .next(presenting, .presentingViewController)
                }
            }
            if let view = responders[responder].rootView, let superview = responders[view].superview {
                return .next(superview, .rootViewSuperview)
            }
            if let parent = responders[responder].parent { return .next(parent, .parentViewController) }
            if let presenting = responders[responder].presentingViewController {
                return .next(presenting, .presentingViewController)
            }
            return .end(.controllerNotInHierarchy)
        case .windowScene:
            return .next(application, .sceneApplication)
        case .application:
            guard let delegate = responders[responder].delegate else { return .end(.applicationWithoutDelegate) }
            if !responders[delegate].isResponder { return .end(.delegateNotResponder) }
            switch responders[delegate].kind {
            case .view, .window, .viewController, .application: return .end(.delegateIsViewOrController)
            default: return .next(delegate, .applicationDelegate)
            }
        case .appDelegate:
            return .end(.noNextResponder)
        case .sceneDelegate:
            return .end(.sceneDelegate)
        case .object:
            return .end(.objectWithoutNext)
        }
    }

    /// The window whose root view controller this is.
    func windowRooted(at controller: Int) -> Int? {
        for window in windows where responders[window].rootViewController == controller { return window }
        return nil
    }

    /// Walks `next` from a responder: the chain with the rule behind every link.
    ///
    /// The walk never hangs: a responder seen twice (through an overridden `next`) ends it with ``ChainEnd/loop``.
    /// Its cost is the chain's length.
    public func chain(from start: Int, profile: Profile) -> ResponderChain {
        // Sized for a typical chain (a dozen links), so short walks never grow the table.
        var links: [ResponderChain.Link] = []
        links.reserveCapacity(16)
        // The responders linked so far, for finding a loop of `next` overrides: the links are searched one by one
        // while they are few (hashing a dozen responders into a set cost more than the search), and a set of them is
        // filled only once the chain grows past Dispatcher.shortWalk links.
        var seen = Set<Int>()
        func isLinked(_ responder: Int) -> Bool {
            if links.count <= Dispatcher.shortWalk { return links.contains { $0.responder == responder } }
            for link in links[seen.count...] { seen.insert(link.responder) }
            return seen.contains(responder)
        }
        var current = start
        while true {
            switch next(of: current, profile: profile) {
            case .next(let following, let rule):
                if following == current || isLinked(following) {
                    links.append(ResponderChain.Link(responder: current, rule: nil, end: .loop, loopsBackTo: following))
                    return ResponderChain(links: links)
                }
                links.append(ResponderChain.Link(responder: current, rule: rule, end: nil))
                current = following
            case .end(let reason):
                links.append(ResponderChain.Link(responder: current, rule: nil, end: reason))
                return ResponderChain(links: links)
            }
        }
    }
}
