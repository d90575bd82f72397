/**
 * Characters in the RTF interpreter: text and `\'hh` bytes (decoded in the font's or the
 * document's code page), `\uN` with its `\ucN` fallback bytes skipped, control symbols; each
 * goes where the group reads (the page's text, a style's name, a list marker, a field's
 * instruction, an attachment's file name, a picture's data).
 */
import type { RtfReadState } from './rtf-read-state';
import { SYMBOLS } from './rtf-words';

export function readSymbol(s: RtfReadState, char: string): void {
  const g = s.group;
  if (char === '*') {
    g.starred = true;
    return;
  }
  if (g.dest === 'skip') return;
  const text = SYMBOLS[char];
  if (text === undefined) return;
  if (s.skipBytes > 0) {
    s.skipBytes -= 1;
    return;
  }
  s.append(text);
}

export function readUnicode(s: RtfReadState, param: number): void {
  const code = param < 0 ? param + 65536 : param;
  appendDecoded(s, String.fromCharCode(code));
  s.skipBytes = s.group.char.uc;
}

export function readText(s: RtfReadState, bytes: Uint8Array): void {
  const dest = s.group.dest;
  if (dest === 'skip') return;
  let from = 0;
  if (s.skipBytes > 0) {
    from = Math.min(bytes.length, s.skipBytes);
    s.skipBytes -= from;
  }
  if (dest === 'pict') {
    s.group.picture?.hex(bytes.subarray(from));
    return;
  }
  if (from < bytes.length) queueBytes(s, bytes.subarray(from));
}

export function readByte(s: RtfReadState, value: number): void {
  if (s.group.dest === 'skip') return;
  if (s.skipBytes > 0) {
    s.skipBytes -= 1;
    return;
  }
  queueBytes(s, Uint8Array.of(value));
}

/** Decodes the bytes waiting (a double-byte pair can span tokens) where the group reads. */
export function flushBytes(s: RtfReadState): void {
  const text = s.bytes.flush();
  if (text !== undefined) appendDecoded(s, text);
}

function queueBytes(s: RtfReadState, bytes: Uint8Array): void {
  const before = s.bytes.push(bytes, currentCodePage(s));
  if (before !== undefined) appendDecoded(s, before);
}

function currentCodePage(s: RtfReadState): number {
  const font = s.group.char.font ?? s.defaultFont;
  return (font !== undefined ? s.fonts.codePages.get(font) : undefined) ?? s.codePage;
}

/** Text that is already characters (decoded bytes or `\uN`): goes where the group reads. */
function appendDecoded(s: RtfReadState, text: string): void {
  const g = s.group;
  switch (g.dest) {
    case 'text':
      s.append(text);
      return;
    case 'stylesheet':
      if (g.style) g.style.name += text;
      return;
    case 'marker':
      s.marker += text;
      return;
    case 'fldinst':
      if (g.field) g.field.inst += text;
      return;
    case 'attachment':
      if (g.attachment) g.attachment.name += text;
      return;
    default:
      return;
  }
}
