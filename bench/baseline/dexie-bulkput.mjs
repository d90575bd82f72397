/**
 * Baseline of S1/S2: the same legacy file read from OPFS, parsed, and its records stored with
 * raw Dexie bulkPut into a scratch database (same tables and indexes as schema v1), in the
 * main thread. Dexie comes straight from node_modules/dexie/dist/dexie.mjs (a server route).
 */
import Dexie from '/__bench/vendor/dexie.mjs';

const world = '++id, uuid, documentId, folderId, position_in_list, mark_for_delete';
const STORES = {
  documents: '++id, uuid',
  frontmatter: '++id, documentId',
  chapters: '++id, documentId, folderId, parentId, position_in_list, mark_for_delete',
  characters: world,
  locations: world,
};

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

async function run() {
  const root = await navigator.storage.getDirectory();
  const dir = await root.getDirectoryHandle('picked');
  const file = await (await dir.getFileHandle(window.__openName)).getFile();
  const data = JSON.parse(await file.text());
  const db = new Dexie('bench-scratch');
  db.version(1).stores(STORES);
  await db.open();
  const counts = {};
  for (const table of Object.keys(STORES)) {
    const rows = (data[table] ?? []).filter(isObject);
    await db.table(table).bulkPut(rows);
    counts[table] = await db.table(table).count();
  }
  db.close();
  return counts;
}

document.getElementById('run').addEventListener('click', async () => {
  try {
    const counts = await run();
    document.getElementById('out').textContent = JSON.stringify(counts);
    document.body.dataset.state = 'done';
  } catch (error) {
    document.getElementById('out').textContent = String(error);
    document.body.dataset.state = 'failed';
  }
});
