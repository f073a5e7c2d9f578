extension App {
    /// Lays out every table cell's accessory as UIKit's cell does in `layoutSubviews`.
    ///
    /// ```
    ///  cell ──┬── contentView        frame (0, 0, x, H): it ends where the accessory begins
    ///         └── accessory (front)  frame (x, (H - h) / 2, w, h), x = W - 16 - w
    ///               accessoryView            the described view, at its described size
    ///               detailButton             _UITableCellAccessoryButton (the detail button: takes touches)
    ///               disclosureIndicator,     _UITableCellAccessoryButton, isUserInteractionEnabled false: a tap
    ///               checkmark                  goes to the cell and selects the row
    ///               detailDisclosureButton   UITableViewCellDetailDisclosureView: the detail button, then the chevron
    /// ```
    ///
    /// The sizes are UIKit's at the default text size (``AccessoryType``); a described `accessoryView` keeps its
    /// size and UIKit sets its origin.
    public mutating func placeCellAccessories() {
        let cells = responders.indices.filter { index in
            responders[index].kind == .view && ClassCatalogue.cells[responders[index].uikitClass.name] == true
                && (responders[index].accessoryView != nil || responders[index].accessoryType != .none)
        }
        for cell in cells {
            let cellSize = responders[cell].frame.size
            let accessory: Int
            if let view = responders[cell].accessoryView {
                accessory = view
                if responders[view].superview == nil { addSubview(view, to: cell) }
            } else {
                accessory = addStandardAccessory(responders[cell].accessoryType, to: cell)
            }
            let size = responders[accessory].frame.size
            let x = cellSize.width - AccessoryType.trailingMargin - size.width
            responders[accessory].frame.origin = Point(x: x, y: (cellSize.height - size.height) / 2)
            // UIKit's cell lays its content view out itself: it ends where the accessory begins.
            if let content = contentView(of: cell) {
                responders[content].frame = Rect(x: 0, y: 0, width: max(0, x), height: cellSize.height)
            }
        }
    }

    /// The cell's content view: the described one, or the one of UIKit's class among its subviews.
    public func contentView(of cell: Int) -> Int? {
        if let content = responders[cell].cellContentView { return content }
        return responders[cell].subviews.first { responders[$0].className.hasSuffix("CellContentView") }
    }

    /// The view UIKit makes for a standard accessory, frontmost in the cell, at the origin (placed by the caller).
    private mutating func addStandardAccessory(_ type: AccessoryType, to cell: Int) -> Int {
        let id = responders[cell].id
        let className =
            type == .detailDisclosureButton ? "UITableViewCellDetailDisclosureView" : "_UITableCellAccessoryButton"
        let accessory = addSynthesizedView(
            id: "\(id).accessory", className: className, frame: Rect(origin: .zero, size: type.size), for: cell,
            in: cell)
        switch type {
        case .none, .disclosureIndicator, .checkmark:
            // A drawing: the tap goes to the cell behind it.
            responders[accessory].isUserInteractionEnabled = false
        case .detailButton:
            responders[cell].accessoryButton = accessory
        case .detailDisclosureButton:
            let button = addSynthesizedView(
                id: "\(id).accessoryButton", className: "_UITableCellAccessoryButton",
                frame: Rect(origin: .zero, size: AccessoryType.detailButtonSize), for: cell, in: accessory)
            let chevron = AccessoryType.chevronSize
            let chevronView = addSynthesizedView(
                id: "\(id).disclosureIndicator", className: "_UITableCellAccessoryButton",
                frame: Rect(
                    x: type.size.width - chevron.width, y: (type.size.height - chevron.height) / 2,
                    width: chevron.width, height: chevron.height),
                for: cell, in: accessory)
            responders[chevronView].isUserInteractionEnabled = false
            responders[cell].accessoryButton = button
        }
        return accessory
    }
}
