// Time travel: a scrubber over the session's events. Dragging it back (or ← / → when focus
// is not in a text field) shows the scene, the why entries and the console as they were
// after that event: the server replays the recording on a second host and answers with a
// `past` message. "Resume from here" drops the later events and the live session goes on
// from that moment. While the page shows the past, touches and keys on the scene are not
// sent (a note says so): the live session is not touched until you resume or go back.
import { setState } from './scene.js';
import { addConsole, addWhy, addTrace, addInputs, addWhyErrors, showIn, replaceWhy, clearConsole } from './panels.js';

const $ = id => document.getElementById(id);
const scrubber = $('tt-scrubber');
const label = $('tt-position');
const note = $('tt-note');
const past = { console: $('console-past'), why: $('why-past') };

let lines = [];        // the recording, as the server sent it
let ends = [];         // for each event, the index just past its last line
let position = null;   // null while live, else the number of events shown
let requestNumber = 0; // the newest scrub request; older answers are ignored
let shown = null;      // the `past` message on screen
let send = () => {};
let resuming = null;   // the event this page asked to resume from, until `resumed` answers

// Tells the rest of the page (pastview.js: the tree, the inspector, the hit map) whether the
// past is shown, and when a past scene has been drawn.
function markPast(on) {
  document.body.classList.toggle('past', on);
  document.dispatchEvent(new CustomEvent('studio:past', { detail: { past: on } }));
}

// The same cut as the server's TimelineEvents: lines of one touch event (same time) or of one
// shake are one event; every other line is an event of its own.
function regroup() {
  ends = [];
  let previous = null;
  lines.forEach((line, i) => {
    const [time, command] = line.split(' ');
    const joins = previous && previous.time === time && previous.command === command && (command === 'touch' || command === 'motion');
    if (joins) ends[ends.length - 1] = i + 1; else ends.push(i + 1);
    previous = { time, command };
  });
  scrubber.max = String(ends.length);
  if (position === null) scrubber.value = String(ends.length);
  showPosition();
}

function showPosition() {
  const n = ends.length;
  label.textContent = position === null ? `live · ${n} ${n === 1 ? 'event' : 'events'}`
    : `event ${position} of ${n}${shown && shown.event === position ? '' : ' (replaying…)'}`;
  $('tt-resume').disabled = position === null || !shown || shown.event !== position;
  $('tt-live').disabled = position === null;
  scrubber.setAttribute('aria-valuetext', label.textContent);
}

// Shows the session after `event` events (all of them: live again).
function goTo(event) {
  const n = ends.length;
  event = Math.max(0, Math.min(n, event));
  if (event === n) { goLive(); return; }
  position = event;
  scrubber.value = String(event);
  markPast(true);
  requestNumber += 1;
  send({ type: 'scrub', event, request: requestNumber });
  showPosition();
}

// Back to the live session: the server sends it whole again (scene, console, recording).
function goLive() {
  if (position === null) return;
  position = null;
  shown = null;
  note.hidden = true;
  markPast(false);
  scrubber.value = String(ends.length);
  send({ type: 'hello' });
  showPosition();
}

function step(delta) { goTo((position === null ? ends.length : position) + delta); }

function showPast(m) {
  if (position === null || m.request !== requestNumber) return;  // superseded, or back to live
  shown = m;
  setState(m.scene);
  document.dispatchEvent(new CustomEvent('studio:pastscene'));
  $('clock').textContent = `t=${m.time.toFixed(3)} (past: after event ${m.event} of ${m.events})`;
  showIn(past, () => {
    clearConsole();
    past.why.textContent = '';
    addConsole(m.console);
    for (const w of m.why) {
      if (w.type === 'why') addWhy(w);
      else if (w.type === 'recorded') addInputs(w.lines);
      else if (w.type === 'trace') addTrace(w.records);
      else if (w.type === 'console') addWhyErrors(w.entries);
    }
  });
  showPosition();
  // A behaviour reloaded during the recording: the past is replayed with today's file.
  if (m.reloaded.length) {
    note.textContent = `${m.reloaded.join(', ')} changed during this recording: the past is replayed with the files as they are now, ` +
      'so it can differ from what ran then (Reset after editing for a recording that matches its code).';
    note.hidden = false;
  } else if (note.textContent.includes('changed during this recording')) {
    note.hidden = true;
  }
}

// Any page: the session resumed from an earlier event. The page that chose it keeps the why
// entries it showed for that moment; every page's console becomes that moment's.
function resumed(m) {
  const mine = resuming === m.event && shown && shown.event === m.event;
  resuming = null;
  replaceWhy(mine ? [...past.why.childNodes] : []);
  position = null;
  shown = null;
  note.hidden = true;
  markPast(false);
  clearConsole();
  addConsole(m.console);
  scrubber.value = scrubber.max;
  showPosition();
}

function refuse() {
  note.textContent = `You are looking at the past (after event ${position} of ${ends.length}): touches and keys are not sent. ` +
    '"Resume from here" goes on from this moment (the later events are dropped); "Back to live" returns to now.';
  note.hidden = false;
}

function typing(target) {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' ||
    (target.tagName === 'INPUT' && target.type !== 'checkbox' && target.type !== 'button'));
}

// What time travel does with the live session's messages (main.js's dispatch table calls
// these): a welcome and a `recorded` keep the recording it scrubs over; `past` and `resumed`
// are its own answers.
export function timeTravelWelcome(m) {
  lines = m.recording.slice();
  // A welcome (a reconnect) brings the live session whole: the page is live again.
  if (position !== null) { position = null; shown = null; note.hidden = true; markPast(false); }
  regroup();
}
export function timeTravelRecorded(m) {
  if (m.restarted) {
    lines = [];
    // Another page reset the session: the past on screen belongs to a recording that is gone.
    // This page's own resume restarts it too: `resumed` follows and keeps the why shown.
    if (position !== null && resuming !== position) { lines.push(...m.lines); regroup(); goLive(); return; }
  }
  lines.push(...m.lines);
  regroup();
}
// While the past is shown the live scene is not drawn; going back asks for it whole.
export function showingPast() { return position !== null; }
export { showPast, resumed };

// The gesture timeline (gesturetimeline.js) scrubs to a moment: the session after the last
// event at or before `time` (the virtual time of a trace record).
export function goToTime(time) {
  let event = 0;
  for (let i = 0; i < ends.length; i++) {
    if (Number(lines[ends[i] - 1].split(' ')[0]) <= time + 5e-4) event = i + 1; else break;
  }
  scrubber.value = String(event);
  goTo(event);
}

// Wires the controls.
export function installTimeTravel(sender) {
  send = sender;
  scrubber.addEventListener('input', () => goTo(Number(scrubber.value)));
  $('tt-resume').onclick = () => {
    if (position === null) return;
    resuming = position;
    send({ type: 'resumeFrom', event: position });
  };
  $('tt-live').onclick = goLive;
  // The scene's own input is held back while the past is shown (capture: before scene.js).
  // So is the hover card: the server answers it from the live host, not from the past shown.
  const stage = $('canvas-wrap');
  for (const type of ['pointerdown', 'keydown', 'keyup', 'mousemove']) {
    stage.addEventListener(type, e => {
      if (position === null) return;
      e.stopPropagation();
      if (type === 'mousemove') { const card = $('hover-card'); if (card) card.hidden = true; return; }
      e.preventDefault();
      if (type === 'keydown' && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) step(e.key === 'ArrowLeft' ? -1 : 1);
      else if (type !== 'keyup') refuse();
    }, true);
  }
  // ← / → step one event, unless focus is in a text field, the view tree or on the live
  // scene (whose arrow keys are the app's presses).
  document.addEventListener('keydown', e => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target) || e.target === scrubber) return;
    if (e.target && e.target.id === 'scene') return;
    // The view tree keeps its arrow keys (treekeys.js): ← / → open, close and move there.
    if (e.target instanceof Element && e.target.closest('[role="tree"]')) return;
    step(e.key === 'ArrowLeft' ? -1 : 1);
    e.preventDefault();
  });
  showPosition();
}
