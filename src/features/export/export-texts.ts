/**
 * The words of the book the worker prints but cannot translate: section headings and the
 * copyright page (the same lines the copyright screen previews), in the interface language.
 */
import { buildCopyrightPreview, type Translate } from '../../../workers/contract/copyright-page';
import type { ExportSection, ExportTexts } from '../../../workers/contract/export';
import type { TranslationKey } from '../../i18n/keys';
import { unwrap, workerApi } from '../../worker-client/client';

/** The i18n key of each section's name (the side navigation's, where it has one). */
export const SECTION_LABEL_KEYS: Record<ExportSection, TranslationKey> = {
  title_page: 'export.title_page',
  copyright: 'routes.copyright',
  preface: 'routes.preface',
  toc: 'routes.table_of_contents',
  prologue: 'routes.prologue',
  introduction: 'routes.introduction',
  epilogue: 'routes.epilogue',
  appendices: 'routes.appendices',
  acknowledgments: 'routes.acknowledgments',
  author_bio: 'routes.author_bio',
  glossary: 'routes.glossary',
  bibliography: 'routes.bibliography',
  book_index: 'routes.index',
  afterword: 'routes.afterword',
};

export async function loadExportTexts(t: Translate, now = new Date()): Promise<ExportTexts> {
  const [copyrightResult, frontmatterResult] = await Promise.all([
    workerApi().getCopyright(),
    workerApi().getFrontmatter(),
  ]);
  const copyright = unwrap(copyrightResult);
  const frontmatter = unwrap(frontmatterResult);
  const sectionTitles = Object.fromEntries(
    Object.entries(SECTION_LABEL_KEYS).map(([section, key]) => [section, t(key)]),
  ) as Record<ExportSection, string>;
  const copyrightLines = buildCopyrightPreview(t, {
    copyright,
    title: frontmatter.title ?? '',
    author: frontmatter.author ?? '',
    isbns: copyright.isbn ?? [],
    currentYear: now.getFullYear(),
  }).map((line) => line.text);
  return {
    sectionTitles,
    copyrightLines,
    volumeTitle: t('export.pdf_volume', { number: '{n}' }),
    chapterLabel: t('export.chapter_label', { n: '{n}' }),
  };
}
