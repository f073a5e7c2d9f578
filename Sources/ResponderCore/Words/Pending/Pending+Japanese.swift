// A scaffold, deleted when its words are written: until then, Japanese says these families in English.
extension App {
    func japaneseWording(of words: AuditWords) -> Wording { wording(of: words) }
}
