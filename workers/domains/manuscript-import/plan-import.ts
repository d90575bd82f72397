/**
 * The tree the readers built, made ready to write and to show: every page sanitised (the same
 * sanitiser as every other write) and counted, and the preview the author sees before anything
 * is written — the tree with its words and pictures, and the problems found.
 */
import type {
  ImportNode,
  ImportPreviewNode,
  ImportProblem,
} from '../../contract/manuscript-import';
import type { ContentMetrics } from '../../contract/records';
import { computeContentMetrics, emptyMetrics } from '../../core/content-metrics';
import { sanitizePageHtml, toPlainText } from '../../core/sanitize-html';
import { toEditorHtml } from './editor-html';

/** A node ready to write: clean HTML, its words and metrics. */
export interface PlannedNode {
  kind: 'folder' | 'page';
  title: string;
  html: string;
  words: number;
  /** The page's metrics as the sanitised HTML gives them (a page whose pictures are stored is counted again). */
  metrics: ContentMetrics;
  source: ImportNode;
  children: PlannedNode[];
}

export interface Plan {
  nodes: PlannedNode[];
  pages: number;
  folders: number;
  words: number;
  pictures: number;
}

/** Picture references survive the sanitiser only as this placeholder (restored at the write). */
const PLACEHOLDER = 'images/import-picture/';

/**
 * The page's HTML sanitised, its `import-picture:` sources kept through the sanitiser, and the
 * paragraphs left empty (a picture that was not found, a blank line of a reader) dropped.
 */
export function cleanPageHtml(html: string): string {
  return sanitizePageHtml(html.replace(/src="import-picture:/g, `src="${PLACEHOLDER}`))
    .replace(new RegExp(`src="${PLACEHOLDER}`, 'g'), 'src="import-picture:')
    .replace(/<p>\s*<\/p>\n?/g, '');
}

const TITLE_LIMIT = 200;

function titleOf(node: ImportNode): string {
  const title = toPlainText(node.title).slice(0, TITLE_LIMIT).trim();
  return title || (node.kind === 'folder' ? 'Folder' : 'Page');
}

/**
 * Plans the nodes. `editorise` runs a reader's HTML through the editor vocabulary first (the
 * Scrivener reader's; the others' was already).
 */
export function planNodes(nodes: readonly ImportNode[], editorise = false): Plan {
  const plan: Plan = { nodes: [], pages: 0, folders: 0, words: 0, pictures: 0 };
  const visit = (node: ImportNode): PlannedNode => {
    const children = (node.children ?? []).map(visit);
    if (node.kind === 'folder') {
      plan.folders += 1;
      const words = children.reduce((n, c) => n + c.words, 0);
      return {
        kind: 'folder',
        title: titleOf(node),
        html: '',
        words,
        metrics: emptyMetrics(),
        source: node,
        children,
      };
    }
    const raw = node.html ?? '';
    const html = cleanPageHtml(editorise ? toEditorHtml(raw).html : raw);
    const metrics = computeContentMetrics(html);
    const words = metrics.words;
    plan.pages += 1;
    plan.words += words;
    plan.pictures += node.pictures?.length ?? 0;
    return { kind: 'page', title: titleOf(node), html, words, metrics, source: node, children };
  };
  plan.nodes = nodes.map(visit);
  return plan;
}

export function previewOf(nodes: readonly PlannedNode[]): ImportPreviewNode[] {
  return nodes.map((node) => ({
    kind: node.kind,
    title: node.title,
    words: node.words,
    pictures: node.source.pictures?.length ?? 0,
    source: node.source.source,
    ...(node.kind === 'folder' ? { children: previewOf(node.children) } : {}),
  }));
}

/** Problems sorted by file (natural order of paths), fatal first within a file. */
export function sortProblems(problems: ImportProblem[]): ImportProblem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || Number(b.fatal) - Number(a.fatal),
  );
}
