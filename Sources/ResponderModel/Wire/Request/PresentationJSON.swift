import ResponderCore

/// A presented controller's `sheetPresentationController`: `{"detents": [{"identifier": "medium"}, {"identifier":
/// "large"}], "selectedDetentIdentifier": "medium", "largestUndimmedDetentIdentifier": "medium"}`.
public struct SheetJSON: WireObject, Sendable {
    public var detents: [DetentJSON]?
    public var selectedDetentIdentifier: String?
    public var largestUndimmedDetentIdentifier: String?

    init() {}

    static let wire = WireTable<SheetJSON>([
        .field("detents", \.detents), .field("selectedDetentIdentifier", \.selectedDetentIdentifier),
        .field("largestUndimmedDetentIdentifier", \.largestUndimmedDetentIdentifier),
    ])
}

/// One detent: `{"identifier": "medium"}`, `{"identifier": "large"}`, or a custom one with its height,
/// `{"identifier": "peek", "height": 200}`.
public struct DetentJSON: WireObject, Sendable {
    public var identifier = ""
    public var height: Double?

    init() {}

    static let wire = WireTable<DetentJSON>([
        .field("identifier", \.identifier, required: true), .field("height", \.height),
    ])
}

/// A presented controller's `popoverPresentationController`: `{"sourceView": "shareButton", "passthroughViews":
/// ["toolbar"], "adaptivePresentationStyle": "none"}`.
public struct PopoverJSON: WireObject, Sendable {
    public var sourceView = ""
    public var passthroughViews: [String] = []
    public var adaptivePresentationStyle: AdaptiveStyle?
    public var preferredContentSize: SizeJSON?

    init() {}

    static let wire = WireTable<PopoverJSON>([
        .field("sourceView", \.sourceView, required: true), .field("passthroughViews", \.passthroughViews),
        .field("adaptivePresentationStyle", \.adaptivePresentationStyle),
        .field("preferredContentSize", \.preferredContentSize),
    ])

    /// What the presentation controller's delegate returns from `adaptivePresentationStyle(for:traitCollection:)`.
    public enum AdaptiveStyle: String, Sendable, CaseIterable, WireEnum {
        /// No delegate, or it returns `.automatic`: a popover in a compact width adapts to a sheet.
        case automatic
        /// `.none`: the popover stays a popover in a compact width.
        case none
    }
}

extension AlertStyle: WireEnum {}
extension PageTransitionStyle: WireEnum {}

extension SheetJSON {
    /// `SheetPresentation` in openapi.yaml.
    static let docs = WireDoc(
        "SheetPresentation",
        """
        A presented page or form sheet's `sheetPresentationController` (on a popover: the sheet it adapts to in a \
        compact width). In a compact width (a window narrower than 744 points) the sheet is the window's width, at \
        its shown detent's height from the bottom: `large` reaches y 54 (the 47-point status bar inset and a 7-point \
        gap), `medium` is half the window's height, a custom detent is its height plus the 34-point bottom inset. \
        A form sheet in a regular width is 540×620, centred, whatever its detents. A root view with a frame of its \
        own keeps it. At or below `largestUndimmedDetentIdentifier` the sheet has no dimming view: a touch outside \
        it reaches the presenting controller's views; above it the dimming view (`UIDimmingView`) takes the tap \
        and dismisses the sheet, unless `isModalInPresentation`.
        """,
        example: [
            "detents": [["identifier": "medium"], ["identifier": "large"]], "selectedDetentIdentifier": "medium",
            "largestUndimmedDetentIdentifier": "medium",
        ],
        fields: [
            .nullable(
                "detents", .array(.ref("SheetDetent")).minItems(1),
                "Smallest first, as UIKit asks; each identifier once (422 otherwise). Absent: `[large]`."),
            .nullable(
                "selectedDetentIdentifier", .string,
                "The detent the sheet shows at; absent or null: the smallest. 422 when no detent has it."),
            .nullable(
                "largestUndimmedDetentIdentifier", .string,
                """
                The largest detent without a dimming view; absent or null: dimmed at every detent. 422 when no \
                detent has it.
                """),
        ])
}

extension DetentJSON {
    /// `SheetDetent` in openapi.yaml.
    static let docs = WireDoc(
        "SheetDetent",
        """
        A sheet's detent: the system `medium` or `large` (no height), or a custom detent (`.custom(identifier:)` \
        with a resolver) and the height its resolver returns.
        """,
        example: ["identifier": "peek", "height": 200],
        fields: [
            .required("identifier", .string, "`medium`, `large`, or a custom detent's identifier."),
            .nullable(
                "height", .length,
                """
                A custom detent's height, above the bottom safe-area inset; required for a custom detent, refused \
                (422) for `medium` and `large`.
                """),
        ])
}

extension PopoverJSON {
    /// `PopoverPresentation` in openapi.yaml.
    static let docs = WireDoc(
        "PopoverPresentation",
        """
        A controller presented with `modalPresentationStyle` `popover`: its `popoverPresentationController`. \
        In a regular width (a window at least 744 points wide), or when the delegate keeps it, it is a popover \
        of `preferredContentSize` below its source view (above it where it does not fit), with a dimming view \
        over the rest of the window that takes a tap outside the popover and dismisses it, except on \
        `passthroughViews`, which keep their touches while the popover stays. In a compact width it adapts to \
        a page sheet (see SheetPresentation) unless `adaptivePresentationStyle` is `none`.
        """,
        example: ["sourceView": "shareButton", "passthroughViews": ["toolbar"]],
        fields: [
            .required(
                "sourceView", .string,
                """
                The id of the view its arrow points at (UIKit raises an exception when a popover has no source). \
                422 when it names no view.
                """),
            .nullable(
                "passthroughViews", .array(.string).default([]),
                "Ids of views that keep their touches while the popover shows; 422 when one names no view."),
            .nullable(
                "adaptivePresentationStyle", .oneOf(["automatic", "none"]).default("automatic"),
                """
                What the presentation controller's delegate returns from \
                `adaptivePresentationStyle(for:traitCollection:)`: `none` keeps the popover a popover in a \
                compact width; `automatic` (no delegate) adapts it to a sheet.
                """),
            .nullable(
                "preferredContentSize", .ref("Size"),
                "The popover's size; absent: 320×320. A root view with a frame of its own keeps it."),
        ])
}
