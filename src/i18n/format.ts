/** Number formatting per language, with the formatters cached (creating one costs ~20 ms). */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(language: string, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/**
 * Wraps text of unknown direction (a file name, a book title) in Unicode isolates (FSI…PDI), so a
 * Latin title inside an Arabic or Persian sentence keeps its own order and the sentence keeps its.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** {@link isolate} in right-to-left interfaces; text as it is in left-to-right ones. */
export function isolateFor(direction: 'ltr' | 'rtl'): (text: string) => string {
  return direction === 'rtl' ? isolate : (text) => text;
}
