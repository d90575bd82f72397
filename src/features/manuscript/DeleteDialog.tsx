/**
 * The delete confirmation (docs/spec/product-and-screens.md §4): "confirm delete?", answered
 * "Yes, delete!" or Cancel — the spec's words, with the plain detail beside them: what moves to
 * Recently deleted (the page, or the folder with how many pages and folders are inside it).
 */
import { memo, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';

export interface DeleteDialogProps {
  /** The name of the item to delete; null keeps the dialog closed. */
  name: string | null;
  /** What the item is, and for a folder what lies inside it. */
  target: { type: 'page' } | { type: 'folder'; pages: number; folders: number } | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Memoised: the tree re-renders on every selection change, the dialog need not. */
export const DeleteDialog = memo(function DeleteDialog({
  name,
  target,
  onConfirm,
  onCancel,
}: DeleteDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (name !== null && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (name === null && dialog.open) dialog.close();
  }, [name]);

  return (
    <dialog
      ref={ref}
      className="dialog manuscript-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{t('manuscript.confirm_delete')}</h2>
      <div id={`${id}-text`}>
        {target?.type === 'page' ? (
          <p>{t('manuscript.confirm_delete_page', { name: name ?? '' })}</p>
        ) : (
          <>
            <p>{t('manuscript.confirm_delete_text', { name: name ?? '' })}</p>
            {target && (
              <p className="manuscript-dialog__contents">
                {target.pages + target.folders === 0
                  ? t('manuscript.confirm_delete_empty')
                  : t('manuscript.confirm_delete_contents', {
                      pages: formatNumber(i18n.language, target.pages),
                      folders: formatNumber(i18n.language, target.folders),
                    })}
              </p>
            )}
          </>
        )}
      </div>
      <div className="manuscript-dialog-buttons">
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {t('manuscript.confirm_delete_yes')}
        </button>
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {t('manuscript.cancel')}
        </button>
      </div>
    </dialog>
  );
});
