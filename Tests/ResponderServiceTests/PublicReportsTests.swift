import Foundation
import ResponderModel
import ResponderService
import Testing

/// Real, public reports of UIKit event-delivery bugs whose cause was confirmed (a merged fix, the maintainer's or the
/// poster's word, an accepted answer), each described as its developer would describe the app, in
/// `Tests/ResponderServiceTests/Reports/*.json`: the source, the confirmed cause in a sentence, the request, and what a
/// fully right answer must hold, judged against the confirmed cause and never against the service's answer of the day.
///
/// A report is fully right when its request is accepted and the answer for its event has the expected outcome, handler,
/// hit view and row selection (those it names), and every expected diagnostic code (`codes`, and at least one of
/// `anyOf`) at the severity `warning` or `error`, or a warning that names each of `warningMentions` (a recognizer, which
/// no code names alone): in each report the user's action had no effect or another effect, which the rule of
/// severities makes a warning. A report the service does not get right yet keeps `knownGap`, what the answer says
/// instead; the test fails when a report without a gap is wrong, and when a report with one has become right.
@Suite struct PublicReportsTests {
    /// The measure, as docs/debugging.md ("Measured on real reports") states it: reports fully right, of all of them.
    static let measured = (fullyRight: 31, of: 31)

    struct Report: Sendable, CustomTestStringConvertible {
        var name: String
        var site: String
        var title: String
        var url: String
        var cause: String
        var body: [UInt8]
        var event: Int
        var outcome: String?
        var handler: String?
        var hitView: String?
        var rowSelected: Bool?
        var codes: [String]
        var anyOf: [String]
        var warningMentions: [String]
        var knownGap: String?

        var testDescription: String { name }
    }

    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Reports")

    static let reports: [Report] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
            let file = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            let source = file["source"] as? [String: Any] ?? [:]
            let expect = file["expect"] as? [String: Any] ?? [:]
            let request = file["request"] ?? [:]
            let body = (try? JSONSerialization.data(withJSONObject: request)) ?? Data()
            return Report(
                name: String(name.dropLast(".json".count)), site: source["site"] as? String ?? "",
                title: source["title"] as? String ?? "", url: source["url"] as? String ?? "",
                cause: file["cause"] as? String ?? "", body: Array(body), event: expect["event"] as? Int ?? 0,
                outcome: expect["outcome"] as? String, handler: expect["handler"] as? String,
                hitView: expect["hitView"] as? String, rowSelected: expect["rowSelected"] as? Bool,
                codes: expect["codes"] as? [String] ?? [],
                anyOf: expect["anyOf"] as? [String] ?? [],
                warningMentions: expect["warningMentions"] as? [String] ?? [],
                knownGap: file["knownGap"] as? String)
        }
    }()

    /// What the answer gets wrong, against the report's expectation: empty when it is fully right.
    static func misses(_ report: Report) -> [String] {
        let answer = ResponderService.answer(.dispatch, body: report.body, query: AnswerQuery([:]), limits: Limits())
        let json = (try? JSONSerialization.jsonObject(with: Data(answer.bytes))) as? [String: Any] ?? [:]
        guard answer.status == 200 else {
            return ["the request is refused (\(answer.status)): \(json["detail"] as? String ?? "")"]
        }
        let results = json["results"] as? [[String: Any]] ?? []
        guard report.event < results.count else { return ["no result for event \(report.event)"] }
        let result = results[report.event]
        var misses: [String] = []
        let outcome = result["outcome"] as? String
        if let expected = report.outcome, outcome != expected {
            misses.append("outcome \(outcome ?? "none"), not \(expected)")
        }
        let handler = (result["handler"] as? [String: Any])?["id"] as? String
        if let expected = report.handler, handler != expected {
            misses.append("handler \(handler ?? "none"), not \(expected)")
        }
        let hitView = Self.hitView(of: result)
        if let expected = report.hitView, hitView != expected {
            misses.append("hit view \(hitView ?? "none"), not \(expected)")
        }
        let selected = (result["selection"] as? [String: Any])?["selected"] as? Bool
        if let expected = report.rowSelected, selected != expected {
            misses.append("row selected: \(selected.map(String.init) ?? "no selection"), not \(expected)")
        }
        let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
        let serious = Set(
            diagnostics.filter { ["warning", "error"].contains($0["severity"] as? String) }.compactMap {
                $0["code"] as? String
            })
        let said = diagnostics.map { "\($0["code"] as? String ?? "?") (\($0["severity"] as? String ?? "?"))" }
        for code in report.codes where !serious.contains(code) {
            misses.append("no \(code) warning; diagnostics: \(said.isEmpty ? "none" : said.joined(separator: ", "))")
        }
        if !report.anyOf.isEmpty && serious.isDisjoint(with: report.anyOf) {
            misses.append(
                "none of \(report.anyOf.joined(separator: ", ")) as a warning; diagnostics: "
                    + (said.isEmpty ? "none" : said.joined(separator: ", ")))
        }
        let warnings = diagnostics.filter { ["warning", "error"].contains($0["severity"] as? String) }
        for id in report.warningMentions
        where !warnings.contains(where: { ($0["message"] as? String ?? "").contains("'\(id)'") }) {
            misses.append(
                "no warning names '\(id)'; diagnostics: \(said.isEmpty ? "none" : said.joined(separator: ", "))")
        }
        return misses
    }

    /// The view hit-testing returned for the (first) finger.
    static func hitView(of result: [String: Any]) -> String? {
        let traces = result["hitTest"] as? [[String: Any]] ?? []
        guard let trace = traces.first else { return nil }
        return (trace["hitView"] as? [String: Any])?["id"] as? String
    }

    @Test func theCorpusHoldsTwentyOrMoreSourcedAndAcceptedReports() {
        #expect(Self.reports.count >= 20)
        for report in Self.reports {
            #expect(report.url.hasPrefix("https://"), "\(report.name): \(report.url)")
            let answer = ResponderService.answer(
                .dispatch, body: report.body, query: AnswerQuery([:]), limits: Limits())
            #expect(answer.status == 200, "\(report.name): the service refuses its request")
            #expect(!report.site.isEmpty && !report.title.isEmpty && !report.cause.isEmpty, "\(report.name)")
            #expect(
                !report.codes.isEmpty || !report.anyOf.isEmpty || !report.warningMentions.isEmpty,
                "\(report.name) names no diagnostic")
        }
    }

    @Test(arguments: reports)
    func eachReportIsRightOrItsGapIsKnown(_ report: Report) {
        let misses = Self.misses(report)
        if let gap = report.knownGap {
            #expect(!misses.isEmpty, "\(report.name) is now fully right: take out its knownGap (\(gap))")
        } else {
            #expect(misses.isEmpty, "\(report.name): \(misses.joined(separator: "; "))")
        }
    }

    @Test("The measure: 31 of 31 reports fully right") func theMeasureIsAsStated() {
        let right = Self.reports.filter { Self.misses($0).isEmpty }.count
        #expect(right == Self.measured.fullyRight, "\(right) of \(Self.reports.count) reports fully right")
        #expect(Self.reports.count == Self.measured.of, "\(right) of \(Self.reports.count) reports fully right")
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/debugging.md")
        let text = (try? String(contentsOf: docs, encoding: .utf8)) ?? ""
        let sentence =
            "Tried with \(Self.measured.of) real, public bug reports, \(Self.measured.fullyRight) get a fully right answer."
        #expect(text.contains(sentence), "docs/debugging.md does not say: \(sentence)")
        let gaps = Self.reports.filter { $0.knownGap != nil }
        #expect(gaps.count == Self.measured.of - Self.measured.fullyRight)
        for gap in gaps {
            #expect(text.contains(gap.url), "docs/debugging.md does not list the known gap \(gap.url)")
        }
    }
}
