// The exploded 3D view (issue 42 item 4), as Xcode's view debugger and Reveal show a screen:
// every view a layer of its own, separated from its parent by its depth in the tree, so views
// that overlap on the flat screen stand apart. Built with CSS 3D transforms over the canvas
// (the canvas, its hit map, touches and selection stay as they are, in 2D, underneath): drag
// to rotate, the wheel spreads or closes the layers, "Reset" turns it back to the default
// angle. A click on a layer selects its view in the tree and inspector. It follows the scene
// (rebuilt at each update while shown) and is hidden again by the same toggle.
import { currentState } from './scene.js';
import { depthColors, cssColor, shortName } from './views.js';
import { select } from './inspector.js';

const toggle = document.getElementById('exploded-toggle');
const resetButton = document.getElementById('exploded-reset');
const wrap = document.getElementById('canvas-wrap');
const box = document.createElement('div');
box.id = 'exploded';
box.hidden = true;
const stage = document.createElement('div');
stage.className = 'stage3d';
box.append(stage);
wrap.append(box);

const DEFAULT = { x: -20, y: 30, gap: 24 };
let angle = { ...DEFAULT };
let shown = false;
let drag = null;

function applyAngle() {
  const state = currentState();
  const [sw, sh] = state ? state.screen : [390, 844];
  const fit = Math.min((box.clientWidth || 400) / (sw * 1.6), (box.clientHeight || 600) / (sh * 1.3), 1);
  stage.style.width = `${sw}px`;
  stage.style.height = `${sh}px`;
  stage.style.transform = `translate(-50%, -50%) scale(${fit}) rotateX(${angle.x}deg) rotateY(${angle.y}deg)`;
  stage.dataset.rotateX = String(angle.x);
  stage.dataset.rotateY = String(angle.y);
  for (const layer of stage.children) layer.style.transform = `translateZ(${Number(layer.dataset.depth) * angle.gap}px)`;
}

// One layer per view, windows back to front; a view's depth counts from the back window's root.
function build() {
  const state = currentState();
  stage.textContent = '';
  if (!state) return;
  let base = 0;
  for (const win of [...state.windows].reverse()) {
    let deepest = 0;
    for (const v of win.views) {
      if (v.hidden || !Array.isArray(v.frame)) continue;
      const [x, y, w, h] = v.frame;
      const layer = document.createElement('div');
      layer.className = 'layer3d';
      layer.dataset.view = v.name;
      layer.dataset.depth = String(base + v.depth);
      layer.title = v.name;
      layer.style.left = `${x}px`; layer.style.top = `${y}px`;
      layer.style.width = `${w}px`; layer.style.height = `${h}px`;
      layer.style.borderColor = depthColors[v.depth % depthColors.length];
      const bg = cssColor(v.backgroundColor);
      if (bg) layer.style.background = bg;
      if (v.alpha !== undefined) layer.style.opacity = String(Math.max(0.15, v.alpha));
      if (typeof v.text === 'string' && v.text) {
        layer.textContent = v.text;
        layer.classList.add('with-text');
        layer.style.fontSize = `${Math.min(17, h * 0.8)}px`;
      } else if (w > 60 && h > 14) {
        layer.append(Object.assign(document.createElement('span'), { className: 'name3d', textContent: shortName(v.name) }));
      }
      stage.append(layer);
      deepest = Math.max(deepest, v.depth);
    }
    base += deepest + 1;
  }
  applyAngle();
}

function setShown(on) {
  shown = on;
  box.hidden = !on;
  resetButton.hidden = !on;
  toggle.setAttribute('aria-pressed', on ? 'true' : 'false');
  if (on) build(); else stage.textContent = '';
}

toggle.onclick = () => setShown(!shown);
resetButton.onclick = () => { angle = { ...DEFAULT }; applyAngle(); };

box.addEventListener('pointerdown', e => {
  if (e.button !== 0) return;
  drag = { x: e.clientX, y: e.clientY, start: { ...angle }, moved: false, target: e.target };
  try { box.setPointerCapture(e.pointerId); } catch { /* a synthetic pointer */ }
  e.preventDefault();
});
box.addEventListener('pointermove', e => {
  if (!drag) return;
  const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
  if (Math.hypot(dx, dy) > 3) drag.moved = true;
  angle.y = Math.max(-89, Math.min(89, drag.start.y + dx * 0.4));
  angle.x = Math.max(-89, Math.min(89, drag.start.x - dy * 0.4));
  applyAngle();
});
box.addEventListener('pointerup', () => {
  // A click that did not turn the stack selects the layer under it.
  if (drag && !drag.moved) {
    const layer = drag.target.closest && drag.target.closest('.layer3d');
    if (layer) select(layer.dataset.view, true);
  }
  drag = null;
});
box.addEventListener('pointercancel', () => { drag = null; });
box.addEventListener('wheel', e => {
  e.preventDefault();
  angle.gap = Math.max(0, Math.min(80, angle.gap - Math.sign(e.deltaY) * 4));
  applyAngle();
}, { passive: false });

/// After every live update: the layers follow the scene while shown.
export function explodedAfterUpdate() { if (shown) build(); }

// For tests: whether it is shown, its angle, and its layers' views and depths.
window.__studioExploded = () => ({
  shown, angle: { ...angle },
  layers: [...stage.children].map(l => ({ view: l.dataset.view, depth: Number(l.dataset.depth), z: l.style.transform })),
});
