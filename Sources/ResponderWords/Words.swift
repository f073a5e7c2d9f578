import ResponderCore

/// How a message is written in every language at once: its four languages side by side, as a String Catalog groups
/// them, so a reader sees each sentence with its translations and the compiler holds every language complete (each
/// is a required argument). Only the language asked for is built: the others are never evaluated.
///
/// ```swift
/// Words.say(in: language, en: "path:", ja: "経路：", zh: "路径：", ko: "경로:")
/// ```
public enum Words {
    /// The message in `language`: `en` for English, `ja` for Japanese, `zh` for Simplified Chinese, `ko` for
    /// Korean.
    @inline(__always)
    public static func say(
        in language: Language, en: @autoclosure () -> String, ja: @autoclosure () -> String,
        zh: @autoclosure () -> String, ko: @autoclosure () -> String
    ) -> String {
        switch language {
        case .english: en()
        case .japanese: ja()
        case .simplifiedChinese: zh()
        case .korean: ko()
        }
    }

    /// A message built in steps, in `language`: each language's closure builds its own, side by side with the others,
    /// and only the one asked for runs. (Not generic, and not an overload of ``say(in:en:ja:zh:ko:)``: a closure's
    /// statements are type-checked on their own only when its type is known.)
    ///
    /// ```swift
    /// Words.text(
    ///     in: language,
    ///     en: { let count = …; return "\(count) in …" },
    ///     ja: { … }, zh: { … }, ko: { … })
    /// ```
    @inline(__always)
    public static func text(
        in language: Language, en: () -> String, ja: () -> String, zh: () -> String, ko: () -> String
    ) -> String {
        switch language {
        case .english: en()
        case .japanese: ja()
        case .simplifiedChinese: zh()
        case .korean: ko()
        }
    }

    /// A message and its hint built in steps, in `language`: each language's closure builds its own, side by side with
    /// the others, and only the one asked for runs. (Not generic, and not an overload of ``say(in:en:ja:zh:ko:)``: a
    /// closure's statements are type-checked on their own only when its type is known.)
    ///
    /// ```swift
    /// Words.wording(
    ///     in: language,
    ///     en: { Wording(message: "…", hint: "…") },
    ///     ja: { var message = "…"; message += "…"; return Wording(message: message, hint: "…") },
    ///     zh: { … }, ko: { … })
    /// ```
    @inline(__always)
    public static func wording(
        in language: Language, en: () -> Wording, ja: () -> Wording, zh: () -> Wording, ko: () -> Wording
    ) -> Wording {
        switch language {
        case .english: en()
        case .japanese: ja()
        case .simplifiedChinese: zh()
        case .korean: ko()
        }
    }

    /// Words written in steps into a sink, in `language`: each language's closure writes its own, side by side with
    /// the others, and only the one asked for runs. The closures do not escape, so each may write into the caller's
    /// `inout` sink, whatever its type. (Not generic, and not an overload of ``say(in:en:ja:zh:ko:)``, for the reason
    /// ``wording(in:en:ja:zh:ko:)`` gives.)
    ///
    /// ```swift
    /// Words.write(
    ///     in: language,
    ///     en: { writeName(of: view, to: &sink); sink.write(" is the hit-test view.") },
    ///     ja: { … }, zh: { … }, ko: { … })
    /// ```
    @inline(__always)
    public static func write(
        in language: Language, en: () -> Void, ja: () -> Void, zh: () -> Void, ko: () -> Void
    ) {
        switch language {
        case .english: en()
        case .japanese: ja()
        case .simplifiedChinese: zh()
        case .korean: ko()
        }
    }
}
