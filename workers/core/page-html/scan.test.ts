/** The toolkit's one-pass scan and its walk: what each reports, in document order. */
import { describe, expect, it } from 'vitest';
import { BLOCK_TAGS, isBlockTag, PageScan, pageTree, walkTree } from '.';

/** Every step of a scan as text: `t:…` raw text, `<name>` / `</name>`, `-` a token without a name. */
function steps(html: string): string[] {
  const out: string[] = [];
  const scan = new PageScan(html);
  while (scan.next()) {
    if (scan.textTo > scan.textFrom) out.push(`t:${html.slice(scan.textFrom, scan.textTo)}`);
    out.push(scan.name ? `<${scan.closing ? '/' : ''}${scan.name}>` : '-');
    expect(html.slice(scan.from, scan.to).startsWith('<')).toBe(true);
  }
  if (scan.textTo > scan.textFrom) out.push(`t:${html.slice(scan.textFrom, scan.textTo)}`);
  return out;
}

describe('PageScan', () => {
  it('reports each tag, lower-cased, with the raw text between', () => {
    expect(steps('<P class="a>b">one &amp; <B>two</B></P>tail')).toEqual([
      '<p>',
      't:one &amp; ',
      '<b>',
      't:two',
      '</b>',
      '</p>',
      't:tail',
    ]);
  });

  it('passes comments, doctypes and raw-text elements by, their content included', () => {
    expect(steps('<!DOCTYPE html><p>a<!-- b --><script>c<p>d</p></script>e</p>')).toEqual([
      '-',
      '<p>',
      't:a',
      '-',
      '-',
      't:e',
      '</p>',
    ]);
  });

  it('tells plain text from HTML', () => {
    const plain = new PageScan('no tags here');
    expect(plain.next()).toBe(false);
    expect(plain.sawToken).toBe(false);
    expect([plain.textFrom, plain.textTo]).toEqual([0, 12]);
    const html = new PageScan('<br>');
    while (html.next());
    expect(html.sawToken).toBe(true);
  });
});

describe('walkTree', () => {
  it('enters, unwraps, skips and leaves in document order', () => {
    const seen: string[] = [];
    walkTree(pageTree('<p>a<b>b</b><i>c</i><s>d</s></p><p>e</p>'), {
      text: (node) => {
        seen.push(node.value);
      },
      element: (node) => {
        seen.push(`<${node.tagName}>`);
        if (node.tagName === 'i') return 'skip';
        return node.tagName === 'p' ? 'enter' : 'children';
      },
      leave: (node) => {
        seen.push(`</${node.tagName}>`);
      },
    });
    expect(seen).toEqual(['<p>', 'a', '<b>', 'b', '<i>', '<s>', 'd', '</p>', '<p>', 'e', '</p>']);
  });

  it('stops where the visitor found what it looked for', () => {
    const seen: string[] = [];
    walkTree(pageTree('<p>a</p><p>b</p><p>c</p>'), {
      text: (node) => {
        seen.push(node.value);
        return node.value === 'b' ? 'stop' : undefined;
      },
      element: () => 'children',
    });
    expect(seen).toEqual(['a', 'b']);
  });
});

describe('the block-tag list', () => {
  it('holds every block of the page allow-list, and no inline tag', () => {
    for (const tag of ['p', 'h1', 'h2', 'h3', 'blockquote', 'pre', 'ul', 'ol', 'li', 'hr'])
      expect(isBlockTag(tag)).toBe(true);
    for (const tag of ['br', 'b', 'i', 'em', 'strong', 'a', 'span', 'code', 's', 'mark', 'img'])
      expect(isBlockTag(tag)).toBe(false);
    expect(BLOCK_TAGS.size).toBe(36);
  });
});
