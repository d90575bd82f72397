/**
 * How the page editor shows images it cannot show by itself. Images inside the book (data: and
 * blob: URLs) show directly; an image of the project folder (`images/...`) is resolved by the host
 * into a URL or a restore code, and the host offers the relink actions for a missing one.
 */
import { createContext } from 'react';
import type { ImagePayload } from './image-payload';

/** What a page shows for a project image. */
export type HostImageState =
  | { kind: 'loading' }
  | { kind: 'shown'; url: string }
  | { kind: 'missing'; code: string };

export interface ImageHost {
  /** A URL for the image, or its restore code. */
  resolve(payload: ImagePayload): Promise<HostImageState>;
  /** Called with a blob id ('' for every image) when images should be resolved again. */
  subscribe(listener: (blobId: string) => void): () => void;
  /** The author asked to relink a missing image; resolves once done (or given up). */
  relink(payload: ImagePayload, code: string): Promise<void>;
  /** The author keeps the file that changed outside the app (metadata_mismatch). */
  acceptChanged(payload: ImagePayload): Promise<void>;
}

export const ImageHostContext = createContext<ImageHost | null>(null);

/** True for a src the browser shows as it is (inside the book). */
export const showsDirectly = (src: string) => /^(?:data:image\/|blob:)/i.test(src.trim());
