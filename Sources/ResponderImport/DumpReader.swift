import ResponderCore

/// Reads what UIKit prints in the debugger, `recursiveDescription` and `_printHierarchy`, into entries, one pass
/// over the text's bytes.
///
/// ```
///  (lldb) po view.value(forKey: "recursiveDescription")!          ← the prompt: passed over, and said so
///  <UIWindow: 0x7f8…; frame = (0 0; 390 844); layer = <…>>         ← depth 0
///     | <UIView: 0x7f9…; frame = (0 0; 390 844); hidden = YES; …>  ← depth 1: one `|` before the `<`
///     |    | <UIButton: 0x7fa…; frame = (8 0; 120 44); …>          ← depth 2
/// ```
///
/// The depth of an entry is the number of `|` (and, in `_printHierarchy`, `+`) marks before its `<`, whatever the
/// spacing: pasted dumps come with two spaces, none, or flattened onto one line (`> | | <UIImageView…`). A dump
/// may come as printed, or as the debugger's quoted string (`$0 = "<UIWindow…\n   | <UIView…"`), inside
/// backticks, or with an `(id) $1 = 0x… ` result prefix. Lines that are no entry are passed over only when they are
/// plainly no part of the dump (the prompt, a comment, an elision, a layer); anything else is a ``DumpError`` at
/// its line and column.
public struct DumpReader {
    /// The entries of a `recursiveDescription` dump, and the lines passed over.
    public struct Views: Sendable {
        public var entries: [DumpedView] = []
        public var passed: [PassedLine] = []
        /// Whether the text came as a quoted string (its lines are those of the string, `\n` unescaped).
        public var wasQuoted = false
    }

    /// The entries of a `_printHierarchy` dump, and the lines passed over.
    public struct Controllers: Sendable {
        public var entries: [DumpedController] = []
        public var passed: [PassedLine] = []
        public var wasQuoted = false
    }

    /// Reads a `recursiveDescription` dump of at most `limit` lines and entries, whose class names are at most
    /// `maxNameBytes` long (the other endpoints' name limit: the app an import answers is posted to them).
    ///
    /// - Throws: A ``DumpError`` at the first line that is neither an entry nor plainly outside the dump, or whose
    ///   class name is longer than `maxNameBytes`, or (with its `limit` set) at the line where the dump passes `limit`.
    public static func views(_ text: String, limit: Int = .max, maxNameBytes: Int = 256) throws(DumpError) -> Views {
        var views = Views()
        var layers: [PassedLine] = []
        let (passed, quoted) = try read(text, as: .recursiveDescription, limit: limit, maxNameBytes: maxNameBytes) {
            (scanner: inout Scanner, line) throws(DumpError) in
            if looksLikeController(line) {
                throw scanner.error(.viewNotController)
            }
            var any = false
            while let depth = scanner.entryStart() {
                any = true
                if views.entries.count + layers.count >= limit { throw scanner.overLimit(limit) }
                switch try scanner.view(depth: depth) {
                case .view(let view):
                    views.entries.append(view)
                case .layer: layers.append(PassedLine(line: scanner.line, reason: .layer))
                }
                if let trailing = scanner.trailingText(), !views.entries.isEmpty,
                    views.entries[views.entries.count - 1].line == scanner.line
                {
                    views.entries[views.entries.count - 1].trailing = trailing
                }
            }
            if !any { throw scanner.error(.viewEntry) }
        }
        // A responder chain read as entries: refused as what it is, before any of it becomes a view.
        if let walk = responderWalk(views.entries) {
            throw DumpError(
                dump: .recursiveDescription, line: walk.line, column: walk.column,
                expected: .notADump(.responderChain), found: Excerpt.of(walk.className))
        }
        // An entry without a frame is no view as recursiveDescription prints one: it is accounted for, never a view.
        var frameless: [PassedLine] = []
        views.entries.removeAll { entry in
            guard entry.frame == nil else { return false }
            frameless.append(PassedLine(line: entry.line, reason: .noFrame, className: entry.className))
            return true
        }
        views.passed = (passed + layers + frameless).sorted { $0.line < $1.line }
        views.wasQuoted = quoted
        return views
    }

    /// Reads a `_printHierarchy` dump of at most `limit` lines, whose class names are at most `maxNameBytes` long.
    ///
    /// - Throws: As ``views(_:limit:maxNameBytes:)``.
    public static func controllers(
        _ text: String, limit: Int = .max, maxNameBytes: Int = 256
    ) throws(DumpError) -> Controllers {
        var controllers = Controllers()
        (controllers.passed, controllers.wasQuoted) = try read(
            text, as: .printHierarchy, limit: limit, maxNameBytes: maxNameBytes
        ) {
            (scanner: inout Scanner, _) throws(DumpError) in
            guard let (depth, presented) = scanner.controllerStart() else {
                throw scanner.error(.controllerEntry)
            }
            controllers.entries.append(try scanner.controller(depth: depth, presented: presented))
        }
        return controllers
    }

    /// Reads a dump's lines: passes over those plainly outside the dump (returned with why), and hands every other
    /// one to `entries` with a scanner at its start. Says whether the text was a quoted string. A text of more than
    /// `limit` lines is refused before any is read (each line is accounted for in the answer), and a text that is
    /// something else the debugger or a test tool prints (``ForeignText``) is refused as what it is. An entry the
    /// text ends inside, after entries were read, is passed over as cut short.
    private static func read(
        _ text: String, as dump: DumpKind, limit: Int, maxNameBytes: Int,
        _ entries: (inout Scanner, ArraySlice<UInt8>) throws(DumpError) -> Void
    ) throws(DumpError) -> ([PassedLine], Bool) {
        let (lines, quoted, continued) = Self.lines(of: text)
        if lines.count + continued.count > limit, let (number, bytes) = lines.dropFirst(limit).first ?? lines.last {
            throw Scanner(bytes: bytes, line: number, dump: dump).overLimit(limit)
        }
        for (number, line) in lines {
            if let foreign = ForeignText.recognize(line) {
                throw DumpError(
                    dump: dump, line: number, column: 1, expected: .notADump(foreign),
                    found: String(decoding: line.prefix(60), as: UTF8.self))
            }
        }
        var passed = continued
        // The last line that may hold an entry: one the text ends inside is cut short, not unreadable.
        let last = lines.lastIndex { !Self.isOutsideDump($0.1) }
        var readAny = false
        for (position, (number, line)) in lines.enumerated() {
            var scanner = Scanner(bytes: line, line: number, dump: dump, maxNameBytes: maxNameBytes)
            if let reason = scanner.passOver() {
                passed.append(PassedLine(line: number, reason: reason))
                continue
            }
            do throws(DumpError) {
                try entries(&scanner, line)
                readAny = true
            } catch {
                // Stopped inside an entry, or at the end of the last line: the paste was cut there.
                let atEnd = error.expected.isUnclosed || error.found.isEmpty
                guard atEnd, readAny, position == last, error.limit == nil else { throw error }
                passed.append(PassedLine(line: number, reason: .cutShort))
            }
        }
        return (passed, quoted)
    }

    /// Whether a line is blank, or only the quotes or backticks around a dump.
    private static func isOutsideDump(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "`") }
    }

    /// Whether a line reads like `_printHierarchy`'s `<Class 0x…>, state: …` rather than a view.
    static func looksLikeController(_ line: ArraySlice<UInt8>) -> Bool {
        // `>,` then `state:`, spaces between them passed over.
        let state = Array("state:".utf8)
        var index = line.startIndex
        while let close = line[index...].firstIndex(of: UInt8(ascii: ">")) {
            var next = close + 1
            guard next < line.endIndex else { return false }
            if line[next] == UInt8(ascii: ",") {
                next += 1
                while next < line.endIndex && line[next] == UInt8(ascii: " ") { next += 1 }
                if line[next...].starts(with: state) { return true }
            }
            index = close + 1
        }
        return false
    }

    /// The text's lines with their 1-based numbers; a quoted string's lines (`"…\n…"`), unescaped, when the whole
    /// text is one. A line a page wrapped (an entry whose `<` are not all closed, followed by a line that starts no
    /// entry and no prompt) is read with the lines it continues on: those are returned as continuations.
    static func lines(
        of text: String
    ) -> (lines: [(Int, ArraySlice<UInt8>)], quoted: Bool, continued: [PassedLine]) {
        let bytes = Array(text.utf8)
        var lines = split(bytes)
        var quoted = false
        if let unquoted = unquote(lines.map(\.1)) {
            lines = split(unquoted)
            quoted = true
        }
        let (joined, continued) = joinWrapped(lines)
        return (joined, quoted, continued)
    }

    /// The lines with each wrapped entry read as one line (see ``lines(of:)``), and the lines joined to one above.
    static func joinWrapped(
        _ lines: [(Int, ArraySlice<UInt8>)]
    ) -> (lines: [(Int, ArraySlice<UInt8>)], continued: [PassedLine]) {
        var result: [(Int, ArraySlice<UInt8>)] = []
        result.reserveCapacity(lines.count)
        var continued: [PassedLine] = []
        var index = 0
        while index < lines.count {
            let (number, line) = lines[index]
            index += 1
            var open = openAngles(line)
            guard open > 0, index < lines.count, isContinuation(lines[index].1) else {
                result.append((number, line))
                continue
            }
            var joined = Array(line)
            while open > 0, index < lines.count, isContinuation(lines[index].1) {
                let next = lines[index].1.drop { $0 == 0x20 || $0 == 0x09 }
                if joined.last != 0x20 { joined.append(0x20) }
                joined += next
                open += openAngles(next)
                continued.append(PassedLine(line: lines[index].0, reason: .continuation, continues: number))
                index += 1
            }
            result.append((number, joined[...]))
        }
        return (result, continued)
    }

    /// How many more `<` than `>` a line has, when it holds an entry (0 otherwise).
    private static func openAngles(_ line: ArraySlice<UInt8>) -> Int {
        var open = 0
        for byte in line {
            if byte == UInt8(ascii: "<") { open += 1 } else if byte == UInt8(ascii: ">") { open -= 1 }
        }
        return open
    }

    /// Whether a line goes on with the entry above it: it is not blank, and starts no entry, mark, prompt or quote.
    private static func isContinuation(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        switch first {
        case UInt8(ascii: "<"), UInt8(ascii: "|"), UInt8(ascii: "+"), UInt8(ascii: "`"), UInt8(ascii: "\""),
            UInt8(ascii: "$"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "#"), UInt8(ascii: "."):
            return false
        default:
            return !Scanner.isPrompt(line) && !line.starts(with: "Printing description of".utf8)
        }
    }

    private static func split(_ bytes: [UInt8]) -> [(Int, ArraySlice<UInt8>)] {
        var lines: [(Int, ArraySlice<UInt8>)] = []
        var start = 0
        var number = 1
        for index in bytes.indices where bytes[index] == 0x0A {
            var end = index
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            lines.append((number, bytes[start..<end]))
            start = index + 1
            number += 1
        }
        if start < bytes.count { lines.append((number, bytes[start...])) }
        return lines
    }

    /// The content of a text that is, past any prompt line before and after it, one quoted string: `"…"`, `$0 = "…"`,
    /// `(String) $R1 = "…"`, `Optional("…")`, or Cycript's `@"…"` and `#"…"`, with `\n`, `\t`, `\"` and `\\`
    /// unescaped; nil otherwise.
    static func unquote(_ bytes: [UInt8]) -> [UInt8]? { unquote(split(bytes).map(\.1)) }

    /// ``unquote(_:)`` of a text already split into lines.
    static func unquote(_ lines: [ArraySlice<UInt8>]) -> [UInt8]? {
        let outside = { (line: ArraySlice<UInt8>) in
            Scanner.isPrompt(line) || line.allSatisfy({ $0 == 0x20 || $0 == 0x09 })
        }
        let rest = lines.drop(while: outside).reversed().drop(while: outside)
        guard rest.count == 1, let line = rest.first else { return nil }
        guard let open = line.firstIndex(of: UInt8(ascii: "\"")),
            line.last == UInt8(ascii: "\"")
                || line.suffix(2).elementsEqual([UInt8(ascii: "\""), UInt8(ascii: ")")])
        else { return nil }
        let head = String(decoding: line[line.startIndex..<open], as: UTF8.self).trimmingSpaces
        guard head.isEmpty || head == "Optional(" || head == "@" || head == "#" || head.hasSuffix("=") else {
            return nil
        }
        var content: [UInt8] = []
        var index = open + 1
        let end = line.last == UInt8(ascii: ")") ? line.endIndex - 2 : line.endIndex - 1
        guard index <= end else { return nil }
        while index < end {
            let byte = line[index]
            if byte == UInt8(ascii: "\\"), index + 1 < end {
                let next = line[index + 1]
                switch next {
                case UInt8(ascii: "n"): content.append(0x0A)
                case UInt8(ascii: "t"): content.append(0x09)
                case UInt8(ascii: "r"): break
                default: content.append(next)
                }
                index += 2
                continue
            }
            content.append(byte)
            index += 1
        }
        // Only a string that holds an entry is a dump; any other quoted text is read as it is.
        return content.contains(UInt8(ascii: "<")) ? content : nil
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
