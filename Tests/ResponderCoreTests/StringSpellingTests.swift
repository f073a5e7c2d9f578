import Testing

@testable import ResponderCore

/// The package's own spellings of two strings every answer makes many times, a responder's name and a list joined
/// with a separator, give exactly the standard library's strings: they only make them at their final size.
@Suite struct StringSpellingTests {
    static let lists: [[String]] = [
        [], [""], ["", ""], ["UIButton 'deleteButton'"], ["a", "b", "c"],
        ["UITapGestureRecognizer 'tap'", "UIPanGestureRecognizer 'pan'"], ["日本語", "", "한국어", "中文"],
        ["app", "scenes", "0", "windows", "0", "rootViewController", "view", "subviews", "12"],
        [String(repeating: "x", count: 40), "y"],
    ]
    static let separators = ["", "; ", ", ", "/", "、", " and "]

    @Test(arguments: lists)
    func aJoinedListIsTheStandardLibrarysString(_ list: [String]) {
        for separator in Self.separators {
            // An array slice takes the standard library's method, not the package's overload for arrays.
            let expected = list[...].joined(separator: separator)
            #expect(list.joined(separator: separator) == expected, "\(list) joined with '\(separator)'")
            #expect(list.joined(separator: separator).utf8.elementsEqual(expected.utf8))
        }
        #expect(list.joined() == list[...].joined())
    }

    /// `UIButton 'deleteButton'`, but `InboxViewController` when the id is the class name, for ids and class names
    /// of every length around the small-string limit and beyond ASCII.
    @Test func aResponderIsNamedByItsClassAndItsIDInQuotes() {
        let ids = ["deleteButton", "b", "", "x\"y", "ボタン", String(repeating: "v", count: 15), "UIView"]
        for id in ids {
            var (app, _, window) = Fixtures.bareApp()
            let view = app.addView(id: id, frame: Rect(x: 0, y: 0, width: 10, height: 10), to: window)
            let expected = id == "UIView" ? "UIView" : "UIView '\(id)'"
            #expect(app.displayName(of: view) == expected)
            var written = ""
            app.writeName(of: view, to: &written)
            #expect(written == expected)
        }
    }
}
