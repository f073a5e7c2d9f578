import Testing

@testable import ResponderCore

/// A selector written either way is one selector: the Swift spelling is turned into the Objective-C one as Swift's
/// importer names methods, and back for the answers' words.
@Suite struct SelectorSpellingTests {
    @Test(arguments: [
        ("tap:", "tap:"),
        ("copy", "copy"),
        ("deleteTapped(_:)", "deleteTapped:"),
        ("archive(_:sender:)", "archive:sender:"),
        ("tableView(_:didSelectRowAt:)", "tableView:didSelectRowAt:"),
        // A first label that is a preposition, or a base name ending in one, takes no `With`.
        ("move(to:)", "moveTo:"),
        ("doSomething(with:)", "doSomethingWith:"),
        ("scrollTo(item:)", "scrollToItem:"),
        ("set(value:)", "setWithValue:"),
        ("present(_:animated:completion:)", "present:animated:completion:"),
        ("f()", "f"),
        ("grüßen(_:)", "grüßen:"),
    ])
    func theSwiftSpellingIsTheObjectiveCSelector(spelling: String, name: String) {
        #expect(Selector(spelling).name == name)
        #expect(Selector(spelling) == Selector(name))
    }

    @Test(arguments: [
        ("tap:", "tap(_:)"),
        ("tableView:didSelectRowAt:", "tableView(_:didSelectRowAt:)"),
        ("present:animated:completion:", "present(_:animated:completion:)"),
        ("copy", "copy"),
        // What follows the last colon is not an argument.
        ("a:b", "a(_:)"),
        ("a:b:c", "a(_:b:)"),
        (":", "(_:)"),
        ("grüßen:mit:", "grüßen(_:mit:)"),
        ("", ""),
    ])
    func theObjectiveCSelectorIsSaidTheSwiftWay(name: String, swiftName: String) {
        #expect(Selector(name).swiftName == swiftName)
    }
}
