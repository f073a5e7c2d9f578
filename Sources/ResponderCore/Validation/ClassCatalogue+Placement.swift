extension ClassCatalogue {
    /// What is wrong with the class a responder is described with.
    public struct Misplacement: Sendable, Equatable {
        /// The property at fault.
        public enum Property: String, Sendable {
            case `class`
            case superclass
        }

        public var property: Property
        /// What the message says, as facts (the model words them, in every language: its `MappingWords`).
        public var words: Words

        /// The facts of a misplacement's message.
        public enum Words: Sendable, Equatable {
            /// A UIKit class given a superclass.
            case superclassOfUIKitClass(name: String)
            /// A superclass the catalogue does not know.
            case unknownSuperclass(superclass: String)
            /// A name that looks like UIKit's but is not in the catalogue, without a superclass.
            case unknownUIKitLookingClass(name: String)
            /// A class of one kind describing a responder of another role.
            case wrongKind(className: String, kind: ResponderKind, role: ResponderKind)
        }
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
                    Misplacement(property: .superclass, words: .superclassOfUIKitClass(name: name)))
            }
        } else if let superclass {
            guard let builtIn = builtIn(named: superclass) else {
                return (
                    fallback, [Misplacement(property: .superclass, words: .unknownSuperclass(superclass: superclass))]
                )
            }
            resolved = builtIn
        } else if name.hasPrefix("UI") {
            return (fallback, [Misplacement(property: .class, words: .unknownUIKitLookingClass(name: name))])
        }
        let expected: ResponderKind
        switch kind {
        case .appDelegate, .sceneDelegate, .object: expected = .object
        default: expected = kind
        }
        guard resolved.kind == expected else {
            misplacements.append(
                Misplacement(
                    property: builtIn(named: name) != nil ? .class : .superclass,
                    words: .wrongKind(className: resolved.name, kind: resolved.kind, role: kind)))
            return (fallback, misplacements)
        }
        return (resolved, misplacements)
    }
}
