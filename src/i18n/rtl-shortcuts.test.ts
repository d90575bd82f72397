/**
 * In a right-to-left language a shortcut whose key is punctuation ("Ctrl+\") is set in a
 * left-to-right isolate (U+2066 … U+2069): otherwise the bidi algorithm gives the key and the
 * closing bracket the line's direction and "(Ctrl+\)" reads as "(\Ctrl+)" in the menu.
 */
import { describe, expect, it } from 'vitest';
import { isRtl, validLanguage } from './languages';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>('../../locales/*.json', { eager: true });

function* strings(tree: Tree, path = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') yield [at, value];
    else yield* strings(value, at);
  }
}

/** Every "Ctrl+<punctuation>" in `text` not inside a left-to-right isolate. */
function unisolatedShortcuts(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:Ctrl|Alt|Shift|⌘)\+[^\p{L}\p{N}\s]/gu)) {
    const before = text.slice(0, match.index);
    const open = before.lastIndexOf('\u2066') > before.lastIndexOf('\u2069');
    const closed = text.indexOf('\u2069', (match.index ?? 0) + match[0].length) !== -1;
    if (!(open && closed)) found.push(match[0]);
  }
  return found;
}

describe('shortcuts in right-to-left languages', () => {
  it('finds a bare punctuation shortcut and accepts an isolated one', () => {
    expect(unisolatedShortcuts('العرض المقسوم (Ctrl+\\)')).toEqual(['Ctrl+\\']);
    expect(unisolatedShortcuts('العرض المقسوم (\u2066Ctrl+\\\u2069)')).toEqual([]);
    expect(unisolatedShortcuts('التراجع (Ctrl+Z)')).toEqual([]);
  });

  const rtl = Object.entries(files).filter(([path]) => {
    const code = validLanguage(path.replace(/^.*\/(.+)\.json$/, '$1'));
    return code !== null && isRtl(code);
  });
  it('covers Arabic and Persian', () => {
    expect(rtl.map(([path]) => path.replace(/^.*\//, '')).sort()).toEqual(['ar.json', 'fa.json']);
  });
  it.each(rtl)('%s sets every punctuation shortcut in an isolate', (_path, module) => {
    const bare = [...strings(module.default)].filter(
      ([, text]) => unisolatedShortcuts(text).length,
    );
    expect(bare.map(([key]) => key)).toEqual([]);
  });
});
