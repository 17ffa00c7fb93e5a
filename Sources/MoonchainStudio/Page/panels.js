// The console, why and timeline panels: they only show what the server sends.
import { withFiles } from './links.js';
import { num, tidy } from './numbers.js';

let consoleBox = document.getElementById('console');
let whyBox = document.getElementById('why');
const timelineBox = document.getElementById('timeline');
const recordedCount = document.getElementById('recorded-count');

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// Scrolled at the next frame, once for all the messages of that frame: reading a box's
// scrollHeight right after adding to it forces a layout per message.
const toScroll = new Set();
function scrollToEnd(box) {
  if (!toScroll.size) requestAnimationFrame(() => { for (const b of toScroll) b.scrollTop = b.scrollHeight; toScroll.clear(); });
  toScroll.add(box);
}

// One console line: prints as they are; errors with their first line (file:line: message)
// shown and the traceback folded; markers for each input, reload and rebuild.
export function addConsole(entries) {
  for (const entry of entries) {
    const row = el('div', 'entry ' + entry.kind);
    const lines = entry.text.split('\n');
    if (entry.kind !== 'print' && lines.length > 1) {
      const details = el('details');
      details.append(el('summary', '', lines[0]), el('div', '', lines.slice(1).join('\n')));
      row.append(details);
    } else {
      row.textContent = entry.kind === 'marker' ? '▸ ' + entry.text : entry.text;
    }
    row.dataset.text = entry.text;
    withFiles(row, entry.files);
    consoleBox.append(row);
  }
  while (consoleBox.childElementCount > 2000) consoleBox.firstElementChild.remove();
  scrollToEnd(consoleBox);
}

export function clearConsole() { consoleBox.textContent = ''; }

// The recording since the last reset.
// New lines are appended (setting the whole text again made every input cost the length of
// the session).
let recorded = 0;
export function setRecording(lines, restarted) {
  if (restarted) { recorded = 0; timelineBox.textContent = ''; }
  if (lines.length) timelineBox.append((recorded ? '\n' : '') + lines.join('\n'));
  recorded += lines.length;
  recordedCount.textContent = recorded + (recorded === 1 ? ' line' : ' lines');
  scrollToEnd(timelineBox);
}

// The hit-test walk of one visit, nested as the explanation nests it.
function visitItem(visit) {
  const li = el('li', visit.outcome === 'skipped' ? 'skip' : (visit.result ? 'hit' : 'miss'));
  li.textContent = tidy(`${visit.view} (${visit.kind}): ${visit.why}`);
  for (const note of visit.notes || []) li.append(el('div', 'miss', tidy(note.text)));
  if (visit.children && visit.children.length) {
    const ul = el('ul');
    for (const child of visit.children) ul.append(visitItem(child));
    li.append(ul);
  }
  return li;
}

let current = null;

// A new touch: where its hit test went and why, the responder chain, the recognizers offered.
export function addWhy(message) {
  const ex = message.explain;
  const box = withFiles(el('div', 'why-entry'), message.files);
  const label = message.touch === null ? 'hover' : `touch ${message.touch}`;
  const hit = ex.hit ? `${ex.hit.view} in ${ex.hit.window}` : 'no view (no window took it)';
  box.append(el('h3', '', `${label} at (${ex.point.map(num).join(', ')}), t=${message.time}: reaches ${hit}`));
  lastHeading = null;
  const walk = el('ul');
  for (const w of ex.windows) walk.append(visitItem(w));
  box.append(el('div', '', 'hit-test walk:'), walk);
  if (ex.untriedWindows.length) box.append(el('div', 'miss', 'windows not tried: ' + ex.untriedWindows.join(', ')));
  box.append(el('div', '', 'responder chain: ' + (ex.responderChain.map(r => r.name).join(' → ') || '—')));
  box.append(el('div', '', 'recognizers offered: ' + (ex.gestures.map(g => `${g.name} (${g.kind} on ${g.view})`).join(', ') || 'none')));
  for (const note of ex.notes) box.append(el('div', 'miss', 'note: ' + tidy(note)));
  box.append(el('div', '', 'then:'));
  const then = el('ul', 'then');
  box.append(then);
  whyBox.prepend(box);
  current = then;
  while (whyBox.childElementCount > 30) whyBox.lastElementChild.remove();
}

// Inputs other than touches get their own heading in the why panel, so what they did is not
// shown under the last touch: "shake", "press key 'a'", "remote play", "action copy", "lua …",
// with the timeline's time. Lines of one command at one time (shake began + ended) share one.
function decodeChars(word) {
  return word.replace(/\\x([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function inputHeading(line) {
  const m = /^(\S+) (\S+) ?(.*)$/.exec(line);
  if (!m) return null;
  const [, time, command, rest] = m;
  switch (command) {
    case 'touch': case 'tick': return null;
    case 'motion': return { time, key: 'shake', text: 'shake ' + rest.replace(/^shake /, '') };
    case 'press': {
      const [type, phase, chars] = rest.split(' ');
      // The key is part of what groups phases: Space ending and '#' beginning in the same
      // millisecond are two presses, two headings.
      return { time, key: `press ${type} ${chars || ''}`, text: `press ${type}${chars ? ` '${decodeChars(chars)}'` : ''} ${phase}` };
    }
    case 'lua': return { time, key: line, text: 'lua ' + rest };
    default: return { time, key: line, text: `${command} ${rest}` };
  }
}

let lastHeading = null;
export function addInputs(lines) {
  for (const line of lines) {
    const heading = inputHeading(line);
    if (!heading) continue;
    if (lastHeading && lastHeading.time === heading.time && lastHeading.key === heading.key && current) {
      lastHeading.text += ', ' + heading.text.split(' ').pop();
      lastHeading.h3.textContent = `${lastHeading.text}, t=${heading.time}`;
      continue;
    }
    const box = el('div', 'why-entry input');
    const h3 = el('h3', '', `${heading.text}, t=${heading.time}`);
    box.append(h3, el('div', '', 'then:'));
    current = el('ul', 'then');
    box.append(current);
    whyBox.prepend(box);
    lastHeading = { ...heading, h3 };
    while (whyBox.childElementCount > 30) whyBox.lastElementChild.remove();
  }
}

// A script error while an input is handled: marked under that input, with its file:line.
export function addWhyErrors(entries) {
  if (!current) return;
  for (const entry of entries) {
    if (entry.kind !== 'error') continue;
    current.append(withFiles(el('li', 'rec cancel raised', 'raised an error: ' + entry.text.split('\n')[0]), entry.files));
  }
}

// T8: " — touch 2 pencil, force 0.4" for touches that are not plain fingers.
function kinds(list) {
  if (!list || !list.length) return '';
  return ' — ' + list.map(k => `touch ${k.touch} ${k.type}, force ${k.force}`).join('; ');
}

// The server's sentence for the record (TraceSentence: every record type has one) and its
// rule; the tone (cancel, gesture) from the record's fields. A record from an older server
// without a sentence falls back to the terse forms below.
function describe(r) {
  const [terse, tone] = terseDescription(r);
  if (typeof r.sentence !== 'string') return [terse, tone];
  // A delivery or forward names the handler that ran (its file:line, linked by addTrace).
  const handler = (r.type === 'deliver' || r.type === 'forward') && r.handler
    ? `: ${r.handler === 'default' ? 'host default' : r.handler}` : '';
  return [r.sentence + handler + (r.rule ? ` (${r.rule})` : ''), tone];
}

function terseDescription(r) {
  switch (r.type) {
    case 'touch.bound': return [`touch ${r.touch} → ${r.view ?? 'nobody'}${r.delivered ? '' : ' (kept from it)'}${r.reason ? ': ' + r.reason : ''}`, r.delivered ? '' : 'cancel'];
    case 'deliver': return [`${r.method} ran on ${r.responder}: ${r.handler === 'default' ? 'host default' : r.handler}${r.touches.length ? ' (touches ' + r.touches.join(',') + ')' : ''}${kinds(r.touchKinds)}`, ''];
    case 'forward': return [`${r.method} forwarded ${r.from} → ${r.to} (${r.handler === 'default' ? 'host default' : r.handler})`, ''];
    case 'drop': return [`${r.method} dropped at ${r.at}: no next responder`, ''];
    case 'gesture': return [`${r.gesture} (${r.kind} on ${r.view}): ${r.from} → ${r.to}${r.reason ? ' — ' + r.reason + (r.other ? ' ' + r.other : '') : ''}`, (r.to === 'cancelled' || r.to === 'failed') ? 'gesture cancel' : 'gesture'];
    case 'gesture.refused': return [`${r.gesture} refused by ${r.by}'s gestureRecognizerShouldBegin`, 'gesture cancel'];
    case 'gesture.touchRefused': return [`${r.gesture} not offered touch ${r.touch}: ${r.reason}`, 'gesture'];
    case 'touch.held': return [`touch ${r.touch} ${r.phase} held back from ${r.view}: ${r.reason}${r.other ? ' (' + r.other + ')' : ''}`, ''];
    case 'touch.released': return [`touch ${r.touch} ${r.phase} released to ${r.view}: ${r.reason}`, ''];
    case 'touch.dropped': return [`touch ${r.touch} ${r.phase} dropped for ${r.view}: ${r.reason}`, 'cancel'];
    case 'touch.cancelled': return [`touches ${r.touches.join(',')} of ${r.view} cancelled: ${r.reason}${r.other ? ' by ' + r.other : ''}`, 'cancel'];
    case 'keyWindow': return [`key window: ${r.from ?? 'none'} → ${r.to}`, ''];
    case 'firstResponder': return [`first responder of ${r.window}: ${r.from ?? 'none'} → ${r.to ?? 'none'}`, ''];
    case 'action': return [`action ${r.name} → ${r.target ?? 'nobody could perform it'}`, ''];
    case 'control.event': return [`${r.control} sent ${r.event}`, r.event === 'touchCancel' ? 'cancel' : ''];
    case 'control.action': return [`${r.control}'s action ${r.action} → ${r.receiver ?? 'nobody could perform it'}${r.target ? '' : ' (nil-targeted)'}`, r.handled ? '' : 'cancel'];
    case 'override.failed': return [`${r.responder}'s ${r.method} failed: the host default decided`, 'cancel'];
    case 'remote.ignored': return [`remote ${r.subtype} ignored (the app is not receiving remote-control events)`, ''];
    case 'chain.cycle': return [`responder chain cycle at ${r.at} → ${r.next}`, 'cancel'];
    default: return [r.type, r.type.startsWith('scroll.') && /Cancelled|Refused|stopped/.test(r.type) ? 'cancel' : ''];
  }
}

// What followed: deliveries, forwards, recognizer state changes, cancellations.
export function addTrace(records) {
  if (!current) {
    const box = el('div', 'why-entry');
    box.append(el('h3', '', 'events'));
    current = el('ul', 'then');
    box.append(current);
    whyBox.prepend(box);
  }
  for (const r of records) {
    const [raw, cls] = describe(r);
    const text = tidy(raw);
    // The handler's file, as the server found it (the text names it by its bare name).
    const files = r.handlerPath && r.handler ? { [r.handler.replace(/:\d+$/, '')]: r.handlerPath } : null;
    current.append(withFiles(el('li', 'rec ' + cls, text), files));
  }
}

// Time travel shows the past's console and why entries in boxes of its own, drawn by the
// same functions: `showIn({console, why}, fn)` runs fn with the panels pointed at them.
export function showIn(boxes, fn) {
  const saved = [consoleBox, whyBox, current, lastHeading];
  [consoleBox, whyBox, current, lastHeading] = [boxes.console, boxes.why, null, null];
  try { fn(); } finally { [consoleBox, whyBox, current, lastHeading] = saved; }
}

// The why panel's entries replaced (a session resumed from an earlier event).
export function replaceWhy(nodes) {
  whyBox.replaceChildren(...nodes);
  current = null;
  lastHeading = null;
}
