/**
 * The selection (files with their paths, zips unpacked) as the tree the import will create:
 * folders on disk become folders, each file a page — or a folder of pages cut at its headings —
 * in natural order, a Scrivener project (a `.scrivx` and its folder) through the Scrivener
 * reader. A file that cannot be read becomes a problem naming it; the others still come in.
 * Nothing is written here.
 */
import type { ImportNode, ImportProblem, ImportSource } from '../../contract/manuscript-import';
import { toEditorHtml } from './editor-html';
import { fileKindOf, isHiddenOrSystem, titleOf } from './file-kinds';
import { MAX_FILE_BYTES, MAX_IMPORT_FILES } from './limits';
import { compareNatural } from './natural-order';
import { readDocx } from './read-docx';
import { type FindFile, readMarkdown } from './read-markdown';
import { readOdt } from './read-odt';
import { type ReadPage, readText } from './read-text';
import { type ImportStructure, splitAtHeadings } from './split-headings';
import { unpackZip } from './unpack-zip';

/** The Scrivener reader (scrivener/): a project's files to its binder's tree. */
export type ScrivenerReader = (
  sources: ImportSource[],
) => Promise<{ nodes: ImportNode[]; problems: ImportProblem[] }>;

export interface BuildOptions {
  structure: ImportStructure;
  readScrivener?: ScrivenerReader;
  /** After each file: its number (1-based) of all. */
  onFile?: (done: number, total: number) => void;
  /** Checked between files: true stops the reading (the caller throws its cancel). */
  cancelled?: () => boolean;
}

export interface BuiltImport {
  nodes: ImportNode[];
  problems: ImportProblem[];
  files: number;
}

/** A selection item as the UI sends it: a path and its bytes, or a size too large to read. */
export interface SelectedFile {
  path: string;
  bytes?: Uint8Array;
  size: number;
}

const isProblem = (value: ReadPage | ImportProblem): value is ImportProblem => 'code' in value;

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Resolves `a/../b`, `./b` and leading slashes to a selection path. */
function joinPath(dir: string, reference: string): string {
  const parts: string[] = dir ? dir.split('/') : [];
  for (const part of reference.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

function finder(sources: ImportSource[]): FindFile {
  const byPath = new Map(sources.map((s) => [s.path.toLowerCase(), s]));
  const byName = new Map<string, ImportSource>();
  for (const s of sources) {
    const name = (s.path.split('/').pop() ?? '').toLowerCase();
    if (!byName.has(name)) byName.set(name, s);
  }
  return (fromFile, reference) => {
    const clean = reference.split(/[?#]/)[0] ?? '';
    const found =
      byPath.get(joinPath(dirOf(fromFile), clean).toLowerCase()) ??
      byName.get((clean.split('/').pop() ?? '').toLowerCase());
    return found ?? null;
  };
}

/** The file's page (or folder of pages) from what its reader gave. */
function nodesOfFile(
  path: string,
  read: ReadPage,
  structure: ImportStructure,
  problems: ImportProblem[],
): ImportNode {
  const editor = toEditorHtml(read.html);
  for (const element of editor.unsupported)
    problems.push({ code: 'unsupported_element', file: path, detail: element, fatal: false });
  const title = read.title ?? titleOf(path);
  const page = (html: string, name: string): ImportNode => {
    const pictures = read.pictures.filter((p) => html.includes(`import-picture:${p.name}`));
    return {
      kind: 'page',
      title: name,
      html,
      source: path,
      ...(pictures.length ? { pictures } : {}),
    };
  };
  if (structure === 'file') return page(editor.html, title);
  const pieces = splitAtHeadings(editor.html, structure);
  if (pieces.length <= 1) return page(editor.html, title);
  return {
    kind: 'folder',
    title,
    source: path,
    children: pieces.map((piece) => page(piece.html, piece.heading ?? title)),
  };
}

async function readOne(
  source: ImportSource,
  find: FindFile,
): Promise<ReadPage | ImportProblem | null> {
  switch (fileKindOf(source.path)) {
    case 'docx':
      return readDocx(source.path, source.bytes);
    case 'odt':
      return readOdt(source.path, source.bytes);
    case 'markdown':
      return readMarkdown(source.path, source.bytes, find);
    case 'text':
      return readText(source.path, source.bytes);
    case 'picture':
      return null;
    default:
      return { code: 'unknown_type', file: source.path, fatal: true };
  }
}

interface FolderDraft {
  folders: Map<string, FolderDraft>;
  items: Array<{ name: string; node: ImportNode }>;
}

const emptyFolder = (): FolderDraft => ({ folders: new Map(), items: [] });

function folderAt(root: FolderDraft, dir: string): FolderDraft {
  let folder = root;
  for (const part of dir ? dir.split('/') : []) {
    let next = folder.folders.get(part);
    if (!next) {
      next = emptyFolder();
      folder.folders.set(part, next);
    }
    folder = next;
  }
  return folder;
}

/** Folders as nodes, in natural order with the files beside them; empty folders left out. */
function toNodes(folder: FolderDraft, path: string): ImportNode[] {
  const entries: Array<{ name: string; node: ImportNode }> = [...folder.items];
  for (const [name, sub] of folder.folders) {
    const children = toNodes(sub, path ? `${path}/${name}` : name);
    if (children.length > 0)
      entries.push({
        name,
        node: { kind: 'folder', title: name, children, source: path ? `${path}/${name}` : name },
      });
  }
  return entries.sort((a, b) => compareNatural(a.name, b.name)).map((e) => e.node);
}

/** Zips unpacked; files past the size limit and the selection past the file limit refused. */
export function expandSelection(selected: SelectedFile[]): {
  sources: ImportSource[];
  problems: ImportProblem[];
} {
  const problems: ImportProblem[] = [];
  const sources: ImportSource[] = [];
  for (const file of selected) {
    if (isHiddenOrSystem(file.path)) continue;
    if (file.size > MAX_FILE_BYTES || !file.bytes) {
      problems.push({ code: 'file_too_large', file: file.path, fatal: true });
      continue;
    }
    if (fileKindOf(file.path) === 'zip') {
      const unpacked = unpackZip({ path: file.path, bytes: file.bytes });
      if (unpacked.ok) sources.push(...unpacked.sources);
      else problems.push(unpacked.problem);
    } else sources.push({ path: file.path, bytes: file.bytes });
  }
  if (sources.length > MAX_IMPORT_FILES) {
    const first = selected[0]?.path.split('/')[0] ?? '';
    return {
      sources: [],
      problems: [
        { code: 'too_many_files', file: first, detail: String(sources.length), fatal: true },
      ],
    };
  }
  return { sources, problems };
}

/** Reads every file of the selection into the tree to create. */
export async function buildImport(
  sources: ImportSource[],
  options: BuildOptions,
): Promise<BuiltImport> {
  const problems: ImportProblem[] = [];
  const root = emptyFolder();
  // Scrivener projects: every file under a `.scrivx`'s folder belongs to that project.
  const projects = sources
    .filter((s) => fileKindOf(s.path) === 'scrivener')
    .map((s) => ({ scrivx: s, dir: dirOf(s.path) }));
  const inProject = (s: ImportSource) =>
    projects.find((p) => (p.dir === '' ? true : s.path.startsWith(`${p.dir}/`)));
  const plain = sources.filter((s) => !inProject(s));
  const countable = plain.filter((s) => fileKindOf(s.path) !== 'picture');
  const total = countable.length + projects.length;
  let done = 0;
  const find = finder(sources);
  for (const project of projects) {
    if (options.cancelled?.()) return { nodes: [], problems, files: total };
    const own = sources.filter((s) => inProject(s) === project);
    const name = titleOf(project.dir || project.scrivx.path);
    if (!options.readScrivener) {
      problems.push({ code: 'unknown_type', file: project.scrivx.path, fatal: true });
    } else {
      try {
        const read = await options.readScrivener(own);
        problems.push(...read.problems);
        const parentDir = dirOf(project.dir);
        if (read.nodes.length > 0)
          folderAt(root, parentDir).items.push({
            name,
            node: {
              kind: 'folder',
              title: name,
              children: read.nodes,
              source: project.dir || project.scrivx.path,
            },
          });
      } catch (error) {
        problems.push({
          code: 'corrupt_file',
          file: project.scrivx.path,
          detail: error instanceof Error ? error.message.slice(0, 200) : '',
          fatal: true,
        });
      }
    }
    done += 1;
    options.onFile?.(done, total);
  }
  for (const source of plain) {
    if (options.cancelled?.()) return { nodes: [], problems, files: total };
    const read = await readOne(source, find);
    if (read === null) continue;
    done += 1;
    if (isProblem(read)) problems.push(read);
    else {
      problems.push(...read.problems);
      const name = source.path.split('/').pop() ?? source.path;
      folderAt(root, dirOf(source.path)).items.push({
        name,
        node: nodesOfFile(source.path, read, options.structure, problems),
      });
    }
    options.onFile?.(done, total);
  }
  return { nodes: toNodes(root, ''), problems, files: total };
}
