import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../tests/fresh-db';
import { createApi } from '../api';
import { SCHEMA_VERSION } from '../contract/constants';
import { DbSession } from './session';

describe('opening failure', () => {
  it('refuses a database written by a newer version, with a message, and never deletes it', async () => {
    const name = freshDbName('newer');
    const future = new Dexie(name);
    future.version(SCHEMA_VERSION + 1).stores({ documents: '++id, uuid', dragons: '++id' });
    await future.open();
    await future.table('dragons').add({ name: 'Smaug' });
    future.close();

    const api = createApi({ databaseName: name, backup: null });
    const result = await api.init();
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.code).toBe('newer_database');
      expect(result.error.message).toContain('newer version of Story Builder');
    }
    const check = new Dexie(name);
    await check.open();
    expect(check.verno).toBe(SCHEMA_VERSION + 1);
    expect(await check.table('dragons').count()).toBe(1);
    check.close();
  });

  it('backs up whatever it can read before rebuilding an unopenable database', async () => {
    const name = freshDbName('broken');
    // Same version number, incompatible primary key: Dexie cannot open it.
    const broken = new Dexie(name);
    broken.version(7).stores({ documents: 'uuid', notes: 'uuid' });
    await broken.open();
    await broken.table('notes').add({ uuid: 'n1', content: 'precious words' });
    broken.close();

    const saved: Array<{ name: string; data: Record<string, unknown[]> }> = [];
    const session = new DbSession(name, async (dbName, dump) => {
      saved.push({ name: dbName, data: dump });
      return 'backups/recovery-test.json';
    });
    const info = await session.open();
    expect(info.recoveredBackup).toBe('backups/recovery-test.json');
    expect(saved[0]?.data.notes).toEqual([{ uuid: 'n1', content: 'precious words' }]);
    expect(await session.get().table('tree_nodes').count()).toBe(2);
    session.close();
  });

  it('answers "Database not initialized" before opening', () => {
    const session = new DbSession(freshDbName('closed'), null);
    expect(() => session.get()).toThrow('Database not initialized');
  });
});

describe('open tasks', () => {
  it('answers a caller that comes while the open tasks run only once they are done', async () => {
    const session = new DbSession(freshDbName('tasks'), null);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: string[] = [];
    session.afterOpen(async () => {
      seen.push('task started');
      await gate;
      seen.push('task done');
    });
    const first = session.open().then(() => seen.push('first answered'));
    await expect.poll(() => seen).toContain('task started');
    // The database is open to the task, but a second caller waits for it.
    const second = session.open().then(() => seen.push('second answered'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['task started']);
    release();
    await Promise.all([first, second]);
    expect(seen.slice(0, 2)).toEqual(['task started', 'task done']);
    expect(seen).toHaveLength(4);
    session.close();
  });
});
