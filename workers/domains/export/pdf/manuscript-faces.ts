/**
 * What the manuscript PDF will be set in, told before the export (issue 25, item 5): the same
 * test the writer makes (write-pdf.ts: jsPDF's Times when it can set every character, else the
 * typesetter) and the same faces (script-fonts.ts), from the text the manuscript prints.
 */
import type { BookMeta, BookPart } from '../../../contract/export';
import { BOOK_SCRIPTS, type ManuscriptFaces } from '../../../contract/manuscript-faces';
import { LetterCounter } from '../assemble/text-language';
import {
  addScripts,
  bodyFace,
  type Script,
  scriptFace,
  unsupportedCharacter,
} from './typeset/script-fonts';

/** Reads the parts the manuscript prints and tells which faces set them. */
export async function manuscriptFaces(
  parts: AsyncIterable<BookPart>,
  meta: BookMeta,
  signal?: AbortSignal,
): Promise<ManuscriptFaces> {
  const scripts = new Set<Script>();
  const letters = new LetterCounter();
  const contact = meta.contact ?? { name: '', address: '', email: '', phone: '' };
  const front = [meta.title, meta.author, ...Object.values(contact)].join(' ');
  let times = !unsupportedCharacter(front);
  addScripts(scripts, front);
  for await (const part of parts) {
    signal?.throwIfAborted();
    // The manuscript has no title page, copyright page or contents of its own.
    if (part.kind === 'title_page' || part.kind === 'copyright' || part.kind === 'toc') continue;
    const text = part.html.replace(/<[^>]*>/g, ' ');
    addScripts(scripts, part.title);
    addScripts(scripts, text);
    if (part.kind === 'page' || part.kind === 'section') letters.add(text);
    if (times && unsupportedCharacter(`${part.title} ${text}`)) times = false;
  }
  if (times) return { times: true, body: 'Times', scripts: [] };
  const { language } = letters.languageFor(meta.language);
  return {
    times: false,
    body: bodyFace(undefined),
    scripts: BOOK_SCRIPTS.filter((s) => scripts.has(s)).map((script) => ({
      script,
      face: scriptFace(script, scripts, language),
    })),
  };
}
