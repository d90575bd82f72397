/**
 * RTF lexer: turns the bytes of an RTF file into tokens one at a time (groups, control words,
 * control symbols, `\'hh` bytes, `\binN` data and runs of text bytes). Text stays bytes here:
 * what they mean depends on the code page the interpreter is in.
 */

export type RtfToken =
  | { kind: 'open' }
  | { kind: 'close' }
  /** `\word` or `\wordN`; `param` is undefined when the word has no number. */
  | { kind: 'word'; word: string; param: number | undefined }
  /** A control symbol: `\~`, `\-`, `\_`, `\*`, `\{`… (the character after the backslash). */
  | { kind: 'symbol'; char: string }
  /** `\'hh`: one byte in the current code page. */
  | { kind: 'hex'; byte: number }
  /** `\binN`: N raw bytes. */
  | { kind: 'bin'; bytes: Uint8Array }
  /** A run of literal text bytes (no braces, backslashes or line ends). */
  | { kind: 'text'; bytes: Uint8Array };

const BACKSLASH = 0x5c;
const OPEN = 0x7b;
const CLOSE = 0x7d;
const CR = 0x0d;
const LF = 0x0a;
/** Longest control word the RTF specification allows. */
const MAX_WORD = 32;

function isLetter(b: number): boolean {
  return (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a);
}

function isDigit(b: number): boolean {
  return b >= 0x30 && b <= 0x39;
}

function hexValue(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if (b >= 0x61 && b <= 0x66) return b - 0x57;
  if (b >= 0x41 && b <= 0x46) return b - 0x37;
  return -1;
}

/** Reads tokens from RTF bytes; `next()` answers null at the end. */
export class RtfLexer {
  private pos = 0;

  constructor(private readonly bytes: Uint8Array) {}

  next(): RtfToken | null {
    const bytes = this.bytes;
    // Line ends between tokens mean nothing in RTF.
    while (this.pos < bytes.length && (bytes[this.pos] === CR || bytes[this.pos] === LF)) {
      this.pos += 1;
    }
    if (this.pos >= bytes.length) return null;
    const b = bytes[this.pos] as number;
    if (b === OPEN) {
      this.pos += 1;
      return { kind: 'open' };
    }
    if (b === CLOSE) {
      this.pos += 1;
      return { kind: 'close' };
    }
    if (b === BACKSLASH) return this.control();
    const start = this.pos;
    while (this.pos < bytes.length) {
      const c = bytes[this.pos] as number;
      if (c === OPEN || c === CLOSE || c === BACKSLASH || c === CR || c === LF) break;
      this.pos += 1;
    }
    return { kind: 'text', bytes: bytes.subarray(start, this.pos) };
  }

  private control(): RtfToken {
    const bytes = this.bytes;
    this.pos += 1; // the backslash
    if (this.pos >= bytes.length) return { kind: 'symbol', char: '\\' };
    const first = bytes[this.pos] as number;
    if (!isLetter(first)) {
      this.pos += 1;
      // A backslash before a line end is a paragraph break (Cocoa RTF writes them so).
      if (first === CR || first === LF) {
        if (first === CR && bytes[this.pos] === LF) this.pos += 1;
        return { kind: 'word', word: 'par', param: undefined };
      }
      if (first === 0x27) return this.hex();
      return { kind: 'symbol', char: String.fromCharCode(first) };
    }
    const start = this.pos;
    while (this.pos < bytes.length && isLetter(bytes[this.pos] as number)) this.pos += 1;
    let word = '';
    for (let i = start; i < Math.min(this.pos, start + MAX_WORD); i += 1) {
      word += String.fromCharCode(bytes[i] as number);
    }
    let param: number | undefined;
    const negative = bytes[this.pos] === 0x2d && isDigit(bytes[this.pos + 1] ?? 0);
    if (negative) this.pos += 1;
    const digitsStart = this.pos;
    let value = 0;
    while (
      this.pos < bytes.length &&
      isDigit(bytes[this.pos] as number) &&
      this.pos - digitsStart < 10
    ) {
      value = value * 10 + ((bytes[this.pos] as number) - 0x30);
      this.pos += 1;
    }
    if (this.pos > digitsStart) param = negative ? -value : value;
    // One space after a control word is its delimiter, not text.
    if (bytes[this.pos] === 0x20) this.pos += 1;
    if (word === 'bin' && param !== undefined && param > 0) {
      const data = bytes.subarray(this.pos, Math.min(bytes.length, this.pos + param));
      this.pos += data.length;
      return { kind: 'bin', bytes: data };
    }
    return { kind: 'word', word, param };
  }

  private hex(): RtfToken {
    const hi = hexValue(this.bytes[this.pos] ?? 0);
    const lo = hexValue(this.bytes[this.pos + 1] ?? 0);
    if (hi < 0 || lo < 0) return { kind: 'symbol', char: "'" };
    this.pos += 2;
    return { kind: 'hex', byte: hi * 16 + lo };
  }
}
