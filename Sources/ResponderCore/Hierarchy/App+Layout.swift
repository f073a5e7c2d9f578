extension App {
    /// Places every controller's root view where UIKit would, optionally inserting the private wrapper views
    /// that current iOS adds, and makes the app ready for events. Call it once, after building.
    ///
    /// - A window's root view controller's view becomes the window's backmost subview, sized to the window when
    ///   it has no size.
    /// - A child controller's view goes into its container (the parent's root view by default), frontmost.
    /// - A presented controller's view goes on top of the window. With `synthesizeWrappers` it is wrapped as
    ///   iOS does: `UITransitionView` → `UIDropShadowView` (sheets) → the root view; without, it is a direct
    ///   subview of the window.
    /// - With `synthesizeWrappers`, a table or collection cell's subviews move into a
    ///   `UITableViewCellContentView` (or `UICollectionViewCellContentView`) unless one was described (as the
    ///   cell's ``Responder/cellContentView``, or as a subview of that class); a described content view leaves the
    ///   cell's other subviews on the cell itself, under it.
    /// - A table cell's accessory (its `accessoryView`, or the standard view of its `accessoryType`) goes to the
    ///   cell's trailing edge, frontmost, and its content view ends where the accessory begins
    ///   (``placeCellAccessories()``), in both profiles: the accessory is public API.
    ///
    /// - Parameter synthesizeWrappers: Insert the private wrappers (the runtime profile's default).
    public mutating func finalizeLayout(synthesizeWrappers: Bool) {
        guard !isFinalized else { return }
        isFinalized = true
        for window in windows {
            guard let root = responders[window].rootViewController else { continue }
            placeControllers(startingAt: root, in: window, synthesizeWrappers: synthesizeWrappers)
        }
        if synthesizeWrappers { insertCellContentViews() }
        placeCellAccessories()
        addScrollViewPanRecognizers()
    }

    /// UIKit's own pan recognizer on every scroll view (`panGestureRecognizer`, public API, so in both profiles),
    /// first among the view's recognizers: UIKit adds it when the scroll view is made, before the app can add
    /// any. `isScrollEnabled = false` disables it; the scroll view is its delegate, so its answers come from the
    /// scroll view's ``ScrollBehavior``.
    private mutating func addScrollViewPanRecognizers() {
        for view in responders.indices {
            guard let scrolling = responders[view].scrolling, responders[view].kind.isView else { continue }
            var recognizer = GestureRecognizer(
                id: "\(responders[view].id).panGestureRecognizer", kind: .pan, view: view,
                isEnabled: scrolling.isScrollEnabled)
            recognizer.scrollView = view
            recognizer.shouldBegin = scrolling.panShouldBegin
            recognizer.refusesTouchesIn = scrolling.panRefusesTouchesIn
            recognizer.recognizesSimultaneously = scrolling.panRecognizesSimultaneously
            let index = gestureRecognizers.count
            gestureRecognizers.append(recognizer)
            responders[view].gestureRecognizers.insert(index, at: 0)
        }
    }

    /// A scroll view's `contentSize`: as described, or the smallest size holding every subview's frame.
    public func contentSize(of scrollView: Int) -> Size {
        if let size = responders[scrollView].scrolling?.contentSize { return size }
        var width = 0.0
        var height = 0.0
        for subview in responders[scrollView].subviews {
            width = max(width, responders[subview].frame.maxX)
            height = max(height, responders[subview].frame.maxY)
        }
        return Size(width: width, height: height)
    }

    private mutating func placeControllers(startingAt root: Int, in window: Int, synthesizeWrappers: Bool) {
        var placing = Placing(synthesizeWrappers: synthesizeWrappers, window: window)
        if let view = responders[root].rootView, responders[view].superview == nil {
            place(view, in: window, atBack: true)
        }
        placeDescendants(of: root, fallback: window, statusBar: BarMetrics.statusBarHeight, &placing)
        // Presentations stack on top of the window in order; a presented controller may present again.
        var index = 0
        while index < placing.presented.count {
            let controller = placing.presented[index]
            index += 1
            guard !placing.seen.contains(controller) else { continue }
            guard let view = responders[controller].rootView, responders[view].superview == nil else { continue }
            let windowSize = responders[window].frame.size
            let windowBounds = Rect(origin: .zero, size: windowSize)
            if responders[view].frame.size == Size(width: 0, height: 0) {
                responders[view].frame = presentedFrame(of: controller, in: window) ?? windowBounds
            } else if !responders[controller].presentation.keepsViewFrame,
                let frame = presentedFrame(of: controller, in: window)
            {
                responders[view].frame = frame
            }
            let shown = shownStyle(of: controller, windowWidth: windowSize.width)
            responders[controller].presentation.shownAs = shown
            let isSheet = shown.usesDropShadow
            // A dimmed sheet, a popover or an alert has a dimming view under it, over the whole window; where it
            // has none, a touch outside the sheet goes through the transition view to the views below.
            let isDimmed = isDimmed(controller, windowWidth: windowSize.width)
            if synthesizeWrappers {
                let transition = addWrapper("UITransitionView", for: controller, frame: windowBounds, in: window)
                if isSheet || isDimmed { responders[transition].hitTest = .passThrough }
                if isDimmed { addWrapper(Self.dimmingViewClass, for: controller, frame: windowBounds, in: transition) }
                var host = transition
                if isSheet {
                    host = addWrapper(
                        "UIDropShadowView", for: controller, frame: responders[view].frame, in: transition)
                    responders[view].frame.origin = .zero
                }
                addSubview(view, to: host)
            } else {
                // The documented profile inserts none of UIKit's private views, the dimming view among them.
                addSubview(view, to: window)
            }
            // A sheet has no status bar above it; a full-screen presentation does.
            placeDescendants(
                of: controller, fallback: view, statusBar: isSheet ? 0 : BarMetrics.statusBarHeight, &placing)
        }
    }

    /// What placing one window's controllers keeps: the controllers placed, and the presentations still to place.
    private struct Placing {
        let synthesizeWrappers: Bool
        let window: Int
        var seen: Set<Int> = []
        var presented: [Int] = []
    }

    /// Places the root views of a placed controller's descendants: its children (into their container, or its root
    /// view, frontmost) and a container controller's visible child (into the container's view, under its bar),
    /// depth-first in the order described; collects the controllers they present. A container's other children stay
    /// out of the window.
    private mutating func placeDescendants(
        of top: Int, fallback: Int, statusBar: Double, _ placing: inout Placing
    ) {
        // Work list of controllers whose root view still needs a superview; iterative so depth is unbounded.
        var work: [(controller: Int, superview: Int?, atBack: Bool)] = [(top, nil, false)]
        while let (controller, superview, atBack) = work.popLast() {
            guard placing.seen.insert(controller).inserted else { continue }
            if let superview, let view = responders[controller].rootView, responders[view].superview == nil {
                place(view, in: superview, atBack: atBack)
            }
            let root = responders[controller].rootView
            let contained = responders[controller].contained
            if let root, responders[controller].searchController != nil {
                // The search bar sits under the status bar, and under the navigation bar of the stack it is on top of.
                var top = statusBar
                if let parent = responders[controller].parent, let stack = responders[parent].contained,
                    stack.style == .navigation, stack.visible == controller, !stack.isBarHidden
                {
                    top += stack.barFrame?.size.height ?? BarMetrics.navigationBarHeight
                }
                // The documented profile inserts none of UIKit's private views, the dimming view among them.
                addSearchBar(
                    of: controller, in: root, top: top, window: placing.window,
                    dimming: placing.synthesizeWrappers)
                // The results controller's own children and presentations are placed as any controller's.
                if let search = responders[controller].searchController, search.isActive,
                    let results = search.resultsController
                {
                    work.append((results, nil, false))
                }
            }
            if let contained, let root {
                for child in contained.controllers where child != contained.visible { placing.seen.insert(child) }
                let host = containerHost(of: controller, root: root, synthesizeWrappers: placing.synthesizeWrappers)
                addBar(of: controller, in: root, statusBar: statusBar)
                if let visible = contained.visible { work.append((visible, host, true)) }
            }
            for child in responders[controller].children.reversed() where contained?.controllers.contains(child) != true
            {
                let container = responders[child].containerView ?? root ?? fallback
                work.append((child, container, false))
            }
            if let next = responders[controller].presentedViewController { placing.presented.append(next) }
        }
    }

    /// Puts a controller's root view into `superview` (at the back, or frontmost), sized to fill it when the view
    /// has no size.
    private mutating func place(_ view: Int, in superview: Int, atBack: Bool) {
        if responders[view].frame.size == Size(width: 0, height: 0) {
            responders[view].frame = Rect(origin: .zero, size: responders[superview].frame.size)
        }
        addSubview(view, to: superview, atBack: atBack)
    }

    /// Makes `child` a subview of `parent`: frontmost, or at the back (under every other subview).
    mutating func addSubview(_ child: Int, to parent: Int, atBack: Bool) {
        guard atBack else { return addSubview(child, to: parent) }
        responders[child].superview = parent
        responders[parent].subviews.insert(child, at: 0)
    }

    /// Adds a private view UIKit inserts for `owner`, named after it and the class (`inbox.UITransitionView`),
    /// frontmost in `superview`, or at its back.
    @discardableResult
    mutating func addWrapper(
        _ className: String, for owner: Int, frame: Rect, in superview: Int, atBack: Bool = false
    ) -> Int {
        addSynthesizedView(
            id: "\(responders[owner].id).\(className)", className: className, frame: frame, for: owner, in: superview,
            atBack: atBack)
    }

    /// Adds a view UIKit makes itself (a wrapper, a bar, a bar's button) for `owner`, frontmost in `superview`, or
    /// at its back.
    @discardableResult
    mutating func addSynthesizedView(
        id: String, className: String, frame: Rect, for owner: Int, in superview: Int, atBack: Bool = false
    ) -> Int {
        let view = addView(id: id, className: className, frame: frame, to: nil)
        responders[view].isSynthesized = true
        responders[view].synthesizedFor = owner
        addSubview(view, to: superview, atBack: atBack)
        return view
    }

    private mutating func insertCellContentViews() {
        let cells = responders.indices.filter { index in
            responders[index].kind == .view && ClassCatalogue.cells[responders[index].uikitClass.name] != nil
        }
        for cell in cells {
            let isTable = ClassCatalogue.cells[responders[cell].uikitClass.name] == true
            let contentClass = isTable ? "UITableViewCellContentView" : "UICollectionViewCellContentView"
            if responders[cell].cellContentView != nil
                || responders[cell].subviews.contains(where: { responders[$0].className == contentClass })
            {
                continue
            }
            let moved = responders[cell].subviews
            responders[cell].subviews = []
            let content = addSynthesizedView(
                id: "\(responders[cell].id).contentView", className: contentClass,
                frame: Rect(origin: .zero, size: responders[cell].frame.size), for: cell, in: cell)
            for view in moved { addSubview(view, to: content) }
        }
    }
}
