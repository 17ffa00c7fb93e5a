// The studio page: one WebSocket to the server, JSON both ways (the README lists the messages).
import { setState, setHitmap, setSender, toggleHitmap } from './scene.js';
import { addConsole, addWhy, addTrace, setRecording, clearConsole } from './panels.js';

const $ = id => document.getElementById(id);
let socket = null;
let paused = false;

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}
setSender(send);

function setPaused(value) {
  paused = value;
  $('pause').textContent = paused ? 'Resume' : 'Pause';
  $('step').disabled = !paused;
}

const handlers = {
  welcome(m) {
    $('scene-name').textContent = m.sceneName;
    document.title = `${m.sceneName} — moonchain studio`;
    const remote = $('remote');
    remote.textContent = '';
    for (const c of m.remoteCommands) remote.append(new Option(c, c));
    setRecording(m.recording, true);
    setPaused(m.paused);
  },
  update(m) {
    $('clock').textContent = `t=${m.time.toFixed(3)}${m.paused ? ' (paused)' : ''}`;
    setPaused(m.paused);
    setState(m);
  },
  console(m) { addConsole(m.entries); },
  why(m) { addWhy(m); },
  explain(m) { addWhy(m); },
  trace(m) { addTrace(m.records); },
  recorded(m) { setRecording(m.lines, m.restarted); },
  hitmap(m) { setHitmap(m); },
  saved(m) { $('saved').textContent = `saved ${m.kind}: ${m.path}`; $('saved').dataset.path = m.path; },
  error(m) { addConsole([{ kind: 'error', text: 'studio: ' + m.message }]); },
};

function connect() {
  socket = new WebSocket(`ws://${location.host}/ws`);
  socket.onopen = () => { $('status').textContent = 'live'; $('status').className = 'online'; };
  socket.onclose = () => {
    $('status').textContent = 'disconnected — retrying';
    $('status').className = 'offline';
    setTimeout(connect, 1000);
  };
  socket.onmessage = event => {
    const message = JSON.parse(event.data);
    const handler = handlers[message.type];
    if (handler) handler(message);
  };
}

$('pause').onclick = () => send({ type: paused ? 'resume' : 'pause' });
$('step').onclick = () => send({ type: 'step', seconds: 0.1 });
$('reset').onclick = () => send({ type: 'reset' });
$('shake').onclick = () => send({ type: 'shake' });
$('send-remote').onclick = () => send({ type: 'remote', command: $('remote').value });
$('send-action').onclick = () => { const name = $('action-name').value.trim(); if (name) send({ type: 'action', name }); };
$('lua').addEventListener('keydown', e => {
  if (e.key !== 'Enter') return;
  const code = $('lua').value;
  if (code.trim()) send({ type: 'lua', code });
  $('lua').value = '';
});
$('hitmap-toggle').onchange = e => toggleHitmap(e.target.checked);
$('save-timeline').onclick = () => send({ type: 'saveTimeline', name: $('save-name').value.trim() });
$('save-test').onclick = () => send({ type: 'saveTest', name: $('save-name').value.trim(), trace: $('save-trace').checked });
$('clear-console').onclick = clearConsole;

connect();
