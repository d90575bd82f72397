/**
 * Bytes of a text file to a string: the encoding its byte order mark names (UTF-8, UTF-16 LE or
 * BE), else UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what older Windows editors
 * wrote), said as a problem so the author can check the accents. Bytes that are not text at all
 * (NUL bytes, many control characters) are refused.
 */
export type DecodedText =
  | { ok: true; text: string; encoding: string; guessed: boolean }
  | { ok: false; reason: 'not_text' };

function bomEncoding(bytes: Uint8Array): { encoding: string; skip: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  return null;
}

/** True when the bytes look like a binary file: a NUL, or over 1 in 20 control bytes. */
function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c)
      controls += 1;
  }
  return controls * 20 > sample.length;
}

/** Windows-1252's characters for the bytes 0x80–0x9F (where it differs from ISO-8859-1). */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Windows-1252 by its table (some TextDecoders read the label as ISO-8859-1). */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const chunk = 0x4000;
  for (let start = 0; start < bytes.length; start += chunk) {
    const codes = Array.from(bytes.subarray(start, start + chunk), (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b,
    );
    out += String.fromCharCode(...codes);
  }
  return out;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const bom = bomEncoding(bytes);
  if (bom) {
    try {
      const text = new TextDecoder(bom.encoding, { fatal: true }).decode(bytes.subarray(bom.skip));
      return { ok: true, text, encoding: bom.encoding, guessed: false };
    } catch {
      return { ok: false, reason: 'not_text' };
    }
  }
  if (looksBinary(bytes)) return { ok: false, reason: 'not_text' };
  try {
    return {
      ok: true,
      text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
      encoding: 'utf-8',
      guessed: false,
    };
  } catch {
    return {
      ok: true,
      text: decodeWindows1252(bytes),
      encoding: 'windows-1252',
      guessed: true,
    };
  }
}
