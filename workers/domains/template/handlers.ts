/**
 * A new book's template text in the author's language. Population writes the template in
 * English (workers/db/population.ts: "New Book Title", "Main Content", "Page 1"); the UI,
 * which knows the interface language, asks for it in that language. Only values still equal to
 * a template value (English, or the language the book was localised to before) are replaced, and
 * only in a book never saved to a file, so nothing the author wrote is ever renamed.
 */
import { FIRST_PAGE_NAME, NEW_BOOK_TITLE, ROOT_FOLDER_NAME } from '../../contract/constants';
import { newBookFilename } from '../../contract/file-names';
import type { TemplateTexts } from '../../contract/template';
import { prepareRecord } from '../../core/prepare-record';
import type { DbSession } from '../../db/session';

/** The text as the book would store it as a title (markup removed), or the fallback. */
const clean = (value: unknown, fallback: string) => {
  if (typeof value !== 'string') return fallback;
  const { title } = prepareRecord('frontmatter', { title: value.slice(0, 200) }) as {
    title?: unknown;
  };
  return typeof title === 'string' && title.trim() ? title.trim() : fallback;
};

export function createTemplateHandlers(session: DbSession) {
  return {
    /**
     * Renames the untouched template of a new book: `texts` is the wanted language, `known` the
     * template values of other languages the book may carry now. Returns whether anything changed.
     */
    async localiseNewBook(texts: TemplateTexts, known: TemplateTexts[] = []): Promise<boolean> {
      const db = session.get();
      const want = {
        title: clean(texts?.title, NEW_BOOK_TITLE),
        rootFolder: clean(texts?.rootFolder, ROOT_FOLDER_NAME),
        firstPage: clean(texts?.firstPage, FIRST_PAGE_NAME),
      };
      const titles = new Set([NEW_BOOK_TITLE, ...known.map((k) => k?.title)]);
      const roots = new Set([ROOT_FOLDER_NAME, ...known.map((k) => k?.rootFolder)]);
      const pages = new Set([FIRST_PAGE_NAME, ...known.map((k) => k?.firstPage)]);
      const changed = { frontmatter: false, nodes: [] as string[] };
      // Asked at every start: a book that is not a new one is told apart in a read, without
      // the write transaction (which would hold the tree while the book opens).
      const maybeNew = await db.transaction('r', ['current_document', 'tree_nodes'], async () => {
        const doc = await db.current_document.toCollection().first();
        return Boolean(doc && !doc.savedAt) && (await db.tree_nodes.count()) <= 2;
      });
      if (!maybeNew) return false;
      await db.transaction('rw', ['current_document', 'frontmatter', 'tree_nodes'], async () => {
        const doc = await db.current_document.toCollection().first();
        if (!doc || doc.savedAt) return;
        // The template tree: one top folder holding one page, nothing else (counted first: a
        // book of 2,000 pages is not read whole to find that out).
        if ((await db.tree_nodes.count()) > 2) return;
        const nodes = await db.tree_nodes.toArray();
        const fm = await db.frontmatter.get(1);
        if (fm && titles.has(fm.title) && fm.title !== want.title) {
          await db.frontmatter.update(1, {
            title: want.title,
            filename: newBookFilename(want.title),
          });
          changed.frontmatter = true;
        }
        for (const node of nodes) {
          const to =
            node.type === 'folder' && node.parentId === null && roots.has(node.name)
              ? want.rootFolder
              : node.type === 'page' && pages.has(node.name)
                ? want.firstPage
                : null;
          if (to === null || to === node.name) continue;
          await db.tree_nodes.update(node.id, { name: to, title: to });
          changed.nodes.push(node.id);
        }
      });
      if (changed.frontmatter) session.changed('frontmatter', [1]);
      if (changed.nodes.length > 0) session.changed('tree_nodes', changed.nodes);
      return changed.frontmatter || changed.nodes.length > 0;
    },
  };
}
