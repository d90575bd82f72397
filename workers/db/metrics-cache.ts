/**
 * Book totals without reading the book's text: tree pages are summed from the in-memory tree
 * summaries (TreeCache, kept current from change events), and the few section records are read
 * directly. An edit in a 1,000,000-word book costs about what it costs in a one-page book.
 */
import type { ContentMetrics } from '../contract/records';
import { SECTION_TABLES } from '../contract/tables';
import { typedTable } from './database';
import type { DbSession } from './session';
import type { TreeCache } from './tree-cache';

export interface BookTotals {
  words: number;
  characters: number;
  charactersNoSpaces: number;
}

interface Countable {
  content_metrics?: Partial<ContentMetrics>;
  mark_for_delete?: number;
}

function add(totals: BookTotals, r: Countable): void {
  if (r.mark_for_delete === 1) return;
  totals.words += r.content_metrics?.words ?? 0;
  totals.characters += r.content_metrics?.characters ?? 0;
  totals.charactersNoSpaces += r.content_metrics?.charactersNoSpaces ?? 0;
}

export class MetricsCache {
  constructor(
    private readonly session: DbSession,
    private readonly tree: TreeCache,
  ) {}

  /** Totals over active tree nodes and sections. */
  async read(): Promise<BookTotals> {
    const totals: BookTotals = { words: 0, characters: 0, charactersNoSpaces: 0 };
    for (const node of await this.tree.list()) add(totals, node);
    const db = this.session.get();
    for (const table of SECTION_TABLES) {
      for (const record of await typedTable(db, table).toArray()) add(totals, record);
    }
    return totals;
  }
}
