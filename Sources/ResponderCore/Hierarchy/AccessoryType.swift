/// A table cell's `accessoryType`: the standard view UIKit puts at the trailing edge of the cell.
///
/// UIKit's documentation (UITableViewCell.accessoryType, UITableViewCell.AccessoryType): the accessory sits at the
/// trailing edge, and the content view is laid out to end where it begins. Only the detail buttons are interactive:
/// a tap on one calls the table view delegate's `tableView(_:accessoryButtonTappedForRowWith:)` and does not select
/// the row (UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)); the indicator and the checkmark are
/// drawings, so a tap on them goes to the cell and selects the row. An `accessoryView`, when set, replaces it
/// (UITableViewCell.accessoryView: "the cell … ignores the value of the accessoryType property").
///
/// ```
///  cell (width W)
///  ┌────────────────────────────────────────────┬──────────┬────┐
///  │ contentView: 0 ..< accessory's x           │ accessory│ 16 │
///  └────────────────────────────────────────────┴──────────┴────┘
/// ```
public enum AccessoryType: String, Sendable, CaseIterable {
    /// No accessory (the default): the content view fills the cell.
    case none
    /// A chevron: a drawing; a tap on it selects the row.
    case disclosureIndicator
    /// An info button and a chevron: a tap on the button calls `tableView(_:accessoryButtonTappedForRowWith:)`.
    case detailDisclosureButton
    /// A checkmark: a drawing; a tap on it selects the row.
    case checkmark
    /// An info button: a tap on it calls `tableView(_:accessoryButtonTappedForRowWith:)`.
    case detailButton

    /// Whether the accessory has the interactive detail (info) button.
    public var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }

    /// The distance from the accessory to the cell's trailing edge (the cell's layout margin on a phone; about 16
    /// points at the default text size, more on larger screens and text sizes).
    public static let trailingMargin = 16.0
    /// The detail (info) button's size, about 22 × 22 points at the default text size.
    public static let detailButtonSize = Size(width: 22, height: 22)
    /// The chevron's size, about 10.5 × 14 points at the default text size.
    public static let chevronSize = Size(width: 10.5, height: 14)
    /// The checkmark's size, about 14 × 14 points at the default text size.
    public static let checkmarkSize = Size(width: 14, height: 14)
    /// The space between the detail button and the chevron of a `detailDisclosureButton`.
    public static let detailChevronGap = 12.0

    /// The accessory's size (the detail button and chevron side by side for `detailDisclosureButton`); zero for
    /// `none`.
    public var size: Size {
        switch self {
        case .none: Size(width: 0, height: 0)
        case .disclosureIndicator: Self.chevronSize
        case .checkmark: Self.checkmarkSize
        case .detailButton: Self.detailButtonSize
        case .detailDisclosureButton:
            Size(
                width: Self.detailButtonSize.width + Self.detailChevronGap + Self.chevronSize.width,
                height: Self.detailButtonSize.height)
        }
    }
}
