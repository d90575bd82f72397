// Lint rule (issue 31): nothing leaves the author's device unless the author connects a book to
// a server they chose. The page's Content Security Policy has to allow a sync server's address
// typed at run time (build/content-security-policy.ts), so the promise is kept here, in the
// code: only src/features/sync/ may open a connection (fetch, WebSocket, EventSource, beacons,
// XMLHttpRequest, a Hocuspocus provider). The few other fetches are listed with the reason they
// stay on the app's own origin or fetch what the author linked. Tests are not checked.
// `--self-test` (also run before every check) proves each form is caught.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** Where connections are the point: the sync feature. */
const SYNC_FOLDER = 'src/features/sync/';

/** Files that fetch for another reason, and why. */
const ALLOWED_FETCH = new Map([
  [
    'workers/domains/export/pdf/typeset/typesetter.ts',
    "the typesetter's WebAssembly, from the app's origin",
  ],
  ['workers/domains/export/epub/book-fonts.ts', "the bundled book faces, from the app's origin"],
  [
    'workers/domains/export/assemble/resolve-image.ts',
    'a picture the author linked over https, when exporting',
  ],
]);

const FORMS = [
  { name: 'fetch', pattern: /(^|[^\w.$])fetch\s*\(/ },
  { name: 'WebSocket', pattern: /\bnew\s+WebSocket\b|\bWebSocket\s*\(/ },
  { name: 'EventSource', pattern: /\bEventSource\b/ },
  { name: 'sendBeacon', pattern: /\bsendBeacon\b/ },
  { name: 'XMLHttpRequest', pattern: /\bXMLHttpRequest\b/ },
  { name: 'Hocuspocus provider', pattern: /from\s+['"]@hocuspocus\/provider['"]/ },
];

/** The connections one file opens: [{ line, form }]. Comments are not code. */
export function connectionsIn(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    for (const form of FORMS)
      if (form.pattern.test(code)) found.push({ line: i + 1, form: form.name });
  });
  return found;
}

/** What a file may open. */
function allowed(file, form) {
  if (file.startsWith(SYNC_FOLDER)) return true;
  return form === 'fetch' && ALLOWED_FETCH.has(file);
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\.|\.spec\./.test(name)) yield path;
  }
}

function selfTest() {
  const cases = [
    ['await fetch(url)', 1],
    ["const ws = new WebSocket('wss://x')", 1],
    ['navigator.sendBeacon(u, b)', 1],
    ["import { HocuspocusProvider } from '@hocuspocus/provider';", 1],
    ['new EventSource(u)', 1],
    ['const r = new XMLHttpRequest()', 1],
    ['treeCache.prefetch();', 0],
    ['deps.fetch ?? other', 0],
    ['// fetch(url) in a comment', 0],
  ];
  for (const [text, count] of cases) {
    const got = connectionsIn(text).length;
    if (got !== count) {
      console.error(`check-network self-test: ${JSON.stringify(text)} gave ${got}, not ${count}`);
      process.exit(1);
    }
  }
}

selfTest();
if (process.argv.includes('--self-test')) {
  console.log('check-network self-test passed.');
  process.exit(0);
}

const problems = [];
for (const folder of ['src', 'workers']) {
  for (const path of sourceFiles(join(root, folder))) {
    const file = relative(root, path).split('\\').join('/');
    for (const { line, form } of connectionsIn(readFileSync(path, 'utf8')))
      if (!allowed(file, form)) problems.push(`${file}:${line}: ${form} outside ${SYNC_FOLDER}`);
  }
}
if (problems.length > 0) {
  console.error(
    `Only ${SYNC_FOLDER} may connect anywhere (docs/security.md, "Connections"):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log('Network check passed: only the sync feature connects.');
