/** Size formatting and private-storage usage per folder, overall and against the quota. */
import { describe, expect, it } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { formatBytes, storageUsage } from './usage';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 + 100, '10.1 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [2 * 1024 * 1024, '2 MB'],
    [2.25 * 1024 * 1024, '2.3 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [1.75 * 1024 ** 3, '1.8 GB'],
    [2 * 1024 ** 4, '2048 GB'],
    [-5, '0 bytes'],
    [Number.NaN, '0 bytes'],
    [Number.POSITIVE_INFINITY, '0 bytes'],
  ])('formats %d as %s', (n, text) => {
    expect(formatBytes(n)).toBe(text);
  });
});

describe('storageUsage', () => {
  it('counts files and bytes per folder, swap leftovers included, and the quota', async () => {
    const fs = new FakeOpfs();
    fs.put('documents/a.json', 'x'.repeat(1000));
    fs.put('documents/b.json', 'x'.repeat(1048));
    fs.put('backups/backup-1.json', 'x'.repeat(100));
    fs.put('backups/backup-1.json.crswap', 'x'.repeat(24));
    const usage = await storageUsage(fs.provider, async () => ({ usage: 1536, quota: 2 ** 30 }));
    expect(usage.folders.documents).toEqual({ files: 2, bytes: 2048, size: '2 KB' });
    expect(usage.folders.backups).toEqual({ files: 2, bytes: 124, size: '124 bytes' });
    expect(usage.total).toEqual({ files: 4, bytes: 2172, size: '2.1 KB' });
    expect(usage.quota).toEqual({
      usage: 1536,
      quota: 2 ** 30,
      usageText: '1.5 KB',
      quotaText: '1 GB',
    });
  });

  it('reports empty folders and no quota where the browser gives no estimate', async () => {
    const fs = new FakeOpfs();
    const usage = await storageUsage(fs.provider, async () => null);
    expect(usage.total).toEqual({ files: 0, bytes: 0, size: '0 bytes' });
    expect(usage.quota).toBeNull();
  });
});
