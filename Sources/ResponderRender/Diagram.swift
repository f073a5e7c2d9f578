import ResponderCore

/// Draws a ``DiagramScene`` as SVG: windows and views where they are (rotated views rotated), each hit-test
/// outcome, the fingers (drawn last, on top of everything), effective hit areas that differ from the frame, the
/// responder chain as a numbered ladder beside the screen with each link's rule as its tooltip, the handler,
/// swallowing and starved responders, diagnosed responders, and a legend.
///
/// ```
///  ┌ screen (points) ────────────────┐      ┌ responder chain ───────┐
///  │ window ▸ views, back to front   │      │ ① UIButton 'delete'    │  one rung per link, in order; a leader
///  │   ● finger    ▭ hit view ●──────┼──────┤                        │  joins each rung to its view (responders
///  │                                 │      └───────────┬────────────┘  that are not views have none)
///  │                                 │      ┌───────────▼────────────┐
///  │                                 │●─────┤ ② UITableViewCell …    │  short straight arrows between rungs,
///  └─────────────────────────────────┘      └────────────────────────┘  each link's rule in its <title>
///  legend
/// ```
///
/// Every text is drawn at one size (``LabelText``), long names wrapped rather than cut (never inside a word), no label
/// of the screen over another nor crossed by a line, and what the event is about always labelled, outside its view
/// with a leader when it has no room inside (``LabelPlan``). A window or view whose outline is one already drawn (a root view filling its window, a wrapper and what it wraps)
/// is drawn a few points inside it (``NestedOutlines``), and the labels of views that share a corner make a list
/// down from it; each label carries its responder's `data-id`, so a page can make it clickable.
///
/// Every element that stands for a responder carries `data-id`, `data-pointer` (its object in the request) and a
/// class per role (`view`, `window`, `rung`, `hit-view`, `handler`, `swallowed`, `starved`, `diagnosed`,
/// `in-chain`, `no-touches`, `hidden`, `synthesized`, `outcome-<hit-test outcome>`), styled by an embedded
/// stylesheet a page can override; the ladder's rungs and arrows carry `data-link` (the link's number, from 1), and
/// every element of a responder that takes part in steps of the event's path carries `data-step`, those steps'
/// indices in `path` (`data-step="0 3"`; a page highlights step 3 with `[data-step~="3"]`); the ladder's last rung,
/// where the chain ends, also carries the steps with no responder (the event or the action discarded there), and a
/// step of a responder not drawn is carried by its stand-in (a controller's root view; for UIApplication's dispatch,
/// the next step's responder).
/// Each role has one colour (``RoleStyle/table``, from which the stylesheet and the legend are both made): a shape
/// carries the class of its first role (`role-handler`), a ring (`ring-hit-view`) for each further role in the
/// event, and the dash of its state (`dash-synthesized`); the legend lists exactly the roles drawn.
/// The output is deterministic: the same scene gives the same bytes.
///
/// The document's three element ids (its title's, its description's and the arrow head's, which `aria-labelledby`
/// and `marker-end` name) begin with `ids`, so that two diagrams on one page, each with its own `ids`, share none:
/// a page's ids are one namespace, and a second `rl-arrow` would draw the first diagram's arrow head.
public enum Diagram {
    /// The ids' beginning when none is given: `rl-title`, `rl-desc`, `rl-arrow`.
    public static let defaultIDs = "rl"

    /// The SVG document.
    public static func svg(_ scene: DiagramScene, ids: String = defaultIDs) -> String {
        String(decoding: svgBytes(scene, ids: ids), as: UTF8.self)
    }

    /// The SVG document as UTF-8 bytes.
    public static func svgBytes(_ scene: DiagramScene, ids: String = defaultIDs) -> [UInt8] {
        var renderer = Renderer(scene: scene, limit: .max, ids: ids)
        return renderer.render()
    }

    /// The SVG document as UTF-8 bytes, or nil when it needs more than `limit` bytes: drawing stops at the first
    /// view or chain step past the limit, so a diagram too large to answer is never drawn whole.
    ///
    /// - Parameter ids: What its element ids begin with: letters, digits and `-` only (written as they are).
    public static func svgBytes(_ scene: DiagramScene, limit: Int, ids: String = defaultIDs) -> [UInt8]? {
        var renderer = Renderer(scene: scene, limit: limit, ids: ids)
        let bytes = renderer.render()
        return bytes.count > limit ? nil : bytes
    }

    /// The diagram's default look, as CSS: every rule targets a class, so a page's own CSS can restyle any role.
    /// Embedded in each diagram as a `<style>` element, and served on its own at `/playground/diagram.css` for pages
    /// whose Content-Security-Policy refuses inline styles (they remove the element and link this instead).
    public static let css =
        """
        .responderlab-diagram { font-family: \(LabelText.fontFamily); font-size: \(Int(LabelText.fontSize))px; }
        .responderlab-diagram .shape { fill: #ffffff; fill-opacity: 0.45; stroke: #718096; stroke-width: 1; }
        .responderlab-diagram .window-shape { fill: #edf2f7; fill-opacity: 1; stroke: #2d3748; stroke-width: 2; }
        .responderlab-diagram .rung-shape { fill: #ffffff; fill-opacity: 1; }
        .responderlab-diagram .ring { fill: none; stroke-width: 2; }
        .responderlab-diagram .label { fill: #1a202c; pointer-events: none; paint-order: stroke; stroke: #ffffff; \
        stroke-width: 3px; stroke-opacity: 0.8; stroke-linejoin: round; }
        .responderlab-diagram .labels .label { pointer-events: auto; }
        .responderlab-diagram .label-leader { stroke: #1a202c; stroke-width: 1; }
        .responderlab-diagram .step-number { fill: #ffffff; font-weight: bold; pointer-events: none; }
        .responderlab-diagram .walk-skipped .rung-shape { stroke-dasharray: 6 3; }
        .responderlab-diagram .finger-number { fill: #1a202c; font-weight: bold; pointer-events: none; \
        paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }

        """ + RoleStyle.css + Renderer.recognizerCSS
}
