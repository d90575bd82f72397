/**
 * The DOCX writer against a real word processor: LibreOffice (installed by .ci/run) converts a
 * small book headless to plain text, and the text must be the book's, in order, every script
 * intact; a right-to-left book converts too. A book with its faces embedded converts to PDF
 * with those faces (pdffonts), which no system face could give: LibreOffice read them from the
 * file. Skipped, saying why, only where soffice (or pdffonts) is absent.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ARABIC,
  CHINESE,
  collect,
  HINDI,
  PERSIAN,
  sampleInput,
  THAI,
} from '../epub/testing/sample-book';
import { createDocxWriter, writeDocx } from './write-docx';

const soffice = ['soffice', 'libreoffice'].find(
  (bin) => spawnSync(bin, ['--version'], { timeout: 60_000 }).status === 0,
);
if (!soffice) {
  console.warn(
    'LibreOffice is not installed (apt-get install libreoffice-writer): the DOCX conversion test is skipped.',
  );
}

const dir = mkdtempSync(join(tmpdir(), 'sb-soffice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Converts .docx files to .txt with a private profile (several runs may share the machine). */
function convert(files: string[]): void {
  const run = spawnSync(
    soffice as string,
    [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      '--convert-to',
      'txt:Text (encoded):UTF8',
      '--outdir',
      dir,
      ...files,
    ],
    { encoding: 'utf8', timeout: 180_000 },
  );
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
}

/** The text's lines, trimmed, without list markers, empty ones dropped. */
function lines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^(?:[•◦▪]|\d+\.)\s+/, ''))
    .filter(Boolean);
}

const EXPECTED = [
  'The Salt & Stone <Road>',
  'Ada "Quill" Lovelace',
  'Small Press',
  'Copyright © 2024 Ada "Quill" Lovelace',
  'All rights reserved.',
  'Contents',
  'Preface',
  'Part One',
  'Chapter One',
  'Preface',
  'Before the story.',
  'Part One',
  'Chapter One',
  'It began with bold, strong, italic, emphasis, underline, strike, highlight and inline code & "quotes" <kept>.',
  'A heading inside',
  'First bullet',
  'Nested bullet',
  'Last bullet',
  'One',
  'Two',
  'A quoted line.',
  'let x = 1;',
  'x < 2',
  'Centred a link.',
  'A map:  and a lost one  end.',
  'Line one',
  'line two',
  'الفصل الثاني',
  ARABIC,
  PERSIAN,
  'English after Arabic.',
  'Part Two',
  'Chapter Three',
  CHINESE,
  HINDI,
  THAI,
  'Again the map',
  'Chapter Four',
  'Loose text at the top level.',
  'Then a paragraph.',
  'Epilogue',
  'After the story.',
];

describe.skipIf(!soffice)('LibreOffice', () => {
  it('opens the DOCX and reads back the book, in order', async () => {
    const ltr = join(dir, 'book.docx');
    const rtl = join(dir, 'rtl.docx');
    writeFileSync(ltr, await collect(writeDocx(sampleInput())));
    writeFileSync(
      rtl,
      await collect(writeDocx(sampleInput({ meta: { language: 'ar', dir: 'rtl' } }))),
    );
    convert([ltr, rtl]);
    expect(lines(join(dir, 'book.txt'))).toEqual(EXPECTED);
    expect(lines(join(dir, 'rtl.txt'))).toEqual(EXPECTED);
  }, 180_000);
});

const pdffonts = spawnSync('pdffonts', ['-v'], { timeout: 60_000 }).status === 0;
/** The project's root: the built font URLs are `/node_modules/…` from there under Vitest. */
const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The faces a .docx comes out in when LibreOffice makes a PDF of it (alone, in a fresh profile). */
function pdfFontsOf(file: string): string {
  const name = file.replace(/\.docx$/, '');
  const run = spawnSync(
    soffice as string,
    [
      `-env:UserInstallation=file://${join(dir, `profile-${name.split('/').pop()}`)}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      file,
    ],
    { encoding: 'utf8', timeout: 180_000 },
  );
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  const fonts = spawnSync('pdffonts', [`${name}.pdf`], { encoding: 'utf8' });
  expect(fonts.status, fonts.stderr).toBe(0);
  return fonts.stdout;
}

describe.skipIf(!soffice || !pdffonts)('LibreOffice and the embedded faces', () => {
  it('sets the book in the faces the .docx carries (none of them installed here)', async () => {
    const installed = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' }).stdout ?? '';
    const writer = createDocxWriter({
      loadFont: async (url) => new Uint8Array(readFileSync(root + url.replace(/^\//, ''))),
    });
    const arabic = [
      {
        id: 'p1',
        kind: 'page' as const,
        title: 'Chapter One',
        level: 1,
        html: '<p>An English line, <em>leaning</em> and <strong>strong</strong>.</p><p>السلام عليكم ورحمة الله</p>',
        words: 9,
      },
    ];
    const meta = { fontFamily: 'Literata' };
    const embedded = join(dir, 'embedded.docx');
    const named = join(dir, 'named.docx');
    writeFileSync(
      embedded,
      await collect(writer(sampleInput({ meta, parts: arabic, choices: { embedFonts: true } }))),
    );
    writeFileSync(named, await collect(writer(sampleInput({ meta, parts: arabic }))));
    const withFaces = pdfFontsOf(embedded);
    const without = pdfFontsOf(named);
    for (const face of ['Literata-Regular', 'Literata-Italic', 'Literata-Bold', 'Amiri-Regular']) {
      expect(withFaces, face).toContain(face);
      // The faces came from the file: a system that has them would prove nothing.
      if (!/literata|amiri/i.test(installed)) expect(without, face).not.toContain(face);
    }
  }, 240_000);
});
