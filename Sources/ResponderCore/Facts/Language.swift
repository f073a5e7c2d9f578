/// The languages answers are written in. English is the default, and its words are the ones the catalogue was
/// written in first; every other language words the same facts through a switch of its own, so the compiler holds
/// each language complete.
///
/// Codes, field names, class names, selectors and method signatures are the same in every language: only the
/// sentences around them change.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case japanese = "ja"
    /// Simplified Chinese, as written in mainland China and Singapore.
    case simplifiedChinese = "zh-Hans"
    case korean = "ko"

    /// The languages answers are given in: a language is offered once every entry of the catalogue has its words
    /// (each family of the catalogue routes each language to its own exhaustive switch). All four are. A language
    /// left out of this list is answered in English, and the answer says so (`Content-Language: en`).
    public static let offered: [Language] = [.english, .japanese, .simplifiedChinese, .korean]

    /// The language an answer asked for in `language` is given in: that language if it is offered, else English.
    public var answered: Language { Self.offered.contains(self) ? self : .english }

    /// The language's name in itself, for a menu a learner picks from.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .japanese: "日本語"
        case .simplifiedChinese: "简体中文"
        case .korean: "한국어"
        }
    }

    /// The language a BCP 47 tag names, if it is one of ours: `ja`, `ja-JP`, `zh`, `zh-CN`, `zh-Hans-CN`, `ko-KR`,
    /// `en-GB`, compared without regard to ASCII case (no other letter folds into one of ours: the Kelvin sign is
    /// not a `k`). Traditional Chinese (`zh-TW`, `zh-HK`, `zh-MO`, `zh-Hant`) is not Simplified Chinese, so it is
    /// not ours. openapi.yaml's `lang` pattern says the same.
    public init?(tag: some StringProtocol) {
        let folded = String(
            decoding: tag.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 },
            as: UTF8.self)
        let parts = folded.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = parts.first else { return nil }
        switch primary {
        case "en": self = .english
        case "ja": self = .japanese
        case "ko": self = .korean
        case "zh":
            // The script decides where it is given (zh-Hans-TW is Simplified), else the region does.
            let rest = parts.dropFirst()
            if rest.contains("hans") {
                self = .simplifiedChinese
            } else if rest.contains("hant") || rest.contains("tw") || rest.contains("hk") || rest.contains("mo") {
                return nil
            } else {
                self = .simplifiedChinese
            }
        default: return nil
        }
    }
}
