// The scene drawing, the hit-map overlay, and pointer/keyboard input turned into messages.

const canvas = document.getElementById('scene');
const wrap = document.getElementById('canvas-wrap');
const hoverLine = document.getElementById('hover');
const ctx = canvas.getContext('2d');

let state = null;      // the last `update`
let hitmap = null;     // the last `hitmap`, when the overlay is on
let showHitmap = false;
let scale = 1;
const fingers = new Map();   // touch id -> {x, y} in scene points (drawn live)
let send = () => {};

export function setSender(fn) { send = fn; }

const depthColors = ['#3b5bdb', '#2b8a3e', '#c92a2a', '#e67700', '#862e9c', '#0b7285', '#5c940d'];

function fit() {
  if (!state) return;
  const [w, h] = state.screen;
  const availW = wrap.clientWidth - 4, availH = Math.max(wrap.clientHeight - 4, 100);
  scale = Math.min(availW / w, availH / h, 2);
  const dpr = window.devicePixelRatio || 1;
  canvas.style.width = `${Math.round(w * scale)}px`;
  canvas.style.height = `${Math.round(h * scale)}px`;
  canvas.width = Math.round(w * scale * dpr);
  canvas.height = Math.round(h * scale * dpr);
  ctx.setTransform(scale * dpr, 0, 0, scale * dpr, 0, 0);
}

let fittedTo = '';
export function setState(update) {
  const box = `${update.screen} ${wrap.clientWidth}x${wrap.clientHeight}`;
  const resized = box !== fittedTo;
  fittedTo = box;
  state = update;
  window.__studioScreen = update.screen;  // for tests that aim at scene points
  if (resized) fit();
  draw();
  if (showHitmap) requestHitmap();
}

export function setHitmap(map) { hitmap = map; hitmapInFlight = false; draw(); }

let hitmapInFlight = false;
function requestHitmap() {
  if (hitmapInFlight) return;
  hitmapInFlight = true;
  send({ type: 'hitmap', step: 4 });
}

export function toggleHitmap(on) {
  showHitmap = on;
  hitmap = null;
  if (on) requestHitmap();
  draw();
}

window.addEventListener('resize', () => { fit(); draw(); });

// A control in its state (C1-C8): highlighted filled, a switch's knob on its side, a
// slider's track and its thumb at the value (the rects the host hit-tests).
function drawControl(v, px, color, marks) {
  const c = v.control;
  const [x, y, vw, vh] = v.frame;
  if (c.highlighted) {
    ctx.fillStyle = 'rgba(59,91,219,0.18)';
    ctx.fillRect(x, y, vw, vh);
    marks.push('highlighted');
  }
  if (c.selected) marks.push('selected');
  if (!c.enabled) marks.push('disabled');
  if (c.kind === 'switch') {
    const r = Math.min(vh, vw / 2) / 2;
    ctx.fillStyle = c.on ? 'rgba(43,138,62,0.5)' : 'rgba(150,150,150,0.35)';
    ctx.fillRect(x, y, vw, vh);
    ctx.beginPath();
    ctx.fillStyle = '#fff';
    ctx.strokeStyle = color;
    ctx.arc(c.on ? x + vw - r : x + r, y + vh / 2, r * 0.9, 0, Math.PI * 2);
    ctx.fill(); ctx.stroke();
    marks.push(c.on ? 'on' : 'off');
  }
  if (c.kind === 'slider' && c.track && c.thumb) {
    const [tx, ty, tw, th] = c.track;
    ctx.fillStyle = color;
    ctx.fillRect(tx, ty, tw, th);
    const [hx, hy, hw, hh] = c.thumb;
    ctx.beginPath();
    ctx.fillStyle = '#fff';
    ctx.strokeStyle = color;
    ctx.arc(hx + hw / 2, hy + hh / 2, Math.min(hw, hh) / 2, 0, Math.PI * 2);
    ctx.fill(); ctx.stroke();
    marks.push('value ' + Math.round(c.value * 100) / 100);
  }
}

// Windows back to front; each view outlined with its name. Hidden views dashed grey,
// alpha <= 0.01 dotted, non-interactive hatched: the same marks as the hitmap command's.
function draw() {
  if (!state) return;
  const [w, h] = state.screen;
  ctx.clearRect(0, 0, w, h);
  if (showHitmap && hitmap) drawHitmap();
  const windows = [...state.windows].reverse();
  const px = 1 / scale;
  ctx.textBaseline = 'top';
  ctx.font = `${11 * px}px system-ui, sans-serif`;
  for (const win of windows) {
    for (const v of win.views) {
      const [x, y, vw, vh] = v.frame;
      const color = win.input ? '#0b7285' : depthColors[v.depth % depthColors.length];
      const transparent = v.alpha !== undefined && v.alpha <= 0.01;
      ctx.save();
      ctx.lineWidth = (v.firstResponder ? 3 : 1) * px;
      ctx.strokeStyle = v.hidden ? '#aaa' : color;
      if (v.hidden) ctx.setLineDash([6 * px, 4 * px]);
      else if (transparent) ctx.setLineDash([1.5 * px, 3 * px]);
      if (v.interactive === false && !v.hidden) {
        ctx.fillStyle = 'rgba(200,0,0,0.06)';
        ctx.fillRect(x, y, vw, vh);
      }
      ctx.strokeRect(x + 0.5 * px, y + 0.5 * px, Math.max(vw - px, 0), Math.max(vh - px, 0));
      let label = v.name;
      if (v.depth === 0) label = `${win.input ? 'input window' : 'window'} ${v.name}${win.key ? ' (key)' : ''}${win.level ? ' level ' + win.level : ''}`;
      const marks = [];
      if (v.hidden) marks.push('hidden');
      if (transparent) marks.push('alpha ' + v.alpha);
      if (v.interactive === false) marks.push('no interaction');
      if (v.firstResponder) marks.push('first responder');
      if (v.control) drawControl(v, px, color, marks);
      if (marks.length) label += ` [${marks.join(', ')}]`;
      ctx.fillStyle = v.hidden ? '#999' : color;
      // A window's label goes at its bottom edge: its first view often starts at its corner.
      const labelY = v.depth === 0 ? y + vh - 14 * px : y + 2 * px;
      ctx.fillText(label, x + 3 * px, labelY, Math.max(vw - 4 * px, 30 * px));
      ctx.restore();
    }
  }
  for (const [id, f] of fingers) {
    ctx.beginPath();
    ctx.fillStyle = 'rgba(255,140,0,0.45)';
    ctx.strokeStyle = '#d9480f';
    ctx.lineWidth = 2 * px;
    ctx.arc(f.x, f.y, 14 * px, 0, Math.PI * 2);
    ctx.fill(); ctx.stroke();
    ctx.fillStyle = '#000';
    ctx.fillText(String(id), f.x + 16 * px, f.y - 6 * px);
  }
}

function drawHitmap() {
  const { step, columns, rows, cells, legend } = hitmap;
  ctx.save();
  ctx.globalAlpha = 0.35;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const i = cells[r * columns + c];
      if (i < 0) continue;
      ctx.fillStyle = legend[i].color;
      ctx.fillRect(c * step, r * step, step + 0.2, step + 0.2);
    }
  }
  ctx.restore();
}

function scenePoint(e) {
  const rect = canvas.getBoundingClientRect();
  const round = v => Math.round(v * 10) / 10;
  return { x: round((e.clientX - rect.left) / scale), y: round((e.clientY - rect.top) / scale) };
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
});

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
  batch = [];
}

function change(id, phase, p, touchType) {
  // A finger changes once per event: a second change of the same finger starts a new one.
  if (batch.some(t => t.id === id)) flush();
  batch.push({ id, phase, x: p.x, y: p.y, touchType });
  if (phase === 'ended' || phase === 'cancelled') fingers.delete(id); else fingers.set(id, p);
}

function schedule(immediate) {
  if (immediate) { flush(); return; }
  if (!frameRequested) { frameRequested = true; requestAnimationFrame(flush); }
}

const MIRROR = 40;  // points either side of the start, for Alt-drag

canvas.addEventListener('pointerdown', e => {
  if (!state || e.button > 0) return;
  canvas.focus();
  canvas.setPointerCapture(e.pointerId);
  const p = scenePoint(e);
  const touchType = e.pointerType === 'pen' ? 'pencil' : 'finger';
  if (e.altKey && e.pointerType === 'mouse') {
    const a = nextId++, b = nextId++;
    pointers.set(e.pointerId, { ids: [a, b], start: p, touchType });
    change(a, 'began', { x: p.x + MIRROR, y: p.y }, touchType);
    change(b, 'began', { x: p.x - MIRROR, y: p.y }, touchType);
  } else {
    const a = nextId++;
    pointers.set(e.pointerId, { ids: [a], start: p, touchType });
    change(a, 'began', p, touchType);
  }
  schedule(true);
  draw();
  e.preventDefault();
});

function positions(entry, p) {
  if (entry.ids.length === 1) return [p];
  const dx = p.x - entry.start.x, dy = p.y - entry.start.y;
  const r = v => Math.round(v * 10) / 10;
  return [{ x: r(entry.start.x + MIRROR + dx), y: r(entry.start.y + dy) },
          { x: r(entry.start.x - MIRROR - dx), y: r(entry.start.y - dy) }];
}

canvas.addEventListener('pointermove', e => {
  const entry = pointers.get(e.pointerId);
  if (!entry) return;
  const ps = positions(entry, scenePoint(e));
  entry.ids.forEach((id, i) => change(id, 'moved', ps[i], entry.touchType));
  schedule(false);
  draw();
});

function end(e, phase) {
  const entry = pointers.get(e.pointerId);
  if (!entry) return;
  pointers.delete(e.pointerId);
  const ps = positions(entry, scenePoint(e));
  entry.ids.forEach((id, i) => change(id, phase, ps[i], entry.touchType));
  schedule(true);
  draw();
}
canvas.addEventListener('pointerup', e => end(e, 'ended'));
canvas.addEventListener('pointercancel', e => end(e, 'cancelled'));

// ---- Keys to presses -----------------------------------------------------------------
const named = { ArrowUp: 'upArrow', ArrowDown: 'downArrow', ArrowLeft: 'leftArrow', ArrowRight: 'rightArrow', Enter: 'select', Escape: 'menu' };
const held = new Set();

function press(e, phase) {
  let message;
  if (named[e.key]) message = { type: 'press', press: named[e.key], phase };
  else if (e.key.length === 1 && e.key.trim() !== '' && e.key !== '#') message = { type: 'press', press: 'key', phase, characters: e.key };
  else return false;
  send(message);
  return true;
}

canvas.addEventListener('keydown', e => {
  if (e.ctrlKey || e.metaKey) return;
  if (held.has(e.code)) { e.preventDefault(); return; }
  if (press(e, 'began')) { held.add(e.code); e.preventDefault(); }
});
canvas.addEventListener('keyup', e => {
  if (!held.has(e.code)) return;
  held.delete(e.code);
  press(e, 'ended');
  e.preventDefault();
});
