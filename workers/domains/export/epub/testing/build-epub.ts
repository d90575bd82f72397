/** Writes the sample book as an EPUB and opens the package, for the EPUB writer's tests. */
import { strFromU8, unzipSync } from 'fflate';
import { writeEpub } from '../write-epub';
import { collect, sampleInput } from './sample-book';

export async function buildEpub(
  options: Parameters<typeof sampleInput>[0] = {},
  writer = writeEpub,
) {
  const bytes = await collect(writer(sampleInput(options)));
  const files: Record<string, Uint8Array> = unzipSync(bytes);
  const text = (name: string): string => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the package`);
    return strFromU8(file);
  };
  return { bytes, files, text };
}

/** Every first group of `re` in `s`. */
export const all = (re: RegExp, s: string): string[] =>
  [...s.matchAll(re)].map((m) => m[1] as string);

/** The spine's files in reading order. */
export function spineHrefs(opf: string): string[] {
  const hrefById = new Map(
    [...opf.matchAll(/<item id="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]] as const),
  );
  return all(/<itemref idref="([^"]+)"/g, opf).map((id) => hrefById.get(id) as string);
}
