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

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const byteFormats = new Map<string, Intl.NumberFormat>();

/**
 * A size in the author's language ("12.1 kB", "12,1 ko", "12.1 KB" in Japanese's own way): steps
 * of 1024, one decimal at most, the unit named by the browser's locale data.
 */
export function formatBytes(language: string, bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  // Up while the rounded value would read 1024 or more (1023.96 KB is 1 MB).
  while (unit < BYTE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const key = `${language}\n${unit}`;
  let format = byteFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: BYTE_UNITS[unit],
      unitDisplay: unit === 0 ? 'long' : 'short',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    });
    byteFormats.set(key, format);
  }
  return format.format(unit === 0 ? Math.round(value) : value);
}
