// The real keyboard, while the scene has focus, as the hardware keyboard of the scene (rule K1):
// each key down and up is a `key` message (a timeline `key down|up KEY [MODS]` line), so key
// commands (K2–K4) and an editing text field (K5) see it as a device's keyboard; what no KEY
// can carry (pasted text, a '#' that is not Shift-3) is a `text` message (a `text` line).
//
// KEY names follow the contract: a letter is its lower-case key with `shift` among the MODS
// (the host types "A" for `a` with shift, as UIKit's UIKey does); a digit or US punctuation
// is its unshifted key, so Shift-3 is `3 shift` ('#' starts a comment in a timeline line).

import { drawnFields } from './textinput.js';

const named = {
  Enter: 'return', NumpadEnter: 'return', Escape: 'escape', Backspace: 'delete', Tab: 'tab', Space: 'space',
  ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', Home: 'home', End: 'end',
  PageUp: 'pageUp', PageDown: 'pageDown',
  MetaLeft: 'cmd', MetaRight: 'cmd', OSLeft: 'cmd', OSRight: 'cmd', AltLeft: 'alt', AltRight: 'alt',
  ControlLeft: 'ctrl', ControlRight: 'ctrl', ShiftLeft: 'shift', ShiftRight: 'shift', CapsLock: 'capsLock',
};
for (let n = 1; n <= 12; n++) named['F' + n] = 'f' + n;
// The same names by KeyboardEvent.key, for events without a `code` (synthetic ones).
const namedByKey = {
  Enter: 'return', Escape: 'escape', Backspace: 'delete', Tab: 'tab', ' ': 'space', ArrowUp: 'up',
  ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', Home: 'home', End: 'end', PageUp: 'pageUp',
  PageDown: 'pageDown', Meta: 'cmd', Alt: 'alt', Control: 'ctrl', Shift: 'shift', CapsLock: 'capsLock',
};
for (let n = 1; n <= 12; n++) namedByKey['F' + n] = 'f' + n;
const usPunctuation = {
  Minus: '-', Equal: '=', BracketLeft: '[', BracketRight: ']', Backslash: '\\', Semicolon: ';', Quote: "'",
  Backquote: '`', Comma: ',', Period: '.', Slash: '/',
};
const modifierFlag = { cmd: 'cmd', alt: 'alt', ctrl: 'ctrl', shift: 'shift', capsLock: 'alphaShift' };

// Whether a key down belongs to a composition (a dead key such as Option-E, a key typed while an
// IME composes): it is not a key of its own, the text it composes comes at the composition's end.
function composes(e) {
  return e.isComposing || e.key === 'Dead' || e.key === 'Process' || e.keyCode === 229;
}

// The contract's KEY for a KeyboardEvent, or null when it names none (a dead key, IME). A
// character typed plainly is the character the layout gives (so a French or German layout
// types what it shows); with Cmd, Ctrl or Alt held it is the key's US name (Alt-S would give
// "ß", but a key command asks for "s" with alt).
export function keyName(e) {
  if (named[e.code]) return named[e.code];
  const chars = [...(e.key || '')];
  const plain = !e.metaKey && !e.ctrlKey && !e.altKey;
  if (plain && chars.length === 1 && !/\s/.test(e.key)) {
    if (e.key === '#') return e.code === 'Digit3' ? '3' : null;
    // A capital with Shift is its letter's key shifted; without (Caps Lock) the capital itself.
    return /^[A-Z]$/.test(e.key) && e.shiftKey ? e.key.toLowerCase() : e.key;
  }
  const letter = /^Key([A-Z])$/.exec(e.code || '');
  if (letter) return letter[1].toLowerCase();
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(e.code || '');
  if (digit) return digit[1];
  if (usPunctuation[e.code]) return usPunctuation[e.code];
  if (namedByKey[e.key]) return namedByKey[e.key];
  if (chars.length !== 1 || e.key === '#' || /\s/.test(e.key)) return null;
  return /^[A-Z]$/.test(e.key) ? e.key.toLowerCase() : e.key;
}

// MODS held with the event, the key's own flag left out (a Shift key down is `shift`, not
// `shift shift`).
export function modifiers(e, key) {
  const mods = [];
  if (e.metaKey) mods.push('cmd');
  if (e.altKey) mods.push('alt');
  if (e.ctrlKey) mods.push('ctrl');
  if (e.shiftKey) mods.push('shift');
  if (e.getModifierState && e.getModifierState('CapsLock')) mods.push('alphaShift');
  return mods.filter(m => m !== modifierFlag[key]);
}

// Browser shortcuts the page keeps even with the scene focused (reload, close, new tab or
// window, quit, the address bar, DevTools, full screen): not sent, not prevented.
export function browserShortcut(e) {
  if (['F5', 'F11', 'F12'].includes(e.key)) return true;
  if (!(e.metaKey || e.ctrlKey)) return false;
  return ['r', 'w', 't', 'n', 'q', 'l', 'Tab'].includes(e.key.length === 1 ? e.key.toLowerCase() : e.key)
    || (e.shiftKey && ['i', 'j', 'c'].includes((e.key || '').toLowerCase()));
}

// The keys this page holds down in the scene (by `code`), so each gets its key up: on its own
// keyup, when the scene loses focus, and when Cmd goes up (macOS sends no keyup for a key
// released while Cmd is held).
const held = new Map();  // code -> KEY
let send = () => {};
export function setKeySender(fn) { send = fn; }
export function holdsKey(code) { return held.has(code); }

export function keyDown(e) {
  if (browserShortcut(e)) return false;
  if (e.repeat) return held.has(e.code);  // the host repeats held keys itself (K8)
  // While a field edits, a dead key or an IME's key is left to compose (not prevented): the
  // composed text is sent at the composition's end (see `composition` below).
  if (composition && composes(e) && drawnFields.some(f => f.editing)) return false;
  const key = keyName(e);
  if (key === null) {
    // A character no KEY can write ('#' on a layout where it is not Shift-3): typed text.
    if ([...(e.key || '')].length === 1 && !e.metaKey && !e.ctrlKey) {
      send({ type: 'text', text: e.key });
      return true;
    }
    return false;
  }
  held.set(e.code || key, key);
  const mods = modifiers(e, key);
  // '#' is Shift-3 even when the event says no Shift (a synthetic one, a driver's).
  if (e.key === '#' && key === '3' && !mods.includes('shift')) mods.push('shift');
  send({ type: 'key', phase: 'down', key, modifiers: mods });
  return true;
}

export function keyUp(e) {
  const code = e.code || keyName(e);
  const key = held.get(code);
  if (key === undefined) return false;
  held.delete(code);
  send({ type: 'key', phase: 'up', key, modifiers: modifiers(e, key) });
  if (key === 'cmd') releaseAll(e);
  return true;
}

// Every key still held goes up (focus left the scene, Cmd went up): none stays down in the host.
export function releaseAll(e) {
  for (const [code, key] of [...held]) {
    held.delete(code);
    send({ type: 'key', phase: 'up', key, modifiers: e ? modifiers(e, key) : [] });
  }
}

// Lets go of one held key (Space taken for a pan): its key up, so it does not stay down.
export function release(code) {
  const key = held.get(code);
  if (key === undefined) return;
  held.delete(code);
  send({ type: 'key', phase: 'up', key, modifiers: [] });
}

// Composed text while the scene has focus (a dead key then a letter giving "é", an IME, an
// emoji picker): the browser composes it only in an editable element, and the scene is a
// canvas, so the canvas gets an EditContext (Chromium, Edge) and what it commits is sent as one
// `text` message (a timeline `text` line: typed text, rule X7), never the raw keys that made it.
// The context's buffer is emptied after each commit: the host keeps the field's text. Without
// EditContext (Firefox, Safari) dead keys go as the keys they are on, as before.
const canvas = document.getElementById('scene');
const composition = canvas && 'EditContext' in window ? new EditContext() : null;
let composing = false;
if (composition) {
  canvas.editContext = composition;
  const clear = () => {
    composition.updateText(0, composition.text.length, '');
    composition.updateSelection(0, 0);
  };
  const commit = text => {
    for (const line of text.split(/\r\n|\r|\n/)) {
      if (line) send({ type: 'text', text: line.slice(0, 256) });
    }
  };
  composition.addEventListener('compositionstart', () => { composing = true; });
  // Text typed without a composition (an emoji picker, a dictation, CDP's Input.insertText)
  // goes at once; text being composed waits for the end.
  composition.addEventListener('textupdate', e => {
    if (composing) return;
    commit(e.text);
    clear();
  });
  composition.addEventListener('compositionend', e => {
    composing = false;
    // The committed text: the event's data, else what the buffer holds (the composition
    // replaced it from its start); empty when the composition was cancelled.
    commit(typeof e.data === 'string' ? e.data : composition.text);
    clear();
  });
  // A composition cut short by focus leaving commits nothing more: the buffer starts empty.
  canvas.addEventListener('blur', () => { composing = false; clear(); });
}

// Pasted text while the scene has focus: one `text` message per line.
export function pasted(text) {
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line) send({ type: 'text', text: line.slice(0, 256) });
  }
}
