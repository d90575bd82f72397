/** The one editor configuration, shared by the React editor and headless tests. */
import type { EditorThemeClasses, Klass, LexicalNode } from 'lexical';
import { EDITOR_THEME } from './editor-theme';
import { EDITOR_NODES } from './nodes/editor-nodes';

/** Lexical namespace of page editors (clipboard data is tagged with it). */
export const PAGE_EDITOR_NAMESPACE = 'story-builder-page';

/** What `createEditor` and `LexicalComposer` both accept. */
export interface PageEditorConfig {
  namespace: string;
  theme: EditorThemeClasses;
  nodes: Array<Klass<LexicalNode>>;
  onError: (error: Error) => void;
}

/** Namespace, theme, nodes and error handler of a page editor (errors rethrown by default). */
export function pageEditorConfig(onError: (error: Error) => void = rethrow): PageEditorConfig {
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
