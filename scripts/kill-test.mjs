// The kill test (issue 11, "Never lose a word"): type continuously into Page 1 and kill the whole
// browser (SIGKILL to Chromium's process group, no graceful close) at random moments, reopen the
// same profile and count the words that did not survive. A word completed more than 1 s before a
// kill must be there after reopening; words from the last second are reported but allowed. After
// every reopen the book file (OPFS `picked/new-book-title.json`, bound on the first round with
// File → Save file, the pickers answered from the origin-private file system as in
// e2e/support/book-files.ts) must be a complete book (it parses as JSON and has
// `data.tree_nodes`) both before the app runs and after it opened, and within FILE_CATCH_UP_MS
// of the reopen, without typing, it must hold every word the page shows (the app writes a file
// left behind by the crash at start; issue 23, item 2).
//
//   node scripts/kill-test.mjs [--rounds=30] [--seed=N] [--build] [--port=4174] [--dist=dist]
//                              [--keep-profile] [--verbose] [--pause=MS] [--hunt] [--quick]
//
// --pause=MS stops typing MS ms before each kill: a check of the harness itself (with a pause
// longer than the app's save delay nothing may be lost). Every word typed is also checked to be
// on screen just before the kill, so a typing mistake is not counted as a lost word.
// --hunt types without a pause (a key every 20–40 ms), starting the moment the page has loaded,
// and kills after 1.5–15 s: the rhythm that once lost tens of words (issue 23, item 10: a stale
// journal replayed over newer text). --quick types 2–6 s a round, a key every 60–140 ms (what
// `npm test` runs).
// The port and the folder served may also come from KILL_TEST_PORT and KILL_TEST_DIST.
//
// Serves the built app with `vite preview` (builds it first only when missing, or with --build).
// Exit code 0: nothing lost and every file check passed; 1: a word or file check failed; 2: the
// test itself could not run (timeout, browser did not start, …).
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const FILE_DIR = 'picked';
const FILE_NAME = 'new-book-title.json';
const GRACE_MS = 1000; // words completed within this long before a kill may be lost
const FILE_CATCH_UP_MS = 20_000; // the file must hold the page's words this soon after a reopen
const ROUND_TIMEOUT_MS = 120_000;
const CHROMIUM_FLAGS = [
  '--headless',
  // A desktop window: at Chromium's headless default (800×600) the Chapters panel is a drawer.
  '--window-size=1280,900',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// ---------------------------------------------------------------------------------------------
// Options

function parseArgs(argv) {
  const options = {
    rounds: 30,
    seed: Math.floor(Math.random() * 2 ** 31),
    build: false,
    port: /^\d+$/.test(process.env.KILL_TEST_PORT ?? '')
      ? Number(process.env.KILL_TEST_PORT)
      : 4174,
    dist: process.env.KILL_TEST_DIST || 'dist',
    hunt: false,
    quick: false,
    keepProfile: false,
    verbose: false,
    pauseMs: 0,
  };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2);
    if (key === '--rounds' && /^\d+$/.test(value ?? '') && Number(value) > 0) {
      options.rounds = Number(value);
    } else if (key === '--seed' && /^\d+$/.test(value ?? '')) options.seed = Number(value);
    else if (key === '--port' && /^\d+$/.test(value ?? '')) options.port = Number(value);
    else if (key === '--pause' && /^\d+$/.test(value ?? '')) options.pauseMs = Number(value);
    else if (key === '--dist' && /^[\w.-]+$/.test(value ?? '')) options.dist = value;
    else if (arg === '--hunt') options.hunt = true;
    else if (arg === '--quick') options.quick = true;
    else if (arg === '--build') options.build = true;
    else if (arg === '--keep-profile') options.keepProfile = true;
    else if (arg === '--verbose') options.verbose = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(readFileSync(new URL(import.meta.url), 'utf8').split('\nimport ')[0]);
      process.exit(0);
    } else {
      console.error(`kill-test: unknown or malformed option ${arg} (see --help)`);
      process.exit(2);
    }
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
// The key rhythm and how long each round types before its kill.
const KEY_MIN_MS = options.hunt ? 20 : options.quick ? 60 : 150;
const KEY_MAX_MS = options.hunt ? 40 : options.quick ? 140 : 350;
const TYPE_MIN_MS = options.hunt ? 1500 : options.quick ? 2000 : 3000;
const TYPE_MAX_MS = options.hunt ? 15000 : options.quick ? 6000 : 12000;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const baseUrl = `http://localhost:${options.port}`;

/** mulberry32: a small seeded PRNG, so a run's key rhythm and kill moments can be repeated. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(options.seed);
const between = (min, max) => min + Math.floor(random() * (max - min + 1));

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// Processes we start, and their clean-up (also on Ctrl+C and on errors)

const state = {
  server: null, // the vite preview child (own process group)
  browser: null, // the Chromium child (own process group)
  profile: null, // temporary user-data-dir
  logDir: null,
  cleaned: false,
};

function killGroup(child, signal = 'SIGKILL') {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Live (non-zombie) processes whose command line names our profile: what a kill must end. */
function profileProcesses(profile) {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (!cmdline.includes(profile)) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const status = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (status !== 'Z' && status !== 'X') pids.push(Number(name));
    } catch {
      // exited while we looked
    }
  }
  return pids;
}

/** Chromium's singleton socket lives in a /tmp/org.chromium.Chromium.* folder it leaves behind. */
function removeSingletonFiles(profile) {
  const socket = join(profile, 'SingletonSocket');
  try {
    const target = readlinkSync(socket);
    if (/\/org\.chromium\.Chromium\.[^/]+\/SingletonSocket$/.test(target)) {
      rmSync(dirname(target), { recursive: true, force: true });
    }
  } catch {
    // no socket link
  }
  for (const name of ['SingletonLock', 'SingletonSocket', 'SingletonCookie']) {
    rmSync(join(profile, name), { force: true });
  }
}

function cleanupSync() {
  if (state.cleaned) return;
  state.cleaned = true;
  killGroup(state.browser);
  if (state.profile) {
    for (const pid of profileProcesses(state.profile)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
  }
  killGroup(state.server, 'SIGTERM');
  killGroup(state.server, 'SIGKILL');
  if (state.profile) {
    removeSingletonFiles(state.profile);
    if (options.keepProfile) console.log(`Profile kept: ${state.profile}`);
    else rmSync(state.profile, { recursive: true, force: true });
  }
  if (state.logDir && !options.keepProfile) rmSync(state.logDir, { recursive: true, force: true });
}

process.on('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nkill-test: ${signal}, stopping Chromium and the preview server`);
    cleanupSync();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// The app server

async function httpOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function portInUse(port) {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(true));
    server.listen(port, () => server.close(() => resolvePort(false)));
  });
}

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function ensureBuilt() {
  const index = join(root, options.dist, 'index.html');
  if (existsSync(index) && !options.build) {
    const age = Date.now() - statSync(index).mtimeMs;
    console.log(
      `Using the existing ${options.dist}/ (built ${Math.round(age / 60000)} min ago; --build rebuilds it).`,
    );
    return;
  }
  console.log(`Building the app (npx vite build --outDir ${options.dist}) …`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', options.dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npx vite build failed');
}

async function startServer() {
  if (await portInUse(options.port)) {
    throw new Error(
      `port ${options.port} is already in use; stop whatever serves it or pass --port=N`,
    );
  }
  const logFile = join(state.logDir, 'vite-preview.log');
  const log = openSync(logFile, 'a');
  const args = ['vite', 'preview', '--port', String(options.port), '--strictPort'];
  state.server = spawn('npx', [...args, '--outDir', options.dist], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited = null;
  state.server.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited !== null) break;
    if (await httpOk(baseUrl)) return;
    await sleep(250);
  }
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
  throw new Error(
    exited !== null
      ? `vite preview exited (code ${exited}):\n${tail}`
      : `vite preview did not answer at ${baseUrl} within 60 s:\n${tail}`,
  );
}

// ---------------------------------------------------------------------------------------------
// The browser: our own Chromium process on a persistent profile, driven over CDP

/** Answers the File System Access pickers from OPFS (as e2e/support/book-files.ts does), and reads the
 * book file at document start, before the app runs, into `window.__killTestFileAtStart`. */
function initScript({ folder, name }) {
  if (window.top !== window) return;
  const w = window;
  // A returning author: the first-visit welcome would cover the page (e2e does the same).
  try {
    if (!localStorage.getItem('first-visit-done'))
      localStorage.setItem('first-visit-done', '2026-01-01T00:00:00.000Z');
  } catch {}
  const dir = async (folderName) =>
    (await navigator.storage.getDirectory()).getDirectoryHandle(folderName, { create: true });
  w.showSaveFilePicker = async (opts) =>
    (await dir(folder)).getFileHandle(opts?.suggestedName ?? 'book.json', { create: true });
  w.showOpenFilePicker = async () => [await (await dir(folder)).getFileHandle(w.__openName)];
  w.showDirectoryPicker = async () => dir('project');
  w.__killTestFileAtStart = (async () => {
    try {
      const root = await navigator.storage.getDirectory();
      const handle = await (await root.getDirectoryHandle(folder)).getFileHandle(name);
      return { text: await (await handle.getFile()).text() };
    } catch (error) {
      return { missing: error?.name === 'NotFoundError', error: String(error) };
    }
  })();
}

async function launchBrowser() {
  const port = await freePort();
  const log = openSync(join(state.logDir, 'chromium.log'), 'a');
  const child = spawn(
    chromiumPath,
    [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${state.profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  state.browser = child;
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? code;
  });
  const deadline = Date.now() + 30_000;
  while (!(await httpOk(`http://127.0.0.1:${port}/json/version`))) {
    if (exited !== null)
      throw new Error(`Chromium exited at start (${exited})${chromiumLogTail()}`);
    if (Date.now() > deadline) {
      throw new Error(`Chromium's DevTools port did not open within 30 s${chromiumLogTail()}`);
    }
    await sleep(100);
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default (persistent) context');
  await context.addInitScript(initScript, { folder: FILE_DIR, name: FILE_NAME });
  // "This book is open in another tab" after a kill, when no other tab exists (issue 23, item 8):
  // noted the moment its dialog appears, even if it goes away again.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.getElementById('writer-title')) {
        window.__killTestOtherTab = true;
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  // Only our page runs the app: close anything else (a restored tab would write too).
  const page = await context.newPage();
  for (const other of context.pages()) if (other !== page) await other.close().catch(() => {});
  page.setDefaultTimeout(20_000);
  page.setDefaultNavigationTimeout(30_000);
  page.on('dialog', (dialog) => {
    console.log(`    dialog "${dialog.message()}" → accepted`);
    dialog.accept().catch(() => {});
  });
  if (options.verbose) {
    page.on('pageerror', (error) => console.log(`    page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`    console: ${message.text()}`);
    });
  }
  return { child, browser, page };
}

function chromiumLogTail() {
  try {
    const lines = readFileSync(join(state.logDir, 'chromium.log'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.includes('dbus'));
    return `\n--- chromium.log (last lines) ---\n${lines.slice(-15).join('\n')}`;
  } catch {
    return '';
  }
}

/** kill -9 to the browser's whole process group, then wait until no process of ours remains. */
async function killBrowser(session) {
  const { child } = session;
  const exited = new Promise((r) => {
    if (child.exitCode !== null || child.signalCode !== null) r();
    else child.once('exit', r);
  });
  const at = Date.now();
  killGroup(child, 'SIGKILL');
  await Promise.race([exited, sleep(10_000)]);
  const deadline = Date.now() + 10_000;
  let left = profileProcesses(state.profile);
  while (left.length > 0) {
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
    if (Date.now() > deadline) {
      throw new Error(`Chromium processes ${left.join(', ')} survived SIGKILL for 10 s`);
    }
    await sleep(50);
    left = profileProcesses(state.profile);
  }
  state.browser = null;
  removeSingletonFiles(state.profile);
  return at;
}

// ---------------------------------------------------------------------------------------------
// The app

const WORD = /\bw\d{5}\b/g;

function editor(page) {
  return page.getByRole('textbox', { name: 'Page 1' });
}

async function openPage1(page) {
  await page.goto(`${baseUrl}/body-content/chapters`);
  await page.getByRole('button', { name: 'Chapters panel', exact: true }).click();
  // Beside the page, or a drawer where the window is narrow (e2e/support/panels.ts).
  const chapters = page
    .getByRole('complementary', { name: 'Chapters' })
    .or(page.getByRole('dialog', { name: 'Chapters' }));
  const item = chapters.getByText('Page 1').first();
  await item.click();
  try {
    await page.waitForURL(/\/body-content\/page\//, { timeout: 3000 });
  } catch {
    await item.press('Enter');
    await page.waitForURL(/\/body-content\/page\//);
  }
  await editor(page).waitFor({ state: 'visible' });
}

/** Waits until Page 1 is loaded (editable, not busy) and its text has not changed for 1 s. */
async function pageText(page) {
  await page.waitForFunction(
    () => {
      const box = document.querySelector('[role="textbox"][aria-label="Page 1"]');
      return box?.getAttribute('contenteditable') === 'true' && !box.closest('[aria-busy="true"]');
    },
    null,
    { timeout: 20_000 },
  );
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, paragraphs kept apart
  const read = () => editor(page).innerText();
  let text = await read();
  let since = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() - since < 1000) {
    if (Date.now() > deadline) throw new Error('Page 1 text kept changing for 15 s');
    await sleep(100);
    const next = await read();
    if (next !== text) {
      text = next;
      since = Date.now();
    }
  }
  return text;
}

function checkBook(result) {
  if (!result) return 'no result';
  if (result.missing) return 'file missing';
  if (result.error) return `unreadable: ${result.error}`;
  let book;
  try {
    book = JSON.parse(result.text);
  } catch (error) {
    return `not JSON (${result.text.length} bytes; ${error.message})`;
  }
  if (!Array.isArray(book?.data?.tree_nodes)) return 'no data.tree_nodes';
  return null;
}

async function readBookFile(page) {
  return page.evaluate(
    async ([folder, name]) => {
      try {
        const root = await navigator.storage.getDirectory();
        const handle = await (await root.getDirectoryHandle(folder)).getFileHandle(name);
        return { text: await (await handle.getFile()).text() };
      } catch (error) {
        return { missing: error?.name === 'NotFoundError', error: String(error) };
      }
    },
    [FILE_DIR, FILE_NAME],
  );
}

/** Waits until the book file holds every word in `words` (the app catches a file up at start). */
async function fileCatchesUp(page, words) {
  const deadline = Date.now() + FILE_CATCH_UP_MS;
  for (;;) {
    const result = await readBookFile(page);
    const inFile = new Set(result?.text?.match(WORD) ?? []);
    const missing = [...words].filter((w) => !inFile.has(w));
    if (missing.length === 0 || Date.now() > deadline) return { result, missing };
    await sleep(250);
  }
}

async function saveFile(page) {
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save file', exact: true }).click();
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (!checkBook(await readBookFile(page))) return;
    if (Date.now() > deadline) throw new Error(`File → Save file wrote no ${FILE_NAME} in 20 s`);
    await sleep(200);
  }
}

/** Types words " w00001", " w00002", … one key every 150–350 ms until `until`, then returns. */
async function typeUntil(page, until, nextWord, typed) {
  let keyAt = Date.now();
  for (;;) {
    const word = `w${String(nextWord()).padStart(5, '0')}`;
    for (const key of ` ${word}`) {
      await sleep(Math.min(keyAt, until) - Date.now());
      if (Date.now() >= until) return;
      keyAt = Date.now() + between(KEY_MIN_MS, KEY_MAX_MS);
      await page.keyboard.type(key);
    }
    typed.push({ word, at: Date.now() });
  }
}

// ---------------------------------------------------------------------------------------------
// The run

async function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${seconds(ms)}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `no Chromium at ${chromiumPath} (set CHROMIUM_PATH, or apt-get install chromium)`,
    );
  }
  const mode = options.hunt ? ', hunting (no pause between keys)' : options.quick ? ', quick' : '';
  console.log(
    `Kill test: ${options.rounds} kills${mode}, seed ${options.seed} (repeat with --seed=${options.seed})`,
  );
  ensureBuilt();
  state.logDir = mkdtempSync(join(tmpdir(), 'story-builder-kill-logs-'));
  await startServer();
  state.profile = mkdtempSync(join(tmpdir(), 'story-builder-kill-profile-'));
  console.log(`Serving ${baseUrl}; profile ${state.profile}`);

  const started = Date.now();
  let counter = 0;
  const nextWord = () => ++counter;
  let present = new Set(); // words on the page after the last reopen
  let previous = null; // { typed: [{word, at}], killAt, durationMs }
  const totals = {
    typed: 0,
    oldLost: 0,
    oldestLostMs: 0,
    recentLost: 0,
    recentTyped: 0,
    earlierLost: 0,
    fileFailures: 0,
    otherTab: 0,
    rounds: 0,
  };

  for (let launch = 0; launch <= options.rounds; launch++) {
    let step = 'starting Chromium';
    const round = async () => {
      const session = await launchBrowser();
      const { page } = session;
      step = 'opening the app';
      await page.goto(`${baseUrl}/body-content/chapters`);
      await page.getByRole('button', { name: 'File', exact: true }).waitFor();
      const atStart = await page.evaluate(() => window.__killTestFileAtStart);
      if (launch === 0) {
        step = 'File → Save file';
        await saveFile(page);
      }
      step = 'opening Page 1';
      await openPage1(page);
      step = 'reading Page 1';
      const text = await pageText(page);
      const onPage = new Set(text.match(WORD) ?? []);
      const otherTab = await page.evaluate(() => window.__killTestOtherTab === true);
      step = `reading OPFS ${FILE_DIR}/${FILE_NAME}`;
      // The hunt starts typing at once; otherwise the file must catch up with the page first.
      const { result: afterOpen, missing: notInFile } =
        previous && !options.hunt
          ? await fileCatchesUp(page, onPage)
          : { result: await readBookFile(page), missing: [] };

      if (previous) {
        const { typed, killAt, durationMs } = previous;
        const lost = typed.filter((t) => !onPage.has(t.word));
        const old = lost.filter((t) => killAt - t.at > GRACE_MS);
        const recent = lost.filter((t) => killAt - t.at <= GRACE_MS);
        const recentTyped = typed.filter((t) => killAt - t.at <= GRACE_MS).length;
        const earlier = [...present].filter((w) => !onPage.has(w));
        const oldest = old.length ? killAt - old[0].at : 0;
        const fileProblems = [
          ['at start', checkBook(atStart)],
          ['after open', checkBook(afterOpen)],
          [
            `${seconds(FILE_CATCH_UP_MS)} after the reopen`,
            notInFile.length
              ? `lacks ${notInFile.length} of the page's ${onPage.size} words (${notInFile.slice(0, 5).join(' ')}…)`
              : null,
          ],
        ].filter(([, problem]) => problem);
        const fileWords = new Set(afterOpen?.text?.match(WORD) ?? []);
        totals.typed += typed.length;
        totals.oldLost += old.length;
        totals.oldestLostMs = Math.max(totals.oldestLostMs, oldest);
        totals.recentLost += recent.length;
        totals.recentTyped += recentTyped;
        totals.earlierLost += earlier.length;
        totals.fileFailures += fileProblems.length;
        totals.otherTab += otherTab ? 1 : 0;
        totals.rounds++;
        const ok =
          old.length === 0 && earlier.length === 0 && fileProblems.length === 0 && !otherTab;
        console.log(
          [
            `round ${String(launch).padStart(3)}/${options.rounds} ${ok ? 'ok  ' : 'FAIL'}`,
            `typed ${String(typed.length).padStart(2)} words in ${seconds(durationMs)}`,
            `lost >1 s: ${old.length}${old.length ? ` (oldest ${seconds(oldest)} before the kill)` : ''}`,
            `lost ≤1 s: ${recent.length}/${recentTyped}`,
            ...(earlier.length ? [`earlier words gone: ${earlier.length}`] : []),
            ...(otherTab ? ['"open in another tab" shown'] : []),
            fileProblems.length
              ? `file BAD: ${fileProblems.map(([when, p]) => `${when}: ${p}`).join('; ')}`
              : `file ok (${(afterOpen.text.length / 1024).toFixed(1)} kB, ${fileWords.size}/${onPage.size} page words)`,
          ].join(' | '),
        );
      } else if (checkBook(afterOpen)) {
        totals.fileFailures++;
        console.log(`start: the file after File → Save file is bad: ${checkBook(afterOpen)}`);
      }
      present = onPage;

      if (launch === options.rounds) {
        await killBrowser(session);
        return;
      }
      step = 'typing';
      await editor(page).click();
      await page.keyboard.press('Control+End');
      const durationMs = between(TYPE_MIN_MS, TYPE_MAX_MS);
      const typingStart = Date.now();
      const typed = [];
      await typeUntil(page, typingStart + durationMs, nextWord, typed);
      step = 'checking the typed words are on screen';
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, paragraphs kept apart
      const shown = await editor(page).innerText({ timeout: 2000 });
      const onScreen = new Set(shown.match(WORD) ?? []);
      const notTyped = typed.filter((t) => !onScreen.has(t.word)).map((t) => t.word);
      if (notTyped.length > 0) {
        throw new Error(`typed words not on screen before the kill: ${notTyped.join(' ')}`);
      }
      if (options.pauseMs > 0) await sleep(options.pauseMs);
      step = 'killing Chromium';
      const killAt = await killBrowser(session);
      previous = { typed, killAt, durationMs: killAt - typingStart };
    };
    try {
      await withTimeout(round(), ROUND_TIMEOUT_MS, `round ${launch}`);
    } catch (error) {
      throw new Error(`round ${launch}, ${step}: ${error.message}${chromiumLogTail()}`);
    }
  }

  const elapsed = Date.now() - started;
  const failed =
    totals.oldLost > 0 || totals.earlierLost > 0 || totals.fileFailures > 0 || totals.otherTab > 0;
  console.log(
    [
      '',
      `Summary (seed ${options.seed}, ${totals.rounds} kills, ${seconds(elapsed)}):`,
      `  words typed:                      ${totals.typed}`,
      `  lost, typed >1 s before a kill:   ${totals.oldLost}${totals.oldLost ? ` (oldest ${seconds(totals.oldestLostMs)} before its kill)` : ''}   must be 0`,
      `  lost, typed ≤1 s before a kill:   ${totals.recentLost} of ${totals.recentTyped}   allowed`,
      `  earlier words gone later:         ${totals.earlierLost}   must be 0`,
      `  book file checks failed:          ${totals.fileFailures}   must be 0`,
      `  "open in another tab" on reopen:  ${totals.otherTab}   must be 0`,
      failed
        ? 'FAILED: words were lost, the book file was not a complete book, or a reopen said the book was open in another tab.'
        : 'PASSED',
    ].join('\n'),
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    cleanupSync();
    process.exit(code);
  },
  (error) => {
    console.error(`\nkill-test could not run: ${error.message}`);
    cleanupSync();
    process.exit(2);
  },
);
