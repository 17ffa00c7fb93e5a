// The hit-map overlay and its legend, kept cheap for large scenes: a map is turned into an
// image once, one pixel per cell, and every redraw scales that image over the scene (one
// drawImage, where filling each of ~20,000 cells took most of a 2,000-view page's time); the
// legend is rebuilt only when its entries change (a map of the same scene, resampled after each
// touch, usually has the same legend, and rebuilding 2,000 entries cost ~20 ms a map).

let image = null;     // an offscreen canvas of columns × rows pixels, or null
let imageOf = null;   // the cells and legend `image` was made from
let legendKey = null; // what the legend shows now (see `showLegend`)

// "#rrggbb" → [r, g, b]; anything else → a neutral grey (the server sends only "#rrggbb").
function rgb(color) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color || '');
  return m ? [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)] : [128, 128, 128];
}

/// The map a `hitmap` message gives: the whole map it holds, or the changes from the map with
/// id `base` applied to `current` (cells and legend kept when they did not change, so the
/// image is not made again); null when `current` is not that map (the page asks for a whole one).
export function applyMapMessage(current, m) {
  if (Array.isArray(m.cells)) return m;
  if (!current || current.id !== m.base || !Array.isArray(m.changes)) return null;
  let cells = current.cells;
  if (m.changes.length) {
    cells = cells.slice();
    for (const [start, length, value] of m.changes) cells.fill(value, start, start + length);
  }
  return { ...m, cells, legend: m.legend || current.legend };
}

function imageFor(map) {
  const { columns, rows, cells, legend } = map;
  if (imageOf && imageOf[0] === cells && imageOf[1] === legend) return image;
  imageOf = [cells, legend];
  image = null;
  if (!(columns > 0 && rows > 0)) return null;
  const canvas = document.createElement('canvas');
  canvas.width = columns;
  canvas.height = rows;
  const context = canvas.getContext('2d');
  const data = context.createImageData(columns, rows);
  const colors = legend.map(entry => rgb(entry.color));
  const pixels = data.data;
  for (let i = 0; i < columns * rows; i++) {
    const color = colors[cells[i]];
    if (!color) continue;  // -1: nothing takes a touch here (left transparent)
    const o = i * 4;
    pixels[o] = color[0]; pixels[o + 1] = color[1]; pixels[o + 2] = color[2]; pixels[o + 3] = 255;
  }
  context.putImageData(data, 0, 0);
  image = canvas;
  return image;
}

/// Draws `map` over the scene: `ctx` is in scene points (each cell `step` points square).
export function drawHitmap(ctx, map) {
  const bitmap = imageFor(map);
  if (!bitmap) return;
  ctx.save();
  ctx.globalAlpha = 0.35;
  // Cells stay crisp squares at any zoom, as the filled rectangles were.
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(bitmap, 0, 0, map.columns * map.step, map.rows * map.step);
  ctx.restore();
}

const legendBox = document.getElementById('legend');

/// The legend: each colour and the view a touch there reaches (`map` null: none shown); or,
/// while the past is shown, why the map is hidden.
/// Beyond this many entries the legend lists only the selected view (a 2,001-swatch legend is
/// unreadable and took the scene's room); hovering the map names any other.
export const LEGEND_LIMIT = 20;

// The legend last shown, and its text: a resampled map whose legend did not change keeps the
// same array (applyMapMessage), so most maps are told apart without writing 2,000 entries out.
let keyedLegend = null;
let keyedText = '';

export function showLegend(map, pastShown, on, selected = null) {
  const many = !!map && map.legend.length > LEGEND_LIMIT;
  if (map && map.legend !== keyedLegend) { keyedLegend = map.legend; keyedText = JSON.stringify(map.legend); }
  const key = !on ? 'off' : pastShown ? 'past'
    : !map ? 'none' : keyedText + (many ? '|' + selected : '');
  if (key === legendKey) return;
  legendKey = key;
  legendBox.textContent = '';
  legendBox.classList.toggle('many', false);
  if (key === 'past') {
    const note = document.createElement('span');
    note.id = 'hitmap-past';
    note.textContent = 'hit map hidden while the past is shown (it samples the live host); Back to live or Resume shows it again';
    legendBox.append(note);
    return;
  }
  if (!on || !map) return;
  const title = document.createElement('span');
  title.textContent = 'a touch reaches:';
  const items = [title];
  const entries = many ? map.legend.filter(e => e.name === selected) : map.legend;
  if (many) {
    const more = document.createElement('span');
    more.className = 'legend-more';
    more.textContent = `${map.legend.length} views${entries.length ? '; the selected one:' : ': select a view (tree or Alt-click) to see its colour, or hover the map'}`;
    items.push(more);
  }
  for (const entry of entries) {
    const item = document.createElement('span');
    item.className = 'legend-entry' + (entry.invisibleButBlocking ? ' blocking' : '');
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = entry.color;
    item.append(swatch, entry.name + (entry.invisibleButBlocking ? ' (invisible but blocking)' : ''));
    item.dataset.view = entry.name;
    items.push(item);
  }
  legendBox.append(...items);
}
