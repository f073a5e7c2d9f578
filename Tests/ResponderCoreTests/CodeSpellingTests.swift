import Testing

@testable import ResponderCore

/// A diagnostic and an audit finding about the same idea share one code: no two codes of either list differ only
/// by a word's number ("Touch" against "Touches") or by case, so a client matches one spelling everywhere.
@Suite struct CodeSpellingTests {
    /// The code with number and case folded away: `touchesSwallowed` and `touchSwallowed` fold alike.
    static func folded(_ code: String) -> String {
        code.lowercased().replacingEvery("touches", with: "touch").replacingEvery("events", with: "event")
    }

    @Test func oneSpellingPerIdea() {
        let codes = Set(DiagnosticCode.allCases.map(\.rawValue) + AuditCode.allCases.map(\.rawValue))
        var byFold: [String: Set<String>] = [:]
        for code in codes { byFold[Self.folded(code), default: []].insert(code) }
        let clashes = byFold.values.filter { $0.count > 1 }.map { $0.sorted() }
        #expect(clashes.isEmpty, "codes spelled two ways: \(clashes)")
    }

    /// The two ideas the lists once spelled differently keep the plural, as UIKit's touch methods do.
    @Test func sharedIdeasUseTheSameCode() {
        for code in ["touchesSwallowed", "ancestorOverrideBlocksTouches"] {
            #expect(DiagnosticCode(rawValue: code) != nil, "\(code) is a diagnostic code")
            #expect(AuditCode(rawValue: code) != nil, "\(code) is an audit code")
        }
        #expect(DiagnosticCode(rawValue: "touchSwallowed") == nil)
        #expect(DiagnosticCode(rawValue: "ancestorOverrideBlocksTouch") == nil)
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
