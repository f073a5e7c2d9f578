import ResponderCore
import ResponderWords

extension AuditResponse {
    /// The answer for an audit's report of `app`, as `request` (read from `body`) asked for it; with `withApp`, the
    /// witnesses' base repeats the app as it was sent (`witness=full`). Each finding's message and hint are worded
    /// here, from its facts, by the catalogue (``App/wording(of:)-(AuditFinding)``).
    ///
    /// With `fixes` (one for each finding, nil for an info) and the `places` the request described each responder
    /// at, each warning and error carries its fix, or why there is none.
    package init(
        report: AuditReport, app: App, settings: DispatchSettings, request: AuditRequest, body: [UInt8], withApp: Bool,
        language: Language = .english, fixes: [FixOutcome?] = [], places: RequestPlaces? = nil
    ) {
        let encoder = ResultEncoder(app: app, profile: request.profile, language: language)
        let appJSON = withApp ? JSONReader.compactMember("app", of: body).map(RawJSON.init) : nil
        // A `settings` of null is no settings: the witness's base leaves it out (its schema is an object).
        let settingsJSON = JSONReader.compactMember("settings", of: body).flatMap {
            $0.elementsEqual("null".utf8) ? nil : RawJSON(bytes: $0)
        }
        let findings = report.findings.enumerated().map { position, finding in
            let words = app.wording(of: finding, in: language)
            var json = AuditFindingJSON(
                code: finding.code.rawValue, severity: finding.severity.rawValue,
                responders: finding.responders.map(encoder.ref), message: words.message, hint: words.hint,
                witness: WitnessJSON(
                    event: Self.witnessEvent(finding.witness, app: app),
                    shows: Self.shows(finding.evidence, encoder: encoder)))
            if position < fixes.count, let outcome = fixes[position] {
                (json.fix, json.noFix) = encoder.fixFields(outcome, places: places)
            }
            return json
        }
        let count = { (severity: Diagnostic.Severity) in report.findings.filter { $0.severity == severity }.count }
        self.init(
            title: request.title, profile: request.profile.rawValue, settings: EffectiveSettingsJSON(settings),
            summary: AuditSummaryJSON(
                errors: count(.error), warnings: count(.warning), infos: count(.info),
                viewsSampled: report.viewsSampled, pointsHitTested: report.pointsHitTested),
            findings: findings,
            witnessBase: WitnessBaseJSON(profile: request.profile.rawValue, settings: settingsJSON, app: appJSON))
    }

    /// A witness event as `/v1/dispatch` reads it.
    static func witnessEvent(_ event: Event, app: App) -> WitnessEventJSON {
        var json = WitnessEventJSON(type: event.kind)
        switch event {
        case .touch(let touch):
            json.point = touch.touches.first.map { PointJSON($0.point) }
            // A witness held then moved (a drag's lift) says its gesture and path; a tap needs neither.
            if touch.gesture != .tap { json.gesture = touch.gesture.rawValue }
            // A finger that moves is a path (its first point where it lands) instead of a point.
            if let finger = touch.touches.first, !finger.moves.isEmpty {
                json.point = nil
                json.path = ([finger.point] + finger.moves).map(PointJSON.init)
            }
        case .hover(let hover):
            json.point = PointJSON(hover.point)
        case .becomeFirstResponder(let responder, let phase):
            json.responder = app[responder].id
            if phase != .now { json.during = phase.rawValue }
        case .action(let action):
            json.action = action.action.name
            json.target = action.target.map { app[$0].id }
            json.sender = action.sender.map { app[$0].id }
            json.walkFrom = action.walkFrom.map { app[$0].id }
        case .motion(let subtype), .remoteControl(let subtype):
            json.subtype = subtype
        case .press(let key, let modifiers):
            json.key = KeyCommand.describe(key, [])
            if !modifiers.isEmpty {
                json.modifiers = KeyModifiers.named.filter { modifiers.contains($0.modifier) }.map(\.name)
            }
        case .editMenu(let menu):
            json.pressedView = menu.pressedView.map { app[$0].id }
        default:
            break
        }
        return json
    }

    static func shows(_ evidence: AuditEvidence, encoder: ResultEncoder) -> WitnessShowsJSON {
        switch evidence {
        case .diagnostic(let code): return WitnessShowsJSON(diagnostic: code.rawValue)
        case .neverReaches(let responder): return WitnessShowsJSON(neverReaches: encoder.ref(responder))
        }
    }
}

extension EffectiveSettingsJSON {
    /// The settings an answer was produced with.
    package init(_ settings: DispatchSettings) {
        self.init(
            nilTargetStart: settings.nilTargetStart.rawValue,
            disabledControlTouches: settings.disabledControlTouches.rawValue,
            synthesizeWrappers: settings.synthesizeWrappers, diagnoseUnreachable: settings.diagnoseUnreachable,
            tapAllowableMovement: settings.tapAllowableMovement, controlTrackingMargin: settings.controlTrackingMargin)
    }
}
