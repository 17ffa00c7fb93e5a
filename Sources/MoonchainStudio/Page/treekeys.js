// Keyboard navigation of the view tree, as Xcode's debug navigator and Chrome's Elements panel
// do it: with the tree focused, ↑/↓ move to the previous/next visible row, → opens a closed row
// or moves to its first child, ← closes an open row or moves to its parent, Home/End go to the
// first/last row. Moving onto a view selects it exactly as a click does (the inspector follows).
// The tree keeps ← and → while it has focus: time travel's step keys (timetravel.js) work
// elsewhere on the page.
import { tree } from './inspector.js';

const box = document.getElementById('tree');

function move(e) {
  const rows = tree.rows();
  if (!rows.length) return false;
  const at = tree.activeIndex();
  const row = rows[at];
  switch (e.key) {
    case 'ArrowDown': tree.activate(at < 0 ? 0 : Math.min(rows.length - 1, at + 1)); return true;
    case 'ArrowUp': tree.activate(at < 0 ? 0 : Math.max(0, at - 1)); return true;
    case 'Home': tree.activate(0); return true;
    case 'End': tree.activate(rows.length - 1); return true;
    case 'ArrowRight':
      if (!row) { tree.activate(0); return true; }
      if (row.hasChildren && tree.isCollapsed(row.key)) tree.setCollapsed(row.key, false);
      else if (row.hasChildren && rows[at + 1] && rows[at + 1].depth > row.depth) tree.activate(at + 1);
      return true;
    case 'ArrowLeft': {
      if (!row) { tree.activate(0); return true; }
      if (row.hasChildren && !tree.isCollapsed(row.key)) { tree.setCollapsed(row.key, true); return true; }
      for (let i = at - 1; i >= 0; i--) if (rows[i].depth < row.depth) { tree.activate(i); break; }
      return true;
    }
    default: return false;
  }
}

if (box) {
  box.setAttribute('role', 'tree');
  box.addEventListener('keydown', e => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (!move(e)) return;
    // The tree's keys: not the page's scrolling, not time travel's steps.
    e.preventDefault();
    e.stopPropagation();
  });
}
