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
  if (c.kind === 'switch') {
    const r = Math.min(vh, vw / 2) / 2;
    ctx.fillStyle = c.on ? 'rgba(43,138,62,0.5)' : 'rgba(150,150,150,0.35)';
    ctx.fillRect(x, y, vw, vh);
    ctx.beginPath();
    ctx.fillStyle = '#fff';
    ctx.strokeStyle = color;
    ctx.arc(c.on ? x + vw - r : x + r, y + vh / 2, r * 0.9, 0, Math.PI * 2);
    ctx.fill(); ctx.stroke();
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
  }
}
