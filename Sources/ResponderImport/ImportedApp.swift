import ResponderCore

/// An app made from what the debugger printed: windows and their view trees as `recursiveDescription` shows them,
/// the controllers of `_printHierarchy` found at their views by address, an account of every line, and what the
/// dumps cannot show.
///
/// Every value comes from a printed line, or from UIKit's own rule for what a line leaves out (a view that does not
/// print `userInteractionEnabled = NO` has it on); nothing is guessed. What a request may need and no dump shows
/// (target-actions, the kinds of recognizers, overridden methods, the first responder) is listed in ``toFill``.
public struct ImportedApp: Sendable {
    /// A view or window, with the fields of the wire format it becomes.
    public struct View: Sendable {
        public var id: String
        public var className: String
        /// The UIKit class a custom class inherits from, when a line says it (`baseClass`, or scroll fields).
        public var superclass: String?
        public var address: String?
        public var line: Int
        public var isWindow: Bool
        /// The frame as printed; nil for a transformed view whose bounds were recovered (then `center` and `bounds`).
        public var frame: Rect?
        public var center: Point?
        public var bounds: Size?
        public var transform: AffineTransform?
        public var isHidden: Bool?
        public var alpha: Double?
        public var isUserInteractionEnabled: Bool?
        public var clipsToBounds: Bool?
        public var contentOffset: Point?
        public var contentSize: Size?
        public var hasText: Bool?
        public var subviews: [Int] = []
        /// The controller whose root view this is.
        public var controller: Int?
        /// The recognizers a pasted description attaches to it (by its address).
        public var recognizers: [Recognizer] = []
        /// The target-actions a pasted `allTargets` and actions listing attach to it (a control, by its address).
        public var targets: [Target] = []
        /// What a pasted method listing shows its class implements (by its address).
        public var methods: MethodListing?
        /// A window's first responder, as the `firstResponder` paste names it (a view of the dump).
        public var firstResponder: Int?
    }

    /// What an object's pasted method listing (`_shortMethodDescription`, `_methodDescription`) shows about the
    /// classes of the app it is an instance of.
    public struct MethodListing: Sendable, Equatable {
        /// The line of the object in the `methods` paste.
        public var line: Int
        /// The UIResponder event methods the app's classes implement (whether each calls `super` is in their code).
        public var overridden: [ResponderMethod] = []
        /// Whether the app's classes implement `hitTest:withEvent:` or `pointInside:withEvent:`.
        public var hitTest = false
        public var pointInside = false
        /// The methods that can be actions: `void`, taking the sender (`(id)arg1`) and perhaps the event, not a
        /// setter nor one of UIKit's own callbacks, in the order printed.
        public var actions: [String] = []
        /// The app's class whose methods the listing leaves out: `_shortMethodDescription` prints one class, and ends
        /// with `(MyApp.BaseView ...)` where the superclass is the app's too. Nil when every class of the app is
        /// printed.
        public var stopsAt: String?

        public init(line: Int) {
            self.line = line
        }

        /// Whether it shows that the app's classes override no event method, `hitTest` or `point(inside:)`.
        public var overridesNothing: Bool { stopsAt == nil && overridden.isEmpty && !hitTest && !pointInside }
    }

    /// A gesture recognizer read from its description, with the fields of the wire format it becomes.
    public struct Recognizer: Sendable {
        public var id: String
        public var kind: GestureRecognizer.Kind
        public var className: String
        public var address: String
        public var line: Int
        public var isEnabled: Bool?
        public var cancelsTouchesInView: Bool?
        public var delaysTouchesBegan: Bool?
        public var delaysTouchesEnded: Bool?
        public var numberOfTapsRequired: Int?
        public var numberOfTouchesRequired: Int?
        /// Ids of the imported recognizers it waits for to fail.
        public var requiresToFail: [String] = []
        /// The id of its target (a view, a controller or one of ``ImportedApp/objects``) and the action.
        public var target: String?
        public var action: String?
    }

    /// A control's target-action: the target's id (nil: nil-targeted, sent up the responder chain).
    public struct Target: Sendable {
        public var event: TargetAction.ControlEvent
        public var target: String?
        public var action: String
    }

    /// An object a pasted target names that the dumps do not hold (not a view, not a controller): its class.
    public struct Object: Sendable {
        public var id: String
        public var className: String
        public var address: String
    }

    /// A controller of `_printHierarchy`.
    public struct Controller: Sendable {
        public var id: String
        public var className: String
        /// `UIViewController` for a class the catalogue does not know (what it inherits from is not printed).
        public var superclass: String?
        public var address: String?
        public var line: Int
        /// The view it was found at (with `recursiveDescription`).
        public var view: Int?
        /// The controller that presented it.
        public var presentedBy: Int?
        /// Without `recursiveDescription`: its children and what it presents, as printed.
        public var children: [Int] = []
        public var presented: [Int] = []
        /// What a pasted method listing shows its class implements (by its address).
        public var methods: MethodListing?
    }

    /// What became of one line of a dump.
    public struct LineAccount: Sendable {
        public enum Outcome: Sendable {
            case view(Int)
            case controller(Int)
            /// Left out, and why, as a fact the service words.
            case leftOut(ImportNote)
        }

        public var dump: DumpKind
        public var line: Int
        public var className: String?
        public var address: String?
        public var outcome: Outcome
        /// What is worth knowing about how it was read, in the order said: a depth jump, a class taken as a plain
        /// view, a recovered transform, an entry printed inside another description, text UIKit printed after it.
        public var facts: [ImportNote] = []
    }

    /// Something a request may need that the dumps cannot show, and where it goes.
    public struct ToFill: Sendable {
        public enum Subject: Sendable {
            case view(Int)
            case controller(Int)
            /// The first window (its `firstResponder`, `isKey`).
            case window(Int)
        }

        /// What is missing, as a fact the service words (``Need/text(in:)`` in ResponderWords).
        public enum Need: Sendable, Equatable {
            /// A control without target-actions: which object and action it sends, on which event.
            case targets(Printed)
            /// A view whose line prints gesture recognizers the dump does not describe.
            case gestureRecognizers(Printed)
            /// A view of the app's own class: what it overrides. `listing` is its pasted method listing, when one
            /// shows what it overrides (or where it stops).
            case overrides(Printed, listing: MethodListing?)
            /// A controller of the app's own class: the action methods it implements. `listing` is its pasted method
            /// listing, which stops at a class of the app (``MethodListing/stopsAt``), when one is pasted.
            case actions(Printed, listing: MethodListing?)
            /// The first window's first responder: the dumps do not say which responder it is.
            case firstResponder
        }

        public var subject: Subject
        public var need: Need

        /// The field, relative to the subject's object (`targets`, `gestureRecognizers`, `overrides`).
        public var field: String {
            switch need {
            case .targets: "targets"
            case .gestureRecognizers: "gestureRecognizers"
            case .overrides: "overrides"
            case .actions: "actions"
            case .firstResponder: "firstResponder"
            }
        }
    }

    /// A view or controller as a dump printed it, as the words name it: its class, its id and its line.
    public struct Printed: Sendable, Equatable {
        public var className: String
        public var id: String
        public var line: Int

        public init(className: String, id: String, line: Int) {
            self.className = className
            self.id = id
            self.line = line
        }
    }

    public var views: [View] = []
    public var controllers: [Controller] = []
    /// The windows, in the order printed (indexes into ``views``).
    public var windows: [Int] = []
    /// Without `recursiveDescription`: the root controller of the one window.
    public var rootController: Int?
    public var lines: [LineAccount] = []
    public var toFill: [ToFill] = []
    /// The targets the pastes name that are neither a view nor a controller of the dumps.
    public var objects: [Object] = []
    /// How the texts were read, said before ``facts``: a dump sent as a quoted string, controllers without their
    /// views.
    public var reading: [ImportNote] = []
    /// How the app was put together, as facts the service words: the window made for a dump of a view and its size,
    /// a screen the request gave and the dump's window made needless, what each paste attached.
    public var facts: [ImportNote] = []
    /// Whether a `firstResponder` paste said who is first responder (nil included): nothing of it is left to fill.
    public var firstResponderGiven = false
    /// The size of the screen the app's first window has, and where it comes from; nil without a view dump.
    public var screen: Screen?

    /// The screen an import used: its size, and where that comes from.
    public struct Screen: Sendable, Equatable {
        public var size: Size
        public var source: ScreenSource
    }

    /// Where the size of an imported app's screen comes from.
    public enum ScreenSource: String, Sendable, Equatable, CaseIterable {
        /// The dump's window prints its frame.
        case window
        /// The dump starts at a view: the window it is put in reaches as far as the view's printed frame.
        case firstView
        /// The request's `screen` (`--screen WxH` on the command line).
        case request
        /// An iPhone's 390 × 844, for a dump of a view that prints no size to go by.
        case standard
    }
}

/// What the importer says about a line or the whole import, as facts: the service words them (`ImportNote.text(in:)`
/// in ResponderWords), the names and the printed text as they are.
public enum ImportNote: Sendable, Equatable {
    // How a text was read (the answer's `notes`).

    /// The dump's text was a quoted string (`"<UIWindow: …>\n   | …"`): its lines are those of the string.
    case quotedString(DumpKind)
    /// `_printHierarchy` without `recursiveDescription`: each controller gets the plain view `loadView()` makes.
    case controllersWithoutViews

    // A view's line (its `note`).

    /// The entry is `levels` levels below the entry above it: the lines between were left out of the dump, and it is
    /// put in the nearest view above it.
    case levelsBelow(Int)
    /// A class neither catalogue knows, whose line does not say what it inherits from: it is taken as a plain
    /// `UIView`.
    case plainView(className: String)
    /// A transformed view's printed frame is the box around it: its own size was recovered from the transform.
    case sizeRecovered(Size)
    /// A transformed view turned by an angle from which its own size cannot be told: the printed box is used.
    case sizeNotRecovered(box: Size)

    // A line left out (its `leftOut`).

    /// The debugger's prompt and command.
    case prompt
    /// An empty line.
    case blank
    /// A comment someone wrote (`# …`).
    case comment
    /// An elision (`...`): lines were left out by whoever copied the dump.
    case elision
    /// A layer, printed with `(layer)`.
    case layer
    /// A view class where `_printHierarchy` prints a controller (a line broken in two).
    case viewClassAsController(className: String)
    /// A view controller's (or another responder's) class where `recursiveDescription` prints a view (a line cut or
    /// garbled).
    case notAViewClass(className: String)
    /// A controller whose view is not loaded.
    case viewNotLoaded
    /// A controller whose view is a window.
    case viewIsWindow
    /// A controller whose view belongs to a controller printed above it.
    case viewTaken
    /// A controller whose view `_printHierarchy` says is not in the window.
    case viewNotInWindow
    /// A controller whose view (`className`, nil when not printed, at `address`) the view dump does not print.
    case viewNotInDump(className: String?, address: String)
    /// A controller printed under one that was left out.
    case underLeftOut
    /// A second controller presented by `className` `id`, which already presents `presented`.
    case presentsAlready(className: String, id: String, presented: String)

    // Lines of the dumps and of the pastes.

    /// The dump starts at a view: it is put in a window of this size, which comes from `source`.
    case madeWindow(Size, ImportedApp.ScreenSource)
    /// The request gave a screen, but the dump prints its own window, whose frame is used.
    case screenNotUsed(given: Size, window: Size)
    /// Text printed after the entry's `>` (UIKit's own additions): not used.
    case trailingText(String)
    /// The entry was printed inside another object's description (`<<_UITextContainerView: …> minSize = …>`): it is
    /// read as the view it names.
    case nested(className: String)
    /// Xcode's `Printing description of …:` header.
    case header
    /// A line of only the quotes or backticks around the dump.
    case quoting
    /// A line a page wrapped, read with the entry on `line`.
    case continuation(of: Int)
    /// An entry the text ends inside: the paste was cut short.
    case cutShort
    /// An entry that prints no frame: it names `className`, which is no view as recursiveDescription prints one.
    case noFrame(className: String)
    /// A pasted recognizer or control whose view's address is not in the dump: it is not attached.
    case notInDump(PasteKind, line: Int, className: String, address: String)
    /// A pasted target whose address is neither a view nor a controller of the dumps: it is an object of the app.
    case targetIsObject(PasteKind, line: Int, className: String, address: String, id: String)
    /// What a paste attached: recognizers to views, target-actions to controls.
    case attached(PasteKind, count: Int, objects: Int)
    /// A pasted control whose address is a view of the dump that is no control: its actions are not attached.
    case notAControl(line: Int, className: String, id: String)
    /// A recognizer's description the paste ends inside (after its view): read as far as it goes.
    case recognizerCutShort(line: Int, className: String)
    /// A control whose allTargets was pasted but none of its actions (no event is known, so nothing is attached).
    case targetsWithoutActions(line: Int, className: String)
    /// Actions printed for event 0 (`forControlEvent:0`), which names no event of UIControl.Event: which event sends
    /// them is not known, so they are not attached.
    case actionsWithoutEvent(line: Int, className: String)
    /// The pasted first responder: the view of the dump it is (its id), or none.
    case firstResponderSet(id: String?)
    /// The pasted responder walk and the chain the service computes from the same responder agree for `steps`
    /// responders; the paste has `pasted` and the computed chain `computed`.
    case walkAgrees(from: String, steps: Int, pasted: Int, computed: Int)
    /// They part at `step` (1-based): the walk has `pasted` there, the computed chain `computed` (nil: it ended).
    case walkDisagrees(from: String, step: Int, pasted: String, computed: String?)
    /// The walk starts at a responder no dump prints: it is not checked.
    case walkStartNotInDump(className: String, address: String)
}

/// A dump over the import's limits.
public struct ImportLimitError: Error, Sendable, Equatable {
    public enum Limit: Sendable, Equatable {
        /// More entries than the responders one app may have.
        case entries(Int)
        /// Views nested deeper than an app description may nest.
        case depth(Int)
    }

    public var dump: DumpKind
    public var line: Int
    public var limit: Limit
}
