/**
 * The RTF header tables the reader needs: fonts (for their code pages), paragraph styles (for
 * headings and block quotes) and lists (bulleted or numbered). Each is fed the control words and
 * text of its destination by the interpreter.
 */
import { codePageOfCharset } from './code-pages';

/** `{\fonttbl …}`: which code page each font's bytes are in. */
export class FontTable {
  private current = 0;
  readonly codePages = new Map<number, number>();

  word(word: string, param: number | undefined): void {
    if (word === 'f' && param !== undefined) this.current = param;
    else if (word === 'fcharset' && param !== undefined) {
      const cp = codePageOfCharset(param);
      if (cp !== undefined) this.codePages.set(this.current, cp);
    } else if (word === 'cpg' && param !== undefined && param > 0) {
      this.codePages.set(this.current, param);
    }
  }
}

export interface StyleEntry {
  index: number;
  paragraph: boolean;
  name: string;
  outlineLevel: number | undefined;
}

/** `{\stylesheet …}`: paragraph style names and outline levels by `\sN`. */
export class StyleSheet {
  readonly styles = new Map<number, { name: string; outlineLevel: number | undefined }>();

  /** A new `{…}` entry inside the stylesheet. */
  entry(): StyleEntry {
    return { index: 0, paragraph: true, name: '', outlineLevel: undefined };
  }

  word(entry: StyleEntry, word: string, param: number | undefined): void {
    if (word === 's') entry.index = param ?? 0;
    else if (word === 'cs' || word === 'ds' || word === 'ts' || word === 'tsrowd') {
      entry.paragraph = false;
    } else if (word === 'outlinelevel') entry.outlineLevel = param;
  }

  close(entry: StyleEntry): void {
    if (!entry.paragraph) return;
    const name = entry.name.replace(/;\s*$/, '').trim();
    this.styles.set(entry.index, { name, outlineLevel: entry.outlineLevel });
  }
}

/** Number formats (`\levelnfcN`) that are not numbers: 23 bullet, 255 none. */
const UNNUMBERED_FORMATS = new Set([23, 255]);

/** `{\*\listtable …}` and `{\*\listoverridetable …}`: whether `\lsN` at a level is numbered. */
export class ListTable {
  /** Per `\listidN`, the number format of each level. */
  private readonly lists = new Map<number, number[]>();
  /** `\lsN` → `\listidN`. */
  private readonly overrides = new Map<number, number>();
  private levels: number[] = [];
  private pendingListId: number | undefined;

  listWord(word: string, param: number | undefined): void {
    if (word === 'list') this.levels = [];
    else if (word === 'listlevel') this.levels.push(0);
    else if (word === 'levelnfc' && param !== undefined && this.levels.length > 0) {
      this.levels[this.levels.length - 1] = param;
    } else if (word === 'listid' && param !== undefined) this.lists.set(param, this.levels);
  }

  overrideWord(word: string, param: number | undefined): void {
    if (word === 'listid') this.pendingListId = param;
    else if (word === 'ls' && param !== undefined && this.pendingListId !== undefined) {
      this.overrides.set(param, this.pendingListId);
    }
  }

  /**
   * Whether list `ls` is numbered at `level`: from the tables when they say, else from the
   * marker the writer put before the item (`{\listtext 1.}`), else bulleted.
   */
  isOrdered(ls: number, level: number, marker: string): boolean {
    const listId = this.overrides.get(ls) ?? ls;
    const levels = this.lists.get(listId);
    const format = levels?.[level] ?? levels?.[0];
    if (format !== undefined) return !UNNUMBERED_FORMATS.has(format);
    return /[0-9]|^\s*[a-zA-Z]{1,4}[.)]/.test(marker);
  }
}
