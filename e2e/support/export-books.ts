/**
 * Book files for the export journeys: a book as Story Builder saves one, built from a tree of
 * folders and pages (with records for the other tables), the Salt Road sample (front matter, two
 * folders, pages, a picture, back matter) and a long book for cancelling.
 */
export const UUID = '0d9c6a52-3f1e-4b7a-9c2d-5e8f7a6b4c3d';
// A 2×2 PNG.
export const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

export interface Node {
  id: string;
  parentId: string | null;
  name: string;
  type: 'folder' | 'page';
  html?: string;
}

/** A book file as Story Builder saves one, with the given tree and records. */
export function bookFile(title: string, nodes: Node[], extra: Record<string, unknown[]> = {}) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const pathOf = (n: Node): string[] =>
    n.parentId ? [...pathOf(byId.get(n.parentId) as Node), n.id] : [n.id];
  const position = new Map<string | null, number>();
  const tree = nodes.map((n) => {
    const p = (position.get(n.parentId) ?? 0) + 1;
    position.set(n.parentId, p);
    const words = (n.html ?? '')
      .replace(/<[^>]*>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    return {
      id: n.id,
      documentId: UUID,
      parentId: n.parentId,
      name: n.name,
      title: n.name,
      type: n.type,
      position_in_list: p,
      depth: pathOf(n).length - 1,
      path: pathOf(n).join('/'),
      content: n.html ?? '',
      content_metrics: {
        words,
        characters: 0,
        charactersNoSpaces: 0,
        paragraphs: 1,
        readingTime: 1,
      },
      mark_for_delete: 0,
    };
  });
  const section = (html: string) => [{ id: 1, documentId: UUID, folderId: null, content: html }];
  return JSON.stringify({
    metadata: {
      exportedAt: new Date().toISOString(),
      databaseName: 'storyBuilderV2',
      version: '1.2',
    },
    data: {
      documents: [
        { id: 1, uuid: UUID, savedAt: null, createdAt: '2031-01-01', updatedAt: '2031-01-01' },
      ],
      current_document: [
        { id: 1, uuid: UUID, savedAt: null, createdAt: '2031-01-01', updatedAt: '2031-01-01' },
      ],
      frontmatter: [
        {
          id: 1,
          documentId: UUID,
          title,
          filename: title,
          author: 'Ana Lima',
          description: '',
          copyright: '',
          toc: true,
          genre: '',
        },
      ],
      app_setup: [{ id: 1, version: '1.0.0', documentId: UUID }],
      tree_nodes: tree,
      preface: section('<p>Why I wrote this book.</p>'),
      acknowledgments: section('<p>Thanks to the harbour master.</p>'),
      ...extra,
    },
    fileHandles: { handles: [], stats: { projectHandles: 0, fileHandles: 0, total: 0 } },
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
