// How each view of an `update` is drawn: one function per `kind`, chosen by `drawView`; a kind
// without its own function is drawn as a plain view. A new kind (a control, a scroll view)
// adds one function to `drawers` and reads what it needs from `v.state`.
//
// Every function gets (ctx, v, win, px): the canvas context in scene points, the view as the
// `update` message gives it, its window entry, and the size of one pixel in points.

import { controlMarks, drawControlState } from './controls.js';
import { drawScrollView, drawCell, scrollMarks } from './scrolling.js';
import { drawViewText } from './viewtext.js';
import { drawTextField, textFieldMarks } from './textinput.js';
import { drawKeyboard, isKeyboardWindow } from './keyboard.js';
import { shiftTracker, drawnShifts } from './navdraw.js';
import { drawSwipeActions } from './swipe.js';

export const depthColors = ['#3b5bdb', '#2b8a3e', '#c92a2a', '#e67700', '#862e9c', '#0b7285', '#5c940d'];

export const drawers = {
  view: drawPlainView,
  window: drawPlainView,
  scrollView: drawScrollView,
  tableView: drawScrollView,
  cell: drawCell,
};

export function drawView(ctx, v, win, px, dx = 0) {
  const draw = v.control ? drawControl : (drawers[v.kind || 'view'] || drawPlainView);
  ctx.save();
  try {
    // Inside a scroll view (or any clipsToBounds ancestor): cut to its visible rect.
    if (Array.isArray(v.clip) && v.clip.length === 4) {
      ctx.beginPath();
      ctx.rect(v.clip[0], v.clip[1], v.clip[2], v.clip[3]);
      ctx.clip();
    }
    if (dx) ctx.translate(dx, 0);  // moved sideways by a transition or a swipe (navdraw.js)
    if (isKeyboardWindow(v, win)) drawKeyboard(ctx, v, px);  // keyboard.js
    else draw(ctx, v, win, px);
  } finally { ctx.restore(); }
}

// A window's views in order. Plain views with nothing but an outline and a label (no
// background, clip, transform, control or mark) are gathered and stroked as one path per
// colour — on a 2,000-view screen that is a handful of strokes instead of 2,000 — and the
// gathered ones are drawn before any other view, so a view drawn later still covers them.
// Those wholly outside `visible` (the scene rect on screen, zoomed in) are left out; those
// wholly outside `painted` (the clip of a frame that repaints a part) are not stroked, as
// nothing of them would show, but their labels are drawn (clipped) as in a whole frame.
export function drawViews(ctx, win, px, visible, painted = null) {
  const outlines = new Map();  // colour -> Path2D
  const labels = [];
  const shifts = shiftTracker();
  const flush = () => {
    if (!outlines.size) return;
    ctx.lineWidth = px;
    for (const [color, path] of outlines) { ctx.strokeStyle = color; ctx.stroke(path); }
    for (const [v, color, label] of labels) {
      ctx.save();
      try { drawLabel(ctx, v, label, color, px); } finally { ctx.restore(); }
    }
    outlines.clear();
    labels.length = 0;
  };
  for (const v of win.views) {
    const dx = shifts.at(v);
    if (dx) {
      // A moved view (a transition's screen, a swiped row and what is in them): navdraw.js.
      flush();
      drawnShifts.set(v.name, dx);
      drawView(ctx, v, win, px, dx);
      if (v.state && v.state.swipeOffset) drawSwipeActions(ctx, v, shifts.above(v), px);
      continue;
    }
    if (!isOutlineOnly(v)) { flush(); drawView(ctx, v, win, px); continue; }
    const [x, y, w, h] = v.frame;
    if (visible && (x > visible.right || y > visible.bottom || x + w < visible.left || y + h < visible.top)) continue;
    const color = viewColor(v, win);
    let path = outlines.get(color);
    if (!path) { path = new Path2D(); outlines.set(color, path); }
    if (!painted || !(x > painted.right || y > painted.bottom || x + w < painted.left || y + h < painted.top)) {
      path.rect(x, y, w, h);
    }
    // Only the labels that fit are kept for drawing (drawLabel's own test, made here): on a
    // 2,000-view grid none does, and each frame saved and restored the context 2,000 times.
    if (!labelTooSmall(v, w, h, px)) {
      const label = plainLabel(v);
      if (labelWidth(ctx, label, px) <= w - 4 * px) labels.push([v, color, label]);
    }
  }
  flush();
}

// An outline-only view's label (viewLabel: its short name, and a scroll view's marks), kept per
// view object: an update replaces the objects of the views it changes, so a kept label is the
// view's own. Making 2,000 labels (a regular expression each) cost a frame more than drawing.
const plainLabels = new WeakMap();
function plainLabel(v) {
  let label = plainLabels.get(v);
  if (label === undefined) { label = viewLabel(v, null); plainLabels.set(v, label); }
  return label;
}

function isOutlineOnly(v) {
  return (v.kind === undefined || v.kind === 'view') && !v.control && !v.clip && !v.outline && !v.hidden
    && !v.firstResponder && v.interactive !== false && !cssColor(v.backgroundColor)
    && !(v.alpha !== undefined && v.alpha <= 0.01) && Array.isArray(v.frame) && v.depth > 0 && !v.text;
}

// The view's outline as a path: its rect, or the polygon of its corners when a transform
// turns it (the server sends `outline` then).
export function tracePath(ctx, v) {
  ctx.beginPath();
  if (v.outline) {
    const o = v.outline;
    ctx.moveTo(o[0], o[1]);
    for (let i = 2; i < o.length; i += 2) ctx.lineTo(o[i], o[i + 1]);
    ctx.closePath();
  } else {
    const [x, y, w, h] = v.frame;
    ctx.rect(x, y, w, h);
  }
}

// A CSS colour for a "#rrggbbaa" background, or null.
export function cssColor(hex) {
  return typeof hex === 'string' && /^#[0-9a-f]{8}$/i.test(hex) ? hex : null;
}

export function viewColor(v, win) {
  return win.input ? '#0b7285' : depthColors[v.depth % depthColors.length];
}

// An imported view's name without its address (`UIButton@0x7486c70` → `UIButton`): the
// address is the inspector's to show; on the scene it only made labels too long to fit.
export function shortName(name) {
  return name.replace(/@0x[0-9a-f]+(~\d+)?$/i, '');
}

export function viewLabel(v, win) {
  let label = v.depth === 0 ? v.name : shortName(v.name);
  if (v.depth === 0) label = `${win.input ? 'input window' : 'window'} ${v.name}${win.key ? ' (key)' : ''}${win.level ? ' level ' + win.level : ''}`;
  const marks = [];
  const transparent = v.alpha !== undefined && v.alpha <= 0.01;
  if (v.hidden) marks.push('hidden');
  if (transparent) marks.push('alpha ' + v.alpha);
  if (v.interactive === false) marks.push('no interaction');
  if (v.firstResponder) marks.push('first responder');
  if (v.control) marks.push(...controlMarks(v.control));
  if (v.control && v.control.kind === 'textField') marks.push(...textFieldMarks(v));
  if (v.state) marks.push(...scrollMarks(v));
  if (marks.length) label += ` [${marks.join(', ')}]`;
  return label;
}

// Its background (with its alpha), a shade when it takes no interaction, the outline (hidden
// dashed grey, alpha <= 0.01 dotted, the first responder bold) and its name along its top edge.
export function drawPlainView(ctx, v, win, px) {
  const color = viewColor(v, win);
  const transparent = v.alpha !== undefined && v.alpha <= 0.01;
  const background = cssColor(v.backgroundColor);
  if (background && !v.hidden) {
    ctx.save();
    ctx.globalAlpha = v.alpha === undefined ? 1 : Math.max(0, Math.min(1, v.alpha));
    ctx.fillStyle = background;
    tracePath(ctx, v);
    ctx.fill();
    ctx.restore();
  }
  if (v.interactive === false && !v.hidden) {
    ctx.fillStyle = 'rgba(200,0,0,0.06)';
    tracePath(ctx, v);
    ctx.fill();
  }
  ctx.lineWidth = (v.firstResponder ? 3 : 1) * px;
  ctx.strokeStyle = v.hidden ? '#aaa' : color;
  if (v.hidden) ctx.setLineDash([6 * px, 4 * px]);
  else if (transparent) ctx.setLineDash([1.5 * px, 3 * px]);
  tracePath(ctx, v);
  ctx.stroke();
  // A view showing its app text is named on hover and in the tree, not over its text.
  if (drawViewText(ctx, v, px)) return;
  drawLabel(ctx, v, viewLabel(v, win), v.hidden ? '#999' : color, px);
}

// Below this size on screen (CSS pixels) a view's label is not drawn: it could not be read
// there and would cover its neighbours (zooming in shows it). On a 2,000-view grid the labels
// were a fifth of the page's drawing time.
export const LABEL_MIN_WIDTH = 14, LABEL_MIN_HEIGHT = 9;
function labelTooSmall(v, w, h, px) {
  return v.depth > 0 && (w < LABEL_MIN_WIDTH * px || h < LABEL_MIN_HEIGHT * px);
}

// The label at the view's top-left corner, turned with the view; a window's at its bottom
// edge (its first view often starts at its corner).
export function drawLabel(ctx, v, label, color, px) {
  let [x, y, w, h] = v.frame;
  if (!v.outline && labelTooSmall(v, w, h, px)) return;
  // Only where it fits: a label wider than its view piled into its neighbours' (hovering
  // the view names it in the hover card and the line under the scene).
  if (!v.outline && v.depth > 0 && labelWidth(ctx, label, px) > w - 4 * px) return;
  ctx.fillStyle = color;
  if (v.outline) {
    const o = v.outline;
    ctx.translate(o[0], o[1]);
    ctx.rotate(Math.atan2(o[3] - o[1], o[2] - o[0]));
    w = Math.hypot(o[2] - o[0], o[3] - o[1]);
    h = Math.hypot(o[6] - o[0], o[7] - o[1]);
    x = 0; y = 0;
  }
  // A switch's or slider's label goes under it: on it, it would cover the knob or thumb.
  const underControl = v.control && (v.control.kind === 'switch' || v.control.kind === 'slider');
  const labelY = v.depth === 0 ? y + h - 14 * px : underControl ? y + h + 2 * px : y + 2 * px;
  ctx.fillText(label, x + 3 * px, labelY, Math.max(w - 4 * px, 30 * px));
  drawnLabels.push(label);
}

// The labels the last frame drew (scene.js empties it before each frame), for tests.
export const drawnLabels = [];
window.__studioLabels = () => drawnLabels.slice();

// Label widths in CSS pixels, measured once per text (the font's size follows the zoom, the
// text's width in CSS pixels does not): measuring 2,000 labels every frame cost as much as
// drawing them.
const widths = new Map();
function labelWidth(ctx, label, px) {
  let css = widths.get(label);
  if (css === undefined) {
    css = ctx.measureText(label).width / px;
    if (widths.size > 10000) widths.clear();
    widths.set(label, css);
  }
  return css * px;
}

// A control: its state under its plain view's outline and label (controls.js).
export function drawControl(ctx, v, win, px) {
  // A switch or slider draws its own shape over a faint outline (a plain view's full outline
  // would box the capsule); other controls as plain views with their state.
  const shaped = v.control.kind === 'switch' || v.control.kind === 'slider';
  // A text field: its plain view, then its text and caret over it (textinput.js).
  if (v.control.kind === 'textField') { drawPlainView(ctx, v, win, px); drawTextField(ctx, v, px); return; }
  if (!shaped) {
    ctx.save();
    try { drawControlState(ctx, v, viewColor(v, win)); } finally { ctx.restore(); }
    drawPlainView(ctx, v, win, px);
    return;
  }
  ctx.save();
  try {
    ctx.globalAlpha = 0.35;
    drawPlainView(ctx, v, win, px);
  } finally { ctx.restore(); }
  ctx.save();
  try { drawControlState(ctx, v, viewColor(v, win)); } finally { ctx.restore(); }
}
