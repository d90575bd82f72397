/**
 * Pictures inside RTF: a `{\pict …}` group's hex digits (or `\bin` bytes) gathered into the
 * picture's bytes. PNG and JPEG come in; WMF, EMF, PICT and bitmaps do not (the reader reports
 * them). Also the image types a Cocoa attachment's file name (`\NeXTGraphic name.png`) may have.
 */

export interface ImageKind {
  type: string;
  ext: string;
}

/** A picture larger than this (decoded) is left out. */
const MAX_PICTURE_BYTES = 32 * 1024 * 1024;

const BLIP_KINDS: Readonly<Record<string, ImageKind>> = {
  pngblip: { type: 'image/png', ext: 'png' },
  jpegblip: { type: 'image/jpeg', ext: 'jpg' },
};

/** Formats a page cannot show, by the names an author may know them by. */
const OTHER_FORMATS: Readonly<Record<string, string>> = {
  wmetafile: 'WMF',
  emfblip: 'EMF',
  macpict: 'PICT',
  dibitmap: 'bitmap',
  wbitmap: 'bitmap',
  pmmetafile: 'OS/2 metafile',
};

const FILE_KINDS: Readonly<Record<string, ImageKind>> = {
  png: { type: 'image/png', ext: 'png' },
  jpg: { type: 'image/jpeg', ext: 'jpg' },
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
  gif: { type: 'image/gif', ext: 'gif' },
  webp: { type: 'image/webp', ext: 'webp' },
};

/** The image kind of an attachment's file name, when a page can show it. */
export function imageKindOfFileName(name: string): ImageKind | undefined {
  return FILE_KINDS[name.toLowerCase().split('.').pop() ?? ''];
}

function nibble(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  const lower = b | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** One `{\pict …}` being read. */
export class RtfPicture {
  private format: string | undefined;
  private readonly chunks: Uint8Array[] = [];
  private size = 0;
  private high = -1;

  /** Takes a control word of the picture group; true when it named the picture's format. */
  formatWord(word: string): boolean {
    if (!(word in BLIP_KINDS) && !(word in OTHER_FORMATS)) return false;
    this.format = word;
    return true;
  }

  /** Hex digits of the picture's data (anything else between them is ignored). */
  hex(text: Uint8Array): void {
    if (this.size > MAX_PICTURE_BYTES) return;
    const out = new Uint8Array(Math.ceil(text.length / 2) + 1);
    let n = 0;
    for (const b of text) {
      const v = nibble(b);
      if (v < 0) continue;
      if (this.high < 0) this.high = v;
      else {
        out[n] = this.high * 16 + v;
        n += 1;
        this.high = -1;
      }
    }
    this.bytes(out.subarray(0, n));
  }

  /** Raw data (`\binN`). */
  bytes(data: Uint8Array): void {
    if (this.size > MAX_PICTURE_BYTES) return;
    this.chunks.push(data.slice());
    this.size += data.length;
  }

  /** The picture, or what to call it in a report when it cannot come in. */
  finish(): { bytes: Uint8Array; kind: ImageKind } | { leftOut: string } {
    const kind = this.format ? BLIP_KINDS[this.format] : undefined;
    if (!kind || this.size === 0 || this.size > MAX_PICTURE_BYTES) {
      const named = this.format
        ? (BLIP_KINDS[this.format]?.ext ?? OTHER_FORMATS[this.format])
        : undefined;
      return { leftOut: (named ?? '?').toUpperCase() };
    }
    const bytes = new Uint8Array(this.size);
    let offset = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    return { bytes, kind };
  }
}
