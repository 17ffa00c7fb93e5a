// Dark mode: follows the system's prefers-color-scheme until the toggle picks one; the pick is
// kept in localStorage. The page's own colours change (canvas.css, `html[data-theme]`); the
// scene keeps its light ground and its colours: it is the device's screen, and a scene's
// own backgroundColor (often white) must not hide labels drawn for a dark ground.

const KEY = 'moonchain-studio-theme';
const media = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
const toggle = document.getElementById('theme-toggle');
let redraw = () => {};
let picked = null;
try { picked = localStorage.getItem(KEY); } catch { picked = null; }

export function setThemeRedraw(fn) { redraw = fn; }

/// The theme in force: the one picked with the toggle, else the system's.
export function currentTheme() {
  if (picked === 'dark' || picked === 'light') return picked;
  return media && media.matches ? 'dark' : 'light';
}

function apply() {
  const theme = currentTheme();
  document.documentElement.dataset.theme = theme;
  if (toggle) {
    toggle.textContent = theme === 'dark' ? '☀ Light' : '☾ Dark';
    toggle.title = `Switch to the ${theme === 'dark' ? 'light' : 'dark'} theme (the system's is followed until you pick)`;
    toggle.setAttribute('aria-pressed', String(theme === 'dark'));
  }
  redraw();
}

if (toggle) {
  toggle.onclick = () => {
    picked = currentTheme() === 'dark' ? 'light' : 'dark';
    try { localStorage.setItem(KEY, picked); } catch { /* storage off: the pick holds for this page */ }
    apply();
  };
}
if (media && media.addEventListener) media.addEventListener('change', apply);
apply();
