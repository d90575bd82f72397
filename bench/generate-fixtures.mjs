#!/usr/bin/env node
/**
 * `npm run fixtures`: writes the benchmark fixtures to bench/fixtures/, deterministically (one
 * seed per fixture, mulberry32), and says what it wrote. Running it again rewrites nothing
 * unless a generator changed. The run reads bench/fixtures/manifest.json for ids and counts.
 * `--smoke` writes the small set instead (bench/fixtures/smoke/: the same books, a few pages
 * each, for `npm run bench -- --smoke`, the one-run check of every scenario's driver).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookExport, FIXED_DATE, TreeBuilder } from './lib/book.mjs';
import { pageHtml, sentence, shortHtml } from './lib/html-gen.mjs';
import { photoPng } from './lib/png.mjs';
import { createRng } from './lib/prng.mjs';
import { GIVEN_NAMES, PLACE_PARTS } from './lib/words.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURES_DIR = join(here, 'fixtures');
const SEED = 0x5b0_0c; // change it and every fixture changes

/** Words of S15's huge page: about 20.9 MB of HTML (6.4 bytes a word). */
export const HUGE_PAGE_WORDS = 3_250_000;

/**
 * What each fixture holds, full size (the measurements) and small (the smoke run: every
 * scenario's driver once, in seconds). The smoke set keeps every feature a scenario relies on:
 * the nested book exports to PDF in two volumes or more at 100 pages a volume, the huge page is
 * over the app's LONG_PAGE_WORDS (50,000, so the split is offered), the legacy files put an
 * invalid record in each of their three tables.
 */
export const SCALES = {
  full: {
    dir: '',
    million: {
      file: 'book-1m-words.json',
      title: 'The Million Word Book',
      parts: 5,
      chapters: 10,
      pages: 40,
    },
    twoHundred: {
      file: 'book-200-pages.json',
      title: 'Two Hundred Pages',
      parts: 5,
      chapters: 2,
      pages: 20,
    },
    hugeWords: HUGE_PAGE_WORDS,
    legacy: { chapters: 20_000, characters: 40_000, locations: 39_998 },
    legacyFiles: ['legacy-100k.json', 'legacy-100k-invalid.json'],
    atlas: { file: 'atlas-5000.json', entries: 5000 },
    notes: { file: 'notes-5000.json', count: 5000 },
    photo: { file: 'photo-12mp.png', width: 4000, height: 3000 },
  },
  smoke: {
    dir: 'smoke/',
    million: {
      file: 'book-80-pages.json',
      title: 'Eighty Pages',
      parts: 2,
      chapters: 2,
      pages: 20,
      volumePages: 100,
    },
    twoHundred: { file: 'book-10-pages.json', title: 'Ten Pages', parts: 1, chapters: 2, pages: 5 },
    hugeWords: 60_000,
    legacy: { chapters: 100, characters: 200, locations: 200 },
    legacyFiles: ['legacy-500.json', 'legacy-500-invalid.json'],
    atlas: { file: 'atlas-200.json', entries: 200 },
    notes: { file: 'notes-200.json', count: 200 },
    photo: { file: 'photo-640.png', width: 640, height: 480 },
  },
};

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
let written = [];

/** Writes a file (`name` is relative to bench/fixtures/) unless it already holds these bytes. */
function emit(name, content, note) {
  const path = join(FIXTURES_DIR, name);
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const hash = createHash('sha256').update(bytes).digest('hex');
  let state = 'wrote';
  if (existsSync(path)) {
    const old = readFileSync(path);
    if (old.length === bytes.length && createHash('sha256').update(old).digest('hex') === hash) {
      state = 'unchanged';
    }
  }
  if (state === 'wrote') writeFileSync(path, bytes);
  written.push({ name, bytes: bytes.length, sha256: hash });
  const size = (bytes.length / 1024 / 1024).toFixed(2).padStart(7);
  console.log(`  ${state.padEnd(9)} ${size} MB  ${relative(process.cwd(), path)}  ${note}`);
}

/**
 * Page word counts that vary (about 200-800) and add up to exactly `pages * mean`; the first
 * two pages have exactly `mean` words, so "Page 1" is alike in every book.
 */
function pageSizes(rng, pages, mean) {
  const sizes = [];
  for (let i = 0; i < pages; i += 2) {
    const d = i === 0 ? 0 : rng.int(0, 300);
    sizes.push(mean + d);
    if (i + 1 < pages) sizes.push(mean - d);
  }
  if (pages % 2 === 1) sizes[pages - 1] = mean;
  return sizes;
}

/** A book of `parts` × `chapters` folders × `pages` pages, `mean` words a page. */
function nestedBook(seed, { title, parts, chapters, pages, mean }) {
  const rng = createRng(seed);
  const documentId = rng.uuid();
  const tree = new TreeBuilder(rng, documentId);
  const sizes = pageSizes(rng, parts * chapters * pages, mean);
  let n = 0;
  let words = 0;
  for (let p = 1; p <= parts; p += 1) {
    const part = tree.folder(null, `Part ${p}`);
    for (let c = 1; c <= chapters; c += 1) {
      const chapter = tree.folder(part, `Chapter ${(p - 1) * chapters + c}`);
      for (let k = 1; k <= pages; k += 1) {
        const { html, metrics } = pageHtml(rng, sizes[n]);
        n += 1;
        words += metrics.words;
        tree.page(chapter, `Page ${n}`, html, metrics);
      }
    }
  }
  const book = bookExport({ rng, documentId, title, author: 'B. Marker', treeNodes: tree.nodes });
  const first = tree.nodes.find((x) => x.type === 'page');
  return {
    book,
    info: { documentId, pages: n, folders: tree.nodes.length - n, words, firstPage: pick(first) },
  };
}

const pick = (node) => ({ id: node.id, name: node.name, words: node.content_metrics.words });

function pagesBook(seed, sizes) {
  const rng = createRng(seed);
  const documentId = rng.uuid();
  const tree = new TreeBuilder(rng, documentId);
  const root = tree.folder(null, 'Main Content');
  const pages = {};
  for (const size of sizes) {
    const marker = `zzend${size}`;
    const { html, metrics } = pageHtml(rng, size, { marker });
    const node = tree.page(root, `Words ${size}`, html, metrics);
    pages[size] = { ...pick(node), marker, html };
  }
  const book = bookExport({
    rng,
    documentId,
    title: 'Pages of Many Sizes',
    author: 'B. Marker',
    treeNodes: tree.nodes,
  });
  return { book, pages, documentId };
}

function onePageBook(seed) {
  const rng = createRng(seed);
  const documentId = rng.uuid();
  const tree = new TreeBuilder(rng, documentId);
  const root = tree.folder(null, 'Main Content');
  const { html, metrics } = pageHtml(rng, 500);
  const page = tree.page(root, 'Page 1', html, metrics);
  const book = bookExport({
    rng,
    documentId,
    title: 'One Page',
    author: 'B. Marker',
    treeNodes: tree.nodes,
  });
  return { book, info: { documentId, pages: 1, words: metrics.words, firstPage: pick(page) } };
}

function characterRecord(rng, id, documentId) {
  const name = `${rng.pick(GIVEN_NAMES)} ${rng.pick(PLACE_PARTS)}${rng.pick(['son', 'ley', 'wood', 'ford', 'er'])}`;
  return {
    id,
    uuid: rng.uuid(),
    documentId,
    folderId: null,
    position_in_list: id,
    mark_for_delete: 0,
    name,
    description: sentence(rng, rng.int(8, 20)),
    goals: sentence(rng, rng.int(4, 10)),
    arc: sentence(rng, rng.int(4, 10)),
  };
}

function locationRecord(rng, id, documentId) {
  return {
    id,
    uuid: rng.uuid(),
    documentId,
    folderId: null,
    position_in_list: id,
    mark_for_delete: 0,
    name: `${rng.pick(PLACE_PARTS)}${rng.pick(PLACE_PARTS).toLowerCase()}`,
    description: sentence(rng, rng.int(8, 20)),
    climate: rng.pick(['temperate', 'arid', 'polar', 'tropical', 'alpine']),
    history: sentence(rng, rng.int(6, 14)),
    notable_features: sentence(rng, rng.int(3, 8)),
  };
}

const NOTE_BADGES = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'gray'];
const NOTE_BGS = ['yellow', 'blue', 'pink', 'green', 'white', 'mint'];

/** A note of 30–90 words in two paragraphs; every 50th mentions the lighthouse (the search). */
function noteRecord(rng, id, documentId, pageIds) {
  const lighthouse = id % 50 === 0;
  const first = sentence(rng, rng.int(15, 45));
  const second = sentence(rng, rng.int(15, 45));
  return {
    id,
    uuid: rng.uuid(),
    documentId,
    folderId: null,
    page_id: id % 3 === 0 ? rng.pick(pageIds) : null,
    title: `${rng.pick(PLACE_PARTS)} ${lighthouse ? 'lighthouse' : rng.pick(GIVEN_NAMES).toLowerCase()} ${id}`,
    content: `<p>${first}</p><p>${lighthouse ? `The lighthouse keeper ${second}` : second}</p>`,
    color: rng.int(0, 3) === 0 ? NOTE_BADGES.slice(0, rng.int(1, 3)) : rng.pick(NOTE_BADGES),
    background_color: rng.pick(NOTE_BGS),
    position_in_list: id,
    mark_for_delete: 0,
  };
}

function notesBook(seed, count) {
  const rng = createRng(seed);
  const documentId = rng.uuid();
  const tree = new TreeBuilder(rng, documentId);
  const root = tree.folder(null, 'Main Content');
  const pageIds = [];
  for (let i = 1; i <= 20; i += 1) pageIds.push(tree.page(root, `Page ${i}`, '', undefined).id);
  const notes = [];
  for (let i = 1; i <= count; i += 1) notes.push(noteRecord(rng, i, documentId, pageIds));
  const book = bookExport({
    rng,
    documentId,
    title: 'The Notebook',
    author: 'B. Marker',
    treeNodes: tree.nodes,
    extra: { notes },
  });
  const matches = notes.filter((n) =>
    `${n.title} ${n.content}`.toLowerCase().includes('lighthouse'),
  );
  return { book, info: { documentId, notes: count, lighthouse: matches.length } };
}

/** The legacy file (`LEGACY` counts); with `invalid`, 1 % of the records broken, evenly spread. */
function legacyFile(seed, LEGACY, { invalid }) {
  const rng = createRng(seed);
  const documentId = rng.uuid();
  const root = {
    documents: [{ id: 1, uuid: documentId, createdAt: FIXED_DATE, updatedAt: FIXED_DATE }],
    frontmatter: [
      {
        id: 1,
        documentId,
        title: 'The Legacy Saga',
        author: 'B. Marker',
        description: 'A generated legacy-format book.',
      },
    ],
    chapters: [],
    characters: [],
    locations: [],
  };
  for (let i = 1; i <= LEGACY.chapters; i += 1) {
    root.chapters.push({
      id: i,
      documentId,
      folderId: null,
      position_in_list: i,
      title: `Chapter ${i}`,
      content: shortHtml(rng, rng.int(20, 60)),
      mark_for_delete: 0,
    });
  }
  for (let i = 1; i <= LEGACY.characters; i += 1)
    root.characters.push(characterRecord(rng, i, documentId));
  for (let i = 1; i <= LEGACY.locations; i += 1)
    root.locations.push(locationRecord(rng, i, documentId));

  const expected = { failures: 0, failedByTable: {}, stored: {}, objectChapters: LEGACY.chapters };
  if (invalid) {
    // Every 100th record of chapters + characters + locations (as one sequence) is broken:
    // not an object (null, a number, a string, an array) or a duplicate primary key.
    const tables = ['chapters', 'characters', 'locations'];
    let slot = 0;
    let kind = 0;
    for (const table of tables) {
      const rows = root[table];
      for (let i = 0; i < rows.length; i += 1, slot += 1) {
        if (slot % 100 !== 50) continue;
        const broken = [
          null,
          { ...rows[i - 1], name: 'Duplicate key', title: 'Duplicate key' },
          42,
          'not a record',
          [1, 2, 3],
        ][kind % 5];
        if (kind % 5 !== 1 && table === 'chapters') expected.objectChapters -= 1;
        kind += 1;
        rows[i] = broken;
        expected.failures += 1;
        expected.failedByTable[table] = (expected.failedByTable[table] ?? 0) + 1;
      }
    }
  }
  // Chapters are stored as pages (objectChapters of them), not as `chapters` rows.
  for (const table of ['characters', 'locations']) {
    expected.stored[table] = LEGACY[table] - (expected.failedByTable[table] ?? 0);
  }
  const records = 2 + LEGACY.chapters + LEGACY.characters + LEGACY.locations;
  return { root, info: { documentId, records, ...expected } };
}

function atlasBook(seed, entries) {
  const rng = createRng(seed);
  const documentId = rng.uuid();
  const tree = new TreeBuilder(rng, documentId);
  const root = tree.folder(null, 'Main Content');
  tree.page(root, 'Page 1', '', undefined);
  const characters = [];
  const locations = [];
  for (let i = 1; i <= entries / 2; i += 1) characters.push(characterRecord(rng, i, documentId));
  for (let i = 1; i <= entries / 2; i += 1) locations.push(locationRecord(rng, i, documentId));
  const book = bookExport({
    rng,
    documentId,
    title: 'The Atlas',
    author: 'B. Marker',
    treeNodes: tree.nodes,
    extra: { characters, locations },
  });
  return { book, info: { documentId, characters: characters.length, locations: locations.length } };
}

/** Writes the fixtures of `scale` ('full' or 'smoke') and returns their manifest. */
export function generate(scale = 'full') {
  const size = SCALES[scale];
  const at = (name) => `${size.dir}${name}`;
  written = [];
  mkdirSync(join(FIXTURES_DIR, size.dir), { recursive: true });
  console.log(
    `Generating benchmark fixtures (seed ${SEED}, ${scale}) in ${relative(process.cwd(), join(FIXTURES_DIR, size.dir))}/`,
  );
  const manifest = { seed: SEED, scale, generatedFrom: 'bench/generate-fixtures.mjs', files: {} };

  const { file: bigFile, volumePages, ...bigShape } = size.million;
  const big = nestedBook(SEED + 1, { ...bigShape, mean: 500 });
  emit(at(bigFile), json(big.book), `${big.info.words} words, ${big.info.pages} pages`);
  manifest.books = {
    million: { file: at(bigFile), ...big.info, ...(volumePages ? { volumePages } : {}) },
  };

  const { file: smallFile, ...smallShape } = size.twoHundred;
  const small = nestedBook(SEED + 2, { ...smallShape, mean: 500 });
  emit(at(smallFile), json(small.book), `${small.info.words} words, ${small.info.pages} pages`);
  manifest.books.twoHundred = { file: at(smallFile), ...small.info };

  const one = onePageBook(SEED + 3);
  emit(at('book-1-page.json'), json(one.book), `${one.info.words} words, 1 page`);
  manifest.books.onePage = { file: at('book-1-page.json'), ...one.info };

  const sizes = [100, 500, 5000, 20000];
  const pb = pagesBook(SEED + 4, sizes);
  emit(at('pages-book.json'), json(pb.book), `pages of ${sizes.join(', ')} words`);
  manifest.books.pages = { file: at('pages-book.json'), documentId: pb.documentId, pages: {} };
  for (const n of sizes) {
    const { html, ...page } = pb.pages[n];
    emit(at(`page-${n}.html`), `${html}\n`, `${page.words} words`);
    manifest.books.pages.pages[n] = { ...page, htmlFile: at(`page-${n}.html`) };
  }

  // S15: a 20 MB page (issue 23, item 6) beside a 100-word page, in a book of their own.
  const hugeSizes = [100, size.hugeWords];
  const hb = pagesBook(SEED + 9, hugeSizes);
  const hugeMb = (Buffer.byteLength(hb.pages[size.hugeWords].html) / 1e6).toFixed(1);
  emit(
    at('huge-page-book.json'),
    json(hb.book),
    `pages of ${hugeSizes.join(', ')} words (${hugeMb} MB)`,
  );
  manifest.books.hugePage = {
    file: at('huge-page-book.json'),
    documentId: hb.documentId,
    pages: {},
  };
  for (const n of hugeSizes) {
    const { html, ...page } = hb.pages[n];
    manifest.books.hugePage.pages[n] = { ...page, htmlBytes: Buffer.byteLength(html) };
  }

  const [validFile, invalidFile] = size.legacyFiles;
  const legacy = legacyFile(SEED + 5, size.legacy, { invalid: false });
  emit(at(validFile), json(legacy.root), `${legacy.info.records} records (legacy format)`);
  const broken = legacyFile(SEED + 5, size.legacy, { invalid: true });
  emit(
    at(invalidFile),
    json(broken.root),
    `${broken.info.records} records, ${broken.info.failures} invalid`,
  );
  manifest.legacy = {
    valid: { file: at(validFile), ...legacy.info },
    invalid: { file: at(invalidFile), ...broken.info },
  };

  const atlas = atlasBook(SEED + 6, size.atlas.entries);
  const half = (size.atlas.entries / 2).toLocaleString('en');
  emit(at(size.atlas.file), json(atlas.book), `${half} characters and ${half} locations`);
  manifest.atlas = { file: at(size.atlas.file), ...atlas.info };

  const notes = notesBook(SEED + 8, size.notes.count);
  emit(
    at(size.notes.file),
    json(notes.book),
    `${size.notes.count.toLocaleString('en')} notes, ${notes.info.lighthouse} of them about the lighthouse`,
  );
  manifest.notes = { file: at(size.notes.file), ...notes.info };

  const { file: photoFile, width, height } = size.photo;
  const png = photoPng(createRng(SEED + 7), width, height);
  emit(at(photoFile), png, `${width} x ${height} RGB PNG`);
  manifest.photo = { file: at(photoFile), width, height, type: 'image/png' };

  manifest.sha256 = Object.fromEntries(written.map((f) => [f.name, f.sha256]));
  emit(at('manifest.json'), json(manifest), 'ids, counts and hashes the bench reads');
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  generate(process.argv.includes('--smoke') ? 'smoke' : 'full');
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
