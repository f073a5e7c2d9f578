extension App {
    /// The view a container controller's visible child's root view goes into.
    ///
    /// With the private wrappers (the runtime profile), what iOS prints for a navigation controller
    /// (`UILayoutContainerView` → `UINavigationTransitionView` → `UIViewControllerWrapperView` → the top
    /// controller's view) and a tab bar controller (`UILayoutContainerView` → `UITransitionView` →
    /// `UIViewControllerWrapperView` → the selected controller's view); the wrappers fill the container's view and
    /// lie under its bar. Without them (Apple's documented rules), the container's view itself.
    ///
    /// A page view controller's pages go, in both profiles (its page turns are what events meet), into its private
    /// paging scroll view (scroll style) or its own view, which gets its page-curl recognizers
    /// (``addPageViewControllerHost(of:root:)``).
    mutating func containerHost(of container: Int, root: Int, synthesizeWrappers: Bool) -> Int {
        if responders[container].contained?.style == .pages {
            return addPageViewControllerHost(of: container, root: root)
        }
        guard synthesizeWrappers, let style = responders[container].contained?.style else { return root }
        let bounds = Rect(origin: .zero, size: responders[root].frame.size)
        let transition = addWrapper(style.transitionViewClass, for: container, frame: bounds, in: root, atBack: true)
        return addWrapper("UIViewControllerWrapperView", for: container, frame: bounds, in: transition)
    }

    /// Where a page view controller's current page goes, with what turns its pages.
    ///
    /// - Scroll style: a private `_UIQueuingScrollView` filling the controller's view, with `isPagingEnabled`, one
    ///   page's width for each page (the current one first), so its pan (UIScrollView.panGestureRecognizer) turns
    ///   the page on a horizontal drag past half a page or a flick. The page's view goes into it.
    /// - Page-curl style: its `gestureRecognizers` (UIPageViewController.gestureRecognizers documentation), a pan and
    ///   a tap on its own view, first among the view's recognizers, sending their actions to the page view
    ///   controller; the tap begins only in the strips along the left and right edges (``PageCurlMetrics``), where
    ///   UIKit turns the page on a tap. The page's view goes into the controller's view.
    mutating func addPageViewControllerHost(of container: Int, root: Int) -> Int {
        guard let contained = responders[container].contained else { return root }
        let size = responders[root].frame.size
        switch contained.transitionStyle {
        case .scroll:
            let scroll = addSynthesizedView(
                id: "\(responders[container].id).queuingScrollView", className: "_UIQueuingScrollView",
                frame: Rect(origin: .zero, size: size), for: container, in: root, atBack: true)
            var scrolling = ScrollBehavior()
            scrolling.isPagingEnabled = true
            scrolling.contentSize = Size(
                width: size.width * Double(max(contained.controllers.count, 1)), height: size.height)
            responders[scroll].scrolling = scrolling
            return scroll
        case .pageCurl:
            let curls: [(GestureRecognizer.Kind, String, Selector)] = [
                (.pan, "pageCurlPanGestureRecognizer", .pageCurlPan),
                (.tap, "pageCurlTapGestureRecognizer", .pageCurlTap),
            ]
            for (position, (kind, name, action)) in curls.enumerated() {
                var recognizer = GestureRecognizer(
                    id: "\(responders[container].id).\(name)", kind: kind, view: root, target: container,
                    action: action)
                recognizer.turnsPagesOf = container
                let index = gestureRecognizers.count
                gestureRecognizers.append(recognizer)
                responders[root].gestureRecognizers.insert(index, at: position)
                responders[container].actions[action] = ActionImplementation()
            }
            return root
        }
    }

    /// Adds a container controller's bar frontmost in its view, with the buttons UIKit draws in it, unless the
    /// bar is hidden. Frames follow ``BarMetrics`` unless the bar's frame was described.
    ///
    /// - A navigation bar spans the top, under the status bar (`statusBar` points; 0 in a sheet). It holds the
    ///   back button when the stack has more than one controller and the top one does not hide it (it sends
    ///   `popViewControllerAnimated:` to the navigation controller), then the top controller's left items from
    ///   the leading edge and its right items from the trailing edge.
    /// - A tab bar spans the bottom, above the home indicator's inset included in its height, with one
    ///   `UITabBarButton` per child, of equal widths (each sends `_tabBarItemClicked:` to the tab bar).
    mutating func addBar(of container: Int, in root: Int, statusBar: Double) {
        guard let contained = responders[container].contained, let visible = contained.visible,
            !contained.isBarHidden, contained.style != .pages
        else { return }
        let size = responders[root].frame.size
        switch contained.style {
        case .navigation:
            let frame =
                contained.barFrame
                ?? Rect(x: 0, y: statusBar, width: size.width, height: BarMetrics.navigationBarHeight)
            let bar = addBarView(of: container, frame: frame, in: root)
            // The bar and its buttons take touches a little below the bar (observed).
            let slop = PointInsideOverride.insets(top: 0, left: 0, bottom: -BarMetrics.navigationBarTouchSlop, right: 0)
            responders[bar].pointInside = slop
            let item = responders[visible].navigationItem ?? NavigationItem()
            var leading = BarMetrics.itemMargin
            let showsBackButton =
                contained.controllers.count > 1 && !item.hidesBackButton
                && (item.leftItems.isEmpty || item.leftItemsSupplementBackButton)
            if contained.controllers.count > 1 {
                // interactivePopGestureRecognizer: a swipe from the left edge pops the top controller.
                var pop = GestureRecognizer(
                    id: "\(responders[container].id).interactivePopGestureRecognizer", kind: .screenEdgePan,
                    view: root, target: container, action: .popViewController)
                pop.shouldBegin = showsBackButton
                pop.popsNavigationController = container
                _ = addGestureRecognizer(pop)
            }
            if showsBackButton {
                let back = addSynthesizedView(
                    id: "\(responders[container].id).backButton", className: "_UIButtonBarButton",
                    frame: Rect(x: leading, y: 0, width: BarMetrics.backButtonWidth, height: frame.size.height),
                    for: container, in: bar)
                responders[back].targetActions = [
                    TargetAction(event: .touchUpInside, target: container, action: .popViewController)
                ]
                responders[back].pointInside = slop
                leading += BarMetrics.backButtonWidth + BarMetrics.itemMargin
            }
            // A plain item fills the bar's height; a custom view keeps its own size, centred.
            func place(_ view: Int, at x: Double) {
                let size = responders[view].frame.size
                responders[view].frame =
                    item.customViews.contains(view)
                    ? Rect(x: x, y: (frame.size.height - size.height) / 2, width: size.width, height: size.height)
                    : Rect(x: x, y: 0, width: size.width, height: frame.size.height)
                if !item.customViews.contains(view) && responders[view].pointInside == .bounds {
                    responders[view].pointInside = slop
                }
                addSubview(view, to: bar)
            }
            for view in item.leftItems {
                place(view, at: leading)
                leading += responders[view].frame.size.width + BarMetrics.itemMargin
            }
            var trailing = frame.size.width - BarMetrics.itemMargin
            for view in item.rightItems {
                trailing -= responders[view].frame.size.width
                place(view, at: trailing)
                trailing -= BarMetrics.itemMargin
            }
            for view in contained.barSubviews { addSubview(view, to: bar) }
        case .tabs:
            let height = BarMetrics.tabBarButtonHeight + BarMetrics.homeIndicatorInset
            let frame = contained.barFrame ?? Rect(x: 0, y: size.height - height, width: size.width, height: height)
            let bar = addBarView(of: container, frame: frame, in: root)
            responders[bar].actions[.tabBarItemClicked] = ActionImplementation()
            let width = frame.size.width / Double(contained.controllers.count)
            for (position, child) in contained.controllers.enumerated() {
                let button = addSynthesizedView(
                    id: "\(responders[child].id).tabBarButton", className: "UITabBarButton",
                    frame: Rect(
                        x: width * Double(position), y: 0, width: width,
                        height: min(BarMetrics.tabBarButtonHeight, frame.size.height)),
                    for: child, in: bar)
                responders[button].targetActions = [
                    TargetAction(event: .touchUpInside, target: bar, action: .tabBarItemClicked)
                ]
                // The tab shows its controller's tabBarItem's title.
                responders[button].barItemTitle = responders[child].tabBarItemTitle
            }
            for view in contained.barSubviews { addSubview(view, to: bar) }
        case .pages:
            return
        }
    }

    /// The bar view itself (`navigationController.navigationBar`, `tabBarController.tabBar`), named after that
    /// property: `nav.navigationBar`.
    private mutating func addBarView(of container: Int, frame: Rect, in root: Int) -> Int {
        guard let style = responders[container].contained?.style else { return root }
        return addSynthesizedView(
            id: "\(responders[container].id).\(style.barProperty)", className: style.barClass, frame: frame,
            for: container, in: root)
    }
}

extension App {
    /// Whether `front`, the view a touch at `screenPoint` reaches instead of `view`, belongs to what UIKit draws over
    /// the content (a navigation or tab bar and the items in it: `front` or an ancestor that is not also `view`'s is
    /// synthesized) and the point lies where that is drawn. That is UIKit's design, not the app's bug, so neither
    /// the audit nor a tap's answer counts it against `view`; but the strip below a navigation bar that the bar still
    /// takes (its touch slop) lies on the content's own area, and is counted.
    public func isChrome(_ front: Int, over view: Int, at screenPoint: Point) -> Bool {
        var current: Int? = front
        var steps = 0
        while let node = current, steps <= count, !isView(view, inSubtreeOf: node) {
            if self[node].isSynthesized {
                var bar: Int? = front
                while let candidate = bar,
                    !(self[candidate].isSynthesized && self[candidate].className == "UINavigationBar")
                {
                    bar = self[candidate].kind == .window ? nil : self[candidate].superview
                }
                if let bar, let point = convertFromScreen(screenPoint, into: bar), point.y >= bounds(of: bar).maxY {
                    return false
                }
                return true
            }
            current = self[node].kind == .window ? nil : self[node].superview
            steps += 1
        }
        return false
    }
}
