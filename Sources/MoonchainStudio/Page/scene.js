// The scene drawing, the hit-map overlay, and pointer/keyboard input turned into messages.
import { drawViews, drawnLabels } from './views.js';
import { drawnTexts } from './viewtext.js';
import { setBase, scale as viewScale, applyTransform, scenePoint, toScene, onViewChange, startPan, movePan, endPan, setSpaceHeld } from './viewport.js';
import { fingers, noteTouch, drawFingers, drawGestureStates, fingerRects, gestureRects } from './overlays.js';
import { initMultitouch, touchTypeFor, heldFingerClick, liftHeld } from './multitouch.js';
import { hoverAt, hideHover } from './hover.js';
import { setThemeRedraw } from './theme.js';
import { applyMapMessage, drawHitmap, showLegend as showMapLegend } from './hitmap.js';
import { drawnFields } from './textinput.js';
import { drawnKeyboards } from './keyboard.js';
import { drawnShifts } from './navdraw.js';
import { drawnButtons } from './swipe.js';
import { keyDown, keyUp, holdsKey, release, releaseAll, pasted, setKeySender } from './keys.js';

const canvas = document.getElementById('scene');
const wrap = document.getElementById('canvas-wrap');
const hoverLine = document.getElementById('hover');
const ctx = canvas.getContext('2d');

let state = null;      // the last `update`
let hitmap = null;     // the last `hitmap`, when the overlay is on
let showHitmap = false;
let pastShown = false; // the page shows the past (time travel): the hit map samples the live host, so it is hidden
let scale = 1;                // CSS pixels per point that fit the screen (zoom 1; viewport.js zooms)
let send = () => {};

export function setSender(fn) { send = fn; setKeySender(fn); }

// Hooks of the view tree and inspector (inspector.js): the scene as last updated, a drawing
// over the scene, and what a selecting click (Alt-click, select mode) does with its point.
let overlay = null;
let picker = null;
let selectMode = () => false;
export function currentState() { return state; }
export function setOverlay(fn) { overlay = fn; }
export function setPicker(fn, mode) { picker = fn; if (mode) selectMode = mode; }
export function redraw() { draw(); }
let legendSelection = null;  // the view selected in the tree: a long legend lists only it
function showLegend() { showMapLegend(hitmap, pastShown, showHitmap, legendSelection); }
export function setLegendSelection(name) { legendSelection = name; showLegend(); }

function fit() {
  if (!state) return;
  const [w, h] = state.screen;
  // The canvas fills the stage (zooming in shows more than the fitted box); the legend and
  // the view bar lie over it, so nothing they do changes its size or moves the scene.
  const cw = Math.max(wrap.clientWidth, 100), ch = Math.max(wrap.clientHeight, 100);
  scale = Math.min((cw - 4) / w, (ch - 4) / h, 2);
  const dpr = window.devicePixelRatio || 1;
  canvas.style.width = `${cw}px`;
  canvas.style.height = `${ch}px`;
  canvas.width = Math.round(cw * dpr);
  canvas.height = Math.round(ch * dpr);
  setBase(scale, [w, h]);
  damageAll();  // a new backing store starts blank
}

// The canvas fits the screen anew when the scene's screen size changes or the space around it
// does (a ResizeObserver: reading the wrap's size on every update forced a layout each time).
let fittedScreen = '';
new ResizeObserver(() => { fit(); draw(); }).observe(wrap);

// An update holds the whole scene (`windows`), or the views that changed since the last one
// (`changed`: [window, view, {view}] by position); a page with no scene yet waits for a whole.
// Returns whether the view tree's rows may differ (a whole scene, or a changed view whose
// row shows something else: inspector.js rebuilds the tree only then).
export function setState(message) {
  let update = message;
  let rowsChanged = true;
  if (!message.windows) {
    if (!state) return false;
    const windows = state.windows;
    rowsChanged = false;
    for (const [w, v, view] of message.changed || []) {
      if (!windows[w] || !windows[w].views[v]) continue;
      const before = windows[w].views[v];
      if (!rowsChanged && rowOf(before) !== rowOf(view)) rowsChanged = true;
      damageView(before);
      damageView(view);
      windows[w].views[v] = view;
    }
    update = { ...message, windows };
  } else {
    damageAll();
  }
  state = update;
  window.__studioScreen = update.screen;  // for tests that aim at scene points
  if (String(update.screen) !== fittedScreen) { fittedScreen = String(update.screen); fit(); }
  drawSoon();
  if (showHitmap && !pastShown) requestHitmapAfterFrame();
  return rowsChanged;
}

// After an update the map is asked for again once the update's frame is painted: the server
// samples it only then (HitMapScheduler), so the scene's frame, slow or not, never shares the
// CPU with the map. A hidden page paints no frames: a timer asks there.
let mapAskDue = false;
function requestHitmapAfterFrame() {
  if (mapAskDue) return;
  mapAskDue = true;
  const ask = () => {
    if (!mapAskDue) return;
    mapAskDue = false;
    if (showHitmap && !pastShown) requestHitmap();
  };
  const channel = new MessageChannel();
  channel.port1.onmessage = ask;
  requestAnimationFrame(() => channel.port2.postMessage(0));
  setTimeout(ask, 250);
}

// What a view's row in the tree shows (inspector.js's buildRows): its name, kind, hidden
// state, controller and a navigation's stack.
function rowOf(v) {
  const s = v.state;
  return `${v.name}|${v.depth}|${v.kind}|${v.control ? v.control.kind : ''}|${!!v.hidden}|${v.controller || ''}|`
    + (s && s.stack ? `${s.stack}|${s.transition || ''}` : '');
}

// A map comes whole or as the changes from the one this page shows (hitmap.js); changes from
// another map (a second page's) make this page ask for a whole one.
// For tests: the map the page shows (its id and cells), or null.
window.__studioHitmap = () => (hitmap ? { id: hitmap.id, cells: hitmap.cells, fromChanges: !!hitmap.changes } : null);
export function setHitmap(message) {
  hitmapInFlight = false;
  if (!showHitmap || pastShown) return;
  const map = applyMapMessage(hitmap, message);
  if (!map) { requestHitmap(); return; }
  // A map resampled after a touch is most often the same (applyMapMessage keeps its cells and
  // legend): then nothing on the canvas changes and no frame is drawn for it.
  const same = hitmap && map.cells === hitmap.cells && map.legend === hitmap.legend && map.step === hitmap.step
    && map.columns === hitmap.columns && map.rows === hitmap.rows;
  hitmap = map;
  showLegend();
  if (same) return;
  damageAll();
  drawSoon();
}

// Time travel (pastview.js): while the past is shown the hit map is hidden and the legend says
// why; back to live it is asked for again.
export function setPastShown(on) {
  if (pastShown === on) return;
  pastShown = on;
  hitmap = null;
  showLegend();
  if (showHitmap && !on) requestHitmap();
  draw();
}

let hitmapInFlight = false;
let touchedSinceAsk = false;  // this page sent a touch since it last asked (the server waits for its ask)
function requestHitmap() {
  if (hitmapInFlight && !touchedSinceAsk) return;
  hitmapInFlight = true;
  touchedSinceAsk = false;
  send({ type: 'hitmap', step: 4, have: hitmap ? hitmap.id : undefined });
}

export function toggleHitmap(on) {
  showHitmap = on;
  hitmap = null;
  showLegend();
  if (on && !pastShown) requestHitmap();
  draw();
}

window.addEventListener('resize', () => { fit(); draw(); });
onViewChange(() => draw());
setThemeRedraw(() => draw());
// Moving the window to a screen of another pixel density: a new backing store, still crisp.
let dprQuery = null;
function watchDensity() {
  if (dprQuery) dprQuery.removeEventListener('change', onDensity);
  dprQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  dprQuery.addEventListener('change', onDensity);
}
function onDensity() { fit(); draw(); watchDensity(); }
watchDensity();

// Messages from the server draw at the next frame, once however many arrived (an update, then
// the hit map resampled for it); the page's own input draws at once (a finger shows under the
// pointer). `__studioDrawNow` draws what is pending (tests read pixels through it).
let drawPending = false;
function drawSoon() {
  if (drawPending) return;
  drawPending = true;
  requestAnimationFrame(() => { if (drawPending) paint(); });
}
window.__studioDrawNow = () => { if (drawPending) paint(); };
/// The fingers' labels changed (`touchIDs`): the next frame repaints where they are (a frame
/// always repaints where the fingers were and are).
export function fingersRelabelled() { if (fingers.size) drawSoon(); }
/// Whether the scene has a frame to draw (main.js holds the panels' messages until it is painted).
export function framePending() { return drawPending; }

// ---- Where a frame paints ------------------------------------------------------------------
// Chromium rasterises a 2D canvas's drawing when it paints the frame, so a click on a
// 2,000-view scene cost the whole scene's raster (6-19 ms here) and its compositing, for a
// finger or one view's alpha. A frame repaints only where something changed when that is
// known: the views an update changed (before and after), and where the fingers and gesture
// labels were and are. It draws everything as before (the drawn labels, texts and fields the
// tests read stay whole) under one clip rect around those; anything else repaints it all.
let damage = [];     // 'all', or the scene rects [x, y, w, h, below] to repaint
let lastMarks = [];  // the fingers' and gesture labels' rects the last frame painted
const DAMAGE_MAX_RECTS = 64;
function damageAll() { damage = 'all'; }
// A changed view repaints its frame, and a bit around it (its outline's stroke, the selection's
// dashes); a switch's or slider's label lies under it. A view moved by a transition or a
// swipe moves what is inside it too: the whole canvas.
function damageView(v) {
  if (damage === 'all') return;
  const s = v.state;
  if (!Array.isArray(v.frame) || (s && (s.transition !== undefined || s.swipeOffset || s.stack))) {
    damageAll();
    return;
  }
  const under = v.control && (v.control.kind === 'switch' || v.control.kind === 'slider');
  damage.push([...v.frame, under ? 16 : 0]);
  if (damage.length > DAMAGE_MAX_RECTS) damageAll();
}

// The clip in canvas pixels for this frame's damage: one rect around all of it, in whole
// pixels (Skia antialiases a shape under a clip of several rects a shade differently from the
// same shape unclipped, and would leave seams); null for the whole canvas, or [] when nothing
// changed.
function damageClip(marks, px) {
  if (damage === 'all') return null;
  const rects = [...damage.map(([x, y, w, h, below]) => [x - 4 * px, y - 4 * px, w + 8 * px, h + (8 + below) * px]),
    ...lastMarks, ...marks];
  if (!rects.length) return [];
  const m = ctx.getTransform();
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (const [x, y, w, h] of rects) {
    left = Math.min(left, m.a * x + m.e); top = Math.min(top, m.d * y + m.f);
    right = Math.max(right, m.a * (x + w) + m.e); bottom = Math.max(bottom, m.d * (y + h) + m.f);
  }
  left = Math.max(0, Math.floor(left)); top = Math.max(0, Math.floor(top));
  right = Math.min(canvas.width, Math.ceil(right)); bottom = Math.min(canvas.height, Math.ceil(bottom));
  if (right <= left || bottom <= top) return [];
  if ((right - left) * (bottom - top) > canvas.width * canvas.height / 2) return null;
  return [[left, top, right - left, bottom - top]];
}

// For tests: how many rects the last painted frame was clipped to (null: the whole canvas).
let lastClip = null;
window.__studioLastClip = () => lastClip;

// Windows back to front, each view drawn by its kind (views.js); the hit map over them.
function draw() {
  damageAll();
  paint();
}
function paint() {
  drawPending = false;
  if (!state) return;
  applyTransform(ctx);
  const px = 1 / viewScale();
  const marks = [...fingerRects(ctx, px), ...gestureRects(ctx, state, px)];
  const clip = damageClip(marks, px);
  damage = [];
  lastMarks = marks;
  lastClip = clip ? clip.length : null;
  if (clip && !clip.length) return;
  drawnLabels.length = 0;
  drawnTexts.length = 0;
  drawnFields.length = 0;
  drawnKeyboards.length = 0;
  drawnShifts.clear();
  drawnButtons.length = 0;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.save();
  if (clip) {
    ctx.beginPath();
    for (const [x, y, w, h] of clip) ctx.rect(x, y, w, h);
    ctx.clip();
  }
  try { paintScene(px, clip); } finally { ctx.restore(); }
}

function paintScene(px, clip) {
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  applyTransform(ctx);
  // The screen itself; around it the stage shows through.
  ctx.fillStyle = document.documentElement.dataset.theme === 'dark' ? '#e9ecef' : '#fff';
  ctx.fillRect(0, 0, state.screen[0], state.screen[1]);
  const windows = [...state.windows].reverse();
  ctx.textBaseline = 'top';
  ctx.font = `${11 * px}px system-ui, sans-serif`;
  const dpr = window.devicePixelRatio || 1;
  const topLeft = toScene(0, 0), bottomRight = toScene(canvas.width / dpr, canvas.height / dpr);
  const visible = { left: topLeft.x, top: topLeft.y, right: bottomRight.x, bottom: bottomRight.y };
  // Under a clip, outlines wholly outside it are not stroked (their labels still count as drawn).
  const painted = clip ? clipBox(clip, 2 * px) : null;
  for (const win of windows) drawViews(ctx, win, px, visible, painted);
  if (showHitmap && hitmap) drawHitmap(ctx, hitmap);
  if (overlay) overlay(ctx, px);
  drawGestureStates(ctx, state, px);
  drawFingers(ctx, px);
}

// The clip's bounding box in scene points.
function clipBox(clip, margin) {
  const dpr = window.devicePixelRatio || 1;
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (const [x, y, w, h] of clip) {
    left = Math.min(left, x); top = Math.min(top, y); right = Math.max(right, x + w); bottom = Math.max(bottom, y + h);
  }
  const a = toScene(left / dpr, top / dpr), b = toScene(right / dpr, bottom / dpr);
  return { left: a.x - margin, top: a.y - margin, right: b.x + margin, bottom: b.y + margin };
}

// Hover: which view a touch here would reach, from the hit map when shown.
canvas.addEventListener('mousemove', e => {
  if (!state) return;
  const p = scenePoint(e);
  let text = `(${p.x}, ${p.y})`;
  if (showHitmap && hitmap) {
    const c = Math.floor(p.x / hitmap.step), r = Math.floor(p.y / hitmap.step);
    if (c >= 0 && r >= 0 && c < hitmap.columns && r < hitmap.rows) {
      const i = hitmap.cells[r * hitmap.columns + c];
      text += ` → a touch here reaches ${i < 0 ? 'nothing' : hitmap.legend[i].name}`;
    }
  }
  hoverLine.textContent = text;
  if (!pointers.size) hoverAt(p, e.clientX, e.clientY);
});
canvas.addEventListener('mouseleave', hideHover);

// ---- Pointers to touches -------------------------------------------------------------
// Each pointer is a finger (touch id); a pen is a pencil touch. Alt with a mouse adds a
// second finger mirrored around where the drag started, as the iOS Simulator's Option key.
let nextId = 1;
const pointers = new Map();  // pointerId -> {ids: [id, mirrorId?], start, offset}
let batch = [];              // changes waiting for the next frame (moves)
let frameRequested = false;

function flush() {
  frameRequested = false;
  if (!batch.length) return;
  send({ type: 'touches', touches: batch });
  touchedSinceAsk = true;
  batch = [];
}

// A finger cannot leave the glass: a drag that goes past the screen's edge (out of the canvas,
// the pointer captured) stays on the edge, as a touch on a device does (docs/Studio.md).
function onScreen(p) {
  if (!state) return p;
  const [w, h] = state.screen;
  return { x: Math.min(Math.max(p.x, 0), w), y: Math.min(Math.max(p.y, 0), h) };
}

function change(id, phase, point, touchType, held) {
  const p = onScreen(point);
  // A finger changes once per event: a second change of the same finger starts a new one.
  if (batch.some(t => t.id === id)) flush();
  batch.push({ id, phase, x: p.x, y: p.y, touchType });
  noteTouch(id, phase, p, touchType, held);
}
initMultitouch({ newId: () => nextId++, change, flush: () => { schedule(true); paint(); } });

function schedule(immediate) {
  if (immediate) { flush(); return; }
  if (!frameRequested) { frameRequested = true; requestAnimationFrame(flush); }
}

const MIRROR = 40;  // points either side of the start, for Alt-drag
// An Alt press becomes two fingers only once the pointer moves this far (CSS px); released
// before that it is a click that selects the view under it, and no touch is sent.
const ALT_SLOP = 4;

canvas.addEventListener('pointerdown', e => {
  if (!state) return;
  canvas.focus();
  if (startPan(e)) {
    hideHover();
    // Space held for a pan was not meant as a key: it goes up now (keys.js).
    if (holdsKey('Space')) release('Space');
    return;
  }
  if (e.button > 0) return;
  hideHover();
  const p = scenePoint(e);
  // Around the screen (the canvas fills the stage) there is no glass to touch.
  const [sw, sh] = state.screen;
  if (p.x < 0 || p.y < 0 || p.x > sw || p.y > sh) return;
  const touchType = touchTypeFor(e);
  if (picker && selectMode()) {
    // Select mode (the trackpad's Alt-click): a click selects, nothing is touched.
    picker(p);
    e.preventDefault();
    return;
  }
  if (e.pointerType === 'mouse' && heldFingerClick(e, p, 1 / viewScale())) { e.preventDefault(); return; }
  canvas.setPointerCapture(e.pointerId);
  if (e.altKey && e.pointerType === 'mouse') {
    // Held back until the pointer moves (see ALT_SLOP): a still Alt-click selects instead.
    pointers.set(e.pointerId, { ids: [nextId++, nextId++], start: p, touchType, pending: true, client: [e.clientX, e.clientY] });
    e.preventDefault();
    return;
  } else {
    const a = nextId++;
    pointers.set(e.pointerId, { ids: [a], start: p, touchType });
    change(a, 'began', p, touchType);
  }
  schedule(true);
  paint();
  e.preventDefault();
});

// A new connection: the server cancelled this page's fingers when the old one closed, so
// the page forgets them too (later moves of a held mouse button are not sent).
export function forgetPointers() {
  hideHover();
  pointers.clear();
  fingers.clear();
  batch = [];
  draw();
}

function positions(entry, p) {
  if (entry.ids.length === 1) return [p];
  const dx = p.x - entry.start.x, dy = p.y - entry.start.y;
  const r = v => Math.round(v * 10) / 10;
  return [{ x: r(entry.start.x + MIRROR + dx), y: r(entry.start.y + dy) },
          { x: r(entry.start.x - MIRROR - dx), y: r(entry.start.y - dy) }];
}

canvas.addEventListener('pointermove', e => {
  if (movePan(e)) return;
  const entry = pointers.get(e.pointerId);
  if (!entry) return;
  if (entry.pending) {
    if (Math.hypot(e.clientX - entry.client[0], e.clientY - entry.client[1]) < ALT_SLOP) return;
    // It moved: the two fingers go down where the press was, then follow.
    entry.pending = false;
    const [a, b] = entry.ids, p = entry.start;
    change(a, 'began', { x: p.x + MIRROR, y: p.y }, entry.touchType);
    change(b, 'began', { x: p.x - MIRROR, y: p.y }, entry.touchType);
    flush();
  }
  const ps = positions(entry, scenePoint(e));
  entry.ids.forEach((id, i) => change(id, 'moved', ps[i], entry.touchType));
  schedule(false);
  paint();
});

function end(e, phase) {
  if (endPan(e)) return;
  const entry = pointers.get(e.pointerId);
  if (!entry) return;
  pointers.delete(e.pointerId);
  if (entry.pending) {
    // An Alt press released where it began: a selection, not a touch.
    if (phase === 'ended' && picker) picker(entry.start);
    return;
  }
  const ps = positions(entry, scenePoint(e));
  entry.ids.forEach((id, i) => change(id, phase, ps[i], entry.touchType));
  schedule(true);
  paint();
}
canvas.addEventListener('pointerup', e => end(e, 'ended'));
canvas.addEventListener('pointercancel', e => end(e, 'cancelled'));

// ---- Keys to the scene's hardware keyboard (keys.js) ------------------------------------
canvas.addEventListener('keydown', e => {
  if (e.key === ' ') setSpaceHeld(true);
  // Esc lifts Shift-click fingers when there are any; otherwise it is the escape key.
  if (e.key === 'Escape' && !holdsKey(e.code) && liftHeld()) { e.preventDefault(); return; }
  if (keyDown(e)) e.preventDefault();
});
canvas.addEventListener('keyup', e => {
  if (e.key === ' ') setSpaceHeld(false);
  if (keyUp(e)) e.preventDefault();
});
// Focus leaving the scene lets go of its keys: none stays held in the host.
canvas.addEventListener('blur', () => releaseAll());
document.addEventListener('paste', e => {
  if (document.activeElement !== canvas) return;
  pasted(e.clipboardData ? e.clipboardData.getData('text/plain') : '');
  e.preventDefault();
});
