/**
 * When to offer renaming the book file after the title changed (issue 24, item 5): the name the
 * title asks for, unless the file already carries it (`the-salt-road.json`, or a numbered name
 * beside a taken one, `the-salt-road-2.json`).
 */
import { suggestedSaveName } from '../../../workers/contract/file-names';

/** The file name for `title` when `fileName` does not match it; null when it does (or no title). */
export function renameTarget(fileName: string | null, title: string): string | null {
  if (!fileName || !title.trim()) return null;
  const wanted = suggestedSaveName(title);
  const base = wanted.replace(/\.json$/i, '');
  const current = fileName.toLowerCase().replace(/\.json$/i, '');
  if (current === base || new RegExp(`^${escapeRegExp(base)}-\\d+$`).test(current)) return null;
  return wanted;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
