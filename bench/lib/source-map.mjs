/** Minimal source-map reading: VLQ mappings, and a lookup from generated to original position. */
import { existsSync, readFileSync } from 'node:fs';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = Object.fromEntries([...B64].map((c, i) => [c, i]));

/** Decodes one segment's VLQ fields. */
export function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64_INDEX[ch];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/**
 * Per generated line, the segments as [column, sourceIndex, line, column, nameIndex]
 * (absolute values; -1 where the segment maps to nothing).
 */
export function parseMappings(mappings) {
  const lines = [];
  let source = 0;
  let line = 0;
  let col = 0;
  let name = 0;
  for (const text of mappings.split(';')) {
    const segs = [];
    let gen = 0;
    for (const seg of text.split(',')) {
      if (!seg) continue;
      const f = decodeVlq(seg);
      gen += f[0];
      if (f.length >= 4) {
        source += f[1];
        line += f[2];
        col += f[3];
        if (f.length >= 5) name += f[4];
        segs.push([gen, source, line, col, f.length >= 5 ? name : -1]);
      } else segs.push([gen, -1, -1, -1, -1]);
    }
    lines.push(segs);
  }
  return lines;
}

const cache = new Map();

/** A lookup (line, column: 0-based) → { source, line, name } for a JS file, or null. */
export function loadSourceMap(jsPath) {
  if (cache.has(jsPath)) return cache.get(jsPath);
  let lookup = null;
  if (existsSync(`${jsPath}.map`)) {
    const map = JSON.parse(readFileSync(`${jsPath}.map`, 'utf8'));
    const lines = parseMappings(map.mappings);
    lookup = (line, column) => {
      const segs = lines[line];
      if (!segs?.length) return null;
      let lo = 0;
      let hi = segs.length - 1;
      let best = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (segs[mid][0] <= column) {
          best = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      const s = segs[best];
      if (!s || s[1] < 0) return null;
      return {
        source: map.sources[s[1]],
        line: s[2] + 1,
        name: s[4] >= 0 ? map.names[s[4]] : null,
      };
    };
  }
  cache.set(jsPath, lookup);
  return lookup;
}
