/**
 * Writes a recovery copy of an unreadable database to the origin-private file system
 * (OPFS `backups/`) before it is rebuilt, so nothing is silently destroyed. Recovery files are
 * never removed by snapshot rotation.
 */
import { exclusive, type OpfsRootProvider, openFolder, openRoot, writeTextFile } from './opfs';

/** `recovery-<ISO timestamp with : and . turned into ->.json`. */
export function recoveryFileName(at: Date): string {
  return `recovery-${at.toISOString().replace(/[:.]/g, '-')}.json`;
}

/** Writes the dump and returns its path (`backups/recovery-….json`). */
export async function writeRecoveryBackup(
  databaseName: string,
  data: Record<string, unknown[]>,
  provider?: OpfsRootProvider,
): Promise<string> {
  const dir = await openFolder(await openRoot(provider), 'backups');
  const now = new Date();
  const fileName = recoveryFileName(now);
  const text = JSON.stringify(
    { metadata: { exportedAt: now.toISOString(), databaseName, recovery: true }, data },
    null,
    2,
  );
  await exclusive(() => writeTextFile(dir, fileName, text));
  return `backups/${fileName}`;
}
