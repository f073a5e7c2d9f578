import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// A refresh control described as a `UIRefreshControl` among a scroll view's subviews (where UIKit puts the scroll
/// view's `refreshControl`), pulled down, answered in JSON: `scrollViews[].refresh` and the `valueChanged` action
/// (UIRefreshControl documentation: dragging the top of the content downward begins refreshing and sends
/// valueChanged).
@Suite struct RefreshControlAnswerTests {
    static func body(table: String = "UITableView", pullTo endY: Int) -> String {
        #"""
        {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "feedController", "class": "FeedViewController",
          "actions": {"refresh(_:)": true},
          "view": {"id": "feed", "class": "\#(table)", "subviews": [
            {"id": "refresh", "class": "UIRefreshControl", "frame": {"x": 0, "y": -60, "width": 390, "height": 60},
             "targets": [{"event": "valueChanged", "target": "feedController", "action": "refresh(_:)"}]},
            {"id": "item", "frame": {"x": 0, "y": 0, "width": 390, "height": 100}}]}}}]}]},
         "event": {"type": "touch", "path": [{"x": 200, "y": 150}, {"x": 200, "y": \#(endY)}]}}
        """#
    }

    static func result(_ body: String) throws -> [String: Any] {
        let bytes = try ResponderService.dispatchAnswer(
            body: Array(body.utf8), limits: Limits(), options: ResponderService.AnswerOptions(language: .english))
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return try #require((answer["results"] as? [[String: Any]])?.first)
    }

    /// A pull that lands on the table itself, not on its content, is withheld from the table by its own delay (the
    /// path's `withheld` step): the summary says the table never received the touch, as the path does, where it said
    /// its touch was cancelled.
    @Test func aPullOnTheTableItselfSaysItNeverReceivedTheTouch() throws {
        let result = try Self.result(
            Self.body(pullTo: 350).replacingOccurrences(of: #""y": 150}"#, with: #""y": 400}"#).replacingOccurrences(
                of: #""y": 350}"#, with: #""y": 600}"#))
        let path = result["path"] as? [[String: Any]] ?? []
        #expect(path.contains { $0["outcome"] as? String == "withheld" })
        let summary = try #require(result["summary"] as? String)
        #expect(summary.contains("UITableView 'feed' never received the touch"), "\(summary)")
        #expect(!summary.contains("cancelled"), "\(summary)")
    }

    /// An app's subclass of UIRefreshControl is a refresh control too (UIScrollView.refreshControl takes any).
    @Test func anAppsSubclassOfUIRefreshControlRefreshesToo() throws {
        let body = Self.body(pullTo: 350).replacingOccurrences(
            of: #""class": "UIRefreshControl""#,
            with: #""class": "BrandRefreshControl", "superclass": "UIRefreshControl""#)
        let result = try Self.result(body)
        let scroll = try #require((result["scrollViews"] as? [[String: Any]])?.first)
        let refresh = try #require(scroll["refresh"] as? [String: Any])
        #expect(refresh["outcome"] as? String == "refreshed")
        #expect((refresh["control"] as? [String: Any])?["class"] as? String == "BrandRefreshControl")
    }

    @Test(arguments: [
        ("UITableView", 350, "refreshed", true),
        ("UITableView", 250, "tooShort", false),
        ("UICollectionView", 350, "contentFits", false),
    ])
    func thePullIsAnsweredWithItsOutcomeAndTheAction(
        table: String, endY: Int, outcome: String, refreshes: Bool
    ) throws {
        let result = try Self.result(Self.body(table: table, pullTo: endY))
        let scroll = try #require((result["scrollViews"] as? [[String: Any]])?.first)
        let refresh = try #require(scroll["refresh"] as? [String: Any])
        #expect(refresh["outcome"] as? String == outcome)
        #expect((refresh["control"] as? [String: Any])?["id"] as? String == "refresh")
        #expect(refresh["needs"] as? Double == 150)
        #expect(refresh["pulled"] as? Double == Double(endY - 150))
        let actions = result["actions"] as? [[String: Any]] ?? []
        let sent = actions.contains { action in
            let source = action["source"] as? [String: Any]
            return source?["controlEvent"] as? String == "valueChanged"
                && (source?["sender"] as? [String: Any])?["id"] as? String == "refresh"
                && action["outcome"] as? String == "performed"
        }
        #expect(sent == refreshes)
        let codes = (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes.contains("refreshControlDidNotRefresh") == !refreshes)
    }
}
