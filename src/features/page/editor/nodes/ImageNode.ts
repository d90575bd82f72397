/**
 * Inline image of a page. Exported as `<img>` with the page allow-list's image attributes
 * (src, alt, data-local-file, data-relative-path, data-blob-id, data-file-name) and imported
 * back from the same markup. Shown by {@link ImageView}: directly for an image inside the book,
 * through the host for one in the project folder. Only safe sources are ever kept.
 */
import {
  $applyNodeReplacement,
  $getDocument,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import { createElement, type ReactElement } from 'react';
import { isSafeImageSrc } from '../../../../../workers/contract/sanitize-rules';
import { ImageView } from './ImageView';
import type { ImagePayload } from './image-payload';

export type { ImagePayload } from './image-payload';

/** JSON form of an {@link ImageNode} (clipboard, history). */
export type SerializedImageNode = Spread<
  {
    src: string;
    alt: string;
    localFile: string;
    relativePath: string;
    blobId: string;
    fileName: string;
  },
  SerializedLexicalNode
>;

/** Attribute names of the exported `<img>`, by payload field. */
const DATA_ATTRIBUTES = {
  localFile: 'data-local-file',
  relativePath: 'data-relative-path',
  blobId: 'data-blob-id',
  fileName: 'data-file-name',
} as const;

type DataField = keyof typeof DATA_ATTRIBUTES;
const DATA_FIELDS = Object.keys(DATA_ATTRIBUTES) as DataField[];

/** An inline image, rendered by the {@link ImageView} decorator. */
export class ImageNode extends DecoratorNode<ReactElement> {
  __src: string;
  __alt: string;
  __localFile: string;
  __relativePath: string;
  __blobId: string;
  __fileName: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(payloadOf(node), node.__key);
  }

  static override importJSON(serialized: SerializedImageNode): ImageNode {
    return $createImageNode({
      src: serialized.src,
      alt: serialized.alt,
      localFile: serialized.localFile,
      relativePath: serialized.relativePath,
      blobId: serialized.blobId,
      fileName: serialized.fileName,
    });
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      img: () => ({ conversion: $convertImageElement, priority: 0 }),
    };
  }

  // The payload has a default: @lexical/yjs builds each node class once without arguments to
  // learn its properties (issue 31).
  constructor(payload: ImagePayload = { src: '' }, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__alt = payload.alt ?? '';
    this.__localFile = payload.localFile ?? '';
    this.__relativePath = payload.relativePath ?? '';
    this.__blobId = payload.blobId ?? '';
    this.__fileName = payload.fileName ?? '';
  }

  override exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      type: 'image',
      version: 1,
      src: this.__src,
      alt: this.__alt,
      localFile: this.__localFile,
      relativePath: this.__relativePath,
      blobId: this.__blobId,
      fileName: this.__fileName,
    };
  }

  /** Everything the node carries, empty fields left out. */
  getPayload(): ImagePayload {
    return payloadOf(this.getLatest());
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  getAlt(): string {
    return this.getLatest().__alt;
  }

  override exportDOM(): DOMExportOutput {
    return { element: createImageElement($getDocument(), this.getPayload()) };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const doc = $getDocument();
    const span = doc.createElement('span');
    const className = config.theme.image;
    if (typeof className === 'string' && className !== '') span.className = className;
    span.contentEditable = 'false';
    return span;
  }

  override updateDOM(): boolean {
    return false;
  }

  override getTextContent(): string {
    return '';
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): ReactElement {
    return createElement(ImageView, { payload: this.getPayload() });
  }
}

/** Creates an {@link ImageNode}. */
export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

/** True when `node` is an {@link ImageNode}. */
export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}

/** The fields of one node version (not `getLatest`: `updateDOM` compares two versions). */
function payloadOf(node: ImageNode): ImagePayload {
  const payload: ImagePayload = { src: node.__src };
  if (node.__alt !== '') payload.alt = node.__alt;
  for (const field of DATA_FIELDS) {
    const value = node[`__${field}`];
    if (value !== '') payload[field] = value;
  }
  return payload;
}

/** An `<img>` for `payload`; an unsafe src is left out (the sanitiser then drops the image). */
function createImageElement(doc: Document, payload: ImagePayload): HTMLImageElement {
  const img = doc.createElement('img');
  if (isSafeImageSrc(payload.src)) img.setAttribute('src', payload.src);
  img.setAttribute('alt', payload.alt ?? '');
  for (const field of DATA_FIELDS) {
    const value = payload[field];
    if (value !== undefined && value !== '') img.setAttribute(DATA_ATTRIBUTES[field], value);
  }
  return img;
}

function $convertImageElement(dom: HTMLElement): DOMConversionOutput {
  const src = dom.getAttribute('src') ?? '';
  if (!isSafeImageSrc(src)) return { node: null };
  const payload: ImagePayload = { src: src.trim(), alt: dom.getAttribute('alt') ?? '' };
  for (const field of DATA_FIELDS) {
    const value = dom.getAttribute(DATA_ATTRIBUTES[field]);
    if (value !== null && value !== '') payload[field] = value;
  }
  return { node: $createImageNode(payload) };
}
