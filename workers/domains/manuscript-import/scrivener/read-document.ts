/**
 * One binder item's own files into what a page carries: content.rtf → page HTML (with its
 * pictures), synopsis.txt → plain synopsis, notes.rtf → notes HTML, and the problems met.
 */
import type { ImportPicture, ImportProblem } from '../../../contract/manuscript-import';
import type { ItemFiles, ProjectFile } from './project-files';
import { readRtf } from './rtf/read-rtf';
import { RtfUnreadableError } from './rtf/rtf-model';
import { rtfParagraphsToHtml } from './rtf/rtf-to-html';

export interface DocumentParts {
  /** Undefined when the item has no content.rtf (or it could not be read). */
  html: string | undefined;
  synopsis: string | undefined;
  notesHtml: string | undefined;
  pictures: ImportPicture[];
  problems: ImportProblem[];
}

const utf8 = new TextDecoder('utf-8');

function rtfToHtml(
  file: ProjectFile,
  pictureNamePrefix: string,
  files: ItemFiles,
  pictures: ImportPicture[],
  problems: ImportProblem[],
): string | undefined {
  try {
    const doc = readRtf(file.bytes, {
      pictureNamePrefix,
      attachment: (name) => files.beside(name)?.bytes,
    });
    pictures.push(...doc.pictures);
    // The messages have no "left out" of their own for pictures: each picture's says it.
    for (const picture of doc.leftOutPictures) {
      problems.push({ code: 'missing_picture', file: file.path, detail: picture, fatal: false });
    }
    for (const format of doc.unsupportedPictures) {
      problems.push({ code: 'unsupported_picture', file: file.path, detail: format, fatal: false });
    }
    if (doc.truncated) {
      // What was read before the file ends is kept.
      problems.push({ code: 'truncated_rtf', file: file.path, fatal: false });
    }
    return rtfParagraphsToHtml(doc.paragraphs);
  } catch (error) {
    // Not RTF at all, or built to break the reader: nothing of the file comes in.
    const detail = error instanceof RtfUnreadableError ? error.message : undefined;
    problems.push({
      code: 'unreadable_rtf',
      file: file.path,
      fatal: true,
      ...(detail ? { detail } : {}),
    });
    return undefined;
  }
}

/** Reads an item's content, synopsis and notes; `id` makes its picture names unique. */
export function readDocumentParts(files: ItemFiles, id: string): DocumentParts {
  const pictures: ImportPicture[] = [];
  const problems: ImportProblem[] = [];
  const html = files.content
    ? rtfToHtml(files.content, `scrivener-${id}`, files, pictures, problems)
    : undefined;
  const synopsis = files.synopsis ? utf8.decode(files.synopsis.bytes).trim() : '';
  const notesHtml = files.notes
    ? rtfToHtml(files.notes, `scrivener-${id}-notes`, files, pictures, problems)
    : undefined;
  return {
    html,
    synopsis: synopsis === '' ? undefined : synopsis,
    notesHtml: notesHtml === '' ? undefined : notesHtml,
    pictures,
    problems,
  };
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** An Image item's picture (`content.png`, `content.jpg`…), if it has one the page can show. */
export function readImageItem(files: ItemFiles, id: string): ImportPicture | undefined {
  for (const [ext, type] of Object.entries(IMAGE_TYPES)) {
    const file = files.beside(`content.${ext}`);
    if (file) return { name: `scrivener-${id}.${ext}`, type, bytes: file.bytes };
  }
  return undefined;
}
