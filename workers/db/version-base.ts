/**
 * Keeps each page's newest version readable while the page's text changes (issue 29). The
 * newest version of a page is stored as a script against the page's text now (`form: 'page'`,
 * contract/revisions.ts), so a year of history costs a few hundred bytes a version instead of a
 * second copy of every edited page. This middleware sits under every writer of `tree_nodes` (the
 * save path, find's replace, an import, a split, a repair, a migration): before a page's text
 * changes it rebases that script onto the new text, in the same transaction, and before a page
 * record is deleted it stores the version whole. So no writer has to know about the history.
 *
 * Every read-write transaction over `tree_nodes` is widened to `page_versions` for that
 * (follow-writes.ts).
 */
import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreTable,
  DBCoreTransaction,
} from 'dexie';
import type { PageVersionRecord } from '../contract/revisions';
import { rebaseHead } from '../core/version-head';
import { alongsideTable, followWrites } from './follow-writes';

const PAGES = 'tree_nodes';
const VERSIONS = 'page_versions';
const BASE_INDEX = 'basePage';
/** Up to this many changed pages, their heads are looked up one by one. */
const FEW_PAGES = 16;

type Node = { id?: unknown; type?: unknown; content?: unknown };

const textOf = (node: Node | undefined): string | null =>
  node?.type === 'page' ? (typeof node.content === 'string' ? node.content : '') : null;

// DBCoreRangeType is a const enum Dexie does not export at run time: Equal 1, Any 3.
const EQUAL = 1 as DBCoreKeyRange['type'];
const ANY_RANGE = 3 as DBCoreKeyRange['type'];

const equal = (key: string): DBCoreKeyRange => ({
  type: EQUAL,
  lower: key,
  upper: key,
  lowerOpen: false,
  upperOpen: false,
});

const ANY: DBCoreKeyRange = {
  type: ANY_RANGE,
  lower: undefined,
  upper: undefined,
  lowerOpen: false,
  upperOpen: false,
};

function versionsTable(core: DBCore, trans: DBCoreTransaction): DBCoreTable | null {
  // A migration of an older schema (no history yet), or a transaction not over the history.
  const table = alongsideTable(core, trans, VERSIONS);
  return table?.schema.getIndexByKeyPath(BASE_INDEX) ? table : null;
}

async function headsOf(
  versions: DBCoreTable,
  trans: DBCoreTransaction,
  range: DBCoreKeyRange,
): Promise<PageVersionRecord[]> {
  const index = versions.schema.getIndexByKeyPath(BASE_INDEX);
  if (!index) return [];
  const found = await versions.query({ trans, values: true, query: { index, range } });
  return found.result as PageVersionRecord[];
}

/** Rebases the heads of the pages whose text `request` changes or deletes. */
async function rebaseFor(core: DBCore, pages: DBCoreTable, request: DBCoreMutateRequest) {
  if (request.type === 'add') return;
  const { trans } = request;
  const versions = versionsTable(core, trans);
  if (!versions) return;
  // Each changed page: its text before and after (null: the record goes).
  const changes = new Map<string, { before: string; after: string | null }>();
  if (request.type === 'deleteRange') {
    const heads = await headsOf(versions, trans, ANY);
    if (heads.length === 0) return;
    const keys = [...new Set(heads.map((h) => h.pageId))];
    const olds = (await pages.getMany({ trans, keys })) as Array<Node | undefined>;
    // Only the pages inside the deleted range.
    const inRange = await pages.query({
      trans,
      values: false,
      query: { index: pages.schema.primaryKey, range: request.range },
    });
    const going = new Set(inRange.result as unknown[]);
    keys.forEach((key, i) => {
      const before = textOf(olds[i]);
      if (before !== null && going.has(key)) changes.set(key, { before, after: null });
    });
  } else {
    const keys =
      request.type === 'delete'
        ? request.keys
        : (request.keys ?? request.values.map((v) => (v as Node).id));
    if (keys.some((k) => typeof k !== 'string')) return;
    const olds = (await pages.getMany({ trans, keys })) as Array<Node | undefined>;
    keys.forEach((key, i) => {
      const before = textOf(olds[i]);
      if (before === null) return;
      const after = request.type === 'delete' ? null : textOf(request.values[i] as Node);
      if (after !== before) changes.set(key as string, { before, after });
    });
  }
  if (changes.size === 0) return;
  // A few pages: one look-up each; many (a replace through the book, an import): every head in
  // one read (a head a page at most), not one read a page.
  const heads =
    changes.size <= FEW_PAGES
      ? (
          await Promise.all([...changes.keys()].map((id) => headsOf(versions, trans, equal(id))))
        ).flat()
      : (await headsOf(versions, trans, ANY)).filter((head) => changes.has(head.pageId));
  const updated: PageVersionRecord[] = [];
  for (const head of heads) {
    const { before, after } = changes.get(head.pageId) as { before: string; after: string | null };
    const next = rebaseHead(head, before, after);
    if (next) updated.push(next);
    else console.error('A version of the page no longer fits its text', head.pageId);
  }
  if (updated.length === 0) return;
  const result = await versions.mutate({
    type: 'put',
    trans,
    values: updated,
    keys: updated.map((r) => r.id),
  });
  if (result.numFailures > 0) throw new Error('A version of the page could not be kept');
}

/** Every write to the tree first rebases the changed pages' newest versions (see the top). */
export const versionBaseMiddleware = followWrites({
  name: 'versionBase',
  table: PAGES,
  alongside: VERSIONS,
  before: rebaseFor,
});
