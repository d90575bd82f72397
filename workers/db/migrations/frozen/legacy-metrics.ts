/**
 * The metrics rule of migration 2 → 3 (docs/spec/data-layer-and-files.md §4 "Migrations"): words split on whitespace, paragraphs
 * on blank lines, reading time at 200 words per minute, on plain text with the HTML tags
 * stripped first. Frozen: later versions use content-metrics.ts (migration 6 → 7 recounts).
 */
import { decodeHTML } from 'entities';

/** Frozen with this copy: the reading speed of schema steps 2 and 3. */
const READING_WORDS_PER_MINUTE = 200;

import type { ContentMetrics } from '../../../contract/records';

/** A tag, comment or doctype; group 1 is a tag name. */
const TAG =
  /<!--[\s\S]*?(?:-->|$)|<\/?([A-Za-z][A-Za-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>|<![^>]*>/g;
/** Tags that end a line when stripped, so block text does not run together. */
const LINE_TAGS = /^(?:p|h[1-6]|li|ul|ol|blockquote|pre|div|br|hr|tr|td|th|table)$/i;

/** Plain text of (possibly) HTML content: tags stripped, block tags as line breaks, entities decoded. */
export function legacyPlainText(content: string): string {
  if (!content.includes('<')) return content;
  const text = content.replace(TAG, (_tag, name: string | undefined) =>
    name !== undefined && LINE_TAGS.test(name) ? '\n' : '',
  );
  return text.includes('&') ? decodeHTML(text) : text;
}

/**
 * Legacy metrics of `content`: words are whitespace-separated runs, paragraphs are blank-line
 * separated chunks holding text, characters are code points without line breaks.
 */
export function computeLegacyMetrics(content: string): ContentMetrics {
  const text = legacyPlainText(content ?? '');
  const words = text.split(/\s+/).filter((w) => w.length > 0).length;
  const paragraphs = text.split(/\n\s*\n/).filter((p) => /\S/.test(p)).length;
  let characters = 0;
  let charactersNoSpaces = 0;
  if (words > 0) {
    for (const ch of text) {
      if (ch === '\n' || ch === '\r') continue;
      characters++;
      if (!/\s/.test(ch)) charactersNoSpaces++;
    }
  }
  const readingTime = Math.ceil(words / READING_WORDS_PER_MINUTE);
  return { words, characters, charactersNoSpaces, paragraphs, readingTime };
}
