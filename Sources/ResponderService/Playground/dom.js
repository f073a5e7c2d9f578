// ResponderLab playground: small DOM helpers and how a responder, an outcome and a point are shown. Text always goes
// in through textContent, never as markup (an ES module, no build step; of the page it reads only its language).
import { t } from './language.js';

export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  if (attrs) {
    for (const [key, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'dataset') Object.assign(node.dataset, value);
      else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

export function responderName(ref) {
  if (!ref) return t('nothing');
  return ref.id ? `${ref.class} '${ref.id}'` : String(ref.class);
}

export function resp(ref) {
  if (!ref) return h('span', { class: 'pg-muted' }, t('none'));
  return h('span', { class: 'pg-resp' },
    h('span', { class: 'pg-class' }, ref.class || '?'),
    ref.id ? ` '${ref.id}'` : '',
    ref.private ? h('span', { class: 'pg-tag' }, t('private')) : null,
    ref.synthesized ? h('span', { class: 'pg-tag' }, t('inserted by UIKit')) : null);
}

const GOOD = new Set(['handled', 'succeeded', 'menuShown', 'recognizedByGesture', 'performed', 'recognized', 'hit',
  'shown', 'tracked', 'containsHit']);
export const BAD = new Set(['dropped', 'crashed', 'failed', 'swallowed', 'notDelivered', 'unrecognizedSelector',
  'menuNotShown', 'discarded', 'hitTestReturnsNil', 'userInteractionDisabled']);

export function outcome(value) {
  const cls = GOOD.has(value) ? 'pg-outcome pg-outcome-good'
    : BAD.has(value) ? 'pg-outcome pg-outcome-bad' : 'pg-outcome';
  return h('span', { class: cls }, value);
}

export function point(p) { return p ? `(${fmt(p.x)}, ${fmt(p.y)})` : ''; }
export function fmt(n) { return typeof n === 'number' ? String(Math.round(n * 100) / 100) : String(n); }
export function round1(n) { return Math.round(n * 10) / 10; }
