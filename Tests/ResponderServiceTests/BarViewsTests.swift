import Foundation
import ResponderModel
import ResponderService
import Testing

/// Bars are views: a tab bar takes subviews (a raised centre button), a bar button item takes a custom view at its
/// own size, whose item action UIKit never sends.
@Suite struct BarViewsTests {
    static func results(_ body: String) throws -> [EventResultJSON] {
        try ResponderService.dispatch(body: Array(body.utf8)).results
    }

    static let raisedButton = """
        {"app": {"scenes": [{"windows": [{"rootViewController": {
          "id": "tabs", "class": "UITabBarController", "actions": {"compose(_:)": true},
          "viewControllers": [{"id": "feed"}, {"id": "profile"}],
          "tabBar": {"subviews": [{"id": "composeButton", "class": "UIButton",
            "frame": {"x": 163, "y": -24, "width": 64, "height": 64},
            "targets": [{"target": "tabs", "action": "compose(_:)"}]}]}}}]}]},
         "events": [{"type": "touch", "point": {"x": 195, "y": 775}}, {"type": "touch", "point": {"x": 195, "y": 745}}]}
        """

    @Test func aRaisedTabBarButtonIsTouchableOnlyInsideTheBar() throws {
        let results = try Self.results(Self.raisedButton)
        #expect(results[0].handler?.id == "composeButton")
        #expect(results[0].actions?.first?.performedBy?.id == "tabs")
        // Its top sticks out of the tab bar, which does not clip, so it shows, but hit-testing never asks it there.
        #expect(results[1].handler == nil)
        let outside = try #require(results[1].diagnostics.first { $0.code == "outsideSuperviewBounds" })
        #expect(outside.responders.map(\.id) == ["composeButton", "tabs.tabBar"])
    }

    static func navigation(item: String) -> String {
        """
        {"app": {"scenes": [{"windows": [{"rootViewController": {
          "id": "nav", "class": "UINavigationController",
          "viewControllers": [{"id": "list", "actions": {"add(_:)": true},
            "navigationItem": {"rightBarButtonItems": [\(item)]}}]}}]}]},
         "event": {"type": "touch", "point": {"x": 360, "y": 69}}}
        """
    }

    @Test func aCustomViewItemKeepsItsOwnSizeAndItsItemActionIsNeverSent() throws {
        let item =
            #"{"action": "add(_:)", "target": "list", "customView": {"id": "addButton", "class": "UIButton", "#
            + #""frame": {"width": 30, "height": 30}}}"#
        let result = try #require(try Self.results(Self.navigation(item: item)).first)
        #expect(result.start?.responder.id == "addButton")
        #expect(result.actions == nil)
        let ignored = try #require(result.diagnostics.first { $0.code == "barButtonActionIgnored" })
        #expect(ignored.severity == "warning")
        #expect(ignored.message.contains("add(_:)"))
        // Outside its 30-point square, the bar itself takes the tap.
        let below = Self.navigation(item: item).replacingOccurrences(of: #""y": 69"#, with: #""y": 50"#)
        #expect(try Self.results(below).first?.start?.responder.id == "nav.navigationBar")
    }

    /// A 24-point custom bar item tapped 3 points above it: the bar takes the touch and nothing happens, and the
    /// answer says how far the tap missed the item and why its touch area is only its frame (since iOS 11 the bar no
    /// longer widens a custom view's; a plain item keeps a larger one).
    @Test func aTapJustOutsideASmallCustomBarItemNamesIt() throws {
        let item =
            #"{"action": "add(_:)", "target": "list", "customView": {"id": "addButton", "class": "UIButton", "#
            + #""frame": {"width": 24, "height": 24}}}"#
        let above = Self.navigation(item: item).replacingOccurrences(of: #""y": 69"#, with: #""y": 54"#)
        let result = try #require(try Self.results(above).first)
        #expect(result.outcome == "dropped")
        let miss = try #require(result.diagnostics.first { $0.code == "touchMissedNearby" })
        #expect(miss.severity == "warning")
        #expect(miss.responders.map(\.id) == ["addButton"])
        #expect(
            miss.message
                == "The touch at (360, 54) did nothing: it landed 3 points outside UIButton 'addButton', whose touch "
                + "area is its own frame, 24 × 24 points: since iOS 11 a bar button item's custom view takes touches "
                + "only within its frame, and the bar does not widen it.")
    }

    @Test func anItemWithoutActionOrCustomViewIsRefused() {
        do {
            _ = try Self.results(Self.navigation(item: #"{"id": "empty"}"#))
            Issue.record("expected a problem")
        } catch let error as Problem {
            #expect(error.status == 400)
            #expect(error.problems.first?.pointer.hasSuffix("/navigationItem/rightBarButtonItems/0/action") == true)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
