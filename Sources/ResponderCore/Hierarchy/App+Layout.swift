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
        addScrollViewPanRecognizers()
    }

    /// UIKit's own pan recognizer on every scroll view (`panGestureRecognizer`, public API, so in both profiles),
    /// first among the view's recognizers: UIKit adds it when the scroll view is made, before the app can add
    /// any. `isScrollEnabled = false` disables it.
    private mutating func addScrollViewPanRecognizers() {
        for view in responders.indices {
            guard let scrolling = responders[view].scrolling, responders[view].kind.isView else { continue }
            var recognizer = GestureRecognizer(
                id: "\(responders[view].id).panGestureRecognizer", kind: .pan, view: view,
                isEnabled: scrolling.isScrollEnabled)
            recognizer.scrollView = view
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
        // Work list of controllers whose root view still needs a superview; iterative so depth is unbounded.
        var work: [(controller: Int, superview: Int, atBack: Bool)] = [(root, window, true)]
        var presented: [Int] = []
        var seen: Set<Int> = []
        while let (controller, superview, atBack) = work.popLast() {
            guard seen.insert(controller).inserted else { continue }
            if let view = responders[controller].rootView, responders[view].superview == nil {
                if responders[view].frame.size == Size(width: 0, height: 0) {
                    responders[view].frame = Rect(origin: .zero, size: responders[superview].frame.size)
                }
                if atBack {
                    responders[view].superview = superview
                    responders[superview].subviews.insert(view, at: 0)
                } else {
                    addSubview(view, to: superview)
                }
            }
            for child in responders[controller].children.reversed() {
                let container = responders[child].containerView ?? responders[controller].rootView ?? window
                work.append((child, container, false))
            }
            if let next = responders[controller].presentedViewController { presented.append(next) }
        }
        // Presentations stack on top of the window in order; a presented controller may present again.
        var index = 0
        while index < presented.count {
            let controller = presented[index]
            index += 1
            guard seen.insert(controller).inserted else { continue }
            guard let view = responders[controller].rootView, responders[view].superview == nil else { continue }
            let windowSize = responders[window].frame.size
            if responders[view].frame.size == Size(width: 0, height: 0) {
                responders[view].frame = Rect(origin: .zero, size: windowSize)
            }
            if synthesizeWrappers {
                let owner = responders[controller].id
                let transition = addView(
                    id: "\(owner).UITransitionView", className: "UITransitionView",
                    frame: Rect(origin: .zero, size: windowSize), to: window)
                responders[transition].isSynthesized = true
                responders[transition].synthesizedFor = controller
                var host = transition
                if responders[controller].modalPresentationStyle.usesDropShadow {
                    let shadow = addView(
                        id: "\(owner).UIDropShadowView", className: "UIDropShadowView",
                        frame: responders[view].frame, to: transition)
                    responders[shadow].isSynthesized = true
                    responders[shadow].synthesizedFor = controller
                    responders[view].frame.origin = .zero
                    host = shadow
                }
                addSubview(view, to: host)
            } else {
                addSubview(view, to: window)
            }
            for child in responders[controller].children {
                let container = responders[child].containerView ?? view
                var nested: [(Int, Int)] = [(child, container)]
                while let (nestedController, nestedSuperview) = nested.popLast() {
                    guard seen.insert(nestedController).inserted else { continue }
                    if let nestedView = responders[nestedController].rootView, responders[nestedView].superview == nil {
                        if responders[nestedView].frame.size == Size(width: 0, height: 0) {
                            responders[nestedView].frame = Rect(
                                origin: .zero, size: responders[nestedSuperview].frame.size)
                        }
                        addSubview(nestedView, to: nestedSuperview)
                    }
                    for grandchild in responders[nestedController].children.reversed() {
                        let target =
                            responders[grandchild].containerView ?? responders[nestedController].rootView ?? view
                        nested.append((grandchild, target))
                    }
                    if let more = responders[nestedController].presentedViewController { presented.append(more) }
                }
            }
            if let next = responders[controller].presentedViewController { presented.append(next) }
        }
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
            let size = responders[cell].frame.size
            let content = addView(
                id: "\(responders[cell].id).contentView", className: contentClass,
                frame: Rect(origin: .zero, size: size), to: cell)
            responders[content].isSynthesized = true
            responders[content].synthesizedFor = cell
            responders[content].boundsOrigin = .zero
            for view in moved { addSubview(view, to: content) }
        }
    }
}
