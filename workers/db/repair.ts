/**
 * A database that opens but is damaged — object stores lost (Dexie re-creates them empty), the
 * records every book has gone (the open document, front matter, settings, metrics…), fields
 * missing from the metrics or settings — is backed up as it is, then repaired: what is missing
 * is filled with the first-run defaults of the open book, nothing present is changed. The author
 * is told which parts were restored and where the copy is.
 */
import type Dexie from 'dexie';
import { DEFAULT_APP_SETTINGS, DEFAULT_BOOK_METRICS, SINGLE_SECTIONS } from '../contract/constants';
import { defaultCopyright } from '../contract/defaults';
import type { DocumentRecord, TreeNode, TreeNodeSummary } from '../contract/records';
import { newUuid } from '../core/ids';
import { isObject } from '../core/is-object';
import {
  defaultFrontmatter,
  defaultLabels,
  defaultMetrics,
  defaultSettings,
  defaultTree,
  emptySection,
  newDocumentRecord,
} from './population';
import { readSnapshot } from './tree-snapshot';

/** What a repair restored (tables whose loss means damage), and the backup written first. */
export interface RepairReport {
  tables: string[];
  backupFile: string | null;
}

type Row = Record<string, unknown>;

/** `value` with every field of `defaults` it lacks (deep, for plain objects); null when complete. */
export function withDefaults(value: unknown, defaults: Row): Row | null {
  const base: Row = isObject(value) ? { ...value } : {};
  let changed = !isObject(value);
  for (const [key, fallback] of Object.entries(defaults)) {
    const current = base[key];
    if (current === undefined || (current === null && fallback !== null)) {
      base[key] = structuredClone(fallback);
      changed = true;
    } else if (isObject(fallback) && !Array.isArray(fallback)) {
      const inner = withDefaults(current, fallback);
      if (inner) {
        base[key] = inner;
        changed = true;
      }
    }
  }
  return changed ? base : null;
}

interface Finding {
  table: string;
  fix: (documentId: string) => Promise<unknown>;
}

/**
 * Losses that mean damage: every book has these (an import requires the first three), so their
 * absence is told, after a backup. Anything else missing (labels, empty sections, a metrics
 * field an older file lacked) is filled quietly: a book from an older version may just not
 * have it.
 */
const DAMAGE = new Set(['documents', 'current_document', 'frontmatter', 'tree_nodes']);

/** The tree as far as the repair needs it: kept summaries when there are some, else every node. */
async function treeForInspection(db: Dexie): Promise<TreeNodeSummary[]> {
  const tables = new Set(db.tables.map((table) => table.name));
  if (tables.has('tree_snapshot')) {
    const kept = await readSnapshot(db as Parameters<typeof readSnapshot>[0]);
    if (kept) return kept;
  }
  return (await db.table('tree_nodes').toArray()) as TreeNode[];
}

/**
 * Everything `inspect` reads, in one read transaction with the requests sent together (one
 * round trip's wait instead of twenty at every start). The tree comes from its kept summaries
 * (tree-snapshot.ts: they match the tree, or they are not there), so a 1,000,000-word book's
 * text is not read to find out that it has a top folder.
 */
async function readForInspection(db: Dexie) {
  const t = (name: string) => db.table(name);
  const first = (name: string) => t(name).toCollection().first() as Promise<Row | undefined>;
  return db.transaction('r', db.tables, async () => {
    const [documents, current, frontmatter, copyright, setup, settings, metrics, labels, editor] =
      await Promise.all([
        t('documents').toArray() as Promise<DocumentRecord[]>,
        t('current_document').get(1) as Promise<DocumentRecord | undefined>,
        first('frontmatter'),
        first('copyright'),
        t('app_setup').get(1) as Promise<Row | undefined>,
        t('app_settings').get(1) as Promise<Row | undefined>,
        t('book_metrics').get(1) as Promise<Row | undefined>,
        t('labels').count(),
        t('editor').get(1) as Promise<Row | undefined>,
      ]);
    const [ebook, nodes, ...sections] = await Promise.all([
      first('ebook_settings'),
      treeForInspection(db),
      ...SINGLE_SECTIONS.map((name) => first(name)),
    ]);
    return {
      documents,
      current,
      frontmatter,
      copyright,
      setup,
      settings,
      metrics,
      labels,
      editor,
      ebook,
      nodes,
      sections,
    };
  });
}

/** What is missing, each with its fix (nothing is written while looking). */
async function inspect(db: Dexie): Promise<{ findings: Finding[]; documentId: string }> {
  const t = (name: string) => db.table(name);
  const findings: Finding[] = [];
  const found = await readForInspection(db);
  const { documents, current, frontmatter, settings, metrics, nodes } = found;
  const documentId =
    current?.uuid ??
    documents[0]?.uuid ??
    (typeof frontmatter?.documentId === 'string' ? frontmatter.documentId : null) ??
    newUuid();

  if (documents.length === 0)
    findings.push({ table: 'documents', fix: (id) => t('documents').put(newDocumentRecord(id)) });
  if (!current) {
    const doc = documents.find((d) => d.uuid === documentId) ?? newDocumentRecord(documentId);
    findings.push({
      table: 'current_document',
      fix: () => t('current_document').put({ ...doc, id: 1 }),
    });
  }
  if (!frontmatter)
    findings.push({
      table: 'frontmatter',
      fix: (id) => t('frontmatter').put(defaultFrontmatter(id)),
    });
  if (!found.copyright)
    findings.push({ table: 'copyright', fix: (id) => t('copyright').put(defaultCopyright(id)) });
  if (!found.setup)
    findings.push({
      table: 'app_setup',
      fix: (id) => t('app_setup').put({ id: 1, version: '1.0.0', documentId: id }),
    });

  if (!settings)
    findings.push({
      table: 'app_settings',
      fix: (id) => t('app_settings').put(defaultSettings(id)),
    });
  else {
    const filled = withDefaults(settings, DEFAULT_APP_SETTINGS as unknown as Row);
    if (filled) findings.push({ table: 'app_settings', fix: () => t('app_settings').put(filled) });
  }

  if (!metrics)
    findings.push({
      table: 'book_metrics',
      fix: (id) => t('book_metrics').put(defaultMetrics(id)),
    });
  else {
    const filled = withDefaults(metrics.metrics, DEFAULT_BOOK_METRICS as unknown as Row);
    if (filled)
      findings.push({
        table: 'book_metrics',
        fix: () => t('book_metrics').put({ ...metrics, metrics: filled }),
      });
  }

  if (found.labels === 0)
    findings.push({ table: 'labels', fix: (id) => t('labels').bulkAdd(defaultLabels(id)) });
  SINGLE_SECTIONS.forEach((name, index) => {
    if (!found.sections[index])
      findings.push({ table: name, fix: (id) => t(name).put(emptySection(id)) });
  });
  if (!found.editor)
    findings.push({ table: 'editor', fix: () => t('editor').put({ id: 1, pageCount: 1 }) });
  if (!found.ebook)
    findings.push({
      table: 'ebook_settings',
      fix: (id) => t('ebook_settings').put({ id: 1, documentId: id, book_settings: {} }),
    });

  if (nodes.length === 0)
    findings.push({ table: 'tree_nodes', fix: (id) => t('tree_nodes').bulkAdd(defaultTree(id)) });
  else if (
    !nodes.some((n) => n.parentId === null && n.type === 'folder' && n.mark_for_delete !== 1)
  ) {
    findings.push({ table: 'tree_nodes', fix: (id) => addRoot(db, id) });
  }
  return { findings, documentId };
}

/** A tree without its top folder: "Main Content" again, holding the pages whose parent is gone. */
async function addRoot(db: Dexie, documentId: string) {
  const [root] = defaultTree(documentId);
  if (!root) return;
  const nodes = (await db.table('tree_nodes').toArray()) as TreeNode[];
  const ids = new Set(nodes.map((n) => n.id));
  await db.table('tree_nodes').add({ ...root });
  for (const node of nodes) {
    if (node.parentId === null || !ids.has(node.parentId)) {
      await db.table('tree_nodes').update(node.id, {
        parentId: root.id,
        depth: 1,
        path: `${root.id}/${node.id}`,
      });
    }
  }
}

/**
 * Repairs `db`: fills in whatever is missing. When that includes a loss that means damage,
 * `backup` is called first and the report says what was restored; otherwise null.
 */
export async function repairDatabase(
  db: Dexie,
  backup: () => Promise<string | null>,
): Promise<RepairReport | null> {
  const { findings, documentId } = await inspect(db);
  if (findings.length === 0) return null;
  const damaged = [...new Set(findings.map((f) => f.table).filter((t) => DAMAGE.has(t)))];
  const backupFile = damaged.length > 0 ? await backup() : null;
  await db.transaction('rw', db.tables, async () => {
    for (const finding of findings) await finding.fix(documentId);
  });
  return damaged.length > 0 ? { tables: damaged, backupFile } : null;
}
