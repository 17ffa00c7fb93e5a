// Numbers as UIKit's `po` prints them: at most three decimals, no trailing zeros, so float
// noise (`15.599999999999994`, `791.3725490195927`) reads as `15.6`, `791.373`. The server sends
// exact values (a saved test or an edit must not drift); only what the page shows is tidied.

/// One number, to at most 3 decimals (-0 as 0).
export function num(v) {
  if (typeof v !== 'number' || !Number.isFinite(v)) return String(v);
  const r = Math.round(v * 1000) / 1000;
  return String(Object.is(r, -0) ? 0 : r);
}

/// Every decimal number in `text` with more than 3 decimals, tidied; the rest unchanged.
export function tidy(text) {
  if (typeof text !== 'string') return text;
  return text.replace(/-?\d+\.\d{4,}(?:e-?\d+)?/g, m => num(Number(m)));
}
