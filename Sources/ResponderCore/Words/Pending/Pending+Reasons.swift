// A scaffold, deleted when its words are written: until then, these languages say this family in English.
extension App {
    func japaneseWording(of words: DiagnosticWords.Menu) -> Wording { wording(of: words) }
    func japaneseWording(of words: DiagnosticWords.Selection) -> Wording { wording(of: words) }
    func japaneseWords(of reason: RecognizerReason) -> String { words(of: reason) }
    func japaneseWords(of scroll: ScrollViewResult) -> String { words(of: scroll) }
    func japaneseWords(of reason: DeclineReason) -> String { words(of: reason) }
    func japaneseWords(of reason: MenuItemReason, declinedBy: [Int]) -> String {
        words(of: reason, declinedBy: declinedBy)
    }
    func japaneseWords(of selection: SelectionResult) -> String { words(of: selection) }
    func chineseWording(of words: DiagnosticWords.Menu) -> Wording { wording(of: words) }
    func chineseWording(of words: DiagnosticWords.Selection) -> Wording { wording(of: words) }
    func chineseWords(of reason: RecognizerReason) -> String { words(of: reason) }
    func chineseWords(of scroll: ScrollViewResult) -> String { words(of: scroll) }
    func chineseWords(of reason: DeclineReason) -> String { words(of: reason) }
    func chineseWords(of reason: MenuItemReason, declinedBy: [Int]) -> String {
        words(of: reason, declinedBy: declinedBy)
    }
    func chineseWords(of selection: SelectionResult) -> String { words(of: selection) }
    func koreanWording(of words: DiagnosticWords.Menu) -> Wording { wording(of: words) }
    func koreanWording(of words: DiagnosticWords.Selection) -> Wording { wording(of: words) }
    func koreanWords(of reason: RecognizerReason) -> String { words(of: reason) }
    func koreanWords(of scroll: ScrollViewResult) -> String { words(of: scroll) }
    func koreanWords(of reason: DeclineReason) -> String { words(of: reason) }
    func koreanWords(of reason: MenuItemReason, declinedBy: [Int]) -> String {
        words(of: reason, declinedBy: declinedBy)
    }
    func koreanWords(of selection: SelectionResult) -> String { words(of: selection) }
}
