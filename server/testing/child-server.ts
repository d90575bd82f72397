/**
 * The sync server as its own process (`tsx server/main.ts`), as `npm run sync-server` runs it:
 * for tests that kill it (SIGKILL) or stop it with a signal.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startReadyProcess, stopProcess } from './ready-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ChildServer {
  url: string;
  httpUrl: string;
  process: ChildProcess;
  /** Sends the signal and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export async function startChildServer(port: number, dataDir: string): Promise<ChildServer> {
  const child = await startReadyProcess(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
    ],
    { name: 'the server', readyText: ' listening ', timeoutMs: 30_000, cwd: ROOT },
  );
  return {
    url: `ws://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${port}`,
    process: child,
    kill: (signal) => stopProcess(child, signal),
  };
}
