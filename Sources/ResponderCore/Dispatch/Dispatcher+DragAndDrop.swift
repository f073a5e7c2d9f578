extension Dispatcher {
    /// The first step of a drag a long press lifts: what lifts (a view with a UIDragInteraction, or a cell of a table
    /// or collection view that lifts its cells), before the recognizers are judged; nil when nothing lifts.
    ///
    /// UIKit's documentation (UIDragInteraction; UITableView and UICollectionView `dragInteractionEnabled` and
    /// `dragDelegate`): the drag begins when the finger has rested on the item for the lift delay
    /// (``DragAndDrop/liftDelay``), and it ends where the finger lifts: a UIDropInteraction there (or a table's or
    /// collection view's `dropDelegate`) performs the drop. A touch that moves first, or lifts quickly, lifts
    /// nothing.
    mutating func noteLift(of group: TouchGroup, event: TouchEvent, into result: inout EventResult) -> DragLift? {
        guard let lift = liftedDrag(group: group, event: event) else { return nil }
        let list = app[lift.source].rowSelection
        let liftMethod = list.map { DragAndDrop.liftMethod(isTable: $0.isTable) } ?? DragAndDrop.liftMethod
        result.path.append(
            PathStep(
                responder: lift.item, method: liftMethod, outcome: .lifted, words: .dragLifted(source: lift.source)))
        return lift
    }

    /// The last step of the drag, once the touch has ended: a drop on the view under the finger that takes drops
    /// (or one around it), or the drag's end with nothing dropped.
    mutating func noteDragEnd(
        of lift: DragLift, group: TouchGroup, event: TouchEvent, into result: inout EventResult
    ) {
        guard let finger = group.touches.first else { return }
        let list = app[lift.source].rowSelection
        let end = event.touches[finger].endPoint
        let over = app.hitTest(end, budget: &budget).hitView
        if let over, let target = firstAncestor(of: over, where: { app.takesDrops($0) }) {
            let method =
                app[target].dragAndDrop.hasDropInteraction
                ? DragAndDrop.dropMethod
                : DragAndDrop.dropMethod(isTable: app[target].rowSelection?.isTable ?? true)
            result.path.append(
                PathStep(
                    responder: target, method: method, outcome: .performed, words: .dropPerformed(item: lift.item)))
        } else {
            result.path.append(
                PathStep(
                    responder: lift.item,
                    method: DragAndDrop.endMethod(isList: list != nil, isTable: list?.isTable ?? false),
                    outcome: .cancelled, words: .dragEndedWithoutDrop))
        }
    }
}
