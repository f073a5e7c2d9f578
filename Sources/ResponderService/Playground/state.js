// ResponderLab playground: the page's state (the request's lesson and endpoint, the answer shown, the event, step and
// selection) and its elements, found once, with the status line. The one place the page's state lives: the modules
// that read or change it import it (an ES module, no build step; no globals).

export const DISPATCH = '/v1/dispatch';
export const CHAIN = '/v1/chain';

const $ = (id) => document.getElementById(id);
export const el = {
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
  diagramBefore: $('diagram-before'), diagramBeforeTitle: $('diagram-before-title'),
  diagramBeforePicture: $('diagram-before-picture'),
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

export const state = {
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
  beforeFix: null,     // the picture of the event before "Apply the fix", drawn under the next one (diagram.js)
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

// The status line: `kind` ('ok', 'error') marks a result, which carries the notice of what the page changed.
export function setStatus(text, kind) {
  if (state.notice && kind) {
    text = state.notice + ' ' + text;
    state.notice = '';
  }
  el.status.textContent = text;
  el.status.className = 'pg-status' + (kind ? ' pg-status-' + kind : '');
}
