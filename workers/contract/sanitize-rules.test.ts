/** Unit tests of the shared sanitiser rules (allow-lists and pure decision functions). */
import { describe, expect, it } from 'vitest';
import purifySource from '../../node_modules/dompurify/dist/purify.es.mjs?raw';
import allowListSource from './sanitize-allow-list.ts?raw';
import {
  ALIGN_CLASSES,
  allowedAttributes,
  allowedClasses,
  allowedTags,
  cleanClassList,
  EDITOR_CLASSES,
  elementActionByAttributes,
  FORBID_CONTENTS,
  filterAttribute,
  isAllowedAttribute,
  isAllowedTag,
  isForbiddenContent,
  isMarkupFree,
  isMarkupSmuggling,
  isSafeHref,
  isSafeImageSrc,
  isSafeRelativeImagePath,
  LINK_REL,
  leadingWhitespace,
  normalizePlainText,
  PAGE_EXTRA_TAGS,
  RICH_TAGS,
  sanitizeAttributeList,
} from './sanitize-rules';
import rulesSource from './sanitize-rules.ts?raw';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('allow-lists', () => {
  it('match the spec', () => {
    expect([...RICH_TAGS].sort()).toEqual(
      ['p', 'br', 'b', 'i', 'em', 'strong', 'a', 'ul', 'ol', 'li', 'span'].sort(),
    );
    // The spec's page tags, hr (the scene break, issue 25, item 3) and u (underline, issue 27;
    // docs/sanitiser.md).
    expect([...PAGE_EXTRA_TAGS].sort()).toEqual(
      ['h1', 'h2', 'h3', 'blockquote', 'pre', 'code', 's', 'u', 'mark', 'img', 'hr'].sort(),
    );
    expect(allowedTags('page')).toEqual(expect.arrayContaining([...RICH_TAGS, ...PAGE_EXTRA_TAGS]));
    expect(allowedTags('page')).toHaveLength(RICH_TAGS.length + PAGE_EXTRA_TAGS.length);
    expect([...allowedAttributes('rich')].sort()).toEqual(['class', 'href', 'rel', 'target']);
    expect(allowedAttributes('page')).toEqual(
      expect.arrayContaining([
        'src',
        'alt',
        'data-local-file',
        'data-relative-path',
        'data-blob-id',
        'data-file-name',
      ]),
    );
    expect(allowedAttributes('plain')).toEqual([]);
  });

  it('keeps align classes to page content', () => {
    expect(allowedClasses('page')).toEqual(
      expect.arrayContaining([...ALIGN_CLASSES, ...EDITOR_CLASSES]),
    );
    expect(allowedClasses('rich')).toEqual([...EDITOR_CLASSES]);
    expect(allowedClasses('rich')).not.toContain('align-center');
  });

  it('uses exactly DOMPurify’s default FORBID_CONTENTS list', () => {
    const block = /const DEFAULT_FORBID_CONTENTS = addToSet\(\{\}, \[([\s\S]*?)\]\)/.exec(
      purifySource,
    );
    expect(block).not.toBeNull();
    const defaults = [...(block?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    expect([...FORBID_CONTENTS].sort()).toEqual(defaults.sort());
    expect(isForbiddenContent('script')).toBe(true);
    expect(isForbiddenContent('div')).toBe(false);
  });

  it('is dependency-free (type-only imports at most)', () => {
    // Only sibling contract modules may be imported; no package.
    expect(rulesSource).not.toMatch(/^import (?!type )(?![\s\S]*?from '\.\/)/m);
    expect(allowListSource).not.toMatch(/^import /m);
    expect(rulesSource).not.toMatch(/\brequire\(/);
  });

  it('decides tags and attribute names per profile', () => {
    expect(isAllowedTag('rich', 'img')).toBe(false);
    expect(isAllowedTag('page', 'img')).toBe(true);
    expect(isAllowedTag('plain', 'div')).toBe(true);
    expect(isAllowedTag('rich', 'div')).toBe(false);
    expect(isAllowedAttribute('rich', 'a', 'href')).toBe(true);
    expect(isAllowedAttribute('rich', 'span', 'href')).toBe(false);
    expect(isAllowedAttribute('page', 'img', 'class')).toBe(false);
    expect(isAllowedAttribute('page', 'img', 'data-blob-id')).toBe(true);
    expect(isAllowedAttribute('rich', 'img', 'src')).toBe(false);
    expect(isAllowedAttribute('plain', 'p', 'class')).toBe(false);
  });
});

describe('isSafeHref', () => {
  it.each([
    'https://example.com',
    'HTTP://EXAMPLE.COM/a?b=c#d',
    'mailto:author@example.com',
    '  https://example.com  ',
    '\u0001https://example.com',
    'ht\ttps://example.com',
  ])('accepts %j', (href) => expect(isSafeHref(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'jav\tascript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/relative',
    'relative.html',
    '#fragment',
    'ftp://example.com',
    'tel:123',
    'https:',
    'https://ok.example/?u=javascript:alert(1)',
    '',
  ])('rejects %j', (href) => expect(isSafeHref(href)).toBe(false));
});

describe('isSafeImageSrc', () => {
  it.each([
    'blob:http://localhost:5173/2c1a8b54-8c1e-4b52-9a53-0c7f3d1e2f10',
    'blob:null/abc-123',
    PNG,
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/webp;base64,UklGR==',
    'images/cat.png',
    'images/sub/dir/cat 1.png',
    ' images/cat.png ',
  ])('accepts %j', (src) => expect(isSafeImageSrc(src)).toBe(true));

  it.each([
    'x',
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png,rawdata',
    'data:image/png;base64,not base64!',
    'blob:javascript:alert(1)',
    'https://evil.example/x.png',
    '/images/x.png',
    'images/../secret.png',
    'images/%2e%2e/secret.png',
    'images/./x.png',
    'images//x.png',
    'images/',
    'images\\x.png',
    'images/x.png?x=1',
    'images/x.png#f',
    'images/c:x.png',
    'imagesx.png',
  ])('rejects %j', (src) => expect(isSafeImageSrc(src)).toBe(false));

  it('checks relative paths on their own', () => {
    expect(isSafeRelativeImagePath('images/a.png')).toBe(true);
    expect(isSafeRelativeImagePath('images/%2E./a.png')).toBe(false);
  });
});

describe('cleanClassList', () => {
  it('keeps allowed tokens in order, once, per profile', () => {
    expect(cleanClassList('page', 'align-center evil sb-code align-center')).toBe(
      'align-center sb-code',
    );
    expect(cleanClassList('rich', 'align-center sb-code')).toBe('sb-code');
    expect(cleanClassList('page', 'sb-code\tsb-quote\nalign-left')).toBe(
      'sb-code sb-quote align-left',
    );
    expect(cleanClassList('page', 'ALIGN-CENTER')).toBe('');
    expect(cleanClassList('page', '   ')).toBe('');
    expect(cleanClassList('plain', 'sb-code')).toBe('');
  });
});

describe('filterAttribute', () => {
  it('cleans or drops values', () => {
    expect(filterAttribute('rich', 'a', 'href', ' https://x.example ')).toBe('https://x.example');
    expect(filterAttribute('rich', 'a', 'href', 'javascript:alert(1)')).toBeNull();
    expect(filterAttribute('rich', 'a', 'target', '_BLANK')).toBe('_blank');
    expect(filterAttribute('rich', 'a', 'target', '_top')).toBeNull();
    expect(filterAttribute('rich', 'a', 'rel', 'noopener noreferrer')).toBeNull();
    expect(filterAttribute('page', 'p', 'class', 'align-right x')).toBe('align-right');
    expect(filterAttribute('page', 'p', 'class', 'x')).toBeNull();
    expect(filterAttribute('rich', 'b', 'onclick', 'x')).toBeNull();
    expect(filterAttribute('rich', 'p', 'style', 'color:red')).toBeNull();
    expect(filterAttribute('page', 'img', 'alt', '  A cat  ')).toBe('A cat');
    expect(filterAttribute('page', 'img', 'data-blob-id', 'b-1')).toBe('b-1');
    expect(filterAttribute('page', 'img', 'data-blob-id', 'b 1')).toBeNull();
    expect(filterAttribute('page', 'img', 'data-relative-path', 'images/a.png')).toBe(
      'images/a.png',
    );
    expect(filterAttribute('page', 'img', 'data-relative-path', '../a.png')).toBeNull();
    expect(filterAttribute('page', 'img', 'data-file-name', 'a\nb.png')).toBeNull();
    expect(filterAttribute('page', 'img', 'data-local-file', 'true')).toBe('true');
    expect(filterAttribute('page', 'img', 'data-evil', '1')).toBeNull();
  });

  it('drops values that could break out of a raw-text context or name a script scheme', () => {
    expect(filterAttribute('page', 'img', 'alt', 'a --> b')).toBeNull();
    expect(filterAttribute('page', 'img', 'alt', 'a --!> b')).toBeNull();
    expect(filterAttribute('page', 'img', 'alt', ']]>')).toBeNull();
    expect(filterAttribute('page', 'img', 'alt', '</STYLE>')).toBeNull();
    expect(filterAttribute('page', 'img', 'alt', 'learn JavaScript')).toBeNull();
    expect(filterAttribute('page', 'img', 'alt', 'v b s c r i p t')).toBeNull();
    expect(filterAttribute('page', 'img', 'alt', 'a > b <c')).toBe('a > b <c');
  });

  it('is idempotent', () => {
    const cases: Array<[string, string, string]> = [
      ['a', 'href', ' https://x.example '],
      ['a', 'target', ' _Blank'],
      ['p', 'class', 'align-left  sb-code x'],
      ['img', 'src', ` ${PNG} `],
      ['img', 'alt', '  text '],
    ];
    for (const [tag, name, value] of cases) {
      const once = filterAttribute('page', tag, name, value);
      expect(once).not.toBeNull();
      expect(filterAttribute('page', tag, name, once ?? '')).toBe(once);
    }
  });
});

describe('sanitizeAttributeList', () => {
  it('forces rel on links with an href and appends it', () => {
    expect(
      sanitizeAttributeList('rich', 'a', [
        { name: 'rel', value: 'opener' },
        { name: 'href', value: 'https://x.example' },
        { name: 'target', value: '_blank' },
      ]),
    ).toEqual([
      { name: 'href', value: 'https://x.example' },
      { name: 'target', value: '_blank' },
      { name: 'rel', value: LINK_REL },
    ]);
  });

  it('removes target and rel from links without an href', () => {
    expect(
      sanitizeAttributeList('rich', 'a', [
        { name: 'href', value: 'javascript:alert(1)' },
        { name: 'target', value: '_blank' },
        { name: 'rel', value: 'noopener' },
        { name: 'class', value: 'sb-code' },
      ]),
    ).toEqual([{ name: 'class', value: 'sb-code' }]);
  });

  it('keeps the first occurrence of a name', () => {
    expect(
      sanitizeAttributeList('rich', 'p', [
        { name: 'class', value: 'evil' },
        { name: 'class', value: 'sb-code' },
      ]),
    ).toEqual([]);
  });
});

describe('elementActionByAttributes', () => {
  const attrs =
    (record: Record<string, string>) =>
    (name: string): string | null =>
      record[name] ?? null;

  it('drops page images without a safe src', () => {
    expect(elementActionByAttributes('page', 'img', attrs({ src: 'x' }))).toBe('drop');
    expect(elementActionByAttributes('page', 'img', attrs({}))).toBe('drop');
    expect(elementActionByAttributes('page', 'img', attrs({ src: 'images/a.png' }))).toBeNull();
    expect(elementActionByAttributes('page', 'img', attrs({ src: 'images/a-->.png' }))).toBe(
      'drop',
    );
  });

  it('unwraps allowed elements carrying `is`, ignores disallowed ones', () => {
    expect(elementActionByAttributes('rich', 'p', attrs({ is: 'x-evil' }))).toBe('unwrap');
    expect(elementActionByAttributes('rich', 'p', attrs({ is: '' }))).toBe('unwrap');
    expect(elementActionByAttributes('rich', 'div', attrs({ is: 'x' }))).toBeNull();
    expect(elementActionByAttributes('rich', 'img', attrs({ src: 'x' }))).toBeNull();
    expect(elementActionByAttributes('rich', 'p', attrs({ class: 'x' }))).toBeNull();
  });
});

describe('isMarkupSmuggling', () => {
  const info = (overrides: Partial<Parameters<typeof isMarkupSmuggling>[0]>) => ({
    tag: 'p',
    isHtml: true,
    childCount: 2,
    hasElementChild: false,
    hasCommentChild: true,
    text: '<b>',
    ...overrides,
  });

  it('flags markup-like text next to a comment', () => {
    expect(isMarkupSmuggling(info({}))).toBe(true);
    expect(isMarkupSmuggling(info({ text: '</' }))).toBe(true);
    expect(isMarkupSmuggling(info({ text: '<!' }))).toBe(true);
  });

  it('leaves harmless content alone', () => {
    expect(isMarkupSmuggling(info({ hasCommentChild: false, childCount: 1 }))).toBe(false);
    expect(isMarkupSmuggling(info({ text: 'a < b' }))).toBe(false);
    expect(isMarkupSmuggling(info({ hasElementChild: true }))).toBe(false);
    expect(isMarkupSmuggling(info({ childCount: 0, text: '' }))).toBe(false);
  });

  it('flags literal-text elements holding markup', () => {
    expect(isMarkupSmuggling(info({ tag: 'style', hasCommentChild: false, text: '<img>' }))).toBe(
      true,
    );
    expect(isMarkupSmuggling(info({ tag: 'xmp', hasElementChild: true }))).toBe(true);
    expect(isMarkupSmuggling(info({ tag: 'style', hasCommentChild: false, text: 'p{}' }))).toBe(
      false,
    );
  });
});

describe('small helpers', () => {
  it('detect markup-free input and leading whitespace', () => {
    expect(isMarkupFree('Tom &amp; Jerry')).toBe(true);
    expect(isMarkupFree('a <b')).toBe(false);
    expect(leadingWhitespace('\n\t <p>')).toBe('\n\t ');
    expect(leadingWhitespace('\f<p>')).toBe('');
    expect(leadingWhitespace('<p>')).toBe('');
  });

  it('normalise plain text', () => {
    expect(normalizePlainText('  a \n\t b\u00A0\u00A0c  ')).toBe('a b c');
    expect(normalizePlainText('a\u0000b\u0007c\u009Fd')).toBe('abcd');
    expect(normalizePlainText('   ')).toBe('');
  });
});
