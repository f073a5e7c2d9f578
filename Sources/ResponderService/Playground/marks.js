// ResponderLab playground: what the diagram and the panels mark: the current path step (pg-current, and the stepper
// that moves it), the selection (pg-selected), the hovered row (pg-hover), the prediction's pick and the audit's
// findings; the rows of a selection in the panels (pg-row-selected) (an ES module, no build step).
import { DISPATCH, el, state } from './state.js';
import { t, tn } from './language.js';
import { resp, responderName } from './dom.js';
import { updateHash } from './fragment.js';
import { currentResult } from './answer.js';
import { currentSVG } from './diagram.js';
import { NOBODY, predicting } from './predict.js';

function markDiagram(cls, ids) {
  const svg = currentSVG();
  if (!svg) return 0;
  for (const node of Array.from(svg.querySelectorAll('.' + cls))) node.classList.remove(cls);
  let count = 0;
  for (const id of ids) {
    if (!id) continue;
    for (const node of svg.querySelectorAll(`[data-id="${CSS.escape(id)}"]`)) {
      if (node.closest('.legend')) continue;
      node.classList.add(cls);
      count++;
    }
  }
  return count;
}

// The current path step's elements: the diagram marks each element of a responder with the indices of the path
// steps it takes part in (data-step="0 3").
function markStep(cls, index) {
  const svg = currentSVG();
  if (!svg) return 0;
  for (const node of Array.from(svg.querySelectorAll('.' + cls))) node.classList.remove(cls);
  if (index === null) return 0;
  const nodes = Array.from(svg.querySelectorAll(`[data-step~="${index}"]`)).filter((node) => !node.closest('.legend'));
  for (const node of nodes) node.classList.add(cls);
  return nodes.length;
}

export function applyHighlights() {
  const guessing = predicting();
  const verdict = state.revealed.get(state.eventIndex);
  const result = currentResult();
  const handler = verdict && result && result.handler ? result.handler.id : null;
  markDiagram('pg-pick', guessing && el.predictPick.value && el.predictPick.value !== NOBODY ? [el.predictPick.value] : []);
  markDiagram('pg-handler', handler ? [handler] : []);
  markDiagram('pg-guess', verdict && !verdict.right && verdict.guess !== NOBODY ? [verdict.guess] : []);
  markDiagram('pg-finding', state.audited);
  markStep('pg-current', state.endpoint === DISPATCH && !guessing ? state.step : null);
  markDiagram('pg-selected', state.selected);
  markDiagram('pg-hover', state.hovered ? [state.hovered] : []);
  const rows = document.querySelectorAll('.pg-results [data-id]');
  for (const row of rows) row.classList.toggle('pg-row-selected', state.selected.includes(row.dataset.id));
}

export function setHover(id) {
  state.hovered = id;
  markDiagram('pg-hover', id ? [id] : []);
}

export function knownName(id) {
  const layout = state.layout || {};
  const found = (layout.views || []).find((v) => v.id === id) || (layout.windows || []).find((w) => w.id === id);
  if (found) return `${found.class} '${id}'`;
  const row = document.querySelector(`.pg-results [data-id="${CSS.escape(id)}"] .pg-resp`);
  if (!row) return `'${id}'`;
  let name = row.textContent;
  for (const tag of [t('private'), t('inserted by UIKit')]) name = name.split(tag).join('');
  return name.trim();
}

export function keepSelectionValid() {
  const svg = currentSVG();
  state.selected = state.selected.filter((id) => (svg && svg.querySelector(`[data-id="${CSS.escape(id)}"]`)) ||
    document.querySelector(`.pg-results [data-id="${CSS.escape(id)}"]`));
}

export function select(ids, source) {
  const same = ids.length === state.selected.length && ids.every((id) => state.selected.includes(id));
  state.selected = same && source !== 'diagram' ? [] : ids.slice();
  applyHighlights();
  if (!state.selected.length) {
    el.selection.textContent = t('Selection cleared.');
  } else {
    const rows = document.querySelectorAll('.pg-results .pg-row-selected');
    el.selection.textContent = tn(rows.length, 'Selected {names}: {n} row in the answer.', 'Selected {names}: {n} rows in the answer.', { names: state.selected.map(knownName).join(', ') });
    if (source === 'diagram' && rows.length) rows[0].scrollIntoView({ block: 'nearest' });
  }
  updateHash();
}

export function updateStepper() {
  const items = el.panelPath.hidden ? [] : el.pathList.querySelectorAll('li');
  items.forEach((li, index) => {
    if (index === state.step) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
  });
  el.stepPrev.disabled = state.step <= 0;
  el.stepNext.disabled = state.step >= items.length - 1;
  const result = currentResult();
  const step = result && result.path ? result.path[state.step] : null;
  el.stepLabel.textContent = items.length
    ? t('Step {n} of {count}: {what}', { n: state.step + 1, count: items.length,
      what: `${step && step.responder ? responderName(step.responder) : ''} ${step ? step.method : ''}` })
    : '';
  // The same step under the picture, where the steps list is not beside it (narrow screens).
  el.stepCaption.hidden = !items.length || predicting();
  el.captionPrev.disabled = el.stepPrev.disabled;
  el.captionNext.disabled = el.stepNext.disabled;
  el.captionText.textContent = items.length && step
    ? t('Step {n} of {count}: {what}', { n: state.step + 1, count: items.length,
      what: `${step.responder ? responderName(step.responder) : t('no responder')} ${step.method || ''} — ${step.outcome || ''}` })
    : '';
}

export function setStep(index, fromUser) {
  const count = el.pathList.querySelectorAll('li').length;
  if (!count) return;
  state.step = Math.max(0, Math.min(count - 1, index));
  updateStepper();
  applyHighlights();
  if (fromUser) {
    const li = el.pathList.querySelectorAll('li')[state.step];
    if (li) li.scrollIntoView({ block: 'nearest' });
  }
  updateHash();
}
