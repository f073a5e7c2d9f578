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
  readableWidth(svg);
  showFinger(svg);
  showBeforeFix();
}

// The picture of the event as it was, kept by "Apply the fix and run again" (keepBeforeFix), is drawn under the cured
// one for the first picture after the fix; any later picture (another event, another run) takes it away.
export function keepBeforeFix(outcome) {
  const svg = currentSVG();
  state.beforeFix = svg ? { svg: svg.cloneNode(true), outcome } : null;
}

function showBeforeFix() {
  const before = state.beforeFix;
  state.beforeFix = null;
  clear(el.diagramBeforePicture);
  el.diagramBefore.hidden = !before;
  if (!before) return;
  // A copy of a picture already on the page: its ids (the finger's arrow, the clip paths) would be the page's twice.
  for (const node of before.svg.querySelectorAll('[id]')) node.removeAttribute('id');
  before.svg.classList.add('pg-before-svg');
  el.diagramBeforeTitle.textContent = before.outcome
    ? t('Before the fix: the event was {outcome}.', { outcome: before.outcome }) : t('Before the fix');
  el.diagramBeforePicture.append(before.svg);
}

// A picture larger than its panel (on a phone) is scrolled so the first finger is in sight, in the middle, when it
// is not: a lesson's tap on a tab bar is at the foot of the screen. A finger already in sight stays where it is.
function showFinger(svg) {
  const finger = svg.querySelector(':scope > g.fingers circle.finger');
  const panel = el.diagram;
  if (!finger || (panel.scrollWidth <= panel.clientWidth && panel.scrollHeight <= panel.clientHeight)) return;
  const at = finger.getBoundingClientRect();
  const box = panel.getBoundingClientRect();
  const inSight = at.left >= box.left && at.right <= box.left + panel.clientWidth && at.top >= box.top &&
    at.bottom <= box.top + panel.clientHeight;
  if (inSight) return;
  panel.scrollLeft += at.left + at.width / 2 - (box.left + panel.clientWidth / 2);
  panel.scrollTop += at.top + at.height / 2 - (box.top + panel.clientHeight / 2);
}

export function currentSVG() { return el.diagram.querySelector('svg.responderlab-diagram'); }

// The diagram's zoom. 1 draws it at the panel's width, or wider where that would draw its labels under 11.5 px (a
// phone's panel, or a picture of a wide screen): then the panel scrolls both ways (a finger pans it) and the student
// sees a part of the picture at a size to read, the finger in sight (showFinger). More zoom scales the picture from that
// width, less draws more of it at once. The zoom stays as lessons and answers change.
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const READABLE_PX = 11.5;
let zoom = 1;

// The width at which the picture's labels are READABLE_PX: its width in its own units times that size over the size
// of its labels in those units (the page's CSS draws the picture no narrower at zoom 1).
function readableWidth(svg) {
  const box = svg.viewBox.baseVal;
  const size = parseFloat(getComputedStyle(svg).fontSize);
  if (!box || !box.width || !size) return;
  el.diagram.style.setProperty('--pg-readable-width', `${Math.ceil(box.width * READABLE_PX / size)}px`);
}

export function setZoom(level) {
  // The point at the middle of the panel stays there.
  const panel = el.diagram;
  const middle = panel.scrollWidth ? [(panel.scrollLeft + panel.clientWidth / 2) / panel.scrollWidth,
    (panel.scrollTop + panel.clientHeight / 2) / panel.scrollHeight] : null;
  zoom = level;
  panel.style.setProperty('--pg-zoom', String(level));
  el.zoomLevel.textContent = `${Math.round(level * 100)}%`;
  el.zoomOut.disabled = level <= ZOOMS[0];
  el.zoomIn.disabled = level >= ZOOMS[ZOOMS.length - 1];
  if (middle) {
    panel.scrollLeft = middle[0] * panel.scrollWidth - panel.clientWidth / 2;
    panel.scrollTop = middle[1] * panel.scrollHeight - panel.clientHeight / 2;
  }
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
      // Where each label goes is worked out once the layer is in the picture (placeLabels): beside its end, clear of
      // the finger (22 points across) and of the end's ring.
      svgNode('text', { class: 'pg-touch-label', 'data-x': start.x, 'data-y': start.y, 'data-near': 15 }, t('lands')),
      svgNode('text', { class: 'pg-touch-label', 'data-x': end.x, 'data-y': end.y, 'data-near': 12 },
        one ? t('lifts') : t('{n} lifts', { n: index + 1 })));
    layer.append(group);
    el.touchMoves.append(h('li', { dataset: { touch: index } }, words));
  }
  if (!svg) return;
  // Under the fingers, which the diagram draws last, on top of everything.
  svg.insertBefore(layer, svg.querySelector(':scope > g.fingers'));
  placeLabels(svg, layer);
}

// Each of a path's labels beside its end, where it covers no other text, no finger and nothing outside the picture:
// the first of the places around its dot (left or right of it, above or below, then the corners, then a little
// further out) that is clear. A swipe from the screen's edge lands where "lands" would be drawn off the picture, and
// a drag starts on the name of the view it drags.
function placeLabels(svg, layer) {
  const box = svg.viewBox.baseVal;
  if (!box || !box.width) return;
  const toRoot = svg.getScreenCTM() && svg.getScreenCTM().inverse();
  if (!toRoot) return;
  const taken = [];
  for (const node of svg.querySelectorAll('text, circle.finger')) {
    if (layer.contains(node) || node.closest('.legend') || !node.getClientRects().length) continue;
    const b = node.getBBox();
    const matrix = toRoot.multiply(node.getScreenCTM());
    const corners = [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]]
      .map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
    const xs = corners.map((p) => p.x), ys = corners.map((p) => p.y);
    const edge = node.localName === 'circle' ? 2 : 0;  // a finger's white edge
    taken.push([Math.min(...xs) - edge, Math.min(...ys) - edge, Math.max(...xs) + edge, Math.max(...ys) + edge]);
  }
  const clear = (b) => b.x >= box.x && b.y >= box.y && b.x + b.width <= box.x + box.width &&
    b.y + b.height <= box.y + box.height &&
    taken.every(([x1, y1, x2, y2]) => b.x >= x2 + 1 || b.x + b.width <= x1 - 1 || b.y >= y2 + 1 || b.y + b.height <= y1 - 1);
  for (const label of layer.querySelectorAll('text.pg-touch-label')) {
    const [x, y] = [Number(label.dataset.x), Number(label.dataset.y)];
    const near = Number(label.dataset.near);
    let placed = false;
    for (const distance of [near, near + 10, near + 22, near + 36]) {
      // [x, baseline, anchor]: left, right, above, below, then the four corners.
      const places = [[x - distance, y + 5, 'end'], [x + distance, y + 5, 'start'], [x, y - distance, 'middle'],
        [x, y + distance + 11, 'middle'], [x - distance, y - distance + 4, 'end'], [x + distance, y - distance + 4, 'start'],
        [x - distance, y + distance + 8, 'end'], [x + distance, y + distance + 8, 'start']];
      for (const [px, py, anchor] of places) {
        label.setAttribute('x', px);
        label.setAttribute('y', py);
        label.setAttribute('text-anchor', anchor);
        if (clear(label.getBBox())) { placed = true; break; }
      }
      if (placed) break;
    }
    if (!placed) {
      label.setAttribute('x', x - near);
      label.setAttribute('y', y + 5);
      label.setAttribute('text-anchor', 'end');
    }
    const b = label.getBBox();
    taken.push([b.x, b.y, b.x + b.width, b.y + b.height]);
  }
}
