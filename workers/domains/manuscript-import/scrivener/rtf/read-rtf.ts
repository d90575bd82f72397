/**
 * The RTF interpreter: walks the lexer's tokens with a stack of group states (character and
 * paragraph formatting, the destination being read) and produces paragraphs of formatted runs.
 * Written for what Scrivener (Cocoa RTF on the Mac, its own writer on Windows) and Word write;
 * anything it does not know is skipped, never fatal. Only a file that is not RTF at all, or nests
 * groups beyond reason, is refused ({@link RtfUnreadableError}).
 *
 * Its parts: the group state (rtf-group.ts) and the reader's (rtf-read-state.ts), characters
 * (rtf-text-input.ts), control words (rtf-control-words.ts) and the output (rtf-output.ts).
 */
import { readControlWord } from './rtf-control-words';
import { childGroup } from './rtf-group';
import { RtfLexer, type RtfToken } from './rtf-lexer';
import { type ReadRtfOptions, type RtfDocument, RtfUnreadableError } from './rtf-model';
import { RtfReadState } from './rtf-read-state';
import { flushBytes, readByte, readSymbol, readText } from './rtf-text-input';

export type { ReadRtfOptions } from './rtf-model';

/** Deeper nesting than this is not a document but an attack on the reader. */
const MAX_DEPTH = 512;

/** Reads an RTF file into paragraphs; throws {@link RtfUnreadableError} only for non-RTF. */
export function readRtf(bytes: Uint8Array, options: ReadRtfOptions): RtfDocument {
  return new RtfReader(bytes, options).read();
}

class RtfReader {
  private readonly lexer: RtfLexer;
  private readonly s: RtfReadState;

  constructor(bytes: Uint8Array, options: ReadRtfOptions) {
    this.lexer = new RtfLexer(bytes);
    this.s = new RtfReadState(options);
  }

  read(): RtfDocument {
    const s = this.s;
    const first = this.lexer.next();
    const second = this.lexer.next();
    if (first?.kind !== 'open' || second?.kind !== 'word' || second.word !== 'rtf') {
      throw new RtfUnreadableError('not an RTF file');
    }
    s.stack.push(s.group);
    s.group = { ...s.group, char: { ...s.group.char }, para: { ...s.group.para } };
    let truncated = true;
    for (let token = this.lexer.next(); token; token = this.lexer.next()) {
      if (token.kind === 'close' && s.stack.length === 1) {
        truncated = false;
        break;
      }
      this.token(token);
    }
    flushBytes(s);
    s.endParagraph(false);
    return s.output.document(truncated);
  }

  private token(token: RtfToken): void {
    const s = this.s;
    switch (token.kind) {
      case 'open':
        flushBytes(s);
        s.skipBytes = 0;
        if (s.stack.length >= MAX_DEPTH) throw new RtfUnreadableError('groups nested too deep');
        s.stack.push(s.group);
        s.group = childGroup(s.group, s.styles);
        return;
      case 'close':
        flushBytes(s);
        s.skipBytes = 0;
        s.closeGroup();
        return;
      case 'text':
        readText(s, token.bytes);
        return;
      case 'hex':
        readByte(s, token.byte);
        return;
      case 'bin':
        flushBytes(s);
        if (s.group.dest === 'pict') s.group.picture?.bytes(token.bytes);
        return;
      case 'symbol':
        flushBytes(s);
        readSymbol(s, token.char);
        return;
      case 'word':
        flushBytes(s);
        readControlWord(s, token.word, token.param);
        return;
    }
  }
}
