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
