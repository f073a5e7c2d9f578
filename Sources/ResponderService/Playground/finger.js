// ResponderLab playground: a click on the diagram: it moves the finger (a path keeps its shape), picks the chain's
// start, selects a responder, or picks one for a prediction (an ES module, no build step).
import { CHAIN, DISPATCH, el, setStatus, state } from './state.js';
import { t } from './language.js';
import { fmt, point, round1 } from './dom.js';
import { eventFingers, isPoint } from './events.js';
import { editBody } from './editor.js';
import { run } from './run.js';
import { currentSVG } from './diagram.js';
import { select } from './marks.js';
import { pick, predicting } from './predict.js';

// Moves a finger so that it lands at (x, y). A finger with a path keeps its shape: every point moves by the same
// amount. A touch aimed at a view gets the point instead of its aim; any other event is replaced by a tap there.
export function moveFinger(x, y) {
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

export function setChainFrom(id) {
  if (!id) return;
  if (editBody((body) => { body.from = id; })) run();
}

export function diagramClick(event) {
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
