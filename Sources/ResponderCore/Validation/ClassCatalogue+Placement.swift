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
            /// A name that looks like UIKit's but is in neither catalogue, without a superclass; `suggestion` is the
            /// nearest class name of either, when one is close.
            case unknownUIKitLookingClass(name: String, suggestion: String?)
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
        } else if let entry = PublicClassCatalogue.named(name),
            let modelled = PublicClassCatalogue.modelledClass(of: entry)
        {
            // A public class the catalogue does not model: its nearest modelled superclass stands in.
            resolved = modelled
            if let superclass, superclass != entry.superclass {
                misplacements.append(
                    Misplacement(property: .superclass, words: .superclassOfUIKitClass(name: name)))
            }
        } else if let superclass {
            // A custom class's superclass: a modelled class, or a public one standing in as its nearest modelled
            // superclass.
            let modelled = builtIn(named: superclass) ?? PublicClassCatalogue.modelledClass(named: superclass)
            guard let modelled else {
                return (
                    fallback, [Misplacement(property: .superclass, words: .unknownSuperclass(superclass: superclass))]
                )
            }
            resolved = modelled
        } else if name.hasPrefix("UI") {
            return (
                fallback,
                [
                    Misplacement(
                        property: .class,
                        words: .unknownUIKitLookingClass(
                            name: name, suggestion: PublicClassCatalogue.suggestion(for: name)))
                ]
            )
        }
        let expected: ResponderKind
        switch kind {
        case .appDelegate, .sceneDelegate, .object: expected = .object
        default: expected = kind
        }
        guard resolved.kind == expected else {
            misplacements.append(
                Misplacement(
                    property: builtIn(named: name) != nil || PublicClassCatalogue.named(name) != nil
                        ? .class : .superclass,
                    words: .wrongKind(className: resolved.name, kind: resolved.kind, role: kind)))
            return (fallback, misplacements)
        }
        return (resolved, misplacements)
    }
}
