/** What a request to open find (the keys, a button, "Rename in the book…") fills the panel with. */
import { DEFAULT_FIND_OPTIONS, type FindOptions } from '../../../workers/contract/find';
import type { FindSeed } from '../../state/find-request';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The query, options and replace text a seed asks for. */
export function seeded(seed: FindSeed | null): {
  text: string;
  options: FindOptions;
  replacement: string | null;
} {
  if (seed?.names?.length) {
    const names = [...new Set(seed.names.map((n) => n.trim()).filter(Boolean))].sort(
      (a, b) => b.length - a.length,
    );
    return {
      text: names.length === 1 ? (names[0] ?? '') : names.map(escapeRegExp).join('|'),
      options: {
        ...DEFAULT_FIND_OPTIONS,
        wholeWord: true,
        matchCase: true,
        regex: names.length > 1,
      },
      replacement: seed.replacement ?? '',
    };
  }
  return {
    text: seed?.text ?? '',
    options: { ...DEFAULT_FIND_OPTIONS, wholeWord: seed?.wholeWord ?? false },
    replacement: seed?.replacement ?? null,
  };
}
