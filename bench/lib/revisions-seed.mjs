/**
 * A year of page history made in Node for S18 (issue 29), in the app's stored form
 * (workers/contract/revisions.ts, PageVersionRecord): each older version an edit script against
 * the next, the newest one against the page's text now (`form: 'page'` with the text's
 * fingerprint). The scripts are made by the app's own code, workers/core/version-delta.ts and
 * version-head.ts, bundled for Node with Vite when first needed (no copy to drift from it).
 */
import { ROOT_DIR } from './paths.mjs';

let scripts = null;

/** Builds one of the app's modules into a self-contained ES module and imports it. */
async function importAppModule(entry) {
  const { build } = await import('vite');
  const out = await build({
    configFile: false,
    logLevel: 'error',
    root: ROOT_DIR,
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      lib: { entry, formats: ['es'], fileName: 'module' },
    },
  });
  const { code } = (Array.isArray(out) ? out[0] : out).output[0];
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** The app's version scripts: `makeDelta` and `textHash` (version-delta.ts), `storeHead`. */
export function appVersionScripts() {
  scripts ??= Promise.all([
    importAppModule('workers/core/version-delta.ts'),
    importAppModule('workers/core/version-head.ts'),
  ]).then(([delta, head]) => ({ ...delta, storeHead: head.storeHead }));
  return scripts;
}

/** A small seeded random generator (mulberry32). */
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDITS = ['quietly', 'again', 'at last', 'by the river', 'without a word', 'slowly'];

/** A day's edit: a few words of one paragraph changed. */
export function editOnce(html, rand) {
  const paragraphs = html.split('</p>');
  const i = Math.floor(rand() * Math.max(1, paragraphs.length - 1));
  const words = (paragraphs[i] ?? '').split(' ');
  for (let k = 0; k < 3 && words.length > 2; k += 1) {
    const at = 1 + Math.floor(rand() * (words.length - 2));
    words[at] = EDITS[Math.floor(rand() * EDITS.length)];
  }
  paragraphs[i] = words.join(' ');
  return paragraphs.join('</p>');
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The versions of one page edited on `days` days before `now` (one version kept at the first
 * change of each day), oldest first, ready for the page_versions table, as the app stores them
 * (workers/domains/revisions/store.ts: older ones by `makeDelta` against the next, the newest by
 * `storeHead` against the page's text); `current` is the page after the last day's edit.
 */
export async function yearOfVersions(pageId, title, html, days, rand, now = Date.now()) {
  const { makeDelta, storeHead } = await appVersionScripts();
  const texts = [];
  let text = html;
  for (let d = 0; d < days; d += 1) {
    texts.push(text);
    text = editOnce(text, rand);
  }
  const records = texts.map((body, d) => {
    const record = {
      pageId,
      at: new Date(now - (days - d) * DAY).toISOString(),
      reason: 'day',
      words: 0,
      title,
      place: '',
      form: 'full',
      body,
    };
    if (d === days - 1) return storeHead(record, body, text);
    const delta = makeDelta(texts[d + 1], body);
    return delta === null ? record : { ...record, form: 'delta', body: delta };
  });
  return { records, current: text };
}
