// @vitest-environment jsdom
import { $createLinkNode, $isLinkNode, LinkNode } from '@lexical/link';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  createEditor,
  type LexicalNode,
} from 'lexical';
import { describe, expect, it } from 'vitest';
import { $makeLinkSafe } from './link-safety';

function pageWithLink(url: string, rel: string | null = null) {
  const editor = createEditor({
    nodes: [LinkNode],
    onError: (e) => {
      throw e;
    },
  });
  editor.registerNodeTransform(LinkNode, $makeLinkSafe);
  editor.update(
    () => {
      const link = $createLinkNode(url, { rel }).append($createTextNode('the harbour'));
      $getRoot().append($createParagraphNode().append($createTextNode('See '), link));
    },
    { discrete: true },
  );
  return editor.getEditorState().read(() => {
    const paragraph = $getRoot().getFirstChildOrThrow();
    if (!$isElementNode(paragraph)) throw new Error('no paragraph');
    const links = paragraph.getChildren().filter((n: LexicalNode) => $isLinkNode(n)) as LinkNode[];
    return {
      text: paragraph.getTextContent(),
      links: links.map((l) => ({ url: l.getURL(), rel: l.getRel() })),
    };
  });
}

describe('links in a page', () => {
  it('keep a safe address and always open with noopener noreferrer', () => {
    expect(pageWithLink('https://example.com', 'opener')).toEqual({
      text: 'See the harbour',
      links: [{ url: 'https://example.com', rel: 'noopener noreferrer' }],
    });
    expect(pageWithLink('mailto:ada@example.com').links).toHaveLength(1);
  });

  it('become their text when the address is not safe', () => {
    for (const url of ['javascript:alert(1)', '', 'https://', 'data:text/html,x', 'ftp://x.org']) {
      expect(pageWithLink(url)).toEqual({ text: 'See the harbour', links: [] });
    }
  });
});
