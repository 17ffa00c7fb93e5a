// A text field (rules X1–X10) drawn as the user sees it: its text, or its placeholder in grey
// when it has none, and a caret after the text while it edits (the host keeps the caret at the
// end, K5). The text comes in the view's `state` (`text`, `placeholder`, `editing`).

// The text's size in scene points: a UITextField's 17-point system font, smaller in a short field.
function fontSize(h) { return Math.max(6, Math.min(17, h * 0.55)); }

export function drawTextField(ctx, v, px) {
  const s = v.state || {};
  const [x, y, w, h] = v.frame;
  const size = fontSize(h);
  const inset = Math.min(6, w / 8);
  ctx.save();
  try {
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    if (s.editing) {
      ctx.lineWidth = 2 * px;
      ctx.strokeStyle = '#1971c2';
      ctx.strokeRect(x + px, y + px, w - 2 * px, h - 2 * px);
    }
    ctx.font = `${size}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    const mid = y + h / 2 + (h > 2 * size ? 0 : size * 0.1);
    const text = s.text || '';
    // The end of the text stays in sight: a long text is drawn from its right when it would overflow.
    const width = ctx.measureText(text).width;
    const room = w - 2 * inset - 2 * px;
    const left = width > room ? x + inset + room - width : x + inset;
    if (text) {
      ctx.fillStyle = '#1a1a1a';
      ctx.fillText(text, left, mid);
    } else if (s.placeholder) {
      ctx.fillStyle = '#9a9aa0';
      ctx.fillText(s.placeholder, x + inset, mid);
    }
    if (s.editing) {
      const caretX = text ? left + width + px : x + inset;
      ctx.fillStyle = '#1971c2';
      ctx.fillRect(caretX, mid - size * 0.6, 2 * px, size * 1.2);
    }
  } finally { ctx.restore(); }
  drawnFields.push({ name: v.name, text: s.text || '', placeholder: s.placeholder || '', editing: !!s.editing });
}

// The marks a text field adds to its label (the tree, the hover card).
export function textFieldMarks(v) {
  const s = v.state || {};
  return s.editing ? ['editing'] : [];
}

// What the last frame drew of each text field (scene.js empties it with the labels), for tests.
export const drawnFields = [];
window.__studioTextFields = () => drawnFields.slice();
