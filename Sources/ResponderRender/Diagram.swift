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
/// A window or view whose outline is one already drawn (a root view filling its window, a wrapper and what it wraps)
/// is drawn a few points inside it (``NestedOutlines``), and the labels of views that share a corner make a list
/// down from it; each label carries its responder's `data-id`, so a page can make it clickable.
///
/// Every element that stands for a responder carries `data-id`, `data-pointer` (its object in the request) and a
/// class per role (`view`, `window`, `rung`, `hit-view`, `handler`, `swallowed`, `starved`, `diagnosed`,
/// `in-chain`, `no-touches`, `hidden`, `synthesized`, `outcome-<hit-test outcome>`), styled by an embedded
/// stylesheet a page can override; the ladder's rungs and arrows carry `data-link` (the link's number, from 1).
/// The output is deterministic: the same scene gives the same bytes.
public enum Diagram {
    /// The SVG document.
    public static func svg(_ scene: DiagramScene) -> String { String(decoding: svgBytes(scene), as: UTF8.self) }

    /// The SVG document as UTF-8 bytes, as the service answers it.
    public static func svgBytes(_ scene: DiagramScene) -> [UInt8] {
        var renderer = Renderer(scene: scene, limit: .max)
        return renderer.render()
    }

    /// The SVG document as UTF-8 bytes, or nil when it needs more than `limit` bytes: drawing stops at the first
    /// view or chain step past the limit, so a diagram too large to answer is never drawn whole.
    public static func svgBytes(_ scene: DiagramScene, limit: Int) -> [UInt8]? {
        var renderer = Renderer(scene: scene, limit: limit)
        let bytes = renderer.render()
        return bytes.count > limit ? nil : bytes
    }

    /// The diagram's default look, as CSS: every rule targets a class, so a page's own CSS can restyle any role.
    /// Embedded in each diagram as a `<style>` element, and served on its own at `/playground/diagram.css` for pages
    /// whose Content-Security-Policy refuses inline styles (they remove the element and link this instead).
    public static let css = """
        .responderlab-diagram { font-family: sans-serif; font-size: 11px; }
        .responderlab-diagram .shape { fill: #ffffff; fill-opacity: 0.45; stroke: #718096; stroke-width: 1; }
        .responderlab-diagram .window > .shape { fill: #edf2f7; fill-opacity: 1; stroke: #2d3748; stroke-width: 2; }
        .responderlab-diagram .rung > .shape { fill: #ffffff; fill-opacity: 1; }
        .responderlab-diagram .label { fill: #1a202c; pointer-events: none; }
        .responderlab-diagram .labels .label { pointer-events: auto; }
        .responderlab-diagram .no-touches > .shape { fill: #e2e8f0; stroke-dasharray: 4 3; }
        .responderlab-diagram .hidden > .shape { fill-opacity: 0.2; stroke-dasharray: 1 3; }
        .responderlab-diagram .synthesized > .shape { stroke: #6b46c1; stroke-dasharray: 6 2; }
        .responderlab-diagram .outcome-hidden > .shape, .responderlab-diagram .outcome-transparent > .shape { stroke: #a0aec0; }
        .responderlab-diagram .outcome-userInteractionDisabled > .shape { stroke: #975a16; }
        .responderlab-diagram .outcome-pointOutside > .shape { stroke: #a0aec0; }
        .responderlab-diagram .outcome-singularTransform > .shape { stroke: #a0aec0; stroke-dasharray: 2 2; }
        .responderlab-diagram .outcome-hitTestReturnsNil > .shape { stroke: #c05621; stroke-dasharray: 5 2; }
        .responderlab-diagram .outcome-containsHit > .shape { stroke: #2b6cb0; stroke-width: 2; }
        .responderlab-diagram .outcome-passedThrough > .shape { stroke: #2c7a7b; stroke-dasharray: 5 2; }
        .responderlab-diagram .outcome-interceptedBySelf > .shape, .responderlab-diagram .outcome-redirected > .shape { stroke: #b83280; stroke-width: 2; }
        .responderlab-diagram .outcome-hit > .shape { stroke: #2b6cb0; stroke-width: 3; }
        .responderlab-diagram .hit-view > .shape { fill: #bee3f8; fill-opacity: 0.9; }
        .responderlab-diagram .handler > .shape { fill: #c6f6d5; fill-opacity: 0.9; stroke: #276749; stroke-width: 3; }
        .responderlab-diagram .swallowed > .shape { fill: #fed7d7; fill-opacity: 0.9; stroke: #c53030; stroke-width: 3; }
        .responderlab-diagram .starved > .shape { fill: #fefcbf; fill-opacity: 0.9; stroke: #b7791f; }
        .responderlab-diagram .diagnosed > .shape { stroke: #dd6b20; stroke-width: 3; }
        .responderlab-diagram .leader { stroke: #2c5282; stroke-width: 1; stroke-dasharray: 3 2; }
        .responderlab-diagram .leader-end { fill: #2c5282; }
        .responderlab-diagram .hit-area { fill: none; stroke: #d53f8c; stroke-width: 1.5; stroke-dasharray: 3 2; }
        .responderlab-diagram .finger { fill: #e53e3e; fill-opacity: 0.6; stroke: #742a2a; stroke-width: 1.5; }
        .responderlab-diagram .chain-link { stroke: #2c5282; stroke-width: 1.5; fill: none; }
        .responderlab-diagram .arrow-head { fill: #2c5282; }
        .responderlab-diagram .step-badge { fill: #2c5282; }
        .responderlab-diagram .step-number { fill: #ffffff; font-size: 10px; font-weight: bold; pointer-events: none; }

        """

    /// Views smaller than this (in points) are drawn without a label; their `<title>` keeps the name.
    static let minimumLabelledSize = (width: 36.0, height: 14.0)
}
