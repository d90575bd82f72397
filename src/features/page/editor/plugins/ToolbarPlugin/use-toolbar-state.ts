/** The toolbar state kept in React: selection formats, block, alignment, undo and redo. */
import { mergeRegister } from '@lexical/utils';
import {
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  type LexicalEditor,
} from 'lexical';
import { useEffect, useState } from 'react';
import { $readToolbarState, sameToolbarState, type ToolbarState } from './toolbar-state';

/** {@link ToolbarState} plus history availability. */
export interface ToolbarView extends ToolbarState {
  canUndo: boolean;
  canRedo: boolean;
}

/** Follows `editor`; re-renders only when something the toolbar shows has changed. */
export function useToolbarState(editor: LexicalEditor): ToolbarView {
  const [state, setState] = useState<ToolbarState>(() =>
    editor.getEditorState().read($readToolbarState),
  );
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read($readToolbarState);
          setState((previous) => (sameToolbarState(previous, next) ? previous : next));
        }),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (payload) => {
            setCanUndo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (payload) => {
            setCanRedo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );

  return { ...state, canUndo, canRedo };
}
