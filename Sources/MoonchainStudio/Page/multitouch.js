// More fingers than a mouse has: Shift-click puts down a finger that stays (click it again,
// or press Esc, to lift it), so the pointer's next drag is the third or fourth
// finger of a gesture. And touch types: a pen makes pencil touches; the menu picks what the
// mouse makes (finger or pencil), written in the timeline as the touch line's `type=pencil`.

import { fingers, fingerAt } from './overlays.js';

let api = null;   // {newId, change(id, phase, p, type, held), flush()} from scene.js

export function initMultitouch(sceneApi) { api = sceneApi; }

const menu = document.getElementById('touch-type');

/// The touch type of a pointer: a pen is a pencil; a mouse or finger is what the menu says.
export function touchTypeFor(e) {
  if (e.pointerType === 'pen') return 'pencil';
  if (e.pointerType === 'touch') return 'finger';
  return menu && menu.value === 'pencil' ? 'pencil' : 'finger';
}

/// A click on a held finger lifts it (with Shift or not: no new finger can go down on top
/// of one); a Shift-click elsewhere puts a held finger down. True when it did either.
export function heldFingerClick(e, p, px) {
  if (!api) return false;
  const under = fingerAt(p, px, true);
  if (under !== null) {
    const f = fingers.get(under);
    api.change(under, 'ended', { x: f.x, y: f.y }, f.type, true);
  } else if (e.shiftKey) {
    api.change(api.newId(), 'began', p, touchTypeFor(e), true);
  } else {
    return false;
  }
  api.flush();
  return true;
}

/// Lifts every held finger (Esc); false when none was held (Esc is then a `menu` press).
export function liftHeld() {
  if (!api) return false;
  const held = [...fingers].filter(([, f]) => f.held);
  if (!held.length) return false;
  for (const [id, f] of held) api.change(id, 'ended', { x: f.x, y: f.y }, f.type, true);
  api.flush();
  return true;
}
