// @ts-check
/**
 * `bookFile()`: a book file as Story Builder saves one (metadata 1.2, `storyBuilderV2`, the
 * tables of a new book), built from a few options, for every test that needs a book on disk:
 * unit tests, the e2e journeys (opened through File > Open) and the bench's fixtures. Plain
 * JavaScript so Node runs it as it is (the bench); its types are in book-file.d.mts, taken from
 * workers/contract, so a test that builds a record the contract no longer allows fails to compile.
 */

/** The document uuid of a book built without one. */
export const BOOK_UUID = '0d9c6a52-3f1e-4b7a-9c2d-5e8f7a6b4c3d';
/** The date a book is built with unless told otherwise (export time, created, updated). */
export const BOOK_DATE = '2025-01-01T00:00:00.000Z';

/** A new book's tree: the folder Main Content holding an empty Page 1. */
export const NEW_BOOK_NODES = [
  { id: 'main-content', parentId: null, name: 'Main Content', type: 'folder' },
  { id: 'page-1', parentId: 'main-content', name: 'Page 1', type: 'page', html: '' },
];

/**
 * Counts of a page's HTML (words as the app counts them in plain Latin text; characters with and
 * without spaces; block paragraphs; minutes at 200 words a minute).
 * @param {string} html
 */
export function metricsOf(html) {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text ? text.split(' ').length : 0;
  const paragraphs = (html.match(/<(p|h[1-6]|li|blockquote)\b/g) ?? []).length;
  return {
    words,
    characters: text.length,
    charactersNoSpaces: text.replace(/ /g, '').length,
    paragraphs,
    readingTime: Math.ceil(words / 200),
  };
}

/**
 * Tree nodes (depth, path, positions among siblings in the order given) from a flat list.
 * @param {string} documentId
 * @param {import('./book-file.d.mts').BookNodeSpec[]} nodes
 */
export function treeNodes(documentId, nodes) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  /** @param {import('./book-file.d.mts').BookNodeSpec} n @returns {string[]} */
  const pathOf = (n) => {
    const parent = n.parentId ? byId.get(n.parentId) : undefined;
    if (n.parentId && !parent)
      throw new Error(`bookFile: ${n.id}'s parent ${n.parentId} is not in the book`);
    return parent ? [...pathOf(parent), n.id] : [n.id];
  };
  /** @type {Map<string | null, number>} */
  const position = new Map();
  return nodes.map((n) => {
    const p = (position.get(n.parentId) ?? 0) + 1;
    position.set(n.parentId, p);
    const path = pathOf(n);
    const content = n.html ?? '';
    return {
      id: n.id,
      documentId,
      parentId: n.parentId,
      name: n.name,
      title: n.name,
      type: n.type,
      position_in_list: p,
      depth: path.length - 1,
      path: path.join('/'),
      content,
      content_metrics: { ...metricsOf(content), ...n.metrics },
      mark_for_delete: /** @type {0} */ (0),
      ...n.fields,
    };
  });
}

/**
 * A book file as an object ({ metadata, data, fileHandles }).
 * @param {import('./book-file.d.mts').BookFileOptions} [options]
 */
export function bookFile(options = {}) {
  const uuid = options.uuid ?? BOOK_UUID;
  const date = options.date ?? BOOK_DATE;
  const title = options.title ?? 'Untitled';
  const doc = { id: 1, uuid, savedAt: null, createdAt: date, updatedAt: date };
  return {
    metadata: { exportedAt: date, databaseName: 'storyBuilderV2', version: '1.2' },
    data: {
      documents: [doc],
      current_document: [{ ...doc }],
      frontmatter: [
        {
          id: 1,
          documentId: uuid,
          title,
          filename: options.filename ?? title,
          author: options.author ?? '',
          description: '',
          copyright: '',
          toc: true,
          genre: '',
          ...options.frontmatter,
        },
      ],
      app_setup: [{ id: 1, version: '1.0.0', documentId: uuid }],
      tree_nodes: treeNodes(uuid, options.nodes ?? NEW_BOOK_NODES),
      ...options.tables,
      ...options.looseTables,
    },
    fileHandles: {
      handles: [],
      stats: { projectHandles: 0, fileHandles: 0, total: 0 },
      exportedAt: date,
    },
  };
}

/**
 * The book file's text, pretty-printed as the app writes it (two spaces).
 * @param {import('./book-file.d.mts').BookFileOptions} [options]
 */
export function bookFileJson(options) {
  return JSON.stringify(bookFile(options), null, 2);
}
