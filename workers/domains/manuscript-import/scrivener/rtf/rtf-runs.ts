/**
 * The runs of the paragraph being read: text with the formatting it was written in (runs of the
 * same formatting joined), and pictures where they sit.
 */
import type { ImportPicture } from '../../../../contract/manuscript-import';
import type { CharState } from './rtf-formatting';
import type { RtfRun, RtfTextRun } from './rtf-model';

/** Control characters, and the object replacement character that marks where an attachment sat. */
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffc]/g;

export class RtfRuns {
  private runs: RtfRun[] = [];
  /** Cocoa writes a mark (¬) right after an attachment's group: it is not text. */
  private afterAttachment = false;

  get isEmpty(): boolean {
    return this.runs.length === 0;
  }

  text(text: string, c: CharState): void {
    const clean = text.replace(NOT_TEXT, '');
    if (clean === '') return;
    const afterAttachment = this.afterAttachment;
    this.afterAttachment = false;
    if (afterAttachment && clean.startsWith('¬')) {
      if (clean.length > 1) this.text(clean.slice(1), c);
      return;
    }
    const last = this.runs[this.runs.length - 1];
    if (
      last &&
      'text' in last &&
      last.bold === c.bold &&
      last.italic === c.italic &&
      last.underline === c.underline &&
      last.strike === c.strike &&
      last.href === c.href
    ) {
      last.text += clean;
      return;
    }
    const run: RtfTextRun = {
      text: clean,
      bold: c.bold,
      italic: c.italic,
      underline: c.underline,
      strike: c.strike,
      href: c.href,
    };
    this.runs.push(run);
  }

  picture(picture: ImportPicture): void {
    this.runs.push({ picture });
  }

  /** An attachment's group just closed (whether or not its picture came in). */
  attachmentEnded(): void {
    this.afterAttachment = true;
  }

  /** The paragraph's runs; the next paragraph starts empty. */
  take(): RtfRun[] {
    const runs = this.runs;
    this.runs = [];
    return runs;
  }
}
