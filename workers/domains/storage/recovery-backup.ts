/**
 * Writes a recovery copy of an unreadable database to the origin-private file system
 * (OPFS `backups/`) before it is rebuilt, so nothing is silently destroyed.
 */
export async function writeRecoveryBackup(
  databaseName: string,
  data: Record<string, unknown[]>,
): Promise<string> {
  if (!navigator.storage?.getDirectory) throw new Error('OPFS not available');
  const root = await navigator.storage.getDirectory();
  const dir = await root.getDirectoryHandle('backups', { create: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const fileName = `recovery-${stamp}.json`;
  const file = await dir.getFileHandle(fileName, { create: true });
  const writable = await file.createWritable();
  await writable.write(
    JSON.stringify(
      { metadata: { exportedAt: new Date().toISOString(), databaseName, recovery: true }, data },
      null,
      2,
    ),
  );
  await writable.close();
  return `backups/${fileName}`;
}
