// ResponderLab playground: the request editor: its text, gutter and cursor, Undo's text, an edit of the request as
// an object, and the controls that reflect the request (profile, settings, events, finger) (an ES module, no build
// step).
import { lineColumnAt, tryParse } from './json-text.js';
import { CHAIN, el, setStatus, state } from './state.js';
import { t } from './language.js';
import { clear, h } from './dom.js';
import { describeEvent, eventFingers, fingerPoints, fingerText, requestEvents } from './events.js';
import { syncEditorWords, unmasked } from './predict.js';

// Puts `text` in the editor, as a student predicting sees it (Predict, then reveal: the lesson's question in place of
// its title and description).
export function setEditorText(text, undoable) {
  if (undoable) rememberForUndo();
  el.editor.value = text;
  el.editor.scrollTop = 0;
  syncEditorWords();
  updateGutter();
  reflectControls();
}

// The request in the editor as it is sent, shared and audited: the lesson's own title and description in it even
// while the editor shows its question.
export function requestText() {
  return unmasked(el.editor.value);
}

// What Undo last change brings back: the editor's text and the lesson it belongs to.
export function rememberForUndo() {
  state.undoText = requestText();
  state.undoExample = state.exampleName;
  state.undoFrom = null;
  el.undo.disabled = false;
}

export function updateGutter() {
  const lines = el.editor.value.split('\n').length;
  const key = lines + '|' + Array.from(state.errorLines).join(',');
  if (key !== state.gutterKey) {
    state.gutterKey = key;
    const fragment = document.createDocumentFragment();
    for (let line = 1; line <= lines; line++) {
      fragment.append(h('span', { class: state.errorLines.has(line) ? 'pg-gutter-error' : null }, String(line)));
    }
    clear(el.gutter);
    el.gutter.append(fragment);
  }
  el.gutter.scrollTop = el.editor.scrollTop;
}

export function updateCursor() {
  const { line, column } = lineColumnAt(el.editor.value, el.editor.selectionStart);
  el.cursorPos.textContent = t('line {line}, column {column}', { line, column });
}

// Focuses a text area, selects start..end (on `line`) and scrolls the selection into view. With `keepFocus`, the
// text area scrolls within itself, but focus and the page stay where they are.
export function revealInTextArea(area, start, end, line, keepFocus) {
  if (!keepFocus) area.focus({ preventScroll: true });
  area.setSelectionRange(start, end);
  const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 18;
  area.scrollTop = Math.max(0, (line - 1) * lineHeight - area.clientHeight / 3);
  const { column } = lineColumnAt(area.value, start);
  const charWidth = lineHeight * 0.55;
  const x = column * charWidth;
  if (x < area.scrollLeft || x > area.scrollLeft + area.clientWidth - 40) area.scrollLeft = Math.max(0, x - 60);
  if (!keepFocus) area.scrollIntoView({ block: 'nearest' });
}

export function selectInEditor(start, end, line, keepFocus) {
  revealInTextArea(el.editor, start, end, line, keepFocus);
  updateGutter();
  updateCursor();
}

// Parses the editor text, lets `change` edit the object, writes it back (2-space JSON) and returns true.
export function editBody(change) {
  const parsed = tryParse(requestText());
  if (parsed.error || !parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
    setStatus(t('The request is not a valid JSON object yet: run it to see where, fix it, then try again.'), 'error');
    return false;
  }
  const body = parsed.value;
  if (change(body) === false) return false;
  setEditorText(JSON.stringify(body, null, 2), true);
  return true;
}

// Applies an RFC 6902 JSON Patch's add, replace and remove to a parsed body in place; false when a path is not
// there (the editor changed since the answer).
export function applyPatch(body, patch) {
  for (const operation of patch || []) {
    const tokens = String(operation.path || '').split('/').slice(1)
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = tokens.pop();
    let node = body;
    for (const token of tokens) {
      if (node === null || typeof node !== 'object' || !(token in node)) return false;
      node = node[token];
    }
    if (node === null || typeof node !== 'object' || last === undefined) return false;
    if (operation.op === 'remove' || operation.op === 'replace') {
      if (!(last in node)) return false;
    }
    if (operation.op === 'remove') {
      if (Array.isArray(node)) node.splice(Number(last), 1); else delete node[last];
    } else if (Array.isArray(node) && operation.op === 'add') {
      node.splice(Number(last), 0, operation.value);
    } else {
      node[last] = operation.value;
    }
  }
  return true;
}

export function reflectControls() {
  const body = tryParse(el.editor.value).value;
  const ok = body && typeof body === 'object' && !Array.isArray(body);
  const chain = state.endpoint === CHAIN;
  el.endpointLabel.textContent = 'POST ' + state.endpoint;
  el.modeFingerText.textContent = chain ? t('starts the chain there') : t('moves the finger');
  el.fingerForm.hidden = chain;
  if (!ok) return;  // while the text is not valid JSON, the controls keep what they showed

  const settings = body.settings && typeof body.settings === 'object' ? body.settings : {};
  const effective = state.answer && state.answer.settings ? state.answer.settings : {};
  const pick = (name, fallback) => (settings[name] !== undefined && settings[name] !== null ? settings[name]
    : effective[name] !== undefined ? effective[name] : fallback);
  el.profile.value = body.profile === 'documented' ? 'documented' : 'runtime';
  el.synthesize.checked = pick('synthesizeWrappers', true) === true && el.profile.value === 'runtime';
  el.synthesize.disabled = el.profile.value === 'documented';
  el.synthesize.title = el.synthesize.disabled ? t('The documented profile never inserts private wrappers.') : '';
  el.diagnose.checked = pick('diagnoseUnreachable', true) === true;
  el.nilTarget.value = pick('nilTargetStart', 'firstResponder') === 'sender' ? 'sender' : 'firstResponder';
  el.disabledControls.value = pick('disabledControlTouches', 'forward') === 'stop' ? 'stop' : 'forward';

  // Events
  const events = requestEvents(body);
  if (!chain && events.length && state.eventIndex >= events.length) state.eventIndex = events.length - 1;
  clear(el.eventSelect);
  events.forEach((event, index) => el.eventSelect.append(h('option', { value: String(index) }, describeEvent(event, index))));
  el.eventSelect.value = String(state.eventIndex);
  el.eventRow.hidden = chain || events.length < 2;

  // Finger: the x and y are where the chosen finger lands (a moving finger's path starts there).
  const event = events[state.eventIndex];
  const touches = event && event.type === 'touch' && Array.isArray(event.touches) ? event.touches : null;
  clear(el.fingerTouch);
  if (touches) {
    if (state.touchIndex >= touches.length) state.touchIndex = 0;
    touches.forEach((touch, index) => el.fingerTouch.append(h('option', { value: String(index) }, `${index + 1} ${fingerText(touch)}`)));
    el.fingerTouch.value = String(state.touchIndex);
  }
  el.fingerTouchRow.hidden = !touches || touches.length < 2;
  const fingers = eventFingers(event);
  const p = fingerPoints(fingers[touches ? state.touchIndex : 0])[0];
  if (p) {
    el.fingerX.value = String(p.x);
    el.fingerY.value = String(p.y);
  } else if (document.activeElement !== el.fingerX && document.activeElement !== el.fingerY) {
    el.fingerX.value = '';
    el.fingerY.value = '';
  }
  const notTouch = !chain && event && event.type !== 'touch';
  const aimed = !chain && event && event.type === 'touch' && event.on !== undefined;
  el.fingerNote.hidden = !notTouch && !aimed;
  el.fingerNote.textContent = notTouch
    ? t('Event {n} ({type}) is not a touch: moving the finger replaces it with one (Undo brings it back).', { n: state.eventIndex, type: event.type })
    : aimed ? t('Event {n} is aimed at \'{on}\': moving the finger gives it a point instead (Undo brings the aim back).', { n: state.eventIndex, on: event.on })
      : '';
}
