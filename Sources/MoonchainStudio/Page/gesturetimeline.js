// The gesture timeline (issue 42 item 3), as Flutter DevTools' gesture arena view shows one
// pointer: for the selected touch, each recognizer offered it is a lane over virtual time with
// its states (possible → began → changed → ended / failed / cancelled), and beside them the
// touch's deliveries to views (touchesBegan, moved, ended, cancelled; held back, released,
// control events). Each transition is a mark whose words are the server's own (TraceSentence,
// with its rule id), so the lanes say who won and why at each step. A click on a mark scrubs
// the session to that moment (time travel) and shows the timeline line played then.
//
// Built only from what the page already receives: the `why` message that opens a touch and
// the `trace` records after it (the records of one touch are those up to the next touch's why,
// as the why panel groups them). The newest touch is selected; a click on a touch's why entry
// heading selects that one (the last 30 touches are kept).
import { goToTime } from './timetravel.js';

const box = document.getElementById('gesture-timeline');
const body = document.getElementById('gesture-lanes');
const title = document.getElementById('gesture-title');
const timelineBox = document.getElementById('timeline');

const touches = [];    // {touch, t0, records: [], entry} oldest first
let clockTime = 0;     // the virtual time of the last `update`: the records after it happened then
let selected = null;   // the touch group shown

const TERMINAL = new Set(['ended', 'failed', 'cancelled', 'recognized']);
const DELIVERY = new Set(['deliver', 'touch.held', 'touch.released', 'touch.dropped', 'touch.cancelled',
  'control.event', 'touch.bound']);

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/// A new touch's why (the `why` message, with its entry in the why panel): it becomes the
/// selected touch, and a click on its entry's heading selects it again later.
export function gestureTouch(m, entry) {
  if (m.touch === null || m.touch === undefined) return;
  const group = { touch: m.touch, t0: m.time, records: [], entry };
  touches.push(group);
  while (touches.length > 30) touches.shift();
  if (entry) {
    const heading = entry.querySelector('h3');
    if (heading) { heading.classList.add('gesture-link'); heading.title = 'Show this touch in the gesture timeline'; }
    heading && heading.addEventListener('click', () => select(group));
  }
  select(group);
}

/// The time of each `update`. The server sends an input's update before its why and trace
/// messages (StudioSession.handle), and a timer's frame likewise, so the records that follow
/// an update happened at its time: one input's records share one virtual instant.
export function gestureClock(time) { clockTime = time; }

/// Trace records (the `trace` message): they belong to the newest touch.
export function gestureRecords(records) {
  const group = touches[touches.length - 1];
  if (!group) return;
  for (const r of records) {
    if (r.type !== 'gesture' && r.type !== 'gesture.refused' && !DELIVERY.has(r.type)) continue;
    group.records.push(typeof r.t === 'number' ? r : { ...r, t: clockTime });
  }
  if (group === selected) renderSoon();
}

// Drawn once for all the messages of a touch, only while unfolded, and when the page is idle
// (within 250 ms): a touch on a large scene brings many trace messages, and the scene's frame
// must not wait on lanes (nor on laying them out).
let renderPending = false;
const whenIdle = window.requestIdleCallback
  ? fn => requestIdleCallback(fn, { timeout: 250 }) : fn => setTimeout(fn, 50);
function renderSoon() {
  if (renderPending) return;
  renderPending = true;
  whenIdle(() => { renderPending = false; if (box.open) render(); });
}
box.addEventListener('toggle', () => { if (box.open) render(); });

/// A new host (Reset, an import, a resume): the touches were the old scene's.
export function clearGestures() {
  touches.length = 0;
  selected = null;
  render();
}

function select(group) { selected = group; renderSoon(); }

// The timeline line(s) played at `time` (the recording shown in the Timeline panel).
function linesAt(time) {
  return timelineBox.textContent.split('\n').filter(l => l.trim() && Math.abs(Number(l.split(' ')[0]) - time) < 5e-4);
}

function words(r) {
  const rule = r.rule ? ` (${r.rule})` : '';
  return (typeof r.sentence === 'string' ? r.sentence : `${r.type}`) + rule;
}

function render() {
  body.textContent = '';
  if (!selected) { title.textContent = 'no touch yet'; return; }
  const g = selected;
  const times = g.records.map(r => r.t).filter(t => typeof t === 'number');
  const t0 = g.t0, t1 = Math.max(t0 + 0.05, ...times);
  const x = t => `${(100 * (t - t0)) / (t1 - t0)}%`;
  // Recognizers in the order they first appear; their state runs from `possible` at the start.
  const lanes = new Map();
  for (const r of g.records) {
    if (r.type !== 'gesture' && r.type !== 'gesture.refused') continue;
    if (!lanes.has(r.gesture)) lanes.set(r.gesture, { label: `${r.gesture} (${r.kind} on ${r.view})`, marks: [] });
    lanes.get(r.gesture).marks.push(r);
  }
  // The winner: the recognizer that began (continuous) or recognized (discrete, ended from possible).
  const winner = [...lanes.entries()].find(([, lane]) =>
    lane.marks.some(r => r.type === 'gesture' && ['began', 'recognized', 'ended'].includes(r.to)));
  title.textContent = `touch ${g.touch} from t=${t0}: ` + (winner ? `${winner[0]} won` : lanes.size
    ? 'no recognizer won: the views kept the touch' : 'no recognizer was offered it');
  const tracks = [];
  const detail = el('div', 'gesture-detail', 'Click a mark: the words for it, and the session scrubbed to that moment.');
  const mark = (track, r, cls, left, label) => {
    const m = el('button', `gesture-mark ${cls}`, label);
    m.style.left = left;
    m.title = `t=${r.t}: ${words(r)}`;
    m.dataset.time = String(r.t);
    m.dataset.type = r.type;
    m.onclick = () => {
      detail.textContent = '';
      detail.append(el('div', '', `t=${r.t}: ${words(r)}`));
      for (const line of linesAt(r.t)) detail.append(el('div', 'gesture-line', `timeline: ${line}`));
      goToTime(r.t);
    };
    track.append(m);
  };
  for (const [name, lane] of lanes) {
    const row = el('div', 'gesture-lane');
    row.dataset.recognizer = name;
    row.append(el('div', 'gesture-label', lane.label));
    const track = el('div', 'gesture-track');
    // The state segments: from each transition to the next (possible before the first).
    let state = 'possible', from = t0;
    const segments = [];
    let reset = false;
    for (const r of lane.marks) {
      if (r.type !== 'gesture' || reset) continue;
      segments.push([state, from, r.t]);
      // Back to possible after an end state is the recognizer's reset: its lane ends there.
      if (r.to === 'possible' && TERMINAL.has(state)) { reset = true; state = null; break; }
      state = r.to; from = r.t;
    }
    if (state) segments.push([state, from, TERMINAL.has(state) ? from : t1]);
    for (const [s, a, b] of segments) {
      const seg = el('div', `gesture-seg state-${s}`);
      seg.style.left = x(a);
      seg.style.width = `calc(${(100 * (b - a)) / (t1 - t0)}% + 2px)`;
      seg.title = s;
      track.append(seg);
    }
    for (const r of lane.marks) {
      // One mark per state entered: changed → changed and the reset to possible are not marked.
      if (r.type === 'gesture' && (r.to === r.from || r.to === 'possible')) continue;
      if (r.type === 'gesture') mark(track, r, `to-${r.to}`, x(r.t), r.to);
      else mark(track, r, 'refused', x(r.t), 'refused');
    }
    row.append(track);
    body.append(row);
    tracks.push(track);
  }
  // The deliveries to views, beside the lanes.
  const row = el('div', 'gesture-lane deliveries');
  row.append(el('div', 'gesture-label', 'touch deliveries'));
  const track = el('div', 'gesture-track');
  let last = null;   // a run of the same delivery (touchesMoved after touchesMoved) is one mark
  for (const r of g.records) {
    if (!DELIVERY.has(r.type) || r.type === 'touch.bound') continue;
    const label = r.type === 'deliver' ? `${r.method.replace('touches', '')} → ${r.responder}`
      : r.type === 'control.event' ? `${r.control}: ${r.event}` : r.type.replace('touch.', '');
    if (last && last.label === label) {
      last.count += 1;
      last.mark.textContent = `${label} ×${last.count}`;
      continue;
    }
    mark(track, r, r.type === 'touch.cancelled' || r.type === 'touch.dropped' ? 'cancel' : 'deliver', x(r.t), label);
    last = { label, count: 1, mark: track.lastElementChild };
  }
  row.append(track);
  body.append(row, detail);
  tracks.push(track);
  stackMarks(tracks);
}

// Marks close in time would write over each other: each goes in the first row of its track
// where it clears the mark before it (by 3 px), and the track grows to hold the rows. Every
// track's widths are measured first and then every mark placed (one layout per render, off the
// scene's frame): placing a track's marks before measuring the next one's laid the timeline
// out again for each lane.
const MARK_ROW = 17;  // px: a mark's height and a gap
function stackMarks(tracks) {
  const measured = tracks.map(track => ({
    track,
    room: track.clientWidth + 38,   // its right margin holds the end of a last mark
    marks: [...track.querySelectorAll('.gesture-mark')].map(m => ({ m, left: m.offsetLeft - 2, width: m.offsetWidth })),
  }));
  for (const { track, room, marks } of measured) {
    const placed = marks.map(({ m, left, width }) => {
      // A mark that would stick out at the right end is moved back in.
      if (left + width > room) { left = Math.max(0, room - width); m.style.left = `${left + 2}px`; }
      return { m, left, right: left + width };
    });
    placed.sort((a, b) => a.left - b.left);
    const ends = [];   // per row: the right edge of its last mark
    for (const p of placed) {
      let row = ends.findIndex(end => p.left >= end + 3);
      if (row < 0) { row = ends.length; ends.push(0); }
      ends[row] = p.right;
      p.m.style.top = `${row * MARK_ROW}px`;
      p.m.dataset.row = String(row);
    }
    track.style.height = `${Math.max(1, ends.length) * MARK_ROW + 1}px`;
  }
}

window.__studioGestureTimeline = () => selected && {
  touch: selected.touch, title: title.textContent,
  lanes: [...body.querySelectorAll('.gesture-lane')].map(l => ({
    recognizer: l.dataset.recognizer || null,
    marks: [...l.querySelectorAll('.gesture-mark')].map(m => ({ text: m.textContent, title: m.title, time: Number(m.dataset.time) })),
    segments: [...l.querySelectorAll('.gesture-seg')].map(s => s.title),
  })),
};
