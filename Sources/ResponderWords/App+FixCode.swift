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
            let id = gestureRecognizers[recognizer].id
            let view = gestureRecognizers[recognizer].view
            let position = self[view].gestureRecognizers.firstIndex(of: recognizer) ?? 0
            let name =
                id.hasPrefix("/")
                ? "\(Self.variable(self[view].id)).gestureRecognizers![\(position)]" : Self.variable(id)
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
        case .enable(let control):
            let name = Self.variable(self[control].id)
            return ("\(name).isEnabled = true", "\(name).enabled = YES;")
        case .noContentTouchDelay(let scroll):
            let name = Self.variable(self[scroll].id)
            return ("\(name).delaysContentTouches = false", "\(name).delaysContentTouches = NO;")
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
        }
    }

    /// An id as a variable: letters, digits and underscores, starting with a lowercase letter or an underscore
    /// (`button-2d40` → `button2d40`, `Save Button` → `saveButton`).
    static func variable(_ id: String) -> String {
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
