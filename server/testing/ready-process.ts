/**
 * A child process the tests start and wait for: spawned with its output piped, ready once that
 * output says so (the sync server's " listening ", redis-server's "Ready to accept
 * connections"). child-server.ts and redis.ts start theirs with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface ReadyProcessOptions {
  /** Names the process in errors ("the server", "redis-server"). */
  name: string;
  /** Text in its stdout or stderr that says it is ready. */
  readyText: string;
  /** How long it may take to say so. */
  timeoutMs: number;
  cwd?: string;
}

/**
 * Spawns `command` with `args` and resolves once its output holds `readyText`; rejects, with
 * everything it printed, when it exits first or does not get there within `timeoutMs`.
 */
export async function startReadyProcess(
  command: string,
  args: string[],
  options: ReadyProcessOptions,
): Promise<ChildProcess> {
  const { name, readyText, timeoutMs, cwd } = options;
  const child = spawn(command, args, {
    ...(cwd ? { cwd } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}):\n${output}`));
    });
  });
  return child;
}

/**
 * Sends `signal` to `child` and resolves with its exit code once it has exited (at once when it
 * has already).
 */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  child.kill(signal);
  return exited;
}
