/**
 * How a scene break looks in the editor: the book's separator centred (`* * *` unless the
 * author chose another; drawn by editor.css, so it is no text of the page), named "Scene break"
 * for assistive technology. A click selects it (then
 * Backspace or Delete removes it); the arrow keys reach it as they reach a picture.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW, type NodeKey } from 'lexical';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSceneSeparator } from './scene-separator';

export function SceneBreakView({ nodeKey }: { nodeKey: NodeKey }) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  const mark = useSceneSeparator();

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

  const classes = ['sb-editor__scene-mark'];
  if (mark === '') classes.push('sb-editor__scene-mark--blank');
  if (selected) classes.push('sb-editor__scene-mark--selected');
  return (
    <hr
      className={classes.join(' ')}
      // Drawn by editor.css (content: attr(data-mark)): no text of the page. Spaces set wide.
      data-mark={mark.replaceAll(' ', '\u2003')}
      aria-label={t('editor.scene_break')}
    />
  );
}
