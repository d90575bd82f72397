/**
 * The plain text of everything find can search (issue 28), kept in the worker's memory: the
 * pages are read once (one scan of the tree), then only what a change event names is read
 * again — a page save re-reads that page, a section's save that section — so a search costs a
 * scan of text already here and never blocks typing. Notes and atlas records are read the first
 * time a search asks for them, and again after they change.
 */
import { ATLAS_FIELDS, ATLAS_KINDS, type AtlasKind } from '../../contract/atlas';
import { BACK_MATTER_TABLES, type SingleSection } from '../../contract/constants';
import type { ChangeEvent } from '../../contract/events';
import type { FindScope, FindTarget } from '../../contract/find';
import type { AnyRecord, TreeNode } from '../../contract/records';
import { pagesInReadingOrder } from '../../core/tree-ops';
import { typedTable } from '../../db/database';
import type { DbSession } from '../../db/session';
import { plainTextOfHtml } from './html-text';

/** One searchable text in the book. */
export interface IndexedText {
  target: FindTarget;
  /** The page's name, the appendix's or note's title, the atlas record's name; '' for sections. */
  title: string;
  text: string;
}

type PageNode = Omit<TreeNode, 'content'>;

const FRONT: readonly SingleSection[] = ['preface'];
const BODY_BEFORE: readonly SingleSection[] = ['prologue', 'introduction'];
const BODY_AFTER: readonly SingleSection[] = ['epilogue'];

/** Atlas fields searched: the one-line and text fields (names, descriptions, histories…). */
const searchedFields = (kind: AtlasKind) =>
  ATLAS_FIELDS[kind].filter((f) => f.type === 'line' || f.type === 'text').map((f) => f.key);

const nameOf = (kind: AtlasKind, row: AnyRecord) =>
  String(row[kind === 'timelines' ? 'event' : 'name'] ?? row.title ?? '');

export class BookTextIndex {
  private nodes = new Map<string, PageNode>();
  private pageTexts = new Map<string, string>();
  private order: string[] | null = null;
  private built = false;
  private stalePages = new Set<string>();
  /** Texts of the other tables, read when first asked for; dropped when the table changes. */
  private tables = new Map<string, IndexedText[]>();
  private reading: Promise<void> | null = null;
  /** Pages find has just written, their HTML as stored (made plain text at the next search). */
  private writtenPages = new Map<string, string>();

  constructor(private readonly session: DbSession) {
    session.subscribe((event) => this.onEvent(event));
  }

  private onEvent(event: ChangeEvent): void {
    if (event.kind === 'database-reset') {
      this.built = false;
      this.tables.clear();
      this.writtenPages.clear();
      return;
    }
    if (event.kind !== 'table-changed') return;
    if (event.table === 'tree_nodes') {
      if (event.ids.length === 0) {
        this.built = false;
        this.writtenPages.clear();
      } else {
        // A later save of a page find wrote: read again, its written text no longer counts.
        for (const id of event.ids) {
          this.stalePages.add(String(id));
          this.writtenPages.delete(String(id));
        }
      }
      return;
    }
    // Sections, appendices, notes, atlas records: the table is read again when next searched.
    this.tables.delete(event.table);
  }

  /** Reads what changed since the last search (one read at a time). */
  private async refresh(): Promise<void> {
    while (this.reading) await this.reading;
    for (const [id, html] of this.writtenPages) {
      if (this.pageTexts.has(id) && !this.stalePages.has(id))
        this.pageTexts.set(id, plainTextOfHtml(html));
    }
    this.writtenPages.clear();
    if (this.built && this.stalePages.size === 0) return;
    this.reading = this.readPages().finally(() => {
      this.reading = null;
    });
    await this.reading;
  }

  private async readPages(): Promise<void> {
    const table = this.session.get().tree_nodes;
    if (!this.built) {
      this.stalePages.clear();
      const all = await table.toArray();
      this.nodes = new Map();
      this.pageTexts = new Map();
      for (const { content, ...node } of all) {
        this.nodes.set(node.id, node);
        if (node.type === 'page')
          this.pageTexts.set(node.id, plainTextOfHtml(String(content ?? '')));
      }
      this.order = null;
      this.built = true;
      return;
    }
    const ids = [...this.stalePages];
    this.stalePages.clear();
    const records = await table.bulkGet(ids);
    ids.forEach((id, i) => {
      const record = records[i];
      if (!record) {
        this.nodes.delete(id);
        this.pageTexts.delete(id);
      } else {
        const { content, ...node } = record;
        const before = this.nodes.get(id);
        if (
          !before ||
          before.parentId !== node.parentId ||
          before.position_in_list !== node.position_in_list ||
          before.mark_for_delete !== node.mark_for_delete ||
          before.type !== node.type
        ) {
          this.order = null;
        }
        this.nodes.set(id, node);
        if (node.type === 'page') this.pageTexts.set(id, plainTextOfHtml(String(content ?? '')));
        else this.pageTexts.delete(id);
      }
    });
    if (ids.length > 0 && records.some((r) => !r)) this.order = null;
  }

  /**
   * A page's text as find has just written it (after its change event): kept, so the next
   * search does not read the page back. Its place in the tree did not change.
   */
  remember(id: string, html: string): void {
    if (!this.built || !this.pageTexts.has(id) || this.reading) return;
    this.stalePages.delete(id);
    // Made plain text when next searched, not while the replace is answering.
    this.writtenPages.set(id, html);
  }

  private readingOrder(): string[] {
    if (!this.order) this.order = pagesInReadingOrder([...this.nodes.values()]).map((n) => n.id);
    return this.order;
  }

  /** The texts of one table, read now if not held. */
  private async tableTexts(table: string): Promise<IndexedText[]> {
    const held = this.tables.get(table);
    if (held) return held;
    const db = this.session.get();
    let texts: IndexedText[] = [];
    if (table === 'appendices') {
      const rows = (await db.appendices.toArray()).filter((a) => a.mark_for_delete !== 1);
      texts = rows.map((a) => ({
        target: { kind: 'appendix', id: Number(a.id) },
        title: a.title ?? '',
        text: plainTextOfHtml(String(a.content ?? '')),
      }));
    } else if (table === 'notes') {
      const rows = (await db.notes.toArray())
        .filter((n) => n.mark_for_delete !== 1)
        .sort((a, b) => (a.position_in_list ?? 0) - (b.position_in_list ?? 0));
      texts = rows.flatMap((n) => [
        {
          target: { kind: 'note', id: Number(n.id), field: 'title' } as const,
          title: n.title ?? '',
          text: n.title ?? '',
        },
        {
          target: { kind: 'note', id: Number(n.id), field: 'content' } as const,
          title: n.title ?? '',
          text: plainTextOfHtml(String(n.content ?? '')),
        },
      ]);
    } else if ((ATLAS_KINDS as readonly string[]).includes(table)) {
      const kind = table as AtlasKind;
      const rows = ((await typedTable(db, kind).toArray()) as AnyRecord[]).filter(
        (r) => r.mark_for_delete !== 1,
      );
      texts = rows.flatMap((row) =>
        searchedFields(kind).flatMap((field) => {
          const value = row[field];
          return typeof value === 'string' && value.trim()
            ? [
                {
                  target: { kind: 'atlas', atlasKind: kind, id: Number(row.id), field } as const,
                  title: nameOf(kind, row),
                  text: value,
                },
              ]
            : [];
        }),
      );
    } else {
      const row = await typedTable(db, table as SingleSection)
        .toCollection()
        .first();
      texts = [
        {
          target: { kind: 'section', table: table as SingleSection },
          title: '',
          text: plainTextOfHtml(String(row?.content ?? '')),
        },
      ];
    }
    this.tables.set(table, texts);
    return texts;
  }

  private async sections(list: readonly SingleSection[]): Promise<IndexedText[]> {
    const out: IndexedText[] = [];
    for (const table of list) out.push(...(await this.tableTexts(table)));
    return out;
  }

  /** The pages of the scope's tree part, in reading order. */
  private pagesOf(scope: FindScope): IndexedText[] {
    const where = scope.where;
    let ids = this.readingOrder();
    if (where.kind === 'nodes' || where.kind === 'label') {
      const chosen = new Set(where.kind === 'nodes' ? where.ids.map(String) : []);
      const inScope = (id: string): boolean => {
        for (
          let node = this.nodes.get(id);
          node;
          node = node.parentId ? this.nodes.get(node.parentId) : undefined
        ) {
          if (where.kind === 'nodes' ? chosen.has(node.id) : node.labelId === where.labelId)
            return true;
        }
        return false;
      };
      ids = ids.filter(inScope);
    }
    return ids.map((id) => ({
      target: { kind: 'page', id },
      title: this.nodes.get(id)?.name ?? '',
      text: this.pageTexts.get(id) ?? '',
    }));
  }

  /** Every text of the scope, in the order of the book (then notes, then the atlas). */
  async textsOf(scope: FindScope): Promise<IndexedText[]> {
    await this.refresh();
    const where = scope.where.kind;
    const out: IndexedText[] = [];
    if (where === 'book') out.push(...(await this.sections(FRONT)));
    if (where === 'book' || where === 'manuscript') out.push(...(await this.sections(BODY_BEFORE)));
    out.push(...this.pagesOf(scope));
    if (where === 'book' || where === 'manuscript') out.push(...(await this.sections(BODY_AFTER)));
    if (where === 'book') {
      out.push(...(await this.tableTexts('appendices')));
      out.push(...(await this.sections(BACK_MATTER_TABLES)));
    }
    if (scope.notes) out.push(...(await this.tableTexts('notes')));
    if (scope.atlas) for (const kind of ATLAS_KINDS) out.push(...(await this.tableTexts(kind)));
    return out;
  }
}
