import ResponderCore

/// Which debugger command printed a text.
public enum DumpKind: String, Sendable, CaseIterable {
    /// `po view.value(forKey: "recursiveDescription")` or `po [view recursiveDescription]`: views, one a line.
    case recursiveDescription
    /// `po UIApplication.shared.keyWindow?.rootViewController?.value(forKey: "_printHierarchy")` or
    /// `expr -l objc -O -- [[[UIWindow keyWindow] rootViewController] _printHierarchy]`: controllers, one a line.
    case printHierarchy
}

/// One view as `recursiveDescription` prints it:
/// `<UIButton: 0x7f893fe269a0; frame = (8 0; 163.5 30); hidden = YES; layer = <CALayer: 0x6000…>>`.
///
/// Only what the line prints is set; everything else is nil, so the importer never invents a value.
public struct DumpedView: Sendable, Equatable {
    /// The 1-based line of the text as sent (of the string, for a text sent as the debugger's quoted string), and
    /// the column (in bytes, 1-based) where the entry starts.
    public var line: Int
    public var column: Int
    /// How many levels below the dump's first entry: the `|` marks before it.
    public var depth: Int
    /// The class as printed, a mangled Swift name (`_TtC5MyApp9BadgeView`) spelled as Swift prints it
    /// (`MyApp.BadgeView`).
    public var className: String
    /// The address as printed (`0x7f893fe269a0`); nil when the printer left addresses out.
    public var address: String?
    /// `frame = (x y; w h)`: for a transformed view, the box around it.
    public var frame: Rect?
    public var isHidden: Bool?
    public var alpha: Double?
    public var isUserInteractionEnabled: Bool?
    public var clipsToBounds: Bool?
    /// `transform = [a, b, c, d, tx, ty]`.
    public var transform: AffineTransform?
    /// `baseClass = UITableViewCell`: the UIKit class a custom class inherits from, as UIKit prints it.
    public var baseClass: String?
    /// `gestureRecognizers = <NSArray: …>`: the view has recognizers (of kinds the dump does not say).
    public var hasGestureRecognizers = false
    /// `contentOffset: {x, y}` (scroll views).
    public var contentOffset: Point?
    /// `contentSize: {w, h}` (scroll views).
    public var contentSize: Size?
    /// `text = '…'` (labels, text fields, text views).
    public var text: String?
    /// What was printed after the entry's closing `>` on its line, as printed: UIKit's own additions
    /// (`clientRequestedContentView effect=none`, `collection view layout: <UICollectionViewFlowLayout: 0x…>`,
    /// `delegate=0x… no-scroll-edge-support`), an image's name (`- 2StarsSmall.png`), or the rest of the description
    /// a nested entry was printed in. Nil when the line ends with the entry.
    public var trailing: String?
    /// Printed inside another object's description, `<<_UITextContainerView: 0x…; frame = …> minSize = …>`: the entry
    /// is the view it names, the rest is ``trailing``.
    public var isNested = false

    public init(line: Int, column: Int, depth: Int, className: String) {
        self.line = line
        self.column = column
        self.depth = depth
        self.className = className
    }
}

/// One controller as `_printHierarchy` prints it:
/// `| <MyApp.ListViewController 0x7f8b3b60a2b0>, state: appeared, view: <UIView 0x7f8b3b40c260>`.
public struct DumpedController: Sendable, Equatable {
    public var line: Int
    public var column: Int
    /// Levels below the first entry: the `|` (child) and `+` (presented) marks before it.
    public var depth: Int
    public var className: String
    public var address: String?
    /// `appeared`, `disappeared`, `appearing` or `disappearing`.
    public var state: String?
    /// The class and address of its view; nil with `(view not loaded)`.
    public var viewClass: String?
    public var viewAddress: String?
    /// ` not in the window`.
    public var notInWindow = false
    /// Marked `+`: presented by the controller above it, not its child.
    public var isPresented = false

    public init(line: Int, column: Int, depth: Int, className: String) {
        self.line = line
        self.column = column
        self.depth = depth
        self.className = className
    }
}

/// A line of a dump that is not an entry, and why it was passed over.
public struct PassedLine: Sendable, Equatable {
    public enum Reason: String, Sendable {
        /// `(lldb) po …`, `cy# …`, `(gdb) …`: the debugger's prompt and the command.
        case prompt
        /// An empty line.
        case blank
        /// `# …`: a comment someone wrote.
        case comment
        /// `...`: lines someone left out of what they pasted.
        case elision
        /// `<CALayer: …> (layer)`: a layer, not a view.
        case layer
        /// `Printing description of self.view:`: Xcode's header before what it prints.
        case header
        /// A line of only the quotes or backticks the debugger or a page put around the dump.
        case quoting
        /// A line a page wrapped: the rest of the entry on the line ``PassedLine/continues``, read with it.
        case continuation
        /// An entry the text ends inside (the paste was cut short): it has no `>`, and no line follows.
        case cutShort
        /// An entry that prints no frame (`<MyApp.ListViewController: 0x…>`): no view as `recursiveDescription`
        /// prints one, so it never becomes a view.
        case noFrame
    }

    public var line: Int
    public var reason: Reason
    /// For a ``Reason/continuation``, the line it continues.
    public var continues: Int?
    /// For a ``Reason/noFrame`` and a ``Reason/cutShort``, the class the entry names.
    public var className: String?

    public init(line: Int, reason: Reason, continues: Int? = nil, className: String? = nil) {
        self.line = line
        self.reason = reason
        self.continues = continues
        self.className = className
    }
}

/// A dump that cannot be read: where, and what was expected there.
public struct DumpError: Error, Sendable, Equatable {
    public var dump: DumpKind
    /// 1-based line (of the text as sent, or of the string for a quoted one) and column, in Unicode scalars (code
    /// points, as a page's `Array.from(text)` counts them).
    public var line: Int
    public var column: Int
    /// What the reader expected, as facts, which the service words (in English: `"an entry such as <UIView: 0x…;
    /// frame = (0 0; 390 844); …>"`).
    public var expected: Expected
    /// What it found instead, shortened.
    public var found: String
    /// Set when the dump is readable but longer than one answer may account for: the most lines and entries.
    public var limit: Int?

    public init(dump: DumpKind, line: Int, column: Int, expected: Expected, found: String, limit: Int? = nil) {
        self.dump = dump
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
        self.limit = limit
    }
}

extension DumpError {
    /// What the reader expected where it stopped, as facts: the service words them, in the four languages it answers
    /// in side by side (`DumpError.Expected.text(in:)`, in `ServiceWords.swift`), from the names and the text they
    /// carry, which stay as they are written.
    public enum Expected: Sendable, Equatable {
        /// A recursiveDescription line that is a controller as `_printHierarchy` prints it.
        case viewNotController
        /// A text that is not a dump but something else the debugger or a test tool prints (what it is).
        case notADump(ForeignText)
        /// A recursiveDescription line with no entry.
        case viewEntry
        /// A `_printHierarchy` line with no entry.
        case controllerEntry
        /// A dump longer than one answer accounts for: the most lines and entries.
        case atMostLines(Int)
        /// A view's entry that does not close: its class name and the column it starts at.
        case viewEntryClose(className: String, column: Int)
        /// `<` with no class name after it.
        case className
        /// A class name longer than the other endpoints' name limit (in UTF-8 bytes).
        case classNameWithin(Int)
        /// Neither a property nor `>` where one of them is due.
        case property
        /// A property name with no `=` or `:` after it.
        case separator(property: String)
        /// A quoted text that does not end: `written` is what comes before it (`text = `).
        case textQuote(written: String)
        /// An entry that does not close after a property's value: `written` is what comes before the value.
        case entryCloseAfterValue(written: String)
        /// A controller's entry that does not close.
        case controllerEntryClose
        /// A property the importer reads whose numbers lie outside ``NumberRange`` (at most `limit` in magnitude).
        case numberInRange(property: String, limit: Int)

        /// Whether the reader stopped inside an entry that does not close: a line a page wrapped, or a text cut
        /// short.
        var isUnclosed: Bool {
            switch self {
            case .viewEntryClose, .entryCloseAfterValue, .textQuote, .controllerEntryClose: true
            default: false
            }
        }
    }
}
