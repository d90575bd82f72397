/**
 * Builds: the app with `npx vite build` (its own config, into bench/.app-dist), and the two
 * bundled baselines (bare Lexical, blank React) with Vite's JS build() API into
 * bench/.baseline-dist/. Both folders carry a nested biome.json so the linter leaves the
 * minified output alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BASELINE_DIST_DIR, BASELINE_SRC_DIR, DIST_DIR, ROOT_DIR } from './paths.mjs';

/** Keeps Biome away from minified output (a nested config that includes nothing). */
function ignoreForLint(dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'biome.json'),
    `${JSON.stringify({ root: false, files: { includes: ['!**'] } }, null, 2)}\n`,
  );
}

/** `npx vite build` with the project's config, into bench/.app-dist (see paths.mjs). */
export function buildApp(log) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const args = ['vite', 'build', '--outDir', relative(ROOT_DIR, DIST_DIR), '--emptyOutDir'];
    const child = spawn('npx', args, { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`vite build failed (exit ${code}):\n${output.slice(-4000)}`));
        return;
      }
      ignoreForLint(DIST_DIR);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      log?.(`  app built with npx ${args.join(' ')} in ${seconds} s`);
      resolve(output);
    });
  });
}

export const BASELINES = ['lexical', 'react'];

/** True when a bundled baseline is missing or older than its sources (bench/baseline/<name>/). */
export function baselinesStale() {
  return BASELINES.some((name) => {
    const built = join(BASELINE_DIST_DIR, name, 'index.html');
    if (!existsSync(built)) return true;
    const src = join(BASELINE_SRC_DIR, name);
    const newest = Math.max(...readdirSync(src).map((f) => statSync(join(src, f)).mtimeMs));
    return newest > statSync(built).mtimeMs;
  });
}

export async function buildBaselines(log) {
  const { build } = await import('vite');
  ignoreForLint(BASELINE_DIST_DIR);
  for (const name of BASELINES) {
    const started = Date.now();
    await build({
      root: join(BASELINE_SRC_DIR, name),
      base: `/__bench/built/${name}/`,
      configFile: false,
      logLevel: 'error',
      build: {
        outDir: join(BASELINE_DIST_DIR, name),
        emptyOutDir: true,
        target: 'es2022',
        reportCompressedSize: false,
      },
    });
    log?.(`  baseline "${name}" built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
