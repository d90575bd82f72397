/**
 * Watching the book file's permission (docs/spec/data-layer-and-files.md §4): the worker works out the status of the bound
 * handles (workers/contract/permission-status.ts); a monitor here checks at start, again 1 s
 * later, polls while granted, and reports a loss of access.
 */
import { PERMISSION_POLL_MS, PERMISSION_RECHECK_MS } from '../../../../workers/contract/constants';
/** The bound book file and project folder, as the permission request needs them. */
export interface ProjectHandles {
  directoryHandle?: FileSystemDirectoryHandle;
  fileHandle?: FileSystemFileHandle;
  fileName: string;
}

export type {
  HandlePermission,
  PermissionInputs,
  PermissionStatus,
} from '../../../../workers/contract/permission-status';

import type { PermissionStatus } from '../../../../workers/contract/permission-status';

/** A handle with the permission methods Chromium adds (not in TypeScript's DOM types). */
export interface PermissionCapableHandle {
  queryPermission?: (descriptor: { mode: 'readwrite' }) => Promise<PermissionState>;
  requestPermission?: (descriptor: { mode: 'readwrite' }) => Promise<PermissionState>;
}

type TimerId = ReturnType<typeof globalThis.setTimeout>;

/** Options of a PermissionMonitor. */
export interface PermissionMonitorOptions {
  /** Works out the current status (see computePermissionStatus). */
  check: () => Promise<PermissionStatus>;
  /** Called when access that was granted is no longer (the status became prompt or denied). */
  onLost: () => void;
  /** Called with every status that differs from the previous one. */
  onChange?: (status: PermissionStatus) => void;
  pollMs?: number;
  recheckMs?: number;
  setTimeout?: (run: () => void, ms: number) => TimerId;
  clearTimeout?: (id: TimerId) => void;
  setInterval?: (run: () => void, ms: number) => TimerId;
  clearInterval?: (id: TimerId) => void;
}

/** Watches the project's file permission; see the module comment. */
export class PermissionMonitor {
  private status: PermissionStatus | null = null;
  private recheckTimer: TimerId | null = null;
  private pollTimer: TimerId | null = null;
  private checking = false;
  private active = false;

  constructor(private readonly options: PermissionMonitorOptions) {}

  /** The last status seen, or null before the first check. */
  get current(): PermissionStatus | null {
    return this.status;
  }

  /** Checks now and again after the recheck delay; resolves with the first result. */
  async start(): Promise<PermissionStatus | null> {
    this.stop();
    this.active = true;
    const later = this.options.setTimeout ?? globalThis.setTimeout;
    this.recheckTimer = later(() => {
      this.recheckTimer = null;
      void this.checkNow();
    }, this.options.recheckMs ?? PERMISSION_RECHECK_MS);
    return this.checkNow();
  }

  /** Stops the recheck and the polling. */
  stop(): void {
    this.active = false;
    if (this.recheckTimer !== null) {
      (this.options.clearTimeout ?? globalThis.clearTimeout)(this.recheckTimer);
      this.recheckTimer = null;
    }
    this.stopPolling();
  }

  /** Checks once (skipped while another check runs) and reacts to the result. */
  async checkNow(): Promise<PermissionStatus | null> {
    if (!this.active || this.checking) return this.status;
    this.checking = true;
    let next: PermissionStatus;
    try {
      next = await this.options.check();
    } catch (error) {
      console.error(error);
      next = 'unknown';
    } finally {
      this.checking = false;
    }
    if (!this.active) return this.status;
    const previous = this.status;
    this.status = next;
    if (next === 'granted') this.startPolling();
    else this.stopPolling();
    if (next !== previous) {
      this.options.onChange?.(next);
      if (previous === 'granted' && next !== 'unknown') this.options.onLost();
    }
    return next;
  }

  private startPolling(): void {
    if (this.pollTimer !== null) return;
    const every = this.options.setInterval ?? globalThis.setInterval;
    this.pollTimer = every(() => void this.checkNow(), this.options.pollMs ?? PERMISSION_POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer === null) return;
    (this.options.clearInterval ?? globalThis.clearInterval)(this.pollTimer);
    this.pollTimer = null;
  }
}
