import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { SANITIZE_CORPUS } from '../../../../../tests/sanitize-corpus';
import { defuseHtml, PASTED_STYLE } from './defuse-html';

describe('defuseHtml', () => {
  it('drops handlers and keeps the style under another name', () => {
    const out = defuseHtml(
      '<p style="font-weight:700" onclick="alert(1)" ONMOUSEOVER="x()">Bold</p>',
    );
    expect(out).toContain(`<p ${PASTED_STYLE}="font-weight:700">Bold</p>`);
    expect(out).not.toMatch(/onclick|onmouseover/i);
  });

  it('leaves out what could only load or run something, with its content', () => {
    const out = defuseHtml(
      '<style>p{color:red}</style><script>alert(1)</script><noscript><img src=x onerror=alert(2)></noscript><iframe srcdoc="<b>x</b>"></iframe><p>Kept</p>',
    );
    expect(out).not.toMatch(/<style|<script|<noscript|<iframe|alert/);
    expect(out).toContain('<p>Kept</p>');
  });

  it('defuses template contents and foreign content too', () => {
    const out = defuseHtml(
      '<template><img src=x onerror=alert(1)></template><svg><a onclick="x()"><text style="fill:red">t</text></a></svg>',
    );
    expect(out).not.toMatch(/onerror|onclick|\sstyle=/);
  });

  it('leaves no handler, style attribute, script or style element in any entry of the hostile corpus', () => {
    type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
    /** What a browser would report or run once it parses the defused markup again. */
    const live = (node: Node, found: string[]): string[] => {
      if ('tagName' in node) {
        if (['script', 'style', 'iframe', 'noscript'].includes(node.tagName))
          found.push(node.tagName);
        for (const a of node.attrs) if (/^on|^style$/i.test(a.name)) found.push(`@${a.name}`);
        if (node.tagName === 'template' && 'content' in node)
          live(node.content as unknown as Node, found);
      }
      if ('childNodes' in node) for (const child of node.childNodes) live(child, found);
      return found;
    };
    for (const { id, html } of SANITIZE_CORPUS) {
      expect(live(parse(defuseHtml(html)), []), id).toEqual([]);
    }
  });
});
