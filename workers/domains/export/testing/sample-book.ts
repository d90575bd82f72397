/**
 * A book for the export tests, built through the facade's own handlers on fake-indexeddb:
 * front matter, copyright lines, sections (some empty), two parts with pages and a nested
 * folder, a deleted page, two appendices (one empty) and back matter (some empty).
 */

import { createFacadeParts } from '../../../api';
import {
  DEFAULT_EXPORT_CHOICES,
  EXPORT_SECTIONS,
  type ExportChoices,
  type ExportSection,
  type ExportTexts,
} from '../../../contract/export';
import { DbSession } from '../../../db/session';
import { TreeCache } from '../../../db/tree-cache';

export const SECTION_TITLES = Object.fromEntries(
  EXPORT_SECTIONS.map((s) => [s, `«${s}»`]),
) as Record<ExportSection, string>;

export const TEXTS: ExportTexts = {
  sectionTitles: SECTION_TITLES,
  copyrightLines: ['The Salt Road', 'Copyright © 2031 Ana Lima. All rights reserved.'],
};

export const choicesWith = (changes: Partial<ExportChoices> = {}): ExportChoices => ({
  ...structuredClone(DEFAULT_EXPORT_CHOICES),
  ...changes,
});

export async function sampleBook(name: string) {
  const session = new DbSession(name, null);
  const parts = createFacadeParts(session);
  await parts.lifecycle.init();
  const tree = parts.tree;
  const nodes = await tree.fetchTree();
  const root = nodes.find((n) => n.parentId === null);
  const page1 = nodes.find((n) => n.type === 'page');
  if (!root || !page1) throw new Error('template tree missing');
  await parts.documents.updateFrontmatter({
    title: 'The Salt Road',
    author: 'Ana Lima',
    toc: true,
  });
  const create = async (parentId: string, type: 'folder' | 'page', name: string) => {
    const made = await tree.createNode({ parentId, type, name });
    return made[0]?.id as string;
  };
  await tree.renameNode(page1.id, 'Opening');
  await tree.savePageContent(page1.id, '<p>It began at the shore.</p>');
  const partOne = await create(root.id, 'folder', 'Part One');
  const arrival = await create(partOne, 'page', 'Arrival');
  const cut = await create(partOne, 'page', 'Cut scene');
  const harbour = await create(partOne, 'page', 'Harbour');
  const partTwo = await create(root.id, 'folder', 'Part Two');
  const storm = await create(partTwo, 'page', 'Storm');
  const interlude = await create(partTwo, 'folder', 'Interlude');
  const calm = await create(interlude, 'page', 'Calm');
  await tree.savePageContent(arrival, '<p>The <strong>ship</strong> came in.</p>');
  await tree.savePageContent(cut, '<p>Never printed.</p>');
  await tree.savePageContent(
    harbour,
    '<p>Gulls.</p><p><img src="images/gull.webp" alt="A gull" data-blob-id="gull1"></p>',
  );
  await tree.savePageContent(storm, '<p>Rain.</p>');
  await tree.savePageContent(calm, '<p>Quiet.</p>');
  await tree.deleteNode(cut);
  const sections = parts.sections;
  await sections.saveSection('preface', '<p>Why I wrote it.</p>');
  await sections.saveSection('prologue', '<p>Before the road.</p>');
  await sections.saveSection('introduction', '<p><br></p>');
  await sections.saveSection('epilogue', '<p>After the road.</p>');
  await sections.saveSection('acknowledgments', '<p>Thanks.</p>');
  await sections.saveSection('afterword', '<p>Later.</p>');
  const maps = await sections.addAppendix('Maps');
  await sections.updateAppendix(maps.id as number, { content: '<p>The coast.</p>' });
  await sections.addAppendix('Nothing yet');
  return { session, parts, cache: new TreeCache(session), ids: { calm, harbour, storm } };
}
