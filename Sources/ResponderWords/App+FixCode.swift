import ResponderCore

extension App {
    /// The Swift and the Objective-C that make a fix's change in the app, with the app's own names: each
    /// responder's and recognizer's id as its variable (made a valid identifier), its class for a method.
    public func code(of change: FixChange) -> (swift: String, objc: String) {
        switch change {
        case .setInteraction(let view, let enabled):
            let name = Self.variable(self[view].id)
            return (
                "\(name).isUserInteractionEnabled = \(enabled)",
                "\(name).userInteractionEnabled = \(enabled ? "YES" : "NO");"
            )
        case .callSuper(let responder, let methods):
            let className = self[responder].className
            let swift = methods.map { method in
                "override func \(Self.swiftDeclaration(method)) {\n    \(method.superCall)\n    …\n}"
            }
            let objc = methods.map { method in
                "- (void)\(Self.objcDeclaration(method)) {\n    [super \(Self.objcCall(method))];\n    …\n}"
            }
            return (
                "// in \(className)\n" + swift.joined(separator: "\n"),
                "// in \(className)\n" + objc.joined(separator: "\n")
            )
        case .keepTouches(let recognizer):
            // An unnamed recognizer (its id is its place in the request) is named by its view's list.
            let name = recognizerVariable(recognizer)
            return ("\(name).cancelsTouchesInView = false", "\(name).cancelsTouchesInView = NO;")
        case .retarget(let control, let pair, let event):
            let name = Self.variable(self[control].id)
            let targetAction = self[control].targetActions[pair]
            let target = targetAction.target.map { Self.variable(self[$0].id) } ?? "nil"
            let selector = targetAction.action
            let old = targetAction.event.rawValue
            let new = event.rawValue
            return (
                "\(name).removeTarget(\(target), action: #selector(\(selector.swiftName)), for: .\(old))\n"
                    + "\(name).addTarget(\(target), action: #selector(\(selector.swiftName)), for: .\(new))",
                "[\(name) removeTarget:\(target) action:@selector(\(selector.name)) "
                    + "forControlEvents:\(Self.objcEvent(old))];\n"
                    + "[\(name) addTarget:\(target) action:@selector(\(selector.name)) "
                    + "forControlEvents:\(Self.objcEvent(new))];"
            )
        case .implementAction(let target, let action):
            let className = self[target].className
            if let method = Self.selectionDelegateMethods[action.name] {
                return (
                    "// in \(className)\n\(method.swift) {\n    …\n}", "// in \(className)\n\(method.objc) {\n    …\n}"
                )
            }
            return (
                "// in \(className)\n@objc func \(Self.swiftMethod(action)) {\n    …\n}",
                "// in \(className)\n- (IBAction)\(Self.objcMethod(action)) {\n    …\n}"
            )
        case .standardHitTesting(let view):
            let className = self[view].className
            return (
                "// in \(className): remove the hitTest(_:with:) and point(inside:with:) overrides, or answer as "
                    + "UIView does\noverride func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {\n"
                    + "    super.hitTest(point, with: event)\n}",
                "// in \(className): remove the hitTest:withEvent: and pointInside:withEvent: overrides, or answer "
                    + "as UIView does\n- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {\n"
                    + "    return [super hitTest:point withEvent:event];\n}"
            )
        case .pointInsideIncludesSubviews(let view):
            let className = subclass(of: view)
            return (
                "// in \(className)\n"
                    + "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n"
                    + "    if super.point(inside: point, with: event) { return true }\n"
                    + "    return subviews.contains { $0.point(inside: convert(point, to: $0), with: event) }\n}",
                "// in \(className)\n"
                    + "- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {\n"
                    + "    if ([super pointInside:point withEvent:event]) return YES;\n"
                    + "    for (UIView *subview in self.subviews) {\n"
                    + "        if ([subview pointInside:[self convertPoint:point toView:subview] withEvent:event]) "
                    + "return YES;\n    }\n    return NO;\n}"
            )
        case .enable(let control):
            let name = Self.variable(self[control].id)
            return ("\(name).isEnabled = true", "\(name).enabled = YES;")
        case .menuNotPrimary(let button):
            let name = Self.variable(self[button].id)
            return ("\(name).showsMenuAsPrimaryAction = false", "\(name).showsMenuAsPrimaryAction = NO;")
        case .noContentTouchDelay(let scroll):
            let name = Self.variable(self[scroll].id)
            return ("\(name).delaysContentTouches = false", "\(name).delaysContentTouches = NO;")
        case .standardShouldBegin(let view):
            let className = self[view].className
            return (
                "// in \(className): remove the gestureRecognizerShouldBegin(_:) override, or answer as UIView does\n"
                    + "override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {\n"
                    + "    super.gestureRecognizerShouldBegin(gestureRecognizer)\n}",
                "// in \(className): remove the gestureRecognizerShouldBegin: override, or answer as UIView does\n"
                    + "- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {\n"
                    + "    return [super gestureRecognizerShouldBegin:gestureRecognizer];\n}"
            )
        case .retain(let object):
            let name = Self.variable(self[object].id)
            let className = self[object].className
            return (
                "// keep a strong reference, in a property of the object that makes it\n"
                    + "private let \(name) = \(className)()",
                "// keep a strong reference, in a property of the object that makes it\n"
                    + "@property (nonatomic, strong) \(className) *\(name);"
            )
        case .setTarget(let control, let pair, let target):
            let name = Self.variable(self[control].id)
            let targetAction = self[control].targetActions[pair]
            let targetName = Self.variable(self[target].id)
            let event = targetAction.event.rawValue
            let swiftSelector = "#selector(\(targetAction.action.swiftName))"
            let objcSelector = "@selector(\(targetAction.action.name))"
            return (
                "\(name).removeTarget(nil, action: \(swiftSelector), for: .\(event))\n"
                    + "\(name).addTarget(\(targetName), action: \(swiftSelector), for: .\(event))",
                "[\(name) removeTarget:nil action:\(objcSelector) forControlEvents:\(Self.objcEvent(event))];\n"
                    + "[\(name) addTarget:\(targetName) action:\(objcSelector) forControlEvents:\(Self.objcEvent(event))];"
            )
        case .set(let property, let responder):
            return code(setting: property, of: responder)
        case .removeTarget(let control, let pair):
            let name = Self.variable(self[control].id)
            let targetAction = self[control].targetActions[pair]
            let target = targetAction.target.map { Self.variable(self[$0].id) } ?? "nil"
            let event = targetAction.event.rawValue
            return (
                "// it is added twice: remove the second addTarget(_:action:for:), or\n"
                    + "\(name).removeTarget(\(target), action: #selector(\(targetAction.action.swiftName)), for: .\(event))\n"
                    + "\(name).addTarget(\(target), action: #selector(\(targetAction.action.swiftName)), for: .\(event))",
                "// it is added twice: remove the second addTarget:action:forControlEvents:, or\n"
                    + "[\(name) removeTarget:\(target) action:@selector(\(targetAction.action.name)) "
                    + "forControlEvents:\(Self.objcEvent(event))];\n"
                    + "[\(name) addTarget:\(target) action:@selector(\(targetAction.action.name)) "
                    + "forControlEvents:\(Self.objcEvent(event))];"
            )
        case .setDelegate(let list, let delegate):
            let name = Self.variable(self[list].id)
            let delegateName = Self.variable(self[delegate].id)
            return ("\(name).delegate = \(delegateName)", "\(name).delegate = \(delegateName);")
        case .requireToFail(let recognizer, let other):
            let waiting = waitingRecognizerName(recognizer)
            let awaited = awaitedRecognizerName(other)
            return (
                "\(waiting).require(toFail: \(awaited.swift))",
                "[\(waiting) requireGestureRecognizerToFail:\(awaited.objc)];"
            )
        case .noTouchDelay(let recognizer):
            let name = recognizerVariable(recognizer)
            return ("\(name).delaysTouchesBegan = false", "\(name).delaysTouchesBegan = NO;")
        case .keyCommandPriority(let responder, let command):
            let keyCommand = self[responder].keyCommands[command]
            let className = self[responder].className
            let swiftModifiers = KeyModifiers.named.filter { keyCommand.modifiers.contains($0.modifier) }
                .map { "." + ($0.name == "option" ? "alternate" : $0.name) }
            let objcModifiers = KeyModifiers.named.filter { keyCommand.modifiers.contains($0.modifier) }
                .map {
                    "UIKeyModifier"
                        + ($0.name == "option" ? "Alternate" : $0.name.prefix(1).uppercased() + $0.name.dropFirst())
                }
            let swiftInput = Self.swiftKeyInput(keyCommand.input)
            let objcInput = Self.objcKeyInput(keyCommand.input)
            return (
                "// in \(className)'s keyCommands\n"
                    + "let command = UIKeyCommand(input: \(swiftInput), modifierFlags: [\(swiftModifiers.joined(separator: ", "))], "
                    + "action: #selector(\(keyCommand.action.swiftName)))\n"
                    + "command.wantsPriorityOverSystemBehavior = true",
                "// in \(className)'s keyCommands\n"
                    + "UIKeyCommand *command = [UIKeyCommand keyCommandWithInput:\(objcInput) "
                    + "modifierFlags:\(objcModifiers.isEmpty ? "0" : objcModifiers.joined(separator: " | ")) "
                    + "action:@selector(\(keyCommand.action.name))];\n"
                    + "command.wantsPriorityOverSystemBehavior = YES;"
            )
        case .deferEdges(let controller, let edges):
            let names = ScreenEdges.named.filter { edges.contains($0.edge) }.map(\.name)
            let objcNames = names.map { "UIRectEdge" + $0.prefix(1).uppercased() + $0.dropFirst() }
            return (
                "// in \(subclass(of: controller))\n"
                    + "override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {\n"
                    + "    [\(names.map { "." + $0 }.joined(separator: ", "))]\n}",
                "// in \(subclass(of: controller))\n"
                    + "- (UIRectEdge)preferredScreenEdgesDeferringSystemGestures {\n"
                    + "    return \(objcNames.joined(separator: " | "));\n}"
            )
        case .ignoreTouches(let recognizer, let view):
            let name = recognizerVariable(recognizer)
            let viewName = Self.variable(self[view].id)
            return (
                "\(name).delegate = self\n// in the delegate (UIGestureRecognizerDelegate)\n"
                    + "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) "
                    + "-> Bool {\n    !(touch.view?.isDescendant(of: \(viewName)) ?? false)\n}",
                "\(name).delegate = self;\n// in the delegate (UIGestureRecognizerDelegate)\n"
                    + "- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer "
                    + "shouldReceiveTouch:(UITouch *)touch {\n    return ![touch.view isDescendantOfView:\(viewName)];\n}"
            )
        case .passThrough(let view):
            return (
                "// in \(subclass(of: view))\n"
                    + "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {\n"
                    + "    let hit = super.hitTest(point, with: event)\n    return hit == self ? nil : hit\n}",
                "// in \(subclass(of: view))\n"
                    + "- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {\n"
                    + "    UIView *hit = [super hitTest:point withEvent:event];\n    return hit == self ? nil : hit;\n}"
            )
        case .enlargeTouchArea(let view, let margin):
            let amount = Self.points(margin)
            return (
                "// in \(subclass(of: view))\n"
                    + "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n"
                    + "    bounds.insetBy(dx: -\(amount), dy: -\(amount)).contains(point)\n}",
                "// in \(subclass(of: view))\n"
                    + "- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {\n"
                    + "    return CGRectContainsPoint(CGRectInset(self.bounds, -\(amount), -\(amount)), point);\n}"
            )
        case .undimDetent(let controller, let detent):
            let name = Self.variable(self[controller].id)
            let swiftDetent: String
            let objcDetent: String
            switch detent {
            case "medium":
                (swiftDetent, objcDetent) = (".medium", "UISheetPresentationControllerDetentIdentifierMedium")
            case "large": (swiftDetent, objcDetent) = (".large", "UISheetPresentationControllerDetentIdentifierLarge")
            default:
                swiftDetent = "UISheetPresentationController.Detent.Identifier(\"\(detent)\")"
                objcDetent = "@\"\(detent)\""
            }
            return (
                "\(name).sheetPresentationController?.largestUndimmedDetentIdentifier = \(swiftDetent)",
                "\(name).sheetPresentationController.largestUndimmedDetentIdentifier = \(objcDetent);"
            )
        case .unobscureSearch(let controller):
            let name = Self.variable(self[controller].id)
            return (
                "\(name).navigationItem.searchController?.obscuresBackgroundDuringPresentation = false",
                "\(name).navigationItem.searchController.obscuresBackgroundDuringPresentation = NO;"
            )
        case .addPassthrough(let controller, let view):
            let name = Self.variable(self[controller].id)
            let views = (self[controller].presentation.passthroughViews + [view]).map { Self.variable(self[$0].id) }
            return (
                "\(name).popoverPresentationController?.passthroughViews = [\(views.joined(separator: ", "))]",
                "\(name).popoverPresentationController.passthroughViews = @[\(views.joined(separator: ", "))];"
            )
        }
    }

    /// The code that gives `property` of `responder` the fix's value: an assignment, or an override in its class.
    private func code(setting property: FixProperty, of responder: Int) -> (swift: String, objc: String) {
        let name = Self.variable(self[responder].id)
        let value = property.value
        switch property {
        case .allowMultipleTouch:
            return ("\(name).isMultipleTouchEnabled = \(value)", "\(name).multipleTouchEnabled = \(Self.objc(value));")
        case .notExclusiveTouch:
            return ("\(name).isExclusiveTouch = \(value)", "\(name).exclusiveTouch = \(Self.objc(value));")
        case .enableScrolling:
            return ("\(name).isScrollEnabled = \(value)", "\(name).scrollEnabled = \(Self.objc(value));")
        case .alwaysBounceVertical:
            return ("\(name).alwaysBounceVertical = \(value)", "\(name).alwaysBounceVertical = \(Self.objc(value));")
        case .bounces:
            return ("\(name).bounces = \(value)", "\(name).bounces = \(Self.objc(value));")
        case .keepContentTouches, .cancelContentTouches:
            return (
                "\(name).canCancelContentTouches = \(value)", "\(name).canCancelContentTouches = \(Self.objc(value));"
            )
        case .allowSelection:
            return ("\(name).allowsSelection = \(value)", "\(name).allowsSelection = \(Self.objc(value));")
        case .noListDrag:
            return (
                "\(name).dragInteractionEnabled = \(value)", "\(name).dragInteractionEnabled = \(Self.objc(value));"
            )
        case .touchesShouldCancel:
            return (
                "// in \(subclass(of: responder))\n"
                    + "override func touchesShouldCancel(in view: UIView) -> Bool {\n    true\n}",
                "// in \(subclass(of: responder))\n"
                    + "- (BOOL)touchesShouldCancelInContentView:(UIView *)view {\n    return YES;\n}"
            )
        case .canBecomeFirstResponder, .canResignFirstResponder:
            let swiftName = property.rawValue
            return (
                "// in \(subclass(of: responder))\noverride var \(swiftName): Bool {\n    true\n}",
                "// in \(subclass(of: responder))\n- (BOOL)\(swiftName) {\n    return YES;\n}"
            )
        }
    }

    /// Where an override goes: the responder's own class, or a subclass of the UIKit class it is.
    func subclass(of responder: Int) -> String {
        let className = self[responder].className
        return isAppClass(responder)
            ? className : "the class of \(Self.variable(self[responder].id)), a subclass of \(className)"
    }

    /// The name of a recognizer as code: its id, or its place in its view's list when it has none.
    /// A recognizer as the app's code reaches it: a scroll view's own pan by its property.
    func waitingRecognizerName(_ recognizer: Int) -> String {
        if let scroll = gestureRecognizers[recognizer].scrollView {
            return "\(Self.variable(self[scroll].id)).panGestureRecognizer"
        }
        return recognizerVariable(recognizer)
    }

    /// The recognizer waited for: a navigation controller's pop gesture by its (optional, in Swift) property.
    func awaitedRecognizerName(_ recognizer: Int) -> (swift: String, objc: String) {
        if let navigation = gestureRecognizers[recognizer].popsNavigationController {
            let name = Self.variable(self[navigation].id)
            return ("\(name).interactivePopGestureRecognizer!", "\(name).interactivePopGestureRecognizer")
        }
        let name = waitingRecognizerName(recognizer)
        return (name, name)
    }

    func recognizerVariable(_ recognizer: Int) -> String {
        let id = gestureRecognizers[recognizer].id
        let view = gestureRecognizers[recognizer].view
        let position = self[view].gestureRecognizers.firstIndex(of: recognizer) ?? 0
        return id.hasPrefix("/")
            ? "\(Self.variable(self[view].id)).gestureRecognizers![\(position)]" : Self.variable(id)
    }

    /// The selection delegate methods a fix may ask for, as they are declared (``RowSelection/didSelect``).
    static let selectionDelegateMethods: [String: (swift: String, objc: String)] = [
        RowSelection(isTable: true).didSelect.name: (
            "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)",
            "- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath"
        ),
        RowSelection(isTable: false).didSelect.name: (
            "func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)",
            "- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath"
        ),
    ]

    /// `YES` or `NO`.
    static func objc(_ value: Bool) -> String { value ? "YES" : "NO" }

    /// A number of points as code: `10` or `10.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// A key command's input as a Swift expression: a string literal, or UIKit's constant for a special key.
    static func swiftKeyInput(_ input: String) -> String {
        if input.hasPrefix("UIKeyInput") { return "UIKeyCommand.input" + input.dropFirst("UIKeyInput".count) }
        return "\"" + escaped(input) + "\""
    }

    /// A key command's input in Objective-C: an `@"…"` literal, or UIKit's constant for a special key.
    static func objcKeyInput(_ input: String) -> String {
        if input.hasPrefix("UIKeyInput") { return input }
        return "@\"" + escaped(input) + "\""
    }

    /// Text inside a string literal: backslashes and quotes escaped.
    static func escaped(_ text: String) -> String {
        var literal = ""
        for character in text {
            if character == "\\" || character == "\"" { literal.append("\\") }
            literal.append(character)
        }
        return literal
    }

    /// An id as a variable: letters, digits and underscores, starting with a lowercase letter or an underscore
    /// (`button-2d40` → `button2d40`, `Save Button` → `saveButton`).
    static func variable(_ id: String) -> String {
        if let ascii = asciiVariable(id) { return ascii }
        var name = ""
        var upper = false
        for scalar in id.unicodeScalars {
            let isWordCharacter = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
            if isWordCharacter {
                let text = String(scalar)
                name += upper && !name.isEmpty ? text.uppercased() : text
                upper = false
            } else {
                upper = true
            }
        }
        guard let first = name.first else { return "view" }
        if first.isNumber { return "_" + name }
        let variable = first.lowercased() + name.dropFirst()
        // A Swift keyword is a variable only in backticks.
        return keywords.contains(variable) ? "`\(variable)`" : variable
    }

    /// ``variable(_:)`` for an ASCII id (nearly every one), by its bytes: the same letters, digits and underscores
    /// (an ASCII scalar is alphabetic exactly when it is a letter), without a `String` made for each character and
    /// Unicode's properties asked for each. Nil for an id that is not ASCII.
    private static func asciiVariable(_ id: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(id.utf8.count + 2)
        var upper = false
        for byte in id.utf8 {
            guard byte < 0x80 else { return nil }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || isDigit || byte == UInt8(ascii: "_") else {
                upper = true
                continue
            }
            // Uppercased after a separator; only letters change.
            bytes.append(upper && !bytes.isEmpty && isLetter ? byte & ~0x20 : byte)
            upper = false
        }
        guard let first = bytes.first else { return "view" }
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            return "_" + String(decoding: bytes, as: UTF8.self)
        }
        if (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") { bytes[0] = first | 0x20 }
        let variable = String(decoding: bytes, as: UTF8.self)
        // A Swift keyword is a variable only in backticks.
        return keywords.contains(variable) ? "`\(variable)`" : variable
    }

    /// Swift's keywords that an id could spell.
    static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "operator", "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "super",
        "switch", "throw", "throws", "true", "try", "var", "where", "while",
    ]

    /// `touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)`.
    static func swiftDeclaration(_ method: ResponderMethod) -> String {
        switch method {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
            "\(method.rawValue)(_ touches: Set<UITouch>, with event: UIEvent?)"
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled:
            "\(method.rawValue)(_ presses: Set<UIPress>, with event: UIPressesEvent?)"
        case .motionBegan, .motionEnded, .motionCancelled:
            "\(method.rawValue)(_ motion: UIEvent.EventSubtype, with event: UIEvent?)"
        case .remoteControlReceived: "remoteControlReceived(with event: UIEvent?)"
        }
    }

    /// `touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event`.
    static func objcDeclaration(_ method: ResponderMethod) -> String {
        switch method {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
            "\(method.rawValue):(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event"
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled:
            "\(method.rawValue):(NSSet<UIPress *> *)presses withEvent:(UIPressesEvent *)event"
        case .motionBegan, .motionEnded, .motionCancelled:
            "\(method.rawValue):(UIEventSubtype)motion withEvent:(UIEvent *)event"
        case .remoteControlReceived: "remoteControlReceivedWithEvent:(UIEvent *)event"
        }
    }

    /// `touchesBegan:touches withEvent:event`.
    static func objcCall(_ method: ResponderMethod) -> String {
        switch method {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
            "\(method.rawValue):touches withEvent:event"
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled:
            "\(method.rawValue):presses withEvent:event"
        case .motionBegan, .motionEnded, .motionCancelled: "\(method.rawValue):motion withEvent:event"
        case .remoteControlReceived: "remoteControlReceivedWithEvent:event"
        }
    }

    /// `save(_ sender: Any?)` for `save:`; `refresh()` for `refresh`.
    static func swiftMethod(_ action: Selector) -> String {
        let parts = action.name.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let base = parts.first else { return "\(action.name)()" }
        var labels = ["_ sender: Any?"]
        for label in parts.dropFirst() { labels.append("\(label): Any?") }
        return "\(base)(\(labels.joined(separator: ", ")))"
    }

    /// `save:(id)sender` for `save:`; `move:(id)sender to:(id)to` for `move:to:`; `refresh` for `refresh`.
    static func objcMethod(_ action: Selector) -> String {
        guard action.name.hasSuffix(":") else { return action.name }
        let parts = action.name.split(separator: ":")
        return parts.enumerated().map { position, label in
            "\(label):(id)\(position == 0 ? "sender" : String(label))"
        }.joined(separator: " ")
    }

    /// `UIControlEventTouchUpInside` for `touchUpInside`.
    static func objcEvent(_ event: String) -> String {
        "UIControlEvent" + event.prefix(1).uppercased() + event.dropFirst()
    }
}
