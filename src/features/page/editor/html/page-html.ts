/**
 * Page content in and out as HTML. Export: Lexical's DOM, cleaned to the page vocabulary
 * (clean-exported-dom.ts), then sanitised with the shared page allow-list. Import: alignment
 * classes are turned back into the inline style Lexical's importers read, and top-level inline
 * content is wrapped in paragraphs. Pasted HTML is sanitised with DOMPurify first. A stored
 * page is not sanitised a second time on the way into the editor (the worker sanitised it when
 * it was stored, with the same rules): it is parsed into an inert document (DOMParser: no
 * scripts run, nothing loads) and only Lexical's importers read it, which take nothing but the
 * editor's own nodes — script and style content is skipped, links go through Lexical's URL
 * check and images through isSafeImageSrc. Nothing of the stored HTML reaches the live DOM.
 */
import { $generateDOMFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getDocument,
  $getEditor,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { ALIGN_CLASSES } from '../../../../../workers/contract/sanitize-rules';
import { sanitizePageHtmlDom } from '../../../../security/sanitize-dom';
import { trustedHtml } from '../../../../security/trusted-types';
import { cleanExportedDom } from './clean-exported-dom';

/**
 * The page's content as sanitised HTML ('' for an empty page). Call inside `editor.read()` or
 * `editor.update()`.
 */
export function $exportPageHtml(editor: LexicalEditor = $getEditor()): string {
  if ($isEmptyPage()) return '';
  const doc = $getDocument();
  const container = $generateDOMFromNodes(doc.createElement('div'), null, editor);
  cleanExportedDom(container);
  return sanitizePageHtmlDom(container.innerHTML, windowOf(doc));
}

/**
 * Lexical nodes for `html`, which is sanitised first (stored pages, pasted snippets). The
 * result may hold inline nodes at the top level; {@link $importPageHtml} wraps them.
 */
export function $generateNodesFromPageHtml(editor: LexicalEditor, html: string): LexicalNode[] {
  return $nodesFromHtml(editor, sanitizePageHtmlDom(html, windowOf($getDocument())));
}

/** Lexical nodes read from `html` parsed into an inert document. */
function $nodesFromHtml(editor: LexicalEditor, html: string): LexicalNode[] {
  const parsed = new (windowOf($getDocument()).DOMParser)().parseFromString(
    trustedHtml(html),
    'text/html',
  );
  restoreClassStyles(parsed.body);
  return $generateNodesFromDOM(editor, parsed);
}

/**
 * Replaces the editor's whole content with a stored page's `html` (see the module note on why
 * it is not sanitised again). Call inside `editor.update()`.
 */
export function $importPageHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  root.append(...$pageBlocksFromHtml(editor, html));
}

/**
 * The top-level blocks `$importPageHtml` would put in the page for a stored page's `html`
 * (at least one paragraph), not attached anywhere (the Yjs conversions diff them block by block).
 */
export function $pageBlocksFromHtml(editor: LexicalEditor, html: string): LexicalNode[] {
  const blocks = wrapInlineRuns($nodesFromHtml(editor, html));
  if (blocks.length === 0) blocks.push($createParagraphNode());
  return blocks;
}

/** True when the page holds nothing but one empty paragraph (what an empty editor shows). */
export function $isEmptyPage(): boolean {
  const root = $getRoot();
  const only = root.getFirstChild();
  return (
    root.getChildrenSize() === 0 ||
    (root.getChildrenSize() === 1 && $isParagraphNode(only) && only.isEmpty())
  );
}

/** Groups consecutive top-level inline nodes (text, links, images, breaks) into paragraphs. */
function wrapInlineRuns(nodes: readonly LexicalNode[]): LexicalNode[] {
  const blocks: LexicalNode[] = [];
  let paragraph: ElementNode | null = null;
  for (const node of nodes) {
    if (isBlock(node)) {
      blocks.push(node);
      paragraph = null;
      continue;
    }
    if (paragraph === null) {
      paragraph = $createParagraphNode();
      blocks.push(paragraph);
    }
    paragraph.append(node);
  }
  return blocks;
}

function isBlock(node: LexicalNode): boolean {
  return ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
}

/**
 * The editor's text-decoration classes an older import stored on spans (the editor writes `u`
 * and `s`), as the inline style Lexical's span importer reads.
 */
const DECORATION_BY_CLASS: Readonly<Record<string, string>> = {
  'sb-text-underline': 'underline',
  'sb-text-strikethrough': 'line-through',
  'sb-text-underline-strikethrough': 'underline line-through',
};

/**
 * `class="align-center"` → `style="text-align: center"`, and the decoration classes above →
 * `text-decoration`: what Lexical's importers read.
 */
function restoreClassStyles(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll<HTMLElement>('[class]'))) {
    const tokens = Array.from(element.classList);
    const alignClass = tokens.find((token) => ALIGN_CLASSES.includes(token));
    if (alignClass !== undefined) element.style.textAlign = alignClass.slice('align-'.length);
    const decoration = tokens.map((token) => DECORATION_BY_CLASS[token]).find(Boolean);
    if (decoration !== undefined) element.style.textDecoration = decoration;
  }
}

function windowOf(doc: Document): Window & typeof globalThis {
  const win = doc.defaultView ?? globalThis.window;
  if (!win) throw new Error('The page editor needs a DOM window');
  return win;
}
