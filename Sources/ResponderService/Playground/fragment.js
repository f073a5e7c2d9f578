// ResponderLab playground: the page's state in its URL fragment, so a link can be shared: example, body (deflated,
// base64url), endpoint, event, touch, step, sel, trace, predict (an ES module, no build step).
import { tryParse } from './json-text.js';
import { decodeBody, encodeBody } from './body-codec.js';
import { CHAIN, DISPATCH, el, setStatus, state } from './state.js';
import { t } from './language.js';
import { inferEndpoint } from './events.js';
import { exampleText, loadExample, showLesson } from './lessons.js';
import { requestText, setEditorText } from './editor.js';
import { run } from './run.js';

export async function updateHash() {
  const seq = ++state.hashSeq;
  const params = new URLSearchParams();
  const text = requestText();
  if (state.exampleName) params.set('example', state.exampleName);
  const original = state.exampleName ? state.exampleTexts.get(state.exampleName) : undefined;
  if (original === undefined || original !== text) {
    const [key, value] = await encodeBody(text);
    params.set(key, value);
  }
  if (seq !== state.hashSeq) return;
  if (state.endpoint === CHAIN) params.set('endpoint', 'chain');
  else {
    params.set('event', String(state.eventIndex));
    if (state.touchIndex) params.set('touch', String(state.touchIndex));
    params.set('step', String(state.step));
  }
  for (const id of state.selected) params.append('sel', id);
  if (el.traceFull.checked) params.set('trace', 'full');
  if (state.predict) params.set('predict', '1');
  const hash = '#' + params.toString();
  state.lastHash = hash;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

let hashTimer = 0;
export function updateHashSoon() {
  clearTimeout(hashTimer);
  hashTimer = setTimeout(() => { updateHash(); }, 400);
}

export async function restoreFromHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  let name = params.get('example');
  let text = null;
  try {
    text = await decodeBody(params);
  } catch (error) {
    state.notice = t('The link\'s request body could not be read.');
    text = null;
  }
  const example = name ? state.examples.find((e) => e.name === name) : null;
  if (name && !example) {
    state.notice = t('There is no lesson named \'{name}\'.', { name });
    name = null;
  }
  if (name) {
    try {
      const original = await exampleText(name);
      if (text === null) text = original;
    } catch (error) {
      if (text === null) { setStatus(t('The lesson \'{name}\' could not be loaded.', { name }), 'error'); return; }
    }
  }
  if (text === null) {
    if (state.examples.length) await loadExample(state.examples[0].name);
    return;
  }
  state.exampleName = name;
  const endpoint = params.get('endpoint');
  state.endpoint = endpoint === 'chain' ? CHAIN : endpoint === 'dispatch' ? DISPATCH
    : example ? example.endpoint : inferEndpoint(tryParse(text).value, DISPATCH);
  state.eventIndex = Math.max(0, parseInt(params.get('event'), 10) || 0);
  state.touchIndex = Math.max(0, parseInt(params.get('touch'), 10) || 0);
  el.traceFull.checked = params.get('trace') === 'full';
  state.predict = el.predict.checked = params.get('predict') === '1';
  state.pending = { step: Math.max(0, parseInt(params.get('step'), 10) || 0), selected: params.getAll('sel') };
  state.revealed = new Map();
  state.undoText = null;
  el.undo.disabled = true;
  setEditorText(text);
  showLesson();
  await run();
}
