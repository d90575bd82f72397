/**
 * Work over many pages on the main thread without a long task: items are handled one at a time
 * and the loop yields to the browser (an idle callback where there is one, else a timer) once a
 * slice of `sliceMs` is used. Progress after each item; `signal` cancels between items.
 */

export interface ChunkOptions {
  /** Called after each item with how many are done of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting it stops before the next item (the items done stay done). */
  signal?: AbortSignal;
  /** Longest run of items between two yields, in milliseconds (default 12). */
  sliceMs?: number;
}

/** How a run ended. */
export interface ChunkOutcome {
  done: number;
  cancelled: boolean;
}

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

/** Lets the browser paint and handle input before the next slice. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const idle = (globalThis as IdleWindow).requestIdleCallback;
    if (idle) idle(() => resolve(), { timeout: 200 });
    else setTimeout(resolve, 0);
  });
}

/** Runs `work` on each item in turn, yielding between slices. */
export async function runInChunks<T>(
  items: readonly T[],
  work: (item: T, index: number) => void | Promise<void>,
  options: ChunkOptions = {},
): Promise<ChunkOutcome> {
  const sliceMs = options.sliceMs ?? 12;
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (options.signal?.aborted) return { done: index, cancelled: true };
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToBrowser();
      sliceStart = performance.now();
      if (options.signal?.aborted) return { done: index, cancelled: true };
    }
    await work(item, index);
    options.onProgress?.(index + 1, items.length);
  }
  return { done: items.length, cancelled: false };
}
