/**
 * A synchronous safety net for the last keystrokes: every content change is written to
 * localStorage before it is sent to the worker, and removed once the worker has stored it.
 * If the tab closes in between, the next start replays what is left.
 */
export interface Draft {
  /** `page:<id>` for a tree page, `section:<table>` for a section, `appendix:<id>`. */
  target: string;
  html: string;
  at: number;
}

const PREFIX = 'story-builder:draft:';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function journalDraft(target: string, html: string): void {
  try {
    storage()?.setItem(
      PREFIX + target,
      JSON.stringify({ target, html, at: Date.now() } satisfies Draft),
    );
  } catch {
    // Quota exceeded or storage disabled: the worker save still happens.
  }
}

/** Removes the draft unless a newer one was journaled meanwhile. */
export function settleDraft(target: string, html: string): void {
  const s = storage();
  const raw = s?.getItem(PREFIX + target);
  if (!raw) return;
  try {
    if ((JSON.parse(raw) as Draft).html === html) s?.removeItem(PREFIX + target);
  } catch {
    s?.removeItem(PREFIX + target);
  }
}

export function pendingDrafts(): Draft[] {
  const s = storage();
  if (!s) return [];
  const out: Draft[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      const draft = JSON.parse(s.getItem(key) ?? '') as Draft;
      if (typeof draft.html === 'string' && typeof draft.target === 'string') out.push(draft);
    } catch {
      s.removeItem(key);
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

export function hasPendingDrafts(): boolean {
  return pendingDrafts().length > 0;
}
