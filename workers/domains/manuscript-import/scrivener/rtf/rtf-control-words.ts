/**
 * Control words in the RTF interpreter: those of the font, style and list tables, those that
 * start a destination (tables, list markers, fields, pictures, attachments, skipped ones),
 * character and paragraph formatting, paragraph ends, and the document's code page, default
 * font and special characters.
 */
import { applyCharacterWord, applyParagraphWord, freshPara, linkOf } from './rtf-formatting';
import { RtfPicture } from './rtf-pictures';
import type { RtfReadState } from './rtf-read-state';
import { readUnicode } from './rtf-text-input';
import { SKIPPED_DESTINATIONS, SPECIAL_CHARACTERS } from './rtf-words';

export function readControlWord(s: RtfReadState, word: string, param: number | undefined): void {
  const g = s.group;
  const starred = g.starred;
  g.starred = false;
  if (g.dest === 'skip') return;
  if (tableWord(s, word, param)) return;
  if (destinationWord(s, word)) return;
  if (starred) {
    s.destination('skip');
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
    if (word === 'u' && param !== undefined) readUnicode(s, param);
    return;
  }
  if (word === 'u' && param !== undefined) {
    readUnicode(s, param);
    return;
  }
  if (applyCharacterWord(s.group.char, word, param) || paragraphWord(s, word, param)) return;
  documentWord(s, word, param);
}

/** Words inside the font, style and list tables; true when handled. */
function tableWord(s: RtfReadState, word: string, param: number | undefined): boolean {
  const g = s.group;
  switch (g.dest) {
    case 'fonttbl':
      s.fonts.word(word, param);
      return true;
    case 'stylesheet':
      if (g.style) s.styles.word(g.style, word, param);
      return !(word in SKIPPED_DESTINATIONS);
    case 'listtable':
      s.lists.listWord(word, param);
      return !(word in SKIPPED_DESTINATIONS);
    case 'listoverridetable':
      s.lists.overrideWord(word, param);
      return true;
    default:
      return false;
  }
}

/** Words that start a destination; true when handled. */
function destinationWord(s: RtfReadState, word: string): boolean {
  const g = s.group;
  switch (word) {
    case 'fonttbl':
    case 'stylesheet':
    case 'listtable':
    case 'listoverridetable':
      s.destination(word);
      return true;
    case 'listtext':
    case 'pntext':
      s.marker = '';
      s.destination('marker');
      return true;
    case 'field':
      g.field = { inst: '' };
      return true;
    case 'fldinst':
      s.destination('fldinst');
      return true;
    case 'fldrslt':
      g.dest = 'text';
      if (g.field) g.char.href = linkOf(g.field.inst) ?? g.char.href;
      return true;
    case 'shppict':
      return true; // its \pict is the picture to read
    case 'pict':
      g.picture = new RtfPicture();
      s.destination('pict');
      return true;
    case 'NeXTGraphic':
      g.attachment = { name: '' };
      s.destination('attachment');
      return true;
    default:
      if (word in SKIPPED_DESTINATIONS) {
        s.destination('skip');
        return true;
      }
      return false;
  }
}

function paragraphWord(s: RtfReadState, word: string, param: number | undefined): boolean {
  switch (word) {
    case 'par':
    case 'cell':
    case 'nestcell':
      s.endParagraph(true);
      return true;
    case 'page':
    case 'sect':
      if (!s.output.runs.isEmpty) s.endParagraph(true);
      return true;
    case 'pard':
      s.group.para = freshPara();
      return true;
    default:
      return applyParagraphWord(s.group.para, word, param);
  }
}

function documentWord(s: RtfReadState, word: string, param: number | undefined): void {
  if (word === 'ansicpg' && param !== undefined && param > 0) s.codePage = param;
  else if (word === 'mac') s.codePage = 10000;
  else if (word === 'deff') s.defaultFont = param;
  else if (word === 'line') s.append('\n');
  else if (word === 'tab') s.append('\t');
  else {
    const special = SPECIAL_CHARACTERS[word];
    if (special !== undefined) s.append(special);
  }
}
