/** Ctrl/Cmd+Home and Ctrl/Cmd+End go to the page's very start and end (see page-edges.ts). */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { COMMAND_PRIORITY_NORMAL, KEY_DOWN_COMMAND } from 'lexical';
import { useEffect } from 'react';
import { $moveToPageEdge, pageEdgeOf } from './page-edges';

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function PageEdgesPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          const edge = pageEdgeOf(event, APPLE);
          if (edge === null) return false;
          event.preventDefault();
          editor.update(() => $moveToPageEdge(edge, event.shiftKey));
          return true;
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    [editor],
  );
  return null;
}
