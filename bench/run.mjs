#!/usr/bin/env node
/**
 * `npm run bench`: builds the app with `npx vite build` into bench/.app-dist (and the bundled
 * baselines), serves that build on a free localhost port, and drives headless Chromium through
 * each scenario: app and baseline interleaved, `--runs` times (3), each run in a new browser on a
 * fresh profile. Prints a table of medians and writes bench/results.json. `--check` fails the
 * command when a figure misses its budget. `--smoke` runs every scenario's driver once on the
 * small fixtures and fails when one breaks or a check fails, timing budgets aside: `npm test`
 * runs it so a broken scenario fails CI, not the next measurement. Timing is never judged in
 * `npm test`; this is the only entry point.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs, USAGE } from './lib/args.mjs';
import { chromiumVersion, removeAllProfiles } from './lib/browser.mjs';
import { baselinesStale, buildApp, buildBaselines } from './lib/build.mjs';
import { judge, loadBudgets, notAvailable } from './lib/figures.mjs';
import { DIST_DIR, FIXTURES_DIR, RESULTS_FILE, SMOKE_RESULTS_FILE } from './lib/paths.mjs';
import { SCENARIOS } from './lib/scenarios/index.mjs';
import { startServer } from './lib/server.mjs';
import { round } from './lib/stats.mjs';
import { markdownTable, printTable } from './lib/table.mjs';
import { profiling } from './lib/trace-profile.mjs';

const log = (line) => console.log(line);

async function ensureFixtures(smoke) {
  const manifestPath = `${FIXTURES_DIR}/manifest.json`;
  const { generate } = await import('./generate-fixtures.mjs');
  // The small set takes a second: written afresh each time (nothing is rewritten if unchanged).
  if (smoke) return generate('smoke');
  if (!existsSync(manifestPath)) {
    log('No fixtures yet: generating them (npm run fixtures).');
    return generate();
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const missing = Object.keys(manifest.sha256 ?? {}).filter(
    (f) => !existsSync(`${FIXTURES_DIR}/${f}`),
  );
  if (missing.length) {
    log(`Fixtures missing (${missing.join(', ')}): generating them.`);
    return generate();
  }
  return manifest;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    log(USAGE);
    return 0;
  }
  if (options.report) {
    // results.json is not in git: each run writes it afresh.
    if (!existsSync(RESULTS_FILE)) throw new Error('No results yet: run npm run bench first.');
    const last = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
    log(
      `Run of ${last.date}: Chromium ${last.chromium}, ${last.cpus} CPUs, ${last.runs} run(s).\n`,
    );
    log(markdownTable(last.figures));
    return 0;
  }
  // Ids are matched without regard to case (--only s7.pdf runs S7.pdf); S7 does not run S7.pdf.
  const picked = (s) => options.only.includes(s.id.toUpperCase());
  const selected = options.only ? SCENARIOS.filter(picked) : SCENARIOS;
  if (options.only) {
    const unknown = options.only.filter((id) => !SCENARIOS.some((s) => s.id.toUpperCase() === id));
    if (unknown.length) throw new Error(`Unknown scenario ${unknown.join(', ')}`);
  }
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const manifest = await ensureFixtures(options.smoke);
  if (options.build) {
    log('Building…');
    await buildApp(log);
    await buildBaselines(log);
  } else {
    if (!existsSync(`${DIST_DIR}/index.html`)) {
      throw new Error('No app build yet: run once without --no-build.');
    }
    // The baselines are not in git (bench/.baseline-dist/ is ignored): built here when missing
    // or older than their sources.
    if (baselinesStale()) {
      log('Building the baselines (bench/.baseline-dist/ is missing or older than its sources)…');
      await buildBaselines(log);
    }
  }
  const server = await startServer();
  const chromium = await chromiumVersion();
  log(
    `Serving ${server.origin}; Chromium ${chromium}; ${cpus().length} CPUs; ${options.runs} run(s).`,
  );
  const ctx = { origin: server.origin, runs: options.runs, smoke: options.smoke, manifest, log };
  if (options.smoke)
    log('Smoke run: every scenario once on the small fixtures; no timing budgets.');
  profiling.enabled = options.profile;
  profiling.log = log;
  if (options.profile)
    log('Profiling: timings are slowed down by tracing; use them for diagnosis only.');
  const load = [loadavg()];
  let figures = [];
  const scenarios = [];
  try {
    for (const scenario of selected) {
      log(`${scenario.id} ${scenario.title}`);
      profiling.label = scenario.id;
      const t0 = Date.now();
      try {
        const out = await scenario.run(ctx);
        figures.push(...out);
        scenarios.push({
          id: scenario.id,
          title: scenario.title,
          seconds: (Date.now() - t0) / 1000,
        });
      } catch (error) {
        log(`  ${scenario.id} failed: ${error.stack ?? error}`);
        figures.push({
          ...notAvailable(`${scenario.id}.error`, scenario.id, `${scenario.title}: failed`),
          value: 'error',
          available: true,
          pass: false,
          note: String(error.message ?? error).split('\n')[0],
        });
        scenarios.push({
          id: scenario.id,
          title: scenario.title,
          error: String(error.message ?? error),
        });
      }
    }
  } finally {
    await server.close();
    removeAllProfiles();
  }
  figures = judge(figures, budgetsFor(options)).map((f) =>
    f.id.endsWith('.error') ? { ...f, pass: false } : f,
  );
  log('');
  printTable(figures, log);
  const results = {
    date: startedAt,
    finishedAt: new Date().toISOString(),
    chromium,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    node: process.version,
    runs: options.runs,
    only: options.only,
    seconds: Math.round((Date.now() - started) / 1000),
    loadAverage: {
      atStart: load[0].map((x) => round(x, 2)),
      atEnd: loadavg().map((x) => round(x, 2)),
    },
    profiled: options.profile,
    smoke: options.smoke,
    scenarios,
    figures,
    ...(options.profile ? { profiles: profiling.reports } : {}),
  };
  const resultsFile = options.smoke ? SMOKE_RESULTS_FILE : RESULTS_FILE;
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const missed = figures.filter((f) => f.pass === false);
  log(`\nWrote ${resultsFile} (${results.seconds} s).`);
  if (missed.length) log(`Missed budgets: ${missed.map((f) => f.id).join(', ')}`);
  else log('Every budgeted figure is within its budget.');
  return (options.check || options.smoke) && missed.length ? 1 : 0;
}

/**
 * The budgets a run judges: all of them; in a smoke run only the checks (`equals`: the import
 * is reported, every record stored, the PDF reads, every key landed), since the small fixtures
 * say nothing about time.
 */
function budgetsFor(options) {
  const budgets = loadBudgets();
  if (!options.smoke) return budgets;
  return Object.fromEntries(Object.entries(budgets).filter(([, b]) => 'equals' in b));
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error.stack ?? String(error));
    removeAllProfiles();
    process.exitCode = 2;
  },
);
