import ResponderCore

/// A view (or a window's extra subview) and its subtree, nested the way a person draws it.
///
/// Everything but `id` and `frame` is optional; omitted flags take the class's UIKit defaults.
public struct ViewDescription: WireObject, Sendable {
    public var traits = ResponderTraits()
    public var frame: FrameJSON?
    public var boundsOrigin: PointJSON?
    public var transform: TransformJSON?
    public var isHidden: Bool?
    public var alpha: Double?
    public var isUserInteractionEnabled: Bool?
    public var clipsToBounds: Bool?
    public var isMultipleTouchEnabled: Bool?
    public var isExclusiveTouch: Bool?
    public var pointInside: PointInsideJSON?
    public var hitTest: HitTestJSON?
    public var gestureRecognizers: [GestureRecognizerJSON] = []
    public var isEnabled: Bool?
    public var targets: [TargetActionJSON] = []
    public var isEditable: Bool?
    public var hasText: Bool?
    public var hasSelection: Bool?
    public var subviews: [ViewDescription] = []

    init() {}

    static let wire = WireTable<ViewDescription>(
        ResponderTraits.wire.lifted(\.traits) + [
            .field("frame", \.frame), .field("boundsOrigin", \.boundsOrigin), .field("transform", \.transform),
            .field("isHidden", \.isHidden),
            .field("alpha", \.alpha, check: { (0...1).contains($0 ?? 0) ? nil : "alpha must be between 0 and 1" }),
            .field("isUserInteractionEnabled", \.isUserInteractionEnabled),
            .field("clipsToBounds", \.clipsToBounds), .field("isMultipleTouchEnabled", \.isMultipleTouchEnabled),
            .field("isExclusiveTouch", \.isExclusiveTouch), .field("pointInside", \.pointInside),
            .field("hitTest", \.hitTest), .field("gestureRecognizers", \.gestureRecognizers),
            .field("isEnabled", \.isEnabled), .field("targets", \.targets), .field("isEditable", \.isEditable),
            .field("hasText", \.hasText), .field("hasSelection", \.hasSelection), .field("subviews", \.subviews),
        ])
}

/// `point(inside:with:)` override: `"always"`, `"never"`, `{"minimumSize": {…}}` or `{"insets": {…}}`.
public enum PointInsideJSON: WireValue, Sendable {
    case always, never, bounds
    case minimumSize(width: Double, height: Double)
    case insets(top: Double, left: Double, bottom: Double, right: Double)

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        guard try reader.peek() != .string else {
            let word = try reader.readString()
            switch word {
            case "always": self = .always
            case "never": self = .never
            case "bounds": self = .bounds
            default:
                throw InvalidValueError(
                    codingPath: reader.codingPath,
                    message:
                        "'\(word)' is not one of 'bounds', 'always', 'never', {\"minimumSize\": …}, {\"insets\": …}")
            }
            return
        }
        let form = try Form(reading: &reader)
        switch (form.minimumSize, form.insets) {
        case (let size?, nil): self = .minimumSize(width: size.width, height: size.height)
        case (nil, let insets?):
            self = .insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        case (nil, nil): throw InvalidValueError(codingPath: reader.codingPath, message: "give minimumSize or insets")
        case (_?, _?):
            throw InvalidValueError(codingPath: reader.codingPath, message: "give minimumSize or insets, not both")
        }
    }

    /// The object form.
    struct Form: WireObject {
        var minimumSize: SizeJSON?
        var insets: InsetsJSON?

        static let wire = WireTable<Form>([.field("minimumSize", \.minimumSize), .field("insets", \.insets)])
    }

    var core: PointInsideOverride {
        switch self {
        case .always: return .always
        case .never: return .never
        case .bounds: return .bounds
        case .minimumSize(let width, let height): return .minimumSize(Size(width: width, height: height))
        case .insets(let top, let left, let bottom, let right):
            return .insets(top: top, left: left, bottom: bottom, right: right)
        }
    }
}

/// Edge insets; negative values enlarge.
struct InsetsJSON: WireObject {
    var top = 0.0
    var left = 0.0
    var bottom = 0.0
    var right = 0.0

    static let wire = WireTable<InsetsJSON>([
        .field("top", \.top), .field("left", \.left), .field("bottom", \.bottom), .field("right", \.right),
    ])
}

/// `hitTest(_:with:)` override: `"standard"`, `"returnsNil"`, `"passThrough"`, `"returnsSelf"` or
/// `{"redirectTo": "viewId"}`.
public enum HitTestJSON: WireValue, Sendable {
    case standard, returnsNil, passThrough, returnsSelf
    case redirect(to: String)

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        guard try reader.peek() != .string else {
            let word = try reader.readString()
            switch word {
            case "standard": self = .standard
            case "returnsNil": self = .returnsNil
            case "passThrough": self = .passThrough
            case "returnsSelf": self = .returnsSelf
            default:
                throw InvalidValueError(
                    codingPath: reader.codingPath,
                    message: "'\(word)' is not one of 'standard', 'returnsNil', 'passThrough', 'returnsSelf', "
                        + "{\"redirectTo\": \"viewId\"}")
            }
            return
        }
        self = .redirect(to: try Redirect(reading: &reader).redirectTo)
    }

    /// The object form.
    struct Redirect: WireObject {
        var redirectTo = ""

        static let wire = WireTable<Redirect>([.field("redirectTo", \.redirectTo, required: true)])
    }
}

/// A gesture recognizer on a view.
public struct GestureRecognizerJSON: WireObject, Sendable {
    public var id: String?
    public var type = GestureRecognizer.Kind.tap
    public var recognizes: Bool?
    public var isEnabled: Bool?
    public var numberOfTapsRequired: Int?
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var recognizesSimultaneously: Bool?
    public var target: String?
    public var action: String?

    init() {}

    static let wire = WireTable<GestureRecognizerJSON>([
        .field("id", \.id), .field("type", \.type, required: true, missing: "type is required"),
        .field("recognizes", \.recognizes), .field("isEnabled", \.isEnabled),
        // Read as a number and checked here: a whole number from 1 to 10, with a message that says so.
        .field("numberOfTapsRequired", \.numberOfTapsRequired, reading: TapCount.self, convert: \.count),
        .field("cancelsTouchesInView", \.cancelsTouchesInView), .field("delaysTouchesBegan", \.delaysTouchesBegan),
        .field("delaysTouchesEnded", \.delaysTouchesEnded),
        .field("recognizesSimultaneously", \.recognizesSimultaneously), .field("target", \.target),
        .field("action", \.action),
    ])

    /// `numberOfTapsRequired`: a whole number from 1 to 10.
    struct TapCount: WireValue {
        var count: Int?

        init<Reader: WireReader>(reading reader: inout Reader) throws {
            let taps = try reader.readDouble()
            guard taps == taps.rounded(), (1...10).contains(taps) else {
                throw InvalidValueError(
                    codingPath: reader.codingPath, message: "numberOfTapsRequired must be a whole number from 1 to 10")
            }
            count = Int(taps)
        }
    }
}

/// A control's `addTarget(_:action:for:)`: `{"event": "touchUpInside", "target": "inbox", "action": "deleteTapped:"}`;
/// a missing or null target is a nil-targeted action.
public struct TargetActionJSON: WireObject, Sendable {
    public var event = TargetAction.ControlEvent.touchUpInside
    public var target: String?
    public var action = ""

    init() {}

    static let wire = WireTable<TargetActionJSON>([
        .field("event", \.event), .field("target", \.target), .field("action", \.action, required: true),
    ])
}

extension GestureRecognizer.Kind: WireEnum {}
extension TargetAction.ControlEvent: WireEnum {}
