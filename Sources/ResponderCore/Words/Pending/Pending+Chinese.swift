// A scaffold, deleted when its words are written: until then, Chinese says these families in English.
extension App {
    func chineseWording(of words: AuditWords) -> Wording { wording(of: words) }
}
