/// A `UIPointerInteraction` on a view, or a button's own (`UIButton.isPointerInteractionEnabled`): while a pointer
/// hovers in one of its regions, the pointer takes its style.
///
/// UIPointerInteractionDelegate's `pointerInteraction(_:regionFor:defaultRegion:)` gives the region the pointer is in,
/// the default being the view's whole bounds, or nil where the interaction does not change the pointer;
/// `pointerInteraction(_:styleFor:)` gives the style for that region. The description lists the regions the delegate
/// returns (none: the default region) and the style it gives them.
public struct PointerInteraction: Sendable, Equatable {
    /// The pointer's look over the region (`UIPointerStyle` and its `UIPointerEffect`).
    public enum Style: String, Sendable, CaseIterable {
        /// `UIPointerEffect.automatic`: UIKit chooses from the view (what a button's interaction does).
        case automatic
        /// `UIPointerEffect.highlight`: the pointer morphs into a highlight behind the view.
        case highlight
        /// `UIPointerEffect.lift`: the view lifts under a shadow and the pointer hides.
        case lift
        /// `UIPointerEffect.hover`: the view changes as the pointer passes, the pointer keeps its shape.
        case hover
        /// `UIPointerStyle.hidden()`: the pointer is hidden over the region.
        case hidden
    }

    /// The regions the delegate returns, in the view's bounds coordinates; empty for the default region, the whole
    /// bounds.
    public var regions: [Rect]
    public var style: Style
    /// Whether it is a button's own interaction (`isPointerInteractionEnabled`) rather than one the app added.
    public var isButtons: Bool

    public init(regions: [Rect] = [], style: Style = .automatic, isButtons: Bool = false) {
        self.regions = regions
        self.style = style
        self.isButtons = isButtons
    }
}

/// Where a hovering pointer took a pointer interaction's style.
public struct PointerResult: Sendable, Equatable {
    /// The view whose interaction styles the pointer.
    public var view: Int
    /// The region the pointer is in: its index in ``PointerInteraction/regions``; nil for the default region (the
    /// view's bounds).
    public var region: Int?
    /// The region, in the view's bounds coordinates.
    public var rect: Rect
    public var style: PointerInteraction.Style
    /// Whether it is a button's own interaction.
    public var isButtons: Bool
    /// The point of the pointer's path (0 is the first) at which it entered the region.
    public var at: Int

    public init(
        view: Int, region: Int?, rect: Rect, style: PointerInteraction.Style, isButtons: Bool, at: Int
    ) {
        self.view = view
        self.region = region
        self.rect = rect
        self.style = style
        self.isButtons = isButtons
        self.at = at
    }
}
