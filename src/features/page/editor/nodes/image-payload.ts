/** What an inline image of a page carries (its node, its view and the host share it). */
export interface ImagePayload {
  /** A `blob:` URL, a base64 `data:image/...` URL or a project path under `images/`. */
  src: string;
  alt?: string;
  /** The inline-image local-file flag of the spec (kept as written). */
  localFile?: string;
  /** Path relative to the project, `images/...`. */
  relativePath?: string;
  /** Id of the stored blob the host resolves to a URL. */
  blobId?: string;
  /** Original file name. */
  fileName?: string;
}
