// ResponderLab playground: running the editor's request (POST with the page's language and options) and what the
// page shows while it runs, once it has an answer, and after it is refused (an ES module, no build step).
import { tryParse } from './json-text.js';
import { el, setStatus, state } from './state.js';
import { t, withLang } from './language.js';
import { inferEndpoint } from './events.js';
import { updateHash } from './fragment.js';
import { reflectControls, requestText } from './editor.js';
import { clearProblem, showProblem } from './problem.js';
import { renderAnswer } from './answer.js';
import { loadDiagram } from './diagram.js';
import { applyHighlights, keepSelectionValid } from './marks.js';

export async function post(path, text, accept) {
  const response = await fetch(withLang(path), {
    method: 'POST', body: text,
    headers: { 'Content-Type': 'application/json', Accept: accept },
  });
  const body = await response.text();
  let json = null;
  if (/json/.test(response.headers.get('Content-Type') || '')) {
    try { json = JSON.parse(body); } catch (error) { json = null; }
  }
  return { ok: response.ok, status: response.status, text: body, json };
}

export function query(extra) {
  const params = new URLSearchParams(extra);
  if (el.traceFull.checked) params.set('trace', 'full');
  return params.toString();
}

export async function run() {
  const seq = ++state.runSeq;
  const text = requestText();
  const shown = el.editor.value;  // what the student reads, where a problem is shown
  const parsed = tryParse(text).value;
  state.endpoint = inferEndpoint(parsed, state.endpoint);
  reflectControls();
  document.body.dataset.state = 'running';
  el.run.disabled = true;
  setStatus(t('Running…'));
  let answer;
  try {
    answer = await post(state.endpoint + '?' + query({ include: 'layout' }), text, 'application/json');
  } catch (error) {
    if (seq !== state.runSeq) return;
    markStale(t('could not reach the service'));
    finishRun('error');
    setStatus(t('The service could not be reached: {why}', { why: error.message }), 'error');
    return;
  }
  if (seq !== state.runSeq) return;
  if (!answer.ok) {
    state.pending = null;
    showProblem(answer, shown);
    markStale(t('was refused ({status})', { status: answer.status }));
    finishRun('problem');
    updateHash();
    return;
  }
  clearProblem();
  markStale(null);
  state.revealed = new Map();
  state.answer = answer.json;
  state.answerText = text;
  state.layout = answer.json && answer.json.layout ? answer.json.layout : null;
  const pending = state.pending;
  state.pending = null;
  state.step = pending ? pending.step : 0;
  if (pending) state.selected = pending.selected;
  reflectControls();
  renderAnswer();
  await loadDiagram(text);
  if (seq !== state.runSeq) return;
  keepSelectionValid();
  applyHighlights();
  finishRun('done');
  updateHash();
}

// After a request that failed, the answer on the page is an earlier request's: it stays, dimmed and marked busy
// (aria-busy, pg-stale), with a notice that says why, until a request gets an answer. `why` is null once one does.
function markStale(why) {
  const stale = !!why && !!state.answer;
  state.stale = stale;
  el.results.classList.toggle('pg-stale', stale);
  if (stale) el.results.setAttribute('aria-busy', 'true');
  else el.results.removeAttribute('aria-busy');
  el.diagram.classList.toggle('pg-stale', !!why);
  el.staleNotice.hidden = !stale;
  el.staleText.textContent = stale
    ? t('This is the answer to an earlier request: the one in the editor {why}. It stays dimmed until a request runs.', { why })
    : '';
  el.staleShow.hidden = !stale || el.problem.hidden;
}

function finishRun(kind) {
  el.run.disabled = false;
  document.body.dataset.state = kind;
  document.body.dataset.runs = String(state.runSeq);
}
