/// A change to the app's own objects that may cure a diagnostic: one property of a view, a recognizer, a control's
/// target-action or a class's methods, as the app would make it in code (``App/apply(_:)``).
///
/// A fix is facts: the change, and what evaluating the same events again on the changed app showed
/// (``FixVerification``). The wire writes the change as a JSON Patch against the request and as lines of Swift.
public enum FixChange: Sendable, Equatable {
    /// `view.isUserInteractionEnabled = enabled`.
    case setInteraction(view: Int, enabled: Bool)
    /// The overrides of `methods` call super.
    case callSuper(responder: Int, methods: [ResponderMethod])
    /// `recognizer.cancelsTouchesInView = false` (its index in ``App/gestureRecognizers``).
    case keepTouches(recognizer: Int)
    /// The target-action at `pair` of `control` is added for `event` instead.
    case retarget(control: Int, pair: Int, event: TargetAction.ControlEvent)
    /// `target` implements `action`.
    case implementAction(target: Int, action: Selector)
    /// `view`'s `hitTest(_:with:)` and `point(inside:with:)` overrides are taken out (UIView's own are used).
    case standardHitTesting(view: Int)
    /// `control.isEnabled = true`.
    case enable(control: Int)
    /// `scroll.delaysContentTouches = false`.
    case noContentTouchDelay(scroll: Int)
    /// Something keeps a strong reference to `object` (a property of the controller that makes it).
    case retain(object: Int)
    /// The nil-targeted target-action at `pair` of `control` gets `target` as its explicit target.
    case setTarget(control: Int, pair: Int, target: Int)
    /// One Boolean property of `responder` takes the value that lets the event through (``FixProperty``).
    case set(FixProperty, of: Int)
    /// The target-action at `pair` of `control`, added a second time, is removed.
    case removeTarget(control: Int, pair: Int)
    /// `list.delegate = delegate` (a table's or collection view's).
    case setDelegate(list: Int, delegate: Int)
    /// `recognizer.delaysTouchesBegan = false` (its index in ``App/gestureRecognizers``).
    case noTouchDelay(recognizer: Int)
    /// The key command at `command` of `responder`'s `keyCommands` sets `wantsPriorityOverSystemBehavior`.
    case keyCommandPriority(responder: Int, command: Int)
    /// `controller`'s `preferredScreenEdgesDeferringSystemGestures` is `edges`.
    case deferEdges(controller: Int, edges: ScreenEdges)
    /// `view`'s `point(inside:with:)` accepts `margin` points around its bounds.
    case enlargeTouchArea(view: Int, margin: Double)
    /// `recognizer`'s delegate answers false to `gestureRecognizer(_:shouldReceive:)` for a touch in `view`.
    case ignoreTouches(recognizer: Int, in: Int)
    /// `view`'s `hitTest(_:with:)` returns nil where it would return the view itself, so a touch on its own area goes
    /// to the views behind it and its subviews keep theirs.
    case passThrough(view: Int)

    /// The presented `controller`'s `sheetPresentationController.largestUndimmedDetentIdentifier = detent`: no
    /// dimming view at that detent, so touches outside the sheet reach the views under it.
    case undimDetent(controller: Int, detent: String)
    /// `view` joins the presented `controller`'s `popoverPresentationController.passthroughViews`.
    case addPassthrough(controller: Int, view: Int)
    /// `controller`'s `navigationItem.searchController?.obscuresBackgroundDuringPresentation = false`: no dimming view
    /// while the search is active, so touches below the search bar reach the views under it.
    case unobscureSearch(controller: Int)

    /// `view`'s `gestureRecognizerShouldBegin(_:)` override is taken out (UIView's answers true); on a scroll view,
    /// also its answer as its own pan's delegate.
    case standardShouldBegin(view: Int)

    /// `view` overrides `point(inside:with:)` to answer true also where one of its subviews' does (its bounds kept):
    /// the usual cure for a subview drawn outside its superview, such as an annotation view's custom callout.
    case pointInsideIncludesSubviews(view: Int)
    /// `recognizer.require(toFail: other)`: it waits until `other` fails (both indices in ``App/gestureRecognizers``).
    case requireToFail(recognizer: Int, other: Int)

    /// `button.showsMenuAsPrimaryAction = false`: a tap sends the button's actions, a long press opens its menu.
    case menuNotPrimary(button: Int)

    /// The names of the kinds of change, as answers write them (``name``).
    public static let names =
        [
            "setInteraction", "callSuper", "keepTouches", "retarget", "implementAction", "standardHitTesting", "enable",
            "noContentTouchDelay", "retain", "setTarget",
        ] + FixProperty.allCases.map(\.rawValue) + [
            "removeTarget", "setDelegate", "noTouchDelay", "keyCommandPriority", "deferEdges", "enlargeTouchArea",
            "ignoreTouches", "passThrough", "undimDetent", "addPassthrough", "unobscureSearch",
            "standardShouldBegin", "pointInsideIncludesSubviews", "requireToFail", "menuNotPrimary",
        ]

    /// The kind of change, as answers write it.
    public var name: String {
        switch self {
        case .setInteraction: "setInteraction"
        case .callSuper: "callSuper"
        case .keepTouches: "keepTouches"
        case .retarget: "retarget"
        case .implementAction: "implementAction"
        case .standardHitTesting: "standardHitTesting"
        case .enable: "enable"
        case .noContentTouchDelay: "noContentTouchDelay"
        case .retain: "retain"
        case .setTarget: "setTarget"
        case .set(let property, _): property.rawValue
        case .removeTarget: "removeTarget"
        case .setDelegate: "setDelegate"
        case .noTouchDelay: "noTouchDelay"
        case .keyCommandPriority: "keyCommandPriority"
        case .deferEdges: "deferEdges"
        case .enlargeTouchArea: "enlargeTouchArea"
        case .ignoreTouches: "ignoreTouches"
        case .passThrough: "passThrough"
        case .undimDetent: "undimDetent"
        case .addPassthrough: "addPassthrough"
        case .unobscureSearch: "unobscureSearch"
        case .standardShouldBegin: "standardShouldBegin"
        case .pointInsideIncludesSubviews: "pointInsideIncludesSubviews"
        case .requireToFail: "requireToFail"
        case .menuNotPrimary: "menuNotPrimary"
        }
    }

    /// The responder whose object the change edits.
    public var responder: Int? {
        switch self {
        case .setInteraction(let view, _), .standardHitTesting(let view), .enlargeTouchArea(let view, _),
            .passThrough(let view), .standardShouldBegin(let view),
            .pointInsideIncludesSubviews(let view):
            view
        case .callSuper(let responder, _): responder
        case .retarget(let control, _, _), .enable(let control), .setTarget(let control, _, _),
            .removeTarget(let control, _), .menuNotPrimary(let control):
            control
        case .implementAction(let target, _): target
        case .noContentTouchDelay(let scroll): scroll
        case .retain(let object): object
        case .set(_, let responder), .keyCommandPriority(let responder, _): responder
        case .setDelegate(let list, _): list
        case .deferEdges(let controller, _), .undimDetent(let controller, _), .addPassthrough(let controller, _),
            .unobscureSearch(let controller):
            controller
        case .keepTouches, .noTouchDelay, .ignoreTouches, .requireToFail: nil
        }
    }

    /// The recognizer whose configuration the change edits (its view is the request's object a patch edits).
    public var recognizer: Int? {
        switch self {
        case .keepTouches(let recognizer), .noTouchDelay(let recognizer), .ignoreTouches(let recognizer, _),
            .requireToFail(let recognizer, _):
            recognizer
        default: nil
        }
    }
}

/// A Boolean property a fix sets, to the value that lets the event through: its name is the change's (``FixChange``).
public enum FixProperty: String, Sendable, CaseIterable {
    /// `isMultipleTouchEnabled = true`: the view takes a second finger.
    case allowMultipleTouch
    /// `isExclusiveTouch = false`: touching the view no longer keeps other views from their touches.
    case notExclusiveTouch
    /// `isScrollEnabled = true`.
    case enableScrolling
    /// `alwaysBounceVertical = true`: the scroll view moves vertically (and bounces back) even when its content
    /// fits, so a pull down reaches its refresh control.
    case alwaysBounceVertical
    /// `bounces = true`: the content may go past its edges while the finger drags it, and springs back.
    case bounces
    /// `canCancelContentTouches = false`: once the content has the touch, a drag stays with it.
    case keepContentTouches
    /// `canCancelContentTouches = true`: a drag may take the touch from the content and scroll.
    case cancelContentTouches
    /// An override of `touchesShouldCancel(in:)` answers true, so a drag scrolls even when it starts on a control.
    case touchesShouldCancel
    /// `allowsSelection = true` on a table or collection view.
    case allowSelection
    /// An override of `canBecomeFirstResponder` answers true.
    case canBecomeFirstResponder
    /// An override of `canResignFirstResponder` answers true (or is taken out: UIResponder's answers true).
    case canResignFirstResponder
    /// `dragInteractionEnabled = false` on a table or collection view: a finger held on a cell no longer lifts it,
    /// so the move scrolls.
    case noListDrag

    /// The request's field the property is written in (a JSON Pointer below the responder's object).
    public var field: String {
        switch self {
        case .allowMultipleTouch: "isMultipleTouchEnabled"
        case .notExclusiveTouch: "isExclusiveTouch"
        case .enableScrolling: "isScrollEnabled"
        case .alwaysBounceVertical: "alwaysBounceVertical"
        case .bounces: "bounces"
        case .keepContentTouches, .cancelContentTouches: "canCancelContentTouches"
        case .touchesShouldCancel: "touchesShouldCancel"
        case .allowSelection: "allowsSelection"
        case .canBecomeFirstResponder: "canBecomeFirstResponder"
        case .canResignFirstResponder: "canResignFirstResponder"
        // The request describes a list's own drag as its `dragInteraction`, `isEnabled` its dragInteractionEnabled.
        case .noListDrag: "dragInteraction/isEnabled"
        }
    }

    /// The value the fix gives it.
    public var value: Bool {
        switch self {
        case .notExclusiveTouch, .keepContentTouches, .noListDrag: false
        default: true
        }
    }

    /// Whether the app changes it by overriding a property in its own subclass, rather than by setting it.
    public var isOverride: Bool {
        switch self {
        case .touchesShouldCancel, .canBecomeFirstResponder, .canResignFirstResponder: true
        default: false
        }
    }
}

/// Why a warning or an error comes without a fix.
public enum NoFixReason: String, Error, Sendable, CaseIterable {
    /// Each change the service knows for it leaves the event as it was, or is not one change.
    case noSingleChange
    /// The cure is in an object UIKit makes or owns (a private view, a synthesized wrapper, a scroll view's own pan
    /// recognizer), which the app does not change.
    case uikitsOwn
    /// The cure is what the description leaves out (the recognizers, target-actions or methods it does not give).
    case undescribed
    /// The cure is the app's own code, which no property describes (when it calls a method, the action a control
    /// should send).
    case appCode
    /// The work budget for fixes ran out before this one was tried: it is not verified, and not given.
    case notVerified
    /// The change is to an object the request does not describe on its own (a controller's view it leaves
    /// implicit), so no patch can say it.
    case notInRequest
}

/// What evaluating the same events again, on the app with the change, showed for the event.
public struct FixVerification: Sendable, Equatable {
    public var outcome: EventResult.Outcome
    /// The first touch's hit view (touch events only).
    public var hitView: Int?
    public var handler: Int?
    /// The actions performed, and who performed each.
    public var performed: [(action: Selector, by: Int)]
    /// The warnings and errors the event still has, by code.
    public var remaining: [DiagnosticCode]
    /// Whether the diagnostic being fixed is gone.
    public var cured: Bool

    public static func == (lhs: FixVerification, rhs: FixVerification) -> Bool {
        lhs.outcome == rhs.outcome && lhs.hitView == rhs.hitView && lhs.handler == rhs.handler
            && lhs.performed.map(\.action) == rhs.performed.map(\.action)
            && lhs.performed.map(\.by) == rhs.performed.map(\.by) && lhs.remaining == rhs.remaining
            && lhs.cured == rhs.cured
    }
}

/// A diagnostic's fix: the change that cured it, verified, with the others that cured it too; or why there is none.
public enum FixOutcome: Sendable, Equatable {
    case fix(Fix)
    case none(NoFixReason)
}

/// A verified change, and the other changes that cured the same diagnostic.
public struct Fix: Sendable, Equatable {
    public var change: FixChange
    public var verified: FixVerification
    public var alternatives: [Fix] = []
}
