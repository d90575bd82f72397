/**
 * What a note search looks in: the title and the text without markup, lower-cased, cached by
 * the note's own strings so a search over thousands of notes does the work once per change.
 */
import type { NoteRecord } from '../../contract/records';
import { toPlainText } from '../../core/sanitize-html';

const cache = new Map<string, { title: string; content: string; text: string }>();
const CACHE_LIMIT = 20_000;

export function noteSearchText(note: Pick<NoteRecord, 'uuid' | 'title' | 'content'>): string {
  const title = String(note.title ?? '');
  const content = String(note.content ?? '');
  const key = note.uuid ?? '';
  const hit = cache.get(key);
  if (hit && hit.title === title && hit.content === content) return hit.text;
  const plain = /[<&]/.test(content) ? toPlainText(content) : content;
  const text = `${title}\n${plain}`.toLocaleLowerCase();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  if (key) cache.set(key, { title, content, text });
  return text;
}
