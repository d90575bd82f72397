/**
 * Export to Markdown: one `.md` for the whole book, or — when the book shows pictures — a `.zip`
 * holding the `.md` and an `images/` folder, the pictures linked by relative paths (spec: blob
 * URLs become `images/{file name}`). Every picture the Markdown links is in the zip, or on the
 * web, or held in its own `data:` link; one that could not be read keeps only its alt text.
 * Written part by part; the zip as it goes.
 */
import type { BookWriter } from '../../../contract/export';
import { ZipStream } from '../../../files/zip-stream';
import type { ImageRef } from '../assemble/page-html';
import { markdownSceneBreak } from './html-to-markdown';
import { renderPart } from './render-part';

export interface MarkdownWriterOptions {
  /** The pictures the parts show (the assembly's scan). None: a plain `.md`. */
  images: readonly ImageRef[];
  /** The Markdown file's name inside the zip. */
  markdownName: string;
}

/**
 * A picture the Markdown may link without packaging it: one on the web, or held in the link
 * itself (`data:image/…`). A relative path (`images/…`), a `blob:` of the app or anything else
 * would point at nothing once the file leaves the app.
 */
export function linksOnItsOwn(src: string): boolean {
  return /^https?:\/\//i.test(src) || /^data:image\//i.test(src);
}

/** The link of `src`: its packaged path, itself when it stands on its own, else none. */
const linkOf = (packaged: ReadonlyMap<string, string>) => (src: string) =>
  packaged.get(src) ?? (linksOnItsOwn(src) ? src : null);

export const markdownIsPackaged = (options: Pick<MarkdownWriterOptions, 'images'>) =>
  options.images.length > 0;

export function createMarkdownWriter(options: MarkdownWriterOptions): BookWriter {
  return async function* writeMarkdown({ meta, parts, resolveImage, signal, onPart, choices }) {
    const sceneBreak = markdownSceneBreak(choices);
    const encoder = new TextEncoder();
    let first = true;
    const textOf = (markdown: string) => {
      if (!markdown) return null;
      const out = encoder.encode(first ? markdown : `\n\n${markdown}`);
      first = false;
      return out;
    };

    if (!markdownIsPackaged(options)) {
      for await (const part of parts) {
        signal.throwIfAborted();
        const bytes = textOf(renderPart(part, meta, linkOf(new Map()), sceneBreak));
        if (bytes) yield bytes;
        onPart();
      }
      yield encoder.encode('\n');
      return;
    }

    const zip = new ZipStream();
    const links = new Map<string, string>();
    for (const { src } of options.images) {
      signal.throwIfAborted();
      const image = await resolveImage(src);
      if (image) {
        zip.file(`images/${image.fileName}`, image.bytes, { store: true });
        links.set(src, `images/${image.fileName}`);
      }
      const taken = zip.take();
      if (taken) yield taken;
    }
    const link = linkOf(links);
    const markdown = zip.openEntry(options.markdownName, { store: false });
    for await (const part of parts) {
      signal.throwIfAborted();
      const bytes = textOf(renderPart(part, meta, link, sceneBreak));
      if (bytes) markdown.write(bytes);
      const taken = zip.take();
      if (taken) yield taken;
      onPart();
    }
    markdown.write('\n');
    markdown.close();
    zip.end();
    const last = zip.take();
    if (last) yield last;
  };
}
