/// Reads what `po view.gestureRecognizers` (or `po recognizer`, or an `NSLog` of one) prints into
/// ``PastedRecognizer``s.
///
/// ```
///  (lldb) po cardView.gestureRecognizers                         ← a prompt: passed over
///  ▿ Optional<Array<UIGestureRecognizer>>                          ← Swift's dump around the array: passed over
///    ▿ some : 1 element
///      - 0 : <UITapGestureRecognizer: 0x6000…; state = Possible;   ← a description, which may run over lines
///             view = <UIView 0x7f8b…>; target= <(action=handleTap:, target=<MyApp.CardViewController 0x7f8b…>)>>
///  <__NSArrayM 0x6000…>( <UIPanGestureRecognizer: …>, … )           ← Objective-C's print of the array: the same
/// ```
///
/// A description is read from its `<` to the `>` that closes it, `;`-separated properties and all; a recognizer in
/// its `must-fail = {…}` printed in full is read as one too. Any other line is refused with its line and column.
public enum RecognizerReader {
    /// The recognizers of `text`, in the order printed.
    ///
    /// - Throws: ``PasteError`` at the first line that is neither a recognizer's description nor what the debugger
    ///   prints around one.
    public static func recognizers(
        _ text: String, limit: Int = 10_000, maxNameBytes: Int = 1_000
    )
        throws(PasteError) -> [PastedRecognizer]
    {
        var reader = Reader(text: Array(text.unicodeScalars), limit: limit, maxNameBytes: maxNameBytes)
        try reader.read()
        return reader.found
    }

    struct Reader {
        let text: [Unicode.Scalar]
        let limit: Int
        let maxNameBytes: Int
        var found: [PastedRecognizer] = []
        var seen: Set<String> = []
        var lineStarts: [Int] = [0]

        init(text: [Unicode.Scalar], limit: Int, maxNameBytes: Int) {
            self.text = text
            self.limit = limit
            self.maxNameBytes = maxNameBytes
            for (index, scalar) in text.enumerated() where scalar == "\n" { lineStarts.append(index + 1) }
        }

        mutating func read() throws(PasteError) {
            var index = 0
            while index < text.count {
                let end = lineEnd(from: index)
                var position = index
                var hadEntry = false
                while let start = entryStart(in: position..<end) {
                    let name = className(at: start)
                    if name.hasPrefix("__NS") || name.hasPrefix("NS") {
                        // `<__NSArrayM 0x…>(`: Objective-C's print of the array around the recognizers.
                        position = closing(from: start, limit: end).map { $0 + 1 } ?? end
                        hadEntry = true
                        continue
                    }
                    guard name.contains("Recognizer") || name.contains("Gesture") else {
                        throw error(at: start, .recognizer)
                    }
                    let (recognizer, after) = try entry(at: start, nesting: 0)
                    add(recognizer)
                    hadEntry = true
                    position = after
                    if position > end { break }
                }
                let next = position > end ? lineEnd(from: position) : end
                if !hadEntry, !isFraming(index..<end) { throw error(at: firstVisible(in: index..<end), .recognizer) }
                index = next + 1
            }
        }

        private mutating func add(_ recognizer: PastedRecognizer) {
            guard seen.insert(recognizer.address).inserted else { return }
            found.append(recognizer)
        }

        /// One description from its `<` at `start`; returns it and the index after its closing `>`.
        mutating func entry(at start: Int, nesting: Int) throws(PasteError) -> (PastedRecognizer, Int) {
            let name = className(at: start)
            guard name.utf8.count <= maxNameBytes else { throw error(at: start + 1, .classNameWithin(maxNameBytes)) }
            var index = start + 1 + name.unicodeScalars.count
            if index < text.count, text[index] == ":" { index += 1 }
            while index < text.count, Self.isSpace(text[index]) { index += 1 }
            let address = hex(at: index)
            guard !address.isEmpty else { throw error(at: index, .recognizerAddress(className: name)) }
            // A description the text ends inside (a log line that ends before its last `>`, a paste cut short) is read
            // as far as it goes, when that is as far as its view.
            let close = closing(from: start, limit: text.count) ?? text.count
            let (line, column) = place(start)
            var recognizer = PastedRecognizer(line: line, column: column, className: name, address: address)
            for range in properties(in: (index + address.unicodeScalars.count)..<close) {
                try read(range, into: &recognizer, nesting: nesting)
            }
            if close == text.count {
                guard recognizer.viewAddress != nil else { throw error(at: start, .recognizerClose(className: name)) }
                recognizer.isCutShort = true
            }
            if found.count + 1 > limit { throw error(at: start, .atMost(limit)) }
            return (recognizer, close + 1)
        }

        /// One `key = value` of a description.
        private mutating func read(
            _ range: Range<Int>, into recognizer: inout PastedRecognizer, nesting: Int
        )
            throws(PasteError)
        {
            guard let equals = text[range].firstIndex(of: "=") else { return }
            let key = string(range.lowerBound..<equals).trimmed
            let valueRange = (equals + 1)..<range.upperBound
            let value = string(valueRange).trimmed
            switch key {
            case "state": recognizer.state = value
            case "enabled": recognizer.isEnabled = Self.bool(value)
            case "cancelsTouchesInView": recognizer.cancelsTouchesInView = Self.bool(value)
            case "delaysTouchesBegan": recognizer.delaysTouchesBegan = Self.bool(value)
            case "delaysTouchesEnded": recognizer.delaysTouchesEnded = Self.bool(value)
            case "numberOfTapsRequired": recognizer.numberOfTapsRequired = Int(value).flatMap { $0 > 0 ? $0 : nil }
            case "numberOfTouchesRequired":
                recognizer.numberOfTouchesRequired = Int(value).flatMap { $0 > 0 ? $0 : nil }
            case "baseClass": recognizer.baseClass = value
            case "view":
                if let object = object(in: valueRange) {
                    (recognizer.viewClass, recognizer.viewAddress) = (object.className, object.address)
                }
            case "delegate":
                if let object = object(in: valueRange) {
                    (recognizer.delegateClass, recognizer.delegateAddress) = (object.className, object.address)
                }
            case "target":
                recognizer.targets += targets(in: valueRange)
            case "must-fail":
                var index = valueRange.lowerBound
                while index < valueRange.upperBound, let start = entryStart(in: index..<valueRange.upperBound) {
                    // A set the text ends inside is read no further than its first unclosed entry (each search for
                    // a close runs to the end: reading on would cost the square of the text).
                    let closed = closing(from: start, limit: valueRange.upperBound)
                    let close = closed ?? valueRange.upperBound
                    if nesting < 3, text[start..<close].contains(";") {
                        let (waited, _) = try entry(at: start, nesting: nesting + 1)
                        recognizer.mustFail.append(waited.address)
                        add(waited)
                    } else if let object = object(in: start..<min(close + 1, valueRange.upperBound)),
                        let address = object.address
                    {
                        recognizer.mustFail.append(address)
                    }
                    if closed == nil { break }
                    index = close + 1
                }
            default: break
            }
        }

        /// `<(action=handleTap:, target=<MyApp.Controller 0x…>), (action=…, target=…)>`.
        private func targets(in range: Range<Int>) -> [(action: String, className: String?, address: String?)] {
            var result: [(action: String, className: String?, address: String?)] = []
            let marker = Array("(action=".unicodeScalars)
            var index = range.lowerBound
            while index + marker.count <= range.upperBound {
                guard text[index..<(index + marker.count)].elementsEqual(marker) else {
                    index += 1
                    continue
                }
                var end = index + marker.count
                while end < range.upperBound, text[end] != ",", text[end] != ")" { end += 1 }
                let action = string((index + marker.count)..<end).trimmed
                // The target, up to the `)` that closes this pair.
                var close = end
                var depth = 0
                while close < range.upperBound {
                    if text[close] == "<" { depth += 1 }
                    if text[close] == ">" { depth -= 1 }
                    if text[close] == ")" && depth <= 0 { break }
                    close += 1
                }
                let object = end < close ? object(in: end..<close) : nil
                if !action.isEmpty { result.append((action, object?.className, object?.address)) }
                index = max(close, index + 1)
            }
            return result
        }

        /// `<UIView 0x7f…>` or `<SBIconView: 0x86…>` in `range`: the class and address.
        private func object(in range: Range<Int>) -> (className: String, address: String?)? {
            Self.object(in: text[range])
        }

        static func object(in scalars: ArraySlice<Unicode.Scalar>) -> (className: String, address: String?)? {
            guard let open = scalars.firstIndex(of: "<") else { return nil }
            var index = open + 1
            var name = String.UnicodeScalarView()
            while index < scalars.endIndex, isNameScalar(scalars[index]) {
                name.append(scalars[index])
                index += 1
            }
            guard !name.isEmpty else { return nil }
            if index < scalars.endIndex, scalars[index] == ":" { index += 1 }
            while index < scalars.endIndex, isSpace(scalars[index]) { index += 1 }
            var address = String.UnicodeScalarView()
            if index + 1 < scalars.endIndex, scalars[index] == "0", scalars[index + 1] == "x" {
                address.append(contentsOf: "0x".unicodeScalars)
                index += 2
                while index < scalars.endIndex, isHex(scalars[index]) {
                    address.append(scalars[index])
                    index += 1
                }
            }
            return (String(name), address.count > 2 ? String(address) : nil)
        }

        /// The `;`-separated properties between `range`'s bounds, split only outside `<…>`, `{…}` and `(…)`.
        private func properties(in range: Range<Int>) -> [Range<Int>] {
            var result: [Range<Int>] = []
            var depth = 0
            var start = range.lowerBound
            for index in range {
                switch text[index] {
                case "<", "{", "(": depth += 1
                case ">", "}", ")": depth = max(depth - 1, 0)
                case ";" where depth == 0:
                    result.append(start..<index)
                    start = index + 1
                default: break
                }
            }
            result.append(start..<range.upperBound)
            return result
        }

        /// The `<` of an entry in `range`: one not written right after a name (`Optional<Array<…>>` is a type).
        func entryStart(in range: Range<Int>) -> Int? {
            var index = range.lowerBound
            while index < range.upperBound {
                if text[index] == "<", index + 1 < text.count, Self.isNameScalar(text[index + 1]),
                    index == 0 || !Self.isNameScalar(text[index - 1])
                {
                    return index
                }
                index += 1
            }
            return nil
        }

        /// The `>` that closes the `<` at `start`, before `limit`.
        func closing(from start: Int, limit: Int) -> Int? {
            var depth = 0
            var index = start
            while index < limit {
                switch text[index] {
                case "<": depth += 1
                case ">":
                    // `->` inside a description is an arrow, not a close.
                    if index == 0 || text[index - 1] != "-" { depth -= 1 }
                    if depth == 0 { return index }
                default: break
                }
                index += 1
            }
            return nil
        }

        func className(at start: Int) -> String {
            var name = String.UnicodeScalarView()
            var index = start + 1
            while index < text.count, Self.isNameScalar(text[index]) {
                name.append(text[index])
                index += 1
            }
            return String(name)
        }

        func hex(at start: Int) -> String {
            guard start + 1 < text.count, text[start] == "0", text[start + 1] == "x" else { return "" }
            var index = start + 2
            while index < text.count, Self.isHex(text[index]) { index += 1 }
            return index > start + 2 ? string(start..<index) : ""
        }

        /// What the debugger prints around the recognizers: its prompt, Swift's `▿ Optional<…>` and `- 0 :` lines,
        /// brackets, a quoted string's quotes, `nil`.
        func isFraming(_ range: Range<Int>) -> Bool {
            let line = string(range).trimmed
            guard let first = line.unicodeScalars.first else { return true }
            if "▿-([{)]},\"`$#".unicodeScalars.contains(first) { return true }
            let words = ["Optional", "some", "nil", "none", "Printing description", "po ", "p ", "expr", "e ", "cy#"]
            if words.contains(where: { line.hasPrefix($0) }) { return true }
            return line.first?.isNumber == true && line.contains("element")
        }

        func lineEnd(from index: Int) -> Int {
            var end = index
            while end < text.count, text[end] != "\n" { end += 1 }
            return end
        }

        func firstVisible(in range: Range<Int>) -> Int {
            range.first { !Self.isSpace(text[$0]) } ?? range.lowerBound
        }

        func place(_ index: Int) -> (line: Int, column: Int) {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
            }
            return (low + 1, index - lineStarts[low] + 1)
        }

        func error(at index: Int, _ expected: PasteError.Expected) -> PasteError {
            let (line, column) = place(min(index, text.count))
            let end = min(index < text.count ? lineEnd(from: index) : index, index + 40)
            return PasteError(
                paste: .gestureRecognizers, line: line, column: column, expected: expected,
                found: index < text.count ? string(index..<end) : "")
        }

        func string(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: text[range])
            return String(view)
        }

        static func bool(_ value: String) -> Bool? {
            switch value {
            case "YES", "1", "true": true
            case "NO", "0", "false": false
            default: nil
            }
        }

        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" || scalar == "\u{A0}"
        }

        static func isHex(_ scalar: Unicode.Scalar) -> Bool {
            ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
        }

        static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "." || scalar == "$" || scalar.properties.isAlphabetic
                || ("0"..."9").contains(scalar)
        }
    }
}

extension String {
    /// Whether the line (already trimmed) is a debugger's prompt with the command after it: lldb's `(lldb)`,
    /// Cycript's `cy#` or Frida's `[iPhone::App]->`.
    var isDebuggerPrompt: Bool {
        hasPrefix("(lldb)") || hasPrefix("cy#") || hasPrefix("[") && contains("]->")
    }

    /// Without the spaces, tabs, line ends and no-break spaces around it.
    var trimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !RecognizerReader.Reader.isSpace($0) }),
            let last = scalars.lastIndex(where: { !RecognizerReader.Reader.isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
