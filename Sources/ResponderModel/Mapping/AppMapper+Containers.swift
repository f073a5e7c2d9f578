import ResponderCore
import ResponderWords

extension AppMapper {
    /// A container controller's `viewControllers`, `selectedIndex` and bar, checked against its class: only a
    /// `UINavigationController` has a stack and a `navigationBar`, only a `UITabBarController` has tabs, a
    /// `selectedIndex` and a `tabBar`.
    mutating func mapContainer(
        _ controller: ViewControllerJSON, _ index: Int, inherited: Size, at location: RequestLocations.Location
    ) {
        let style = app.responders[index].uikitClass.containerStyle
        let className = app.responders[index].className
        func refuse(_ field: String, _ words: MappingWords) {
            problems.append(Problem.Field(pointer: locations.pointer(location, field), .mapping(words)))
        }
        if controller.viewControllers != nil && style == nil {
            refuse("viewControllers", .notContainer(className))
        }
        if controller.selectedIndex != nil && style != .tabs {
            refuse("selectedIndex", .selectedIndexOutsideTabs(className))
        }
        if controller.navigationBar != nil && style != .navigation {
            refuse("navigationBar", .navigationBarOutsideNavigation(className))
        }
        if controller.tabBar != nil && style != .tabs {
            refuse("tabBar", .tabBarOutsideTabs(className))
        }
        if controller.transitionStyle != nil && style != .pages {
            refuse("transitionStyle", .transitionStyleOutsidePages(className))
        }
        guard let style, let stack = controller.viewControllers else { return }
        if !controller.children.isEmpty {
            refuse("children", .containerChildren(style))
        }
        if stack.isEmpty && style != .pages {
            return refuse("viewControllers", style == .navigation ? .emptyNavigationStack : .noTabs)
        }
        if style == .tabs && stack.count > 5 {
            return refuse("viewControllers", .tooManyTabs)
        }
        var visibleIndex = stack.count - 1
        if style == .tabs {
            visibleIndex = controller.selectedIndex ?? 0
            if visibleIndex >= stack.count {
                refuse("selectedIndex", .selectedIndexOutOfRange(visibleIndex, count: stack.count))
                visibleIndex = 0
            }
        }
        var children: [Int] = []
        for position in stack.indices {
            let place = locations.element(position, of: "viewControllers", of: location)
            if let child = mapController(stack[position], inherited: inherited, at: place) { children.append(child) }
            if tooManyNodes { return }
        }
        guard children.count == stack.count else { return }
        if style == .pages {
            return app.setPages(children, of: index, transitionStyle: controller.transitionStyle ?? .scroll)
        }
        app.setViewControllers(children, of: index, style: style, visibleIndex: visibleIndex)
        let bar = style == .navigation ? controller.navigationBar : controller.tabBar
        if let hidden = bar?.isHidden { app[index].contained?.isBarHidden = hidden }
        if let frame = bar?.frame { app[index].contained?.barFrame = frame.core }
        // Views the app added to the bar, in the bar's coordinates (its size: the described frame, or the
        // standard bar's).
        if let bar, !bar.subviews.isEmpty {
            let barPlace = locations.field(style == .navigation ? "navigationBar" : "tabBar", of: location)
            let barSize =
                bar.frame?.core.size
                ?? Size(
                    width: inherited.width,
                    height: style == .navigation
                        ? BarMetrics.navigationBarHeight : BarMetrics.tabBarButtonHeight + BarMetrics.homeIndicatorInset
                )
            for (position, subview) in bar.subviews.enumerated() {
                let place = locations.element(position, of: "subviews", of: barPlace)
                guard let view = mapView(subview, kind: .view, inherited: barSize, at: place) else { return }
                app[index].contained?.barSubviews.append(view)
            }
        }
    }

    /// A controller's `navigationItem`: each bar button item becomes the control a navigation bar draws it as
    /// (`_UIButtonBarButton`), named by its id or its place in the request, sending its action on touchUpInside
    /// to its target, or along the chain when it has none. The layout puts the items in the bar while the
    /// controller is on top of a stack.
    mutating func mapNavigationItem(
        _ item: NavigationItemJSON, of controller: Int, at location: RequestLocations.Location
    ) {
        var navigationItem = NavigationItem(hidesBackButton: item.hidesBackButton ?? false)
        navigationItem.leftItemsSupplementBackButton = item.leftItemsSupplementBackButton ?? false
        navigationItem.leftItems = mapBarButtonItems(
            item.leftBarButtonItems, "leftBarButtonItems", at: location, customViews: &navigationItem.customViews)
        navigationItem.rightItems = mapBarButtonItems(
            item.rightBarButtonItems, "rightBarButtonItems", at: location, customViews: &navigationItem.customViews)
        app[controller].navigationItem = navigationItem
    }

    private mutating func mapBarButtonItems(
        _ items: [BarButtonItemJSON], _ field: String, at location: RequestLocations.Location,
        customViews: inout Set<Int>
    ) -> [Int] {
        var views: [Int] = []
        for position in items.indices {
            let place = locations.element(position, of: field, of: location)
            if var custom = items[position].customView {
                if custom.traits.id == nil { custom.traits.id = items[position].id }
                // The custom view at its own size (44 × 44 unless described); the item's action is never sent.
                let size = Size(width: BarMetrics.itemWidth, height: BarMetrics.itemWidth)
                guard
                    let view = mapView(
                        custom, kind: .view, inherited: size, at: locations.field("customView", of: place))
                else { return views }
                if !items[position].action.isEmpty {
                    app[view].ignoredBarButtonAction = Selector(items[position].action)
                }
                customViews.insert(view)
                views.append(view)
                continue
            }
            var traits = ResponderTraitsJSON()
            traits.id = items[position].id
            guard
                let view = register(traits, kind: .view, defaultClass: "_UIButtonBarButton", defaultID: nil, at: place)
            else { return views }
            app[view].frame = Rect(
                x: 0, y: 0, width: items[position].width ?? BarMetrics.itemWidth, height: BarMetrics.navigationBarHeight
            )
            if let enabled = items[position].isEnabled { app[view].isEnabled = enabled }
            app[view].barItemTitle = items[position].title
            app[view].targetActions = [
                TargetAction(event: .touchUpInside, target: nil, action: Selector(items[position].action))
            ]
            if let target = items[position].target {
                pending.append(PendingReference(id: target, field: .barButtonItemTarget(item: view), owner: place))
            }
            views.append(view)
        }
        return views
    }
}

extension AppMapper {
    /// Adds the controller a view holds (`viewController`): the view is its root view, where it stands.
    mutating func mapHeldController(
        _ held: ViewHeldControllerJSON, of view: Int, kind: ResponderKind, at location: RequestLocations.Location
    ) {
        let place = locations.field("viewController", of: location)
        guard kind != .window else {
            problems.append(Problem.Field(pointer: locations.pointer(place), .mapping(.windowHoldsController)))
            return
        }
        guard
            let controller = register(
                held.traits, kind: .viewController, defaultClass: "UIViewController", defaultID: nil, at: place)
        else { return }
        app.setRootView(view, of: controller)
        if let presenter = held.presentedBy {
            pending.append(
                PendingReference(
                    id: presenter,
                    field: .presentedBy(controller: controller, style: held.modalPresentationStyle ?? .fullScreen),
                    owner: place))
        }
        heldControllers.append((controller, view, held.presentedBy != nil))
    }

    /// Finds the parents of the controllers held by views of `window` (those from index `start` of
    /// ``heldControllers``): the controller of the nearest view above each one's view that is a root view. One
    /// with none and not presented, the first of its window, is the window's root view controller when the window
    /// names none.
    mutating func relateHeldControllers(in window: Int, from start: Int) {
        for (controller, view, presented) in heldControllers[start...] where !presented {
            var ancestor = app[view].superview
            var parent: Int?
            while let current = ancestor, current != window {
                if let owner = app[current].viewController {
                    parent = owner
                    break
                }
                ancestor = app[current].superview
            }
            if let parent {
                app.addChild(controller, to: parent, in: app[view].superview)
            } else if app[window].rootViewController == nil {
                app.setRootViewController(controller, of: window)
            }
        }
    }
}
