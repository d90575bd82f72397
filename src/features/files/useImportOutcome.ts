/**
 * How an Open (or a restore) ended, told to the author as a notice with the spec's messages;
 * after a successful import the page reloads and the notice survives the reload.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from '../../state/jotai';
import { carryNoticeOverReload, pushNoticeAtom } from '../notify/notify-atoms';
import type { OpenResult } from './open-book';

export function useImportOutcome() {
  const { t } = useTranslation();
  const push = useSetAtom(pushNoticeAtom);
  return useCallback(
    (result: OpenResult): boolean => {
      if (result.kind === 'cancelled') {
        push({ level: 'info', message: t('import.cancelled') });
        return false;
      }
      if (result.kind === 'start-failed') {
        push({ level: 'error', message: t('import.start_failed', { reason: result.reason }) });
        return false;
      }
      if (result.kind === 'rejected') {
        const reason = t(`errors.${result.code}`, { defaultValue: result.message });
        push({ level: 'error', message: t('import.failed', { reason }) });
        return false;
      }
      const { report } = result;
      const notice = report.failedTables.length
        ? {
            level: 'warning' as const,
            message: t('import.warning', {
              count: report.failedTables.length,
              tables: report.failedTables.join(', '),
            }),
          }
        : {
            level: 'success' as const,
            message: t(report.format === 'legacy' ? 'import.success_legacy' : 'import.success', {
              tables: report.tablesProcessed,
              records: report.recordsImported,
            }),
          };
      // The spec reloads the page after an import; the message survives the reload.
      carryNoticeOverReload(notice);
      window.setTimeout(() => window.location.reload(), 600);
      push(notice);
      return true;
    },
    [push, t],
  );
}
