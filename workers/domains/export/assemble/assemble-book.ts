/**
 * The one book assembly every export uses (docs/spec/design.md §6.5): the book in reading order
 * as `BookPart`s, produced lazily (a batch of pages at a time) with the part count known up
 * front, plus the book's meta. The UI supplies the words the worker cannot translate.
 */
import { chapterNumber, type StructureRole } from '../../../contract/book-structure';
import type {
  BookMeta,
  BookPart,
  ExportChoices,
  ExportSection,
  ExportTexts,
} from '../../../contract/export';
import type { TreeNodeSummary } from '../../../contract/records';
import type { StoryBuilderDb } from '../../../db/database';
import { readBookMeta } from './book-meta';
import { headingTitle } from './book-outline';
import { type BookSlot, bookSlots, readSlotInput } from './book-slots';
import { type ImageRef, imagesIn } from './page-html';
import { slotTexts } from './read-texts';

/** What planning needs to know of a part (known before any text is read). */
export interface PartSummary {
  kind: BookPart['kind'];
  section?: ExportSection;
  /** The manuscript's structure (a part, a chapter, a scene…): where pages break. */
  role?: StructureRole;
  level: number;
  words: number;
}

export interface AssemblyInput {
  choices: ExportChoices;
  texts: ExportTexts;
  language: string;
  now?: Date;
}

export interface BookAssembly {
  meta: BookMeta;
  partCount: number;
  /** Each part's kind, level and words, known before any text is read (planning volumes). */
  summary: PartSummary[];
  /** The parts in reading order; each call reads the book afresh. */
  parts(signal?: AbortSignal): AsyncGenerator<BookPart>;
  /**
   * The distinct pictures the parts show, in order of first appearance. Reads the texts of the
   * parts `known` (pictures by part id, filled in here) does not hold yet.
   */
  scanImages(signal?: AbortSignal, known?: Map<string, ImageRef[]>): Promise<ImageRef[]>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A part's id, stable and unique in the book, starting with a letter (XHTML ids, file names). */
function partId(slot: BookSlot): string {
  switch (slot.kind) {
    case 'section':
      return `section-${slot.section}`;
    case 'appendix':
      return `appendix-${slot.recordId}`;
    case 'tree':
      return `${slot.entry.kind}-${slot.entry.node.id}`;
    default:
      return slot.kind.replace('_', '-');
  }
}

function slotTitle(slot: BookSlot, meta: BookMeta, texts: ExportTexts): string {
  switch (slot.kind) {
    case 'title_page':
      return meta.title || texts.sectionTitles.title_page;
    case 'copyright':
      return texts.sectionTitles.copyright;
    case 'toc':
      return texts.sectionTitles.toc;
    case 'section':
      return texts.sectionTitles[slot.section];
    case 'appendix':
      return slot.title.trim() || texts.sectionTitles.appendices;
    case 'tree':
      return slot.entry.node.name;
  }
}

const slotLevel = (slot: BookSlot) => (slot.kind === 'tree' ? slot.entry.level : 1);

const slotRole = (slot: BookSlot) => (slot.kind === 'tree' ? slot.entry.role : undefined);

/** What the writers need to know of a manuscript part's place in the book's structure. */
const structureOf = (slot: BookSlot): Pick<BookPart, 'role' | 'afterScene'> =>
  slot.kind === 'tree'
    ? { role: slot.entry.role, ...(slot.entry.afterScene ? { afterScene: true } : {}) }
    : {};

const slotWords = (slot: BookSlot) => {
  if (slot.kind === 'section' || slot.kind === 'appendix') return slot.words;
  if (slot.kind === 'tree') return slot.entry.node.content_metrics?.words ?? 0;
  return 0;
};

/** Plans the book: meta and slots (no page text is read). */
export async function assembleBook(
  db: StoryBuilderDb,
  tree: readonly TreeNodeSummary[],
  input: AssemblyInput,
): Promise<BookAssembly> {
  const { choices, texts } = input;
  const meta = await readBookMeta(db, input.language, input.now);
  const copyrightLines = texts.copyrightLines.map((l) => l.trim()).filter(Boolean);
  const slotInput = await readSlotInput(db, tree, choices, copyrightLines.length > 0);
  const slots = bookSlots(slotInput);
  const ids = slots.map(partId);
  const titles = slots.map((slot) => slotTitle(slot, meta, texts));
  // "Chapter One" above a chapter's title, when the author numbers chapters.
  const labels = slots.map((slot) => {
    if (slot.kind !== 'tree' || slot.entry.chapter === undefined) return undefined;
    const n = chapterNumber(slot.entry.chapter, choices.chapterNumbers, input.language);
    return n === null ? undefined : (texts.chapterLabel ?? 'Chapter {n}').replace('{n}', n);
  });
  const tocIndex = slots.findIndex((s) => s.kind === 'toc');
  const toc =
    tocIndex < 0
      ? undefined
      : slots.slice(tocIndex + 1).flatMap((slot, k) =>
          // Scenes run on within their chapter: no heading, so no line in the contents.
          slotRole(slot) === 'scene'
            ? []
            : [
                {
                  id: ids[tocIndex + 1 + k] as string,
                  title: headingTitle({
                    title: titles[tocIndex + 1 + k] as string,
                    label: labels[tocIndex + 1 + k],
                  }),
                  level: slotLevel(slot),
                },
              ],
        );
  const copyrightHtml = copyrightLines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');

  async function* parts(signal?: AbortSignal): AsyncGenerator<BookPart> {
    for await (const { slot, index, html } of slotTexts(db, slots, signal)) {
      const label = labels[index];
      const base = {
        id: ids[index] as string,
        title: titles[index] as string,
        level: slotLevel(slot),
        ...(label ? { label } : {}),
      };
      switch (slot.kind) {
        case 'title_page':
          yield { ...base, kind: 'title_page', html: '', words: countWords(base.title) };
          break;
        case 'copyright':
          yield {
            ...base,
            kind: 'copyright',
            html: copyrightHtml,
            words: countWords(copyrightLines.join(' ')),
          };
          break;
        case 'toc':
          yield { ...base, kind: 'toc', html: '', toc: toc ?? [], words: 0 };
          break;
        case 'section':
          yield { ...base, kind: 'section', section: slot.section, html, words: slotWords(slot) };
          break;
        case 'appendix':
          yield { ...base, kind: 'section', section: 'appendices', html, words: slotWords(slot) };
          break;
        case 'tree':
          yield {
            ...base,
            ...structureOf(slot),
            nodeId: slot.entry.node.id,
            kind: slot.entry.kind,
            // A scene after a scene of the same chapter: a scene break between them, as every
            // writer sets one (<hr>: the book's scene separator).
            html: slot.entry.kind !== 'page' ? '' : slot.entry.afterScene ? `<hr>${html}` : html,
            words: slotWords(slot),
          };
          break;
      }
    }
  }

  async function scanImages(
    signal?: AbortSignal,
    known = new Map<string, ImageRef[]>(),
  ): Promise<ImageRef[]> {
    const todo = ids.flatMap((id, i) => (known.has(id) ? [] : [i]));
    const todoSlots = todo.map((i) => slots[i] as BookSlot);
    for await (const { index, html } of slotTexts(db, todoSlots, signal)) {
      known.set(ids[todo[index] as number] as string, imagesIn(html));
    }
    const seen = new Map<string, ImageRef>();
    for (const id of ids) {
      for (const ref of known.get(id) ?? []) if (!seen.has(ref.src)) seen.set(ref.src, ref);
    }
    return [...seen.values()];
  }

  const summary = slots.map((slot): PartSummary => {
    const kind: BookPart['kind'] =
      slot.kind === 'appendix' ? 'section' : slot.kind === 'tree' ? slot.entry.kind : slot.kind;
    const section =
      slot.kind === 'section' ? slot.section : slot.kind === 'appendix' ? 'appendices' : undefined;
    return {
      kind,
      ...(section ? { section } : {}),
      ...structureOf(slot),
      level: slotLevel(slot),
      words: slotWords(slot),
    };
  });

  return { meta, partCount: slots.length, summary, parts, scanImages };
}
