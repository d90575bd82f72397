/**
 * S16: import manuscripts (issue 27). File → Import manuscript… with
 * - a folder's worth of Markdown files: the 1M-word book's pages, two to a file (1,000 files
 *   at full size), headings as `#`, paragraphs parted by blank lines;
 * - a Word file of 300 pages (each a Heading 1 and ~300 words of the book), split at Heading 1;
 * chosen through the dialog's file input (Playwright hands it the files). Measured from the
 * click on Import until the new folder shows in the Chapters view's tree, with the longest
 * main-thread task in between. Baseline in the same browser, as S1's: the same pages as
 * tree-node records put with raw Dexie bulkPut into the app's tree_nodes table and indexes (a
 * scratch database), the time a bare write of these pages takes.
 */
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { fixturePath, waitForApp } from '../app.mjs';
import { openBrowser } from '../browser.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median } from '../stats.mjs';

const MARKDOWN_FILES = 1000;
const DOCX_PAGES = 300;
const TIMEOUT_MS = 600_000;

const ENTITIES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
const decode = (text) => text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e);

/** A page's HTML as Markdown paragraphs (headings kept as `#`). */
function pageMarkdown(html) {
  return decode(
    html
      .replace(/<h([1-3])[^>]*>/g, (_m, level) => `\n\n${'#'.repeat(Number(level))} `)
      .replace(/<\/(p|h[1-3]|li|blockquote)>/g, '\n\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The book's pages in reading order (their HTML). */
function bookPages(file) {
  const book = JSON.parse(readFileSync(fixturePath(file), 'utf8'));
  const nodes = book.data.tree_nodes.filter((n) => n.mark_for_delete !== 1);
  const children = new Map();
  for (const node of nodes) {
    const list = children.get(node.parentId ?? null) ?? [];
    list.push(node);
    children.set(node.parentId ?? null, list);
  }
  const pages = [];
  const visit = (parentId) => {
    for (const node of (children.get(parentId) ?? []).sort(
      (a, b) => a.position_in_list - b.position_in_list,
    )) {
      if (node.type === 'page') pages.push(String(node.content));
      else visit(node.id);
    }
  };
  visit(null);
  return pages;
}

/**
 * The Markdown files: the pages two to a file (at most MARKDOWN_FILES files), and each file's
 * pages as one HTML (what the baseline writes: the same text in as many records).
 */
function markdownFiles(pages) {
  const count = Math.min(MARKDOWN_FILES, Math.ceil(pages.length / 2));
  const per = Math.ceil(pages.length / count);
  const files = [];
  const htmls = [];
  for (let i = 0; i < count; i += 1) {
    const group = pages.slice(i * per, (i + 1) * per);
    const text = group.map(pageMarkdown).join('\n\n');
    files.push({
      name: `Chapter ${i + 1}.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(text),
    });
    htmls.push(group.join(''));
  }
  return { files, htmls };
}

const xml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain .docx of `count` pages: each a Heading 1 and the paragraphs of one of the book's pages. */
function docxFile(pages, count) {
  const body = [];
  for (let i = 0; i < count; i += 1) {
    const text = pageMarkdown(pages[i % pages.length])
      .replace(/^#+ .*$/gm, '')
      .split(/\n\n+/);
    body.push(
      `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Part ${i + 1}</w:t></w:r></w:p>`,
    );
    for (const paragraph of text.filter((p) => p.trim()))
      body.push(`<w:p><w:r><w:t xml:space="preserve">${xml(paragraph.trim())}</w:t></w:r></w:p>`);
  }
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/_rels/document.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    ),
    'word/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`,
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body.join('')}</w:body></w:document>`,
    ),
  };
  return {
    name: 'manuscript.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(zipSync(files)),
  };
}

/** The app's tree_nodes table as schema v2 declares it (workers/db/migrations/v002-…). */
const TREE_NODES = 'id, documentId, parentId, type, depth, position_in_list, mark_for_delete, path';

/**
 * The bare write, as S1's baseline: the pages as tree-node records (the pages' HTML, the same
 * fields the app stores) put with raw Dexie bulkPut into a scratch database with the app's
 * tree_nodes table and indexes, in the main thread; timed from the bulkPut to its end.
 */
function baseline(page, htmls) {
  return page.evaluate(
    async ([list, schema]) => {
      const { default: Dexie } = await import('/__bench/vendor/dexie.mjs');
      const db = new Dexie(`bench-s16-${Math.random().toString(36).slice(2)}`);
      db.version(1).stores({ tree_nodes: schema });
      await db.open();
      const rows = list.map((content, i) => ({
        id: `p${i}`,
        documentId: 'd',
        parentId: 'f',
        name: `Page ${i}`,
        title: `Page ${i}`,
        type: 'page',
        position_in_list: i + 1,
        depth: 1,
        path: `f/p${i}`,
        content,
        content_metrics: { words: 0, characters: 0, charactersNoSpaces: 0, paragraphs: 0 },
        mark_for_delete: 0,
        include_in_export: true,
        section_type: null,
      }));
      const start = performance.now();
      await db.table('tree_nodes').bulkPut(rows);
      const ms = performance.now() - start;
      db.close();
      await Dexie.delete(db.name);
      return ms;
    },
    [htmls, TREE_NODES],
  );
}

/** File → Import manuscript…, the files chosen, the structure set; then Import, measured. */
async function importOnce(ctx, files, { folder, structure, pages }) {
  const b = await openBrowser(ctx.origin);
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Import manuscript…', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import manuscript' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose files…' }).click();
    await (await chooser).setFiles(files);
    const summary = dialog.locator('.manuscript-import__summary');
    await summary.waitFor({ timeout: TIMEOUT_MS });
    if (structure) {
      await dialog.getByRole('radio', { name: structure }).check();
      await page.waitForFunction(
        (n) =>
          document
            .querySelector('.manuscript-import__summary')
            ?.textContent.startsWith(`${n.toLocaleString('en')} pages`),
        pages,
        { timeout: TIMEOUT_MS },
      );
    }
    const previewed = await summary.textContent();
    await dialog.getByRole('textbox', { name: 'Name of the new folder' }).fill(folder);
    const r = await measure(
      page,
      `s16-${folder}`,
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('button')?.textContent === 'Import'`,
        predicate: `() => [...document.querySelectorAll('#main [role=treeitem]')].some((row) => row.textContent.includes(${JSON.stringify(folder)})) ? 1 : null`,
        fail: `() => document.querySelector('.manuscript-import [role=alert]')?.textContent`,
      },
      () => dialog.getByRole('button', { name: 'Import', exact: true }).click(),
      TIMEOUT_MS,
    );
    const done = await dialog.getByRole('status').textContent();
    return { ms: r.ms, longestTask: r.longestTask, previewed, done };
  } finally {
    await b.close();
  }
}

async function baselineOnce(ctx, htmls) {
  const b = await openBrowser(ctx.origin);
  try {
    // S1's baseline page (it serves Dexie as a module), not the app.
    await b.page.goto('/__bench/baseline/dexie-bulkput.html');
    return await baseline(b.page, htmls);
  } finally {
    await b.close();
  }
}

export { docxFile, markdownFiles };

export default {
  id: 'S16',
  title: 'Import manuscripts (1,000 Markdown files, a 300-page .docx)',
  async run(ctx) {
    const pages = bookPages(ctx.manifest.books.million.file);
    const { files: markdown, htmls: markdownHtml } = markdownFiles(pages);
    const docxPages = ctx.smoke ? Math.min(30, DOCX_PAGES) : DOCX_PAGES;
    const docx = docxFile(pages, docxPages);
    const mdRuns = [];
    const docxRuns = [];
    const mdBase = [];
    const docxBase = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const md = await importOnce(ctx, markdown, {
        folder: 'S16 Markdown',
        pages: markdown.length,
      });
      mdRuns.push(md);
      mdBase.push(await baselineOnce(ctx, markdownHtml));
      const word = await importOnce(ctx, [docx], {
        folder: 'S16 Word',
        structure: 'Split at Heading 1',
        pages: docxPages,
      });
      docxRuns.push(word);
      docxBase.push(
        await baselineOnce(
          ctx,
          Array.from({ length: docxPages }, (_, k) => pages[k % pages.length]),
        ),
      );
      ctx.log(
        `  S16 run ${i + 1}: ${markdown.length} Markdown files ${Math.round(md.ms)} ms (longest task ${Math.round(md.longestTask)} ms; raw write ${Math.round(mdBase.at(-1))} ms), .docx of ${docxPages} pages ${Math.round(word.ms)} ms (longest task ${Math.round(word.longestTask)} ms; raw write ${Math.round(docxBase.at(-1))} ms) — ${md.previewed}; ${word.previewed}`,
      );
    }
    return [
      figure({
        id: 'S16.markdown',
        scenario: 'S16',
        label: `${markdown.length} Markdown files (the 1M-word book): Import click → the new folder in the tree, vs raw Dexie bulkPut of the same pages`,
        app: mdRuns.map((r) => r.ms),
        baseline: mdBase,
        ratioOf: 'app/baseline',
        note: mdRuns[0]?.done ?? '',
      }),
      figure({
        id: 'S16.docx',
        scenario: 'S16',
        label: `A .docx of ${docxPages} pages split at Heading 1: Import click → the new folder in the tree, vs raw Dexie bulkPut of the same pages`,
        app: docxRuns.map((r) => r.ms),
        baseline: docxBase,
        ratioOf: 'app/baseline',
        note: docxRuns[0]?.done ?? '',
      }),
      figure({
        id: 'S16.longestTask',
        scenario: 'S16',
        label: 'Longest main-thread task from the Import click to the tree',
        value: median([...mdRuns, ...docxRuns].map((r) => r.longestTask)),
      }),
    ];
  },
};
