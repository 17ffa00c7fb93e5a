// The studio page: one WebSocket to the server, JSON both ways (docs/StudioProtocol.md lists
// the messages). Every server message is handled in `handlers` below, one entry per type (a
// test reads this table); a message of another type is reported in the console panel.
import { setState, setHitmap, setSender, toggleHitmap, forgetPointers, framePending,
  fingersRelabelled } from './scene.js';
import { addConsole, addWhy, addTrace, setRecording, clearConsole, addInputs, addWhyErrors, replaceWhy } from './panels.js';
import { installTimeTravel, timeTravelWelcome, timeTravelRecorded, showingPast,
  showPast as timeTravelPast, resumed as timeTravelResumed } from './timetravel.js';
import { setInspectorSender, showInspected, showEdited, afterUpdate } from './inspector.js';
import { setHoverSender, showHover } from './hover.js';
import { setEditor, withFiles } from './links.js';
import { setTouchIDs } from './overlays.js';
import { setWhyNotSender, showWhyNot, whyNotTouch, clearWhyNot } from './whynot.js';
import { explodedAfterUpdate } from './exploded.js';
import { gestureTouch, gestureRecords, clearGestures, gestureClock } from './gesturetimeline.js';
import './pastview.js';
import './treekeys.js';

const $ = id => document.getElementById(id);
let socket = null;
let paused = false;

let lastTraffic = 0; // performance.now() of the last message sent or received (the clock's pause)
function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) { socket.send(JSON.stringify(message)); lastTraffic = performance.now(); }
}
setSender(send);
setInspectorSender(send);
setHoverSender(send);
setWhyNotSender(send);

// The header clock follows the virtual clock between updates: live, the session's time moves
// with wall time (timers fire by it), so the page counts on from the last update's time.
let clock = null;   // {time, at, paused} of the last live update
function showClock() {
  if (!clock || showingPast()) return;
  const t = clock.paused ? clock.time : clock.time + (performance.now() - clock.at) / 1000;
  $('clock').textContent = `t=${t.toFixed(3)}${clock.paused ? ' (paused)' : ''}`;
}
// The tick waits while messages flow (an input sent, its update and panels coming): each
// tick is a frame of its own (style, layout, paint, commit), and on a large scene those frames
// competed with the touch's own frame. The update sets the clock itself, so it stays right.
const CLOCK_QUIET_MS = 250;
setInterval(() => {
  if (!clock || clock.paused || !socket || socket.readyState !== WebSocket.OPEN) return;
  if (performance.now() - lastTraffic < CLOCK_QUIET_MS) return;
  showClock();
}, 100);

// Written only when it changes: every update says whether the session is paused, and setting a
// button's text (even to the same words) made the scene's frame lay out and paint the controls.
function setPaused(value) {
  if (value === paused) return;
  paused = value;
  $('pause').textContent = paused ? 'Resume' : 'Pause';
  $('step').disabled = !paused;
}

// An update's clock is shown once the scene's frame is painted (a task queued from that
// frame, or a timer on a hidden page), in the frame after it with the panels: its new text
// laid out and painted the header in the scene's frame, on every update.
let clockDue = false;
function showClockAfterFrame() {
  if (clockDue) return;
  clockDue = true;
  const show = () => { if (!clockDue) return; clockDue = false; showClock(); };
  const channel = new MessageChannel();
  channel.port1.onmessage = show;
  requestAnimationFrame(() => channel.port2.postMessage(0));
  setTimeout(show, 250);
}

const handlers = {
  welcome(m) {
    $('scene-name').textContent = m.sceneName;
    setEditor(m.editorURL, m.scene);
    document.title = `${m.sceneName} — moonchain studio`;
    const remote = $('remote');
    remote.textContent = '';
    for (const c of m.remoteCommands) remote.append(new Option(c, c));
    setRecording(m.recording, true);
    forgetPointers();
    setPaused(m.paused);
    timeTravelWelcome(m);
  },
  update(m) {
    gestureClock(m.time);
    if (showingPast()) return;
    clock = { time: m.time, at: performance.now(), paused: m.paused };
    showClockAfterFrame();
    setPaused(m.paused);
    afterUpdate(setState(m));
    explodedAfterUpdate();
  },
  console(m) {
    // The history a page gets on connecting replaces what it showed (a reload, a reconnect).
    if (m.history) clearConsole(); else addWhyErrors(m.entries);
    addConsole(m.entries);
  },
  problems(m) {
    const banner = $('banner');
    banner.textContent = '';
    for (const p of m.problems) {
      const line = document.createElement('div');
      line.textContent = p.message;
      line.dataset.file = p.file;
      withFiles(line, p.files);
      banner.append(line);
    }
    banner.hidden = m.problems.length === 0;
  },
  why(m) { addWhy(m); whyNotTouch(m); gestureTouch(m, document.querySelector('#why .why-entry')); },
  explain(m) { addWhy(m); },
  hover(m) { showHover(m); },
  // A finger drawn under the page's id is labelled again under the session's (it comes after
  // the touch's update, whose frame drew the finger).
  touchIDs(m) { setTouchIDs(m.ids); fingersRelabelled(); },
  trace(m) { addTrace(m.records); gestureRecords(m.records); },
  recorded(m) {
    // A new host (Reset, an import, a rebuild, a resume): the old host's fingers are gone, so
    // held ones are not drawn as ghosts, and the why entries were about the old scene.
    if (m.restarted) { forgetPointers(); replaceWhy([]); clearWhyNot(); clearGestures(); }
    setRecording(m.lines, m.restarted); addInputs(m.lines); timeTravelRecorded(m);
  },
  hitmap(m) { setHitmap(m); },
  saved(m) {
    showSaved(`saved ${m.kind}: ${m.path}`, m.path);
    if (m.kind === 'scene') { const name = m.path.split('/').pop(); $('scene-name').textContent = name; document.title = `${name} — moonchain studio`; }
  },
  error(m) {
    // A save that failed clears the label of the one before: it no longer says what is on disk.
    if (saving) showSaved(`${saving === 'import' ? 'not imported' : 'not saved'}: ${m.message}`, null);
    addConsole([{ kind: 'error', text: 'studio: ' + m.message }]);
  },
  past(m) { timeTravelPast(m); },
  resumed(m) { timeTravelResumed(m); },
  inspected(m) { showInspected(m); },
  edited(m) { showEdited(m); },
  whyNot(m) { showWhyNot(m); },
};

// A message this page does not know (a newer server, a typo) is said, not dropped.
function unknownMessage(message) {
  const text = `studio: the server sent a message of unknown type '${message && message.type}' (this page ignores it)`;
  console.error(text, message);
  addConsole([{ kind: 'error', text }]);
}

installTimeTravel(send);

function connect() {
  socket = new WebSocket(`ws://${location.host}/ws`);
  socket.onopen = () => { $('status').textContent = 'live'; $('status').className = 'online'; };
  socket.onclose = () => {
    $('status').textContent = 'disconnected — retrying';
    $('status').className = 'offline';
    setTimeout(connect, 1000);
  };
  socket.onmessage = event => {
    lastTraffic = performance.now();
    const message = JSON.parse(event.data);
    // The panels' messages wait for the page to be idle (after the scene's frame when one is
    // pending); a scene message is never held: the ones held before it go first, so the order
    // stays the server's.
    if (message && SCENE_MESSAGES.has(message.type)) {
      if (held.length) release();
      dispatch(message);
      return;
    }
    held.push(message);
    releaseSoon();
  };
}

function dispatch(message) {
  const handler = message && Object.hasOwn(handlers, message.type) ? handlers[message.type] : null;
  if (handler) handler(message); else unknownMessage(message);
}

// The scene's frame first, the panels after it, when the page is idle: an input's `update` is
// followed by its why, trace, console and timeline messages, and laying out and painting those
// panels in the same frame as the scene made the user wait for the scene (a 2,000-view scene's
// touch). Handled as they came (tasks of their own), they also ran between the scene's frame
// and what follows it: a trace of 60 clicks found the slowest updates' frames followed by the
// panels' messages (2-8 ms of CPU, their links made) and a frame laying the panels out (10-29
// ms of CPU) before the page's next task. So messages that are not the scene's are held and handled
// together, in the order they came, once the scene's pending frame is painted (a task queued
// from that frame) and then when the main thread is idle (requestIdleCallback), within
// PANEL_IDLE_MS; the panels show them at the next frame. A hidden page draws no frames and
// idles rarely: a timer lets them through there.
const SCENE_MESSAGES = new Set(['update', 'hitmap']);
const PANEL_IDLE_MS = 100;
let held = [];
let releasing = false;
let releaseGeneration = 0;  // which releaseSoon a callback belongs to (a released batch's are stale)
const whenIdle = window.requestIdleCallback
  ? fn => requestIdleCallback(fn, { timeout: PANEL_IDLE_MS }) : fn => setTimeout(fn, 0);
function releaseSoon() {
  if (releasing) return;
  releasing = true;
  const generation = ++releaseGeneration;
  const idle = () => whenIdle(() => { if (generation === releaseGeneration) release(); });
  if (framePending()) {
    const channel = new MessageChannel();
    channel.port1.onmessage = idle;
    requestAnimationFrame(() => channel.port2.postMessage(0));
  } else {
    idle();
  }
  setTimeout(() => { if (generation === releaseGeneration) release(); }, 250);
}
function release() {
  if (!releasing) return;
  releasing = false;
  releaseGeneration++;
  const messages = held;
  held = [];
  for (const message of messages) dispatch(message);
}

$('pause').onclick = () => send({ type: paused ? 'resume' : 'pause' });
$('step').onclick = () => send({ type: 'step', seconds: 0.1 });
$('reset').onclick = () => send({ type: 'reset' });
$('shake').onclick = () => send({ type: 'shake' });
$('send-remote').onclick = () => send({ type: 'remote', command: $('remote').value });
$('send-action').onclick = () => { const name = $('action-name').value.trim(); if (name) send({ type: 'action', name }); };
$('lua').addEventListener('keydown', e => {
  if (e.key !== 'Enter') return;
  const code = $('lua').value;
  if (code.trim()) send({ type: 'lua', code });
  $('lua').value = '';
});
$('hitmap-toggle').onchange = e => toggleHitmap(e.target.checked);
// The label says what the last save wrote, or why it failed; never an older save's path.
let saving = false;
// `saving`: false, or what waits for its answer ('save', 'import'): its error names it.
function showSaved(text, path, action = 'save') {
  saving = path === undefined ? action : false;
  const label = $('saved');
  label.textContent = text;
  label.className = path === null ? 'failed' : '';
  if (path) label.dataset.path = path; else delete label.dataset.path;
}
function save(type) {
  showSaved('saving…', undefined);
  const message = { type, name: $('save-name').value.trim() };
  if (type === 'saveTest') { message.snapshot = $('save-snapshot').checked; message.trace = $('save-trace').checked; }
  send(message);
}
$('save-timeline').onclick = () => save('saveTimeline');
$('save-test').onclick = () => save('saveTest');
$('import-dump').onclick = () => {
  const text = $('dump-text').value;
  if (!text.trim()) return;
  showSaved('importing…', undefined, 'import');
  send({ type: 'importDump', name: $('save-name').value.trim(), text });
};
$('clear-console').onclick = clearConsole;
for (const kind of ['print', 'marker', 'error']) {
  const box = $(`filter-${kind}`);
  box.onchange = () => $('console').classList.toggle(`hide-${kind}`, !box.checked);
}

connect();
