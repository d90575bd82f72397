/**
 * A scene break (issue 25): a block of its own between two scenes, stored as `<hr>` (the page
 * allow-list's thematic break; workers/contract/scene-break.ts) and read back from any `<hr>`
 * (a stored page, a paste from Word or the web). Every export writes it as the book's chosen
 * separator. In the editor it is a centred mark ({@link SceneBreakView}) that the arrow keys,
 * Backspace and Delete select and remove like any block. It holds no text: no word is counted.
 */
import {
  $applyNodeReplacement,
  $getDocument,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type SerializedLexicalNode,
} from 'lexical';
import { createElement, type ReactElement } from 'react';
import { SceneBreakView } from './SceneBreakView';

export class SceneBreakNode extends DecoratorNode<ReactElement> {
  static override getType(): string {
    return 'scene-break';
  }

  static override clone(node: SceneBreakNode): SceneBreakNode {
    return new SceneBreakNode(node.__key);
  }

  static override importJSON(_serialized: SerializedLexicalNode): SceneBreakNode {
    return $createSceneBreakNode();
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      hr: () => ({ conversion: () => ({ node: $createSceneBreakNode() }), priority: 0 }),
    };
  }

  override exportJSON(): SerializedLexicalNode {
    return { ...super.exportJSON(), type: 'scene-break', version: 1 };
  }

  override exportDOM(): DOMExportOutput {
    return { element: $getDocument().createElement('hr') };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const div = $getDocument().createElement('div');
    const className = config.theme.sceneBreak;
    if (typeof className === 'string' && className !== '') div.className = className;
    div.contentEditable = 'false';
    return div;
  }

  override updateDOM(): boolean {
    return false;
  }

  override getTextContent(): string {
    return '\n';
  }

  override isInline(): false {
    return false;
  }

  override decorate(): ReactElement {
    return createElement(SceneBreakView, { nodeKey: this.__key });
  }
}

/** A new scene break. */
export function $createSceneBreakNode(): SceneBreakNode {
  return $applyNodeReplacement(new SceneBreakNode());
}

export function $isSceneBreakNode(node: LexicalNode | null | undefined): node is SceneBreakNode {
  return node instanceof SceneBreakNode;
}
