/** Keeps every link of the page safe (see link-safety.ts). */
import { LinkNode } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect } from 'react';
import { $makeLinkSafe } from './link-safety';

export function LinkSafetyPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.registerNodeTransform(LinkNode, $makeLinkSafe), [editor]);
  return null;
}
