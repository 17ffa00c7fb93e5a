// What is drawn over the views: the fingers that are down (position, id, phase, and whether
// a Shift-click holds them) and the recognizers in the middle of a gesture on their views.

/// touch id → {x, y, phase, type, held} in scene points, while the finger is down.
export const fingers = new Map();
/// The page's touch id → the session's (`touchIDs`): the id the timeline and why panel use.
const sessionIDs = new Map();

export function setTouchIDs(pairs) {
  for (const [page, session] of pairs) sessionIDs.set(page, session);
}

/// Notes a touch's change (scene.js calls it for every touch it sends).
export function noteTouch(id, phase, p, type, held) {
  if (phase === 'ended' || phase === 'cancelled') { fingers.delete(id); sessionIDs.delete(id); return; }
  const before = fingers.get(id);
  fingers.set(id, { x: p.x, y: p.y, phase, type, held: held ?? (before ? before.held : false) });
}

/// The finger under scene point p (within its drawn circle), if any.
export function fingerAt(p, px, onlyHeld) {
  for (const [id, f] of fingers) {
    if (onlyHeld && !f.held) continue;
    if (Math.hypot(f.x - p.x, f.y - p.y) <= 16 * px) return id;
  }
  return null;
}

function fingerLabel(id, f) {
  return `${sessionIDs.get(id) ?? id} ${f.phase}${f.type === 'pencil' ? ' pencil' : ''}${f.held ? ' (held)' : ''}`;
}

/// The scene rects [x, y, w, h] `drawFingers` paints now (its disc or diamond and its label):
/// scene.js repaints where a finger was and where it is, not the whole scene.
export function fingerRects(ctx, px) {
  const rects = [];
  if (!fingers.size) return rects;
  ctx.save();
  ctx.font = `${11 * px}px system-ui, sans-serif`;
  for (const [id, f] of fingers) {
    const width = ctx.measureText(fingerLabel(id, f)).width;
    rects.push([f.x - 16 * px, f.y - 16 * px, 37 * px + width, 32 * px]);
  }
  ctx.restore();
  return rects;
}

// Each finger: a disc (a pencil a smaller diamond), ringed solid while moving and dashed when
// held by a Shift-click, with "ID PHASE" beside it.
export function drawFingers(ctx, px) {
  for (const [id, f] of fingers) {
    ctx.save();
    ctx.beginPath();
    ctx.fillStyle = f.held ? 'rgba(120,90,255,0.40)' : 'rgba(255,140,0,0.45)';
    ctx.strokeStyle = f.held ? '#5f3dc4' : '#d9480f';
    ctx.lineWidth = 2 * px;
    if (f.held) ctx.setLineDash([4 * px, 3 * px]);
    if (f.type === 'pencil') {
      const r = 9 * px;
      ctx.moveTo(f.x, f.y - r); ctx.lineTo(f.x + r, f.y); ctx.lineTo(f.x, f.y + r); ctx.lineTo(f.x - r, f.y); ctx.closePath();
    } else {
      ctx.arc(f.x, f.y, 14 * px, 0, Math.PI * 2);
    }
    ctx.fill(); ctx.stroke();
    ctx.setLineDash([]);
    ctx.font = `${11 * px}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    const label = fingerLabel(id, f);
    // On a light box: readable over any colour the scene paints.
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fillRect(f.x + 15 * px, f.y - 7 * px, ctx.measureText(label).width + 4 * px, 14 * px);
    ctx.fillStyle = '#111';
    ctx.fillText(label, f.x + 17 * px, f.y - 6 * px);
    ctx.restore();
  }
}

const stateColors = { began: '#2b8a3e', changed: '#1971c2', ended: '#5f3dc4', cancelled: '#c92a2a', failed: '#868e96' };

/// The scene rects `drawGestureStates` paints now: each such view's outline (3 px wide) and its
/// labels, which may be wider than the view.
export function gestureRects(ctx, state, px) {
  const rects = [];
  ctx.save();
  ctx.font = `bold ${11 * px}px system-ui, sans-serif`;
  for (const win of state.windows) {
    for (const v of win.views) {
      if (!v.gestureStates || !v.gestureStates.length || v.hidden) continue;
      const [x, y, w, h] = v.frame;
      let width = w;
      for (const g of v.gestureStates) {
        width = Math.max(width, ctx.measureText(`${g.name} (${g.kind}): ${g.state}`).width + 8 * px);
      }
      const top = Math.min(y, y + h - 16 * px - (v.gestureStates.length - 1) * 14 * px);
      rects.push([x - 2 * px, top - 2 * px, width + 4 * px, y + h - top + 4 * px]);
    }
  }
  ctx.restore();
  return rects;
}

// A view whose recognizers are mid-gesture: its outline in the state's colour and, along its
// bottom edge inside it, "NAME (KIND): STATE" for each.
export function drawGestureStates(ctx, state, px) {
  drawnGestures = [];
  for (const win of state.windows) {
    for (const v of win.views) {
      if (!v.gestureStates || !v.gestureStates.length || v.hidden) continue;
      const [x, y, w, h] = v.frame;
      ctx.save();
      const first = stateColors[v.gestureStates[0].state] || '#1971c2';
      ctx.strokeStyle = first;
      ctx.lineWidth = 3 * px;
      ctx.strokeRect(x, y, w, h);
      ctx.font = `bold ${11 * px}px system-ui, sans-serif`;
      ctx.textBaseline = 'bottom';
      v.gestureStates.forEach((g, i) => {
        const text = `${g.name} (${g.kind}): ${g.state}`;
        drawnGestures.push({ view: v.name, text });
        const ty = y + h - 3 * px - i * 14 * px;
        const width = ctx.measureText(text).width;
        ctx.fillStyle = 'rgba(255,255,255,0.85)';
        ctx.fillRect(x + 2 * px, ty - 13 * px, width + 6 * px, 13 * px);
        ctx.fillStyle = stateColors[g.state] || '#1971c2';
        ctx.fillText(text, x + 5 * px, ty);
      });
      ctx.restore();
    }
  }
}

// For tests: what is drawn, as data.
let drawnGestures = [];
window.__studioGestureLabels = () => drawnGestures;
window.__studioFingers = () => [...fingers].map(([id, f]) => ({ id, touch: sessionIDs.get(id) ?? null, ...f }));
