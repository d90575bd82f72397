/**
 * S9's initial JavaScript: the JS files dist/index.html loads before anything lazy (its module
 * scripts and modulepreload links), gzipped with zlib; and, from their source maps, which
 * packages and source folders those bytes come from (each group's code gzipped on its own).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR } from './paths.mjs';
import { decodeVlq } from './source-map.mjs';

/** JS URLs of the built index.html: module scripts and modulepreload links, in order. */
export function initialScripts(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    if (/^<script/i.test(tag) && attr('src')) urls.push(attr('src'));
    else if (/^<link/i.test(tag) && /modulepreload/i.test(attr('rel') ?? '') && attr('href')) {
      urls.push(attr('href'));
    }
  }
  return [...new Set(urls)].filter((u) => /\.m?js(\?|$)/.test(u));
}

/** A source path's group: the npm package, or the project folder (src/features/x, workers). */
export function groupOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const clean = source.replace(/^(\.\.\/)+/, '');
  const parts = clean.split('/');
  if (parts[0] === 'src' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  if (parts[0] === 'src') return parts.slice(0, 2).join('/');
  if (parts[0] === 'locales') return 'locales';
  return parts[0];
}

/** The generated code of a file split by group, from its source map. */
function codeByGroup(code, map) {
  const lines = code.split('\n');
  const groups = new Map();
  const add = (group, text) => groups.set(group, (groups.get(group) ?? '') + text);
  let sourceIndex = 0;
  const mapLines = map.mappings.split(';');
  for (let l = 0; l < lines.length; l += 1) {
    const line = lines[l];
    let col = 0;
    let lastCol = 0;
    let lastGroup = '(unmapped)';
    for (const seg of (mapLines[l] ?? '').split(',')) {
      if (!seg) continue;
      const f = decodeVlq(seg);
      col += f[0];
      add(lastGroup, line.slice(lastCol, col));
      lastCol = col;
      if (f.length >= 4) {
        sourceIndex += f[1];
        lastGroup = groupOf(map.sources[sourceIndex] ?? '(unknown)');
      } else lastGroup = '(unmapped)';
    }
    add(lastGroup, `${line.slice(lastCol)}\n`);
  }
  return groups;
}

/** { files: [{url, bytes, gzip}], total: {bytes, gzip}, breakdown: [{group, bytes, gzip}] } */
export function initialJavaScript(distDir = DIST_DIR) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [];
  const groups = new Map();
  for (const url of initialScripts(html)) {
    const path = join(distDir, url.replace(/^\//, '').split('?')[0]);
    const code = readFileSync(path);
    files.push({ url, bytes: code.length, gzip: gzipSync(code).length });
    if (existsSync(`${path}.map`)) {
      const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
      for (const [group, text] of codeByGroup(code.toString('utf8'), map)) {
        groups.set(group, (groups.get(group) ?? '') + text);
      }
    }
  }
  const total = {
    bytes: files.reduce((s, f) => s + f.bytes, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
  };
  const breakdown = [...groups]
    .map(([group, text]) => ({
      group,
      bytes: Buffer.byteLength(text),
      gzip: gzipSync(text).length,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  return { files, total, breakdown };
}
