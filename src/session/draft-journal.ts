/**
 * A synchronous safety net for the last keystrokes: every content change (a page's HTML, a form
 * field's value) is written to localStorage before it is sent to the worker, and removed once the
 * worker has stored it. If the tab closes or crashes in between, the next start replays what is
 * left into the same book (entries carry the document id they belong to).
 */
export interface Draft {
  /** `page:<id>`, `section:<table>`, `appendix:<id>` (html) or `record:<table>` (fields). */
  target: string;
  /** The whole content of a page or section. */
  html?: string;
  /** Unsent field values of a record form. */
  fields?: Record<string, unknown>;
  /** The document the draft belongs to ('' when unknown). */
  doc: string;
  at: number;
  /**
   * Fingerprints (contentFingerprint) of the contents older than this draft that the worker
   * held or was sent when it was journaled. A draft is replayed only over one of them: after a
   * killed browser, localStorage can come back older than the database (Chromium writes it to
   * disk seconds late), and an older draft stored over newer text loses every word between them.
   * Absent when nothing was known (then the draft is replayed as it is).
   */
  before?: string[];
}

/**
 * A short fingerprint of a content (its length and a 32-bit FNV-1a hash): enough to tell which of
 * a few versions of one page the database holds.
 */
export function contentFingerprint(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i += 1) {
    hash ^= html.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${html.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}

const PREFIX = 'story-builder:draft:';
let documentId = '';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** The open book's document id: drafts are tagged with it and replayed only into it. */
export function setJournalDocument(id: string): void {
  documentId = id;
}

function read(key: string): Draft | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Draft;
  } catch {
    storage()?.removeItem(PREFIX + key);
    return null;
  }
}

function write(draft: Draft): void {
  try {
    storage()?.setItem(PREFIX + draft.target, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the worker save still happens.
  }
}

/** Journals a content change; `before`: fingerprints of the older contents it replaces. */
export function journalDraft(target: string, html: string, before?: readonly string[]): void {
  write({
    target,
    html,
    doc: documentId,
    at: Date.now(),
    ...(before && before.length > 0 ? { before: [...before] } : {}),
  });
}

/**
 * The worker stored `fingerprint` (an older content of `target`): a newer draft of it still
 * journaled may be replayed over that too.
 */
export function widenDraftBase(target: string, html: string, fingerprint: string): void {
  const draft = read(target);
  if (!draft?.before || draft.html === html || draft.before.includes(fingerprint)) return;
  write({ ...draft, before: [...draft.before, fingerprint] });
}

/** Records one field of a record form (merged with its other unsent fields). */
export function journalField(target: string, field: string, value: unknown): void {
  const previous = read(target);
  const fields = previous?.doc === documentId ? { ...(previous.fields ?? {}) } : {};
  fields[field] = value;
  write({ target, fields, doc: documentId, at: Date.now() });
}

/** Removes the draft unless a newer one was journaled meanwhile. */
export function settleDraft(target: string, html: string): void {
  const draft = read(target);
  if (draft && draft.html === html) storage()?.removeItem(PREFIX + target);
}

/** Removes a field of a record draft unless a newer value was journaled meanwhile. */
export function settleField(target: string, field: string, value: unknown): void {
  const draft = read(target);
  if (!draft?.fields || !(field in draft.fields)) return;
  if (JSON.stringify(draft.fields[field]) !== JSON.stringify(value)) return;
  const { [field]: _settled, ...rest } = draft.fields;
  if (Object.keys(rest).length === 0) storage()?.removeItem(PREFIX + target);
  else write({ ...draft, fields: rest });
}

/** Forgets a draft whatever it holds (it was replayed, or belongs to a book that is gone). */
export function dropDraft(target: string): void {
  storage()?.removeItem(PREFIX + target);
}

export function pendingDrafts(): Draft[] {
  const s = storage();
  if (!s) return [];
  const out: Draft[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const draft = read(key.slice(PREFIX.length));
    if (!draft) {
      i -= 1; // read() removed a corrupt entry
      continue;
    }
    const valid =
      typeof draft.target === 'string' &&
      (typeof draft.html === 'string' || (draft.fields && typeof draft.fields === 'object'));
    if (!valid) continue;
    const before = Array.isArray(draft.before)
      ? draft.before.filter((f): f is string => typeof f === 'string')
      : undefined;
    const { before: _raw, ...rest } = draft;
    out.push({
      ...rest,
      doc: typeof draft.doc === 'string' ? draft.doc : '',
      ...(before ? { before } : {}),
    });
  }
  return out.sort((a, b) => a.at - b.at);
}

export function hasPendingDrafts(): boolean {
  return pendingDrafts().length > 0;
}
