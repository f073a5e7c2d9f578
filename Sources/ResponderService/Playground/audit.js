// ResponderLab playground: the audit: POST /v1/audit with the editor's app (its event or chain start left out), the
// findings listed like diagnostics and their responders outlined in the diagram; a finding's witness can replace the
// request's event (an ES module, no build step).
import { tryParse } from './json-text.js';
import { el, state } from './state.js';
import { plural, t } from './language.js';
import { clear, h, responderName } from './dom.js';
import { requestText, setEditorText } from './editor.js';
import { post, run } from './run.js';
import { applyHighlights, select } from './marks.js';
import { fixBlock } from './answer.js';

function auditBody(parsed) {
  const body = {};
  for (const key of ['title', 'profile', 'settings', 'app']) if (key in parsed) body[key] = parsed[key];
  return body;
}

export async function runAudit() {
  const parsed = tryParse(requestText()).value;
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
      fixBlock(finding, finding.witness.event),
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

export function resetAudit() {
  clear(el.auditList);
  state.audited = [];
  el.auditStatus.textContent = '';
  delete document.body.dataset.audit;
}
