import ResponderCore

/// Which writing system a text is in, as the tests of answers in four languages ask it.
public enum Script {
    /// Whether `text` is written as `language` writes: English has no kana, Han characters or Hangul; Japanese has
    /// kana; Chinese has Han characters and no kana or Hangul; Korean has Hangul. Names from the request (ids,
    /// class names, selectors) are ASCII and change nothing.
    public static func isWritten(_ text: String, in language: Language) -> Bool {
        let scalars = text.unicodeScalars.map(\.value)
        let kana = scalars.contains { (0x3040...0x30FF).contains($0) }
        let han = scalars.contains { (0x4E00...0x9FFF).contains($0) }
        let hangul = scalars.contains { (0xAC00...0xD7AF).contains($0) }
        switch language {
        case .english: return !kana && !han && !hangul
        case .japanese: return kana
        case .simplifiedChinese: return han && !kana && !hangul
        case .korean: return hangul
        }
    }
}
