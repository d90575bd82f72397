/**
 * Which text encoding RTF bytes are in: the document's `\ansicpgN` (or `\mac`), or a font's
 * `\fcharsetN` / `\cpgN`, named as the browser's TextDecoder knows it.
 */

/** Windows code pages and their TextDecoder labels (the Encoding Standard's names). */
const CODE_PAGES: Readonly<Record<number, string>> = {
  437: 'windows-1252',
  850: 'windows-1252',
  866: 'ibm866',
  874: 'windows-874',
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  1250: 'windows-1250',
  1251: 'windows-1251',
  1252: 'windows-1252',
  1253: 'windows-1253',
  1254: 'windows-1254',
  1255: 'windows-1255',
  1256: 'windows-1256',
  1257: 'windows-1257',
  1258: 'windows-1258',
  10000: 'macintosh',
  20866: 'koi8-r',
  28591: 'windows-1252',
  65001: 'utf-8',
};

/** `\fcharsetN` values and the code page each stands for. */
const CHARSETS: Readonly<Record<number, number>> = {
  77: 10000,
  128: 932,
  129: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250,
};

export const DEFAULT_CODE_PAGE = 1252;

/** The code page a `\fcharsetN` implies, or undefined for "the document's own" (0, 1, symbol…). */
export function codePageOfCharset(charset: number): number | undefined {
  return CHARSETS[charset];
}

const decoders = new Map<number, TextDecoder>();

/** A decoder for the code page (windows-1252 when the browser does not know it). */
export function decoderFor(codePage: number): TextDecoder {
  let decoder = decoders.get(codePage);
  if (!decoder) {
    const label = CODE_PAGES[codePage] ?? 'windows-1252';
    try {
      decoder = new TextDecoder(label);
    } catch {
      decoder = new TextDecoder('windows-1252');
    }
    decoders.set(codePage, decoder);
  }
  return decoder;
}
