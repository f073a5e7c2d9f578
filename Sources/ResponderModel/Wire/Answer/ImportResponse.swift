import ResponderCore
import ResponderImport

/// `POST /v1/import`'s answer: the app description made from the dumps (ready to POST to `/v1/dispatch`, `/v1/chain`
/// and `/v1/audit`, as it is or edited), what became of every line, and what the dumps cannot show.
public struct ImportResponse: AnswerFields, Sendable {
    /// The app description, as the other endpoints take it.
    public var app: ImportedAppJSON
    /// Every line of each dump: what it became, or why it was left out.
    public var lines: [ImportedLineJSON]
    /// How the app was put together, in words.
    public var notes: [String]
    /// The screen the app's first window has, and where its size comes from; absent without a view dump.
    public var screen: ImportScreenJSON?
    public var summary: ImportSummaryJSON
    /// What a request may need that the dumps do not show, each with the pointer of the field it goes in.
    public var toFill: [ToFillJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("app", app)
        try visitor.visit("lines", lines)
        try visitor.visit("notes", notes)
        try visitor.visitIfPresent("screen", screen)
        try visitor.visit("summary", summary)
        try visitor.visit("toFill", toFill)
    }
}

/// The screen an import used: its size in points, and where it comes from: `window` (the dump's window prints its
/// frame), `firstView` (the dump starts at a view, and the window it is put in reaches as far as the view's frame),
/// `request` (the request's `screen`) or `standard` (an iPhone's 390 × 844, when the dump prints no size to go by).
public struct ImportScreenJSON: AnswerFields, Sendable {
    public var width: Double
    public var height: Double
    public var source: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("height", height)
        try visitor.visit("source", source)
        try visitor.visit("width", width)
    }
}

/// How much the dumps held.
public struct ImportSummaryJSON: AnswerFields, Sendable {
    public var windows: Int
    public var views: Int
    public var controllers: Int
    /// Lines that became nothing (prompts, layers, controllers whose views are not in the window).
    public var leftOut: Int

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("controllers", controllers)
        try visitor.visit("leftOut", leftOut)
        try visitor.visit("views", views)
        try visitor.visit("windows", windows)
    }
}

/// One line of a dump and what it became.
public struct ImportedLineJSON: AnswerFields, Sendable {
    public var dump: String
    public var line: Int
    public var className: String?
    public var address: String?
    /// The id it was given, and the JSON Pointer of its object in this answer (`/app/scenes/0/windows/0/…`).
    public var id: String?
    public var pointer: String?
    /// Why it became nothing.
    public var leftOut: String?
    public var note: String?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("address", address)
        try visitor.visitIfPresent("class", className)
        try visitor.visit("dump", dump)
        try visitor.visitIfPresent("id", id)
        try visitor.visitIfPresent("leftOut", leftOut)
        try visitor.visit("line", line)
        try visitor.visitIfPresent("note", note)
        try visitor.visitIfPresent("pointer", pointer)
    }
}

/// Something to fill in: where (a JSON Pointer into this answer, `/app/…/targets`) and what.
public struct ToFillJSON: AnswerFields, Sendable {
    public var pointer: String
    public var field: String
    public var message: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("field", field)
        try visitor.visit("message", message)
        try visitor.visit("pointer", pointer)
    }
}

/// The imported app, in the app description's own fields.
public struct ImportedAppJSON: AnswerFields, Sendable {
    public var windows: [ImportedViewJSON]
    /// Targets the pastes name that are neither a view nor a controller of the dumps.
    public var objects: [ImportedObjectJSON] = []

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        if !objects.isEmpty { try visitor.visit("objects", objects) }
        try visitor.visit("scenes", [ImportedSceneJSON(windows: windows)])
    }
}

/// An object of the app a pasted target names: its id and class.
public struct ImportedObjectJSON: AnswerFields, Sendable {
    public var id: String
    public var className: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("class", className)
        try visitor.visit("id", id)
    }
}

/// A gesture recognizer a pasted description attached, in the app description's fields.
public struct ImportedRecognizerJSON: AnswerFields, Sendable {
    public var id: String
    public var type: String
    public var isEnabled: Bool?
    public var numberOfTapsRequired: Int?
    public var numberOfTouchesRequired: Int?
    public var requiresToFail: [String] = []
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var target: String?
    public var action: String?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("action", action)
        try visitor.visitIfPresent("cancelsTouchesInView", cancelsTouchesInView)
        try visitor.visitIfPresent("delaysTouchesBegan", delaysTouchesBegan)
        try visitor.visitIfPresent("delaysTouchesEnded", delaysTouchesEnded)
        try visitor.visit("id", id)
        try visitor.visitIfPresent("isEnabled", isEnabled)
        try visitor.visitIfPresent("numberOfTapsRequired", numberOfTapsRequired)
        try visitor.visitIfPresent("numberOfTouchesRequired", numberOfTouchesRequired)
        if !requiresToFail.isEmpty { try visitor.visit("requiresToFail", requiresToFail) }
        try visitor.visitIfPresent("target", target)
        try visitor.visit("type", type)
    }
}

/// A control's target-action a pasted listing attached: `{"event": "touchUpInside", "target": "…", "action": "…"}`.
public struct ImportedTargetJSON: AnswerFields, Sendable {
    public var event: String
    public var target: String?
    public var action: String

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("action", action)
        try visitor.visit("event", event)
        try visitor.visitIfPresent("target", target)
    }
}

/// The one scene of an imported app.
public struct ImportedSceneJSON: AnswerFields, Sendable {
    public var windows: [ImportedViewJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("windows", windows)
    }
}

/// A window or view as the app description takes it: only the fields a line printed (or that UIKit's printing
/// rules imply), so that the rest keep their class's defaults.
public struct ImportedViewJSON: AnswerFields, Sendable {
    public var id: String
    public var className: String?
    public var superclass: String?
    public var frame: FrameJSON?
    public var center: PointJSON?
    public var bounds: FrameJSON?
    public var transform: ImportedTransformJSON?
    public var isHidden: Bool?
    public var alpha: Double?
    public var isUserInteractionEnabled: Bool?
    public var clipsToBounds: Bool?
    public var contentOffset: PointJSON?
    public var contentSize: ImportedSizeJSON?
    public var hasText: Bool?
    /// What the dumps show it has but not what (``UndescribedFact``), and the address they print for it.
    public var undescribed: [String] = []
    public var address: String?
    /// The methods its pasted method listing shows can be actions.
    public var actions: SelectorFlagsJSON?
    /// A window's first responder, as pasted.
    public var firstResponder: String?
    public var gestureRecognizers: [ImportedRecognizerJSON] = []
    public var targets: [ImportedTargetJSON] = []
    public var subviews: [ImportedViewJSON] = []
    public var viewController: ImportedControllerJSON?
    /// Without a view dump: the window's root view controller.
    public var rootViewController: ImportedControllerJSON?

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("actions", actions)
        try visitor.visitIfPresent("address", address)
        try visitor.visitIfPresent("alpha", alpha)
        try visitor.visitIfPresent("bounds", bounds)
        try visitor.visitIfPresent("center", center)
        try visitor.visitIfPresent("class", className)
        try visitor.visitIfPresent("clipsToBounds", clipsToBounds)
        try visitor.visitIfPresent("contentOffset", contentOffset)
        try visitor.visitIfPresent("contentSize", contentSize)
        try visitor.visitIfPresent("firstResponder", firstResponder)
        try visitor.visitIfPresent("frame", frame)
        if !gestureRecognizers.isEmpty { try visitor.visit("gestureRecognizers", gestureRecognizers) }
        try visitor.visitIfPresent("hasText", hasText)
        try visitor.visit("id", id)
        try visitor.visitIfPresent("isHidden", isHidden)
        try visitor.visitIfPresent("isUserInteractionEnabled", isUserInteractionEnabled)
        try visitor.visitIfPresent("rootViewController", rootViewController)
        if !subviews.isEmpty { try visitor.visit("subviews", subviews) }
        try visitor.visitIfPresent("superclass", superclass)
        if !targets.isEmpty { try visitor.visit("targets", targets) }
        try visitor.visitIfPresent("transform", transform)
        if !undescribed.isEmpty { try visitor.visit("undescribed", undescribed) }
        try visitor.visitIfPresent("viewController", viewController)
    }
}

/// A controller: held by its view (`viewController`, with `presentedBy`), or, without a view dump, nested as
/// `_printHierarchy` prints it (`children`, `presented`).
public final class ImportedControllerJSON: AnswerFields, Sendable {
    public let id: String
    public let className: String
    public let superclass: String?
    public let presentedBy: String?
    public let children: [ImportedControllerJSON]
    public let presented: ImportedControllerJSON?
    /// What the dumps show it has but not what (``UndescribedFact``), and the address they print for it.
    public let undescribed: [String]
    public let address: String?
    /// The methods its pasted method listing shows can be actions.
    public let actions: SelectorFlagsJSON?

    init(
        id: String, className: String, superclass: String?, presentedBy: String? = nil,
        children: [ImportedControllerJSON] = [], presented: ImportedControllerJSON? = nil, undescribed: [String] = [],
        address: String? = nil, actions: SelectorFlagsJSON? = nil
    ) {
        self.actions = actions
        self.undescribed = undescribed
        self.address = address
        self.id = id
        self.className = className
        self.superclass = superclass
        self.presentedBy = presentedBy
        self.children = children
        self.presented = presented
    }

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visitIfPresent("actions", actions)
        try visitor.visitIfPresent("address", address)
        if !children.isEmpty { try visitor.visit("children", children) }
        try visitor.visit("class", className)
        try visitor.visit("id", id)
        try visitor.visitIfPresent("presented", presented)
        try visitor.visitIfPresent("presentedBy", presentedBy)
        try visitor.visitIfPresent("superclass", superclass)
        if !undescribed.isEmpty { try visitor.visit("undescribed", undescribed) }
    }
}

/// `{"saveTapped:": true, …}`: selectors an object implements, as an app description's `actions` gives them.
public struct SelectorFlagsJSON: AnswerValue, Sendable {
    public var selectors: [String]

    public init?(_ selectors: [String]) {
        guard !selectors.isEmpty else { return nil }
        self.selectors = selectors
    }

    public func writeAnswer(to writer: inout AnswerWriter) { writer.writeTrueFlags(selectors) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for selector in selectors { try container.encode(true, forKey: AnyCodingKey(selector)) }
    }
}

/// `{"a": …, "b": …, "c": …, "d": …, "tx": …, "ty": …}`.
public struct ImportedTransformJSON: AnswerFields, Sendable {
    public var transform: AffineTransform

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("a", transform.a)
        try visitor.visit("b", transform.b)
        try visitor.visit("c", transform.c)
        try visitor.visit("d", transform.d)
        try visitor.visit("tx", transform.tx)
        try visitor.visit("ty", transform.ty)
    }
}

/// `{"height": …, "width": …}`.
public struct ImportedSizeJSON: AnswerFields, Sendable {
    public var size: Size

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("height", size.height)
        try visitor.visit("width", size.width)
    }
}

extension ImportedLineJSON {
    /// `ImportedLine` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ImportedLine",
        "One line of a dump and what it became: `id` and `pointer`, or `leftOut`.",
        fields: [
            .required("dump", .oneOf(["recursiveDescription", "printHierarchy"]), .selfEvident),
            .required("line", .integer.minimum(1), "1-based, in the text as sent."),
            .optional("class", .string, "The class as printed (a mangled `_TtC…` name spelled as Swift prints it)."),
            .optional("address", .string, "As printed, to match the line."),
            .optional(
                "id", .string,
                """
                The id it was given: the class's short name and the end of its address (`button-69a0`); the same \
                dump gives the same ids.
                """),
            .optional("pointer", .string, "The JSON Pointer of its object in this answer."),
            .optional(
                "leftOut", .string,
                """
                Why the line became nothing (the prompt, a layer, a controller whose view is not in the window).
                """),
            .optional(
                "note", .string,
                """
                How it was read, where that is worth knowing (a transform's box, a class the catalogue does not \
                know).
                """),
        ])
}

extension ToFillJSON {
    /// `ToFill` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ToFill",
        """
        Something a request may need that no dump shows: target-actions, the kinds of gesture recognizers, \
        overridden methods, implemented actions, the first responder. Nothing of it is invented.
        """,
        fields: [
            .required("pointer", .string, "Where the missing field goes (`/app/…/targets`)."),
            .required("field", .string, .selfEvident),
            .required("message", .string, "What is missing, for the developer."),
        ])
}

extension ImportSummaryJSON {
    /// `ImportSummary` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ImportSummary",
        "How much the dumps held.",
        fields: [
            .required("windows", .integer.minimum(0), .selfEvident),
            .required("views", .integer.minimum(0), .selfEvident),
            .required("controllers", .integer.minimum(0), .selfEvident),
            .required("leftOut", .integer.minimum(0), "Lines that became nothing."),
        ])
}

extension ImportResponse {
    /// `ImportResponse` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ImportResponse",
        "`POST /v1/import`'s answer.",
        fields: [
            .required(
                "app", .ref("AppDescription"),
                """
                The app description, exactly what `/v1/dispatch`, `/v1/chain` and `/v1/audit` take as `app`: post it \
                back as it is, or fill in `toFill` first.
                """),
            .required(
                "lines", .array(.ref("ImportedLine")), "Every line of each dump, in order (recursiveDescription first)."
            ),
            .required(
                "notes", .array(.string),
                """
                How the app was put together: a window made for a dump of a view, a quoted string read, controllers \
                without their views.
                """),
            .optional(
                "screen", .ref("ImportScreen"),
                """
                The screen the app's first window has and where its size comes from; absent without a view dump. \
                Give `screen` in the request (`--screen WxH` on the command line) to use another.
                """),
            .required("summary", .ref("ImportSummary"), .selfEvident),
            .required("toFill", .array(.ref("ToFill")), .selfEvident),
        ])
}

extension ImportScreenJSON {
    /// `ImportScreen` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ImportScreen",
        "The screen an import used: its size in points, and where that size comes from.",
        fields: [
            .required("width", .number.minimum(0), "In points."),
            .required("height", .number.minimum(0), "In points."),
            .required(
                "source", .oneOf(["window", "firstView", "request", "standard"]),
                """
                `window`: the dump's window prints its frame; `firstView`: the dump starts at a view, and the window \
                it is put in reaches as far as that view's frame; `request`: the request's `screen`; `standard`: an \
                iPhone's 390 × 844, when the dump prints no size to go by.
                """),
        ])
}

extension ImportedControllerJSON {
    /// `ImportedController` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ImportedController",
        """
        The fields an imported controller is written with: on a view as a ViewHeldController (with \
        `presentedBy`), or without a view dump as the window's ViewControllerDescription (with `children` and \
        `presented`).
        """,
        fields: [
            .required("id", .string, .selfEvident),
            .required("class", .string, .selfEvident),
            .optional("superclass", .string, .selfEvident),
            .optional("presentedBy", .string, .selfEvident),
            .optional("children", .array(.ref("ViewControllerDescription")), .selfEvident),
            .optional("presented", .ref("ViewControllerDescription"), .selfEvident),
            .optional(
                "undescribed", .array(.enumeration(.undescribedFact)).minItems(1),
                "What the dumps show it has but not what: `actions` for a class of the app (see ResponderTraits)."),
            .optional(
                "address", .string,
                "The address `_printHierarchy` printed for it, with `undescribed`, for the commands an answer gives."),
            .optional(
                "actions", .ref("Actions"),
                """
                The methods its pasted method listing (`methods`) shows can be actions: `void`, taking the sender.
                """),
        ])
}
