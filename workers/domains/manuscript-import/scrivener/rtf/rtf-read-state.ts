/**
 * What the RTF interpreter knows at a point of the file: the header tables read so far, the
 * document's code page and default font, the group being read and those around it, the list
 * marker of the paragraph, the bytes waiting to be decoded, and the output.
 */
import { DEFAULT_CODE_PAGE } from './code-pages';
import { RtfByteQueue } from './rtf-byte-queue';
import { type Destination, type Group, newGroup } from './rtf-group';
import type { ReadRtfOptions } from './rtf-model';
import { RtfOutput } from './rtf-output';
import { FontTable, ListTable, StyleSheet } from './rtf-tables';

export class RtfReadState {
  readonly fonts = new FontTable();
  readonly styles = new StyleSheet();
  readonly lists = new ListTable();
  readonly output: RtfOutput;
  codePage = DEFAULT_CODE_PAGE;
  defaultFont: number | undefined;
  readonly stack: Group[] = [];
  group: Group;
  /** The text of the paragraph's `{\listtext}` (or `{\pntext}`) marker. */
  marker = '';
  readonly bytes = new RtfByteQueue();
  /** Fallback bytes still to skip after a `\uN` (`\ucN` of them). */
  skipBytes = 0;

  constructor(options: ReadRtfOptions) {
    this.output = new RtfOutput(options);
    this.group = newGroup();
  }

  destination(dest: Destination): void {
    this.group.dest = dest;
  }

  /** `}`: the group's style, picture or attachment is finished when it began in this group. */
  closeGroup(): void {
    const closing = this.group;
    const parent = this.stack.pop();
    if (!parent) return;
    if (closing.style && closing.style !== parent.style) this.styles.close(closing.style);
    if (closing.picture && closing.picture !== parent.picture) {
      this.output.finishPicture(closing.picture);
    }
    if (closing.attachment && closing.attachment !== parent.attachment) {
      this.output.finishAttachment(closing.attachment.name.trim());
    }
    this.group = parent;
  }

  /** Text of the page, in the group's character formatting (hidden text is left out). */
  append(text: string): void {
    const c = this.group.char;
    if (this.group.dest === 'text' && !c.hidden) this.output.runs.text(text, c);
  }

  /** `explicit`: a `\par` (an empty paragraph too); otherwise only a paragraph with runs ends. */
  endParagraph(explicit: boolean): void {
    if (!explicit && this.output.runs.isEmpty) return;
    this.output.paragraph(this.group.para, this.styles, this.lists, this.marker);
    this.marker = '';
  }
}
