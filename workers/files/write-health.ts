/**
 * How the last write to private storage went, so the toolbar can say why an auto-save did not
 * land (issue 23, item 3): "full" when the browser refused for lack of space (the origin's quota
 * reached, or the disk full), "refused" for any other failure; cleared by the next write that
 * succeeds. Also the e2e fault that makes every private-storage write fail.
 */
import type { PrivateStorageProblem } from '../contract/book-file';

let lastProblem: PrivateStorageProblem | null = null;
let injected: 'disk-full' | 'fail' | null = null;

/** Makes every later private-storage write fail (e2e only), or stops it. */
export function setPrivateWriteFault(fault: 'disk-full' | 'fail' | null): void {
  injected = fault;
}

/** Throws the injected failure, if one is on (called before each write). */
export function throwInjectedWriteFault(): void {
  if (injected === 'disk-full')
    throw new DOMException('Injected fault: the disk is full', 'QuotaExceededError');
  if (injected === 'fail')
    throw new DOMException('Injected fault: write refused', 'InvalidStateError');
}

/** Whether `error` (or its cause) says the storage is out of space. */
export function isOutOfSpace(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError') return true;
  const message = error instanceof Error ? error.message : String(error);
  return /quota|no space|disk is full/i.test(message);
}

/** Records a failed write of `name`. */
export function recordWriteFailure(name: string, error: unknown): void {
  lastProblem = {
    kind: isOutOfSpace(error) ? 'full' : 'refused',
    name,
    at: new Date().toISOString(),
  };
}

/** Records a write that landed. */
export function recordWriteSuccess(): void {
  lastProblem = null;
}

/** The last private-storage write's failure, or null when it succeeded (or none was made). */
export function privateStorageProblem(): PrivateStorageProblem | null {
  return lastProblem;
}
