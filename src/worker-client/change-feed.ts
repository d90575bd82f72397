/**
 * The one subscription to the worker's change events. Each table has a version atom that grows
 * when its records change, and the whole book a reset version (another book was opened, a backup
 * restored); `useWorkerQuery` re-reads what a screen shows when the tables it names change.
 *
 * Content (the text of pages, sections, chapters, appendices) has its own channel, `content`,
 * which the book's counts follow. The echo of this tab's own content saves (the page being
 * written, every half second while the author types) bumps nothing: the save answered with the
 * page's and the book's counts, so no screen re-reads what it just sent. The listeners still
 * hear it (the book is unsaved). The content saver tells the feed which events are its echoes
 * (`treatAsOwnEcho`).
 */
import type { ChangeEvent } from '../../workers/contract/events';
import { TABLE_NAMES, type TableName } from '../../workers/contract/tables';
import { appStore, atom, type PrimitiveAtom } from '../state/jotai';
import { subscribeToChanges } from './client';

/** A table, or `content`: any page, section, chapter or appendix text. */
export type FeedChannel = TableName | 'content';

/** Tables whose records hold the book's text. */
const CONTENT_TABLES: ReadonlySet<TableName> = new Set<TableName>([
  'tree_nodes',
  'chapters',
  'appendices',
  'prologue',
  'introduction',
  'epilogue',
  'preface',
  'acknowledgments',
  'author_bio',
  'glossary',
  'bibliography',
  'book_index',
  'afterword',
]);

const versionAtoms = new Map<FeedChannel, PrimitiveAtom<number>>(
  [...TABLE_NAMES, 'content' as const].map((channel) => [channel, atom(0)]),
);

/** Grows when the whole book was replaced (every query reads again). */
export const resetVersionAtom = atom(0);

/** True once the book is open and the drafts a closed tab left are stored: reads may start. */
export const bookReadyAtom = atom(false);

/** The version atom of a table or channel. */
export function tableVersionAtom(channel: FeedChannel): PrimitiveAtom<number> {
  const found = versionAtoms.get(channel);
  if (!found) throw new Error(`Unknown table ${channel}`);
  return found;
}

const bump = (channel: FeedChannel) => appStore.set(tableVersionAtom(channel), (n) => n + 1);

type EchoTest = (table: TableName, ids: readonly (string | number)[]) => boolean;
let isOwnEcho: EchoTest = () => false;

/** Tells the feed which change events echo this tab's own content saves. */
export function treatAsOwnEcho(test: EchoTest): void {
  isOwnEcho = test;
}

/** Tables of bookkeeping (which book is open, when it was saved): no edit of the book. */
const BOOKKEEPING_TABLES: ReadonlySet<TableName> = new Set<TableName>([
  'documents',
  'current_document',
]);

/** True when a change to `table` is not an edit of the book (it does not make it unsaved). */
export const isBookkeepingTable = (table: TableName): boolean => BOOKKEEPING_TABLES.has(table);

const listeners = new Set<(event: ChangeEvent, ownEcho: boolean) => void>();

/**
 * Called for every event as it arrives (book bookkeeping: the unsaved state, page reads, the
 * tree), with whether it is the echo of an own content save. Returns the way to stop listening.
 */
export function onChangeEvent(listener: (event: ChangeEvent, ownEcho: boolean) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Applies one event: listeners first, then the versions. */
export function applyChangeEvent(event: ChangeEvent): void {
  const ownEcho = event.kind === 'table-changed' && isOwnEcho(event.table, event.ids);
  for (const listener of listeners) listener(event, ownEcho);
  if (event.kind === 'database-reset') appStore.set(resetVersionAtom, (n) => n + 1);
  if (event.kind !== 'table-changed' || ownEcho) return;
  bump(event.table);
  if (CONTENT_TABLES.has(event.table)) bump('content');
}

/** Starts the feed (once the book is open); resolves to the way to stop it. */
export function startChangeFeed(): Promise<() => void> {
  return subscribeToChanges(applyChangeEvent);
}
