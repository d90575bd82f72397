/**
 * The open database and its lifecycle: open with the opening-failure policy of docs/spec/design.md §2.4,
 * reset (close, delete, recreate, repopulate), and the change-event fan-out to the UI.
 */
import Dexie from 'dexie';
import { DATABASE_NAME, SCHEMA_VERSION } from '../contract/constants';
import { AppError } from '../contract/errors';
import type { ChangeEvent, ChangeListener } from '../contract/events';
import { isTableName } from '../contract/tables';
import { createDatabase, type StoryBuilderDb } from './database';
import { populateDefaults } from './population';
import { dumpDatabase, installedNativeVersion, nativeToSchemaVersion } from './raw-idb';
import { type RepairReport, repairDatabase } from './repair';
import { writeFaultMiddleware } from './write-faults';

/** Writes a recovery backup somewhere safe and returns its file name. */
export type BackupWriter = (name: string, data: Record<string, unknown[]>) => Promise<string>;

export interface OpenInfo {
  /** Set when the database could not be opened and was rebuilt after a backup. */
  recoveredBackup: string | null;
  /** Set when the database opened damaged and was repaired (after a backup). */
  repaired?: RepairReport;
}

const MAX_OPEN_ATTEMPTS = 3;

export class DbSession {
  private db: StoryBuilderDb | null = null;
  private opening: Promise<OpenInfo> | null = null;
  private readonly listeners = new Set<ChangeListener>();
  /** The document id the next population uses (a new book chooses its own). */
  private nextDocumentId: string | undefined;
  /** Work finished each time the database opens, before open() answers (see afterOpen). */
  private readonly openTasks: Array<() => Promise<unknown>> = [];

  constructor(
    readonly name: string = DATABASE_NAME,
    private readonly backup: BackupWriter | null = null,
  ) {}

  /** The open database; throws "Database not initialized" when it is not open. */
  get(): StoryBuilderDb {
    if (!this.db?.isOpen()) throw new AppError('not_initialized');
    return this.db;
  }

  get isOpen(): boolean {
    return Boolean(this.db?.isOpen());
  }

  /**
   * Work to finish whenever the database opens, before anyone reads it (an import the tab was
   * killed in the middle of is undone). A task's failure is logged; the book still opens.
   */
  afterOpen(task: () => Promise<unknown>): void {
    this.openTasks.push(task);
  }

  /**
   * Opens once; concurrent callers share the same attempt. The attempt counts as under way
   * until its open tasks are done: the database is open to them (`get()`), but a caller that
   * comes meanwhile waits, so nobody reads what a task is still putting right (the pages of an
   * interrupted import, which a tree read then would keep in its summaries).
   */
  open(): Promise<OpenInfo> {
    if (this.opening) return this.opening;
    if (this.db?.isOpen()) return Promise.resolve({ recoveredBackup: null });
    this.opening ??= this.openWithRecovery().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private build(): StoryBuilderDb {
    const db = createDatabase(this.name);
    db.use(writeFaultMiddleware);
    db.on('populate', (tx) => populateDefaults(tx, this.nextDocumentId).then(() => undefined));
    return db;
  }

  private async openWithRecovery(): Promise<OpenInfo> {
    const native = await installedNativeVersion(this.name);
    const found = nativeToSchemaVersion(native);
    if (Math.floor(found) > SCHEMA_VERSION) {
      // Written by a newer app: refuse, never delete.
      throw new AppError('newer_database', { found: Math.floor(found), known: SCHEMA_VERSION });
    }
    let recoveredBackup: string | null = null;
    let lastError: unknown = null;
    for (let attempt = 0; attempt < MAX_OPEN_ATTEMPTS; attempt += 1) {
      const db = this.build();
      try {
        await db.open();
        this.db = db;
        if (recoveredBackup) this.emit({ kind: 'database-recovered', backupFile: recoveredBackup });
        const repaired = await this.repair(db);
        for (const task of this.openTasks) {
          try {
            await task();
          } catch (error) {
            console.error('A task after opening the database failed', error);
          }
        }
        return repaired ? { recoveredBackup, repaired } : { recoveredBackup };
      } catch (error) {
        lastError = error;
        db.close();
        console.error('Opening the database failed', error);
        if (error instanceof Dexie.DatabaseClosedError && attempt === 0) continue;
        recoveredBackup = (await this.backupBeforeDelete()) ?? recoveredBackup;
        await Dexie.delete(this.name);
      }
    }
    console.error('Giving up opening the database', lastError);
    throw new AppError('init_failed');
  }

  /** Fills in what a damaged database lost, after backing it up (see repair.ts). */
  private async repair(db: Dexie): Promise<RepairReport | null> {
    try {
      const report = await repairDatabase(db, () => this.backupBeforeDelete());
      if (report) console.warn('The database was damaged and has been repaired', report);
      return report;
    } catch (error) {
      console.error('Repairing the database failed', error);
      return null;
    }
  }

  private async backupBeforeDelete(): Promise<string | null> {
    try {
      const dump = await dumpDatabase(this.name);
      if (Object.keys(dump).length === 0 || !this.backup) return null;
      return await this.backup(this.name, dump);
    } catch (error) {
      console.error('Could not back up the database before rebuilding it', error);
      return null;
    }
  }

  /** Close, delete, recreate and repopulate defaults. */
  async reset(documentId?: string): Promise<void> {
    this.nextDocumentId = documentId;
    try {
      this.db?.close();
      this.db = null;
      await Dexie.delete(this.name);
      await this.open();
    } catch (error) {
      throw new AppError('reset_failed', { reason: (error as Error).message });
    } finally {
      this.nextDocumentId = undefined;
    }
    this.emit({ kind: 'database-reset' });
  }

  close(): void {
    this.db?.close();
    this.db = null;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: ChangeEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('A change listener failed', error);
        this.listeners.delete(listener);
      }
    }
  }

  /** Tells the UI that records of `table` changed (a name outside the schema is a bug: logged). */
  changed(table: string, ids: ReadonlyArray<string | number>): void {
    if (isTableName(table)) this.emit({ kind: 'table-changed', table, ids });
    else console.error(`A change to an unknown table was reported: ${table}`);
  }
}
