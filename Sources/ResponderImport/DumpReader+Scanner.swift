import ResponderCore

extension DumpReader {
    /// A view entry, or a layer line (`<_UILabelContentLayer: 0x…> (layer)`), which is no view.
    enum ViewOrLayer {
        case view(DumpedView)
        case layer
    }

    /// Reads one line's bytes: the marks before an entry, the entry and its properties.
    struct Scanner {
        let bytes: ArraySlice<UInt8>
        let line: Int
        let dump: DumpKind
        /// The longest class name taken, in UTF-8 bytes.
        let maxNameBytes: Int
        var position: Int
        /// Whether the entry ``entryStart()`` found is printed inside another description (`<<…`).
        var nested = false

        init(bytes: ArraySlice<UInt8>, line: Int, dump: DumpKind, maxNameBytes: Int = .max) {
            self.bytes = bytes
            self.line = line
            self.dump = dump
            self.maxNameBytes = maxNameBytes
            position = bytes.startIndex
        }

        var atEnd: Bool { position >= bytes.endIndex }
        var current: UInt8? { atEnd ? nil : bytes[position] }

        /// A ``DumpError`` at the current position.
        func error(_ expected: DumpError.Expected) -> DumpError {
            let column = String(decoding: bytes[bytes.startIndex..<min(position, bytes.endIndex)], as: UTF8.self)
                .unicodeScalars.count
            let rest = String(decoding: bytes[min(position, bytes.endIndex)...].prefix(60), as: UTF8.self)
            return DumpError(dump: dump, line: line, column: column + 1, expected: expected, found: rest)
        }

        /// The ``DumpError`` of a dump longer than `limit` lines or entries, at the current position.
        func overLimit(_ limit: Int) -> DumpError {
            var error = error(.atMostLines(limit))
            error.limit = limit
            return error
        }

        // MARK: Lines that are no part of the dump

        /// Whether a line is the debugger's prompt and command (`(lldb) po …`, `lldb) po …`, `(gdb) …`, `cy# …`, or
        /// Frida's `[iPhone::App]-> …` and `[USB::iPhone 4S::Gadget]-> …`).
        static func isPrompt(_ line: ArraySlice<UInt8>) -> Bool {
            let text = line.drop { $0 == UInt8(ascii: " ") || $0 == 0x09 }
            if text.first == UInt8(ascii: "["), let close = text.prefix(160).firstIndex(of: UInt8(ascii: "]")),
                text[close...].starts(with: "]->".utf8)
            {
                return true
            }
            return prompts.contains { text.starts(with: $0) }
        }

        static let prompts = ["(lldb)", "lldb)", "(gdb)", "cy#", "po ", "expr ", "p ", "e ", "expression "].map {
            Array($0.utf8)
        }

        /// Why the line is passed over, or nil when it holds entries (the scanner then stands at the first one). A
        /// prompt line that goes on with the dump (`(gdb) po [webView recursiveDescription] <UIWebView: …`) holds
        /// entries.
        mutating func passOver() -> PassedLine.Reason? {
            let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == 0x09 }
            guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return .blank }
            switch bytes[first] {
            case UInt8(ascii: "<"): return nil
            case UInt8(ascii: "|"):
                // `|    |    ...`: lines of a branch left out.
                let rest = bytes[first...].drop { $0 == UInt8(ascii: "|") || isSpace($0) }
                let dots = !rest.isEmpty && rest.allSatisfy { $0 == UInt8(ascii: ".") }
                return dots || rest.elementsEqual("…".utf8) ? .elision : nil
            case UInt8(ascii: "#"): return .comment
            case UInt8(ascii: "\""), UInt8(ascii: "`"):
                if bytes[first...].allSatisfy({ isSpace($0) || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "`") }) {
                    return .quoting
                }
            case UInt8(ascii: "P"):
                // Xcode's header before what it prints: `Printing description of self.view:`.
                if bytes[first...].starts(with: "Printing description of ".utf8) { return .header }
            default: break
            }
            let text = String(decoding: bytes, as: UTF8.self).trimmingSpaces
            if text.allSatisfy({ $0 == "." || $0 == "…" }) { return .elision }
            guard Self.isPrompt(bytes) else { return nil }
            // The command's own brackets end before the dump's first entry: the last `<Class` before the first
            // address or frame of the line. One pass to find the marker, one back to its `<`.
            guard let marker = Self.firstEntryMarker(in: bytes) else { return .prompt }
            var index = marker
            while index > bytes.startIndex {
                index -= 1
                if bytes[index] == UInt8(ascii: "<"), Self.startsName(bytes[index + 1]) {
                    position = index
                    return nil
                }
            }
            return .prompt
        }

        /// Where the first `: 0x`, ` 0x` or `; frame` of a line starts: what follows a class name in an entry.
        static func firstEntryMarker(in bytes: ArraySlice<UInt8>) -> Int? {
            var index = bytes.startIndex
            while index + 3 < bytes.endIndex {
                let byte = bytes[index]
                if (byte == UInt8(ascii: ":") || byte == UInt8(ascii: " ")) && bytes[index + 1] == UInt8(ascii: " ")
                    && bytes[index + 2] == UInt8(ascii: "0") && bytes[index + 3] | 0x20 == UInt8(ascii: "x")
                {
                    return index
                }
                if byte == UInt8(ascii: " ") && bytes[index + 1] == UInt8(ascii: "0")
                    && bytes[index + 2] | 0x20 == UInt8(ascii: "x")
                {
                    return index
                }
                if byte == UInt8(ascii: ";"), bytes[(index + 1)...].starts(with: " frame".utf8) { return index }
                index += 1
            }
            return nil
        }

        static func startsName(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
        }

        // MARK: Marks

        /// Skips the marks before an entry and returns its depth (the `|` marks), or nil when no entry follows. The
        /// quotes and backticks of a string (Frida's `"<UIWindow…`, Cycript's `` `<UIWindow… ``) and an lldb result
        /// prefix are passed over; `<<` starts an entry printed inside another description (``nested``).
        mutating func entryStart() -> Int? {
            var depth = 0
            nested = false
            while let byte = current {
                switch byte {
                case UInt8(ascii: "|"): depth += 1
                case UInt8(ascii: " "), 0x09, UInt8(ascii: "`"), UInt8(ascii: "\""): break
                case UInt8(ascii: "("):
                    // An lldb result prefix: `(id) $1 = 0x088122b0 <UITableView: …`.
                    guard skipResultPrefix() else { return nil }
                    continue
                case UInt8(ascii: "$"):
                    // lldb's result without a type: `$3 = 0x07117ac0 <UIView: …`, `$0 = 124983424 <UIView: …`.
                    guard skipResultName() else { return nil }
                    continue
                case UInt8(ascii: "<"):
                    if position + 1 < bytes.endIndex, bytes[position + 1] == UInt8(ascii: "<") {
                        nested = true
                        position += 1
                    }
                    return depth
                default: return nil
                }
                position += 1
            }
            return nil
        }

        /// Skips `$N = ` and the number or address after it; false (and nothing skipped) when it is not one.
        private mutating func skipResultName() -> Bool {
            let start = position
            position += 1
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            while current == UInt8(ascii: " ") { position += 1 }
            guard position > start + 1, current == UInt8(ascii: "=") else {
                position = start
                return false
            }
            position += 1
            while current == UInt8(ascii: " ") { position += 1 }
            if let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                while let byte = current, byte != UInt8(ascii: " ") && byte != UInt8(ascii: "<") { position += 1 }
            }
            return true
        }

        /// Skips `(type) $N = ` and an address after it; false (and nothing skipped) when it is not one.
        private mutating func skipResultPrefix() -> Bool {
            let start = position
            guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ")")),
                let equals = bytes[close...].prefix(16).firstIndex(of: UInt8(ascii: "=")),
                bytes[close..<equals].contains(UInt8(ascii: "$"))
            else { return false }
            position = equals + 1
            while current == UInt8(ascii: " ") { position += 1 }
            if current == UInt8(ascii: "0"), position + 1 < bytes.endIndex, bytes[position + 1] == UInt8(ascii: "x") {
                while let byte = current, byte != UInt8(ascii: " ") && byte != UInt8(ascii: "<") { position += 1 }
            }
            return position > start
        }

        /// What follows an entry on its line, up to the next entry of a flattened line (`> | <UIView…`): nil when
        /// nothing does (but spaces and a closing quote or backtick), else the text, without them, and the scanner
        /// stands at the end of the line. UIKit adds text after some entries (`clientRequestedContentView
        /// effect=none`, `collection view layout: <…>`), some printers an image's name (`- 2StarsSmall.png`).
        mutating func trailingText() -> String? {
            let isOutside = { (byte: UInt8) in
                byte == UInt8(ascii: " ") || byte == 0x09 || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\"")
            }
            while let byte = current, isOutside(byte) { position += 1 }
            guard let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: "<") else { return nil }
            let rest = bytes[position...].reversed().drop(while: isOutside).reversed()
            position = bytes.endIndex
            return String(decoding: rest.prefix(200), as: UTF8.self)
        }

        /// Skips `_printHierarchy`'s marks: the depth counts `|` and `+`; the entry is presented when its last mark is
        /// `+`.
        mutating func controllerStart() -> (depth: Int, presented: Bool)? {
            var depth = 0
            var presented = false
            while let byte = current {
                switch byte {
                case UInt8(ascii: "|"):
                    depth += 1
                    presented = false
                case UInt8(ascii: "+"):
                    depth += 1
                    presented = true
                case UInt8(ascii: " "), 0x09, UInt8(ascii: "`"): break
                case UInt8(ascii: "<"): return (depth, presented)
                default: return nil
                }
                position += 1
            }
            return nil
        }

        // MARK: Views

        /// Reads a view entry at `<`, through the `>` that closes it.
        mutating func view(depth: Int) throws(DumpError) -> ViewOrLayer {
            let column = position - bytes.startIndex + 1
            position += 1
            let name = try className(endingAt: [UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: ">")])
            var view = DumpedView(line: line, column: column, depth: depth, className: Self.swiftName(name))
            if current == UInt8(ascii: ":") {
                position += 1
                while current == UInt8(ascii: " ") { position += 1 }
                view.address = address()
            }
            while true {
                while current == UInt8(ascii: " ") { position += 1 }
                guard let byte = current else {
                    throw error(.viewEntryClose(className: Excerpt.of(view.className), column: column))
                }
                if byte == UInt8(ascii: ">") {
                    position += 1
                    break
                }
                if byte == UInt8(ascii: ";") {
                    position += 1
                    continue
                }
                let (key, value) = try property()
                try apply(key, value, to: &view)
            }
            let rest = String(decoding: bytes[position...].prefix(10), as: UTF8.self)
            if rest.trimmingSpaces.hasPrefix("(layer)") {
                position = bytes.endIndex
                return .layer
            }
            if nested {
                // `<<_UITextContainerView: …; layer = <…>> minSize = {0, 0}, …; lineBreakMode = 0>`: the rest is the
                // description the entry was printed in, to the end of the line.
                view.isNested = true
                view.trailing = trailingText()
            }
            return .view(view)
        }

        /// A class name up to one of `terminators` outside angle brackets (`MyApp.Box<Swift.Int>`).
        private mutating func className(endingAt terminators: [UInt8]) throws(DumpError) -> String {
            let start = position
            var angles = 0
            while let byte = current {
                if byte == UInt8(ascii: "<") {
                    angles += 1
                } else if byte == UInt8(ascii: ">") && angles > 0 {
                    angles -= 1
                } else if angles == 0 && (terminators.contains(byte) || byte == UInt8(ascii: " ")) {
                    break
                }
                position += 1
            }
            guard position > start else { throw error(.className) }
            guard position - start <= maxNameBytes else {
                // Named where it starts, so the problem quotes its first bytes, not the whole name.
                position = start
                throw error(.classNameWithin(maxNameBytes))
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// `0x7f893fe269a0`, or nil.
        private mutating func address() -> String? {
            let start = position
            guard current == UInt8(ascii: "0"), position + 1 < bytes.endIndex,
                bytes[position + 1] | 0x20 == UInt8(ascii: "x")
            else { return nil }
            position += 2
            while let byte = current, Self.isHex(byte) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        static func isHex(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }

        /// `key = value` or `key: value`, the value up to the `;` or `>` that ends it outside brackets and quotes.
        private mutating func property() throws(DumpError) -> (Key?, ArraySlice<UInt8>) {
            let start = position
            while let byte = current, Self.isKeyByte(byte) { position += 1 }
            guard position > start else { throw error(.property) }
            let key = Key(bytes[start..<position])
            while current == UInt8(ascii: " ") { position += 1 }
            guard current == UInt8(ascii: "=") || current == UInt8(ascii: ":") else {
                throw error(.separator(property: Excerpt.of(String(decoding: bytes[start..<position], as: UTF8.self))))
            }
            position += 1
            while current == UInt8(ascii: " ") { position += 1 }
            let valueStart = position
            if current == UInt8(ascii: "'") {
                // A label's text is printed without escapes ('What's'): it ends at the quote before `; ` or `>`.
                position += 1
                while let byte = current {
                    if byte == UInt8(ascii: "'") {
                        let next = position + 1 < bytes.endIndex ? bytes[position + 1] : UInt8(ascii: ">")
                        if next == UInt8(ascii: ";") || next == UInt8(ascii: ">") {
                            position += 1
                            return (key, bytes[valueStart..<position])
                        }
                    }
                    position += 1
                }
                throw error(.textQuote(written: Excerpt.of(String(decoding: bytes[start..<valueStart], as: UTF8.self))))
            }
            var stack: [UInt8] = []
            while let byte = current {
                switch byte {
                case UInt8(ascii: "("): stack.append(UInt8(ascii: ")"))
                case UInt8(ascii: "{"): stack.append(UInt8(ascii: "}"))
                case UInt8(ascii: "["): stack.append(UInt8(ascii: "]"))
                case UInt8(ascii: "<"): stack.append(UInt8(ascii: ">"))
                case UInt8(ascii: ";") where stack.isEmpty, UInt8(ascii: ">") where stack.isEmpty:
                    return (key, bytes[valueStart..<position])
                case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                    if stack.last == byte { stack.removeLast() }
                default: break
                }
                position += 1
            }
            throw error(
                .entryCloseAfterValue(written: Excerpt.of(String(decoding: bytes[start..<valueStart], as: UTF8.self))))
        }

        static func isKeyByte(_ byte: UInt8) -> Bool {
            startsName(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
        }

        /// The properties the importer reads; the others (`layer`, `autoresize`, `animations`, …) are passed over
        /// without being spelled out.
        enum Key {
            case frame, hidden, alpha, userInteractionEnabled, clipsToBounds, transform, baseClass
            case gestureRecognizers, contentOffset, contentSize, text

            /// The property's name as UIKit prints it.
            var name: String {
                switch self {
                case .frame: "frame"
                case .hidden: "hidden"
                case .alpha: "alpha"
                case .userInteractionEnabled: "userInteractionEnabled"
                case .clipsToBounds: "clipsToBounds"
                case .transform: "transform"
                case .baseClass: "baseClass"
                case .gestureRecognizers: "gestureRecognizers"
                case .contentOffset: "contentOffset"
                case .contentSize: "contentSize"
                case .text: "text"
                }
            }

            /// The key a property's name is, found by its length and bytes (no table: a static would be looked up
            /// through a one-time initialiser on every property of every line).
            init?(_ name: ArraySlice<UInt8>) {
                let key: Key?
                switch name.count {
                case 4: key = name.elementsEqual("text".utf8) ? .text : nil
                case 5:
                    key = name.elementsEqual("frame".utf8) ? .frame : name.elementsEqual("alpha".utf8) ? .alpha : nil
                case 6: key = name.elementsEqual("hidden".utf8) ? .hidden : nil
                case 9:
                    key =
                        name.elementsEqual("transform".utf8)
                        ? .transform : name.elementsEqual("baseClass".utf8) ? .baseClass : nil
                case 11: key = name.elementsEqual("contentSize".utf8) ? .contentSize : nil
                case 13:
                    key =
                        name.elementsEqual("clipsToBounds".utf8)
                        ? .clipsToBounds : name.elementsEqual("contentOffset".utf8) ? .contentOffset : nil
                case 18: key = name.elementsEqual("gestureRecognizers".utf8) ? .gestureRecognizers : nil
                case 22: key = name.elementsEqual("userInteractionEnabled".utf8) ? .userInteractionEnabled : nil
                default: key = nil
                }
                guard let key else { return nil }
                self = key
            }
        }

        /// Sets the view's field a property gives, when the importer uses it.
        ///
        /// - Throws: A number outside ``NumberRange`` in a property the importer reads: the app it would answer could
        ///   not be posted to any other endpoint, which holds every number to that range.
        private func apply(_ key: Key?, _ value: ArraySlice<UInt8>, to view: inout DumpedView) throws(DumpError) {
            guard let key else { return }
            let yes = value.starts(with: "YES".utf8)
            // Read once, for the range check and for the value.
            let numbers: [Double]
            switch key {
            case .frame, .alpha, .transform, .contentOffset, .contentSize:
                numbers = Self.numbers(value)
                guard numbers.allSatisfy(NumberRange.contains) else {
                    throw error(.numberInRange(property: key.name, limit: Int(NumberRange.maxMagnitude)))
                }
            default: numbers = []
            }
            switch key {
            case .frame: view.frame = Self.rect(numbers).map(Self.standardized)
            case .hidden: view.isHidden = yes
            case .alpha: view.alpha = numbers.first.map { min(max($0, 0), 1) }
            case .userInteractionEnabled: view.isUserInteractionEnabled = yes
            case .clipsToBounds: view.clipsToBounds = yes
            case .transform:
                if numbers.count == 6 {
                    view.transform = AffineTransform(
                        a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
                }
            case .baseClass: view.baseClass = Self.swiftName(String(decoding: value, as: UTF8.self).trimmingSpaces)
            case .gestureRecognizers: view.hasGestureRecognizers = true
            case .contentOffset:
                if numbers.count == 2 { view.contentOffset = Point(x: numbers[0], y: numbers[1]) }
            case .contentSize:
                if numbers.count == 2 { view.contentSize = Size(width: numbers[0], height: numbers[1]) }
            case .text:
                let text = String(decoding: value, as: UTF8.self).trimmingSpaces
                view.text = text.count >= 2 ? String(text.dropFirst().dropLast()) : text
            }
        }

        /// A frame with a negative width or height as Core Graphics reads it (`CGRectStandardize`, which hit-testing's
        /// `CGRectContainsPoint` applies): the same area, with a non-negative size, which the app description requires.
        static func standardized(_ rect: Rect) -> Rect {
            let (x, width) =
                rect.size.width < 0 ? (rect.minX + rect.size.width, -rect.size.width) : (rect.minX, rect.size.width)
            let (y, height) =
                rect.size.height < 0 ? (rect.minY + rect.size.height, -rect.size.height) : (rect.minY, rect.size.height)
            return Rect(x: x, y: y, width: width, height: height)
        }

        /// `(x y; w h)`, from its four numbers.
        static func rect(_ numbers: [Double]) -> Rect? {
            guard numbers.count == 4 else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }

        /// The finite numbers in a printed value (`{0, -88}`, `[1, 0, 0, 1, 0, 0]`, `(0 0; 375 667)`), read from
        /// its bytes: the runs of digits, signs, points and exponents between the separators.
        static func numbers(_ text: ArraySlice<UInt8>) -> [Double] {
            var numbers: [Double] = []
            var token: [UInt8] = []
            token.reserveCapacity(24)
            func flush() {
                if !token.isEmpty,
                    let value = Self.simpleNumber(token) ?? Double(String(decoding: token, as: UTF8.self)),
                    value.isFinite
                {
                    numbers.append(value)
                }
                token.removeAll(keepingCapacity: true)
            }
            for byte in text {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                    UInt8(ascii: "e"), UInt8(ascii: "E"):
                    token.append(byte)
                default:
                    flush()
                }
            }
            flush()
            return numbers
        }

        /// A whole number, the kind the debugger prints most (`-88`, `390`), read from its bytes without making a
        /// String: an optional minus and up to 15 digits (exact in a Double). Nil for anything else (a point, an
        /// exponent, a plus), which `Double(String)` reads, rounding correctly.
        static func simpleNumber(_ token: [UInt8]) -> Double? {
            let negative = token.first == UInt8(ascii: "-")
            let digits = token.count - (negative ? 1 : 0)
            guard digits > 0, digits <= 15 else { return nil }
            var whole: Int64 = 0
            for byte in token[(negative ? 1 : 0)...] {
                guard byte &- UInt8(ascii: "0") < 10 else { return nil }
                whole = whole * 10 + Int64(byte &- UInt8(ascii: "0"))
            }
            return negative ? -Double(whole) : Double(whole)  // `-0` stays -0.0, as Double("-0") reads it
        }

        /// A mangled Swift class name as Swift prints it: `_TtC5MyApp9BadgeView` is `MyApp.BadgeView`,
        /// `_TtCC5MyApp5Outer5Inner` is `MyApp.Outer.Inner`; any other name as it is.
        static func swiftName(_ name: String) -> String {
            let bytes = Array(name.utf8)
            guard bytes.starts(with: "_TtC".utf8) else { return name }
            var index = 3
            var nesting = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: "C") {
                nesting += 1
                index += 1
            }
            // Nested classes a few deep at most; a longer run is no name Swift prints.
            guard nesting <= 16 else { return name }
            var parts: [String] = []
            for _ in 0...nesting {
                var length = 0
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]),
                    length < 100_000
                {
                    length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                guard length > 0, index + length <= bytes.count else { return name }
                parts.append(String(decoding: bytes[index..<(index + length)], as: UTF8.self))
                index += length
            }
            guard index == bytes.count else { return name }
            return parts.joined(separator: ".")
        }

        /// What follows the first `needle` in `text`, or nil when `text` does not hold it.
        static func after(_ needle: String, in text: Substring) -> Substring? {
            text.firstRange(of: needle).map { text[$0.upperBound...] }
        }

        // MARK: Controllers

        /// Reads `<Class 0x…>, state: appeared, view: <UIView 0x…>` and what follows it.
        mutating func controller(depth: Int, presented: Bool) throws(DumpError) -> DumpedController {
            let column = position - bytes.startIndex + 1
            position += 1
            let name = try className(endingAt: [UInt8(ascii: ":"), UInt8(ascii: ">")])
            var controller = DumpedController(line: line, column: column, depth: depth, className: Self.swiftName(name))
            controller.isPresented = presented
            while current == UInt8(ascii: ":") || current == UInt8(ascii: " ") { position += 1 }
            controller.address = address()
            guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else {
                throw error(.controllerEntryClose)
            }
            position = close + 1
            let rest = Substring(String(decoding: bytes[position...], as: UTF8.self))
            if let state = Self.after("state: ", in: rest) {
                controller.state = String(state.prefix { $0.isLetter })
            }
            if let tail = Self.after("view: <", in: rest) {
                let viewClass = tail.prefix { $0 != " " && $0 != ":" && $0 != ">" }
                controller.viewClass = Self.swiftName(String(viewClass))
                let afterName = tail.dropFirst(viewClass.count).drop { $0 == ":" || $0 == " " }
                if afterName.hasPrefix("0x") {
                    controller.viewAddress = String(afterName.prefix { $0.isHexDigit || $0 == "x" })
                }
            }
            controller.notInWindow = rest.contains("not in the window")
            position = bytes.endIndex
            return controller
        }
    }
}
