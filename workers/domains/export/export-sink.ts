/**
 * Where an export's bytes go: a file the author chose in the save picker (streamed through a
 * writable, which replaces the file only on close, so an abort leaves it as it was), or a Blob
 * the UI downloads. Small chunks are gathered and written a megabyte at a time.
 */
import { openWritable } from '../../files/faults';

export interface ExportSink {
  write(chunk: Uint8Array): Promise<void>;
  /** Finishes the file; the Blob for a download. */
  close(): Promise<Blob | undefined>;
  /** Leaves nothing behind: the file as it was (a file the picker just made: removed). */
  abort(): Promise<void>;
  /** Bytes written so far. */
  readonly size: number;
}

const WRITE_SIZE = 1 << 20;

/** Gathers chunks and hands them on in blobs of about WRITE_SIZE bytes. */
class Gatherer {
  private parts: Uint8Array[] = [];
  private pending = 0;
  size = 0;

  add(chunk: Uint8Array): Blob | null {
    if (chunk.byteLength === 0) return null;
    this.parts.push(chunk);
    this.pending += chunk.byteLength;
    this.size += chunk.byteLength;
    return this.pending >= WRITE_SIZE ? this.flush() : null;
  }

  flush(): Blob | null {
    if (this.pending === 0) return null;
    const blob = new Blob(this.parts as BlobPart[]);
    this.parts = [];
    this.pending = 0;
    return blob;
  }
}

type RemovableHandle = FileSystemFileHandle & { remove?: () => Promise<void> };

export async function fileSink(handle: FileSystemFileHandle): Promise<ExportSink> {
  const before = await handle
    .getFile()
    .then((f) => f.size)
    .catch(() => 0);
  const writable = await openWritable(handle);
  const gather = new Gatherer();
  const abort = async () => {
    await writable.abort().catch(() => undefined);
    // The picker makes an empty file for a new name: an export that did not finish removes it.
    if (before === 0) {
      const size = await handle
        .getFile()
        .then((f) => f.size)
        .catch(() => -1);
      if (size === 0) await (handle as RemovableHandle).remove?.().catch(() => undefined);
    }
  };
  return {
    get size() {
      return gather.size;
    },
    async write(chunk) {
      const blob = gather.add(chunk);
      if (blob) await writable.write(blob);
    },
    async close() {
      const blob = gather.flush();
      if (blob) await writable.write(blob);
      await writable.close();
      return undefined;
    },
    abort,
  };
}

export function blobSink(mimeType: string): ExportSink {
  const gather = new Gatherer();
  let blobs: Blob[] = [];
  return {
    get size() {
      return gather.size;
    },
    async write(chunk) {
      const blob = gather.add(chunk);
      if (blob) blobs.push(blob);
    },
    async close() {
      const last = gather.flush();
      if (last) blobs.push(last);
      const out = new Blob(blobs, { type: mimeType });
      blobs = [];
      return out;
    },
    async abort() {
      blobs = [];
      gather.flush();
    },
  };
}
