/// A described app: every responder, the gesture recognizers, and the current state (first responders, key
/// window, pasteboard).
///
/// Build one in Swift by adding responders and relating them, then call ``finalizeLayout(synthesizeWrappers:)``
/// once before evaluating events:
///
/// ```swift
/// var app = App()
/// let scene = app.add(Responder(id: "scene", className: "UIWindowScene",
///                               uikitClass: ClassCatalogue.builtIn(named: "UIWindowScene")!, kind: .windowScene))
/// let window = app.addWindow(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844), to: scene)
/// let button = app.addView(id: "button", className: "UIButton",
///                          frame: Rect(x: 20, y: 20, width: 100, height: 44), to: window)
/// app.finalizeLayout(synthesizeWrappers: true)
/// ```
public struct App: Sendable {
    /// Every responder; indices are stable and used everywhere as references.
    public internal(set) var responders: [Responder] = []
    /// Every gesture recognizer; views refer to them by index.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The `UIApplication` object.
    public internal(set) var application: Int = 0
    /// The scenes, in the order described.
    public internal(set) var scenes: [Int] = []
    /// The current state that events read and change.
    public var state = AppState()
    /// The device the app runs on (`UIDevice.userInterfaceIdiom`), which UIKit's idiom-dependent defaults read:
    /// UIDragInteraction's `isEnabledByDefault`, and an action sheet shown as a popover on an iPad.
    public var idiom = Idiom.phone
    /// Whether ``finalizeLayout(synthesizeWrappers:)`` ran.
    public internal(set) var isFinalized = false
    private var indexByID: [String: Int] = [:]

    /// An app with a `UIApplication` object (id `application` unless given).
    public init(applicationID: String = "application", applicationClass: String = "UIApplication") {
        let uikitClass =
            ClassCatalogue.builtIn(named: applicationClass) ?? ClassCatalogue.defaultClass(for: .application)
        application = add(
            Responder(id: applicationID, className: applicationClass, uikitClass: uikitClass, kind: .application))
    }

    /// The number of responders.
    public var count: Int { responders.count }

    /// Makes room for `count` responders, so a large hierarchy's storage grows once rather than by doubling.
    public mutating func reserveCapacity(_ count: Int) {
        responders.reserveCapacity(count)
        indexByID.reserveCapacity(count)
    }

    /// The responder at an index.
    ///
    /// Read and modified in place: a `Responder` is a large value with a dozen reference-counted fields, and a
    /// plain getter copies all of it (retaining each field) for every `app[i].kind`, which was a good part of the
    /// cost of an event and of mapping a request.
    public subscript(index: Int) -> Responder {
        _read { yield responders[index] }
        _modify { yield &responders[index] }
    }

    /// A responder's id, class name and the flags an answer shows beside them, read in place: for other modules,
    /// which would otherwise copy the whole responder to read four fields.
    public func identity(of index: Int) -> (id: String, className: String, isPrivateClass: Bool, isSynthesized: Bool) {
        (
            responders[index].id, responders[index].className, responders[index].isPrivateClass,
            responders[index].isSynthesized
        )
    }

    /// How answers and notes name a responder: its class, and its id in quotes when the id says more
    /// (`UIButton 'deleteButton'`, but `InboxViewController`).
    public func displayName(of index: Int) -> String {
        var className = responders[index].className
        var id = responders[index].id
        guard className != id else { return className }
        // Made at its final size (`String(utf8Count:writing:)`): the words name a responder a dozen
        // times an answer.
        return String(utf8Count: className.utf8.count + id.utf8.count + 3) { append in
            className.withUTF8(append)
            (" '" as StaticString).withUTF8Buffer(append)
            id.withUTF8(append)
            ("'" as StaticString).withUTF8Buffer(append)
        }
    }

    /// Writes a responder's name, the one spelling of it (``displayName(of:)`` is this, as a `String`), in its
    /// parts: an answer's writer escapes them straight into its bytes, and no `String` is made for the name.
    public func writeName<Sink: WordSink>(of index: Int, to sink: inout Sink) {
        sink.write(responders[index].className)
        guard responders[index].className != responders[index].id else { return }
        sink.write(" '")
        sink.write(responders[index].id)
        sink.write("'")
    }

    /// Writes a responder's name, or the words said when there is none.
    public func writeName<Sink: WordSink>(of index: Int?, or absent: StaticString, to sink: inout Sink) {
        if let index { writeName(of: index, to: &sink) } else { sink.write(absent) }
    }

    /// A responder's kind, read in place (for other modules, as ``identity(of:)``).
    public func kind(of index: Int) -> ResponderKind { responders[index].kind }

    /// The index of the responder with that id.
    public func index(of id: String) -> Int? { indexByID[id] }

    // MARK: Building

    /// Adds a responder and returns its index. The first responder with an id keeps it.
    @discardableResult
    public mutating func add(_ responder: consuming Responder) -> Int {
        addNotingDuplicate(responder).index
    }

    /// Adds a responder and returns its index, and the index of the responder that had its id first when one did
    /// (the first keeps the id): a mapper reports the duplicate from this, with no index of ids of its own.
    public mutating func addNotingDuplicate(_ responder: consuming Responder) -> (index: Int, firstWithID: Int?) {
        let index = responders.count
        let (id, kind) = (responder.id, responder.kind)
        // Moved into the array, not copied field by field.
        responders.append(responder)
        // The first responder with an id keeps it (a duplicate is the describer's error, reported elsewhere); one
        // hash of the id when it is new.
        let first = indexByID.updateValue(index, forKey: id)
        if let first { indexByID[id] = first }
        if kind == .windowScene { scenes.append(index) }
        return (index, first)
    }

    /// Adds a window to a scene.
    @discardableResult
    public mutating func addWindow(id: String, className: String = "UIWindow", frame: Rect, to scene: Int) -> Int {
        var window = Responder(
            id: id, className: className, uikitClass: Self.resolve(className, .window), kind: .window)
        window.frame = frame
        let index = add(window)
        attach(window: index, to: scene)
        return index
    }

    /// Adds a view as the frontmost subview of `superview`.
    @discardableResult
    public mutating func addView(id: String, className: String = "UIView", frame: Rect, to superview: Int?) -> Int {
        var view = Responder(id: id, className: className, uikitClass: Self.resolve(className, .view), kind: .view)
        view.frame = frame
        let index = add(view)
        if let superview { addSubview(index, to: superview) }
        return index
    }

    /// Makes `child` the frontmost subview of `parent`.
    public mutating func addSubview(_ child: Int, to parent: Int) {
        responders[child].superview = parent
        responders[parent].subviews.append(child)
    }

    /// Puts a window in a scene.
    public mutating func attach(window: Int, to scene: Int) {
        responders[window].windowScene = scene
        responders[scene].windows.append(window)
    }

    /// Sets a window's root view controller; its root view is placed by ``finalizeLayout(synthesizeWrappers:)``.
    public mutating func setRootViewController(_ controller: Int, of window: Int) {
        responders[window].rootViewController = controller
    }

    /// Sets a controller's root view.
    public mutating func setRootView(_ view: Int, of controller: Int) {
        responders[controller].rootView = view
        responders[view].viewController = controller
    }

    /// Adds a child controller whose root view goes into `container` (the parent's root view when nil).
    public mutating func addChild(_ child: Int, to parent: Int, in container: Int? = nil) {
        responders[child].parent = parent
        // Written only when it changes: a write gives the responder a box of its own for its seldom-set fields.
        if container != nil || responders[child].containerView != nil { responders[child].containerView = container }
        responders[parent].children.append(child)
    }

    /// Makes `controllers` a container controller's `viewControllers` (and its children), with the one at
    /// `visibleIndex` on screen: the top of a navigation stack (the last) or a tab bar controller's selected tab.
    /// A navigation controller implements `popViewControllerAnimated:`, its back button's action.
    public mutating func setViewControllers(
        _ controllers: [Int], of container: Int, style: ContainerStyle, visibleIndex: Int
    ) {
        for child in controllers { addChild(child, to: container) }
        responders[container].contained = ContainedControllers(
            style: style, controllers: controllers, visibleIndex: visibleIndex)
        if style == .navigation { responders[container].actions[.popViewController] = ActionImplementation() }
    }

    /// Makes `pages` a page view controller's pages (and its children), the first on screen, turned as
    /// `transitionStyle` says.
    public mutating func setPages(_ pages: [Int], of container: Int, transitionStyle: PageTransitionStyle) {
        setViewControllers(pages, of: container, style: .pages, visibleIndex: 0)
        responders[container].contained?.transitionStyle = transitionStyle
    }

    /// Records that `presenting` presented `presented`.
    public mutating func present(_ presented: Int, from presenting: Int, style: ModalPresentationStyle = .pageSheet) {
        responders[presenting].presentedViewController = presented
        responders[presented].presentingViewController = presenting
        responders[presented].modalPresentationStyle = style
    }

    /// Adds a gesture recognizer to its view and returns its index.
    @discardableResult
    public mutating func addGestureRecognizer(_ recognizer: GestureRecognizer) -> Int {
        let index = gestureRecognizers.count
        gestureRecognizers.append(recognizer)
        responders[recognizer.view].gestureRecognizers.append(index)
        return index
    }

    /// Makes a gesture recognizer wait for another to fail before it may recognize (`require(toFail:)`).
    public mutating func require(_ recognizer: Int, toFail other: Int) {
        gestureRecognizers[recognizer].requiresToFail.append(other)
    }

    /// Makes a recognizer wait for another to fail because a delegate says so.
    public mutating func require(_ recognizer: Int, toFail other: Int, askedBy source: DelegateWait.Source) {
        gestureRecognizers[recognizer].delegateWaits.append(DelegateWait(other: other, source: source))
    }

    /// Sets what a recognizer's delegate answers to `gestureRecognizerShouldBegin(_:)`.
    public mutating func setShouldBegin(_ value: Bool, ofGestureRecognizer recognizer: Int) {
        gestureRecognizers[recognizer].shouldBegin = value
    }

    /// Makes a recognizer's delegate refuse touches in a view and its subviews (`gestureRecognizer(_:shouldReceive:)`).
    public mutating func refuseTouches(in view: Int, forGestureRecognizer recognizer: Int) {
        gestureRecognizers[recognizer].refusesTouchesIn.insert(view)
    }

    /// Sets the object a gesture recognizer sends its action to.
    public mutating func setTarget(_ target: Int?, ofGestureRecognizer recognizer: Int) {
        gestureRecognizers[recognizer].target = target
    }

    /// Sets the application's or a scene's delegate.
    public mutating func setDelegate(_ delegate: Int, of owner: Int) {
        responders[owner].delegate = delegate
    }

    /// The built-in class for a class name, or the default for the role when the name is custom.
    public static func resolve(_ className: String, _ kind: ResponderKind, superclass: String? = nil) -> UIKitClass {
        if let builtIn = ClassCatalogue.builtIn(named: className) { return builtIn }
        // A public class the catalogue does not model stands in as its nearest modelled superclass.
        if let modelled = PublicClassCatalogue.modelledClass(named: className) { return modelled }
        if let superclass,
            let modelled = ClassCatalogue.builtIn(named: superclass)
                ?? PublicClassCatalogue.modelledClass(named: superclass)
        {
            return modelled
        }
        return ClassCatalogue.defaultClass(for: kind)
    }

    // MARK: Queries

    /// The window a view is in, or nil when it is not in any window (walks superviews; bounded by the count).
    public func window(of responder: Int) -> Int? {
        var current: Int? = responder
        var steps = 0
        while let index = current, steps <= responders.count {
            if responders[index].kind == .window { return index }
            current = responders[index].superview
            steps += 1
        }
        return nil
    }

    /// The window a responder belongs to: a view's window, a controller's root view's window, else nil.
    public func owningWindow(of responder: Int) -> Int? {
        switch responders[responder].kind {
        case .view, .window: return window(of: responder)
        case .viewController: return responders[responder].rootView.flatMap { window(of: $0) }
        default: return nil
        }
    }

    /// Whether `ancestor` is `view` or one of its superviews.
    public func isView(_ view: Int, inSubtreeOf ancestor: Int) -> Bool {
        var current: Int? = view
        var steps = 0
        while let index = current, steps <= responders.count {
            if index == ancestor { return true }
            current = responders[index].superview
            steps += 1
        }
        return false
    }

    /// Whether a view is built to receive touches: an enabled control, a text input, a view with an enabled
    /// gesture recognizer, or one that overrides a touch method.
    ///
    /// - Parameter countingScrollViewPans: Whether a scroll view's own pan recognizer makes it interactive (the
    ///   dispatcher's diagnostics count it; the audit samples scroll views through their content instead).
    public func isInteractive(_ view: Int, countingScrollViewPans: Bool = true) -> Bool {
        // Read in place: a `let` of the whole responder would copy it.
        return responders[view].isControl && responders[view].isEnabled || responders[view].isTextInput
            || responders[view].gestureRecognizers.contains {
                gestureRecognizers[$0].isEnabled && (countingScrollViewPans || gestureRecognizers[$0].scrollView == nil)
            }
            || ResponderMethod.touchFamily.contains { responders[view].overrides[$0] != nil }
    }

    /// All windows, in scene order then the order described.
    public var windows: [Int] {
        scenes.count == 1 ? responders[scenes[0]].windows : scenes.flatMap { responders[$0].windows }
    }

    /// Windows from front to back: higher `windowLevel` first, then later-described first.
    public var windowsFrontToBack: [Int] {
        let windows = windows
        if windows.count < 2 { return windows }
        return windows.enumerated()
            .sorted { lhs, rhs in
                let left = responders[lhs.element].windowLevel
                let right = responders[rhs.element].windowLevel
                return left != right ? left > right : lhs.offset > rhs.offset
            }
            .map(\.element)
    }

    /// The key window: the one marked key, else the first window.
    public var keyWindow: Int? { state.keyWindow ?? windows.first }

    /// The first responder of the key window.
    public var firstResponder: Int? { keyWindow.flatMap { state.firstResponders[$0] } }

    /// The object a press, shake or remote-control event starts at (seed 004's table) and why.
    public func firstResponderForNonTouchEvents() -> (responder: Int?, reason: StartReason) {
        if let responder = firstResponder { return (responder, .firstResponder) }
        if let window = keyWindow { return (window, .keyWindowNoFirstResponder) }
        return (nil, .noWindow)
    }

    /// Why an event or action walk started where it did.
    public enum StartReason: String, Sendable, CaseIterable {
        case hitTestView, firstResponder, focusedView, keyWindowNoFirstResponder, sender, explicitResponder, noWindow
    }
}

/// The mutable state events read and change.
public struct AppState: Sendable, Equatable {
    /// Each window's first responder.
    public var firstResponders: [Int: Int] = [:]
    /// The key window, when one was marked.
    public var keyWindow: Int?
    /// The view that has focus for presses (focus engine), when one was named.
    public var focusedView: Int?
    /// Whether the general pasteboard has content (Paste is offered only then).
    public var pasteboardHasContent = true

    public init() {}
}
