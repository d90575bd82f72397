/**
 * Every field of every atlas kind survives the app's own file (issue 23, item 1): a record with
 * every field filled in is saved (exported), opened (imported) and restored from a snapshot, and
 * comes back identical, with no note that anything was cleared. The import's schema is derived
 * from the atlas contract (book-schema.ts), so the two cannot disagree again.
 */

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { freshDbName } from '../../../tests/fresh-db';
import {
  ATLAS_FIELDS,
  ATLAS_KINDS,
  type AtlasKind,
  type AtlasRecord,
  LOCATION_CATEGORIES,
} from '../../contract/atlas';
import type { Result } from '../../contract/result';
import { DbSession } from '../../db/session';
import { bookJsonOf } from '../../files/book-json';
import { withResults } from '../../to-result';
import { createAtlasHandlers } from '../atlas/handlers';
import { createStorageHandlers } from '../storage/handlers';
import { createImportExportHandlers } from './handlers';

let session: DbSession;
let fs: FakeOpfs;

const data = <T>(r: Result<T>): T => {
  if (!r.success) throw new Error(`expected success, got: ${r.error.message}`);
  return r.data;
};

function wire() {
  const importExport = createImportExportHandlers(session, bookJsonOf(session));
  const storage = createStorageHandlers(
    session,
    { bookJson: bookJsonOf(session), importBook: importExport.importBook },
    {
      opfs: fs.provider,
      estimate: async () => null,
    },
  );
  const atlas = createAtlasHandlers(session);
  const open = () => session.open();
  return {
    importExport: withResults(importExport, open),
    storage: withResults(storage, open),
    atlas: withResults(atlas, open),
  };
}

beforeEach(async () => {
  session = new DbSession(freshDbName('atlas-round-trip'), null);
  await session.open();
  fs = new FakeOpfs();
});

afterEach(() => session.close());

/** A value for every field of the kind, of the field's type, none of them a default. */
function everyField(kind: AtlasKind): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const { key, type } of ATLAS_FIELDS[kind]) {
    if (type === 'list') fields[key] = [`${key} one`, `${key} two`];
    else if (type === 'location_type')
      fields[key] = { category: 'settlements', subcategory: 'port' };
    else if (type === 'date') fields[key] = '1204-04-13';
    else if (type === 'line') fields[key] = `${kind} ${key}`;
    else fields[key] = `The ${key} of this ${kind},\nover two lines.`;
  }
  return fields;
}

async function fillEveryKind(api: ReturnType<typeof wire>): Promise<AtlasRecord[]> {
  const made: AtlasRecord[] = [];
  for (const kind of ATLAS_KINDS) {
    const record = data(await api.atlas.createAtlasRecord(kind));
    made.push(
      data(
        await api.atlas.updateAtlasRecord(kind, record.id, {
          fields: everyField(kind),
          tags: ['alpha', 'beta'],
          image_url: 'https://example.org/picture.webp',
          image_source: 'external',
        }),
      ),
    );
  }
  return made;
}

async function everyRecord(api: ReturnType<typeof wire>): Promise<AtlasRecord[]> {
  const out: AtlasRecord[] = [];
  for (const kind of ATLAS_KINDS) out.push(...data(await api.atlas.listAtlas(kind)));
  return out;
}

/** What must be identical: everything but the ids the database assigns again. */
const comparable = (records: AtlasRecord[]) =>
  records.map(({ id: _id, ...rest }) => rest).sort((a, b) => a.uuid.localeCompare(b.uuid));

describe('every atlas field survives the book file', () => {
  it('fills every field with a value of its type (the test itself)', async () => {
    const made = await fillEveryKind(wire());
    const port = made.find((r) => r.kind === 'locations');
    expect(port?.fields.type).toEqual({ category: 'settlements', subcategory: 'port' });
    expect(LOCATION_CATEGORIES.settlements).toContain('port');
    for (const record of made) {
      for (const { key, type } of ATLAS_FIELDS[record.kind]) {
        const value = record.fields[key];
        if (type === 'list') expect(value, `${record.kind}.${key}`).toHaveLength(2);
        else if (type !== 'location_type') expect(value, `${record.kind}.${key}`).not.toBe('');
      }
    }
  });

  it('save → open: every value identical, and nothing reported cleared', async () => {
    const api = wire();
    const made = await fillEveryKind(api);
    const file = data(await api.importExport.exportDatabase()).json;
    const report = data(await api.importExport.importBook(file, { clear: true }));
    expect(JSON.stringify(report)).not.toMatch(/cleared|something other than/i);
    expect(comparable(await everyRecord(api))).toEqual(comparable(made));
  });

  it('Backups → Restore: every value identical', async () => {
    const api = wire();
    const made = await fillEveryKind(api);
    const snapshot = data(await api.storage.snapshotCurrentBook());
    // The book changes after the snapshot; the restore brings back the snapshot's values.
    for (const record of made) {
      data(await api.atlas.updateAtlasRecord(record.kind, record.id, { fields: {}, tags: [] }));
    }
    data(await api.storage.restoreSnapshot(snapshot));
    expect(comparable(await everyRecord(api))).toEqual(comparable(made));
  });
});
