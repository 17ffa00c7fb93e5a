// The hover card: where a touch at the pointer would go, without touching. The server answers
// a `hover` message with explain's short form (hit view, responder chain, recognizers, why);
// nothing is delivered or recorded. One request is in flight at a time: a newer pointer
// position waits and replaces any older one still waiting, and a late answer for an old
// position is dropped, so the card follows the pointer without a queue building up.
import { tidy } from './numbers.js';

let send = () => {};
const card = document.getElementById('hover-card');

let sequence = 0;
let inFlight = null;     // {seq, at} of the request sent and not yet answered
let waiting = null;      // the newest {x, y, clientX, clientY} not yet sent
let shownFor = null;     // the request the card shows
let lastSent = null;

export function setHoverSender(fn) { send = fn; }

function sendNext() {
  if (!waiting) return;
  // An answer lost (a reconnect) does not stall the card for good.
  if (inFlight && performance.now() - inFlight.at < 2000) return;
  const w = waiting;
  waiting = null;
  sequence += 1;
  inFlight = { seq: sequence, at: performance.now(), ...w };
  lastSent = w;
  send({ type: 'hover', x: w.x, y: w.y, seq: sequence });
}

/// The pointer rests at scene point p (client position for the card).
export function hoverAt(p, clientX, clientY) {
  if (lastSent && !waiting && lastSent.x === p.x && lastSent.y === p.y) return;
  waiting = { x: p.x, y: p.y, clientX, clientY };
  sendNext();
}

/// The pointer left the scene, or went down (a touch's own why follows).
export function hideHover() {
  waiting = null;
  shownFor = null;
  lastSent = null;
  card.hidden = true;
}

function line(label, text) {
  const row = document.createElement('div');
  const b = document.createElement('b');
  b.textContent = label + ' ';
  row.append(b, text);
  return row;
}

/// The server's answer.
export function showHover(m) {
  const request = inFlight && inFlight.seq === m.seq ? inFlight : null;
  if (request) inFlight = null;
  // Superseded: a newer position is waiting, so this answer is already out of date.
  if (!request || waiting) { sendNext(); return; }
  if (!lastSent) return;   // the pointer left meanwhile
  shownFor = request;
  card.textContent = '';
  card.dataset.hit = m.hit ?? '';
  card.append(line('hit', m.hit ? `${m.hit} in ${m.window}` : 'nothing (no window took it)'));
  card.append(line('chain', m.chain.join(' → ') || '—'));
  if (m.gestures.length) card.append(line('recognizers', m.gestures.join(', ')));
  const why = document.createElement('ul');
  for (const w of m.why.slice(-4)) { const li = document.createElement('li'); li.textContent = tidy(w); why.append(li); }
  card.append(line('why', ''), why);
  for (const n of m.notes) card.append(line('note', tidy(n)));
  // Fixed to the window: beside the pointer, kept on screen.
  card.style.left = `${Math.max(0, Math.min(request.clientX + 14, window.innerWidth - 320))}px`;
  card.style.top = `${Math.max(0, Math.min(request.clientY + 14, window.innerHeight - 160))}px`;
  card.hidden = false;
}

window.__studioHoverCard = () => (card.hidden ? null : { hit: card.dataset.hit, text: card.textContent, seq: shownFor && shownFor.seq });
