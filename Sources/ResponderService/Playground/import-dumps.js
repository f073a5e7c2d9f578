// ResponderLab playground: Paste from the debugger: POST /v1/import with the dumps as pasted. The app it answers
// replaces the editor's (Undo last change brings the request back) and is drawn like any other; what the dumps cannot
// show (toFill) and the lines left out are listed beside the diagram. An unreadable line is selected in its text area
// (an ES module, no build step).
import { lineColumnAt, offsetAt, scanPointers, tryParse } from './json-text.js';
import { DISPATCH, el, state } from './state.js';
import { plural, t, w } from './language.js';
import { clear, h, round1 } from './dom.js';
import { showLesson } from './lessons.js';
import { rememberForUndo, revealInTextArea, selectInEditor, setEditorText } from './editor.js';
import { post, run } from './run.js';
import { currentSVG } from './diagram.js';
import { knownName, select } from './marks.js';
import { resetAudit } from './audit.js';

const DUMPS = {
  recursiveDescription: {
    area: () => el.importViews, line: w('views line {line}'), at: w('In the views text, at {where}.'),
    titleAt: w('{title} at {where} of the views text.'),
  },
  printHierarchy: {
    area: () => el.importControllers, line: w('controllers line {line}'), at: w('In the controllers text, at {where}.'),
    titleAt: w('{title} at {where} of the controllers text.'),
  },
};

// The value at a JSON Pointer in a parsed value, or undefined.
function valueAt(value, pointer) {
  if (pointer === '') return value;
  let node = value;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(token in node)) return undefined;
    node = node[token];
  }
  return node;
}

function importBody() {
  const body = {};
  if (el.importViews.value.trim()) body.recursiveDescription = el.importViews.value;
  if (el.importControllers.value.trim()) body.printHierarchy = el.importControllers.value;
  const width = el.importWidth.value.trim();
  const height = el.importHeight.value.trim();
  if (width || height) {
    // Either one alone is sent as it is: the service says which is missing.
    body.screen = {};
    if (width) body.screen.width = Number(width);
    if (height) body.screen.height = Number(height);
  }
  return body;
}

export async function importDumps() {
  const body = importBody();
  if (!body.recursiveDescription && !body.printHierarchy) {
    el.importStatus.textContent = t('Paste what recursiveDescription or _printHierarchy printed (or both), then import.');
    el.importViews.focus();
    return;
  }
  const seq = ++state.importSeq;
  document.body.dataset.import = 'running';
  el.importRun.disabled = true;
  el.importStatus.textContent = t('Importing…');
  let answer;
  try {
    answer = await post('/v1/import', JSON.stringify(body), 'application/json');
  } catch (error) {
    if (seq !== state.importSeq) return;
    el.importStatus.textContent = t('The service could not be reached: {why}', { why: error.message });
    finishImport('error');
    return;
  } finally {
    el.importRun.disabled = false;
  }
  if (seq !== state.importSeq) return;
  if (!answer.ok || !answer.json || !answer.json.app) {
    showImportProblem(answer);
    finishImport('problem');
    return;
  }
  clearImportProblem();
  await useImportedApp(answer.json, body.screen);
  finishImport('done');
}

function finishImport(kind) {
  document.body.dataset.import = kind;
  document.body.dataset.imports = String(state.importSeq);
}

// The editor's request becomes a touch on the imported app: its profile and settings are kept, and the finger is put
// at the centre of the first window (clicking the diagram moves it).
async function useImportedApp(imported, screen) {
  const previous = tryParse(el.editor.value).value;
  const request = { title: 'Imported from the debugger' };
  if (previous && typeof previous === 'object' && !Array.isArray(previous)) {
    for (const key of ['profile', 'settings']) if (key in previous) request[key] = previous[key];
  }
  request.app = imported.app;
  const first = valueAt(imported, '/app/scenes/0/windows/0');
  const frame = first && first.frame ? first.frame
    : { x: 0, y: 0, width: (screen && screen.width) || 390, height: (screen && screen.height) || 844 };
  request.event = { type: 'touch', point: { x: round1(frame.x + frame.width / 2), y: round1(frame.y + frame.height / 2) } };

  rememberForUndo();
  state.undoFrom = 'import';
  state.exampleName = null;
  state.endpoint = DISPATCH;
  state.eventIndex = 0;
  state.touchIndex = 0;
  state.step = 0;
  state.selected = [];
  state.pending = null;
  state.notice = t('The editor holds the imported app, with a touch at the centre of the screen.');
  setEditorText(JSON.stringify(request, null, 2));
  showLesson();
  resetAudit();
  await run();
  renderImport(imported);
}

function renderImport(imported) {
  const s = imported.summary;
  const toFill = imported.toFill || [];
  const lines = imported.lines || [];
  const both = lines.some((l) => l.dump === 'printHierarchy') && lines.some((l) => l.dump === 'recursiveDescription');
  const lineName = (line) => (both ? (DUMPS[line.dump] ? t(DUMPS[line.dump].line, { line: line.line }) : `${line.dump} ${t('line {line}', { line: line.line })}`) : t('line {line}', { line: line.line }));

  const counts = {
    windows: plural(s.windows, '{n} window', '{n} windows'), views: plural(s.views, '{n} view', '{n} views'),
    controllers: plural(s.controllers, '{n} controller', '{n} controllers'),
    things: plural(toFill.length, '{n} thing', '{n} things'), lines: plural(s.leftOut, '{n} line', '{n} lines'),
  };
  el.importSummary.textContent = toFill.length
    ? t('Imported {windows}, {views} and {controllers}, with {things} to fill in and {lines} left out.', counts)
    : t('Imported {windows}, {views} and {controllers}, with nothing to fill in and {lines} left out.', counts);
  el.importStatus.textContent = t('Imported: the app is in the request editor and drawn in the diagram.');

  clear(el.importToFill);
  if (!toFill.length) el.importToFill.append(h('li', { class: 'pg-muted' }, t('Nothing: the dumps showed all the app needs.')));
  toFill.forEach((item, index) => {
    const messageId = `import-fill-${index}`;
    const cut = item.pointer.lastIndexOf('/');
    const objectPointer = item.pointer.slice(0, cut);
    const source = lines.find((l) => l.pointer === objectPointer);
    const target = valueAt(imported, objectPointer);
    const id = target && typeof target.id === 'string' ? target.id : null;
    const name = source ? `${source.class} '${id}'` : `'${id}'`;
    const drawn = !!id && diagramHas(id);
    const where = { field: item.field, pointer: item.pointer, objectPointer, id, name };
    const li = h('li', { class: 'pg-diagnostic pg-sev-info pg-fill', dataset: { field: item.field, pointer: item.pointer } },
      h('p', { id: messageId }, h('code', { class: 'pg-fill-field' }, item.field), ' ', item.message),
      h('p', null,
        drawn ? h('button', { type: 'button', class: 'pg-fill-select', 'aria-describedby': messageId,
          onclick: (event) => { event.stopPropagation(); showToFill(where, 'diagram'); } }, t('Select in the diagram')) : null,
        drawn ? ' ' : null,
        h('button', { type: 'button', class: 'pg-fill-editor', 'aria-describedby': messageId,
          onclick: (event) => { event.stopPropagation(); showToFill(where, 'editor'); } }, t('Show in the editor'))));
    li.addEventListener('click', () => showToFill(where, drawn ? 'diagram' : 'editor'));
    el.importToFill.append(li);
  });

  clear(el.importLeftOut);
  const leftOut = lines.filter((l) => l.leftOut);
  el.importLeftOutPanel.hidden = !leftOut.length;
  for (const line of leftOut) {
    el.importLeftOut.append(h('li', { dataset: { dump: line.dump, line: line.line } },
      h('button', { type: 'button', class: 'pg-line-link', onclick: () => selectDumpLine(line.dump, line.line) }, lineName(line)),
      ' ', line.leftOut));
  }

  clear(el.importNotes);
  const notes = (imported.notes || []).map((note) => h('li', null, note))
    .concat(lines.filter((l) => l.note).map((l) => h('li', { dataset: { dump: l.dump, line: l.line } },
      h('button', { type: 'button', class: 'pg-line-link', onclick: () => selectDumpLine(l.dump, l.line) }, lineName(l)), ' ', l.note)));
  el.importNotes.append(...notes);
  el.importNotesPanel.hidden = !notes.length;

  el.importResult.hidden = false;
  el.importDetails.open = false;
  el.importSummary.focus();
}

export function hideImport(message) {
  el.importResult.hidden = true;
  clearImportProblem();
  el.importStatus.textContent = message || '';
}

function diagramHas(id) {
  const svg = currentSVG();
  return !!svg && Array.from(svg.querySelectorAll(`[data-id="${CSS.escape(id)}"]`)).some((node) => !node.closest('.legend'));
}

// A toFill item's object: selected in the diagram (a view or a window), or its place in the editor: the field when
// it has been added, else the object's id, so the field can be typed beside it.
function showToFill(where, how) {
  const map = scanPointers(el.editor.value);
  const entry = map.get(where.pointer) || map.get(where.objectPointer + '/id');
  const object = valueAt(tryParse(el.editor.value).value, where.objectPointer);
  if (!entry || !object || object.id !== where.id) {
    el.importStatus.textContent = t('The editor\'s app has no {name} at {pointer} any more.', { name: where.name, pointer: where.objectPointer });
    return;
  }
  const start = entry.keyStart !== null ? entry.keyStart : entry.start;
  const { line } = lineColumnAt(el.editor.value, start);
  if (how === 'diagram' && diagramHas(where.id)) {
    selectInEditor(start, entry.end, line, true);
    if (!(state.selected.length === 1 && state.selected[0] === where.id)) select([where.id], 'import');
    else el.selection.textContent = t('Selected {names}.', { names: knownName(where.id) });
    return;
  }
  selectInEditor(start, entry.end, line);
  el.importStatus.textContent = t('{field}: add it to {name}, at line {line} of the editor.', { field: where.field, name: where.name, line });
}

// Selects a whole line of a dump's text area (opening the form if it is closed).
function selectDumpLine(dump, line) {
  const area = DUMPS[dump] ? DUMPS[dump].area() : null;
  if (!area) return;
  el.importDetails.open = true;
  const text = area.value;
  const start = offsetAt(text, line, 1);
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  revealInTextArea(area, start, end, line);
}

function clearImportProblem() {
  el.importProblem.hidden = true;
  el.importProblem.removeAttribute('role');
  clear(el.importProblem);
  for (const dump of Object.values(DUMPS)) dump.area().removeAttribute('aria-invalid');
  for (const input of [el.importWidth, el.importHeight]) input.removeAttribute('aria-invalid');
}

function showImportProblem(answer) {
  const problem = answer.json && typeof answer.json === 'object' ? answer.json
    : { title: `HTTP ${answer.status}`, detail: answer.text.slice(0, 500), problems: [] };
  const first = Array.isArray(problem.problems) && problem.problems.length ? problem.problems[0] : {};
  const pointer = typeof first.pointer === 'string' ? first.pointer : '';
  const dump = pointer.slice(1).split('/')[0];
  const title = problem.title || t('Problem');
  clearImportProblem();
  el.importProblem.append(h('h3', null, `${title} (${problem.status || answer.status})`),
    problem.detail ? h('p', null, problem.detail) : null);
  el.importDetails.open = true;
  if (DUMPS[dump] && Number.isInteger(first.line)) {
    const where = Number.isInteger(first.column) ? t('line {line}, column {column}', { line: first.line, column: first.column }) : t('line {line}', { line: first.line });
    const dataset = { dump, line: first.line };
    if (Number.isInteger(first.column)) dataset.column = first.column;
    el.importProblem.append(h('p', null,
      h('span', { class: 'pg-where', dataset }, t(DUMPS[dump].at, { where })), ' ',
      h('button', { type: 'button', onclick: () => selectDumpLine(dump, first.line) }, t('Show {where}', { where }))));
    el.importStatus.textContent = t(DUMPS[dump].titleAt, { title, where });
    DUMPS[dump].area().setAttribute('aria-invalid', 'true');
    showImportProblemBox();
    selectDumpLine(dump, first.line);
    return;
  }
  if (first.message) el.importProblem.append(h('p', null, first.message, pointer ? [' ' + t('at') + ' ', h('code', null, pointer)] : ''));
  el.importStatus.textContent = `${title}: ${first.message || problem.detail || ''}`;
  showImportProblemBox();
  const input = pointer === '/screen/width' ? el.importWidth : pointer === '/screen/height' ? el.importHeight
    : DUMPS[dump] ? DUMPS[dump].area() : null;
  if (input) {
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  }
}

function showImportProblemBox() {
  el.importProblem.hidden = false;
  el.importProblem.setAttribute('role', 'alert');
}
