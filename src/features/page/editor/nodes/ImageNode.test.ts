// @vitest-environment jsdom
import { $createParagraphNode, $getRoot, createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { pageEditorConfig } from '../editor-config';
import { $createImageNode, $isImageNode, ImageNode, type SerializedImageNode } from './ImageNode';

const PAYLOAD = {
  src: 'images/cover.png',
  alt: 'Cover',
  localFile: 'true',
  relativePath: 'images/cover.png',
  blobId: 'blob-7',
  fileName: 'cover.png',
};

describe('ImageNode', () => {
  it('is an inline node with no text', () => {
    const editor = createEditor(pageEditorConfig());
    editor.update(
      () => {
        const image = $createImageNode(PAYLOAD);
        $getRoot().append($createParagraphNode().append(image));
        expect($isImageNode(image)).toBe(true);
        expect(image.isInline()).toBe(true);
        expect(image.getTextContent()).toBe('');
      },
      { discrete: true },
    );
  });

  it('survives a JSON round trip (clipboard, history)', () => {
    const editor = createEditor(pageEditorConfig());
    let json: SerializedImageNode | null = null;
    editor.update(
      () => {
        json = $createImageNode(PAYLOAD).exportJSON();
      },
      { discrete: true },
    );
    expect(json).toMatchObject({ type: 'image', ...PAYLOAD });
    editor.update(
      () => {
        if (json === null) throw new Error('no JSON');
        expect(ImageNode.importJSON(json).getPayload()).toEqual(PAYLOAD);
      },
      { discrete: true },
    );
  });

  it('renders no src that the page allow-list refuses', () => {
    const editor = createEditor(pageEditorConfig());
    editor.update(
      () => {
        const image = $createImageNode({ src: 'javascript:alert(1)' });
        const exported = image.exportDOM().element as HTMLElement;
        expect(exported.hasAttribute('src')).toBe(false);
      },
      { discrete: true },
    );
  });
});
