/**
 * The server's SQLite file (`<dataDir>/sync.sqlite`, WAL mode): Yjs document states, books and
 * invitations. better-sqlite3 is synchronous; every statement is small, so the event loop is
 * held for well under a millisecond per call.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Role } from '../auth/access';

export interface InvitationRow {
  id: string;
  bookId: string;
  role: Role;
  label: string;
  secretHash: string;
  createdAt: string;
  revokedAt: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  name TEXT PRIMARY KEY,
  state BLOB NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS books (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS invitations (
  id TEXT PRIMARY KEY,
  book_id TEXT NOT NULL REFERENCES books(id),
  role TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  secret_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS invitations_by_book ON invitations(book_id);
`;

interface InvitationRecord {
  id: string;
  book_id: string;
  role: Role;
  label: string;
  secret_hash: string;
  created_at: string;
  revoked_at: string | null;
}

const toRow = (r: InvitationRecord): InvitationRow => ({
  id: r.id,
  bookId: r.book_id,
  role: r.role,
  label: r.label,
  secretHash: r.secret_hash,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
});

export class SyncStore {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'sync.sqlite'));
    this.db.pragma('journal_mode = WAL');
    // WAL with synchronous=NORMAL survives a killed process (not a power cut mid-commit).
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
  }

  fetchDocument(name: string): Uint8Array | null {
    const row = this.db.prepare('SELECT state FROM documents WHERE name = ?').get(name) as
      | { state: Buffer }
      | undefined;
    return row ? new Uint8Array(row.state) : null;
  }

  storeDocument(name: string, state: Uint8Array): void {
    this.db
      .prepare(
        `INSERT INTO documents (name, state, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
      )
      .run(name, Buffer.from(state), new Date().toISOString());
  }

  /** Creates the book with its owner invitation; false when the book exists already. */
  createBook(
    bookId: string,
    title: string,
    owner: Omit<InvitationRow, 'bookId' | 'revokedAt'>,
  ): boolean {
    const create = this.db.transaction(() => {
      const made = this.db
        .prepare('INSERT OR IGNORE INTO books (id, title, created_at) VALUES (?, ?, ?)')
        .run(bookId, title, owner.createdAt);
      if (made.changes === 0) return false;
      this.insertInvitation({ ...owner, bookId, revokedAt: null });
      return true;
    });
    return create();
  }

  insertInvitation(row: InvitationRow): void {
    this.db
      .prepare(
        `INSERT INTO invitations (id, book_id, role, label, secret_hash, created_at, revoked_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(row.id, row.bookId, row.role, row.label, row.secretHash, row.createdAt, row.revokedAt);
  }

  /** Every invitation of the book, oldest first, revoked ones included. */
  invitations(bookId: string): InvitationRow[] {
    const rows = this.db
      .prepare('SELECT * FROM invitations WHERE book_id = ? ORDER BY created_at, id')
      .all(bookId) as InvitationRecord[];
    return rows.map(toRow);
  }

  /** Marks the invitation revoked; false when the book has no such invitation. */
  revokeInvitation(bookId: string, id: string, at: string): boolean {
    const found = this.db
      .prepare('SELECT revoked_at FROM invitations WHERE book_id = ? AND id = ?')
      .get(bookId, id) as { revoked_at: string | null } | undefined;
    if (!found) return false;
    if (found.revoked_at === null) {
      this.db
        .prepare('UPDATE invitations SET revoked_at = ? WHERE book_id = ? AND id = ?')
        .run(at, bookId, id);
    }
    return true;
  }

  /** Which of these invitation ids are revoked (another instance may have revoked them). */
  revokedAmong(ids: readonly string[]): string[] {
    if (ids.length === 0) return [];
    const out: string[] = [];
    // SQLite's default limit is 32,766 parameters; 500 at a time stays far below it.
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = this.db
        .prepare(
          `SELECT id FROM invitations WHERE revoked_at IS NOT NULL AND id IN (${chunk.map(() => '?').join(',')})`,
        )
        .all(...chunk) as { id: string }[];
      out.push(...rows.map((r) => r.id));
    }
    return out;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
