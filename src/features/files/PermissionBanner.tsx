/**
 * When access to the book file or project folder needs the author, a banner offers it: the four
 * variants of the spec (prompt, denied, lost, expired — "Session Expired" when the grant of an
 * earlier visit has lapsed), and choosing the project folder again when recovery asked for it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError, pickDirectory } from '../../platform/file-system';
import { useAtom, useAtomValue } from '../../state/jotai';
import { unwrap, workerApi } from '../../worker-client/client';
import { folderRequestedAtom, permissionControlsAtom } from './FileServices';
import { type PermissionVariant, permissionDialogText } from './permissions/dialog-text';
import { FILE_HANDLES_RESTORED_EVENT } from './permissions/recover-access';
import { saveReportAtom } from './save-report-atoms';

export function PermissionBanner() {
  const { t } = useTranslation();
  const controls = useAtomValue(permissionControlsAtom);
  const report = useAtomValue(saveReportAtom);
  const [folderRequested, setFolderRequested] = useAtom(folderRequestedAtom);
  const [folderError, setFolderError] = useState<string | null>(null);
  const status = controls?.status;

  if (folderRequested) {
    const chooseFolder = async () => {
      setFolderError(null);
      try {
        const directory = await pickDirectory();
        const result = unwrap(
          await workerApi().bindProjectFolder(directory, report.fileName ?? ''),
        );
        if (!result.bound) {
          setFolderError(t('permissions.folder_has_no_book', { fileName: report.fileName ?? '' }));
          return;
        }
        setFolderRequested(false);
        window.dispatchEvent(
          new CustomEvent(FILE_HANDLES_RESTORED_EVENT, {
            detail: { source: 'picked', handles: null },
          }),
        );
      } catch (error) {
        if (!isAbortError(error)) setFolderError((error as Error).message);
      }
    };
    return (
      <section className="permission-banner" aria-label={t('permissions.choose_folder_title')}>
        <p>
          <strong>{t('permissions.choose_folder_title')}</strong>{' '}
          {t('permissions.choose_folder_text', { fileName: report.fileName ?? '' })}
        </p>
        {folderError && (
          <p role="alert" className="form-error">
            {folderError}
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={() => void chooseFolder()}
        >
          {t('permissions.choose_folder_action')}
        </button>
        <button type="button" className="button" onClick={() => setFolderRequested(false)}>
          {t('files.cancel')}
        </button>
      </section>
    );
  }

  if (!controls || (status !== 'prompt' && status !== 'denied')) return null;
  const variant: PermissionVariant =
    status === 'denied' ? 'denied' : report.fromEarlierVisit ? 'expired' : 'prompt';
  const text = permissionDialogText(
    variant,
    (key, values) => (values ? t(key, values) : t(key)),
    report.fileName ?? '',
  );
  return (
    <section className="permission-banner" aria-label={text.title}>
      <p>
        <strong>{text.title}</strong> {text.message}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void controls.recover(variant)}
      >
        {text.action}
      </button>
    </section>
  );
}
