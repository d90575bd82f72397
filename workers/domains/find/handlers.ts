/**
 * Find and replace across the book (issue 28). `findInBook` searches the plain-text index in
 * slices, so a newer search (the author typed on) cancels it; `replaceInBook` keeps every text
 * it changes as it was in a Backups file first, then writes them all in one transaction inside
 * the bookkeeper's counted save (word counts, the writing history and the change events follow
 * as for any edit, and the book is saved once); `undoReplace` writes that file's texts back.
 */
import { AppError } from '../../contract/errors';
import {
  FIRST_MATCHES,
  type FindAnswer,
  type FindMatch,
  type FindQuery,
  type FindTarget,
  type FindTargetResult,
  findTargetKey,
  MAX_MATCHES_LISTED,
  type ReplaceReport,
  type ReplaceRequest,
  type UndoReport,
} from '../../contract/find';
import type { TreeNodeSummary } from '../../contract/records';
import type { DbSession } from '../../db/session';
import type { TreeCache } from '../../db/tree-cache';
import { BookTextIndex } from './book-text-index';
import { contextAround } from './context';
import { htmlText } from './html-text';
import { compileFind, type Matcher } from './matcher';
import { replaceInHtml, replaceInText, type TextEdit } from './replace-html';
import { replacementFor } from './replacement';
import { isHtmlTarget, readTargets, type StoredText, tableOf, writeTargets } from './stored-texts';
import { parseUndoFile, type UndoEntry, undoFileText } from './undo-file';

/** Where the Backups files of replaces are kept (storage's snapshots, composed in api.ts). */
export interface UndoFiles {
  keep(json: string, replace: { find: string; replace: string }): Promise<string>;
  read(name: string): Promise<string>;
}

export interface FindDeps {
  /** The bookkeeper's counted save (workers/db/metrics-cache.ts's totals around the write). */
  countingSave<T>(save: () => Promise<T>): Promise<{ saved: T }>;
  undoFiles: UndoFiles;
  /** The tree's summaries cache (workers/db/tree-cache.ts), told of the pages a replace wrote. */
  treeCache?: Pick<TreeCache, 'remember'>;
  /** Keeps a version of each page before it changes (page history, docs/revisions.md). */
  keepVersionsBefore?: (pageIds: string[]) => Promise<number>;
}

/** Work done between two looks at the message queue (a newer search may be waiting). */
const SLICE_MS = 8;

/** Lets messages waiting for the worker run (a newer search, a save), then goes on. */
const yieldToMessages = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

interface Change {
  target: FindTarget;
  stored: StoredText;
  before: string;
  after: string;
  made: number;
}

export function createFindHandlers(
  session: DbSession,
  deps: FindDeps,
  index = new BookTextIndex(session),
) {
  let latestSearch = 0;

  const documentId = async () =>
    (await session.get().current_document.toCollection().first())?.uuid ?? '';

  /** The edits of one text: every match, or those the preview left ticked. */
  const editsOf = (
    text: string,
    matcher: Matcher,
    request: ReplaceRequest,
    skipped: readonly number[],
  ): TextEdit[] =>
    matcher
      .matches(text)
      .filter((m) => !skipped.includes(m.start))
      .map((m) => ({
        start: m.start,
        end: m.end,
        replacement: replacementFor(text.slice(m.start, m.end), m, request.replacement, {
          regex: request.options.regex,
          preserveCase: request.preserveCase,
        }),
      }));

  /** Writes the changes and their undo file; every table's change event once. */
  const write = async (
    changes: Change[],
    label: { find: string; replace: string },
    restore = false,
  ): Promise<string> => {
    const entries: UndoEntry[] = changes.map((c) => ({ target: c.target, before: c.before }));
    const undo = await deps.undoFiles.keep(undoFileText(await documentId(), label, entries), label);
    // The page history keeps each page as it was, so the author can go back to it there too.
    const pageIds = changes.flatMap((c) => (c.target.kind === 'page' ? [c.target.id] : []));
    if (pageIds.length > 0) await deps.keepVersionsBefore?.(pageIds);
    await deps.countingSave(async () => {
      const db = session.get();
      const tables = [...new Set(changes.map((c) => tableOf(c.target)))];
      const { touched, pages } = await db.transaction('rw', tables, () =>
        writeTargets(
          db,
          changes.map((c) => ({ target: c.target, stored: c.stored, value: c.after })),
          restore,
        ),
      );
      // The tree's cache takes the pages' new summaries (their new counts) as written, so the
      // change event does not read every page back; the index takes their new text.
      deps.treeCache?.remember(
        pages.map(({ content: _content, ...summary }) => summary as TreeNodeSummary),
        true,
      );
      for (const [table, ids] of touched) session.changed(table, ids);
      for (const page of pages) index.remember(String(page.id), String(page.content ?? ''));
    });
    return undo;
  };

  return {
    /**
     * The matches of a search in the scope, by target in the order of the book, with a few words
     * either side (and what each becomes when `replace` is given). A newer call cancels this one.
     */
    async findInBook(
      query: FindQuery,
      replace?: Pick<ReplaceRequest, 'replacement' | 'preserveCase'>,
      /**
       * Told the first results (`partial`) while the rest of the scope is searched: once
       * FIRST_MATCHES are listed, or at the end of the first slice that found any.
       */
      onFirst?: (answer: FindAnswer) => unknown,
    ): Promise<FindAnswer> {
      const id = ++latestSearch;
      const compiled = compileFind(String(query?.text ?? ''), query.options);
      if (!compiled.ok)
        return compiled.detail
          ? { status: 'invalid-pattern', detail: compiled.detail }
          : emptyAnswer();
      const texts = await index.textsOf(query.scope);
      if (id !== latestSearch) return { status: 'cancelled' };
      const results: FindTargetResult[] = [];
      let total = 0;
      let listed = 0;
      let sliceStart = performance.now();
      let firstSent = !onFirst;
      const sendFirst = () => {
        if (firstSent || results.length === 0) return;
        firstSent = true;
        const first: FindAnswer = {
          status: 'found',
          results: [...results],
          total,
          targets: results.length,
          cut: true,
          partial: true,
        };
        notify(onFirst, first);
      };
      for (const item of texts) {
        if (performance.now() - sliceStart > SLICE_MS) {
          sendFirst();
          await yieldToMessages();
          if (id !== latestSearch) return { status: 'cancelled' };
          sliceStart = performance.now();
        }
        // Matches past the listing's end are only counted (nothing built for them).
        const room = MAX_MATCHES_LISTED - listed;
        const found = room > 0 ? compiled.matcher.matches(item.text, room) : [];
        const count = found.length < room ? found.length : compiled.matcher.count(item.text);
        if (count === 0) continue;
        const matches: FindMatch[] = [];
        for (const m of found) {
          listed += 1;
          const text = item.text.slice(m.start, m.end);
          matches.push({
            start: m.start,
            end: m.end,
            text,
            ...contextAround(item.text, m.start, m.end),
            ...(replace
              ? {
                  replacement: replacementFor(text, m, replace.replacement, {
                    regex: query.options.regex,
                    preserveCase: replace.preserveCase,
                  }),
                }
              : {}),
          });
        }
        total += count;
        results.push({
          key: findTargetKey(item.target),
          target: item.target,
          title: item.title,
          matches,
          count,
          textLength: item.text.length,
        });
        if (listed >= FIRST_MATCHES) sendFirst();
      }
      return { status: 'found', results, total, targets: results.length, cut: listed < total };
    },

    /**
     * Replaces the matches of a search in the scope, all but those `skip` names. A Backups file
     * keeps every text it changes as it was, written before anything else; `undoReplace` with
     * its name puts them back.
     */
    async replaceInBook(request: ReplaceRequest): Promise<ReplaceReport> {
      latestSearch += 1; // a search still running answers for a book about to change
      const compiled = compileFind(String(request?.text ?? ''), request.options);
      if (!compiled.ok)
        throw new AppError('invalid_argument', { reason: compiled.detail || 'empty search' });
      const texts = (await index.textsOf(request.scope)).filter((item) =>
        compiled.matcher.test(item.text),
      );
      // The stored texts as they are now (the index follows them; this is what is written over).
      const stored = await readTargets(
        session.get(),
        texts.map((item) => item.target),
      );
      const changes: Change[] = [];
      let replaced = 0;
      let changedSince = 0;
      texts.forEach((item, i) => {
        const current = stored[i];
        if (!current) return;
        const key = findTargetKey(item.target);
        const skipped = request.skip?.[key] ?? [];
        const html = isHtmlTarget(item.target);
        const text = html ? htmlText(current.value).text : current.value;
        const seen = request.seen?.[key];
        if (skipped.length > 0 && seen !== undefined && seen !== text.length) {
          changedSince += 1; // edited since the preview: which matches were unticked is unknown
          return;
        }
        const edits = editsOf(text, compiled.matcher, request, skipped);
        if (edits.length === 0) return;
        const done = html
          ? replaceInHtml(current.value, edits)
          : replaceInText(current.value, edits);
        const after = 'html' in done ? done.html : done.text;
        if (done.made === 0 || after === current.value) return;
        changes.push({
          target: item.target,
          stored: current,
          before: current.value,
          after,
          made: done.made,
        });
        replaced += done.made;
      });
      if (changes.length === 0)
        return { replaced: 0, targets: 0, undo: null, keys: [], changedSince };
      const undo = await write(changes, { find: request.text, replace: request.replacement });
      return { replaced, targets: changes.length, undo, keys: keysOf(changes), changedSince };
    },

    /**
     * Puts back every text a replace changed, as it was before (the file `replaceInBook`
     * named). The texts as they are now are kept in a Backups file of their own first.
     */
    async undoReplace(name: string): Promise<UndoReport> {
      const file = parseUndoFile(await deps.undoFiles.read(String(name)));
      if (file.documentId && file.documentId !== (await documentId())) {
        throw new AppError('invalid_argument', { reason: 'the replace belongs to another book' });
      }
      const stored = await readTargets(
        session.get(),
        file.entries.map((e) => e.target),
      );
      const changes: Change[] = [];
      let missing = 0;
      file.entries.forEach((entry, i) => {
        const current = stored[i];
        if (!current) {
          missing += 1;
          return;
        }
        if (current.value === entry.before) return;
        changes.push({
          target: entry.target,
          stored: current,
          before: current.value,
          after: entry.before,
          made: 1,
        });
      });
      if (changes.length === 0) return { restored: 0, missing, undo: null, keys: [] };
      latestSearch += 1;
      const undo = await write(
        changes,
        { find: file.replace.replace, replace: file.replace.find },
        true,
      );
      return { restored: changes.length, missing, undo, keys: keysOf(changes) };
    },
  };
}

/** Tells the page the first results; its failure (the page went away) stops nothing. */
function notify(listener: ((answer: FindAnswer) => unknown) | undefined, answer: FindAnswer) {
  try {
    const r = listener?.(answer);
    if (r instanceof Promise) r.catch(() => undefined);
  } catch {
    // The search goes on; its answer is what counts.
  }
}

const keysOf = (changes: Change[]) => changes.map((c) => findTargetKey(c.target));

function emptyAnswer(): FindAnswer {
  return { status: 'found', results: [], total: 0, targets: 0, cut: false };
}
