/**
 * Text bytes of an RTF file waiting to be decoded: kept until something else comes, then
 * decoded at once in their code page, so that a double-byte character written as two `\'hh`
 * (GBK, Shift-JIS, Big5) comes out whole. Plain ASCII needs no decoder.
 */
import { DEFAULT_CODE_PAGE, decoderFor } from './code-pages';

function isAscii(bytes: Uint8Array): boolean {
  if (bytes.length > 4096) return false;
  for (const b of bytes) if (b >= 0x80) return false;
  return true;
}

export class RtfByteQueue {
  private chunks: Uint8Array[] = [];
  private length = 0;
  private codePage = DEFAULT_CODE_PAGE;

  /** Queues bytes in `codePage`; answers what was queued before in another code page, if any. */
  push(bytes: Uint8Array, codePage: number): string | undefined {
    const before = this.length > 0 && codePage !== this.codePage ? this.flush() : undefined;
    this.codePage = codePage;
    this.chunks.push(bytes);
    this.length += bytes.length;
    return before;
  }

  /** The queued bytes as text (undefined when none are queued). */
  flush(): string | undefined {
    if (this.length === 0) return undefined;
    let bytes = this.chunks[0] as Uint8Array;
    if (this.chunks.length > 1) {
      bytes = new Uint8Array(this.length);
      let offset = 0;
      for (const chunk of this.chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
    }
    this.chunks = [];
    this.length = 0;
    return isAscii(bytes)
      ? String.fromCharCode.apply(null, bytes as unknown as number[])
      : decoderFor(this.codePage).decode(bytes);
  }
}
