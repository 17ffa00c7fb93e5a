// A swiped row's action buttons (rules W1–W8), drawn in the space its content left: on the
// trailing side when `swipeOffset` is negative, on the leading side when positive; each button
// an equal share of that space, first outermost (the edge's side), with its title; destructive
// ones red, normal ones grey, as UIKit's. The cell sends `swipeOffset` and `swipeActions`.

const COLORS = { destructive: '#ff3b30', normal: '#8e8e93' };

export function drawSwipeActions(ctx, v, dx, px) {
  const s = v.state || {};
  const actions = Array.isArray(s.swipeActions) ? s.swipeActions : [];
  const offset = s.swipeOffset;
  if (!actions.length || typeof offset !== 'number' || offset === 0) return;
  const [x, y, w, h] = v.frame;
  const room = Math.min(Math.abs(offset), w);
  const each = room / actions.length;
  ctx.save();
  try {
    ctx.translate(dx, 0);
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `${Math.max(6, Math.min(15, h * 0.35))}px system-ui, sans-serif`;
    actions.forEach((action, i) => {
      // First outermost: at the row's edge on the shown side.
      const bx = offset < 0 ? x + w - (i + 1) * each : x + i * each;
      ctx.fillStyle = COLORS[action.style] || COLORS.normal;
      ctx.fillRect(bx, y, each, h);
      ctx.fillStyle = '#fff';
      ctx.fillText(String(action.title), bx + each / 2, y + h / 2, Math.max(each - 4 * px, 4 * px));
      drawnButtons.push({ cell: v.name, title: String(action.title), style: action.style, x: bx, width: each });
    });
  } finally { ctx.restore(); }
}

// The buttons the last frame drew, for tests.
export const drawnButtons = [];
window.__studioSwipeButtons = () => drawnButtons.slice();
