/**
 * Baselines of S3 and S7, in the app's origin: a raw IndexedDB getAll of the app's tree_nodes
 * (`?mode=tree`, at load: a cold read of the page metadata), and reading every page and joining
 * the pages' text in reading order into one file (`?mode=join`, on a click).
 */

const request = (r) =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

async function readTree() {
  const db = await request(indexedDB.open('storyBuilderV2'));
  const rows = await request(db.transaction('tree_nodes').objectStore('tree_nodes').getAll());
  db.close();
  return rows;
}

/** Pages in reading order (depth-first by position), their text joined as one file. */
function joinPages(rows) {
  const children = new Map();
  for (const n of rows) {
    if (n.mark_for_delete === 1) continue;
    const list = children.get(n.parentId) ?? [];
    list.push(n);
    children.set(n.parentId, list);
  }
  const out = [];
  const walk = (parentId) => {
    const list = (children.get(parentId) ?? []).sort(
      (a, b) => a.position_in_list - b.position_in_list,
    );
    for (const n of list) {
      if (n.type === 'page') out.push(`# ${n.name}\n\n${n.content.replace(/<[^>]*>/g, '\n')}`);
      else walk(n.id);
    }
  };
  walk(null);
  return new Blob([out.join('\n\n')], { type: 'text/markdown' });
}

const mode = new URLSearchParams(location.search).get('mode') ?? 'tree';
const out = document.getElementById('out');

if (mode === 'tree') {
  readTree().then(
    (rows) => {
      out.textContent = String(rows.length);
      document.body.dataset.state = 'done';
    },
    (error) => {
      out.textContent = String(error);
      document.body.dataset.state = 'failed';
    },
  );
} else {
  document.getElementById('run').addEventListener('click', async () => {
    const blob = joinPages(await readTree());
    out.textContent = String(blob.size);
    document.body.dataset.state = 'done';
  });
}
