/**
 * How the manuscript's folders and pages are set in exports (issue 25, "Section types"), and
 * whether they go into an export at all ("Include in export"). Both are kept on the tree node
 * (schema v9, `TreeNode.section_type` and `TreeNode.include_in_export`).
 *
 * - A folder is a part (its own recto page in print), a chapter, or a plain group (no heading:
 *   its pages are set as if they stood where the folder is).
 * - A page is a chapter (a new page in print, numbered when the author numbers chapters), a
 *   scene (runs on within its chapter, no heading; a scene break before it when it follows
 *   another scene) or an unnumbered section (a new page, never numbered: an interlude, a letter).
 * - null: by its place in the book (a top-level folder is a part, a folder inside a part a
 *   chapter, a folder inside a chapter a group; a page inside a chapter folder is a scene, any
 *   other page a chapter).
 */
import type { TreeNodeType } from './records';

export const FOLDER_SECTION_TYPES = ['part', 'chapter', 'group'] as const;
export const PAGE_SECTION_TYPES = ['chapter', 'scene', 'unnumbered'] as const;
export type FolderSectionType = (typeof FOLDER_SECTION_TYPES)[number];
export type PageSectionType = (typeof PAGE_SECTION_TYPES)[number];
export type SectionType = FolderSectionType | PageSectionType;

/** What a folder or page of the manuscript is in an export (a group is never a part of it). */
export type StructureRole = 'part' | 'chapter' | 'scene' | 'unnumbered';

/** The section types a node of `type` can have. */
export const sectionTypesFor = (type: TreeNodeType): readonly SectionType[] =>
  type === 'folder' ? FOLDER_SECTION_TYPES : PAGE_SECTION_TYPES;

/** The stored section type, when it is one a node of `type` can have; else null (by place). */
export function sectionTypeOf(type: TreeNodeType, value: unknown): SectionType | null {
  return (sectionTypesFor(type) as readonly unknown[]).includes(value)
    ? (value as SectionType)
    : null;
}

/** A node goes into exports unless the author left it out (absent: an older book, included). */
export const includedInExport = (node: { include_in_export?: boolean | undefined }): boolean =>
  node.include_in_export !== false;

/** Chapter numbering in exports: none, "Chapter One", "Chapter 1", "Chapter I". */
export const CHAPTER_NUMBERINGS = ['none', 'words', 'numerals', 'roman'] as const;
export type ChapterNumbering = (typeof CHAPTER_NUMBERINGS)[number];

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** A number in English words, as chapter headings spell it ("Twenty-One", "One Hundred Two"). */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 9999) return String(n);
  const parts: string[] = [];
  let rest = n;
  if (rest >= 1000) {
    parts.push(`${ONES[Math.floor(rest / 1000)]} Thousand`);
    rest %= 1000;
  }
  if (rest >= 100) {
    parts.push(`${ONES[Math.floor(rest / 100)]} Hundred`);
    rest %= 100;
  }
  if (rest >= 20) {
    const unit = rest % 10;
    parts.push(`${TENS[Math.floor(rest / 10)]}${unit ? `-${ONES[unit]}` : ''}`);
  } else if (rest > 0) parts.push(ONES[rest] as string);
  return parts.join(' ');
}

/** A number in Roman numerals (1–3999; others as digits). */
export function numberInRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) return String(n);
  const table: Array<[number, string]> = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = n;
  let out = '';
  for (const [value, letters] of table) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

/**
 * A chapter's number as the style writes it; null for 'none'. Words are English words: in a
 * book of another language they are written as numerals (no other language's words are known).
 */
export function chapterNumber(n: number, style: ChapterNumbering, language: string): string | null {
  switch (style) {
    case 'none':
      return null;
    case 'roman':
      return numberInRoman(n);
    case 'words':
      return /^en\b/i.test(language) ? numberInWords(n) : String(n);
    default:
      return String(n);
  }
}
