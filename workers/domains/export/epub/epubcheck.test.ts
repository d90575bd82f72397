/**
 * The EPUB writer against the real validator: Debian's `epubcheck` (installed by .ci/run) must
 * report no error and no warning for a small book, left to right with a cover and embedded fonts,
 * and right to left. Skipped, saying why, only where epubcheck is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARABIC, collect, PERSIAN, sampleInput } from './testing/sample-book';
import { createEpubWriter } from './write-epub';

/** Debian's /usr/bin/epubcheck is an executable jar (run through binfmt); call java directly when we can. */
function epubcheckCommand(): string[] | null {
  const jar = '/usr/share/java/epubcheck.jar';
  if (existsSync(jar) && spawnSync('java', ['-version']).status === 0) return ['java', '-jar', jar];
  if (spawnSync('epubcheck', ['--version']).status === 0) return ['epubcheck'];
  return null;
}

const command = epubcheckCommand();
if (!command) {
  console.warn(
    'epubcheck is not installed (apt-get install epubcheck): the EPUB validation test is skipped.',
  );
}

const writer = createEpubWriter({
  loadFont: async (url) => new Uint8Array(readFileSync(join(process.cwd(), url))),
});
const dir = mkdtempSync(join(tmpdir(), 'sb-epubcheck-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function check(name: string, options: Parameters<typeof sampleInput>[0]): Promise<string> {
  const file = join(dir, name);
  writeFileSync(file, await collect(writer(sampleInput(options))));
  const [bin, ...args] = command as string[];
  const run = spawnSync(bin as string, [...args, file], { encoding: 'utf8', timeout: 120_000 });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.status, output).toBe(0);
  expect(output).toContain('No errors or warnings detected');
  return output;
}

describe.skipIf(!command)('epubcheck', () => {
  it('passes a left-to-right book with a cover and embedded fonts', async () => {
    await check('ltr.epub', {
      meta: { cover: 'images/cover.png', fontFamily: 'Literata' },
      choices: { embedFonts: true },
    });
  }, 120_000);

  it('passes a right-to-left book', async () => {
    await check('rtl.epub', {
      meta: { language: 'fa', dir: 'rtl', title: PERSIAN, author: ARABIC, description: '' },
    });
  }, 120_000);
});
