/**
 * Page content in and out as HTML. Export: Lexical's DOM, cleaned to the page vocabulary
 * (clean-exported-dom.ts), then sanitised with the shared page allow-list. Import: the HTML is
 * sanitised first, alignment classes are turned back into the inline style Lexical's
 * importers read, and top-level inline content is wrapped in paragraphs.
 */
import { $generateDOMFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getDocument,
  $getEditor,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { sanitizePageHtmlDom } from '../../security/sanitize-dom';
import { cleanExportedDom } from './clean-exported-dom';

const ALIGN_CLASS = /(?:^|\s)align-(left|center|right|justify)(?:\s|$)/;

/** The page's content as sanitised HTML. Call inside `editor.read()` or `editor.update()`. */
export function $exportPageHtml(editor: LexicalEditor = $getEditor()): string {
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
  const doc = $getDocument();
  const win = windowOf(doc);
  const clean = sanitizePageHtmlDom(html, win);
  const parsed = new win.DOMParser().parseFromString(clean, 'text/html');
  restoreAlignmentStyles(parsed.body);
  return $generateNodesFromDOM(editor, parsed);
}

/** Replaces the editor's whole content with `html`. Call inside `editor.update()`. */
export function $importPageHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  const blocks = wrapInlineRuns($generateNodesFromPageHtml(editor, html));
  if (blocks.length === 0) blocks.push($createParagraphNode());
  root.append(...blocks);
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

/** `class="align-center"` → `style="text-align: center"`, which Lexical's importers read. */
function restoreAlignmentStyles(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll<HTMLElement>('[class]'))) {
    const match = ALIGN_CLASS.exec(element.getAttribute('class') ?? '');
    if (match?.[1] !== undefined) element.style.textAlign = match[1];
  }
}

function windowOf(doc: Document): Window & typeof globalThis {
  const win = doc.defaultView ?? globalThis.window;
  if (!win) throw new Error('The page editor needs a DOM window');
  return win;
}
