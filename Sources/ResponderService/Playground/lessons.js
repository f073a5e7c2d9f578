// ResponderLab playground: the lessons (GET /v1/examples in the page's language, the first time in the language the
// service chooses), their list, and loading one into the editor (an ES module, no build step).
import { tryParse } from './json-text.js';
import { CHAIN, DISPATCH, el, setStatus, state } from './state.js';
import { asked, LANGUAGES, t, useLanguage, withLang } from './language.js';
import { clear, h } from './dom.js';
import { inferEndpoint } from './events.js';
import { setEditorText } from './editor.js';
import { run } from './run.js';
import { hideImport } from './import-dumps.js';
import { hidingOutcome, lessonHeading } from './predict.js';

export async function exampleText(name) {
  if (state.exampleTexts.has(name)) return state.exampleTexts.get(name);
  const response = await fetch(withLang('/v1/examples/' + encodeURIComponent(name)), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  state.exampleTexts.set(name, text);
  return text;
}

// The list names each lesson by its question while Predict, then reveal is ticked (a title can tell the outcome),
// and by its title otherwise; data-question says which.
export function renderLessons() {
  clear(el.lessonList);
  for (const example of state.examples) {
    const chain = example.endpoint === CHAIN;
    el.lessonList.append(h('li', null,
      h('button', {
        type: 'button', dataset: { example: example.name, question: String(state.predict) },
        onclick: () => { loadExample(example.name); },
      }, (state.predict && example.question) || example.title || example.name,
      chain ? h('span', { class: 'pg-endpoint-tag' }, t('chain')) : null)));
  }
  el.lessonsStatus.textContent = state.examples.length
    ? t('{n} lessons, basics first. Pick one to load it into the editor.', { n: state.examples.length })
    : t('No examples are available.');
}

export function showLesson() {
  for (const button of el.lessonList.querySelectorAll('button')) {
    if (button.dataset.example === state.exampleName) button.setAttribute('aria-current', 'true');
    else button.removeAttribute('aria-current');
  }
  const example = state.examples.find((e) => e.name === state.exampleName);
  el.lessonInfo.hidden = !example;
  el.reset.disabled = !example;
  if (!example) return;
  // While the outcome is kept back (Predict, then reveal), the lesson is its question, and its description and note,
  // which tell the answer, are not on the page at all.
  const hiding = hidingOutcome();
  el.lessonTitle.textContent = lessonHeading(example);
  el.lessonDescription.textContent = hiding ? '' : example.description || '';
  el.lessonLookAt.hidden = !example.lookAt;
  el.lessonLookAt.textContent = example.lookAt && !hiding ? t('Look at: {what}', { what: example.lookAt }) : '';
}

export async function loadExample(name) {
  let text;
  try {
    text = await exampleText(name);
  } catch (error) {
    setStatus(t('The lesson \'{name}\' could not be loaded ({why}).', { name, why: error.message }), 'error');
    return;
  }
  const example = state.examples.find((e) => e.name === name);
  state.exampleName = name;
  state.endpoint = example && example.endpoint === CHAIN ? CHAIN : inferEndpoint(tryParse(text).value, DISPATCH);
  state.eventIndex = 0;
  state.touchIndex = 0;
  state.selected = [];
  state.pending = null;
  state.revealed = new Map();  // a lesson loaded is a new question, asked before its answer arrives
  state.undoText = null;
  el.undo.disabled = true;
  hideImport();
  setEditorText(text);
  showLesson();
  await run();
}

function sortExamples(list) {
  return list.map((example, position) => ({ example, position }))
    .sort((a, b) => {
      const ao = Number.isFinite(a.example.order) ? a.example.order : Infinity;
      const bo = Number.isFinite(b.example.order) ? b.example.order : Infinity;
      return ao !== bo ? ao - bo : a.position - b.position;
    })
    .map((entry) => entry.example);
}

// The lessons in the page's language. The first time, the service chooses that language from what the page asks
// for (askedLanguages) and names it in Content-Language.
export async function loadExamples({ negotiate = false } = {}) {
  try {
    const response = negotiate
      ? await fetch('/v1/examples', { headers: { Accept: 'application/json', 'Accept-Language': asked.tags } })
      : await fetch(withLang('/v1/examples'), { headers: { Accept: 'application/json' } });
    const chosen = response.headers.get('Content-Language');
    if (negotiate && LANGUAGES.includes(chosen)) useLanguage(chosen);
    const json = await response.json();
    state.examples = sortExamples(Array.isArray(json.examples) ? json.examples : []);
  } catch (error) {
    el.lessonsStatus.textContent = t('The examples could not be loaded.');
  }
}
