/**
 * One tab writes the book (DESIGN §1): each tab asks for an exclusive Web Lock. A second tab
 * that cannot get it is told the book is open elsewhere, and may take over (steal the lock),
 * which tells the first tab in turn.
 */
export const WRITER_LOCK = 'story-builder:book-writer';

export type WriterState = 'writer' | 'elsewhere' | 'unsupported';

type LockManagerLike = {
  request: (
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean; mode?: 'exclusive' },
    callback: (lock: unknown) => Promise<unknown>,
  ) => Promise<unknown>;
};

const locks = (): LockManagerLike | null =>
  (navigator as Navigator & { locks?: LockManagerLike }).locks ?? null;

/**
 * Holds the writer lock until `signal` aborts. Calls `onChange` with the tab's state; when
 * another tab steals the lock, reports 'elsewhere'.
 */
export function holdWriterLock(
  onChange: (state: WriterState) => void,
  options: { steal?: boolean } = {},
): () => void {
  const manager = locks();
  if (!manager) {
    onChange('unsupported');
    return () => undefined;
  }
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const request = options.steal ? { steal: true } : { ifAvailable: true };
  manager
    .request(WRITER_LOCK, request, async (lock) => {
      if (!lock) {
        onChange('elsewhere');
        return;
      }
      onChange('writer');
      await held;
    })
    .catch(() => {
      // Another tab took the book over (steal): this tab is no longer the writer.
      onChange('elsewhere');
    });
  return release;
}
