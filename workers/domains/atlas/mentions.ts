/**
 * The atlas meets the manuscript (issue 15, item 8): where each record's names (its name and
 * aliases) appear in the pages, and which records a page mentions. The worker keeps the pages'
 * text folded for matching in memory, read once and then kept current from the change events
 * (a page save re-reads that page only), so a query never blocks typing and costs a scan of
 * text already in memory.
 */
import {
  ATLAS_KINDS,
  type AtlasAppearance,
  type AtlasKind,
  isAtlasKind,
  nameField,
  type PageMention,
} from '../../contract/atlas';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import { cleanList } from '../../core/clean-fields';
import { pagesInReadingOrder } from '../../core/tree-ops';
import { typedTable } from '../../db/database';
import type { DbSession } from '../../db/session';
import { countNames, foldText } from './find-mentions';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** A page's HTML as folded plain text (tags become spaces, the common entities are decoded). */
export function pageText(html: string): string {
  return foldText(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e),
  );
}

interface PageEntry {
  name: string;
  text: string;
}

export class PageTextIndex {
  private pages = new Map<string, PageEntry>();
  private order: string[] = [];
  private built = false;
  private stale = new Set<string>();

  constructor(private readonly session: DbSession) {
    session.subscribe((event) => {
      if (event.kind === 'database-reset') this.built = false;
      else if (event.kind === 'table-changed' && event.table === 'tree_nodes') {
        if (event.ids.length === 0) this.built = false;
        else for (const id of event.ids) this.stale.add(String(id));
      }
    });
  }

  /** The pages in reading order, each with its folded text. */
  async read(): Promise<Array<[string, PageEntry]>> {
    const table = this.session.get().tree_nodes;
    if (!this.built) {
      const nodes = await table.toArray();
      this.pages = new Map();
      this.order = [];
      for (const node of pagesInReadingOrder(nodes)) {
        this.pages.set(node.id, { name: node.name, text: pageText(String(node.content ?? '')) });
        this.order.push(node.id);
      }
      this.built = true;
      this.stale.clear();
    } else if (this.stale.size > 0) {
      const ids = [...this.stale];
      this.stale.clear();
      const records = await table.bulkGet(ids);
      let structure = false;
      ids.forEach((id, i) => {
        const node = records[i];
        const active = node && node.type === 'page' && node.mark_for_delete !== 1;
        if (active) {
          if (!this.pages.has(id)) structure = true;
          this.pages.set(id, { name: node.name, text: pageText(String(node.content ?? '')) });
        } else if (this.pages.delete(id) || node?.type === 'folder') structure = true;
      });
      // A page added, removed or moved: the reading order is read again (names only change order).
      if (structure) {
        this.built = false;
        return this.read();
      }
    }
    return this.order.flatMap((id) => {
      const entry = this.pages.get(id);
      return entry ? [[id, entry] as [string, PageEntry]] : [];
    });
  }
}

const namesOf = (kind: AtlasKind, row: AnyRecord): string[] => {
  const name = row[nameField(kind)] ?? row.title;
  return [typeof name === 'string' ? name : '', ...cleanList(row.aliases)].filter((n) => n.trim());
};

export function createMentionHandlers(session: DbSession, index = new PageTextIndex(session)) {
  return {
    /** The pages where a record's name or aliases appear, in reading order, with how often. */
    async atlasAppearances(kind: AtlasKind, id: number): Promise<AtlasAppearance[]> {
      if (!isAtlasKind(kind)) throw new AppError('invalid_argument', { reason: String(kind) });
      const row = (await typedTable(session.get(), kind).get(Number(id))) as AnyRecord | undefined;
      if (!row) throw new AppError('record_not_found', { id: Number(id), table: kind });
      const names = namesOf(kind, row);
      if (names.length === 0) return [];
      const found: AtlasAppearance[] = [];
      for (const [pageId, page] of await index.read()) {
        const count = countNames(page.text, names);
        if (count > 0) found.push({ pageId, pageName: page.name, count });
      }
      return found;
    },

    /** The atlas records a page mentions, most mentioned first. */
    async pageMentions(pageId: string): Promise<PageMention[]> {
      const page = (await index.read()).find(([id]) => id === String(pageId))?.[1];
      if (!page?.text.trim()) return [];
      const found: PageMention[] = [];
      for (const kind of ATLAS_KINDS) {
        for (const row of (await typedTable(session.get(), kind).toArray()) as AnyRecord[]) {
          if (row.mark_for_delete === 1) continue;
          const names = namesOf(kind, row);
          const count = names.length ? countNames(page.text, names) : 0;
          if (count > 0)
            found.push({
              kind,
              id: Number(row.id),
              name: names[0] ?? '',
              count,
              description: typeof row.description === 'string' ? row.description.slice(0, 280) : '',
            });
        }
      }
      return found.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    },
  };
}
