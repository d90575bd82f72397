/**
 * What the outline and the corkboard show of every page and folder (issue 30, schema 12): a
 * synopsis (short plain text), a writing status, a point-of-view character (an atlas
 * character's uuid) and a target of words. The five statuses are fixed; the author may rename
 * each (a `statuses` row holds the name; without one the status shows its default, translated).
 */

/** The statuses, in their order on screen. Do not change without a migration. */
export const STATUS_KEYS = ['todo', 'first_draft', 'revised', 'final', 'done'] as const;

export type StatusKey = (typeof STATUS_KEYS)[number];

const KEYS: ReadonlySet<string> = new Set(STATUS_KEYS);

/** True when `value` names one of the five statuses. */
export const isStatusKey = (value: unknown): value is StatusKey =>
  typeof value === 'string' && KEYS.has(value);

/** A status's name given by the author ('' for its default). One row a renamed status. */
export interface StatusRecord {
  id?: number;
  documentId: string;
  key: StatusKey;
  name: string;
}

/** A status as the screens list it: its key and the author's name ('' for the default). */
export interface StatusEntry {
  key: StatusKey;
  name: string;
}

/** Longest status name kept. */
export const STATUS_NAME_MAX = 40;
/** Longest synopsis kept (plain text). */
export const SYNOPSIS_MAX = 2000;
/** Largest target of words a page or folder may have. */
export const TARGET_WORDS_MAX = 10_000_000;

/** The outline fields of a tree node, as a change to one (every field optional). */
export interface OutlineFields {
  synopsis: string;
  status: StatusKey | null;
  /** An atlas character's uuid, or null. */
  pov_id: string | null;
  /** 0: no target. */
  target_words: number;
}

/** The fields' values on a node that has none (a node of an older book). */
export const OUTLINE_DEFAULTS: OutlineFields = {
  synopsis: '',
  status: null,
  pov_id: null,
  target_words: 0,
};

/** A target of words as kept: a whole number from 0 to TARGET_WORDS_MAX (anything else: 0). */
export function cleanTargetWords(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.round(value), TARGET_WORDS_MAX);
}

/** A node's outline fields read defensively (older records lack them, files may hold junk). */
export function outlineFieldsOf(node: Record<string, unknown>): OutlineFields {
  return {
    synopsis: typeof node.synopsis === 'string' ? node.synopsis : '',
    status: isStatusKey(node.status) ? node.status : null,
    pov_id: typeof node.pov_id === 'string' && node.pov_id !== '' ? node.pov_id : null,
    target_words: cleanTargetWords(node.target_words),
  };
}

/** Names other tools give the five statuses (Scrivener's defaults among them), lower case. */
const STATUS_NAMES: Record<string, StatusKey> = {
  'to do': 'todo',
  todo: 'todo',
  'first draft': 'first_draft',
  'revised draft': 'revised',
  revised: 'revised',
  'second draft': 'revised',
  'final draft': 'final',
  final: 'final',
  done: 'done',
};

/** The status a name of another tool stands for ("First Draft" → first_draft), else null. */
export function statusKeyOfName(name: string | undefined): StatusKey | null {
  const key = (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return STATUS_NAMES[key] ?? null;
}

/** A synopsis as kept: plain text with its line ends, trimmed, at most SYNOPSIS_MAX characters. */
export function cleanSynopsis(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim().slice(0, SYNOPSIS_MAX);
}
