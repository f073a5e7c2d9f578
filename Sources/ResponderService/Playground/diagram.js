// ResponderLab playground: the service's SVG diagram of the event shown, cleaned for the page's policy, its zoom, and
// a moving finger's path drawn over it (an ES module, no build step).
import { tryParse } from './json-text.js';
import { DISPATCH, el, state } from './state.js';
import { t, tn } from './language.js';
import { clear, h, point } from './dom.js';
import { eventFingers, fingerPoints, requestEvents } from './events.js';
import { post, query } from './run.js';
import { neutralize, predicting } from './predict.js';

export async function loadDiagram(text) {
  const seq = ++state.svgSeq;
  const extra = { format: 'svg' };
  if (state.endpoint === DISPATCH) extra.event = String(state.eventIndex);
  let svg;
  try {
    svg = await post(state.endpoint + '?' + query(extra), text, 'image/svg+xml');
  } catch (error) {
    if (seq === state.svgSeq) showDiagramMessage(t('The diagram could not be loaded: {why}', { why: error.message }));
    return;
  }
  if (seq !== state.svgSeq) return;
  if (!svg.ok) {
    showDiagramMessage(t('The diagram could not be drawn: {why}', { why: svg.json && (svg.json.detail || svg.json.title) || `HTTP ${svg.status}` }));
    return;
  }
  renderDiagram(svg.text);
  showTouchPaths(state.endpoint === DISPATCH ? requestEvents(tryParse(text).value)[state.eventIndex] : null);
}

function showDiagramMessage(message) {
  clear(el.diagram);
  clear(el.touchMoves);
  el.touchMoves.hidden = true;
  el.diagram.classList.remove('pg-stale');
  el.diagram.append(h('p', { class: 'pg-diagram-empty' }, message));
}

// The service's SVG carries a <style> element, which this page's CSP blocks (and reports as a violation) as soon as
// it is parsed, even by DOMParser: it is cut from the text before parsing, and the same rules live in playground.css.
export function renderDiagram(svgText) {
  state.svgText = svgText;
  const clean = svgText.replace(/<style\b[^>]*\/>/gi, '').replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
  const doc = new DOMParser().parseFromString(clean, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length) {
    showDiagramMessage(t('The diagram is not valid SVG.'));
    return;
  }
  for (const node of Array.from(root.querySelectorAll('style, script, foreignObject'))) node.remove();
  for (const node of root.querySelectorAll('*')) {
    for (const attr of Array.from(node.attributes)) {
      if (/^on/i.test(attr.name) || attr.name === 'style') node.removeAttribute(attr.name);
    }
  }
  const svg = document.importNode(root, true);
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('focusable', 'false');
  if (predicting()) neutralize(svg);
  clear(el.diagram);
  el.diagram.classList.toggle('pg-stale', state.stale);
  el.diagram.append(svg);
}

export function currentSVG() { return el.diagram.querySelector('svg.responderlab-diagram'); }

// The diagram's zoom: 1 draws it at the panel's width (its labels 11 px or more on a 1,400 px page); more widens
// it past the panel, which scrolls. The zoom stays as lessons and answers change.
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
let zoom = 1;

export function setZoom(level) {
  zoom = level;
  el.diagram.style.setProperty('--pg-zoom', String(level));
  el.zoomLevel.textContent = `${Math.round(level * 100)}%`;
  el.zoomOut.disabled = level <= ZOOMS[0];
  el.zoomIn.disabled = level >= ZOOMS[ZOOMS.length - 1];
}

export function zoomBy(direction) {
  const index = ZOOMS.indexOf(zoom);
  setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, index + direction))]);
}

// A moving finger's path, drawn over the diagram (its user units are screen points) from where it lands to where it
// lifts, and listed below it in words. The diagram itself marks only where each finger lands.
const SVG_NS = 'http://www.w3.org/2000/svg';

function svgNode(tag, attrs, text) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text) node.textContent = text;
  return node;
}

export function showTouchPaths(event) {
  clear(el.touchMoves);
  const svg = currentSVG();
  const fingers = eventFingers(event);
  const moving = fingers.map((finger, index) => ({ index, points: fingerPoints(finger) })).filter((f) => f.points.length > 1);
  el.touchMoves.hidden = !moving.length;
  if (!moving.length) return;
  const layer = svgNode('g', { class: 'pg-touch-paths', 'aria-hidden': 'true' });
  const one = fingers.length === 1;
  for (const { index, points } of moving) {
    const start = points[0];
    const end = points[points.length - 1];
    const name = one ? t('The finger') : t('Finger {n}', { n: index + 1 });
    const words = tn(points.length - 1, '{name} lands at {start} and lifts at {end}, after {n} move.',
      '{name} lands at {start} and lifts at {end}, after {n} moves.', { name, start: point(start), end: point(end) });
    const group = svgNode('g', { class: 'pg-touch-path', 'data-touch': index });
    group.append(svgNode('title', {}, words),
      svgNode('polyline', { class: 'pg-touch-line', points: points.map((p) => `${p.x},${p.y}`).join(' ') }),
      svgNode('circle', { class: 'pg-touch-start', cx: start.x, cy: start.y, r: 4 }),
      svgNode('circle', { class: 'pg-touch-end', cx: end.x, cy: end.y, r: 7 }),
      svgNode('text', { class: 'pg-touch-label', x: start.x - 12, y: start.y + 4, 'text-anchor': 'end' }, t('lands')),
      svgNode('text', { class: 'pg-touch-label', x: end.x + 10, y: end.y + 4 }, one ? t('lifts') : t('{n} lifts', { n: index + 1 })));
    layer.append(group);
    el.touchMoves.append(h('li', { dataset: { touch: index } }, words));
  }
  if (!svg) return;
  svg.append(layer);
  keepLabelsInside(svg, layer);
}

// A path's labels beside its ends, on the side where the picture has room: a swipe from the screen's edge lands
// where "lands" would be drawn off the picture, so that label goes to the other side of its dot (and below it).
function keepLabelsInside(svg, layer) {
  const box = svg.viewBox.baseVal;
  if (!box || !box.width) return;
  for (const label of layer.querySelectorAll('text.pg-touch-label')) {
    const bounds = label.getBBox();
    const x = Number(label.getAttribute('x'));
    const y = Number(label.getAttribute('y'));
    const before = label.getAttribute('text-anchor') === 'end';  // "lands", 12 left of its dot
    if (before && bounds.x < box.x) {
      label.setAttribute('x', x + 24);
      label.setAttribute('text-anchor', 'start');
      label.setAttribute('y', y + 14);
    } else if (!before && bounds.x + bounds.width > box.x + box.width) {  // "lifts", 10 right of its dot
      label.setAttribute('x', x - 20);
      label.setAttribute('text-anchor', 'end');
      label.setAttribute('y', y + 14);
    }
  }
}
