// A scaffold, deleted when its words are written: until then, Korean says these families in English.
extension App {
    func koreanWording(of words: AuditWords) -> Wording { wording(of: words) }
}
