/**
 * Forms in the draft journal (draft-journal.ts): every unsent field value of a form is kept
 * synchronously under the form's target (`record:frontmatter`, `atlas:places:3`, `note:7`) from
 * the keystroke until the worker stored it, and a tab closed or crashed before that leaves it
 * there: the next start replays it into the same book (useBookSync's replays). A kind of form
 * declares its targets and how a replayed draft is stored, once (`formJournal`).
 */
import { dropDraft, journalField, pendingDrafts, settleField } from './draft-journal';

/** A synchronous store of one form's unsent field values. */
export interface FieldJournal {
  /** Records the latest value of a field. */
  write(field: string, value: unknown): void;
  /** Forgets the field unless a newer value was recorded meanwhile. */
  settle(field: string, value: unknown): void;
}

/** One kind of form: its journal targets are `<prefix>:<key>`. */
export interface FormKind<K> {
  prefix: string;
  /** The target's text after the prefix for `key`. */
  format(key: K): string;
  /** The key of a target's text after the prefix, or null when it is not one. */
  parse(rest: string): K | null;
  /**
   * Stores replayed fields; rejects on failure (an error whose `code` is `record_not_found` drops
   * the draft, any other keeps it for the next start).
   */
  store(key: K, fields: Record<string, unknown>): Promise<unknown>;
  /** Fields of the form that are not journaled (sent at once, not worth a replay). */
  unjournaled?: (field: string) => boolean;
}

export interface FormJournal<K> {
  /** The journal target of one form. */
  target(key: K): string;
  /** The journal of one form, for the draft saver. */
  journal(key: K): FieldJournal;
  /** Stores the drafts of this kind a closed tab left for `documentId`; answers how many fields. */
  replay(documentId: string): Promise<number>;
}

export function formJournal<K>(kind: FormKind<K>): FormJournal<K> {
  const head = `${kind.prefix}:`;
  const target = (key: K) => head + kind.format(key);
  const kept = (field: string) => !kind.unjournaled?.(field);
  return {
    target,
    journal: (key) => {
      const at = target(key);
      return {
        write: (field, value) => {
          if (kept(field)) journalField(at, field, value);
        },
        settle: (field, value) => {
          if (kept(field)) settleField(at, field, value);
        },
      };
    },
    replay: async (documentId) => {
      let replayed = 0;
      for (const draft of pendingDrafts()) {
        if (!draft.fields || !draft.target.startsWith(head)) continue;
        const key = kind.parse(draft.target.slice(head.length));
        if (key === null) continue;
        if (draft.doc && draft.doc !== documentId) {
          dropDraft(draft.target);
          continue;
        }
        try {
          await kind.store(key, draft.fields);
          for (const [field, value] of Object.entries(draft.fields))
            settleField(draft.target, field, value);
          replayed += Object.keys(draft.fields).length;
        } catch (error) {
          if ((error as { code?: unknown } | null)?.code === 'record_not_found')
            dropDraft(draft.target);
          else console.error('Replaying a form draft failed; it is kept for the next start', error);
        }
      }
      return replayed;
    },
  };
}
