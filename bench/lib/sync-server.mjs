/**
 * The sync server for the bench (S21's load, S22's browser side): `server/main.ts` as its own
 * process, as `npm run sync-server` runs it, on a free port, with its SQLite file in a new
 * temporary folder. (server/testing/ready-process.ts does the same for the server's TypeScript
 * tests; the bench runs plain Node without tsx, so it cannot import it.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from './paths.mjs';

const LISTENING = / listening url=ws:\/\/127\.0\.0\.1:(\d+)/;

/**
 * Starts the server and resolves once it listens: { url, httpUrl, port, pid, errors(), stop() }.
 * `errors()` is everything it wrote to stderr so far; `stop()` ends it (SIGTERM), waits for its
 * exit and removes the data folder. `folderPrefix` names the folder; `readyWithinMs` is how long
 * it may take to listen.
 */
export async function startSyncServerProcess({ folderPrefix, readyWithinMs }) {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
    ],
    { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let errors = '';
  let listening = false;
  child.stderr.on('data', (chunk) => {
    errors += chunk.toString();
  });
  let port;
  try {
    port = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the sync server did not start:\n${output}${errors}`)),
        readyWithinMs,
      );
      child.stdout.on('data', (chunk) => {
        if (listening) return;
        output += chunk.toString();
        const m = LISTENING.exec(output);
        if (m) {
          listening = true;
          clearTimeout(timer);
          output = '';
          resolve(Number(m[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the sync server exited (${code}):\n${output}${errors}`));
      });
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    url: `ws://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    errors: () => errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
