/**
 * Writing a planned import into the open book (issue 27): a new folder at the end of the
 * manuscript holding the tree. Pages go in batches of PAGES_PER_BATCH, one transaction each,
 * under the new folder, which is written last — with the notes and labels — in the final
 * transaction: until then nothing of the import is in the book's tree (no screen, count or
 * export reaches a node whose folder does not exist), and a Cancel or a failure deletes what
 * was written in one transaction, so the book is exactly as it was. Pictures are stored (the
 * project's images/, 1280 px WebP) just before the batch that shows them; those the import
 * added are taken out again on Cancel. A journal (import-journal.ts) names the folder and those
 * pictures until the folder is written, so a tab killed midway is undone when the book opens.
 */
import type { ImportPicture, ManuscriptImportProgress } from '../../contract/manuscript-import';
import { cleanSynopsis, OUTLINE_DEFAULTS, statusKeyOfName } from '../../contract/outline';
import type { LabelRecord, NoteRecord, TreeNode } from '../../contract/records';
import { emptyMetrics } from '../../core/content-metrics';
import { newId, newUuid } from '../../core/ids';
import { prepareRecord } from '../../core/prepare-record';
import type { DbSession } from '../../db/session';
import { summaryOf, type TreeCache } from '../../db/tree-cache';
import type { ImportJournal, ImportJournalEntry, PictureRemover } from './import-journal';
import { PAGES_PER_BATCH } from './limits';
import type { PlannedNode } from './plan-import';
import { escapeHtml } from './read-text';
import { type AddedPicture, type PictureStore, resolvePictures } from './store-pictures';

export class ImportCancelled extends Error {
  constructor() {
    super('The import was cancelled');
    this.name = 'ImportCancelled';
  }
}

export interface WriteDeps {
  session: DbSession;
  tree: TreeCache;
  storePicture: PictureStore;
  /** Takes out a picture the import added (Cancel, failure). */
  removePicture: PictureRemover;
  journal: ImportJournal;
}

export interface WriteOptions {
  folderTitle: string;
  cancelled: () => boolean;
  onProgress: (progress: ManuscriptImportProgress) => void;
  batchSize?: number;
}

export interface WriteOutcome {
  folderId: string;
  nodes: TreeNode[];
  pictures: number;
  /** Pictures left out: not found, or (`unreadable`) found but not a picture a page can show. */
  missingPictures: Array<{ file: string; name: string; unreadable?: boolean }>;
}

/** Tree records of the plan, depth first, under a folder `folder` (not among them). */
export function treeRecords(
  plan: readonly PlannedNode[],
  folder: TreeNode,
): Array<{ node: TreeNode; planned: PlannedNode }> {
  const out: Array<{ node: TreeNode; planned: PlannedNode }> = [];
  const visit = (items: readonly PlannedNode[], parent: TreeNode) => {
    items.forEach((planned, index) => {
      const id = newId();
      const node: TreeNode = {
        id,
        documentId: folder.documentId,
        parentId: parent.id,
        name: planned.title,
        title: planned.title,
        type: planned.kind,
        position_in_list: index + 1,
        depth: parent.depth + 1,
        path: `${parent.path}/${id}`,
        content: planned.html,
        content_metrics: emptyMetrics(),
        mark_for_delete: 0,
        include_in_export: true,
        section_type: null,
        // Scrivener's synopsis and status (issue 30); the synopsis also stays in the page's note.
        synopsis: cleanSynopsis(planned.source.synopsis ?? ''),
        status: statusKeyOfName(planned.source.status),
        pov_id: null,
        target_words: 0,
      };
      out.push({ node, planned });
      if (planned.kind === 'folder') visit(planned.children, node);
    });
  };
  visit(plan, folder);
  return out;
}

/** The new top folder, after the manuscript's last top-level node. */
export async function newTopFolder(
  session: DbSession,
  tree: TreeCache,
  title: string,
): Promise<TreeNode> {
  const roots = (await tree.list()).filter((n) => n.parentId === null && n.mark_for_delete !== 1);
  const last = roots.reduce((n, r) => Math.max(n, r.position_in_list), 0);
  const doc = await session.get().current_document.toCollection().first();
  const id = newId();
  return {
    id,
    documentId: String(doc?.uuid ?? ''),
    parentId: null,
    name: title,
    title,
    type: 'folder',
    position_in_list: last + 1,
    depth: 0,
    path: id,
    content: '',
    content_metrics: emptyMetrics(),
    mark_for_delete: 0,
    include_in_export: true,
    section_type: null,
    ...OUTLINE_DEFAULTS,
  };
}

/**
 * Notes (synopsis and document notes, each tied to its page) and colour labels the plan's
 * pages carry (their label, else their status): a label named like one of the book's is that one; another takes a label of the
 * book without a name yet, the nearest colour first (`labels` as they are; the renamed ones
 * returned). Sets `labelId` on the nodes.
 */
export function notesAndLabels(
  records: ReadonlyArray<{ node: TreeNode; planned: PlannedNode }>,
  labels: readonly LabelRecord[],
  lastNotePosition: number,
): { notes: NoteRecord[]; labels: LabelRecord[] } {
  const notes: NoteRecord[] = [];
  let position = lastNotePosition;
  const changed = new Map<string, LabelRecord>();
  const byName = new Map(
    labels.filter((l) => l.label.trim()).map((l) => [l.label.trim().toLowerCase(), l]),
  );
  for (const { node, planned } of records) {
    const source = planned.source;
    const synopsis = source.synopsis?.trim();
    const body = [synopsis ? `<p>${escapeHtml(synopsis)}</p>` : '', source.notesHtml ?? ''].join(
      '',
    );
    if (body.replace(/<[^>]*>/g, '').trim()) {
      position += 1;
      notes.push(
        prepareRecord('notes', {
          uuid: newUuid(),
          documentId: node.documentId,
          folderId: null,
          page_id: node.id,
          title: node.title,
          content: body,
          color: 'white',
          background_color: 'white',
          position_in_list: position,
          mark_for_delete: 0,
        }) as unknown as NoteRecord,
      );
    }
    // The tree's colour label is the source's label or, without one, its status (Scrivener's
    // "To Do", "First Draft"…), so a page's status is not lost where it has no label.
    const name = source.label?.name.trim() || source.status?.trim();
    if (!name) continue;
    let label = byName.get(name.toLowerCase());
    if (!label) {
      // A free colour label (no name yet) takes the source's label, nearest colour first.
      const free = labels.filter((l) => !l.label.trim() && !changed.has(l.uuid));
      const pick = nearest(free, source.label?.color);
      if (!pick) continue;
      label = { ...pick, label: name };
      changed.set(label.uuid, label);
      byName.set(name.toLowerCase(), label);
    }
    node.labelId = label.uuid;
  }
  return { notes, labels: [...changed.values()] };
}

function rgb(color: string | undefined): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(color ?? '');
  if (!m?.[1]) return null;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function nearest(labels: LabelRecord[], color: string | undefined): LabelRecord | undefined {
  const want = rgb(color);
  if (!want) return labels[0];
  let best: LabelRecord | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const label of labels) {
    const have = rgb(label.color);
    if (!have) continue;
    const d = (have[0] - want[0]) ** 2 + (have[1] - want[1]) ** 2 + (have[2] - want[2]) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = label;
    }
  }
  return best ?? labels[0];
}

/** The records in runs of `size` pages each (the folders among them ride along). */
function batchesOf<T extends { node: TreeNode }>(records: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let pages = 0;
  for (const record of records) {
    current.push(record);
    if (record.node.type === 'page' && ++pages === size) {
      batches.push(current);
      current = [];
      pages = 0;
    }
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Writes the plan into the open book; throws ImportCancelled (after undoing) on Cancel. */
export async function writeIntoBook(
  deps: WriteDeps,
  plan: readonly PlannedNode[],
  options: WriteOptions,
): Promise<WriteOutcome> {
  // One import at a time writes into a book, holding the lock the start-up clean-up waits for.
  return deps.journal.hold(deps.session.name, () => writeHolding(deps, plan, options));
}

async function writeHolding(
  deps: WriteDeps,
  plan: readonly PlannedNode[],
  options: WriteOptions,
): Promise<WriteOutcome> {
  const { session, tree, journal } = deps;
  const db = session.get();
  const folder = await newTopFolder(session, tree, options.folderTitle);
  const records = treeRecords(plan, folder);
  const pages = records.filter((r) => r.node.type === 'page').length;
  const size = options.batchSize ?? PAGES_PER_BATCH;
  const written: string[] = [];
  const missingPictures: WriteOutcome['missingPictures'] = [];
  const entry: ImportJournalEntry = {
    folderId: folder.id,
    startedAt: new Date().toISOString(),
    pictures: [],
  };
  const added = async (picture: AddedPicture) => {
    entry.pictures.push(picture);
    await journal.write(session.name, entry);
  };
  let pictures = 0;
  let pagesDone = 0;
  let words = 0;
  const undo = async () => {
    if (written.length > 0)
      await db.transaction('rw', db.tree_nodes, () => db.tree_nodes.bulkDelete(written));
    for (const picture of entry.pictures) {
      try {
        await deps.removePicture(picture);
      } catch (error) {
        console.error('Could not take out a picture of a cancelled import', error);
      }
    }
    await journal.clear(session.name);
  };
  await journal.write(session.name, entry);
  try {
    for (const batch of batchesOf(records, size)) {
      if (options.cancelled()) throw new ImportCancelled();
      const prepared: TreeNode[] = [];
      for (const { node, planned } of batch) {
        const own: readonly ImportPicture[] = planned.source.pictures ?? [];
        if (own.length === 0) {
          // Sanitised and counted when planned (plan-import.ts): written as planned.
          node.content_metrics = planned.metrics;
          prepared.push({ ...node });
          continue;
        }
        // Its pictures stored, the page passes the record door again (sanitised and counted).
        const resolved = await resolvePictures(node.content, own, deps.storePicture, added);
        pictures += resolved.stored;
        for (const name of resolved.missing)
          missingPictures.push({ file: planned.source.source, name });
        for (const name of resolved.unreadable)
          missingPictures.push({ file: planned.source.source, name, unreadable: true });
        const record = prepareRecord('tree_nodes', {
          ...node,
          content: resolved.html,
        }) as unknown as TreeNode;
        Object.assign(node, { content: record.content, content_metrics: record.content_metrics });
        prepared.push(record);
      }
      if (options.cancelled()) throw new ImportCancelled();
      await db.transaction('rw', db.tree_nodes, () => db.tree_nodes.bulkAdd(prepared));
      for (const node of prepared) {
        written.push(node.id);
        if (node.type === 'page') {
          pagesDone += 1;
          words += node.content_metrics.words;
        }
      }
      options.onProgress({
        phase: 'writing',
        done: pagesDone,
        total: pages,
        pages: pagesDone,
        words,
      });
    }
    if (options.cancelled()) throw new ImportCancelled();
    const lastNote = await db.notes.orderBy('position_in_list').last();
    const extras = notesAndLabels(
      records,
      await db.labels.toArray(),
      lastNote?.position_in_list ?? 0,
    );
    // The commit: the folder that makes the batches part of the book.
    await db.transaction('rw', [db.tree_nodes, db.notes, db.labels], async () => {
      await db.tree_nodes.add(folder);
      // Labels given by the final step (notesAndLabels set labelId on the nodes).
      const labelled = records.filter((r) => r.node.labelId);
      if (labelled.length > 0)
        await db.tree_nodes.bulkUpdate(
          labelled.map((r) => ({ key: r.node.id, changes: { labelId: r.node.labelId ?? null } })),
        );
      if (extras.notes.length > 0) await db.notes.bulkAdd(extras.notes);
      if (extras.labels.length > 0) await db.labels.bulkPut(extras.labels);
    });
    await journal.clear(session.name).catch((error: unknown) => {
      // Left behind, it is read at the next start-up, which finds the folder and clears it.
      console.error('Could not clear the import journal', error);
    });
    const nodes = [folder, ...records.map((r) => r.node)];
    tree.remember(nodes.map((n) => summaryOf(n)));
    session.changed(
      'tree_nodes',
      nodes.map((n) => n.id),
    );
    if (extras.notes.length > 0) session.changed('notes', []);
    if (extras.labels.length > 0) session.changed('labels', []);
    return { folderId: folder.id, nodes, pictures, missingPictures };
  } catch (error) {
    await undo();
    throw error;
  }
}
