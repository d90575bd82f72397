/**
 * The book's meta for every format, from the front matter, the copyright record and the current
 * document. The book has no language field: the interface language stands for it.
 */
import { bookFaces } from '../../../contract/book-faces';
import type { BookMeta } from '../../../contract/export';
import type { StoryBuilderDb } from '../../../db/database';

/** Interface codes that are not BCP 47 tags: the spec's `cz` is Czech, `zh-cn` Simplified Chinese. */
const BCP47: Readonly<Record<string, string>> = { cz: 'cs', 'zh-cn': 'zh-CN' };
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'fa']);

/** The BCP 47 tag of an interface language code (`en` when none). */
export function bookLanguage(code: string): string {
  const clean = (code ?? '').trim().toLowerCase();
  if (!clean) return 'en';
  return BCP47[clean] ?? clean;
}

export const directionOf = (code: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(bookLanguage(code).split('-')[0] ?? '') ? 'rtl' : 'ltr';

/** An ISO date-time without milliseconds (EPUB's dcterms:modified wants exactly that). */
export const exportStamp = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;

const yearOf = (value: string | undefined): string => {
  const n = Number.parseInt((value ?? '').trim(), 10);
  return Number.isFinite(n) && n >= 0 ? String(n) : '';
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The contact block: the legal name (else the author's), and what Book info holds beside it. */
function contactOf(frontmatter: object | undefined, fullName: string | undefined) {
  const fm = (frontmatter ?? {}) as Record<string, unknown>;
  return {
    name: textOf(fullName) || textOf(fm.author),
    address: textOf(fm.address),
    email: textOf(fm.email),
    phone: textOf(fm.phone),
  };
}

export async function readBookMeta(
  db: StoryBuilderDb,
  language: string,
  now = new Date(),
): Promise<BookMeta> {
  const [doc, frontmatter, copyright, settings, ebook] = await Promise.all([
    db.current_document.toCollection().first(),
    db.frontmatter.get(1),
    db.copyright.get(1),
    db.app_settings.get(1),
    db.ebook_settings.get(1),
  ]);
  const cover = ebook?.book_settings?.cover;
  const isbn = (copyright?.isbn ?? []).map((s) => s.trim()).find(Boolean) ?? '';
  return {
    id: doc?.uuid ?? '',
    title: frontmatter?.title?.trim() ?? '',
    author: frontmatter?.author?.trim() || copyright?.pen_name?.trim() || '',
    description: frontmatter?.description?.trim() ?? '',
    genre: frontmatter?.genre?.trim() ?? '',
    language: bookLanguage(language),
    dir: directionOf(language),
    publisher: copyright?.publisher?.trim() ?? '',
    isbn,
    year: yearOf(copyright?.publication_year),
    modified: exportStamp(now),
    // The e-book's chosen cover picture (export/book-cover.ts), else none.
    cover: typeof cover === 'string' && cover.startsWith('data:image/') ? cover : null,
    contact: contactOf(frontmatter, copyright?.full_name),
    contributors: (copyright?.collaborators ?? [])
      .map((c) => ({ role: c.role?.trim() ?? '', name: c.name?.trim() ?? '' }))
      .filter((c) => c.name !== ''),
    // The page-setup faces as the page shows them (book-faces.ts): the text's face (EPUB and
    // Word embed it when asked; Word names it in its styles) and the headings' face.
    ...(typeof settings?.font_family === 'string' && settings.font_family.trim()
      ? {
          fontFamily: bookFaces(settings.font_family).body,
          headingFamily: bookFaces(settings.font_family).headings,
        }
      : {}),
  };
}
