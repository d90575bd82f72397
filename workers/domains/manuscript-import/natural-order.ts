/** Natural order of names, as a file manager shows them: `Chapter 2` before `Chapter 10`. */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function compareNatural(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
