// Views drawn moved sideways as the user sees them, while the host keeps their frames (the
// host hit-tests the frames; only the drawing moves):
// - a navigation's transition (rules N1–N9): the leaving and the arriving controller's root
//   views offset by the transition's progress — during an interactive back swipe and an
//   animated push or pop — sent as `state.shift` (screen points) on those root views;
// - a swiped row (rules W1–W8): the cell and its content moved by `state.swipeOffset`, its
//   actions' buttons drawn in the space it reveals (swipe.js).
// A view's shift moves its whole subtree: the update lists views parents first, so a shift
// holds for the views after it that are deeper.

// The horizontal shift of a view of its own, or 0.
export function ownShift(v) {
  const s = v.state;
  if (!s) return 0;
  return (typeof s.shift === 'number' ? s.shift : 0) + (typeof s.swipeOffset === 'number' ? s.swipeOffset : 0);
}

// Follows the shifts down one window's views in order: `at(v)` gives the shift to draw v with.
export function shiftTracker() {
  const stack = [];  // [depth, total shift] of the shifted ancestors on the current path
  return {
    at(v) {
      while (stack.length && stack[stack.length - 1][0] >= v.depth) stack.pop();
      const above = stack.length ? stack[stack.length - 1][1] : 0;
      const own = ownShift(v);
      if (own) stack.push([v.depth, above + own]);
      return above + own;
    },
    // The shift of the ancestors only (a swiped cell's buttons stay where its row is).
    above(v) {
      const top = stack.length ? stack[stack.length - 1] : null;
      if (top && top[0] === v.depth) return stack.length > 1 ? stack[stack.length - 2][1] : 0;
      return top ? top[1] : 0;
    },
  };
}

// A navigation's stack, bottom first, for its controller row in the tree: "root › detail (top)".
export function navStackLabel(v) {
  const s = v.state;
  if (!s || !Array.isArray(s.stack) || !s.stack.length) return '';
  const names = s.stack.map((name, i) => (i === s.stack.length - 1 ? `${name} (top)` : name));
  return ` [stack: ${names.join(' › ')}${s.transition ? ', ' + s.transition : ''}]`;
}

// For tests: what the last frame drew moved, by view name.
export const drawnShifts = new Map();
window.__studioShifts = () => Object.fromEntries(drawnShifts);
