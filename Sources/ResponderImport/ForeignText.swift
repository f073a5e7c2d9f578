import ResponderCore

/// Text that is not a dump of views or controllers, but that the debugger or a test tool prints and developers paste
/// as one: what it is, told from its shape, so that it is refused as what it is instead of misread into views.
///
/// ```
///  Attributes: Application, pid: 7340, label: 'App'          ← an accessibility tree (XCUIElement's debugDescription)
///  <?xml …?> <XCUIElementTypeApplication type="…" x="0" …>     ← Appium's or WebDriverAgent's page source
///  |   |   *<UIView:0x7270420> - AMBIGUOUS LAYOUT             ← _autolayoutTrace
///  <UITapGestureRecognizer: 0x…; state = Possible; view = …>  ← a gesture recognizer's description
///  {(  <MyApp.ViewController: 0x…>  )}                        ← allTargets: the set of a control's targets
///  ▿ 2 elements   or   <__NSArrayM 0x…>(                      ← UIApplication.shared.windows: windows, no views
///  <UIButton: …> | <UIView: …> | | <MyApp.ViewController: 0x…> ← a responder chain: Chisel's presponder, or a
///                                                                nextResponder loop (a window below a view)
/// ```
///
/// Each is told by one line of it; the responder chain is told from the entries once they are read
/// (``DumpReader/responderWalk(_:)``).
public enum ForeignText: String, Sendable, Equatable, CaseIterable {
    /// XCUIElement's `debugDescription` (`po app` in a UI test, `mobile: source` as description): accessibility
    /// elements with their frames, not views.
    case accessibilityTree
    /// Appium's or WebDriverAgent's page source: XML of `XCUIElementType…` elements.
    case appiumSource
    /// A responder chain pasted as a hierarchy: Chisel's `presponder`, or the objects a `nextResponder` loop prints
    /// (a controller, the window, the application), each line the next responder of the one above.
    case responderChain
    /// `_autolayoutTrace`: each view's class and address (`*<UIView:0x…>`), with ambiguous layouts marked, and no
    /// frames.
    case autolayoutTrace
    /// A gesture recognizer's description: `<UITapGestureRecognizer: 0x…; state = Possible; view = <…>; target= …>`.
    case gestureRecognizer
    /// `po button.allTargets`: the set of objects a control sends its actions to, `{( <MyApp.Controller: 0x…> )}`.
    case targets
    /// `po UIApplication.shared.windows`: each window on one line, without its views.
    case windowsArray
    /// `_shortMethodDescription` or `_methodDescription`: the methods of an object's classes.
    case methodListing

    /// What a line (of a text already unquoted) shows the text to be, or nil when it could be part of a dump.
    static func recognize(_ line: ArraySlice<UInt8>) -> ForeignText? {
        let text = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "`") }
        guard let first = text.first else { return nil }
        switch first {
        case UInt8(ascii: "A"), UInt8(ascii: "E"):
            if text.starts(with: "Attributes: ".utf8) || text.starts(with: "Element subtree:".utf8) {
                return .accessibilityTree
            }
        case 0xE2:
            // `→Application, …`, `→Window, …`: the element a debugDescription is of.
            if text.starts(with: "→".utf8) { return .accessibilityTree }
            // `▿ 2 elements`: Swift's dump of an array.
            if text.starts(with: "▿ ".utf8), contains(text, "element") { return .windowsArray }
        case UInt8(ascii: "-"):
            if text.starts(with: "->Application".utf8) || text.starts(with: "->Window".utf8) {
                return .accessibilityTree
            }
        case UInt8(ascii: "{"):
            if text.starts(with: "{(".utf8) { return .targets }
        case UInt8(ascii: "I"), UInt8(ascii: "C"):
            if text.starts(with: "Instance Methods:".utf8) || text.starts(with: "Class Methods:".utf8) {
                return .methodListing
            }
        case UInt8(ascii: "["):
            // `[<UIWindow: 0x…; …>, <UITextEffectsWindow: …>]`: Swift's print of the windows array.
            if text.starts(with: "[<".utf8), contains(text.prefix(200), "Window") { return .windowsArray }
        default: break
        }
        let marks = text.drop { $0 == UInt8(ascii: "|") || $0 == 0x20 || $0 == 0x09 }
        let end = line.reversed().drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        if marks.starts(with: "*<".utf8) || end.starts(with: "TUOYAL SUOUGIBMA".utf8) { return .autolayoutTrace }
        guard marks.first == UInt8(ascii: "<") else { return nil }
        if marks.starts(with: "<?xml".utf8) || marks.starts(with: "<AppiumAUT".utf8)
            || marks.starts(with: "<XCUIElementType".utf8)
        {
            return .appiumSource
        }
        if marks.starts(with: "<__NSArray".utf8) || marks.starts(with: "<__NSSingleObjectArray".utf8) {
            return .windowsArray
        }
        // The class name, up to the `:` or space after it.
        let name = marks.dropFirst().prefix { $0 != UInt8(ascii: ":") && $0 != 0x20 && $0 != UInt8(ascii: ">") }
        if name.count > 17, name.suffix(17).elementsEqual("GestureRecognizer".utf8) { return .gestureRecognizer }
        // `<UIView:0x7270420>`: `_autolayoutTrace` writes no space after the colon, and nothing else in the entry.
        let rest = marks.dropFirst(1 + name.count)
        if rest.starts(with: ":0x".utf8) {
            let hex = rest.dropFirst(3).prefix { DumpReader.Scanner.isHex($0) }
            if rest.dropFirst(3 + hex.count).first == UInt8(ascii: ">") { return .autolayoutTrace }
        }
        return nil
    }

    /// Whether `bytes` hold `needle`.
    private static func contains(_ bytes: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { needle in
            guard needle.count <= bytes.count, let first = needle.first else { return false }
            var index = bytes.startIndex
            while let found = bytes[index...].firstIndex(of: first) {
                if bytes[found...].starts(with: needle) { return true }
                index = found + 1
            }
            return false
        }
    }
}

extension DumpReader {
    /// The first entry that shows a `recursiveDescription` text to be a responder chain pasted as a hierarchy: the
    /// application, an app or scene delegate, a window scene, or a controller (no view: it prints no frame), or a
    /// window printed below another entry (no window is a subview). Nil for a hierarchy of views.
    static func responderWalk(_ entries: [DumpedView]) -> DumpedView? {
        guard entries.count > 1, let top = entries.map(\.depth).min() else { return nil }
        // By the name's bytes: a dump's class names are the client's text, and String's own comparisons normalize it
        // (a name of combining marks cost milliseconds a line).
        func ends(_ name: String.UTF8View, _ suffix: StaticString) -> Bool {
            suffix.withUTF8Buffer { suffix in
                name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
            }
        }
        for (index, entry) in entries.enumerated() where index > 0 {
            let name = entry.className.utf8
            if name.elementsEqual("UIApplication".utf8) || name.elementsEqual("UIWindowScene".utf8)
                || ends(name, "AppDelegate") || ends(name, "SceneDelegate")
                || (entry.frame == nil && ends(name, "Controller"))
            {
                return entry
            }
            if entry.depth > top,
                entry.baseClass.map({ $0.utf8.elementsEqual("UIWindow".utf8) }) == true
                    || ClassCatalogue.builtIn(named: entry.className)?.kind == .window
            {
                return entry
            }
        }
        return nil
    }
}
