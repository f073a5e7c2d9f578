import ResponderCore
import ResponderWords

extension DiagramRole {
    /// The role's line in ``RoleStyle/table``.
    var style: RoleStyle { RoleStyle.byRole[self]! }
}

/// One line of the diagram's key: a role and the one colour it is drawn in (its words in the legend and in a
/// responder's tooltip are ``DiagramWords``', in each language).
///
/// ```
///  role        colour   tint     legend (DiagramWords)   CSS (generated, for every shape and the legend alike)
///  handler     #2f855a  #c6f6d5  handled the event   ──► .role-handler { fill: tint; stroke: colour }  .ring-handler
///  skipped     #a0aec0  –        skipped by hit-testing  .role-skipped { stroke: colour }
///  hidden      –        –        hidden                  .dash-hidden { stroke-dasharray: 1 3; fill-opacity: 0.2 }
/// ```
///
/// ``table`` is the only place a role's colour is written: ``css`` is generated from it, and the legend draws each
/// of its entries with the same classes a responder's shape gets, so the legend and the picture cannot disagree.
/// The colours are far apart (a CIE76 distance of at least 20 between any two; the tests check it, and that the
/// playground's own highlights are far from all of them).
struct RoleStyle: Sendable {
    /// What kind of part it is.
    enum Kind: Sendable {
        /// A role in the event: fills and strokes a shape, and rings it when it is not the shape's first role.
        case event
        /// A hit-test outcome: strokes a shape.
        case outcome
        /// A state of a view: dashes its outline.
        case state
        /// Something drawn besides the responders: a finger, the chain, a hit area.
        case mark
    }

    let role: DiagramRole
    let kind: Kind
    /// The stroke colour (nil for a state, drawn in the shape's own colour).
    let colour: String?
    /// The fill of a shape in this role (event roles only).
    let tint: String?
    let strokeWidth: Double?
    let dash: String?

    /// Every role, in the order a shape's colour is chosen.
    static let table: [RoleStyle] = [
        RoleStyle(
            .swallowed, .event, colour: "#c53030", tint: "#fed7d7", width: 3),
        RoleStyle(
            .handler, .event, colour: "#2f855a", tint: "#c6f6d5", width: 3),
        RoleStyle(
            .performer, .event, colour: "#0bc5ea", tint: "#c4f1f9", width: 3),
        RoleStyle(
            .starved, .event, colour: "#b7791f", tint: "#fefcbf", width: 3),
        RoleStyle(
            .hitView, .event, colour: "#2b6cb0", tint: "#bee3f8", width: 3),
        RoleStyle(
            .diagnosed, .event, colour: "#dd6b20", tint: "#feebc8", width: 3),
        RoleStyle(
            .hitTestOverride, .outcome, colour: "#b83280", width: 2, dash: "5 2"),
        RoleStyle(.containsHit, .outcome, colour: "#5a67d8", width: 2),
        RoleStyle(.skipped, .outcome, colour: "#a0aec0", width: 1.5),
        RoleStyle(.hidden, .state, dash: "1 3"),
        RoleStyle(.noTouches, .state, dash: "4 3"),
        RoleStyle(.synthesized, .state, dash: "8 3"),
        RoleStyle(.finger, .mark, colour: "#1a202c"),
        RoleStyle(.touchPath, .mark, colour: "#702459"),
        RoleStyle(.chain, .mark, colour: "#4a5568"),
        RoleStyle(.hitArea, .mark, colour: "#319795", width: 1.5, dash: "3 2"),
    ]

    static let byRole = Dictionary(uniqueKeysWithValues: table.map { ($0.role, $0) })

    private init(
        _ role: DiagramRole, _ kind: Kind, colour: String? = nil, tint: String? = nil, width: Double? = nil,
        dash: String? = nil
    ) {
        self.role = role
        self.kind = kind
        self.colour = colour
        self.tint = tint
        self.strokeWidth = width
        self.dash = dash
    }

    /// The CSS of every role, in table order: `.role-…` for a shape in that role (and its legend sample), `.ring-…`
    /// for an event role ringing a shape, `.dash-…` for a state; the marks' own rules.
    static let css: String = {
        var css = ""
        func rule(_ selector: String, _ declarations: [(String, String?)]) {
            let written = declarations.compactMap { name, value in value.map { "\(name): \($0);" } }
            css += ".responderlab-diagram \(selector) { \(written.joined(separator: " ")) }\n"
        }
        func width(_ value: Double?) -> String? {
            value.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
        }
        for style in table {
            let name = style.role.rawValue
            switch style.kind {
            case .event:
                rule(
                    ".role-\(name)",
                    [
                        ("fill", style.tint), ("fill-opacity", "0.9"), ("stroke", style.colour),
                        ("stroke-width", width(style.strokeWidth)),
                    ])
                rule(".ring-\(name)", [("stroke", style.colour)])
            case .outcome:
                rule(
                    ".role-\(name)",
                    [
                        ("stroke", style.colour), ("stroke-width", width(style.strokeWidth)),
                        ("stroke-dasharray", style.dash),
                    ])
            case .state:
                // A hidden view is drawn faint too.
                rule(
                    ".dash-\(name)",
                    [("stroke-dasharray", style.dash), ("fill-opacity", style.role == .hidden ? "0.2" : nil)])
            case .mark:
                switch style.role {
                case .finger:
                    // Opaque, over everything: a white edge keeps it apart from a dark view under it.
                    rule(".finger", [("fill", style.colour), ("stroke", "#ffffff"), ("stroke-width", "2")])
                    rule(".finger-point", [("fill", "#ffffff")])
                case .touchPath:
                    rule(
                        ".touch-line",
                        [
                            ("fill", "none"), ("stroke", style.colour), ("stroke-width", "2"),
                            ("stroke-dasharray", "6 3"),
                        ])
                    rule(".touch-end", [("fill", "none"), ("stroke", style.colour), ("stroke-width", "2")])
                case .chain:
                    rule(".chain-link", [("stroke", style.colour), ("stroke-width", "1.5"), ("fill", "none")])
                    rule(".arrow-head", [("fill", style.colour)])
                    rule(".step-badge", [("fill", style.colour)])
                    rule(".leader", [("stroke", style.colour), ("stroke-width", "1"), ("stroke-dasharray", "3 2")])
                    rule(".leader-end", [("fill", style.colour)])
                default:
                    rule(
                        ".\(name)",
                        [
                            ("fill", "none"), ("stroke", style.colour), ("stroke-width", width(style.strokeWidth)),
                            ("stroke-dasharray", style.dash),
                        ])
                }
            }
        }
        return css
    }()
}
