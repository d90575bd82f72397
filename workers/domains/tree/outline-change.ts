/**
 * A change to a node's outline fields, checked and cleaned before it is stored: a synopsis
 * becomes plain text (at most SYNOPSIS_MAX characters), a status must be one of the five (or
 * null), a point of view must be an atlas character of the book (or null), a target of words a
 * whole number from 0 up.
 */
import { AppError } from '../../contract/errors';
import {
  cleanSynopsis,
  isStatusKey,
  type OutlineFields,
  TARGET_WORDS_MAX,
} from '../../contract/outline';
import { isObject } from '../../core/is-object';
import { toPlainText } from '../../core/sanitize-html';

const invalid = (reason: string) => new AppError('invalid_argument', { reason });

/** The fields of `change` as stored; `characterCount(uuid)` says whether a character exists. */
export async function cleanOutlineChange(
  change: unknown,
  characterCount: (uuid: string) => Promise<number>,
): Promise<Partial<OutlineFields>> {
  if (!isObject(change)) throw invalid('no outline fields given');
  const out: Partial<OutlineFields> = {};
  if ('synopsis' in change) {
    if (typeof change.synopsis !== 'string') throw invalid('a synopsis is text');
    const raw = change.synopsis;
    out.synopsis = cleanSynopsis(/[<&]/.test(raw) ? plainKeepingLines(raw) : raw);
  }
  if ('status' in change) {
    if (change.status !== null && !isStatusKey(change.status)) throw invalid('unknown status');
    out.status = change.status;
  }
  if ('pov_id' in change) {
    const pov = change.pov_id;
    if (pov !== null && (typeof pov !== 'string' || pov === ''))
      throw invalid('a point of view is a character');
    if (pov !== null && (await characterCount(pov)) === 0)
      throw new AppError('record_not_found', { id: pov, table: 'characters' });
    out.pov_id = pov;
  }
  if ('target_words' in change) {
    const target = change.target_words;
    if (typeof target !== 'number' || !Number.isFinite(target) || target < 0)
      throw invalid('a target of words is a number from 0 up');
    out.target_words = Math.min(Math.round(target), TARGET_WORDS_MAX);
  }
  if (Object.keys(out).length === 0) throw invalid('no outline fields given');
  return out;
}

/** Plain text of each line (markup a synopsis was pasted with goes; the line ends stay). */
function plainKeepingLines(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => toPlainText(line))
    .join('\n');
}
