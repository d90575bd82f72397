/**
 * Book files for the export journeys: a book as Story Builder saves one, built from a tree of
 * folders and pages (with records for the other tables), the Salt Road sample (front matter, two
 * folders, pages, a picture, back matter) and a long book for cancelling.
 */
import { type BookNodeSpec, bookFileJson } from '../../tests/book-file.mjs';

export const UUID = '0d9c6a52-3f1e-4b7a-9c2d-5e8f7a6b4c3d';
// A 2×2 PNG.
export const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

export type Node = BookNodeSpec;

/**
 * An export journey's book file (tests/book-file.mjs): `title` by Ana Lima, the given tree, a
 * preface and acknowledgments, and `extra` tables as a hand-made file may hold them.
 */
export function bookFile(title: string, nodes: Node[], extra: Record<string, unknown[]> = {}) {
  const section = (html: string) => [{ id: 1, documentId: UUID, folderId: null, content: html }];
  return bookFileJson({
    uuid: UUID,
    title,
    author: 'Ana Lima',
    date: '2031-01-01T00:00:00.000Z',
    nodes,
    looseTables: {
      preface: section('<p>Why I wrote this book.</p>'),
      acknowledgments: section('<p>Thanks to the harbour master.</p>'),
      ...extra,
    },
  });
}

export const SALT_ROAD: Node[] = [
  { id: 'root', parentId: null, name: 'Main Content', type: 'folder' },
  { id: 'one', parentId: 'root', name: 'Part One', type: 'folder' },
  {
    id: 'arrival',
    parentId: 'one',
    name: 'Arrival',
    type: 'page',
    html: '<p>The <strong>ship</strong> came in at dawn.</p>',
  },
  {
    id: 'harbour',
    parentId: 'one',
    name: 'Harbour',
    type: 'page',
    html: `<h2>Gulls</h2><p>A gull on the mast:</p><p><img src="data:image/png;base64,${PNG}" alt="A gull"></p><ul><li>rope</li><li>salt</li></ul>`,
  },
  { id: 'two', parentId: 'root', name: 'Part Two', type: 'folder' },
  {
    id: 'storm',
    parentId: 'two',
    name: 'Storm',
    type: 'page',
    html: '<blockquote>Rain, all night.</blockquote><p class="align-center">* * *</p>',
  },
];

/** A long book: `pages` pages of about `words` words each, in two folders. */
export function bigBook(pages: number, words: number): string {
  const sentence = 'The long road ran north along the salt marsh under a grey sky';
  const paragraph = Array.from({ length: Math.ceil(words / 12) }, () => sentence).join(' ');
  const nodes: Node[] = [
    { id: 'root', parentId: null, name: 'Main Content', type: 'folder' },
    { id: 'f1', parentId: 'root', name: 'Book One', type: 'folder' },
    { id: 'f2', parentId: 'root', name: 'Book Two', type: 'folder' },
  ];
  for (let i = 1; i <= pages; i += 1) {
    nodes.push({
      id: `p${i}`,
      parentId: i <= pages / 2 ? 'f1' : 'f2',
      name: `Chapter ${i}`,
      type: 'page',
      html: `<p>${i}. ${paragraph}.</p>`,
    });
  }
  return bookFile('The Long Road', nodes);
}
