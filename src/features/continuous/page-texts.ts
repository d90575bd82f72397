/**
 * The texts of the pages a continuous view shows, read from the worker as they come near the
 * screen (a few at a time, in the order asked) and kept for the visit: a page scrolled away and
 * back is shown at once. An editor's own edits replace its page's text here (no read back); a
 * change from elsewhere (another tab, a replace through the book) reads it again, and only then
 * does the page's generation grow, so an editor is loaded afresh only with text it did not write.
 */
import type { TreeNode } from '../../../workers/contract/records';
import type { Result, ResultError } from '../../../workers/contract/result';
import { asResultError } from '../../worker-client/failures';

export type PageText = { html: string; gen: number } | { error: ResultError; gen: number };

/** Reads at once; more wait their turn. */
const PARALLEL_READS = 4;

export class PageTexts {
  private readonly entries = new Map<string, PageText>();
  private readonly words = new Map<string, number>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly queued: string[] = [];
  private readonly reading = new Set<string>();
  private disposed = false;

  constructor(private readonly read: (id: string) => Promise<Result<TreeNode>>) {}

  /** The page's text (or why it could not be read), once read. */
  text(id: string): PageText | undefined {
    return this.entries.get(id);
  }

  /** The page's words as its last save counted them, if it was saved here. */
  wordsOf(id: string): number | undefined {
    return this.words.get(id);
  }

  /** Calls `listener` when page `id`'s text or words change; returns the unsubscribe. */
  subscribe(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }

  /** Reads, in this order, those of `ids` not read nor being read. */
  want(ids: readonly string[]): void {
    for (const id of ids) {
      if (this.entries.has(id) || this.reading.has(id) || this.queued.includes(id)) continue;
      this.queued.push(id);
    }
    this.pump();
  }

  /** An editor here stored this text of page `id`: shown when it scrolls away and back. */
  edited(id: string, html: string): void {
    const had = this.entries.get(id);
    this.entries.set(id, { html, gen: had?.gen ?? 0 });
    this.tell(id);
  }

  /** The words of page `id` as its save counted them. */
  counted(id: string, words: number): void {
    this.words.set(id, words);
    this.tell(id);
  }

  /**
   * The pages changed elsewhere (null: any of them): each held one not `kept` is read again (its
   * old text shown meanwhile).
   */
  changed(ids: readonly string[] | null, kept: (id: string) => boolean = () => false): void {
    const list = ids ?? [...this.entries.keys()];
    for (const id of list) {
      if (!this.entries.has(id) || kept(id)) continue;
      this.words.delete(id);
      void this.load(id);
    }
  }

  /** Stops reading (the view closed). */
  dispose(): void {
    this.disposed = true;
    this.queued.length = 0;
    this.listeners.clear();
  }

  private pump(): void {
    while (!this.disposed && this.reading.size < PARALLEL_READS && this.queued.length > 0) {
      const id = this.queued.shift() as string;
      void this.load(id).then(() => this.pump());
    }
  }

  private async load(id: string): Promise<void> {
    if (this.reading.has(id)) return;
    this.reading.add(id);
    let result: Result<TreeNode>;
    try {
      result = await this.read(id);
    } catch (error) {
      result = { success: false, error: asResultError(error) };
    }
    this.reading.delete(id);
    if (this.disposed) return;
    const gen = (this.entries.get(id)?.gen ?? -1) + 1;
    this.entries.set(
      id,
      result.success ? { html: result.data.content ?? '', gen } : { error: result.error, gen },
    );
    this.tell(id);
  }

  private tell(id: string): void {
    for (const listener of this.listeners.get(id) ?? []) listener();
  }
}
