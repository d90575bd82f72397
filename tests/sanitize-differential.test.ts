// @vitest-environment jsdom
/**
 * Differential test of the two sanitiser implementations (parse5 walker in the worker,
 * DOMPurify on the main thread): over the whole corpus and both profiles they must produce
 * the same tree, nothing outside the spec's allow-list, and the expected output for a few
 * pinned cases. The allow-list below is written from the spec, independently of the shared
 * rules module.
 */
import type { WindowLike } from 'dompurify';
import { describe, expect, it } from 'vitest';
import {
  sanitizePageHtmlDom,
  sanitizeRichHtmlDom,
  toPlainTextDom,
} from '../src/security/sanitize-dom';
import { ALIGN_CLASSES, EDITOR_CLASSES } from '../workers/contract/sanitize-rules';
import { sanitizePageHtml, sanitizeRichHtml, toPlainText } from '../workers/core/sanitize-html';
import { SANITIZE_CORPUS } from './sanitize-corpus';

// Minimal DOM views (this file is type-checked without the DOM lib).
interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<DomNode>;
  readonly attributes?: ArrayLike<{ readonly name: string; readonly value: string }>;
}
interface DomGlobals {
  readonly window: WindowLike;
  readonly document: {
    createElement(tag: 'template'): { innerHTML: string; readonly content: DomNode };
  };
}
const dom = globalThis as unknown as DomGlobals;

type Profile = 'rich' | 'page';
type Tree = Array<string | { tag: string; attrs: Array<[string, string]>; children: Tree }>;

const IMPLEMENTATIONS: Record<
  Profile,
  { worker: (html: string) => string; dom: (html: string) => string }
> = {
  rich: { worker: sanitizeRichHtml, dom: (html) => sanitizeRichHtmlDom(html, dom.window) },
  page: { worker: sanitizePageHtml, dom: (html) => sanitizePageHtmlDom(html, dom.window) },
};

// The spec's allow-list, restated independently of workers/contract/sanitize-rules.ts.
const RICH_TAGS = ['p', 'br', 'b', 'i', 'em', 'strong', 'a', 'ul', 'ol', 'li', 'span'];
const PAGE_TAGS = [
  ...RICH_TAGS,
  ...['h1', 'h2', 'h3', 'blockquote', 'pre', 'code', 's', 'u', 'mark', 'img'],
];
const IMG_ATTRS = [
  'src',
  'alt',
  'data-local-file',
  'data-relative-path',
  'data-blob-id',
  'data-file-name',
];
const SAFE_HREF = /^(?:https?|mailto):/i;
const SAFE_SRC =
  /^(?:blob:|data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$|images\/(?!.*(?:^|\/)(?:\.|%2e){1,2}(?:\/|$))[^:\\]+$)/i;

/** Parses `html` in a template and returns a normalised tree (sorted attributes, merged text). */
function treeOf(html: string): Tree {
  const template = dom.document.createElement('template');
  template.innerHTML = html;
  return normalise(template.content);
}

function normalise(node: DomNode): Tree {
  const out: Tree = [];
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      const last = out[out.length - 1];
      if (typeof last === 'string') out[out.length - 1] = last + (child.nodeValue ?? '');
      else out.push(child.nodeValue ?? '');
    } else if (child.nodeType === 1) {
      const attrs = Array.from(child.attributes ?? [], (a): [string, string] => [a.name, a.value]);
      attrs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      out.push({ tag: child.nodeName.toLowerCase(), attrs, children: normalise(child) });
    } else {
      out.push(`#node-type-${child.nodeType}:${child.nodeValue ?? ''}`);
    }
  }
  return out.filter((item) => item !== '');
}

/** Every violation of the allow-list in `html`, as readable strings (empty when clean). */
function violations(html: string, profile: Profile): string[] {
  const found: string[] = [];
  const tags = profile === 'page' ? PAGE_TAGS : RICH_TAGS;
  const classes = profile === 'page' ? [...ALIGN_CLASSES, ...EDITOR_CLASSES] : EDITOR_CLASSES;
  const visit = (tree: Tree): void => {
    for (const item of tree) {
      if (typeof item === 'string') continue;
      const { tag, attrs, children } = item;
      if (!tags.includes(tag)) found.push(`tag <${tag}>`);
      const allowedAttrs =
        tag === 'a' ? ['href', 'target', 'rel', 'class'] : tag === 'img' ? IMG_ATTRS : ['class'];
      for (const [name, value] of attrs) {
        if (!allowedAttrs.includes(name)) found.push(`attribute ${name} on <${tag}>`);
        if (name.startsWith('on')) found.push(`handler ${name}`);
        if (value.toLowerCase().includes('javascript')) found.push(`"javascript" in ${name}`);
        if (name === 'href' && !SAFE_HREF.test(value)) found.push(`href ${value}`);
        if (name === 'src' && !SAFE_SRC.test(value)) found.push(`src ${value}`);
        if (name === 'target' && value !== '_blank') found.push(`target ${value}`);
        if (name === 'class') {
          if (value.trim() === '') found.push('empty class');
          for (const token of value.split(/\s+/).filter(Boolean)) {
            if (!classes.includes(token)) found.push(`class ${token}`);
          }
        }
      }
      if (tag === 'a' && attrs.some(([name]) => name === 'href')) {
        const rel = attrs.find(([name]) => name === 'rel')?.[1];
        if (rel !== 'noopener noreferrer') found.push(`rel ${rel ?? '(none)'}`);
      }
      if (tag === 'img' && !attrs.some(([name]) => name === 'src')) found.push('img without src');
      visit(children);
    }
  };
  visit(treeOf(html));
  return found;
}

describe('sanitiser corpus', () => {
  it('has at least 110 cases with unique ids', () => {
    expect(SANITIZE_CORPUS.length).toBeGreaterThanOrEqual(110);
    expect(new Set(SANITIZE_CORPUS.map((entry) => entry.id)).size).toBe(SANITIZE_CORPUS.length);
  });
});

for (const profile of ['rich', 'page'] as const) {
  describe(`${profile} profile: worker walker vs DOMPurify`, () => {
    const { worker, dom: domImpl } = IMPLEMENTATIONS[profile];

    it.each(SANITIZE_CORPUS.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
      const fromWorker = worker(entry.html);
      const fromDom = domImpl(entry.html);
      // (a) the same tree from both implementations
      expect(treeOf(fromWorker), `worker: ${fromWorker}\ndom:    ${fromDom}`).toEqual(
        treeOf(fromDom),
      );
      // (b) nothing outside the allow-list in either output
      expect(violations(fromWorker, profile), fromWorker).toEqual([]);
      expect(violations(fromDom, profile), fromDom).toEqual([]);
      // benign inputs pass unchanged
      if (entry.unchangedIn?.includes(profile)) {
        expect(treeOf(fromWorker)).toEqual(treeOf(entry.html));
      }
    });

    it('is idempotent: sanitising the output again changes nothing', () => {
      for (const entry of SANITIZE_CORPUS) {
        const once = worker(entry.html);
        expect(treeOf(worker(once)), entry.id).toEqual(treeOf(once));
        expect(treeOf(domImpl(once)), entry.id).toEqual(treeOf(once));
      }
    });
  });
}

describe('pinned expectations (both implementations)', () => {
  const both = (html: string, profile: Profile): [string, string] => {
    const { worker, dom: domImpl } = IMPLEMENTATIONS[profile];
    return [worker(html), domImpl(html)];
  };

  it('removes a script with its content', () => {
    for (const profile of ['rich', 'page'] as const) {
      for (const out of both('<p>a</p><script>alert("x")</script><p>b</p>', profile)) {
        expect(out).toBe('<p>a</p><p>b</p>');
      }
    }
  });

  it('strips event handlers but keeps the element', () => {
    for (const out of both('<b onclick=x>hi</b>', 'rich')) expect(out).toBe('<b>hi</b>');
    for (const out of both('<b onclick=x>hi</b>', 'page')) expect(out).toBe('<b>hi</b>');
  });

  it('forces rel="noopener noreferrer" on links', () => {
    for (const profile of ['rich', 'page'] as const) {
      for (const out of both(
        '<a href="https://example.com" target="_blank" rel="opener">x</a>',
        profile,
      )) {
        expect(out).toBe(
          '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
        );
      }
    }
  });

  it('drops javascript: hrefs, even entity-encoded, but keeps the link text', () => {
    for (const out of both('<a href="jav&#x09;ascript:alert(1)" target="_blank">x</a>', 'rich')) {
      expect(out).toBe('<a>x</a>');
    }
  });

  it('removes an img with an unsafe src entirely in the page profile', () => {
    for (const out of both('<p>a<img src=x onerror="alert(1)">b</p>', 'page')) {
      expect(out).toBe('<p>ab</p>');
    }
  });

  it('keeps a safe img without its handlers in the page profile', () => {
    for (const out of both(
      '<img src="images/a.png" alt="A" onload="alert(1)" class="x">',
      'page',
    )) {
      expect(out).toBe('<img src="images/a.png" alt="A">');
    }
  });

  it('unwraps disallowed elements and drops forbid-contents ones', () => {
    for (const out of both('<div><u>keep</u></div><svg><text>gone</text></svg>', 'rich')) {
      expect(out).toBe('keep');
    }
  });

  it('filters classes per profile', () => {
    for (const out of both('<p class="align-center sb-highlight evil">x</p>', 'page')) {
      expect(out).toBe('<p class="align-center sb-highlight">x</p>');
    }
    for (const out of both('<p class="align-center sb-highlight evil">x</p>', 'rich')) {
      expect(out).toBe('<p class="sb-highlight">x</p>');
    }
  });

  it('passes benign inputs through byte for byte', () => {
    const benign = [
      '<p>Hello <b>bold</b> and <i>italic</i></p>',
      '<ul><li>a<ul><li>b</li></ul></li></ul>',
      '<p><a href="mailto:author@example.com" rel="noopener noreferrer">Mail me</a></p>',
    ];
    for (const html of benign) {
      for (const out of both(html, 'rich')) expect(out).toBe(html);
      for (const out of both(html, 'page')) expect(out).toBe(html);
    }
    const page = '<h1>T</h1><blockquote><p class="align-right">q</p></blockquote>';
    for (const out of both(page, 'page')) expect(out).toBe(page);
  });
});

describe('plain text: worker vs DOMPurify', () => {
  it.each(SANITIZE_CORPUS.map((entry) => [entry.id, entry.html] as const))('%s', (_id, html) => {
    expect(toPlainText(html)).toBe(toPlainTextDom(html, dom.window));
  });

  it('extracts words with block boundaries as spaces', () => {
    const html =
      '<h1>Chapter&nbsp;1</h1><p>It <b>was</b> a</p><div>dark &amp; stormy<br>night</div>';
    expect(toPlainText(html)).toBe('Chapter 1 It was a dark & stormy night');
    expect(toPlainTextDom(html, dom.window)).toBe('Chapter 1 It was a dark & stormy night');
  });
});
