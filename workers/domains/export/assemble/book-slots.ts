/**
 * The plan of the book, made before any page text is read: one slot per part, in reading order
 * — title page, copyright, preface, contents, prologue, introduction, the manuscript's folders
 * and pages, epilogue, appendices, back matter — with the author's choices applied and empty
 * sections left out. Slots hold no text, so `partCount` is known at once.
 */
import { BACK_MATTER_TABLES, type SingleSection } from '../../../contract/constants';
import type { ExportChoices, ExportSection } from '../../../contract/export';
import type { SectionRecord, TreeNodeSummary } from '../../../contract/records';
import type { StoryBuilderDb } from '../../../db/database';
import { bookOutline, type OutlineEntry } from './book-outline';
import { exportedHtml, isEmptyHtml } from './page-html';

export type BookSlot =
  | { kind: 'title_page' }
  | { kind: 'copyright' }
  | { kind: 'toc' }
  | { kind: 'section'; section: SingleSection; recordId: number; words: number }
  | { kind: 'appendix'; recordId: number; title: string; words: number }
  | { kind: 'tree'; entry: OutlineEntry };

export interface SlotInput {
  choices: ExportChoices;
  /** The book's table-of-contents flag (front matter `toc`). */
  tocFlag: boolean;
  /** The copyright page has lines to print. */
  hasCopyright: boolean;
  tree: readonly TreeNodeSummary[];
  /** Non-empty single sections, by name. */
  sections: ReadonlyMap<SingleSection, SectionRecord>;
  /** Non-empty active appendices, in order of creation. */
  appendices: readonly SectionRecord[];
}

const wordsOf = (r: { content_metrics?: { words?: number } }) => r.content_metrics?.words ?? 0;

/** The slots in reading order (pure: the records are read by {@link readSlotInput}). */
export function bookSlots(input: SlotInput): BookSlot[] {
  const on = (section: ExportSection) => input.choices.sections[section];
  const slots: BookSlot[] = [];
  const section = (name: SingleSection) => {
    const record = input.sections.get(name);
    if (!on(name) || record?.id === undefined) return;
    slots.push({ kind: 'section', section: name, recordId: record.id, words: wordsOf(record) });
  };
  if (on('title_page')) slots.push({ kind: 'title_page' });
  if (on('copyright') && input.hasCopyright) slots.push({ kind: 'copyright' });
  section('preface');
  if (on('toc') && input.tocFlag) slots.push({ kind: 'toc' });
  section('prologue');
  section('introduction');
  const outline = bookOutline(input.tree, {
    folderHeadings: input.choices.folderHeadings,
    includeLeftOut: input.choices.includeLeftOut,
  });
  for (const entry of outline) {
    slots.push({ kind: 'tree', entry });
  }
  section('epilogue');
  if (on('appendices')) {
    for (const a of input.appendices) {
      if (a.id === undefined) continue;
      slots.push({ kind: 'appendix', recordId: a.id, title: a.title ?? '', words: wordsOf(a) });
    }
  }
  for (const name of BACK_MATTER_TABLES) section(name);
  return slots;
}

const SINGLE_IN_ORDER: readonly SingleSection[] = [
  'preface',
  'prologue',
  'introduction',
  'epilogue',
  ...BACK_MATTER_TABLES,
];

const hasText = (r: SectionRecord | undefined): r is SectionRecord =>
  r !== undefined && !isEmptyHtml(exportedHtml(r.content));

/** Reads what the slots depend on (section texts are read here only to tell empty ones). */
export async function readSlotInput(
  db: StoryBuilderDb,
  tree: readonly TreeNodeSummary[],
  choices: ExportChoices,
  hasCopyright: boolean,
): Promise<SlotInput> {
  const sections = new Map<SingleSection, SectionRecord>();
  for (const name of SINGLE_IN_ORDER) {
    if (!choices.sections[name]) continue;
    const record = await db.table<SectionRecord, number>(name).toCollection().first();
    if (hasText(record)) sections.set(name, record);
  }
  const appendices = choices.sections.appendices
    ? (await db.appendices.toArray()).filter((a) => a.mark_for_delete !== 1 && hasText(a))
    : [];
  const frontmatter = await db.frontmatter.get(1);
  return {
    choices,
    tocFlag: frontmatter?.toc === true,
    hasCopyright,
    tree,
    sections,
    appendices,
  };
}
