import ResponderCore

/// `hitTest(_:with:)` override: `"standard"`, `"returnsNil"`, `"passThrough"`, `"returnsSelf"` or
/// `{"redirectTo": "viewId"}`.
public enum HitTestJSON: WireValue, Sendable {
    case standard, returnsNil, passThrough, returnsSelf
    case redirect(to: String)

    init<Reader: WireReader>(reading reader: inout Reader) throws {
        guard try reader.peek() != .string else {
            let word = try reader.readString()
            switch word {
            case "standard": self = .standard
            case "returnsNil": self = .returnsNil
            case "passThrough": self = .passThrough
            case "returnsSelf": self = .returnsSelf
            default:
                throw InvalidValueError(
                    codingPath: reader.codingPath,
                    message: "'\(word)' is not one of 'standard', 'returnsNil', 'passThrough', 'returnsSelf', "
                        + "{\"redirectTo\": \"viewId\"}")
            }
            return
        }
        self = .redirect(to: try Redirect(reading: &reader).redirectTo)
    }

    /// The object form.
    struct Redirect: WireObject {
        var redirectTo = ""

        static let wire = WireTable<Redirect>([.field("redirectTo", \.redirectTo, required: true)])
    }
}
