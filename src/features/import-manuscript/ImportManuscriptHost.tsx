/**
 * Where the manuscript import lives in the window: its dialog (its code loaded on first use)
 * and the drop target. A new book made by the import replaces the open one as Open file does:
 * asked first over unsaved work, then the page reloads and the notice survives the reload.
 */
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManuscriptImportReport } from '../../../workers/contract/manuscript-import';
import { formatNumber } from '../../i18n/format';
import { useAtom, useSetAtom } from '../../state/jotai';
import { carryNoticeOverReload, pushNoticeAtom } from '../../state/notify-atoms';
import { useBookFileActions } from '../files';
import { importManuscriptAtom } from './import-manuscript-atoms';
import { ManuscriptDropTarget } from './ManuscriptDropTarget';
import './import-manuscript.css';

const ImportManuscriptDialog = lazy(() =>
  import('./ImportManuscriptDialog').then((m) => ({ default: m.ImportManuscriptDialog })),
);

export function ImportManuscriptHost() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useAtom(importManuscriptAtom);
  const push = useSetAtom(pushNoticeAtom);
  const { askBeforeReplacing } = useBookFileActions();
  const n = useCallback((value: number) => formatNumber(i18n.language, value), [i18n.language]);

  const onImported = useCallback(
    (report: ManuscriptImportReport, title: string) =>
      push({
        level: report.problems.some((p) => p.fatal) ? 'warning' : 'success',
        message: t('manuscript_import.done', {
          pages: n(report.pages),
          words: n(report.words),
          title,
        }),
      }),
    [n, push, t],
  );

  const onNewBook = useCallback(
    (report: ManuscriptImportReport, title: string) => {
      carryNoticeOverReload({
        level: 'success',
        message: t('manuscript_import.done_new_book', {
          pages: n(report.pages),
          words: n(report.words),
          title,
        }),
      });
      window.setTimeout(() => window.location.reload(), 600);
    },
    [n, t],
  );

  const ask = useCallback(
    () =>
      askBeforeReplacing({
        title: t('manuscript_import.replace_title'),
        text: t('manuscript_import.replace_text'),
        proceed: t('manuscript_import.replace_proceed'),
      }),
    [askBeforeReplacing, t],
  );

  return (
    <>
      <ManuscriptDropTarget />
      {state && (
        <Suspense fallback={null}>
          <ImportManuscriptDialog
            files={state.files}
            askBeforeReplacing={ask}
            onImported={onImported}
            onNewBook={onNewBook}
            onClose={() => setState(null)}
          />
        </Suspense>
      )}
    </>
  );
}
