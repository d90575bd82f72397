/**
 * What a match becomes: the replacement text, with `$1`…`$99`, `$<name>`, `$&` and `$$` when the
 * search is a regular expression, and, with "preserve case", the case of the text it replaces
 * ("Marrow" → "Harrow", "MARROW" → "HARROW", "marrow" → "harrow").
 */
import type { TextMatch } from './matcher';

const TEMPLATE = /\$(?:\$|&|<([^>]*)>|(\d{1,2}))/g;

/** A regular expression's replacement template filled in from one match. */
export function expandTemplate(template: string, matched: string, match: TextMatch): string {
  return template.replace(
    TEMPLATE,
    (token, name: string | undefined, digits: string | undefined) => {
      if (token === '$$') return '$';
      if (token === '$&') return matched;
      if (name !== undefined) return match.named ? (match.named[name] ?? '') : token;
      const n = Number(digits);
      // "$12" with fewer than 12 groups is "$1" then "2", as String.prototype.replace reads it.
      if (n >= 1 && n <= match.groups.length) return match.groups[n - 1] ?? '';
      const one = Number(digits?.[0]);
      if (digits && digits.length === 2 && one >= 1 && one <= match.groups.length) {
        return (match.groups[one - 1] ?? '') + digits[1];
      }
      return token;
    },
  );
}

const hasCase = (text: string) => text.toLocaleLowerCase() !== text.toLocaleUpperCase();

/** The replacement in the case of the text it replaces (as typed when the case is mixed). */
export function withCaseOf(original: string, replacement: string): string {
  if (!hasCase(original)) return replacement;
  const upper = original.toLocaleUpperCase();
  const lower = original.toLocaleLowerCase();
  if (original === upper) return replacement.toLocaleUpperCase();
  if (original === lower) return replacement.toLocaleLowerCase();
  const [first = '', ...rest] = Array.from(original);
  const restText = rest.join('');
  if (first === first.toLocaleUpperCase() && restText === restText.toLocaleLowerCase()) {
    const [r = '', ...rr] = Array.from(replacement);
    return r.toLocaleUpperCase() + rr.join('');
  }
  return replacement;
}

/** What one match becomes. */
export function replacementFor(
  matched: string,
  match: TextMatch,
  replacement: string,
  options: { regex: boolean; preserveCase: boolean },
): string {
  const text = options.regex ? expandTemplate(replacement, matched, match) : replacement;
  return options.preserveCase ? withCaseOf(matched, text) : text;
}
