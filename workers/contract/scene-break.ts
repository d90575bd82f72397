/**
 * Scene breaks (issue 25, item 3). The page editor keeps a scene break as `<hr>` (the page
 * allow-list's one void block; typed as `* * *`, `***` or `#` alone on a line, or from the
 * toolbar). Every export writes it as the book's chosen separator, remembered with the export
 * choices; the manuscript PDF always writes `#`, as standard manuscript format asks.
 */

/** The separators an author can choose, in the order the export dialog offers them. */
export const SCENE_SEPARATORS = ['asterisks', 'hash', 'fleuron', 'blank'] as const;
export type SceneSeparator = (typeof SCENE_SEPARATORS)[number];

/** The separator every export writes unless the author chose another. */
export const DEFAULT_SCENE_SEPARATOR: SceneSeparator = 'asterisks';

/** The text of each separator as printed ('' for a blank line: space, no mark). */
export const SCENE_SEPARATOR_TEXT: Readonly<Record<SceneSeparator, string>> = {
  asterisks: '* * *',
  hash: '#',
  fleuron: '\u2767',
  blank: '',
};

/** The manuscript PDF's scene break (standard manuscript format). */
export const MANUSCRIPT_SCENE_BREAK = '#';

/** A remembered value read back: a known separator, or the default. */
export function normaliseSceneSeparator(value: unknown): SceneSeparator {
  return SCENE_SEPARATORS.includes(value as SceneSeparator)
    ? (value as SceneSeparator)
    : DEFAULT_SCENE_SEPARATOR;
}

/** The printed text of the separator the choices name ('' for a blank line). */
export function sceneBreakText(choices: { sceneSeparator?: SceneSeparator }): string {
  return SCENE_SEPARATOR_TEXT[normaliseSceneSeparator(choices.sceneSeparator)];
}
