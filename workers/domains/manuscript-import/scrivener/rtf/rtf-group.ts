/**
 * A group's state in the RTF interpreter (read-rtf.ts): its character and paragraph formatting,
 * the destination it reads (text, a table, a field's instruction, a picture…) and what that
 * destination is building. Each `{` starts a child with a copy of its parent's formatting.
 */
import { type CharState, freshChar, freshPara, type ParaState } from './rtf-formatting';
import type { RtfPicture } from './rtf-pictures';
import type { StyleEntry, StyleSheet } from './rtf-tables';

export type Destination =
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

export interface Group {
  char: CharState;
  para: ParaState;
  dest: Destination;
  starred: boolean;
  field: { inst: string } | undefined;
  style: StyleEntry | undefined;
  picture: RtfPicture | undefined;
  attachment: { name: string } | undefined;
}

export function newGroup(): Group {
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

export function childGroup(parent: Group, styles: StyleSheet): Group {
  const child: Group = {
    ...parent,
    char: { ...parent.char },
    para: { ...parent.para },
    starred: false,
    style: parent.style,
  };
  // A group directly inside the stylesheet is one style; groups inside it belong to it.
  if (parent.dest === 'stylesheet' && parent.style === undefined) child.style = styles.entry();
  return child;
}
