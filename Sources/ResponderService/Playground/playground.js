// ResponderLab playground: lists the lessons, edits a request, runs it against this service and shows the answer
// next to the service's SVG diagram. Plain JavaScript, no dependencies; everything same-origin (the page's CSP
// allows nothing else). The whole state lives in the URL fragment so a link can be shared.
//
// ES modules, no build step, each with one job, importing what it uses: this one starts the page and wires its
// controls and shortcuts. The page's state and elements live in state.js and its language in language.js; the
// words come from the service's catalogue (words.js, written by the service). Pure helpers, with no page state:
// where a JSON Pointer is in the editor's text (json-text.js) and the body in the address (body-codec.js); DOM
// helpers (dom.js) read only the language. The rest: the URL fragment (fragment.js), the lessons (lessons.js), the request editor
// (editor.js) and its problems (problem.js), running a request (run.js), the answer's panels (answer.js), the
// diagram (diagram.js), what it and the panels mark (marks.js), clicks on it (finger.js), Predict, then reveal
// (predict.js), the audit (audit.js), Paste from the debugger (import-dumps.js) and the language picker
// (language-picker.js). They import one another where one's work calls another's (lessons load a request that
// runs, a run renders its answer, which marks the diagram): only functions cross, called once the page has
// started, never while the modules load.
import { el, setStatus, state } from './state.js';
import { applyStaticWords, asked, collectStaticWords, keepLanguageInURL, language, t } from './language.js';
import { restoreFromHash, updateHash, updateHashSoon } from './fragment.js';
import { loadExample, loadExamples, renderLessons, showLesson } from './lessons.js';
import { editBody, reflectControls, requestText, setEditorText, updateCursor, updateGutter } from './editor.js';
import { run } from './run.js';
import { renderAnswer } from './answer.js';
import { loadDiagram, setZoom, zoomBy } from './diagram.js';
import { applyHighlights, keepSelectionValid, setStep } from './marks.js';
import { pick, reveal, setPredict } from './predict.js';
import { diagramClick, moveFinger, setChainFrom } from './finger.js';
import { runAudit } from './audit.js';
import { hideImport, importDumps } from './import-dumps.js';
import { setLanguage } from './language-picker.js';

function setSetting(name, value) {
  if (editBody((body) => {
    if (!body.settings || typeof body.settings !== 'object') body.settings = {};
    body.settings[name] = value;
  })) run();
}

function wire() {
  el.run.addEventListener('click', () => run());
  el.predict.addEventListener('change', () => { setPredict(el.predict.checked); updateHash(); });
  el.predictPick.addEventListener('change', () => pick(el.predictPick.value));
  el.predictReveal.addEventListener('click', () => reveal());
  el.staleShow.addEventListener('click', () => {
    el.problem.scrollIntoView({ block: 'nearest' });
    el.problem.focus({ preventScroll: true });
  });
  el.auditRun.addEventListener('click', () => runAudit());
  el.importForm.addEventListener('submit', (event) => {
    event.preventDefault();
    importDumps();
  });
  el.importAudit.addEventListener('click', () => {
    el.auditRun.scrollIntoView({ block: 'center' });
    el.auditRun.focus({ preventScroll: true });
    runAudit();
  });
  document.addEventListener('keydown', shortcut);
  el.editor.addEventListener('input', () => {
    updateGutter();
    updateCursor();
    updateHashSoon();
  });
  el.editor.addEventListener('scroll', () => { el.gutter.scrollTop = el.editor.scrollTop; });
  for (const type of ['keyup', 'click', 'select', 'focus']) el.editor.addEventListener(type, updateCursor);

  el.format.addEventListener('click', () => {
    if (editBody(() => true)) setStatus(t('Formatted.'));
  });
  el.reset.addEventListener('click', () => { if (state.exampleName) loadExample(state.exampleName); });
  el.undo.addEventListener('click', () => {
    if (state.undoText === null) return;
    const text = state.undoText;
    state.undoText = null;
    el.undo.disabled = true;
    if (state.undoFrom === 'import') {
      hideImport();
      state.notice = t('The import is undone: the editor holds the request you had before it.');
    }
    state.exampleName = state.undoExample;
    setEditorText(text);
    showLesson();
    run();
  });
  el.copyLink.addEventListener('click', async () => {
    await updateHash();
    try {
      await navigator.clipboard.writeText(location.href);
      setStatus(t('Link copied: it restores this request, event, step and selection.'), 'ok');
    } catch (error) {
      setStatus(t('Copying is not allowed here: the link is in the address bar.'));
    }
  });

  el.profile.addEventListener('change', () => {
    const value = el.profile.value;
    if (editBody((body) => { body.profile = value; })) run();
  });
  el.synthesize.addEventListener('change', () => setSetting('synthesizeWrappers', el.synthesize.checked));
  el.diagnose.addEventListener('change', () => setSetting('diagnoseUnreachable', el.diagnose.checked));
  el.nilTarget.addEventListener('change', () => setSetting('nilTargetStart', el.nilTarget.value));
  el.disabledControls.addEventListener('change', () => setSetting('disabledControlTouches', el.disabledControls.value));
  el.traceFull.addEventListener('change', () => run());

  el.eventSelect.addEventListener('change', async () => {
    state.eventIndex = parseInt(el.eventSelect.value, 10) || 0;
    state.touchIndex = 0;
    state.step = 0;
    reflectControls();
    renderAnswer();
    await loadDiagram(state.answerText !== null ? state.answerText : requestText());
    keepSelectionValid();
    applyHighlights();
    updateHash();
  });
  el.fingerTouch.addEventListener('change', () => {
    state.touchIndex = parseInt(el.fingerTouch.value, 10) || 0;
    reflectControls();
    updateHash();
  });
  el.zoomIn.addEventListener('click', () => zoomBy(1));
  el.zoomOut.addEventListener('click', () => zoomBy(-1));
  el.zoomFit.addEventListener('click', () => setZoom(1));
  el.fingerForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const x = parseFloat(el.fingerX.value);
    const y = parseFloat(el.fingerY.value);
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      setStatus(t('Give the finger an x and a y (screen points).'), 'error');
      return;
    }
    moveFinger(x, y);
  });
  el.chainFrom.addEventListener('change', () => setChainFrom(el.chainFrom.value));

  el.stepPrev.addEventListener('click', () => setStep(state.step - 1, true));
  el.stepNext.addEventListener('click', () => setStep(state.step + 1, true));
  // The caption's buttons step where the student is looking: the list below is not scrolled.
  el.captionPrev.addEventListener('click', () => setStep(state.step - 1, false));
  el.captionNext.addEventListener('click', () => setStep(state.step + 1, false));
  // On a phone the picture stays at the top of the screen: a step scrolled into view goes below it.
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => {
      document.documentElement.style.setProperty('--pg-stage-height', `${Math.ceil(el.stage.getBoundingClientRect().height)}px`);
    }).observe(el.stage);
  }
  el.pathList.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setStep(state.step + (event.key === 'ArrowDown' ? 1 : -1), true);
      const li = el.pathList.querySelectorAll('li')[state.step];
      if (li) li.focus();
    }
  });

  for (const radio of [el.modeFinger, el.modeSelect]) {
    radio.addEventListener('change', () => el.diagram.classList.toggle('pg-select-mode', el.modeSelect.checked));
  }
  el.diagram.addEventListener('click', diagramClick);

  window.addEventListener('hashchange', () => {
    if (location.hash === state.lastHash) return;
    if (location.hash.length > 1) restoreFromHash();
  });
}

// A text field keeps Alt+arrows for itself (on a Mac they move by word).
function isTextField(node) {
  if (!node || !node.tagName) return false;
  if (node.tagName === 'TEXTAREA' || node.isContentEditable) return true;
  return node.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(node.type);
}

// The shortcuts the page declares (aria-keyshortcuts, and the help beside each):
//   Control+Enter or Meta+Enter  Import, in the Paste from the debugger form; Run, anywhere else
//   Alt+ArrowLeft, Alt+ArrowRight  the previous and the next step of the path, anywhere but in a text field
function shortcut(event) {
  if (event.defaultPrevented || event.isComposing) return;
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
    event.preventDefault();
    if (el.importForm.contains(event.target)) importDumps();
    else run();
    return;
  }
  if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && event.altKey && !event.ctrlKey &&
    !event.metaKey && !event.shiftKey) {
    if (isTextField(event.target)) return;
    // Handled even with no path to step through, so the browser never takes it as Back or Forward.
    event.preventDefault();
    if (el.panelPath.hidden) return;
    setStep(state.step + (event.key === 'ArrowRight' ? 1 : -1), true);
  }
}

async function init() {
  collectStaticWords();
  await loadExamples({ negotiate: true });
  if (language() !== 'en') applyStaticWords();
  if (language() !== 'en' && !asked.fromURL) keepLanguageInURL();
  el.langPicker.value = language();
  el.langPicker.addEventListener('change', () => { setLanguage(el.langPicker.value); });
  wire();
  updateGutter();
  renderLessons();
  if (location.hash.length > 1) await restoreFromHash();
  else if (state.examples.length) await loadExample(state.examples[0].name);
  else document.body.dataset.state = 'done';
}

init();
