/**
 * What the assembly needs to know about stored page HTML without parsing it: whether it says
 * anything (empty sections are left out) and which pictures it shows. String-level, like
 * replace-blob-urls.ts: the input is sanitised HTML, its attributes double-quoted and escaped.
 */
import { decodeHTML } from 'entities';
import { replaceBlobUrls } from '../../../files/replace-blob-urls';

const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const SRC = /\ssrc="([^"]*)"/i;
const BLOB_ID = /\sdata-blob-id="([\w-]{1,128})"/i;

/** The page's HTML as exports print it: blob URLs of local pictures become their paths. */
export const exportedHtml = (html: string): string => replaceBlobUrls(html ?? '');

/** True when the HTML holds no picture and no text but white space. */
export function isEmptyHtml(html: string): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  const text = decodeHTML(html.replace(/<[^>]*>/g, ''));
  return text.replace(/[\s\u00a0\u200b\ufeff]/g, '') === '';
}

/** One picture of a page: its src as printed, and the blob id of a project-folder image. */
export interface ImageRef {
  src: string;
  blobId: string;
}

/** The pictures `html` shows, in order (src decoded from the attribute). */
export function imagesIn(html: string): ImageRef[] {
  if (!/<img\b/i.test(html)) return [];
  const out: ImageRef[] = [];
  for (const match of html.matchAll(IMG_TAG)) {
    const tag = match[0];
    const src = decodeHTML(SRC.exec(tag)?.[1] ?? '').trim();
    if (src) out.push({ src, blobId: BLOB_ID.exec(tag)?.[1] ?? '' });
  }
  return out;
}
