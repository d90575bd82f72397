/**
 * The RTF interpreter: walks the lexer's tokens with a stack of group states (character and
 * paragraph formatting, the destination being read) and produces paragraphs of formatted runs.
 * Written for what Scrivener (Cocoa RTF on the Mac, its own writer on Windows) and Word write;
 * anything it does not know is skipped, never fatal. Only a file that is not RTF at all, or nests
 * groups beyond reason, is refused ({@link RtfUnreadableError}).
 */
import type { ImportPicture } from '../../../../contract/manuscript-import';
import { DEFAULT_CODE_PAGE } from './code-pages';
import { RtfByteQueue } from './rtf-byte-queue';
import {
  applyCharacterWord,
  applyParagraphWord,
  type CharState,
  freshChar,
  freshPara,
  linkOf,
  type ParaState,
} from './rtf-formatting';
import { RtfLexer, type RtfToken } from './rtf-lexer';
import { type RtfDocument, type RtfParagraph, RtfUnreadableError } from './rtf-model';
import { type ImageKind, imageKindOfFileName, RtfPicture } from './rtf-pictures';
import { RtfRuns } from './rtf-runs';
import { FontTable, ListTable, type StyleEntry, StyleSheet } from './rtf-tables';
import { SKIPPED_DESTINATIONS, SPECIAL_CHARACTERS, SYMBOLS } from './rtf-words';

/** Deeper nesting than this is not a document but an attack on the reader. */
const MAX_DEPTH = 512;

type Destination =
  | 'text'
  | 'skip'
  | 'fonttbl'
  | 'stylesheet'
  | 'listtable'
  | 'listoverridetable'
  | 'marker'
  | 'fldinst'
  | 'pict'
  | 'attachment';

interface Group {
  char: CharState;
  para: ParaState;
  dest: Destination;
  starred: boolean;
  field: { inst: string } | undefined;
  style: StyleEntry | undefined;
  picture: RtfPicture | undefined;
  attachment: { name: string } | undefined;
}

export interface ReadRtfOptions {
  /** Prefix of the names given to embedded pictures (unique within one import). */
  pictureNamePrefix: string;
  /** A file beside the RTF that a Cocoa attachment (`\NeXTGraphic name`) names. */
  attachment?: (name: string) => Uint8Array | undefined;
}

/** Reads an RTF file into paragraphs; throws {@link RtfUnreadableError} only for non-RTF. */
export function readRtf(bytes: Uint8Array, options: ReadRtfOptions): RtfDocument {
  return new RtfReader(bytes, options).read();
}

class RtfReader {
  private readonly lexer: RtfLexer;
  private readonly fonts = new FontTable();
  private readonly styles = new StyleSheet();
  private readonly lists = new ListTable();
  private readonly paragraphs: RtfParagraph[] = [];
  private readonly pictures: ImportPicture[] = [];
  private readonly leftOutPictures: string[] = [];
  private readonly unsupportedPictures: string[] = [];
  private codePage = DEFAULT_CODE_PAGE;
  private defaultFont: number | undefined;
  private stack: Group[] = [];
  private group: Group;
  private readonly runs = new RtfRuns();
  private marker = '';
  private readonly bytes = new RtfByteQueue();
  private skipBytes = 0;

  constructor(
    bytes: Uint8Array,
    private readonly options: ReadRtfOptions,
  ) {
    this.lexer = new RtfLexer(bytes);
    this.group = this.newGroup();
  }

  private newGroup(): Group {
    return {
      char: freshChar(),
      para: freshPara(),
      dest: 'text',
      starred: false,
      field: undefined,
      style: undefined,
      picture: undefined,
      attachment: undefined,
    };
  }

  read(): RtfDocument {
    const first = this.lexer.next();
    const second = this.lexer.next();
    if (first?.kind !== 'open' || second?.kind !== 'word' || second.word !== 'rtf') {
      throw new RtfUnreadableError('not an RTF file');
    }
    this.stack.push(this.group);
    this.group = { ...this.group, char: { ...this.group.char }, para: { ...this.group.para } };
    let truncated = true;
    for (let token = this.lexer.next(); token; token = this.lexer.next()) {
      if (token.kind === 'close' && this.stack.length === 1) {
        truncated = false;
        break;
      }
      this.token(token);
    }
    this.flushBytes();
    this.endParagraph(false);
    return {
      paragraphs: this.paragraphs,
      pictures: this.pictures,
      leftOutPictures: this.leftOutPictures,
      unsupportedPictures: this.unsupportedPictures,
      truncated,
    };
  }

  private token(token: RtfToken): void {
    switch (token.kind) {
      case 'open':
        this.flushBytes();
        this.skipBytes = 0;
        if (this.stack.length >= MAX_DEPTH) throw new RtfUnreadableError('groups nested too deep');
        this.stack.push(this.group);
        this.group = this.childGroup(this.group);
        return;
      case 'close':
        this.flushBytes();
        this.skipBytes = 0;
        this.closeGroup();
        return;
      case 'text':
        this.text(token.bytes);
        return;
      case 'hex':
        this.byte(token.byte);
        return;
      case 'bin':
        this.flushBytes();
        if (this.group.dest === 'pict') this.group.picture?.bytes(token.bytes);
        return;
      case 'symbol':
        this.flushBytes();
        this.symbol(token.char);
        return;
      case 'word':
        this.flushBytes();
        this.word(token.word, token.param);
        return;
    }
  }

  private childGroup(parent: Group): Group {
    const child: Group = {
      ...parent,
      char: { ...parent.char },
      para: { ...parent.para },
      starred: false,
      style: parent.style,
    };
    // A group directly inside the stylesheet is one style; groups inside it belong to it.
    if (parent.dest === 'stylesheet' && parent.style === undefined)
      child.style = this.styles.entry();
    return child;
  }

  private closeGroup(): void {
    const closing = this.group;
    const parent = this.stack.pop();
    if (!parent) return;
    if (closing.style && closing.style !== parent.style) this.styles.close(closing.style);
    if (closing.picture && closing.picture !== parent.picture) this.finishPicture(closing.picture);
    if (closing.attachment && closing.attachment !== parent.attachment) {
      this.finishAttachment(closing.attachment.name.trim());
    }
    this.group = parent;
  }

  private destination(dest: Destination): void {
    this.group.dest = dest;
  }

  private word(word: string, param: number | undefined): void {
    const g = this.group;
    const starred = g.starred;
    g.starred = false;
    if (g.dest === 'skip') return;
    if (this.tableWord(word, param)) return;
    if (this.destinationWord(word)) return;
    if (starred) {
      this.destination('skip');
      return;
    }
    if (g.dest === 'pict') {
      g.picture?.formatWord(word);
      return;
    }
    if (g.dest === 'attachment' && g.attachment) {
      g.dest = 'skip'; // the file name ends at the first control word after it
      return;
    }
    if (g.dest === 'marker' || g.dest === 'fldinst') {
      if (word === 'u' && param !== undefined) this.unicode(param);
      return;
    }
    if (word === 'u' && param !== undefined) {
      this.unicode(param);
      return;
    }
    if (applyCharacterWord(this.group.char, word, param) || this.paragraphWord(word, param)) return;
    this.documentWord(word, param);
  }

  /** Words inside the font, style and list tables; true when handled. */
  private tableWord(word: string, param: number | undefined): boolean {
    const g = this.group;
    switch (g.dest) {
      case 'fonttbl':
        this.fonts.word(word, param);
        return true;
      case 'stylesheet':
        if (g.style) this.styles.word(g.style, word, param);
        return !(word in SKIPPED_DESTINATIONS);
      case 'listtable':
        this.lists.listWord(word, param);
        return !(word in SKIPPED_DESTINATIONS);
      case 'listoverridetable':
        this.lists.overrideWord(word, param);
        return true;
      default:
        return false;
    }
  }

  /** Words that start a destination; true when handled. */
  private destinationWord(word: string): boolean {
    const g = this.group;
    switch (word) {
      case 'fonttbl':
      case 'stylesheet':
      case 'listtable':
      case 'listoverridetable':
        this.destination(word);
        return true;
      case 'listtext':
      case 'pntext':
        this.marker = '';
        this.destination('marker');
        return true;
      case 'field':
        g.field = { inst: '' };
        return true;
      case 'fldinst':
        this.destination('fldinst');
        return true;
      case 'fldrslt':
        g.dest = 'text';
        if (g.field) g.char.href = linkOf(g.field.inst) ?? g.char.href;
        return true;
      case 'shppict':
        return true; // its \pict is the picture to read
      case 'pict':
        g.picture = new RtfPicture();
        this.destination('pict');
        return true;
      case 'NeXTGraphic':
        g.attachment = { name: '' };
        this.destination('attachment');
        return true;
      default:
        if (word in SKIPPED_DESTINATIONS) {
          this.destination('skip');
          return true;
        }
        return false;
    }
  }

  private paragraphWord(word: string, param: number | undefined): boolean {
    switch (word) {
      case 'par':
      case 'cell':
      case 'nestcell':
        this.endParagraph(true);
        return true;
      case 'page':
      case 'sect':
        if (!this.runs.isEmpty) this.endParagraph(true);
        return true;
      case 'pard':
        this.group.para = freshPara();
        return true;
      default:
        return applyParagraphWord(this.group.para, word, param);
    }
  }

  private documentWord(word: string, param: number | undefined): void {
    if (word === 'ansicpg' && param !== undefined && param > 0) this.codePage = param;
    else if (word === 'mac') this.codePage = 10000;
    else if (word === 'deff') this.defaultFont = param;
    else if (word === 'line') this.append('\n');
    else if (word === 'tab') this.append('\t');
    else {
      const special = SPECIAL_CHARACTERS[word];
      if (special !== undefined) this.append(special);
    }
  }

  private symbol(char: string): void {
    const g = this.group;
    if (char === '*') {
      g.starred = true;
      return;
    }
    if (g.dest === 'skip') return;
    const text = SYMBOLS[char];
    if (text === undefined) return;
    if (this.skipBytes > 0) {
      this.skipBytes -= 1;
      return;
    }
    this.append(text);
  }

  private unicode(param: number): void {
    const code = param < 0 ? param + 65536 : param;
    this.appendDecoded(String.fromCharCode(code));
    this.skipBytes = this.group.char.uc;
  }

  private text(bytes: Uint8Array): void {
    const dest = this.group.dest;
    if (dest === 'skip') return;
    let from = 0;
    if (this.skipBytes > 0) {
      from = Math.min(bytes.length, this.skipBytes);
      this.skipBytes -= from;
    }
    if (dest === 'pict') {
      this.group.picture?.hex(bytes.subarray(from));
      return;
    }
    if (from < bytes.length) this.queueBytes(bytes.subarray(from));
  }

  private byte(value: number): void {
    if (this.group.dest === 'skip') return;
    if (this.skipBytes > 0) {
      this.skipBytes -= 1;
      return;
    }
    this.queueBytes(Uint8Array.of(value));
  }

  private queueBytes(bytes: Uint8Array): void {
    const before = this.bytes.push(bytes, this.currentCodePage());
    if (before !== undefined) this.appendDecoded(before);
  }

  private currentCodePage(): number {
    const font = this.group.char.font ?? this.defaultFont;
    return (font !== undefined ? this.fonts.codePages.get(font) : undefined) ?? this.codePage;
  }

  private flushBytes(): void {
    const text = this.bytes.flush();
    if (text !== undefined) this.appendDecoded(text);
  }

  /** Text that is already characters (decoded bytes or `\uN`): goes where the group reads. */
  private appendDecoded(text: string): void {
    const g = this.group;
    switch (g.dest) {
      case 'text':
        this.append(text);
        return;
      case 'stylesheet':
        if (g.style) g.style.name += text;
        return;
      case 'marker':
        this.marker += text;
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

  private append(text: string): void {
    const c = this.group.char;
    if (this.group.dest === 'text' && !c.hidden) this.runs.text(text, c);
  }

  private endParagraph(explicit: boolean): void {
    if (!explicit && this.runs.isEmpty) return;
    const p = this.group.para;
    const style = this.styles.styles.get(p.style);
    const list =
      p.ls !== undefined && p.ls > 0
        ? { ordered: this.lists.isOrdered(p.ls, p.ilvl, this.marker), level: p.ilvl }
        : undefined;
    this.paragraphs.push({
      runs: this.runs.take(),
      align: p.align,
      rtl: p.rtl,
      styleName: style?.name,
      outlineLevel: p.outlineLevel ?? style?.outlineLevel,
      list,
    });
    this.marker = '';
  }

  private finishPicture(picture: RtfPicture): void {
    const result = picture.finish();
    if ('leftOut' in result) this.unsupportedPictures.push(result.leftOut);
    else this.addPicture(result.bytes, result.kind);
  }

  private finishAttachment(name: string): void {
    this.runs.attachmentEnded();
    const kind = imageKindOfFileName(name);
    const bytes = this.options.attachment?.(name);
    if (!bytes) {
      this.leftOutPictures.push(name);
      return;
    }
    if (!kind) {
      // There, but a PDF, TIFF or other file a page cannot show.
      this.unsupportedPictures.push((name.split('.').pop() ?? '').toUpperCase() || '?');
      return;
    }
    this.addPicture(bytes, kind);
  }

  private addPicture(bytes: Uint8Array, kind: ImageKind): void {
    const name = `${this.options.pictureNamePrefix}-${this.pictures.length + 1}.${kind.ext}`;
    const picture: ImportPicture = { name, type: kind.type, bytes };
    this.pictures.push(picture);
    // A picture sits in the text of the group around its destination.
    this.runs.picture(picture);
  }
}
