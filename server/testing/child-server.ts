/**
 * The sync server as its own process (`tsx server/main.ts`), as `npm run sync-server` runs it:
 * for tests that kill it (SIGKILL) or stop it with a signal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ChildServer {
  url: string;
  httpUrl: string;
  process: ChildProcess;
  /** Sends the signal and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export async function startChildServer(port: number, dataDir: string): Promise<ChildServer> {
  const child = spawn(
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
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(' listening ')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `ws://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${port}`,
    process: child,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      child.kill(signal);
      return exited;
    },
  };
}
