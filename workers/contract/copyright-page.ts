/**
 * The copyright page (docs/spec/product-and-screens.md §3) assembled from the checked clauses:
 * each clause a short standard sentence from i18n, with the author's name and year. Shared by
 * the copyright screen's preview and the book exports (the UI translates; the worker prints).
 * Dependency-free.
 */
import type { CopyrightRecord } from './records';

/** The clause flags of the copyright record, in the order the page lists them. */
export const CLAUSE_FIELDS = [
  'rights',
  'fiction_disclaimer',
  'moral_rights',
  'external_content',
  'tm_notice',
  'public_domain',
  'permissions',
  'licensing',
  'additional_clause',
] as const;

export type ClauseField = (typeof CLAUSE_FIELDS)[number];

/** The i18n name of a clause: the stored `tm_notice` is the spec's trademark_notice. */
export function clauseKey(field: ClauseField, part: 'label' | 'text'): string {
  return `copyright.clauses.${field === 'tm_notice' ? 'trademark_notice' : field}.${part}`;
}

/** A translate function (i18next's `t` fits). */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

export interface PreviewInput {
  copyright: CopyrightRecord;
  /** Book title and author name from the front matter. */
  title: string;
  author: string;
  /** The valid ISBNs to print. */
  isbns: readonly string[];
  /** The year used when the record has none. */
  currentYear: number;
}

export interface PreviewLine {
  key: string;
  text: string;
}

/** The year as digits, or '' (a failed parse gives empty). */
function yearOf(value: string): string {
  const n = Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) && n >= 0 ? String(n) : '';
}

/** A sentence's own period after a name that ends with one ("M. O." + ".") is left out. */
function withoutDoubledPeriod(text: string, name: string): string {
  return name.endsWith('.') ? text.split(`${name}.`).join(name) : text;
}

/**
 * The copyright page as paragraphs: the title, the checked clauses, the credits, edition,
 * publisher and ISBNs. Empty when there is nothing but the title to show.
 */
export function buildCopyrightPreview(t: Translate, input: PreviewInput): PreviewLine[] {
  const c = input.copyright;
  const name =
    [c.pen_name, input.author, c.full_name].map((s) => s?.trim() ?? '').find(Boolean) ??
    t('copyright.preview_author_fallback');
  const year = yearOf(c.publication_year ?? '') || String(input.currentYear);
  const lines: PreviewLine[] = [];
  const push = (key: string, text: string) => {
    if (text.trim()) lines.push({ key, text: text.trim() });
  };
  for (const field of CLAUSE_FIELDS) {
    if (!c[field]) continue;
    if (field === 'additional_clause') push(field, c.additional_clause_text ?? '');
    else push(field, withoutDoubledPeriod(t(clauseKey(field, 'text'), { name, year }), name));
  }
  (c.collaborators ?? []).forEach((collab, index) => {
    const role = t(`collaborators.roles.${collab.role}.title`);
    push(`collaborator-${index}`, t('copyright.preview_collaborator', { role, name: collab.name }));
  });
  push('edition', c.edition ?? '');
  if (c.publisher?.trim()) {
    push('publisher', t('copyright.preview_publisher', { publisher: c.publisher.trim() }));
  }
  input.isbns.forEach((isbn, index) => {
    push(`isbn-${index}`, t('copyright.preview_isbn', { isbn }));
  });
  if (lines.length > 0 && input.title.trim())
    lines.unshift({ key: 'title', text: input.title.trim() });
  return lines;
}
