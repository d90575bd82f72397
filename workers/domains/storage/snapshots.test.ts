/** Rotating snapshots: names, the header, rotation of the newest 20, listing and reading. */
import { describe, expect, it } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { detectFormat } from '../import/validate-import';
import {
  checkSnapshotName,
  listSnapshots,
  parseSnapshotHeader,
  readSnapshot,
  SNAPSHOT_KEEP,
  snapshotName,
  withSnapshotHeader,
  writeReplaceFile,
  writeSnapshot,
} from './snapshots';

const exportText = JSON.stringify(
  { metadata: { exportedAt: 'x', databaseName: 'storyBuilderV2' }, data: { documents: [{}] } },
  null,
  2,
);
const T0 = Date.UTC(2024, 4, 1, 12, 30, 45, 123);
const header = { title: 'Moby Dick', createdAt: '2024-05-01T12:30:45.123Z', appVersion: '2.7.3' };

describe('snapshot names and header', () => {
  it('names a snapshot backup- plus the ISO timestamp with : and . replaced', () => {
    expect(snapshotName(new Date(T0))).toBe('backup-2024-05-01T12-30-45-123Z.json');
  });

  it('puts the header on the first line and keeps the text an importable export', () => {
    const text = withSnapshotHeader(exportText, header);
    expect(text.split('\n')[0]).toBe(`{"snapshot":${JSON.stringify(header)},`);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed.snapshot).toEqual(header);
    expect(parsed.data).toEqual({ documents: [{}] });
    const detected = detectFormat(parsed);
    expect(detected.ok && detected.value.format).toBe('new');
    expect(parseSnapshotHeader(text.slice(0, 200))).toEqual(header);
  });

  it('handles minified text, an empty object and titles with quotes and newlines', () => {
    const odd = { ...header, title: 'A "quoted"\nbook }, {' };
    expect(JSON.parse(withSnapshotHeader('{"a":1}', odd))).toEqual({ snapshot: odd, a: 1 });
    expect(JSON.parse(withSnapshotHeader(' {} ', odd))).toEqual({ snapshot: odd });
    expect(parseSnapshotHeader(withSnapshotHeader('{}', odd))).toEqual(odd);
    expect(parseSnapshotHeader(exportText)).toBeNull();
    expect(() => withSnapshotHeader('[1]', header)).toThrow('a snapshot must be a JSON object');
  });
});

describe('writeSnapshot', () => {
  it('keeps exactly the newest 20 snapshots and never touches recovery or other files', async () => {
    const fs = new FakeOpfs();
    fs.put('backups/recovery-2020-01-01T00-00-00-000Z.json', '{"metadata":{},"data":{}}');
    fs.put('backups/my-own-backup.json', '{}');
    const names: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      names.push(
        await writeSnapshot(
          exportText,
          { title: `v${i}`, now: new Date(T0 + i * 60_000) },
          fs.provider,
        ),
      );
    }
    const kept = fs.names('backups').filter((n) => n.startsWith('backup-'));
    expect(kept).toHaveLength(SNAPSHOT_KEEP);
    expect(kept).toEqual(names.slice(5).sort());
    expect(fs.names('backups')).toContain('recovery-2020-01-01T00-00-00-000Z.json');
    expect(fs.names('backups')).toContain('my-own-backup.json');
  });

  it('never reuses a name, even when the clock stands still or goes back', async () => {
    const fs = new FakeOpfs();
    const now = new Date(T0);
    const a = await writeSnapshot(exportText, { now }, fs.provider);
    const b = await writeSnapshot(exportText, { now }, fs.provider);
    const c = await writeSnapshot(exportText, { now: new Date(T0 - 3_600_000) }, fs.provider);
    expect([a, b, c]).toEqual([
      'backup-2024-05-01T12-30-45-123Z.json',
      'backup-2024-05-01T12-30-45-124Z.json',
      'backup-2024-05-01T12-30-45-125Z.json',
    ]);
  });

  it('rejects text that is not a JSON object and writes nothing', async () => {
    const fs = new FakeOpfs();
    await expect(writeSnapshot('', {}, fs.provider)).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    expect(fs.names('backups')).toEqual([]);
  });
});

describe('listSnapshots and readSnapshot', () => {
  it('lists backups newest first with titles read from the header', async () => {
    const fs = new FakeOpfs();
    fs.put('backups/recovery-2020-01-01T00-00-00-000Z.json', '{"metadata":{},"data":{}}');
    await writeSnapshot(exportText, { title: '  Moby Dick  ', now: new Date(T0) }, fs.provider);
    await writeSnapshot(exportText, { title: '', now: new Date(T0 + 1000) }, fs.provider);
    fs.put('backups/stray.json.crswap', '');
    const list = await listSnapshots(fs.provider);
    expect(list.map(({ name, kind, title }) => ({ name, kind, title }))).toEqual([
      { name: 'backup-2024-05-01T12-30-46-123Z.json', kind: 'snapshot', title: null },
      { name: 'backup-2024-05-01T12-30-45-123Z.json', kind: 'snapshot', title: 'Moby Dick' },
      { name: 'recovery-2020-01-01T00-00-00-000Z.json', kind: 'recovery', title: null },
    ]);
    expect(list[1]?.createdAt).toBe('2024-05-01T12:30:45.123Z');
    expect(list[1]?.size).toBeGreaterThan(exportText.length);
  });

  it('reads a snapshot back', async () => {
    const fs = new FakeOpfs();
    const name = await writeSnapshot(exportText, { title: 'T' }, fs.provider);
    const text = await readSnapshot(name, fs.provider);
    expect(JSON.parse(text).data).toEqual({ documents: [{}] });
    await expect(readSnapshot('backup-missing.json', fs.provider)).rejects.toThrow(
      'File backup-missing.json not found in private storage',
    );
  });

  it.each([
    '../documents/a.json',
    'sub/backup.json',
    'sub\\backup.json',
    'backup..json',
    'backup.txt',
    '.json',
    '',
  ])('rejects the name %j', async (name) => {
    const fs = new FakeOpfs();
    expect(() => checkSnapshotName(name)).toThrow('Invalid argument: snapshot name');
    await expect(readSnapshot(name, fs.provider)).rejects.toMatchObject({
      code: 'invalid_argument',
    });
  });
});

describe("a replace's files (issue 28)", () => {
  const replaceText = (n: number) =>
    `{"snapshot":${JSON.stringify({ ...header, title: `Before replacing 'a${n}' with 'b'`, replace: { find: `a${n}`, replace: 'b' } })},\n"entries":[]}\n`;

  it('are listed as replace files with what was replaced, and the newest 20 are kept apart from the snapshots', async () => {
    const opfs = new FakeOpfs();
    await writeSnapshot(exportText, { title: 'Book', now: new Date(T0) }, opfs.provider);
    const names: string[] = [];
    for (let n = 0; n < SNAPSHOT_KEEP + 2; n += 1)
      names.push(await writeReplaceFile(replaceText(n), opfs.provider));
    expect(new Set(names).size).toBe(names.length);
    const listed = await listSnapshots(opfs.provider);
    const replaces = listed.filter((s) => s.kind === 'replace');
    expect(replaces).toHaveLength(SNAPSHOT_KEEP);
    expect(replaces.map((s) => s.name).sort()).toEqual(names.slice(2).sort());
    expect(listed.filter((s) => s.kind === 'snapshot')).toHaveLength(1);
    const newest = replaces.find((s) => s.name === names.at(-1));
    expect(newest?.replace).toEqual({ find: `a${SNAPSHOT_KEEP + 1}`, replace: 'b' });
    expect(await readSnapshot(names.at(-1) ?? '', opfs.provider)).toBe(
      replaceText(SNAPSHOT_KEEP + 1),
    );
  });
});
