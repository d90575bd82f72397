/** Public surface of the page editor feature. */
export { $exportPageHtml, $importPageHtml } from './html/page-html';
export { PAGE_TRANSFORMERS } from './markdown/page-transformers';
export type { ImagePayload } from './nodes/ImageNode';
export type { HostImageState, ImageHost } from './nodes/image-host';
export {
  PageEditor,
  type PageEditorHandle,
  type PageEditorProps,
  SERIALIZE_DELAY_MS,
  SERIALIZE_MAX_WAIT_MS,
} from './PageEditor';
export type { PageEditorSettings } from './page-editor-settings';
export { cleanPastedHtml } from './paste/clean-pasted-html';
export type { InsertedImage, InsertImageHandler } from './plugins/ImagesPlugin/insert-image';
