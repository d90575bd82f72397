/**
 * Which page an editor holds. One editor serves page after page (PageEditor swaps them), so work
 * that finishes later — an image compressed in the worker — checks that its page is still the
 * one in the editor before it lands.
 */
import type { LexicalEditor } from 'lexical';

const pages = new WeakMap<LexicalEditor, string>();

export function setEditorPage(editor: LexicalEditor, pageKey: string): void {
  pages.set(editor, pageKey);
}

/** The key of the page in `editor` (undefined for an editor outside PageEditor). */
export function editorPage(editor: LexicalEditor): string | undefined {
  return pages.get(editor);
}
