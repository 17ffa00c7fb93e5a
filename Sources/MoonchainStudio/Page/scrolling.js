// Scroll views and table cells (rules S1-S12, L1-L4), drawn from the `state` object of the
// update. A scroll view's `frame` is its visible rect on the screen (its bounds' origin is the
// offset), and its subviews come with a `clip` rect, so content scrolled out of it is cut off.
// While it is dragged or decelerates it shows thin indicators of what part of its content is
// in view, as UIKit does; a highlighted or selected cell is filled.

import { drawPlainView, viewColor } from './views.js';

// The marks a scroll view or cell adds to its label.
export function scrollMarks(v) {
  const s = v.state, marks = [];
  if (Array.isArray(s.offset) && (s.offset[0] || s.offset[1])) marks.push(`offset ${round(s.offset[0])},${round(s.offset[1])}`);
  if (s.dragging) marks.push('dragging');
  if (s.decelerating) marks.push('decelerating');
  if (s.animating) marks.push('animating');
  if (s.highlighted) marks.push('highlighted');
  if (s.selected) marks.push('selected');
  return marks;
}

function round(n) { return Math.round(n * 10) / 10; }

export function drawScrollView(ctx, v, win, px) {
  drawPlainView(ctx, v, win, px);
  const s = v.state || {};
  if (!(s.dragging || s.decelerating || s.animating) || !Array.isArray(s.offset) || !Array.isArray(s.contentSize)) return;
  const [x, y, w, h] = v.frame;
  const thick = 3 * px, inset = 2 * px;
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  // One bar per axis the content overflows: its length is the visible share, its place the offset.
  const bar = (visible, content, offset) => {
    const length = Math.max(visible * Math.min(1, visible / content), 8 * px);
    const travel = visible - length;
    const t = Math.max(0, Math.min(1, offset / Math.max(1e-9, content - visible)));
    return [t * travel, length];
  };
  if (s.contentSize[1] > h) {
    const [at, length] = bar(h, s.contentSize[1], s.offset[1]);
    ctx.fillRect(x + w - thick - inset, y + at, thick, length);
  }
  if (s.contentSize[0] > w) {
    const [at, length] = bar(w, s.contentSize[0], s.offset[0]);
    ctx.fillRect(x + at, y + h - thick - inset, length, thick);
  }
}

export function drawCell(ctx, v, win, px) {
  const s = v.state || {};
  if (s.highlighted || s.selected) {
    const [x, y, w, h] = v.frame;
    ctx.save();
    ctx.fillStyle = viewColor(v, win);
    ctx.globalAlpha = s.highlighted ? 0.35 : 0.2;
    ctx.fillRect(x, y, w, h);
    ctx.restore();
  }
  drawPlainView(ctx, v, win, px);
}
