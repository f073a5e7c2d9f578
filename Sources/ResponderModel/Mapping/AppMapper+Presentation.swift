import ResponderCore
import ResponderWords

extension AppMapper {
    /// A presented controller's sheet, popover, alert style and `isModalInPresentation`, refused where UIKit would
    /// not have them: a detent identifier no detent has, a detent twice, a system detent with a height or a custom
    /// one without, a sheet on a full-screen presentation, a popover's fields on another style or a popover without
    /// them, `preferredStyle` on a controller that is no UIAlertController. The source and passthrough views are
    /// resolved with the other references, once every view exists.
    mutating func mapPresentation(
        _ controller: ViewControllerJSON, of index: Int, at location: RequestLocations.Location
    ) {
        let style = controller.modalPresentationStyle ?? .pageSheet
        var presentation = Presentation()
        presentation.isModalInPresentation = controller.isModalInPresentation
        presentation.keepsViewFrame = controller.view?.frame != nil
        if let sheet = controller.sheetPresentationController {
            let at = locations.field("sheetPresentationController", of: location)
            if style == .fullScreen || style == .overFullScreen {
                refuse(at, "", .presentationFieldOnStyle("sheetPresentationController", style: style.rawValue))
            }
            presentation.describesSheet = true
            mapSheet(sheet, into: &presentation, at: at)
        }
        if let popover = controller.popoverPresentationController {
            let at = locations.field("popoverPresentationController", of: location)
            if style != .popover {
                refuse(at, "", .presentationFieldOnStyle("popoverPresentationController", style: style.rawValue))
            }
            presentation.keepsPopoverInCompactWidth =
                popover.adaptivePresentationStyle == PopoverJSON.AdaptiveStyle.none
            presentation.preferredContentSize = popover.preferredContentSize.map {
                Size(width: $0.width, height: $0.height)
            }
            pending.append(
                PendingReference(id: popover.sourceView, field: .popoverSource(controller: index), owner: at))
            for (position, id) in popover.passthroughViews.enumerated() {
                pending.append(
                    PendingReference(
                        id: id, field: .passthroughView(controller: index, position: position), owner: at))
            }
        } else if style == .popover {
            refuse(location, "modalPresentationStyle", .popoverWithoutSource)
        }
        if let alertStyle = controller.preferredStyle {
            if app[index].className != "UIAlertController" {
                refuse(location, "preferredStyle", .preferredStyleOutsideAlert(app[index].className))
            }
            presentation.alertStyle = alertStyle
        }
        app[index].presentation = presentation
    }

    /// A sheet's detents, each identifier once, and the detents it names.
    private mutating func mapSheet(
        _ sheet: SheetJSON, into presentation: inout Presentation, at location: RequestLocations.Location
    ) {
        var detents: [SheetDetent] = []
        for (position, detent) in (sheet.detents ?? [DetentJSON.large]).enumerated() {
            let tail = "detents/\(position)"
            let isSystem = SheetDetent.systemIdentifiers.contains(detent.identifier)
            if detents.contains(where: { $0.identifier == detent.identifier }) {
                refuse(location, tail + "/identifier", .detentTwice(detent.identifier))
                continue
            }
            if isSystem && detent.height != nil {
                refuse(location, tail + "/height", .systemDetentHeight(detent.identifier))
            } else if !isSystem && detent.height == nil {
                refuse(location, tail, .customDetentWithoutHeight(detent.identifier))
            }
            detents.append(SheetDetent(identifier: detent.identifier, height: isSystem ? nil : detent.height))
        }
        if sheet.detents?.isEmpty == true { refuse(location, "detents", .noDetents) }
        let known = detents.map(\.identifier)
        for (field, id) in [
            ("selectedDetentIdentifier", sheet.selectedDetentIdentifier),
            ("largestUndimmedDetentIdentifier", sheet.largestUndimmedDetentIdentifier),
        ] {
            if let id, !known.contains(id) { refuse(location, field, .detentNotAmongDetents(id, detents: known)) }
        }
        if !detents.isEmpty { presentation.detents = detents }
        presentation.selectedDetent = sheet.selectedDetentIdentifier
        presentation.largestUndimmedDetent = sheet.largestUndimmedDetentIdentifier
    }

    private mutating func refuse(_ location: RequestLocations.Location, _ tail: String, _ words: MappingWords) {
        let pointer = locations.pointer(location, tail.isEmpty ? nil : tail)
        problems.append(Problem.Field(pointer: pointer, .mapping(words)))
    }
}

extension DetentJSON {
    /// `{"identifier": "large"}`, the detent a sheet has when its `detents` are not given.
    static var large: DetentJSON {
        var detent = DetentJSON()
        detent.identifier = "large"
        return detent
    }
}
