/**
 * 8 → 9 (issue 25): every tree node says whether it goes into exports ("Include in export",
 * `include_in_export: true`) and how exports set it (`section_type: null`: by its place; see
 * contract/book-structure.ts). Neither is indexed, so the stores do not change; a value already
 * there (a book file written by this version, imported before) is kept.
 */
import type { Transaction } from 'dexie';
import type { AnyRecord } from '../../contract/records';
import type { SchemaStep } from './types';

/** The v9 fields of one tree node (a copy when something is added; the record as is otherwise). */
export function withExportStructure(node: AnyRecord): AnyRecord {
  const include = typeof node.include_in_export === 'boolean';
  const type = node.section_type !== undefined;
  if (include && type) return node;
  return {
    ...node,
    include_in_export: include ? node.include_in_export : true,
    section_type: type ? node.section_type : null,
  };
}

export const v009: SchemaStep = {
  version: 9,
  slug: 'export-structure',
  stores: {},
  upgrade: async (tx: Transaction) => {
    await tx
      .table('tree_nodes')
      .toCollection()
      .modify((node: AnyRecord) => {
        if (typeof node.include_in_export !== 'boolean') node.include_in_export = true;
        if (node.section_type === undefined) node.section_type = null;
      });
  },
};
