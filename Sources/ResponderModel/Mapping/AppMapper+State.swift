import ResponderCore

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
                problems.appendUnknown(
                    first, at: locations.pointer(locations.root, "firstResponder"), among: ids.declared.keys)
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
            problems.append(Problem.Field(pointer: at, message: app.message(of: finding)))
        }
    }

    /// The pointer of a field of the responder described at app index `responder`.
    private func pointer(of responder: Int, _ field: String) -> String {
        guard responder < described.count else { return locations.pointer(locations.root) }
        return locations.pointer(described[responder], field)
    }
}
