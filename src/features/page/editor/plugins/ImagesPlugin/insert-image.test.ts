// @vitest-environment jsdom
/** Inserting a compressed image: it lands in the page it was inserted into, or not at all. */
import { $dfs } from '@lexical/utils';
import { createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../../editor-config';
import { $isImageNode } from '../../nodes/ImageNode';
import { setEditorPage } from './editor-page';
import { insertImageFile } from './insert-image';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const file = new File(['x'], 'photo.png', { type: 'image/png' });

function images(editor: LexicalEditor): number {
  return editor.read(() => $dfs().filter(({ node }) => $isImageNode(node)).length);
}

describe('insertImageFile', () => {
  it('inserts the compressed image into the page', async () => {
    const editor = createEditor(pageEditorConfig());
    setEditorPage(editor, 'page:a');
    const outcome = await insertImageFile(editor, file, async () => ({ src: PNG, alt: 'Photo' }));
    expect(outcome).toBe('inserted');
    expect(images(editor)).toBe(1);
  });

  it('does not put it into another page opened while it was being compressed', async () => {
    const editor = createEditor(pageEditorConfig());
    setEditorPage(editor, 'page:a');
    let finish: (value: { src: string }) => void = () => undefined;
    const pending = insertImageFile(
      editor,
      file,
      () => new Promise((resolve) => (finish = resolve)),
    );
    setEditorPage(editor, 'page:b');
    finish({ src: PNG });
    expect(await pending).toBe('cancelled');
    expect(images(editor)).toBe(0);
  });
});
