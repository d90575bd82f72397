/** What the history shows of a stored version, and a snapshot name made safe. */
import { AppError } from '../../contract/errors';
import {
  MAX_VERSION_NAME,
  type PageVersionInfo,
  type PageVersionRecord,
} from '../../contract/revisions';

export const infoOf = (r: PageVersionRecord): PageVersionInfo => ({
  id: r.id ?? 0,
  pageId: r.pageId,
  at: r.at,
  reason: r.reason,
  name: r.name ?? null,
  snapshot: r.snapshot ?? null,
  words: r.words,
});

/** A snapshot's name: control characters out, trimmed, at most MAX_VERSION_NAME; '' is none. */
export function cleanName(name: unknown): string | null {
  if (name === undefined || name === null) return null;
  if (typeof name !== 'string') throw new AppError('invalid_argument', { reason: 'name' });
  const clean = name
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, MAX_VERSION_NAME);
  return clean === '' ? null : clean;
}
