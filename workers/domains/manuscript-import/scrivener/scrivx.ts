/**
 * The Scrivener project file (`Project.scrivx`, XML): the binder (BinderItem trees with UUID,
 * Type, Title, MetaData LabelID/StatusID and Keywords), and the project's label, status and
 * keyword lists. Read with @rgrove/parse-xml (no DOMParser in a worker; it expands no external
 * or custom entities).
 */
import { parseXml, XmlElement } from '@rgrove/parse-xml';

export interface BinderItem {
  /** UUID (Scrivener 3) or numeric ID (Scrivener 2): the name of its folder of files. */
  id: string;
  /** DraftFolder, ResearchFolder, TrashFolder, Folder, Text, PDF, Image, WebArchive, Other… */
  type: string;
  title: string;
  labelId: string | undefined;
  statusId: string | undefined;
  keywordIds: string[];
  children: BinderItem[];
}

export interface ScrivenerLabel {
  name: string;
  /** #rrggbb */
  color: string | undefined;
}

export interface ScrivxProject {
  binder: BinderItem[];
  labels: Map<string, ScrivenerLabel>;
  statuses: Map<string, string>;
  keywords: Map<string, string>;
}

function elements(parent: XmlElement, name?: string): XmlElement[] {
  return parent.children.filter(
    (child): child is XmlElement => child instanceof XmlElement && (!name || child.name === name),
  );
}

function child(parent: XmlElement, name: string): XmlElement | undefined {
  return elements(parent, name)[0];
}

function textOf(parent: XmlElement, name: string): string | undefined {
  const found = child(parent, name);
  return found ? found.text.trim() : undefined;
}

/** Scrivener's colours are "r g b" with each part from 0 to 1. */
export function colorOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const parts = value.trim().split(/\s+/).map(Number);
  if (parts.length < 3 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const hex = parts
    .slice(0, 3)
    .map((n) =>
      Math.round(Math.min(1, Math.max(0, n)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
  return `#${hex}`;
}

/** Deeper binders than this are not written by Scrivener; what lies below is left out. */
const MAX_BINDER_DEPTH = 64;

function binderItem(element: XmlElement, depth = 0): BinderItem {
  const meta = child(element, 'MetaData');
  const keywords = child(element, 'Keywords');
  const children = child(element, 'Children');
  return {
    id: element.attributes.UUID ?? element.attributes.ID ?? '',
    type: element.attributes.Type ?? 'Text',
    title: textOf(element, 'Title') ?? '',
    labelId: meta ? textOf(meta, 'LabelID') : undefined,
    statusId: meta ? textOf(meta, 'StatusID') : undefined,
    keywordIds: keywords ? elements(keywords, 'KeywordID').map((k) => k.text.trim()) : [],
    children:
      children && depth < MAX_BINDER_DEPTH
        ? elements(children, 'BinderItem').map((item) => binderItem(item, depth + 1))
        : [],
  };
}

function readKeywords(parent: XmlElement, into: Map<string, string>): void {
  for (const keyword of elements(parent, 'Keyword')) {
    const id = keyword.attributes.ID;
    // Scrivener 3 writes <Title> (and <Children>); Scrivener 2 the name as the element's text.
    const title = textOf(keyword, 'Title') ?? keyword.text.trim();
    if (id !== undefined && title) into.set(id, title);
    const nested = child(keyword, 'Children');
    if (nested) readKeywords(nested, into);
  }
}

/** Parses the .scrivx text; throws (XmlError or Error) when it is not a Scrivener project. */
export function parseScrivx(xml: string): ScrivxProject {
  const root = parseXml(xml).root;
  if (root?.name !== 'ScrivenerProject') throw new Error('not a Scrivener project file');
  const binder = child(root, 'Binder');
  if (!binder) throw new Error('the project file has no binder');

  const labels = new Map<string, ScrivenerLabel>();
  const labelList = child(child(root, 'LabelSettings') ?? root, 'Labels');
  for (const label of labelList ? elements(labelList, 'Label') : []) {
    const id = label.attributes.ID;
    if (id === undefined || id === '-1') continue;
    labels.set(id, { name: label.text.trim(), color: colorOf(label.attributes.Color) });
  }

  const statuses = new Map<string, string>();
  const statusList = child(child(root, 'StatusSettings') ?? root, 'StatusItems');
  for (const status of statusList ? elements(statusList, 'Status') : []) {
    const id = status.attributes.ID;
    if (id === undefined || id === '-1') continue;
    statuses.set(id, status.text.trim());
  }

  const keywords = new Map<string, string>();
  const keywordList = child(root, 'Keywords');
  if (keywordList) readKeywords(keywordList, keywords);

  return {
    binder: elements(binder, 'BinderItem').map((item) => binderItem(item)),
    labels,
    statuses,
    keywords,
  };
}
