/**
 * Scrivener projects → import nodes: the Draft folder's binder in order and nesting; with
 * `includeResearch` the binder's other top-level items (Research, Trash, and any folder beside
 * the Draft) follow, each a folder. The pipeline calls this once per project and puts what it
 * answers in a folder named after the project; given several projects at once, each comes back
 * as a folder of its own, named after its .scrivx.
 * A folder, or a text with children, becomes a folder; its own text (if it has any) its first
 * page, under the same title. A text without content.rtf still comes in, empty, with a
 * `missing_content` problem (Scrivener writes no content.rtf for a document never typed in).
 * docs/import-scrivener.md says what comes in and what does not.
 */
import type { ImportNode, ImportProblem, ImportSource } from '../../../contract/manuscript-import';
import { findProjects, type ItemFiles, type ScrivenerProjectFiles } from './project-files';
import { readDocumentParts, readImageItem } from './read-document';
import { type BinderItem, parseScrivx, type ScrivxProject } from './scrivx';

export interface ReadScrivenerOptions {
  /** Bring in Research, Trash and the binder's other top-level folders too. */
  includeResearch: boolean;
}

export interface ScrivenerReadResult {
  nodes: ImportNode[];
  problems: ImportProblem[];
}

type NodeMetadata = Pick<ImportNode, 'label' | 'status' | 'keywords'>;

const FOLDER_TYPES = new Set(['DraftFolder', 'ResearchFolder', 'TrashFolder', 'Folder']);

class ProjectReader {
  readonly problems: ImportProblem[] = [];

  constructor(
    private readonly files: ScrivenerProjectFiles,
    private readonly project: ScrivxProject,
  ) {}

  /** The metadata every node of an item carries: label, status, keywords. */
  private metadata(item: BinderItem): NodeMetadata {
    const meta: NodeMetadata = {};
    const label = item.labelId !== undefined ? this.project.labels.get(item.labelId) : undefined;
    if (label?.name) {
      meta.label = label.color ? { name: label.name, color: label.color } : { name: label.name };
    }
    const status =
      item.statusId !== undefined ? this.project.statuses.get(item.statusId) : undefined;
    if (status) meta.status = status;
    const keywords = item.keywordIds
      .map((id) => this.project.keywords.get(id))
      .filter((k): k is string => Boolean(k));
    if (keywords.length > 0) meta.keywords = keywords;
    return meta;
  }

  private page(item: BinderItem, files: ItemFiles, title: string): ImportNode {
    const parts = readDocumentParts(files, item.id);
    this.problems.push(...parts.problems);
    const node: ImportNode = {
      kind: 'page',
      title,
      html: parts.html ?? '',
      source: files.contentPath,
    };
    if (parts.synopsis) node.synopsis = parts.synopsis;
    if (parts.notesHtml) node.notesHtml = parts.notesHtml;
    if (parts.pictures.length > 0) node.pictures = parts.pictures;
    return node;
  }

  convert(item: BinderItem): ImportNode | undefined {
    // An untitled item keeps its empty title: the import names it as it names any other.
    const title = item.title;
    const files = this.files.item(item.id);
    const isFolder = FOLDER_TYPES.has(item.type) || item.children.length > 0;
    if (isFolder) return this.folder(item, files, title);
    if (item.type === 'Text') {
      if (!files.content) {
        this.problems.push({
          code: 'missing_content',
          file: files.contentPath,
          ...(title ? { detail: title } : {}),
          fatal: false,
        });
      }
      return { ...this.page(item, files, title), ...this.metadata(item) };
    }
    if (item.type === 'Image') {
      const picture = readImageItem(files, item.id);
      if (picture) {
        return {
          kind: 'page',
          title,
          html: `<p><img src="import-picture:${picture.name}" alt=""></p>`,
          pictures: [picture],
          source: files.contentPath.replace(/content\.rtf$/, picture.name),
          ...this.metadata(item),
        };
      }
    }
    // A PDF, web archive, film or other file has no page to become: left out, and said so.
    const file = files.mediaPath() ?? files.contentPath.replace(/\/content\.rtf$/, '');
    this.problems.push({
      code: 'not_text_item',
      file,
      detail: title || (file.split('/').pop() ?? file),
      fatal: true,
    });
    return undefined;
  }

  /**
   * A folder (or a text with children). Its own text, if any, is its first page; its synopsis
   * and notes go with that page, or stay on the folder when it has no text of its own.
   */
  private folder(item: BinderItem, files: ItemFiles, title: string): ImportNode {
    const own = this.page(item, files, title);
    const folder: ImportNode = {
      kind: 'folder',
      title,
      children: [],
      source: files.contentPath.replace(/\/content\.rtf$/, ''),
      ...this.metadata(item),
    };
    const children: ImportNode[] = [];
    if (own.html) children.push(own);
    else {
      if (own.synopsis) folder.synopsis = own.synopsis;
      if (own.notesHtml) folder.notesHtml = own.notesHtml;
      if (own.pictures) folder.pictures = own.pictures;
    }
    for (const child of item.children) {
      const node = this.convert(child);
      if (node) children.push(node);
    }
    folder.children = children;
    return folder;
  }

  read(includeResearch: boolean): ImportNode[] {
    const binder = this.project.binder;
    const draft = binder.find((item) => item.type === 'DraftFolder');
    // Without a Draft folder (a damaged binder), the manuscript is what is not research or trash.
    const manuscript = draft
      ? draft.children
      : binder.filter((item) => item.type !== 'ResearchFolder' && item.type !== 'TrashFolder');
    const rest = includeResearch
      ? binder.filter((item) => !manuscript.includes(item) && item !== draft)
      : [];
    const children: ImportNode[] = [];
    for (const item of [...manuscript, ...rest]) {
      const node = this.convert(item);
      if (node) children.push(node);
    }
    return children;
  }
}

const utf8 = new TextDecoder('utf-8');

/**
 * Reads the Scrivener projects in the sources (a `.scriv` folder's files, wherever the
 * selection put them; a `.zip` of one is unpacked by the import's expandSelection first): one
 * project's binder as nodes, or one folder per project when there are several. Never throws:
 * what cannot be read becomes a problem.
 */
export function readScrivener(
  sources: ImportSource[],
  options: ReadScrivenerOptions,
): ScrivenerReadResult {
  const problems: ImportProblem[] = [];
  const nodes: ImportNode[] = [];
  const projects = findProjects(sources);
  if (projects.length === 0) {
    const file = sources[0]?.path ?? '';
    problems.push({ code: 'unknown_type', file, detail: '.scrivx', fatal: true });
  }
  for (const files of projects) {
    let project: ScrivxProject;
    try {
      project = parseScrivx(utf8.decode(files.scrivx));
    } catch {
      problems.push({ code: 'corrupt_file', file: files.scrivxPath, fatal: true });
      continue;
    }
    const reader = new ProjectReader(files, project);
    const children = reader.read(options.includeResearch);
    problems.push(...reader.problems);
    if (projects.length === 1) nodes.push(...children);
    else nodes.push({ kind: 'folder', title: files.name, children, source: files.scrivxPath });
  }
  return { nodes, problems };
}
