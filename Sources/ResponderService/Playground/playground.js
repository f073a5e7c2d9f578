// ResponderLab playground: lists the lessons, edits a request, runs it against this service and shows the answer
// next to the service's SVG diagram. Plain JavaScript, no dependencies; everything same-origin (the page's CSP
// allows nothing else). The whole state lives in the URL fragment so a link can be shared. An ES module (no build
// step): its words (words.js, written by the service from its catalogue), where a JSON Pointer is in the editor's text (json-text.js) and the body in the
// address (body-codec.js) are modules of their own, with no page state.
import { PLAYGROUND_WORDS } from './words.js';
import { lineColumnAt, locateProblem, offsetAt, scanPointers, tryParse } from './json-text.js';
import { decodeBody, encodeBody } from './body-codec.js';

(function () {
  const DISPATCH = '/v1/dispatch';
  const CHAIN = '/v1/chain';

  const $ = (id) => document.getElementById(id);
  const el = {
    lessonList: $('lesson-list'), lessonsStatus: $('lessons-status'),
    lessonInfo: $('lesson-info'), lessonTitle: $('lesson-title'), lessonDescription: $('lesson-description'),
    lessonLookAt: $('lesson-lookat'),
    profile: $('profile'), synthesize: $('set-synthesizeWrappers'), diagnose: $('set-diagnoseUnreachable'),
    nilTarget: $('set-nilTargetStart'), disabledControls: $('set-disabledControlTouches'), traceFull: $('trace-full'),
    editor: $('editor'), gutter: $('gutter'), endpointLabel: $('endpoint-label'), cursorPos: $('cursor-pos'),
    run: $('run'), format: $('format'), reset: $('reset'), undo: $('undo'), copyLink: $('copy-link'),
    zoomIn: $('zoom-in'), zoomOut: $('zoom-out'), zoomFit: $('zoom-fit'), zoomLevel: $('zoom-level'),
    problem: $('problem'), status: $('status'),
    eventRow: $('event-row'), eventSelect: $('event-select'),
    summary: $('summary'),
    panelPath: $('panel-path'), stepPrev: $('step-prev'), stepNext: $('step-next'), stepLabel: $('step-label'),
    pathList: $('path-list'),
    panelTrace: $('panel-trace'), traceBody: $('trace-body'),
    panelChain: $('panel-chain'), chainStartRow: $('chain-start-row'), chainFrom: $('chain-from'),
    chainStart: $('chain-start'), chainList: $('chain-list'), chainEnd: $('chain-end'),
    chainDescription: $('chain-description'),
    panelRecognizers: $('panel-recognizers'), recognizersBody: $('recognizers-body'),
    panelDeliveries: $('panel-deliveries'), deliveriesBody: $('deliveries-body'),
    panelActions: $('panel-actions'), actionsBody: $('actions-body'),
    panelMenu: $('panel-menu'), menuBody: $('menu-body'),
    panelDiagnostics: $('panel-diagnostics'), diagnosticsList: $('diagnostics-list'),
    results: document.querySelector('.pg-results'), staleNotice: $('stale-notice'), staleText: $('stale-text'),
    staleShow: $('stale-show'),
    rawAnswer: $('raw-answer'),
    modeFinger: $('mode-finger'), modeSelect: $('mode-select'), modeFingerText: $('mode-finger-text'),
    fingerForm: $('finger-form'), fingerTouchRow: $('finger-touch-row'), fingerTouch: $('finger-touch'),
    fingerX: $('finger-x'), fingerY: $('finger-y'), fingerNote: $('finger-note'),
    diagram: $('diagram'), selection: $('selection'), touchMoves: $('touch-moves'),
    predict: $('predict'), panelPredict: $('panel-predict'), predictQuestion: $('predict-question'),
    predictPick: $('predict-pick'), predictReveal: $('predict-reveal'), predictVerdict: $('predict-verdict'),
    stage: document.querySelector('.pg-stage'), stepCaption: $('step-caption'), captionText: $('caption-text'),
    captionPrev: $('caption-prev'), captionNext: $('caption-next'),
    auditRun: $('audit-run'), auditStatus: $('audit-status'), auditList: $('audit-list'),
    importDetails: $('import-details'), importForm: $('import-form'), importViews: $('import-views'),
    importControllers: $('import-controllers'), importWidth: $('import-width'), importHeight: $('import-height'),
    importRun: $('import-run'), importStatus: $('import-status'), importProblem: $('import-problem'),
    importResult: $('import-result'), importSummary: $('import-summary'), importAudit: $('import-audit'),
    importToFill: $('import-tofill'), importLeftOutPanel: $('import-leftout-panel'), importLeftOut: $('import-leftout'),
    importNotesPanel: $('import-notes-panel'), importNotes: $('import-notes'),
    langPicker: $('lang-picker'),
  };

  const state = {
    examples: [],
    exampleTexts: new Map(),
    exampleName: null,
    endpoint: DISPATCH,
    answer: null,        // the JSON answer of the last successful run
    answerText: null,    // the request text it answers
    stale: false,        // whether a later run failed, so the answer shown is an earlier request's
    svgText: null,       // the service's diagram of the answer shown, as it came
    predict: false,      // Predict, then reveal: the answer of an event shows once the student has picked a handler
    revealed: new Map(), // event index → {guess, right}, for the answer shown (a new answer is a new question)
    question: null,      // the run and event the prediction's pick belongs to
    layout: null,        // its layout (include=layout)
    eventIndex: 0,       // the selected event of a dispatch request
    touchIndex: 0,       // the finger a click moves, for a touch event with several
    step: 0,             // the current path step
    selected: [],        // responder ids selected (diagram click, row, diagnostic)
    hovered: null,       // responder id hovered or focused in a panel
    runSeq: 0,
    svgSeq: 0,
    hashSeq: 0,
    lastHash: null,
    undoText: null,
    undoExample: null,   // the lesson the undo text belongs to
    undoFrom: null,      // 'import' when Undo would take back an import
    pending: null,       // {step, selected} to apply after the next run (restoring a link)
    notice: '',          // what the page changed in the request, told with the next run's result
    errorLines: new Set(),
    gutterKey: '',
    audited: [],         // responder ids the last audit's findings name, outlined in the diagram (pg-finding)
    importSeq: 0,
  };

  // ---------------------------------------------------------------------------------------------------------------
  // Words: every word of the page's own interface goes through t(), which looks it up in the table of the page's
  // language (PLAYGROUND_WORDS above: one table per language, keyed by the English text, which is English's table).
  // The language comes from ?lang= in the page's address, else from the browser's languages, else English; it is
  // kept in the address, so a shared link keeps it, and every request asks for it (lang=). The service chooses it,
  // by the one rule it applies to lang= and Accept-Language: the page's first request (the lessons) sends what was
  // asked as Accept-Language, and the answer's Content-Language names the language chosen.

  const WORDS = PLAYGROUND_WORDS;
  const LANGUAGES = ['en', 'ja', 'zh-Hans', 'ko'];

  // What the page asks for: ?lang= from its address, else the browser's languages in order, as an Accept-Language
  // value (only the characters such a value holds, so a stray character cannot make the request fail).
  function askedLanguages() {
    const asked = new URLSearchParams(location.search).get('lang');
    const tags = asked !== null ? asked : (navigator.languages || [navigator.language]).filter(Boolean).join(', ');
    return { tags: tags.replace(/[^0-9A-Za-z *,\-.;=]/g, '').slice(0, 256), fromURL: asked !== null };
  }

  const asked = askedLanguages();
  let lang = 'en';
  const shownWords = new Set();  // every text t() gave in a language other than English (the tests read it)

  // The word for `key` (its English text) in the page's language, with {name} replaced by params.name.
  function t(key, params) {
    const table = WORDS[lang];
    let text = lang !== 'en' && table && typeof table[key] === 'string' ? table[key] : key;
    if (params) text = text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
    if (lang !== 'en' && shownWords.size < 20000) shownWords.add(text);
    return text;
  }

  // A plural in English (one key for 1, one for the others); the other languages have no plural forms here.
  function tn(n, one, many, params) { return t(n === 1 ? one : many, Object.assign({ n }, params)); }

  // A key of the word tables kept for later (t() looks it up when the words are shown).
  function w(key) { return key; }

  // A path with this page's language asked for.
  function withLang(path) { return path + (path.includes('?') ? '&' : '?') + 'lang=' + encodeURIComponent(lang); }

  // The page's own words in its HTML: text nodes and attributes whose English is a key, found once, rewritten for
  // every language. Codes, the diagram, the editor and the language names are not words to translate.
  const staticTexts = [];
  const staticAttributes = [];
  const NOT_WORDS = 'code, pre, textarea, script, style, svg, #diagram, #lang-picker';

  function collectStaticWords() {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const key = node.nodeValue.trim();
      if (!/[A-Za-z]{2}/.test(key) || node.parentElement.closest(NOT_WORDS)) continue;
      const [, lead, trail] = /^(\s*)[\s\S]*?(\s*)$/.exec(node.nodeValue);
      staticTexts.push({ node, key, lead, trail });
    }
    for (const name of ['aria-label', 'title', 'placeholder', 'label']) {
      for (const node of document.querySelectorAll(`body [${name}]`)) {
        if (!node.closest(NOT_WORDS)) staticAttributes.push({ node, name, key: node.getAttribute(name) });
      }
    }
    const description = document.querySelector('meta[name="description"]');
    if (description) staticAttributes.push({ node: description, name: 'content', key: description.content });
    staticAttributes.push({ title: true, key: document.title });
  }

  function applyStaticWords() {
    document.documentElement.lang = lang;
    for (const { node, key, lead, trail } of staticTexts) {
      if (node.isConnected) node.nodeValue = lead + t(key) + trail;
    }
    for (const entry of staticAttributes) {
      if (entry.title) document.title = t(entry.key);
      else entry.node.setAttribute(entry.name, t(entry.key));
    }
    el.langPicker.value = lang;
  }

  // Keeps the language in the page's address (beside the state in its fragment).
  function keepLanguageInURL() {
    const params = new URLSearchParams(location.search);
    params.set('lang', lang);
    history.replaceState(null, '', location.pathname + '?' + params.toString() + location.hash);
  }

  window.ResponderLabPage = {
    language: () => lang,
    tables: () => WORDS,
    staticKeys: () => staticTexts.map((s) => s.key).concat(staticAttributes.map((a) => a.key)),
    shownWords: () => Array.from(shownWords),
  };


  // ---------------------------------------------------------------------------------------------------------------
  // Small DOM helpers. Text always goes in through textContent, never as markup.

  function h(tag, attrs, ...children) {
    const node = document.createElement(tag);
    if (attrs) {
      for (const [key, value] of Object.entries(attrs)) {
        if (value === undefined || value === null || value === false) continue;
        if (key === 'class') node.className = value;
        else if (key === 'dataset') Object.assign(node.dataset, value);
        else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
        else node.setAttribute(key, value === true ? '' : String(value));
      }
    }
    for (const child of children.flat(Infinity)) {
      if (child === undefined || child === null || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

  function responderName(ref) {
    if (!ref) return t('nothing');
    return ref.id ? `${ref.class} '${ref.id}'` : String(ref.class);
  }

  function resp(ref) {
    if (!ref) return h('span', { class: 'pg-muted' }, t('none'));
    return h('span', { class: 'pg-resp' },
      h('span', { class: 'pg-class' }, ref.class || '?'),
      ref.id ? ` '${ref.id}'` : '',
      ref.private ? h('span', { class: 'pg-tag' }, t('private')) : null,
      ref.synthesized ? h('span', { class: 'pg-tag' }, t('inserted by UIKit')) : null);
  }

  const GOOD = new Set(['handled', 'succeeded', 'menuShown', 'recognizedByGesture', 'performed', 'recognized', 'hit',
    'shown', 'tracked', 'containsHit']);
  const BAD = new Set(['dropped', 'crashed', 'failed', 'swallowed', 'notDelivered', 'unrecognizedSelector',
    'menuNotShown', 'discarded', 'hitTestReturnsNil', 'userInteractionDisabled']);

  function outcome(value) {
    const cls = GOOD.has(value) ? 'pg-outcome pg-outcome-good'
      : BAD.has(value) ? 'pg-outcome pg-outcome-bad' : 'pg-outcome';
    return h('span', { class: cls }, value);
  }

  function point(p) { return p ? `(${fmt(p.x)}, ${fmt(p.y)})` : ''; }
  function fmt(n) { return typeof n === 'number' ? String(Math.round(n * 100) / 100) : String(n); }
  function round1(n) { return Math.round(n * 10) / 10; }

  function setStatus(text, kind) {
    if (state.notice && kind) {
      text = state.notice + ' ' + text;
      state.notice = '';
    }
    el.status.textContent = text;
    el.status.className = 'pg-status' + (kind ? ' pg-status-' + kind : '');
  }

  // ---------------------------------------------------------------------------------------------------------------
  // ---------------------------------------------------------------------------------------------------------------
  // The URL fragment: example, body (deflated, base64url), endpoint, event, touch, step, sel, trace.

  async function updateHash() {
    const seq = ++state.hashSeq;
    const params = new URLSearchParams();
    const text = el.editor.value;
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
  function updateHashSoon() {
    clearTimeout(hashTimer);
    hashTimer = setTimeout(() => { updateHash(); }, 400);
  }

  async function restoreFromHash() {
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
    state.undoText = null;
    el.undo.disabled = true;
    setEditorText(text);
    showLesson();
    await run();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Lessons

  async function exampleText(name) {
    if (state.exampleTexts.has(name)) return state.exampleTexts.get(name);
    const response = await fetch(withLang('/v1/examples/' + encodeURIComponent(name)), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    state.exampleTexts.set(name, text);
    return text;
  }

  function renderLessons() {
    clear(el.lessonList);
    for (const example of state.examples) {
      const chain = example.endpoint === CHAIN;
      el.lessonList.append(h('li', null,
        h('button', {
          type: 'button', dataset: { example: example.name },
          onclick: () => { loadExample(example.name); },
        }, example.title || example.name, chain ? h('span', { class: 'pg-endpoint-tag' }, t('chain')) : null)));
    }
    el.lessonsStatus.textContent = state.examples.length
      ? t('{n} lessons, basics first. Pick one to load it into the editor.', { n: state.examples.length })
      : t('No examples are available.');
  }

  function showLesson() {
    for (const button of el.lessonList.querySelectorAll('button')) {
      if (button.dataset.example === state.exampleName) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    const example = state.examples.find((e) => e.name === state.exampleName);
    el.lessonInfo.hidden = !example;
    el.reset.disabled = !example;
    if (!example) return;
    el.lessonTitle.textContent = example.title || example.name;
    el.lessonDescription.textContent = example.description || '';
    el.lessonLookAt.hidden = !example.lookAt;
    el.lessonLookAt.textContent = example.lookAt ? t('Look at: {what}', { what: example.lookAt }) : '';
  }

  async function loadExample(name) {
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
    state.undoText = null;
    el.undo.disabled = true;
    hideImport();
    setEditorText(text);
    showLesson();
    await run();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The editor

  function setEditorText(text, undoable) {
    if (undoable) rememberForUndo();
    el.editor.value = text;
    el.editor.scrollTop = 0;
    updateGutter();
    reflectControls();
  }

  // What Undo last change brings back: the editor's text and the lesson it belongs to.
  function rememberForUndo() {
    state.undoText = el.editor.value;
    state.undoExample = state.exampleName;
    state.undoFrom = null;
    el.undo.disabled = false;
  }

  function updateGutter() {
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

  function updateCursor() {
    const { line, column } = lineColumnAt(el.editor.value, el.editor.selectionStart);
    el.cursorPos.textContent = t('line {line}, column {column}', { line, column });
  }

  // Focuses a text area, selects start..end (on `line`) and scrolls the selection into view. With `keepFocus`, the
  // text area scrolls within itself, but focus and the page stay where they are.
  function revealInTextArea(area, start, end, line, keepFocus) {
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

  function selectInEditor(start, end, line, keepFocus) {
    revealInTextArea(el.editor, start, end, line, keepFocus);
    updateGutter();
    updateCursor();
  }

  // Parses the editor text, lets `change` edit the object, writes it back (2-space JSON) and returns true.
  function editBody(change) {
    const parsed = tryParse(el.editor.value);
    if (parsed.error || !parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
      setStatus(t('The request is not a valid JSON object yet: run it to see where, fix it, then try again.'), 'error');
      return false;
    }
    const body = parsed.value;
    if (change(body) === false) return false;
    setEditorText(JSON.stringify(body, null, 2), true);
    return true;
  }

  function inferEndpoint(body, fallback) {
    if (!body || typeof body !== 'object') return fallback;
    if ('event' in body || 'events' in body) return DISPATCH;
    if ('from' in body) return CHAIN;
    return fallback;
  }

  function requestEvents(body) {
    if (!body || typeof body !== 'object') return [];
    if (Array.isArray(body.events)) return body.events;
    if (body.event && typeof body.event === 'object') return [body.event];
    return [];
  }

  // The fingers of a touch event as the request gives them: the event itself for one finger (point or path), or each
  // of its touches. A finger's points are where it lands, then where it moves; its last point is where it lifts.
  function eventFingers(event) {
    if (!event || typeof event !== 'object' || event.type !== 'touch' || event.on !== undefined) return [];
    if (Array.isArray(event.touches)) return event.touches.filter((t) => t && typeof t === 'object');
    return [event];
  }

  function isPoint(p) { return !!p && typeof p === 'object' && typeof p.x === 'number' && typeof p.y === 'number'; }

  function fingerPoints(finger) {
    if (!finger) return [];
    if (Array.isArray(finger.path)) return finger.path.filter(isPoint);
    return isPoint(finger.point) ? [finger.point] : [];
  }

  function farthest(points) {
    const [first] = points;
    return points.reduce((far, p) => Math.max(far, Math.hypot(p.x - first.x, p.y - first.y)), 0);
  }

  // How far a finger may move and still tap: the request's setting, else the service's, else UIKit's 10 points.
  function tapAllowableMovement() {
    const body = tryParse(el.editor.value).value;
    const given = body && body.settings && body.settings.tapAllowableMovement;
    if (typeof given === 'number') return given;
    const effective = state.answer && state.answer.settings && state.answer.settings.tapAllowableMovement;
    return typeof effective === 'number' ? effective : 10;
  }

  const GESTURE_WORDS = {
    tap: w('tap'), longPress: w('long press'), pan: w('pan'), swipe: w('swipe'), pinch: w('pinch'), rotation: w('rotation'),
    drag: w('drag'),
  };

  // The gesture a touch event makes, in words: its gesture, or (without one) a tap, or a drag when a path moves
  // further than a tap allows, as the service decides.
  function gestureName(event) {
    let name = event.gesture;
    if (typeof name !== 'string') {
      const limit = tapAllowableMovement();
      name = eventFingers(event).some((f) => { const points = fingerPoints(f); return points.length > 1 && farthest(points) > limit; })
        ? 'drag' : 'tap';
    }
    if (name === 'tap' && Number.isInteger(event.tapCount) && event.tapCount > 1) {
      return event.tapCount === 2 ? t('double tap') : event.tapCount === 3 ? t('triple tap')
        : t('{n}-tap', { n: event.tapCount });
    }
    return GESTURE_WORDS[name] ? t(GESTURE_WORDS[name]) : name;
  }

  // A finger in words: "at (x, y)" when it stays, "(x, y) → (x, y)" from where it lands to where it lifts.
  function fingerText(finger, bare) {
    const points = fingerPoints(finger);
    if (!points.length) return '';
    if (points.length === 1) return bare ? point(points[0]) : t('at {point}', { point: point(points[0]) });
    return `${point(points[0])} → ${point(points[points.length - 1])}`;
  }

  function describeEvent(event, index) {
    if (!event || typeof event !== 'object') return `${index}: ?`;
    const type = event.type || 'event';
    if (type === 'touch') {
      const gesture = gestureName(event);
      if (event.on !== undefined) return t('{index}: {gesture} aimed at \'{on}\'', { index, gesture, on: event.on });
      const fingers = eventFingers(event);
      if (fingers.length === 1) return t('{index}: {gesture} {where}', { index, gesture, where: fingerText(fingers[0]) });
      return t('{index}: {n}-finger {gesture}: {where}', { index, n: fingers.length, gesture, where: fingers.map((f) => fingerText(f, true)).join(', ') });
    }
    const detail = event.subtype || event.action || event.responder || event.press || event.kind || '';
    return `${index}: ${type}${detail ? ' ' + (typeof detail === 'string' ? detail : JSON.stringify(detail)) : ''}`;
  }

  // Reflects the request (profile, settings, events, finger) in the controls.
  function reflectControls() {
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

  // ---------------------------------------------------------------------------------------------------------------
  // Running

  async function post(path, text, accept) {
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

  function query(extra) {
    const params = new URLSearchParams(extra);
    if (el.traceFull.checked) params.set('trace', 'full');
    return params.toString();
  }

  async function run() {
    const seq = ++state.runSeq;
    const text = el.editor.value;
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
      showProblem(answer, text);
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

  async function loadDiagram(text) {
    const seq = ++state.svgSeq;
    const extra = { format: 'svg' };
    if (state.endpoint === DISPATCH) extra.event = String(state.eventIndex);
    let svg;
    try {
      svg = await post(state.endpoint + '?' + query(extra), text, 'image/svg+xml');
    } catch (error) {
      if (seq === state.svgSeq) showDiagramMessage(t('The diagram could not be loaded: {why}', { why: error.message }));
      return;
    }
    if (seq !== state.svgSeq) return;
    if (!svg.ok) {
      showDiagramMessage(t('The diagram could not be drawn: {why}', { why: svg.json && (svg.json.detail || svg.json.title) || `HTTP ${svg.status}` }));
      return;
    }
    renderDiagram(svg.text);
    showTouchPaths(state.endpoint === DISPATCH ? requestEvents(tryParse(text).value)[state.eventIndex] : null);
  }

  function showDiagramMessage(message) {
    clear(el.diagram);
    clear(el.touchMoves);
    el.touchMoves.hidden = true;
    el.diagram.classList.remove('pg-stale');
    el.diagram.append(h('p', { class: 'pg-diagram-empty' }, message));
  }

  // The service's SVG carries a <style> element, which this page's CSP blocks (and reports as a violation) as soon as
  // it is parsed, even by DOMParser: it is cut from the text before parsing, and the same rules live in playground.css.
  function renderDiagram(svgText) {
    state.svgText = svgText;
    const clean = svgText.replace(/<style\b[^>]*\/>/gi, '').replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
    const doc = new DOMParser().parseFromString(clean, 'image/svg+xml');
    const root = doc.documentElement;
    if (!root || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length) {
      showDiagramMessage(t('The diagram is not valid SVG.'));
      return;
    }
    for (const node of Array.from(root.querySelectorAll('style, script, foreignObject'))) node.remove();
    for (const node of root.querySelectorAll('*')) {
      for (const attr of Array.from(node.attributes)) {
        if (/^on/i.test(attr.name) || attr.name === 'style') node.removeAttribute(attr.name);
      }
    }
    const svg = document.importNode(root, true);
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    svg.setAttribute('focusable', 'false');
    if (predicting()) neutralize(svg);
    clear(el.diagram);
    el.diagram.classList.toggle('pg-stale', state.stale);
    el.diagram.append(svg);
  }

  function currentSVG() { return el.diagram.querySelector('svg.responderlab-diagram'); }

  // The diagram's zoom: 1 draws it at the panel's width (its labels 11 px or more on a 1,400 px page); more widens
  // it past the panel, which scrolls. The zoom stays as lessons and answers change.
  const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
  let zoom = 1;

  function setZoom(level) {
    zoom = level;
    el.diagram.style.setProperty('--pg-zoom', String(level));
    el.zoomLevel.textContent = `${Math.round(level * 100)}%`;
    el.zoomOut.disabled = level <= ZOOMS[0];
    el.zoomIn.disabled = level >= ZOOMS[ZOOMS.length - 1];
  }

  function zoomBy(direction) {
    const index = ZOOMS.indexOf(zoom);
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, index + direction))]);
  }

  // A moving finger's path, drawn over the diagram (its user units are screen points) from where it lands to where it
  // lifts, and listed below it in words. The diagram itself marks only where each finger lands.
  const SVG_NS = 'http://www.w3.org/2000/svg';

  function svgNode(tag, attrs, text) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
    if (text) node.textContent = text;
    return node;
  }

  function showTouchPaths(event) {
    clear(el.touchMoves);
    const svg = currentSVG();
    const fingers = eventFingers(event);
    const moving = fingers.map((finger, index) => ({ index, points: fingerPoints(finger) })).filter((f) => f.points.length > 1);
    el.touchMoves.hidden = !moving.length;
    if (!moving.length) return;
    const layer = svgNode('g', { class: 'pg-touch-paths', 'aria-hidden': 'true' });
    const one = fingers.length === 1;
    for (const { index, points } of moving) {
      const start = points[0];
      const end = points[points.length - 1];
      const name = one ? t('The finger') : t('Finger {n}', { n: index + 1 });
      const words = tn(points.length - 1, '{name} lands at {start} and lifts at {end}, after {n} move.',
        '{name} lands at {start} and lifts at {end}, after {n} moves.', { name, start: point(start), end: point(end) });
      const group = svgNode('g', { class: 'pg-touch-path', 'data-touch': index });
      group.append(svgNode('title', {}, words),
        svgNode('polyline', { class: 'pg-touch-line', points: points.map((p) => `${p.x},${p.y}`).join(' ') }),
        svgNode('circle', { class: 'pg-touch-start', cx: start.x, cy: start.y, r: 4 }),
        svgNode('circle', { class: 'pg-touch-end', cx: end.x, cy: end.y, r: 7 }),
        svgNode('text', { class: 'pg-touch-label', x: start.x - 12, y: start.y + 4, 'text-anchor': 'end' }, t('lands')),
        svgNode('text', { class: 'pg-touch-label', x: end.x + 10, y: end.y + 4 }, one ? t('lifts') : t('{n} lifts', { n: index + 1 })));
      layer.append(group);
      el.touchMoves.append(h('li', { dataset: { touch: index } }, words));
    }
    if (!svg) return;
    svg.append(layer);
    keepLabelsInside(svg, layer);
  }

  // A path's labels beside its ends, on the side where the picture has room: a swipe from the screen's edge lands
  // where "lands" would be drawn off the picture, so that label goes to the other side of its dot (and below it).
  function keepLabelsInside(svg, layer) {
    const box = svg.viewBox.baseVal;
    if (!box || !box.width) return;
    for (const label of layer.querySelectorAll('text.pg-touch-label')) {
      const bounds = label.getBBox();
      const x = Number(label.getAttribute('x'));
      const y = Number(label.getAttribute('y'));
      const before = label.getAttribute('text-anchor') === 'end';  // "lands", 12 left of its dot
      if (before && bounds.x < box.x) {
        label.setAttribute('x', x + 24);
        label.setAttribute('text-anchor', 'start');
        label.setAttribute('y', y + 14);
      } else if (!before && bounds.x + bounds.width > box.x + box.width) {  // "lifts", 10 right of its dot
        label.setAttribute('x', x - 20);
        label.setAttribute('text-anchor', 'end');
        label.setAttribute('y', y + 14);
      }
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Problems

  function clearProblem() {
    el.problem.hidden = true;
    el.problem.removeAttribute('role');
    clear(el.problem);
    el.editor.classList.remove('pg-has-error');
    el.editor.removeAttribute('aria-invalid');
    state.errorLines = new Set();
    updateGutter();
  }

  function showProblem(answer, text) {
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

  // ---------------------------------------------------------------------------------------------------------------
  // The answer

  function currentResult() {
    const answer = state.answer;
    if (!answer || !Array.isArray(answer.results)) return null;
    return answer.results.find((r) => r.index === state.eventIndex) || answer.results[state.eventIndex] || null;
  }

  function hide(panel, hidden) { panel.hidden = hidden; }

  function renderAnswer() {
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

  function updateStepper() {
    const items = el.panelPath.hidden ? [] : el.pathList.querySelectorAll('li');
    items.forEach((li, index) => {
      if (index === state.step) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    });
    el.stepPrev.disabled = state.step <= 0;
    el.stepNext.disabled = state.step >= items.length - 1;
    const result = currentResult();
    const step = result && result.path ? result.path[state.step] : null;
    el.stepLabel.textContent = items.length
      ? t('Step {n} of {count}: {what}', { n: state.step + 1, count: items.length,
        what: `${step && step.responder ? responderName(step.responder) : ''} ${step ? step.method : ''}` })
      : '';
    // The same step under the picture, where the steps list is not beside it (narrow screens).
    el.stepCaption.hidden = !items.length || predicting();
    el.captionPrev.disabled = el.stepPrev.disabled;
    el.captionNext.disabled = el.stepNext.disabled;
    el.captionText.textContent = items.length && step
      ? t('Step {n} of {count}: {what}', { n: state.step + 1, count: items.length,
        what: `${step.responder ? responderName(step.responder) : t('no responder')} ${step.method || ''} — ${step.outcome || ''}` })
      : '';
  }

  function setStep(index, fromUser) {
    const count = el.pathList.querySelectorAll('li').length;
    if (!count) return;
    state.step = Math.max(0, Math.min(count - 1, index));
    updateStepper();
    applyHighlights();
    if (fromUser) {
      const li = el.pathList.querySelectorAll('li')[state.step];
      if (li) li.scrollIntoView({ block: 'nearest' });
    }
    updateHash();
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
        ids.length ? h('button', { type: 'button', onclick: (event) => { event.stopPropagation(); select(ids, 'diagnostic'); } },
          t('Highlight in the diagram: {names}', { names })) : null);
      if (ids.length) li.addEventListener('click', () => select(ids, 'diagnostic'));
      el.diagnosticsList.append(li);
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Predict, then reveal: with the box ticked, the answer to an event stays hidden (and the diagram is drawn without
  // what it would give away) until the student has picked the responder that handles it, from the list or in the
  // picture, and pressed Reveal; then the answer shows, with "Right" or "Not quite" and the true handler outlined.

  const NOBODY = '(nobody)';

  function predicting() {
    return state.predict && state.endpoint === DISPATCH && !!currentResult() && !state.revealed.has(state.eventIndex);
  }

  // The diagram as the question: the windows and views with their names, the hit areas and the fingers; everything
  // that tells the answer (hit view, handler, outcomes, the chain, the responders beside the screen, tooltips and the
  // description) is left out. Only the classes named here are kept: any other element goes, so nothing new the
  // diagram learns to draw can give the answer away.
  const NEUTRAL_CLASSES = new Set(['responderlab-diagram', 'screen', 'window', 'view', 'synthesized', 'shape', 'label',
    'labels', 'fingers', 'finger', 'hit-area']);

  function neutralize(svg) {
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

  function renderPrediction() {
    const result = state.endpoint === DISPATCH ? currentResult() : null;
    const on = state.predict && !!result;
    const guessing = predicting();
    el.results.classList.toggle('pg-predicting', guessing);
    el.lessonInfo.classList.toggle('pg-predicting', guessing);  // a lesson's description and note tell the answer
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
    el.predictVerdict.dataset.verdict = verdict.right ? 'right' : 'not-quite';
    const truth = result.handler ? t('{responder} handles it', { responder: responderName(result.handler) })
      : t('nobody handles it: UIKit discards the event');
    const guess = verdict.guess === NOBODY ? t('nobody') : optionName(verdict.guess);
    el.predictVerdict.textContent = verdict.right ? t('Right: {truth}.', { truth })
      : t('Not quite: you picked {guess}, but {truth}.', { guess, truth });
  }

  function optionName(id) {
    const option = Array.from(el.predictPick.options).find((o) => o.value === id);
    return option ? option.textContent : `'${id}'`;
  }

  function pick(id) {
    el.predictPick.value = id;
    el.predictReveal.disabled = !id;
    applyHighlights();
  }

  function reveal() {
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
  function setPredict(on) {
    state.predict = on;
    el.predict.checked = on;
    if (!state.answer) return;
    renderAnswer();
    if (state.svgText) renderDiagram(state.svgText);
    showTouchPaths(state.endpoint === DISPATCH ? requestEvents(tryParse(state.answerText || '').value)[state.eventIndex] : null);
    applyHighlights();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The audit: POST /v1/audit with the editor's app (its event or chain start left out), the findings listed like
  // diagnostics and their responders outlined in the diagram; a finding's witness can replace the request's event.

  function auditBody(parsed) {
    const body = {};
    for (const key of ['title', 'profile', 'settings', 'app']) if (key in parsed) body[key] = parsed[key];
    return body;
  }

  async function runAudit() {
    const parsed = tryParse(el.editor.value).value;
    if (!parsed || typeof parsed !== 'object' || !parsed.app) {
      el.auditStatus.textContent = t('The editor holds no app to audit: fix the request first.');
      return;
    }
    el.auditRun.disabled = true;
    el.auditStatus.textContent = t('Auditing…');
    let answer;
    try {
      answer = await post('/v1/audit?witness=event', JSON.stringify(auditBody(parsed)), 'application/json');
    } catch (error) {
      el.auditStatus.textContent = t('The service could not be reached: {why}', { why: error.message });
      el.auditRun.disabled = false;
      return;
    } finally {
      el.auditRun.disabled = false;
    }
    clear(el.auditList);
    if (!answer.ok || !answer.json) {
      state.audited = [];
      applyHighlights();
      el.auditStatus.textContent = t('The audit was refused: {why}', { why: answer.json && answer.json.detail || `HTTP ${answer.status}` });
      return;
    }
    renderAudit(answer.json, parsed);
  }

  function renderAudit(audit, parsed) {
    const s = audit.summary;
    el.auditStatus.textContent = t('{errors}, {warnings}, {infos} ({views} sampled, {points} hit-tested).', {
      errors: plural(s.errors, '{n} error', '{n} errors'), warnings: plural(s.warnings, '{n} warning', '{n} warnings'), infos: plural(s.infos, '{n} info', '{n} infos'),
      views: plural(s.viewsSampled, '{n} view', '{n} views'), points: plural(s.pointsHitTested, '{n} point', '{n} points') });
    state.audited = [];
    document.body.dataset.audit = String(audit.findings.length);
    if (!audit.findings.length) {
      el.auditList.append(h('li', { class: 'pg-muted' }, t('Nothing found: every interactive view can be reached and every action delivered.')));
    }
    for (const finding of audit.findings) {
      const ids = (finding.responders || []).map((r) => r.id).filter(Boolean);
      if (ids[0] && !state.audited.includes(ids[0])) state.audited.push(ids[0]);
      const names = (finding.responders || []).map(responderName).join(', ');
      const shows = finding.witness.shows.diagnostic ? t('Run its witness (shows the diagnostic {code})', { code: finding.witness.shows.diagnostic })
        : t('Run its witness (shows that {responder} is never reached)', { responder: responderName(finding.witness.shows.neverReaches) });
      const li = h('li', { class: `pg-diagnostic pg-sev-${finding.severity}`, dataset: { code: finding.code } },
        h('p', null, h('span', { class: 'pg-sev' }, finding.severity), h('code', null, finding.code)),
        h('p', null, finding.message),
        h('p', { class: 'pg-hint' }, t('Hint: {hint}', { hint: finding.hint })),
        h('p', null,
          ids.length ? h('button', { type: 'button', onclick: () => select(ids, 'diagnostic') }, t('Highlight: {names}', { names })) : null,
          ' ',
          h('button', { type: 'button', class: 'pg-witness', onclick: () => runWitness(parsed, finding) },
            shows)));
      el.auditList.append(li);
    }
    applyHighlights();
  }

  function runWitness(parsed, finding) {
    const body = JSON.parse(JSON.stringify(parsed));
    delete body.events;
    delete body.from;
    body.event = finding.witness.event;
    state.notice = t('The request\'s event is now the witness of {code}.', { code: finding.code });
    setEditorText(JSON.stringify(body, null, 2), true);
    state.eventIndex = 0;
    run();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Paste from the debugger: POST /v1/import with the dumps as pasted. The app it answers replaces the editor's
  // (Undo last change brings the request back) and is drawn like any other; what the dumps cannot show (toFill) and
  // the lines left out are listed beside the diagram. An unreadable line is selected in its text area.

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

  // A count of things in words: '1 view', '2 views'.
  function plural(n, one, many) { return tn(n, one, many); }

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

  async function importDumps() {
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

  function resetAudit() {
    clear(el.auditList);
    state.audited = [];
    el.auditStatus.textContent = '';
    delete document.body.dataset.audit;
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

  function hideImport(message) {
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

  // ---------------------------------------------------------------------------------------------------------------
  // Highlights: the current path step (pg-current), the selection (pg-selected) and the hovered row (pg-hover) in the
  // diagram, and the rows of a selection in the panels (pg-row-selected).

  function markDiagram(cls, ids) {
    const svg = currentSVG();
    if (!svg) return 0;
    for (const node of Array.from(svg.querySelectorAll('.' + cls))) node.classList.remove(cls);
    let count = 0;
    for (const id of ids) {
      if (!id) continue;
      for (const node of svg.querySelectorAll(`[data-id="${CSS.escape(id)}"]`)) {
        if (node.closest('.legend')) continue;
        node.classList.add(cls);
        count++;
      }
    }
    return count;
  }

  // The current path step's elements: the diagram marks each element of a responder with the indices of the path
  // steps it takes part in (data-step="0 3").
  function markStep(cls, index) {
    const svg = currentSVG();
    if (!svg) return 0;
    for (const node of Array.from(svg.querySelectorAll('.' + cls))) node.classList.remove(cls);
    if (index === null) return 0;
    const nodes = Array.from(svg.querySelectorAll(`[data-step~="${index}"]`)).filter((node) => !node.closest('.legend'));
    for (const node of nodes) node.classList.add(cls);
    return nodes.length;
  }

  function applyHighlights() {
    const guessing = predicting();
    const verdict = state.revealed.get(state.eventIndex);
    const result = currentResult();
    const handler = verdict && result && result.handler ? result.handler.id : null;
    markDiagram('pg-pick', guessing && el.predictPick.value && el.predictPick.value !== NOBODY ? [el.predictPick.value] : []);
    markDiagram('pg-handler', handler ? [handler] : []);
    markDiagram('pg-guess', verdict && !verdict.right && verdict.guess !== NOBODY ? [verdict.guess] : []);
    markDiagram('pg-finding', state.audited);
    markStep('pg-current', state.endpoint === DISPATCH && !guessing ? state.step : null);
    markDiagram('pg-selected', state.selected);
    markDiagram('pg-hover', state.hovered ? [state.hovered] : []);
    const rows = document.querySelectorAll('.pg-results [data-id]');
    for (const row of rows) row.classList.toggle('pg-row-selected', state.selected.includes(row.dataset.id));
  }

  function setHover(id) {
    state.hovered = id;
    markDiagram('pg-hover', id ? [id] : []);
  }

  function knownName(id) {
    const layout = state.layout || {};
    const found = (layout.views || []).find((v) => v.id === id) || (layout.windows || []).find((w) => w.id === id);
    if (found) return `${found.class} '${id}'`;
    const row = document.querySelector(`.pg-results [data-id="${CSS.escape(id)}"] .pg-resp`);
    if (!row) return `'${id}'`;
    let name = row.textContent;
    for (const tag of [t('private'), t('inserted by UIKit')]) name = name.split(tag).join('');
    return name.trim();
  }

  function keepSelectionValid() {
    const svg = currentSVG();
    state.selected = state.selected.filter((id) => (svg && svg.querySelector(`[data-id="${CSS.escape(id)}"]`)) ||
      document.querySelector(`.pg-results [data-id="${CSS.escape(id)}"]`));
  }

  function select(ids, source) {
    const same = ids.length === state.selected.length && ids.every((id) => state.selected.includes(id));
    state.selected = same && source !== 'diagram' ? [] : ids.slice();
    applyHighlights();
    if (!state.selected.length) {
      el.selection.textContent = t('Selection cleared.');
    } else {
      const rows = document.querySelectorAll('.pg-results .pg-row-selected');
      el.selection.textContent = tn(rows.length, 'Selected {names}: {n} row in the answer.', 'Selected {names}: {n} rows in the answer.', { names: state.selected.map(knownName).join(', ') });
      if (source === 'diagram' && rows.length) rows[0].scrollIntoView({ block: 'nearest' });
    }
    updateHash();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Moving the finger and picking the chain's start

  // Moves a finger so that it lands at (x, y). A finger with a path keeps its shape: every point moves by the same
  // amount. A touch aimed at a view gets the point instead of its aim; any other event is replaced by a tap there.
  function moveFinger(x, y) {
    x = round1(x);
    y = round1(y);
    let told = null;
    const changed = editBody((body) => {
      let events = Array.isArray(body.events) ? body.events : null;
      if (!events && !body.event) body.event = { type: 'touch', point: { x, y } };
      const index = events ? Math.min(state.eventIndex, events.length - 1) : 0;
      const event = events ? events[index] : body.event;
      const touch = { type: 'touch', point: { x, y } };
      if (!event || typeof event !== 'object' || event.type !== 'touch') {
        told = t('The {type} event was replaced by a touch at ({x}, {y}); Undo brings it back.', { type: event && event.type, x, y });
        if (events) events[index] = touch; else body.event = touch;
      } else if (event.on !== undefined) {
        told = t('The touch aimed at \'{on}\' now lands at ({x}, {y}); Undo brings the aim back.', { on: event.on, x, y });
        delete event.on;
        event.point = { x, y };
      } else {
        const fingers = eventFingers(event);
        const finger = fingers[Array.isArray(event.touches) ? Math.min(state.touchIndex, fingers.length - 1) : 0];
        if (!finger) return false;
        told = landFinger(finger, x, y);
      }
      return true;
    });
    if (!changed) return;
    state.notice = told || t('Finger moved to ({x}, {y}).', { x, y });
    run();
  }

  // Puts a finger down at (x, y): a path is moved as a whole, so it keeps its shape; answers what changed, in words.
  function landFinger(finger, x, y) {
    if (!Array.isArray(finger.path) || !finger.path.length || !isPoint(finger.path[0])) {
      finger.point = { x, y };
      return null;
    }
    const dx = x - finger.path[0].x;
    const dy = y - finger.path[0].y;
    finger.path = finger.path.map((p) => (isPoint(p) ? Object.assign({}, p, { x: round1(p.x + dx), y: round1(p.y + dy) }) : p));
    const end = finger.path[finger.path.length - 1];
    return t('Finger moved: it now lands at ({x}, {y}) and lifts at {end}, the same path moved by ({dx}, {dy}).', { x, y, end: point(end), dx: fmt(round1(dx)), dy: fmt(round1(dy)) });
  }

  function setChainFrom(id) {
    if (!id) return;
    if (editBody((body) => { body.from = id; })) run();
  }

  function diagramClick(event) {
    const svg = currentSVG();
    if (!svg || !svg.contains(event.target)) return;
    const target = event.target.closest('[data-id]');
    const id = target && !target.closest('.legend') ? target.dataset.id : null;
    if (predicting()) {
      if (id && Array.from(el.predictPick.options).some((o) => o.value === id)) pick(id);
      return;
    }
    const selectMode = event.shiftKey || el.modeSelect.checked;
    // A rung of the chain's ladder is a responder, not a place on the screen: clicking it selects it.
    if (selectMode || (target && target.closest('.ladder') && state.endpoint === DISPATCH)) {
      if (id) select([id], 'diagram');
      return;
    }
    if (state.endpoint === CHAIN) {
      if (id) setChainFrom(id);
      return;
    }
    const matrix = svg.getScreenCTM();
    if (!matrix) return;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const screen = svg.querySelector('g.screen');
    if (screen) {
      const box = screen.getBBox();
      if (p.x < box.x || p.y < box.y || p.x > box.x + box.width || p.y > box.y + box.height) {
        setStatus(t('That point is off the screen; click inside a window to move the finger.'));
        return;
      }
    }
    moveFinger(p.x, p.y);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Wiring

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
      await loadDiagram(state.answerText !== null ? state.answerText : el.editor.value);
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
  async function loadExamples({ negotiate = false } = {}) {
    try {
      const response = negotiate
        ? await fetch('/v1/examples', { headers: { Accept: 'application/json', 'Accept-Language': asked.tags } })
        : await fetch(withLang('/v1/examples'), { headers: { Accept: 'application/json' } });
      const chosen = response.headers.get('Content-Language');
      if (negotiate && LANGUAGES.includes(chosen)) lang = chosen;
      const json = await response.json();
      state.examples = sortExamples(Array.isArray(json.examples) ? json.examples : []);
    } catch (error) {
      el.lessonsStatus.textContent = t('The examples could not be loaded.');
    }
  }

  // The picker's language: the page's words change, the lessons are asked for again in it, and the request in the
  // editor runs again, so the answer and the diagram come in it too.
  async function setLanguage(next) {
    if (!LANGUAGES.includes(next) || next === lang) return;
    lang = next;
    await updateHash();
    keepLanguageInURL();
    applyStaticWords();
    reflectControls();
    await loadExamples();
    renderLessons();
    showLesson();
    if (!el.importResult.hidden) hideImport();
    if (el.auditList.firstChild || el.auditStatus.textContent) resetAudit();
    await run();
  }

  async function init() {
    collectStaticWords();
    await loadExamples({ negotiate: true });
    if (lang !== 'en') applyStaticWords();
    if (lang !== 'en' && !asked.fromURL) keepLanguageInURL();
    el.langPicker.value = lang;
    el.langPicker.addEventListener('change', () => { setLanguage(el.langPicker.value); });
    wire();
    updateGutter();
    renderLessons();
    if (location.hash.length > 1) await restoreFromHash();
    else if (state.examples.length) await loadExample(state.examples[0].name);
    else document.body.dataset.state = 'done';
  }

  init();
})();
