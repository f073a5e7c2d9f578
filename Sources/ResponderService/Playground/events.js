// ResponderLab playground: a request's endpoint, its events and their fingers, and an event in words, as the
// controls and the prediction name it (an ES module, no build step).
import { tryParse } from './json-text.js';
import { CHAIN, DISPATCH, el, state } from './state.js';
import { t, w } from './language.js';
import { point } from './dom.js';

export function inferEndpoint(body, fallback) {
  if (!body || typeof body !== 'object') return fallback;
  if ('event' in body || 'events' in body) return DISPATCH;
  if ('from' in body) return CHAIN;
  return fallback;
}

export function requestEvents(body) {
  if (!body || typeof body !== 'object') return [];
  if (Array.isArray(body.events)) return body.events;
  if (body.event && typeof body.event === 'object') return [body.event];
  return [];
}

// The fingers of a touch event as the request gives them: the event itself for one finger (point or path), or each
// of its touches. A finger's points are where it lands, then where it moves; its last point is where it lifts.
export function eventFingers(event) {
  if (!event || typeof event !== 'object' || event.type !== 'touch' || event.on !== undefined) return [];
  if (Array.isArray(event.touches)) return event.touches.filter((t) => t && typeof t === 'object');
  return [event];
}

export function isPoint(p) { return !!p && typeof p === 'object' && typeof p.x === 'number' && typeof p.y === 'number'; }

export function fingerPoints(finger) {
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
export function fingerText(finger, bare) {
  const points = fingerPoints(finger);
  if (!points.length) return '';
  if (points.length === 1) return bare ? point(points[0]) : t('at {point}', { point: point(points[0]) });
  return `${point(points[0])} → ${point(points[points.length - 1])}`;
}

export function describeEvent(event, index) {
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
