// ResponderLab playground: the language picker: the page's words change, the lessons are asked for again in the
// language, and the request in the editor runs again, so the answer and the diagram come in it too (an ES module, no
// build step).
import { el } from './state.js';
import { applyStaticWords, keepLanguageInURL, language, LANGUAGES, useLanguage } from './language.js';
import { updateHash } from './fragment.js';
import { loadExamples, renderLessons, showLesson } from './lessons.js';
import { reflectControls, requestText } from './editor.js';
import { syncEditorWords } from './predict.js';
import { run } from './run.js';
import { resetAudit } from './audit.js';
import { hideImport } from './import-dumps.js';

// The picker's language: the page's words change, the lessons are asked for again in it, and the request in the
// editor runs again, so the answer and the diagram come in it too.
export async function setLanguage(next) {
  if (!LANGUAGES.includes(next) || next === language()) return;
  // The lesson's own words back in the editor first: what stands in for them while predicting is in this language.
  el.editor.value = requestText();
  useLanguage(next);
  await updateHash();
  keepLanguageInURL();
  applyStaticWords();
  reflectControls();
  await loadExamples();
  renderLessons();
  showLesson();
  syncEditorWords();
  if (!el.importResult.hidden) hideImport();
  if (el.auditList.firstChild || el.auditStatus.textContent) resetAudit();
  await run();
}
