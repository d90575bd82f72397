/**
 * How a scene break looks in the editor: a centred `* * *` (drawn by editor.css, so it is no
 * text of the page), named "Scene break" for assistive technology. A click selects it (then
 * Backspace or Delete removes it); the arrow keys reach it as they reach a picture.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW, type NodeKey } from 'lexical';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function SceneBreakView({ nodeKey }: { nodeKey: NodeKey }) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);

  useEffect(
    () =>
      editor.registerCommand(
        CLICK_COMMAND,
        (event: MouseEvent) => {
          const element = editor.getElementByKey(nodeKey);
          if (!element || !(event.target instanceof Node) || !element.contains(event.target))
            return false;
          if (!event.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, nodeKey, clearSelection, setSelected],
  );

  return (
    <hr
      className={
        selected ? 'sb-editor__scene-mark sb-editor__scene-mark--selected' : 'sb-editor__scene-mark'
      }
      aria-label={t('editor.scene_break')}
    />
  );
}
