// @vitest-environment jsdom
/**
 * Comments in the Word export (issue 31 item 5), the whole path: a page's Yjs state made by the
 * editor's own binding, threads anchored in it as the collaborative editor anchors a selection
 * (`@lexical/yjs`: a text point is index `textOffset + 1 + offset` of its block's XmlText), the
 * worker resolving them and the Word writer marking them. Each thread's comment range in
 * word/document.xml must hold exactly the text it was made on: in formatted text, across two
 * paragraphs, in a list; a thread whose text was deleted is left out.
 */
import { createBinding, syncYjsChangesToLexical } from '@lexical/yjs';
import { strFromU8, unzipSync } from 'fflate';
import { $getRoot, $isTextNode, createEditor, type LexicalNode, type TextNode } from 'lexical';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addReply, addThread, encodePosition, setResolved } from '../src/features/comments/threads';
import {
  NO_PROVIDER,
  pageHtmlToYUpdate,
  yStateToPageHtml,
} from '../src/features/page/editor/collab';
import { pageEditorConfig } from '../src/features/page/editor/editor-config';
import {
  DEFAULT_EXPORT_CHOICES,
  EXPORT_SECTIONS,
  type ExportSection,
} from '../workers/contract/export';
import { walkTree } from '../workers/core/page-html';
import { pageTextIndex } from '../workers/domains/collab/page-text-index';
import { parseHtml } from '../workers/domains/export/epub/html-tree';
import { type Api, data, freshApi } from './worker-api';

/** The page's state loaded into a headless editor bound as CollaborationPlugin binds it. */
function boundPage(pageId: string, state: Uint8Array) {
  const doc = new Y.Doc();
  const editor = createEditor(pageEditorConfig());
  const binding = createBinding(editor, NO_PROVIDER, pageId, doc, new Map([[pageId, doc]]));
  const shared = binding.root.getSharedType();
  shared.observeDeep((events, transaction) => {
    if (transaction.origin !== binding)
      syncYjsChangesToLexical(binding, NO_PROVIDER, events as never, false);
  });
  Y.applyUpdate(doc, state);
  editor.update(() => undefined, { discrete: true });
  /** The relative position of the `nth` character of `text`'s occurrence (0: before its first). */
  const position = (text: string, nth: number) =>
    editor.getEditorState().read(() => {
      const nodes = $getRoot()
        .getAllTextNodes()
        .filter((n): n is TextNode => $isTextNode(n as LexicalNode));
      const whole = nodes.map((n) => n.getTextContent()).join('');
      let at = whole.indexOf(text);
      if (at < 0) throw new Error(`"${text}" is not in the page`);
      at += nth;
      for (const node of nodes) {
        const size = node.getTextContentSize();
        if (at <= size) {
          const collab = binding.collabNodeMap.get(node.getKey()) as unknown as {
            _parent: { _xmlText: Y.XmlText };
            getOffset(): number;
          };
          const index = collab.getOffset() + 1 + at;
          return encodePosition(
            Y.createRelativePositionFromTypeIndex(collab._parent._xmlText, index),
          );
        }
        at -= size;
      }
      throw new Error('past the end');
    });
  return { doc, position };
}

const PAGE = [
  '<p>The <strong>brave</strong> little ship sailed <em>on and on</em> into the night.</p>',
  '<p>Morning came grey over the harbour wall.</p>',
  '<ul><li>rope</li><li>salt and tar</li></ul>',
  '<p>Nothing to see here.</p>',
].join('');

const ana = { name: 'Ana Lima', key: 'k-ana', colour: '#b3261e' };
const ben = { name: 'Ben', key: 'k-ben', colour: '#0b5cc2' };

/** The text inside each comment's range in document.xml, by comment id. */
function commentRanges(document: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of document.matchAll(/<w:commentRangeStart w:id="(\d+)"\/>/g)) {
    const id = match[1] as string;
    const end = document.indexOf(`<w:commentRangeEnd w:id="${id}"/>`, match.index);
    const inside = document.slice(match.index, end);
    const text = [...inside.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<\/w:p>/g)]
      .map((m) => (m[0] === '</w:p>' ? '¶' : m[1]))
      .join('');
    out.set(id, text);
  }
  return out;
}

async function wordFile(api: Api, includeComments: boolean) {
  const sectionTitles = Object.fromEntries(EXPORT_SECTIONS.map((s) => [s, s])) as Record<
    ExportSection,
    string
  >;
  const outcome = await data(
    api.exportBook({
      id: `docx-${includeComments}`,
      format: 'docx',
      choices: { ...structuredClone(DEFAULT_EXPORT_CHOICES), includeComments },
      language: 'en',
      texts: { sectionTitles, copyrightLines: [] },
      target: null,
    }),
  );
  if (outcome.kind !== 'done' || !outcome.blob) throw new Error(JSON.stringify(outcome));
  // jsdom's Blob has no arrayBuffer(): read it as the browser's FileReader would.
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(outcome.blob as Blob);
  });
  const files = unzipSync(new Uint8Array(bytes));
  const text = (name: string) => (files[name] ? strFromU8(files[name] as Uint8Array) : null);
  return { files, text };
}

async function sharedPage(api: Api) {
  const page = (await data(api.fetchTree())).find((n) => n.type === 'page');
  if (!page) throw new Error('no page');
  const state = pageHtmlToYUpdate(page.id, PAGE);
  const html = yStateToPageHtml(page.id, state);
  await data(api.savePageContent(page.id, html));
  await data(api.storePageYUpdate(page.id, state, html));
  return { id: page.id, state, html };
}

/** Every kind of block and inline the editor writes. */
const RICH = [
  '<h2>The harbour</h2>',
  '<p>First <strong>bold</strong>, <em>italic</em>, <span class="sb-text-underline">under</span>, ',
  '<s>struck</s>, <mark>marked</mark> and <code>code</code> words.</p>',
  '<p class="align-center">Centred<br>on two lines.</p>',
  '<blockquote>A quotation.</blockquote>',
  '<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul><ol><li>first</li></ol>',
  '<pre>let x = 1;\nlet y = 2;</pre>',
  '<hr><p>After the break, a <a href="https://example.com">link</a> and a picture ',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="gull"> here.</p>',
  '<p dir="rtl">وصلت الرسالة في الصباح.</p><p>  Spaces  kept  </p><p><br></p><p>Last.</p>',
].join('');

describe('comments in the Word export', { timeout: 30_000 }, () => {
  it('reads the same text from the page’s Yjs state as from the HTML stored from it', async () => {
    const api = await freshApi('export-comments-rich');
    const page = (await data(api.fetchTree())).find((n) => n.type === 'page');
    if (!page) throw new Error('no page');
    const state = pageHtmlToYUpdate(page.id, RICH);
    // As the editor stores it: its own export, through the worker's sanitiser.
    await data(api.savePageContent(page.id, yStateToPageHtml(page.id, state)));
    const { html } = await data(api.pageYState(page.id));
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state);
    let htmlText = '';
    walkTree(parseHtml(html), {
      text: (node) => {
        htmlText += node.value;
      },
      element: () => 'children',
    });
    expect(htmlText).toContain('وصلت الرسالة');
    expect(htmlText).toContain('nested');
    expect(pageTextIndex(doc).text).toBe(htmlText);
  });

  it('marks exactly the text each thread is on, with its replies and resolved state', async () => {
    const api = await freshApi('export-comments');
    const page = await sharedPage(api);
    const { position } = boundPage(page.id, page.state);
    const comments = new Y.Doc();
    const on = (text: string, quote = text) => ({
      anchor: position(text, 0),
      head: position(text, text.length),
      quote,
    });
    const at = new Date('2026-11-27T10:00:00.000Z');
    const brave = addThread(comments, ana, on('brave'), 'Too strong a word?', at);
    addReply(comments, brave, ben, 'I like it.\nKeep it.', new Date('2026-11-27T11:30:00.000Z'));
    // From plain text into italic.
    addThread(comments, ben, on('sailed on and'), 'Rhythm.', at);
    // Across two paragraphs.
    const across = addThread(comments, ana, on('night.Morning', 'night. Morning'), 'Join?', at);
    setResolved(comments, across, true);
    // In a list item.
    addThread(comments, ben, on('salt and tar'), 'Pitch?', at);
    await data(api.storeCommentsYUpdate(page.id, Y.encodeStateAsUpdate(comments)));
    expect(await data(api.bookCommentCount())).toEqual({ threads: 4, resolved: 1, pages: 1 });

    const { text } = await wordFile(api, true);
    const document = text('word/document.xml') as string;
    const ranges = commentRanges(document);
    // Ids 0 and 1: the first thread and its reply (same range); 2; 3 (two paragraphs); 4.
    expect(Object.fromEntries(ranges)).toEqual({
      '0': 'brave',
      '1': 'brave',
      '2': 'sailed on and',
      '3': 'night.¶Morning',
      '4': 'salt and tar',
    });
    for (const id of ['0', '1', '2', '3', '4'])
      expect(document).toContain(`<w:commentReference w:id="${id}"/>`);

    const part = text('word/comments.xml') as string;
    const parsed = new DOMParser().parseFromString(part, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    const entries = [...parsed.getElementsByTagName('w:comment')].map((c) => ({
      id: c.getAttribute('w:id'),
      author: c.getAttribute('w:author'),
      initials: c.getAttribute('w:initials'),
      date: c.getAttribute('w:date'),
      text: [...c.getElementsByTagName('w:p')].map((p) => p.textContent).join('\n'),
    }));
    expect(entries).toEqual([
      {
        id: '0',
        author: 'Ana Lima',
        initials: 'AL',
        date: '2026-11-27T10:00:00Z',
        text: 'Too strong a word?',
      },
      {
        id: '1',
        author: 'Ben',
        initials: 'B',
        date: '2026-11-27T11:30:00Z',
        text: 'I like it.\nKeep it.',
      },
      { id: '2', author: 'Ben', initials: 'B', date: '2026-11-27T10:00:00Z', text: 'Rhythm.' },
      { id: '3', author: 'Ana Lima', initials: 'AL', date: '2026-11-27T10:00:00Z', text: 'Join?' },
      { id: '4', author: 'Ben', initials: 'B', date: '2026-11-27T10:00:00Z', text: 'Pitch?' },
    ]);
    // The reply names its comment's paragraph; the resolved thread is done.
    const extended = new DOMParser().parseFromString(
      text('word/commentsExtended.xml') as string,
      'application/xml',
    );
    const ex = [...extended.getElementsByTagName('w15:commentEx')].map((e) => [
      e.getAttribute('w15:paraId'),
      e.getAttribute('w15:paraIdParent'),
      e.getAttribute('w15:done'),
    ]);
    const paraIds = [...parsed.getElementsByTagName('w:comment')].map((c) => {
      const ps = c.getElementsByTagName('w:p');
      return ps[ps.length - 1]?.getAttribute('w14:paraId');
    });
    expect(ex).toEqual([
      [paraIds[0], null, '0'],
      [paraIds[1], paraIds[0], '0'],
      [paraIds[2], null, '0'],
      [paraIds[3], null, '1'],
      [paraIds[4], null, '0'],
    ]);
    expect(text('[Content_Types].xml')).toContain('PartName="/word/comments.xml"');
    expect(text('word/_rels/document.xml.rels')).toContain('Target="comments.xml"');
    expect(text('word/_rels/document.xml.rels')).toContain('Target="commentsExtended.xml"');

    // Without the choice: no comment anywhere.
    const plain = await wordFile(api, false);
    expect(plain.text('word/comments.xml')).toBeNull();
    expect(plain.text('word/document.xml')).not.toContain('commentRange');
    expect(plain.text('[Content_Types].xml')).not.toContain('comments');
  });

  it('leaves out a thread whose text was deleted and keeps the others in place', async () => {
    const api = await freshApi('export-comments-gone');
    const page = await sharedPage(api);
    const { doc, position } = boundPage(page.id, page.state);
    const comments = new Y.Doc();
    addThread(
      comments,
      ana,
      { anchor: position('grey', 0), head: position('grey', 4), quote: 'grey' },
      'Colour?',
    );
    addThread(
      comments,
      ana,
      { anchor: position('harbour', 0), head: position('harbour', 7), quote: 'harbour' },
      'Which?',
    );
    await data(api.storeCommentsYUpdate(page.id, Y.encodeStateAsUpdate(comments)));
    // "grey " is deleted from the page (as an editor would: the Y text changes, the HTML follows).
    const before = Y.encodeStateVector(doc);
    doc.transact(() => {
      const root = doc.get('root', Y.XmlText);
      const block = root.toDelta()[1].insert as Y.XmlText;
      let index = 0;
      for (const op of block.toDelta()) {
        if (typeof op.insert === 'string' && op.insert.includes('grey ')) {
          block.delete(index + op.insert.indexOf('grey '), 5);
          break;
        }
        index += typeof op.insert === 'string' ? op.insert.length : 1;
      }
    });
    const update = Y.encodeStateAsUpdate(doc, before);
    const html = page.html.replace('grey ', '');
    await data(api.savePageContent(page.id, html));
    await data(api.storePageYUpdate(page.id, update, html));

    const ranges = commentRanges((await wordFile(api, true)).text('word/document.xml') as string);
    expect(Object.fromEntries(ranges)).toEqual({ '0': 'harbour' });
  });
});
