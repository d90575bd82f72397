/**
 * A ZIP archive written as a stream (fflate's `Zip`, synchronous, no worker of its own): entries
 * are added one after another and the archive's bytes are taken out in chunks as they are made,
 * so a writer can yield them while the rest of the book is still being read. Shared by the EPUB,
 * DOCX and Markdown (.zip) writers.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

const encoder = new TextEncoder();

/** An entry still being written: text or bytes pushed in order, then closed. */
export interface OpenEntry {
  write(data: string | Uint8Array): void;
  close(): void;
}

export interface ZipEntryOptions {
  /** Store without compression (the EPUB `mimetype`, pictures already compressed). */
  store?: boolean;
}

/** Pictures and fonts are compressed already: deflating them costs time and saves nothing. */
const STORED_EXTENSIONS = /\.(?:png|jpe?g|gif|webp|woff2?)$/i;

export class ZipStream {
  private readonly zip: Zip;
  private chunks: Uint8Array[] = [];
  private size = 0;
  private failure: Error | null = null;
  private readonly open = new Set<OpenEntry>();
  private finished = false;
  /** Bytes of the archive made so far. */
  written = 0;

  constructor(private readonly mtime: Date = new Date()) {
    this.zip = new Zip((error, data, final) => {
      if (error) {
        this.failure = error;
        return;
      }
      if (data.length > 0) {
        this.chunks.push(data);
        this.size += data.length;
        this.written += data.length;
      }
      if (final) this.finished = true;
    });
  }

  /** Adds a whole entry. */
  file(name: string, data: string | Uint8Array, options: ZipEntryOptions = {}): void {
    const entry = this.openEntry(name, options);
    entry.write(data);
    entry.close();
  }

  /**
   * Starts an entry written in pieces. Entries added while it is open are written after it (their
   * bytes wait in memory until it is closed).
   */
  openEntry(name: string, options: ZipEntryOptions = {}): OpenEntry {
    const store = options.store ?? STORED_EXTENSIONS.test(name);
    const stream = store ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    stream.mtime = this.mtime;
    this.zip.add(stream);
    this.check();
    let closed = false;
    const entry: OpenEntry = {
      write: (data) => {
        if (closed) throw new Error(`zip: ${name} is closed`);
        const bytes = typeof data === 'string' ? encoder.encode(data) : data;
        if (bytes.length > 0) stream.push(bytes, false);
        this.check();
      },
      close: () => {
        if (closed) return;
        closed = true;
        stream.push(new Uint8Array(0), true);
        this.open.delete(entry);
        this.check();
      },
    };
    this.open.add(entry);
    return entry;
  }

  /** Writes the central directory; nothing may be added after. */
  end(): void {
    for (const entry of [...this.open]) entry.close();
    this.zip.end();
    this.check();
    if (!this.finished) throw new Error('zip: the archive did not finish');
  }

  /** Takes the bytes made since the last call, joined into one chunk (null when none). */
  take(): Uint8Array | null {
    if (this.size === 0) return null;
    const out =
      this.chunks.length === 1 ? (this.chunks[0] as Uint8Array) : join(this.chunks, this.size);
    this.chunks = [];
    this.size = 0;
    return out;
  }

  /** Bytes waiting to be taken. */
  get pending(): number {
    return this.size;
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }
}

function join(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Throws the signal's reason (an AbortError) when the export was cancelled. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) {
    throw signal.reason instanceof Error
      ? signal.reason
      : new DOMException('The export was cancelled.', 'AbortError');
  }
}
