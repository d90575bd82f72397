/**
 * Builds: the app with `npx vite build` (its own config), and the two bundled baselines
 * (bare Lexical, blank React) with Vite's JS build() API into bench/.baseline-dist/, which
 * carries a nested biome.json so the linter leaves the minified output alone.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASELINE_DIST_DIR, BASELINE_SRC_DIR, ROOT_DIR } from './paths.mjs';

export function buildApp(log) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['vite', 'build'], {
      cwd: ROOT_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
      log?.(`  app built with vite build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(output);
    });
  });
}

export const BASELINES = ['lexical', 'react'];

export async function buildBaselines(log) {
  const { build } = await import('vite');
  mkdirSync(BASELINE_DIST_DIR, { recursive: true });
  writeFileSync(
    join(BASELINE_DIST_DIR, 'biome.json'),
    `${JSON.stringify({ root: false, files: { includes: ['!**'] } }, null, 2)}\n`,
  );
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
