/**
 * The book faces an EPUB embeds when the author asks (ExportChoices.embedFonts): the same
 * @fontsource woff2 files the app itself ships (regular, bold and italic, as src/styles/fonts.ts
 * loads them), found at build time and fetched from the app's own origin when an export needs
 * them. Only the subsets of the scripts the book's text uses are embedded (Latin always), each
 * declared with its unicode-range so a reading system picks the right file.
 */

/** The woff2 files of the four book faces, by path under the project root → built URL. */
const FONT_URLS = import.meta.glob(
  '/node_modules/@fontsource/{playfair-display,eb-garamond,literata,merriweather}/files/*-{400-normal,700-normal,400-italic}.woff2',
  { query: '?url', import: 'default', eager: true, exhaustive: true },
) as Record<string, string>;

/** Google Fonts subsets as @fontsource names and ranges them (the same for the four faces). */
export const FONT_SUBSETS: ReadonlyArray<{ name: string; range: string }> = [
  {
    name: 'latin',
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    name: 'latin-ext',
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    name: 'vietnamese',
    range:
      'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  },
  { name: 'cyrillic', range: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  {
    name: 'cyrillic-ext',
    range: 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F',
  },
  {
    name: 'greek',
    range: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  },
  { name: 'greek-ext', range: 'U+1F00-1FFF' },
];

const STYLES = [
  { key: '400-normal', weight: 400, style: 'normal' },
  { key: '700-normal', weight: 700, style: 'normal' },
  { key: '400-italic', weight: 400, style: 'italic' },
] as const;

/** A font file to embed: its name in the package, where to read it and its @font-face. */
export interface FontFile {
  fileName: string;
  url: string;
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  range: string;
}

/** Reads a font file's bytes by its URL; null when it cannot. */
export type LoadFont = (url: string) => Promise<Uint8Array | null>;

/** Fetches from the app's origin (the files are the app's own build assets). */
export const fetchFont: LoadFont = async (url) => {
  const response = await fetch(url);
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
};

/** Tells which subsets a book's text needs, text by text. */
export class SubsetTracker {
  private readonly pending = FONT_SUBSETS.filter((s) => s.name !== 'latin').map((s) => ({
    name: s.name,
    test: rangeRegExp(s.range),
  }));
  readonly used = new Set<string>(['latin']);

  add(text: string): void {
    if (this.pending.length === 0) return;
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const subset = this.pending[i] as { name: string; test: RegExp };
      if (subset.test.test(text)) {
        this.used.add(subset.name);
        this.pending.splice(i, 1);
      }
    }
  }
}

/** The package name of a family (`EB Garamond` → `eb-garamond`), or null when the app has no files for it. */
export function fontPackage(family: string): string | null {
  const name = family.trim().toLowerCase().replace(/\s+/g, '-');
  return Object.keys(FONT_URLS).some((path) => path.includes(`/@fontsource/${name}/`))
    ? name
    : null;
}

/** The files to embed for a family and the subsets used, in a stable order. */
export function fontFiles(family: string, subsets: ReadonlySet<string>): FontFile[] {
  const pkg = fontPackage(family);
  if (!pkg) return [];
  const files: FontFile[] = [];
  for (const subset of FONT_SUBSETS) {
    if (!subsets.has(subset.name)) continue;
    for (const style of STYLES) {
      const fileName = `${pkg}-${subset.name}-${style.key}.woff2`;
      const url = FONT_URLS[`/node_modules/@fontsource/${pkg}/files/${fileName}`];
      if (!url) continue;
      files.push({
        fileName,
        url,
        family: family.trim(),
        weight: style.weight,
        style: style.style,
        range: subset.range,
      });
    }
  }
  return files;
}

function rangeRegExp(range: string): RegExp {
  const parts = range.split(',').map((item) => {
    const [from, to] = item.replace('U+', '').split('-');
    const a = `\\u{${from}}`;
    return to ? `${a}-\\u{${to}}` : a;
  });
  return new RegExp(`[${parts.join('')}]`, 'u');
}
