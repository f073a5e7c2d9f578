import ResponderCore
import ResponderWords

extension AppMapper {
    /// Checks the app's state with the core (``App/validate(firstResponderClaims:overriddenNext:profile:)``) and
    /// places each finding at the field it concerns.
    mutating func validateState(_ description: AppJSON, profile: Profile) {
        // A window's firstResponder was resolved as a pending reference and recorded in the state; the app's own is
        // resolved here.
        var claims = app.state.firstResponders.sorted { $0.key < $1.key }.map {
            App.FirstResponderClaim(responder: $0.value, window: $0.key)
        }
        if let first = description.firstResponder {
            if let index = app.index(of: first) {
                claims.append(App.FirstResponderClaim(responder: index, window: nil))
            } else {
                let declared = IdentityRegistry.declared(in: app, described: described.count)
                problems.appendUnknown(
                    first, at: locations.pointer(locations.root, "firstResponder"), among: declared)
            }
        }
        let findings = app.validate(
            firstResponderClaims: claims, overriddenNext: overriddenNext.sorted(), profile: profile)
        for finding in findings {
            let at: String
            switch (finding.property, finding.responder) {
            case (.firstResponder, let window?): at = pointer(of: window, "firstResponder")
            case (.firstResponder, nil): at = locations.pointer(locations.root, "firstResponder")
            case (.next, let responder?): at = pointer(of: responder, "next")
            case (.next, nil): at = locations.pointer(locations.root)
            }
            problems.append(Problem.Field(pointer: at, .mapping(Self.words(of: finding, in: app))))
        }
    }

    /// A validation finding's words, with the ids (and, where they are named, the classes) of the responders its
    /// facts point at in `app`.
    static func words(of finding: Finding, in app: App) -> MappingWords {
        switch finding.words {
        case .notInWindow(let responder): .notInWindow(app[responder].id)
        case .windowHasFirstResponder(let window, let existing):
            .windowHasFirstResponder(window: app[window].id, existing: app[existing].id)
        case .inOtherWindow(let responder, let actual, let window):
            .inOtherWindow(app[responder].id, actual: app[actual].id, window: app[window].id)
        case .plainObject(let responder): .plainFirstResponder(app[responder].id, className: app[responder].className)
        case .cannotBecomeFirstResponder(let responder):
            .cannotBecomeFirstResponder(app[responder].id, className: app[responder].className)
        case .nextLoop(let walked, let back): .nextLoop(walked.map { app[$0].id }, back: app[back].id)
        }
    }

    /// The pointer of a field of the responder described at app index `responder`.
    private func pointer(of responder: Int, _ field: String) -> String {
        guard responder < described.count else { return locations.pointer(locations.root) }
        return locations.pointer(described[responder], field)
    }
}
