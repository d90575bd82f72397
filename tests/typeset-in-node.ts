/**
 * Test helper: the book template compiled by the real engine in Node (no worker, no browser),
 * with the EB Garamond files from node_modules, and the PDF read back page by page with
 * poppler's pdftotext (installed by .ci/run). `hasPdftotext` lets a test say why it is skipped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import init, { TypstCompilerBuilder } from '@myriaddreamin/typst-ts-web-compiler';

const require = createRequire(import.meta.url);
const file = (spec: string) => readFileSync(require.resolve(spec));

export const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

const FACES = [
  '@expo-google-fonts/eb-garamond/400Regular/EBGaramond_400Regular.ttf',
  '@expo-google-fonts/eb-garamond/400Regular_Italic/EBGaramond_400Regular_Italic.ttf',
  '@expo-google-fonts/eb-garamond/700Bold/EBGaramond_700Bold.ttf',
];

let ready: Promise<void> | null = null;

/** Compiles `/main.typ` with the given files (sources and data) into a PDF. */
export async function typesetInNode(
  files: Array<{ path: string; bytes: Uint8Array }>,
): Promise<Uint8Array> {
  ready ??= init({
    module_or_path: file('@myriaddreamin/typst-ts-web-compiler/pkg/typst_ts_web_compiler_bg.wasm'),
  }).then(() => undefined);
  await ready;
  const builder = new TypstCompilerBuilder();
  await builder.set_access_model(
    {},
    () => 0,
    () => false,
    (path: string) => path,
    (path: string) => {
      throw new Error(`No file ${path}`);
    },
  );
  await builder.set_package_registry({}, () => {
    throw new Error('Typst packages are not available');
  });
  for (const face of FACES) await builder.add_raw_font(file(face));
  const compiler = await builder.build();
  const decoder = new TextDecoder();
  for (const f of files) {
    if (f.path.endsWith('.typ')) compiler.add_source(f.path, decoder.decode(f.bytes));
    else compiler.map_shadow(f.path, f.bytes);
  }
  const out = compiler.compile('/main.typ', null, 'pdf', 1) as { result?: Uint8Array };
  if (!out?.result) throw new Error('The typesetter produced no PDF');
  return out.result;
}

/** The text of each page of a PDF (pdftotext -f N -l N), in page order. */
export function pdfPageTexts(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'sb-pdf-'));
  try {
    const path = join(dir, 'book.pdf');
    writeFileSync(path, pdf);
    const info = spawnSync('pdfinfo', [path], { encoding: 'utf8' }).stdout;
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
    const texts: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const run = spawnSync('pdftotext', ['-f', String(n), '-l', String(n), path, '-'], {
        encoding: 'utf8',
      });
      texts.push(run.stdout.replace(/\s+/g, ' ').trim());
    }
    return texts;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
