extension ClassCatalogue {
    /// What is wrong with the class a responder is described with.
    public struct Misplacement: Sendable, Equatable {
        /// The property at fault.
        public enum Property: String, Sendable {
            case `class`
            case superclass
        }

        public var property: Property
        public var message: String
    }

    /// The built-in class behind a responder described as `name` (with `superclass` for a custom class) in the
    /// role `kind`, and what is wrong with that description, if anything.
    ///
    /// A UIKit class takes no superclass; a custom class needs a superclass this catalogue knows, unless its name
    /// does not look like UIKit's; the class must fit the role (a view class is not a controller). When something is
    /// wrong, the role's default class stands in so that the rest of the app can still be checked.
    public static func placement(
        of name: String, superclass: String?, as kind: ResponderKind
    ) -> (uikitClass: UIKitClass, misplacements: [Misplacement]) {
        let fallback = defaultClass(for: kind)
        var resolved = fallback
        var misplacements: [Misplacement] = []
        if let builtIn = builtIn(named: name) {
            resolved = builtIn
            if let superclass, builtIn.superclass != superclass {
                misplacements.append(
                    Misplacement(
                        property: .superclass,
                        message: "'\(name)' is a UIKit class; superclass applies only to custom classes"))
            }
        } else if let superclass {
            guard let builtIn = builtIn(named: superclass) else {
                let message =
                    "'\(superclass)' is not a UIKit class this service knows; name the nearest UIKit superclass (GET "
                    + "/v1/classes lists them)"
                return (fallback, [Misplacement(property: .superclass, message: message)])
            }
            resolved = builtIn
        } else if name.hasPrefix("UI") {
            let message =
                "'\(name)' looks like a UIKit class but is not in the catalogue (a typo?); for a custom class give its "
                + "superclass"
            return (fallback, [Misplacement(property: .class, message: message)])
        }
        let expected: ResponderKind
        switch kind {
        case .appDelegate, .sceneDelegate, .object: expected = .object
        default: expected = kind
        }
        guard resolved.kind == expected else {
            let role = kind == .object ? "a custom responder" : "a \(kind.rawValue)"
            misplacements.append(
                Misplacement(
                    property: builtIn(named: name) != nil ? .class : .superclass,
                    message: "'\(resolved.name)' is a \(resolved.kind.rawValue) class, but this entry describes \(role)"
                ))
            return (fallback, misplacements)
        }
        return (resolved, misplacements)
    }
}
