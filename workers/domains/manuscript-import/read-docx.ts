/**
 * A Word .docx as a page, with mammoth (loaded on first use, in the worker): headings, bold,
 * italic, underline, strike, lists, quotes, links, footnotes and endnotes (a "[n]" in the text,
 * the notes as a numbered list at the end of the page), pictures (kept for the import to store)
 * and right-to-left paragraphs (their text; the editor sets the direction from it).
 */
import type { ImportPicture, ImportProblem } from '../../contract/manuscript-import';
import type { ReadPage } from './read-text';

/** Word's and LibreOffice's paragraph styles the editor has a block for, beyond mammoth's own. */
const STYLE_MAP = [
  'u => u',
  'strike => s',
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  "p[style-name='Quotations'] => blockquote > p:fresh",
  "p[style-name='Block Text'] => blockquote > p:fresh",
  "p[style-name='Heading'] => h1:fresh",
];

const ZIP_MAGIC = [0x50, 0x4b];

export async function readDocx(path: string, bytes: Uint8Array): Promise<ReadPage | ImportProblem> {
  if (bytes[0] !== ZIP_MAGIC[0] || bytes[1] !== ZIP_MAGIC[1])
    return { code: 'corrupt_file', file: path, fatal: true };
  const { default: mammoth } = await import('mammoth');
  const pictures: ImportPicture[] = [];
  const convertImage = mammoth.images.imgElement(async (image) => {
    const data = new Uint8Array(await image.readAsArrayBuffer());
    const ext = image.contentType.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png';
    const name = `${pictures.length + 1}.${ext}`;
    pictures.push({ name, type: image.contentType, bytes: data });
    return { src: `import-picture:${name}` };
  });
  let value: string;
  try {
    // mammoth reads the ArrayBuffer; a view of a larger buffer is copied to its own.
    const buffer =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? (bytes.buffer as ArrayBuffer)
        : (bytes.slice().buffer as ArrayBuffer);
    // The browser build reads `arrayBuffer`, the Node one (unit tests) `buffer`.
    const input = { arrayBuffer: buffer, buffer: bytes } as unknown as { arrayBuffer: ArrayBuffer };
    const result = await mammoth.convertToHtml(input, { styleMap: STYLE_MAP, convertImage });
    value = result.value;
  } catch (error) {
    return { code: 'corrupt_file', file: path, detail: messageOf(error), fatal: true };
  }
  return { html: value, problems: [], pictures };
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 200);
