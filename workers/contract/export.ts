/**
 * Exports (issue 17, and the PDF after it): one book assembly in the worker feeds every format.
 * The assembly yields the book in reading order as parts (one at a time, so a 1M-word book is
 * never held twice); a writer turns parts into the bytes of one format, in chunks.
 */

import { CHAPTER_NUMBERINGS, type ChapterNumbering, type StructureRole } from './book-structure';
import type { PageCommentsForExport } from './comments';

import {
  DEFAULT_SCENE_SEPARATOR,
  normaliseSceneSeparator,
  type SceneSeparator,
} from './scene-break';

/** The formats the File menu exports. */
export const EXPORT_FORMATS = ['markdown', 'epub', 'docx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Sections an author can leave out of an export (the book's own order is fixed). */
export const EXPORT_SECTIONS = [
  'title_page',
  'copyright',
  'preface',
  'toc',
  'prologue',
  'introduction',
  'epilogue',
  'appendices',
  'acknowledgments',
  'author_bio',
  'glossary',
  'bibliography',
  'book_index',
  'afterword',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** The author's choices, remembered per book in `ebook_settings.book_settings.export`. */
export interface ExportChoices {
  /** Sections included (the manuscript's folders and pages are always in). */
  sections: Record<ExportSection, boolean>;
  /** Folder names become part/chapter headings. */
  folderHeadings: boolean;
  /** EPUB and Word: embed the page-setup face's files, and the scripts' faces Word names (off by default). */
  embedFonts: boolean;
  /** How every export writes a scene break (contract/scene-break.ts; the manuscript PDF: `#`). */
  sceneSeparator: SceneSeparator;
  /** PDF only: what kind of PDF, its trim size, and the most pages a volume may have. */
  pdf: PdfChoices;
  /**
   * This export takes in the folders and pages the author left out of exports ("Include in
   * export" off in the tree). Asked for one export at a time: never remembered.
   */
  includeLeftOut: boolean;
  /** How chapters are numbered: none, "Chapter One", "Chapter 1", "Chapter I". */
  chapterNumbers: ChapterNumbering;
  /**
   * Word only: the pages' comment threads (issue 31 item 5) become Word comments. Asked for one
   * export at a time: never remembered (comments are the authors' own talk; a file sent on
   * carries them only when asked).
   */
  includeComments: boolean;
}

/** The book PDF's trim sizes (docs/pdf.md). */
export const PDF_TRIM_SIZES = ['6x9', '5.5x8.5', 'a5', 'a4', 'letter'] as const;
export type PdfTrimSize = (typeof PDF_TRIM_SIZES)[number];

/** Pages a volume may have: well under KDP's 828-page paperback limit and the engine's limit. */
export const PDF_VOLUME_PAGES = { min: 100, max: 800, default: 600 } as const;

export interface PdfChoices {
  /** A print-ready book, or a manuscript in standard manuscript format. */
  kind: 'book' | 'manuscript';
  trim: PdfTrimSize;
  /** A bigger book is split into volumes of at most about this many pages. */
  volumePages: number;
  /**
   * The editor's drafting marks printed: highlights, and struck-through text with its line. Off
   * (the default): highlights print as plain text and struck-through text is left out, as
   * Scrivener's compile does (issue 25).
   */
  draftingMarks: boolean;
}

export const DEFAULT_EXPORT_CHOICES: ExportChoices = {
  sections: {
    title_page: true,
    copyright: true,
    preface: true,
    toc: true,
    prologue: true,
    introduction: true,
    epilogue: true,
    appendices: true,
    acknowledgments: true,
    author_bio: true,
    glossary: true,
    bibliography: true,
    book_index: true,
    afterword: true,
  },
  folderHeadings: true,
  embedFonts: false,
  sceneSeparator: DEFAULT_SCENE_SEPARATOR,
  pdf: { kind: 'book', trim: '6x9', volumePages: PDF_VOLUME_PAGES.default, draftingMarks: false },
  includeLeftOut: false,
  chapterNumbers: 'none',
  includeComments: false,
};

/** What every format needs to know about the book. */
export interface BookMeta {
  /** The document's uuid (EPUB's unique identifier). */
  id: string;
  title: string;
  author: string;
  description: string;
  genre: string;
  /** BCP 47 language of the book's text (the interface language when the book has none). */
  language: string;
  dir: 'ltr' | 'rtl';
  publisher: string;
  isbn: string;
  /** Publication year ('' when none). */
  year: string;
  /** ISO date-time of the export (EPUB's dcterms:modified). */
  modified: string;
  /** The cover picture (an image src as stored), or null. */
  cover: string | null;
  /** The collaborators of the copyright record (editor, translator, …), by their role keys. */
  contributors?: Array<{ role: string; name: string }>;
  /**
   * The author's contact block (Book info: full name, address, email, phone), for the
   * manuscript's title page; '' where not given.
   */
  contact?: { name: string; address: string; email: string; phone: string };
  /**
   * The page-setup font family (app_settings.font_family), for formats that embed the book's
   * face (EPUB and Word when `embedFonts` is on); absent: the app's default face.
   */
  fontFamily?: string;
  /**
   * The face of headings and chapter titles (book-faces.ts: the default choice sets the text in
   * Literata and the headings in Playfair Display); absent: the text's face.
   */
  headingFamily?: string;
}

/**
 * One part of the book, in reading order. `html` is sanitised page HTML (the page allow-list;
 * images as stored: `data:` URLs, `images/<file>` in the project folder, or https URLs).
 * - title_page: the book's title, author (html empty; writers lay it out from meta);
 * - copyright: the copyright page's lines as paragraphs in `html`;
 * - toc: the table of contents (entries in `toc`), when the book's toc flag is on;
 * - section: a front- or back-matter section (preface, prologue, introduction, epilogue,
 *   appendix, acknowledgments, author bio, glossary, bibliography, index, afterword);
 * - folder: a folder of the manuscript (a part or chapter heading; html empty), at `level`;
 * - page: a page of the manuscript, at `level` (its depth under the root folder).
 */
export interface BookPart {
  /** Stable and unique in the book (file names, anchors). */
  id: string;
  /** Folders and pages of the manuscript: the tree node's id. */
  nodeId?: string;
  kind: 'title_page' | 'copyright' | 'toc' | 'section' | 'folder' | 'page';
  /** The section's name for `section` parts (e.g. 'preface', 'appendices'). */
  section?: ExportSection;
  title: string;
  /** 1 = top level (a part or a top-level chapter), 2 = inside it, … */
  level: number;
  html: string;
  /**
   * For folders and pages of the manuscript: how the part is set (contract/book-structure.ts).
   * A part opens its own recto page in print; a chapter or unnumbered section opens a new page;
   * a scene runs on within its chapter with no heading of its own, and a scene break goes
   * before it when `afterScene` says a scene of the same chapter came just before.
   */
  role?: StructureRole;
  /** A scene that follows text of its chapter (a scene, its page): a scene break before it. */
  afterScene?: boolean;
  /** A chapter's number as the author chose to show it ("Chapter One"), above its title. */
  label?: string;
  /** For `toc` parts: the headings that follow, in order. */
  toc?: Array<{ id: string; title: string; level: number }>;
  /** Words in the part (progress, and the manuscript's word count). */
  words: number;
}

/** A picture the book uses, resolved to bytes for a package (EPUB, DOCX, Markdown .zip). */
export interface ExportImage {
  /** The src as it appears in the parts' HTML. */
  src: string;
  /** A safe file name, unique in the book: `images/<name>` in packages. */
  fileName: string;
  mediaType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/svg+xml';
  bytes: Uint8Array;
  width?: number;
  height?: number;
}

/** Progress of an export: parts done of parts in all (the UI shows a bar and Cancel). */
export interface ExportProgress {
  /**
   * assemble: planning; write: parts read (or written); prepare: the typesetter's files loaded
   * (files done of files); typeset: volumes set (done of all); save: closing the file.
   */
  phase: 'assemble' | 'write' | 'prepare' | 'typeset' | 'save';
  done: number;
  total: number;
}

/** What an export produced. */
export interface ExportResult {
  fileName: string;
  mimeType: string;
  bytes: number;
  parts: number;
  images: number;
  /** Pictures that could not be read (left out, the export still made). */
  missingImages: string[];
}

/**
 * What a format's writer gets: the book's meta, its parts in reading order (each read when the
 * writer asks for it), the pictures on demand, the author's choices, and a signal to stop. It
 * calls `onPart` after each part it has written.
 */
export interface WriterInput {
  meta: BookMeta;
  parts: AsyncIterable<BookPart>;
  /** How many parts `parts` yields (for progress). */
  partCount: number;
  /** The bytes of a picture by its src as stored; null when it cannot be read. */
  resolveImage: (src: string) => Promise<ExportImage | null>;
  choices: ExportChoices;
  signal: AbortSignal;
  onPart: () => void;
  /** The words of the book the worker cannot translate (the PDF's contents heading, volumes). */
  texts?: ExportTexts;
  /** Reports phases after reading (the PDF: loading the typesetter, setting volumes). */
  onProgress?: (progress: ExportProgress) => void;
  /** The parts again from the start (the manuscript PDF when it must change its writer). */
  reread?: () => AsyncIterable<BookPart>;
  /**
   * A page part's comment threads placed in its text (Word, when the author asks for comments);
   * absent: no comments are written.
   */
  comments?: (part: BookPart) => Promise<PageCommentsForExport | null>;
}

/** A format's writer: the file's bytes, in chunks, in order. */
export type BookWriter = (input: WriterInput) => AsyncIterable<Uint8Array>;

// ── Added for the export run (the facade, the dialog): nothing above is changed. ──

/** Words of the book the worker cannot translate (it has no i18n): the UI's, in the export's language. */
export interface ExportTexts {
  /** Headings of the sections, by section ('title_page' and 'toc' included). */
  sectionTitles: Record<ExportSection, string>;
  /** The copyright page's lines, as the copyright screen's preview builds them (empty: none). */
  copyrightLines: string[];
  /** A volume's name on its title page, `{n}` standing for its number ("Volume {n}"). */
  volumeTitle?: string;
  /** A chapter's number line, `{n}` standing for its number ("Chapter {n}"). */
  chapterLabel?: string;
}

/** What an export will make, known before it runs (the save picker needs the file name). */
export interface ExportPlan {
  format: ExportFormat;
  fileName: string;
  mimeType: string;
  /** Parts the assembly yields. */
  partCount: number;
  /** Distinct pictures the included parts show (counted for Markdown, which needs it; else null). */
  images: number | null;
}

/** One export the UI starts; `id` lets it cancel (`cancelExport(id)`). */
export interface ExportRequest {
  id: string;
  format: ExportFormat;
  choices: ExportChoices;
  /** The interface language (the book has none of its own). */
  language: string;
  texts: ExportTexts;
  /** The file the author chose in the save picker, or null: the bytes come back as a Blob. */
  target: FileSystemFileHandle | null;
}

/** Why an export failed (the UI says it in the author's language). */
export type ExportFailure =
  | 'book_file'
  | 'permission_lost'
  | 'disk_full'
  | 'file_missing'
  | 'write_failed'
  | 'format_failed'
  /** The manuscript PDF cannot set a character of the book (`detail`: the character). */
  | 'script_unsupported'
  /**
   * The typesetter's files are not cached and could not be fetched: offline (`detail`
   * 'manuscript' when the jsPDF manuscript could be made instead) or refused by the server.
   */
  | 'typesetter_offline'
  | 'typesetter_unavailable';

/** How an export ended. A cancelled or failed export leaves no file behind. */
export type ExportOutcome =
  | { kind: 'done'; result: ExportResult; blob?: Blob }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: ExportFailure; detail: string };

/** The file name's extension and type of each format (Markdown: `.zip` when it has pictures). */
/** A file an export writes: its extension and MIME type. */
export interface ExportFileType {
  extension: string;
  mimeType: string;
}

const ZIP: ExportFileType = { extension: '.zip', mimeType: 'application/zip' };

/**
 * Each format's file: `file` when the export is one file, `packaged` when it is a .zip (Markdown
 * with its pictures beside it, a book PDF in volumes). A format without an entry does not build.
 */
export const EXPORT_FILE_TYPES: Readonly<
  Record<ExportFormat, { file: ExportFileType; packaged?: ExportFileType }>
> = {
  markdown: { file: { extension: '.md', mimeType: 'text/markdown' }, packaged: ZIP },
  epub: { file: { extension: '.epub', mimeType: 'application/epub+zip' } },
  docx: {
    file: {
      extension: '.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  },
  pdf: { file: { extension: '.pdf', mimeType: 'application/pdf' }, packaged: ZIP },
};

/** Reads remembered choices (any shape) onto the defaults: unknown keys dropped, booleans only. */
export function normaliseExportChoices(value: unknown): ExportChoices {
  const input = (value && typeof value === 'object' ? value : {}) as Partial<
    Record<keyof ExportChoices, unknown>
  >;
  const sections = (
    input.sections && typeof input.sections === 'object' ? input.sections : {}
  ) as Record<string, unknown>;
  const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  const out: ExportChoices = {
    sections: { ...DEFAULT_EXPORT_CHOICES.sections },
    folderHeadings: flag(input.folderHeadings, DEFAULT_EXPORT_CHOICES.folderHeadings),
    embedFonts: flag(input.embedFonts, DEFAULT_EXPORT_CHOICES.embedFonts),
    sceneSeparator: normaliseSceneSeparator(input.sceneSeparator),
    pdf: normalisePdfChoices(input.pdf),
    includeLeftOut: flag(input.includeLeftOut, DEFAULT_EXPORT_CHOICES.includeLeftOut),
    includeComments: flag(input.includeComments, DEFAULT_EXPORT_CHOICES.includeComments),
    chapterNumbers: CHAPTER_NUMBERINGS.includes(input.chapterNumbers as ChapterNumbering)
      ? (input.chapterNumbers as ChapterNumbering)
      : DEFAULT_EXPORT_CHOICES.chapterNumbers,
  };
  for (const section of EXPORT_SECTIONS) {
    out.sections[section] = flag(sections[section], DEFAULT_EXPORT_CHOICES.sections[section]);
  }
  return out;
}

/** Reads remembered PDF choices onto the defaults (a known kind and trim, pages within bounds). */
export function normalisePdfChoices(value: unknown): PdfChoices {
  const input = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const fallback = DEFAULT_EXPORT_CHOICES.pdf;
  const pages = typeof input.volumePages === 'number' ? input.volumePages : Number.NaN;
  return {
    kind: input.kind === 'manuscript' ? 'manuscript' : 'book',
    trim: PDF_TRIM_SIZES.includes(input.trim as PdfTrimSize)
      ? (input.trim as PdfTrimSize)
      : fallback.trim,
    volumePages: Number.isFinite(pages)
      ? Math.round(Math.min(PDF_VOLUME_PAGES.max, Math.max(PDF_VOLUME_PAGES.min, pages)))
      : fallback.volumePages,
    draftingMarks:
      typeof input.draftingMarks === 'boolean' ? input.draftingMarks : fallback.draftingMarks,
  };
}
