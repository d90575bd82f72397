/**
 * Scene breaks as Markdown (issue 25): `* * *`, `***`, `---` or `#` alone on a line becomes a
 * {@link SceneBreakNode} when Enter ends the line (or when Markdown is read), and a scene break
 * is written as `* * *`. A `#` followed by a space is still a title, and `- ` a list; `* ` no
 * longer starts a list as it is typed (see PAGE_BULLET_LIST), so `* * *` can be typed whole.
 */
import { type ElementTransformer, UNORDERED_LIST } from '@lexical/markdown';
import { $createSceneBreakNode, $isSceneBreakNode, SceneBreakNode } from '../nodes/SceneBreakNode';

/** A line that is only a scene-break mark (`\#` too: how the Markdown export escapes `#`). */
export const SCENE_BREAK_LINE = /^(?:\*[ \t]?\*[ \t]?\*|-{3,}|\\?#|\u2767)$/;

export const SCENE_BREAK: ElementTransformer = {
  dependencies: [SceneBreakNode],
  export: (node) => ($isSceneBreakNode(node) ? '* * *' : null),
  regExp: SCENE_BREAK_LINE,
  replace: (parentNode, _children, _match, isImport) => {
    const sceneBreak = $createSceneBreakNode();
    if (isImport) {
      parentNode.replace(sceneBreak);
      return;
    }
    // Typed: the break goes above the line, which (emptied of the mark) takes the caret.
    parentNode.insertBefore(sceneBreak);
    parentNode.select(0, 0);
  },
  triggerOnEnter: true,
  type: 'element',
};

/**
 * Lexical's bullet list, except that typing `* ` does not start one (`- ` does, as the
 * Markdown help says): a star is how `* * *` begins. Reading Markdown, `* item` is a list.
 */
export const PAGE_BULLET_LIST: ElementTransformer = {
  ...UNORDERED_LIST,
  replace: (parentNode, children, match, isImport) => {
    if (!isImport && (match[0] ?? '').trim().startsWith('*')) return false;
    return UNORDERED_LIST.replace(parentNode, children, match, isImport);
  },
};
