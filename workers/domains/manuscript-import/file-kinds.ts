/** What a file of the selection is, by its name (the readers check the bytes themselves). */
export type ManuscriptFileKind =
  | 'docx'
  | 'odt'
  | 'markdown'
  | 'text'
  | 'zip'
  | 'scrivener'
  | 'picture';

const KINDS: ReadonlyArray<[RegExp, ManuscriptFileKind]> = [
  [/\.docx$/i, 'docx'],
  [/\.odt$/i, 'odt'],
  [/\.(md|markdown|mdown|mkd)$/i, 'markdown'],
  [/\.(txt|text)$/i, 'text'],
  [/\.zip$/i, 'zip'],
  [/\.scrivx$/i, 'scrivener'],
  [/\.(png|jpe?g|gif|webp|bmp|avif)$/i, 'picture'],
];

export function fileKindOf(path: string): ManuscriptFileKind | null {
  for (const [pattern, kind] of KINDS) if (pattern.test(path)) return kind;
  return null;
}

const PICTURE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  avif: 'image/avif',
};

/** The MIME type of a picture by its extension ('' when not a picture). */
export function pictureTypeOf(path: string): string {
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  return PICTURE_TYPES[ext] ?? '';
}

/** Files a system or another program leaves in a folder, never part of a manuscript. */
export function isHiddenOrSystem(path: string): boolean {
  return path
    .split('/')
    .some((part) => part.startsWith('.') || part === '__MACOSX' || part === 'Thumbs.db');
}

/** The file's name without folder and extension: a page's title. */
export function titleOf(path: string): string {
  const name = path.split('/').pop() ?? path;
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim() || name;
}
