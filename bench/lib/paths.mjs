/** Where things are. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_DIR = resolve(BENCH_DIR, '..');
/**
 * The app as the bench serves it: `npx vite build --outDir bench/.app-dist`, a private copy, so
 * another session rebuilding dist/ cannot change (or empty) the app under a running bench.
 * `BENCH_APP_DIST=/some/dir` builds and serves it there instead (two benches at once).
 */
export const DIST_DIR = process.env.BENCH_APP_DIST
  ? resolve(process.env.BENCH_APP_DIST)
  : join(BENCH_DIR, '.app-dist');
export const FIXTURES_DIR = join(BENCH_DIR, 'fixtures');
export const BASELINE_SRC_DIR = join(BENCH_DIR, 'baseline');
export const BASELINE_DIST_DIR = join(BENCH_DIR, '.baseline-dist');
export const RESULTS_FILE = join(BENCH_DIR, 'results.json');
/** `--smoke` writes here, so a smoke run never replaces the last measurement. */
export const SMOKE_RESULTS_FILE = join(BENCH_DIR, 'results-smoke.json');
export const BUDGETS_FILE = join(BENCH_DIR, 'budgets.json');
export const DEXIE_MODULE = join(ROOT_DIR, 'node_modules', 'dexie', 'dist', 'dexie.mjs');
