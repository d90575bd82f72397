/** The one editor configuration, shared by the React editor and headless tests. */
import type { CreateEditorArgs, LexicalEditor } from 'lexical';
import { EDITOR_THEME } from './editor-theme';
import { EDITOR_NODES } from './nodes/editor-nodes';

/** Lexical namespace of page editors (clipboard data is tagged with it). */
export const PAGE_EDITOR_NAMESPACE = 'story-builder-page';

/** Arguments for `createEditor` / `LexicalComposer`: namespace, theme, nodes, error handler. */
export function pageEditorConfig(
  onError: (error: Error, editor: LexicalEditor) => void = rethrow,
): CreateEditorArgs & {
  namespace: string;
  onError: (error: Error, editor: LexicalEditor) => void;
} {
  return {
    namespace: PAGE_EDITOR_NAMESPACE,
    theme: EDITOR_THEME,
    nodes: [...EDITOR_NODES],
    onError,
  };
}

function rethrow(error: Error): never {
  throw error;
}
