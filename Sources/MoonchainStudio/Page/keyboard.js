// The on-screen keyboard (rule X6): the host's window named `keyboard`, shown at the bottom of the
// screen while a text field (or a view with `keyboard = true`) is first responder. Its frame is
// the window's; the page draws keys in it so the scene looks like the device (the host's
// keyboard takes touches as a window, it has no keys to hit: typing is the real keyboard's).

export const KEYBOARD_WINDOW = 'keyboard';

const rows = [
  ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p'],
  ['a', 's', 'd', 'f', 'g', 'h', 'j', 'k', 'l'],
  ['⇧', 'z', 'x', 'c', 'v', 'b', 'n', 'm', '⌫'],
  ['123', 'space', 'return'],
];

export function isKeyboardWindow(v, win) { return v.depth === 0 && win.name === KEYBOARD_WINDOW; }

export function drawKeyboard(ctx, v, px) {
  const [x, y, w, h] = v.frame;
  ctx.save();
  try {
    ctx.fillStyle = '#d1d3d9';
    ctx.fillRect(x, y, w, h);
    const gap = Math.max(2, w / 70);
    const rowH = (h - gap * (rows.length + 1)) / rows.length;
    const unit = (w - gap * 11) / 10;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `${Math.max(6, Math.min(18, rowH * 0.45))}px system-ui, sans-serif`;
    rows.forEach((row, r) => {
      const ky = y + gap + r * (rowH + gap);
      const wide = k => k.length > 1 || k === '⇧' || k === '⌫';
      const widths = row.map(k => (k === 'space' ? unit * 5 + gap * 4 : wide(k) ? unit * 1.5 : unit));
      const total = widths.reduce((a, b) => a + b, 0) + gap * (row.length - 1);
      let kx = x + (w - total) / 2;
      row.forEach((k, i) => {
        ctx.fillStyle = wide(k) ? '#adb1bb' : '#fff';
        ctx.fillRect(kx, ky, widths[i], rowH);
        ctx.fillStyle = '#1a1a1a';
        ctx.fillText(k, kx + widths[i] / 2, ky + rowH / 2);
        kx += widths[i] + gap;
      });
    });
    ctx.textAlign = 'start';
    ctx.textBaseline = 'top';
    ctx.font = `${11 * px}px system-ui, sans-serif`;
    ctx.fillStyle = '#495057';
    ctx.fillText('keyboard (type on your keyboard with the scene focused)', x + 3 * px, y + 2 * px, w - 6 * px);
  } finally { ctx.restore(); }
  drawnKeyboards.push([x, y, w, h]);
}

// The keyboard frames the last frame drew, for tests.
export const drawnKeyboards = [];
window.__studioKeyboards = () => drawnKeyboards.slice();
