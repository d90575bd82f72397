/**
 * Book totals kept incrementally: built once by a full scan, then updated from change events
 * by re-reading only the records that changed. An edit in a 1,000,000-word book costs about
 * what it costs in a one-page book.
 */
import type Dexie from 'dexie';
import { SINGLE_SECTIONS } from '../../contract/constants';
import type { ChangeEvent } from '../../contract/events';
import type { ContentMetrics } from '../../contract/records';
import type { DbSession } from '../../db/session';

export interface BookTotals {
  words: number;
  characters: number;
  charactersNoSpaces: number;
}

const CONTENT_TABLES = new Set<string>(['tree_nodes', 'appendices', ...SINGLE_SECTIONS]);

type Entry = BookTotals;
const ZERO: Entry = { words: 0, characters: 0, charactersNoSpaces: 0 };

interface Countable {
  content_metrics?: Partial<ContentMetrics>;
  mark_for_delete?: number;
}

const entryOf = (r: Countable | undefined): Entry =>
  !r || r.mark_for_delete === 1
    ? ZERO
    : {
        words: r.content_metrics?.words ?? 0,
        characters: r.content_metrics?.characters ?? 0,
        charactersNoSpaces: r.content_metrics?.charactersNoSpaces ?? 0,
      };

export class MetricsCache {
  private entries = new Map<string, Entry>();
  private totals: BookTotals = { ...ZERO };
  private built = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly session: DbSession) {
    session.subscribe((event) => this.onEvent(event));
  }

  private onEvent(event: ChangeEvent): void {
    if (event.kind === 'database-reset') {
      this.built = false;
      return;
    }
    if (event.kind !== 'table-changed' || !CONTENT_TABLES.has(event.table) || !this.built) return;
    if (event.ids.length === 0) {
      this.built = false;
      return;
    }
    const { table, ids } = event;
    this.queue = this.queue
      .then(() => this.refresh(table, ids))
      .catch(() => {
        this.built = false;
      });
  }

  private set(key: string, next: Entry): void {
    const prev = this.entries.get(key) ?? ZERO;
    this.totals = {
      words: this.totals.words - prev.words + next.words,
      characters: this.totals.characters - prev.characters + next.characters,
      charactersNoSpaces:
        this.totals.charactersNoSpaces - prev.charactersNoSpaces + next.charactersNoSpaces,
    };
    this.entries.set(key, next);
  }

  private async refresh(table: string, ids: ReadonlyArray<string | number>): Promise<void> {
    const db = this.session.get();
    const records = (await db.table(table).bulkGet([...ids])) as Array<Countable | undefined>;
    ids.forEach((id, i) => {
      this.set(`${table}:${id}`, entryOf(records[i]));
    });
  }

  private async build(db: Dexie): Promise<void> {
    this.entries = new Map();
    this.totals = { ...ZERO };
    for (const table of CONTENT_TABLES) {
      await db.table(table).each((record: Countable, cursor) => {
        this.set(`${table}:${String(cursor.primaryKey)}`, entryOf(record));
      });
    }
    this.built = true;
  }

  /** Totals over active tree nodes and sections. */
  async read(): Promise<BookTotals> {
    await this.queue;
    if (!this.built) await this.build(this.session.get());
    return { ...this.totals };
  }
}
