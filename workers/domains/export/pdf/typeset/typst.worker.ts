/**
 * The typesetter's own worker (docs/pdf.md): one Typst compile, then the worker is ended so the
 * WebAssembly memory of a volume is given back before the next one starts. It is spawned by the
 * database worker's export (typesetter.ts), never by the page. It receives the compiled engine,
 * the font files and the book's files, and answers with the PDF's bytes or the compiler's
 * messages. Typst's package registry and any file it was not given are out of reach.
 */
/// <reference lib="webworker" />
import init, { TypstCompilerBuilder } from '@myriaddreamin/typst-ts-web-compiler';
import { installNoEvalFunctions } from './no-eval';
import type { TypesetJob, TypesetReply } from './typeset-job';

installNoEvalFunctions();

declare const self: DedicatedWorkerGlobalScope;

async function typeset(job: TypesetJob): Promise<Uint8Array> {
  await init({ module_or_path: job.engine });
  const builder = new TypstCompilerBuilder();
  // No file system and no package registry: every file the template reads is given below.
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
  for (const font of job.fonts) await builder.add_raw_font(font);
  const compiler = await builder.build();
  const decoder = new TextDecoder();
  for (const file of job.files) {
    if (file.path.endsWith('.typ')) compiler.add_source(file.path, decoder.decode(file.bytes));
    else compiler.map_shadow(file.path, file.bytes);
  }
  // 1: diagnostics as plain messages; a failed compile throws them.
  const out = compiler.compile(job.main, null, 'pdf', 1) as { result?: Uint8Array };
  if (!out?.result) throw new Error('The typesetter produced no PDF');
  return out.result;
}

self.onmessage = (event: MessageEvent<TypesetJob>) => {
  typeset(event.data).then(
    (pdf) => {
      const reply: TypesetReply = { kind: 'pdf', pdf };
      self.postMessage(reply, [pdf.buffer]);
    },
    (error: unknown) => {
      const reply: TypesetReply = {
        kind: 'error',
        message: String((error as Error)?.message ?? error),
      };
      self.postMessage(reply);
    },
  );
};
