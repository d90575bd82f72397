/** The one-transaction import: overlapping batches, failing records retried and reported. */
import { afterEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { DbSession } from '../../db/session';
import { importInOneTransaction } from './stage';

const sessions: DbSession[] = [];
afterEach(() => {
  for (const s of sessions.splice(0)) s.close();
});

async function openSession(): Promise<DbSession> {
  const session = new DbSession(freshDbName('stage'), null);
  await session.open();
  sessions.push(session);
  return session;
}

const required = {
  documents: [{ id: 1, uuid: 'd' }],
  current_document: [{ id: 1, uuid: 'd' }],
  frontmatter: [{ id: 1, documentId: 'd', title: 'T' }],
};

describe('importInOneTransaction', () => {
  it('writes many small batches at once and reports every failing record by position', async () => {
    const session = await openSession();
    // 25 batches of 10: more than are ever in flight at once. Every 30th entry is not an
    // object, every 45th repeats the id of the entry before it (a constraint error).
    const characters = Array.from({ length: 250 }, (_, i) => {
      if (i > 0 && i % 30 === 0) return null;
      return { id: i > 0 && i % 45 === 0 ? i : i + 1, uuid: `c${i}`, name: `C${i}` };
    });
    const progress: Array<[string, number]> = [];
    let committed = false;
    const report = await importInOneTransaction(
      session.get(),
      { ...required, characters },
      true,
      (table, done) => progress.push([table, done]),
      () => {
        committed = true;
      },
      10,
    );
    const notObjects = [30, 60, 90, 120, 150, 180, 210, 240];
    const duplicates = [45, 135, 225]; // 90 and 180 are already null
    expect(report.failures.map((f) => f.index)).toEqual(
      [...notObjects, ...duplicates].sort((a, b) => a - b),
    );
    expect(report.failures.every((f) => f.table === 'characters')).toBe(true);
    expect(report.failures.find((f) => f.index === 30)?.message).toBe('Record is not an object');
    expect(report.added.characters).toBe(250 - notObjects.length - duplicates.length);
    expect(await session.get().table('characters').count()).toBe(report.added.characters);
    const done = progress.filter(([t]) => t === 'characters').map(([, n]) => n);
    expect(done).toEqual(Array.from({ length: 25 }, (_, i) => (i + 1) * 10));
    expect(committed).toBe(true);
  });

  it('rolls everything back when a required table ends up empty', async () => {
    const session = await openSession();
    const before = await session.get().table('frontmatter').toArray();
    await expect(
      importInOneTransaction(
        session.get(),
        { documents: required.documents, characters: [{ uuid: 'x' }] },
        true,
        () => undefined,
        () => undefined,
        10,
      ),
    ).rejects.toMatchObject({ code: 'migrated_validation_failed' });
    expect(await session.get().table('frontmatter').toArray()).toEqual(before);
    expect(await session.get().table('characters').count()).toBe(0);
  });
});
