/**
 * Chromium for the bench: headless Debian Chromium with the project's flags, one FRESH
 * persistent profile (a new temp dir) per measured run, service workers blocked. A "seeded"
 * profile is a profile into which a book was opened through the app once; runs copy it, so
 * each run still starts a new browser on its own profile, with the book already in IndexedDB.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PROBES_SCRIPT } from './probes.mjs';
import { analyse, profiling, reportLines, startTracing, stopTracing } from './trace-profile.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const tempDirs = new Set();

export function newProfileDir() {
  const dir = mkdtempSync(join(tmpdir(), 'sb-bench-'));
  tempDirs.add(dir);
  return dir;
}

export function removeProfileDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Removes every profile this process made (on exit). */
export function removeAllProfiles() {
  for (const dir of [...tempDirs]) removeProfileDir(dir);
}

/** The Chromium version (a throwaway browser). */
export async function chromiumVersion() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const version = browser.version();
  await browser.close();
  return version;
}

/**
 * A browser on the profile in `dir` (a new one when absent), with the probes installed.
 * Returns { context, page, dir, external, close(keep) }; `external` counts requests that left
 * the server's origin.
 */
export async function openBrowser(origin, { dir = newProfileDir() } = {}) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    serviceWorkers: 'block',
    baseURL: origin,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await context.addInitScript(PROBES_SCRIPT);
  // A returning author: the first-visit welcome would stand between the scenario and the book.
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('first-visit-done'))
        localStorage.setItem('first-visit-done', 'bench');
    } catch {}
  });
  const external = { count: 0, urls: [] };
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${origin}/`) || /^(data|blob|about|chrome|devtools):/.test(url)) return;
    external.count += 1;
    external.urls.push(url);
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(120_000);
  const cdp = profiling.enabled ? await context.newCDPSession(page) : null;
  if (cdp) await startTracing(cdp);
  return {
    context,
    page,
    dir,
    external,
    async close(keep = false) {
      if (cdp) {
        try {
          const reports = analyse(await stopTracing(cdp), origin, profiling.label);
          profiling.reports.push(...reports);
          for (const r of reports) for (const line of reportLines(r)) profiling.log(line);
        } catch (error) {
          profiling.log(`  (profile failed: ${error.message})`);
        }
      }
      await context.close().catch(() => undefined);
      if (!keep) removeProfileDir(dir);
    },
  };
}

/** A fresh profile that is a copy of the seeded profile `seedDir`. */
export function copyProfile(seedDir) {
  const dir = newProfileDir();
  cpSync(seedDir, dir, { recursive: true });
  return dir;
}
