/// A `UIResponder` event method that a subclass may override.
public enum ResponderMethod: String, Sendable, CaseIterable, Hashable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
    case motionBegan, motionEnded, motionCancelled
    case remoteControlReceived

    /// The Swift signature, as a learner would search for it.
    public var signature: String {
        switch self {
        case .remoteControlReceived: return "remoteControlReceived(with:)"
        default: return "\(rawValue)(_:with:)"
        }
    }

    /// The touch methods, in the order UIKit calls them for one touch sequence.
    public static let touchFamily: [ResponderMethod] = [.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled]
}

/// How a responder's override of one event method behaves.
public enum MethodOverride: String, Sendable, Hashable {
    /// Overridden and calls `super`: it handles the event and UIResponder's default forwards it to `next`.
    case callsSuper
    /// Overridden without calling `super`: it handles the event and the walk stops here (the event is swallowed).
    case withoutSuper
}

/// How a responder's `point(inside:with:)` is overridden.
public enum PointInsideOverride: Sendable, Hashable {
    /// UIView's default: the point is inside `bounds` (half-open).
    case bounds
    /// Seed 000's `CloseButton`: bounds grown symmetrically to at least this size (never shrunk).
    case minimumSize(Size)
    /// Bounds with edge insets applied; negative insets enlarge the tappable area.
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// Always true: the whole plane is inside.
    case always
    /// Always false: the view and its subviews never receive touches.
    case never
    /// True inside any of the given rectangles, in the view's own coordinates (its bounds when `rects` is nil), or,
    /// with `includeSubviews`, wherever one of its subviews' `point(inside:with:)` is true at the point converted to
    /// it: the override UIView's documentation of `hitTest(_:with:)` calls for when a subview lies outside its
    /// superview's bounds (an annotation view's custom callout, a tab bar's raised button).
    case regions([Rect]?, includeSubviews: Bool)
}

/// How a responder's `hitTest(_:with:)` is overridden.
public enum HitTestOverride: Sendable, Hashable {
    /// UIView's default: check the flags and `point(inside:)`, ask subviews front to back, else return self.
    case standard
    /// Always returns nil: the view and all its subviews are invisible to touches (seed 002).
    case returnsNil
    /// Returns what the default would, except nil instead of itself: touches on its empty area pass through
    /// to views behind it, its subviews still get theirs.
    case passThrough
    /// Returns itself when the point is inside, never asking its subviews: it intercepts their touches.
    case returnsSelf
    /// Returns another view when the point is inside (seed 002's `return self.subviews[0]`).
    case redirect(to: Int)
}

/// Whether a responder implements an action selector, and what its `canPerformAction(_:withSender:)` says.
public struct ActionImplementation: Sendable, Hashable {
    /// What `canPerformAction(_:withSender:)` returns for this selector.
    public var canPerform: Bool
    /// Why it declines, in the user's words, when it does.
    public var reason: String?

    public init(canPerform: Bool = true, reason: String? = nil) {
        self.canPerform = canPerform
        self.reason = reason
    }
}

/// A canonical action selector: `copy(_:)` and `copy:` are the same selector.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The Objective-C spelling, e.g. `copy:` or `archiveMessage:`.
    public let name: String

    /// Accepts either spelling: `archiveMessage(_:)`, `archive(_:sender:)`, or `archiveMessage:`.
    public init(_ spelling: String) {
        // Most selectors are written the Objective-C way (`tap:`): one scan of the bytes says so. The brackets and
        // colons are ASCII, so the bytes are read, not the characters.
        let bytes = spelling.utf8
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")") else {
            self.name = spelling
            return
        }
        let base = spelling[..<open]
        let labels = bytes[bytes.index(after: open)..<bytes.index(before: bytes.endIndex)]
        var result = String(base)
        var isFirst = true
        for labelBytes in labels.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: true) {
            let label = Substring(labelBytes)
            if isFirst {
                isFirst = false
                // An unlabelled first argument (`deleteTapped(_:)`, the usual action) adds only its colon.
                guard label != "_" else {
                    result += ":"
                    continue
                }
                let capitalized = "\(label.prefix(1).uppercased())\(label.dropFirst())"
                let firstWord = String(label.prefix { !$0.isUppercase })
                if Self.prepositions.contains(firstWord) || Self.endsWithPreposition(String(base)) {
                    result += "\(capitalized):"
                } else {
                    result += "With\(capitalized):"
                }
            } else {
                result += label == "_" ? ":" : "\(label):"
            }
        }
        self.name = result
    }

    public var description: String { name }

    /// The Swift spelling of the method: `archiveMessage(_:)` from `archiveMessage:`.
    public var swiftName: String {
        // The base name (before the first colon), "(_:", the other labels with their colons as they are, and ")":
        // `tableView:didSelectRowAtIndexPath:` is `tableView(_:didSelectRowAtIndexPath:)`. What follows the last
        // colon is dropped. The colons are ASCII, so the bytes are searched and copied, not the characters: through
        // the string's indices it cost about 3,000 instructions, and an answer on a table row spells one.
        var name = name
        return name.withUTF8 { bytes in
            let colon = UInt8(ascii: ":")
            guard let first = bytes.firstIndex(of: colon), let last = bytes.lastIndex(of: colon) else {
                return String(decoding: bytes, as: UTF8.self)
            }
            let base = UnsafeBufferPointer(rebasing: bytes[..<first])
            let labels = UnsafeBufferPointer(rebasing: bytes[first < last ? (first + 1)..<(last + 1) : first..<first])
            return String(utf8Count: base.count + labels.count + 4) { append in
                append(base)
                ("(_:" as StaticString).withUTF8Buffer(append)
                append(labels)
                (")" as StaticString).withUTF8Buffer(append)
            }
        }
    }

    /// Swift omits the `With` it would insert for a first argument label that starts with a preposition, or after
    /// a base name that ends with one (`move(to:)` → `moveTo:`, `doSomething(with:)` → `doSomethingWith:`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "since", "to", "under",
        "until", "using", "via", "when", "with", "within",
    ]

    static func endsWithPreposition(_ base: String) -> Bool {
        guard let start = base.lastIndex(where: \.isUppercase) else { return false }
        return prepositions.contains(base[start...].lowercased())
    }

    /// A navigation controller's `popViewController(animated:)`, which its back button sends it.
    public static let popViewController = Selector("popViewControllerAnimated:")
    /// What a page-curl page view controller's own tap recognizer sends: its private page curl turns the page (the
    /// selector is private; the page view controller is the target the answer names).
    public static let pageCurlTap = Selector("_handleTapGesture:")
    /// What a page-curl page view controller's own pan recognizer sends: the page follows the finger.
    public static let pageCurlPan = Selector("_handlePanGesture:")
    /// What a tab bar button sends its tab bar (private; the tab bar then tells its controller to select the tab).
    public static let tabBarItemClicked = Selector("_tabBarItemClicked:")

    /// The standard edit actions an edit menu can show, in menu order.
    public static let standardEditActions: [Selector] = ["cut:", "copy:", "paste:", "delete:", "select:", "selectAll:"]
        .map(Selector.init)
}
