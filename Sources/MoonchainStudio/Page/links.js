// `file:line` in the why panel and the console become links that open the file in an editor
// (the URL template of `moonchain studio --editor-url`, `{path}` and `{line}` filled in), each
// with a copy button for "PATH:LINE". The panels are left as they are: new text in them is
// linked as it arrives (a MutationObserver), so every writer of those panels gets it.
//
// The text shows a location short (a handler by its file's bare name; Lua shortens a long
// path from the left, "...dio/close_button.lua:5"); the server says which absolute file each
// label means, and the element showing it carries that as `data-files` (label → path; see
// `withFiles`). A link goes to that file, wherever it lives (a subfolder, a `--plugins`
// folder). Only a label no message explained falls back to the scene's folder.

let template = 'vscode://file/{path}:{line}';
let folder = '';

/// From `welcome`: the template and the scene's absolute path.
export function setEditor(urlTemplate, scenePath) {
  if (typeof urlTemplate === 'string' && urlTemplate) template = urlTemplate;
  if (typeof scenePath === 'string') folder = scenePath.replace(/\/[^/]*$/, '');
}

/// The absolute path a `file:line` in a message means.
export function absolutePath(file) {
  if (file.startsWith('/')) return file;
  if (file.startsWith('...')) return `${folder}/${file.replace(/^.*\//, '').replace(/^\.\.\./, '')}`;
  return `${folder}/${file.replace(/^\.\//, '')}`;
}

/// The editor URL for path and line, encoded as the server's EditorURLTemplate does it.
export function editorURL(path, line) {
  const encoded = encodeURI(path).replace(/[?#&]/g, c => encodeURIComponent(c));
  // `vscode://file/{path}` with `/work/a.lua`: one slash between, not two.
  const joined = encoded.startsWith('/') ? template.split('/{path}').join('{path}') : template;
  return joined.split('{path}').join(encoded).split('{line}').join(String(line));
}

// `(?<!…)`: a path right after `>` is the end of `<built-in>/NAME.lua`, which is no file.
const pattern = /(?<![>\w.\-/~+@])((?:\.\.\.)?[\w.\-/~+@]*[\w\-+@]\.lua):(\d+)/g;

/// Marks `element` with the server's absolute files for the labels it shows (a message's
/// `files` object); the links made in it go there.
export function withFiles(element, files) {
  if (files && typeof files === 'object' && Object.keys(files).length) element.dataset.files = JSON.stringify(files);
  return element;
}

// The absolute path the server gave for `file` on the nearest element that names it.
function knownPath(node, file) {
  for (let e = node.parentElement; e; e = e.parentElement) {
    if (!e.dataset || !e.dataset.files) continue;
    try {
      const path = JSON.parse(e.dataset.files)[file];
      if (typeof path === 'string' && path.startsWith('/')) return path;
    } catch { /* not ours: go on up */ }
  }
  return null;
}

async function copy(text) {
  try { await navigator.clipboard.writeText(text); return true; } catch { /* not allowed: below */ }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  return done;
}

function linkText(node) {
  const text = node.nodeValue;
  pattern.lastIndex = 0;
  if (!pattern.test(text)) return;
  pattern.lastIndex = 0;
  const parts = document.createDocumentFragment();
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    parts.append(text.slice(at, m.index));
    const path = knownPath(node, m[1]) || absolutePath(m[1]);
    const a = document.createElement('a');
    a.className = 'file-link';
    a.href = editorURL(path, Number(m[2]));
    a.textContent = m[0];
    a.title = `Open ${path}:${m[2]} in the editor`;
    a.dataset.path = path;
    a.dataset.line = m[2];
    // The copy button has no text of its own (the icon is CSS), so panels read the same.
    const button = document.createElement('button');
    button.className = 'copy-link';
    button.type = 'button';
    button.title = `Copy ${path}:${m[2]}`;
    button.setAttribute('aria-label', button.title);
    button.onclick = async e => {
      e.preventDefault(); e.stopPropagation();
      button.classList.toggle('copied', await copy(`${path}:${m[2]}`));
    };
    parts.append(a, button);
    at = m.index + m[0].length;
  }
  parts.append(text.slice(at));
  node.replaceWith(parts);
}

function linkIn(root) {
  if (root.nodeType === Node.TEXT_NODE) {
    if (root.parentElement && !root.parentElement.closest('a.file-link')) linkText(root);
    return;
  }
  if (root.nodeType !== Node.ELEMENT_NODE || root.matches('a.file-link')) return;
  // Most entries name no file: one look at all their text spares walking each text node
  // (every location the pattern finds has ".lua:" in it).
  if (!root.textContent.includes('.lua:')) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  for (const n of nodes) if (!n.parentElement.closest('a.file-link')) linkText(n);
}

const observer = new MutationObserver(records => {
  for (const r of records) for (const n of r.addedNodes) if (n.isConnected) linkIn(n);
});
// Every panel that shows a location: the live and past why and console, the inspector's
// methods and the "old code running" banner.
for (const id of ['why', 'console', 'why-past', 'console-past', 'inspector', 'banner']) {
  const box = document.getElementById(id);
  if (box) observer.observe(box, { childList: true, subtree: true });
}
