/// Why the touch at one sample point of a view's hit area went elsewhere, as the reachability pass finds it: a
/// fact that a finding about a partly reachable view carries for its first missed point.
public enum SampleMiss: Sendable, Equatable {
    /// An ancestor's `point(inside:with:)` is false there, though no clipping ancestor hides the view: the view is
    /// drawn outside that ancestor.
    case outside(ancestor: Int)
    /// Hit-testing picked this view, outside the sampled one, or nothing (nil).
    case covered(by: Int?)
}
