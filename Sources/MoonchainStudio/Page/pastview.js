// What the rest of the page shows while time travel shows the past (timetravel.js): the view
// tree is the past's scene (the `past` message carries its windows, drawn like an update's);
// the inspector still answers from the live host, so it says so and is read-only (an edit
// would change the live host, not the past on screen); the hit map, sampled on the live host
// too, is hidden with a note in its legend. Back to live or Resume from here restores all three.
import { setPastShown } from './scene.js';
import { setPastMode, showTree } from './inspector.js';

document.addEventListener('studio:past', e => {
  const on = e.detail.past;
  setPastShown(on);
  setPastMode(on);
});
document.addEventListener('studio:pastscene', () => showTree());
