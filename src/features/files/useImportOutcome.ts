/**
 * How an Open (or a restore) ended, told to the author as a notice with the spec's messages;
 * after a successful import the page reloads and the notice survives the reload. A rejection
 * is shown with its parameters (never a template); what the import corrected is summed up.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '../../../workers/contract/import';
import { formatNumber } from '../../i18n/format';
import { bookPartsText, errorDetail, errorText, importNoteText } from '../../i18n/worker-messages';
import { useSetAtom } from '../../state/jotai';
import { carryNoticeOverReload, pushNoticeAtom } from '../../state/notify-atoms';
import type { OpenResult } from './open-book';

/** A rejected import, with the parameters of its Result error when the caller passes them. */
type Rejected = Extract<OpenResult, { kind: 'rejected' }> & {
  params?: Record<string, string | number> | undefined;
};

/** An outcome as reported: OpenResult, whose rejection may carry its error's parameters. */
export type ImportOutcome = Exclude<OpenResult, { kind: 'rejected' }> | Rejected;

/** Notes shown in the notice itself; the rest are counted. */
const NOTES_SHOWN = 3;

/** The message followed by what the import corrected or left out (the first few, in words). */
function withCorrections(t: TFunction, message: string, report: ImportReport): string {
  const notes = report.notes ?? [];
  const total = notes.length + (report.notesOmitted ?? 0);
  if (total === 0) return message;
  const examples = notes
    .slice(0, NOTES_SHOWN)
    .map((note) => importNoteText(t, note))
    .join('; ');
  return `${message} ${t('import.corrected', { count: total, examples })}`;
}

export function useImportOutcome() {
  const { t, i18n } = useTranslation();
  const push = useSetAtom(pushNoticeAtom);
  return useCallback(
    (result: ImportOutcome): boolean => {
      if (result.kind === 'cancelled') {
        push({ level: 'info', message: t('import.cancelled') });
        return false;
      }
      if (result.kind === 'start-failed') {
        push({ level: 'error', message: t('import.start_failed', { reason: result.reason }) });
        return false;
      }
      if (result.kind === 'rejected') {
        const reason = errorText(t, result);
        // The spec's words, then what it means for the book and what to do (errors_detail).
        push({
          level: 'error',
          message: t('import.failed', { reason }),
          detail: errorDetail(t, result),
        });
        return false;
      }
      const { report } = result;
      // The spec's words first (tables, records), then what happened to the book, plainly.
      const failed = report.failedTables.length > 0;
      const base = failed
        ? {
            level: 'warning' as const,
            message: t('import.warning', {
              count: report.failedTables.length,
              tables: bookPartsText(t, report.failedTables),
            }),
          }
        : {
            level: 'success' as const,
            message: t(report.format === 'legacy' ? 'import.success_legacy' : 'import.success', {
              tables: report.tablesProcessed,
              records: report.recordsImported,
            }),
          };
      if (report.book) {
        const n = (value: number) => formatNumber(i18n.language, value);
        const { pages, folders, words, atlasRecords, notes } = report.book;
        const counts = { pages: n(pages), folders: n(folders), words: n(words) };
        const detail = t(failed ? 'import.book_came_in_part' : 'import.book_came_in', {
          ...counts,
          atlas: n(atlasRecords),
          notes: n(notes),
        });
        base.message = `${base.message} ${detail}`;
      }
      // Records that only repeated an earlier one's key are not a failure: said plainly.
      const repeats = report.duplicatesDropped
        ? ` ${t('import.duplicates_dropped', { count: report.duplicatesDropped })}`
        : '';
      const notice = { ...base, message: withCorrections(t, base.message + repeats, report) };
      // The spec reloads the page after an import; the message survives the reload.
      carryNoticeOverReload(notice);
      window.setTimeout(() => window.location.reload(), 600);
      push(notice);
      return true;
    },
    [i18n.language, push, t],
  );
}
