/** Inserting an image the host has stored (and compressed) for a picked, pasted or dropped file. */
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  type LexicalEditor,
} from 'lexical';
import { isSafeImageSrc } from '../../../../../../workers/contract/sanitize-rules';
import { $createImageNode, type ImagePayload } from '../../nodes/ImageNode';
import { editorPage } from './editor-page';

/** What the host returns for a stored image; `src` must be a blob:, data:image or images/ URL. */
export interface InsertedImage {
  src: string;
  alt?: string;
  blobId?: string;
  fileName?: string;
  relativePath?: string;
  localFile?: string;
}

/** Stores `file` (the host compresses it in the worker); null when the author cancelled. */
export type InsertImageHandler = (file: File) => Promise<InsertedImage | null>;

/** How an insertion ended. */
export type InsertImageOutcome = 'inserted' | 'cancelled' | 'failed';

/** Inserts an image at the selection, or in a new paragraph at the end when there is none. */
export function $insertImage(payload: ImagePayload): void {
  const image = $createImageNode(payload);
  if ($isRangeSelection($getSelection())) {
    $insertNodes([image]);
    return;
  }
  const paragraph = $createParagraphNode().append(image);
  $getRoot().append(paragraph);
  paragraph.selectEnd();
}

/** Hands `file` to the host and inserts what it returns, if its src is one pages accept. */
export async function insertImageFile(
  editor: LexicalEditor,
  file: File,
  onInsertImage: InsertImageHandler,
): Promise<InsertImageOutcome> {
  const page = editorPage(editor);
  let image: InsertedImage | null;
  try {
    image = await onInsertImage(file);
  } catch {
    return 'failed';
  }
  // The author went to another page meanwhile: the image must not land in that one.
  if (image === null || editorPage(editor) !== page) return 'cancelled';
  if (!isSafeImageSrc(image.src)) return 'failed';
  const payload: ImagePayload = { ...image, alt: image.alt ?? '' };
  editor.update(() => $insertImage(payload));
  return 'inserted';
}

/** True for files the editor hands to the host as images. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
