/** The manuscript PDF: standard manuscript format, Western European scripts only. */
import { describe, expect, it } from 'vitest';
import { type BookPart, DEFAULT_EXPORT_CHOICES, type WriterInput } from '../../../contract/export';
import { partParagraphs } from './part-paragraphs';
import { unsupportedCharacter } from './typeset/script-fonts';
import { aboutWords, writeManuscriptPdf } from './write-manuscript-pdf';

const meta = {
  id: '1',
  title: 'The Salt Road',
  author: 'Ana Lima',
  description: '',
  genre: '',
  language: 'en',
  dir: 'ltr' as const,
  publisher: '',
  isbn: '',
  year: '',
  modified: '2031-01-01T00:00:00Z',
  cover: null,
};

function input(parts: BookPart[], signal = new AbortController().signal): WriterInput {
  let written = 0;
  return {
    meta,
    parts: (async function* () {
      yield* parts;
    })(),
    partCount: parts.length,
    resolveImage: async () => null,
    choices: DEFAULT_EXPORT_CHOICES,
    signal,
    onPart: () => {
      written += 1;
    },
    get written() {
      return written;
    },
  } as WriterInput;
}

const page = (id: string, title: string, html: string, words = 10): BookPart => ({
  id,
  kind: 'page',
  title,
  level: 1,
  html,
  words,
});

async function pdfOf(parts: BookPart[]): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const c of writeManuscriptPdf(input(parts))) chunks.push(c);
  return Buffer.concat(chunks).toString('latin1');
}

describe('manuscript PDF', () => {
  it('turns page HTML into paragraphs, headings, list items and scene breaks', () => {
    expect(
      partParagraphs(
        '<h2>Gulls</h2><p>The <b>ship</b> came.</p><p>* * *</p><hr><ul><li>rope</li></ul><blockquote><p>Rain.</p></blockquote>',
      ),
    ).toEqual([
      { kind: 'heading', text: 'Gulls' },
      { kind: 'paragraph', text: 'The ship came.' },
      { kind: 'break', text: '#' },
      { kind: 'break', text: '#' },
      { kind: 'item', text: '• rope' },
      { kind: 'paragraph', text: 'Rain.' },
    ]);
  });

  it('sets Western European text and refuses other scripts by their first character', () => {
    expect(unsupportedCharacter('Café – “déjà vu” … œuvre €5')).toBeNull();
    expect(unsupportedCharacter('Hello Мара')).toBe('М');
    expect(unsupportedCharacter('وصلت')).toBe('و');
  });

  it('rounds the word count as manuscript format asks', () => {
    expect(aboutWords(81_249)).toBe('about 81,200 words');
    expect(aboutWords(640)).toBe('about 640 words');
  });

  it('writes a letter-size PDF with a page per chapter (the text itself is checked with pdftotext in e2e)', async () => {
    const long = Array.from({ length: 60 }, () => 'The long road ran north.').join(' ');
    const pdf = await pdfOf([
      page('a', 'Arrival', `<p>${long}</p><p>${long}</p><p>${long}</p>`, 600),
      page('b', 'Storm', '<p>Rain, all night.</p>', 3),
    ]);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 612\.? 792\.?\]/);
    expect((pdf.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('fails with the character it cannot set, and stops when cancelled', async () => {
    await expect(pdfOf([page('a', 'Arrival', '<p>Мара пришла.</p>')])).rejects.toMatchObject({
      name: 'ManuscriptScriptError',
      character: 'М',
    });
    const controller = new AbortController();
    controller.abort();
    const run = async () => {
      for await (const _ of writeManuscriptPdf(
        input([page('a', 'A', '<p>x</p>')], controller.signal),
      ));
    };
    await expect(run()).rejects.toBeTruthy();
  });
});
