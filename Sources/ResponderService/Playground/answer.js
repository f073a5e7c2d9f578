// ResponderLab playground: the answer's panels (summary, path, hit-test trace, chain, recognizers, deliveries,
// actions, menu, diagnostics) for the event shown (an ES module, no build step).
import { tryParse } from './json-text.js';
import { CHAIN, el, setStatus, state } from './state.js';
import { t, tn } from './language.js';
import { BAD, clear, h, outcome, point, resp, responderName } from './dom.js';
import { select, setHover, setStep, updateStepper } from './marks.js';
import { renderPrediction } from './predict.js';
import { applyPatch, editBody } from './editor.js';
import { run } from './run.js';
import { keepBeforeFix } from './diagram.js';

export function currentResult() {
  const answer = state.answer;
  if (!answer || !Array.isArray(answer.results)) return null;
  return answer.results.find((r) => r.index === state.eventIndex) || answer.results[state.eventIndex] || null;
}

function hide(panel, hidden) { panel.hidden = hidden; }

export function renderAnswer() {
  const answer = state.answer || {};
  el.rawAnswer.textContent = JSON.stringify(Object.assign({}, answer, { layout: answer.layout ? '(layout omitted)' : undefined }), null, 2);
  if (state.endpoint === CHAIN || !Array.isArray(answer.results)) {
    renderChainAnswer(answer);
  } else {
    renderResult(currentResult(), answer);
  }
  renderPrediction();
}

function renderChainAnswer(answer) {
  const links = answer.links || [];
  clear(el.summary);
  el.summary.hidden = false;
  el.summary.dataset.from = answer.from ? answer.from.id : '';
  delete el.summary.dataset.handler;
  delete el.summary.dataset.hitView;
  el.summary.append(
    h('p', { class: 'pg-summary-text' }, t('The chain from {from} has {n} responders.', { from: responderName(answer.from), n: links.length })),
    h('dl', null,
      h('dt', null, t('Profile')), h('dd', null, answer.profile || ''),
      answer.chainDescription ? [h('dt', null, t('iOS prints')), h('dd', null, answer.chainDescription.join(' → '))] : null));
  hide(el.panelPath, true);
  updateStepper();
  hide(el.panelTrace, true);
  hide(el.panelRecognizers, true);
  hide(el.panelDeliveries, true);
  hide(el.panelActions, true);
  hide(el.panelMenu, true);
  renderChain(answer, null);
  renderDiagnostics(answer.diagnostics || []);
  setStatus(t('Chain from {from}: {n} responders.', { from: responderName(answer.from), n: links.length }) + ' ' + diagnosticCount(answer.diagnostics), 'ok');
}

function diagnosticCount(list) {
  const n = (list || []).length;
  return n ? tn(n, '{n} diagnostic.', '{n} diagnostics.') : t('No diagnostics.');
}

function renderResult(result, answer) {
  if (!result) {
    el.summary.hidden = true;
    for (const panel of [el.panelPath, el.panelTrace, el.panelChain, el.panelRecognizers, el.panelDeliveries,
      el.panelActions, el.panelMenu, el.panelDiagnostics]) panel.hidden = true;
    updateStepper();
    setStatus(t('The answer has no result for this event.'), 'error');
    return;
  }
  renderSummary(result, answer);
  renderPath(result.path || []);
  renderTrace(result.hitTest || result.touches || []);
  if (result.chain) renderChain(result.chain, result.start);
  else hide(el.panelChain, true);
  renderRecognizers(result.recognizers || [], result.scrollViews || []);
  renderDeliveries(result.deliveries || []);
  renderActions(result.actions || []);
  renderMenu(result.menu);
  renderDiagnostics(result.diagnostics || []);
  setStatus(t('Event {n}: {summary}', { n: result.index, summary: result.summary || result.outcome }) + ' ' + diagnosticCount(result.diagnostics),
    BAD.has(result.outcome) ? 'error' : 'ok');
}

function renderSummary(result, answer) {
  clear(el.summary);
  el.summary.hidden = false;
  const touches = result.hitTest || result.touches || [];
  const hit = touches.find((t) => t.hitView);
  el.summary.dataset.outcome = result.outcome || '';
  el.summary.dataset.handler = result.handler ? result.handler.id : '';
  el.summary.dataset.hitView = hit ? hit.hitView.id : '';
  delete el.summary.dataset.from;
  const rows = [
    [t('Event'), `${result.index}: ${result.type}`],
    [t('Outcome'), outcome(result.outcome)],
  ];
  for (const touch of touches) {
    rows.push([t('Finger {n}', { n: touch.touch + 1 }), [point(touch.point), touch.endPoint ? ' ' + t('(lifts at {point})', { point: point(touch.endPoint) }) : '',
      ' → ', touch.hitView ? resp(touch.hitView) : t('hits nothing'),
      touch.accepted === false ? [' ', outcome(touch.rejection || 'rejected')] : null]]);
  }
  rows.push([t('Handler'), state.revealed.has(result.index)
    ? h('span', { class: 'pg-true-handler' }, resp(result.handler)) : resp(result.handler)]);
  if (result.start) rows.push([t('Chain starts at'), [resp(result.start.responder), ` (${result.start.reason})`]]);
  if (result.firstResponderChange) {
    const change = result.firstResponderChange;
    rows.push([t('First responder'), [change.call, ' ', resp(change.responder), ': ', change.succeeded ? t('succeeded')
      : t('failed ({why})', { why: change.failure || t('refused') }), change.keyboardVisible ? t(', keyboard shown') : '']]);
  }
  if (result.aim) {
    const aim = result.aim;
    rows.push([t('Aimed at'), [resp(aim.on), aim.reached ? t(', reached') : t(', cannot be reached'), h('span', { class: 'pg-note' }, aim.reason || '')]]);
  }
  if (result.selection) {
    const s = result.selection;
    rows.push([t('Row selection'), [resp(s.cell), ' ', s.selected ? t('selected') : t('not selected'), '; ',
      s.delegateCalled ? [resp(s.delegate), ' ', t('runs'), ' ', h('span', { class: 'pg-method' }, s.delegateMethod || '')]
        : s.delegate ? [resp(s.delegate), ' ', t('is not told')] : t('no delegate is told'),
      h('span', { class: 'pg-note' }, s.reason || '')]]);
  }
  if (result.stateBefore || result.stateAfter) {
    const fr = (s) => (s && s.firstResponder ? responderName(s.firstResponder) : t('none'));
    const keyboard = (s) => (s && s.keyboardVisible ? t('shown') : t('hidden'));
    rows.push([t('First responder before → after'), `${fr(result.stateBefore)} → ${fr(result.stateAfter)}`]);
    rows.push([t('Keyboard before → after'), `${keyboard(result.stateBefore)} → ${keyboard(result.stateAfter)}`]);
    const windows = result.stateAfter && Array.isArray(result.stateAfter.windows) ? result.stateAfter.windows : [];
    if (windows.length > 1) {
      rows.push([t('Each window after'), windows.map((w, i) => [i ? '; ' : '', resp(w.window), w.isKey ? ' ' + t('(key)') : '', ': ',
        w.firstResponder ? resp(w.firstResponder) : t('no first responder')])]);
    }
  }
  rows.push([t('Profile'), answer.profile || '']);
  el.summary.append(h('p', { class: 'pg-summary-text' }, result.summary || ''),
    h('dl', null, rows.map(([term, value]) => [h('dt', null, term), h('dd', null, value)])));
}

// Rows (and list items) carry data-id: hovering or focusing one highlights that responder in the diagram,
// clicking (or Enter) selects it.
function linkRow(node, id) {
  if (!id) return node;
  node.dataset.id = id;
  node.tabIndex = 0;
  node.addEventListener('mouseenter', () => setHover(id));
  node.addEventListener('mouseleave', () => setHover(null));
  node.addEventListener('focus', () => setHover(id));
  node.addEventListener('blur', () => setHover(null));
  return node;
}

function renderPath(path) {
  clear(el.pathList);
  hide(el.panelPath, !path.length);
  path.forEach((step, index) => {
    const li = h('li', { dataset: { step: index } },
      step.responder ? resp(step.responder) : h('span', { class: 'pg-muted' }, t('no responder')), ' ',
      h('span', { class: 'pg-method' }, step.method || ''), ' ', outcome(step.outcome),
      h('span', { class: 'pg-note' }, step.note || ''));
    if (step.responder) linkRow(li, step.responder.id);
    else li.tabIndex = 0;
    li.addEventListener('click', () => setStep(index, true));
    li.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); setStep(index, true); }
    });
    el.pathList.append(li);
  });
  state.step = Math.min(state.step, Math.max(0, path.length - 1));
  updateStepper();
}

function renderTrace(touches) {
  clear(el.traceBody);
  hide(el.panelTrace, !touches.length);
  for (const touch of touches) {
    const caption = h('caption', null, touch.window
      ? t('Finger {n} at {point} in {window}', { n: touch.touch + 1, point: point(touch.point), window: responderName(touch.window) })
      : t('Finger {n} at {point}', { n: touch.touch + 1, point: point(touch.point) }),
      ' → ', touch.hitView ? responderName(touch.hitView) : t('nothing'),
      touch.accepted === false && touch.rejection ? ' ' + t('(not delivered: {why})', { why: touch.rejection }) : '');
    const tbody = h('tbody');
    for (const step of touch.trace || []) {
      const viewCell = h('td', { class: 'pg-trace-view' }, resp(step.view));
      viewCell.style.paddingLeft = `${0.35 + (step.depth || 0) * 0.85}em`;
      if (step.count) viewCell.append(' ', h('span', { class: 'pg-muted' }, t('and {n} more siblings, through', { n: step.count - 1 }) + ' '), resp(step.lastView));
      if (step.redirectedTo) viewCell.append(' ', h('span', { class: 'pg-muted' }, t('returns') + ' '), resp(step.redirectedTo));
      viewCell.append(h('span', { class: 'pg-note' }, step.reason || '',
        step.point ? ' ' + t('Point in its own coordinates: {point}.', { point: point(step.point) }) : ''));
      const row = h('tr', null, viewCell, h('td', null, outcome(step.outcome)));
      linkRow(row, step.view && step.view.id);
      row.addEventListener('click', () => select([step.view.id], 'panel'));
      row.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); select([step.view.id], 'panel'); }
      });
      tbody.append(row);
    }
    el.traceBody.append(h('div', { class: 'pg-table-wrap' }, h('table', { class: 'pg-table pg-trace' }, caption,
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, t('View (indented by depth) and reason')), h('th', { scope: 'col' }, t('Outcome')))),
      tbody)));
  }
}

function renderChain(chain, start) {
  clear(el.chainList);
  const links = chain.links || [];
  hide(el.panelChain, false);
  el.chainStart.textContent = start ? t('Starts at {responder} ({why}).', { responder: responderName(start.responder), why: start.reason }) : '';
  links.forEach((link) => {
    const li = h('li', null, resp(link.responder),
      link.rule ? [' → ' + t('next by') + ' ', h('span', { class: 'pg-rule' }, link.rule)] : ' ' + t('(last)'),
      h('span', { class: 'pg-note' }, link.explanation || ''));
    linkRow(li, link.responder && link.responder.id);
    li.addEventListener('click', () => select([link.responder.id], 'panel'));
    li.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); select([link.responder.id], 'panel'); }
    });
    el.chainList.append(li);
  });
  el.chainEnd.textContent = chain.end ? t('The chain ends ({why}): {explanation}', { why: chain.end.reason, explanation: chain.end.explanation }) : '';
  el.chainDescription.textContent = chain.chainDescription ? t('iOS prints: {what}', { what: chain.chainDescription.join(', ') }) : '';
  renderChainFrom(chain);
}

function renderChainFrom(chain) {
  const isChain = state.endpoint === CHAIN;
  el.chainStartRow.hidden = !isChain;
  if (!isChain) return;
  const seen = new Set();
  const options = [];
  const add = (id, cls) => { if (id && !seen.has(id)) { seen.add(id); options.push([id, cls]); } };
  const layout = state.layout || {};
  for (const w of layout.windows || []) add(w.id, w.class);
  for (const v of layout.views || []) add(v.id, v.class);
  for (const link of chain.links || []) add(link.responder.id, link.responder.class);
  const body = tryParse(el.editor.value).value;
  // Responders the layout and the chain do not name (controllers off the chain, delegates, custom objects) are
  // declared in the request; gesture recognizers have ids too but are not responders.
  const walk = (node, key) => {
    if (!node || typeof node !== 'object' || key === 'gestureRecognizers') return;
    if (Array.isArray(node)) { node.forEach((item) => walk(item, null)); return; }
    if (typeof node.id === 'string') add(node.id, typeof node.class === 'string' ? node.class : '');
    for (const [name, value] of Object.entries(node)) walk(value, name);
  };
  if (body && typeof body === 'object') walk(body.app, 'app');
  const from = (chain.from && chain.from.id) || (body && body.from);
  if (from) add(from, '');
  clear(el.chainFrom);
  for (const [id, cls] of options) el.chainFrom.append(h('option', { value: id }, cls ? `${cls} '${id}'` : id));
  el.chainFrom.value = from || '';
}

function renderRecognizers(list, scrollViews) {
  clear(el.recognizersBody);
  hide(el.panelRecognizers, !list.length);
  if (!list.length) return;
  const tbody = h('tbody');
  for (const r of list) {
    const row = h('tr', null, h('td', null, resp({ class: r.class, id: r.id })), h('td', null, resp(r.view)),
      h('td', null, outcome(r.outcome), r.reason ? h('span', { class: 'pg-note' }, r.reason) : null));
    linkRow(row, r.view && r.view.id);
    if (r.view) row.addEventListener('click', () => select([r.view.id], 'panel'));
    tbody.append(row);
  }
  el.recognizersBody.append(h('div', { class: 'pg-table-wrap' }, h('table', { class: 'pg-table' },
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, t('Recognizer')), h('th', { scope: 'col' }, t('On view')), h('th', { scope: 'col' }, t('Outcome')))), tbody)));
  // What each scroll view did with the content's touches (delayed, withheld, cancelled, kept).
  for (const sv of scrollViews) {
    const row = h('p', null, resp(sv.scrollView), ' ', sv.scrolled ? t('scrolled') : t('did not scroll'),
      sv.contentTouches ? [' — ' + t('content touches:') + ' ', h('span', { class: 'pg-method' }, sv.contentTouches)] : '',
      h('span', { class: 'pg-note' }, sv.reason));
    linkRow(row, sv.scrollView && sv.scrollView.id);
    el.recognizersBody.append(row);
  }
}

function renderDeliveries(list) {
  clear(el.deliveriesBody);
  hide(el.panelDeliveries, !list.length);
  for (const d of list) {
    const steps = h('ol', { class: 'pg-list-plain' });
    for (const step of d.steps || []) {
      steps.append(linkRow(h('li', null, resp(step.responder), ' ', h('span', { class: 'pg-method' }, step.behavior || '')), step.responder && step.responder.id));
    }
    el.deliveriesBody.append(h('div', { class: 'pg-delivery' },
      h('p', null, h('span', { class: 'pg-method' }, d.method), ' ', outcome(d.outcome),
        d.handledBy && d.handledBy.length ? [' ' + t('handled by') + ' ', d.handledBy.map((r, i) => [i ? ', ' : '', resp(r)])] : '',
        d.starved && d.starved.length ? [' — ' + t('never reached:') + ' ', d.starved.map((r, i) => [i ? ', ' : '', resp(r)])] : ''),
      steps));
  }
}

function renderActions(list) {
  clear(el.actionsBody);
  hide(el.panelActions, !list.length);
  for (const a of list) {
    const source = a.source || {};
    const walk = h('ol', { class: 'pg-list-plain' });
    for (const step of a.walk || []) {
      walk.append(linkRow(h('li', null, resp(step.responder), ': ', step.answer || '',
        step.arrivedBy ? [' (' + t('reached by') + ' ', h('span', { class: 'pg-rule' }, step.arrivedBy), ')'] : ''), step.responder && step.responder.id));
    }
    el.actionsBody.append(h('div', { class: 'pg-action' },
      h('p', null, h('span', { class: 'pg-method' }, a.action), ' ', outcome(a.outcome),
        source.sender ? [' ' + t('sent by') + ' ', resp(source.sender)] : '', source.controlEvent ? ' ' + t('on {event}', { event: source.controlEvent }) : '',
        source.type ? ` (${source.type})` : ''),
      a.target ? h('p', null, t('Target:'), ' ', resp(a.target)) : h('p', null, t('Target: nil (the responder chain is searched)')),
      a.walkStart ? h('p', null, t('The walk starts at'), ' ', resp(a.walkStart), a.walkStartReason ? ` (${a.walkStartReason})` : '') : null,
      a.performedBy ? h('p', null, t('Performed by'), ' ', resp(a.performedBy)) : null,
      (a.walk || []).length ? walk : null));
  }
}

function renderMenu(menu) {
  clear(el.menuBody);
  hide(el.panelMenu, !menu);
  if (!menu) return;
  const tbody = h('tbody');
  for (const item of menu.items || []) {
    tbody.append(h('tr', null, h('td', null, h('span', { class: 'pg-method' }, item.action)),
      h('td', null, item.shown ? outcome('shown') : outcome('hidden')),
      h('td', null, item.target ? [t('offered by') + ' ', resp(item.target)] : '', item.reason || '',
        item.declinedBy && item.declinedBy.length ? [' — ' + t('declined by') + ' ', item.declinedBy.map((r, i) => [i ? ', ' : '', resp(r)])] : '')));
  }
  el.menuBody.append(h('div', { class: 'pg-table-wrap' }, h('table', { class: 'pg-table' },
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, t('Action')), h('th', { scope: 'col' }, t('Shown')), h('th', { scope: 'col' }, t('Why')))), tbody)));
}

// A diagnostic's verified fix (its Swift, what trying it showed, and a button that applies its patch to the
// editor's request and runs it again), or why there is none.
// With `witness` (an audit finding's witness event), the patched request's event becomes that witness, the event
// the fix was verified on.
export function fixBlock(d, witness) {
  if (d.fix) {
    return h('div', { class: 'pg-fix' },
      h('p', null, t('Fix, tried on a copy of the app: the event is then {outcome}.', { outcome: d.fix.verified ? d.fix.verified.outcome : '' })),
      h('pre', null, h('code', null, d.fix.swift || '')),
      h('button', { type: 'button', class: 'pg-apply-fix', onclick: (event) => {
        event.stopPropagation();
        let applied = true;
        const edited = editBody((body) => {
          applied = applyPatch(body, d.fix.patch);
          if (applied && witness) {
            delete body.events;
            delete body.from;
            body.event = witness;
            state.eventIndex = 0;
          }
          return applied;
        });
        if (!applied) {
          setStatus(t('The fix does not apply to this request any more: run it again first.'), 'error');
          return;
        }
        if (!edited) return;
        // An audit finding's witness is another event than the one drawn: nothing to compare it with.
        if (!witness) keepBeforeFix(currentResult()?.outcome);
        run();
      } }, t('Apply the fix and run again')));
  }
  if (d.noFix) return h('p', { class: 'pg-muted' }, t('No fix: {reason}', { reason: d.noFix.message || '' }));
  return null;
}

function renderDiagnostics(list) {
  clear(el.diagnosticsList);
  hide(el.panelDiagnostics, false);
  if (!list.length) {
    el.diagnosticsList.append(h('li', { class: 'pg-muted' }, t('No diagnostics for this answer.')));
    return;
  }
  for (const d of list) {
    const ids = (d.responders || []).map((r) => r.id).filter(Boolean);
    const names = (d.responders || []).map(responderName).join(', ');
    const li = h('li', { class: `pg-diagnostic pg-sev-${d.severity || 'info'}`, dataset: { code: d.code || '' } },
      h('p', null, h('span', { class: 'pg-sev' }, d.severity || 'info'), h('code', null, d.code || '')),
      h('p', null, d.message || ''),
      d.hint ? h('p', { class: 'pg-hint' }, t('Hint: {hint}', { hint: d.hint })) : null,
      fixBlock(d),
      ids.length ? h('button', { type: 'button', onclick: (event) => { event.stopPropagation(); select(ids, 'diagnostic'); } },
        t('Highlight in the diagram: {names}', { names })) : null);
    if (ids.length) li.addEventListener('click', () => select(ids, 'diagnostic'));
    el.diagnosticsList.append(li);
  }
}
