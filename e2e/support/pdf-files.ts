/**
 * Reading exported PDFs back the way a reader would (issue 18), with poppler-utils: pdfinfo,
 * pdffonts and pdftotext on a copy written to a temporary folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether poppler-utils is installed (`.ci/run` installs it). */
export const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A command's output (pdfinfo, pdffonts, pdftotext, unzip, ls). */
export const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** Writes bytes to `name` in a new temporary folder and returns the file's path. */
export function tempFile(bytes: Buffer, name = 'book.pdf'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), name);
  writeFileSync(file, bytes);
  return file;
}

/** Which of `wanted` are not found in `text` in this order. */
export function missingInOrder(text: string, wanted: Array<string | RegExp>): string[] {
  let from = 0;
  const missing: string[] = [];
  for (const w of wanted) {
    const rest = text.slice(from);
    const at = typeof w === 'string' ? rest.indexOf(w) : rest.search(w);
    if (at === -1) missing.push(String(w));
    else from += at + 1;
  }
  return missing;
}

/** pdffonts' lines for fonts that are not embedded as a subset (none is right). */
export function fontsNotSubset(file: string): string[] {
  return run('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .filter((line) => !/^[A-Z]{6}\+\S+.*\byes\s+yes\b/.test(line));
}

/** The page count pdfinfo reads. */
export const pageCount = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);
