/**
 * Export presets (issue 25): named sets of export choices for one format, kept with the book
 * (`ebook_settings.book_settings.exportPresets`, so they travel in the book file). Four are built
 * in — the standard manuscript (for agents), a print book of 6 × 9 in, an e-book and a Word file
 * for an editor's review — and never stored; the author saves others from the dialog.
 */
import {
  DEFAULT_EXPORT_CHOICES,
  EXPORT_FORMATS,
  type ExportChoices,
  type ExportFormat,
  normaliseExportChoices,
} from './export';

export interface ExportPreset {
  id: string;
  /** The author's name for it ('' for a built-in one: the UI names it by its id). */
  name: string;
  format: ExportFormat;
  choices: ExportChoices;
  builtIn?: true;
}

/** Most presets a book keeps (a list, not a library). */
export const MAX_EXPORT_PRESETS = 50;
/** Longest preset name kept. */
export const MAX_PRESET_NAME = 80;

const defaults = (): ExportChoices => structuredClone(DEFAULT_EXPORT_CHOICES);

const builtIn = (
  id: string,
  format: ExportFormat,
  change: (c: ExportChoices) => void,
): ExportPreset => {
  const choices = defaults();
  change(choices);
  return { id, name: '', format, choices, builtIn: true };
};

/** The presets every book has, by format. */
export const BUILT_IN_PRESETS: readonly ExportPreset[] = [
  builtIn('manuscript', 'pdf', (c) => {
    c.pdf.kind = 'manuscript';
    c.chapterNumbers = 'numerals';
  }),
  builtIn('print-6x9', 'pdf', (c) => {
    c.pdf = { ...c.pdf, kind: 'book', trim: '6x9', draftingMarks: false };
  }),
  builtIn('ebook', 'epub', (c) => {
    c.embedFonts = true;
  }),
  builtIn('editor-review', 'docx', (c) => {
    c.chapterNumbers = 'numerals';
    c.sections = { ...c.sections, title_page: true, toc: true };
  }),
];

/** A stored preset read defensively (a book file may hold anything); null when unusable. */
export function normaliseExportPreset(value: unknown): ExportPreset | null {
  if (!value || typeof value !== 'object') return null;
  const input = value as Record<string, unknown>;
  const id = typeof input.id === 'string' && input.id ? input.id : null;
  const name = typeof input.name === 'string' ? input.name.trim().slice(0, MAX_PRESET_NAME) : '';
  const format = EXPORT_FORMATS.includes(input.format as ExportFormat)
    ? (input.format as ExportFormat)
    : null;
  if (!id || !name || !format) return null;
  // Taking in left-out items, or the comments, is one export's choice: a preset never carries it.
  const choices = {
    ...normaliseExportChoices(input.choices),
    includeLeftOut: false,
    includeComments: false,
  };
  return { id, name, format, choices };
}
