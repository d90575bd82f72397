/** Image files pasted or dropped into the page go to the host's image handler. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { DRAG_DROP_PASTE } from '@lexical/rich-text';
import { COMMAND_PRIORITY_LOW } from 'lexical';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type InsertImageHandler, insertImageFile, isImageFile } from './insert-image';

/** Props of {@link ImagesPlugin}. */
export interface ImagesPluginProps {
  onInsertImage: InsertImageHandler;
  /** Called when the host could not store an image, or returned an unusable src. */
  onFailure: () => void;
}

/** Sends pasted and dropped image files to `onInsertImage`, one after the other. */
export function ImagesPlugin({ onInsertImage, onFailure }: ImagesPluginProps): null {
  const [editor] = useLexicalComposerContext();
  const props = useRef({ onInsertImage, onFailure });
  useLayoutEffect(() => {
    props.current = { onInsertImage, onFailure };
  });
  useEffect(
    () =>
      editor.registerCommand(
        DRAG_DROP_PASTE,
        (files) => {
          const images = files.filter(isImageFile);
          if (images.length === 0) return false;
          void (async () => {
            for (const file of images) {
              const outcome = await insertImageFile(editor, file, props.current.onInsertImage);
              if (outcome === 'failed') props.current.onFailure();
            }
          })();
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor],
  );
  return null;
}
