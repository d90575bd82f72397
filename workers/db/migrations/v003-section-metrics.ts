/** 2 → 3: adds content_metrics to every section (whitespace words, blank-line paragraphs). */
import type { Transaction } from 'dexie';
import type { AnyRecord } from '../../contract/records';
import { computeLegacyMetrics } from './frozen/legacy-metrics';
import type { SchemaStep } from './types';

export const SECTION_TABLES_V3 = [
  'prologue',
  'introduction',
  'epilogue',
  'appendices',
  'preface',
  'acknowledgments',
  'author_bio',
  'glossary',
  'bibliography',
  'book_index',
  'afterword',
] as const;

export const v003: SchemaStep = {
  version: 3,
  slug: 'section-metrics',
  stores: {},
  upgrade: async (tx: Transaction) => {
    for (const table of SECTION_TABLES_V3) {
      await tx
        .table(table)
        .toCollection()
        .modify((r: AnyRecord) => {
          if (!r.content_metrics) {
            r.content_metrics = computeLegacyMetrics(
              typeof r.content === 'string' ? r.content : '',
            );
          }
        });
    }
  },
};
