/** What the database worker sends the typesetter's worker, and what comes back (typst.worker.ts). */
export interface TypesetJob {
  /** The compiled Typst engine (a WebAssembly.Module passes between workers without copying). */
  engine: WebAssembly.Module;
  /** TTF/OTF files, every face the book needs. */
  fonts: Uint8Array[];
  /** The templates (`.typ`), /book.json and the pictures. */
  files: Array<{ path: string; bytes: Uint8Array }>;
  /** The path of the template to compile. */
  main: string;
}

export type TypesetReply = { kind: 'pdf'; pdf: Uint8Array } | { kind: 'error'; message: string };
