// An imported screen drawn like the app (issue 42 item 4): a view's text — a label's, a
// button's title (UIButtonLabel), as `moonchain import` kept it from the dump in
// `props.text` — is written in the view's frame, the way UIKit lays a one-line label out:
// vertically centred, at the system font's size for the frame (17 points at most), cut to the
// frame. The server sends `text` only on views that have some, and only when the view's JSON
// is sent again (a view whose values did not change keeps its text on the page).

export const drawnTexts = [];   // the texts the last frame drew (scene.js empties it), for tests
window.__studioTexts = () => drawnTexts.slice();

/// Writes `v.text` in the view's frame; nothing when it has none or the frame is too small to
/// read (under 4 points high on screen).
export function drawViewText(ctx, v, px) {
  if (typeof v.text !== 'string' || !v.text || v.hidden || v.outline) return false;
  const [x, y, w, h] = v.frame;
  const size = Math.min(17, h * 0.8);
  if (size < 4 * px || w < 4 * px) return false;
  ctx.save();
  try {
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    ctx.font = `${size}px -apple-system, "Helvetica Neue", Arial, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.fillStyle = textColor(v);
    const width = measured(ctx, v.text, size);
    // A title narrower than its frame is centred as a button's is; a long one starts at the
    // left edge as a label's does (and is cut at the right one).
    const left = width < w ? x + (w - width) / 2 : x + 1 * px;
    ctx.fillText(v.text, left, y + h / 2);
  } finally { ctx.restore(); }
  drawnTexts.push(v.text);
  return true;
}

// Text widths by (font size, text): an imported screen redraws the same texts at every frame,
// and measuring each one again is most of drawing it. Emptied when it grows past 4,000.
const widths = new Map();
function measured(ctx, text, size) {
  const key = `${size}|${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    if (widths.size > 4000) widths.clear();
    width = ctx.measureText(text).width;
    widths.set(key, width);
  }
  return width;
}

// Dark text (the screen is light in both themes), or light on a dark background.
function textColor(v) {
  const hex = typeof v.backgroundColor === 'string' ? v.backgroundColor : '';
  if (/^#[0-9a-f]{8}$/i.test(hex) && parseInt(hex.slice(7, 9), 16) > 128) {
    const [r, g, b] = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16));
    if (0.299 * r + 0.587 * g + 0.114 * b < 110) return '#f8f9fa';
  }
  return '#111';
}
