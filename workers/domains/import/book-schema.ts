/**
 * The schema of the book file, table by table: the kind of every field the app reads (text,
 * reference, number, 0/1 flag, yes/no, one of a list, text list, collaborators) and the value a
 * missing or unusable field gets. Fields not named here are kept as they are (within the
 * nesting limit, with finite numbers); a book from a newer app keeps what it does not know.
 */
import {
  ATLAS_FIELDS,
  ATLAS_KINDS,
  type AtlasFieldType,
  type AtlasKind,
} from '../../contract/atlas';
import { DEFAULT_APP_SETTINGS, NOTE_DEFAULTS, SINGLE_SECTIONS } from '../../contract/constants';
import type { FieldKind } from './field-kinds';

type TableSchema = Readonly<Record<string, FieldKind>>;

const line = (fallback = ''): FieldKind => ({ kind: 'text', fallback });
const long: FieldKind = { kind: 'text', fallback: '', long: true };
const reference: FieldKind = { kind: 'reference' };
const position: FieldKind = { kind: 'number', fallback: 0 };
const flag: FieldKind = { kind: 'flag' };
const yesNo = (fallback = false): FieldKind => ({ kind: 'boolean', fallback });
const number = (fallback: number): FieldKind => ({ kind: 'number', fallback });

/** Fields of every record that has them. */
const COMMON: TableSchema = {
  documentId: line(),
  uuid: line(),
  position_in_list: position,
  mark_for_delete: flag,
};

const section: TableSchema = { folderId: reference, content: long };

/** How an atlas field of each type is read from a file: the atlas contract decides, not us. */
const ATLAS_FIELD_KINDS: Record<AtlasFieldType, FieldKind> = {
  line: line(),
  date: line(),
  text: long,
  list: { kind: 'textList' },
  location_type: { kind: 'locationType' },
};

/**
 * An atlas kind's table, derived from its fields in the contract (workers/contract/atlas.ts), so
 * a field the record screen edits is read back from the file as the same type (issue 23: a
 * location's type, an object, was read as a line and cleared). Older fields are kept beside.
 */
function atlasTable(kind: AtlasKind): TableSchema {
  const fields = Object.fromEntries(
    ATLAS_FIELDS[kind].map((f) => [f.key, ATLAS_FIELD_KINDS[f.type]]),
  );
  return {
    folderId: reference,
    img_id: reference,
    default_image: line('uploaded'),
    image_url: line(),
    image_source: { kind: 'choice', options: ['uploaded', 'external'], fallback: 'uploaded' },
    ...(kind === 'timelines' ? { event_date: line() } : {}),
    ...fields,
  };
}

const TABLES: Record<string, TableSchema> = {
  frontmatter: {
    title: line(),
    filename: line(),
    author: line(),
    description: long,
    copyright: long,
    genre: line(),
    toc: yesNo(),
  },
  copyright: {
    full_name: line(),
    pen_name: line(),
    edition: line(),
    publication_year: line(),
    publisher: line(),
    additional_clause_text: long,
    isbn: { kind: 'textList' },
    collaborators: { kind: 'collaborators' },
    rights: yesNo(),
    fiction_disclaimer: yesNo(),
    moral_rights: yesNo(),
    external_content: yesNo(),
    tm_notice: yesNo(),
    public_domain: yesNo(),
    permissions: yesNo(),
    licensing: yesNo(),
    additional_clause: yesNo(),
  },
  tree_nodes: {
    parentId: reference,
    name: line(),
    title: line(),
    content: long,
    type: { kind: 'choice', options: ['folder', 'page'], fallback: 'page' },
    // Schema 12 (issue 30): the outline's synopsis and target; status and point of view are
    // read in upgrade-tables.ts (each may be null).
    synopsis: line(),
    target_words: number(0),
  },
  folders: { folderId: reference, parentId: reference, name: line() },
  chapters: { folderId: reference, parentId: reference, title: line(), content: long },
  appendices: { ...section, title: line() },
  ...Object.fromEntries(SINGLE_SECTIONS.map((table) => [table, section])),
  body_content: { content: long },
  ...Object.fromEntries(ATLAS_KINDS.map((kind) => [kind, atlasTable(kind)])),
  notes: {
    folderId: reference,
    page_id: reference,
    title: line(NOTE_DEFAULTS.title),
    content: long,
    color: { kind: 'textOrList', fallback: NOTE_DEFAULTS.color },
    background_color: line(NOTE_DEFAULTS.background_color),
  },
  labels: { folderId: reference, name: line(), color: line(), label: line(), alpha: number(0.7) },
  statuses: { key: line(), name: line() },
  app_settings: {
    list_or_grid: {
      kind: 'choice',
      options: ['list', 'grid'],
      fallback: DEFAULT_APP_SETTINGS.list_or_grid,
    },
    canvas_width: number(DEFAULT_APP_SETTINGS.canvas_width),
    font_size: number(DEFAULT_APP_SETTINGS.font_size),
    line_height: number(DEFAULT_APP_SETTINGS.line_height),
    font_family: line(DEFAULT_APP_SETTINGS.font_family),
    selected_theme: line(DEFAULT_APP_SETTINGS.selected_theme),
    indent_size: number(DEFAULT_APP_SETTINGS.indent_size),
    tab_spaces: number(DEFAULT_APP_SETTINGS.tab_spaces),
  },
  app_setup: { version: line() },
  documents: {},
  current_document: {},
};

/** Tables whose own fields are filled in when missing: the screens read them as text. */
const FILLED_TABLES = new Set<string>(['frontmatter', 'tree_nodes']);

/** The fields a record of `table` gets when it lacks them (never references or common ones). */
export function fieldsToFill(table: string): string[] {
  if (!FILLED_TABLES.has(table)) return [];
  return Object.entries(TABLES[table] ?? {})
    .filter(([, kind]) => kind.kind !== 'reference')
    .map(([field]) => field);
}

/** The schema of a table's records: the common fields and the table's own. */
export function tableSchema(table: string): TableSchema {
  return { ...COMMON, ...(TABLES[table] ?? {}) };
}

/** Tables whose primary key is a positive integer the database assigns (all but tree_nodes). */
export const hasNumericKey = (table: string): boolean => table !== 'tree_nodes';
