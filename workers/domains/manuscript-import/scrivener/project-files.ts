/**
 * The files of the Scrivener projects in a selection (a zip already unpacked by the import's
 * expandSelection, with its zip-bomb limits): every `.scrivx` found wherever it sits
 * ("My Novel.scriv/My Novel.scrivx", or deeper when a parent folder was chosen), and each binder
 * item's files looked up beside it: Scrivener 3's `Files/Data/<UUID>/content.rtf|synopsis.txt|
 * notes.rtf`, Scrivener 2's `Files/Docs/<ID>.rtf|<ID>_synopsis.txt|<ID>_notes.rtf`. Lookups
 * ignore letter case.
 */
import type { ImportSource } from '../../../contract/manuscript-import';

export interface ProjectFile {
  path: string;
  bytes: Uint8Array;
}

/** One item's files (undefined when absent) and a way to find files beside its text. */
export interface ItemFiles {
  contentPath: string;
  content: ProjectFile | undefined;
  synopsis: ProjectFile | undefined;
  notes: ProjectFile | undefined;
  /** A file in the item's own folder (Scrivener 3), e.g. an attachment or `content.png`. */
  beside(name: string): ProjectFile | undefined;
  /** The path of a media item's own file (`content.pdf`, `content.mov`…), when there is one. */
  mediaPath(): string | undefined;
}

export interface ScrivenerProjectFiles {
  /** Path of the .scrivx in the selection. */
  scrivxPath: string;
  scrivx: Uint8Array;
  /** The project's name: the .scrivx file's name without its extension. */
  name: string;
  item(id: string): ItemFiles;
}

function dirname(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The Scrivener projects among the sources (one per .scrivx), in path order. */
export function findProjects(sources: readonly ImportSource[]): ScrivenerProjectFiles[] {
  const byPath = new Map<string, ProjectFile>();
  for (const source of sources) byPath.set(source.path.toLowerCase(), source);
  const find = (path: string): ProjectFile | undefined => byPath.get(path.toLowerCase());

  const scrivxSources = sources
    .filter((s) => /\.scrivx$/i.test(s.path) && !/(^|\/)(Files|Snapshots|Backups?)\//i.test(s.path))
    .sort((a, b) => a.path.localeCompare(b.path));

  return scrivxSources.map((scrivx) => {
    const root = dirname(scrivx.path);
    const prefix = root ? `${root}/` : '';
    const version3 = sources.some((s) =>
      s.path.toLowerCase().startsWith(`${prefix}files/data/`.toLowerCase()),
    );
    return {
      scrivxPath: scrivx.path,
      scrivx: scrivx.bytes,
      name: basename(scrivx.path).replace(/\.scrivx$/i, ''),
      item(id: string): ItemFiles {
        if (version3 || !/^\d+$/.test(id)) {
          const folder = `${prefix}Files/Data/${id}`;
          return {
            contentPath: `${folder}/content.rtf`,
            content: find(`${folder}/content.rtf`),
            synopsis: find(`${folder}/synopsis.txt`),
            notes: find(`${folder}/notes.rtf`),
            beside: (name) => find(`${folder}/${name}`),
            mediaPath: () =>
              sources.find((s) =>
                s.path.toLowerCase().startsWith(`${folder}/content.`.toLowerCase()),
              )?.path,
          };
        }
        const docs = `${prefix}Files/Docs/${id}`;
        return {
          contentPath: `${docs}.rtf`,
          content: find(`${docs}.rtf`),
          synopsis: find(`${docs}_synopsis.txt`),
          notes: find(`${docs}_notes.rtf`),
          beside: () => undefined,
          mediaPath: () => undefined,
        };
      },
    };
  });
}
