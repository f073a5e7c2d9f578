/// Which set of `next` rules to apply.
public enum Profile: String, Sendable, CaseIterable {
    /// What current iOS prints at run time: window → window scene → application; a controller's next is its
    /// root view's superview (private wrappers included).
    case runtime
    /// Apple's written rules: window → application; a controller's next is the window when it is the window's
    /// root, the presenting controller when it was presented.
    case documented
}
