import ResponderCore

/// What a value's own shape refuses, as facts: one case per sentence, with the values it names. English here; each other language
/// words every case in a switch of its own (`ShapeWords+Japanese.swift`, `+Chinese`, `+Korean`).
public enum ShapeWords: Sendable, Equatable {
    // MARK: Any field

    /// `id must not be empty`: a string or list `field` that is given but empty.
    case notEmpty(field: String)
    /// `alpha must be between 0 and 1`: a number outside its field's range.
    case between(field: String, from: Int, to: Int)
    /// `width must be between 1 and 1000 points`: a length in points outside its field's range.
    case betweenPoints(field: String, from: Int, to: Int)
    /// `'x' is given twice`: a modifier key or a screen edge named twice in one list.
    case givenTwice(String)
    /// `'x' is not one of 'standard', …, {"redirectTo": "viewId"}`: a word that is none of a field's one-word forms
    /// (`words`, unquoted) and names none of its object forms (`objects`, JSON as it is written).
    case notOneOfForms(String, words: [String], objects: [String])
    /// A field that appears twice in one object (Foundation's decoders, which keep one of the two).
    case fieldTwice

    // MARK: Requests

    /// `event` or `events` in `POST /v1/audit`, which finds its events itself.
    case auditTakesNoEvent
    /// A request that could not be decoded, for a reason the decoder does not name (detail).
    case undecodable

    // MARK: Events

    /// A touch with both `point` and `path`.
    case pointAndPath
    /// A touch whose `path` has no point.
    case emptyPath
    /// A touch event with `point` (or `path`) and `touches`.
    case pointAndTouches
    /// A touch event with `touches` and a `field` (`window`, `end`) that each touch gives for itself.
    case eachTouchOwn(field: String)
    /// A motion event whose `subtype` is not `shake`.
    case notMotionSubtype(String)
    /// An action event with both `target` and `walkFrom`.
    case targetAndWalkFrom
    /// A touch event with `on` and `point`, `path` or `touches`.
    case onAndPoint
    /// A touch event with `on` and `window`.
    case onAndWindow

    // MARK: Keys, gestures and edges

    /// A key command whose `input` is empty.
    case noKeyInput
    /// A key command whose `action` is empty.
    case noSelector
    /// A name in `modifiers` that is not a modifier key.
    case notModifierKey(String)
    /// A swipe's `direction` given as one string, not a list: `name` is the string.
    case directionNotList(String)
    /// A name in `direction` that is not a swipe direction.
    case notSwipeDirection(String)
    /// A swipe's `direction` that is an empty list.
    case noDirection
    /// A delegate's `shouldReceive` whose `falseIn` is an empty list.
    case noFalseIn
    /// A name in `preferredScreenEdgesDeferringSystemGestures` that is not a screen edge.
    case notScreenEdge(String)

    // MARK: Views and bar button items

    /// A `backgroundColor` that is none of the colours a request may give.
    case badColor
    /// `pointInside` as an object with neither `minimumSize` nor `insets`.
    case noMinimumSizeOrInsets
    /// `pointInside` as an object with both `minimumSize` and `insets`.
    case minimumSizeAndInsets
    /// A transform with both matrix fields and `scale`, `rotation` or `translation`.
    case matrixAndScale
    /// A view with `contentOffset` and `boundsOrigin` (or `bounds`).
    case contentOffsetAndBoundsOrigin
    /// A view with `center` and no `bounds`.
    case centerNeedsBounds
    /// A view with `bounds` and no `center`.
    case boundsNeedsCenter
    /// A view with `frame` and `center` and `bounds`.
    case frameAndCenter
    /// A view with `center` and `bounds` and `boundsOrigin`.
    case boundsAndBoundsOrigin
    /// A bar button item with a `customView` and a `field` (`width`, `isEnabled`) the custom view has instead.
    case customViewTakesField(String)

    /// The words in English, byte for byte what the service answered before they were facts.
    public var english: String {
        switch self {
        case .notEmpty(let field): return "\(field) must not be empty"
        case .between(let field, let low, let high): return "\(field) must be between \(low) and \(high)"
        case .betweenPoints(let field, let low, let high):
            return "\(field) must be between \(low) and \(high) points"
        case .givenTwice(let name): return "'\(name)' is given twice"
        case .notOneOfForms(let word, let words, let objects):
            return "'\(word)' is not one of " + (words.map { "'\($0)'" } + objects).joined(separator: ", ")
        case .fieldTwice: return "a field appears twice in one object"
        case .auditTakesNoEvent:
            return "POST /v1/audit takes no event: it finds the events that show each bug itself (each "
                + "finding's witness); to evaluate an event, POST it to /v1/dispatch"
        case .undecodable: return "The request could not be decoded."
        case .pointAndPath:
            return "give either point (a finger that does not move) or path (its first point is where it lands), "
                + "not both"
        case .emptyPath: return "path needs at least one point: where the finger lands"
        case .pointAndTouches: return "give either point (or path) or touches, not both"
        case .eachTouchOwn(let field): return "with touches, give each touch its own \(field)"
        case .notMotionSubtype(let subtype):
            return "'\(subtype)' is not one of 'shake' (the only motion subtype UIKit delivers)"
        case .targetAndWalkFrom:
            return "an action with an explicit target does not walk the chain; give target or walkFrom, not both"
        case .onAndPoint: return "give either on (the view to aim the finger at) or point, path or touches, not both"
        case .onAndWindow: return "with on, the finger lands wherever the view is; leave out window"
        case .noKeyInput: return "input must name a key: a character, or space, return, upArrow, …"
        case .noSelector: return "action must be a selector, such as save(_:)"
        case .notModifierKey(let name): return "'\(name)' is not a modifier key; use command, shift, option or control"
        case .directionNotList(let name):
            return "direction is a list of directions, like UIKit's option set: [\"\(name)\"]"
        case .notSwipeDirection(let name): return "'\(name)' is not a swipe direction; use right, left, up or down"
        case .noDirection: return "direction must name at least one direction"
        case .noFalseIn: return "falseIn must name at least one view"
        case .notScreenEdge(let name): return "'\(name)' is not a screen edge; use top, left, bottom or right"
        case .badColor:
            return "backgroundColor must be \"clear\", a UIKit colour name such as \"white\" or \"systemBackground\", "
                + "or #RRGGBB or #RRGGBBAA"
        case .noMinimumSizeOrInsets: return "give minimumSize or insets"
        case .minimumSizeAndInsets: return "give minimumSize or insets, not both"
        case .matrixAndScale:
            return "use either the matrix fields a, b, c, d, tx, ty or scale/rotation/translation, not both"
        case .contentOffsetAndBoundsOrigin:
            return "contentOffset is the bounds origin; give contentOffset or boundsOrigin, not both"
        case .centerNeedsBounds: return "center needs bounds (for its size); or give frame instead"
        case .boundsNeedsCenter: return "bounds needs center (where the view is); or give frame instead"
        case .frameAndCenter: return "give frame, or center and bounds, not both"
        case .boundsAndBoundsOrigin: return "bounds already gives the bounds origin; leave out boundsOrigin"
        case .customViewTakesField(let field):
            return "an item with a customView takes the custom view's size and state; set \(field) on the view"
        }
    }
}
