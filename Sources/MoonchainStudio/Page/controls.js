// A control in its state (rules C1-C8), drawn over its plain view: highlighted filled, a
// switch's knob on its side, a slider's track and its thumb at the value. The slider's rects
// are the ones the host hit-tests (screen points, from the `control` object of the update),
// so dragging the drawn thumb moves it.

// The marks a control adds to its label.
export function controlMarks(c) {
  const marks = [];
  if (c.highlighted) marks.push('highlighted');
  if (c.selected) marks.push('selected');
  if (!c.enabled) marks.push('disabled');
  if (c.kind === 'switch') marks.push(c.on ? 'on' : 'off');
  if (c.kind === 'slider' && typeof c.value === 'number') marks.push('value ' + Math.round(c.value * 100) / 100);
  return marks;
}

export function drawControlState(ctx, v, color) {
  const c = v.control;
  const [x, y, vw, vh] = v.frame;
  if (c.highlighted) {
    ctx.fillStyle = 'rgba(59,91,219,0.18)';
    ctx.fillRect(x, y, vw, vh);
  }
  if (c.kind === 'switch') drawSwitch(ctx, c, x, y, vw, vh, color);
  if (c.kind === 'slider' && c.track && c.thumb) drawSlider(ctx, c, color);
}

// UISwitch's shape: a 51 × 31 capsule (the size UIKit keeps whatever frame it is given), drawn
// from the frame's corner and scaled down to fit a smaller frame; a 27-point knob inset 2 points,
// inside the capsule at either end.
export const SWITCH_SIZE = [51, 31];
function drawSwitch(ctx, c, x, y, vw, vh, color) {
  const s = Math.min(1, vw / SWITCH_SIZE[0], vh / SWITCH_SIZE[1]);
  const w = SWITCH_SIZE[0] * s, h = SWITCH_SIZE[1] * s, r = h / 2;
  capsule(ctx, x, y, w, h);
  ctx.fillStyle = c.on ? '#34c759' : '#e0e0e2';
  ctx.fill();
  ctx.lineWidth = Math.max(0.5, s);
  ctx.strokeStyle = c.on ? '#2b8a3e' : '#b0b0b4';
  ctx.stroke();
  const knob = r - 2 * s;
  ctx.beginPath();
  ctx.arc(c.on ? x + w - r : x + r, y + r, knob, 0, Math.PI * 2);
  ctx.fillStyle = '#fff';
  ctx.fill();
  ctx.strokeStyle = color;
  ctx.stroke();
}

// UISlider's shape: a 4-point track centred in the host's track rect (the minimum side, left of
// the thumb, tinted) and a round thumb of at most 28 points centred in the thumb rect.
export const SLIDER_TRACK = 4, SLIDER_THUMB = 28;
function drawSlider(ctx, c, color) {
  const [tx, ty, tw, th] = c.track;
  const [hx, hy, hw, hh] = c.thumb;
  const t = Math.min(SLIDER_TRACK, th), mid = ty + th / 2, split = hx + hw / 2;
  capsule(ctx, tx, mid - t / 2, tw, t);
  ctx.fillStyle = '#d8d8dc';
  ctx.fill();
  ctx.save();
  ctx.beginPath();
  ctx.rect(tx, mid - t, Math.max(0, split - tx), 2 * t);
  ctx.clip();
  capsule(ctx, tx, mid - t / 2, tw, t);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.restore();
  const d = Math.min(SLIDER_THUMB, hw, hh);
  ctx.beginPath();
  ctx.arc(hx + hw / 2, hy + hh / 2, d / 2, 0, Math.PI * 2);
  ctx.fillStyle = '#fff';
  ctx.fill();
  ctx.strokeStyle = color;
  ctx.stroke();
}

function capsule(ctx, x, y, w, h) {
  const r = Math.min(h, w) / 2;
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
