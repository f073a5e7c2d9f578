/// How a presented controller is shown, and what a tap outside it does: the facts of its
/// `sheetPresentationController` or `popoverPresentationController` and of `isModalInPresentation`.
///
/// ```
///  UIWindow
///   └ UITransitionView            passes a touch through where none of its subviews takes it
///      ├ UIDimmingView            the whole window; takes a tap outside the sheet or popover and dismisses it,
///      │                          unless isModalInPresentation; none at or below largestUndimmedDetentIdentifier;
///      │                          a popover's passes a touch through over its passthroughViews
///      └ UIDropShadowView         the sheet (or the popover's frame), at its selected detent's height
///         └ the presented controller's root view
/// ```
///
/// UIKit's documentation: UISheetPresentationController (`detents`, `selectedDetentIdentifier`: nil is the
/// smallest detent; `largestUndimmedDetentIdentifier`: nil dims at every detent, and at or below it the views under
/// the sheet stay interactive), `UIViewController.isModalInPresentation` (the sheet ignores a tap outside it),
/// UIPopoverPresentationController (`passthroughViews`: "the views the user can interact with while the popover is
/// visible"), and `adaptivePresentationStyle(for:traitCollection:)` (return `.none` to keep a popover a popover in a
/// compact width).
public struct Presentation: Sendable, Equatable {
    /// A sheet's detents, smallest first (UIKit's `detents`; `[.large()]` by default).
    public var detents: [SheetDetent] = [.large]
    /// `selectedDetentIdentifier`: the detent the sheet is shown at; nil is the smallest.
    public var selectedDetent: String?
    /// `largestUndimmedDetentIdentifier`: at or below this detent the sheet has no dimming view; nil dims always.
    public var largestUndimmedDetent: String?
    /// `UIViewController.isModalInPresentation`: a tap on the dimming view does not dismiss it.
    public var isModalInPresentation = false
    /// A popover's `sourceView`: the view its arrow points at.
    public var sourceView: Int?
    /// A popover's `passthroughViews`: views that keep their touches while the popover shows.
    public var passthroughViews: [Int] = []
    /// Whether the presentation controller's delegate returns `.none` from `adaptivePresentationStyle(for:)`, so a
    /// popover stays a popover in a compact width (false: it adapts to a sheet).
    public var keepsPopoverInCompactWidth = false
    /// A popover's `preferredContentSize`; nil is the service's default, ``defaultPopoverSize``.
    public var preferredContentSize: Size?
    /// A `UIAlertController`'s `preferredStyle`; nil for any other controller.
    public var alertStyle: AlertStyle?
    /// How the layout showed it in its window (``App/shownStyle(of:windowWidth:)``); nil before the layout.
    public var shownAs: ModalPresentationStyle?
    /// Whether the request describes its `sheetPresentationController` (a fix's patch adds the object otherwise).
    public var describesSheet = false
    /// Whether the root view keeps the frame it has; false when its description gave none, so the layout gives it
    /// the sheet's, popover's or alert's frame. A root view with no size gets that frame either way.
    public var keepsViewFrame = true

    public init() {}

    /// The size given to a popover whose `preferredContentSize` is not described.
    public static let defaultPopoverSize = Size(width: 320, height: 320)

    /// The detent the sheet is shown at: the selected one, or the smallest.
    public var shownDetent: SheetDetent {
        detents.first { $0.identifier == selectedDetent } ?? detents.first ?? .large
    }

    /// Whether the sheet, at its shown detent, has a dimming view: it does unless the shown detent is at or below
    /// (not after, in `detents`' order) the largest undimmed one.
    public var dimsAtShownDetent: Bool {
        guard let undimmed = largestUndimmedDetent,
            let limit = detents.firstIndex(where: { $0.identifier == undimmed }),
            let shown = detents.firstIndex(where: { $0.identifier == shownDetent.identifier })
        else { return true }
        return shown > limit
    }
}

/// A `UIAlertController`'s `preferredStyle`.
public enum AlertStyle: String, Sendable, CaseIterable {
    /// A centred alert: modal; a tap outside it does nothing.
    case alert
    /// An action sheet: a tap outside it cancels it (a popover on iPad).
    case actionSheet
}

/// One of a sheet's detents: a system one (`medium`, `large`) or a custom height.
public struct SheetDetent: Sendable, Equatable {
    /// `UISheetPresentationController.Detent.Identifier`: `medium`, `large`, or the custom detent's.
    public var identifier: String
    /// A custom detent's height (what its resolver returns: the sheet's height above the bottom safe area); nil for
    /// the system detents.
    public var height: Double?

    public init(identifier: String, height: Double? = nil) {
        self.identifier = identifier
        self.height = height
    }

    /// `.large()`: the sheet's full height.
    public static let large = SheetDetent(identifier: "large")
    /// `.medium()`: about half the screen's height.
    public static let medium = SheetDetent(identifier: "medium")
    /// The system detents' identifiers.
    public static let systemIdentifiers = ["medium", "large"]
}

/// The geometry UIKit gives a presentation, in a window's coordinates.
public enum PresentationMetrics {
    /// A window at least this wide is taken as a regular width (the narrowest iPad, 744 points in portrait);
    /// narrower is compact (an iPhone in portrait).
    public static let regularWidth = 744.0
    /// A large sheet's top on an iPhone: the 47-point status bar inset and a 7-point gap (y 54 on a 390×844
    /// screen, as iOS 15 and later lay out a page sheet).
    public static let largeSheetTop = BarMetrics.statusBarHeight + 7
    /// The bottom safe-area inset (the home indicator), which a custom detent's height leaves out.
    public static let bottomInset = 34.0
    /// A form sheet's size in a regular width: 540×620 points, centred.
    public static let formSheetSize = Size(width: 540, height: 620)
    /// How far a popover's frame stands from its source view (its arrow).
    public static let arrowLength = 13.0
    /// How far a popover keeps from the window's edges.
    public static let edgeMargin = 10.0
    /// An alert's size when its view has none of its own: UIKit's alerts are 270 points wide; the height follows
    /// the actions (two buttons and a title: about 140).
    public static let alertSize = Size(width: 270, height: 140)
    /// An action sheet's side margins in a compact width, and its height when its view has none of its own.
    public static let actionSheetMargin = 8.0
    public static let actionSheetHeight = 200.0
}

extension App {
    /// How a presented controller is really shown in its window: a popover in a compact width adapts to a sheet
    /// unless its delegate returns `.none`; a form sheet in a compact width is a page sheet; an action sheet in a
    /// regular width on an iPad is a popover.
    public func shownStyle(of controller: Int, windowWidth: Double) -> ModalPresentationStyle {
        let style = responders[controller].modalPresentationStyle
        let presentation = responders[controller].presentation
        let regular = windowWidth >= PresentationMetrics.regularWidth
        // UIAlertController's documentation: on an iPad an action sheet is presented as a popover (its
        // popoverPresentationController); on an iPhone it slides up from the bottom, whatever the width.
        if presentation.alertStyle == .actionSheet { return idiom == .pad && regular ? .popover : .overFullScreen }
        if presentation.alertStyle == .alert { return .overFullScreen }
        if style == .popover && !regular && !presentation.keepsPopoverInCompactWidth { return .pageSheet }
        if style == .formSheet && !regular { return .pageSheet }
        return style
    }

    /// Whether a presented controller, shown as it is in a window of `windowWidth`, has a dimming view over what
    /// is under it: a dimmed sheet, a popover, an alert or an action sheet.
    public func isDimmed(_ controller: Int, windowWidth: Double) -> Bool {
        switch shownStyle(of: controller, windowWidth: windowWidth) {
        case .pageSheet, .formSheet: responders[controller].presentation.dimsAtShownDetent
        case .popover: true
        case .overFullScreen: responders[controller].presentation.alertStyle != nil
        case .fullScreen: false
        }
    }

    /// The frame of a presented controller's sheet, popover or alert in its window when its root view has no size
    /// of its own; nil for a full-screen presentation (the window's bounds).
    func presentedFrame(of controller: Int, in window: Int) -> Rect? {
        let windowSize = responders[window].frame.size
        let presentation = responders[controller].presentation
        switch shownStyle(of: controller, windowWidth: windowSize.width) {
        case .pageSheet, .formSheet:
            if responders[controller].modalPresentationStyle == .formSheet
                && windowSize.width >= PresentationMetrics.regularWidth
            {
                let size = PresentationMetrics.formSheetSize
                let width = min(size.width, windowSize.width)
                let height = min(size.height, windowSize.height)
                return Rect(
                    x: (windowSize.width - width) / 2, y: (windowSize.height - height) / 2, width: width,
                    height: height)
            }
            let largest = windowSize.height - PresentationMetrics.largeSheetTop
            let detent = presentation.shownDetent
            let height: Double
            if let custom = detent.height {
                height = min(largest, custom + PresentationMetrics.bottomInset)
            } else if detent.identifier == SheetDetent.medium.identifier {
                height = windowSize.height / 2
            } else {
                height = largest
            }
            return Rect(x: 0, y: windowSize.height - height, width: windowSize.width, height: height)
        case .popover:
            let size = presentation.preferredContentSize ?? Presentation.defaultPopoverSize
            let margin = PresentationMetrics.edgeMargin
            let source =
                presentation.sourceView.flatMap { frameInWindow(of: $0) }
                ?? Rect(
                    x: windowSize.width / 2, y: windowSize.height / 2, width: 0, height: 0)
            let x = min(max(margin, source.midX - size.width / 2), max(margin, windowSize.width - margin - size.width))
            let below = source.maxY + PresentationMetrics.arrowLength
            let y =
                below + size.height <= windowSize.height - margin
                ? below : max(margin, source.minY - PresentationMetrics.arrowLength - size.height)
            return Rect(x: x, y: y, width: size.width, height: size.height)
        case .overFullScreen:
            switch presentation.alertStyle {
            case .alert?:
                let size = PresentationMetrics.alertSize
                return Rect(
                    x: (windowSize.width - size.width) / 2, y: (windowSize.height - size.height) / 2,
                    width: size.width, height: size.height)
            case .actionSheet?:
                let margin = PresentationMetrics.actionSheetMargin
                let height = PresentationMetrics.actionSheetHeight
                return Rect(
                    x: margin, y: windowSize.height - PresentationMetrics.bottomInset - height,
                    width: windowSize.width - 2 * margin, height: height)
            case nil: return nil
            }
        case .fullScreen:
            return nil
        }
    }

    /// A view's frame in its window's coordinates (no transforms on the way: origins added up).
    func frameInWindow(of view: Int) -> Rect? {
        var origin = responders[view].frame.origin
        var current = responders[view].superview
        var steps = 0
        while let node = current, responders[node].kind != .window, steps <= responders.count {
            origin.x += responders[node].frame.minX - responders[node].boundsOrigin.x
            origin.y += responders[node].frame.minY - responders[node].boundsOrigin.y
            current = responders[node].superview
            steps += 1
        }
        guard current != nil else { return nil }
        return Rect(origin: origin, size: responders[view].frame.size)
    }

    /// The presented controller whose dimming view `view` is, when it is one.
    public func dimmedPresentation(of view: Int) -> Int? {
        guard responders[view].isSynthesized, responders[view].className == Self.dimmingViewClass,
            searchDimming(of: view) == nil
        else { return nil }
        return responders[view].synthesizedFor
    }

    /// The class of the view UIKit puts under a dimmed sheet or a popover.
    public static let dimmingViewClass = "UIDimmingView"

    /// Dismisses `presented` as a tap on its dimming view does (UIKit's documentation: UISheetPresentationController,
    /// UIPopoverPresentationController, `dismiss(animated:completion:)`: dismissing a controller dismisses the ones
    /// it presented too): each one's `UITransitionView` leaves its window, taking the dimming view, the sheet and the
    /// controller's view with it, a first responder among those views resigns, and the presenting controller has no
    /// `presentedViewController` any more (nor the dismissed ones a `presentingViewController`). For the events after
    /// this one.
    ///
    /// - Returns: The controllers dismissed, `presented` first.
    @discardableResult
    public mutating func dismissPresentation(of presented: Int) -> [Int] {
        var dismissed: [Int] = []
        var current: Int? = presented
        while let controller = current, !dismissed.contains(controller), dismissed.count <= responders.count {
            dismissed.append(controller)
            current = responders[controller].presentedViewController
        }
        // One pass over the responders finds every dismissed controller's transition view.
        let controllers = Set(dismissed)
        var gone = controllers
        for view in responders.indices
        where responders[view].isSynthesized && responders[view].className == "UITransitionView"
            && responders[view].synthesizedFor.map(controllers.contains) == true
        {
            if let window = responders[view].superview {
                responders[window].subviews.removeAll { $0 == view }
                responders[view].superview = nil
            }
            gone.insert(view)
        }
        for controller in dismissed {
            if let view = responders[controller].rootView { gone.insert(view) }
        }
        for (window, first) in state.firstResponders where gone.contains(where: { isView(first, inSubtreeOf: $0) }) {
            state.firstResponders[window] = nil
        }
        if let presenting = responders[presented].presentingViewController,
            responders[presenting].presentedViewController == presented
        {
            responders[presenting].presentedViewController = nil
        }
        for controller in dismissed { responders[controller].presentingViewController = nil }
        return dismissed
    }

    /// Whether `view`'s `hitTest(_:with:)` returns nil where it would return itself, at a point in its own space: a
    /// pass-through override, or a popover's dimming view over one of the popover's `passthroughViews`.
    public func passesThrough(_ view: Int, at point: Point) -> Bool {
        if case .passThrough = responders[view].hitTest { return true }
        guard let presented = dimmedPresentation(of: view) else { return false }
        let passthrough = responders[presented].presentation.passthroughViews
        guard !passthrough.isEmpty else { return false }
        // The dimming view fills its window from the origin: a point in it is a point in the window.
        var window = responders[view].superview
        var steps = 0
        while let node = window, responders[node].kind != .window, steps <= responders.count {
            window = responders[node].superview
            steps += 1
        }
        guard let window else { return false }
        let screen = Point(x: point.x + responders[window].frame.minX, y: point.y + responders[window].frame.minY)
        return passthrough.contains { other in
            guard let local = convertFromScreen(screen, into: other) else { return false }
            return pointInside(local, of: other)
        }
    }
}
