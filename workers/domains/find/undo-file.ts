/**
 * The Backups file a replace leaves (issue 28): every text it changed, as it was, under a
 * snapshot header Backups reads ("Before replacing 'X' with 'Y'"). Undo writes them back.
 */
import { APP_VERSION } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type { FindTarget } from '../../contract/find';

/** One text a replace changed, as it was before. */
export interface UndoEntry {
  target: FindTarget;
  before: string;
}

export interface UndoFile {
  documentId: string;
  replace: { find: string; replace: string };
  entries: UndoEntry[];
}

const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** The title Backups shows where the file carries no translation of it. */
export const undoTitle = (find: string, replace: string): string =>
  `Before replacing '${find}' with '${replace}'`;

/** The file's text: the snapshot header on the first line, then the texts. */
export function undoFileText(
  documentId: string,
  replace: { find: string; replace: string },
  entries: readonly UndoEntry[],
  now = new Date(),
): string {
  const header = {
    title: undoTitle(short(replace.find), short(replace.replace)),
    createdAt: now.toISOString(),
    appVersion: APP_VERSION,
    // Backups reads the header from the file's first 4 KB: long patterns are cut there.
    replace: { find: short(replace.find), replace: short(replace.replace) },
  };
  const full = { find: replace.find, replace: replace.replace };
  return `{"snapshot":${JSON.stringify(header)},\n"documentId":${JSON.stringify(documentId)},\n"replace":${JSON.stringify(full)},\n"entries":${JSON.stringify(entries)}}\n`;
}

const isEntry = (e: unknown): e is UndoEntry =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as UndoEntry).before === 'string' &&
  typeof (e as UndoEntry).target === 'object' &&
  (e as UndoEntry).target !== null;

/** Reads a replace's Backups file; anything else is refused. */
export function parseUndoFile(text: string): UndoFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError('invalid_argument', { reason: 'not a replace file' });
  }
  const record = data as {
    snapshot?: { replace?: UndoFile['replace'] };
    replace?: UndoFile['replace'];
    documentId?: unknown;
    entries?: unknown;
  };
  const replace = record?.replace ?? record?.snapshot?.replace;
  if (!replace || !Array.isArray(record.entries) || !record.entries.every(isEntry)) {
    throw new AppError('invalid_argument', { reason: 'not a replace file' });
  }
  return {
    documentId: typeof record.documentId === 'string' ? record.documentId : '',
    replace: { find: String(replace.find ?? ''), replace: String(replace.replace ?? '') },
    entries: record.entries,
  };
}
