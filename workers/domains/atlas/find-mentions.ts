/**
 * Where a name appears in a text: case-insensitive, after Unicode normalisation, as a whole
 * word where the script separates words (a name is not found inside a longer word: "Ann" in
 * "Annual"), anywhere where it does not (Chinese, Japanese, Thai, Lao, Khmer, Burmese).
 */

const NO_SPACES =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** The form texts and names are compared in. */
export const foldText = (text: string): string => text.normalize('NFC').toLocaleLowerCase();

/** How many times `name` (already folded) appears in `text` (already folded). */
export function countMentions(text: string, name: string): number {
  const needle = name.trim();
  if (needle.length === 0) return 0;
  const first = needle[0] ?? '';
  const last = needle[needle.length - 1] ?? '';
  const checkStart = !NO_SPACES.test(first) && WORD_CHAR.test(first);
  const checkEnd = !NO_SPACES.test(last) && WORD_CHAR.test(last);
  let count = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return count;
    const before = text[at - 1] ?? '';
    const after = text[at + needle.length] ?? '';
    const startOk = !checkStart || !before || !WORD_CHAR.test(before);
    const endOk = !checkEnd || !after || !WORD_CHAR.test(after);
    if (startOk && endOk) {
      count += 1;
      from = at + needle.length;
    } else from = at + 1;
  }
}

/** Mentions of any of a record's names (its name and aliases), without counting overlaps twice. */
export function countNames(text: string, names: readonly string[]): number {
  // Longer names first: "Salt Harbour" is one mention, not also one of "Salt".
  const sorted = [...new Set(names.map(foldText).filter((n) => n.trim()))].sort(
    (a, b) => b.length - a.length,
  );
  let rest = text;
  let total = 0;
  for (const name of sorted) {
    const found = countMentions(rest, name);
    if (found > 0) {
      total += found;
      rest = rest.split(name).join(' ');
    }
  }
  return total;
}
