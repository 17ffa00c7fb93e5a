// The view tree and the inspector (docs/Studio.md, "View tree and inspector"), as Xcode's view debugger
// shows them. The tree is built from the scene the `update` messages already carry (windows,
// controllers above their root views, views by depth); only the rows in sight are in the DOM,
// so a 2,000-view scene scrolls as a 20-view one. Selecting a view (a row, Alt-click in the
// scene, or a click in select mode) asks the server for its fields (`inspect`); an edited
// field is sent as `edit` and comes back as a timeline `lua` line, recorded like the console's.
import { currentState, setOverlay, setPicker, redraw, setLegendSelection } from './scene.js';
import { tracePath } from './views.js';
import { withFiles } from './links.js';
import { tidy } from './numbers.js';
import { whyNotSelected, whyNotClickedAt } from './whynot.js';
import { navStackLabel } from './navdraw.js';

const $ = id => document.getElementById(id);
const treeBox = $('tree');
const treeRows = $('tree-rows');
const inspectorBox = $('inspector');
const ROW = 18;          // px per tree row (fixed: the visible slice is computed from it)
const SLACK = 8;         // rows rendered above and below the visible ones

let send = () => {};
let selected = null;     // the selected view's name
let inspected = null;    // the last `inspected` message for it
let asking = false;      // an `inspect` is in flight (one at a time)
let askAgain = false;    // the scene changed while it was
let rows = [];           // the visible rows, tree order: {key, name, label, kind, depth, hidden, hasChildren}
const collapsed = new Set();  // keys of collapsed rows
const fieldErrors = new Map(); // field key -> the error of its last edit
let active = null;       // the key of the row the keyboard is on (treekeys.js): the
                         // selected view's row, or a controller's
let past = false;        // the page shows the past (time travel): the tree is the past's,
                         // the inspector still the live host's, read-only

export function setInspectorSender(fn) { send = fn; }

// ---- The tree -----------------------------------------------------------------------------

// Rows from the scene: every window (front to back), a controller row above its root view,
// each view indented by depth. A collapsed row hides the rows below it.
function buildRows() {
  const state = currentState();
  rows = [];
  if (!state) return;
  state.windows.forEach((win, w) => {
    const views = win.views;
    const extra = [];      // per view depth: controller rows above it on its path
    let hideBelow = Infinity;  // a collapsed row's display depth: deeper rows are skipped
    for (let i = 0; i < views.length; i++) {
      const v = views[i];
      const above = v.depth > 0 ? extra[v.depth - 1] : 0;
      const own = above + (v.controller ? 1 : 0);
      extra[v.depth] = own;
      const hasChildren = i + 1 < views.length && views[i + 1].depth > v.depth;
      if (v.controller) {
        const depth = v.depth + above;
        if (depth <= hideBelow) hideBelow = Infinity;
        const key = `${w}:c:${v.controller}`;
        if (hideBelow === Infinity) {
          // A navigation's row lists its stack, bottom first, the top marked (navdraw.js).
          const label = v.controller + navStackLabel(v);
          rows.push({ key, name: null, label, kind: 'controller', depth, hidden: v.hidden, hasChildren: true });
          if (collapsed.has(key)) { hideBelow = depth; continue; }
        }
      }
      const depth = v.depth + own;
      if (depth <= hideBelow) hideBelow = Infinity;
      if (hideBelow !== Infinity) continue;
      const key = `${w}:${v.name}`;
      const kind = v.control ? v.control.kind : (v.kind || 'view');
      rows.push({ key, name: v.name, label: v.name, kind, depth, hidden: !!v.hidden, hasChildren });
      if (hasChildren && collapsed.has(key)) hideBelow = depth;
    }
  });
}

// Only the rows in sight (and a few either side) are elements; the list's height is all of them.
function renderTree() {
  treeRows.style.height = `${rows.length * ROW}px`;
  const first = Math.max(0, Math.floor(treeBox.scrollTop / ROW) - SLACK);
  const last = Math.min(rows.length, Math.ceil((treeBox.scrollTop + treeBox.clientHeight) / ROW) + SLACK);
  const fragment = document.createDocumentFragment();
  for (let i = first; i < last; i++) {
    const r = rows[i];
    const row = document.createElement('div');
    row.className = 'tree-row' + (r.hidden ? ' hidden-view' : '') + (r.name && r.name === selected ? ' selected' : '')
      + (r.kind === 'controller' ? ' controller' : '');
    row.style.top = `${i * ROW}px`;
    row.style.paddingLeft = `${4 + r.depth * 12}px`;
    row.dataset.key = r.key;
    if (r.name) row.dataset.view = r.name;
    // A tree for screen readers: one treeitem per row, its level, open state and selection.
    row.id = `tree-item-${i}`;
    row.setAttribute('role', 'treeitem');
    row.setAttribute('aria-level', String(r.depth + 1));
    row.setAttribute('aria-selected', String(r.key === activeKey()));
    if (r.hasChildren) row.setAttribute('aria-expanded', String(!collapsed.has(r.key)));
    if (r.key === activeKey()) row.classList.add('active');
    const toggle = document.createElement('span');
    toggle.className = 'toggle';
    toggle.textContent = r.hasChildren ? (collapsed.has(r.key) ? '▸' : '▾') : '';
    const name = document.createElement('span');
    name.className = 'row-name';
    name.textContent = r.label;
    const kind = document.createElement('span');
    kind.className = 'row-kind';
    kind.textContent = r.kind + (r.hidden ? ' · hidden' : '');
    row.append(toggle, name, kind);
    // A long name is cut off at the pane's edge: the whole of it on hover.
    row.title = `${r.label} (${kind.textContent})`;
    fragment.append(row);
  }
  treeRows.replaceChildren(fragment);
  const at = rows.findIndex(r => r.key === activeKey());
  if (at >= first && at < last) treeBox.setAttribute('aria-activedescendant', `tree-item-${at}`);
  else treeBox.removeAttribute('aria-activedescendant');
  $('tree-count').textContent = `${countViews()} views`;
}

function countViews() {
  const state = currentState();
  return state ? state.windows.reduce((n, w) => n + w.views.length, 0) : 0;
}

treeBox.addEventListener('scroll', () => renderTree());
treeRows.addEventListener('click', e => {
  const row = e.target.closest('.tree-row');
  if (!row) return;
  if (e.target.classList.contains('toggle')) {
    const key = row.dataset.key;
    if (collapsed.has(key)) collapsed.delete(key); else collapsed.add(key);
    buildRows();
    renderTree();
    return;
  }
  active = row.dataset.key;
  if (row.dataset.view) select(row.dataset.view, false); else renderTree();
});

// The keyboard's row: the one it moved to, else the selected view's.
function activeKey() {
  if (active && rows.some(r => r.key === active)) return active;
  const row = selected ? rows.find(r => r.name === selected) : null;
  return row ? row.key : null;
}

// What treekeys.js moves through: the visible rows, opening and closing them, and the row
// the keyboard is on, which selects its view exactly as a click does.
export const tree = {
  rows: () => rows,
  activeIndex: () => rows.findIndex(r => r.key === activeKey()),
  isCollapsed: key => collapsed.has(key),
  setCollapsed(key, on) {
    if (on) collapsed.add(key); else collapsed.delete(key);
    buildRows();
    renderTree();
  },
  activate(index) {
    const r = rows[index];
    if (!r) return;
    active = r.key;
    if (index * ROW < treeBox.scrollTop) treeBox.scrollTop = index * ROW;
    else if ((index + 1) * ROW > treeBox.scrollTop + treeBox.clientHeight) treeBox.scrollTop = (index + 1) * ROW - treeBox.clientHeight;
    if (r.name) select(r.name, false); else renderTree();
  },
};

// Opens every collapsed row above the view called `name`, so its row is in the tree.
function reveal(name) {
  const state = currentState();
  if (!state) return;
  state.windows.forEach((win, w) => {
    const i = win.views.findIndex(v => v.name === name);
    if (i < 0) return;
    let depth = win.views[i].depth;
    collapsed.delete(`${w}:c:${win.views[i].controller}`);
    for (let j = i - 1; j >= 0 && depth > 0; j--) {
      const v = win.views[j];
      if (v.depth < depth) {
        collapsed.delete(`${w}:${v.name}`);
        if (v.controller) collapsed.delete(`${w}:c:${v.controller}`);
        depth = v.depth;
      }
    }
  });
}

// ---- Selecting ----------------------------------------------------------------------------

export function select(name, scrollTo) {
  if (selected !== name) fieldErrors.clear();
  selected = name;
  if (active && !active.endsWith(`:${name}`)) active = null;
  if (scrollTo) {
    reveal(name);
    buildRows();
    const i = rows.findIndex(r => r.name === name);
    if (i >= 0 && (i * ROW < treeBox.scrollTop || (i + 1) * ROW > treeBox.scrollTop + treeBox.clientHeight)) {
      treeBox.scrollTop = Math.max(0, i * ROW - treeBox.clientHeight / 2);
    }
  }
  renderTree();
  ask();
  setLegendSelection(name);
  redraw();
  whyNotSelected(name);
}

function ask() {
  if (!selected) return;
  if (asking) { askAgain = true; return; }
  asking = true;
  send({ type: 'inspect', view: selected });
}

// The view a click at scene point p lands on as it is drawn: the frontmost window's last
// (topmost) visible view whose drawn rect holds the point, as Xcode's view debugger picks —
// whether or not a touch there would reach it (the why panel says where a touch goes).
function pick(p) {
  const state = currentState();
  if (!state) return null;
  for (const win of state.windows) {
    for (let i = win.views.length - 1; i >= 0; i--) {
      const v = win.views[i];
      if (v.hidden) continue;
      const [x, y, w, h] = v.frame;
      if (p.x < x || p.y < y || p.x >= x + w || p.y >= y + h) continue;
      if (v.clip) {
        const [cx, cy, cw, ch] = v.clip;
        if (p.x < cx || p.y < cy || p.x >= cx + cw || p.y >= cy + ch) continue;
      }
      return v.name;
    }
  }
  return null;
}

setPicker(p => {
  const name = pick(p);
  if (name) whyNotClickedAt(p);
  if (name) select(name, true);
}, () => selecting());

const selectMode = $('select-mode');
selectMode.onclick = () => {
  const on = selectMode.getAttribute('aria-pressed') !== 'true';
  selectMode.setAttribute('aria-pressed', on ? 'true' : 'false');
  document.body.classList.toggle('selecting', on);
};
export function selecting() { return selectMode.getAttribute('aria-pressed') === 'true'; }

// The selected view drawn over the scene: its outline, filled lightly, and its name.
setOverlay((ctx, px) => {
  const state = currentState();
  if (!selected || !state) return;
  for (const win of state.windows) {
    const v = win.views.find(view => view.name === selected);
    if (!v) continue;
    ctx.save();
    tracePath(ctx, v);
    ctx.fillStyle = 'rgba(24, 119, 242, 0.18)';
    ctx.fill();
    ctx.lineWidth = 2 * px;
    ctx.strokeStyle = '#1877f2';
    ctx.setLineDash([6 * px, 3 * px]);
    ctx.stroke();
    ctx.restore();
    return;
  }
});

// ---- Messages -------------------------------------------------------------------------------

// After every `update`: the tree follows the scene, and the inspector is asked again.
// `rowsChanged`: false when the update changed no row (scene.js's setState says so): a touch
// on a 2,000-view scene changes a view's alpha, and the tree stays as it is.
export function afterUpdate(rowsChanged = true) {
  if (rowsChanged) {
    buildRows();
    renderTree();
  }
  if (selected) ask();
}

// Time travel (pastview.js): the tree follows the past's scene as drawn, without asking the
// live host (the inspector keeps the live answer it has, marked read-only).
export function showTree() {
  buildRows();
  renderTree();
  redraw();
}

// While the past is shown, the inspector says so and edits are off: an edit would change the
// live host, not the past on screen. Back to live (or Resume) makes it editable again.
export function setPastMode(on) {
  if (past === on) return;
  past = on;
  showInspector();
}

// The `inspected` and `edited` answers (main.js's dispatch table calls these).
export function showInspected(m) {
  asking = false;
  if (m.view !== selected) { if (askAgain) { askAgain = false; ask(); } return; }
  inspected = m;
  showInspector();
  if (askAgain) { askAgain = false; ask(); }
}
export function showEdited(m) {
  if (m.view !== selected) return;
  if (m.error) fieldErrors.set(m.field, m.error); else fieldErrors.delete(m.field);
  showInspector();
}

// ---- The inspector --------------------------------------------------------------------------

function section(title, parent = inspectorBox) {
  const box = document.createElement('div');
  box.className = 'inspector-section';
  const h = document.createElement('h3');
  h.textContent = title;
  box.append(h);
  parent.append(box);
  return box;
}

function line(parent, text, className) {
  const div = document.createElement('div');
  div.textContent = text;
  if (className) div.className = className;
  parent.append(div);
  return div;
}

// The inspector is built once per view (and set of fields) and then refreshed in place: an
// input being typed in keeps its text and its element (the refresh after every update would
// otherwise take it away under the user's cursor).
let shownKey = null;

function showInspector() {
  const m = inspected;
  if (!m) { inspectorBox.replaceChildren(); shownKey = null; return; }
  const key = (past ? 'past ' : '') + (m.missing ? `${m.view} missing` : `${m.view} ${m.fields.map(f => f.key + (f.editable ? '+' : '-')).join(',')}`);
  if (key !== shownKey) { buildInspector(m); shownKey = key; }
  for (const f of m.missing ? [] : m.fields) {
    const input = inspectorBox.querySelector(`input[data-field="${f.key}"]`);
    if (input && document.activeElement !== input) input.value = tidy(f.value);
    const error = inspectorBox.querySelector(`.field-error[data-field="${f.key}"]`);
    // The message's first line; its traceback is in the console, folded.
    if (error) { error.textContent = (fieldErrors.get(f.key) || '').split('\n')[0]; error.hidden = !fieldErrors.has(f.key); }
  }
  if (!m.missing) showExtras(m);
}

function buildInspector(m) {
  inspectorBox.replaceChildren();
  const head = line(inspectorBox, `${m.view}`, 'inspector-title');
  head.dataset.view = m.view;
  if (past) line(inspectorBox, 'Showing the past: this inspector shows the live host and is read-only. Back to live or Resume from here to edit.', 'note past-note');
  if (m.missing) { line(inspectorBox, 'This view is not in the scene now (removed from its window, or the scene was rebuilt without it).', 'note'); return; }
  line(inspectorBox, [m.kind, m.window && `in ${m.window}`, m.controller && `root view of ${m.controller}`].filter(Boolean).join(' · '), 'subtitle');
  if (m.note) line(inspectorBox, m.note, 'note');
  const groups = { view: 'View', control: 'Control', scroll: 'Scroll view', cell: 'Cell' };
  let box = null, group = null;
  for (const f of m.fields) {
    if (f.group !== group) { group = f.group; box = section(groups[group] || group); }
    const row = document.createElement('label');
    row.className = 'field';
    const key = document.createElement('span');
    key.className = 'field-key';
    key.textContent = f.key;
    const input = document.createElement('input');
    input.dataset.field = f.key;
    input.value = tidy(f.value);
    input.title = f.hint;
    input.spellcheck = false;
    if (!f.editable || past) { input.readOnly = true; input.classList.add('readonly'); }
    input.addEventListener('keydown', e => {
      if (e.key === 'Enter' && f.editable && !past && input.value.trim() !== '') {
        send({ type: 'edit', view: m.view, field: f.key, value: input.value.trim() });
        input.blur();
      } else if (e.key === 'Escape') {
        input.blur();
        showInspector();
      }
    });
    row.append(key, input);
    box.append(row);
    const error = line(box, '', 'field-error');
    error.dataset.field = f.key;
    error.hidden = true;
  }
  const extras = document.createElement('div');
  extras.id = 'inspector-extras';
  inspectorBox.append(extras);
}

// Gestures (their state changes as touches come), the behaviour and the responder chain.
function showExtras(m) {
  const extras = $('inspector-extras');
  if (!extras) return;
  extras.replaceChildren();
  const gestures = section('Gesture recognizers', extras);
  if (!m.gestures.length) line(gestures, 'none', 'muted');
  for (const g of m.gestures) {
    line(gestures, `${g.name} (${g.kind}) — ${g.state}${g.enabled ? '' : ', disabled'}`, `gesture state-${g.state}`);
  }
  const behaviour = section('Behaviour', extras);
  if (!m.behaviour) line(behaviour, 'none: the host defaults answer', 'muted');
  else {
    line(behaviour, m.behaviour.file ? `${m.behaviour.name} (${m.behaviour.file})` : m.behaviour.name, 'behaviour-name');
    for (const method of m.behaviour.methods) {
      // Shown by the file's bare name; the link goes to the file itself (`path`).
      const file = method.location.replace(/:\d+$/, '');
      withFiles(line(behaviour, `${method.name} — ${method.location}`, 'method'), method.path ? { [file]: method.path } : null);
    }
  }
  const chain = section('Responder chain', extras);
  const list = document.createElement('ol');
  list.className = 'chain';
  for (const r of m.chain) {
    const item = document.createElement('li');
    item.textContent = `${r.name} (${r.kind})`;
    item.dataset.view = r.name;
    list.append(item);
  }
  chain.append(list);
  // A link in the chain selects that responder when it is a view.
  list.onclick = e => {
    const item = e.target.closest('li');
    const state = currentState();
    if (item && state && state.windows.some(w => w.views.some(v => v.name === item.dataset.view))) select(item.dataset.view, true);
  };
}
