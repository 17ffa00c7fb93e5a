// Why not (issue 42 item 2): why a touch at a point does not reach, or may not activate, a
// chosen view — the ancestor that refused and its rule, the sibling in front that took it, the
// scroll view that holds or cancels it, the recognizer that would win, the control that
// declines to track. The server runs the core's query (`SceneExplainer.whyNot`, the same as
// `moonchain explain --why-not` and the MCP server's `why_not`) on the live scene; this module
// only asks and shows the paragraph at the top of the why panel.
//
// The view is the one selected (a tree row, an Alt-click or a click in select mode); the point
// is the newest of the last touch's start and the selecting click's point (an Alt-click asks
// about the very point clicked), else the view's centre. A new touch asks again for the view
// selected. Only the newest question's answer is shown (an older one arriving late is dropped).
import { num, tidy } from './numbers.js';
import { currentState } from './scene.js';

let send = () => {};
let point = null;       // {x, y, from} the question is about: 'touch N', 'click' or 'centre'
let view = null;        // the selected view
let asked = null;       // the newest {view, x, y} sent
const box = document.getElementById('why-not');
const button = document.getElementById('why-not-ask');

export function setWhyNotSender(fn) { send = fn; }

function centreOf(name) {
  const state = currentState();
  for (const win of (state && state.windows) || []) {
    const v = win.views.find(candidate => candidate.name === name);
    if (v) { const [x, y, w, h] = v.frame; return { x: x + w / 2, y: y + h / 2, from: 'its centre' }; }
  }
  return null;
}

function ask() {
  if (!view) return;
  const p = point || centreOf(view);
  if (!p) return;
  asked = { view, x: p.x, y: p.y, from: p.from };
  box.hidden = false;
  box.classList.add('asking');
  send({ type: 'whyNot', view, x: p.x, y: p.y });
}

/// A view was selected (tree, Alt-click, select mode): ask about it at the current point.
export function whyNotSelected(name) {
  button.disabled = !name;
  if (name === view && asked && point && asked.x === point.x && asked.y === point.y) return;
  view = name;
  ask();
}

/// A selecting click at scene point p: the question is about that point.
export function whyNotClickedAt(p) { point = { x: p.x, y: p.y, from: 'the click' }; }

/// A new touch's why (the `why` message): its start is the point from now on, and the view
/// selected is asked about again.
export function whyNotTouch(m) {
  if (m.touch === null || !m.explain || !m.explain.point) return;
  const [x, y] = m.explain.point;
  point = { x, y, from: `touch ${m.touch}` };
  ask();
}

/// A new host (Reset, an import, a resume): the answer was about the old scene.
export function clearWhyNot() {
  point = null;
  asked = null;
  box.textContent = '';
  box.hidden = true;
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/// The `whyNot` answer.
export function showWhyNot(m) {
  if (!asked || m.view !== asked.view || m.x !== asked.x || m.y !== asked.y) return;
  box.classList.remove('asking');
  box.textContent = '';
  const at = `(${num(m.x)}, ${num(m.y)})`;
  box.append(el('h3', '', `Why not ${m.view}? A touch at ${at} (${asked.from})`));
  if (m.error) { box.append(el('p', 'miss', m.error)); return; }
  const a = m.answer;
  const paragraph = el('p', a.reaches && !a.activation.some(f => f.kind !== 'recognizerRefusedByControl')
    ? 'reaches' : 'blocked', tidy(a.sentence));
  paragraph.dataset.reaches = String(a.reaches);
  box.append(paragraph);
  const findings = (a.blocker ? [a.blocker] : []).concat(a.activation);
  if (findings.length) {
    const list = el('ul');
    for (const f of findings) {
      const li = el('li', '', `[${f.rules.join(', ')}] ${tidy(f.text)}`);
      li.dataset.kind = f.kind;
      if (f.subject) li.dataset.subject = f.subject;
      list.append(li);
    }
    const details = el('details');
    details.append(el('summary', '', `${findings.length} finding${findings.length === 1 ? '' : 's'}, each with its rule`), list);
    box.append(details);
  }
}

button.onclick = () => { if (view) { asked = null; ask(); } };
