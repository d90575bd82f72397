/** Book files in the app's new export format (metadata + data, schema v7 tables). */
import { bookFile } from '../../tests/book-file.mjs';

export const FIXED_DATE = '2025-01-01T00:00:00.000Z';

const LABELS = [
  ['red', '#ef4444'],
  ['orange', '#f97316'],
  ['yellow', '#eab308'],
  ['lime', '#84cc16'],
  ['green', '#22c55e'],
  ['teal', '#14b8a6'],
  ['blue', '#3b82f6'],
  ['indigo', '#6366f1'],
  ['violet', '#8b5cf6'],
  ['purple', '#a855f7'],
  ['fuchsia', '#d946ef'],
  ['pink', '#ec4899'],
  ['gray', '#6b7280'],
  ['dark', '#1f2937'],
];

const SECTIONS = [
  'prologue',
  'introduction',
  'epilogue',
  'preface',
  'acknowledgments',
  'author_bio',
  'glossary',
  'bibliography',
  'book_index',
  'afterword',
];

const emptyMetrics = () => ({
  words: 0,
  characters: 0,
  charactersNoSpaces: 0,
  paragraphs: 0,
  readingTime: 0,
});

/** Builds tree nodes with depth and path from a nested description. */
export class TreeBuilder {
  constructor(rng, documentId) {
    this.rng = rng;
    this.documentId = documentId;
    this.nodes = [];
    this.positions = new Map();
  }

  add(parent, type, name, content = '', metrics = emptyMetrics()) {
    const id = this.rng.id();
    const key = parent?.id ?? null;
    const position = (this.positions.get(key) ?? 0) + 1;
    this.positions.set(key, position);
    const node = {
      id,
      documentId: this.documentId,
      parentId: key,
      name,
      type,
      position_in_list: position,
      depth: parent ? parent.depth + 1 : 0,
      path: parent ? `${parent.path}/${id}` : id,
      title: name,
      content,
      content_metrics: metrics,
      mark_for_delete: 0,
    };
    this.nodes.push(node);
    return node;
  }

  folder(parent, name) {
    return this.add(parent, 'folder', name);
  }

  page(parent, name, html, metrics) {
    return this.add(parent, 'page', name, html, metrics);
  }
}

/**
 * The whole export object of a book (the tables a real export holds): the shared builder's book
 * file (tests/book-file.mjs: metadata, documents, front matter, app set-up) with the generated
 * tree and the other tables of a real export.
 */
export function bookExport({ rng, documentId, title, author, treeNodes, extra = {} }) {
  const filename = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`;
  return bookFile({
    uuid: documentId,
    date: FIXED_DATE,
    title,
    author,
    filename,
    frontmatter: {
      description: 'A generated book for the Story Builder benchmarks.',
      toc: false,
      genre: 'Benchmark',
    },
    tables: {
      tree_nodes: treeNodes,
      copyright: [
        {
          id: 1,
          documentId,
          full_name: author,
          pen_name: '',
          edition: '',
          publication_year: '2025',
          isbn: [],
          publisher: '',
          collaborators: [],
          rights: false,
          fiction_disclaimer: false,
          moral_rights: false,
          external_content: false,
          tm_notice: false,
          public_domain: false,
          permissions: false,
          licensing: false,
          additional_clause: false,
          additional_clause_text: '',
        },
      ],
      app_settings: [
        {
          id: 1,
          documentId,
          list_or_grid: 'grid',
          canvas_width: 980,
          canvas_padding: { top: 24, right: 24, bottom: 24, left: 24 },
          font_size: 22,
          line_height: 1.5,
          font_family: 'Playfair Display',
          selected_theme: 'light',
          indent_size: 4,
          tab_spaces: 4,
          various: { autosave: { enabled: true, interval: 5 } },
        },
      ],
      labels: LABELS.map(([name, color], i) => ({
        id: i + 1,
        uuid: rng.uuid(),
        documentId,
        folderId: null,
        name,
        color,
        label: '',
        alpha: name === 'red' ? 0.4 : 0.7,
      })),
      ...Object.fromEntries(
        SECTIONS.map((s) => [
          s,
          [{ id: 1, documentId, folderId: null, content: '', content_metrics: emptyMetrics() }],
        ]),
      ),
      book_metrics: [{ id: 1, documentId, metrics: defaultBookMetrics() }],
      editor: [{ id: 1, pageCount: treeNodes.filter((n) => n.type === 'page').length }],
      ebook_settings: [{ id: 1, documentId, book_settings: {} }],
      ...extra,
    },
  });
}

function defaultBookMetrics() {
  return {
    completion_date_target: { date: null, is_active: false },
    total_words_target: { value: 1000, is_active: false },
    daily_words_target: {
      value: 100,
      is_active: false,
      today: { count: 0, date: null },
      previous: 0,
    },
    writing_streak_days: 1,
    record_metrics: { daily: [], weekly: [], monthly: [] },
    metrics_widgets: {
      words_count: { is_active: false, position: 'top', daily: false, unit: 'words' },
      pomodoro: {
        is_active: false,
        session_length: 25,
        break: { short: 5, long: 15 },
        notification_sound: { is_active: true, sound: 'bell' },
        notification_ui: { is_active: true, size: 'small' },
      },
    },
  };
}
