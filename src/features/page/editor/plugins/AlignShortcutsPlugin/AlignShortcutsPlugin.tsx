/** Applies block alignment from the keyboard (see align-shortcuts.ts). */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { COMMAND_PRIORITY_NORMAL, FORMAT_ELEMENT_COMMAND, KEY_DOWN_COMMAND } from 'lexical';
import { useEffect } from 'react';
import { alignmentForShortcut } from './align-shortcuts';

/** Registers Ctrl/Cmd+Shift+L/E/R/J for left, center, right and justified alignment. */
export function AlignShortcutsPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          const alignment = alignmentForShortcut(event);
          if (alignment === null) return false;
          event.preventDefault();
          return editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, alignment);
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    [editor],
  );
  return null;
}
