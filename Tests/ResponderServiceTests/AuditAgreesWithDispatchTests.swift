import Foundation
import Testing

@testable import ResponderCore
@testable import ResponderModel
@testable import ResponderService

/// The audit agrees with dispatch: every touch the audit samples is dispatched as a tap (and, on a view with a
/// long-press recognizer of the app's, as a long press too), and each warning or error that touch's answer gives must
/// be a finding of the audit, with that diagnostic as its evidence and naming the same first responder. A developer
/// who audits an app and then taps it must never meet a problem the audit did not name.
///
/// It holds over every example and every app of the audit's own tests (the planted bugs and the healthy screens).
@Suite struct AuditAgreesWithDispatchTests {
    /// What a tap's answer says that is not the audit's to find: where the finger was (not the app), a control
    /// switched off on purpose (the audit leaves disabled controls out, as it says), and how a cell described
    /// without its content view was read (about the description, not the app).
    static let notTheAudits: Set<DiagnosticCode> = [
        .touchHitNothing, .touchMissedNearby, .aimedViewUnreachable, .controlDisabled, .cellContentViewSynthesized,
    ]

    /// The findings that name the bug a diagnostic shows, when their code is not the diagnostic's own: a view in
    /// front of part of a view is `partlyReachable`; a tap recognizer that cancels a view's touches is
    /// `tapRecognizerCancelsTouches`; a nil-targeted action that is dropped, or skips the controller that
    /// implements it, is `actionNeverHandled`, `actionOnlyOutsideChain` or `actionNeedsFirstResponder` (which name
    /// the control that sent it: a dropped action's diagnostic names where its walk ended), or `targetReleased` when
    /// the action walked because its target was gone.
    static let sameBug: [DiagnosticCode: Set<String>] = [
        .coveredByOtherView: ["partlyReachable"],
        .touchesCancelledByGesture: ["tapRecognizerCancelsTouches"],
        .gestureStealsTouches: ["tapRecognizerCancelsTouches"],
        .actionDropped: [
            "actionNeverHandled", "actionOnlyOutsideChain", "actionNeedsFirstResponder", "targetReleased",
        ],
        .nilTargetSkippedController: ["actionNeverHandled", "actionOnlyOutsideChain", "actionNeedsFirstResponder"],
        .sceneDelegateNotInChain: ["actionOnlyOutsideChain"],
        .appDelegateNotInChain: ["actionOnlyOutsideChain"],
    ]

    /// The most sample points dispatched per app (spread over all of them), so the suite stays quick.
    static let maxTaps = 400

    /// The apps: every example's (a chain request's too), then the audit tests' own.
    static let apps: [(name: String, app: [UInt8])] = {
        var apps: [(String, [UInt8])] = Example.all.compactMap { example in
            JSONReader.compactMember("app", of: example.body).map { (example.name, $0) }
        }
        for bug in AuditTests.planted { apps.append(("planted: \(bug.name)", Array(bug.app.utf8))) }
        for (name, app) in AuditTests.healthy { apps.append(("healthy: \(name)", Array(app.utf8))) }
        return apps
    }()

    /// Where each disagreement is: the app, the tap, the diagnostic and what the audit found instead.
    ///
    /// `leavingOut` drops the findings of those codes from the audit's report first, to show that the property
    /// needs them.
    static func disagreements(app json: [UInt8], name: String, leavingOut: Set<AuditCode> = []) throws -> [String] {
        let body =
            Array(#"{"app": "#.utf8) + json + Array(#", "event": {"type": "touch", "point": {"x": 0, "y": 0}}}"#.utf8)
        let request = try WireFormat.decode(DispatchRequest.self, from: body, limits: Limits())
        let (app, _, settings) = try RequestMapping.prepare(request, limits: Limits())
        var report = Auditor(app: app, settings: settings).audit()
        report.findings.removeAll { leavingOut.contains($0.code) }
        // Each point with the view it was sampled for.
        var points: [(point: Point, view: Int)] = []
        for view in app.responders.indices where app[view].kind == .view {
            guard app.isInteractive(view, countingScrollViewPans: false),
                !(app[view].isControl && !app[view].isEnabled)
            else { continue }
            let sampler = HitAreaSampler(view: view, in: app)
            guard sampler.hasArea else { continue }
            for point in sampler.screenPoints where sampler.place(of: point, in: app) == .onScreen {
                if !points.contains(where: { $0.point == point }) { points.append((point, view)) }
            }
        }
        let stride = max(1, points.count / maxTaps)
        var found: [String] = []
        for (point, sampled) in Swift.stride(from: 0, to: points.count, by: stride).map({ points[$0] }) {
            // A long press is the touch a long-press recognizer is for (a context menu on its view takes it).
            let pressed = app[sampled].gestureRecognizers.contains { app.gestureRecognizers[$0].kind == .longPress }
            for gesture in pressed ? [TouchGesture.tap, .longPress] : [.tap] {
                found += disagreements(
                    of: TouchEvent(touches: [TouchEvent.Touch(point: point)], gesture: gesture), sampled: sampled,
                    in: app, settings: settings, report: report, name: name)
            }
        }
        return found
    }

    /// Where the answer to one sampled touch disagrees with the audit's report.
    static func disagreements(
        of touch: TouchEvent, sampled: Int, in app: App, settings: DispatchSettings, report: AuditReport, name: String
    ) -> [String] {
        var found: [String] = []
        let point = touch.touches[0].point
        var dispatcher = Dispatcher(app: app, settings: settings)
        let result = dispatcher.dispatch(.touch(touch))
        for diagnostic in result.diagnostics
        where diagnostic.severity != .info && !notTheAudits.contains(diagnostic.code) {
            let first = diagnostic.responders.first
            // A view covered where the point lies: the audit finds it from the view's own samples (a grid at most
            // 22 points apart), so a point sampled for another view shows it only by chance; and the audit
            // samples views built for taps, not scroll views, where a drag that starts under the view in
            // front only fails to scroll it.
            if diagnostic.code == .coveredByOtherView, let covered = first,
                covered != sampled || !app.isInteractive(covered, countingScrollViewPans: false)
            {
                continue
            }
            // The controls that sent the tap's actions: a nil-targeted action's finding names its sender.
            let senders: [Int] = result.actions.compactMap { action in
                if case .control(let control, _) = action.source { return control }
                return nil
            }
            let named = diagnostic.responders + (diagnostic.code.isAboutAnAction ? senders : [])
            // A finding of the same code or evidence, or of the same bug, naming a responder the diagnostic names.
            let agrees = report.findings.contains { finding in
                let names =
                    finding.evidence == .diagnostic(diagnostic.code)
                    || finding.code.rawValue == diagnostic.code.rawValue
                    || sameBug[diagnostic.code, default: []].contains(finding.code.rawValue)
                return names && (named.isEmpty || named.contains { finding.responders.contains($0) })
            }
            if !agrees {
                let id = first.map { app.identity(of: $0).id } ?? "-"
                found.append(
                    "\(name): \(touch.gesture) at (\(point.x), \(point.y)) gives \(diagnostic.code) on '\(id)', "
                        + "the audit found \(report.findings.map { "\($0.code)" })")
            }
        }
        return found
    }

    @Test func everyWarningATapOfASampledPointGivesIsAFinding() throws {
        var all: [String] = []
        for (name, app) in Self.apps { all += try Self.disagreements(app: app, name: name) }
        // One line per code and app, so a gap reads as a list.
        var seen: Set<String> = []
        let lines = all.filter { line in
            let key = line.split(separator: ":").first.map(String.init) ?? line
            let code = line.components(separatedBy: " gives ").last?.split(separator: " ").first.map(String.init) ?? ""
            return seen.insert(key + code).inserted
        }
        #expect(lines.isEmpty, "\(lines.count) disagreements:\n\(lines.joined(separator: "\n"))")
    }
}

extension AuditAgreesWithDispatchTests {
    /// The property holds over the system's presentations and interactions only through their own findings: without
    /// them, a tap (or a long press) of a sampled point of each of those apps warns where the audit is silent.
    @Test(arguments: SystemInteractionAuditTests.planted)
    func theSystemsInteractionsNeedTheirOwnFindings(_ bug: PlantedBug) throws {
        let codes: Set<AuditCode> = [
            .coveredByPresentation, .coveredBySearchDimming, .menuTookPrimaryAction, .contextMenuBeatLongPress,
        ]
        #expect(try Self.disagreements(app: Array(bug.app.utf8), name: bug.name).isEmpty)
        #expect(!(try Self.disagreements(app: Array(bug.app.utf8), name: bug.name, leavingOut: codes)).isEmpty)
    }
}

extension DiagnosticCode {
    /// A nil-targeted action's walk: its diagnostic names where the walk went, its finding the control that sent it.
    fileprivate var isAboutAnAction: Bool {
        [.actionDropped, .nilTargetSkippedController, .sceneDelegateNotInChain, .appDelegateNotInChain].contains(self)
    }
}
