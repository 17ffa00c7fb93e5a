// The canvas's view of the scene: zoom and pan over the fitted scene, and the one mapping
// between page pixels and scene points that every pointer, hover and test goes through.
//
// The canvas fills the stage; `base` CSS pixels per point fit the screen in it. On top of that
// the view scales by `zoom` and shifts by `panX`, `panY` (CSS pixels): a scene point (x, y)
// is drawn at canvas CSS pixel (x·base·zoom + panX, y·base·zoom + panY). Zoom 1, centred, is
// the whole screen (Fit); the level shown is base·zoom, so 100% is one point per CSS pixel.

const canvas = document.getElementById('scene');
const MIN_ZOOM = 0.25, MAX_ZOOM = 16;

let base = 1;
let zoom = 1, panX = 0, panY = 0;
// The screen's size in points, and whether the view is the fitted one (Fit, or never zoomed or
// panned): a fitted view stays centred when the canvas's size changes.
let screen = [1, 1];
let fitted = true;
const listeners = [];

/// Called with no arguments whenever the view changes (the scene redraws).
export function onViewChange(fn) { listeners.push(fn); }
function changed() { publish(); for (const fn of listeners) fn(); }

/// The fitted scale changed (a resize, another screen size): the pan scales with it, so the
/// same scene point stays at the same place in the canvas.
export function setBase(scale, screenSize) {
  // Another screen (an imported scene, a scene file that changed it) is shown whole.
  if (screenSize && String(screenSize) !== String(screen)) { screen = screenSize; fitted = true; }
  if (scale > 0 && base > 0) { panX *= scale / base; panY *= scale / base; }
  base = scale;
  if (fitted) centre();
  publish();
}

// The fitted view: the whole screen, centred across the canvas and at its top.
function centre() {
  const rect = canvas.getBoundingClientRect();
  zoom = 1;
  panX = Math.round((rect.width - screen[0] * base) / 2);
  panY = 2;
}
/// CSS pixels per scene point at the current zoom.
export function scale() { return base * zoom; }
export function currentZoom() { return zoom; }

/// The canvas context's transform for drawing in scene points, crisp on any display.
export function applyTransform(ctx) {
  const dpr = window.devicePixelRatio || 1;
  const s = base * zoom * dpr;
  ctx.setTransform(s, 0, 0, s, panX * dpr, panY * dpr);
}

/// Scene point → canvas CSS pixel.
export function toCanvas(x, y) { return { x: x * base * zoom + panX, y: y * base * zoom + panY }; }

/// Canvas CSS pixel → scene point.
export function toScene(cx, cy) { return { x: (cx - panX) / (base * zoom), y: (cy - panY) / (base * zoom) }; }

/// THE mapping of a pointer (or mouse) event to the scene point under it, to a tenth of a point.
export function scenePoint(e) {
  const rect = canvas.getBoundingClientRect();
  const p = toScene(e.clientX - rect.left, e.clientY - rect.top);
  const round = v => Math.round(v * 10) / 10;
  return { x: round(p.x), y: round(p.y) };
}

/// Zooms by `factor` keeping the scene point under canvas CSS pixel (cx, cy) where it is.
export function zoomAt(factor, cx, cy) {
  const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom * factor));
  if (next === zoom) return;
  const p = toScene(cx, cy);
  zoom = next;
  panX = cx - p.x * base * zoom;
  panY = cy - p.y * base * zoom;
  fitted = false;
  changed();
}

/// Zooms about the canvas's centre (the + and − buttons).
export function zoomCentre(factor) {
  const rect = canvas.getBoundingClientRect();
  zoomAt(factor, rect.width / 2, rect.height / 2);
}

export function panBy(dx, dy) { panX += dx; panY += dy; fitted = false; changed(); }

/// Back to the whole screen in the canvas.
export function fitView() { fitted = true; centre(); changed(); }

/// One point per CSS pixel (100%), about the canvas's centre.
export function actualSize() {
  const rect = canvas.getBoundingClientRect();
  zoomAt(1 / (base * zoom), rect.width / 2, rect.height / 2);
}

/// Sets the view outright: zoom `z` with scene point (x, y) at the canvas's centre.
export function setView(z, x, y) {
  const rect = canvas.getBoundingClientRect();
  zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));
  panX = rect.width / 2 - x * base * zoom;
  panY = rect.height / 2 - y * base * zoom;
  fitted = false;
  changed();
}

// What tests read and set: where a scene point is on the page (client pixels) and in the
// canvas's backing store (device pixels), and the view itself.
function publish() {
  const label = document.getElementById('zoom-level');
  // The level is what the eye sees: 100% is one point per CSS pixel, whatever the fit.
  if (label) label.textContent = `${Math.round(base * zoom * 100)}%`;
}
window.__studioToPage = (x, y) => {
  const rect = canvas.getBoundingClientRect();
  const c = toCanvas(x, y);
  return { x: rect.left + c.x, y: rect.top + c.y };
};
window.__studioToPixel = (x, y) => {
  const c = toCanvas(x, y), dpr = window.devicePixelRatio || 1;
  return { x: Math.round(c.x * dpr), y: Math.round(c.y * dpr) };
};
window.__studioSetView = (z, x, y) => setView(z, x, y);
window.__studioView = () => ({ zoom, panX, panY, base, fitted });

// ---- Input: wheel, pinch, Space-drag and middle-drag -----------------------------------
// Ctrl/⌘ + wheel (a trackpad pinch arrives as one) zooms around the pointer; a plain wheel or
// two-finger scroll pans. Middle-drag pans; so does a drag while Space is held (scene.js asks
// `panning` before turning a pointer into a touch).
canvas.addEventListener('wheel', e => {
  e.preventDefault();
  const rect = canvas.getBoundingClientRect();
  if (e.ctrlKey || e.metaKey) {
    zoomAt(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.002)), e.clientX - rect.left, e.clientY - rect.top);
  } else {
    const unit = e.deltaMode === 1 ? 16 : 1;
    panBy(-e.deltaX * unit, -e.deltaY * unit);
  }
}, { passive: false });

let pan = null;  // {pointerId, x, y} while a pan drag is under way
let spaceHeld = false;
export function setSpaceHeld(held) { spaceHeld = held; canvas.classList.toggle('grab', held); }
export function spaceIsHeld() { return spaceHeld; }

/// Starts a pan for a middle-button drag or a drag with Space held; true when it did (the
/// pointer is then not a touch).
export function startPan(e) {
  if (!(e.button === 1 || (e.button === 0 && spaceHeld))) return false;
  pan = { pointerId: e.pointerId, x: e.clientX, y: e.clientY };
  canvas.setPointerCapture(e.pointerId);
  canvas.classList.add('panning');
  e.preventDefault();
  return true;
}

export function movePan(e) {
  if (!pan || pan.pointerId !== e.pointerId) return false;
  panBy(e.clientX - pan.x, e.clientY - pan.y);
  pan.x = e.clientX; pan.y = e.clientY;
  return true;
}

export function endPan(e) {
  if (!pan || pan.pointerId !== e.pointerId) return false;
  pan = null;
  canvas.classList.remove('panning');
  return true;
}

// The toolbar: −, the zoom level, +, fit.
const byId = id => document.getElementById(id);
if (byId('zoom-in')) {
  byId('zoom-in').onclick = () => zoomCentre(1.25);
  byId('zoom-out').onclick = () => zoomCentre(0.8);
  byId('zoom-fit').onclick = () => fitView();
  byId('zoom-level').onclick = () => actualSize();
}
// The middle button's auto-scroll would fight the pan.
canvas.addEventListener('mousedown', e => { if (e.button === 1) e.preventDefault(); });
