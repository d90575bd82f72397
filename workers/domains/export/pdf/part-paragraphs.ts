/**
 * A part's page HTML as the plain blocks a manuscript prints: paragraphs (list items and quotes
 * too), headings, and scene breaks (a rule, or a paragraph of only `*`, `#` or `~`).
 */
import { isElement, type PageNode, pageTree, textOf } from '../../../core/page-html';

export interface ManuscriptBlock {
  kind: 'paragraph' | 'heading' | 'break' | 'item';
  text: string;
}

const BLOCKS = new Set(['p', 'li', 'blockquote', 'pre', 'div']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A node's text on one line (a `br` is a space). */
const clean = (node: PageNode) => textOf([node]).replace(/\s+/g, ' ').trim();

export function partParagraphs(html: string): ManuscriptBlock[] {
  const out: ManuscriptBlock[] = [];
  const walk = (nodes: PageNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) {
        const text = clean(node);
        if (text) out.push({ kind: 'paragraph', text });
        continue;
      }
      const tag = node.tagName;
      if (tag === 'hr') out.push({ kind: 'break', text: '#' });
      else if (HEADINGS.has(tag)) {
        const text = clean(node);
        if (text) out.push({ kind: 'heading', text });
      } else if (tag === 'ul' || tag === 'ol') {
        node.childNodes.forEach((child, i) => {
          if (!isElement(child) || child.tagName !== 'li') return;
          const text = clean(child);
          if (text)
            out.push({ kind: 'item', text: tag === 'ol' ? `${i + 1}. ${text}` : `• ${text}` });
        });
      } else if (
        BLOCKS.has(tag) &&
        node.childNodes.some(
          (c) =>
            isElement(c) && (BLOCKS.has(c.tagName) || c.tagName === 'ul' || c.tagName === 'ol'),
        )
      ) {
        walk(node.childNodes);
      } else {
        const text = clean(node);
        if (!text) continue;
        out.push(
          /^[*#~\s]+$/.test(text) ? { kind: 'break', text: '#' } : { kind: 'paragraph', text },
        );
      }
    }
  };
  walk(pageTree(html));
  return out;
}
