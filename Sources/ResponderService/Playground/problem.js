// ResponderLab playground: a refused request's problems, each shown at its place in the editor, with a suggestion
// applied in one click (an ES module, no build step).
import { locateProblem } from './json-text.js';
import { el, setStatus, state } from './state.js';
import { t } from './language.js';
import { clear, h } from './dom.js';
import { rememberForUndo, selectInEditor, updateGutter } from './editor.js';
import { run } from './run.js';

export function clearProblem() {
  el.problem.hidden = true;
  el.problem.removeAttribute('role');
  clear(el.problem);
  el.editor.classList.remove('pg-has-error');
  el.editor.removeAttribute('aria-invalid');
  state.errorLines = new Set();
  updateGutter();
}

export function showProblem(answer, text) {
  const problem = answer.json && typeof answer.json === 'object' ? answer.json
    : { title: `HTTP ${answer.status}`, detail: answer.text.slice(0, 500), problems: [] };
  clear(el.problem);
  state.errorLines = new Set();
  const items = Array.isArray(problem.problems) && problem.problems.length ? problem.problems
    : [{ message: problem.detail || problem.title, pointer: '' }];
  const list = h('ul');
  let first = null;
  for (const item of items) {
    const place = locateProblem(item, text);
    const li = h('li', { class: 'pg-problem-item' }, item.message || '');
    if (place) {
      state.errorLines.add(place.line);
      if (!first) first = place;
      const where = t('line {line}, column {column}', { line: place.line, column: place.column });
      li.append(' ', h('span', { class: 'pg-where', dataset: { line: place.line, column: place.column } }, place.missing
        ? t('({where}, where \'{missing}\' would go)', { where, missing: place.missing }) : t('({where})', { where })));
      li.append(' ', h('button', {
        type: 'button', class: 'pg-show-place',
        onclick: () => selectInEditor(place.start, place.end, place.line),
      }, t('Show {where} in the editor', { where })));
    }
    if (item.pointer) li.append(' ', h('span', { class: 'pg-muted' }, t('at'), ' ', h('code', null, item.pointer)));
    if (item.parameter) {
      li.append(h('br'), t('Query parameter'), ' ', h('code', null, item.parameter),
        Array.isArray(item.allowed) && item.allowed.length ? ' ' + t('takes {values}', { values: item.allowed.join(', ') }) : '');
    }
    const suggestions = [].concat(item.suggestion || []).filter((s) => typeof s === 'string');
    for (const suggestion of suggestions) {
      li.append(h('br'), t('Did you mean \'{suggestion}\'?', { suggestion }), ' ');
      if (place && place.entry && !place.missing) {
        li.append(h('button', { type: 'button', onclick: () => applySuggestion(place, item, suggestion) }, t('Use \'{suggestion}\'', { suggestion })));
      }
    }
    list.append(li);
  }
  el.problem.append(
    h('h3', null, `${problem.title || t('Problem')} (${problem.status || answer.status})`),
    problem.detail ? h('p', null, problem.detail) : null,
    list);
  el.problem.hidden = false;
  el.problem.setAttribute('role', 'alert');
  el.editor.classList.add('pg-has-error');
  el.editor.setAttribute('aria-invalid', 'true');
  setStatus(first ? t('{title} at line {line}, column {column}.', { title: problem.title || t('Problem'), line: first.line, column: first.column })
    : `${problem.title || t('Problem')}: ${problem.detail || ''}`, 'error');
  updateGutter();
  if (first) selectInEditor(first.start, first.end, first.line);
}

function applySuggestion(place, item, suggestion) {
  const text = el.editor.value;
  const entry = place.entry;
  const replaceKey = entry.keyStart !== null && (typeof item.unknownField === 'string' || entry.kind !== 'string');
  const start = replaceKey ? entry.keyStart : entry.start;
  const end = replaceKey ? entry.keyEnd : entry.end;
  rememberForUndo();
  el.editor.value = text.slice(0, start) + JSON.stringify(suggestion) + text.slice(end);
  updateGutter();
  run();
}
