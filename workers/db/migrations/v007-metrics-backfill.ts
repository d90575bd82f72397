/**
 * 6 → 7 (ours, docs/spec/design.md §2.3): back-fills full content_metrics (words, characters, paragraphs,
 * readingTime) on every tree node and section, counting Chinese, Japanese and Thai sensibly.
 */
import type { Transaction } from 'dexie';
import type { AnyRecord } from '../../contract/records';
import { computeContentMetrics } from './frozen/content-metrics-v7';
import type { SchemaStep } from './types';
import { SECTION_TABLES_V3 } from './v003-section-metrics';

const backfill = (r: AnyRecord) => {
  r.content_metrics = computeContentMetrics(typeof r.content === 'string' ? r.content : '');
};

export const v007: SchemaStep = {
  version: 7,
  slug: 'metrics-backfill',
  stores: {},
  upgrade: async (tx: Transaction) => {
    await tx.table('tree_nodes').toCollection().modify(backfill);
    for (const table of SECTION_TABLES_V3) await tx.table(table).toCollection().modify(backfill);
  },
};
