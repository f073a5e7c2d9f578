// ResponderLab playground: Predict, then reveal: with the box ticked, the answer to an event stays hidden (and the
// diagram is drawn without what it would give away) until the student has picked the responder that handles it, from
// the list or in the picture, and pressed Reveal; then the answer shows, with what the student picked beside the
// responder UIKit delivers the event to, the true handler outlined, and the lesson's own title, description and note
// (an ES module, no build step). While the student predicts, a lesson is its question: the lesson list, the lesson's
// heading and the request's own title and description in the editor pose it without its outcome.
import { tryParse } from './json-text.js';
import { DISPATCH, el, setStatus, state } from './state.js';
import { t } from './language.js';
import { clear, h, responderName } from './dom.js';
import { describeEvent, requestEvents } from './events.js';
import { currentResult, renderAnswer } from './answer.js';
import { renderDiagram, showTouchPaths } from './diagram.js';
import { applyHighlights } from './marks.js';
import { renderLessons, showLesson } from './lessons.js';
import { updateGutter } from './editor.js';

export const NOBODY = '(nobody)';

export function predicting() {
  return state.predict && state.endpoint === DISPATCH && !!currentResult() && !state.revealed.has(state.eventIndex);
}

// Whether the lesson's outcome is kept back: from the moment a lesson loads with the box ticked (before its answer
// arrives) until the event shown is revealed. Predicting needs the answer; hiding what would give it away does not.
export function hidingOutcome() {
  return state.predict && state.endpoint === DISPATCH && !state.revealed.has(state.eventIndex);
}

// The lesson's words the page shows: its question while the outcome is kept back, its title once it is not.
export function lessonHeading(example) {
  if (!example) return '';
  return hidingOutcome() && example.question ? example.question : example.title || example.name;
}

// The request's own words that would tell the answer, as the lesson's file writes them, each with what the editor
// shows instead while the outcome is kept back: the title becomes the lesson's question, the description a note that
// it shows with the answer. Only these exact JSON strings are swapped, so every other byte of the request stays the
// student's, and the request sent is always the one with the lesson's own words (requestText).
function maskedWords() {
  const example = state.exampleName ? state.examples.find((e) => e.name === state.exampleName) : null;
  const original = example && example.question ? tryParse(state.exampleTexts.get(example.name) || '').value : null;
  if (!original || typeof original !== 'object') return [];
  const pairs = [];
  if (typeof original.title === 'string') pairs.push([JSON.stringify(original.title), JSON.stringify(example.question)]);
  if (typeof original.description === 'string') {
    pairs.push([JSON.stringify(original.description),
      JSON.stringify(t('The lesson\'s description and what to look at show once you reveal the answer.'))]);
  }
  return pairs.filter(([real, shown]) => real !== shown);
}

function swap(text, pairs, from, to) {
  for (const pair of pairs) {
    const at = text.indexOf(pair[from]);
    if (at >= 0) text = text.slice(0, at) + pair[to] + text.slice(at + pair[from].length);
  }
  return text;
}

// The request as it is sent and shared: the editor's text with the lesson's own title and description put back.
export function unmasked(text) { return swap(text, maskedWords(), 1, 0); }

// The editor's text as a student predicting sees it, or with the lesson's own words once the outcome shows; its
// scroll stays where it was.
export function syncEditorWords() {
  const text = el.editor.value;
  const pairs = maskedWords();
  const wanted = hidingOutcome() ? swap(swap(text, pairs, 1, 0), pairs, 0, 1) : swap(text, pairs, 1, 0);
  if (wanted === text) return;
  const { scrollTop, scrollLeft } = el.editor;
  el.editor.value = wanted;
  el.editor.scrollTop = scrollTop;
  el.editor.scrollLeft = scrollLeft;
  updateGutter();
}

// The diagram as the question: the windows and views with their names, the hit areas and the fingers; everything
// that tells the answer (hit view, handler, outcomes, the chain, the responders beside the screen, tooltips and the
// description) is left out. Only the classes named here are kept: any other element goes, so nothing new the
// diagram learns to draw can give the answer away.
const NEUTRAL_CLASSES = new Set(['responderlab-diagram', 'screen', 'window', 'view', 'synthesized', 'shape', 'label',
  'labels', 'fingers', 'finger', 'hit-area']);

export function neutralize(svg) {
  for (const node of Array.from(svg.querySelectorAll('title, desc'))) node.remove();
  for (const node of Array.from(svg.querySelectorAll('[class]'))) {
    if (!svg.contains(node)) continue;  // inside an element already removed
    const kept = Array.from(node.classList).filter((name) => NEUTRAL_CLASSES.has(name));
    if (kept.length) node.setAttribute('class', kept.join(' '));
    else node.remove();
  }
  svg.classList.add('pg-neutral');
  svg.setAttribute('aria-label', t('The app before the answer: pick the responder that handles the event.'));
  svg.removeAttribute('aria-labelledby');
}

// Every responder the student can pick: the windows and views (in drawing order), the app's other objects with an
// id (controllers, delegates, custom responders), then those only the service names (the scene, the application
// and its delegate), and nobody.
function predictionChoices(result) {
  const seen = new Set();
  const groups = [[t('Windows and views'), []], [t('Other responders'), []]];
  const add = (group, id, cls) => {
    if (typeof id !== 'string' || !id || seen.has(id)) return;
    seen.add(id);
    groups[group][1].push([id, cls ? `${cls} '${id}'` : `'${id}'`]);
  };
  const layout = state.layout || {};
  for (const w of layout.windows || []) add(0, w.id, w.class);
  for (const v of layout.views || []) add(0, v.id, v.class);
  const walk = (node, key) => {
    if (!node || typeof node !== 'object' || key === 'gestureRecognizers') return;
    if (Array.isArray(node)) { node.forEach((item) => walk(item, null)); return; }
    if (typeof node.id === 'string') add(1, node.id, typeof node.class === 'string' ? node.class : '');
    for (const [name, value] of Object.entries(node)) walk(value, name);
  };
  const body = tryParse(state.answerText || '').value;
  if (body && typeof body === 'object') walk(body.app, 'app');
  const links = result && result.chain && Array.isArray(result.chain.links) ? result.chain.links : [];
  for (const link of links) if (link.responder) add(1, link.responder.id, link.responder.class);
  return groups;
}

export function renderPrediction() {
  const result = state.endpoint === DISPATCH ? currentResult() : null;
  const on = state.predict && !!result;
  const guessing = predicting();
  el.results.classList.toggle('pg-predicting', guessing);
  showLessonWords();
  document.body.dataset.predict = !state.predict ? 'off' : guessing ? 'guessing' : result ? 'revealed' : 'none';
  el.panelPredict.hidden = !on;
  if (!on) return;
  const verdict = state.revealed.get(state.eventIndex);
  const events = requestEvents(tryParse(state.answerText || '').value);
  const what = describeEvent(events[state.eventIndex], state.eventIndex).replace(/^\d+: /, '');
  el.predictQuestion.textContent = t('Who handles event {n}, {what}? Pick a responder in the list or in the picture, then Reveal.',
    { n: state.eventIndex, what });
  // A pick stays while the question does (the same run's same event): a new question starts with none.
  const question = `${state.runSeq}:${state.eventIndex}`;
  const previous = verdict ? verdict.guess : state.question === question ? el.predictPick.value : '';
  state.question = question;
  clear(el.predictPick);
  el.predictPick.append(h('option', { value: '' }, t('Pick a responder…')));
  for (const [label, items] of predictionChoices(result)) {
    if (!items.length) continue;
    el.predictPick.append(h('optgroup', { label }, items.map(([id, name]) => h('option', { value: id }, name))));
  }
  el.predictPick.append(h('option', { value: NOBODY }, t('Nobody: UIKit discards the event')));
  el.predictPick.value = Array.from(el.predictPick.options).some((o) => o.value === previous) ? previous : '';
  el.predictPick.disabled = !!verdict;
  el.predictReveal.hidden = !!verdict;
  el.predictReveal.disabled = !el.predictPick.value;
  el.predictVerdict.hidden = !verdict;
  if (guessing) {
    setStatus(t('Predict: who handles event {n}? The answer shows when you reveal it.', { n: state.eventIndex }));
    el.predictVerdict.removeAttribute('data-verdict');
    el.predictVerdict.textContent = '';
    return;
  }
  // What the student picked, beside the responder UIKit delivers the event to.
  el.predictVerdict.dataset.verdict = verdict.right ? 'right' : 'not-quite';
  const truth = result.handler ? t('UIKit delivers it to {responder}', { responder: responderName(result.handler) })
    : t('UIKit delivers it to no one: it discards the event');
  const guess = verdict.guess === NOBODY ? t('nobody') : optionName(verdict.guess);
  el.predictVerdict.textContent = verdict.right ? t('Right: you picked {guess}, and {truth}.', { guess, truth })
    : t('Not quite: you picked {guess}; {truth}.', { guess, truth });
}

// Everything that names the lesson follows the question: the lesson's heading, description and note (left empty, not
// just hidden, while its outcome is kept back), the lesson list, and the request's title and description in the editor.
function showLessonWords() {
  const list = el.lessonList.querySelector('button[data-example]');
  if (list && list.dataset.question !== String(state.predict)) renderLessons();
  el.lessonInfo.classList.toggle('pg-predicting', hidingOutcome());
  showLesson();
  syncEditorWords();
}

function optionName(id) {
  const option = Array.from(el.predictPick.options).find((o) => o.value === id);
  return option ? option.textContent : `'${id}'`;
}

export function pick(id) {
  el.predictPick.value = id;
  el.predictReveal.disabled = !id;
  applyHighlights();
}

export function reveal() {
  const result = currentResult();
  const guess = el.predictPick.value;
  if (!predicting() || !result || !guess) return;
  const right = result.handler ? guess === result.handler.id : guess === NOBODY;
  state.revealed.set(state.eventIndex, { guess, right });
  renderAnswer();
  if (state.svgText) renderDiagram(state.svgText);
  showTouchPaths(requestEvents(tryParse(state.answerText || '').value)[state.eventIndex]);
  applyHighlights();
  el.predictVerdict.focus({ preventScroll: true });
}

// Ticking or unticking the box re-renders the answer shown, with or without the question.
export function setPredict(on) {
  state.predict = on;
  el.predict.checked = on;
  showLessonWords();
  if (!state.answer) return;
  renderAnswer();
  if (state.svgText) renderDiagram(state.svgText);
  showTouchPaths(state.endpoint === DISPATCH ? requestEvents(tryParse(state.answerText || '').value)[state.eventIndex] : null);
  applyHighlights();
}
