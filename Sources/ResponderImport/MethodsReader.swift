import ResponderCore

/// What `_shortMethodDescription` or `_methodDescription` prints for one object: its class and address, then, for
/// each class it prints (the object's own first), that class's instance methods.
public struct PastedMethods: Sendable, Equatable {
    public var line: Int
    public var className: String
    public var address: String
    /// Each class printed with `in Class:`, in order, with the instance methods printed under it.
    public var sections: [Section] = []
    /// `(UIView ...)`: the superclass `_shortMethodDescription` names at the end and leaves out.
    public var elidedSuperclass: String?

    /// One `in Class:` section.
    public struct Section: Sendable, Equatable {
        public var className: String
        public var line: Int
        /// The instance methods' selectors (`touchesBegan:withEvent:`), with whether each returns `void`.
        public var methods: [Method] = []
    }

    /// An instance method as printed: `- (void) touchesBegan:(id)arg1 withEvent:(id)arg2; (0x104a1c2f0)`.
    public struct Method: Sendable, Equatable {
        public var selector: String
        public var returnsVoid: Bool
        /// Whether its first argument is an object (`(id)arg1`).
        public var takesObject: Bool
        public var line: Int
    }

    public init(line: Int, className: String, address: String) {
        self.line = line
        self.className = className
        self.address = address
    }
}

/// Reads what `expr -l objc -O -- [0x7f… _shortMethodDescription]` (or `_methodDescription`) prints, one object
/// after another, into ``PastedMethods``.
///
/// ```
///  (lldb) expr -l objc -O -- [0x7fa1d2e11c20 _shortMethodDescription]      ← a prompt: passed over
///  <MyApp.CardView: 0x7fa1d2e11c20>:                                         ← the object: its class and address
///  in MyApp.CardView:                                                        ← a class's section
///      Properties:                                                           ← passed over, as class methods are
///          @property (nonatomic) BOOL isSelected;
///      Instance Methods:
///          - (void) touchesBegan:(id)arg1 withEvent:(id)arg2; (0x104a1c2f0)  ← a method: its selector
///  (UIView ...)                                                              ← the superclass, left out
/// ```
///
/// Any other line is refused with its line and column.
public enum MethodsReader {
    /// The objects of `text`, in the order printed.
    ///
    /// - Throws: ``PasteError`` at the first line that is none of these.
    public static func listings(
        _ text: String, limit: Int = 10_000, maxNameBytes: Int = 1_000
    ) throws(PasteError) -> [PastedMethods] {
        var listings: [PastedMethods] = []
        var count = 0
        var part = Part.none
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let scalars = Array(rawLine.unicodeScalars)
            let start = scalars.firstIndex { !RecognizerReader.Reader.isSpace($0) } ?? scalars.count
            func fail(_ expected: PasteError.Expected, at column: Int? = nil) -> PasteError {
                let column = column ?? start + 1
                var found = String.UnicodeScalarView()
                found.append(contentsOf: scalars.dropFirst(column - 1).prefix(40))
                return PasteError(
                    paste: .methods, line: line, column: column, expected: expected, found: String(found).trimmed)
            }
            let trimmed = String(rawLine).trimmed
            if trimmed.isEmpty || trimmed.isDebuggerPrompt || trimmed == "<omitted...>" { continue }
            if trimmed.hasPrefix("<") {
                // `<MyApp.CardView: 0x7f…>:` or, for a class, `<TestObject: 0x1026…> (NSStreamDelegate):`.
                guard let object = RecognizerReader.Reader.object(in: scalars[start...]), let address = object.address
                else { throw fail(.methodsObject) }
                guard object.className.utf8.count <= maxNameBytes else {
                    throw fail(.classNameWithin(maxNameBytes), at: start + 2)
                }
                count += 1
                guard count <= limit else { throw fail(.atMost(limit)) }
                listings.append(PastedMethods(line: line, className: object.className, address: address))
                part = .none
                continue
            }
            guard !listings.isEmpty else { throw fail(.methodsObjectFirst) }
            if trimmed.hasPrefix("in ") && trimmed.hasSuffix(":") {
                let name = String(trimmed.dropFirst(3).dropLast()).trimmed
                guard !name.isEmpty, name.unicodeScalars.allSatisfy(RecognizerReader.Reader.isNameScalar) else {
                    throw fail(.methodsLine)
                }
                guard name.utf8.count <= maxNameBytes else { throw fail(.classNameWithin(maxNameBytes)) }
                listings[listings.count - 1].sections.append(
                    PastedMethods.Section(className: Self.demangled(name), line: line))
                part = .none
                continue
            }
            if trimmed.hasPrefix("(") && trimmed.hasSuffix(" ...)") {
                let name = String(trimmed.dropFirst().dropLast(5)).trimmed
                guard !name.isEmpty, name.unicodeScalars.allSatisfy(RecognizerReader.Reader.isNameScalar) else {
                    throw fail(.methodsLine)
                }
                listings[listings.count - 1].elidedSuperclass = Self.demangled(name)
                part = .none
                continue
            }
            switch trimmed {
            case "Class Methods:", "Properties:", "Ivars:", "Protocols:":
                part = .skipped
                continue
            case "Instance Methods:":
                guard !listings[listings.count - 1].sections.isEmpty else { throw fail(.methodsLine) }
                part = .instanceMethods
                continue
            default: break
            }
            switch part {
            case .skipped where trimmed.hasPrefix("+ ") || trimmed.hasPrefix("@property") || trimmed.hasPrefix("_"):
                continue
            case .instanceMethods where trimmed.hasPrefix("- "):
                guard let method = Self.method(trimmed, line: line) else { throw fail(.methodsLine) }
                count += 1
                guard count <= limit else { throw fail(.atMost(limit)) }
                let last = listings.count - 1
                listings[last].sections[listings[last].sections.count - 1].methods.append(method)
            default:
                throw fail(.methodsLine)
            }
        }
        return listings
    }

    /// Where the reader is within an object's listing.
    private enum Part {
        case none
        /// Class methods, properties, ivars or protocols: passed over.
        case skipped
        case instanceMethods
    }

    /// `- (void) touchesBegan:(id)arg1 withEvent:(id)arg2; (0x…)`: the selector `touchesBegan:withEvent:`;
    /// `- (void) viewDidLoad; (0x…)`: `viewDidLoad`. Nil for a line of another shape.
    static func method(_ line: String, line number: Int) -> PastedMethods.Method? {
        var scalars = Substring(line).unicodeScalars.dropFirst(2)[...]
        while let first = scalars.first, RecognizerReader.Reader.isSpace(first) { scalars = scalars.dropFirst() }
        // The return type in parentheses, which may nest (`(struct CGPoint)`, `(void (^)(id))`).
        guard scalars.first == "(" else { return nil }
        var depth = 0
        var returnType = String.UnicodeScalarView()
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "(" { depth += 1 } else if scalar == ")" { depth -= 1 }
            if depth == 0 { break }
            if depth > 1 || scalar != "(" { returnType.append(scalar) }
        }
        guard depth == 0 else { return nil }
        // The selector: `part:` followed by a parenthesized type and an argument name, part after part, up to `;`.
        var selector = String.UnicodeScalarView()
        var firstArgument: String?
        while let scalar = scalars.first, scalar != ";" {
            scalars = scalars.dropFirst()
            if RecognizerReader.Reader.isSpace(scalar) { continue }
            if scalar == ":" {
                selector.append(scalar)
                // Skip the argument's type and its name.
                while let first = scalars.first, RecognizerReader.Reader.isSpace(first) {
                    scalars = scalars.dropFirst()
                }
                if scalars.first == "(" {
                    var nesting = 0
                    var type = String.UnicodeScalarView()
                    while let inner = scalars.first {
                        scalars = scalars.dropFirst()
                        if inner == "(" { nesting += 1 } else if inner == ")" { nesting -= 1 }
                        if nesting == 0 { break }
                        if nesting > 1 || inner != "(" { type.append(inner) }
                    }
                    if firstArgument == nil { firstArgument = String(type).trimmed }
                }
                while let first = scalars.first, RecognizerReader.Reader.isNameScalar(first) {
                    scalars = scalars.dropFirst()
                }
                continue
            }
            guard RecognizerReader.Reader.isNameScalar(scalar) else { return nil }
            selector.append(scalar)
        }
        guard scalars.first == ";", !selector.isEmpty, selector.first != ":" else { return nil }
        return PastedMethods.Method(
            selector: String(selector), returnsVoid: String(returnType).trimmed == "void",
            takesObject: firstArgument == "id", line: number)
    }

    /// A Swift class's runtime name as Swift spells it: `_TtC5MyApp8CardView` is `MyApp.CardView`; any other name
    /// as it is.
    static func demangled(_ name: String) -> String {
        var scalars = Substring(name).unicodeScalars[...]
        guard scalars.starts(with: "_TtC".unicodeScalars) else { return name }
        scalars = scalars.dropFirst(4)
        var parts: [String] = []
        while !scalars.isEmpty {
            var digits = 0
            var length = 0
            while let first = scalars.first, ("0"..."9").contains(first), digits < 4 {
                length = length * 10 + Int(first.value - 48)
                digits += 1
                scalars = scalars.dropFirst()
            }
            guard digits > 0, length > 0, length <= scalars.count else { return name }
            parts.append(String(String.UnicodeScalarView(scalars.prefix(length))))
            scalars = scalars.dropFirst(length)
        }
        return parts.count >= 2 ? parts.joined(separator: ".") : name
    }
}
