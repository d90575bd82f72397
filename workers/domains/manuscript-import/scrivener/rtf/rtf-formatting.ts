/**
 * Character and paragraph formatting as RTF control words set it, held per group by the
 * interpreter (read-rtf.ts): bold, italic, underline, strike, hidden text, font, `\\ucN`;
 * alignment, direction, style, outline level and list membership.
 */
import type { RtfAlign } from './rtf-model';

export interface CharState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  hidden: boolean;
  font: number | undefined;
  uc: number;
  href: string | undefined;
}

export interface ParaState {
  align: RtfAlign | undefined;
  rtl: boolean;
  style: number;
  outlineLevel: number | undefined;
  ls: number | undefined;
  ilvl: number;
}

export function freshChar(): CharState {
  return {
    bold: false,
    italic: false,
    underline: false,
    strike: false,
    hidden: false,
    font: undefined,
    uc: 1,
    href: undefined,
  };
}

export function freshPara(): ParaState {
  return {
    align: undefined,
    rtl: false,
    style: 0,
    outlineLevel: undefined,
    ls: undefined,
    ilvl: 0,
  };
}

/** Applies a character formatting word to `c`; false when the word is not one. */
export function applyCharacterWord(c: CharState, word: string, param: number | undefined): boolean {
  const on = param === undefined || param !== 0;
  switch (word) {
    case 'plain':
      Object.assign(c, freshChar(), { uc: c.uc, href: c.href });
      return true;
    case 'b':
      c.bold = on;
      return true;
    case 'i':
      c.italic = on;
      return true;
    case 'ulnone':
      c.underline = false;
      return true;
    case 'strike':
    case 'striked':
      c.strike = on;
      return true;
    case 'v':
    case 'deleted':
      c.hidden = on;
      return true;
    case 'f':
      c.font = param;
      return true;
    case 'uc':
      c.uc = Math.max(0, Math.min(param ?? 1, 8));
      return true;
    default:
      // \ul, \uld, \uldb, \ulw, \ulwave… underline; \ulc is the underline's colour.
      if (word.startsWith('ul') && word !== 'ulc') {
        c.underline = on;
        return true;
      }
      return false;
  }
}

const ALIGNMENTS: Readonly<Record<string, RtfAlign>> = {
  ql: 'left',
  qc: 'center',
  qr: 'right',
  qj: 'justify',
  qd: 'justify',
};

/** Applies a paragraph formatting word to `p` (not \\par or \\pard); false when not one. */
export function applyParagraphWord(p: ParaState, word: string, param: number | undefined): boolean {
  const align = ALIGNMENTS[word];
  if (align) {
    p.align = align;
    return true;
  }
  switch (word) {
    case 'rtlpar':
      p.rtl = true;
      return true;
    case 'ltrpar':
      p.rtl = false;
      return true;
    case 's':
      p.style = param ?? 0;
      return true;
    case 'outlinelevel':
      p.outlineLevel = param;
      return true;
    case 'ls':
      p.ls = param;
      return true;
    case 'ilvl':
      p.ilvl = Math.max(0, Math.min(param ?? 0, 8));
      return true;
    default:
      return false;
  }
}

/** The target of a HYPERLINK field instruction, when it is a web or mail link. */
export function linkOf(instruction: string): string | undefined {
  const match =
    /HYPERLINK\s+"([^"]*)"/i.exec(instruction) ?? /HYPERLINK\s+(\S+)/i.exec(instruction);
  const href = match?.[1]?.trim();
  return href && /^(https?:|mailto:)/i.test(href) ? href : undefined;
}
